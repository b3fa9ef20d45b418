"""Shared set-up of the bot tests: the rulesets, their table sizes, a small search, bots by level."""

from __future__ import annotations

from functools import lru_cache

from maumau_tui.bots.base import Bot
from maumau_tui.bots.levels import make_bot
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import builtin_dir, load
from maumau_tui.rules.tables import Tables

RULESETS = sorted(path.stem for path in builtin_dir().glob("*.yaml"))
LEVELS = ("search", "heuristic", "random")
TINY_SEARCH = {"iterations": 1, "rollout_moves": 4}   # a search the suite can afford thousands of times


def table_sizes(ruleset_id: str) -> list[int]:
    """2, 4 and the most players the ruleset allows (each within its range, without repeats)."""
    players = load(ruleset_id).players
    sizes = [max(players.min, min(size, players.max)) for size in (2, 4, players.max)]
    return sorted(set(sizes))


@lru_cache(maxsize=None)
def tables(ruleset_id: str, players: int) -> Tables:
    return compile_ruleset(load(ruleset_id), players)


def bot(level: str, seed: int, **search: float) -> Bot:
    return make_bot(level, seed, **((search or TINY_SEARCH) if level == "search" else {}))
