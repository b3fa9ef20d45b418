"""Whom a table in the server waits for now among the people whose connection dropped.

A dropped person keeps the seat (``TableHost.away``) and the table plays on without them until their decision is
needed: their turn, an open answer window that asks them, a house-rule vote that has yet to hear from them (a vote
holds the whole table anyway), or a hand's end while they have not said they are ready for the next deal.  The
seats an answer window asks are chosen by their place at the table, never by the cards they hold
(``engine.windows``), so a wait tells nothing anybody may not know.  Only then does the table wait: the referee
holds (no bot moves, no timed window's clock runs, so the seat loses no chance to answer) and the host refuses every
move with the reason, until the person is back or their grace runs out and a bot plays the seat.  The grace is
counted from the drop, whether the table waited meanwhile or not.

A person of a table the server set up at its start (``--table``) who has never connected is waited for the same
way once their decision is first needed and somebody has come to the table (``Absences.await_unconnected``), with
the grace counted from then: before, such a table waited for them without end (PLAYTEST156 F2).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from maumau_tui.net.table_host import TableHost


def reason(seat: int) -> str:
    """The referee's pause while the table waits for ``seat``."""
    return f"away {seat}"


class AwayWaits:
    """The dropped seats the table waits for now (``seats``: the referee holds for each of them)."""

    def __init__(self, host: TableHost) -> None:
        self.host = host
        self.seats: set[int] = set()

    def asked(self, among: Iterable[int] | None = None) -> set[int]:
        """The dropped seats (or those of ``among``) whose decision the table needs now."""
        host, table = self.host, self.host.table
        seats = set(host.away if among is None else among)
        if table.match.game is None or table.match_over:
            return set()
        vote = host.ballot.vote
        if vote is not None:                    # a vote holds the whole table: it waits for those it has yet to ask
            return {seat for seat in seats if seat in vote.order and seat not in vote.answers}   # (REVIEW117 F3)
        if table.hand_over:                     # the next deal waits for them (``TableHost.waiting``)
            return {seat for seat in seats if seat not in host.ready}
        return seats & set(table.game.seats_to_act())

    def names(self) -> list[str]:
        """The names of the people the table waits for now, in seat order."""
        return [self.host.table.names[seat] for seat in sorted(self.seats)]

    def look(self, news: Iterable[int] = ()) -> None:
        """After a change: the table waits for each dropped seat whose decision is needed now and plays on for the
        others; every connection hears of each dropped seat whose wait began or ended, and of ``news`` (one that
        dropped just now)."""
        host = self.host
        now = self.asked()
        began, ended = now - self.seats, self.seats - now
        self.seats = now                        # (before the referee tells of its pause: this is heard again then)
        for seat in sorted(ended):
            host.referee.resume(reason(seat))
        for seat in sorted(began):
            host.referee.pause(reason(seat))
        if host.table.match_over:               # (nobody waits for anybody, nor plays for them, any more)
            return
        for seat in sorted(began | ended | set(news)):
            if seat in host.away:
                host.broadcast(host.pause_message(seat, host.away[seat]))
