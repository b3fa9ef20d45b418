"""Where a table's time comes from: the real clock, or one a test moves by hand (no test waits on the wall clock)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol


class Clock(Protocol):
    """Where time comes from: seconds on a monotonic scale.  A clock that moves only when told to (a test's)
    also has ``watch(callback)``: the owner is called after each step instead of setting real timers."""

    def now(self) -> float: ...


class MonotonicClock:
    """The real clock (``time.monotonic``)."""

    def now(self) -> float:
        return time.monotonic()


class ManualClock:
    """A clock that moves only when told to: tests advance it instead of waiting."""

    def __init__(self, start: float = 0.0) -> None:
        self.time = start
        self._watchers: list[Callable[[], None]] = []

    def now(self) -> float:
        return self.time

    def watch(self, callback: Callable[[], None]) -> None:
        """``callback`` is called after every ``advance``."""
        self._watchers.append(callback)

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("a clock does not go back")
        self.time += seconds
        for callback in list(self._watchers):
            callback()
