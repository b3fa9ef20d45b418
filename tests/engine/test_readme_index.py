"""The engine README's index (ruleset key -> code -> scenario): every name in it exists, every rule of play has a row,
and every scenario in it plays under the rule of its row."""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import Any

import yaml

import maumau_tui.engine
from maumau_tui.rules.loader import load
from maumau_tui.rules.schema import Effect, Ruleset

README = Path(maumau_tui.engine.__file__).parent / "README.md"
SCENARIOS = Path(__file__).parents[1] / "scenarios"


def index_lines() -> list[str]:
    text = README.read_text(encoding="utf-8")
    section = text.split("## Find a rule's code in one hop", 1)[1].split("\n## ", 1)[0]
    return [line for line in section.splitlines() if line.startswith("| `")]


def index_rows() -> list[tuple[str, str]]:
    return [(line.split("|")[2], line.split("|")[3]) for line in index_lines()]


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


# Ruleset keys that are no rule of play in the engine: the table's size, the deck, the words, the house rules and
# the match around the hands (match.py), a real-time window's length (the referee's clock).
NOT_ENGINE_RULES = {"id", "name", "description", "extends", "source", "pack", "players", "hand_size", "words",
                    "options", "match", "window_seconds"}


def row_keys(column: str) -> list[str]:
    """The ruleset keys a row names outside parentheses: `effects.X.draw`, `multi_play`, `calls.last`; a plain
    name after an effect (`effects.X.again`, `reverse`) is an effect too."""
    keys: list[str] = []
    for key in re.findall(r"`([a-z_]+(?:\.[A-Za-z_]+)*)`", re.sub(r"\([^)]*\)", "", column)):
        if "." not in key and keys and keys[0].startswith("effects.X."):
            key = "effects.X." + key
        keys.append(key)
    return keys


def test_every_rule_of_play_has_a_row() -> None:
    named = {key for line in index_lines() for key in row_keys(line.split("|")[1])}
    effects = {f"effects.X.{field}" for field in Effect.model_fields}
    top = {field for field in Ruleset.model_fields if field not in NOT_ENGINE_RULES}
    missing = {key for key in effects | top if key not in named and not any(k.startswith(key + ".") for k in named)}
    assert not missing, f"the README's index has no row for {sorted(missing)}"


def in_use(ruleset: Ruleset, key: str) -> bool:
    """The ruleset sets ``key`` away from the format's default (``effects.X.name``: some card's effect does)."""
    data = ruleset.model_dump()
    defaults = _defaults()
    if key.startswith("effects.X."):
        field = key.split(".")[2]
        blank = Effect().model_dump()[field]
        return any(effect[field] != blank for effect in data["effects"].values())
    value, default = data, defaults
    for part in key.split("."):
        value, default = value[part], default.get(part) if isinstance(default, dict) else None
    return bool(value) and value != default


def _defaults() -> dict[str, Any]:
    return Ruleset(id="x", name="x", description="x").model_dump()


def test_every_scenario_in_the_index_plays_under_its_rule() -> None:
    """A row's scenario really shows the row's rule: its ruleset (with the scenario's options) uses the key."""
    checked = 0
    for line in index_lines():
        _, keys, _, scenarios = line.split("|")[:4]
        for path in re.findall(r"`([a-z0-9-]+/[a-z0-9_]+\.yaml)`", scenarios):
            spec = yaml.safe_load((SCENARIOS / path).read_text(encoding="utf-8"))
            ruleset = load(spec["ruleset"], dict(spec.get("options") or {}))
            assert any(in_use(ruleset, key) for key in row_keys(keys)), f"{path} does not use {row_keys(keys)}"
            checked += 1
    assert checked >= 40


def test_in_use_tells_a_rule_from_the_default() -> None:
    standard, erft = load("standard"), load("erftschmiede")
    assert in_use(standard, "effects.X.draw") and not in_use(standard, "effects.X.swap")
    assert in_use(erft, "cheating") and not in_use(standard, "cheating")
    assert in_use(load("standard", {"quick": True}), "multi_play") and not in_use(standard, "multi_play")
