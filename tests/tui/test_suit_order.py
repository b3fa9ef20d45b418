"""``g`` at the table groups the hand by suit (again: by rank, the game's own order): the digits choose the cards as
shown, the cursor and the marks stay on their cards, and the next person's hand comes in the same order; at one
keyboard the next start remembers it."""

from __future__ import annotations

import json
from pathlib import Path

from maumau_tui.cards import card_label, parse_card
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.settings import SettingsScreen
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.settings import Settings, keep_hand_order, load_settings, save_settings, settings_path, start_settings

from tui_helpers import pass_guard, screen_text, settle, staged_app, table_screen, take_handoff, until, until_decision

PAIR = [("Anna", False), ("Ben", False)]


def hand_row(app) -> list[str]:  # type: ignore[no-untyped-def]
    """The cards of the hand's row on screen, in order (the row under the numbers)."""
    lines = screen_text(app).splitlines()
    numbers = next(index for index, line in enumerate(lines) if line.strip("│ ").startswith("1 ") and "2" in line)
    return [word.strip("[]") for word in lines[numbers + 1].strip("│ ").split()]


def labels(codes: str) -> list[str]:
    return [card_label(parse_card(code)) for code in codes.split()]


async def test_g_groups_the_hand_by_suit_and_the_digits_choose_as_shown() -> None:
    app = staged_app(PAIR, ["9S QC 10H KC 9D 10C", "KS 9C QD 10S KH 10D"], pile="QH", stock="AH AS AD")
    async with app.run_test(size=(100, 30)) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        await settle(pilot)
        assert hand_row(app) == labels("9S 9D 10C 10H QC KC")           # the game's order: by rank
        await pilot.press("6")                                          # the cursor on K♣ ...
        await pilot.press("g")
        await settle(pilot)
        assert hand_row(app) == labels("10C QC KC 9S 10H 9D")           # clubs, spades, hearts, diamonds
        screen = table_screen(app)
        assert screen.view.hand[screen.selected] == parse_card("KC")   # ... stays on K♣
        await pilot.press("2", "enter")                                 # the second card shown: Q♣
        await until_decision(pilot, app)
        assert app.table.game.top == parse_card("QC")
        assert isinstance(app.screen, HandoffScreen)
        await take_handoff(pilot, app)
        await settle(pilot)
        assert hand_row(app) == labels("9C 10S KS KH 10D QD")           # Ben's hand too
        await pilot.press("g")
        await settle(pilot)
        assert hand_row(app) == labels("9C 10S 10D QD KS KH")           # again: by rank
        pass_guard(app)
        await pilot.press("1", "enter")
        await until_decision(pilot, app)
        assert app.table.game.top == parse_card("9C")


def test_the_hand_order_is_remembered_by_g_at_once_and_by_the_settings_screen(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    keep_hand_order(True, path)
    assert json.loads(path.read_text()) == {"hand_order": "suit"}
    assert load_settings(path=path).by_suit
    save_settings(Settings(lang="en", by_suit=True), path)   # the settings screen saves its own values, the order too
    saved = json.loads(path.read_text())
    assert saved["hand_order"] == "suit" and saved["lang"] == "en"
    keep_hand_order(False, path)                             # g keeps the rest of the file
    saved = json.loads(path.read_text())
    assert saved["hand_order"] == "rank" and saved["lang"] == "en"
    assert not load_settings(path=path).by_suit
    keep_hand_order(True, path)
    save_settings(Settings(lang="en"), path)                 # by rank on the screen: the default, not written
    assert "hand_order" not in json.loads(path.read_text()) and not load_settings(path=path).by_suit
    path.write_text('{"hand_order": "colour"}')
    assert not load_settings(path=path).by_suit              # (a value that makes no sense: the default)


async def test_g_at_one_keyboard_is_there_at_the_next_start() -> None:
    app = staged_app(PAIR, ["9S QC 10H KC 9D 10C", "KS 9C QD 10S KH 10D"], pile="QH")
    async with app.run_test(size=(100, 30)) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        await pilot.press("g")
        await settle(pilot)
        assert app.settings.by_suit                         # (the session's settings hold it too)
    assert json.loads(settings_path().read_text())["hand_order"] == "suit"
    later = staged_app(PAIR, ["9S QC 10H KC 9D 10C", "KS 9C QD 10S KH 10D"], pile="QH",
                       by_suit=start_settings().by_suit)
    async with later.run_test(size=(100, 30)) as pilot:
        await until_decision(pilot, later)
        await take_handoff(pilot, later)
        await settle(pilot)
        assert hand_row(later) == labels("10C QC KC 9S 10H 9D")


async def test_cards_marked_for_one_move_stay_marked_when_the_order_changes() -> None:
    app = staged_app([("Anna", False), ("Ben", False)], ["9S 8C 9C 7D KH", "KS 8S QD 10S KC"], pile="9H",
                     ruleset="faraon", stock="AH AS AD")
    async with app.run_test(size=(100, 30)) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        await settle(pilot)
        assert hand_row(app) == labels("7D 8C 9C 9S KH")
        await pilot.press("4", "space", "3", "space")            # 9♠ first (it fits), then 9♣ (on top)
        await settle(pilot)
        await pilot.press("g")
        await settle(pilot)
        assert hand_row(app) == labels("8C 9C 9S KH 7D")
        screen = table_screen(app)
        assert [screen.view.hand[index] for index in screen.marked] == [parse_card("9S"), parse_card("9C")]
        await pilot.press("enter")
        await until_decision(pilot, app)
        assert app.table.game.top == parse_card("9C") and len(app.table.game.hands[0]) == 3


async def test_the_settings_screen_shows_and_sets_the_order_g_chose() -> None:
    """(A player who never read the help finds the order among the settings; g and the screen are one setting.)"""
    app = staged_app(PAIR, ["9S QC 10H KC 9D 10C", "KS 9C QD 10S KH 10D"], pile="QH", stock="AH AS AD")
    async with app.run_test(size=(100, 30)) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        await pilot.press("g")                                   # grouped by suit ...
        await settle(pilot)
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen), "the settings")
        assert "The hand's cards (g at the table too): ‹ grouped by suit ›" in screen_text(app)   # ... shown so
        await pilot.press("up", "enter")                         # the last row: back to rank order
        await settle(pilot)
        assert "The hand's cards (g at the table too): ‹ by rank ›" in screen_text(app)
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table")
        await settle(pilot)
        assert hand_row(app) == labels("9S 9D 10C 10H QC KC")   # at once
        assert "hand_order" not in json.loads(settings_path().read_text())
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen), "the settings again")
        await pilot.press("up", "enter", "s")                    # by suit again, from the screen
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table again")
        await settle(pilot)
        assert hand_row(app) == labels("10C QC KC 9S 10H 9D")
        assert json.loads(settings_path().read_text())["hand_order"] == "suit"
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen), "the settings once more")
        await pilot.press("up", "enter", "escape")               # changed, then Esc: nothing changes
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table once more")
        await settle(pilot)
        assert hand_row(app) == labels("10C QC KC 9S 10H 9D")
