"""The store is UI-free: importing it loads no UI or network library (checked in a fresh interpreter)."""

from __future__ import annotations

import json
import subprocess
import sys

FORBIDDEN = {"textual", "rich", "asyncssh"}


def test_the_store_imports_no_ui_or_network_library() -> None:
    code = ("import sys, json\nimport maumau_tui.store\nimport maumau_tui.store.figures\n"
            "print(json.dumps(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    loaded = {name.split(".")[0] for name in json.loads(out)}
    assert "maumau_tui" in loaded and "sqlite3" in loaded
    assert not loaded & FORBIDDEN, loaded & FORBIDDEN
