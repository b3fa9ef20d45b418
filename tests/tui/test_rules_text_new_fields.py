"""The rules page speaks the Erftschmiede fields and the last regional rules in German and English.

Every field added with Erftschmiede-MauMau (chains, gifts, buys, swaps, blocks, a round of Kings, declared
jokers, rank arithmetic, cheating, the answer window) and with the last regional rules (a buried start
card, the winner's count, finish points, first to the target, the reset at 101) gets its own sentence;
none falls back to the English description of the ruleset schema.
"""

from __future__ import annotations

import inspect
from typing import Any

import pytest
from pydantic import BaseModel

from maumau_tui.rules import schema
from maumau_tui.rules.loader import load
from maumau_tui.tui.rules_text import WORDS, rules_plain

# Options that switch on a field the ruleset only uses as a house rule.
OPTIONS: dict[str, dict[str, Any]] = {
    "pharaoh": {"play_to_101": True},      # match.reset_at
    "faraon": {"drawn_seven": True},       # draw.drawn_answer
}

EXPECTED: dict[str, dict[str, list[str]]] = {
    "erftschmiede": {
        "de": [
            # kings_round (word, min_held, fail_draw)
            "- König: Wer beim Legen mindestens 2 Karten dieses Werts hält (die gelegte mitgezählt), darf "
            "„Königsrunde“ ansagen",
            "zieht er 3 Strafkarten und setzt aus",
            # name_chain
            "Kette: Der Genannte kann mit einer Karte dieses Werts antworten und selbst einen anderen nennen, "
            "der eine Karte mehr zieht",
            # return_penalty
            "- 10: Auf eine offene Ziehstrafe gelegt („Zurück“), geht die Strafe unverändert an den Vorgänger zurück",
            # skip.block_with
            "- 6: Die nächsten 2 Spieler setzen aus. Blocken: Wer aussetzen müsste, darf sofort die 5 derselben "
            "Farbe legen („Geblockt“)",
            # give
            "- 4: „Für Dich“: Wer diese Karte legt, nennt einen Mitspieler und gibt ihm eine eigene Karte.",
            "(„Für Dich zurück“)",
            # buy
            "- 3: „Kauf ich“: Wer diese Karte legt, darf die Karte darunter auf die Hand nehmen, wenn er es beim Legen "
            "sagt – sonst ist sie eine einfache Karte",
            # swap (redirect, stop_with)
            "- Ass: Wer diese Karte legt, tauscht alle Handkarten mit einem Mitspieler seiner Wahl („Ich tausche mit Dir“).",
            "einen anderen nennen, der stattdessen tauscht",
            "Mit einer 2 kann jeder den ganzen Tausch sofort abblasen („Hier wird nicht getauscht“).",
            # declare
            "Diese Karte kann auch für jede andere stehen: Beim Legen wird angesagt, für welche",
            # rank_arithmetic
            "Drunter/Drüber: Auf eine Karte passt, gleich in welcher Farbe, auch ein Wert einen drunter oder "
            "drüber, die Hälfte oder das Doppelte, ein Drittel oder das Dreifache, ein Viertel oder das "
            "Vierfache, ein Fünftel oder das Fünffache (Ass = 1 und neben dem König, Bube = 11, Dame = 12, "
            "König = 13)",
            # last_card_not_answering
            "Mit einer 10 darf niemand ausgehen, wenn er damit eine offene Ziehstrafe beantwortet.",
            # open_actions_after_out
            "Öffnet die letzte Karte des Gewinners noch eine Aktion",
            # cheating (penalty, dispute_penalty)
            "Fuschen ist erlaubt",
            "zieht eine Strafkarte, und der Zug ist vorbei; wer sich wehrt (Einspruch), zieht 2. Wer zu Unrecht „Fuschen“ ruft, "
            "zieht eine Strafkarte.",
            # window_seconds
            "Antworten außer der Reihe (Blocken, einen Tausch umleiten oder abblasen) sind nur 4 Sekunden lang möglich",
        ],
        "en": [
            "- King: Whoever holds at least 2 cards of this rank (the one played included) may call “Round of Kings”: "
            "in turn everybody plays such a card",
            "they draw 3 penalty cards and miss a turn",
            "Chain: the named player may answer with a card of this rank and name another player, who draws one "
            "card more",
            "- 10: Played on a pending draw penalty (“Back to you”), it sends the penalty back unchanged to the "
            "player before",
            "- 6: The next 2 players miss a turn. Block: a player who would miss a turn may at once play the 5 "
            "of the same suit (“Blocked”)",
            "- 4: “For you”: its player names another player and gives them one of their own cards.",
            "- 3: “I'll buy that”: its player may take the card beneath it into hand by saying so with the play – else it is a plain card",
            "- Ace: Its player swaps whole hands with a player of their choice (“I swap with you”).",
            "name another player to swap instead",
            "Anybody may call the whole swap off at once with a 2 (“No swapping here”).",
            "It may also stand for any other card: declared when played",
            "Rank arithmetic: whatever the suit, a rank also fits that is one below or above, half or double, "
            "a third or three times, a quarter or four times, a fifth or five times the top card's "
            "(Ace = 1 and next to the King, Jack = 11, Queen = 12, King = 13)",
            "Nobody may go out with a 10 when answering a pending draw penalty with it.",
            "If the winner's last card opens an action",
            "Cheating is allowed",
            "draws a penalty card, and the turn is over; whoever disputes the catch draws 2. Whoever calls out an honest play draws a "
            "penalty card.",
            "Answers out of turn (a block, redirecting or stopping a swap) are open for 4 seconds only",
        ],
    },
    "crazy-eights": {
        "de": [
            "Startkarten, die nicht liegen bleiben: 8 – eine solche Karte kommt in die Mitte des Talons",
            "Wer zuerst ausgeht, bekommt die Punkte aller Karten, die die anderen noch auf der Hand haben; "
            "die anderen bekommen 0.",
            "Wer zuerst 100 erreicht, gewinnt die Partie",
        ],
        "en": [
            "These start cards may not stay: 8 – such a card is buried in the middle of the stock",
            "Whoever goes out first collects the points of all cards left in the other hands; the others score 0.",
            "the first to reach 100 wins the match",
        ],
    },
    "switch": {
        "de": ["Startkarten, die nicht liegen bleiben: Ass, 2, 8 und Bube – eine solche Karte kommt in die Mitte"],
        "en": ["These start cards may not stay: Ace, 2, 8 and Jack – such a card is buried in the middle"],
    },
    "pharaoh": {
        "de": [
            "Punkte für die Karte, mit der der Gewinner ausgeht: Dame: -20, Pik Dame: -40 (negativ: vom Stand abgezogen).",
            "Wer nach einem Spiel auf genau 101 Punkte kommt, fällt auf 0 zurück.",
        ],
        "en": [
            "Points for the card the winner goes out with: Queen: -20, Queen of Spades: -40 "
            "(negative: taken off the total).",
            "A total of exactly 101 after a hand goes back to 0.",
        ],
    },
    "faraon": {
        "de": ["- 7: Der Nächste zieht 3.",
               "Wer die Strafe zieht und unter den ersten 3 Karten eine findet, die sie beantwortet oder aufhebt, "
               "darf diese sofort legen: der Rest der Strafe entfällt"],
        "en": ["- 7: The next player draws 3.",
               "Whoever draws the penalty and finds a card among the first 3 that answers or cancels it may play it "
               "at once: the rest of the penalty is dropped"],
    },
}

# The schema fields these sentences stand for: their English descriptions must not show up as a fallback.
NEW_FIELDS: list[tuple[type[BaseModel], str]] = [
    (schema.Effect, name) for name in
    ("name_chain", "return_penalty", "give", "buy", "swap", "kings_round", "declare")
] + [
    (schema.Skip, "block_with"), (schema.Penalty, "drawn_answer"),
    (schema.Swap, "redirect"), (schema.Swap, "stop_with"),
    (schema.KingsRound, "word"), (schema.KingsRound, "min_held"), (schema.KingsRound, "fail_draw"),
    (schema.Ruleset, "rank_arithmetic"), (schema.Ruleset, "last_card_not_answering"),
    (schema.Ruleset, "open_actions_after_out"), (schema.Ruleset, "cheating"), (schema.Ruleset, "window_seconds"),
    (schema.Cheating, "penalty"), (schema.Cheating, "dispute_penalty"),
    (schema.Start, "redraw"), (schema.Scoring, "mode"), (schema.Scoring, "finish_points"),
    (schema.MatchRules, "target_wins"), (schema.MatchRules, "reset_at"),
]


def page(ruleset_id: str, lang: str) -> str:
    options = OPTIONS.get(ruleset_id)
    return rules_plain(load(ruleset_id, options), lang, options)


def schema_descriptions() -> list[str]:
    """Every field description (and model docstring) in the ruleset schema."""
    texts = []
    for _, model in inspect.getmembers(schema, inspect.isclass):
        if issubclass(model, BaseModel) and model.__module__ == schema.__name__:
            texts += [info.description for info in model.model_fields.values() if info.description]
            if model.__doc__:
                texts.append(model.__doc__.strip())
    return texts


def fragments(text: str) -> list[str]:
    """The description and its first words: a shortened or reworded fallback still shows its beginning."""
    return [text, text[:30]] if len(text) > 30 else [text]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("ruleset_id", sorted(EXPECTED))
def test_the_new_fields_have_their_own_sentences(ruleset_id: str, lang: str) -> None:
    text = page(ruleset_id, lang)
    missing = [sentence for sentence in EXPECTED[ruleset_id][lang] if sentence not in text]
    assert not missing, f"{ruleset_id} ({lang}) lacks:\n" + "\n".join(missing) + f"\n\npage:\n{text}"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("ruleset_id", sorted(EXPECTED))
def test_no_new_field_falls_back_to_its_schema_description(ruleset_id: str, lang: str) -> None:
    text = page(ruleset_id, lang)
    for model, field in NEW_FIELDS:
        description = model.model_fields[field].description
        assert description
        # in English a sentence may well start like its description; the German page has none of it
        for fragment in fragments(description) if lang == "de" else [description]:
            assert fragment not in text, f"{model.__name__}.{field} falls back on the {lang} page of {ruleset_id}"


@pytest.mark.parametrize("ruleset_id", sorted(EXPECTED))
def test_the_german_page_holds_no_english_schema_text(ruleset_id: str) -> None:
    text = page(ruleset_id, "de")
    for description in schema_descriptions():
        for fragment in fragments(description):
            assert fragment not in text, f"English schema text on the German page of {ruleset_id}: {fragment!r}"


def test_the_german_erftschmiede_page_reads_in_german() -> None:
    text = page("erftschmiede", "de")
    for english in ("Its player", "the named player", "penalty", "swap", "round of", "(word=", "redirect=",
                    "stop_with", "min_held", "True"):
        assert english not in text
    for word in ("Königsrunde", "Kauf ich", "Hier wird nicht getauscht", "Geblockt", "Für Dich", "Fuschen"):
        assert word in text


def test_the_sentences_follow_the_options() -> None:
    """Switched off or changed by a house rule, the sentence goes or changes with it."""
    chosen = {"block_seconds": 7, "no_arithmetic": True, "no_cheating": True}
    text = rules_plain(load("erftschmiede", chosen), "de", chosen)
    assert "sind nur 7 Sekunden lang möglich" in text
    assert "Drunter/Drüber: Auf eine Karte passt" not in text
    assert "Fuschen ist erlaubt" not in text
    single = {"play_to": 0}
    assert "gewinnt die Partie" not in rules_plain(load("crazy-eights", single), "de", single)
    assert "fällt auf 0 zurück" not in rules_plain(load("pharaoh"), "de")
    assert "unter den ersten 3 Karten eine findet" not in rules_plain(load("faraon"), "de")


def test_only_rulesets_with_answers_out_of_turn_name_the_window() -> None:
    for ruleset_id in ("crazy-eights", "switch", "pharaoh", "faraon", "standard"):
        assert "Sekunden" not in rules_plain(load(ruleset_id), "de")
        assert "seconds" not in rules_plain(load(ruleset_id), "en")


def test_both_languages_know_the_same_words() -> None:
    assert set(WORDS["de"]) == set(WORDS["en"])
