"""Every level plays seeded hands of every ruleset at 2, 4 and the most players: legal moves only (the driver
refuses anything else), every hand ends, nothing raises.  The suite plays 100 hands per table (150 at two seats:
5,200 in all); ``MAUMAU_SOAK_HANDS=N`` plays N per table instead (half as many again at two)."""

from __future__ import annotations

import os

import pytest

from maumau_tui.bots.driver import play_hand
from maumau_tui.engine.game import Game

from bot_helpers import LEVELS, RULESETS, bot, table_sizes, tables

HANDS = int(os.environ.get("MAUMAU_SOAK_HANDS", "100"))


def seat_levels(players: int, hand: int) -> list[str]:
    """Levels around the table, rotated each hand: with three seats or more every level sits at every
    table; with two, each pair of levels in turn."""
    if players == 2:
        pair = [(0, 1), (1, 2), (2, 0)][hand % 3]
        return [LEVELS[pair[(hand // 3) % 2]], LEVELS[pair[1 - (hand // 3) % 2]]]
    return [LEVELS[(seat + hand) % len(LEVELS)] for seat in range(players)]


@pytest.mark.parametrize(("ruleset_id", "players"), [(ruleset_id, players) for ruleset_id in RULESETS
                                                      for players in table_sizes(ruleset_id)])
def test_every_level_plays_every_table_size(ruleset_id: str, players: int) -> None:
    hands = HANDS * 3 // 2 if players == 2 else HANDS
    played = {level: 0 for level in LEVELS}
    decisions = {level: 0 for level in LEVELS}
    for hand in range(hands):
        levels = seat_levels(players, hand)
        bots = [bot(level, hand * 16 + seat) for seat, level in enumerate(levels)]
        game = Game.deal(tables(ruleset_id, players), [f"P{seat}" for seat in range(players)],
                         dealer=hand % players, seed=hand)
        record = play_hand(game, bots)
        assert game.finished and not record.capped, (ruleset_id, players, hand)
        for seat, level in enumerate(levels):
            decisions[level] += record.decisions[seat]
        for level in set(levels):
            played[level] += 1
    assert all(count >= HANDS for count in played.values()), played
    assert all(count > 0 for count in decisions.values()), decisions
