"""How much could a seat win at most?  An experiment for the bots' notes (bots/EXPERIMENTS.md), never a level a table offers;
beside ``arena.py``, whose plan and seats it plays.

The hard bot is handed the game itself: every iteration plays the true hands (only the stock's order stays
unknown, as it is to everybody) with the same machinery as the hard bot (tree, quick player, ``value.py``).
What it wins against the same opponents bounds what this search could reach if it only lacked the hidden cards.

``python -m maumau_tui.ceiling --ruleset standard --bots search,random,random,random --games 200 --seed 1
--iterations 1000 --rollout-moves 1000`` plays the arena's hands (the same deals and the same rotation of the
levels for a seed) with every ``search`` seat replaced by the peeking one and prints each level's win rate.
With ``--model-random`` the peeking search also knows how the random seats play: inside its tree and its
rollouts they move as the random bot does (a chance node, not a rival choosing its best bound), and every seat
calls out as the arena's table asks it to.
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
from maumau_tui.bots.random_bot import RandomBot
from maumau_tui.bots.search import Edge, Node, SearchBot
from maumau_tui.engine.game import Game
from maumau_tui.engine.knowledge import InfoSet
from maumau_tui.engine.views import view
from maumau_tui.level_names import level_name
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.notation import Move
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


class ModelledPeek(PeekingSearch):
    """The peeking search that also plays the random seats (``models``: seat -> a random bot) as they play."""

    def __init__(self, table: Game, models: dict[int, RandomBot], seed: int | None = None, **options: Any) -> None:
        super().__init__(table, seed, **options)
        self.models = models

    def deal(self, info: InfoSet, found: list[Void], known: Counter[tuple[int, int]], rng: random.Random) -> Game:
        for model in self.models.values():   # each iteration another throw of the random seats' dice
            model.seed = rng.getrandbits(32)
            model.rng.seed(model.seed)
        return super().deal(info, found, known, rng)

    def catch_in_play(self, game: Game) -> tuple[int, Move] | None:
        """As the arena's table asks: each seat not waited for, in seat order (the search's own seats always call)."""
        for seat, catches in game.catchers():
            model = self.models.get(seat)
            if model is None:   # the search's own seat: a missed call or a visible cheat, never an honest play
                move = next((m for m in catches if m.seat in game.catchable
                             or (m.seat == game.suspect and game.cheat is not None)), None)
            else:
                move = model.catch(view(game, seat))
            if move is not None:
                return seat, move
        return None

    def pick(self, node: Node, game: Game, seat: int, legal: list[Move], rng: random.Random) -> tuple[Move, Edge, bool]:
        model = self.models.get(seat)
        if model is None:
            return self.select(node, legal, rng)
        move = model.choose(view(game, seat))
        edge = node.edges.get(move)
        if edge is not None:
            return move, edge, False
        edge = node.edges[move] = Edge()
        return move, edge, True

    def play_on(self, game: Game, seat: int, rng: random.Random, legal: list[Move] | None = None) -> Move:
        model = self.models.get(seat)
        return super().play_on(game, seat, rng, legal) if model is None else model.choose(view(game, seat))


def play(plan: Plan, model_random: bool = False) -> dict[str, tuple[float, int]]:
    """Per level: (hands won, seats played) over the plan's hands."""
    tables = compile_ruleset(load(plan.ruleset), len(plan.levels))
    tally: dict[str, tuple[float, int]] = {level: (0.0, 0) for level in plan.levels}
    for index in range(plan.games):
        levels = seat_levels(plan.levels, index)
        n = len(levels)
        deal = index // n
        game = Game.deal(tables, names(n), dealer=deal % n, seed=plan.seed * 1_000_003 + deal)
        models = {seat: RandomBot(seat) for seat, level in enumerate(levels) if model_random and level == "random"}
        bots: list[Bot] = [peeking(game, models, bot.seed, plan) if isinstance(bot, SearchBot) else bot
                           for bot in make_bots(plan, levels, index)]
        play_hand(game, bots)
        for seat, level in enumerate(levels):
            won, seats = tally[level]
            tally[level] = (won + (1.0 if game.winner == seat else 0.0), seats + 1)
    return tally


def peeking(game: Game, models: dict[int, RandomBot], seed: int | None, plan: Plan) -> SearchBot:
    if models:
        return ModelledPeek(game, models, seed, **plan.search)
    return PeekingSearch(game, seed, **plan.search)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m maumau_tui.ceiling", description=__doc__.splitlines()[0])
    p.add_argument("--ruleset", default="standard")
    p.add_argument("--bots", default="search,random,random,random")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--iterations", type=int, default=1000)
    p.add_argument("--rollout-moves", type=int, default=1000)
    p.add_argument("--model-random", action="store_true", help="play the random seats as they play, in the search")
    args = p.parse_args(argv)
    levels = [level_name(text) for text in args.bots.split(",")]
    plan = Plan(args.ruleset, levels, args.games, args.seed,
                search={"iterations": args.iterations, "rollout_moves": args.rollout_moves})
    for level, (won, seats) in play(plan, args.model_random).items():
        low, high = wilson(won, seats)
        print(f"{level:10} {'sees every hand' if level == 'search' else '':16} win rate {won / seats:.3f} "
              f"({low:.3f}-{high:.3f}) over {seats} seats")
    return 0


if __name__ == "__main__":
    sys.exit(main())
