"""Keys held against a burst: Enter pressed again and again by the person at the keyboard while a bot plays.

When the decision comes back to that person (no hand-off in between), it takes no key until the keyboard has
been quiet for a moment (``Guarded.hold_keys``), and neither does the question it opens: otherwise the burst
would play the selected card, or choose the first line of a wish, before the person saw the new situation.
Meanwhile the status line is an ellipsis (``TableScreen.show_status``).

A move of the person's own that leaves the decision with them (a penalty drawn, a card drawn that may be played,
a King or a 7 that plays again) brings another hand and another top card: the keys that act (``ACTING``) wait for
a quiet moment, or for a key that chooses a card (PLAYTEST243 F1: "d Enter" drew the penalty and played the card
the cursor had jumped to, unseen; F2: a double Enter on Pesten's 7 played the card that slid under the cursor).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual import events

from maumau_tui.tui.screens.base import GuardedMixin


ACTING = frozenset({"enter", "m", "k", "f", "d", "p", "a", "c"})   # the table's keys that make a move


class BurstHold(GuardedMixin):
    """For the table screen (it has ``seat``, ``view`` and ``settings``)."""

    keyed_waiting = False                                # keys came while this person had no decision ...
    deciding_as: tuple[int | None, bool] = (None, False)   # ... since (seat, deciding) last changed
    dropped: tuple[tuple[object, ...], bool] | None = None   # (hand and seat, whether the person was at it) of a
    #                                                          question that went unanswered (``Questions``)
    moved_in: tuple[object, ...] | None = None   # the decision the person last made a move in, until it is gone
    view: Any
    settings: Any
    state_key: Callable[[], tuple[object, ...]]   # (the table screen's: the decision on screen)
    prompt: Callable[[], Any]                     # (``Questions``: the question this seat is asked now, or None)

    @property
    def seat(self) -> int | None:
        raise NotImplementedError   # the table screen's: who holds the keyboard

    def deciding(self) -> bool:
        return self.seat is not None and bool(self.view.my_turn or self.view.may_answer)

    def takes_key(self, event: events.Key) -> bool:
        taken = super().takes_key(event)
        if taken and not self.deciding():
            self.keyed_waiting = True
        return taken

    def held_back(self, key: str) -> bool:
        """Whether the action of ``key`` does nothing now: a hold that refuses the key began after the key came in
        (Textual runs a key's action once the keys read with it have come in: "d Enter" had both in before the draw
        was made, so the hold it brings must stop the Enter's play here).  A burst going on keeps the hold."""
        if self._refuses(key):
            self.wait_again()
            return True
        return False

    def moving(self) -> None:
        """The person makes a move now (the table screen's ``send``)."""
        self.moved_in = self.state_key()

    def hold_a_burst(self) -> None:
        """Call after each change: hold the keys when this person's decision begins after keys came meanwhile, or
        after a question of theirs went unanswered (its time ran out, or the game moved on), so keys meant for that
        question, come late, do not play a card in the turn (a question that follows holds them by itself:
        ``Questions.ask``)."""
        now = (self.seat, self.deciding())
        clock = getattr(self.app, "clock", None)
        if self.moved_in is not None and self.moved_in != self.state_key():   # the move is made
            self.moved_in = None
            if now[1] and now == self.deciding_as and clock is not None:       # ... and the decision is still theirs
                self.hold_keys(clock, self.settings.key_hold, ACTING, until_other_key=True)
        if now == self.deciding_as:
            return
        if now[1] and now[0] == self.deciding_as[0] and clock is not None:
            if self.keyed_waiting:
                self.hold_keys(clock, self.settings.key_hold)
            elif self.dropped is not None and self.dropped[0] == self.state_key()[:2] and self.prompt() is None:
                self.dropped = None
                self.hold_keys(clock, self.settings.key_hold)   # (every key: "1 Enter" for its line would play
                #                                                  card 1, PLAYTEST100 F1)
        self.deciding_as, self.keyed_waiting = now, False
