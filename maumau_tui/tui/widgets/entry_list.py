"""A list of entries of several lines (the matches to continue, the finished ones, the variants): each entry's
lines are laid out at the width it is shown at."""

from __future__ import annotations

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text
from textual.widgets import OptionList

from maumau_tui.tui.widgets.text import items_in_lines


class EntryList(OptionList):
    """An option list that keeps its scrollbar's columns (``scrollbar-gutter: stable``), so that each entry is laid
    out at one width, scrollbar or not (a description that just fitted lost its last line once the scrollbar came).
    Its height is the room the screen gives it (``app.tcss``)."""

    DEFAULT_CSS = """
    EntryList {
        scrollbar-gutter: stable;
    }
    """


def parts_of(*parts: list[str]) -> list[str]:
    """The items of several parts one after the other, " ·" after the last item of each part but the last (a line
    may break after the dot, never before it)."""
    items: list[str] = []
    for part in filter(None, parts):
        if items:
            items[-1] += " ·"
        items += part
    return items


class ItemLines:
    """A list entry's text: ``head`` (wrapped as any text), then ``items`` under it, indented, in lines of the width
    the entry is drawn at, broken between items (``items_in_lines``) at any width, scrollbar or not: the list's own
    wrap parted a player from their points ("Christoph-Paulus" / "(Bot, leicht) 39")."""

    INDENT = "  "

    def __init__(self, head: Text, items: list[str], style: str = "") -> None:
        self.head = head
        self.items = items
        self.style = style

    def __str__(self) -> str:
        return f"{self.head.plain}\n{self.INDENT}{' '.join(self.items)}"

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.head
        width = max(options.max_width - len(self.INDENT), 1)
        lines = items_in_lines(self.items, width, " ", hang="  ")
        # A part that ends a line needs no " ·" after it: in ASCII, "|" there read as the box's edge (PLAYTEST216).
        yield Text("\n".join(self.INDENT + line.removesuffix(" ·") for line in lines), style=self.style)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = max(cell_len(line) for line in str(self).split("\n"))
        return Measurement(min(widest, options.max_width), min(widest, options.max_width))
