"""The app's structure: no import cycle among the screens, no screen imports the App, and the referee, the
table and the hot-seat keyboard import no UI library (proved in a fresh interpreter)."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import maumau_tui

PACKAGE = Path(maumau_tui.__file__).parent
SCREENS = PACKAGE / "tui" / "screens"


def imports_of(path: Path) -> set[str]:
    """Every ``maumau_tui`` module a file imports, at the top or inside a function."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("maumau_tui"):
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.startswith("maumau_tui"))
    return found


def screen_graph() -> dict[str, set[str]]:
    modules = {f"maumau_tui.tui.screens.{path.stem}": path for path in SCREENS.glob("*.py") if path.stem != "__init__"}
    return {name: imports_of(path) & set(modules) for name, path in modules.items()}


def cycle_in(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of the graph as a path of modules, or None."""
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(graph[node]):
            if state.get(target) == 1:
                return path[path.index(target):] + [target]
            if target not in state and (found := visit(target)):
                return found
        state[node] = 2
        path.pop()
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_the_screens_import_each_other_without_a_cycle() -> None:
    graph = screen_graph()
    assert len(graph) >= 10
    assert cycle_in(graph) is None, " -> ".join(cycle_in(graph) or [])


def test_the_cycle_check_finds_a_cycle() -> None:
    assert cycle_in({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]


def test_the_referee_the_table_and_the_keyboard_import_no_ui_or_network() -> None:
    code = ("import sys, json\nimport maumau_tui.referee, maumau_tui.table, maumau_tui.tui.hotseat, "
            "maumau_tui.tui.seat_link\nprint(json.dumps(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    loaded = {name.split(".")[0] for name in json.loads(out)}
    assert not loaded & {"textual", "asyncssh", "asyncio"}, loaded & {"textual", "asyncssh", "asyncio"}
