"""The clock of a timed answer window (a block, a swap): which window it belongs to and when its time runs out.

The referee starts it once no bot is left to answer first, stops it when the window closes or the game moves to
another window, shifts it by the time a pause held it, and cuts it to the time a save had left.  Times are on the
referee's ``Clock``.
"""

from __future__ import annotations

from maumau_tui.engine.views import View
from maumau_tui.table import Table


def window_key(table: Table, shown: View) -> tuple[object, ...]:
    """Which timed window is open at ``table`` (``shown``: its public view): the same as long as it waits for the
    same answer."""
    return table.hand_number, shown.window_kind, shown.origin, shown.target, shown.pile_size


class Countdown:
    """One window's deadline; ``key`` says which window (``window_key``)."""

    def __init__(self) -> None:
        self.key: tuple[object, ...] | None = None
        self.deadline: float | None = None

    def start(self, key: tuple[object, ...], at: float, seconds: float) -> None:
        self.key, self.deadline = key, at + max(0.0, seconds)

    def stop(self) -> None:
        self.key = self.deadline = None

    def left(self, now: float) -> float | None:
        """Seconds left at ``now``; None when no window's clock runs."""
        return None if self.deadline is None else max(0.0, self.deadline - now)

    def run_out(self, now: float) -> bool:
        return self.deadline is not None and self.deadline <= now

    def shift(self, by: float) -> None:
        """The clock stood still for ``by`` seconds (a pause): the window keeps the time it had left."""
        if self.deadline is not None:
            self.deadline += by

    def at_least(self, now: float, left: float) -> None:
        """At least ``left`` seconds from ``now`` (a person whose screen has only just shown the window)."""
        if self.deadline is not None:
            self.deadline = max(self.deadline, now + left)

    def cut(self, now: float, left: float) -> None:
        """At most ``left`` seconds from ``now`` (a resumed table: the time its save had left)."""
        if self.deadline is not None:
            self.deadline = min(self.deadline, now + max(0.0, left))
