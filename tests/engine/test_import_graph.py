"""The engine's modules, and the app's screens, import each other in one direction only: no cycle, not even a
deferred import; no screen imports the App."""

from __future__ import annotations

import pytest

from import_graph import ROOT, imported_modules

PACKAGES = {"maumau_tui.engine": ROOT / "engine", "maumau_tui.tui.screens": ROOT / "tui" / "screens"}


def graph(package: str) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports (short names)."""
    modules = {path.stem: path for path in PACKAGES[package].glob("*.py") if path.stem != "__init__"}
    edges = {}
    for name, path in modules.items():
        inside = {module[len(package) + 1:].split(".")[0] for module in imported_modules(path.read_text(encoding="utf-8"), package)
                  if module.startswith(package + ".")}
        edges[name] = inside & set(modules) - {name}
    return edges


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


@pytest.mark.parametrize(("package", "fewest", "known"), [
    ("maumau_tui.engine", 15, ("game", "turns")),
    ("maumau_tui.tui.screens", 12, ("table", "ruleset")),
])
def test_no_import_cycle(package: str, fewest: int, known: tuple[str, ...]) -> None:
    edges = graph(package)
    assert len(edges) >= fewest and all(name in edges for name in known), sorted(edges)
    assert any(edges.values()), f"no module of {package} imports another: the graph is not read"
    cycle = find_cycle(edges)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_rule_modules_import_the_turn_mechanics_never_the_game_front() -> None:
    edges = graph("maumau_tui.engine")
    for module in ("turns", "effects", "windows", "blind", "cheat", "plays", "penalty_draw", "legal", "facts"):
        assert "game" not in edges[module], f"{module} imports the Game front"
    assert "turns" in edges["effects"] and "turns" in edges["windows"]


def test_no_screen_imports_the_app() -> None:
    package = "maumau_tui.tui.screens"
    for path in sorted(PACKAGES[package].glob("*.py")):
        modules = imported_modules(path.read_text(encoding="utf-8"), package)
        assert not {m for m in modules if m == "maumau_tui.tui.app" or m.startswith("maumau_tui.tui.app.")}, path.name


def test_the_cycle_finder_finds_a_cycle_and_only_one() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None
