"""Bots of every level at the table in the app: a hand with a hard bot plays through on the test's clock, the
bots thinking in a worker thread and each move coming at the bots' pace (never before the delay)."""

from __future__ import annotations

import random
from collections.abc import Callable

from maumau_tui.notation import Move
from maumau_tui.bot_requests import BotRequest
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Change, ChangeKind
from maumau_tui.table import Table
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.settings import Settings
from tui_helpers import bot_pending, decision_due, step

SIZE = (80, 24)
DELAY = 0.5


async def test_a_hand_with_a_hard_bot_plays_through_at_the_bots_pace() -> None:
    table = Table.from_names("erftschmiede", [("Anna", None), ("Hugo", "hard"), ("Mia", "medium"), ("Eddi", "easy")],
                             seed=4, bot_options={"iterations": 12})
    table.deal()
    clock = ManualClock()
    app = MauMauApp(Settings(lang="en", seed=4, bot_delay=DELAY, bots_in_thread=True), table=table, clock=clock)
    rng = random.Random(4)
    async with app.run_test(size=SIZE) as pilot:
        referee = app.referee
        assert referee is not None and app.worker is not None      # the bots think in a worker thread
        asked: dict[int, tuple[int, float]] = {}                  # state version -> (bot seat, clock time asked)
        waited: list[tuple[int, float]] = []                      # (bot seat, clock time from asked to its move)
        thinker = referee.thinker

        def timed(request: BotRequest, decide: Callable[[BotRequest], Move],
                  deliver: Callable[[BotRequest, Move], bool]) -> None:
            asked[request.version] = (request.seat, clock.now())
            thinker(request, decide, deliver)

        def heard(change: Change) -> None:
            seat, at = asked.get(change.version - 1, (-1, 0.0))
            if change.kind == ChangeKind.MOVE and change.seat == seat:   # (a person may have moved first)
                waited.append((seat, clock.now() - at))

        referee.thinker = timed
        referee.subscribe(heard)
        for _ in range(5_000):
            if isinstance(app.screen, HandEndScreen):
                break
            if decision_due(app):
                await step(pilot, app, rng)                       # Anna decides by keys
            elif bot_pending(app):
                due = referee.due()
                if due is not None:                               # its move is back: let its delay pass
                    clock.advance(max(0.0, due - clock.now()))
                await pilot.pause()
            else:
                await pilot.pause()
        assert isinstance(app.screen, HandEndScreen) and table.hand_over
        hard = [gap for seat, gap in waited if seat == 1]
        assert len(hard) >= 3 and len(waited) >= 10, waited
        assert all(gap >= DELAY - 1e-9 for _, gap in waited), waited     # no bot moves before its delay
