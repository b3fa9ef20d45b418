"""A connection check on the player's own terminal: the seat process's app until the lobby exists.

It greets the SSH user, says whether the table server answers (space sends a ping, the round trip
shows), and shows the terminal it runs in (size, TERM, colours), so tests and the load script can
watch a whole path: client key -> SSH -> pty -> app -> table host -> app -> pty -> SSH -> client.
"""

from __future__ import annotations

import os
import socket

from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.geometry import Size
from textual.widgets import Static

from maumau_tui.net.link import SeatLink
from maumau_tui.net.protocol import ProtocolError

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


class PlaceholderApp(App[None]):
    """Greets the user and shows that the table server answers."""

    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [Binding("ctrl+c", "quit", show=False, priority=True)]
    CSS = "Screen { padding: 1 2; } Static { height: auto; margin-bottom: 1; }"

    def __init__(self, user: str, lang: str, link_socket: socket.socket | None) -> None:
        super().__init__()
        self.user, self.lang = user, lang if lang in WORDS else "en"
        self.link_socket = link_socket
        self.link: SeatLink | None = None
        self.pongs = self.keys = 0
        self.farewell = ""          # printed by the seat process after the app has restored the terminal

    def word(self, key: str, **values: object) -> str:
        return WORDS[self.lang][key].format(**values)

    def compose(self) -> ComposeResult:
        yield Static(Text(self.word("hello", user=self.user), style="bold"), id="hello")
        yield Static(self.word("connecting"), id="link", markup=False)
        yield Static("", id="terminal", markup=False)
        yield Static("", id="pings", markup=False)
        yield Static(self.word("soon") + "\n" + self.word("leave"), markup=False)

    def on_mount(self) -> None:
        self.show_terminal()
        self.show_pings()
        if self.link_socket is not None:
            self.run_worker(self.connect(self.link_socket), exclusive=True)

    async def connect(self, sock: socket.socket) -> None:
        try:
            link = await SeatLink.open(sock, self.user, self.lang)
        except (EOFError, ProtocolError, OSError) as error:
            self.lost(str(error) or type(error).__name__)
            return
        self.link = link
        seat = self.word("lobby") if link.seat is None else self.word("seat", seat=link.names[link.seat])
        self.query_one("#link", Static).update(self.word("connected", seat=seat))
        link.on_change(self.pushed)
        try:
            reason = await link.run()
        except ProtocolError as error:
            reason = str(error)
        self.lost(reason)

    def pushed(self, message: dict[str, object]) -> None:
        if message["type"] == "pong":
            self.pongs += 1
            self.show_pings()

    def lost(self, reason: str) -> None:
        self.farewell = self.word("lost", reason=reason)
        self.exit()

    def show_terminal(self, size: Size | None = None) -> None:
        size = size or self.size
        colours = self.word("no_colour") if self.no_color else str(self.console.color_system)
        text = self.word("terminal", width=size.width, height=size.height,
                         term=os.environ.get("TERM", "?"), colours=colours)
        self.query_one("#terminal", Static).update(text)

    def show_pings(self) -> None:
        self.query_one("#pings", Static).update(self.word("pings", pongs=self.pongs, keys=self.keys))

    def on_resize(self, event: events.Resize) -> None:
        self.show_terminal(event.size)   # runs before the app has taken the new size

    async def on_key(self, event: events.Key) -> None:
        self.keys += 1
        if event.key == "space" and self.link is not None:
            await self.link.ping(self.keys)   # the answer repaints the line, counting this key too
        else:
            self.show_pings()
