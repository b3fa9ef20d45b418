"""Where the server's bots think: a bot that searches thinks in a worker thread, on its request alone, so the
server's loop goes on answering the other seats meanwhile; the other levels decide at once.

(A bot playing an absent person's seat is made by ``Table.stand_in``; every bot is handed only what its seat
may know, ``bots.base.seen_by``, in the request.)

A bot that fails (a fault in it) must not stop a table of people: the fault goes to the server's log, and the
seat's move this once is the medium bot's (or, should that fail too, its first legal move); so too when a worker
thread brings no move at all (a fault no ``except Exception`` catches, the work cancelled).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from maumau_tui.bots.levels import make_bot
from maumau_tui.notation import Move
from maumau_tui.bot_requests import BotRequest

log = logging.getLogger("maumau.net.host")


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
            deliver(request, decided(request, decide))
            return
        future = asyncio.get_running_loop().run_in_executor(None, decided, request, decide)
        self.pending.add(future)
        self.threaded += 1

        def done(finished: asyncio.Future[Move]) -> None:
            self.pending.discard(finished)
            if deliver(request, arrived(request, finished)):
                self.after()

        future.add_done_callback(done)


def decided(request: BotRequest, decide: Callable[[BotRequest], Move]) -> Move:
    """The bot's move; should the bot fail, the fault is logged and the medium bot moves for it this once."""
    try:
        return decide(request)
    except Exception:
        log.exception("the bot of %s failed; the medium bot moves for it", request.view.names[request.seat])
    return medium_move(request)


def arrived(request: BotRequest, finished: asyncio.Future[Move]) -> Move:
    """The move a worker thread brought; should it bring none, that is logged and the medium bot moves for the seat,
    on the loop (REVIEW169: the move was dropped without a word and the table waited for it for good)."""
    error = None if finished.cancelled() else finished.exception()
    if not finished.cancelled() and error is None:
        return finished.result()
    log.error("the bot of %s brought no move from its thread (%s); the medium bot moves for it",
              request.view.names[request.seat], "cancelled" if error is None else repr(error), exc_info=error)
    return medium_move(request)


def medium_move(request: BotRequest) -> Move:
    """The medium bot's move for a bot that failed (at once: it does not search), or its first legal move."""
    if request.seen is not None:
        try:
            return make_bot("heuristic", request.version).choose(request.seen)
        except Exception:
            log.exception("the medium bot failed too; %s makes its first legal move", request.view.names[request.seat])
    return request.view.legal[0]
