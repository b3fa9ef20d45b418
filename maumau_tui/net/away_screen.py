"""The notice over a remote seat's table while the table waits for players whose connection dropped: who, how
long it waits (counting down), this player's own rejoin code, and the keys it takes.

The table plays on without a dropped player until their decision is needed (``away_waits``): meanwhile the notice
is not shown (the player is told once, and the status line says who is away and when a bot plays for them,
``note``); it comes when the table waits.  A dialog as tall as its lines, over the dimmed table: ``Esc`` puts it
away to look at the hand while the table waits (the table's status line says whom it waits for, and for how long,
and its move keys rest), ``q`` asks whether to go back to the lobby; over a hand's end ``n`` (or Enter, as the sheet
says) is the sheet's "ready for the next hand", or its "play on after all" where this terminal would end the match
there (its line stays in sight below the notice); over a vote that asks this seat (a restart, with somebody not back
yet) its answer keys answer it, the notice put away (PLAYTEST209 F3: ``y`` was refused under "y: yes").  Nothing
else can be done while the table waits: the host refuses every move until the player is back or a bot plays for them.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Label, Static

from maumau_tui.net.group_screen import DIALOG_CSS, dialog_line_width
from maumau_tui.net.vote_screen import RemoteVoteScreen
from maumau_tui.net.words import names_text, word
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.notes import warn_once
from maumau_tui.tui.screens.base import GameModal
from maumau_tui.tui.screens.dialogs import ConfirmScreen
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.widgets.text import key_lines


def shared(app: App[Any]) -> bool:
    """Whether several people play at this app's terminal (a hot-seat group: the seat app's ``group``)."""
    return getattr(app, "group", None) is not None


def clock_text(seconds: float) -> str:
    left = max(0, math.ceil(seconds))
    return f"{left // 60}:{left % 60:02d}"


class AwayScreen(GameModal[None]):
    """Over the table while it waits for players whose connection dropped: who, and how long it waits."""

    DEFAULT_CSS = DIALOG_CSS % ("AwayScreen", "#away-box") + "#away-keys { color: $text-muted; padding: 1 0 0 0; }"
    BINDINGS = [Binding("escape", "hide", show=False), Binding("q", "leave", show=False),
                Binding("n", "ready", show=False), Binding("enter", "ready", show=False),
                Binding("e", "end_here", show=False)]

    def __init__(self, lang: str, clock: Callable[[], float] = time.monotonic, code: str | None = None,
                 user: str = "", to_lobby: Callable[[], None] | None = None) -> None:
        super().__init__(classes="dialog")
        self.lang, self.clock, self.to_lobby = lang, clock, to_lobby
        self.code, self.user = code, user      # this player's own rejoin code (shown to them only)
        self.away: dict[int, tuple[str, float]] = {}   # seat -> (name, when the grace ends on ``clock``)
        self.not_back: set[int] = set()                 # of those, seats not back since the server restarted
        self.never: set[int] = set()                    # ... and seats whose person never came to the table
        self.waiting: set[int] = set()                  # of those, seats whose decision the table waits for now
        self.covering: ModalScreen[Any] | None = None   # the dialog this notice hides while over it (``cover``) ...
        self.covered_focus: Widget | None = None        # ... and what had the focus there

    def compose(self) -> ComposeResult:
        with Vertical(id="away-box"):
            yield Label(Text(word(self.lang, "away_title"), style="bold"))
            yield Static("", id="away-text", markup=False)
            yield Static(word(self.lang, "away_keys"), id="away-keys", markup=False)

    def on_mount(self) -> None:
        self.draw()       # (``is_mounted`` is not true yet while Mount is handled; the table's clock counts it down)

    def on_screen_resume(self) -> None:
        self.cover(True)

    def on_screen_suspend(self) -> None:
        self.cover(False)

    def on_unmount(self) -> None:
        self.cover(False)

    def cover(self, covered: bool) -> None:
        """A dialog beneath this notice (the house-rule vote) is hidden while the notice stands over it: the two boxes
        differ in size, and the vote's title and key line showed above and below the notice (PLAYTEST241 N4,
        PLAYTEST244 N5).  The keys it answers still work from here (``away_keys``)."""
        stack, below = self.app.screen_stack, self.covering
        if covered and self in stack and stack.index(self) > 0 and isinstance(under := stack[stack.index(self) - 1],
                                                                                ModalScreen):
            below, self.covering, self.covered_focus = under, under, under.focused
        for child in below.children if below is not None else ():
            child.visible = not covered
        if not covered and below is not None:      # (a hidden widget loses the focus: its keys would go nowhere)
            below.set_focus(self.covered_focus)
            self.covering = self.covered_focus = None

    def taking_over(self, earlier: AwayScreen | None) -> AwayScreen:
        """This notice, with whom ``earlier`` (put away with Esc) still waited for."""
        if earlier is not None:
            self.away.update(earlier.away)
            self.not_back |= earlier.not_back
            self.never |= earlier.never
            self.waiting |= earlier.waiting
        return self

    def wait_for(self, seat: int, name: str, seconds: float, restart: bool = False, waits: bool = True,
                 never: bool = False) -> None:
        """``seat``'s grace is ``seconds`` (``restart``: not back since the server restarted, no drop; ``waits``: the
        table waits for its decision now, else it plays on; ``never``: its person has not come to the table yet)."""
        self.away[seat] = (name, self.clock() + seconds)
        for seats, has in ((self.not_back, restart), (self.waiting, waits), (self.never, never)):
            if has:
                seats.add(seat)
            else:
                seats.discard(seat)
        self.show()

    def back(self, seat: int) -> bool:
        """``seat`` waits no more; returns whether anybody is still awaited."""
        self.away.pop(seat, None)
        self.not_back.discard(seat)
        self.never.discard(seat)
        self.waiting.discard(seat)
        self.show()
        return bool(self.away)

    @property
    def waits(self) -> bool:
        """Whether the table waits now (for a dropped player's decision)."""
        return bool(self.waiting)

    def lines(self, seat: int, told: bool = False) -> list[str]:
        """What the notice says of ``seat``: gone, and what the table does meanwhile (``told``: in a word said once,
        which would not count down: the status line does, PLAYTEST98 F4)."""
        name, until = self.away[seat]
        grace = ("grace_never" if seat in self.never else "grace") if seat in self.waiting else \
            "grace_on_told" if told else "grace_on"
        return [word(self.lang, self.why(seat), name=name),
                word(self.lang, grace, name=name, time=clock_text(until - self.clock()))]

    def why(self, seat: int) -> str:
        """The word for how ``seat`` came to be away: it never came, it is not back since a restart, or it dropped."""
        return "never_came" if seat in self.never else "not_back" if seat in self.not_back else "away"

    def told(self, seats: Sequence[int]) -> str:
        """The word said once of ``seats`` (in seat order) while the table plays on: each seat's own, or one for all
        of them (after a restart everybody not back comes at once: PLAYTEST177 F1, a notice over a notice over the
        hand at 60 columns)."""
        if len(seats) == 1:
            return " ".join(self.lines(seats[0], told=True))
        kinds: dict[str, list[str]] = {}
        for seat in seats:
            kinds.setdefault(self.why(seat), []).append(self.away[seat][0])
        said = [word(self.lang, why + "_many", names=names_text(names, self.lang)) if len(names) > 1
                else word(self.lang, why, name=names[0]) for why, names in kinds.items()]
        return " ".join([*said, word(self.lang, "grace_on_told_many")])

    def text(self) -> str:
        lines = []
        for seat in sorted(self.away):         # (in seat order, whoever dropped first)
            lines += self.lines(seat)
        if self.code and lines:                # (a terminal of several people: the code gives back all their seats)
            several = self.is_attached and shared(self.app)
            lines.append(word(self.lang, "your_code_group" if several else "your_code", code=self.code, name=self.user))
        return "\n".join(lines)

    def status(self, width: int = 0) -> str:
        """The table's status line during the wait: whom the table waits for, and how long (the first grace to end;
        the others' come after it), without why where it is longer than ``width``; "" while it plays on."""
        if not self.waiting:
            return ""
        first = min(until for seat, (_, until) in self.away.items() if seat in self.waiting)
        name, time = self.awaited(), clock_text(first - self.clock())
        said = word(self.lang, "away_status", name=name, time=time)
        if width and cell_len(said) > width:   # (PLAYTEST165: "Zug" wrapped to column 0 at 60 columns)
            return word(self.lang, "away_status_short", name=name, time=time)
        return said

    def awaited(self) -> str:
        """Whom the table waits for now ("": nobody)."""
        return ", ".join(name for seat, (name, _until) in sorted(self.away.items()) if seat in self.waiting)

    def note(self) -> tuple[str, str]:
        """While the table plays on without dropped players, a part of its status line (and a shorter one): who is
        away and when a bot plays for them (the first grace to end); ("", "") when nobody is, or the table waits."""
        if self.waiting or not self.away:
            return "", ""
        first = clock_text(min(until for _, until in self.away.values()) - self.clock())
        names = ", ".join(name for _seat, (name, _until) in sorted(self.away.items()))
        return (word(self.lang, "away_note", name=names, time=first),
                word(self.lang, "away_note_short", name=names, time=first))

    def show(self) -> None:
        if self.is_mounted:
            self.draw()

    def draw(self) -> None:
        for name, said in (("#away-text", self.text()),     # (broken between its items to the box's width:)
                           ("#away-keys", key_lines(self.key_words(), dialog_line_width(self.app)))):
            shown = next(self.query(name).results(Static), None)
            if shown is not None and shown.content != said:     # (none once the screen is taken down: back to
                shown.update(said)                               # the lobby; the same words: nothing to lay out)

    def key_words(self) -> str:
        """The notice's key line (over a hand's end not yet answered: n is the sheet's "ready", or where this terminal
        would end the match there, its "play on after all", as the sheet says: PLAYTEST168 F2)."""
        below = self.sheet_below()
        if below is not None:
            return word(self.lang, "away_keys_play_on" if getattr(below, "ends", False) else "away_keys_ready")
        if self.vote_below() is not None:
            return word(self.lang, "away_keys_vote")
        return word(self.lang, "away_keys_sheet" if self.under_sheet() is not None else "away_keys")

    def under_sheet(self) -> HandEndScreen | None:
        """The hand's end right under this notice, if that is what is under it."""
        stack = self.app.screen_stack if self.is_attached else []
        below = stack[-2] if len(stack) > 1 and stack[-1] is self else None
        return below if isinstance(below, HandEndScreen) else None

    def sheet_below(self) -> HandEndScreen | None:
        """The hand's end under this notice, where this player may still say ready for the next hand."""
        below = self.under_sheet()
        if below is not None and below.may_go_on() and not getattr(below, "asked", False):
            return below
        return None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "end_here":
            return callable(getattr(self.under_sheet(), "refusal", None))   # (a remote sheet's e)
        return self.sheet_below() is not None if action == "ready" else super().check_action(action, parameters)

    def vote_below(self) -> RemoteVoteScreen | None:
        """The vote's dialog under this notice, where it asks this seat now."""
        stack = self.app.screen_stack if self.is_attached else []
        return next((screen for screen in reversed(stack) if isinstance(screen, RemoteVoteScreen) and screen.asks_here()),
                    None)

    def on_key(self, event: events.Key) -> None:
        """A key this notice does not take (its bindings come after this): its key line, said once (PLAYTEST94 F3:
        Enter, d, a digit did nothing without a word; PLAYTEST209 F3: Enter over a hand's end, whose sheet says "n or
        Enter", was refused)."""
        vote = self.vote_below()
        if vote is not None and (event.key in tr(self.lang, "yes_keys") or event.key == "n"):
            event.stop()
            self.dismiss()
            vote.answer(event.key != "n")
        elif (active := self.active_bindings.get(event.key)) is None or not active.enabled:   # (n, Enter: no sheet)
            event.stop()
            warn_once(self.app, self.key_words(), private=False)

    def action_hide(self) -> None:
        self.dismiss()

    def action_ready(self) -> None:
        """``n`` over a hand's end: ready for the next hand, as on the sheet, which takes back a wish to end the match
        there (the notice stays: the table waits)."""
        below = self.sheet_below()
        if below is not None:
            below.action_finish("next")
            self.draw()

    def action_end_here(self) -> None:
        """``e`` over a hand's end: the notice goes, and the sheet takes the key, as after Esc (PLAYTEST237 N6: it only
        said the notice's keys; Esc, then e, ended the match)."""
        below: Any = self.under_sheet()
        app, lang = self.app, self.lang
        self.dismiss()

        def on_the_sheet() -> None:
            why = below.refusal("e")
            if why:
                warn_once(app, word(lang, why))
            else:
                below.action_end_here()

        app.call_later(on_the_sheet)

    def action_leave(self) -> None:
        if self.to_lobby is not None:
            ask_to_leave(self.app, self.lang, self.to_lobby)


def ask_to_leave(app: App[Any], lang: str, to_lobby: Callable[[], None]) -> None:
    """``q`` at a remote table, on a hand's end or over the notice: back to the lobby, once the player says yes (for
    every seat of the terminal, where several people play at it)."""
    app.push_screen(leave_question(app, lang), lambda yes: to_lobby() if yes else None)


class LeaveQuestion(ConfirmScreen):
    """Back to the lobby?  It gives way to a timed question for this terminal (``RemoteTableScreen.changed``): the
    table's clock does not wait for one seat's dialog, and a stray Esc let a block or a swap run out unseen."""


def close_leave_questions(app: App[Any], keep: Screen[Any] | None = None) -> None:
    """Every back-to-the-lobby question open at this terminal but ``keep`` closes, answered no: at once, or (covered
    by another screen) as soon as it is on top again, before it takes a key."""
    for screen in app.screen_stack:
        if isinstance(screen, LeaveQuestion) and screen is not keep:
            screen.close_soon(False)


def leave_question(app: App[Any], lang: str) -> ConfirmScreen:
    """Back to the lobby? (A bot plays the seat, or every seat of a terminal of several people.)  Where this terminal
    would end the match here, the question says that wish holds only until the others deal on: they do not wait for
    a seat in the lobby (PLAYTEST140 F10, PLAYTEST143 F7)."""
    question = word(lang, "leave_question_group" if shared(app) else "leave_question")
    if wishes_end(app):
        question += " " + word(lang, "leave_end_wish")
    return LeaveQuestion(question, word(lang, "leave_keys"), lang)


def wishes_end(app: App[Any]) -> bool:
    """Whether a sheet open at this terminal says its seats would end the match here (``e``), its next hand not dealt."""
    return any(getattr(screen, "ends", False) and not getattr(screen, "dealt", True) for screen in app.screen_stack)
