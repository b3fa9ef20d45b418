"""The table host driven directly over its socket, as a modified seat process could drive it.

The host must apply a move only for the seat the connection sits at, whatever the message claims,
send each connection only its own seat's view, and end a connection that sends a malformed message
without disturbing anybody else.
"""

from __future__ import annotations

import asyncio
import socket
from functools import partial
from typing import Any

import pytest

from maumau_tui.net import host as host_module
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.link import HostLink
from maumau_tui.net.protocol import MAX_FROM_SEAT, encode, view_from_json
from maumau_tui.notation import format_move
from maumau_tui.table import Table
from net_helpers import LIMIT, FakeReferee, join

def a_table(grace: float = 0.0) -> tuple[Table, Hub]:
    """Anna and Ben at a table of standard; a seat whose connection ends goes to a bot after ``grace``."""
    table = Table.from_names("standard", [("Anna", False), ("Ben", False)], seed=3)
    table.deal()
    host = TableHost(FakeReferee(table), grace=grace)
    hub = Hub()
    hub.place("Anna", host, 0)
    hub.place("Ben", host, 1)
    return table, hub


async def test_each_seat_sees_only_its_own_view_and_moves_only_for_itself() -> None:
    table, hub = a_table()
    seats = [await join(hub, "Anna"), await join(hub, "Ben")]
    logs: list[list[str]] = [[], []]        # the log lines each seat was sent (its own drawn cards, no others')
    for index, raw in enumerate(seats):
        hello = await raw.receive()
        assert hello == {"type": "hello", "user": table.names[index], "seat": index, "names": ["Anna", "Ben"]}
        assert view_from_json((await raw.until("view"))["view"]) == table.view_of(index)
        log = await raw.until("log")
        assert log["start"] == 0
        logs[index] = log["lines"]
    refusals = 0
    for turn in range(30):
        if table.hand_over:
            break
        actor = table.actor
        assert actor is not None
        other = 1 - actor
        move = table.view_of(actor).legal[0]
        text = format_move(move, table.names)
        before = table.game.moves_made
        # the other seat claims the actor's seat, then tries the actor's move as its own
        await seats[other].send({"type": "submit", "move": text, "seat": actor, "id": turn})
        refused = await seats[other].until("refused")
        assert refused == {"type": "refused", "reason": f"you play {table.names[other]}, not {table.names[actor]}",
                           "id": turn}
        if move not in table.view_of(other).legal:
            await seats[other].send({"type": "submit", "move": text})
            assert (await seats[other].until("refused"))["reason"]
            refusals += 1
        assert table.game.moves_made == before
        await seats[actor].send({"type": "submit", "move": text, "seat": actor, "id": turn})
        for index, raw in enumerate(seats):
            pushed = view_from_json((await raw.until("view"))["view"])
            assert pushed.seat == index
            assert pushed == table.view_of(index)
            log = await raw.until("log")
            logs[index] = log["lines"] if log["start"] == 0 else logs[index] + log["lines"]
            assert logs[index] == table.log_of(index, "en"), (index, logs[index][-3:])
        assert (await seats[actor].until("accepted")) == {"type": "accepted", "id": turn}
    assert refusals > 0 and table.game.moves_made >= 10
    assert logs[0] != logs[1]                 # (each was told its own draws)
    for raw in seats:
        await raw.leave()


async def test_a_move_in_bad_notation_or_before_a_seat_is_refused() -> None:
    table, hub = a_table()
    anna = await join(hub, "Anna")
    await anna.until("log")
    await anna.send({"type": "submit", "move": "play banana", "id": 1})
    refused = await anna.until("refused")
    assert refused["id"] == 1 and "banana" in refused["reason"]
    stranger = await join(Hub(), "Carla")   # a hub where nobody is seated
    assert (await stranger.receive())["seat"] is None
    await stranger.send({"type": "submit", "move": "draw"})
    assert (await stranger.receive())["type"] == "lobby"
    assert (await stranger.receive()) == {"type": "refused", "reason": "you are not seated at a table"}
    assert table.game.moves_made == 0
    await anna.leave()
    await stranger.leave()


@pytest.mark.parametrize("bad", [
    (10 * 1024 * 1024).to_bytes(4, "big"),                        # a frame far beyond the limit
    (12).to_bytes(4, "big") + b"not json at!",
    encode({"type": "hello", "user": "Anna", "lang": "en"}, MAX_FROM_SEAT),   # a second hello
    encode({"type": "submit", "move": "draw", "seat": "0"}, MAX_FROM_SEAT),
])
async def test_a_malformed_message_ends_only_that_connection(bad: bytes) -> None:
    table, hub = a_table()
    seats = [await join(hub, "Anna"), await join(hub, "Ben")]
    for raw in seats:
        await raw.until("log")
    actor = table.actor
    assert actor is not None
    bad_one, good_one = seats[1 - actor], seats[actor]
    await bad_one.send_bytes(bad)
    bye = await bad_one.until("bye")
    assert bye["reason"].startswith("malformed message: ")
    assert await bad_one.closed()
    await asyncio.wait_for(bad_one.task, LIMIT)
    await good_one.send({"type": "ping", "n": 7})
    assert (await good_one.until("pong")) == {"type": "pong", "n": 7}
    await good_one.send({"type": "submit", "move": format_move(table.view_of(actor).legal[0], table.names)})
    assert (await good_one.until("accepted")) == {"type": "accepted"}
    assert table.game.moves_made == 1
    assert [connection.user for connection in hub.connections] == [table.names[actor]]
    for raw in seats:
        await raw.leave()


@pytest.mark.parametrize("first", [
    {"type": "hello", "user": "Ben", "lang": "en"},     # a hello for another user than the session's
    {"type": "ping", "n": 1},                           # anything before the hello
])
async def test_the_first_message_must_be_the_sessions_own_hello(first: dict[str, Any]) -> None:
    _, hub = a_table()
    anna = await join(hub, "Anna", hello=False)
    await anna.send(first)
    assert (await anna.receive())["type"] == "bye"
    assert await anna.closed()
    await anna.leave()


async def test_a_seat_process_that_never_says_hello_is_let_go(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(host_module, "HELLO_SECONDS", 0.01)
    _, hub = a_table()
    silent = await join(hub, "Anna", hello=False)
    assert (await silent.receive()) == {"type": "bye", "reason": "malformed message: no hello"}
    assert await silent.closed()
    await silent.leave()


def set_on_view(event: asyncio.Event, message: dict[str, Any]) -> None:
    if message["type"] == "view":
        event.set()


async def test_the_host_link_keeps_its_seats_view_and_log() -> None:
    table, hub = a_table()
    links, serving = [], []
    for user in ("Anna", "Ben"):
        host_end, seat_end = socket.socketpair()
        serving.append(asyncio.create_task(hub.serve(host_end, user)))
        links.append(await HostLink.open(seat_end, user, "en"))
    changed = [asyncio.Event(), asyncio.Event()]
    for index, link in enumerate(links):
        assert link.seat == index and link.names == ["Anna", "Ben"]
        link.on_change(partial(set_on_view, changed[index]))
        asyncio.create_task(link.run())
    for event in changed:
        await asyncio.wait_for(event.wait(), LIMIT)
    actor = table.actor
    assert actor is not None
    for event in changed:
        event.clear()
    await links[actor].submit(table.view_of(actor).legal[0])
    for index, link in enumerate(links):
        await asyncio.wait_for(changed[index].wait(), LIMIT)
        assert link.view == table.view_of(index)
        assert link.log == table.log_of(index, "en")
    for link in links:
        await link.close()
    await asyncio.wait_for(asyncio.gather(*serving), LIMIT)
