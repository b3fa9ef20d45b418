"""An Enter typed right after ``t`` waits for the advice ``t`` asked for, and then takes it.

``t`` thinks in a worker thread (``hinting.ask_hint``); an Enter typed with it in one burst would otherwise act at
once, on the line or card the cursor was on before the advice came (PLAYTEST94 F1), or be dropped without a word
(PLAYTEST95 F6).  The screen (a question, or the table on the person's own turn: PLAYTEST97 F2) holds Enter from
the moment ``t`` passes it (not in ``t``'s binding, which runs only once the keys typed with it have passed too)
until the advice comes, ``ADVICE_WAIT`` at most; an Enter held so is remembered, and the advice, once it has moved
the cursor, takes it (``advice_came``).
"""

from __future__ import annotations

from typing import Any

from textual import events

from maumau_tui.tui.screens.base import Guarded, GuardedMixin

ADVICE_WAIT = 2.0        # seconds Enter waits at most, after t, for the advice asked for


class AdviceWait(GuardedMixin):
    """A screen that may ask for advice (mixed into the table and a question)."""

    awaits_advice = False   # Enter waits for the advice t asked for
    enter_waited = False    # an Enter came while it waited: it takes the advice once the advice is there
    advice_due = 0.0        # until when (on the app's clock) it waits: advice later than that takes no Enter

    def may_advise(self) -> bool:
        """Whether ``t`` asks for advice here now."""
        return True

    def wait_for_advice(self) -> None:
        """``t`` passes this screen: an Enter after it waits for the advice (``Guarded.hold_enter``, not a question's
        own: a follow-up question holds only the hold its question was opened with)."""
        clock, settings = getattr(self.app, "clock", None), getattr(self.app, "settings", None)
        self.enter_waited = False           # (an Enter held for earlier advice that never came counts for none)
        if self.may_advise() and clock is not None and settings is not None:
            wait = max(settings.key_hold, ADVICE_WAIT)
            Guarded.hold_enter(self, clock, wait)
            self.awaits_advice, self.advice_due = True, clock.now() + wait

    def takes_key(self, event: events.Key) -> bool:
        taken = super().takes_key(event)
        if not taken and self.awaits_advice and event.key == "enter":
            self.enter_waited = True
        return taken

    def advice_came(self) -> bool:
        """The advice is on screen: an Enter held for it counts again (not a hold of the screen's own).  Whether an
        Enter waited for it (then it takes the advice)."""
        screen: Any = self
        clock = getattr(screen.app, "clock", None)
        waited = self.enter_waited and clock is not None and clock.now() <= self.advice_due   # (REVIEW117 F1: an
        self.enter_waited = False                                                            # Enter held long ago)
        if self.awaits_advice:
            self.awaits_advice = False
            screen.end_hold()
        return waited
