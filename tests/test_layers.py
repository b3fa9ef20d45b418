"""No part of the package imports a part above it: cli -> net -> tui -> store -> referee -> table -> bots -> match ->
engine -> rules -> cards (README.md, "For developers"), with the small modules each in its place.  Every import counts, also one
inside a function or under TYPE_CHECKING: a deferred import is still a dependency a reader must know of."""

from __future__ import annotations

from pathlib import Path

from import_graph import ROOT, imports, module_name, package_of

# each part of the package and its height; a part may import only parts of its own height or lower ones
LAYERS: list[tuple[str, ...]] = [
    ("cards", "names", "clock", "measure", "numerals", "arguments", "help_words", "file_kinds"),
    ("notation",),
    ("log_words", "level_names"),
    ("rules",),
    ("engine",),
    ("match", "match_options", "match_record", "scenarios", "sim"),
    ("bots", "votes"),
    ("table",),
    ("referee", "bot_requests", "countdown"),
    ("store",),
    ("tui",),
    ("net", "arena", "ceiling"),
    ("cli", "cli_saves", "cli_screen", "__main__"),
]
HEIGHT = {part: height for height, parts in enumerate(LAYERS) for part in parts}


def part_of(module: str) -> str:
    """``maumau_tui.engine.game`` -> ``engine``; ``maumau_tui.match_record`` -> ``match_record``."""
    return module.split(".")[1] if module.count(".") else "__init__"


def own_imports(path: Path) -> list[tuple[str, int]]:
    """The package's own modules ``path`` imports anywhere, with the line."""
    return [(module, line) for module, line in imports(path.read_text(encoding="utf-8"), package_of(path))
            if module.startswith("maumau_tui.")]


def test_every_part_of_the_package_has_a_height() -> None:
    parts = {part_of(module_name(path)) for path in ROOT.rglob("*.py")} - {"__init__", "builtin_rulesets"}
    assert parts <= set(HEIGHT), sorted(parts - set(HEIGHT))


def test_no_part_imports_a_part_above_it() -> None:
    upward = []
    for path in sorted(ROOT.rglob("*.py")):
        here = part_of(module_name(path))
        if here not in HEIGHT:
            continue
        for module, line in own_imports(path):
            there = part_of(module)
            if HEIGHT.get(there, -1) > HEIGHT[here]:
                upward.append(f"{path.relative_to(ROOT.parent)}:{line} ({here}) imports {module} ({there})")
    assert not upward, "\n".join(upward)


def test_the_check_finds_an_upward_import() -> None:
    """(The check itself: an engine module importing the referee, deferred or relative, is found with its line.)"""
    found = imports("import os\nfrom .game import Game\ndef later():\n    from maumau_tui.referee import Referee\n"
                    "    from ..tui import app\n", "maumau_tui.engine")
    assert ("maumau_tui.referee", 4) in found and ("maumau_tui.tui.app", 5) in found and ("os", 1) in found
    assert ("maumau_tui.engine.game", 2) in found
    assert HEIGHT[part_of("maumau_tui.referee")] > HEIGHT["engine"] and HEIGHT[part_of("maumau_tui.tui.app")] > HEIGHT["engine"]
    assert module_name(ROOT / "engine" / "__init__.py") == "maumau_tui.engine" == package_of(ROOT / "engine" / "game.py")
