"""A bot that thinks long does it in a worker thread: the app stays responsive, and the thinking time counts
toward the bot's delay; an answer for a state that has moved on is thrown away."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.engine.views import View
from maumau_tui.notation import Move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Seat, Table
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.dialogs import HelpScreen
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.settings import Settings
from tui_helpers import send, until, until_decision

SIZE = (80, 24)


class SlowBot:
    """Thinks until the test lets it go, then plays its first card (or draws)."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.asked = 0

    def choose(self, view: View) -> Move:
        self.asked += 1
        assert self.go.wait(30), "the test never let the bot go"
        return next((move for move in view.legal if move.kind == "play"), view.legal[0])


def slow_app(bot: SlowBot) -> MauMauApp:
    table = Table("standard", [Seat("Anna"), Seat("Robo", bot)], seed=1)  # type: ignore[arg-type]
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("9D 7C 8C"), cards("KD QS 10S")],
                                cards("9H"), cards("AS AH AC"), dealer=1))
    return MauMauApp(Settings(lang="en", seed=1, bot_delay=0.5, bots_in_thread=True), table=table,
                     clock=ManualClock())


async def test_the_app_answers_keys_while_a_bot_thinks_and_the_thinking_counts_toward_its_delay() -> None:
    bot = SlowBot()
    app = slow_app(bot)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "3", "enter")                    # Anna's 9♦: now the bot thinks, in its thread
        await until(pilot, lambda: bot.asked == 1, "the bot asked")
        await send(pilot, "question_mark")                  # the app still answers keys
        assert isinstance(app.screen, HelpScreen) and app.table.actor == 1
        await send(pilot, "escape")
        assert isinstance(app.screen, TableScreen)
        app.clock.advance(2.0)                              # longer than the delay: still thinking, no move
        referee = app.referee
        assert referee is not None and referee.due() is None and app.table.actor == 1
        bot.go.set()                                        # its move comes at once (it thought long enough)
        await until(pilot, lambda: app.table.actor == 0, "the bot's move")
        assert [seat for _, seat, _ in app.table.match.moves] == [0, 1]


async def asked_again(pilot: Any, app: MauMauApp, bot: SlowBot) -> Referee:
    """Anna has played, the bot thinks; the state moves on meanwhile (a house rule, say): it is asked again."""
    await until_decision(pilot, app)
    await send(pilot, "3", "enter")
    await until(pilot, lambda: bot.asked == 1, "the bot asked")
    referee = app.referee
    assert referee is not None
    referee.changed_outside()
    return referee


async def test_a_bots_answer_for_a_state_that_moved_on_is_thrown_away() -> None:
    bot = SlowBot()
    app = slow_app(bot)
    async with app.run_test(size=SIZE) as pilot:
        await asked_again(pilot, app, bot)
        bot.go.set()
        app.clock.advance(1.0)
        await until(pilot, lambda: app.table.actor == 0, "the bot's move")
        assert bot.asked == 2 and [seat for _, seat, _ in app.table.match.moves] == [0, 1]


async def test_leaving_the_table_while_bot_decisions_wait_drops_them(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # one decision thinking, one asked again behind it (the state moved on): the table is left meanwhile
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    bot = SlowBot()
    app = slow_app(bot)
    async with app.run_test(size=SIZE) as pilot:
        referee = await asked_again(pilot, app, bot)        # (the second waits behind the first)
        await send(pilot, "escape")                         # to the menu
        app.clock.advance(app.settings.key_hold)
        await send(pilot, "y")
        await until(pilot, lambda: app.flow is None, "the table left")
        bot.go.set()                                        # the first ends; the second never began
        await until(pilot, lambda: not any(thread.name.startswith("bot") for thread in threading.enumerate()),
                    "the worker thread ended")
        for _ in range(5):
            await pilot.pause()
        assert app.is_running and app.return_code is None and app.flow is None
        assert [seat for _, seat, _ in referee.table.match.moves] == [0]     # nothing was played after leaving
