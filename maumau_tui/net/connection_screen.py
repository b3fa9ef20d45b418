"""What a player sees of their connection: their name and where they are (the lobby, or a table).  Space
checks the connection: it sends a ping and shows, from then on, the table server's answers, the keys
counted and the terminal the app runs in (for whoever wonders whether the server still answers; the load
script and the tests read them).  The lobby (``lobby_screen.LobbyScreen``) is this screen with the tables
below.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from maumau_tui.net.words import word
from maumau_tui.tui.screens.too_small import check_size

if TYPE_CHECKING:
    from maumau_tui.net.link import HostLink


class ConnectionScreen(Screen[None]):
    """The player's name, the table server's answers, the terminal: what a player sees before a table."""

    DEFAULT_CSS = ("ConnectionScreen { padding: 1 2; } ConnectionScreen Static { height: auto; margin-bottom: 1; } "
                   # the check's two lines as one block: at 60x20 the lobby's list kept one row (PLAYTEST215 F3); on
                   # a short terminal, while the check shows, no blank rows either (PLAYTEST216 F1: in German none)
                   "ConnectionScreen #terminal { margin-bottom: 0; } "
                   "ConnectionScreen.-short { padding: 0 2; } ConnectionScreen.-short Static { margin-bottom: 0; } "
                   # one blank row, after the connection's lines: at 60x20 the lobby's list showed a table in play by
                   # its name alone (PLAYTEST231 N2: a group's where-line takes three rows)
                   "ConnectionScreen.-short #link, ConnectionScreen.-short #pings { margin-bottom: 1; } "
                   "ConnectionScreen.-short.-checking #link { margin-bottom: 0; }")
    SHORT = 25      # rows below which blank rows go, but the one after the connection's lines (at 24 a group's table
    #                 with the check on lost its last line: PLAYTEST237 F1)

    def __init__(self, user: str, lang: str) -> None:
        super().__init__()
        self.user, self.lang = user, lang
        self.link: HostLink | None = None
        self.pongs = self.keys = 0
        self.checking = False      # Space was pressed: the connection check's lines are shown

    def compose(self) -> ComposeResult:
        yield Static(Text(word(self.lang, "hello", user=self.user), style="bold"), id="hello")
        yield Static(word(self.lang, "connecting"), id="link", markup=False)
        yield Static("", id="terminal", markup=False, classes="check")
        yield Static("", id="pings", markup=False, classes="check")
        yield from self.below()

    def below(self) -> ComposeResult:
        """What comes below the connection's lines (the lobby puts the tables there)."""
        yield Static(word(self.lang, "soon") + "\n" + word(self.lang, "leave"), markup=False)

    def on_mount(self) -> None:
        for line in self.query(".check").results(Static):
            line.display = self.checking
        self.show_terminal(self.app.size.width, self.app.size.height)
        self.fit_rows(self.app.size.height)
        self.show_pings()

    def relang(self, lang: str) -> None:
        """Every line again, in ``lang``."""
        self.lang = lang
        self.query_one("#hello", Static).update(Text(word(lang, "hello", user=self.user), style="bold"))
        self.query_one("#link", Static).update(word(lang, "connecting"))
        self.show_where()
        self.show_terminal(self.app.size.width, self.app.size.height)
        self.show_pings()

    def connected(self, link: HostLink) -> None:
        self.link = link
        self.show_where()

    def where(self) -> str:
        """Where the player is, for the header (the lobby says which table they sit at)."""
        return word(self.lang, "lobby")

    def show_where(self) -> None:
        if self.link is not None and self.is_mounted:
            self.query_one("#link", Static).update(word(self.lang, "connected", seat=self.where()))

    def pong(self) -> None:
        self.pongs += 1
        self.show_pings()

    def show_terminal(self, width: int, height: int) -> None:
        colours = word(self.lang, "no_colour") if self.app.no_color else str(self.app.console.color_system)
        settings = getattr(self.app, "settings", None)
        plain = settings is not None and settings.plain     # (an ASCII screen: letters only, k does not offer symbols)
        cards = word(self.lang, "cards_plain" if plain else "cards_letters" if settings is not None and settings.ascii_cards
                     else "cards_symbols")
        self.query_one("#terminal", Static).update(word(self.lang, "terminal", width=width, height=height,
                                                        term=os.environ.get("TERM", "?"), colours=colours, cards=cards))

    def show_pings(self) -> None:
        self.query_one("#pings", Static).update(word(self.lang, "pings", pongs=self.pongs, keys=self.keys))

    def fit_rows(self, height: int) -> None:
        """On a short terminal no blank rows but the one below the connection's lines (and the check's, while it
        shows): the lobby's list keeps rows."""
        self.set_class(height < self.SHORT, "-short")
        self.set_class(self.checking, "-checking")

    def on_resize(self, event: events.Resize) -> None:
        self.show_terminal(event.size.width, event.size.height)
        self.fit_rows(event.size.height)
        self.app.call_later(check_size, self.app)   # (below 60x20 the lobby was cut, without a word: PLAYTEST106 F4)

    def on_screen_resume(self) -> None:
        self.app.call_later(check_size, self.app)

    async def on_key(self, event: events.Key) -> None:
        self.keys += 1
        if event.key == "space" and not self.checking:
            self.checking = True
            for line in self.query(".check").results(Static):
                line.display = True
            self.fit_rows(self.app.size.height)
        if event.key == "space" and self.link is not None:
            await self.link.ping(self.keys)   # the answer repaints the line, counting this key too
        else:
            self.show_pings()
