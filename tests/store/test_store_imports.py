"""The store is UI-free: importing every module of it loads no UI or network library (checked in a fresh
interpreter; the package itself loads its modules only when a name is asked for)."""

from __future__ import annotations

import json
import subprocess
import sys

FORBIDDEN = {"textual", "rich", "asyncssh"}


def test_the_store_imports_no_ui_or_network_library() -> None:
    code = ("import importlib, json, pkgutil, sys\nimport maumau_tui.store as store\n"
            "for module in pkgutil.iter_modules(store.__path__):\n"
            "    importlib.import_module('maumau_tui.store.' + module.name)\n"
            "print(json.dumps(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    loaded = {name.split(".")[0] for name in json.loads(out)}
    assert "maumau_tui" in loaded and "sqlite3" in loaded      # (statistics: the whole store was loaded)
    assert not loaded & FORBIDDEN, loaded & FORBIDDEN
