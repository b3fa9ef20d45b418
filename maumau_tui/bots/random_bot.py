"""The random bot: a uniformly random legal move for any decision."""

from __future__ import annotations

import random

from maumau_tui.engine.views import View
from maumau_tui.notation import Move


class RandomBot:
    """Picks any legal move with equal chance; seeded, so games replay."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Move:
        return self.rng.choice(view.legal)
