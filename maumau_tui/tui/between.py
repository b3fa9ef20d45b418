"""The screens between two people's turns at one keyboard, shared by the hot seat's ``TableFlow`` and a group's
``net.group_flow.GroupFlow`` (several seats of a table in the server played at one terminal).

The hand-off hides every hand until the next person confirms with Enter; the person still at the keyboard may
first call somebody out (``c``), and Esc or ``q`` asks about leaving (the menu; the lobby).  The claim screen of a
timed window that several of them share gives each a key to claim it (the keyboard goes to the claimer) and ``c``
to call out a missed call.  What differs is where the table is: a flow tells its names, its look, a seat's view,
how a catch is sent, who takes the keyboard, the window's countdown and the way out (the methods below its
``open``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from textual.app import App
from textual.screen import Screen

from maumau_tui.clock import Clock
from maumau_tui.engine.views import View
from maumau_tui.notation import Move
from maumau_tui.rules.schema import Ruleset
from maumau_tui.tui.hotseat import DrawSeen, HandOff, SharedWindow
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import Look
from maumau_tui.tui.prompts import catch_prompt, only_missed_calls, prompt_for, sure_catch
from maumau_tui.tui.screens.dialogs import DrawSeenScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.window import CATCH, LEAVE, WindowScreen
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.status import for_start_card, out_of_turn

STALE = "stale"     # a hand-off closed by the flow: the turn it was for has passed (another terminal answered)


class BetweenTurns:
    """Opens the hand-off and the claim screen of a timed window over ``app``; one such screen at a time
    (``between``).  A closed flow takes no answer from a screen still open."""

    can_leave = True      # Esc or q on a hand-off asks about leaving (``ask_leave``)

    def __init__(self, app: App[Any], settings: Settings) -> None:
        self.app, self.settings = app, settings
        self.between: Screen[Any] | None = None    # the hand-off, claim or other screen this flow has open now
        self.handed: HandOff | None = None          # the last hand-off: whose it was, who could call out whom
        self.closed = False

    def follow(self) -> None:
        """Show what the keyboard needs next (after every change, and after each screen of the flow)."""
        raise NotImplementedError

    def open(self, screen: Screen[Any], callback: Callable[[Any], None]) -> None:
        self.between = screen

        def done(result: Any) -> None:
            if self.between is screen:
                self.between = None
            if not self.closed:
                callback(result)
                self.follow()

        self.app.push_screen(screen, done)

    # ---- what a flow tells of its table ----------------------------------------------------------

    def seat_names(self) -> Sequence[str]:
        raise NotImplementedError

    def table_look(self) -> Look:
        raise NotImplementedError

    def table_rules(self) -> Ruleset:
        """The table's rules, its house rules applied."""
        raise NotImplementedError

    def seat_view(self, seat: int) -> View | None:
        """What ``seat`` sees, where it is played at this keyboard (None: not here): whom it may call out, whether
        it answers a window."""
        raise NotImplementedError

    def send_catch(self, seat: int, move: Move) -> None:
        raise NotImplementedError

    def keyboard_taken(self, seat: int) -> None:
        raise NotImplementedError

    def window_claimed(self, seat: int) -> None:
        raise NotImplementedError

    def window_left(self) -> Callable[[], float | None]:
        """The seconds left of the timed window open now (None: no countdown)."""
        raise NotImplementedError

    def window_held(self) -> Callable[[], str] | None:
        """Why the window's clock stands still ("away", "answer", "bots"; "": it runs); None: the claim screen need
        not say (the hot seat's clock stands still only while its own screens ask)."""
        return None

    def guard_clock(self) -> Clock:
        """The clock of the hand-off's guard time."""
        raise NotImplementedError

    def leave_keys(self) -> str | None:
        """The claim screen's words for Esc/q (None: no way out from it)."""
        raise NotImplementedError

    def ask_leave(self) -> None:
        """Esc or q on a hand-off or a claim screen: the way out, once asked; "no" shows the screen again."""
        raise NotImplementedError

    def open_settings(self) -> None:
        """s on a hand-off: this keyboard's settings (``open``: the hand-off comes again after them)."""
        raise NotImplementedError

    # ---- the screens ---------------------------------------------------------------------------------

    def handoff_note(self) -> str | None:
        """A line on every hand-off for everybody at this keyboard (None: nothing to say)."""
        return None

    def catch_line(self, key: str, step: HandOff | SharedWindow) -> str | None:
        """The line that offers ``c``: who may call out whom (None: nobody to catch)."""
        if step.catcher is None:
            return None
        names = self.seat_names()
        if key == "handoff_catch" and self.table_rules().cheating is None:   # (PLAYTEST128 F4: "cheat" where nobody may)
            key = "handoff_catch_calls"
        return tr(self.settings.lang, key, name=names[step.catcher], others=", ".join(names[s] for s in step.caught))

    def hand_off(self, step: HandOff) -> None:
        settings = self.settings
        view = self.seat_view(step.seat)       # (a claim named the person on the public claim screen)
        screen = HandoffScreen(self.seat_names()[step.seat], step.recent, settings.lang,
                               self.catch_line("again_catch" if step.again else "handoff_catch", step),
                               self.guard_clock(), settings.handoff_guard,
                               settings.key_hold, can_leave=self.can_leave,
                               heading=handoff_title(view, self.table_look()), keeps=step.keeps,
                               note=self.handoff_note())
        self.handed = step

        def done(result: object) -> None:
            if result == "catch":
                self.catch(step.catcher, only_calls=step.again)
            elif result == "menu":
                self.ask_leave()
            elif result == "settings":
                self.open_settings()
            elif result != STALE:
                self.keyboard_taken(step.seat)

        self.open(screen, done)

    def claims(self, step: SharedWindow) -> None:
        """The public screen of a timed window that several people at this keyboard share."""

        def claimed(seat: int | None) -> None:
            if seat == LEAVE:
                self.ask_leave()
            elif seat == CATCH:
                self.catch(step.catcher, only_calls=True)
            elif seat is not None:
                self.window_claimed(seat)

        self.open(WindowScreen(step.public, step.seats, self.window_left(), step.recent, self.settings.lang,
                               self.table_look().german_pack, step.unseen, self.leave_keys(),
                               self.catch_line("window_catch", step), self.window_held()), claimed)

    def drawn(self, step: DrawSeen) -> None:
        """What the drawer of a penalty that could stop at an answer drew, once its turn is over (``DrawSeen``): its
        own screen until Enter (the key that drew, pressed twice, waits)."""
        seen = DrawSeenScreen(list(step.lines), self.settings.lang)
        seen.hold_enter(self.guard_clock(), self.settings.key_hold)
        self.open(seen, lambda _: self.draw_read())

    def draw_read(self) -> None:
        """The drawer read what it drew: the keyboard goes on."""
        raise NotImplementedError

    def catch(self, catcher: int | None, only_calls: bool) -> None:
        """``c``: the person at the keyboard (``catcher``) calls somebody out (on a window's screen only a missed
        call: a cheat is called out at the table)."""
        view = self.seat_view(catcher) if catcher is not None else None
        if catcher is None or view is None:
            return
        call_out(self.app, self.settings.lang, self.table_look(), catcher,
                 only_missed_calls(view) if only_calls else view, self.send_catch, self.open)


def handoff_title(view: View | None, look: Look) -> str:
    """The key of a hand-off's title for the seat ``view`` is of: its turn, an answer out of turn, or the dealer's
    decision for the start card (PLAYTEST216 N3: "Anna's turn" where her status line then said that it was not)."""
    if view is None:
        return "handoff_title"
    prompt = prompt_for(view, look)
    if prompt is not None and for_start_card(view, prompt):
        return "handoff_start_card"
    # (out of turn also caught cheating, the penalty or an objection: PLAYTEST240 N10, "Anna's turn")
    return "handoff_answer" if out_of_turn(view) else "handoff_title"


def call_out(app: App[Any], lang: str, look: Look, catcher: int, view: View, send: Callable[[int, Move], None],
             open_screen: Callable[[Screen[Any], Callable[[Any], None]], None]) -> None:
    """``c`` on a hand-off: the person still at the keyboard (``catcher``, who sees ``view``) calls somebody out
    before handing it over: at once when there is one missed call to catch, else chosen in a prompt; ``send`` makes the
    move for the catcher (the hot seat's referee, or a group's seat in the server), a refusal is a notice."""
    spec = catch_prompt(view, look)
    if spec is None:
        return

    def submit(move: Move | None) -> None:
        if move is None:
            return
        try:
            send(catcher, move)
        except ValueError as error:     # IllegalMoveError, the referee's Refused
            app.notify(tr(lang, "illegal", reason=error), severity="error")   # (the catcher stays at this screen)

    if (move := sure_catch(spec, view, look)) is not None:
        submit(move)
    else:
        open_screen(ChoicePrompt(spec, lang), submit)
