"""Screens a remote seat shows beside its table: the end of a hand (from the host's ``hand_end``) and the
notice that the table waits for a player whose connection dropped, with the grace counting down.

Both are built from plain data the table host sent; neither holds the table.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from rich.table import Table as RichTable
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Footer, Label, Static

from maumau_tui.tui.i18n import tr
from maumau_tui.tui.keys import localise_bindings
from maumau_tui.tui.labels import Look, card_text
from maumau_tui.tui.screens.base import GameModal, GameScreen

WORDS = {
    "de": {"next_hint": "n: bereit für das nächste Spiel · q: Tisch verlassen",
           "end_hint": "Die Partie ist vorbei · q: Tisch verlassen",
           "waiting": "Wir warten auf: {names}", "ready": "Du bist bereit.",
           "away": "{name} hat die Verbindung verloren.",
           "grace": "Der Tisch wartet noch {time} auf {name}; danach spielt ein Bot für {name}, bis {name} "
                    "wieder verbindet.",
           "back": "{name} ist wieder da.", "bot_plays": "Ein Bot spielt jetzt für {name}."},
    "en": {"next_hint": "n: ready for the next hand · q: leave the table",
           "end_hint": "The match is over · q: leave the table",
           "waiting": "Waiting for: {names}", "ready": "You are ready.",
           "away": "{name} lost the connection.",
           "grace": "The table waits {time} more for {name}; then a bot plays for {name} until they connect again.",
           "back": "{name} is back.", "bot_plays": "A bot plays for {name} now."},
}


def word(lang: str, key: str, **values: object) -> str:
    return WORDS[lang if lang in WORDS else "en"][key].format(**values)


def results(summary: dict[str, Any], look: Look) -> RichTable:
    """Seats, their cards left, this hand's points and the totals."""
    lang = look.lang
    grid = RichTable(box=None, pad_edge=False, expand=True)
    grid.add_column(tr(lang, "col_seat"), no_wrap=True)
    grid.add_column(tr(lang, "col_cards"), ratio=1)
    grid.add_column(tr(lang, "col_points"), justify="right")
    grid.add_column(tr(lang, "col_total"), justify="right")
    rows = zip(summary["names"], summary["hands"], summary["points"], summary["totals"])
    for seat, (name, hand, points, total) in enumerate(rows):
        cards = Text(" ").join(card_text(code, look) for code in hand)
        if seat in summary["out"] and not hand:
            cards = Text(tr(lang, "out_short"), style="bold")
        grid.add_row(Text(name, style="bold"), cards, str(points), str(total))
    return grid


class HandSummaryScreen(GameScreen[None]):
    """The end of a hand at a table in the server: ``n`` says this seat is ready for the next deal, which
    comes once every connected person is; ``q`` leaves.  ``update`` takes the host's later messages."""

    BINDINGS = [Binding("n,enter", "next", "key_next"), Binding("q,escape", "leave", "key_leave")]

    def __init__(self, summary: dict[str, Any], look: Look, send_next: Callable[[], None],
                 leave: Callable[[], None]) -> None:
        super().__init__(classes="hand-end")
        self.summary, self.look = summary, look
        self.send_next, self.leave = send_next, leave
        self.asked = False
        localise_bindings(self, look.lang)

    @property
    def hand_number(self) -> int:
        return int(self.summary["hand_number"])

    def compose(self) -> ComposeResult:
        lang, summary = self.look.lang, self.summary
        out = summary["out"]
        winner = tr(lang, "winner", name=summary["names"][out[0]]) if out else tr(lang, "no_winner")
        with Vertical(id="hand-end-box"):
            yield Label(tr(lang, "hand_end_title", n=self.hand_number), id="hand-end-title")
            yield Label(winner, id="hand-end-winner")
            with VerticalScroll(id="hand-end-scroll"):
                yield Static(results(summary, self.look), id="hand-end-table")
                for line in summary["lines"]:
                    yield Label(line, classes="sheet-line")
            yield Label(self.hint(), id="hand-end-hint")
        yield Footer()

    def hint(self) -> str:
        lang = self.look.lang
        if self.summary["match_over"]:
            return word(lang, "end_hint")
        lines = [word(lang, "ready")] if self.asked else [word(lang, "next_hint")]
        if self.summary["waiting"]:
            lines.append(word(lang, "waiting", names=", ".join(self.summary["waiting"])))
        return "\n".join(lines)

    def update(self, summary: dict[str, Any]) -> None:
        self.summary = summary
        if self.is_mounted:
            self.query_one("#hand-end-hint", Label).update(self.hint())

    def action_next(self) -> None:
        if self.asked or self.summary["match_over"]:
            return
        self.asked = True
        self.send_next()
        self.query_one("#hand-end-hint", Label).update(self.hint())

    def action_leave(self) -> None:
        self.leave()


class AwayScreen(GameModal[None]):
    """Over the table while it waits for players whose connection dropped: who, and how long it waits."""

    def __init__(self, lang: str, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(classes="dialog")
        self.lang, self.clock = lang, clock
        self.away: dict[int, tuple[str, float]] = {}   # seat -> (name, when the grace ends on ``clock``)

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog-box"):
            yield Static("", id="away-text", markup=False)

    def on_mount(self) -> None:
        self.draw()       # (``is_mounted`` is not true yet while Mount is handled)
        self.set_interval(0.5, self.show)

    def wait_for(self, seat: int, name: str, seconds: float) -> None:
        self.away[seat] = (name, self.clock() + seconds)
        self.show()

    def back(self, seat: int) -> bool:
        """``seat`` waits no more; returns whether anybody is still awaited."""
        self.away.pop(seat, None)
        self.show()
        return bool(self.away)

    def text(self) -> str:
        lines = []
        for name, until in self.away.values():
            left = max(0, math.ceil(until - self.clock()))
            lines += [word(self.lang, "away", name=name),
                      word(self.lang, "grace", name=name, time=f"{left // 60}:{left % 60:02d}")]
        return "\n".join(lines)

    def show(self) -> None:
        if self.is_mounted:
            self.draw()

    def draw(self) -> None:
        self.query_one("#away-text", Static).update(self.text())
