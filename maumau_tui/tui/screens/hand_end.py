"""The end of a hand: how it ended, every hand revealed (the hand is over), each charge explained, all hands.

The screen is drawn from a ``HandSummary`` (plain data), so a remote seat can show it from what the
host sent; given a ``Table`` it makes the summary itself.  The last hand of a match is titled with the
match's result (its first line says that the match is over, and who lost), this hand's end below it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from textual import events
from textual.app import ComposeResult
from textual.screen import Screen
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Label, Static

from maumau_tui.rules.schema import Ruleset
from maumau_tui.table import Table
from maumau_tui.tui.hand_summary import HandSummary, hand_summary
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.keys import localise_bindings
from maumau_tui.tui.labels import Look
from maumau_tui.tui.notes import clear_private
from maumau_tui.tui.score_words import (ending_lines, explain_lines, next_lines, results_table, scharf_lines, sheet_table,
                                         w)
from maumau_tui.tui.screens.base import GameScreen, HeldKeyLine
from maumau_tui.tui.spelling import spelled_lines
from maumau_tui.tui.widgets.key_scroll import KeyScroll
from maumau_tui.tui.widgets.text import fitted_keys
from maumau_tui.tui.widgets.footer import FittedFooter


class HandEndScreen(HeldKeyLine, GameScreen[str]):
    """Dismisses with ``"next"`` or ``"leave"``; with a ``leave_question`` (a screen answering with a choice or
    None) ``q`` asks it over the sheet and dismisses with the choice (None: the sheet stays)."""

    BINDINGS = [
        Binding("n,enter", "finish('next')", "key_next"),
        Binding("enter,n", "what_now", "key_what_now", key_display="⏎/n"),   # the match's end: as q (PLAYTEST270 N1:
        #                                                                      the footer names n as its key line does)
        Binding("q,escape", "finish('leave')", "key_leave"),
        Binding("r", "rules", "key_rules"),
    ]

    def __init__(self, hand: HandSummary | Table, look: Look, rules: Ruleset | None = None,
                 options: Mapping[str, bool | int] | None = None, closing: str | None = None) -> None:
        """``hand``: the summary (a remote seat), or the table whose hand just ended; ``rules`` and
        ``options``: what ``r`` shows (a table brings its own); ``closing``: a match of single hands ended here, its
        last words (who stood best) as the title, all hands below (Enter, n or q asks what next, as at a match's end)."""
        super().__init__(classes="hand-end")
        if isinstance(hand, Table):
            rules, options = hand.ruleset, dict(hand.match.options)
            hand = hand_summary(hand.match)
        self.summary = hand
        self.rules = rules
        self.options = dict(options or {})
        self.look = look
        self.leave_question: Callable[[], Screen[str | None]] | None = None
        self.closing = closing
        self.placed = False             # the points were brought into view once (``points_in_view``)
        localise_bindings(self, look.lang)

    @property
    def match_over(self) -> bool:
        return self.summary.match_over or self.closing is not None

    def compose(self) -> ComposeResult:
        lang, summary = self.look.lang, self.summary
        recent = spelled_lines(summary.recent.get(lang, ()))   # (the screen in ASCII, as the log's other places)
        after = next_lines(summary, lang)
        hand_over = tr(lang, "hand_end_title", n=summary.number)
        scharf = scharf_lines(summary, lang)   # (the scharf Runde: not scrolled away, and apart from this hand's end)
        ending = ending_lines(summary, lang) + (["", *scharf] if scharf else [])
        if self.closing is not None:   # ended here: who stood best is the title, nothing comes next
            title, ending, after = self.closing, [f"{hand_over}.", *ending], []
        elif summary.match_over:   # the match's end comes first: its verdict is the title, what each pays (kept in
            title, ending, after = after[0], [*after[1:], f"{hand_over}.", *ending], []   # view: PLAYTEST101 L5), then
            #                                                                         this hand's end
        else:
            title = hand_over
        with Vertical(id="hand-end-box"):
            yield Label(title, id="hand-end-title")
            yield Static("\n".join(ending), id="hand-end-winner")
            with KeyScroll(id="hand-end-scroll"):
                if recent:
                    yield Static("\n".join(recent), id="hand-end-recent", classes="sheet-line")
                yield Static(results_table(summary, self.look), id="hand-end-table")
                if explained := explain_lines(summary, lang):
                    yield Static("\n".join(explained), id="hand-end-explain", classes="sheet-line")
                if len(summary.sheet) > 1 or self.match_over:
                    yield Static(w(lang, "sheet_title"), classes="sheet-line sheet-title")
                    yield Static(sheet_table(summary, lang), id="hand-end-sheet")
                for line in after:
                    yield Static(line, classes="sheet-line")
            yield Label(self.key_line(), id="hand-end-hint")   # (an ellipsis from the first frame on while keys are held)
        yield FittedFooter()

    def on_mount(self) -> None:
        clear_private(self.app)          # the whole table's sheet: no notice for one person stays on it (PLAYTEST102 F4:
        #                                  the hint that took the last card out stood there)
        self.call_after_refresh(self.show_scroll_hint)
        self.watch_key_line()      # while the sheet still holds keys (just opened after a move): an ellipsis

    def points_in_view(self) -> None:
        """Where the sheet does not fit, the hand's points come into view, the last moves above them scrolled up as far
        as needed (PLAYTEST217 N6: at 60x20 the scharf Runde's words pushed them below the fold; ↑ shows the moves)."""
        scrolls, tables = self.query("#hand-end-scroll").results(VerticalScroll), self.query("#hand-end-table")
        scroll, table = next(scrolls, None), tables.first() if tables else None
        if scroll is not None and table is not None and scroll.max_scroll_y > 0:
            scroll.scroll_to_widget(table, animate=False, immediate=True)

    def key_words(self) -> str:
        return tr(self.look.lang, "match_end_hint" if self.match_over else "hand_end_hint")

    def draw_key_line(self) -> None:
        self.show_scroll_hint()

    def on_resize(self, event: events.Resize) -> None:   # the base class's handler runs too (Textual walks the MRO)
        self.call_after_refresh(self.show_scroll_hint)

    def sheet_keys(self) -> str:
        """The sheet's key line (a remote seat's says more: ``net.seat_screens.RemoteHandEnd``)."""
        return self.key_line()

    def show_scroll_hint(self) -> None:
        """The key line, with ↑↓ to scroll when everything does not fit (a long match's sheet), broken between its
        items where the screen is narrow."""
        scrolls, labels = self.query("#hand-end-scroll").results(VerticalScroll), self.query("#hand-end-hint").results(Label)
        scroll, label = next(scrolls, None), next(labels, None)
        if scroll is None or label is None:   # gone already (the app is closing)
            return
        hint = self.sheet_keys()
        label.update(fitted_keys(f"{w(self.look.lang, 'scroll')} · {hint}" if scroll.max_scroll_y > 0 else hint,
                                 self.app.size.width - 2))
        if not self.placed:           # once, when the key line has its rows (with "↑↓" it may take one more)
            self.placed = True
            self.call_after_refresh(self.points_in_view)

    def may_go_on(self) -> bool:
        """Whether its key for the next hand counts now (not while it ignores keys, nor at the match's end)."""
        return not self.guarding and not self.match_over

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.guarding or not self.is_active:   # no key offered while the sheet ignores keys (its key line: …),
            return False                          # nor under the leave question, whose keys are its own
        if action == "finish" and parameters == ("next",):
            return self.may_go_on()
        if action == "what_now":
            return self.match_over and self.enter_asks_at_match_end
        if action == "rules":
            return self.rules is not None
        return True

    def action_finish(self, choice: str) -> None:
        if choice == "next" and self.match_over:
            return
        if choice == "leave" and self.leave_question is not None:    # asked over the sheet: Esc comes back to it
            self.app.push_screen(self.leave_question(), self.left)
            return
        self.dismiss(choice)

    def left(self, chosen: str | None) -> None:
        if chosen is not None:
            self.dismiss(chosen)

    enter_asks_at_match_end = True   # (a remote seat's sheet: only q, back to the lobby)

    def action_what_now(self) -> None:
        """At the match's end Enter (or n) goes on as q does: a rematch, a new match or quitting."""
        self.action_finish("leave")

    def action_rules(self) -> None:
        from maumau_tui.tui.screens.dialogs import RulesPage

        if self.rules is not None:
            self.app.push_screen(RulesPage(self.rules, self.look.lang, self.options))
