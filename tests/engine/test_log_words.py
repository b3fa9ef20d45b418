"""Log sentences a player reads: a card laid face down is said as declared (its true card never shows to
the others), and English says "an 8" / "an Ace" in a rank wish."""

from __future__ import annotations

import pytest

from maumau_tui.cards import ACE, DIAMONDS, HEARTS, JACK, JOKER, KING, QUEEN, SPADES, card
from maumau_tui.engine import events as ev
from maumau_tui.engine.events import render_log, rewrites
from maumau_tui.notation import parse_move
from maumau_tui.scenarios import build, parse, run_spec

NAMES = ["Anna", "Ben", "Robo"]
BLIND_LOG = [(ev.PLAY, 0, card(10, SPADES), None), (ev.BLIND, 0, card(10, HEARTS))]


@pytest.mark.parametrize(("lang", "said", "truth"), [
    ("en", "Anna lays a card face down and declares the 10 of Spades.", "10 of Hearts"),
    ("de", "Anna legt eine Karte verdeckt und sagt: Pik 10.", "Herz 10"),
])
def test_a_blind_play_is_said_as_declared_and_its_card_shows_only_to_its_player(lang: str, said: str,
                                                                                 truth: str) -> None:
    for viewer in (None, 1, 2):
        lines = render_log(BLIND_LOG, NAMES, lang, viewer)
        assert lines == [said]
        assert truth not in " ".join(lines)
    own = render_log(BLIND_LOG, NAMES, lang, 0)
    assert own[0] == said and truth in own[1]


@pytest.mark.parametrize(("event", "sees"), [((ev.BUY, 1, card(8, HEARTS), 0), {0, 1}), ((ev.EAT, 2, card(8, HEARTS), 0), {0})])
def test_a_face_down_card_bought_or_eaten_is_named_only_to_those_who_saw_it(event: tuple[object, ...],
                                                                             sees: set[int]) -> None:
    """Blind play: Ben buys (Robo's joker eats) Anna's face-down card: the buyer takes it into his hand, so he and
    Anna know it; an eaten card leaves the game unseen, so only Anna does."""
    for viewer in (None, 0, 1, 2):
        line = " ".join(render_log([event], NAMES, "en", viewer))
        assert ("8 of Hearts" in line) == (viewer in sees), (viewer, line)
        assert ("face-down card" in line) == (viewer not in sees)


def test_a_card_played_face_up_is_still_said_as_played() -> None:
    log = [(ev.PLAY, 0, card(10, SPADES), None), (ev.PLAY, 1, card(10, HEARTS), None)]
    assert render_log(log, NAMES, "en") == ["Anna plays the 10 of Spades.", "Ben plays the 10 of Hearts."]


def test_a_joker_played_takes_its_article_in_german() -> None:
    """(REVIEW239 A5: "Anna legt Joker.") A card by name stays without one ("legt Herz 10")."""
    log = [(ev.PLAY, 0, JOKER, None), (ev.PLAY, 1, card(10, HEARTS), None), (ev.BUY, 2, JOKER, 0)]
    assert render_log(log, NAMES, "de", 2) == ["Anna legt einen Joker.", "Ben legt Herz 10.",
                                               "Robo: „Kauf ich!“ – nimmt einen Joker."]


def test_german_joins_the_last_two_cards_of_a_list_with_und() -> None:
    """(REVIEW239 B3: "Du ziehst Herz 8, Karo 8.")  English keeps its commas after the colon."""
    eights, sevens = (card(8, HEARTS), card(8, DIAMONDS)), (card(7, HEARTS), card(7, SPADES))
    log = [(ev.DRAW, 0, 2, eights, "normal"), (ev.PLAY, 0, sevens, None)]
    assert render_log(log, NAMES, "de", 0)[1:] == ["Du ziehst Herz 8 und Karo 8.", "Anna legt Herz 7 und Pik 7."]
    assert render_log(log, NAMES, "en", 0)[1:] == ["You draw: 8 of Hearts, 8 of Diamonds.",
                                                   "Anna plays the 7 of Hearts, the 7 of Spades."]
    joker = [(ev.DRAW, 0, 2, (card(14, HEARTS), JOKER), "penalty")]     # (PLAYTEST248 N7: "Herz Ass und Joker")
    assert render_log(joker, NAMES, "de", 0)[1] == "Du ziehst Herz Ass und einen Joker."
    assert render_log(joker, NAMES, "en", 0)[1] == "You draw: Ace of Hearts, a joker."
    two = [(ev.DRAW, 0, 3, (JOKER, card(14, HEARTS), JOKER), "penalty")]   # (REVIEW252 R8: "a joker, a joker")
    assert render_log(two, NAMES, "de", 0)[1] == "Du ziehst Herz Ass und 2 Joker."
    assert render_log(two, NAMES, "en", 0)[1] == "You draw: Ace of Hearts, 2 jokers."


def test_a_blind_game_logs_the_declaration_not_a_play() -> None:
    spec = {
        "ruleset": "standard", "options": {"blind": True}, "seats": ["A", "B", "C"],
        "hands": {"A": ["9C", "KS", "8D"], "B": ["10D", "QC"], "C": ["QD", "10S"]},
        "pile": ["9H"], "stock": ["7S", "AC", "KD"],
        "steps": [{"A": "play 9C as 7H"},
                  {"expect": {"log_contains": "A lays a card face down and declares the 7 of Hearts."}},
                  {"expect": {"log_contains": "A legt eine Karte verdeckt und sagt: Herz 7."}}],
    }
    assert run_spec(spec) is None
    spec["steps"] = [{"A": "play 9C as 7H"}, {"expect": {"log_contains": "A plays the 7 of Hearts."}}]
    assert run_spec(spec) is not None   # the old wording is gone


@pytest.mark.parametrize(("rank", "english"), [
    (8, "Ben: “I wish for an 8.”"), (ACE, "Ben: “I wish for an Ace.”"),
    (7, "Ben: “I wish for a 7.”"), (KING, "Ben: “I wish for a King.”"),
])
def test_a_rank_wish_takes_the_right_article(rank: int, english: str) -> None:
    assert render_log([(ev.WISH, 1, -1, rank)], NAMES, "en") == [english]


@pytest.mark.parametrize(("rank", "german", "pack"), [
    (7, "Ben: „Ich wünsche mir eine 7.“", False), (JACK, "Ben: „Ich wünsche mir einen Buben.“", False),
    (QUEEN, "Ben: „Ich wünsche mir eine Dame.“", False), (KING, "Ben: „Ich wünsche mir einen König.“", False),
    (ACE, "Ben: „Ich wünsche mir ein Ass.“", False), (JACK, "Ben: „Ich wünsche mir einen Unter.“", True),
])
def test_a_german_rank_wish_takes_the_right_article(rank: int, german: str, pack: bool) -> None:
    assert render_log([(ev.WISH, 1, -1, rank)], NAMES, "de", german_pack=pack) == [german]


@pytest.mark.parametrize(("ruleset", "hands", "pile", "move", "said"), [
    ("kronenstube", {"Ann": ["9S"], "Bob": ["QD", "8C"], "Cy": ["AH", "9C"]}, ["10S"], "play 9S say maumau",
     {"de": "Ann: „MauMau!“ – Schluss.", "en": "Ann: “MauMau!” – done."}),
    ("tschau-sepp", {"Ann": ["6H"], "Bob": ["6S", "KH"], "Cy": ["9C", "8C"]}, ["10H"], "play 6H say sepp",
     {"de": "Ann: „Sepp!“ – fertig.", "en": "Ann: “Sepp!” – done."}),
    ("miese-punkte", {"Ann": ["JS"], "Bob": ["QD"], "Cy": ["8D"]}, ["10S"], "play JS say maumau",
     {"de": "Ann legt die letzte Karte, einen Buben: „MauMau!“", "en": "Ann plays the last card, a Jack: “MauMau!”"}),
])
def test_a_last_call_is_said_once_where_the_rulesets_going_out_quotes_it(
        ruleset: str, hands: dict[str, list[str]], pile: list[str], move: str, said: dict[str, str]) -> None:
    game, seats = build(parse({"ruleset": ruleset, "seats": ["Ann", "Bob", "Cy"], "hands": hands, "pile": pile,
                               "stock": ["7S", "9D", "8D"], "steps": []}))
    game.apply(parse_move(move, seats), 0)
    assert game.finished
    for lang in ("de", "en"):
        lines = render_log(game.log, seats, lang, None, game.T.words)
        calls = [line for line in lines if line.startswith("Ann") and ("„" in line or "“" in line)]
        assert calls == [said[lang]], lines


@pytest.mark.parametrize(("ruleset", "card"), [("neuner", "9S")])
def test_a_last_call_is_still_said_where_going_out_says_another_word(ruleset: str, card: str) -> None:
    game, seats = build(parse({"ruleset": ruleset, "seats": ["Ann", "Bob", "Cy"],
                               "hands": {"Ann": [card], "Bob": ["QD"], "Cy": ["8D"]},
                               "pile": ["10S"], "stock": ["7S", "9D"], "steps": []}))
    game.apply(parse_move(f"play {card} say maumau", seats), 0)
    assert game.finished
    assert "Ann: “Mau-Mau!”" in render_log(game.log, seats, "en", None, game.T.words)


def test_only_the_very_word_the_going_out_sentence_quotes_is_left_out() -> None:
    words = {"out": {"en": "{name}: “MauMau!” – done.", "de": "{name}: „MauMau!“ – Schluss."}}
    for say, kept in (("mau", True), ("maumau", False)):
        log = [(ev.PLAY, 0, card(10, SPADES), say), (ev.OUT, 0)]
        lines = render_log(log, NAMES, "en", None, words)
        assert ("Anna: “Mau!”" in lines) is kept and ("Anna: “Mau-Mau!”" in lines) is False, lines
        assert lines[-1] == "Anna: “MauMau!” – done."


@pytest.mark.parametrize(("card", "said"), [("JS", "Ann plays the last card, a Jack: “MauMau!”"),
                                            ("9S", "Ann plays the last card: “Mau!”")])
def test_going_out_with_a_jack_is_announced_as_maumau_where_the_text_says_so(card: str, said: str) -> None:
    # 002: "beendet ein Spieler das Spiel mit einem Buben (Ausruf: "MauMau") verdoppeln sich die Kartenpunkte"
    game, seats = build(parse({"ruleset": "miese-punkte", "seats": ["Ann", "Bob", "Cy"],
                               "hands": {"Ann": [card], "Bob": ["QD"], "Cy": ["8D"]},
                               "pile": ["10S"], "stock": ["7S", "9D"], "steps": []}))
    game.apply(parse_move(f"play {card}", seats), 0)
    assert game.finished
    lines = render_log(game.log, seats, "en", None, game.T.words)
    assert said in lines and sum("Mau" in line for line in lines) == 1, lines


GIVE_LOG = [(ev.GIFT, 0, 1), (ev.GIFT_PICKED, 0, card(KING, SPADES)), (ev.GIVEN, 0, 1, card(KING, SPADES))]


@pytest.mark.parametrize(("lang", "picked", "card_line"), [
    ("en", "(Your card to give: King of Spades.)", "(The card from Anna to Ben: King of Spades.)"),
    ("de", "(Deine Karte zum Geben: Pik König.)", "(Die Karte von Anna an Ben: Pik König.)")])
def test_the_giver_reads_the_card_to_give_until_it_is_given_and_the_receiver_with_the_give(lang: str, picked: str,
                                                                                           card_line: str) -> None:
    """(A learner's playtest: "(Your card to give: …)" still stood once the card was given, as if still to do.)"""
    waiting = render_log(GIVE_LOG[:2], NAMES, lang, 0)
    giver, receiver = render_log(GIVE_LOG, NAMES, lang, 0), render_log(GIVE_LOG, NAMES, lang, 1)
    assert waiting.count(picked) == 1                         # while the receiver may still answer
    assert picked not in giver and giver.count(card_line) == 1 and giver[-1] == card_line
    assert receiver.count(card_line) == 1 and picked not in receiver
    assert "King" not in " ".join(render_log(GIVE_LOG, NAMES, lang, 2)) + " ".join(render_log(GIVE_LOG, NAMES, "en"))
    assert not rewrites(GIVE_LOG, 2, 1) and not rewrites(GIVE_LOG, 3, 0) and not rewrites(GIVE_LOG[:2], 2, 0)
    assert rewrites(GIVE_LOG, 2, 0)                           # (a log sent on from the pick is sent again)


ESCAPE_LOG = [(ev.GIFT, 0, 1), (ev.GIFT_PICKED, 0, card(KING, SPADES)), (ev.PLAY, 1, card(4, HEARTS), None),
              (ev.GIFT_BACK, 1), (ev.GIFT_PICKED, 1, card(QUEEN, HEARTS)), (ev.GIVEN, 1, 0, card(QUEEN, HEARTS))]


@pytest.mark.parametrize(("lang", "picked"), [("en", "(Your card to give: King of Spades.)"),
                                              ("de", "(Deine Karte zum Geben: Pik König.)")])
def test_a_gift_the_receiver_escapes_takes_back_the_givers_pick(lang: str, picked: str) -> None:
    """(A helper's finding: the escaped gift left "(Your card to give: King of Spades.)" standing in the giver's log,
    as if the King had gone; it stays in the giver's hand.)"""
    assert render_log(ESCAPE_LOG[:3], NAMES, lang, 0).count(picked) == 1    # while Ben may still answer
    giver = render_log(ESCAPE_LOG, NAMES, lang, 0)
    assert picked not in giver and "King" not in " ".join(giver) + " ".join(render_log(ESCAPE_LOG, NAMES, lang, 1))
    assert rewrites(ESCAPE_LOG, 3, 0) and not rewrites(ESCAPE_LOG, 4, 0) and not rewrites(ESCAPE_LOG, 3, 1)


@pytest.mark.parametrize(("name", "lang", "said"), [
    ("Anna", "de", "Gewünscht: Pik, die Farbe von Annas letzter Karte."),
    ("Hans", "de", "Gewünscht: Pik, die Farbe von Hans' letzter Karte."),
    ("Max", "de", "Gewünscht: Pik, die Farbe von Max' letzter Karte."),
    ("Anna", "en", "Wished: Spades, the suit of Anna's last card."),
])
def test_the_suit_of_a_last_jack_is_said_as_its_players_card(name: str, lang: str, said: str) -> None:
    """(PLAYTEST148 F6: "die Farbe der letzten Karte von Anna" read stiffly.)"""
    assert render_log([(ev.WISH, 0, SPADES, -1, True)], [name, "Ben"], lang, None) == [said]
