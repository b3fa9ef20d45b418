"""The server's thinker goes by the request alone: the bot in the request decides whether it thinks in a
worker thread, and it decides on what the request holds, never on the table as it is when the thread runs."""

from __future__ import annotations

import asyncio
import threading

import pytest

from maumau_tui.bots.levels import make_bot
from maumau_tui.net.thinker import ThreadThinker
from maumau_tui.notation import Move
from maumau_tui.bot_requests import BotRequest
from maumau_tui.table import Table
from net_helpers import settled


class Delivered(list[tuple[int, Move]]):
    """The moves handed back (seat, move), and whether one came back from a worker thread (``arrived``)."""

    def __init__(self, thinker: ThreadThinker) -> None:
        super().__init__()
        self.arrived = asyncio.Event()
        thinker.after = self.arrived.set

    def __call__(self, request: BotRequest, move: Move) -> bool:
        self.append((request.seat, move))
        return True


def a_table() -> Table:
    table = Table.from_names("standard", [("Anna", None), ("Robo", "hard"), ("Bibi", "easy")], seed=3)
    table.deal()
    return table


async def test_a_searching_bot_in_the_request_thinks_in_a_thread_and_others_at_once() -> None:
    table = a_table()
    thinker = ThreadThinker()
    deliver = delivered = Delivered(thinker)

    def decide(request: BotRequest) -> Move:
        assert request.bot is not None
        return Move("say", say=f"{request.seat} {type(request.bot).__name__}")   # which bot decided

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
    await asyncio.wait_for(delivered.arrived.wait(), 30)
    assert delivered[-1] == (1, Move("say", say="1 SearchBot")) and not thinker.pending


async def test_a_bot_that_fails_is_logged_and_the_medium_bot_moves_for_it(caplog: pytest.LogCaptureFixture) -> None:
    # a fault in a bot must not leave a table of people waiting for it for good
    table = a_table()
    thinker = ThreadThinker()
    deliver = delivered = Delivered(thinker)

    def decide(request: BotRequest) -> Move:
        raise RuntimeError("a fault in the bot")

    actor = table.game.actor              # asked for the seat to act, once by the easy bot (at once) and once by
    seen = table.seen_of(actor, True)     # the hard one (in a worker thread)
    medium = make_bot("heuristic", 0).choose(seen)
    for level in ("easy", "hard"):
        bot = make_bot({"easy": "random", "hard": "search"}[level], 1)
        thinker(BotRequest(actor, 0, seen.view, seen, 0, bot), decide, deliver)
        if bot.searches:
            await asyncio.wait_for(delivered.arrived.wait(), 30)
        assert delivered[-1] == (actor, medium) and medium in seen.view.legal
    failed = [record for record in caplog.records if "failed" in record.getMessage()]
    name = table.names[actor]
    assert [record.getMessage() for record in failed] == [f"the bot of {name} failed; the medium bot moves for it"] * 2
    assert all(record.exc_info is not None for record in failed) and len(delivered) == 2


class Escaped(BaseException):
    """A fault no ``except Exception`` catches."""


@pytest.mark.parametrize("how", ["escaped", "cancelled"])
async def test_a_thread_that_brings_no_move_is_logged_and_the_medium_bot_moves(
        caplog: pytest.LogCaptureFixture, how: str) -> None:
    # REVIEW169: the thread's fault (or its work cancelled) dropped the move, and the table waited for it for good
    table = a_table()
    thinker = ThreadThinker()
    deliver = delivered = Delivered(thinker)
    release = threading.Event()

    def decide(request: BotRequest) -> Move:
        if how == "escaped":
            raise Escaped("past every guard")
        release.wait(30)                      # (cancelled meanwhile: whatever it decides is not waited for)
        return request.view.legal[0]

    actor = table.game.actor
    seen = table.seen_of(actor, True)
    medium = make_bot("heuristic", 0).choose(seen)
    thinker(BotRequest(actor, 0, seen.view, seen, 0, make_bot("search", 1)), decide, deliver)
    try:
        if how == "cancelled":
            (future,) = thinker.pending
            future.cancel()
        await settled(lambda: not thinker.pending, "the thread's answer")
    finally:
        release.set()
    assert delivered == [(actor, medium)] and delivered.arrived.is_set()
    (record,) = [record for record in caplog.records if "no move" in record.getMessage()]
    said = "cancelled" if how == "cancelled" else "Escaped('past every guard')"
    assert record.getMessage() == f"the bot of {table.names[actor]} brought no move from its thread ({said}); " \
                                  "the medium bot moves for it"
    assert (record.exc_info is not None) == (how == "escaped")
