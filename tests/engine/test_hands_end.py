"""Every hand of every shipped ruleset ends, at every table size it allows: seeded random hands.

Random players make every decision at random, out of turn too (a block, a swap, a catch), so a rule
combination that can trap a table in a loop shows up as a hand that does not end within the move cap.
The suite plays a few thousand hands; ``MAUMAU_SOAK_HANDS=N`` plays N per table size instead.
"""

from __future__ import annotations

import os
import random

import pytest

from maumau_tui.engine.game import Game
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import builtin_dir, load
from maumau_tui.sim import seat_names

CAP = 20_000
HANDS = int(os.environ.get("MAUMAU_SOAK_HANDS", "40"))
RULESETS = sorted(path.stem for path in builtin_dir().glob("*.yaml"))
SIZES = [(ruleset_id, players) for ruleset_id in RULESETS
         for players in range(load(ruleset_id).players.min, load(ruleset_id).players.max + 1)]


def play_out(game: Game, rng: random.Random) -> None:
    """Random decisions until the hand ends or the cap: the seats the game waits for, and now and then a
    seat out of turn that may call somebody out."""
    while not game.finished and game.moves_made < CAP:
        waiting = game.seats_to_act()
        seat = rng.choice(waiting)
        if rng.random() < 0.1:
            others = [s for s in range(game.n) if s not in waiting and game.legal_moves(s)]
            seat = rng.choice(others) if others else seat
        legal = game.legal_moves(seat)
        if game.T.blind:   # random blind players lie nearly always, a walk that may never end; mostly honest
            honest = [m for m in legal if m.as_card is None and m.kind != "catch"]
            legal = honest if honest and rng.random() < 0.8 else legal
        game.apply(rng.choice(legal), seat)


@pytest.mark.parametrize(("ruleset_id", "players"), SIZES)
def test_every_hand_ends(ruleset_id: str, players: int) -> None:
    tables = compile_ruleset(load(ruleset_id), players)
    names = seat_names(players)
    for number in range(HANDS):
        seed = players * 100_003 + number
        game = Game.deal(tables, names, dealer=seed % players, seed=seed)
        play_out(game, random.Random(seed))
        assert game.finished, f"{ruleset_id}, {players} seats, seed {seed}: no end within {CAP} moves"


@pytest.mark.parametrize("option", ["quick", "blind"])
@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_hand_ends_with_the_common_options(ruleset_id: str, option: str) -> None:
    ruleset = load(ruleset_id, {option: True})
    for players in (ruleset.players.min, min(ruleset.players.max, 5)):
        tables = compile_ruleset(ruleset, players)
        for number in range(HANDS // 2):
            seed = 7 + number
            game = Game.deal(tables, seat_names(players), dealer=seed % players, seed=seed)
            play_out(game, random.Random(seed))
            assert game.finished, f"{ruleset_id} with {option}, {players} seats, seed {seed}: no end within {CAP} moves"
