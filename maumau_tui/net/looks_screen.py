"""``s`` at a table of the server: the settings of this terminal's screen, the language, the cards as letters and the
hand's order.

The hot seat's ``s`` opens its settings screen (language, suits as letters, bot pace, colours, the hand's order,
saved to the user's config file).  Over SSH only the first two and the last are the player's own: the bots' pace is
the table's, the colours follow the client's terminal, and nothing is written to a file of the server's user (the
table's host keeps them for the seat: ``looks``).  So the dialog has those three rows in
the settings screen's words and keys: ↑↓ (Home, End) choose, Space/Enter/→ change (← back), ``s`` takes them, Esc leaves
everything as it was.  What it returns is applied by the app (``seat_looks``) to this terminal alone.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from maumau_tui.net.group_screen import DIALOG_CSS
from maumau_tui.net.words import word
from maumau_tui.tui.screens.base import GameModal
from maumau_tui.tui.screens.settings import SettingRows, row_text
from maumau_tui.tui.settings import Settings

ROWS: tuple[str, ...] = ("lang", "ascii_cards", "hand_order")
WATCHING_ROWS: tuple[str, ...] = ("lang", "ascii_cards")


class LooksScreen(SettingRows, GameModal[Settings | None]):
    """The three rows; returns the settings with them as chosen (``s``), or None (Esc)."""

    AUTO_FOCUS = None
    DEFAULT_CSS = DIALOG_CSS % ("LooksScreen", "#looks-box") + """
        #looks-box { max-width: 80; }
        #looks-rows { height: auto; border: none; background: $panel; }
    """
    BINDINGS = [   # (the list is not focused: the screen takes every key itself, in the order typed)
        Binding("enter,space,right", "turn(1)", show=False),
        Binding("left", "turn(-1)", show=False),
        Binding("up", "move(-1)", show=False),
        Binding("down", "move(1)", show=False),
        Binding("home", "go(0)", show=False),
        Binding("end", "go(-1)", show=False),
        Binding("s", "take", show=False),
        Binding("escape", "back", show=False),
    ]

    rows = ROWS

    def __init__(self, settings: Settings, note: str = "looks_note", rows: tuple[str, ...] = ROWS) -> None:
        super().__init__(classes="dialog")
        self.settings = settings
        self.note = note        # a watcher has no seat to keep them, a group several (PLAYTEST117 F6, PLAYTEST120 F6)
        self.rows = rows        # a watcher's: WATCHING_ROWS (it is shown no hand)

    def compose(self) -> ComposeResult:
        with Vertical(id="looks-box"):
            yield Label("", id="looks-title")
            rows = OptionList(*(Option(row_text(self.settings, row), id=row) for row in self.rows), id="looks-rows")
            rows.can_focus = False
            yield rows
            yield Static("", id="looks-note", markup=False)
            yield Static("", id="looks-hint", markup=False)

    def on_mount(self) -> None:
        self.query_one(OptionList).highlighted = 0
        self.redraw()

    def redraw(self) -> None:
        """The rows, and the dialog's words in the language chosen now."""
        self.show_rows()
        lang = self.settings.lang
        self.query_one("#looks-title", Label).update(Text(word(lang, "looks_title"), style="bold"))
        self.query_one("#looks-note", Static).update(word(lang, self.note))
        self.query_one("#looks-hint", Static).update(word(lang, "looks_hint"))

    def action_turn(self, step: int) -> None:
        """A row switched; not the cards' letters on a screen in ASCII, where the symbols would be letters too: it says
        why, as the lobby's ``k`` does (PLAYTEST215 F4: taken without a word, and "on" again at the next ``s``)."""
        if self.rows[self.row_list().highlighted or 0] == "ascii_cards" and self.settings.plain:
            self.app.notify(word(self.settings.lang, "letters_plain"), severity="warning")
            return
        super().action_turn(step)

    def action_take(self) -> None:
        self.dismiss(self.settings)

    def action_back(self) -> None:
        self.dismiss(None)


def close_looks(app: Any) -> None:
    """A timed question comes for this terminal: the dialog closes as Esc closes it, so the question goes on top (the
    table's clock does not wait for one seat's settings)."""
    for screen in app.screen_stack:
        if isinstance(screen, LooksScreen):
            screen.close_soon(None)
