"""A table nobody plays at any more ends.

When every person's seat at a match in play is played by a bot (its person away past the grace, back in the
lobby, gone from the server, or left for good) and no terminal sits at it, the table waits ``UNATTENDED``
seconds for somebody to come back; then its match ends as if each of them had left it for good (the hub's
``end``: saved as it stands, not resumed at the next start, their names free for other tables).  Without it such a
table stayed in the lobby, in memory and on disk for good, and came back at every restart of the server.

The time is the table's referee's clock: a test's ``ManualClock`` calls ``check`` after every step, the server's
own clock a timer.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from maumau_tui.match_record import PERSON
from maumau_tui.net.news import News

if TYPE_CHECKING:
    from maumau_tui.net.seat_connection import SeatConnection
    from maumau_tui.net.table_host import TableHost

UNATTENDED = 3600.0     # seconds a table nobody plays at waits for somebody to come back


def nobody_plays(host: TableHost) -> bool:
    """No person plays at ``host``'s match in play: each person's seat is a bot's, and no terminal sits at it."""
    table = host.table
    if host.closing or table.match_over or any(connection.seat is not None for connection in host.connections):
        return False
    people = [seat for seat, info in enumerate(table.match.seats) if info.kind == PERSON]
    return all(seat in host.stand_ins or seat in table.left for seat in people)


class Unattended:
    """The tables nobody plays at, since when; ``end(host)`` when one has waited ``after`` seconds.  Its people are
    told (``ended``): one in the lobby at once, one away when they connect again (``news``)."""

    def __init__(self, end: Callable[[TableHost], object], news: News, after: float = UNATTENDED) -> None:
        self.end, self.news, self.after = end, news, after
        self.since: dict[TableHost, float] = {}
        self.timers: dict[TableHost, asyncio.TimerHandle] = {}
        self.watched: set[TableHost] = set()     # tables whose (test) clock calls ``check`` after every step

    def look(self, host: TableHost) -> None:
        """Who plays at ``host`` may have changed: its wait begins, or ends."""
        if not nobody_plays(host):
            self.forget(host)
            return
        if host in self.since:
            return
        clock = host.referee.clock
        self.since[host] = clock.now()
        if host not in self.watched and clock.watch(lambda: self.check(host)):
            self.watched.add(host)
        if host not in self.watched:
            self.timers[host] = asyncio.get_running_loop().call_later(self.after + 0.01, self.check, host)

    def check(self, host: TableHost) -> None:
        since = self.since.get(host)
        if since is None:
            return
        left = since + self.after - host.referee.clock.now()
        if left > 0:
            if host not in self.watched:       # (a timer that came early: again for the rest)
                self.timers[host] = asyncio.get_running_loop().call_later(left + 0.01, self.check, host)
            return
        self.forget(host)
        if nobody_plays(host):
            self.end(host)

    def forget(self, host: TableHost) -> None:
        self.since.pop(host, None)
        timer = self.timers.pop(host, None)
        if timer is not None:
            timer.cancel()

    def ended(self, number: int, names: list[str], connections: Iterable[SeatConnection]) -> None:
        """Table #``number`` of ``names`` has ended: said now to a terminal of theirs in the lobby, else kept for when
        one is."""
        self.news.keep(names, "table_ended", number)
        for connection in connections:
            self.news.tell(connection)
