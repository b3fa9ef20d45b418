"""The settings file may set the key pauses (the hand-off's guard, the hold against bursts), which no screen
shows: a table that passes the keyboard quicker or slower.  Values out of bounds, or not numbers, keep the
defaults; the file keeps them only where they differ from the defaults."""

from __future__ import annotations

from pathlib import Path

import pytest

from maumau_tui.tui.settings import Settings, load_settings, save_settings


@pytest.mark.parametrize(("saved", "guard", "hold"), [
    ({"handoff_guard": 0.4, "key_hold": 0.25}, 0.4, 0.25),
    ({"handoff_guard": 3}, 3.0, 0.5),
    ({"handoff_guard": -1, "key_hold": 99}, 1.0, 0.5),
    ({"handoff_guard": "fast", "key_hold": True}, 1.0, 0.5),
])
def test_the_key_pauses_come_from_the_file_within_bounds(saved: dict[str, object], guard: float, hold: float) -> None:
    settings = Settings().with_remembered(saved)
    assert (settings.handoff_guard, settings.key_hold) == (guard, hold)


def test_the_file_keeps_the_pauses_only_where_they_differ(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    assert "handoff_guard" not in path.read_text() and "key_hold" not in path.read_text()
    save_settings(Settings(handoff_guard=0.4), path)
    assert load_settings(path=path).handoff_guard == 0.4 and "key_hold" not in path.read_text()
