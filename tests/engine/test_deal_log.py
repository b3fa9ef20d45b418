"""The deal line says how many cards each seat got, seat by seat when the counts differ."""

from __future__ import annotations

import pytest

from maumau_tui.engine.game import Game
from maumau_tui.engine.views import log_lines
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load

NAMES = ["Anna", "Ben", "Robo"]


@pytest.mark.parametrize(("ruleset_id", "sizes", "german", "english"), [
    ("idioten-mau", [1, 2, 2], "Robo gibt: Anna 1 Karte, Ben 2 Karten, Robo 2 Karten.",
     "Robo deals: Anna 1 card, Ben 2 cards, Robo 2 cards."),
    ("faraon", [5, 0, 4], "Robo gibt: Anna 5 Karten, Robo 4 Karten.", "Robo deals: Anna 5 cards, Robo 4 cards."),
    ("faraon", [4, 0, 4], "Robo gibt jedem 4 Karten.", "Robo deals 4 cards each."),
    ("idioten-mau", [1, 1, 1], "Robo gibt jedem eine Karte.", "Robo deals one card each."),
    ("standard", None, "Robo gibt jedem 5 Karten.", "Robo deals 5 cards each."),
])
def test_the_deal_line_names_each_count_when_they_differ(ruleset_id: str, sizes: list[int] | None,
                                                         german: str, english: str) -> None:
    tables = compile_ruleset(load(ruleset_id), 3)
    game = Game.deal(tables, NAMES, seed=1, hand_sizes=sizes)
    assert [len(hand) for hand in game.hands] == (sizes or [5, 5, 5])
    for seat in (None, 0, 1):
        assert log_lines(game, seat, "de")[0] == german
        assert log_lines(game, seat, "en")[0] == english
