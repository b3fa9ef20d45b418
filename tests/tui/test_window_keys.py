"""The claim keys of a timed window ("1: Anna   2: Ben   Esc: menu") break between their keys where the box is
narrow, and again when the terminal is made smaller: a key cut at the box's edge ("Esc: Me") cannot be read
(found in play: Erftschmiede, four people at 60x20, a hand swap's window)."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from test_first_look import start_six_app, the_window
from tui_helpers import cut_widgets, screen_text, settle

from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.window import WindowScreen

SEATS = [("Annabella-Marie", False), ("Robo", True), ("Bernhard-Joseph", False), ("Mia", False)]
KEYS = ["1: Annabella-Marie", "2: Robo", "3: Bernhard-Joseph", "4: Mia", "Esc: menu"]


async def every_seats_window(pilot: Pilot[None], app: MauMauApp) -> None:
    """The start card's window, then one that every seat may claim on top of it (as a swap's window is)."""
    await the_window(pilot, app)
    shown = app.screen
    assert isinstance(shown, WindowScreen) and shown.leave_keys == "Esc: menu"
    app.push_screen(WindowScreen(shown.public, [0, 1, 2, 3], shown.left, [], "en", leave_keys=shown.leave_keys))
    await settle(pilot)


def keys_whole(app: MauMauApp) -> list[str]:
    """The claim keys that stand whole on one line of the screen, in their order."""
    lines = screen_text(app).splitlines()
    return [key for key in KEYS if any(key in line for line in lines)]


@pytest.mark.parametrize("size", [(60, 20), (80, 24)])
async def test_the_claim_keys_break_between_keys_in_a_narrow_box(size: tuple[int, int]) -> None:
    app = start_six_app(SEATS)
    async with app.run_test(size=size) as pilot:
        await every_seats_window(pilot, app)
        assert keys_whole(app) == KEYS and not cut_widgets(app)
        assert "4 s left" in screen_text(app)          # the clock is still in sight below them


async def test_the_claim_keys_break_again_when_the_terminal_is_made_smaller() -> None:
    app = start_six_app(SEATS)
    async with app.run_test(size=(120, 30)) as pilot:
        await every_seats_window(pilot, app)
        assert keys_whole(app) == KEYS
        wide = key_rows(app)
        assert "4: Mia" in wide[0]
        await pilot.resize_terminal(60, 20)
        await settle(pilot)
        assert keys_whole(app) == KEYS and not cut_widgets(app)   # ("4: Mia" stood at the end of the wider box's first line)
        await pilot.resize_terminal(120, 30)
        await settle(pilot)
        assert key_rows(app) == wide                  # as they were before, where the box is wider again


def key_rows(app: MauMauApp) -> list[str]:
    """The screen's lines that hold claim keys."""
    return [line for line in screen_text(app).splitlines() if any(key in line for key in KEYS)]
