"""A text parsed before is not parsed again (``rules/source.py``), but a text larger than a ruleset file may be (a
kept copy of a match's rules, written out whole) is read once and not kept in memory (review 85)."""

from __future__ import annotations

from pathlib import Path

from maumau_tui.rules import source
from maumau_tui.rules.source import MAX_BYTES, parse_yaml


def test_only_texts_of_a_ruleset_files_size_are_kept_parsed(tmp_path: Path) -> None:
    source._parsed.cache_clear()
    small = "id: small\nname: Small\n"
    parse_yaml(small, tmp_path / "small.yaml")
    parse_yaml(small, tmp_path / "small.yaml")
    assert source._parsed.cache_info().hits == 1 and source._parsed.cache_info().currsize == 1
    big = "id: big\nname: Big\n" + "".join(f"k{n}: {'x' * 60}\n" for n in range(MAX_BYTES // 60))
    assert len(big) > MAX_BYTES
    assert parse_yaml(big, tmp_path / "big.yaml", scale=17).data["id"] == "big"
    assert source._parsed.cache_info().currsize == 1
