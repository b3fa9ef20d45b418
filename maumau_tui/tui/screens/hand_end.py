"""The end of a hand: every hand revealed (the hand is over), the points and the running totals."""

from __future__ import annotations

from rich.table import Table as RichTable
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Footer, Label, Static

from maumau_tui.table import Table
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.keys import localise_bindings
from maumau_tui.tui.labels import Look, card_text
from maumau_tui.tui.screens.base import GameScreen
from maumau_tui.tui.screens.score_sheet import next_lines, sheet_table


def results_table(table: Table, look: Look) -> RichTable:
    """Seats, their cards left, this hand's points and the totals."""
    lang = look.lang
    grid = RichTable(box=None, pad_edge=False, expand=True)
    grid.add_column(tr(lang, "col_seat"), no_wrap=True)
    grid.add_column(tr(lang, "col_cards"), ratio=1)
    grid.add_column(tr(lang, "col_points"), justify="right")
    grid.add_column(tr(lang, "col_total"), justify="right")
    out = set(table.game.out)
    for seat, (name, hand) in enumerate(zip(table.names, table.revealed_hands())):
        cards = Text(" ").join(card_text(code, look) for code in hand)
        if seat in out and not hand:
            cards = Text(tr(lang, "out_short"), style="bold")
        grid.add_row(Text(name, style="bold"), cards, str(table.last_scores[seat]), str(table.totals[seat]))
    return grid


class HandEndScreen(GameScreen[str]):
    """Dismisses with ``"next"`` or ``"leave"``."""

    BINDINGS = [
        Binding("n,enter", "finish('next')", "key_next"),
        Binding("q,escape", "finish('leave')", "key_leave"),
        Binding("r", "rules", "key_rules"),
    ]

    def __init__(self, table: Table, look: Look) -> None:
        super().__init__(classes="hand-end")
        self.table = table
        self.look = look
        localise_bindings(self, look.lang)

    def compose(self) -> ComposeResult:
        lang = self.look.lang
        game = self.table.game
        winner = tr(lang, "winner", name=self.table.names[game.out[0]]) if game.out else tr(lang, "no_winner")
        with Vertical(id="hand-end-box"):
            yield Label(tr(lang, "hand_end_title", n=self.table.hand_number), id="hand-end-title")
            yield Label(winner, id="hand-end-winner")
            with VerticalScroll(id="hand-end-scroll"):
                yield Static(results_table(self.table, self.look), id="hand-end-table")
                if len(self.table.match.results) > 1 or self.table.match.over:
                    yield Static(sheet_table(self.table.match, lang), id="hand-end-sheet")
                for number, line in enumerate(next_lines(self.table.match, lang)):
                    yield Label(line, id="hand-end-match" if number == 0 and self.table.match_over else None,
                                classes="sheet-line")
            yield Label(tr(lang, "match_end_hint" if self.table.match_over else "hand_end_hint"),
                        id="hand-end-hint")
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "finish" and parameters == ("next",):
            return not self.table.match_over
        return True

    def action_finish(self, choice: str) -> None:
        if choice == "next" and self.table.match_over:
            return
        self.dismiss(choice)

    def action_rules(self) -> None:
        from maumau_tui.tui.screens.dialogs import RulesPage

        self.app.push_screen(RulesPage(self.table.ruleset, self.look.lang, self.table.match.options))
