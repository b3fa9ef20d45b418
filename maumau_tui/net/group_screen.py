"""The lobby's question "who else plays at this terminal?": the names of a hot-seat group, typed on one line.

The names go to the table host as they are typed (split at commas and blanks); the host checks them (the rule of
``maumau_tui.names``, none twice, none already on the server) and answers with the group or one line saying why not.
The question stays open until that answer: a refusal is said in it, with the names as typed to mend, and keys
typed meanwhile go to the line, never to the lobby behind it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Input, Label, Static

from maumau_tui.names import MAX_LENGTH
from maumau_tui.net.words import word
from maumau_tui.tui.screens.base import GameModal
from maumau_tui.tui.typed_input import TypedInput

MAX_TYPED = 6 * (MAX_LENGTH + 2)    # room for the most names a terminal may bring, with their commas

# A dialog as tall as its lines, centred over the dimmed lobby (the app's ``#dialog-box`` fills the screen: it is
# for the help and the rules, which scroll).
DIALOG_WIDTH = 76     # cells at most of the box (its border and padding take 4 of them: ``dialog_line_width``)
DIALOG_CSS = """
    %s { align: center middle; }
    %s { width: 100%%; max-width: WIDTH; height: auto; max-height: 100%%; border: thick $accent;
         background: $panel; padding: 0 1; }
""".replace("WIDTH", str(DIALOG_WIDTH))


def dialog_line_width(app: App[Any]) -> int:
    """The cells a line inside a dialog's box has on ``app``'s screen now (key lines are broken to it)."""
    return max(10, min(DIALOG_WIDTH, app.size.width) - 4)


def example(lang: str, user: str) -> str:
    """The input line's example: two names, neither the player's own (PLAYTEST219 N6: Ben read "e.g. Ben, Carla",
    just above "you (Ben) are in already")."""
    names = [name for name in ("Ben", "Carla", "Dana") if name.casefold() != user.casefold()][:2]
    return word(lang, "group_placeholder", names=", ".join(names))


def group_names(typed: str) -> list[str]:
    """The names on the line as typed: split at commas and blanks, empty pieces left out."""
    return [name for name in typed.replace(",", " ").split() if name]


class GroupScreen(GameModal[None]):
    """Sends the further names typed (``send``; empty: the player alone) and waits for the host: ``refused`` says
    why not in the dialog, ``agreed`` closes it.  Esc closes it with no change."""

    DEFAULT_CSS = DIALOG_CSS % ("GroupScreen", "#group-box") + """
        #group-input { background: $boost; }
        #group-refusal { color: $error; height: auto; }
    """
    BINDINGS = [Binding("escape", "back", show=False)]

    def __init__(self, user: str, lang: str, names: list[str], send: Callable[[list[str]], None]) -> None:
        super().__init__(classes="dialog")
        self.user, self.lang, self.names, self.send = user, lang, names, send

    def compose(self) -> ComposeResult:
        with Vertical(id="group-box"):
            yield Label(Text(word(self.lang, "group_title"), style="bold"))
            yield TypedInput(value=", ".join(self.names), id="group-input", compact=True, max_length=MAX_TYPED,
                             placeholder=example(self.lang, self.user), select_on_focus=False)
            yield Static("", id="group-refusal", markup=False)
            yield Static(word(self.lang, "group_help", user=self.user), markup=False)

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.query_one("#group-refusal", Static).update("")
        self.send(group_names(event.value))

    def on_input_changed(self, event: Input.Changed) -> None:
        self.query_one("#group-refusal", Static).update("")     # a refusal was about the names as they were

    def refused(self, reason: str) -> None:
        """The host's reason, under the names as typed."""
        for line in self.query("#group-refusal").results(Static):   # (none once the dialog has gone)
            line.update(reason)

    def agreed(self) -> None:
        self.close_soon()

    def action_back(self) -> None:
        self.dismiss(None)
