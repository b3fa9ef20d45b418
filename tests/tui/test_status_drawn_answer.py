"""Faraón's drawn 7 (house rule ``drawn_seven``): the drawer's status line says what the stop is for, in words
(PLAYTEST51: it said only "d draws 2 and misses the turn", as if the drawing had broken off)."""

from __future__ import annotations

import pytest

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.engine.views import view
from maumau_tui.notation import parse_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load
from maumau_tui.tui.labels import Look
from maumau_tui.tui.seat_link import TableFacts
from maumau_tui.tui.status import status_line, turn_parts

NAMES = ["Ann", "Bob", "Cy"]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "You drew 7 of Diamonds: play it now and the rest of the penalty is dropped"),
    ("de", "Gezogen: Schellen 7. Leg sie jetzt, und der Rest der Strafe entfällt")])
def test_the_drawer_of_an_answer_is_told_what_the_stop_is_for(lang: str, said: str) -> None:
    rules = load("faraon", {"drawn_seven": True})
    hands = [[parse_card(card) for card in hand.split()] for hand in ("7H 9S QD", "8H 10D KD", "9C 8C 10C")]
    game = Game.stacked(compile_ruleset(rules, 3), NAMES, hands, [parse_card("10H")],
                        [parse_card(card) for card in "9D 7D AC KC".split()], dealer=2)
    game.apply(parse_move("play 7H", NAMES))
    plain = [part.text for part in turn_parts(view(game, 1), TableFacts(rules), Look(lang, german_pack=True))]
    assert not any("7" in text or "Sieben" in text for text in plain[1:2])    # before the draw: no such line
    game.apply(parse_move("draw", NAMES))
    parts = [part.text for part in turn_parts(view(game, 1), TableFacts(rules), Look(lang, german_pack=True))]
    assert parts[1] == said
    narrow = status_line(view(game, 1), True, TableFacts(rules), Look(lang), None, 60)   # (REVIEW50: the draw's key stays)
    assert ("d draws 1" if lang == "en" else "d zieht 1") in narrow, narrow
