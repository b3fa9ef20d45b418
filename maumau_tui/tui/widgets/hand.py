"""One seat's hand on screen: the cards, which of them fit now, and which one is chosen.

Each card is a ``CardCell`` with the state classes ``-playable`` and ``-selected`` (styled in
``app.tcss``); a playable card also stands in ``[brackets]`` and the chosen one is marked ``▲``/``^``,
so nothing depends on colour.  The table screen decides which card is chosen; a click on a card
posts ``HandView.CardChosen``.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Container
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Label

from maumau_tui.tui.labels import Look, card_text

CELL = 6  # "[10♥] " -- wide enough for the longest label with its marks


class CardCell(Widget):
    """A card with its number above and, when chosen, a mark below."""

    COMPONENT_CLASSES = {"card-cell--number", "card-cell--card", "card-cell--chosen", "card-cell--mark"}

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.code: int | None = None   # None: no card (a cell kept for a bigger hand draws nothing)
        self.look = Look()

    def clear(self) -> None:
        """Forget the card: a hidden cell must not hold anybody's card for a later frame."""
        if self.code is not None:
            self.code = None
            self.set_class(False, "-playable", "-selected")
            self.refresh()

    def set_card(self, index: int, code: int, look: Look, playable: bool, selected: bool) -> None:
        state = (index, code, look, playable, selected)
        if state == (self.index, self.code, self.look, self.has_class("-playable"), self.has_class("-selected")):
            return
        self.index, self.code, self.look = index, code, look
        self.set_class(playable, "-playable")
        self.set_class(selected, "-selected")
        self.refresh()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self.refresh()   # a state class changed: draw with the styles it brings

    def render(self) -> Text:
        if self.code is None:
            return Text()
        playable, selected = self.has_class("-playable"), self.has_class("-selected")
        index = self.index
        number = str(index + 1) if index < 9 else ("0" if index == 9 else "")
        out = Text()
        out.append(f" {number:<{CELL - 1}}", style=self.get_component_rich_style("card-cell--number", partial=True))
        out.append("\n")
        style = self.get_component_rich_style("card-cell--card", partial=True)
        cell = Text("[" if playable else " ", style=style if playable else "")
        label = card_text(self.code, self.look)
        label.stylize_before(style)
        cell.append_text(label)
        cell.append("]" if playable else " ", style=style if playable else "")
        cell.pad_right(CELL - 1 - cell.cell_len)
        cell.stylize(self.get_component_rich_style("card-cell--chosen", partial=True))
        out.append_text(cell)
        out.append(" \n")
        pointer = "^" if self.look.ascii_cards else "▲"
        out.append((pointer * 3 if selected else "").ljust(CELL),
                   style=self.get_component_rich_style("card-cell--mark", partial=True))
        return out

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(HandView.CardChosen(self.index))


class HandView(Container):
    """Cards in rows of numbered cells; a sentence instead when no hand may be shown."""

    class CardChosen(Message):
        """A card was clicked: the table screen makes it the chosen one."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards: tuple[int, ...] = ()

    def compose(self) -> ComposeResult:
        yield Label("", id="hand-hidden")
        yield Container(id="hand-cells")

    def on_resize(self, event: events.Resize) -> None:
        self.query_one("#hand-cells").styles.grid_size_columns = max(1, event.size.width // CELL)

    def show(self, cards: Sequence[int], playable: frozenset[int], selected: int, look: Look) -> None:
        """Show these cards, ``selected`` the chosen one."""
        self.cards = tuple(cards)
        self.query_one("#hand-hidden").display = False
        grid = self.query_one("#hand-cells")
        grid.display = True
        cells = list(grid.query(CardCell))
        if len(cells) < len(self.cards):
            new = [CardCell(index) for index in range(len(cells), len(self.cards))]
            grid.mount_all(new)
            cells += new
        for cell in cells[len(self.cards):]:
            cell.clear()            # kept for a bigger hand; never drawn with the card it showed before
            cell.display = False
        for index, (cell, code) in enumerate(zip(cells, self.cards)):
            cell.set_card(index, code, look, code in playable, index == selected)
            cell.display = True

    def hide(self, text: str) -> None:
        """Show no cards at all, only a sentence (nobody's hand may be seen now)."""
        self.cards = ()
        grid = self.query_one("#hand-cells")
        grid.display = False        # not drawn at all; the cells are kept, without their cards, for the next hand
        for cell in grid.query(CardCell):
            cell.clear()
        hidden = self.query_one("#hand-hidden", Label)
        hidden.update(Text(text, style="italic"))
        hidden.display = True
