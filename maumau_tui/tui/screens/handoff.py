"""The screen between two people's turns: whose turn it is and what happened in public, no cards at all."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label, Static

from maumau_tui.clock import Clock
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.spelling import ellipsis, spelled_lines
from maumau_tui.tui.notes import clear_private, withdraw_said
from maumau_tui.tui.refusals import nobody_holds
from maumau_tui.tui.screens.base import GameScreen, Guarded, HeldKeyLine

RECENT_LINES = 8
BOX_ROWS = 12   # the box's rows besides the recent lines, its catch line and note: borders 2, padding 2, the title
#                and its gap 2, the body 1, the heading and its gap 2, the keys and their gap 2, and a row to spare


class HandoffScreen(HeldKeyLine, GameScreen[str | None]):
    """Hides every hand until the named person confirms with Enter.

    Only Enter (or a click on its key line) takes the keyboard, and only once no key came for ``guard`` seconds since the
    screen came on top (keys pressed before it are dropped, and each key while it waits starts the wait
    again), so a key meant for the screen before (a digit, a second Enter, a late claim), or Enter pressed
    again and again by the person who just played, never shows the next hand.  ``then_hold``: the screen that
    comes on top after it holds Enter that long (a double press).  ``catch_line``: the person still at the
    keyboard may call out a cheat or a missed call before handing over (key ``c``; dismisses with ``"catch"``)."""

    BINDINGS = [Binding("enter", "take", show=False), Binding("c", "catch", show=False),
                Binding("escape,q", "leave", show=False), Binding("r", "rules", show=False),
                Binding("s", "settings", show=False)]
    OWN_KEYS = frozenset(key for binding in BINDINGS if isinstance(binding, Binding)   # (its bindings' keys: others
                         for key in binding.key.split(","))                           # start the wait)
    KEY_LINE = "#handoff-key"     # which key to press, once keys count (until then an ellipsis)
    hides_hands = True            # no notice meant for one person stays on it (``notes.joined``)

    def __init__(self, name: str, recent: Sequence[str], lang: str, catch_line: str | None = None,
                 clock: Clock | None = None, guard: float = 0.0, then_hold: float = 0.0, can_leave: bool = False,
                 heading: str = "handoff_title", keeps: bool = False, note: str | None = None) -> None:
        super().__init__(classes="handoff")
        self.note = note                 # a line for everybody at this keyboard (a group terminal's rejoin code)
        self.seat_name = name
        self.keeps = keeps               # to the person who holds the keyboard: they play again (``HandOff.keeps``)
        self.heading = heading           # its words' key: a turn, an answer, the start card (``between.handoff_title``)
        lines = spelled_lines(recent)
        self.recent = lines[-RECENT_LINES:]
        self.earlier = len(lines) > len(self.recent)   # more happened than the box has lines for
        self.lang = lang
        self.catch_line = catch_line
        self.then_hold = then_hold
        self.can_leave = can_leave       # Esc, q: back to the menu (dismisses with "menu"; no hand is shown)
        if clock is not None:
            self.guard(clock, guard)

    def compose(self) -> ComposeResult:
        with Vertical(id="handoff-box"):
            yield Label(tr(self.lang, self.heading, name=self.seat_name), id="handoff-title")
            yield Label(self.body_words(), id="handoff-body")
            if self.recent:
                yield Label(tr(self.lang, "handoff_recent"), classes="handoff-recent-title")
                yield Static(self.recent_text(), id="handoff-recent", markup=False)
            yield Label(self.key_line(), id="handoff-key")
            if self.catch_line:
                yield Label(self.catch_line, id="handoff-catch")
            if self.note:
                yield Label(self.note, id="handoff-note")

    def on_mount(self) -> None:
        clear_private(self.app)          # a warning meant for the last person must not stay for the next
        self.watch_key_line()
        self.call_after_refresh(self.refit)

    def refit(self) -> None:
        """The lines of what happened again, as many as fit (not before the box is there, nor after it went)."""
        shown = self.query("#handoff-recent").results(Static)
        for recent in shown:
            recent.update(self.recent_text())

    def body_words(self) -> str:
        return tr(self.lang, "handoff_body_again" if self.keeps else "handoff_body", name=self.seat_name)

    def rows(self, text: str) -> int:
        """How many rows ``text`` takes in the box, broken between words (a long name on a narrow terminal): as
        wide as the box's words are (before the first layout: the terminal's width, and again once laid out)."""
        body = self.query("#handoff-body")
        width = body.first().size.width if body else 0
        return len(Text(text).wrap(self.app.console, max(10, width or self.app.size.width)))

    def recent_text(self) -> str:
        """The newest lines that fit the terminal's height (at 60×20 the box keeps its border and keys), each
        line counted with the rows it wraps to, after the rows the instructions wrap to."""
        extra = self.rows(self.body_words()) - 1 + self.rows(self.key_words()) - 1
        # rows for a catch line and a note (with its gap) only where they are (PLAYTEST238 F1: a line of two rows was
        # left out at 60x20, four rows blank)
        extra += (self.rows(self.catch_line) if self.catch_line else 0) + (self.rows(self.note) + 1 if self.note else 0)
        room = max(1, min(RECENT_LINES, self.app.size.height - BOX_ROWS - extra))
        shown: list[str] = []
        for line in reversed(self.recent):
            rows = self.rows(line)
            if shown and rows > room:
                break
            shown.insert(0, line)
            room -= rows
        if shown and (self.earlier or len(shown) < len(self.recent)):
            # lines left out: the first says that the story began before it (PLAYTEST238 N1)
            marked = f"{ellipsis()} {shown[0]}"
            if len(shown) > 1 and self.rows(marked) - self.rows(shown[0]) > room:
                shown.pop(0)
                marked = f"{ellipsis()} {shown[0]}"
            shown[0] = marked
        return "\n".join(shown)

    def on_resize(self, event: object) -> None:   # (the base class's own handler runs as well)
        self.refit()
        self.call_after_refresh(self.refit)          # again at the width the box then has

    def key_words(self) -> str:
        return tr(self.lang, "handoff_key", name=self.seat_name)

    def held_words(self) -> str:
        """Keys pressed while it waits start the wait again (Playtest 49: Enter every 0.3 s kept "…" without a
        word why): once one came, the line says so."""
        return tr(self.lang, "handoff_wait") if self.keys_came_early else ellipsis()

    def wait_again(self) -> None:
        first = not self.keys_came_early
        super().wait_again()
        if first and self.is_mounted and self.keys_held:
            self.draw_key_line()

    def _counts(self, event: events.Key) -> bool:
        """A key of the table's (a digit, an arrow, ``d``...) says its person has not seen this screen yet: it starts
        the wait again also once the wait was over, so "2 Enter" typed for the table a few seconds after the hand-off
        came never shows the next hand (PLAYTEST99 F2).  Enter and the screen's own keys count as before."""
        if not super()._counts(event):
            return False
        if event.key in self.OWN_KEYS or self._clock is None or self._guard_seconds <= 0:
            return True
        self.wait_again()             # (the key line says so, as for keys that came early: ``show_keys_when_free``)
        return False

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "catch":
            return self.catch_line is not None
        if action == "leave":
            return self.can_leave
        return True

    def action_take(self) -> None:
        said = nobody_holds(self.lang)   # (a refusal of the last person's stray keys must not greet the next one)
        withdraw_said(self.app, {said})
        self.hold_enter_below()
        self.dismiss(None)

    def hold_enter_below(self) -> None:
        """The screen that comes on top now (the table) holds Enter for a moment: the second press of a double
        Enter would play a card its person has not seen yet (the other keys work at once, and a digit or an arrow
        shows the person chooses, so Enter counts after it); a question it opens at once holds every key (a digit
        there answers a line the person has not read: PLAYTEST183 H1)."""
        stack = self.app.screen_stack
        below = stack[-2] if len(stack) > 1 and stack[-1] is self else None
        if isinstance(below, Guarded) and self._clock is not None:
            below.hold_after_handoff(self._clock, self.then_hold)

    def action_catch(self) -> None:
        self.dismiss("catch")

    def action_rules(self) -> None:
        """r: the rules over this screen, as at the table (PLAYTEST110 F14: whoever sits down may want them before
        looking at the hand); Esc comes back here.  No hand is shown on the way."""
        from maumau_tui.tui.screens.table import TableScreen

        table = next((screen for screen in reversed(self.app.screen_stack) if isinstance(screen, TableScreen)), None)
        if table is not None:
            table.action_rules()

    def action_settings(self) -> None:
        """s: this keyboard's settings (PLAYTEST110 F14), through the flow, which shows the hand-off again after them
        (in their words); no hand is shown on the way."""
        self.dismiss("settings")

    def action_leave(self) -> None:
        self.dismiss("menu")

    def on_click(self, event: events.Click) -> None:
        """A click with the left button on the line that says what to press takes the keyboard, as Enter does.  Any
        other is a key of the table's (``_counts``): the wait starts again.  A click on the card just played a moment
        late, on the line that offers the last person a catch, or the one that focuses the terminal's window, showed
        the next person's hand (PLAYTEST226 F1, F2)."""
        on_line = event.button == 1 and any(event.widget is line for line in self.query(self.KEY_LINE))
        if not on_line:
            if self._clock is not None and self._guard_seconds > 0:
                self.wait_again()
            return
        self.hold_enter_below()
        self.dismiss(None)
