"""REVIEW117 F3: a house-rule vote holds the whole table; a player it has yet to ask whose connection drops is
waited for, and everybody is told so (not that the table plays on without them)."""

from __future__ import annotations

from net_helpers import join

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table


async def test_a_vote_waits_for_a_dropped_player_it_has_yet_to_ask_and_says_so() -> None:
    table = Table.from_names("standard", [("Anna", False), ("Ben", False), ("Cleo", False)], seed=8)
    table.deal()
    referee = Referee(table, ManualClock(), bot_delay=1.0)
    host = TableHost(referee, grace=120.0)
    hub = Hub()
    for seat, name in enumerate(table.names):
        hub.place(name, host, seat)
    anna, ben, cleo = [await join(hub, name) for name in table.names]
    for raw in (anna, ben, cleo):
        await raw.until("log")
    await anna.send({"type": "propose", "option": "seven_stacking", "value": True})
    ballot = await cleo.until("ballot")
    assert ballot["asking"] == 1                          # Ben is asked first
    await ben.leave()                                     # his connection drops
    pause = await cleo.until("pause")
    assert pause["name"] == "Ben" and pause["waits"] is True, pause
    assert host.waits.seats == {1} and referee.paused
    for raw in (anna, cleo):
        await raw.leave()
