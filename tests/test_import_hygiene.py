"""The layers below the app import no UI, network or YAML library (proved in a fresh interpreter)."""

from __future__ import annotations

import json
import subprocess
import sys

FORBIDDEN_FOR_ENGINE = ("textual", "rich", "yaml", "pydantic", "asyncssh", "socket", "asyncio")
FORBIDDEN_BELOW_TUI = ("textual", "asyncssh")


def imported_by(*modules: str) -> set[str]:
    code = ("import sys, json\n" + "".join(f"import {m}\n" for m in modules)
            + "print(json.dumps(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    return {name.split(".")[0] for name in json.loads(out)}


def test_engine_imports_no_ui_network_or_yaml() -> None:
    loaded = imported_by("maumau_tui.engine.game", "maumau_tui.engine.views", "maumau_tui.engine.events",
                         "maumau_tui.notation", "maumau_tui.cards", "maumau_tui.rules.tables")
    assert not loaded & set(FORBIDDEN_FOR_ENGINE), loaded & set(FORBIDDEN_FOR_ENGINE)


def test_rules_match_bots_and_cli_import_no_ui_or_network() -> None:
    loaded = imported_by("maumau_tui.rules.loader", "maumau_tui.rules.compile", "maumau_tui.match",
                         "maumau_tui.bots.random_bot", "maumau_tui.scenarios", "maumau_tui.sim", "maumau_tui.cli")
    assert not loaded & set(FORBIDDEN_BELOW_TUI), loaded & set(FORBIDDEN_BELOW_TUI)
