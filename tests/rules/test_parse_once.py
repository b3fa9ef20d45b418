"""A ruleset's text is parsed and validated once (the first screen, the seats screen at every key and a list of saves
read the same files again and again), yet every reader gets data of its own, and a file changed on disk is read and
validated as it is now."""

from __future__ import annotations

from pathlib import Path

import pytest

from maumau_tui.rules import loader
from maumau_tui.rules.files import RulesetError
from maumau_tui.rules.loader import load
from maumau_tui.rules.source import _parsed, read_yaml


def test_each_reader_gets_its_own_data_to_change(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("id: mine\nrules:\n  draw: 2\n", encoding="utf-8")
    first = read_yaml(path)
    first.data["rules"]["draw"] = 99
    first.lines.clear()
    second = read_yaml(path)
    assert second.data == {"id": "mine", "rules": {"draw": 2}} and second.line_of(("rules", "draw")) == 3


def test_a_file_changed_on_disk_is_read_again(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("id: mine\n", encoding="utf-8")
    assert read_yaml(path).data == {"id": "mine"}
    path.write_text("id: yours\n", encoding="utf-8")
    assert read_yaml(path).data == {"id": "yours"}


def test_a_ruleset_loaded_again_is_not_parsed_again() -> None:
    load("standard")
    before = _parsed.cache_info()
    load("standard")
    after = _parsed.cache_info()
    assert after.misses == before.misses and after.hits > before.hits


def test_a_ruleset_loaded_again_is_not_validated_again(monkeypatch: pytest.MonkeyPatch) -> None:
    validated = []
    anew = loader._validated_anew
    monkeypatch.setattr(loader, "_validated_anew", lambda *args: validated.append(args[0]["id"]) or anew(*args))
    monkeypatch.setattr(loader, "_validated", {})
    first = load("standard")
    once = len(validated)       # (the file as written, and with its options at their defaults)
    assert once >= 1 and load("standard") is first and len(validated) == once
    quick = load("standard", {"quick": True})
    assert quick.multi_play and not first.multi_play and len(validated) == once + 1
    assert load("standard", {"quick": True}) is quick and len(validated) == once + 1


def test_a_ruleset_file_changed_on_disk_is_validated_as_it_is_now(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("id: mine\nname: Mine\nextends: standard\nhand_size: 5\n", encoding="utf-8")
    assert load(path).hand_size == 5
    path.write_text("id: mine\nname: Mine\nextends: standard\nhand_size: 6\n", encoding="utf-8")
    assert load(path).hand_size == 6
    path.write_text("id: mine\nname: Mine\nextends: standard\nhand_size: '6'\n", encoding="utf-8")
    with pytest.raises(RulesetError, match="hand_size"):
        load(path)
    path.write_text("id: mine\nname: Mine\nextends: standard\nhand_size: 6\n", encoding="utf-8")
    assert load(path).hand_size == 6
