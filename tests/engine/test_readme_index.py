"""The engine README's index (ruleset key -> code -> scenario) names only things that exist."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import maumau_tui.engine

README = Path(maumau_tui.engine.__file__).parent / "README.md"
SCENARIOS = Path(__file__).parents[1] / "scenarios"


def index_rows() -> list[tuple[str, str]]:
    text = README.read_text(encoding="utf-8")
    section = text.split("## Find a rule's code in one hop", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| `")]
    return [(line.split("|")[2], line.split("|")[3]) for line in rows]


def test_every_function_and_scenario_in_the_index_exists() -> None:
    rows = index_rows()
    assert len(rows) >= 25
    checked = 0
    for code, scenarios in rows:
        for name in re.findall(r"`([A-Za-z_]+(?:\.[A-Za-z_]+)+)`", code):
            module_name, *attributes = name.split(".")
            if module_name == "Tables":
                target: object = importlib.import_module("maumau_tui.rules.tables").Tables
            elif module_name == "compile":
                target = importlib.import_module("maumau_tui.rules.compile")
            else:
                target = importlib.import_module(f"maumau_tui.engine.{module_name}")
            for attribute in attributes:
                target = getattr(target, attribute)
            checked += 1
        for path in re.findall(r"`([a-z0-9-]+/[a-z0-9_]+\.yaml)`", scenarios):
            assert (SCENARIOS / path).is_file(), path
            checked += 1
    assert checked > 60
