"""A double Enter at one person's table with bots, where no hand-off stands between (REVIEW147).  R1: the Enter that
deals a hand (on the sheet) or opens a table (the menu's Continue, a rematch), pressed twice, played a card of the
new hand unseen; the table now holds Enter for a moment (another key, or a quiet moment, ends the hold).  R2: the
Enter that went back to the menu opened its first line.  R3: leaving, the flow pushed a hand-off or a sheet of the
table being left on the way out.  R4: the Enter that proposed a house rule the bots decided at once closed its
result unread."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot

from maumau_tui.clock import ManualClock
from maumau_tui.table import Table
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.dialogs import LeaveScreen
from maumau_tui.tui.screens.house_rules import HouseRulesScreen
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.screens.variant import VariantScreen
from maumau_tui.tui.settings import Settings
from tui_helpers import pass_guard, send, settle, staged_app, table_screen, until, until_decision

SIZE = (80, 24)
SOLO = [("Anna", False), ("Bot", True)]
PRESSED_TWICE = 0.15      # seconds between the two presses of a double Enter


def annas_moves(app: MauMauApp) -> int:
    assert app.table is not None
    hand = app.table.hand_number
    return sum(1 for number, seat, _ in app.table.match.moves if number == hand and seat == 0)


async def second_press_plays_nothing_until_the_hold_ends(pilot: Pilot[None], app: MauMauApp) -> None:
    """On the new hand, once Anna is to play: the second press of the double Enter plays nothing; an Enter after a
    quiet moment plays."""
    await until_decision(pilot, app)
    assert isinstance(app.screen, TableScreen) and table_screen(app).view.my_turn
    before = annas_moves(app)
    assert isinstance(app.clock, ManualClock)
    app.clock.advance(PRESSED_TWICE)
    await send(pilot, "enter")
    await settle(pilot)
    assert annas_moves(app) == before, "the second press of a double Enter played a card unseen"
    pass_guard(app)
    await send(pilot, "enter")
    await until(pilot, lambda: annas_moves(app) > before, "Anna's play, once she meant it")


async def the_menu_holds_the_second_enter(pilot: Pilot[None], app: MauMauApp) -> None:
    """Back at the menu: the second press of a double Enter opens none of its lines; an Enter after a quiet moment
    opens the first (the match just left, continued)."""
    await until(pilot, lambda: isinstance(app.screen, VariantScreen), "the menu")
    menu = app.screen
    assert isinstance(app.clock, ManualClock)
    app.clock.advance(PRESSED_TWICE)
    await send(pilot, "enter")
    await settle(pilot)
    assert app.screen is menu and app.table is None, "the second press of a double Enter acted on the menu"
    pass_guard(app)
    await send(pilot, "enter")
    await until(pilot, lambda: app.screen is not menu, "the menu's first line")


async def test_a_double_enter_on_the_sheet_plays_no_card_of_the_hand_it_dealt() -> None:
    app = staged_app(SOLO, ["9D", "KC QC"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "enter")                                  # Anna goes out
        await until(pilot, lambda: isinstance(app.screen, HandEndScreen), "the hand end")
        pass_guard(app)
        await send(pilot, "enter")                                  # the next hand, dealt
        await until(pilot, lambda: app.table is not None and app.table.hand_number == 2, "hand 2")
        await second_press_plays_nothing_until_the_hold_ends(pilot, app)


async def test_a_double_enter_on_a_rematch_plays_no_card_of_its_first_hand() -> None:
    app = staged_app(SOLO, ["9D", "KC QC"], pile="9H", dealer=1, options={"play_to": 1})
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        old = app.table
        await send(pilot, "enter")
        await until(pilot, lambda: isinstance(app.screen, HandEndScreen), "the match's end")
        pass_guard(app)
        await send(pilot, "q")
        assert isinstance(app.screen, LeaveScreen)
        pass_guard(app)
        await send(pilot, "1", "enter")                             # the rematch
        await until(pilot, lambda: app.table is not old and isinstance(app.screen, TableScreen), "the rematch")
        await second_press_plays_nothing_until_the_hold_ends(pilot, app)


def a_deal_anna_leads() -> int:
    """A seed whose first hand Anna leads with a card to play."""
    for seed in range(200):
        table = Table.from_names("standard", SOLO, seed)
        if table.match.game is None:
            table.deal()
        if table.actor == 0 and any(move.kind == "play" for move in table.game.legal_moves(0)):
            return seed
    raise AssertionError("no such seed")


async def test_a_double_enter_on_the_menus_continue_plays_no_card(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(Settings(lang="en", seed=a_deal_anna_leads(), bot_delay=0.0), ruleset="standard", seats=SOLO,
                    clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "escape")
        pass_guard(app)
        await send(pilot, "y")                                      # back to the menu: the match kept
        await until(pilot, lambda: isinstance(app.screen, VariantScreen), "the menu")
        pass_guard(app)
        await send(pilot, "enter")                                  # Continue (the menu's first line)
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the match again")
        await second_press_plays_nothing_until_the_hold_ends(pilot, app)


async def at_the_sheet(pilot: Pilot[None], app: MauMauApp) -> None:
    await until_decision(pilot, app)
    await send(pilot, "enter")                                      # Anna goes out
    await until(pilot, lambda: isinstance(app.screen, HandEndScreen), "the hand end")
    pass_guard(app)


async def test_the_second_press_of_the_enter_back_to_the_menu_opens_none_of_its_lines() -> None:
    app = staged_app(SOLO, ["9D", "KC QC"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await at_the_sheet(pilot, app)
        await send(pilot, "q")
        assert isinstance(app.screen, LeaveScreen) and app.screen.choices[0] == "menu"
        pass_guard(app)
        await send(pilot, "1", "enter")                             # back to the menu
        await the_menu_holds_the_second_enter(pilot, app)


async def test_a_stray_escape_and_enter_on_the_sheet_leave_nobody_at_the_menu() -> None:
    """PLAYTEST240 N1: Esc on the sheet asks whether to leave, and a stray Enter after it took the table to the menu;
    no line is marked until one is chosen, so the Enter says to choose one and the question stands."""
    app = staged_app(SOLO, ["9D", "KC QC"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await at_the_sheet(pilot, app)
        await send(pilot, "escape")
        assert isinstance(app.screen, LeaveScreen)
        pass_guard(app)
        await send(pilot, "enter")
        await until(pilot, lambda: any("Choose a line first" in str(note.message) for note in app._notifications),
                    "choose a line first")
        assert isinstance(app.screen, LeaveScreen) and app.table is not None
        await send(pilot, "escape")                                 # back to the sheet
        assert isinstance(app.screen, HandEndScreen)


async def test_leaving_the_table_shows_no_hand_off_nor_sheet_of_it_on_the_way_out(monkeypatch: pytest.MonkeyPatch) -> None:
    for at_sheet in (False, True):
        app = staged_app(SOLO, ["9D" if at_sheet else "9D 9C", "KC QC"], pile="9H", dealer=1)
        async with app.run_test(size=SIZE) as pilot:
            if at_sheet:
                await at_the_sheet(pilot, app)
            else:
                await until_decision(pilot, app)
            pushed: list[str] = []
            push = app.push_screen
            monkeypatch.setattr(app, "push_screen", lambda screen, *args, **kwargs: (
                pushed.append(type(screen).__name__), push(screen, *args, **kwargs))[1])
            await send(pilot, "q" if at_sheet else "escape")
            pass_guard(app)
            await send(pilot, *(("1", "enter") if at_sheet else ("y",)))   # back to the menu
            await until(pilot, lambda: isinstance(app.screen, VariantScreen), "the menu")
            assert pushed == ["LeaveScreen" if at_sheet else "ConfirmScreen", "VariantScreen"], pushed


async def test_the_result_of_a_vote_the_bots_decide_at_once_is_not_closed_by_the_enter_that_proposed_it() -> None:
    app = staged_app(SOLO, ["9D 9C 10S", "KC QC"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "h")
        assert isinstance(app.screen, HouseRulesScreen)
        pass_guard(app)
        await send(pilot, "enter")                                  # the first option, proposed: decided at once
        rules = app.screen
        assert isinstance(rules, HouseRulesScreen) and rules.result is not None
        assert isinstance(app.clock, ManualClock)
        app.clock.advance(PRESSED_TWICE)
        await send(pilot, "enter")
        await settle(pilot)
        assert app.screen is rules, "the second press of a double Enter closed the result unread"
        pass_guard(app)
        await send(pilot, "enter")                                  # read: any key goes back to the table
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table")


async def test_the_menu_that_opened_the_table_holds_the_second_enter_too(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """(PLAYTEST148 F1: the table opened from the menu; back to it, the menu under the table came back without the hold
    and the second Enter continued the match just left.)"""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(Settings(lang="en", seed=a_deal_anna_leads(), bot_delay=0.0), ruleset="standard", seats=SOLO,
                    clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        for _ in range(2):                                          # from the command line's table, then the menu's
            await send(pilot, "escape")
            pass_guard(app)
            await send(pilot, "y")
            await the_menu_holds_the_second_enter(pilot, app)
            await until(pilot, lambda: isinstance(app.screen, TableScreen), "the match again")
            pass_guard(app)
