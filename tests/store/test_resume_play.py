"""A resumed match plays on exactly as it would have: the same table (bots with their levels and seeds, rebuilt
by ``Table.from_match``) makes the same moves after a save and resume as without one.  No UI: the referee on a test
clock, people choosing by a seeded rule."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.store.saves import Store
from maumau_tui.table import Table

SEATS = [("Anna", None), ("Robo", "easy"), ("Ben", None), ("Rita", "medium")]


def play_on(table: Table, until: int, seed: int) -> None:
    """Play until ``until`` moves are made (or the match ends): bots at once, people by a seeded choice."""
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.0, window_seconds=1.0)
    for _ in range(100_000):
        match = table.match
        if len(match.moves) >= until or table.match_over:
            return
        if table.hand_over:
            referee.deal()
        elif not referee.poll():
            people = [seat for seat in table.game.seats_to_act() if not table.is_bot(seat)]
            if people:
                rng = random.Random(f"{seed}:{len(match.moves)}")
                referee.submit(people[0], rng.choice(table.game.legal_moves(people[0])))
            else:
                clock.advance(1.0)
    raise AssertionError("the match did not move on")


@pytest.mark.parametrize(("ruleset", "seed", "cut"), [("standard", 3, 17), ("kronenstube", 8, 60),
                                                       ("erftschmiede", 5, 25)])
def test_a_resumed_match_plays_on_as_it_would_have(ruleset: str, seed: int, cut: int, tmp_path: Path) -> None:
    whole = Table.from_names(ruleset, SEATS, seed)
    play_on(whole, cut + 60, seed)

    first = Table.from_names(ruleset, SEATS, seed)
    play_on(first, cut, seed)
    store = Store(tmp_path)
    store.save("evening", first.match)
    resumed = Table.from_match(store.resume("evening"))
    assert [(seat.name, seat.is_bot) for seat in resumed.seats] == [(name, level is not None) for name, level in SEATS]
    assert [info.to_dict() for info in resumed.match.seats] == [info.to_dict() for info in first.match.seats]
    assert [info.level for info in resumed.match.seats] == [None, "easy", None, "medium"]
    play_on(resumed, cut + 60, seed)
    assert len(whole.match.moves) > cut and resumed.match.moves == whole.match.moves
