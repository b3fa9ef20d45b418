"""One seat's hand on screen: the cards, which of them fit now, and which one is chosen."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from maumau_tui.tui.labels import Look, card_text

CELL = 6  # "[10♥] " -- wide enough for the longest label with its marks


class HandView(Widget):
    """Cards in rows of numbered cells; playable ones in [brackets], the chosen one reversed and marked."""

    selected: reactive[int] = reactive(0)

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards: tuple[int, ...] = ()
        self.playable: frozenset[int] = frozenset()
        self.look = Look()
        self.hidden_text = ""

    def show(self, cards: Sequence[int], playable: frozenset[int], look: Look) -> None:
        """Show these cards; keeps the selection on the same place when it still exists."""
        self.cards = tuple(cards)
        self.playable = playable
        self.look = look
        self.hidden_text = ""
        self.selected = min(self.selected, max(len(self.cards) - 1, 0))
        self.refresh(layout=True)

    def hide(self, text: str) -> None:
        """Show no cards at all, only a sentence (nobody's hand may be seen now)."""
        self.cards, self.playable, self.hidden_text = (), frozenset(), text
        self.refresh(layout=True)

    @property
    def chosen(self) -> int | None:
        return self.cards[self.selected] if 0 <= self.selected < len(self.cards) else None

    def move_selection(self, step: int) -> None:
        if self.cards:
            self.selected = (self.selected + step) % len(self.cards)

    def select(self, index: int) -> None:
        if 0 <= index < len(self.cards):
            self.selected = index

    def _per_row(self) -> int:
        return max(1, (self.size.width or 80) // CELL)

    def get_content_height(self, container, viewport, width: int) -> int:  # type: ignore[no-untyped-def]
        if not self.cards:
            return 1
        rows = -(-len(self.cards) // max(1, width // CELL))
        return rows * 3

    def render(self) -> Text:
        if not self.cards:
            return Text(self.hidden_text, style="italic")
        per_row = self._per_row()
        out = Text()
        pointer = "^" if self.look.ascii_cards else "▲"
        for start in range(0, len(self.cards), per_row):
            numbers, cells, marks = Text(), Text(), Text()
            for index in range(start, min(start + per_row, len(self.cards))):
                code = self.cards[index]
                number = str(index + 1) if index < 9 else ("0" if index == 9 else "")
                numbers.append(f" {number:<{CELL - 1}}", style="dim")
                fits = code in self.playable
                chosen = index == self.selected
                cell = Text("[" if fits else " ", style="bold" if fits else "")
                cell.append_text(card_text(code, self.look, "bold" if fits else "dim"))
                cell.append("]" if fits else " ", style="bold" if fits else "")
                cell.pad_right(CELL - 1 - cell.cell_len)
                if chosen:
                    cell.stylize("reverse")
                cells.append_text(cell)
                cells.append(" ")
                marks.append((pointer * 3 if chosen else "").ljust(CELL), style="bold")
            for line in (numbers, cells, marks):
                out.append_text(line)
                out.append("\n")
        out.rstrip()
        return out
