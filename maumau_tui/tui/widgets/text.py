"""Text in a ``Static`` that is updated only when it changes: every update repaints the widget and (unless
its size cannot change) lays the whole screen out again, and a push of the table changes few of them."""

from __future__ import annotations

from collections.abc import Iterable

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.table import Table
from rich.text import Text
from textual import events
from textual.widgets import Label, Static


class Bulleted:
    """A text whose lines that start with ``bullet`` wrap under their first word, not under the bullet (PLAYTEST240 N7:
    a rule's second line began where the bullets do, and long pages of rules ran together); other lines as they are."""

    def __init__(self, text: Text, bullet: str = "• ") -> None:
        self.text, self.bullet = text, bullet

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Bulleted) and (self.text, self.bullet) == (other.text, other.bullet)

    def __str__(self) -> str:
        return self.text.plain

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        rows: Table | None = None
        for line in self.text.split("\n", allow_blank=True):
            if not line.plain.startswith(self.bullet):
                if rows is not None:
                    yield rows
                rows = None
                yield line
                continue
            if rows is None:
                rows = Table.grid()
                rows.add_column(width=cell_len(self.bullet), no_wrap=True)
                rows.add_column(ratio=1)
            rows.add_row(line[:len(self.bullet)], line[len(self.bullet):])
        if rows is not None:
            yield rows


def show_text(widget: Static, content: str | Text | Bulleted, layout: bool = True) -> bool:
    """Show ``content`` in ``widget`` unless it shows it already; ``layout=False`` where the widget's size is
    fixed by its style.  Returns whether it changed."""
    if widget.content == content and type(widget.content) is type(content):
        return False
    widget.update(content, layout=layout)
    return True


def key_lines(line: str, width: int, indent: str = "") -> str:
    """A line of items ("c create · Enter join · ...", a table of the list) in lines of at most ``width`` cells,
    broken between its items (a key parted from its word reads wrong, and so does "waiting for" parted from its
    number), an item wider than a line between its words (``words_in_lines``); ``indent`` starts every line after
    the first."""
    return "\n".join(items_in_lines(line.split(" · "), width, " · ", indent, indent + "  "))


def items_in_lines(items: Iterable[str], width: int, between: str, indent: str = "", hang: str = "") -> list[str]:
    """``items`` in lines of at most ``width`` cells, ``between`` two items on a line, broken between items; an item
    wider than a line broken between its words, ``hang`` before each of its further lines; ``indent`` starts every
    line after the first."""
    lines: list[str] = []
    for item in items:
        if lines and cell_len(f"{lines[-1]}{between}{item}") <= width:
            lines[-1] = f"{lines[-1]}{between}{item}"
        else:
            lines += words_in_lines(indent + item if lines else item, width, hang)
    return lines


def words_in_lines(item: str, width: int, indent: str) -> list[str]:
    """One item in lines of at most ``width`` cells, broken between its words, ``indent`` before each further line (the
    terminal broke it anywhere, its rest at the line's start: PLAYTEST125, "  medium)" under a table at 60 columns);
    a word wider than a line overflows whole."""
    lead, words = item[:len(item) - len(item.lstrip(" "))], item.lstrip(" ").split(" ")
    lines = [lead + words[0]]
    for word in words[1:]:
        if cell_len(f"{lines[-1]} {word}") <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(indent + word)
    return lines


def fitted_keys(text: str, width: int) -> str:
    """A key line (lines of "n: next hand · q: leave") broken between its items where it is wider than ``width``."""
    return "\n".join(key_lines(line, width) for line in text.split("\n"))


class KeyHint(Label):
    """A screen's key line ("↑↓ choose · Enter: … · Esc: back") broken between its items at the width it is given
    (the terminal's own wrap parted "Enter, s:" from "continue" at 80 columns, and began a line with "·")."""

    def __init__(self, words: str, id: str | None = None, classes: str = "setup-hint") -> None:
        super().__init__(words, id=id, classes=classes)
        self.words = words

    def say(self, words: str) -> None:
        """Show ``words`` from now on."""
        self.words = words
        self.fit()

    def fit(self) -> None:
        width = self.content_size.width
        show_text(self, fitted_keys(self.words, width) if width > 0 else self.words)

    def on_resize(self, event: events.Resize) -> None:
        self.fit()
