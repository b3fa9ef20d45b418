"""The server's thinker goes by the request alone: the bot in the request decides whether it thinks in a
worker thread, and it decides on what the request holds, never on the table as it is when the thread runs."""

from __future__ import annotations

import asyncio

from maumau_tui.net.thinker import ThreadThinker
from maumau_tui.notation import Move
from maumau_tui.bot_requests import BotRequest
from maumau_tui.table import Table


async def test_a_searching_bot_in_the_request_thinks_in_a_thread_and_others_at_once() -> None:
    table = Table.from_names("standard", [("Anna", None), ("Robo", "hard"), ("Bibi", "easy")], seed=3)
    table.deal()
    thinker = ThreadThinker()
    delivered: list[tuple[int, Move]] = []
    arrived = asyncio.Event()
    thinker.after = arrived.set

    def decide(request: BotRequest) -> Move:
        assert request.bot is not None
        return Move("say", say=f"{request.seat} {type(request.bot).__name__}")   # which bot decided

    def deliver(request: BotRequest, move: Move) -> bool:
        delivered.append((request.seat, move))
        return True

    requests = {}
    for seat in (1, 2):
        bot = table.bot_for(seat)
        seen = table.seen_of(seat, bot.searches)
        requests[seat] = BotRequest(seat, 0, seen.view, seen, 0, bot)
    table.seats[1] = table.seats[2]            # the table changes after the request was made: no matter
    thinker(requests[2], decide, deliver)      # the easy bot: at once, in this thread
    assert delivered == [(2, decide(requests[2]))] and thinker.threaded == 0
    thinker(requests[1], decide, deliver)      # the hard bot of the request searches: in a worker thread
    assert thinker.threaded == 1
    await asyncio.wait_for(arrived.wait(), 30)
    assert delivered[-1] == (1, Move("say", say="1 SearchBot")) and not thinker.pending
