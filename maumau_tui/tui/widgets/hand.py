"""One seat's hand on screen: the cards, which of them fit now, and which one is chosen.

The cards are drawn by this one widget in rows of numbered cells; how a card looks in each state is
styled in ``app.tcss`` through the component classes ``hand-view--playable`` (it fits now) and
``hand-view--selected`` (the chosen one), as Textual's own lists style their items.  A playable card
also stands in ``[brackets]`` and the chosen one is marked ``▲``/``^``, so nothing depends on colour.
Cards marked for one move of several cards (``marked``, in the order marked) show their place in that
order under the card (``*1``, ``*2``) and are underlined.  Every cell is numbered, also past the tenth.
The table screen decides which card is chosen; a click on a card posts ``HandView.CardChosen``.
Without colour (``NO_COLOR``, the monochrome setting) red cards are drawn in the text colour: a
grey for red on a dark background cannot be read.
(A widget per card, with DOM classes, cost a style pass per arrow key: the key-to-repaint latency
rose by half.)
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from maumau_tui.tui.labels import Look, card_text, label_of

CELL = 6  # "[10♥] " -- wide enough for the longest label with its marks
ROWS_PER_LINE = 3  # number, card, mark


class HandView(Widget):
    """Cards in rows of numbered cells; a sentence instead when no hand may be shown."""

    COMPONENT_CLASSES = {"hand-view--number", "hand-view--card", "hand-view--playable", "hand-view--selected",
                         "hand-view--mark", "hand-view--marked"}

    class CardChosen(Message):
        """A card was clicked: the table screen makes it the chosen one."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards: tuple[int, ...] = ()
        self.playable: frozenset[int] = frozenset()
        self.selected = 0
        self.marked: tuple[int, ...] = ()   # indices of the cards marked for one move, in the order marked
        self.look = Look()
        self.hidden_text = ""

    def show(self, cards: Sequence[int], playable: frozenset[int], selected: int, look: Look,
             marked: Sequence[int] = ()) -> None:
        """Show these cards, ``selected`` the chosen one, ``marked`` those marked for one move (drawn again only
        when one of them changed: another seat's move leaves this hand as it was)."""
        shown = (tuple(cards), playable, selected, look, tuple(marked), "")
        if shown == (self.cards, self.playable, self.selected, self.look, self.marked, self.hidden_text):
            return
        resized = len(cards) != len(self.cards) or self.hidden_text
        self.cards, self.playable, self.selected, self.look, self.marked, self.hidden_text = shown
        self.refresh(layout=bool(resized))

    def titles(self, title: str | None, subtitle: str) -> None:
        """The box's title (None: as it is) and subtitle, each set (and so drawn again) only when it changed."""
        if title is not None and self.border_title != title:
            self.border_title = title
        if self.border_subtitle != subtitle:
            self.border_subtitle = subtitle

    def mark(self, marked: Sequence[int]) -> None:
        """Mark these cards (indices, in the order marked) for one move."""
        if tuple(marked) != self.marked:
            self.marked = tuple(marked)
            self.refresh()

    def select(self, index: int) -> None:
        """Choose another card (drawn again, nothing else)."""
        if index != self.selected:
            self.selected = index
            self.refresh()

    def hide(self, text: str) -> None:
        """Show no cards at all, only a sentence (nobody's hand may be seen now)."""
        if not self.cards and self.hidden_text == text:
            return
        self.cards, self.playable, self.marked, self.hidden_text = (), frozenset(), (), text
        self.refresh(layout=True)

    def _per_row(self) -> int:
        return max(1, (self.size.width or 80) // CELL)

    def per_row(self) -> int:
        """Cards in one row now (Up and Down move by this many)."""
        return self._per_row()

    def get_content_height(self, container, viewport, width: int) -> int:  # type: ignore[no-untyped-def]
        if not self.cards:
            return 1
        return -(-len(self.cards) // max(1, width // CELL)) * ROWS_PER_LINE

    def on_click(self, event: events.Click) -> None:
        column, row = event.x // CELL, event.y // ROWS_PER_LINE
        index = row * self._per_row() + column
        if 0 <= column < self._per_row() and 0 <= index < len(self.cards):
            event.stop()
            self.post_message(self.CardChosen(index))

    def render(self) -> Text:
        if not self.cards:
            return Text(self.hidden_text, style="italic")
        style = self.get_component_rich_style
        number_style, mark_style = style("hand-view--number", partial=True), style("hand-view--mark", partial=True)
        card_style, fits_style = style("hand-view--card", partial=True), style("hand-view--playable", partial=True)
        chosen_style = style("hand-view--selected", partial=True)
        marked_style = style("hand-view--marked", partial=True)
        pointer = "▲"                    # (the ASCII screen draws it as "^": ``plain.py``)
        plain = bool(getattr(self.app, "no_color", False))
        per_row = self._per_row()
        out = Text()
        for start in range(0, len(self.cards), per_row):
            numbers, cells, marks = Text(), Text(), Text()
            for index in range(start, min(start + per_row, len(self.cards))):
                code = self.cards[index]
                number = "0" if index == 9 else str(index + 1)
                numbers.append(f" {number:<{CELL - 1}}", style=number_style)
                fits = code in self.playable
                looks = fits_style if fits else card_style
                cell = Text("[" if fits else " ", style=looks if fits else "")
                label = Text(label_of(code, self.look)) if plain else card_text(code, self.look)
                label.stylize_before(looks)
                cell.append_text(label)
                cell.append("]" if fits else " ", style=looks if fits else "")
                cell.pad_right(CELL - 1 - cell.cell_len)
                chosen = index == self.selected
                place = self.marked.index(index) + 1 if index in self.marked else 0
                if place:
                    cell.stylize(marked_style)
                if chosen:
                    cell.stylize(chosen_style)
                cells.append_text(cell)
                cells.append(" ")
                mark = (pointer if chosen else " ") + f"*{place}" if place else (pointer * 3 if chosen else "")
                marks.append(mark.ljust(CELL), style=mark_style)
            for line in (numbers, cells, marks):
                out.append_text(line)
                out.append("\n")
        out.rstrip()
        return out
