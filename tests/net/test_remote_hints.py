"""Hints at a table in the server, over the protocol: the host thinks for the asking seat alone, from that seat's
own ``seen_by(..., with_info=True)``, in a worker thread (the loop goes on answering meanwhile), one hint per
table at a time (a second request for a decision gets "busy, try again" at once; a seat with no decision is
told there is nothing to advise, as ever), and only the asking seat hears the answer."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from maumau_tui.bots.base import Seen
from maumau_tui.bots.hint import Hint, hint
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.notation import parse_move
from maumau_tui.referee import ManualClock, Referee
from maumau_tui.table import Table
from net_helpers import Raw, join


def a_table() -> tuple[Table, TableHost, Hub]:
    table = Table.from_names("standard", [("Anna", None), ("Ben", None), ("Robo", "medium")], seed=3)
    table.deal()
    table.hint_options = {"iterations": 20}
    host = TableHost(Referee(table, ManualClock(), 1.0))
    hub = Hub()
    for seat in (0, 1):
        hub.place(table.names[seat], host, seat)
    return table, host, hub


async def seated(hub: Hub, user: str) -> Raw:
    raw = await join(hub, user)
    await raw.until("log")
    return raw


async def test_the_host_advises_the_asking_seat_alone_from_its_own_view() -> None:
    table, host, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    asked: list[Seen] = []

    def think(seen: Seen, lang: str, **options: Any) -> Hint:
        asked.append(seen)
        return hint(seen, lang, **options)

    host.advisor.think = think
    actor = table.actor
    assert actor in (0, 1)
    mover, other = (anna, ben) if actor == 0 else (ben, anna)
    await mover.send({"type": "hint", "id": 7, "lang": "de"})
    advice = await mover.until("advice")
    assert advice["id"] == 7 and advice["refusal"] is None and advice["reason"]
    assert parse_move(advice["move"], table.names) in table.view_of(actor).legal
    assert len(asked) == 1 and asked[0].view == table.view_of(actor) and asked[0].info is not None
    await other.send({"type": "hint", "id": 1, "lang": "en"})     # not their decision: nothing to advise
    assert (await other.until("advice")) == {"type": "advice", "id": 1, "move": None, "reason": "", "refusal": None}
    await other.send({"type": "ping", "n": 5})
    kinds = []
    while not kinds or kinds[-1] != "pong":                        # Ben never heard of Anna's advice
        kinds.append((await other.receive())["type"])
    assert "advice" not in kinds and len(asked) == 1
    for raw in (anna, ben):
        await raw.leave()


async def test_one_hint_thinks_per_table_off_the_loop_and_a_second_request_is_told_to_try_again() -> None:
    table, host, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    release, started = threading.Event(), threading.Event()

    def slow(seen: Seen, lang: str, **options: Any) -> Hint:
        started.set()
        assert release.wait(30), "the test never let the hint finish"
        return hint(seen, lang, **options)

    host.advisor.think = slow
    mover, other = (anna, ben) if table.actor == 0 else (ben, anna)
    await mover.send({"type": "hint", "id": 1, "lang": "en"})
    await asyncio.to_thread(started.wait, 30)
    await other.send({"type": "ping", "n": 1})                     # the loop answers while the hint thinks
    assert (await other.until("pong"))["n"] == 1
    await other.send({"type": "hint", "id": 2, "lang": "de"})     # no decision: nothing to advise, not "busy",
    assert (await other.until("advice")) == {                      # which would tell that another seat asked
        "type": "advice", "id": 2, "move": None, "reason": "", "refusal": None}
    await mover.send({"type": "hint", "id": 3, "lang": "en"})
    busy = await mover.until("advice")
    assert busy["id"] == 3 and busy["refusal"].startswith("Another hint is being thought out at this table")
    release.set()
    done = await mover.until("advice")
    assert done["id"] == 1 and done["move"] is not None and done["refusal"] is None
    await mover.send({"type": "hint", "id": 4, "lang": "en"})      # free again
    assert (await mover.until("advice"))["move"] is not None
    watcher = await join(hub, "Carla")
    await watcher.until("lobby")
    await watcher.send({"type": "hint", "id": 9, "lang": "en"})
    assert (await watcher.until("advice"))["refusal"] == "Watchers get no hints."
    for raw in (anna, ben, watcher):
        await raw.leave()
