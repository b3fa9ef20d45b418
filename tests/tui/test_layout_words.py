"""The table speaks the ruleset's words and says why a key does nothing: Erftschmiede's prompts say „Letzte
Karte“ (its name for the last-card call), and a move key with nothing to do now answers with the reason."""

from __future__ import annotations

import io

from maumau_tui.cards import parse_card
from maumau_tui.notation import play
from maumau_tui.rules.loader import load
from maumau_tui.tui.labels import Look, for_ruleset
from maumau_tui.tui.prompts import declare_prompt
from maumau_tui.tui.screens.dialogs import rules_text
from maumau_tui.tui.screens.prompt import ChoicePrompt
from tui_helpers import screen_text, send, staged_app, table_screen, until, until_decision

SOLO = [("Anna", False), ("Bot", True)]


def test_prompts_say_a_call_in_the_rulesets_words() -> None:
    card = parse_card("7H")
    moves = [play(card, as_card=card, say="mau"), play(card, as_card=parse_card("8S"), say="mau")]
    look = for_ruleset(Look("de"), load("erftschmiede"))
    lines = [choice.label for choice in declare_prompt(moves, ["Anna", "Ben"], look).choices]
    assert all("Letzte Karte" in line and "Mau" not in line for line in lines), lines


def notes(app: object) -> list[str]:
    return [str(note.message) for note in app._notifications]  # type: ignore[attr-defined]


async def test_erftschmiede_says_letzte_karte_in_the_list_of_moves() -> None:
    app = staged_app(SOLO, ["7H 8H", "KD QS 10S 8C"], pile="9H", stock="AS AH", ruleset="erftschmiede",
                     lang="de", dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "o")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the list of moves")
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt)
        calls = [choice.label for choice in prompt.spec.choices if choice.move.say]
        assert calls and all("Letzte Karte" in label and "Mau" not in label for label in calls), calls
        assert "Letzte Karte" in screen_text(app)


async def test_a_move_key_with_nothing_to_do_says_why() -> None:
    # Anna holds a fitting card: drawing, passing and accepting do nothing now, and Enter on 8♣ does not fit
    app = staged_app(SOLO, ["7H 8C QD", "KD QS 10S 8S"], pile="9H", stock="AS AH", dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        version = app.referee.version if app.referee else None
        await send(pilot, "p")
        assert notes(app)[-1:] == ["You may not pass while a card fits: play a card in [ ]."], notes(app)   # (not "(d)")
        await send(pilot, "a")
        assert notes(app)[-1] == "Nothing to accept: nobody has to miss a turn."
        await send(pilot, "d")
        assert notes(app)[-1] == "You can only draw when no card fits: play a card in [ ]."
        eight = screen.view.hand.index(parse_card("8C"))
        await send(pilot, str(eight + 1), "enter")
        assert notes(app)[-1] == "8 of Clubs does not fit on 9 of Hearts.", notes(app)
        assert app.referee is not None and app.referee.version == version      # nothing was played


def test_the_english_rules_page_names_the_variant_once_in_english() -> None:
    rules = load("evil-seven")
    assert rules.name.en != rules.name.de
    first = rules_text(rules, "en").plain.splitlines()[0]
    assert rules.name.en in first and rules.name.de not in first, first
    assert rules.name.de in rules_text(rules, "de").plain.splitlines()[0]


def test_the_blind_prompts_show_german_letters_in_german() -> None:
    queen = parse_card("QS")
    moves = [play(parse_card("9C"), as_card=parse_card("9C")), play(parse_card("9C"), as_card=queen)]
    german = [choice.label for choice in declare_prompt(moves, ["Anna", "Ben"], Look("de")).choices]
    english = [choice.label for choice in declare_prompt(moves, ["Anna", "Ben"], Look("en")).choices]
    assert "D♠ (Pik Dame)" in german[1] and "Q♠ (Queen of Spades)" in english[1], (german, english)


def test_the_rules_text_names_its_source_without_the_number_it_is_filed_under() -> None:
    rules = load("standard")
    assert rules.source is not None and rules.source.startswith("003: ")
    text = rules_text(rules, "en").plain
    assert "003:" not in text and rules.source.removeprefix("003: ") in text


async def test_a_digit_and_enter_in_one_read_are_refused_for_the_card_the_digit_chose() -> None:
    """(Playtest 48: with no card to play, "1 Enter" sent at once told of the card the cursor was on before the 1.)"""
    from textual import events

    app = staged_app(SOLO, ["8S 10C QD", "KD QS 10S 8C"], pile="9H", stock="AS AH", dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        ten = screen.view.hand.index(parse_card("10C"))
        assert screen.chosen != parse_card("10C")
        for key in (str(ten + 1), "enter"):                   # all at once, as one read
            event = events.Key(key, "\r" if key == "enter" else key)
            event.set_sender(app)
            app.post_message(event)
        await until(pilot, lambda: bool(notes(app)), "the refusal")
        assert notes(app)[-1] == "10 of Clubs does not fit on 9 of Hearts.", notes(app)



def test_a_rule_that_wraps_goes_on_under_its_first_word_not_under_the_bullet() -> None:
    """PLAYTEST240 N7: on a narrow rules page a rule's second line began where the bullets do."""
    from rich.console import Console

    from maumau_tui.tui.rules_text import rules_sections
    from maumau_tui.tui.widgets.text import Bulleted

    rules = load("erftschmiede")
    console = Console(width=40, file=io.StringIO(), record=True)
    console.print(Bulleted(rules_text(rules, "de")))
    lines = [line.rstrip() for line in console.export_text().splitlines()]
    titles = {lines[0]} | {title for title, _ in rules_sections(rules, "de")}
    going_on = [line for line in lines if line and line not in titles and not line.startswith("• ")]
    assert len(going_on) > 20 and all(line.startswith("  ") and line[2] != " " for line in going_on), going_on
    words = "".join(lines).replace(" ", "")
    assert words == rules_text(rules, "de").plain.replace("\n", "").replace(" ", "")   # every word, in order
