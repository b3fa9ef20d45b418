"""The random bot: a random legal move for any decision, with a few habits of a real player."""

from __future__ import annotations

import random

from maumau_tui.engine.views import View
from maumau_tui.notation import Move

CHEAT_CHANCE = 0.05   # how often it cheats when it could


class RandomBot:
    """Picks a legal move at random; seeded, so games replay.

    It calls out whatever it may (a missed call, a cheat: it sees the cards on the table), cheats only
    now and then, never answers its own action (it does not stop its own swap with a 2), and never lets
    a real-time window run out on purpose (``wait`` is the table's).
    """

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Move:
        legal = view.legal
        catches = [move for move in legal if move.kind == "catch"]
        if catches:
            return self.rng.choice(catches)
        if own_window(view):
            return next(move for move in legal if move.kind == "accept")
        cheats = [move for move in legal if move.kind == "cheat"]
        honest = [move for move in legal if move.kind not in ("cheat", "wait")]
        if cheats and (not honest or self.rng.random() < CHEAT_CHANCE):
            return self.rng.choice(cheats)
        return self.rng.choice(honest or list(legal))


def own_window(view: View) -> bool:
    """An answer window opened by this seat's own card (its swap): it lets it go rather than answer itself."""
    return view.phase == "answer" and view.seat == view.origin and any(m.kind == "accept" for m in view.legal)
