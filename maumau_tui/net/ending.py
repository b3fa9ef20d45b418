"""Ending a match without an end of its own at a table in the server: every person at it agrees, each on their sheet.

At one keyboard the table ends such a match together at a hand's end ("End the match here").  Over SSH each person
says so on their own sheet (``e``: the ``end`` request; a group's terminal says it for all its seats).  The match ends
once every person at the table wants it ended (``asked``: one whose connection dropped, or whose seat a bot plays
while they are in the lobby, too; not one who left the match for good); one who asks for the next deal instead
(``n``) takes the wish back, and until then every sheet says who would end it and who would not yet.  Ended, it is
over as any match is over: the last sheet says who stood best (``Match.end_here``), the save goes to the finished
matches, and ``a`` sets the table up again.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from maumau_tui.net.hand_end import hand_end_message

if TYPE_CHECKING:
    from maumau_tui.net.seat_connection import SeatConnection
    from maumau_tui.net.table_host import TableHost

log = logging.getLogger("maumau.net.ending")


def may_end(host: TableHost) -> bool:
    """Whether ``host``'s match may be ended now: one without an end of its own, at a hand's end."""
    return host.table.match.may_end_here


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
        host.broadcast(sheet_message(host))


def asked(host: TableHost) -> set[int]:
    """Whom an end is asked of: every person at the table, also one away or whose seat a bot plays meanwhile (an end
    cannot be taken back, a deal without them can: REVIEW132 R1); not one who left the match for good."""
    return set(host.people())


def ending_names(host: TableHost) -> list[str]:
    """Who would end ``host``'s match here, in seat order (none where it may not end here): for the sheets, and for the
    lobby's line of the table (PLAYTEST133 F3: one in the lobby could not tell what kept it going)."""
    return [host.table.names[seat] for seat in sorted(host.ending)] if may_end(host) else []


def sheet_message(host: TableHost) -> dict[str, Any]:
    """The ``hand_end`` message as the table stands: whom the deal waits for, who would end the match here and, while
    somebody would, who would not yet, and of those who is not at the table now (a bot plays for them meanwhile:
    PLAYTEST133 F3, the others could not tell why the match did not end)."""
    names = host.table.names
    ending = ending_names(host)
    not_ending = sorted(asked(host) - host.ending) if ending else []
    return hand_end_message(host.table, host.waiting(), ending, [names[seat] for seat in not_ending],
                            [names[seat] for seat in not_ending if seat not in host.sheet_people()])


def maybe_end(host: TableHost) -> bool:
    """End the match if every person asked wants that (after a wish, or once somebody else is no longer asked)."""
    people = asked(host)
    if not may_end(host) or not people or not people <= host.ending:
        return False
    host.ending.clear()
    host.ready.clear()
    host.referee.end_here()          # (the save files it among the finished: ``saving``)
    hands = len(host.table.match.results)
    log.info("table #%d: its people ended the match after %d hand%s", host.table.number, hands, "" if hands == 1 else "s")
    for connection in list(host.connections):
        host.push(connection)        # every sheet turns into the match's last one
    return True
