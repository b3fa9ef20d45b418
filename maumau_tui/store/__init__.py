"""Nothing lost: saved matches, the history, game records as text, scenario cuts and statistics (no UI here).

The names below are imported from their modules when first asked for (``from maumau_tui.store import Store``), so
that importing one light module of the package (``store.atomic``, ``store.paths``) does not load the engine and the
rules with it: the app's first frame needs neither.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from maumau_tui.store.autosave import Autosave
    from maumau_tui.store.paths import data_dir
    from maumau_tui.store.record_text import RecordTextError, TextRecord, export_text, parse_text
    from maumau_tui.store.errors import StoreError
    from maumau_tui.store.saves import Problem, SaveInfo, Store
    from maumau_tui.store.scenario_cut import cut_scenario
    from maumau_tui.store.stats import PlayerStats, Statistics

HOMES = {"Autosave": "autosave", "data_dir": "paths", "RecordTextError": "record_text", "TextRecord": "record_text",
         "export_text": "record_text", "parse_text": "record_text", "Problem": "saves", "SaveInfo": "saves",
         "Store": "saves", "StoreError": "errors", "cut_scenario": "scenario_cut", "PlayerStats": "stats",
         "Statistics": "stats"}

__all__ = ["Autosave", "PlayerStats", "Problem", "RecordTextError", "SaveInfo", "Statistics", "Store", "StoreError",
           "TextRecord", "cut_scenario", "data_dir", "export_text", "parse_text"]


def __getattr__(name: str) -> Any:
    home = HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{home}"), name)


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
