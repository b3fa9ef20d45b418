"""One rule for every screen of the app: a screen closes once, and a key acts only on the screen it was pressed on.

Textual hands each key to the screen that is on top when the app takes the key from its queue; the
screen handles it a moment later.  Two keys sent back to back (``Space Space``, a burst over SSH)
both reach a screen before it has closed, so the second one dismissed it again (and popped the screen
below), or ran a binding of the *next* screen, or (read from the terminal before the screen changed,
taken from the queue after) acted on a screen its sender had not seen yet.  The app stamps every key
with the screen it was handed to (``stamp_key``); a screen of this module drops a key stamped with
another screen, a key that comes after it closed or while another screen covers it, a key read from
the terminal before the screen came on top (``Key.time``), and (``guard``) keys within a short time
after it came on top, measured on the table's clock.

Every screen also looks at the terminal's size when it comes on top and when the terminal is resized:
below the smallest usable size the too-small screen (``screens/too_small.py``) goes on top.  And it
makes sure the colours of the settings hold and ``NO_COLOR``'s monochrome keeps every text readable
(``colours.ensure_colours``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, TypeVar
from weakref import WeakKeyDictionary

from textual import _time, events
from textual.await_complete import AwaitComplete
from textual.screen import ModalScreen, Screen

from maumau_tui.tui.stuck_keys import note_dropped
from maumau_tui.tui.textual_private import drop_toasts_below, forget_closed_styles
from maumau_tui.tui.spelling import ellipsis

if TYPE_CHECKING:
    from maumau_tui.clock import Clock

ResultType = TypeVar("ResultType")

if TYPE_CHECKING:   # the screens' mixins are screens to the type checker only: at run time a Screen among a dialog's
    ScreenMixin = Screen[Any]   # first bases would drop ModalScreen's CSS from it (Textual takes a class's CSS along
else:                           # its first bases only)
    ScreenMixin = object

_PRESSED_ON: WeakKeyDictionary[events.Key, Screen[Any]] = WeakKeyDictionary()
HOLD_LONGER = 1.5   # seconds a hold (``hold_keys``) lasts at most beyond its first end while the held keys keep coming


def stamp_key(event: events.Key, screen: Screen[Any]) -> None:
    """Remember that ``event`` arrived while ``screen`` was on top."""
    _PRESSED_ON[event] = screen


def pressed_on(event: events.Key) -> Screen[Any] | None:
    """The screen a key arrived on (None for a key the app did not stamp)."""
    return _PRESSED_ON.get(event)


def came_on_top(screen: Screen[Any]) -> None:
    """Tell a screen of this module that it is on top now (the app's screen-change signal calls this); let the widgets
    of a screen closed go (``forget_closed_styles``)."""
    forget_closed_styles()
    drop_toasts_below(screen.app)
    if isinstance(screen, Guarded):
        screen.came_on_top()


def key_is_stale(event: events.Key, screen: Screen[Any]) -> bool:
    """The key arrived on another screen, or on one that has closed since."""
    origin = pressed_on(event)
    return origin is not None and (origin is not screen or bool(getattr(origin, "closed", False)))


def clicks_held(screen: Screen[Any]) -> bool:
    """A mouse press on ``screen`` would count as a key it ignores now (it has closed, or its guard time or a hold
    runs).  Textual hands a press straight to the widget under the pointer, past the screen's own ``on_event`` (a
    question's line would be chosen by the second click of a double click on the hand-off before it): the app
    drops such presses before they are forwarded."""
    return isinstance(screen, Guarded) and (screen.closed or screen.guarding)


class Guarded(ScreenMixin):
    """The shared part of ``GameScreen`` and ``GameModal``."""

    closed = False
    _clock: Clock | None = None
    _guard_seconds = 0.0
    _opened_at: float | None = None
    _on_top_since: float | None = None   # when it last came on top, on the clock of ``Key.time``
    _close_with: tuple[Any] | None = None   # a result to close with as soon as the screen is on top again
    _dropping: tuple[float, float] | None = None   # the first and the last of the keys dropped in a row (``stuck_keys``)

    def guard(self, clock: Clock, seconds: float) -> None:
        """Ignore keys for ``seconds`` after the screen comes on top (each time it does)."""
        self._clock, self._guard_seconds = clock, seconds

    _marked = False                          # the app said when it came on top (``came_on_top``)

    def came_on_top(self) -> None:
        """The screen is on top from now on: keys read from the terminal before now do not count, and the
        guard time starts.  The app calls this the moment the screen stack changes; a screen of another
        app (a test's) finds out a moment later, from its ScreenResume."""
        self._on_top_since = _time.get_time()
        if self._clock is not None:
            self._opened_at = self._clock.now()
        self.keys_came_early = False       # (the wait begins afresh: no key came in it yet)
        self._marked = True
        self._look_at_size()

    def _look_at_size(self) -> None:
        from maumau_tui.tui.colours import ensure_colours
        from maumau_tui.tui.screens.too_small import check_size

        ensure_colours(self.app)            # the settings' colours; NO_COLOR keeps every text readable
        self.app.call_later(check_size, self.app)

    def on_resize(self, event: events.Resize) -> None:
        self._look_at_size()

    def on_screen_resume(self) -> None:
        if not self._marked:
            self.came_on_top()
        self._marked = False
        if self._close_with is not None:
            self.dismiss(self._close_with[0])

    def close_soon(self, result: Any = None) -> None:
        """Close with ``result`` now, or (a dialog covers it) as soon as it is on top again: a screen that
        is out of date must not come back and take keys."""
        if self.is_active:
            self.dismiss(result)
        elif not self.closed:
            self._close_with = (result,)

    _held_until: float | None = None   # ``hold_keys``: keys are ignored until then (on ``_clock``)
    _hold_seconds = 0.0
    _hold_limit = 0.0                  # keys coming on and on make a hold last until then at most
    _held_keys: frozenset[str] | None = None   # only these keys (None: every key)
    _other_key_ends_hold = False

    def hold_keys(self, clock: Clock, seconds: float, keys: Iterable[str] | None = None,
                  until_other_key: bool = False) -> None:
        """Ignore keys (or only ``keys``) from now on until none of them came for ``seconds`` (once; ``guard`` is
        for every time it comes on top): a decision that appears while its person is still pressing keys meant
        for the moment before, or the table under a hand-off that was taken with a double Enter.
        ``until_other_key``: a key not held ends the hold (it shows the person is choosing here)."""
        if seconds > 0:
            self._clock, self._hold_seconds = clock, seconds
            self._held_until = clock.now() + seconds
            self._hold_limit = self._held_until + HOLD_LONGER
            self._held_keys = None if keys is None else frozenset(keys)
            self._other_key_ends_hold = until_other_key

    def hold_enter(self, clock: Clock, seconds: float) -> None:
        """Take Enter only after a quiet moment or another key (an arrow or a digit shows the person chooses here):
        the second press of a double Enter on the key that brought this screen up would act on it unseen."""
        self.hold_keys(clock, seconds, ("enter",), until_other_key=True)

    _handed_over_until: float | None = None   # a hand-off to this screen was just taken (``hold_after_handoff``)

    def hold_after_handoff(self, clock: Clock, seconds: float) -> None:
        """``hold_enter`` on the screen a hand-off was taken to, which remembers for ``seconds`` that it was: a question
        it opens meanwhile came with the hand, unseen, and holds every key (``handed_over``)."""
        self.hold_enter(clock, seconds)
        if seconds > 0:
            self._handed_over_until = clock.now() + seconds

    @property
    def handed_over(self) -> bool:
        """A hand-off to this screen was taken a moment ago (``hold_after_handoff``)."""
        until = self._handed_over_until
        return until is not None and self._clock is not None and self._clock.now() < until

    def hold_as(self, other: Guarded) -> None:
        """Hold every key until ``other``'s hold ends (a question its screen opened while it held keys)."""
        if other._clock is not None and other._holding():
            self._clock, self._hold_seconds = other._clock, other._hold_seconds
            self._held_until, self._held_keys, self._other_key_ends_hold = other._held_until, None, False
            self._hold_limit = other._hold_limit

    def end_hold(self) -> None:
        """The hold on keys (``hold_keys``) ends now: what it waited for has come."""
        self._held_until = None

    keys_came_early = False             # a key came while keys were ignored (the wait began again)

    def wait_again(self) -> None:
        """Start the guard time (and a hold) again from now: a key came while it ran."""
        if self._clock is None:
            return
        self.keys_came_early = True
        if self._guard_seconds > 0:
            self._opened_at = self._clock.now()
        if self._held_until is not None:   # (not past its limit: REVIEW111 F7, keys retried every 0.4 s were all lost)
            self._held_until = min(self._clock.now() + self._hold_seconds, self._hold_limit)

    @property
    def guarding(self) -> bool:
        """Keys (all or some) are still ignored: the screen has just come on top, or holds keys."""
        return self._holding() or self._guard_runs()

    @property
    def holding_every_key(self) -> bool:
        """Every key is ignored now (not only Enter, held against a double press)."""
        return self._guard_runs() or (self._holding() and self._held_keys is None)

    def _holding(self) -> bool:
        if self._clock is None or self._held_until is None:
            return False
        if self._clock.now() < self._held_until:
            return True
        self._held_until = None
        return False

    def _other_key_ends(self, key: str) -> None:
        if (self._other_key_ends_hold and self._held_keys is not None and key not in self._held_keys
                and self._holding()):
            self._held_until = None

    def _guard_runs(self) -> bool:
        if self._clock is None or self._guard_seconds <= 0:
            return False
        return self._opened_at is None or self._clock.now() < self._opened_at + self._guard_seconds

    def _refuses(self, key: str) -> bool:
        return self._guard_runs() or (self._holding() and (self._held_keys is None or key in self._held_keys))

    def takes_key(self, event: events.Key) -> bool:
        """Whether the key counts here.  A key that comes while the guard time (or a hold) runs starts it again:
        only a key after a quiet moment counts, so a burst of keys never runs into the screen (a hold is started
        again up to ``HOLD_LONGER`` after its first end: a person who keeps trying is not refused on and on)."""
        taken = self._counts(event)
        self._dropping = None if taken else note_dropped(self, event, self._dropping)
        if not taken and self.closed:
            self.key_came_late(event)
        return taken

    def key_came_late(self, event: events.Key) -> None:
        """A key that came on this screen is dropped because it has closed, or another screen has come over it (the
        app drops such a key as it comes back: ``GameApp.on_event``): a screen may say why (nothing here)."""

    def _counts(self, event: events.Key) -> bool:
        if self.closed or not self.is_active:
            return False
        self._other_key_ends(event.key)
        if key_is_stale(event, self) or self._refuses(event.key) or (
                self._on_top_since is not None and event.time < self._on_top_since):   # typed before it showed
            if self._clock is not None and (self._guard_seconds > 0 or self._held_until is not None):
                self.wait_again()
            return False
        return True

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and not self.takes_key(event):
            event.stop()
            event.prevent_default()
            return
        if isinstance(event, events.Click) and (self.closed or self.guarding):
            event.stop()
            event.prevent_default()
            return
        await super().on_event(event)

    def dismiss(self, result: Any = None) -> AwaitComplete:
        """Close with ``result``, once; a screen that is not on top does not close (it would pop another)."""
        if self.closed or not self.is_active:
            return AwaitComplete.nothing()
        self.closed = True
        return super().dismiss(result)


if TYPE_CHECKING:              # a mixin of a ``Guarded`` screen (as ``ScreenMixin``)
    GuardedMixin = Guarded
else:
    GuardedMixin = object


class HeldKeyLine(GuardedMixin):
    """A screen whose key line (the label ``KEY_LINE``) is an ellipsis while it ignores keys (its guard time or a
    hold: a hand-off, a hand-end sheet, a question), so a player, and a test in a real terminal, sees when keys
    count.  ``hold_enter`` takes Enter only after a quiet moment or another key (the second press of a double
    Enter on the key that opened a question would answer it unseen).  Call ``watch_key_line`` when mounted."""

    KEY_LINE = "#prompt-hint"
    keys_held = False                     # the key line was drawn while keys were held
    enter_hold: tuple[Clock, float] | None = None

    def key_words(self) -> str:
        """The key line when keys count."""
        raise NotImplementedError

    def key_line(self) -> str:
        self.keys_held = self.guarding
        return self.held_words() if self.keys_held else self.key_words()

    def held_words(self) -> str:
        """The key line while keys are ignored."""
        return ellipsis()

    def draw_key_line(self) -> None:
        from textual.widgets import Label

        self.query_one(self.KEY_LINE, Label).update(self.key_line())

    def show_keys_when_free(self) -> None:
        if self.guarding != self.keys_held:
            self.draw_key_line()
            self.refresh_bindings()   # (a footer that hides keys while they are held shows them again)

    def watch_key_line(self) -> None:
        self.set_interval(0.1, self.show_keys_when_free)

    def hold_enter(self, clock: Clock, seconds: float) -> None:
        """``Guarded.hold_enter``, and the question that follows this one holds Enter the same way."""
        self.enter_hold = (clock, seconds)
        super().hold_enter(clock, seconds)


class GameScreen(Guarded, Screen[ResultType]):
    """A full screen of the app."""


class GameModal(Guarded, ModalScreen[ResultType]):
    """A dialog of the app over another screen."""
