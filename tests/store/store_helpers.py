"""Seeded matches for the store's tests: random legal moves, optionally a house rule changed on the way."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime, timedelta

from maumau_tui.cards import JOKER
from maumau_tui.match import Match, SeatInfo
from maumau_tui.notation import Move
from maumau_tui.rules.loader import builtin_dir, load

SHIPPED = sorted(path.stem for path in builtin_dir().glob("*.yaml"))
NAMES = ["Anna", "Ben", "Cleo", "Dora", "Emil"]


class TickingClock:
    """A clock for the store that moves one minute each time it is read (no test waits for real time)."""

    def __init__(self) -> None:
        self.time = datetime(2025, 3, 1, 20, 0).astimezone()

    def __call__(self) -> datetime:
        self.time += timedelta(minutes=1)
        return self.time


def random_move(legal: list[Move], rng: random.Random) -> Move:
    move = rng.choice(legal)
    if move.as_card is not None and move.cards[0] != JOKER and rng.random() < 0.8:
        honest = Move(move.kind, move.cards, move.say, move.seat, move.suit, move.rank)
        if honest in legal:
            return honest
    return move


def new_match(ruleset_id: str, seed: int, players: int | None = None) -> Match:
    rules = load(ruleset_id)
    rng = random.Random(seed)
    count = players or rng.randint(rules.players.min, min(rules.players.max, len(NAMES)))
    names = NAMES[:count]
    seats = [SeatInfo(name, "bot", "random", seed * 1000 + index) if index % 2 else SeatInfo(name)
             for index, name in enumerate(names)]
    return Match.create(ruleset_id, names, seed=seed, seats=seats, first_dealer=rng.randrange(count))


def play(match: Match, rng: random.Random, hands: int = 3, after_move: Callable[[Match], None] | None = None,
         vote_at: int | None = None) -> Match:
    """Up to ``hands`` hands (fewer when the match ends); a house rule changed after move ``vote_at``."""
    made = 0
    for _ in range(hands):
        if match.over:
            break
        game = match.deal()
        while not game.finished:
            seat = rng.choice(game.seats_to_act())
            match.apply(random_move(game.legal_moves(seat), rng), seat)
            made += 1
            if made == vote_at:
                for name, option in match.ruleset.options.items():
                    if isinstance(option.default, bool):
                        try:
                            match.change_option(name, not match.option_values()[name], by=0)
                        except ValueError:
                            continue
                        break
            if after_move is not None:
                after_move(match)
            assert made < 200_000
    return match


def play_to_end(match: Match, rng: random.Random) -> Match:
    """The whole match (three hands where the match has no end of its own)."""
    return play(match, rng, hands=3 if match.single_hands else 10_000)
