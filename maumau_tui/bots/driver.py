"""Bots playing a hand among themselves, asked the way a table asks them (for the arena and the tests).

After every move each bot that could call somebody out is asked first (out of turn: ``Bot.catch``), then
the seat the game waits for (in an answer window: the first seat still in it) makes its move
(``Bot.choose``).  A bot is only ever given ``seen_by(game, seat, match)``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from maumau_tui.bots.base import Bot, seen_by
from maumau_tui.engine.game import Game
from maumau_tui.match import Match
from maumau_tui.notation import Move

MOVE_CAP = 5000

Decided = Callable[[int, Move, float], None]   # (seat, move, seconds the bot thought) after each decision


class BotMoveError(RuntimeError):
    """A bot answered with a move the game refused."""


@dataclass
class HandPlay:
    """What the bots did in one hand: decisions and thinking time per seat."""

    decisions: list[int] = field(default_factory=list)
    seconds: list[list[float]] = field(default_factory=list)
    capped: bool = False


def out_of_turn_catch(game: Game, bots: Sequence[Bot], match: Match | None) -> tuple[int, Move] | None:
    """The first bot (in seat order) not waited for that calls somebody out now, and its catch."""
    for seat, _ in game.catchers():
        move = bots[seat].catch(seen_by(game, seat, match, False))
        if move is not None:
            return seat, move
    return None


def play_hand(game: Game, bots: Sequence[Bot], match: Match | None = None, on_decision: Decided | None = None,
              cap: int = MOVE_CAP) -> HandPlay:
    """Play ``game`` (the hand of ``match``, if given) to its end with one bot per seat."""
    n = game.n
    record = HandPlay([0] * n, [[] for _ in range(n)])
    clock = time.perf_counter
    while not game.finished:
        if game.moves_made >= cap:
            record.capped = True
            break
        caught = out_of_turn_catch(game, bots, match)
        if caught is not None:
            seat, move = caught
            thought = 0.0
        else:
            seat = game.seats_to_act()[0]
            bot = bots[seat]
            start = clock()
            move = bot.choose(seen_by(game, seat, match, bot.searches))
            thought = clock() - start
            record.decisions[seat] += 1
            record.seconds[seat].append(thought)
        try:
            if match is not None:
                match.apply(move, seat)
            else:
                game.apply(move, seat)
        except ValueError as error:
            raise BotMoveError(f"seat {seat} ({bots[seat].level}) chose {move}: {error}") from error
        if on_decision is not None:
            on_decision(seat, move, thought)
    return record
