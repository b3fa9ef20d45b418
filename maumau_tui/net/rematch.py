"""The same table again at a match's end: `a` on the last sheet.  The first who asks makes the table anew in the
lobby (its bots as they were, the seats of its people free, theirs in the seat they had); everybody still at the
old table's last sheet hears of it and joins with the same key, into their old seat where it is still free.  The
one who made it starts it (`s`) once every seat is taken, as any table."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from maumau_tui.match_record import PERSON
from maumau_tui.net.group_host import unseat
from maumau_tui.net.lobby import Worded
from maumau_tui.net.seat_connection import SeatConnection
from maumau_tui.net.match_ends import match_result

log = logging.getLogger("maumau.net.host")

if TYPE_CHECKING:
    from maumau_tui.net.host import Hub
    from maumau_tui.net.table_host import TableHost


def rematch(hub: Hub, connection: SeatConnection) -> None:
    """``connection``'s people (a group: all of them) sit at their finished table again; ``LobbyError`` (a
    ``Worded`` one, ``GroupRoom`` among them) says why not."""
    host, seat = connection.table, connection.seat
    old = next((table for table in hub.lobby.tables.values() if host is not None and table.host is host), None)
    if host is None or old is None or seat is None or not host.table.match_over:
        raise Worded("no_rematch")
    group, offered = connection.group, old.rematch
    unseat(connection, leaving=True)        # in the lobby now, as its screen is, whether a seat is found or not
    connection.watching = False
    try:
        again = hub.lobby.rematch(connection.user, old, seat, group)
    finally:
        hub.tidy(host)
        hub.tell_lobby()
    hub.gather(connection)
    if again.number != offered:             # made now: those still at the last sheet may come along
        log.info("table #%d made again as #%d by %s", old.number, again.number, connection.user)
        tell_sheet(host, again.number, again.creator)
        tell_away(hub, host, connection, again.number)


def tell_away(hub: Hub, host: TableHost, maker: SeatConnection, number: int) -> None:
    """The old table's people not at its last sheet (back in the lobby, or dropped there) hear of table ``number`` in
    the lobby, now or when they come back (PLAYTEST125 F5: one back after a drop found the plain lobby, the table
    off its screen)."""
    table = host.table
    at_sheet = {name for other in host.connections if other.seat is not None for name in other.people()}
    away = [name for seat, name in enumerate(table.match.names) if table.match.seats[seat].kind == PERSON
            and seat not in table.left and name.casefold() not in at_sheet | maker.people()]
    hub.news.keep(away, "rematch_news", number, match_result(table.match))   # (how it ended: one who dropped at the
    #                                                                        sheet may not have read it, PLAYTEST227 N3)
    for connection in hub.connections:
        hub.news.tell(connection)


def offer_gone(hub: Hub, number: int) -> None:
    """Table ``number``, made again from a finished one, closed or started: those still at that one's last sheet
    are told (their ``a`` makes the table anew)."""
    hub.news.forget("rematch_news", number)
    for old in hub.lobby.tables.values():
        if old.rematch == number and old.host is not None:
            old.rematch = 0
            tell_sheet(old.host, 0, "")


def tell_sheet(host: TableHost, number: int, by: str) -> None:
    """The people still at ``host``'s last sheet (not its watchers): table ``number`` (0: none now), made by ``by``."""
    for other in host.connections:
        if other.seat is not None:
            other.send({"type": "rematch", "number": number, "by": by})
