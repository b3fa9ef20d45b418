"""The public window's countdown shows the window's whole time while its clock waits for the bots in it to
answer first (it showed "0 s left", then jumped to 4: a glance at it said the chance was gone)."""

from __future__ import annotations

from textual.app import App

from maumau_tui.table import Table
from maumau_tui.tui.screens.window import WindowScreen
from tui_helpers import screen_text


async def test_the_countdown_shows_the_whole_time_until_the_clock_runs() -> None:
    table = Table.from_names("erftschmiede", [("Anna", None), ("Ben", None), ("Robo", "easy")], seed=3)
    table.deal()
    public = table.view_of(None)
    left: list[float | None] = [None]
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = WindowScreen(public, [0, 1], lambda: left[0], [], "en")
        await app.push_screen(screen)
        await pilot.pause()
        assert f"{public.window_seconds} s left" in screen_text(app)
        left[0] = 2.2                                       # the clock runs: the seconds it has left
        screen.show_countdown()
        await pilot.pause()
        assert "3 s left" in screen_text(app)
