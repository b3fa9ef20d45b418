"""Where a table's time comes from: the real clock, the real clock less the time the process stood still (the hot
seat's), or one a test moves by hand (no test waits on the wall clock)."""

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


class SteadyClock(MonotonicClock):
    """The real clock less the time the process stood still: stopped (SIGSTOP, a terminal's job stopped, a paused
    virtual machine) or its loop held up, when nobody could see the table or press a key (PLAYTEST272 F3: a window
    ran out while the process was stopped, and nobody could answer).  Its owner's loop calls ``beat`` every ``BEAT``
    seconds; a look at the time that finds the last beat more than ``LATE`` seconds ago counts all of it but one beat
    (and what a look since was told: the clock never goes back) as stood still.  (``time.monotonic`` runs on while
    a process is stopped, not while the machine sleeps.)"""

    BEAT = 0.5
    LATE = 2.0

    def __init__(self, source: Callable[[], float] = time.monotonic) -> None:
        self.source = source
        self.stood = 0.0                  # seconds stood still so far
        self.beaten: float | None = None  # when the last beat came (None: no loop beats: the real clock as it is)
        self.looked = float("-inf")       # the real time of the last look: what it was told is never taken back

    def now(self) -> float:
        real = self.source()
        if self.beaten is not None and real - self.beaten > self.LATE:
            self.stood += real - max(self.beaten + self.BEAT, self.looked)   # (REVIEW272 R2: a look late in a held
            self.beaten = real                                               # loop, then the clock went back)
        self.looked = max(self.looked, real)
        return real - self.stood

    def beat(self) -> None:
        self.now()
        self.beaten = self.source()


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
