"""All a table screen needs from a table: one seat's view and log, a way to move, and news of changes.

Three links drive the same screen: the hot-seat keyboard (``hotseat.HotSeat``), a remote seat (``net.remote.RemoteSeat``:
a process per SSH session talking to the table server over a local socket) and a group sharing one
terminal there (``net.group_seat.GroupSeat``).  Nothing here imports Textual.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol

from maumau_tui.bots.hint import Hint
from maumau_tui.engine.views import View
from maumau_tui.notation import Move
from maumau_tui.rules.schema import Ruleset

HintJob = Callable[[], "Hint | None"]   # the thinking of a hint: run in a worker thread, it reads only its own copy


@dataclass(frozen=True)
class TableFacts:
    """Facts about the table beside the view: its rules, who is a bot (and at which level), the hand's number, a
    countdown."""

    ruleset: Ruleset
    options: Mapping[str, bool | int] = field(default_factory=dict)
    bots: frozenset[int] = frozenset()
    hand_number: int = 1
    kings_word: str = ""                  # the call that opens a round of Kings (key ``k``)
    window_left: float | None = None      # seconds this seat has left to answer a timed window
    levels: Mapping[int, str] = field(default_factory=dict)   # seat -> a bot's level ("easy", "medium", "hard")
    covered: bool = False                 # the seat's cards and own log lines are not shown now (others watch)
    clock_held: str = ""                  # why the window's countdown stands still: "yours" (this seat claimed it,
                                          # and its answer is awaited), "answer" (a claim: somebody
                                          # answers), "away" (the table waits for a player who dropped), "look" (for
                                          # its people to have their cards on screen, over SSH), "paused" (a
                                          # screen over the table holds it, at the hot seat), "bots" (it
                                          # starts once the bots in the window have answered); "": it runs
    points: tuple[int, ...] = ()          # each seat's total (or hands lost) so far, where shown: ``Match.points_so_far``
    unconnected: frozenset[int] = frozenset()   # people's seats whose person has not come to the table yet (a table
                                                # the server set up at its start: ``TableHost.unconnected``)
    reading_draw: bool = False            # this seat still reads what it drew, before the next takes the keyboard
                                          # (the hot seat's ``DrawSeen``)


class SeatLink(Protocol):
    """One seat's window on a table."""

    @property
    def seat(self) -> int | None:
        """The seat whose view is shown; None: nobody's (the public view, no hand)."""

    def view(self) -> View: ...

    def info(self) -> TableFacts: ...

    def log_lines(self, lang: str) -> list[str]:
        """This hand's log as the seat may read it."""

    def submit(self, move: Move) -> None:
        """Make the seat's move; raises ``IllegalMoveError`` or ``Refused`` with the reason, changing nothing."""

    def watch(self, callback: Callable[[], None]) -> Callable[[], None]:
        """Call ``callback`` after every change (from any thread: the screen marshals it); returns the
        function that stops it."""

    def cards_shown(self, hand_number: int) -> None:
        """The screen has drawn the seat's cards of hand ``hand_number`` (a table in the server holds a timed window's
        clock until its people have: ``net.first_look``)."""

    def hint(self, lang: str) -> HintJob | None:
        """Advice for the seat's own decision: the move the hard bot would make and why (the reason worded in
        ``lang``).  Called in the app's thread, it copies what the seat is given and returns the thinking on that
        copy, which the screen runs in a worker thread (it may take a while and must read nothing else: the app's
        thread goes on changing the table); the screen words the move in its own look.  None where there is
        nothing to advise."""
