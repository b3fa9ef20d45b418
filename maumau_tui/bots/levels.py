"""The bot for each level a computer seat can play at: ``make_bot(level, seed)`` (the names: ``level_names``)."""

from __future__ import annotations

from typing import Any

from maumau_tui.bots.base import Bot, Seen
from maumau_tui.bots.heuristic import HeuristicBot
from maumau_tui.bots.random_bot import RandomBot
from maumau_tui.level_names import level_name
from maumau_tui.notation import Move


class RandomLevel:
    """The easy level: the random bot, asked through the common interface (it reads only the view)."""

    level = "random"
    searches = False

    def __init__(self, seed: int | None = None) -> None:
        self.bot = RandomBot(seed)

    @property
    def seed(self) -> int | None:
        return self.bot.seed

    def choose(self, seen: Seen) -> Move:
        return self.bot.choose(seen.view)

    def catch(self, seen: Seen) -> Move | None:
        return self.bot.catch(seen.view)


def make_bot(level: str, seed: int | None = None, **options: Any) -> Bot:
    """The bot of ``level`` (a level or its plain name), seeded.  The search takes ``budget_ms`` (thinking
    time per decision) or ``iterations`` (a fixed number: the same moves for the same seed)."""
    name = level_name(level)
    if name == "random":
        return RandomLevel(seed)
    if name == "heuristic":
        return HeuristicBot(seed)
    from maumau_tui.bots.search import SearchBot
    return SearchBot(seed, **options)

def least_time(bot: Bot) -> float:
    """Seconds a bot takes for any decision: a search for a budget of time takes it also where one move is left
    (it would answer at once, and the pace would tell that it had no choice: no 5 to block with, nothing that
    fits); a search of a fixed number of iterations (the tests) and the other levels take none."""
    if not bot.searches or getattr(bot, "iterations", None):
        return 0.0
    return float(getattr(bot, "budget_ms", 0.0)) / 1000.0

