"""No part of the package imports a part above it: cli -> net -> tui -> store -> referee -> table -> bots -> match ->
engine -> rules -> cards (README.md, "For developers"), with the small modules each in its place.  Every import counts, also one
inside a function or under TYPE_CHECKING: a deferred import is still a dependency a reader must know of."""

from __future__ import annotations

import ast
from pathlib import Path

import maumau_tui

ROOT = Path(maumau_tui.__file__).parent

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


def imports(path: Path) -> list[tuple[str, int]]:
    """The package's own modules ``path`` imports anywhere, with the line."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            if node.module == "maumau_tui":
                found += [(f"maumau_tui.{alias.name}", node.lineno) for alias in node.names]
            elif node.module.startswith("maumau_tui."):
                found.append((node.module, node.lineno))
        elif isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names if alias.name.startswith("maumau_tui.")]
    return found


def module_name(path: Path) -> str:
    return ".".join(("maumau_tui", *path.relative_to(ROOT).with_suffix("").parts))


def test_every_part_of_the_package_has_a_height() -> None:
    parts = {part_of(module_name(path)) for path in ROOT.rglob("*.py")} - {"__init__", "builtin_rulesets"}
    assert parts <= set(HEIGHT), sorted(parts - set(HEIGHT))


def test_no_part_imports_a_part_above_it() -> None:
    upward = []
    for path in sorted(ROOT.rglob("*.py")):
        here = part_of(module_name(path))
        if here not in HEIGHT:
            continue
        for module, line in imports(path):
            there = part_of(module)
            if HEIGHT.get(there, -1) > HEIGHT[here]:
                upward.append(f"{path.relative_to(ROOT.parent)}:{line} ({here}) imports {module} ({there})")
    assert not upward, "\n".join(upward)


def test_the_check_finds_an_upward_import(tmp_path: Path) -> None:
    """(The check itself: an engine module importing the referee is found.)"""
    probe = tmp_path / "probe.py"
    probe.write_text("def later():\n    from maumau_tui.referee import Referee\n", encoding="utf-8")
    (module, line), = imports(probe)
    assert HEIGHT[part_of(module)] > HEIGHT["engine"] and line == 2
