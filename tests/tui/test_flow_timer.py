"""The hot-seat flow's next tick is never lost: a tick that comes a moment before the referee's ``due()`` (Textual's
timers fire up to half a millisecond early) sets a timer for what is left, however short, and that timer fires.

Textual's one-shot timer (``set_timer``, ``skip=True``) drops its only tick when its delay has already passed
between two reads of the clock inside ``Timer._run``: a wait of a few nanoseconds never fired, and the table stood
("A is thinking …") until the next screen change called ``schedule`` again."""

from __future__ import annotations

from collections.abc import Callable

from maumau_tui.clock import ManualClock
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.settings import Settings
from tui_helpers import settle, until


class SetByHandRealClock(ManualClock):
    """A clock the test sets, which the flow takes for the real one (it sets real timers, nobody steps it)."""

    def watch(self, callback: Callable[[], None]) -> bool:
        return False


async def test_a_tick_a_moment_early_still_makes_the_bot_move() -> None:
    clock = SetByHandRealClock()
    app = MauMauApp(Settings(lang="en", seed=1, bot_delay=30.0), ruleset="standard",
                    seats=[("A", "easy"), ("B", "easy"), ("C", "easy")], clock=clock)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        flow, referee = app.flow, app.referee
        assert flow is not None and referee is not None and flow.real_time
        due = referee.due()
        assert due is not None, "a bot's move is due"
        version = referee.version
        clock.time = due - 1e-9            # the timer fired a moment early: nothing is due yet ...
        flow.tick()                        # ... so the flow waits again for what is left (a few nanoseconds)
        assert referee.version == version and referee.due() == due and not referee.paused
        assert flow.timer is not None, "the flow waits for the bot's move"
        clock.time = due + 0.001           # ... and that moment passes
        await until(pilot, lambda: referee.version > version, "the bot's move after an early tick", limit=15.0)
