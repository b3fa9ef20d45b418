"""A table started from the command line (``maumau play --ruleset``, ``maumau resume``) is left for the menu
cleanly: the chooser is on top and alone, no table sits below it showing no hand, the match just left is there
to continue, and a rematch leaves no table behind either."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList

from maumau_tui.clock import ManualClock
from maumau_tui.store.saves import Store
from maumau_tui.table import Table
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.dialogs import ConfirmScreen, LeaveScreen
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.screens.variant import VariantScreen
from maumau_tui.tui.settings import Settings
from tui_helpers import pass_guard, play_hand, screen_text, send, settle, take_handoff, until, until_decision

SIZE = (80, 24)
SEATS: list[tuple[str, Any]] = [("Anna", None), ("Ben", None), ("Robo", "easy")]


def kinds(app: MauMauApp) -> list[str]:
    return [type(screen).__name__ for screen in app.screen_stack]


async def to_menu(pilot: Any, app: MauMauApp) -> None:
    await until_decision(pilot, app)
    await send(pilot, "escape")
    await send(pilot, "y")
    await until(pilot, lambda: isinstance(app.screen, VariantScreen) and app.screen.described, "the chooser")


async def test_leaving_a_table_started_with_a_ruleset_lands_on_the_menu_alone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(Settings(lang="en", seed=4, bot_delay=0.0), ruleset="standard", seats=SEATS,
                    clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        assert kinds(app) == ["TableScreen", "HandoffScreen"]               # the table is the first screen
        await take_handoff(pilot, app)
        await to_menu(pilot, app)
        chooser = app.screen
        assert app.screen_stack == [chooser] and app.flow is None and app.table is None
        options = chooser.query_one("#variants")
        first = str(options.get_option_at_index(0).prompt)                     # type: ignore[attr-defined]
        assert first.startswith("Continue: Mau-Mau · hand 1"), first
        pass_guard(app)                              # (the menu holds the Enter that chose it a moment: REVIEW147 R2)
        await send(pilot, "enter")                                            # and back to it
        await until_decision(pilot, app)                                     # the match continued
        assert kinds(app)[0] == "VariantScreen" and app.table is not None
        await take_handoff(pilot, app)
        await to_menu(pilot, app)
        assert app.screen_stack == [chooser]


async def test_a_resumed_table_and_its_rematch_leave_no_table_behind(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    table = Table.from_names("standard", [("Anna", None), ("Robo", "easy")], 1, {"play_to": 1})
    app = MauMauApp(Settings(lang="en", seed=1, bot_delay=0.0), table=table, clock=ManualClock(),
                    match_id="20250301-200000-standard")
    async with app.run_test(size=SIZE) as pilot:
        await play_hand(pilot, app, random.Random(1))
        assert isinstance(app.screen, HandEndScreen) and table.match_over
        pass_guard(app)
        await send(pilot, "q")
        assert isinstance(app.screen, LeaveScreen) and app.screen.choices == ["rematch", "new", "quit"]
        await send(pilot, "1", "enter")                                       # a rematch
        await until(pilot, lambda: app.table is not table and isinstance(app.screen, TableScreen), "the rematch")
        assert app.flow is not None and app.screen_stack == [app.flow.screen]   # the old table is gone
        await to_menu(pilot, app)
        assert kinds(app) == ["VariantScreen"]
    assert [info.id for info in Store(tmp_path).history()] == ["20250301-200000-standard"]


def one_hand_match(lang: str) -> tuple[Table, MauMauApp]:
    """A match of one hand, Anna against an easy bot."""
    table = Table.from_names("standard", [("Anna", None), ("Robo", "easy")], 1, {"play_to": 1})
    return table, MauMauApp(Settings(lang=lang, seed=1, bot_delay=0.0), table=table, clock=ManualClock())


async def to_the_match_end(pilot: Pilot[None], app: MauMauApp, table: Table) -> None:
    await play_hand(pilot, app, random.Random(1))
    assert isinstance(app.screen, HandEndScreen) and table.match_over
    pass_guard(app)
    await settle(pilot)


async def test_enter_at_the_match_end_asks_what_now_as_q_does(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    table, app = one_hand_match("en")
    async with app.run_test(size=SIZE) as pilot:
        await to_the_match_end(pilot, app, table)
        assert "Enter, n or q: what next? (rematch, new match, quit)" in screen_text(app)
        await send(pilot, "enter")
        assert isinstance(app.screen, LeaveScreen) and app.screen.choices == ["rematch", "new", "quit"]
        leave = app.screen
        await send(pilot, "enter")                           # the second press of a double Enter: no rematch
        assert app.screen is leave and app.table is table and "Enter confirms" not in screen_text(app)
        pass_guard(app)
        await settle(pilot)
        assert "Enter confirms" in screen_text(app)
        for _ in range(6):                                   # Enter pressed on and on, past every hold (PLAYTEST144
            await send(pilot, "enter")                       # F5): no line is marked, nothing is chosen
            pass_guard(app)
            await settle(pilot)
        assert app.screen is leave and app.table is table and leave.query_one(OptionList).highlighted is None
        said = [str(note.message) for note in app._notifications]
        assert said.count("Choose a line first: ↑↓ or its digit, then Enter.") == 1, said   # (once, not a pile)
        await send(pilot, "up")                              # ↑ marks the first line, not the last ("Quit":
        assert leave.query_one(OptionList).highlighted == 0  # PLAYTEST148 F3)
        await send(pilot, "1", "enter")                      # chosen: the rematch
        await until(pilot, lambda: app.table is not table, "the rematch")
        assert not any("Choose a line first" in str(note.message) for note in app._notifications)   # (not over it)


async def test_n_at_the_match_end_asks_what_now_as_its_key_line_says(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """(PLAYTEST269 F1) n, "next hand" on every other sheet, asks what now at the match's end too, where the key line
    named only Enter and q."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    table, app = one_hand_match("de")
    async with app.run_test(size=SIZE) as pilot:
        await to_the_match_end(pilot, app, table)
        assert "Enter, n oder q: wie weiter? (Revanche, neue Partie, beenden)" in screen_text(app)
        await send(pilot, "n")
        assert isinstance(app.screen, LeaveScreen) and app.screen.choices == ["rematch", "new", "quit"]


async def test_back_at_the_menu_the_cursor_is_on_the_match_just_left(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """It stayed at its index, so with the new entry above it, it sat on another variant: Enter opened that
    variant's rules instead of going back to the match."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(Settings(lang="en", seed=4, bot_delay=0.0), clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        chooser = app.screen
        assert isinstance(chooser, VariantScreen)
        await until(pilot, lambda: chooser.described, "the chooser")
        options = chooser.query_one("#variants")
        await send(pilot, "down", "down", "down", "down")
        played = options.get_option_at_index(options.highlighted).id              # type: ignore[attr-defined]
        for key in ("enter", "s"):                                               # its rules, the seats
            await send(pilot, key)
        app.clock.advance(app.settings.key_hold)                                  # (s twice at once deals not)
        await send(pilot, "s")                                                   # deal
        await until(pilot, lambda: app.table is not None, "the table")
        assert app.table.match.ruleset.id == played
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        left = app.match_id
        await to_menu(pilot, app)
        chosen = options.get_option_at_index(options.highlighted)                 # type: ignore[attr-defined]
        assert left is not None and chosen.id == f"save:{left}", chosen.prompt
        pass_guard(app)                              # (the menu holds the Enter that chose it a moment: PLAYTEST148 F1)
        await send(pilot, "enter")
        await until(pilot, lambda: app.table is not None, "the match again")
        assert app.table.match.ruleset.id == played and app.match_id == left


async def test_the_what_next_question_stands_over_the_sheet_and_esc_comes_back_to_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With one person at the table the question was drawn over the last hand's table, the sheet gone."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    table = Table.from_names("standard", [("Anna", None), ("Robo", "easy")], 1, {"play_to": 1})
    app = MauMauApp(Settings(lang="en", seed=1, bot_delay=0.0), table=table, clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        await play_hand(pilot, app, random.Random(1))
        sheet = app.screen
        assert isinstance(sheet, HandEndScreen) and table.match_over
        pass_guard(app)
        await settle(pilot)
        await send(pilot, "q")
        assert isinstance(app.screen, LeaveScreen) and app.screen_stack[-2] is sheet
        assert "Lost: Robo." in screen_text(app) and "Top:" not in screen_text(app)   # the sheet behind it
        await send(pilot, "escape")
        assert app.screen is sheet                                                     # the same sheet
        await send(pilot, "q")
        assert isinstance(app.screen, LeaveScreen)
        pass_guard(app)
        await send(pilot, "2", "enter")                                                # a new match: the menu
        await until(pilot, lambda: isinstance(app.screen, VariantScreen), "the menu")
        assert kinds(app) == ["VariantScreen"]


async def test_a_match_continued_from_the_menu_plays_on_in_its_own_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """(PLAYTEST95 F3.) A match begun with ``--lang de`` and continued from an English menu went on in English, and
    its save said English from then on; ``maumau resume`` keeps the language it was played in, so the menu does too.
    Left, the menu is in the settings' language again (PLAYTEST128 F8: it stayed German for the rest of the session)."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    german = MauMauApp(Settings(lang="de", seed=4, bot_delay=0.0), ruleset="standard", seats=SEATS, clock=ManualClock())
    async with german.run_test(size=SIZE) as pilot:
        await until_decision(pilot, german)
        await take_handoff(pilot, german)
    assert [info.match.lang for info in Store(tmp_path).unfinished()] == ["de"]
    app = MauMauApp(Settings(lang="en", seed=4, bot_delay=0.0), clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        chooser = app.screen
        assert isinstance(chooser, VariantScreen)
        await until(pilot, lambda: chooser.described, "the chooser")
        assert "Continue: Mau-Mau" in screen_text(app)
        await send(pilot, "enter")
        await until_decision(pilot, app)
        assert app.settings.lang == "de" and "Gib die Tastatur an Anna." in screen_text(app), screen_text(app)
        await take_handoff(pilot, app)
        assert "Du bist dran." in screen_text(app), screen_text(app)
        await send(pilot, "g")                          # the hand grouped by suit: it outlasts the table
        await send(pilot, "escape")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the menu's question")
        pass_guard(app)
        await send(pilot, "y")
        await until(pilot, lambda: isinstance(app.screen, VariantScreen) and app.screen.described, "the menu")
        assert app.settings.lang == "en" and "Continue: Mau-Mau" in screen_text(app), screen_text(app)
        assert app.by_suit
    assert [info.match.lang for info in Store(tmp_path).unfinished()] == ["de"]


async def test_a_language_asked_for_on_the_command_line_holds_for_a_match_continued_from_the_menu(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """(PLAYTEST110 F10: ``maumau --lang en``, Continue: the German match came in German, and the menu after it too.)"""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    german = MauMauApp(Settings(lang="de", seed=4, bot_delay=0.0), ruleset="standard", seats=SEATS, clock=ManualClock())
    async with german.run_test(size=SIZE) as pilot:
        await until_decision(pilot, german)
    app = MauMauApp(Settings(lang="en", seed=4, bot_delay=0.0, given=("lang",)), clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        chooser = app.screen
        assert isinstance(chooser, VariantScreen)
        await until(pilot, lambda: chooser.described, "the chooser")
        await send(pilot, "enter")
        await until_decision(pilot, app)
        assert app.settings.lang == "en" and "Pass the keyboard to Anna." in screen_text(app), screen_text(app)



async def test_a_windows_notice_stays_behind_on_the_menu(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """(PLAYTEST183 L1: a window's "press your number" notice, said to whoever is at the keyboard, stood over the
    menu after Esc and yes.)"""
    from test_erftschmiede import TRIO, erft_app

    from maumau_tui.tui.screens.window import WindowScreen

    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = erft_app(TRIO, ["6H 9D 8S", "7C KD 10C", "5H QD 10S"], pile="9H", dealer=2, window_seconds=30)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
        await send(pilot, "1", "enter")             # Anna's 6: the block window
        await until(pilot, lambda: isinstance(app.screen, WindowScreen), "the window")
        await send(pilot, "x")                      # a key the window does not take: it says which it takes
        said = [str(note.message) for note in app._notifications]
        assert any("presses their number" in text for text in said), said
        await send(pilot, "escape")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question about leaving")
        pass_guard(app)
        await send(pilot, "y")
        await until(pilot, lambda: isinstance(app.screen, VariantScreen), "the chooser")
        await settle(pilot)
        assert not [str(note.message) for note in app._notifications if str(note.message) in said]


@pytest.mark.parametrize("ruleset", ["standard", "pesten"])
async def test_the_match_just_left_has_the_cursor_so_enter_goes_back_to_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ruleset: str) -> None:
    """PLAYTEST214 N1: after "Back to the menu? The match stays saved." the cursor stood on the variant's entry, and
    Enter began setting up a new match where the player meant to go back to theirs."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(Settings(lang="en", seed=2, bot_delay=0.0), ruleset=ruleset, seats=SEATS, clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        match = app.table.match if app.table is not None else None
        await to_menu(pilot, app)
        options = app.screen.query_one("#variants", OptionList)
        chosen = options.get_option_at_index(options.highlighted or 0)
        assert str(chosen.id).startswith("save:") and str(chosen.prompt).startswith("Continue: "), chosen.prompt
        pass_guard(app)
        await send(pilot, "enter")
        await until_decision(pilot, app)
        assert app.table is not None and app.table.match.ruleset_ref == ruleset and match is not None
        assert app.table.match.seed == match.seed
