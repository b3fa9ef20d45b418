"""What a table in the server needs of its referee (``Referee``), and ``TableStandIn``, a bare ``Table``
(people only, no clock) behind the same protocol for tests of the table host."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol

from maumau_tui.engine.views import View, view
from maumau_tui.notation import Move
from maumau_tui.referee import Clock, MonotonicClock
from maumau_tui.table import Table
from maumau_tui.votes import Vote, VoteResult


class Referee(Protocol):
    """What a table host needs of a table: ``maumau_tui.referee.Referee`` has this shape."""

    @property
    def table(self) -> Table: ...

    @property
    def clock(self) -> Clock: ...

    def view_of(self, seat: int | None) -> View: ...

    def submit(self, seat: int, move: Move, sender: int | None = None) -> None: ...

    def subscribe(self, subscriber: Callable[[Any], None]) -> Callable[[], None]: ...

    def due(self) -> float | None: ...

    def poll(self) -> bool: ...

    def window_left(self) -> float | None: ...

    def deal(self) -> Any: ...

    def pause(self, reason: str) -> None: ...

    def resume(self, reason: str) -> None: ...

    def changed_outside(self) -> None: ...

    def seat_left(self, seat: int) -> None: ...

    catchers: Callable[[], Iterable[int]] | None

    def start_vote(self, option: str, value: bool | int, by: int | None = None) -> Vote: ...

    def answer_vote(self, vote: Vote, seat: int, agree: bool) -> None: ...

    def finish_vote(self, vote: Vote, cancel: bool = False) -> VoteResult: ...


class TableStandIn:
    """A ``Referee`` over a bare ``Table``: people only, nothing happens by itself (protocol tests)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.clock: Clock = MonotonicClock()
        self.subscribers: list[Callable[[Any], None]] = []
        self.catchers: Callable[[], Iterable[int]] | None = None

    def due(self) -> float | None:
        return None

    def poll(self) -> bool:
        return False

    def window_left(self) -> float | None:
        return None

    def view_of(self, seat: int | None) -> View:
        return view(self.table.game, seat)

    def submit(self, seat: int, move: Move, sender: int | None = None) -> None:
        if sender is not None and sender != seat:
            raise ValueError(f"{self.table.names[sender]} cannot move for {self.table.names[seat]}")
        self.table.apply(seat, move)
        self.tell(("move", seat, move))

    def deal(self) -> Any:
        game = self.table.deal()
        self.tell(("deal",))
        return game

    def pause(self, reason: str) -> None:
        self.tell(("pause", reason))

    def resume(self, reason: str) -> None:
        self.tell(("resume", reason))

    def changed_outside(self) -> None:
        pass

    def seat_left(self, seat: int) -> None:
        self.table.leave_for_good(seat)
        self.tell(("seats", seat))

    def start_vote(self, option: str, value: bool | int, by: int | None = None) -> Vote:
        return self.table.start_vote(option, value, by)

    def answer_vote(self, vote: Vote, seat: int, agree: bool) -> None:
        vote.answer(seat, agree)

    def finish_vote(self, vote: Vote, cancel: bool = False) -> VoteResult:
        result = self.table.finish_vote(vote, cancel)
        self.tell(("vote", result))
        return result

    def tell(self, change: object) -> None:
        for subscriber in list(self.subscribers):
            subscriber(change)

    def subscribe(self, subscriber: Callable[[Any], None]) -> Callable[[], None]:
        self.subscribers.append(subscriber)
        return lambda: self.subscribers.remove(subscriber) if subscriber in self.subscribers else None
