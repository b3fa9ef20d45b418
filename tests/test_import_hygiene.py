"""The layers below the app import no UI, network or YAML library (proved in a fresh interpreter)."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import maumau_tui

FORBIDDEN_FOR_ENGINE = ("textual", "rich", "yaml", "pydantic", "asyncssh", "socket", "asyncio")
FORBIDDEN_BELOW_TUI = ("textual", "asyncssh")


def loaded_by(*modules: str) -> set[str]:
    """Every module (full dotted name) loaded once ``modules`` are imported in a fresh interpreter."""
    code = ("import sys, json\n" + "".join(f"import {m}\n" for m in modules)
            + "print(json.dumps(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    return set(json.loads(out))


def imported_by(*modules: str) -> set[str]:
    return {name.split(".")[0] for name in loaded_by(*modules)}


def test_engine_imports_no_ui_network_or_yaml() -> None:
    engine = [module for module in below_the_ui() if module.startswith("maumau_tui.engine.")]
    loaded = imported_by(*engine, "maumau_tui.notation", "maumau_tui.cards", "maumau_tui.rules.tables")
    assert not loaded & set(FORBIDDEN_FOR_ENGINE), loaded & set(FORBIDDEN_FOR_ENGINE)
    for module in engine:        # a deferred import (inside a function) is a dependency too: read in the text
        assert not own_imports(module) & set(FORBIDDEN_FOR_ENGINE), (module, own_imports(module) & set(FORBIDDEN_FOR_ENGINE))


def test_the_text_check_finds_a_deferred_import(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text("def dump(state):\n    import yaml\n    from asyncio import sleep\n    return yaml, sleep\n")
    assert imports_in(probe) == {"yaml", "asyncio"}


UI_AND_NETWORK = ("textual", "rich", "asyncssh", "socket")


def below_the_ui() -> list[str]:
    """engine/ (every module), rules/ (every module), match.py, table.py, votes.py and referee.py."""
    root = Path(maumau_tui.__file__).parent
    modules = [f"maumau_tui.engine.{path.stem}" for path in sorted((root / "engine").glob("*.py"))
               if path.stem != "__init__"]
    modules += [f"maumau_tui.rules.{path.stem}" for path in sorted((root / "rules").glob("*.py"))
                if path.stem != "__init__"]
    modules += [f"maumau_tui.{name}" for name in ("match", "table", "votes", "referee")]
    return modules


def own_imports(module: str) -> set[str]:
    """The top-level names a module's own text imports (anywhere in it)."""
    return imports_in(Path(maumau_tui.__file__).parent.joinpath(*module.split(".")[1:]).with_suffix(".py"))


def imports_in(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module.split(".")[0])
    return found


def test_engine_rules_match_table_votes_and_referee_import_no_ui_or_network_library() -> None:
    modules = below_the_ui()
    assert "maumau_tui.engine.knowledge" in modules and "maumau_tui.rules.loader" in modules
    every = loaded_by(*modules)   # fails if one of them does not exist
    assert not {m for m in every if m.startswith(("maumau_tui.tui", "maumau_tui.net"))}, "the app or the server is loaded"
    loaded = {name.split(".")[0] for name in every}
    # pydantic's own imports bring in the standard library's socket, so socket is checked in our own text
    assert not loaded & {"textual", "rich", "asyncssh"}, loaded & {"textual", "rich", "asyncssh"}
    for module in modules:
        assert not own_imports(module) & set(UI_AND_NETWORK), (module, own_imports(module) & set(UI_AND_NETWORK))


def test_rules_match_bots_and_cli_import_no_ui_or_network() -> None:
    loaded = imported_by("maumau_tui.rules.loader", "maumau_tui.rules.compile", "maumau_tui.match",
                         "maumau_tui.bots.random_bot", "maumau_tui.scenarios", "maumau_tui.sim", "maumau_tui.cli")
    assert not loaded & set(FORBIDDEN_BELOW_TUI), loaded & set(FORBIDDEN_BELOW_TUI)
