"""One seat process's connection as the table server sees it: its user, where it sits, what it is sent.

A ``MemberConnection`` is a further seat played from the same terminal (a hot-seat group): a connection of its
own for the table host (one seat, its own view and moves), whose messages travel over the session's socket in
``member`` envelopes.  What the whole table hears alike (a pause, the hand's end, a vote) reaches the session's
user only, once.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

from maumau_tui.net.claims import cleaned_code
from maumau_tui.net.protocol import FROM_SEAT, HEADER, MAX_FROM_SEAT, MAX_TO_SEAT, MEMBER_TO_SEAT, ProtocolError, \
    decode, encode, frame_size
from maumau_tui.net.words import word

if TYPE_CHECKING:
    from maumau_tui.net.table_host import TableHost

log = logging.getLogger("maumau.net.host")

QUEUE_LIMIT = 256         # messages waiting for a seat process that does not read


class SeatConnection:
    """One seat process: its user, its language, where it sits, and an ordered queue of messages to it."""

    def __init__(self, user: str, reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                 key: str | None = None, code: str | None = None) -> None:
        self.user = user
        self.key = key                  # the fingerprint of the SSH key it logged in with (None: a password)
        # the rejoin code it gave when it connected (as the seats keep it: PLAYTEST192 F1, "MC9 c84" typed was told
        # its code "mc9c84" was new), or was given at its seat
        self.code = cleaned_code(code) if code is not None else None
        self.bound_code: str | None = None   # the code a seat of it was bound to (made or checked by a host): its
        #                                      next tables bind to it too (never a code merely typed)
        self.earlier_code: str | None = None   # the code its user's connection before had (this server run): a
        #                                        new one is pointed out (PLAYTEST187 L3)
        self.lang = "en"
        self.letters: bool | None = None   # cards as letters, as its player chose them (None: as the locale says)
        self.by_suit: bool | None = None   # the hand grouped by suit, as its player chose it (None: not chosen here)
        self.reader, self.writer = reader, writer
        self.table: TableHost | None = None
        self.seat: int | None = None
        self.log_events = 0             # log events of the current hand already sent
        self.notes_sent = 0             # the current hand's votes and seat notes already in the log sent
        self.hand = 0                   # the hand those events belong to
        self.looked = 0                 # the hand whose cards its screen has shown since it sat down (``first_look``)
        self.shown: tuple[dict[str, Any], ...] | None = None   # the info and view last sent
        self.leaving = False            # it said bye: its seat goes to a bot at once
        self.watching = False           # at a table to watch it: the public view, no seat
        self.queue: asyncio.Queue[bytes | None] = asyncio.Queue()
        self.limit = QUEUE_LIMIT          # messages it may leave unread (a group's terminal: that many per seat)
        self.closed = False
        self.greeted = False            # the host's hello has been sent: other messages may follow it
        self.group: tuple[str, ...] = ()      # further people at this terminal (the lobby's ``group``)
        self.members: list[MemberConnection] = []   # ... their seats at the table in play
        self.shared_code: str | None = None   # a member's seat is bound to the code of its group's first seat
        self.shared_seats = False             # a member: a further seat (or the public view) of a terminal

    def people(self) -> set[str]:
        """The people at this terminal: its user and a group's further names, case-folded."""
        return {name.casefold() for name in (self.user, *self.group)}

    def send(self, message: dict[str, Any]) -> None:
        """Queue ``message``; a seat that lets the queue fill up is disconnected."""
        if self.closed:
            return
        if self.queue.qsize() >= self.limit:
            self.close("the seat process does not keep up")
            return
        try:
            data = encode(message, MAX_TO_SEAT)
        except ProtocolError as error:   # (never the mover's fault, whose move went on to every other seat)
            log.error("a message for %s could not be sent: %s", self.user, error)
            self.close("internal error of the table server")
            return
        self.queue.put_nowait(data)

    def refuse(self, key: str, ident: dict[str, Any] | None = None, **fields: object) -> None:
        """Refuse what it asked, in its language: the words ``key`` of ``net.words`` with ``fields`` (``ident``:
        the id of the move refused)."""
        self.send({"type": "refused", "reason": word(self.lang, key, **fields), **(ident or {})})

    def refuse_move(self, move: str, error: ValueError, ident: dict[str, Any]) -> None:
        """The table refused ``move``: the reason; for a catch (one its view listed) that another seat came first or
        the game went on (PLAYTEST154 F1: "made no missed call", under the log's line of somebody else's catch)."""
        if move.startswith("catch "):
            self.refuse("catch_late", ident)
        else:
            self.send({"type": "refused", "reason": str(error), **ident})

    def close(self, reason: str) -> None:
        """Say ``bye`` with the reason, then end the connection once the queue is written."""
        if self.closed:
            return
        self.closed = True
        while self.queue.qsize() > self.limit - 2:   # what the seat did not read is dropped; the bye goes out
            self.queue.get_nowait()
        self.queue.put_nowait(encode({"type": "bye", "reason": reason[:400]}, MAX_TO_SEAT))
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


class MemberConnection(SeatConnection):
    """The ``n``-th further seat (1, 2, ...) played from ``parent``'s terminal by ``user``."""

    def __init__(self, parent: SeatConnection, n: int, user: str) -> None:
        super().__init__(user, parent.reader, parent.writer, parent.key, parent.code)
        self.parent, self.n, self.lang = parent, n, parent.lang
        self.shared_code = parent.code
        self.shared_seats = True

    def send(self, message: dict[str, Any]) -> None:
        if message["type"] in MEMBER_TO_SEAT and not self.closed:   # the rest reaches the session's user anyway
            self.parent.send({"type": "member", "n": self.n, "message": message})

    def close(self, reason: str) -> None:
        self.closed = True

    async def write_loop(self) -> None:
        raise RuntimeError("a member connection writes through its session's connection")
