"""A bot is given only what its seat may know: two games that agree on everything a seat knows (its view,
the log as it saw it, the cards it knows to be somewhere) but hold different hidden cards get the same
move from every level with the same seed."""

from __future__ import annotations

import random

import pytest

from maumau_tui.bots.base import seen_by
from maumau_tui.engine.game import Game
from maumau_tui.engine.knowledge import determinize

from bot_helpers import LEVELS, RULESETS, bot, table_sizes, tables

STATES = 12
SEARCH = {"iterations": 12, "rollout_moves": 6}


def states(ruleset_id: str, players: int) -> list[Game]:
    """Games stopped at random points, each where some seat has more than one thing to do."""
    found = []
    rng = random.Random(ruleset_id)
    seed = 0
    while len(found) < STATES:
        seed += 1
        game = Game.deal(tables(ruleset_id, players), [f"P{seat}" for seat in range(players)], seed=seed)
        for _ in range(rng.randrange(40)):
            if game.finished:
                break
            seat = game.seats_to_act()[0]
            game.apply(rng.choice(game.legal_moves(seat)), seat)
        if not game.finished and len(game.legal_moves(game.seats_to_act()[0])) > 1:
            found.append(game)
    return found


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_games_that_agree_on_a_seat_get_the_same_moves(ruleset_id: str) -> None:
    players = table_sizes(ruleset_id)[-1] if ruleset_id != "idioten-mau" else 4
    players = min(players, 5)
    differed = 0
    for number, game in enumerate(states(ruleset_id, max(players, table_sizes(ruleset_id)[0]))):
        seat = game.seats_to_act()[0]
        other = determinize(game, seat, random.Random(number))
        differed += [sorted(hand) for hand in other.hands] != [sorted(hand) for hand in game.hands]
        mine, theirs = seen_by(game, seat, with_info=True), seen_by(other, seat, with_info=True)
        assert mine == theirs, (ruleset_id, number)
        for level in LEVELS:
            first = bot(level, number, **SEARCH).choose(mine)
            second = bot(level, number, **SEARCH).choose(theirs)
            assert first == second, (ruleset_id, number, level)
            assert first in game.legal_moves(seat)
        for watcher in range(game.n):
            if watcher != seat and any(m.kind == "catch" for m in game.legal_moves(watcher)):
                assert (bot("heuristic", 1).catch(seen_by(game, watcher))
                        == bot("heuristic", 1).catch(seen_by(determinize(game, watcher, random.Random(1)), watcher)))
    assert differed > STATES // 2, "the hidden cards should differ in most re-deals"
