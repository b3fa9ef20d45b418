"""A fault in one part of the table server ends nobody else's evening: a move that fails as the table's clock makes it
leaves the clock running (tried again less and less often, said once), and a message the server cannot send ends
only the connection it was for."""

from __future__ import annotations

import asyncio

import pytest

from maumau_tui.net.host import TableHost
from maumau_tui.net.protocol import HEADER, MAX_TO_SEAT, TO_SEAT, decode
from maumau_tui.net.seat_connection import SeatConnection
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table


async def test_a_move_that_fails_on_the_tables_clock_is_tried_again_less_and_less_often(
        caplog: pytest.LogCaptureFixture) -> None:
    table = Table.from_names("standard", [("Robo", True), ("Bibi", True)], seed=4)
    table.deal()
    referee = Referee(table, ManualClock(), bot_delay=1.0)
    host = TableHost(referee, grace=60.0)
    host.clock.runs = True                    # (as ``run_clock`` sets it; the test calls the ticks itself)
    polls = 0
    poll = referee.poll

    set_before: list[asyncio.TimerHandle] = []

    def failing_poll() -> bool:
        nonlocal polls
        polls += 1
        if polls <= 3:          # (then fine again)
            host.changed()                    # the move went out to the seats (which sets the next tick) ...
            assert host.clock.timer is not None
            set_before.append(host.clock.timer)
            raise RuntimeError("a fault in a move")   # ... and then something failed
        return poll()

    referee.poll = failing_poll               # type: ignore[method-assign]
    loop = asyncio.get_running_loop()
    for faults in (1, 2, 3):
        before = loop.time()
        host.clock.tick()                           # no exception for whoever's timer it was; the clock goes on
        after = loop.time()
        assert host.clock.timer is not None and host.clock.faults == faults
        assert before + 2.0 ** faults <= host.clock.timer.when() <= after + 2.0 ** faults   # not at once: no spinning
        assert set_before[-1].cancelled()     # the one tick left: no timer set before the fault runs on
    assert [record.getMessage() for record in caplog.records] == ["table #0: a move the table made by itself failed"]
    host.clock.tick()                               # it works again: as before
    assert polls == 4 and host.clock.faults == 0
    host.clock.faults, polls = 5000, 0              # a fault that comes back for hours: tried once a minute, no more
    before = loop.time()
    host.clock.tick()
    after = loop.time()
    assert host.clock.timer is not None and before + 64 <= host.clock.timer.when() <= after + 64
    host.stop_clock()


class Writer:
    def __init__(self) -> None:
        self.data = b""
        self.closed = False

    def write(self, data: bytes) -> None:
        self.data += data

    async def drain(self) -> None:
        return None

    def close(self) -> None:
        self.closed = True


async def test_a_message_too_large_to_send_ends_only_that_connection(caplog: pytest.LogCaptureFixture) -> None:
    writer = Writer()
    connection = SeatConnection("Anna", asyncio.StreamReader(), writer)    # type: ignore[arg-type]
    connection.send({"type": "log", "lines": ["x" * 1000] * (MAX_TO_SEAT // 1000)})   # no exception for the sender
    assert connection.closed
    await asyncio.wait_for(connection.write_loop(), 5)
    size = HEADER.unpack(writer.data[:HEADER.size])[0]
    assert decode(writer.data[HEADER.size:HEADER.size + size], TO_SEAT) == {
        "type": "bye", "reason": "internal error of the table server"}
    assert writer.closed and "a message for Anna could not be sent" in caplog.text
