"""Hints at a table in the server: ``t`` at a remote seat asks the host, which thinks for that seat alone.

The host copies what the asking seat is given (``Table.hint_seen``: its own ``seen_by(game, seat, match,
with_info=True)``, a copy later moves do not change) on its loop, and the hard bot's search thinks on that copy
in a worker thread (``bots.hint.hint`` with the table's budget, 200 ms), never on the loop every screen waits
on.  One hint thinks per table at a time: another seat's request meanwhile gets "busy, try again" at once, so a
seat pressing ``t`` over and over cannot take the server's cores from the others.  The asking seat's own request
again is no "busy": for the same decision it gets the answer being thought out (each request its ``advice``); for
a decision changed meanwhile it is told its earlier hint is still being thought about.  The answer goes to the
asking connection only (``advice``: the move in the notation and the reason in the seat's language).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from maumau_tui.bots.base import Seen
from maumau_tui.bots.hint import Hint, hint
from maumau_tui.engine.views import View
from maumau_tui.net.words import word
from maumau_tui.table import Table

if TYPE_CHECKING:
    from maumau_tui.net.host import SeatConnection

log = logging.getLogger("maumau.net.advice")

THREADS = 2     # hints thinking at once in the whole server (each table has at most one)
_threads = ThreadPoolExecutor(THREADS, thread_name_prefix="maumau-hint")

Think = Callable[..., Hint]


@dataclass
class Thinking:
    """The hint thinking now: for whom, on which decision, and the requests waiting for it."""

    connection: SeatConnection
    view: View                              # the seat's view when it asked: the decision thought about
    numbers: list[int] = field(default_factory=list)


class Advisor:
    """The hints of one table: at most one thinking at a time."""

    def __init__(self, table: Callable[[], Table], think: Think = hint) -> None:
        self.table = table
        self.think = think                 # ``bots.hint.hint`` (a test gives one it controls)
        self.thinking: Thinking | None = None

    def ask(self, connection: SeatConnection, number: int, lang: str) -> None:
        """The connection's seat asks for advice on its own decision now (request ``number``)."""
        lang = lang if lang in ("de", "en") else connection.lang
        seat, table = connection.seat, self.table()
        if seat is None:
            self.answer(connection, number, refusal=word(lang, "hint_watching"))
            return
        seen = table.hint_seen(seat)
        if seen is None:             # nothing to advise on now (said first: busy would tell of another's hint)
            self.answer(connection, number)
            return
        busy, view = self.thinking, table.view_of(seat)
        if busy is not None and busy.connection is connection and busy.view == view:
            busy.numbers.append(number)      # asked again on the same decision: the same answer, when it is ready
            return
        if busy is not None:
            key = "hint_still_thinking" if busy.connection is connection else "hint_busy"
            self.answer(connection, number, refusal=word(lang, key))
            return
        self.thinking = now = Thinking(connection, view, [number])
        names = list(table.names)
        thinking = asyncio.get_running_loop().run_in_executor(_threads, self.thought, seen, lang,
                                                              dict(table.hint_options))

        def done(future: asyncio.Future[Hint]) -> None:
            self.thinking = None
            error = None if future.cancelled() else future.exception()
            advice = None if future.cancelled() or error is not None else future.result()
            if future.cancelled():           # (no fault: REVIEW169 read "a hint for Anna failed: None")
                log.info("a hint for %s was cancelled", names[seat])
            elif error is not None:
                log.warning("a hint for %s failed: %r", names[seat], error, exc_info=error)
            for waiting in now.numbers:      # every request for this decision gets the answer
                if advice is None:
                    self.answer(connection, waiting, refusal=word(lang, "hint_broke"))
                else:
                    self.answer(connection, waiting, advice.text, advice.reason)

        thinking.add_done_callback(done)

    def thought(self, seen: Seen, lang: str, options: dict[str, Any]) -> Hint:
        """The thinking, in a worker thread, on the copy alone."""
        return self.think(seen, lang, **options)

    @staticmethod
    def answer(connection: SeatConnection, number: int, move: str | None = None, reason: str = "",
               refusal: str | None = None) -> None:
        connection.send({"type": "advice", "id": number, "move": move, "reason": reason, "refusal": refusal})
