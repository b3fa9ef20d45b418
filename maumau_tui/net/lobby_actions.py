"""What each request of the lobby does for a terminal not at a table: create, join, leave, start or watch one
(``Hub.lobby_request`` takes a rematch, and a key from a terminal at a table, apart).  A refusal is raised as a
``LobbyError`` (a ``Worded`` one in the player's language), which the hub sends."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from maumau_tui.net.lobby import Gathering, LobbyError, Worded
from maumau_tui.net.protocol import seated
from maumau_tui.net.rematch import offer_gone
from maumau_tui.net.seat_connection import SeatConnection
from maumau_tui.net.match_ends import match_result
from maumau_tui.net.words import lobby_news

if TYPE_CHECKING:
    from maumau_tui.net.host import Hub

log = logging.getLogger("maumau.net.host")
Action = Callable[["Hub", SeatConnection, dict[str, Any]], None]


def create_table(hub: Hub, connection: SeatConnection, message: dict[str, Any]) -> None:
    check_group(hub, connection)
    table = hub.lobby.create(connection.user, message["ruleset"], dict(message["options"]), list(message["seats"]),
                             connection.group, message.get("dealer"))
    log.info("table #%d (%s) made by %s", table.number, table.ruleset, connection.user)
    hub.gather(connection)


def join_table(hub: Hub, connection: SeatConnection, message: dict[str, Any]) -> None:
    """A free seat at a table gathering; or the terminal's own seat at a table in play, again."""
    gathering = hub.lobby.tables.get(message["table"])
    seat = gathering.seat_of(connection.user) if gathering is not None else None
    if gathering is not None and gathering.host is not None and seat is not None:
        if why := gathering.host.refusal(connection, seat):
            if gathering.host.table.match_over:   # no seat to give back, no code to ask for: how it ended (PLAYTEST237
                raise Worded("table_over_result", result=match_result(gathering.host.table.match))   # F2)
            raise LobbyError(why)
        connection.send(seated(seat, gathering.host.table.names, gathering.number))
        hub.sit(connection, gathering.host, seat)    # (and the further seats of its group)
        again = hub.lobby.tables.get(gathering.rematch) if gathering.host.table.match_over else None
        if again is not None:     # its last sheet again: the table made again meanwhile (PLAYTEST111 F3)
            connection.send({"type": "rematch", "number": again.number, "by": again.creator})
    elif seat is None or hub.gathered.get(connection.user.casefold()) is not connection:
        check_group(hub, connection)        # (Enter again on the table this terminal sits at: nothing to do)
        hub.lobby.join(connection.user, message["table"], connection.group)
        hub.gather(connection)


def leave_table(hub: Hub, connection: SeatConnection, message: dict[str, Any]) -> None:
    check_own_seat(hub, connection)
    if not hub.give_up(connection) and not hub.leave_match(connection):
        raise Worded("no_seat_to_leave")


def start_table(hub: Hub, connection: SeatConnection, message: dict[str, Any]) -> None:
    check_own_seat(hub, connection)
    hub.begin(hub.lobby.start(connection.user))


def watch_table(hub: Hub, connection: SeatConnection, message: dict[str, Any]) -> None:
    """Watch a table in play; not while this terminal sits at a table gathering, which may start any moment and
    would wait for somebody its start cannot reach (PLAYTEST108 F10)."""
    own = hub.lobby.table_of(connection.user) if hub.gathered.get(connection.user.casefold()) is connection else None
    if own is not None and own.host is None:
        raise Worded("watch_gathering", number=own.number)
    hub.watch(connection, hub.lobby.open(message["table"]))


def check_group(hub: Hub, connection: SeatConnection) -> None:
    """Somebody of the terminal's group sat down elsewhere (or connected) meanwhile: refused."""
    if connection.group and (why := hub.group_problem(connection, connection.group)):
        raise LobbyError(why)


def check_own_seat(hub: Hub, connection: SeatConnection) -> None:
    """The user's seat at a table gathering was taken from another terminal: refused."""
    if hub.gathered.get(connection.user.casefold(), connection) is not connection:
        raise Worded("seat_taken_elsewhere", user=connection.user)


LOBBY_ACTIONS: dict[str, Action] = {"create": create_table, "join": join_table, "leave": leave_table,
                                    "start": start_table, "watch": watch_table}
LOBBY_REQUESTS = frozenset({*LOBBY_ACTIONS, "rematch"})


def table_closed(hub: Hub, table: Gathering, by: SeatConnection, gone: bool = False) -> None:
    """Its creator closed ``table`` before it started (``gone``: their connection ended): the others at it are told,
    and sit nowhere now; the creator, gone, when they come back."""
    told: set[int] = set()
    if not hub.stopping:   # (the stop said the table closes with the server: not that its creator lost the connection,
        #                    PLAYTEST281 N6)
        log.info("table #%d closed before it started: %s %s", table.number, by.user,   # (PLAYTEST261 N6: its making
                 "left the server" if gone and by.leaving else "lost the connection" if gone else "left it")   # was
        #                                                                                            logged, its end not)
    offer_gone(hub, table.number)
    if gone and not by.leaving:     # (one who quit knows: PLAYTEST277 N3, "while you were away" was said to them)
        hub.news.keep([by.user], "own_table_gone", table.number)
    why = "table_closed" if not gone else "table_left" if by.leaving else "table_gone"
    for name, level in table.seats:
        other = hub.gathered.pop(name.casefold(), None) if level is None and name else None
        if other is not None and other is not by and id(other) not in told:
            told.add(id(other))
            other.refuse(why, creator=table.creator, number=table.number)


def seat_freed(hub: Hub, table: Gathering, name: str, left: bool = False) -> None:
    """``name``'s connection ended while ``table`` gathered (``left``: they quit): their seat is free again, and the
    others at it are told (PLAYTEST106 F7: the seat went free without a word)."""
    told = {id(other): other for person, level in table.seats
            if level is None and person and (other := hub.gathered.get(person.casefold())) is not None}
    for other in told.values():
        other.send(lobby_news("seat_left" if left else "seat_freed", table.number, name=name, number=table.number))
