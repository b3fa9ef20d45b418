"""The screen between two people's turns: whose turn it is and what happened in public, no cards at all."""

from __future__ import annotations

from collections.abc import Sequence

from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Label, Static

from maumau_tui.tui.i18n import tr

RECENT_LINES = 8


class HandoffScreen(Screen[str | None]):
    """Hides every hand until the named person presses a key.

    ``catch_line``: the person still at the keyboard may call out a cheat or a missed call before
    handing over (key ``c``; the screen then dismisses with ``"catch"``)."""

    def __init__(self, name: str, recent: Sequence[str], lang: str, catch_line: str | None = None) -> None:
        super().__init__(classes="handoff")
        self.seat_name = name
        self.recent = list(recent)[-RECENT_LINES:]
        self.lang = lang
        self.catch_line = catch_line

    def compose(self) -> ComposeResult:
        with Vertical(id="handoff-box"):
            yield Label(tr(self.lang, "handoff_title", name=self.seat_name), id="handoff-title")
            yield Label(tr(self.lang, "handoff_body", name=self.seat_name))
            if self.recent:
                yield Label(tr(self.lang, "handoff_recent"), classes="handoff-recent-title")
                yield Static("\n".join(self.recent), id="handoff-recent", markup=False)
            yield Label(tr(self.lang, "handoff_key", name=self.seat_name), id="handoff-key")
            if self.catch_line:
                yield Label(self.catch_line, id="handoff-catch")

    def on_key(self, event: events.Key) -> None:
        event.stop()
        self.dismiss("catch" if self.catch_line and event.key == "c" else None)

    def on_click(self, event: events.Click) -> None:
        self.dismiss(None)
