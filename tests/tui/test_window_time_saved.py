"""A timed window's time left is in the save the moment its clock stops (a claim), so a kill that no handler
sees loses none of it; on the referee's ManualClock, never the wall clock."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from maumau_tui.clock import ManualClock
from maumau_tui.tui.screens.window import WindowScreen
from test_erftschmiede import PAIR, erft_app, select, take_keyboard
from tui_helpers import everybody_looked

SIZE = (100, 30)


def saved_window_left(home: Path) -> float | None:
    (save,) = (home / "saves").glob("*.json")
    left: float | None = json.loads(save.read_text(encoding="utf-8")).get("table", {}).get("window_left")
    return left


async def test_a_claimed_window_is_saved_with_the_time_it_had_left(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = erft_app(PAIR, ["6H 9D 8S", "5H KD 10C"], pile="9H", dealer=1, window_seconds=4)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot, app, "Anna")
        everybody_looked(app)
        await pilot.press(select(app, "6H"), "enter")
        await pilot.pause()
        assert isinstance(app.screen, WindowScreen)
        assert saved_window_left(tmp_path) == 4                # saved with the move that opened it
        clock = app.clock
        assert isinstance(clock, ManualClock)
        clock.advance(1.5)
        await pilot.press("2")                                  # Ben claims: the clock stands still
        await take_keyboard(pilot, app, "Ben")
        assert app.referee is not None and app.referee.window_left() == pytest.approx(2.5)
        assert saved_window_left(tmp_path) == pytest.approx(2.5)
