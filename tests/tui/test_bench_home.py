"""`maumau bench --tui` plays in data folders of its own: the player's saves and settings are neither read nor
added to (each run left its table behind as an unfinished match), and its second first-frame figure lists the
unfinished matches it made."""

from __future__ import annotations

from pathlib import Path

import pytest

from maumau_tui.store.saves import Store
from maumau_tui.tui import bench


def test_the_matches_made_for_the_first_frame_are_listed_as_unfinished(tmp_path: Path) -> None:
    bench.unfinished(tmp_path, 3)
    listed = Store(root=tmp_path).unfinished()
    assert len(listed) == 3 and all(info.match.moves for info in listed)


def test_the_bench_leaves_the_player_s_data_folder_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    player = tmp_path / "player"
    monkeypatch.setenv("MAUMAU_HOME", str(player))
    monkeypatch.setattr(bench, "SAVES", 2)
    figures = bench.measure(presses=4)
    assert not player.exists(), sorted(player.rglob("*"))
    assert figures["tui_first_frame_s"] > 0 and figures["tui_names_shown_s"] > 0 and figures["tui_2_saves_listed_s"] > 0
