"""The end of a vote over SSH says "Any key: back to the table": a click goes back too."""

from __future__ import annotations

from textual.app import App

from maumau_tui.net.vote_screen import RemoteVoteScreen
from maumau_tui.rules.loader import load, option_values


async def test_a_click_on_the_end_of_a_vote_goes_back_to_the_table() -> None:
    rules = load("standard")
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = RemoteVoteScreen("en", rules, option_values(rules, {}), ["Anna", "Ben"], 0, lambda _: None)
        await app.push_screen(screen)
        await pilot.pause()
        await pilot.click(offset=(40, 12))              # while the options show, a click closes nothing
        assert app.screen is screen
        screen.finished("House rule changed (all agreed).")
        await pilot.pause()
        assert "Any key: back to the table" in str(screen.query_one("#vote-hint").render())
        await pilot.click(offset=(40, 12))
        await pilot.pause()
        assert app.screen is not screen
