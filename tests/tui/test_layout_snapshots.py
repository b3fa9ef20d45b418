"""SVG snapshots at 80×24, German and English: a long log line, the blind declare prompt, the too-small screen,
the table without colour (NO_COLOR) and in the terminal's own 16 colours, with a chosen, a playable and two
marked cards.  Update after a reviewed change with ``pytest tests/tui/test_layout_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textual.pilot import Pilot

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.clock import ManualClock
from maumau_tui.table import Table
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.too_small import TooSmallScreen
from maumau_tui.tui.settings import Settings
from tui_helpers import pass_guard, ready_handoff, staged_app, table_screen, until, until_decision

Compare = Callable[..., bool]
SOLO = [("Anna", False), ("Bot", True)]
LANGS = pytest.mark.parametrize("lang", ["de", "en"])


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


def app_on(table: Table, hands: list[str], pile: str, stock: str, lang: str, colours: str = "auto") -> MauMauApp:
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards(h) for h in hands], cards(pile),
                                cards(stock), dealer=len(hands) - 1))
    app = MauMauApp(Settings(lang=lang, seed=1, bot_delay=0.0, colours=colours), clock=ManualClock())
    app.table = table
    return app


@LANGS
def test_long_log_line(snap_compare: Compare, lang: str) -> None:
    app = staged_app(SOLO, ["7H 9D 8S", "KD QS 10S JH"], pile="9H", stock="AS AH", dealer=1, lang=lang)

    async def run_before(pilot: Pilot[Any]) -> None:
        await until_decision(pilot, app)
        referee = app.referee
        assert referee is not None
        for number in range(5):            # the longest lines a log gets: house-rule changes
            referee.finish_vote(referee.start_vote("seven_stacking", number % 2 == 0, by=0))
        await until(pilot, lambda: len(table_screen(app).link.log_lines(lang)) == 6, "the votes in the log")

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


@LANGS
def test_blind_declare_prompt(snap_compare: Compare, lang: str) -> None:
    table = Table.from_names("standard", [("Anna", False), ("Ben", False)], 1, {"blind": True})
    app = app_on(table, ["9C KS 8D", "10D QC"], pile="9H", stock="7S AC KD", lang=lang)

    async def run_before(pilot: Pilot[Any]) -> None:
        await until_decision(pilot, app)
        ready_handoff(app)
        await pilot.press("enter")
        await until_decision(pilot, app)
        pass_guard(app)
        await pilot.press(str(table_screen(app).view.hand.index(parse_card("9C")) + 1), "enter")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the declare prompt")
        pass_guard(app)                                     # its key line, once Enter counts

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


@LANGS
def test_too_small(snap_compare: Compare, lang: str) -> None:
    app = staged_app(SOLO, ["7H 9D 8S", "KD QS 10S JH"], pile="9H", stock="AS AH", dealer=1, lang=lang)

    async def run_before(pilot: Pilot[Any]) -> None:
        await until_decision(pilot, app)
        await pilot.resize_terminal(56, 18)
        await until(pilot, lambda: isinstance(app.screen, TooSmallScreen), "the too-small screen")
        await pilot.resize_terminal(80, 24)      # the snapshot's own size again: a message only while too small
        await until(pilot, lambda: not isinstance(app.screen, TooSmallScreen), "the table again")
        await pilot.resize_terminal(59, 24)
        await until(pilot, lambda: isinstance(app.screen, TooSmallScreen), "the too-small screen")

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def marked_faraon(lang: str, colours: str = "auto") -> MauMauApp:
    """Anna's faraon hand with red and black cards: a chosen one, playable ones, two marked Aces."""
    table = Table.from_names("faraon", SOLO, 1)
    return app_on(table, ["AH AC 8S KD 9H 10D", "KC QC 8C 10C"], pile="9D", stock="7D 8D 10S", lang=lang,
                  colours=colours)


async def mark_two(pilot: Pilot[Any], app: MauMauApp) -> None:
    await until_decision(pilot, app)
    hand = table_screen(app).view.hand
    await pilot.press(str(hand.index(parse_card("AH")) + 1), "space", str(hand.index(parse_card("AC")) + 1),
                      "space", str(hand.index(parse_card("9H")) + 1))
    await pilot.pause()


@LANGS
def test_no_colour(snap_compare: Compare, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = marked_faraon(lang)

    async def run_before(pilot: Pilot[Any]) -> None:
        assert app.no_color
        await mark_two(pilot, app)

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


@LANGS
def test_sixteen_colours(snap_compare: Compare, lang: str) -> None:
    app = marked_faraon(lang, colours="ansi")      # the settings' colours: the terminal's own 16

    async def run_before(pilot: Pilot[Any]) -> None:
        await mark_two(pilot, app)
        assert app.theme == "maumau-ansi"

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)
