"""A real-time answer window with several people at one keyboard: a public countdown, no cards at all.

A 6 that the next two may block with a 5, an Ace swap that its partner may redirect and anybody may
stop with a 2: the engine keeps such a window open for every seat in it, whoever holds what.  This
screen names the people who may still answer, each with a key to claim it (their seat number, the same
while the window lasts).  A claim stops the clock; the table then hands the keyboard to that person (the
normal hand-off), who sees their own choices, which may be only to let it go.  So claiming tells nobody
anything about a hand.  When the time runs out the referee sends ``wait`` and the app closes this screen;
it only shows the clock.  Esc or q (where ``leave_keys`` names them) closes it with ``LEAVE``: the table asks about
going back to the menu, and shows the window again if not.  Where a missed call may be called out (public; never an
accusation of cheating, which costs the accuser when wrong), ``catch_line`` says in whose name ``c`` does it; it
closes with ``CATCH``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Label, Static

from maumau_tui.cards import card, card_name, suit_of
from maumau_tui.engine.views import View
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.spelling import spelled_lines
from maumau_tui.tui.notes import clear_private, warn_once
from maumau_tui.tui.prompts import redirectable, start_card
from maumau_tui.tui.screens.base import GameScreen
from maumau_tui.tui.screens.prompt import HELD_WORDS
from maumau_tui.tui.widgets.text import items_in_lines, show_text

CLAIM_KEYS = "1234567890"
BETWEEN_KEYS = "   "   # between two claim keys ("1: Anna   2: Ben   Esc: menu")
RECENT_LINES = 4
BOX_WIDTH, BOX_FRAME = 72, 6   # the box's width (``#window-box``), and its border and padding across
FIXED_ROWS = 10      # border and padding (4), the title and its padding (2), margins (4); the countdown as it wraps
BLOCK_RANK = 5


def window_text(view: View, seats: Sequence[int], lang: str, german_pack: bool = False) -> tuple[str, str]:
    """The title and the sentence of a public window: what was played and who may answer how.

    Only public facts: the card on the pile, the seats in the window, the named partner."""
    names = view.names
    origin = names[view.origin] if 0 <= view.origin < len(names) else "?"
    if view.window_kind == "swap":
        other = names[view.target] if 0 <= view.target < len(names) else "?"
        return (tr(lang, "window_title_swap", name=origin, other=other),
                tr(lang, "window_body_swap" if redirectable(view) else "window_body_swap_two", other=other))
    block = card_name(card(BLOCK_RANK, suit_of(view.top)), lang, german_pack) if view.top else "5"
    return (tr(lang, "window_title_block_start" if start_card(view) else "window_title_block", name=origin),
            tr(lang, "window_body_block", card=block))


def claim_key(seat: int) -> str:
    """The key that claims a window for ``seat``: its number at the table (1 for the first seat, 0 for the tenth),
    the same while the window lasts, whoever has answered already."""
    return CLAIM_KEYS[seat]


LEAVE = -2   # the window screen's result for Esc or q: going back to the menu (or the lobby) is asked
CATCH = -3   # the window screen's result for c (where it has a ``catch_line``): somebody is called out


class WindowScreen(GameScreen[int | None]):
    """Dismisses with the seat that claimed the window (``None`` when it closed without a claim; ``LEAVE``: Esc
    or q, where ``leave_keys`` names them; ``CATCH``: c, where there is a ``catch_line``)."""

    hides_hands = True            # no notice meant for one person stays on it (``notes.joined``)

    DEFAULT_CSS = """
    WindowScreen { align: center middle; }
    #window-box { width: 72; max-width: 100%; height: auto; max-height: 100%; border: double $accent; padding: 1 2; }
    #window-title { text-style: bold reverse; width: 100%; content-align: center middle; padding: 0 0 1 0; }
    #window-claims { text-style: bold; margin: 1 0; }
    #window-countdown { text-style: bold reverse; max-width: 100%; height: auto; }
    #window-recent { color: $text-muted; margin: 1 0 0 0; }
    #window-hint { color: $text-muted; }
    #window-body, #window-claim, #window-catch { width: 100%; }
    #window-claim { margin: 1 0 0 0; }
    """

    def __init__(self, view: View, seats: Sequence[int], left: Callable[[], float | None], recent: Sequence[str],
                 lang: str, german_pack: bool = False, unseen: Sequence[int] = (), leave_keys: str | None = None,
                 catch_line: str | None = None, held: Callable[[], str] | None = None) -> None:
        super().__init__(classes="window")
        self.leave_keys = leave_keys  # "Esc: menu": Esc and q ask about leaving (None: they do nothing here)
        self.public = view            # read for its public fields only (names, window, top, origin)
        self.seats = [seat for seat in seats if seat < len(CLAIM_KEYS)]
        self.left = left              # seconds left on the window's clock (the referee's)
        self.lang = lang
        self.german_pack = german_pack
        self.recent = spelled_lines(recent)[-RECENT_LINES:]
        self.unseen = tuple(unseen)   # those of them who have not seen their cards yet: the clock waits for them
        self.catch_line = catch_line  # "c: Ben calls out Anna ..." (None: nobody may be called out now)
        self.held = held              # why the clock stands still (over SSH: a dropped player, a claimed answer)
        self.countdown_rows = 1       # the rows the countdown took when last shown

    def texts(self) -> tuple[str, str, str, str]:
        """The title, the sentence, what to press and the claim keys' lines (broken between keys at the box's width:
        long names cut "Esc: menu" off at its edge)."""
        title, body = window_text(self.public, self.seats, self.lang, self.german_pack)
        names = self.public.names
        unseen = ", ".join(names[seat] for seat in sorted(self.unseen) if 0 <= seat < len(names))   # (as the keys go)
        if self.unseen:          # (n: one name gets the words "window_unseen_one")
            claim = tr(self.lang, "window_unseen", names=unseen, n=len(self.unseen))
        else:
            claim = tr(self.lang, "window_claim")
        return title, body, claim, self.keys_text()

    def keys_text(self) -> str:
        """The claim keys (and Esc's) in lines broken between keys at the box's width."""
        keys = self.claim_keys() + ([self.leave_keys] if self.leave_keys else [])
        return "\n".join(items_in_lines(keys, self.width(), BETWEEN_KEYS, hang="  "))

    def claim_keys(self) -> list[str]:
        names = self.public.names
        return [tr(self.lang, "window_claim_key", digit=claim_key(seat), name=names[seat]) for seat in sorted(self.seats)]

    def compose(self) -> ComposeResult:
        title, body, claim, keys = self.texts()
        with Vertical(id="window-box"):
            yield Label(title, id="window-title")
            yield Static(body, id="window-body", markup=False)
            if self.recent:
                yield Static(self.recent_text(), id="window-recent", markup=False)
            yield Static(claim, id="window-claim", markup=False)
            yield Label(keys, id="window-claims")
            if self.catch_line:
                yield Static(self.catch_line, id="window-catch", markup=False)
            yield Label(self.countdown_text(), id="window-countdown")
            if not self.unseen:
                yield Label(tr(self.lang, "window_timeout"), id="window-hint")

    def width(self) -> int:
        """The width of the box's text on this terminal."""
        return max(10, min(BOX_WIDTH, self.app.size.width) - BOX_FRAME)

    def rows(self, text: str) -> int:
        """The rows ``text`` takes at the box's width (a long line wraps)."""
        return sum(len(Text(line).wrap(self.app.console, self.width())) for line in text.split("\n"))

    def recent_text(self) -> str:
        """The newest recent lines that fit the box on this terminal beside everything else in it (none at all
        rather than the clock cut off: the title says what was played)."""
        _, body, claim, keys = self.texts()
        others = (FIXED_ROWS + self.rows(body) + self.rows(claim) + self.rows(keys) + self.rows(self.countdown_text())
                  + (self.rows(self.catch_line) if self.catch_line else 0) + (0 if self.unseen else 1))
        room = min(RECENT_LINES, self.app.size.height - others)
        shown: list[str] = []
        for line in reversed(self.recent):
            room -= self.rows(line)
            if room < 0:
                break
            shown.insert(0, line)
        return "\n".join(shown)

    def refit(self) -> None:
        """The claim keys at the box's width now, and the recent lines that fit (none: not even their margin)."""
        for keys in self.query("#window-claims").results(Label):
            show_text(keys, self.keys_text())
        for recent in self.query("#window-recent").results(Static):
            text = self.recent_text()
            recent.update(text)
            recent.display = bool(text)

    def on_resize(self, event: object) -> None:   # (the base class's own handler runs as well)
        self.refit()

    def on_mount(self) -> None:
        self.refit()
        clear_private(self.app)          # a public screen: nobody's warning stays on it
        self.set_interval(0.1, self.show_countdown)

    def countdown_text(self) -> str:
        left = self.left()                       # None: the clock waits for the bots in the window to answer first
        seconds = left if left is not None else float(self.public.window_seconds)
        why = self.held() if self.held is not None else ""
        key = "window_paused" if self.unseen else HELD_WORDS.get(why, "countdown")
        return tr(self.lang, key, s=math.ceil(seconds))

    def show_countdown(self) -> None:
        """The countdown, whole: broken over lines where it is wider than the box (PLAYTEST221 F1: at 60 columns "…
        sobald die Bots geantwortet h" was cut), the recent lines fitted again when its rows change."""
        text = self.countdown_text()
        self.query_one("#window-countdown", Label).update(text)
        if (rows := self.rows(text)) != self.countdown_rows:
            self.countdown_rows = rows
            self.refit()

    def on_key(self, event: events.Key) -> None:
        event.stop()
        key = event.character or event.key
        seat = CLAIM_KEYS.index(key) if key and len(key) == 1 and key in CLAIM_KEYS else -1
        if seat in self.seats:
            self.dismiss(seat)
        elif self.leave_keys and event.key in ("escape", "q"):
            self.dismiss(LEAVE)
        elif self.catch_line and key == "c":
            self.dismiss(CATCH)
        else:      # (Enter, a card's digit, t: the table's habits) the keys this screen takes, for everybody to read
            warn_once(self.app, tr(self.lang, "window_keys", keys=", ".join(self.claim_keys())), private=False)
