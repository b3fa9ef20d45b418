"""Arrow keys pressed quickly on a scrolled page add up: eight ↓ in one burst moved the help one line, because
Textual reckons each step from where the page will be after the next refresh (playtest 31)."""

from __future__ import annotations

from maumau_tui.clock import ManualClock
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.dialogs import HelpScreen
from maumau_tui.tui.settings import Settings
from tui_helpers import send, settle, until


async def test_a_burst_of_arrows_scrolls_the_help_as_far_as_the_keys_say() -> None:
    app = MauMauApp(Settings(lang="de", seed=3), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
        page = app.screen.query_one(".dialog-scroll")
        assert page.max_scroll_y > 8
        await send(pilot, *["down"] * 8)                 # one read of the terminal
        assert page.scroll_y == 8
        await send(pilot, "up", "up")
        assert page.scroll_y == 6
        await send(pilot, "pagedown", "pagedown")        # as far as it goes
        assert page.scroll_y == page.max_scroll_y
