"""A ruleset's text is parsed once (the first screen and a list of saves read the same files again and again), yet
every reader gets data of its own, and a file changed on disk is read as it is now."""

from __future__ import annotations

from pathlib import Path

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
