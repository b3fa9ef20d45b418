"""The public part of the table: seats with card counts and whose turn it is, the pile, wish and penalty."""

from __future__ import annotations

from collections.abc import Collection

from rich.text import Text
from textual.widgets import Static

from maumau_tui.engine.views import View
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import Look, card_text, wish_label


def seats_line(view: View, look: Look, bots: Collection[int], actor: int | None) -> Text:
    """``▶Anna 5 │ Ben 4 (G) │ Bot-1 [bot] 5``: every seat's name and card count, nobody's cards."""
    lang = look.lang
    text = Text()
    for seat, name in enumerate(view.names):
        if seat:
            text.append(" │ ", style="dim")
        on_turn = seat == actor
        marker = (">" if look.ascii_cards else "▶") if on_turn else " "
        style = "bold reverse" if on_turn else ("bold" if seat == view.seat else "")
        text.append(f"{marker}{name}", style=style)
        if seat in view.out:
            text.append(f" {tr(lang, 'out_short')}", style="dim")
        else:
            text.append(f" {view.hand_sizes[seat]}")
        if seat in bots:
            text.append(f" [{tr(lang, 'bot')}]", style="dim")
        if seat == view.dealer:
            text.append(f" ({tr(lang, 'dealer')[0]})", style="dim")
    return text


class SeatsBar(Static):
    """One line (or two) with every seat."""

    def show(self, view: View, look: Look, bots: Collection[int], actor: int | None) -> None:
        self.update(seats_line(view, look, bots, actor))


class TableInfo(Static):
    """The top card, the wish, an open penalty or skip, the direction, stock and pile sizes."""

    def show(self, view: View, look: Look) -> None:
        lang = look.lang
        text = Text()
        text.append(f"{tr(lang, 'top_card')}: ", style="bold")
        text.append("[ ")
        text.append_text(card_text(view.pile_top, look, "bold"))
        text.append(" ]")
        if view.top != view.pile_top:
            text.append(" = ")
            text.append_text(card_text(view.top, look))
        wish = wish_label(view.wish_suit, view.wish_rank, look)
        rows = [
            (tr(lang, "wish"), wish or "–"),
            (tr(lang, "penalty"), tr(lang, "penalty_text", n=view.pending_draw) if view.pending_draw else "–"),
        ]
        if view.pending_skip:
            rows.append((tr(lang, "skip"), str(view.pending_skip)))
        if view.kings >= 0:   # a round of Kings is open: its caller
            rows.append((tr(lang, "kings_row"), view.names[view.kings]))
        rows += [
            (tr(lang, "direction"), tr(lang, "clockwise" if view.direction > 0 else "counter")),
            (tr(lang, "stock"), str(view.stock_size)),
            (tr(lang, "pile"), str(view.pile_size)),
        ]
        for label, value in rows:
            text.append(f"\n{label}: ", style="bold")
            text.append(value, style="bold" if value != "–" else "dim")
        self.update(text)
