"""A bot at a table in the server: a bot seat made in the lobby, or one that plays a person's seat while
they are away (their connection dropped and the grace ran out).

It plays at its level (medium for a stand-in) and is given only what that seat may know
(``bots.base.seen_by``), read from the table at the moment it is asked, whatever the referee hands it.
The person gets the seat back when they connect again with the same name.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from maumau_tui.bots.base import Seen, seen_by
from maumau_tui.bots.levels import make_bot
from maumau_tui.notation import Move
from maumau_tui.referee import BotRequest
from maumau_tui.table import Table

LEVEL = "medium"


class StandIn:
    """The bot of ``level`` for ``seat`` of ``table``, seeded."""

    def __init__(self, table: Table, seat: int, seed: int, level: str = LEVEL) -> None:
        self.table, self.seat, self.level = table, seat, level
        self.bot = make_bot(level, seed)
        self.searches = self.bot.searches

    def seen(self) -> Seen:
        """What the seat may know now (read on the server's loop, never while the table changes)."""
        return seen_by(self.table.game, self.seat, self.table.match, self.searches)

    def choose(self, _given: object) -> Move:
        return self.bot.choose(self.seen())

    def catch(self, _given: object) -> Move | None:
        return self.bot.catch(self.seen())


class ThreadThinker:
    """The referee's thinker in the server: a bot that searches thinks in a worker thread on what its seat
    knew when asked, so the server's loop (every seat's screen) never waits for it; the others decide at once.
    ``after`` (the table host's clock) is called when a decision arrives."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.after: Callable[[], None] = lambda: None
        self.pending: set[asyncio.Future[Move]] = set()

    def __call__(self, request: BotRequest, decide: Callable[[BotRequest], Move],
                 deliver: Callable[[BotRequest, Move], bool]) -> None:
        bot = self.table.seats[request.seat].bot
        if not isinstance(bot, StandIn) or not bot.searches:
            deliver(request, decide(request))
            return
        seen = bot.seen()
        future = asyncio.get_running_loop().run_in_executor(None, bot.bot.choose, seen)
        self.pending.add(future)

        def done(finished: asyncio.Future[Move]) -> None:
            self.pending.discard(finished)
            if not finished.cancelled() and finished.exception() is None and deliver(request, finished.result()):
                self.after()

        future.add_done_callback(done)
