"""What a table in the server needs of its referee (``TableReferee``): ``maumau_tui.referee.Referee`` has this
shape, and the tests drive a table host with a bare table behind it (``tests/net/net_helpers.FakeReferee``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol

from maumau_tui.engine.views import View
from maumau_tui.notation import Move
from maumau_tui.bot_requests import Thinker
from maumau_tui.referee import Change, Clock
from maumau_tui.table import Table
from maumau_tui.votes import Vote, VoteResult


class TableReferee(Protocol):
    """What a table host needs of a table: ``maumau_tui.referee.Referee`` has this shape."""

    @property
    def table(self) -> Table: ...

    @property
    def clock(self) -> Clock: ...

    @property
    def paused(self) -> bool: ...

    thinker: Thinker                     # who thinks for its bots (a worker thread in the server)

    def view_of(self, seat: int | None) -> View: ...

    def submit(self, seat: int, move: Move, sender: int | None = None) -> None: ...

    def subscribe(self, subscriber: Callable[[Change], None]) -> Callable[[], None]: ...

    def due(self) -> float | None: ...

    def poll(self) -> bool: ...

    def window_left(self) -> float | None: ...

    def window_time(self) -> float | None: ...

    def deal(self) -> Any: ...

    def pause(self, reason: str) -> None: ...

    def resume(self, reason: str) -> None: ...

    def changed_outside(self) -> None: ...

    def seat_left(self, seat: int) -> None: ...

    catchers: Callable[[], Iterable[int]] | None

    def start_vote(self, option: str, value: bool | int, by: int | None = None) -> Vote: ...

    def answer_vote(self, vote: Vote, seat: int, agree: bool) -> None: ...

    def finish_vote(self, vote: Vote, cancel: bool = False) -> VoteResult: ...
