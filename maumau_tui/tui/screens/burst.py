"""Keys held against a burst: Enter pressed again and again by the person at the keyboard while a bot plays.

When the decision comes back to that person (no hand-off in between), it takes no key until the keyboard has
been quiet for a moment (``Guarded.hold_keys``), and neither does the question it opens: otherwise the burst
would play the selected card, or choose the first line of a wish, before the person saw the new situation.
Meanwhile the status line is an ellipsis (``TableScreen.show_status``).
"""

from __future__ import annotations

from typing import Any

from textual import events


class BurstHold:
    """For the table screen (it has ``seat``, ``view``, ``settings`` and is a ``Guarded`` screen)."""

    keyed_waiting = False                                # keys came while this person had no decision ...
    deciding_as: tuple[int | None, bool] = (None, False)   # ... since (seat, deciding) last changed
    view: Any
    settings: Any
    app: Any

    @property
    def seat(self) -> int | None:
        raise NotImplementedError   # the table screen's: who holds the keyboard

    def deciding(self) -> bool:
        return self.seat is not None and bool(self.view.my_turn or self.view.may_answer)

    def takes_key(self, event: events.Key) -> bool:
        taken: bool = super().takes_key(event)  # type: ignore[misc]
        if taken and not self.deciding():
            self.keyed_waiting = True
        return taken

    def hold_a_burst(self) -> None:
        """Call after each change: hold the keys when this person's decision begins after keys came meanwhile."""
        now = (self.seat, self.deciding())
        if now == self.deciding_as:
            return
        clock = getattr(self.app, "clock", None)
        if now[1] and now[0] == self.deciding_as[0] and self.keyed_waiting and clock is not None:
            self.hold_keys(clock, self.settings.key_hold)  # type: ignore[attr-defined]
        self.deciding_as, self.keyed_waiting = now, False
