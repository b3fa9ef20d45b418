"""Nothing lost: saved matches, the history, game records as text, scenario cuts and statistics (no UI here)."""

from __future__ import annotations

from maumau_tui.store.autosave import Autosave
from maumau_tui.store.paths import data_dir
from maumau_tui.store.record_text import RecordTextError, TextRecord, export_text, parse_text
from maumau_tui.store.saves import Problem, SaveInfo, Store, StoreError
from maumau_tui.store.scenario_cut import cut_scenario
from maumau_tui.store.stats import PlayerStats, Statistics

__all__ = ["Autosave", "PlayerStats", "Problem", "RecordTextError", "SaveInfo", "Statistics", "Store", "StoreError",
           "TextRecord", "cut_scenario", "data_dir", "export_text", "parse_text"]
