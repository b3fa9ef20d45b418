"""Players press keys twice, too early and too late, on the screens of the way around: the question before the
menu, the settings screen, the question at the hand end, the too-small screen.  Seeded bursts of their keys and
stray keys: no exception, at most one of each dialog, the table comes back as it was, and no frame shows a
card its person may not see (``drawn_cards`` checks every card the hand widget draws)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from maumau_tui.cards import card_label
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.dialogs import ConfirmScreen, LeaveScreen
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.settings import SettingsScreen
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.screens.too_small import TooSmallScreen
from maumau_tui.tui.screens.variant import VariantScreen
from tui_helpers import holder, labels_on_screen, pass_guard, screen_text, send, staged_app, until, until_decision

SIZE = (80, 24)
PAIR = [("Anna", False), ("Ben", False)]
WAY_KEYS = ["escape", "q", "s", "y", "j", "n", "enter", "space", "1", "2", "3", "up", "down", "left", "right", "c"]
DIALOGS = (ConfirmScreen, SettingsScreen, LeaveScreen, TooSmallScreen)


@pytest.fixture(autouse=True)
def own_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))   # the settings screen may save


def pair_app() -> MauMauApp:
    """Anna holds 7♥ 8♠ 9♦ J♣, Ben K♦ Q♦ 10♣: each sees only their own."""
    return staged_app(PAIR, ["7H 8S JC 9D", "KD QD 10C"], pile="9H", stock="AD AS 7C 7S", dealer=1)


def only_allowed_cards(app: MauMauApp) -> None:
    if isinstance(app.screen, HandEndScreen) or app.flow is None:
        return
    text = screen_text(app)
    seat = holder(app)
    table = app.flow.referee.table
    allowed = {card_label(table.game.top), card_label(table.game.pile[-1])}
    if seat is not None:
        allowed |= {card_label(code) for code in table.game.hands[seat]}
    assert labels_on_screen(text) <= allowed, f"{labels_on_screen(text) - allowed} while {seat} holds it\n{text}"


def one_of_each(app: MauMauApp) -> None:
    for kind in DIALOGS:
        assert sum(isinstance(screen, kind) for screen in app.screen_stack) <= 1, app.screen_stack


async def back_to_the_table(pilot: object, app: MauMauApp) -> None:
    """Leave whatever the burst opened the careful way (n on a question, Esc on the settings)."""
    for _ in range(6):
        screen = app.screen
        if isinstance(screen, ConfirmScreen):
            await send(pilot, "n")  # type: ignore[arg-type]
        elif isinstance(screen, (SettingsScreen, LeaveScreen)):
            await send(pilot, "escape")  # type: ignore[arg-type]
        else:
            return


@pytest.mark.parametrize("seed", range(4))
async def test_bursts_on_the_way_around_never_break_the_table_or_show_a_hidden_card(
        seed: int, drawn_cards: list[int]) -> None:
    rng = random.Random(seed)
    app = pair_app()
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        for _ in range(30):
            if isinstance(app.screen, HandoffScreen):
                pass_guard(app)
                await send(pilot, "enter")
            await send(pilot, *[rng.choice(WAY_KEYS) for _ in range(rng.randint(2, 7))])
            one_of_each(app)
            only_allowed_cards(app)
            if isinstance(app.screen, VariantScreen):
                break                                   # "y" on the question: back at the menu
            await back_to_the_table(pilot, app)
            assert app.return_code is None
        assert app.return_code is None
        assert isinstance(app.screen, (TableScreen, HandoffScreen, VariantScreen, HandEndScreen, ChoicePrompt)), app.screen
    assert drawn_cards


async def test_bursts_at_the_hand_end_ask_once_and_never_quit_by_accident() -> None:
    app = staged_app([("Anna", False), ("Bot", True)], ["9D", "KC QC"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "enter")
        await until(pilot, lambda: isinstance(app.screen, HandEndScreen), "the hand end")
        rng = random.Random(7)
        for _ in range(20):
            await send(pilot, *[rng.choice(["q", "escape", "1", "up", "down", "r"]) for _ in range(rng.randint(2, 6))])
            one_of_each(app)
            assert app.return_code is None and app.flow is not None
            while not isinstance(app.screen, HandEndScreen):
                await send(pilot, "escape")


async def test_a_terminal_too_small_during_a_hand_off_comes_back_to_the_hand_off(drawn_cards: list[int]) -> None:
    app = pair_app()
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        assert isinstance(app.screen, HandoffScreen) and holder(app) is None
        await pilot.resize_terminal(40, 12)
        await until(pilot, lambda: isinstance(app.screen, TooSmallScreen), "the too-small screen")
        pass_guard(app)
        await send(pilot, "enter", "enter", "space", "1", "s", "escape")   # nothing of it reaches the hand-off
        assert isinstance(app.screen, TooSmallScreen) and holder(app) is None
        await pilot.resize_terminal(*SIZE)
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off again")
        assert holder(app) is None and not labels_on_screen(screen_text(app))
        pass_guard(app)
        await send(pilot, "enter")
        assert isinstance(app.screen, TableScreen) and holder(app) == 0
        await pilot.resize_terminal(40, 12)                # and with a hand shown: no card while too small
        await until(pilot, lambda: isinstance(app.screen, TooSmallScreen), "the too-small screen")
        assert not labels_on_screen(screen_text(app))
        await pilot.resize_terminal(*SIZE)
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table again")
        assert holder(app) == 0 and "7♥" in screen_text(app)
    assert drawn_cards and {card_label(code) for code in drawn_cards} <= {"7♥", "8♠", "J♣", "9♦"}


async def test_settings_and_the_menu_question_show_no_hand_of_another_seat(drawn_cards: list[int]) -> None:
    app = pair_app()
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        pass_guard(app)
        await send(pilot, "enter")                         # Anna takes the keyboard
        await send(pilot, "s")
        assert isinstance(app.screen, SettingsScreen) and not labels_on_screen(screen_text(app))
        await send(pilot, "escape")
        await send(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        assert labels_on_screen(screen_text(app)) <= {"7♥", "8♠", "J♣", "9♦", "9♥"}   # Anna's own, behind it
        await send(pilot, "y")
        await until(pilot, lambda: isinstance(app.screen, VariantScreen), "the menu")
        assert not labels_on_screen(screen_text(app))
    assert {card_label(code) for code in drawn_cards} <= {"7♥", "8♠", "J♣", "9♦"}
