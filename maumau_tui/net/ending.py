"""Ending a match without an end of its own at a table in the server: every person at it agrees, each on their sheet.

At one keyboard the table ends such a match together at a hand's end ("End the match here").  Over SSH each person
says so on their own sheet (``e``: the ``end`` request; a group's terminal says it for all its seats).  The match ends
once every person the next deal would wait for wants it ended (``TableHost.sheet_people``: one whose connection
dropped is waited for, a seat a bot plays is not asked); one who asks for the next deal instead (``n``) takes the wish
back, and until then every sheet says who would end it.  Ended, it is over as any match is over: the last sheet says
who stood best (``Match.end_here``), the save goes to the finished matches, and ``a`` sets the table up again.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from maumau_tui.net.hand_end import hand_end_message

if TYPE_CHECKING:
    from maumau_tui.net.seat_connection import SeatConnection
    from maumau_tui.net.table_host import TableHost

log = logging.getLogger("maumau.net.ending")


def may_end(host: TableHost) -> bool:
    """Whether ``host``'s match may be ended now: one without an end of its own, at a hand's end."""
    table = host.table
    return table.hand_over and not table.match_over and table.match.single_hands and bool(table.match.results)


def want_end(host: TableHost, connection: SeatConnection) -> None:
    """The connection's person would end the match here; it ends once everybody asked would."""
    seat = connection.seat
    if seat is None or not may_end(host):
        connection.refuse("no_end_here")
        return
    host.ready.discard(seat)
    host.ending.add(seat)
    if not maybe_end(host):
        host.state_changed()
        host.broadcast(hand_end_message(host.table, host.waiting(), host.ending_names()))


def maybe_end(host: TableHost) -> bool:
    """End the match if every person asked wants that (after a wish, or once somebody else is no longer asked)."""
    people = host.sheet_people()
    if not may_end(host) or not people or not people <= host.ending:
        return False
    host.ending.clear()
    host.ready.clear()
    host.referee.end_here()          # (the save files it among the finished: ``saving``)
    log.info("table #%d: its people ended the match after %d hands", host.table.number, len(host.table.match.results))
    for connection in list(host.connections):
        host.push(connection)        # every sheet turns into the match's last one
    return True
