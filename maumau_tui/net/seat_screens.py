"""Screens a remote seat shows: the end of a hand (the hot seat's ``HandEndScreen`` from the host's
``hand_end``) and the table itself (``RemoteTableScreen``).  Both are built from plain data the table host
sent; neither holds the table.  The notice that the table waits for a dropped player is ``away_screen``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

from textual import events
from textual.binding import Binding
from textual.widgets import Label

from maumau_tui.net.away_screen import ask_to_leave, close_leave_questions, shared
from maumau_tui.net.group_seat import GroupSeat
from maumau_tui.net.looks_screen import close_looks
from maumau_tui.net.remote import RemoteSeat
from maumau_tui.net.seat_help import seat_help, watching_help
from maumau_tui.net.vote_screen import close_ended_votes
from maumau_tui.net.words import word
from maumau_tui.notation import Move
from maumau_tui.rules.schema import Ruleset
from maumau_tui.tui.hand_summary import HandSummary
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.help_text import for_rules
from maumau_tui.tui.labels import Look
from maumau_tui.tui.notes import warn_once
from maumau_tui.tui.prompts import PromptSpec, window_title
from maumau_tui.tui.screens.dialogs import HelpScreen
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.status import ESSENTIAL, Part, status_line

WINDOW_KINDS = ("victim", "gift", "swap", "block")   # the windows a short status line names (``window_short``)
AWAY_NOTE = 3   # how much "away: Anna" matters on the status line: after the table's reminders, before the least


class RemoteHandEnd(HandEndScreen):
    """The hot seat's end of a hand, from the summary the host sent.  ``n`` tells the host this seat is ready
    for the next deal (which comes once every connected person is) and says whom the deal waits for;
    ``q`` goes back to the lobby (with the question the table asks).  ``update`` takes the host's later news of who is ready."""

    BINDINGS = [Binding("a", "again", "key_again"), Binding("e", "end_here", "key_end_here"),
                Binding("q,escape", "finish('leave')", "key_lobby")]   # (q goes to the lobby; Enter gets the seat back)

    def __init__(self, summary: HandSummary, waiting: list[str], look: Look, rules: Ruleset | None,
                 options: Mapping[str, bool | int], send_next: Callable[..., None], leave: Callable[[], None],
                 code: str | None = None, watching: bool = False, again: Callable[[], None] | None = None) -> None:
        super().__init__(summary, look, rules, options)
        self.waiting, self.send_next, self.leave = waiting, send_next, leave
        self.again = again           # at the match's end: the same table again (``rematch.py``)
        self.offer: tuple[str, int] | None = None   # who made it again already, and its number
        self.code = code             # this player's rejoin code (on the hand's box at the table; here too)
        self.watching = watching     # a watcher is not asked for the next deal
        self.asked = False           # this terminal's seats are ready for the next deal (said here, or before)
        self.sent = False            # ... said here, with n (the host's next news may not know it yet)
        self.dealt = False           # the next hand is dealt (the sheet closes once nothing covers it)
        self.ending: list[str] = []  # who would end a match without an end of its own here (``net/ending.py``)
        self.not_ending: list[str] = []   # ... and who would not (yet), while somebody would
        self.not_here: list[str] = []     # ... of those, who is not at the table (a bot plays for them meanwhile)
        self.ends = False            # this terminal's seats would end it (said here with e, or before)
        self.end_sent = False        # ... said here (the host's next news may not know it yet)
        self.enter_asks_at_match_end = False

    @property
    def hand_number(self) -> int:
        return self.summary.number

    def on_mount(self) -> None:
        self.show_scroll_hint()

    def sheet_keys(self) -> str:
        """This seat's keys and whom the deal waits for (its rejoin code too)."""
        lang = self.look.lang
        if self.offers_again:
            if self.offer is not None:
                return word(lang, "again_offered", name=self.offer[0], number=self.offer[1])
            return word(lang, "again_hint")
        if self.match_over:
            return word(lang, "end_hint")
        if self.dealt:                   # covered by a notice (a drop): whom it waited for is old news
            return word(lang, "dealt")
        ready = "ready_all" if shared(self.app) else "ready"       # ``n`` is ready for everybody at this terminal
        ends = "ends_all" if shared(self.app) else "ends"
        endless = "_endless" if self.summary.endless else ""       # (``e``: end it here)
        lines = [] if self.watching else [word(lang, ends if self.ends else ready if self.asked else "next_hint" + endless)]
        if self.ending and self.not_ending:   # (who would end it, and who would not yet: REVIEW132 R3; a watcher too)
            others = ", ".join(name + (word(lang, "not_here") if name in self.not_here else "" if name in self.waiting
                                       else word(lang, "ready_mark")) for name in self.not_ending)   # (PLAYTEST133 F5)
            you_too = "" if self.ends or self.watching else word(lang, "ending_you_too")   # (beside those who would:
            lines.append(word(lang, "ending_line", names=", ".join(self.ending) + you_too, others=others))   # PLAYTEST277
            #                                                 N6, after the others it read as said of the last of them)
        if waiting := [name for name in self.waiting if name not in self.ending]:
            lines.append(word(lang, "waiting", names=", ".join(waiting)))
        elif self.ending and self.not_ending and not self.ends:   # everybody else is ready: neither comes until one
            lines.append(word(lang, "waits_for_enders"))   # side gives way (PLAYTEST168)
        if self.watching:
            return "\n".join([*lines, word(lang, "watch_end_hint")])
        if self.code:
            piece = "code_piece_group" if shared(self.app) else "code_piece"
            lines[-1] += " · " + word(lang, piece, code=self.code)   # (after "Waiting for: Ben": not his; where
            #                      it does not fit it starts a line of its own, so it starts with a capital)
        return "\n".join(lines)

    def may_go_on(self) -> bool:
        """(Not once this terminal's seats said they are ready: the footer offered "n Next hand" beside "You are
        ready.", PLAYTEST227 N7; after ``e``, n takes it back.)"""
        return not self.watching and not self.asked and super().may_go_on()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.watching and action == "finish" and parameters == ("next",):
            return False                 # (nor in the footer)
        if action == "again":
            return self.offers_again and not self.guarding
        if action == "end_here":      # (not under a dialog either: PLAYTEST133 F4)
            return self.summary.endless and not (self.watching or self.match_over) and bool(
                super().check_action(action, parameters))
        return super().check_action(action, parameters)

    def on_key(self, event: events.Key) -> None:
        """``e`` or ``a`` where it does nothing on this sheet says why (a match with an end of its own, as Kronenstube's
        to 101, ends by its rules, not by ``e``; ``a`` waits for the match's end), not while the sheet holds its keys
        nor under a dialog."""
        why = self.refusal(event.key)
        if why:
            event.stop()
            warn_once(self.app, word(self.look.lang, why))

    def refusal(self, key: str) -> str | None:
        """The words why ``key`` (``e``, ``a``) does nothing now, or None (it acts, or it is no key of this sheet)."""
        action = {"e": "end_here", "a": "again"}.get(key)
        if action is None or self.guarding or not self.is_active or self.check_action(action, ()):
            return None
        if self.watching:
            return "refused_watching"
        if key == "a":
            return None if self.match_over else "refused_again"
        return "refused_end_over" if self.match_over else "refused_end_own" if not self.summary.endless else None

    def news(self, message: Mapping[str, list[str]], mine: list[str]) -> None:
        """The host's news of who is ready for the next deal (``waiting``: who is not) and who would end the match
        here (``ending``)."""
        self.ready_from(message["waiting"], mine)
        self.ending, self.not_ending = list(message.get("ending", [])), list(message.get("not_ending", []))
        self.not_here = list(message.get("not_here", []))
        heard = bool(set(mine) & set(self.ending))
        self.end_sent = self.end_sent and not heard       # (news sent before the host heard e does not take it back)
        self.ends = heard or self.end_sent
        self.update(list(message["waiting"]))

    def ready_from(self, waiting: list[str], mine: list[str]) -> None:
        """Whether this terminal's seats are ready, as the host's news says (one said ready before a restart, or
        before its connection dropped, is not awaited; one a bot stood in for is awaited again once back)."""
        if not self.sent and not self.watching and not self.match_over and mine:
            self.asked = not set(mine) & set(waiting)

    def update(self, waiting: list[str]) -> None:
        self.waiting = waiting
        if self.is_mounted:
            self.show_scroll_hint()
            self.refresh_bindings()

    def action_end_here(self) -> None:
        """``e``: this terminal's seats would end the match here (it ends once everybody at the table would); ``n``
        takes it back."""
        if self.check_action("end_here", ()) and not (self.ends or self.dealt):   # (once: REVIEW132 R4)
            self.asked = self.sent = False
            self.ends = self.end_sent = True
            self.send_next("end")
            self.show_scroll_hint()
            self.refresh_bindings()

    def offered(self, name: str, number: int) -> None:
        """``name`` made this table again as table ``number``: ``a`` sits this seat down there too (0: that table
        closed, or started without this seat: said, PLAYTEST106 F7, and ``a`` makes the table anew)."""
        if not number and self.offer is not None and self.offers_again:
            self.app.notify(word(self.look.lang, "again_gone", number=self.offer[1]), timeout=8)
        self.offer = (name, number) if number else None
        if self.is_mounted:
            self.show_scroll_hint()

    @property
    def offers_again(self) -> bool:
        """``a`` sets the table up again: the match is over and this terminal has a seat at it."""
        return self.match_over and self.again is not None and not self.watching

    def action_again(self) -> None:
        if self.offers_again and self.again is not None:
            self.again()

    def next_dealt(self) -> None:
        """The next hand is dealt: say so until the sheet can close (a notice over it closes first).  The table under
        it holds Enter for a moment: the Enter that dealt, pressed twice, would play a card of the new hand unseen
        (REVIEW147 R1, as at one keyboard; another key ends the hold)."""
        self.dealt = True
        clock = getattr(self.app, "clock", None)
        for screen in self.app.screen_stack:
            if isinstance(screen, TableScreen) and clock is not None:
                screen.hold_enter(clock, screen.settings.key_hold)
        if self.is_mounted:
            self.show_scroll_hint()

    def action_finish(self, choice: str) -> None:
        if choice != "next":
            self.leave()
            return
        if self.asked or self.match_over:
            return
        self.asked = self.sent = True
        self.ends = self.end_sent = False
        self.send_next()
        self.show_scroll_hint()
        self.refresh_bindings()


class RemoteTableScreen(TableScreen):
    """The table screen of a remote seat: ``q``/Esc asks whether to go back to the lobby (not to a menu), and a
    timed window open at the table counts down on the status line of every seat that is not asked in it (the
    seats asked see it in their question).  While this seat's move is on its way to the table, or the table waits
    for a dropped player, no key makes a move or asks a question: each says why (the status line says whom the
    table waits for), also when the keys came in one read with the move's own.  A watcher's hand box and move
    keys say that it watches, and its ``q`` goes back at once."""

    def __init__(self, link: RemoteSeat | GroupSeat, settings: Settings, to_lobby: Callable[[], None],
                 waiting: Callable[[int], str] = lambda width: "") -> None:
        super().__init__(link, settings)
        self.remote = link
        self.to_menu = to_lobby
        self.menu_text = word(settings.lang, "title_lobby")
        self.waiting = waiting       # whom the table waits for (a dropped connection, a vote), and how long; or ""
        self.waited = False          # whether the status line says so
        self.clock_shown = False
        self.spent = False           # whether the keys were last offered while a move was on its way
        self.in_window = False       # one of this terminal's seats may answer a timed window open now

    def on_mount(self) -> None:
        self.set_interval(0.2, self.show_clock)   # (as often as a question's clock: PLAYTEST103 F8 saw them a second apart)

    def redraw(self) -> None:
        self.spent = self.remote.move_on_its_way
        super().redraw()
        self.clock_shown = False
        self.show_clock()

    def hand_title(self, name: str) -> str:
        """This player's own rejoin code on their own hand's box (set once, not at every push)."""
        title, code = super().hand_title(name), self.remote.link.code
        return title if code is None else f"{title} · {word(self.settings.lang, 'code_title', code=code)}"

    def show_status(self) -> None:
        """The status line; while the table waits for a dropped player, whom it waits for and how long (no move
        can be made meanwhile)."""
        waiting = self.waiting(self.status_width())
        if waiting:
            self.query_one("#status", Label).update(" " + waiting)
        else:
            super().show_status()

    def show_clock(self) -> None:
        """The status line, with the time left of a window this seat is not asked in (or of the wait for a
        dropped player; while the table plays on without one, who is away and when a bot plays for them); the
        notice of dropped players counts down in the same tick (PLAYTEST274 N15: it said 0:05 beside 0:06 here)."""
        notice = getattr(self.app, "away", None)
        if notice is not None:
            notice.show()
        waiting = bool(self.waiting(0))
        if waiting or self.waited:
            if self.waited != waiting:                # the wait begins or ends: the move keys go off or on
                self.waited = waiting
                self.refresh_bindings()
            self.show_status()
            if self.waited:
                self.seen_through()     # (under a question and the notice too: PLAYTEST103 F4 saw it stand at 2:00)
                return
        left = self.remote.open_left()
        mine = self.info.window_left is not None and (self.view.may_answer or self.view.my_turn)
        note, short_note = getattr(self.app, "away_note", lambda: ("", ""))()
        if (left is None or mine) and not note and not self.clock_shown:
            return
        lang, seat = self.settings.lang, self.seat
        timed = left is not None and not mine and not self.view.finished
        self.clock_shown = timed or bool(note)
        clock: list[Part] = []
        if timed and left is not None:
            seconds, kind = math.ceil(left), self.view.window_kind
            if kind in WINDOW_KINDS:      # named so at any width ("block: 7 s left": at 80 columns "7 s left" alone said
                said = short = tr(lang, "window_short", kind=tr(lang, f"window_{kind}"), s=seconds)   # nothing,
                held = word(lang, "clock_held_short")   # PLAYTEST100 F5; its question's words, "block it with the 5?",
            else:                         # read as asked of this seat, which is not: PLAYTEST101 L2)
                short = tr(lang, "countdown", s=seconds)   # (only the time where the line has no room)
                said = f"{window_title(self.view, self.look)} {short}"
                held = word(lang, "clock_looks" if self.remote.link.looking else "clock_held")
            if self.remote.link.held:     # somebody answers (a claim at a shared terminal): say why it stands still
                said, short = f"{said} {held}", f"{short} {word(lang, 'clock_held_short')}"
            elif self.remote.link.bots_first:   # (PLAYTEST103 F7: it had no clock, then one)
                said, short = f"{said} {word(lang, 'clock_bots')}", f"{short} {word(lang, 'clock_bots_short')}"
            clock.append(Part(said, ESSENTIAL, short))
        if note:
            clock.append(Part(note, AWAY_NOTE, short_note))
        line = status_line(self.view, seat is not None, self.info, self.look, self.prompt() if seat is not None else None,
                           self.status_width(), clock, self.advised_play())
        self.query_one("#status", Label).update(line)

    def changed(self) -> None:
        remote, in_window = self.remote, self.in_window
        self.in_window = (bool(remote.window_seats()) if isinstance(remote, GroupSeat)
                          else remote.info().window_left is not None and remote.view().may_answer)
        if self.in_window and not in_window:    # a timed question came for this terminal: it goes on top (the
            close_leave_questions(self.app)     # table's clock does not wait); asked during one, it stays
            close_ended_votes(self.app)
            close_looks(self.app)               # (the settings' dialog as Esc leaves it)
        super().changed()
        if self.is_mounted and self.spent != self.remote.move_on_its_way:   # the host answered the move
            self.spent = self.remote.move_on_its_way
            self.refresh_bindings()

    def relook(self, settings: Settings) -> None:
        """This terminal's language or cards changed (``s``, ``seat_looks``); the host sends the log again in the new
        words, which ``redraw_log`` writes from its start."""
        self.menu_text = word(settings.lang, "title_lobby")
        super().relook(settings)

    @property
    def resting(self) -> bool:
        """No move can be made now: this seat's move is on its way, or the table waits for a dropped player."""
        return self.remote.move_on_its_way or bool(self.waiting(0))

    def legal(self, kind: str | None = None) -> list[Move]:
        return [] if self.resting else super().legal(kind)

    def prompt(self) -> PromptSpec | None:
        return None if self.resting else super().prompt()

    def send(self, move: Move) -> None:
        if self.resting:
            self.refuse("other")
            return
        super().send(move)
        if self.remote.move_on_its_way:   # the keys rest until the host's answer
            self.spent = True
            self.refresh_bindings()

    def refuse(self, action: str, pressed_in: tuple[object, ...] | None = None) -> None:
        """Say why a key does nothing, once the keys before it have acted: keys that came in one read reach this
        screen's ``on_key`` before the bindings of the earlier ones run in the app (a key's binding runs when the
        key bubbles up to the app), so the reason is found in the app's turn, after the earlier keys' moves."""
        self.app.call_later(self.say_why, action, pressed_in)

    def say_why(self, action: str, pressed_in: tuple[object, ...] | None = None) -> None:
        if not self.is_attached:
            return
        if self.remote.move_on_its_way:   # (one notice for a burst: PLAYTEST114 F7 saw three)
            warn_once(self.app, word(self.settings.lang, "move_on_its_way"))
        elif self.watching:        # (nothing of anybody's: not taken back as a private notice on a screen showing no
            warn_once(self.app, word(self.settings.lang, "watching_hand"), private=False)   # hand; one for a burst)
        elif self.waiting(0):     # (whom it waits for, and how long, is on the status line; the host's words)
            lang = self.settings.lang
            reason = getattr(self.app, "wait_reason", lambda: word(lang, "waits_short"))()
            warn_once(self.app, tr(lang, "illegal", reason=reason))
        else:
            super().refuse(action, pressed_in)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("house_rules", "hint") and self.seat is None:   # a watcher proposes nothing, gets no hint
            return False
        return super().check_action(action, parameters)

    def action_help(self) -> None:
        self.put_hint_away()
        lang = self.settings.lang
        shown = watching_help(lang) if self.watching else for_rules(seat_help(lang), self.info.ruleset, lang)
        self.app.push_screen(HelpScreen(lang, shown))

    def hidden_words(self) -> str:   # (a group's terminal between hand-offs: the hot seat's words)
        return word(self.settings.lang, "watching_hand") if self.watching else super().hidden_words()

    @property
    def watching(self) -> bool:
        """This terminal watches the table: no seat of its own (a group's terminal between hand-offs has seats)."""
        return self.seat is None and not isinstance(self.remote, GroupSeat)

    def action_menu(self) -> None:
        if self.to_menu is None:
            return
        if self.watching:          # nobody's seat to hand to a bot: back at once
            self.to_menu()
        else:
            ask_to_leave(self.app, self.settings.lang, self.to_menu)
