"""Keys typed after ``?`` while its help waits for the keys typed before it (``GameApp.action_help``): held back,
then handed on in the order they came, once the help is open (they are its keys) or once it is clear it does not
open (each then keeps the screen it was typed on and its time, so a screen that came up meanwhile drops it, as it
drops any key typed before it showed)."""

from __future__ import annotations

from itertools import dropwhile
from typing import Any

from textual import events

from maumau_tui.tui.screens.base import pressed_on, stamp_key


HELP_KEYS = ("question_mark", "f1")


class HeldKeys:
    """The keys held back for one help, and those on their way on again."""

    def __init__(self) -> None:
        self.held: list[events.Key] | None = None    # None: nothing is held
        self.passing: list[events.Key] = []          # handed on again, not yet back at the app
        self.opened = False                          # the help opened: they are its keys

    def hold(self) -> None:
        if self.held is None:
            self.held = []

    def keeps(self, event: events.Key, app: Any) -> bool:
        """Whether the app keeps ``event`` back now (else it handles it): a key handed on again passes (and the
        last of them lets the next ones go), another one waits while keys are held or on their way."""
        if self.passing and event is self.passing[0]:
            self.passing.pop(0)
            if not self.passing:
                self.release(app, self.opened, first=False)   # keys that came meanwhile, or none: holding ends
            return False
        if self.held is None:
            return False
        if pressed_on(event) is None:
            stamp_key(event, app.screen)
        self.held.append(event)
        return True

    def release(self, app: Any, opened: bool, first: bool = True) -> None:
        """Hand the held keys on again, in order (``opened``: the help is open, they go to it, except the help key
        pressed again before it showed and before any other key: it asked for the same help, and would close it at
        once; ``first``: these are the keys held while the help waited, not those that came as they passed)."""
        self.opened = opened
        held = self.held or []
        if opened and first:
            held = list(dropwhile(lambda key: key.key in HELP_KEYS, held))
        self.held = [] if held else None
        self.passing = [self.again(key, opened) for key in held]
        for key in self.passing:
            app.post_message(key)

    @staticmethod
    def again(key: events.Key, opened: bool) -> events.Key:
        copy = events.Key(key.key, key.character)
        if not opened and (screen := pressed_on(key)) is not None:
            copy.time = key.time                    # (still typed before a screen that came up meanwhile)
            stamp_key(copy, screen)
        return copy
