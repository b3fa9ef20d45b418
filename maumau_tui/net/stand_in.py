"""Bots at a table in the server: a bot seat made in the lobby, or one that plays a person's seat while
they are away (their connection dropped and the grace ran out, or they left).

Both are the table's own bots by level (``table.Seat(name, level=..., seed=...)``): the referee hands
each decision only what that seat may know (``bots.base.seen_by``, in the request), and the table makes
the bot of that level (``bots.levels.make_bot``).  A stand-in plays at the medium level (``Table.stand_in``);
the person gets the seat back when they connect again with the same name, unless they left the match for good.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from maumau_tui.notation import Move
from maumau_tui.referee import BotRequest


class ThreadThinker:
    """The referee's thinker in the server: a bot that searches thinks in a worker thread on its request
    alone (``request.bot`` and what the seat was given), so the server's loop is not held up for the whole
    search; the others decide at once.  The search is pure Python, so it still takes turns with the loop
    for the GIL: while it thinks the loop runs, but more slowly (every ~5 ms switch interval).  ``after``
    (the table host's clock) is called when a decision from a thread has arrived."""

    def __init__(self) -> None:
        self.after: Callable[[], None] = lambda: None
        self.pending: set[asyncio.Future[Move]] = set()
        self.threaded = 0                   # decisions sent to a worker thread so far

    def __call__(self, request: BotRequest, decide: Callable[[BotRequest], Move],
                 deliver: Callable[[BotRequest, Move], bool]) -> None:
        if request.bot is None or not request.bot.searches:
            deliver(request, decide(request))
            return
        future = asyncio.get_running_loop().run_in_executor(None, decide, request)
        self.pending.add(future)
        self.threaded += 1

        def done(finished: asyncio.Future[Move]) -> None:
            self.pending.discard(finished)
            if not finished.cancelled() and finished.exception() is None and deliver(request, finished.result()):
                self.after()

        future.add_done_callback(done)
