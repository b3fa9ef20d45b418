"""Where a table's time comes from: the real clock, or one a test moves by hand (no test waits on the wall clock)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol


class Clock(Protocol):
    """Where time comes from: seconds on a monotonic scale."""

    def now(self) -> float: ...

    def watch(self, callback: Callable[[], None]) -> bool:
        """Have ``callback`` called after each step of a clock that moves only when told to (a test's); whether
        it will be (False: the clock runs by itself, and its owner sets real timers)."""
        ...


class MonotonicClock:
    """The real clock (``time.monotonic``)."""

    def now(self) -> float:
        return time.monotonic()

    def watch(self, callback: Callable[[], None]) -> bool:
        return False                    # real time: nobody steps it


class ManualClock:
    """A clock that moves only when told to: tests advance it instead of waiting."""

    def __init__(self, start: float = 0.0) -> None:
        self.time = start
        self._watchers: list[Callable[[], None]] = []

    def now(self) -> float:
        return self.time

    def watch(self, callback: Callable[[], None]) -> bool:
        """``callback`` is called after every ``advance``."""
        self._watchers.append(callback)
        return True

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("a clock does not go back")
        self.time += seconds
        for callback in list(self._watchers):
            callback()
