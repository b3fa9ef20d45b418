"""The random bot: a random legal move for any decision, with a few habits of a real player."""

from __future__ import annotations

import random

from maumau_tui.engine.state import Phase
from maumau_tui.engine.views import View
from maumau_tui.notation import Move

CHEAT_CHANCE = 0.05    # how often it cheats when it could
NOTICE_CHEAT = 0.4     # how often it calls out a cheat it can see (the card did not fit: that is public)
NOTICE_CALL = 0.5      # how often it calls out a missed call
SUSPICION = 0.02       # how often it calls out a play that fit: a wrong accusation, which costs it a card


class RandomBot:
    """Picks a legal move at random; seeded, so games replay.

    It calls out only what it would notice: a missed call or a cheat it can see, now and then (never every
    one), and rarely an honest play; cheats now and then; never answers its own action (it does not stop
    its own swap with a 2); and never lets a real-time window run out on purpose (``wait`` is the table's).
    """

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def catch(self, view: View) -> Move | None:
        """The seat it calls out now, or None.  Decided once for each moment of the game (seeded by the seat
        and the log's length), so asking again before the game moves on gives the same answer: a table may
        ask every bot out of turn after each play and act only on a catch."""
        catches = [move for move in view.legal if move.kind == "catch"]
        if not catches:
            return None
        dice = random.Random(f"{self.seed}:{view.seat}:{view.log_size}")
        for move in catches:
            if move.seat in view.catchable:
                chance = NOTICE_CALL
            else:   # the last play: a visible cheat, or (rarely suspected) an honest one
                chance = NOTICE_CHEAT if view.last_play_misfit else SUSPICION
            if dice.random() < chance:
                return move
        return None

    def choose(self, view: View) -> Move:
        legal = view.legal
        caught = self.catch(view)
        if caught is not None:
            return caught
        rest = [move for move in legal if move.kind != "catch"]
        if not rest:   # asked out of turn although it would not call anybody out: see ``catch``
            return legal[0]
        if own_window(view):
            return next(move for move in rest if move.kind == "accept")
        cheats = [move for move in rest if move.kind == "cheat"]
        honest = [move for move in rest if move.kind not in ("cheat", "wait")]
        if cheats and (not honest or self.rng.random() < CHEAT_CHANCE):
            return self.rng.choice(cheats)
        return self.rng.choice(honest or rest)


def own_window(view: View) -> bool:
    """An answer window opened by this seat's own card (its swap): it lets it go rather than answer itself."""
    return view.phase == Phase.ANSWERING and view.seat == view.origin and any(m.kind == "accept" for m in view.legal)
