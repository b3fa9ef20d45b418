"""The screens between the seats of a hot-seat group at one terminal: the hand-off, the claim of a timed window.

``GroupFlow`` does for a terminal that plays several seats of a table in the server what the hot seat's
``TableFlow`` does for a table in the app: after every change it shows what ``GroupSeat.next_step()`` asks for.
The hand-off (the hot seat's ``HandoffScreen``) hides every hand until the next person confirms with Enter (the
person still at the keyboard may first call somebody out, ``c``; Esc or ``q`` asks about going back to the
lobby); a timed window that several of the group may answer opens the hot seat's ``WindowScreen`` (claim keys
for the group's seats in it), and a claim hands the keyboard to the claimer.  As at the hot seat, a claim stops
the window's clock until the claimer has answered (the table's host holds it for every terminal, bounded:
``window_claim``).  A vote's answer is given for whichever of the group's seats the vote asks
(``GroupVoteScreen``).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

from textual.app import App

from maumau_tui.net.away_screen import close_leave_questions, leave_question
from maumau_tui.net.group_seat import GroupSeat
from maumau_tui.net.looks_screen import LooksScreen
from maumau_tui.net.vote_screen import RemoteVoteScreen, Send
from maumau_tui.net.words import word
from maumau_tui.engine.views import View
from maumau_tui.notation import Move
from maumau_tui.clock import Clock
from maumau_tui.rules.schema import Ruleset
from maumau_tui.tui.between import STALE, BetweenTurns
from maumau_tui.tui.hotseat import DrawSeen, HandOff, SharedWindow
from maumau_tui.tui.labels import Look, for_ruleset
from maumau_tui.tui.screens.base import GameModal, GameScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.settings import hand_order_now
from maumau_tui.tui.screens.window import WindowScreen
from maumau_tui.tui.settings import Settings


class GroupFlow(BetweenTurns):
    """Shows the hand-offs and claim screens of ``group`` in ``app`` (once the table screen is shown)."""

    def __init__(self, app: App[Any], group: GroupSeat, settings: Settings, clock: Clock,
                 to_lobby: Callable[[], None] | None = None,
                 looks_chosen: Callable[[Settings | None], None] | None = None) -> None:
        super().__init__(app, settings)
        self.group, self.clock = group, clock
        self.to_lobby = to_lobby                      # Esc or q on a hand-off: back to the lobby, once asked
        self.looks_chosen = looks_chosen              # s on a hand-off: this terminal's language and cards
        self.can_leave = to_lobby is not None
        self.following = False
        self.started = False                          # the table screen is shown: screens may go over it
        self.unwatch = group.watch(self.follow)     # before the table screen's own watcher

    def handoff_note(self) -> str | None:
        """This terminal's rejoin code (a password login's), on every hand-off: a group's first screen is a hand-off,
        so a connection that drops before anybody has looked at a hand (the code also stands in a hand's title) can
        still take its seats back."""
        code = self.group.primary.link.code
        return word(self.settings.lang, "handoff_code", code=code) if code else None

    def start(self) -> None:
        self.started = True
        self.follow()

    def close(self) -> None:
        self.closed = True
        self.unwatch()

    def follow(self) -> None:
        """Show what the keyboard needs next; a claim screen whose window has closed goes away."""
        if self.following or self.closed or not self.started or getattr(self.app, "vote", None) is not None:
            return              # (a vote's dialog is open: it may ask a seat not at the keyboard; hand-offs wait)
        self.following = True
        try:
            step = self.group.next_step()
            between = self.between
            if between is not None:
                if isinstance(between, WindowScreen) and not (isinstance(step, SharedWindow)
                                                               and list(step.seats) == between.seats):
                    between.close_soon(None)     # the window closed (or changed): this screen is out of date
                elif isinstance(between, HandoffScreen) and not (isinstance(step, HandOff) and self.shown_as(step)):
                    between.close_soon(STALE)    # not that seat's turn any more (another terminal answered first),
                    #                              or its catch was made (the hand-off comes again without it)
                return
            if isinstance(step, (HandOff, SharedWindow)):
                self.group.hide()
                self.asked_at_the_table_is_over()
            if isinstance(step, HandOff):
                self.hand_off(step)
            elif isinstance(step, SharedWindow):
                self.claims(step)
            elif isinstance(step, DrawSeen):
                self.drawn(step)
        finally:
            self.following = False

    def shown_as(self, step: HandOff) -> bool:
        """Whether the hand-off shown is ``step``'s: to the same seat, the same person may call out the same seats."""
        shown = self.handed
        return shown is not None and (shown.seat, shown.catcher, shown.caught) == (step.seat, step.catcher, step.caught)

    def asked_at_the_table_is_over(self) -> None:
        """The keyboard goes on (a hand-off, a claim screen): a back-to-the-lobby question asked at the table meanwhile
        closes, answered no, rather than come back over the next person's hand and take that person's keys (or put
        one person's question to another); asked on one of this flow's screens, it is still that screen's."""
        close_leave_questions(self.app, keep=self.between)

    # what the screens between turns are told of this table (``BetweenTurns``)
    def seat_names(self) -> Sequence[str]:
        return self.group.primary.link.names

    def table_look(self) -> Look:
        return for_ruleset(self.settings.look(), self.table_rules())

    def table_rules(self) -> Ruleset:
        return self.group.primary.info().ruleset

    def seat_view(self, seat: int) -> View | None:
        return self.group.seats[seat].view() if seat in self.group.seats else None

    def send_catch(self, seat: int, move: Move) -> None:
        self.group.catch_for(seat, move)

    def keyboard_taken(self, seat: int) -> None:
        if seat in self.group.seats:
            self.group.take_keyboard(seat)

    def window_claimed(self, seat: int) -> None:
        if seat in self.group.window_seats():
            self.group.claimed(seat)

    def window_left(self) -> Callable[[], float | None]:
        public = self.group.public
        return public.open_left if public is not None else lambda: None

    def window_held(self) -> Callable[[], str] | None:   # (PLAYTEST125 F1: back after a drop, "noch 12 s" stood still
        public = self.group.public                          # for 25 s without a word why)
        return public.open_held if public is not None else None

    def guard_clock(self) -> Clock:
        return self.clock

    def draw_read(self) -> None:
        self.group.seen_draw()

    def leave_keys(self) -> str | None:
        return word(self.settings.lang, "title_lobby") if self.to_lobby is not None else None

    def ask_leave(self) -> None:
        """Esc or q on a hand-off or a window: back to the lobby, once the people here say yes; else it shows again."""
        to_lobby = self.to_lobby
        if to_lobby is not None:
            self.open(leave_question(self.app, self.settings.lang), lambda yes: to_lobby() if yes else None)

    def open_settings(self) -> None:
        looks_chosen = self.looks_chosen
        if looks_chosen is not None:
            self.open(LooksScreen(hand_order_now(self.app, self.settings), "looks_note_group"), looks_chosen)

    def hand_over(self) -> None:
        """The hand is over (its end is shown): a hand-off or claim screen still open is out of date, and so is the
        question about the lobby asked on one (the sheet's own q asks it again)."""
        if isinstance(self.between, (GameScreen, GameModal)):
            self.between.close_soon(None)


class GroupVoteScreen(RemoteVoteScreen):
    """The remote vote screen at a group's terminal: a proposal is the holder's; an answer is given for whichever
    of the group's seats the vote asks now, and sent as that seat (``send_as``)."""

    def __init__(self, lang: str, rules: Ruleset, values: dict[str, bool | int], names: list[str], own: int,
                 seats: Collection[int], send_as: Callable[[int, dict[str, Any]], None],
                 ballot: dict[str, Any] | None = None) -> None:
        self.seats = seats       # the group's seats as they are now (PLAYTEST114 F16: a terminal back after a drop
        #                          opened the vote before its other seats were back, and refused their answers)
        send: Send = lambda message: send_as(self.seat, message)   # noqa: E731  (the seat at the moment it is sent)
        super().__init__(lang, rules, values, names, own, send, ballot)

    @property
    def seat(self) -> int:       # type: ignore[override]
        ballot = self.ballot
        if ballot is not None and ballot["asking"] in self.seats:
            return int(ballot["asking"])
        if ballot is not None and ballot["by"] in self.seats:
            return int(ballot["by"])
        return self.own

    @seat.setter
    def seat(self, own: int) -> None:
        self.own = own
