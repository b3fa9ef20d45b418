"""What every app of the game shares, the hot seat's (``app.py``) and an SSH seat's (``net/seat_app.py``): the
styles and the app's keys (Ctrl+C asks about quitting, ? opens the help where a screen has none of its own), the
rule that a key acts only on the screen it was pressed on, and one plain message instead of a traceback when
something goes wrong (the match kept first, where the app holds one).
"""

from __future__ import annotations

import sys
import traceback
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from textual import events, on
from textual.app import App
from textual.binding import Binding
from textual.notifications import SeverityLevel

from maumau_tui.clock import Clock, SteadyClock
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.safety import Crashed, rescue
from maumau_tui.tui.held_keys import HeldKeys
from maumau_tui.tui.screens.base import Guarded, clicks_held, key_is_stale, pressed_on, stamp_key
from maumau_tui.tui.screens.variant import name_chooser
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.textual_private import share_parsed_css

if TYPE_CHECKING:
    from maumau_tui.match import Match

FIRST_MODE = "screens"


HELP_WAIT = 1.0    # seconds keys typed after ? wait at most for its help (they wait a few message hops, see above)


class GameApp(App[None]):
    """The part of an app of the game that is not about where its table is."""

    CSS_PATH = "app.tcss"
    DEFAULT_MODE = FIRST_MODE   # a stack of screens of our own (not Textual's "_default"), so it can be dropped
    ENABLE_COMMAND_PALETTE = False
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-roomy")]   # (a notice is wider on a narrow screen: app.tcss)
    BINDINGS = [Binding("ctrl+c", "ask_quit", show=False, priority=True),   # ?: where the screen has no help of its
                Binding("question_mark,f1", "help", show=False, priority=True)]   # own (a question, a dialog), see below

    def __init__(self, settings: Settings | None = None, clock: Clock | None = None) -> None:
        share_parsed_css()
        super().__init__()
        self.error_console.soft_wrap = True             # a path in the last message stays whole, to copy it
        self.add_mode(FIRST_MODE, self.get_default_screen)
        self.settings = settings or Settings()
        if self.settings.plain and sys.platform != "win32":   # a terminal that is not UTF-8: the screen in ASCII
            from maumau_tui.tui.plain import PlainDriver

            self.driver_class = PlainDriver
        self.clock: Clock = clock or SteadyClock()      # bot pace, countdowns, the hand-off's guard time
        self.press_dropped = False                      # the mouse press now down came while keys were ignored
        self.title = tr(self.settings.lang, "app_title")
        self.help_away: str | None = None               # ? where no table is open (None: the app's keys)
        self.after_help = HeldKeys()                    # keys typed after ? while its help waits (``action_help``)

    @property
    def by_suit(self) -> bool:
        """Hands shown grouped by suit (``g`` at a table, the settings screen): the session's settings hold it."""
        return self.settings.by_suit

    @by_suit.setter
    def by_suit(self, value: bool) -> None:
        self.settings = replace(self.settings, by_suit=value)

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = False) -> None:
        """A notice, always as plain text (a screen's ``notify`` asks for markup): notices quote what people typed,
        files' names and rulesets' words (a name refused for its brackets, ``[/]``, ended the game as Textual read
        it as markup)."""
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=False)

    def get_key_display(self, binding: Binding) -> str:
        """A key as the footer names it; in words where the screen is in ASCII (``enter``, not ``⏎``); the space bar
        in the screen's language (REVIEW239 A10: "space" in a German footer)."""
        display = super().get_key_display(binding)
        if display.lower() == "space" and self.settings.lang == "de":
            display = "Leertaste"
        if not self.settings.plain:
            return display
        from maumau_tui.tui.plain import key_words

        return key_words(display)

    def action_ask_quit(self) -> None:
        """Ctrl+C: the app's question about quitting (each app asks its own)."""
        raise NotImplementedError

    def quit_if_small(self) -> bool:
        """Ctrl+C while the terminal is too small quits at once, as that screen says (Ctrl+Q's way: the match stays
        saved, a seat over SSH goes to a bot until its code): a question could not be seen there, and waited unseen
        until the window grew (PLAYTEST110 F17)."""
        from maumau_tui.tui.screens.too_small import TooSmallScreen

        if not isinstance(self.screen, TooSmallScreen):
            return False
        self.call_later(self.run_action, "quit")
        return True

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        from maumau_tui.tui.help_key import help_key_free

        return help_key_free(self, self.help_away) if action == "help" else True

    def action_help(self) -> None:
        """The help, after the keys typed before ``?`` (``behind_keys``); not if they closed the screen it was
        pressed on (a key acts only on the screen it was pressed on).  Keys typed after it wait meanwhile and
        come once the help is open (or not): they are the help's, not the question's under it (``HeldKeys``)."""
        from maumau_tui.tui.help_key import behind_keys, open_help

        screen = self.screen
        self.after_help.hold()
        done = False

        def then(may_open: bool = True) -> None:
            nonlocal done
            if done:
                return
            done = True
            opened = may_open and self.screen is screen
            try:
                if opened:
                    open_help(self, self.settings.lang, self.help_away)
            finally:
                self.after_help.release(self, opened)

        behind_keys(self, then)
        self.set_timer(HELP_WAIT, lambda: then(may_open=False))   # (a widget on the way closed first: not for good)

    # ---- keys: each acts only on the screen it was pressed on -------------------------------------

    async def on_event(self, event: events.Event) -> None:
        """Every key is stamped with the screen it arrives on; a key that comes back from a screen that is no
        longer on top (or has closed) runs no binding of the screen that is on top now (the screen it came on may
        say why: ``Guarded.key_came_late``).  A mouse press on a screen that ignores keys now is dropped with its
        release, and so is a release there (``clicks_held``)."""
        if isinstance(event, (events.Key, events.MouseDown)) and not event.is_forwarded:
            name_chooser(self)          # (a key before the chooser's names: they come first, the key acts on them)
        if isinstance(event, events.Key):
            if not event.is_forwarded and self.after_help.keeps(event, self):
                return                          # typed after ? : it waits for the help (``action_help``)
            if not event.is_forwarded and pressed_on(event) is None:
                stamp_key(event, self.screen)
            elif key_is_stale(event, self.screen):
                if isinstance(origin := pressed_on(event), Guarded):
                    origin.key_came_late(event)
                return
        elif isinstance(event, events.MouseDown) and not event.is_forwarded:
            self.press_dropped = clicks_held(self.screen)
            if self.press_dropped:
                return
        elif isinstance(event, events.MouseUp) and not event.is_forwarded:
            dropped, self.press_dropped = self.press_dropped, False
            if dropped or clicks_held(self.screen):   # (the release of a press dropped would click all the same)
                return
        await super().on_event(event)

    def on_resize(self) -> None:
        """Every screen under the one on top that has a ``refit`` is asked to fit its lines again (the table's title
        and status, seen around a question): Textual tells only the screens seen through the one on top, and the
        table under a question under the help is not one of them (PLAYTEST92: its title stayed cut).  After the
        app's own handler (it runs after this one) has taken the new size; a screen that measures its own laid-out
        widgets (a hand-off) measures its old layout then."""
        self.call_later(self.refit_below)

    def refit_below(self) -> None:
        for screen in self.screen_stack[:-1]:
            refit = getattr(screen, "refit", None)
            if callable(refit):
                refit()

    # ---- when something goes wrong ----------------------------------------------------------------

    details_here = True    # an error's details go to this machine's errors/ and the message names them (a seat
                           # over SSH: its server's log has them, a path on the server means nothing to the player)

    @on(events.Mount)
    def beat_the_clock(self) -> None:
        if isinstance(self.clock, SteadyClock):   # its beat: the time the process stood still is not counted
            self.set_interval(SteadyClock.BEAT, self.clock.beat)

    def match(self) -> Match | None:
        """The match to keep, once one has been dealt (None: this app holds none)."""
        return None

    @property
    def match_id(self) -> str | None:
        """The id the match in play is saved under (None: none)."""
        return None

    def earlier_save(self) -> Path | None:
        """Where the match goes on from where no save of it can be written now: its last save, or a copy kept earlier
        (None: nothing, or the last save worked)."""
        return None

    def keep_for_later(self) -> None:
        """The app ends without the players getting up (a signal, a crash): what to keep of the match."""

    def keep_in_log(self, text: str) -> None:
        """For whoever looks into a fault (the traceback that ends the app): the seat's log; the hot seat has none."""

    def _handle_exception(self, error: Exception) -> None:
        """Textual's last stop for an exception (its private method, named in ``textual_private.py``): keep the
        match, then let Textual end the app (status 1) with one plain message instead of a traceback."""
        try:
            self.keep_in_log("".join(traceback.format_exception(error)))
        except Exception:  # noqa: BLE001 - a log that cannot be written (a full disk) must not cost the match
            pass
        if isinstance(error, Crashed):
            super()._handle_exception(error)
            return
        self.keep_for_later()
        kept = rescue(self.match(), "error", error if self.details_here else None, self.match_id, self.earlier_save)
        crashed = Crashed(error, kept, self.settings.lang)
        crashed.__cause__ = error
        super()._handle_exception(crashed)
