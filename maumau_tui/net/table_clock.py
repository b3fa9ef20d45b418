"""The server's clock of one table: ``referee.poll()`` whenever ``referee.due()`` says something happens by itself
(a bot's move at its pace, a timed window closing), on the server's event loop."""

from __future__ import annotations

import asyncio
import logging

from maumau_tui.net.table_referee import TableReferee

log = logging.getLogger("maumau.net.host")


class TableClock:
    """Runs ``referee``'s moves at their time.  A move that fails as the clock makes it leaves the clock running:
    said once in the log, then tried again less and less often (at most once a minute)."""

    def __init__(self, referee: TableReferee) -> None:
        self.referee = referee
        self.runs = False
        self.timer: asyncio.TimerHandle | None = None
        self.faults = 0                           # ticks in a row whose move failed

    def start(self) -> None:
        self.runs = True
        self.schedule()

    def stop(self) -> None:
        self.runs = False
        if self.timer is not None:
            self.timer.cancel()
        self.timer = None

    def kick(self) -> None:
        """Something changed: the next tick comes when the referee says (while the clock runs)."""
        if self.runs:
            self.schedule()

    def schedule(self, after: float | None = None) -> None:
        """The next tick at the referee's ``due()``; ``after``: that many seconds from now instead (a failed move
        tried again)."""
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        due = self.referee.due()
        if due is not None:
            wait = max(0.0, due - self.referee.clock.now()) if after is None else after
            self.timer = asyncio.get_running_loop().call_later(wait, self.tick)

    def tick(self) -> None:
        self.timer = None
        try:
            self.referee.poll()
        except Exception:
            self.faults += 1
            if self.faults == 1:
                log.exception("table #%d: a move the table made by itself failed", self.referee.table.number)
            if self.runs:
                self.schedule(after=2.0 ** min(self.faults, 6))
            return
        self.faults = 0
        self.kick()
