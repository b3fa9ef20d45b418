"""The lobby's question "who else plays at this terminal?": the names of a hot-seat group, typed on one line.

The names go to the table host as they are typed (split at commas and blanks); the host checks them (the rule of
``maumau_tui.names``, none twice, none already on the server) and answers with the group or one line saying why not.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Input, Label, Static

from maumau_tui.names import MAX_LENGTH
from maumau_tui.net.words import word
from maumau_tui.tui.screens.base import GameModal

MAX_TYPED = 6 * (MAX_LENGTH + 2)    # room for the most names a terminal may bring, with their commas

# A dialog as tall as its lines, centred over the dimmed lobby (the app's ``#dialog-box`` fills the screen: it is
# for the help and the rules, which scroll).
DIALOG_CSS = """
    %s { align: center middle; }
    %s { width: 100%%; max-width: 76; height: auto; max-height: 100%%; border: thick $accent;
         background: $panel; padding: 0 1; }
"""


def group_names(typed: str) -> list[str]:
    """The names on the line as typed: split at commas and blanks, empty pieces left out."""
    return [name for name in typed.replace(",", " ").split() if name]


class GroupScreen(GameModal[list[str] | None]):
    """Dismisses with the further names typed (empty: the player alone), or None (Esc: no change)."""

    DEFAULT_CSS = DIALOG_CSS % ("GroupScreen", "#group-box") + "#group-input { background: $boost; }"
    BINDINGS = [Binding("escape", "back", show=False)]

    def __init__(self, user: str, lang: str, names: list[str]) -> None:
        super().__init__(classes="dialog")
        self.user, self.lang, self.names = user, lang, names

    def compose(self) -> ComposeResult:
        with Vertical(id="group-box"):
            yield Label(Text(word(self.lang, "group_title"), style="bold"))
            yield Input(value=", ".join(self.names), id="group-input", compact=True, max_length=MAX_TYPED,
                        placeholder=word(self.lang, "group_placeholder"))
            yield Static(word(self.lang, "group_help", user=self.user), markup=False)

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(group_names(event.value))

    def action_back(self) -> None:
        self.dismiss(None)
