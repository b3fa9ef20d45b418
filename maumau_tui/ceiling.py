"""How much could a seat win at most?  An experiment for the bots' notes (bots/README.md), never a level a table offers;
beside ``arena.py``, whose plan and seats it plays.

The hard bot is handed the game itself: every iteration plays the true hands (only the stock's order stays
unknown, as it is to everybody) with the same machinery as the hard bot (tree, quick player, ``value.py``).
What it wins against the same opponents bounds what this search could reach if it only lacked the hidden cards.

``python -m maumau_tui.ceiling --ruleset standard --bots search,random,random,random --games 200 --seed 1
--iterations 1000 --rollout-moves 1000`` plays the arena's hands (the same deals and the same rotation of the
levels for a seed) with every ``search`` seat replaced by the peeking one and prints each level's win rate.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from collections.abc import Sequence
from typing import Any

from maumau_tui.arena import Plan, make_bots, names, seat_levels, wilson
from maumau_tui.bots.base import Bot
from maumau_tui.bots.driver import play_hand
from maumau_tui.bots.inference import Void
from maumau_tui.bots.search import SearchBot
from maumau_tui.engine.game import Game
from maumau_tui.engine.knowledge import InfoSet
from maumau_tui.level_names import level_name
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load


class PeekingSearch(SearchBot):
    """The hard bot that sees every hand of ``table`` (the game it plays in)."""

    def __init__(self, table: Game, seed: int | None = None, **options: Any) -> None:
        super().__init__(seed, **options)
        self.table = table

    def deal(self, info: InfoSet, found: list[Void], known: Counter[tuple[int, int]], rng: random.Random) -> Game:
        game = self.table.copy()
        rng.shuffle(game.stock)
        game.seed = rng.getrandbits(64)
        game.rng = random.Random(game.seed)
        return game


def play(plan: Plan) -> dict[str, tuple[float, int]]:
    """Per level: (hands won, seats played) over the plan's hands."""
    tables = compile_ruleset(load(plan.ruleset), len(plan.levels))
    tally: dict[str, tuple[float, int]] = {level: (0.0, 0) for level in plan.levels}
    for index in range(plan.games):
        levels = seat_levels(plan.levels, index)
        n = len(levels)
        deal = index // n
        game = Game.deal(tables, names(n), dealer=deal % n, seed=plan.seed * 1_000_003 + deal)
        bots: list[Bot] = [PeekingSearch(game, bot.seed, **plan.search) if isinstance(bot, SearchBot) else bot
                           for bot in make_bots(plan, levels, index)]
        play_hand(game, bots)
        for seat, level in enumerate(levels):
            won, seats = tally[level]
            tally[level] = (won + (1.0 if game.winner == seat else 0.0), seats + 1)
    return tally


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m maumau_tui.ceiling", description=__doc__.splitlines()[0])
    p.add_argument("--ruleset", default="standard")
    p.add_argument("--bots", default="search,random,random,random")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--iterations", type=int, default=1000)
    p.add_argument("--rollout-moves", type=int, default=1000)
    args = p.parse_args(argv)
    levels = [level_name(text) for text in args.bots.split(",")]
    plan = Plan(args.ruleset, levels, args.games, args.seed,
                search={"iterations": args.iterations, "rollout_moves": args.rollout_moves})
    for level, (won, seats) in play(plan).items():
        low, high = wilson(won, seats)
        print(f"{level:10} {'sees every hand' if level == 'search' else '':16} win rate {won / seats:.3f} "
              f"({low:.3f}-{high:.3f}) over {seats} seats")
    return 0


if __name__ == "__main__":
    sys.exit(main())
