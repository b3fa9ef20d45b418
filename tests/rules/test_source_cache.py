"""A text parsed before is not parsed again (``rules/source.py``), but a text larger than a ruleset file may be (a
kept copy of a match's rules, written out whole) is read once and not kept in memory (review 85)."""

from __future__ import annotations

from pathlib import Path

import pytest

from maumau_tui.rules import source
from maumau_tui.rules.german import in_german
from maumau_tui.rules.source import MAX_BYTES, MAX_NODES, SourceError, parse_yaml


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


def test_a_text_with_more_values_than_a_file_may_have_is_read_where_the_limits_are_scaled(tmp_path: Path) -> None:
    """A kept copy of a match's rules holds several files' values: its limits are scaled, not only its bytes (REVIEW267
    R4: the test of such a copy no longer reached this limit); the refusal of a file speaks of its values, not of
    aliases it does not have."""
    text = "id: big\n" + "".join(f"k{n}: [1, 2, 3]\n" for n in range(MAX_NODES // 4 + 1000))
    with pytest.raises(SourceError, match="the file holds more than 50,000 values") as refused:
        parse_yaml(text, tmp_path / "big.yaml", "ruleset file")
    assert in_german(str(refused.value)).endswith(": die Datei enthält mehr als 50\u202f000 Werte; eine Regeldatei hat ein "
                                                 "paar hundert")
    assert parse_yaml(text, tmp_path / "big.yaml", scale=2).data["id"] == "big"
