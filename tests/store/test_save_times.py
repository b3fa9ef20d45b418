"""A match's time of last play: it moves only when the match does."""

from __future__ import annotations

import random
from pathlib import Path

from maumau_tui.store import Store

from store_helpers import TickingClock, new_match, play


def test_a_match_only_opened_and_left_keeps_its_time_of_last_play(tmp_path: Path) -> None:
    """`maumau resume` without an id takes the match played last: one only looked at is not it."""
    clock = TickingClock()
    store = Store(tmp_path, clock=clock)
    played, looked = new_match("standard", seed=1, players=2), new_match("standard", seed=2, players=2)
    play(looked, random.Random(2), hands=1)
    store.save("looked-at", looked)
    play(played, random.Random(1), hands=1)
    store.save("played", played)
    assert [info.id for info in store.unfinished()] == ["played", "looked-at"]
    again = Store(tmp_path, clock=clock)                       # another session opens it and leaves
    reopened = again.find("looked-at").match
    for _ in range(2):
        again.save("looked-at", reopened)
    assert [info.id for info in again.unfinished()] == ["played", "looked-at"]
    game = reopened.deal()                                     # a move is made: now it is the one played last
    reopened.apply(game.legal_moves()[0])
    again.save("looked-at", reopened)
    assert [info.id for info in again.unfinished()] == ["looked-at", "played"]
