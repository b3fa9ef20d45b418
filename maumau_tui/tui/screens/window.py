"""A real-time answer window with several people at one keyboard: a public countdown, no cards at all.

A 6 that the next two may block with a 5, an Ace swap that its partner may redirect and anybody may
stop with a 2: the engine keeps such a window open for every seat in it, whoever holds what.  This
screen names the people who may still answer and gives each a key to claim it.  A claim stops the
clock; the table then hands the keyboard to that person (the normal hand-off), who sees their own
choices, which may be only to let it go.  So claiming tells nobody anything about a hand.  When the
time runs out the screen says so and the table applies ``wait``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Label, Static

from typing import TYPE_CHECKING

from maumau_tui.cards import card, card_name, suit_of
from maumau_tui.engine.game import IllegalMoveError
from maumau_tui.engine.views import View
from maumau_tui.notation import Move, WAIT_MOVE
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.prompts import window_prompt
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt

if TYPE_CHECKING:
    from maumau_tui.tui.screens.table import TableScreen

CLAIM_KEYS = "1234567890"
RECENT_LINES = 4
BLOCK_RANK = 5


def window_text(view: View, seats: Sequence[int], lang: str, german_pack: bool = False) -> tuple[str, str]:
    """The title and the sentence of a public window: what was played and who may answer how.

    Only public facts: the card on the pile, the seats in the window, the named partner."""
    names = view.names
    origin = names[view.origin] if 0 <= view.origin < len(names) else "?"
    if view.window_kind == "swap":
        other = names[view.target] if 0 <= view.target < len(names) else "?"
        return (tr(lang, "window_title_swap", name=origin, other=other),
                tr(lang, "window_body_swap", other=other))
    block = card_name(card(BLOCK_RANK, suit_of(view.top)), lang, german_pack) if view.top else "5"
    return (tr(lang, "window_title_block", name=origin),
            tr(lang, "window_body_block", card=block))


class WindowScreen(Screen[tuple[str, int, float]]):
    """Dismisses with ``("claim", seat, seconds left)`` or ``("wait", -1, 0.0)`` when time is up."""

    DEFAULT_CSS = """
    WindowScreen { align: center middle; }
    #window-box { width: 72; height: auto; border: double $accent; padding: 1 2; }
    #window-title { text-style: bold reverse; width: 100%; content-align: center middle; padding: 0 0 1 0; }
    #window-claims { text-style: bold; margin: 1 0; }
    #window-countdown { text-style: bold reverse; }
    #window-recent { color: $text-muted; margin: 1 0 0 0; }
    #window-hint { color: $text-muted; }
    #window-body, #window-claim { width: 100%; }
    #window-claim { margin: 1 0 0 0; }
    """

    def __init__(self, view: View, seats: Sequence[int], seconds: float, recent: Sequence[str], lang: str,
                 german_pack: bool = False) -> None:
        super().__init__(classes="window")
        self.public = view            # read for its public fields only (names, window, top, origin)
        self.seats = list(seats)[:len(CLAIM_KEYS)]
        self.lang = lang
        self.german_pack = german_pack
        self.recent = list(recent)[-RECENT_LINES:]
        self.deadline: float | None = time.monotonic() + max(0.0, seconds)

    def compose(self) -> ComposeResult:
        title, body = window_text(self.public, self.seats, self.lang, self.german_pack)
        names = self.public.names
        with Vertical(id="window-box"):
            yield Label(title, id="window-title")
            yield Static(body, id="window-body", markup=False)
            if self.recent:
                yield Static("\n".join(self.recent), id="window-recent", markup=False)
            yield Static(tr(self.lang, "window_claim"), id="window-claim", markup=False)
            claims = "   ".join(tr(self.lang, "window_claim_key", digit=CLAIM_KEYS[index], name=names[seat])
                               for index, seat in enumerate(self.seats))
            yield Label(claims, id="window-claims")
            yield Label(self._countdown_text(), id="window-countdown")
            yield Label(tr(self.lang, "window_timeout"), id="window-hint")

    def on_mount(self) -> None:
        self.set_interval(0.1, self._tick)

    def left(self) -> float:
        return max(0.0, (self.deadline or 0.0) - time.monotonic())

    def _countdown_text(self) -> str:
        return tr(self.lang, "countdown", s=math.ceil(self.left()))

    def _tick(self) -> None:
        if self.deadline is None or not self.is_current:   # a dialog on top (help, quit): dismiss later
            return
        if time.monotonic() >= self.deadline:
            self.deadline = None
            self.dismiss(("wait", -1, 0.0))
            return
        self.query_one("#window-countdown", Label).update(self._countdown_text())

    def on_key(self, event: events.Key) -> None:
        event.stop()
        if self.deadline is None:
            return
        key = event.character or event.key
        if key and key in CLAIM_KEYS[:len(self.seats)]:
            left = self.left()
            self.deadline = None
            self.dismiss(("claim", self.seats[CLAIM_KEYS.index(key)], left))


class TimedWindows:
    """The table screen's side of a real-time window: its clock, the claims and the hand-offs they need.

    With one person at the table their own choices come at once, with the countdown.  With several,
    the public ``WindowScreen`` runs the clock; a claim pauses it (the seconds left are kept for the
    same window), hands the keyboard to the claimer and asks their choices without a clock; when the
    time runs out the table applies ``wait`` and the keyboard is nobody's (everybody saw the screen).
    """

    def __init__(self, screen: TableScreen) -> None:
        self.screen = screen
        self.key: tuple[object, ...] | None = None   # which window the clock belongs to
        self.left = 0.0                               # seconds left on its clock
        self.claim: int | None = None                 # the seat that claimed it
        self.handed = False                           # ... and has taken the keyboard

    def public(self) -> View | None:
        """A view of the open timed window, read for its public fields only; None when none is open."""
        table = self.screen.table
        if table.hand_over:
            return None
        seats = table.game.seats_to_act()
        public = table.view_of(seats[0]) if seats else None
        if public is None or not public.timed or not public.window:
            self.key, self.claim, self.handed = None, None, False
            return None
        return public

    def people(self) -> list[int]:
        """The people (not bots) in the open timed window; empty when there is none."""
        public = self.public()
        table = self.screen.table
        return [] if public is None else [seat for seat in public.window if not table.is_bot(seat)]

    def run(self) -> None:
        screen, table = self.screen, self.screen.table
        public = self.public()
        if public is None:
            return
        seats = [seat for seat in public.window if not table.is_bot(seat)]
        key = (table.hand_number, public.window_kind, public.origin, public.target, public.pile_size)
        if key != self.key:
            length = screen.settings.window_seconds
            self.key, self.left = key, float(length if length is not None else public.window_seconds)
            self.claim, self.handed = None, False
        lang = screen.settings.lang
        if len(table.humans) == 1 and screen.current is not None and screen.current.may_answer:
            screen.ask(window_prompt(screen.current, screen.look, self.left))
        elif self.claim in seats and self.handed and table.holder == self.claim and screen.current is not None:
            screen.open(ChoicePrompt(window_prompt(screen.current, screen.look, None), lang), self.answered)
        elif self.claim in seats:
            seat = self.claim
            screen.open(HandoffScreen(table.names[seat], table.public_since_handoff(lang), lang),
                        lambda _: self.handed_to(seat))
        else:
            self.claim, self.handed = None, False
            recent = table.log_of(None, lang)
            screen.open(WindowScreen(public, seats, self.left, recent, lang, screen.look.german_pack), self.closed)

    def closed(self, result: tuple[str, int, float] | None) -> None:
        table = self.screen.table
        kind, seat, left = result or ("wait", -1, 0.0)
        table.holder = None   # everybody watched the public screen: the next person gets a hand-off
        if kind == "claim":
            self.claim, self.handed, self.left = seat, False, left
            return
        public = self.public()
        if public is None:
            return
        try:
            table.apply(public.window[0], WAIT_MOVE)
        except IllegalMoveError as error:
            self.screen.notify(tr(self.screen.settings.lang, "illegal", reason=error), severity="error")
        self.key = None

    def handed_to(self, seat: int) -> None:
        self.screen.table.take_keyboard(seat)
        self.handed = True

    def answered(self, move: Move | None) -> None:
        self.claim, self.handed = None, False
        if move is not None:
            self.screen.make_move(move, advance=False)
