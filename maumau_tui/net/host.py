"""The server's end of the local table protocol: every seat process's connection, and the tables they sit at.

Who a connection speaks for is fixed by the SSH session that made it (``Hub.serve`` is given the user
name; a ``hello`` naming somebody else ends the connection).  Which seat it plays is fixed by the table
host (``Hub.place``); a ``submit`` is always applied for that seat, a move that claims another seat is
refused, and the engine refuses what is not legal.  Each connection is sent only its own seat's view and
log.  A malformed message ends that one connection with a ``bye``; nothing a seat sends ends the server.
"""

from __future__ import annotations

import asyncio
import logging
import socket
from collections.abc import Callable
from typing import Any, Protocol

from maumau_tui.engine.views import View
from maumau_tui.net.protocol import (
    FROM_SEAT, HEADER, MAX_FROM_SEAT, MAX_TO_SEAT, ProtocolError, decode, encode, frame_size, view_to_json,
)
from maumau_tui.notation import Move, parse_move
from maumau_tui.referee import Clock, MonotonicClock
from maumau_tui.table import Table

log = logging.getLogger("maumau.net.host")

HELLO_SECONDS = 10.0      # a seat process says hello at once, or its connection ends
QUEUE_LIMIT = 256         # messages waiting for a seat process that does not read


class Referee(Protocol):
    """What a table host needs of a table: ``maumau_tui.referee.Referee`` has this shape."""

    @property
    def table(self) -> Table: ...

    @property
    def clock(self) -> Clock: ...

    def view_of(self, seat: int) -> View: ...

    def submit(self, seat: int, move: Move, sender: int | None = None) -> None: ...

    def subscribe(self, subscriber: Callable[[Any], None]) -> Callable[[], None]: ...

    def due(self) -> float | None: ...

    def poll(self) -> bool: ...

    def window_left(self) -> float | None: ...


class TableStandIn:
    """A ``Referee`` over a bare ``Table``: people only, nothing happens by itself (protocol tests)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.clock: Clock = MonotonicClock()
        self.subscribers: list[Callable[[Any], None]] = []

    def due(self) -> float | None:
        return None

    def poll(self) -> bool:
        return False

    def window_left(self) -> float | None:
        return None

    def view_of(self, seat: int) -> View:
        return self.table.view_of(seat)

    def submit(self, seat: int, move: Move, sender: int | None = None) -> None:
        if sender is not None and sender != seat:
            raise ValueError(f"{self.table.names[sender]} cannot move for {self.table.names[seat]}")
        self.table.apply(seat, move)
        for subscriber in list(self.subscribers):
            subscriber(("move", seat, move))

    def subscribe(self, subscriber: Callable[[Any], None]) -> Callable[[], None]:
        self.subscribers.append(subscriber)
        return lambda: self.subscribers.remove(subscriber) if subscriber in self.subscribers else None


class SeatConnection:
    """One seat process: its user, its language, where it sits, and an ordered queue of messages to it."""

    def __init__(self, user: str, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.user = user
        self.lang = "en"
        self.reader, self.writer = reader, writer
        self.table: TableHost | None = None
        self.seat: int | None = None
        self.log_events = 0             # log events of the current hand already sent
        self.queue: asyncio.Queue[bytes | None] = asyncio.Queue(QUEUE_LIMIT)
        self.closed = False

    def send(self, message: dict[str, Any]) -> None:
        """Queue ``message``; a seat that lets the queue fill up is disconnected."""
        if self.closed:
            return
        try:
            self.queue.put_nowait(encode(message, MAX_TO_SEAT))
        except asyncio.QueueFull:
            self.close("the seat process does not keep up")

    def close(self, reason: str) -> None:
        """Say ``bye`` with the reason, then end the connection once the queue is written."""
        if self.closed:
            return
        self.closed = True
        while self.queue.qsize() > QUEUE_LIMIT - 2:   # the bye goes out even when the seat reads nothing
            self.queue.get_nowait()
        self.queue.put_nowait(encode({"type": "bye", "reason": reason[:200]}, MAX_TO_SEAT))
        self.queue.put_nowait(None)

    async def write_loop(self) -> None:
        try:
            while (data := await self.queue.get()) is not None:
                self.writer.write(data)
                await self.writer.drain()
        except (ConnectionError, OSError):
            pass
        finally:
            self.closed = True
            self.writer.close()

    async def read(self) -> dict[str, Any]:
        """The next message; ``EOFError`` when the process has gone, ``ProtocolError`` when it is malformed."""
        try:
            header = await self.reader.readexactly(HEADER.size)
            body = await self.reader.readexactly(frame_size(header, MAX_FROM_SEAT))
        except asyncio.IncompleteReadError:
            raise EOFError from None
        except (ConnectionError, OSError):
            raise EOFError from None
        return decode(body, FROM_SEAT)


class TableHost:
    """One authoritative table and the connections seated at it; every change is pushed to every seat."""

    def __init__(self, referee: Referee) -> None:
        self.referee = referee
        self.connections: list[SeatConnection] = []
        self.timer: asyncio.TimerHandle | None = None
        self.clock_runs = False
        referee.subscribe(self.changed)

    def attach(self, connection: SeatConnection, seat: int) -> None:
        if not 0 <= seat < len(self.referee.table.names):
            raise ValueError(f"there is no seat {seat} at this table")
        connection.table, connection.seat, connection.log_events = self, seat, 0
        self.connections.append(connection)
        self.push(connection)

    def detach(self, connection: SeatConnection) -> None:
        if connection in self.connections:
            self.connections.remove(connection)
        connection.table = connection.seat = None

    def changed(self, _change: object = None) -> None:
        for connection in list(self.connections):
            self.push(connection)
        if self.clock_runs:
            self.schedule()

    def info(self, seat: int) -> dict[str, Any]:
        """What a screen needs beside the seat's view (``tui.seat_link.SeatInfo``, the ruleset by reference)."""
        table = self.referee.table
        window_left = self.referee.window_left()
        waits_for_me = (window_left is not None and not table.hand_over and seat in table.game.seats_to_act())
        return {"type": "info", "ruleset": table.match.ruleset_ref, "options": dict(table.match.options),
                "bots": [index for index in range(len(table.seats)) if table.is_bot(index)],
                "hand_number": table.hand_number, "kings_word": table.match.tables.kings_word,
                "window_left": window_left if waits_for_me else None}

    def push(self, connection: SeatConnection) -> None:
        """The seat's own view, and the log lines it has not had yet, as that seat may read them; the log
        message always comes last, so a seat knows when a push is complete."""
        seat = connection.seat
        if seat is None or self.referee.table.match.game is None:
            return
        seen = self.referee.view_of(seat)
        start = connection.log_events if connection.log_events <= seen.log_size else 0
        lines = self.referee.table.log_of(seat, connection.lang, start)
        connection.send(self.info(seat))
        connection.send({"type": "view", "view": view_to_json(seen)})
        connection.send({"type": "log", "start": start, "lines": lines})
        connection.log_events = seen.log_size

    # ---- the referee's clock: bots at their pace, timed windows closing --------------------------

    def run_clock(self) -> None:
        """Call ``referee.poll()`` whenever ``referee.due()`` says something happens by itself."""
        self.clock_runs = True
        self.schedule()

    def stop_clock(self) -> None:
        self.clock_runs = False
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

    def schedule(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        due = self.referee.due()
        if due is not None:
            wait = max(0.0, due - self.referee.clock.now())
            self.timer = asyncio.get_running_loop().call_later(wait, self.tick)

    def tick(self) -> None:
        self.timer = None
        self.referee.poll()
        if self.clock_runs:
            self.schedule()

    def submit(self, connection: SeatConnection, message: dict[str, Any]) -> None:
        """Apply the move for the connection's own seat, or refuse it with the reason."""
        seat, names = connection.seat, list(self.referee.table.names)
        ident = {"id": message["id"]} if "id" in message else {}
        assert seat is not None
        claimed = message.get("seat", seat)
        if claimed != seat:
            other = names[claimed] if 0 <= claimed < len(names) else str(claimed)
            log.warning("%s (seat %d) sent a move for seat %s; refused", connection.user, seat, claimed)
            connection.send({"type": "refused", "reason": f"you play {names[seat]}, not {other}", **ident})
            return
        try:
            move = parse_move(message["move"], names)
            self.referee.submit(seat, move, sender=seat)
        except ValueError as error:   # bad notation, a refusal, or the engine's reason (IllegalMoveError)
            connection.send({"type": "refused", "reason": str(error), **ident})
            return
        connection.send({"type": "accepted", **ident})


class Hub:
    """Every seat process's connection, placed at a table or waiting in the lobby."""

    def __init__(self) -> None:
        self.connections: set[SeatConnection] = set()
        self.places: dict[str, tuple[TableHost, int]] = {}   # user name (case-folded) -> table and seat

    def place(self, user: str, table: TableHost, seat: int) -> None:
        """``user`` sits at ``seat`` of ``table``: now if connected, else when they connect."""
        self.places[user.casefold()] = (table, seat)
        for connection in self.connections:
            if connection.user.casefold() == user.casefold() and connection.table is None:
                table.attach(connection, seat)

    async def serve(self, sock: socket.socket, user: str) -> None:
        """Talk to one seat process over ``sock`` (its user fixed by the SSH session) until it ends."""
        reader, writer = await asyncio.open_connection(sock=sock, limit=MAX_FROM_SEAT + HEADER.size)
        connection = SeatConnection(user, reader, writer)
        self.connections.add(connection)
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
            if connection.table is not None:
                connection.table.detach(connection)
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
        placed = self.places.get(connection.user.casefold())
        names = list(placed[0].referee.table.names) if placed else []
        connection.send({"type": "hello", "user": connection.user, "seat": placed[1] if placed else None,
                         "names": names})
        if placed:
            placed[0].attach(connection, placed[1])
        while not connection.closed:
            message = await connection.read()
            kind = message["type"]
            if kind == "ping":
                connection.send({"type": "pong", "n": message["n"]})
            elif kind == "submit":
                if connection.table is None:
                    connection.send({"type": "refused", "reason": "you are not seated at a table",
                                     **({"id": message["id"]} if "id" in message else {})})
                else:
                    connection.table.submit(connection, message)
            elif kind == "bye":
                return
            else:
                raise ProtocolError(f"a {kind!r} message is not expected now")

    def close_all(self, reason: str) -> None:
        for connection in list(self.connections):
            connection.close(reason)
