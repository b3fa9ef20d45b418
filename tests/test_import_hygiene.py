"""The layers below the app import no UI, network or YAML library (proved in a fresh interpreter)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import maumau_tui
from import_graph import imported_modules

NETWORK = ("asyncssh", "socket", "ssl", "http.client", "http.server", "urllib.request", "selectors", "asyncio")
FORBIDDEN_FOR_ENGINE = ("textual", "rich", "yaml", "pydantic", *NETWORK)
FORBIDDEN_BELOW_TUI = ("textual", "asyncssh")


def loaded_by(*modules: str) -> set[str]:
    """Every module (full dotted name) loaded once ``modules`` are imported in a fresh interpreter."""
    code = ("import sys, json\n" + "".join(f"import {m}\n" for m in modules)
            + "print(json.dumps(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    return set(json.loads(out))


def imported_by(*modules: str) -> set[str]:
    """Every module loaded by ``modules``, by its full name and by its top-level name (``urllib.request``, ``urllib``)."""
    loaded = loaded_by(*modules)
    return loaded | {name.split(".")[0] for name in loaded}


def test_engine_imports_no_ui_network_or_yaml() -> None:
    engine = [module for module in below_the_ui() if module.startswith("maumau_tui.engine")]
    engine += ["maumau_tui.notation", "maumau_tui.cards", "maumau_tui.rules.tables"]
    loaded = imported_by(*engine)
    assert not loaded & set(FORBIDDEN_FOR_ENGINE), loaded & set(FORBIDDEN_FOR_ENGINE)
    for module in engine:        # a deferred import (inside a function) is a dependency too: read in the text
        assert not own_imports(module) & set(FORBIDDEN_FOR_ENGINE), (module, own_imports(module) & set(FORBIDDEN_FOR_ENGINE))


def test_the_text_check_finds_deferred_and_relative_imports(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text("from . import cards\n\ndef dump(state):\n    import yaml\n    from ..tui import app\n"
                     "    from asyncio import sleep\n    return yaml, app, sleep\n")
    found = imports_in(probe, "maumau_tui.engine")
    assert {"yaml", "asyncio", "asyncio.sleep", "maumau_tui.engine.cards", "maumau_tui.tui.app", "maumau_tui"} <= found
    assert app_modules(found) == {"maumau_tui.tui", "maumau_tui.tui.app"}


def app_modules(names: set[str]) -> set[str]:
    """The names among ``names`` that are the app's or the server's modules."""
    return {name for name in names if name.startswith(("maumau_tui.tui", "maumau_tui.net"))}


UI_AND_NETWORK = ("textual", "rich", *NETWORK)


def below_the_ui() -> list[str]:
    """engine/ and rules/ (every module, their ``__init__`` too), cards.py, notation.py, match.py, table.py, votes.py
    and referee.py (Review 113: cards, notation and the engine's ``__init__`` were not read)."""
    root = Path(maumau_tui.__file__).parent
    modules = []
    for package in ("engine", "rules"):
        modules += [f"maumau_tui.{package}" + ("" if path.stem == "__init__" else f".{path.stem}")
                    for path in sorted((root / package).glob("*.py"))]
    modules += [f"maumau_tui.{name}" for name in ("cards", "notation", "match", "table", "votes", "referee")]
    return modules


def own_imports(module: str) -> set[str]:
    """The modules a module's own text imports (anywhere in it), by their full and their top-level names."""
    path = Path(maumau_tui.__file__).parent.joinpath(*module.split(".")[1:])
    if path.is_dir():
        return imports_in(path / "__init__.py", module)
    return imports_in(path.with_suffix(".py"), module.rpartition(".")[0])


def imports_in(path: Path, package: str = "") -> set[str]:
    """The modules ``path`` imports anywhere, by their full names and their top-level names; a relative import is
    resolved against ``package`` (the package the file is in)."""
    found = imported_modules(path.read_text(encoding="utf-8"), package)
    return found | {name.split(".")[0] for name in found}


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
        assert not app_modules(own_imports(module)), (module, app_modules(own_imports(module)))


def test_rules_match_bots_and_cli_import_no_ui_or_network() -> None:
    loaded = imported_by("maumau_tui.rules.loader", "maumau_tui.rules.compile", "maumau_tui.match",
                         "maumau_tui.bots.random_bot", "maumau_tui.scenarios", "maumau_tui.sim", "maumau_tui.cli")
    assert not loaded & set(FORBIDDEN_BELOW_TUI), loaded & set(FORBIDDEN_BELOW_TUI)
