"""The server's end of the local table protocol: every seat process's connection, and the tables they sit at.

Who a connection speaks for is fixed by the SSH session that made it (``Hub.serve`` is given the user
name; a ``hello`` naming somebody else ends the connection).  Which seat it plays is fixed by the table
host (``Hub.place``); a ``submit`` is always applied for that seat, a move that claims another seat is
refused, and the engine refuses what is not legal.  Each connection is sent only its own seat's view and
log.  A malformed message ends that one connection with a ``bye``; nothing a seat sends ends the server.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import socket
from collections.abc import Callable
from typing import Any

from maumau_tui.net.advice import Advisor
from maumau_tui.net.claims import BUSY, CONNECTED, FREE
from maumau_tui.net.ending import want_end
from maumau_tui.net.protocol import HEADER, MAX_FROM_SEAT, ProtocolError, seated
from maumau_tui.net.group_host import group_refusal, member_of, seat_members, tell_group, unseat
from maumau_tui.net.rematch import offer_gone, rematch
from maumau_tui.net.lobby import Gathering, Lobby, LobbyError, Worded
from maumau_tui.net.lobby_actions import LOBBY_ACTIONS, LOBBY_REQUESTS, seat_freed, table_closed
from maumau_tui.net.looks import chosen
from maumau_tui.net.seat_connection import MemberConnection, SeatConnection
from maumau_tui.net.table_host import GRACE, TableHost
from maumau_tui.net.table_referee import TableReferee
from maumau_tui.net.match_ends import MatchEnds
from maumau_tui.net.news import News
from maumau_tui.net.unattended import Unattended
from maumau_tui.net.words import word

__all__ = ["GRACE", "Hub", "MemberConnection", "SeatConnection", "TableHost", "TableReferee"]

log = logging.getLogger("maumau.net.host")

VOTE_REQUESTS = frozenset({"propose", "answer", "withdraw"})
SEAT_REQUESTS = frozenset({"submit", "hint", "next", "end", "claim", "looked", *VOTE_REQUESTS})
HELLO_SECONDS = 10.0      # a seat process says hello at once, or its connection ends


class Hub:
    """Every seat process's connection, placed at a table or waiting in the lobby."""

    def __init__(self, lobby: Lobby | None = None) -> None:
        self.lobby = lobby or Lobby()
        self.on_table: Callable[[TableHost], object] = lambda host: None   # a table starts (the server saves it)
        self.on_abandon: Callable[[TableHost], object] = lambda host: None   # every person left its match
        self.on_lobby: Callable[[Lobby], object] = lambda lobby: None   # the list changed (the server keeps who gathers)
        self.news = News()                # what happened to a person's table while they were away: said in the lobby
        self.unattended = Unattended(self.end_unattended, self.news)   # a table nobody plays at ends after a while
        self.ends = MatchEnds()           # who saw a match end; the others in the lobby are told when it goes
        self.connections: set[SeatConnection] = set()
        self.places: dict[str, tuple[TableHost, int]] = {}   # user name (case-folded) -> table and seat
        self.gathered: dict[str, SeatConnection] = {}  # user name (case-folded) -> the connection that sat down
        self.arriving: set[str] = set()   # names (case-folded) whose seat process starts: not connected yet
        self.codes: dict[str, str] = {}   # user name (case-folded) -> the rejoin code their last connection had
        self.stopping = False             # the server stops (``server.stop_tables``): its sessions end with it

    def place(self, user: str, table: TableHost, seat: int) -> None:
        """``user`` sits at ``seat`` of ``table``: now if connected, else when they connect."""
        self.places[user.casefold()] = (table, seat)
        table.on_wait = functools.partial(self.table_news, table)
        for connection in self.connections:
            if connection.user.casefold() == user.casefold() and connection.table is None:
                table.attach(connection, seat)

    def where(self, user: str) -> tuple[TableHost, int] | None:
        """The table in play and the seat ``user`` has there, if any."""
        placed = self.places.get(user.casefold())       # (a match over or left: the lobby)
        placed = None if placed is not None and (placed[0].table.match_over or placed[0].closing) else placed
        gathering = self.lobby.table_of(user)
        if placed is None and gathering is not None and gathering.host is not None:   # back at a table in play
            seat = gathering.seat_of(user)
            placed = (gathering.host, seat) if seat is not None else None
        return placed

    def check(self, user: str, key: str | None, code: str | None) -> str:
        """Whether a new connection of ``user`` (logged in with ``key``, giving the rejoin ``code``) may take
        ``user``'s seat, if they have one: ``claims.FREE`` or why not (``claims.BUSY`` ...); ``claims.CONNECTED`` while
        the name (in any capitals) is connected from another terminal."""
        placed = self.where(user)
        why = FREE if placed is None else placed[0].claims.check(placed[1], key, code, bool(placed[0].seated(placed[1])))
        return CONNECTED if why != BUSY and self.connected(user) else why

    def connected(self, user: str) -> bool:
        """Whether a live connection plays as ``user`` (in any capitals): its own name, a person of its group at
        its terminal, or a seat it took at a table that has not started; or one whose seat process is starting
        (``arriving``).  One name, one terminal: a second would be told it sits where it cannot play."""
        name, gathered = user.casefold(), self.gathered.get(user.casefold())
        return name in self.arriving or (gathered is not None and not gathered.closed) or any(
            not connection.closed and name in connection.people() for connection in self.connections)

    async def serve(self, sock: socket.socket, user: str, key: str | None = None, code: str | None = None) -> None:
        """Talk to one seat process over ``sock`` (its user fixed by the SSH session, logged in with ``key``,
        a fingerprint, or a password and then the rejoin ``code`` it gave) until it ends."""
        reader, writer = await asyncio.open_connection(sock=sock, limit=MAX_FROM_SEAT + HEADER.size)
        connection = SeatConnection(user, reader, writer, key, code)
        connection.earlier_code = self.codes.get(user.casefold())
        self.connections.add(connection)
        self.arriving.discard(user.casefold())
        writing = asyncio.create_task(connection.write_loop())
        try:
            await self.converse(connection)
        except ProtocolError as error:
            log.warning("seat process of %s sent a malformed message: %s", user, error)
            connection.close(f"malformed message: {error}")
        except EOFError:
            connection.close("gone")
        except Exception:   # a bug must end this one connection, never the server
            log.exception("the connection of %s failed", user)
            connection.close("internal error of the table server")
        finally:
            self.connections.discard(connection)
            if connection.code:
                self.codes[user.casefold()] = connection.code
            self.gone(connection)
            connection.close("bye")
            try:
                await asyncio.wait_for(writing, 5.0)
            except asyncio.TimeoutError:
                writing.cancel()

    async def converse(self, connection: SeatConnection) -> None:
        try:
            hello = await asyncio.wait_for(connection.read(), HELLO_SECONDS)
        except asyncio.TimeoutError:
            raise ProtocolError("no hello") from None
        if hello["type"] != "hello":
            raise ProtocolError(f"the first message must be a hello, not {hello['type']!r}")
        if hello["user"] != connection.user:
            raise ProtocolError("the hello names another user than the session's")
        connection.lang = hello["lang"] if hello["lang"] in ("de", "en") else "en"
        placed = self.where(connection.user)
        if placed and (why := placed[0].refusal(connection, placed[1])):   # somebody else's seat
            connection.close(why)
            return
        connection.send({"type": "hello", "user": connection.user, "seat": placed[1] if placed else None,
                         "names": list(placed[0].referee.table.names) if placed else []})
        connection.greeted = True
        if placed:
            self.sit(connection, *placed)
        else:
            self.show_lobby(connection, self.lobby_message())
        while not connection.closed:
            message = await connection.read()
            kind = message["type"]
            if kind == "ping":
                connection.send({"type": "pong", "n": message["n"]})
            elif kind in ("lang", "letters", "order"):    # (its words, its seat's for a rejoin: ``looks``)
                chosen(connection, message, self.where(connection.user))
            elif kind in LOBBY_REQUESTS:
                self.lobby_request(connection, message)
            elif kind == "group":
                self.group_request(connection, list(message["names"]))
            elif kind == "member":
                member = member_of(connection, message["n"])
                if member is None:
                    inner = message["message"]
                    connection.send({"type": "refused", "reason": word(connection.lang, "no_member", n=message["n"]),
                                     **({"id": inner["id"]} if "id" in inner and inner["type"] == "submit" else {})})
                else:
                    self.seat_request(member, message["message"])
            elif kind in SEAT_REQUESTS:
                self.seat_request(connection, message)
            elif kind == "bye":
                connection.leaving = message.get("reason") == "leaving"
                return
            else:
                raise ProtocolError(f"a {kind!r} message is not expected now")

    def seat_request(self, connection: SeatConnection, message: dict[str, Any]) -> None:
        """A move, a hint, the next deal or a vote, for the connection's own seat (a member's: its seat)."""
        kind = message["type"]
        if kind == "submit":
            if connection.table is None or connection.seat is None:
                connection.refuse("you_watch" if connection.watching else "not_seated",
                                  {"id": message["id"]} if "id" in message else None)
            else:
                connection.table.submit(connection, message)
        elif kind == "hint":
            if connection.table is not None:
                connection.table.advisor.ask(connection, message["id"], message["lang"])
            else:
                Advisor.answer(connection, message["id"], refusal=word(connection.lang, "hint_watching"))
        elif kind in VOTE_REQUESTS:
            self.vote_request(connection, message)
        elif kind == "claim" and connection.table is not None:
            connection.table.hold.claim(connection)
        elif kind == "looked" and connection.table is not None:   # (its cards are on its screen: ``first_look``)
            connection.table.first_look.seen(connection, message["hand"])
        elif kind in ("next", "end") and connection.table is not None:   # after a hand: the next deal, or the end
            (TableHost.next_hand if kind == "next" else want_end)(connection.table, connection)
            self.tell_lobby()                # (who would end it: said beside the table in the lobby)

    def sit(self, connection: SeatConnection, host: TableHost, seat: int) -> None:
        """``connection`` sits at ``seat`` of ``host``, and the further seats of its group with it."""
        if not host.refusal(connection, seat):
            tell_group(connection, host, seat)
        if not host.attach(connection, seat):
            number = next((number for number, gathering in self.lobby.tables.items() if gathering.host is host), 0)
            seat_members(connection, host, seat, number)

    def group_request(self, connection: SeatConnection, names: list[str]) -> None:
        """The further people at the connection's terminal, for the table it makes or joins next."""
        user = connection.user
        if connection.table is not None or self.gathered.get(user.casefold()) is connection or self.where(user):
            why = word(connection.lang, "group_not_now")   # (a seat in play a bot keeps: its table has its group)
        else:
            why = self.group_problem(connection, names)
        if why:
            connection.send({"type": "refused", "reason": why})
            return
        connection.group = tuple(names)
        connection.send({"type": "group", "names": [user, *names]})

    @staticmethod
    def vote_request(connection: SeatConnection, message: dict[str, Any]) -> None:
        """A house-rule vote at the connection's table: propose, answer or withdraw (the table checks the seat)."""
        ballot = connection.table.ballot if connection.table is not None else None
        if ballot is None:
            connection.refuse("not_seated")
        elif message["type"] == "propose":
            ballot.propose(connection, message["option"], message["value"])
        elif message["type"] == "answer":
            ballot.answer(connection, message["agree"])
        elif message["type"] == "withdraw":
            ballot.withdraw(connection)

    # ---- the lobby -------------------------------------------------------------------------

    def lobby_message(self) -> dict[str, Any]:
        return {"type": "lobby", "tables": self.lobby.listing(), "rulesets": self.lobby.rulesets()}

    def tell_lobby(self) -> None:
        """Every player in the lobby (not at a table in play) sees the tables as they are now."""
        message = self.lobby_message()
        self.on_lobby(self.lobby)
        for connection in self.connections:
            if connection.table is None and not connection.closed and connection.greeted:   # (hello comes first)
                self.show_lobby(connection, message)

    def show_lobby(self, connection: SeatConnection, message: dict[str, Any]) -> None:
        """The lobby's tables to ``connection``, and what befell its people's tables while they were away (``news``)."""
        connection.send(message)
        self.news.tell(connection)

    def group_problem(self, connection: SeatConnection, names: list[str] | tuple[str, ...]) -> str:
        """Why ``names`` cannot sit with ``connection``'s user now ("" when they can): one line in its language."""
        taken = [other.user for other in self.connections if other is not connection]
        taken += [name for name, other in self.gathered.items() if other is not connection]
        mine = {name.casefold() for name, other in self.gathered.items() if other is connection}
        taken += [name for table in self.lobby.tables.values() if not table.over for name, level in table.seats
                  if level is None and name.casefold() not in mine]
        return group_refusal(list(names), connection.user, connection.lang, taken)

    def lobby_request(self, connection: SeatConnection, message: dict[str, Any]) -> None:
        """Create, join, leave, start or watch a table, or set a finished one up again; a refusal says why."""
        try:
            if message["type"] == "rematch":     # the same table again, at a match's end (it tells the lobby)
                rematch(self, connection)
            elif (host := connection.table) is not None:
                self.request_at_table(connection, host, message["type"], bool(message.get("lobby")))
            else:
                LOBBY_ACTIONS[message["type"]](self, connection, message)
                self.tell_lobby()
        except Worded as error:          # (a group without room too)
            connection.refuse(error.key, None, **error.fields)
        except LobbyError as error:
            connection.send({"type": "refused", "reason": str(error)})

    def request_at_table(self, connection: SeatConnection, host: TableHost, kind: str, from_lobby: bool = False) -> None:
        """A lobby key from a terminal at ``host``'s table: leave it (a bot plays the seats), else nothing or a
        refusal.  An ``l`` the lobby sent before it heard that this terminal sits (or watches) there now does nothing
        (PLAYTEST117 F2: `w` and `l` in one burst left a watcher's screen on a table that no longer told it anything)."""
        if kind == "leave" and from_lobby:
            return
        if kind == "leave":
            unseat(connection, leaving=True)
            connection.watching = False
            self.tidy(host)
            self.tell_lobby()                # everybody's list: a watcher fewer, a finished table gone
        elif kind not in ("start", "join") and not (kind == "watch" and connection.watching):
            raise Worded("at_a_table")       # (s, Enter or w pressed again as the table started or showed: nothing)

    def give_up(self, connection: SeatConnection, gone: bool = False) -> bool:
        """The connection's people give up their seats at a table gathering (``gone``: its connection ended); whether
        they had any."""
        had = False
        for name in (connection.user, *connection.group):
            if self.gathered.get(name.casefold()) is connection:
                del self.gathered[name.casefold()]
                table = self.lobby.leave(name)
                had = table is not None or had
                if table is not None and table.number not in self.lobby.tables:
                    table_closed(self, table, connection, gone)
                elif table is not None and gone:
                    seat_freed(self, table, name, left=connection.leaving)
                    if name == connection.user and not connection.leaving:   # (told when back, as the creator of a
                        self.news.keep([name], "own_seat_gone", table.number)   # table gone: PLAYTEST227 N2)
        return had

    def leave_match(self, connection: SeatConnection) -> bool:
        """The connection's people leave the match of their table in play for good; whether they sat at one."""
        return self.leave_for_good([connection.user, *connection.group])

    def end_unattended(self, host: TableHost) -> None:
        """Nobody played at ``host`` for ``unattended.after`` seconds: its people (as its match has them) leave."""
        table = host.table
        log.info("table #%d: nobody played at it for %d min; its match ends", table.number, self.unattended.after // 60)
        people = [seat for seat, info in enumerate(table.match.seats) if not info.is_bot and seat not in table.left]
        self.leave_for_good([table.match.names[seat] for seat in people])
        typed = {seat for group in host.claims.groups for seat in group[1:]}   # (a group's others: the user of the
        told = [table.match.names[seat] for seat in people if seat not in typed]   # last terminal that played them
        self.unattended.ended(table.number, told, self.connections)               # hears of it, ``Claims.lead``)
        self.tell_lobby()

    def leave_for_good(self, names: list[str]) -> bool:
        """``names`` leave the match of their table in play for good (a bot plays each seat to its end; they are free
        for another table); whether any sat at one.  A table that no person plays at any more ends: it leaves the
        lobby, its watchers are told, and its match stays saved as it stands (``on_abandon``)."""
        left = [found for name in names if (found := self.lobby.leave_match(name))]
        for name in names:
            self.places.pop(name.casefold(), None)   # (a resumed table's seat: not given back at the next login)
        for gathering, seat in left:
            assert gathering.host is not None
            gathering.host.leave_for_good(seat)
        for gathering in {id(gathering): gathering for gathering, _ in left}.values():
            if not gathering.played_by_people() and gathering.host is not None:
                self.lobby.forget(gathering)
                self.unattended.forget(gathering.host)
                gathering.host.stop_clock()
                self.on_abandon(gathering.host)
                for watcher in gathering.host.connections:   # (nobody is seated there: they only watch)
                    watcher.send({"type": "left_by_all"})
        return bool(left)

    def begin(self, gathering: Gathering) -> None:
        """A table starts: everybody at it is seated, its clock runs."""
        host = gathering.host
        assert host is not None
        log.info("table #%d (%s) starts: %s", gathering.number, gathering.ruleset, ", ".join(host.table.names))
        offer_gone(self, gathering.number)
        host.on_wait = functools.partial(self.table_news, host)
        self.on_table(host)
        host.run_clock()
        names = list(host.table.names)
        for connection in list(self.connections):
            seat = gathering.seat_of(connection.user)
            if seat is None or self.gathered.get(connection.user.casefold()) is not connection:
                continue                         # only the connection that sat down (not one using its name)
            for name in (connection.user, *connection.group):
                self.gathered.pop(name.casefold(), None)
            if connection.table is None and not host.refusal(connection, seat):
                if connection.group:
                    group = [gathering.seat_of(name) for name in connection.group]
                    host.claims.group([seat, *(other for other in group if other is not None)])
                connection.send(seated(seat, names, gathering.number))
                self.sit(connection, host, seat)
        for seat in host.people():               # a person its start did not reach: a bot plays for them until they
            if not host.seated(seat):            # take the seat (Enter in the lobby), not a table waiting for ever
                host.give_to_bot(seat)

    def watch(self, connection: SeatConnection, gathering: Gathering) -> None:
        if gathering.host is None:
            raise Worded("not_started")
        connection.watching = True
        connection.send(seated(None, gathering.host.table.names, gathering.number))
        gathering.host.watch(connection)

    def gone(self, connection: SeatConnection) -> None:
        """A connection ended: its seat waits (at a table in play) or is given up (at a table gathering)."""
        host = connection.table
        if host is not None:
            unseat(connection, leaving=connection.leaving)
            self.tidy(host)
        elif not self.give_up(connection, gone=True):      # its seats at a table gathering
            return
        self.tell_lobby()

    def gather(self, connection: SeatConnection) -> None:
        """``connection``'s people (its user and the group at its terminal) sit at a table that has not started."""
        self.gathered.update(dict.fromkeys(connection.people(), connection))

    def table_news(self, host: TableHost) -> None:
        """What the lobby shows of ``host`` changed (whom it waits for, its match over): a finished table nobody sits
        at any more goes (bots that played it out after everybody left), and the lobby sees the list as it is."""
        self.ends.look(host)
        self.tidy(host)
        self.tell_lobby()

    def tidy(self, host: TableHost) -> None:
        """A table whose match is over leaves the lobby once nobody is at its last sheet; one nobody plays at any
        more waits for somebody to come back (``unattended``)."""
        self.unattended.look(host)
        if not host.table.match_over or any(other.seat is not None for other in host.connections):
            return
        for gathering in [table for table in self.lobby.tables.values() if table.host is host]:
            self.lobby.forget(gathering)
            self.ends.gone(host, self.connections)

    def close_all(self, reason: str) -> None:
        for connection in list(self.connections):
            connection.close(reason)
