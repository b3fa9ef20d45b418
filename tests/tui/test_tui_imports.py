"""The referee, the table and the hot-seat keyboard import no UI library (proved in a fresh interpreter); that the
screens import each other without a cycle and none imports the App is checked in tests/engine/test_import_graph.py."""

from __future__ import annotations

import json
import subprocess
import sys


def test_the_referee_the_table_and_the_keyboard_import_no_ui_or_network() -> None:
    code = ("import sys, json\nimport maumau_tui.referee, maumau_tui.table, maumau_tui.tui.hotseat, "
            "maumau_tui.tui.seat_link\nprint(json.dumps(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    loaded = {name.split(".")[0] for name in json.loads(out)}
    assert not loaded & {"textual", "asyncssh", "asyncio"}, loaded & {"textual", "asyncssh", "asyncio"}
