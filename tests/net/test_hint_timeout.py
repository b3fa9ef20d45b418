"""A hint the host never answers (within ``HINT_WAIT``) is forgotten by the remote seat: it does not stay in
``RemoteSeat.hints`` for the rest of the session, and an answer coming after all is dropped."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from maumau_tui.net import remote
from maumau_tui.net.remote import RemoteSeat
from maumau_tui.table import Table


class SilentLink:
    """A link whose host never answers a hint."""

    def __init__(self) -> None:
        table = Table.from_names("standard", [("Anna", None), ("Ben", None)], seed=3)
        table.deal()
        actor = table.actor
        assert actor is not None
        self.seat, self.names, self.view = actor, list(table.names), table.view_of(actor)
        self.next_id = 0
        self.changed: Callable[[dict[str, Any]], None] = lambda message: None

    def on_change(self, callback: Callable[[dict[str, Any]], None]) -> None:
        self.changed = callback

    def ask_hint(self, lang: str) -> int:
        self.next_id += 1
        return self.next_id


def test_a_hint_that_timed_out_is_removed_from_the_hints_waiting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(remote, "HINT_WAIT", 0.0)                 # the wait is over at once: no clock involved
    link = SilentLink()
    seat = RemoteSeat(link)  # type: ignore[arg-type]
    job = seat.hint("en")
    assert job is not None and list(seat.hints) == [1]
    with pytest.raises(RuntimeError):
        job()
    assert seat.hints == {}
    link.changed({"type": "advice", "id": 1, "move": None, "reason": "", "refusal": None})   # late: dropped
    assert seat.hints == {}
