"""A hot-seat group's claim of a timed window at a table in the server: the window's clock stands still while the
keyboard goes to the claimer, as at the hot seat (``HotSeat.claimed`` pauses the referee until the claimer moves).

A terminal that plays several seats shows the hot seat's claim screen for a window that more than one of them may
answer (a 5 blocking a 6, a swap); the seat claimed sends ``claim``, and the hand-off and the claimer's reading of
their hand cost none of the window's time.  Other terminals share that clock, so the hold is bounded: it ends when
the claimer moves, when the claimer may no longer answer (somebody else's answer closed the window, the hand
ended, a bot plays the seat), or after ``CLAIM_HOLD`` seconds of the referee's clock.  A claim made while the
window's clock still waits for the bots in it to answer holds the clock from the moment it starts; a hold that ran out cannot be
claimed again before the next move, so a group cannot stop a table for good.  Only a seat of a group may claim (a
player alone at a terminal answers at once and needs no hand-off); a claim that comes too late is ignored.  Which
seats a group's claim screen offers depends on the seats in the window, never on their cards.

No claim holds the clock for a line that asks further (a joker played as an Ace, then the Ace's suit), as the hot seat
does alone with bots: every other seat sees the clock stop ("paused: waiting for an answer"), and it would stop only
where the seat holds a joker (REVIEW256 B2: the swap partner's joker showed so).  A question against the clock lists
the joker's declared cards as lines of their own instead wherever they keep a digit key (``tui.prompts.window_prompt``);
where they do not, the suit's question keeps the window's time.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from maumau_tui.referee import Change, ChangeKind

if TYPE_CHECKING:
    from maumau_tui.net.seat_connection import SeatConnection
    from maumau_tui.net.table_referee import TableReferee

log = logging.getLogger("maumau.net.host")

CLAIM_HOLD = 30.0    # seconds of the referee's clock a claim may hold a timed window's clock at most
REASON = "claim"     # the referee's pause reason while a claim holds the clock


class ClaimHold:
    """The claim holding the table's window clock now, if any (one at a time)."""

    def __init__(self, referee: TableReferee, timers: Callable[[], bool]) -> None:
        self.referee = referee
        self.timers = timers                  # whether real timers run (the server's loop; not a test's clock)
        self.seat: int | None = None          # the claimer while the clock is held
        self.waiting: int | None = None       # a claimer whose window's clock waits for the bots in it to answer
        self.until = 0.0                      # when the hold ends at the latest (referee's clock)
        self.spent = False                    # a hold ran out: no claim until the next move
        self.timer: asyncio.TimerHandle | None = None
        referee.subscribe(self.heard)
        referee.clock.watch(self.check)       # a test's clock: look at the limit after every step

    @property
    def holding(self) -> bool:
        return self.seat is not None

    def may_answer(self, seat: int, started: bool = True) -> bool:
        """Whether ``seat`` (a person's) may still answer the open timed window (``started``: whose clock runs; else
        also one whose clock waits for the bots in it to answer first)."""
        table, referee = self.referee.table, self.referee
        if table.match.game is None or table.hand_over or table.is_bot(seat):
            return False
        if (referee.window_left() if started else referee.window_time()) is None:
            return False
        return seat in table.game.seats_to_act()

    def claim(self, connection: SeatConnection) -> None:
        """``connection``'s seat claims the open window (ignored unless it may answer and is a group's seat)."""
        seat = connection.seat
        if seat is None or not (connection.shared_seats or connection.members):
            log.warning("%s sent a claim without a group; ignored", connection.user)
            return
        if self.seat is not None or self.waiting is not None or self.spent or not self.may_answer(seat, started=False):
            return
        if self.referee.window_left() is None:   # the bots in it answer first: the hold begins with the clock
            self.waiting = seat
            return
        self.hold(seat)

    def hold(self, seat: int) -> None:
        self.seat, self.until = seat, self.referee.clock.now() + CLAIM_HOLD
        if self.timers():
            self.timer = asyncio.get_running_loop().call_later(CLAIM_HOLD + 0.01, self.check)
        self.referee.pause(REASON)

    def heard(self, change: Change) -> None:
        """After a change of the table: the claimer's move, or a window the claimer can no longer answer, ends it."""
        if change.kind in (ChangeKind.PAUSE, ChangeKind.RESUME):
            return
        if change.kind == ChangeKind.MOVE:
            self.spent = False
        waiting, self.waiting = self.waiting, None
        if waiting is not None and not (change.kind == ChangeKind.MOVE and change.seat == waiting) \
                and self.may_answer(waiting, started=False):
            if self.referee.window_left() is None:
                self.waiting = waiting        # (still the bots' turn in the window)
            else:
                self.hold(waiting)            # the window's clock has started: it stands still from now on
            return
        seat = self.seat
        if seat is not None and ((change.kind == ChangeKind.MOVE and change.seat == seat)
                                 or not self.may_answer(seat)):
            self.release()

    def check(self) -> None:
        """The hold's time is over: the window's clock runs again."""
        if self.seat is not None and self.referee.clock.now() >= self.until:
            self.spent = True
            self.release()

    def dropped(self, seat: int) -> None:
        """``seat``'s terminal went: a claim of its ends (back, its group sees the claim screen again and claims anew;
        the window stood frozen meanwhile for up to ``CLAIM_HOLD``, while the claim screen said nobody had claimed)."""
        if self.waiting == seat:
            self.waiting = None
        if self.seat == seat:
            self.release()

    def release(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        if self.seat is not None:
            self.seat = None
            self.referee.resume(REASON)

    def close(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
