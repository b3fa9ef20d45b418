"""A move that costs cards says how many, in German and English, once the label knows the decision it is made in:
a draw against a pending 7 is ``Draw 2 cards`` (``Draw a card`` was wrong advice), against Prší's 7 it also
costs the turn, a failed round of Kings costs its penalty, Crazy Eights draws until a card fits; ``accept``
says what is accepted (a skip, a Queen's cards, a cheat's penalty), an objection and a challenge what they risk."""

from __future__ import annotations

from dataclasses import replace

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.engine.views import View, view
from maumau_tui.notation import parse_move
from maumau_tui.table import Table
from maumau_tui.tui.labels import Look, for_ruleset, move_label

NAMES = ["Anna", "Ben"]


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


def after(ruleset: str, hands: list[str], pile: str, plays: list[str], stock: str = "8D AC AS KS 9S 9C") -> tuple[View, Table]:
    """Ben's view once Anna (on turn: Ben deals) made ``plays``."""
    table = Table.from_names(ruleset, [(name, None) for name in NAMES], seed=1)
    game = Game.stacked(table.match.tables, NAMES, [cards(hand) for hand in hands], cards(pile), cards(stock), dealer=1)
    for text in plays:
        game.apply(parse_move(text, NAMES), 0)
    return view(game, 1), table


def label(move: str, seen: View, table: Table, lang: str) -> str:
    return move_label(parse_move(move, NAMES), NAMES, for_ruleset(Look(lang), table.ruleset), seen)


def test_a_draw_against_a_pending_seven_says_two_cards() -> None:
    seen, table = after("standard", ["7C 9D 10D", "KD QD 10S"], "9C", ["play 7C"])
    assert seen.pending_draw == 2 and [m.kind for m in seen.legal] == ["draw"]
    assert label("draw", seen, table, "en") == "Draw 2 cards"
    assert label("draw", seen, table, "de") == "2 Karten ziehen"
    # without the decision the label cannot know, and says what it said before
    assert move_label(parse_move("draw"), NAMES, Look("en")) == "Draw a card"


def test_a_plain_draw_is_one_card_and_a_stacked_penalty_counts_all() -> None:
    seen, table = after("standard", ["9D 10D 8H", "KS QS 10S"], "9C", ["play 9D"])
    assert seen.pending_draw == 0 and "draw" in [m.kind for m in seen.legal]
    assert label("draw", seen, table, "en") == "Draw a card"
    assert label("draw", seen, table, "de") == "Karte ziehen"
    stacked = replace(seen, pending_draw=4, top=parse_card("7C"))      # two 7s on each other
    assert label("draw", stacked, table, "en") == "Draw 4 cards"
    one = replace(seen, pending_draw=1, top=parse_card("7C"))          # the rest of a penalty whose answer was kept
    assert label("draw", one, table, "de") == "Eine Karte ziehen"


def test_pršis_seven_also_costs_the_turn() -> None:
    seen, table = after("prsi", ["7C 9D 10D", "KD QD 10S"], "9C", ["play 7C"])
    assert seen.pending_draw == 2
    assert label("draw", seen, table, "en") == "Draw 2 cards and miss a turn"
    assert label("draw", seen, table, "de") == "2 Karten ziehen und aussetzen"


def test_crazy_eights_draws_until_a_card_fits() -> None:
    seen, table = after("crazy-eights", ["9D 10D 3H", "KS QS 10S"], "9C", ["play 9D"])
    assert "draw" in [m.kind for m in seen.legal]
    assert label("draw", seen, table, "en") == "Draw until a card fits"
    assert label("draw", seen, table, "de") == "Ziehen, bis eine Karte passt"


def test_a_round_of_kings_costs_its_caller_the_penalty_and_the_others_one_card() -> None:
    seen, table = after("erftschmiede", ["9D 10D 3H", "KS QS 10S"], "9C", ["play 9D"])
    caller = replace(seen, kings=1)          # Ben's own round of Kings came back and he holds no King
    assert label("draw", caller, table, "en") == "Draw 3 cards"
    assert label("draw", caller, table, "de") == "3 Karten ziehen"
    other = replace(seen, kings=0)           # Anna's round: Ben plays a King or draws one card
    assert label("draw", other, table, "en") == "Draw a card"


def test_accepting_says_what_is_accepted() -> None:
    seen, table = after("prsi", ["AC 9D 10D", "KD QD 10S"], "9C", ["play AC"])    # Prší's Ace: skip, or an Ace
    assert seen.pending_skip == 1 and "accept" in [m.kind for m in seen.legal]
    assert label("accept", seen, table, "en") == "Miss a turn"
    assert label("accept", seen, table, "de") == "Aussetzen"
    victim = replace(seen, pending_skip=0, window=(1,), window_kind="victim", name_draw=2)
    assert label("accept", victim, table, "en") == "Don't pass it on: draw 2 cards"
    caught = replace(seen, pending_skip=0, phase="caught", cheat_penalties=(1, 3))
    assert label("accept", caught, table, "en") == "Take the card back and draw a penalty card"
    assert label("say einspruch", caught, table, "en") == "Call “Objection!” – if it is refused, it costs 3 penalty cards"


def test_a_challenge_says_what_it_risks_and_believing_names_the_card() -> None:
    seen, table = after("standard", ["8C 9D 10D", "KD QD 10S"], "9C", ["play 8C"])
    challenge = replace(seen, pending_skip=0, phase="challenge", top=parse_card("QC"))
    assert label("accept", challenge, table, "en") == "Believe it: Q♣ stands"
    assert label("catch Anna", challenge, table, "en") == (
        "Challenge – a lie: Anna takes the card back and draws 1 card; honest: you draw 1 card")
    assert label("catch Anna", seen, table, "en") == "Catch Anna"     # the plain catch


def test_a_catch_that_may_find_an_honest_play_says_what_it_costs_and_a_missed_call_what_it_is() -> None:
    seen, table = after("erftschmiede", ["9D 8S KC", "KD QD 10S"], "9H", ["play 9D"])   # honest, but who knows
    assert any(move.kind == "catch" and move.seat == 0 for move in seen.legal)
    assert label("catch Anna", seen, table, "en") == "Catch Anna (if the card fitted, you draw 1 card)"
    assert label("catch Anna", seen, table, "de") == "Anna erwischen (passte die Karte, ziehst du eine Karte)"
    missed, table = after("standard", ["9D 8S", "KD QD 10S"], "9H", ["play 9D"])       # no "Mau": everybody heard it
    assert missed.catchable == (0,) and any(move.kind == "catch" for move in missed.legal)
    assert label("catch Anna", missed, table, "en") == "Catch Anna (a missed call)"
    assert label("catch Anna", missed, table, "de") == "Anna erwischen (vergessene Ansage)"
