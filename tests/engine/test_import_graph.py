"""The engine's modules import each other in one direction only: no cycle, not even a deferred import."""

from __future__ import annotations

import ast
from pathlib import Path

import maumau_tui.engine

ENGINE = Path(maumau_tui.engine.__file__).parent
PACKAGE = "maumau_tui.engine"


def engine_imports(path: Path) -> set[str]:
    """The engine modules a module imports anywhere in its text (inside functions and TYPE_CHECKING too)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == PACKAGE:
                found |= {alias.name for alias in node.names}
            elif node.module.startswith(PACKAGE + "."):
                found.add(node.module.split(".")[2])
        elif isinstance(node, ast.Import):
            found |= {alias.name.split(".")[2] for alias in node.names if alias.name.startswith(PACKAGE + ".")}
    return found


def graph() -> dict[str, set[str]]:
    modules = {path.stem: path for path in ENGINE.glob("*.py") if path.stem != "__init__"}
    return {name: engine_imports(path) & set(modules) for name, path in modules.items()}


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}   # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state and (cycle := visit(nxt)):
                return cycle
        path.pop()
        state[node] = 2
        return None

    for node in sorted(edges):
        if node not in state and (cycle := visit(node)):
            return cycle
    return None


def test_the_engine_has_no_import_cycle() -> None:
    edges = graph()
    assert len(edges) >= 15 and "game" in edges and "turns" in edges
    cycle = find_cycle(edges)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_rule_modules_import_the_turn_mechanics_never_the_game_front() -> None:
    edges = graph()
    for module in ("turns", "effects", "windows", "blind", "cheat", "plays", "penalty_draw", "legal", "facts"):
        assert "game" not in edges[module], f"{module} imports the Game front"
    assert "turns" in edges["effects"] and "turns" in edges["windows"]


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None
