"""The first screen draws before the rules are read: the modules its first frame needs load neither the engine
nor the ruleset schema (pydantic) nor YAML, and on a real terminal the chooser's first frame (the variants by id)
is written before the frame that names them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from maumau_tui.tui import bench

FIRST_FRAME = ("maumau_tui.cli", "maumau_tui.tui.app", "maumau_tui.tui.screens.variant", "maumau_tui.tui.help_key")
LATER = ("pydantic", "yaml", "maumau_tui.engine", "maumau_tui.bots", "maumau_tui.rules.loader", "maumau_tui.rules.schema",
         "maumau_tui.store.saves", "maumau_tui.match", "maumau_tui.referee", "maumau_tui.tui.screens.table",
         "importlib.metadata")     # (the version: looked up for --version only)


def test_what_the_first_frame_imports_loads_no_rules_engine_or_saves() -> None:
    """Also what `maumau` does before the app opens: its command line (every command's options) is read first (the
    options of `stats` and `record` loaded the saves, the rules and pydantic: the first frame came 0.3 s later)."""
    code = (f"import importlib, json, sys\nfor name in {FIRST_FRAME!r}:\n    importlib.import_module(name)\n"
            "from maumau_tui.cli import _parser\n_parser().parse_args([])\n"
            "print(json.dumps(sorted(sys.modules)))")
    loaded = set(json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                           check=True).stdout))
    assert set(FIRST_FRAME) <= loaded
    assert not loaded & set(LATER), sorted(loaded & set(LATER))


def test_the_chooser_shows_the_ids_in_a_frame_before_the_names(tmp_path: Path) -> None:
    """Order, not time: everything the app writes is read until the names show, then the ids' frame must come
    first in what was written (the id ``kronenstube`` is only shown before its name ``Kronenstube-MauMau``)."""
    _start, pid, fd = bench._start(bench.CHOOSER, str(tmp_path))
    try:
        _shown, written = bench._until(fd, b"Kronenstube-MauMau", 60.0)
    finally:
        bench._stop(pid, fd)
    text = bench.ANSI.sub(b"", written)
    heading, first_id, name = text.find(b"Which variant"), text.find(b"kronenstube"), text.find(b"Kronenstube-MauMau")
    assert 0 <= heading < name and 0 <= first_id < name, (heading, first_id, name)
