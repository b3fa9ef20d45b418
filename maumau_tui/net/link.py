"""The seat process's end of the local table protocol: its connection to the table host.

A ``HostLink`` holds what its one seat may know (its view, its log lines, pause notices), sends the
seat's moves in the move notation, and calls back whenever the host pushed something
(``remote.RemoteSeat`` makes it the table screen's ``SeatLink``).  It never learns another seat's
cards: the host sends only this seat's view.
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable
from typing import Any

from maumau_tui.engine.views import View
from maumau_tui.net.protocol import (
    HEADER, MAX_FROM_SEAT, MAX_TO_SEAT, TO_SEAT, ProtocolError, decode, encode, frame_size, view_from_json,
)
from maumau_tui.notation import Move, format_move

CLOSED = "the table server closed the connection"   # why a link ended that the host left without a bye


class HostLink:
    """One seat's connection to the table host."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, user: str, lang: str) -> None:
        self.reader, self.writer = reader, writer
        self.user, self.lang = user, lang
        self.seat: int | None = None
        self.names: list[str] = []
        self.view: View | None = None
        self.log: list[str] = []
        self.table: dict[str, Any] = {}     # the latest "info": ruleset, options, bots, hand number, countdown
        self.own_unsaved = ""               # its "unsaved" where it was this terminal's own seat's (``seat_saves``)
        self.refusal = ""                   # the last refusal's reason
        self.paused: dict[int, float] = {}  # dropped seats the table waits for now -> seconds of grace at the notice
        self.bye = ""                       # why the host ended the connection
        self.code: str | None = None        # this seat's rejoin code (password logins), for its player only
        self.at_table = False               # seated (or watching: seat None) at a table in play
        self.listeners: list[Callable[[dict[str, Any]], None]] = []
        self.next_id = 0
        self.group: list[str] = []          # the people at this terminal (the user first), once the host agreed
        self.members: dict[int, MemberLink] = {}   # further seats played from this terminal, by number

    @classmethod
    async def open(cls, sock: socket.socket, user: str, lang: str) -> HostLink:
        """Connect over ``sock``, say hello, and wait for the host's answer."""
        reader, writer = await asyncio.open_connection(sock=sock, limit=MAX_TO_SEAT + HEADER.size)
        link = cls(reader, writer, user, lang)
        await link.send({"type": "hello", "user": user, "lang": lang})
        answer = await link.receive()
        if answer["type"] != "hello":
            raise ProtocolError(answer.get("reason", "the table server did not say hello"))
        link.seat, link.names = answer["seat"], list(answer["names"])
        link.at_table = link.seat is not None
        return link

    def on_change(self, callback: Callable[[dict[str, Any]], None]) -> None:
        """Call ``callback(message)`` after every message from the host has been taken in."""
        self.listeners.append(callback)

    def frame(self, message: dict[str, Any]) -> bytes:
        """``message`` as it goes to the host (a member's in its envelope)."""
        return encode(message, MAX_FROM_SEAT)

    async def send(self, message: dict[str, Any]) -> None:
        self.writer.write(self.frame(message))
        await self.writer.drain()

    async def submit(self, move: Move | str) -> int:
        """Send a move for this seat; the answer (``accepted``/``refused`` with this id) comes pushed."""
        number = self.submit_now(move)
        await self.writer.drain()
        return number

    def submit_now(self, move: Move | str, at: int | None = None) -> int:
        """``submit`` without waiting: the bytes go to the socket at once (a move is a few dozen bytes), before
        the screen that made it has redrawn, so the other seats hear of it as early as possible.  ``at``: the size
        of the log the move was chosen at (the host refuses it where the game has gone on since)."""
        self.next_id += 1
        text = move if isinstance(move, str) else format_move(move, self.names)
        self.writer.write(self.frame({"type": "submit", "move": text, "id": self.next_id,
                                      **({"at": at} if at is not None else {})}))
        return self.next_id

    def ask_hint(self, lang: str) -> int:
        """Ask the host for advice on this seat's decision now; the answer (``advice`` with this id) comes pushed."""
        self.next_id += 1
        self.writer.write(self.frame({"type": "hint", "id": self.next_id, "lang": lang}))
        return self.next_id

    def claim_now(self) -> None:
        """This seat (of a group at one terminal) claims the open timed window: its clock stands still meanwhile."""
        self.writer.write(self.frame({"type": "claim"}))

    @property
    def held(self) -> bool:
        """The table's clock stands still (a player dropped, a claim, a vote): no countdown runs down."""
        return bool(self.paused) or bool(self.table.get("held"))

    def looked(self, hand: int) -> None:
        """This seat's cards of hand number ``hand`` are on the screen (the table's clock may wait for it)."""
        self.writer.write(self.frame({"type": "looked", "hand": hand}))

    @property
    def looking(self) -> bool:
        """The open timed window's clock waits until its people have their cards on screen (``first_look``)."""
        return bool(self.table.get("looking"))

    @property
    def bots_first(self) -> bool:
        """The open timed window's clock starts once the bots in it have answered: its whole time stands meanwhile."""
        return bool(self.table.get("bots_first"))

    async def ping(self, number: int) -> None:
        await self.send({"type": "ping", "n": number})

    async def receive(self) -> dict[str, Any]:
        try:
            header = await self.reader.readexactly(HEADER.size)
            body = await self.reader.readexactly(frame_size(header, MAX_TO_SEAT))
        except (asyncio.IncompleteReadError, ConnectionError, OSError):
            raise EOFError from None
        return decode(body, TO_SEAT)

    def take(self, message: dict[str, Any]) -> None:
        """Update what this seat knows from one message."""
        kind = message["type"]
        if kind == "view":
            self.view = view_from_json(message["view"])
        elif kind == "info":
            self.table = {key: value for key, value in message.items() if key != "type"}
            if self.seat is not None:       # (not a table watched since: REVIEW142 R6)
                self.own_unsaved = str(message.get("unsaved", ""))
        elif kind == "log":
            if message["start"] == 0:
                self.log = []
            self.log.extend(message["lines"])
        elif kind == "refused":
            self.refusal = message["reason"]
        elif kind == "pause" and message["waits"]:
            self.paused[message["seat"]] = float(message["seconds"])
        elif kind == "pause":                # (a dropped seat the table plays on without: its clock runs)
            self.paused.pop(message["seat"], None)
        elif kind in ("resume", "stand_in"):
            self.paused.pop(message["seat"], None)
        elif kind == "seated":
            self.seat, self.names, self.at_table = message["seat"], list(message["names"]), True
        elif kind == "code":
            self.code = message["code"]
        elif kind == "bye":
            self.bye = message["reason"]
        elif kind == "group":
            self.group = list(message["names"])
        elif kind == "member":
            member = self.members.get(message["n"])
            if member is None:
                member = self.members[message["n"]] = MemberLink(self, message["n"])
            member.take(message["message"])
            for callback in list(member.listeners):
                callback(message["message"])

    async def run(self) -> str:
        """Take in pushed messages until the host says bye or goes; returns why it ended."""
        try:
            while not self.bye:
                message = await self.receive()
                self.take(message)
                for callback in list(self.listeners):
                    callback(message)
        except EOFError:
            self.bye = self.bye or CLOSED
        return self.bye

    async def close(self, reason: str = "leaving") -> None:
        try:
            await self.send({"type": "bye", "reason": reason})
        except (ConnectionError, OSError):
            pass
        self.writer.close()


class MemberLink(HostLink):
    """A further seat played from this terminal (a hot-seat group): what the host sends it arrives in ``member``
    envelopes over the session's connection, and what it sends goes back in them."""

    def __init__(self, parent: HostLink, n: int) -> None:
        super().__init__(parent.reader, parent.writer, "", parent.lang)
        self.n = n
        self.paused = parent.paused         # the table waits for everybody alike: the session hears of it
        self.at_table = True

    def frame(self, message: dict[str, Any]) -> bytes:
        return encode({"type": "member", "n": self.n, "message": message}, MAX_FROM_SEAT)

    def take(self, message: dict[str, Any]) -> None:
        super().take(message)
        if message["type"] == "seated" and self.seat is not None:
            self.user = self.names[self.seat]
