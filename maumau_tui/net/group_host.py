"""A hot-seat group on the server's side: several seats played from one SSH session, each bound to its own seat.

The session's user speaks in plain messages, as every seat process does; each further person at the same
terminal is a ``MemberConnection``: a seat connection of its own for the table host (its seat, its view, its
log, its moves, its claim), whose messages travel over the session's one socket inside ``member``
envelopes numbered 1, 2, ...  So the table host binds every move to the seat of the connection it came
through, exactly as for a seat alone: a member's ``submit`` is applied for that member's seat, and a seat
outside the group cannot be named at all.  What the whole table hears alike (a pause, the hand's end, a
vote) goes to the session's user only, once.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from maumau_tui.names import name_problem, same_name
from maumau_tui.net.protocol import seated
from maumau_tui.net.seat_connection import QUEUE_LIMIT, MemberConnection, SeatConnection
from maumau_tui.net.words import word

if TYPE_CHECKING:
    from maumau_tui.net.table_host import TableHost

MAX_GROUP = 5      # further people at one terminal (the lobby's tables seat at most six)


def group_refusal(names: list[str], user: str, lang: str, taken: Iterable[str]) -> str:
    """Why ``names`` cannot be the further people at ``user``'s terminal ("" when they can); ``taken``: the names
    of people connected or seated anywhere on the server.  A name that cannot be is said before the count (the
    player's own name among five others was refused as "at most 5", while it is the one to leave out)."""
    taken = list(taken)
    for index, name in enumerate(names):
        if name_problem(name) is not None:
            return word(lang, "group_bad_name", name=name[:20])
        if same_name(name, user):
            return word(lang, "group_self", name=name)
        if any(same_name(name, other) for other in names[:index]):
            return word(lang, "group_twice", name=name)
        if any(same_name(name, other) for other in taken):
            return word(lang, "group_taken", name=name)
    if len(names) > MAX_GROUP:
        return word(lang, "group_too_many", n=MAX_GROUP)
    return ""


def seat_members(connection: SeatConnection, host: TableHost, seat: int, number: int) -> None:
    """The further seats of ``seat``'s group (``host.claims.group_of``) are played from ``connection`` too: each
    as a member connection, unless its seat is taken from another terminal or bound to another identity.  A last
    member watches: the public view and log, which the terminal shows while none of its seats holds the keyboard."""
    names = list(host.table.names)
    group = host.claims.group_of(seat)
    for n, other in enumerate(group[1:], start=1):
        member = MemberConnection(connection, n, names[other])
        if host.refusal(member, other):
            continue
        member.send(seated(other, names, number))
        if not host.attach(member, other):
            connection.members.append(member)
    connection.group = tuple(member.user for member in connection.members)
    connection.limit = QUEUE_LIMIT * (2 + len(connection.members)) if connection.members else QUEUE_LIMIT
    if connection.members:
        public = MemberConnection(connection, len(group), connection.user)
        public.watching = True
        public.send(seated(None, names, number))
        host.watch(public)
        connection.members.append(public)


def tell_group(connection: SeatConnection, host: TableHost, seat: int) -> None:
    """Before ``seat``'s first push: whom the seat process serves, the people of its group whose seats it will
    play (not one taken from another terminal or bound to another identity), its user first."""
    group = host.claims.group_of(seat)
    if len(group) > 1 or connection.group:
        names = [host.table.names[other] for other in group
                 if other == seat or not host.refusal(MemberConnection(connection, 0, ""), other)]
        connection.send({"type": "group", "names": names})


def unseat(connection: SeatConnection, leaving: bool) -> None:
    """``connection`` and its members leave their table (``leaving``: bots play the seats at once)."""
    host = connection.table
    if host is None:
        return
    for member in connection.members:
        host.detach(member, leaving=leaving)
        member.close("gone")
    connection.members.clear()
    host.detach(connection, leaving=leaving)


def member_of(connection: SeatConnection, n: int) -> SeatConnection | None:
    return next((member for member in connection.members if member.n == n and member.table is not None), None)
