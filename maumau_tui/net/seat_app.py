"""The app of one SSH session: the player's seat at a table in the server, or the connection check.

``SeatApp`` is the hot-seat app's ``MauMauApp`` (its styles, its quit question, its rule that a key
acts only on the screen it was pressed on) with the table in the server instead of in the app: it
connects to the table host, and when the host seats the player it shows ``TableScreen`` through a
``RemoteSeat``.  A player who is not seated sees ``ConnectionScreen``: their name, whether the table
server answers (space sends a ping), and the terminal the app runs in.  The lobby comes next.
"""

from __future__ import annotations

import asyncio
import os
import socket
import traceback
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

import maumau_tui.tui
from maumau_tui.net.link import HostLink
from maumau_tui.net.protocol import ProtocolError
from maumau_tui.net.remote import RemoteSeat
from maumau_tui.net.seat_screens import AwayScreen, HandSummaryScreen, word as seat_word
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.settings import Settings

WORDS = {
    "de": {"hello": "Mau-Mau · Hallo, {user}!", "connecting": "Verbinde mit dem Tisch-Server …",
           "connected": "Mit dem Tisch-Server verbunden · {seat}", "lobby": "noch an keinem Tisch",
           "seat": "Platz {seat}", "lost": "Verbindung zum Tisch-Server beendet: {reason}",
           "terminal": "Terminal {width}×{height} · TERM {term} · Farben: {colours}",
           "pings": "Leertaste: Server fragen · Antworten: {pongs} · Tasten: {keys}",
           "soon": "Die Lobby kommt bald; dieser Bildschirm prüft die Verbindung.",
           "leave": "Strg+Q: verlassen", "no_colour": "aus (NO_COLOR)"},
    "en": {"hello": "Mau-Mau · Hello, {user}!", "connecting": "Connecting to the table server …",
           "connected": "Connected to the table server · {seat}", "lobby": "not at a table yet",
           "seat": "seat {seat}", "lost": "Connection to the table server ended: {reason}",
           "terminal": "Terminal {width}×{height} · TERM {term} · colours: {colours}",
           "pings": "Space: ask the server · answers: {pongs} · keys: {keys}",
           "soon": "The lobby is coming; this screen checks the connection.",
           "leave": "Ctrl+Q: leave", "no_colour": "off (NO_COLOR)"},
}


def word(lang: str, key: str, **values: object) -> str:
    return WORDS[lang if lang in WORDS else "en"][key].format(**values)


class ConnectionScreen(Screen[None]):
    """The player's name, the table server's answers, the terminal: what a player sees before a table."""

    DEFAULT_CSS = "ConnectionScreen { padding: 1 2; } ConnectionScreen Static { height: auto; margin-bottom: 1; }"

    def __init__(self, user: str, lang: str) -> None:
        super().__init__()
        self.user, self.lang = user, lang
        self.link: HostLink | None = None
        self.pongs = self.keys = 0

    def compose(self) -> ComposeResult:
        yield Static(Text(word(self.lang, "hello", user=self.user), style="bold"), id="hello")
        yield Static(word(self.lang, "connecting"), id="link", markup=False)
        yield Static("", id="terminal", markup=False)
        yield Static("", id="pings", markup=False)
        yield Static(word(self.lang, "soon") + "\n" + word(self.lang, "leave"), markup=False)

    def on_mount(self) -> None:
        self.show_terminal(self.app.size.width, self.app.size.height)
        self.show_pings()

    def connected(self, link: HostLink) -> None:
        self.link = link
        seat = word(self.lang, "lobby") if link.seat is None else word(self.lang, "seat", seat=link.names[link.seat])
        self.query_one("#link", Static).update(word(self.lang, "connected", seat=seat))

    def pong(self) -> None:
        self.pongs += 1
        self.show_pings()

    def show_terminal(self, width: int, height: int) -> None:
        colours = word(self.lang, "no_colour") if self.app.no_color else str(self.app.console.color_system)
        self.query_one("#terminal", Static).update(word(self.lang, "terminal", width=width, height=height,
                                                        term=os.environ.get("TERM", "?"), colours=colours))

    def show_pings(self) -> None:
        self.query_one("#pings", Static).update(word(self.lang, "pings", pongs=self.pongs, keys=self.keys))

    def on_resize(self, event: events.Resize) -> None:
        self.show_terminal(event.size.width, event.size.height)

    async def on_key(self, event: events.Key) -> None:
        self.keys += 1
        if event.key == "space" and self.link is not None:
            await self.link.ping(self.keys)   # the answer repaints the line, counting this key too
        else:
            self.show_pings()


class SeatApp(MauMauApp):
    """One player's app: the connection check until the table host seats them, then their table."""

    CSS_PATH = str(Path(maumau_tui.tui.__file__).parent / "app.tcss")

    def __init__(self, user: str, lang: str, link_socket: socket.socket | None) -> None:
        super().__init__(Settings(lang=lang if lang in WORDS else "en"))
        self.user, self.lang = user, self.settings.lang
        self.link_socket = link_socket
        self.waiting = ConnectionScreen(self.user, self.lang)
        self.farewell = ""          # printed by the seat process after the app has restored the terminal
        self.link: HostLink | None = None
        self.remote: RemoteSeat | None = None
        self.summary: HandSummaryScreen | None = None
        self.away: AwayScreen | None = None
        self.tasks: set[asyncio.Task[Any]] = set()
        self.pending: list[Screen[Any]] | None = []   # screens to show over the table once it is shown

    async def on_mount(self, event: events.Mount) -> None:  # type: ignore[override]  # it needs the event
        event.prevent_default()   # not MauMauApp's set-up screens: the table is in the server
        await self.push_screen(self.waiting)
        if self.link_socket is not None:
            self.run_worker(self.connect(self.link_socket), exclusive=True)

    async def connect(self, sock: socket.socket) -> None:
        try:
            link = await HostLink.open(sock, self.user, self.lang)
        except (EOFError, ProtocolError, OSError) as error:
            self.lost(str(error) or type(error).__name__)
            return
        self.waiting.connected(link)
        self.link = link
        first_push = asyncio.Event()
        link.on_change(lambda message: self.heard(message, first_push))
        reading = asyncio.create_task(link.run())
        try:
            if link.seat is not None:
                await asyncio.wait([reading, asyncio.create_task(first_push.wait())],
                                   return_when=asyncio.FIRST_COMPLETED)
                if not reading.done():
                    seat = self.remote = RemoteSeat(link)
                    seat.on_refused = lambda reason: self.notify(tr(self.lang, "illegal", reason=reason),
                                                                  severity="error")
                    await self.push_screen(TableScreen(seat, self.settings))
                    pending, self.pending = self.pending or [], None
                    for screen in pending:
                        await self.push_screen(screen)
            try:
                reason = await reading
            except ProtocolError as error:
                reason = str(error)
            self.lost(reason)
        finally:   # the app is ending (or the host has gone): let go of the connection
            reading.cancel()
            link.writer.close()

    def heard(self, message: dict[str, Any], first_push: asyncio.Event) -> None:
        kind = message["type"]
        if kind == "pong":
            self.waiting.pong()
        elif kind == "log":
            first_push.set()
            if self.summary is not None and self.link is not None \
                    and self.link.table.get("hand_number", 0) > self.summary.hand_number:
                self.close(self.summary)      # the next hand is dealt
                self.summary = None
        elif kind == "hand_end":
            self.hand_ended(message)
        elif kind == "pause":
            if self.away is None:
                self.away = AwayScreen(self.lang)
                self.show(self.away)
            self.away.wait_for(message["seat"], message["name"], float(message["seconds"]))
        elif kind in ("resume", "stand_in"):
            self.notify(seat_word(self.lang, "back" if kind == "resume" else "bot_plays", name=message["name"]))
            if self.away is not None and not self.away.back(message["seat"]):
                self.close(self.away)
                self.away = None

    def show(self, screen: Screen[Any]) -> None:
        """Put ``screen`` over the table (once the table is shown)."""
        if self.pending is not None:
            self.pending.append(screen)
        else:
            self.push_screen(screen)

    def close(self, screen: HandSummaryScreen | AwayScreen) -> None:
        if self.pending is not None and screen in self.pending:
            self.pending.remove(screen)
        else:
            screen.close_soon()

    def hand_ended(self, message: dict[str, Any]) -> None:
        """Show the end of the hand (or take the host's later news of who is ready) over the table."""
        if self.summary is not None and self.summary.hand_number == message["hand_number"]:
            self.summary.update(message)
            return
        if self.summary is not None:
            self.close(self.summary)
        german = self.remote.info().ruleset.pack.german if self.remote is not None else False
        self.summary = HandSummaryScreen(message, self.settings.look(german), self.send_next, self.action_ask_quit)
        self.show(self.summary)

    def send_next(self) -> None:
        if self.link is not None:
            task = asyncio.get_running_loop().create_task(self.link.send({"type": "next"}))
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)

    def _handle_exception(self, error: Exception) -> None:
        """Keep the whole traceback in the server's seat log (the player sees one line), then end the way
        ``MauMauApp`` does."""
        self.error_console.print("".join(traceback.format_exception(error)), markup=False, highlight=False)
        super()._handle_exception(error)

    def lost(self, reason: str) -> None:
        self.farewell = word(self.lang, "lost", reason=reason)
        self.exit()
