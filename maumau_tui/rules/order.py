"""The order the variants are listed in (the app's chooser and `maumau rules list`): the way a table looks
for them, not by id."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from maumau_tui.rules.files import builtin_dir

# The classic game (seed 003's "Rules"); the house rules of real tables (seeds 000, 001, 002, 004); the
# regional games, from the neighbours outwards (seed 003's "Variants" and the rule pages named in each file's
# ``source``).  A built-in ruleset missing here comes after them, by id; the player's own rulesets come last.
CLASSIC = ("standard",)
HOUSE_RULES = ("kronenstube", "miese-punkte", "idioten-mau", "erftschmiede")
REGIONAL = ("neuner", "tschau-sepp", "prsi", "faraon", "pesten", "switch", "crazy-eights", "puque", "pharaoh",
            "evil-seven")


def listing_order(paths: Mapping[str, Path]) -> list[str]:
    """The ids of ``paths`` (``files.ruleset_paths()``) in listing order: the classic Mau-Mau, the house
    rules, the regional games, any other built-in one, then the player's own (by id)."""
    builtin = builtin_dir()
    own = sorted(rid for rid, path in paths.items() if path.parent != builtin)
    known = [rid for rid in (*CLASSIC, *HOUSE_RULES, *REGIONAL) if rid in paths and rid not in own]
    others = sorted(rid for rid in paths if rid not in known and rid not in own)
    return [*known, *others, *own]


GROUPS = ("classic", "house", "regional", "own")   # the headings the chooser shows, in this order


def group_of(ruleset_id: str, paths: Mapping[str, Path]) -> str:
    """The group a variant is listed in: the player's own file (not among the built-ins) is ``own``; a
    built-in one not named above goes with the regional games."""
    path = paths.get(ruleset_id)
    if path is not None and path.parent != builtin_dir():
        return "own"
    if ruleset_id in CLASSIC:
        return "classic"
    return "house" if ruleset_id in HOUSE_RULES else "regional"
