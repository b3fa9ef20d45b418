"""A terminal shrunk to a few columns (a window dragged small, a tmux pane split) shows the "too small" notice
over every screen, and the screen comes back as it was when it grows again (PLAYTEST82: a list under the notice
was laid out at width 0 and ended the game)."""

from __future__ import annotations

from textual.pilot import Pilot

from maumau_tui.cards import parse_card
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.dialogs import HelpScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.too_small import TooSmallScreen
from maumau_tui.tui.settings import Settings
from tui_helpers import pass_guard, screen_text, send, settle, staged_app, table_screen, until, until_decision

SIZES = [(1, 1), (2, 1), (3, 2), (5, 2), (10, 4), (20, 6), (1, 30), (80, 1)]


async def shrink_and_grow(pilot: Pilot[None], app: MauMauApp) -> None:
    top = app.screen
    for width, height in SIZES:
        await pilot.resize_terminal(width, height)
        await settle(pilot)
        assert app.is_running and isinstance(app.screen, TooSmallScreen), (width, height, app.screen)
    await pilot.resize_terminal(80, 24)
    await until(pilot, lambda: app.screen is top, f"{top} again")


async def test_the_menu_the_settings_and_the_rules_screen_survive_a_terminal_shrunk_to_nothing() -> None:
    app = MauMauApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await shrink_and_grow(pilot, app)
        await send(pilot, "s")
        await shrink_and_grow(pilot, app)
        await send(pilot, "escape")
        await send(pilot, "enter")
        await shrink_and_grow(pilot, app)


async def test_a_wish_and_the_help_survive_a_terminal_shrunk_to_nothing() -> None:
    app = staged_app([("Anna", False), ("Bot", True)], ["JC 7H", "8S 9S"], pile="10C", stock="AS AH AC", dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        await shrink_and_grow(pilot, app)
        jack = table_screen(app).view.hand.index(parse_card("JC"))
        pass_guard(app)
        await send(pilot, str(jack + 1), "enter")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the wish")
        await shrink_and_grow(pilot, app)
        pass_guard(app)                     # (Review 113: the ? came while the wish held keys, and no help opened)
        await send(pilot, "question_mark")
        assert isinstance(app.screen, HelpScreen), app.screen
        await shrink_and_grow(pilot, app)


async def test_the_notice_says_all_it_says_down_to_twelve_columns_and_six_rows() -> None:
    """PLAYTEST226 N1: at 12×6 the notice read "The / terminal / is too / small / (12×6): / it needs", the size it
    needs and "Ctrl+C: quit" out of sight, and a scroll bar stood in its text."""
    for lang, quit_key in (("en", "Ctrl+C"), ("de", "Strg+C")):
        app = MauMauApp(Settings(lang=lang))
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            for width, height in ((12, 6), (20, 8), (30, 9), (39, 12), (59, 19)):
                await pilot.resize_terminal(width, height)
                await until(pilot, lambda: isinstance(app.screen, TooSmallScreen) and f"{width}×{height}" in
                            screen_text(app), "the notice at the new size")   # (the resize reaches it a frame later)
                await settle(pilot)
                text = screen_text(app)
                for needed in (f"{width}×{height}", "60×20", quit_key, "▇"):
                    assert (needed in text) == (needed != "▇"), (lang, width, height, needed, text)
