"""The lobby over the protocol: open tables, create one with bot seats, join, start, watch, and the refusals
(starting somebody else's table, a table that is not full, a full table, watching a table that has not
started, moves from a watcher, a ruleset or level that does not exist)."""

from __future__ import annotations

from maumau_tui.net.host import Hub
from maumau_tui.net.lobby import Lobby
from maumau_tui.net.protocol import view_from_json
from maumau_tui.net.stand_in import StandIn
from maumau_tui.referee import ManualClock, Referee
from maumau_tui.table import Table
from net_helpers import Raw, join


def a_hub() -> Hub:
    return Hub(Lobby(make_referee=lambda table, delay: Referee(table, ManualClock(), delay)))


async def in_lobby(hub: Hub, user: str) -> Raw:
    raw = await join(hub, user)
    assert (await raw.receive())["seat"] is None
    assert (await raw.receive())["type"] == "lobby"
    return raw


async def refused(raw: Raw, message: dict[str, object]) -> str:
    await raw.send(message)
    reason = (await raw.until("refused"))["reason"]
    assert isinstance(reason, str)
    return reason


async def test_create_join_start_and_watch_a_table() -> None:
    hub = a_hub()
    anna, ben, carla = await in_lobby(hub, "Anna"), await in_lobby(hub, "Ben"), await in_lobby(hub, "Carla")
    await anna.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None, "medium"]})
    listing = (await ben.until("lobby"))["tables"]
    assert listing == [{"number": 1, "ruleset": "standard", "options": {}, "seats": ["Anna", "", "Robo"],
                        "levels": ["", "", "medium"], "creator": "Anna", "started": False, "watchers": 0}]
    assert await refused(anna, {"type": "start"}) == "wait until every seat is taken"
    assert await refused(carla, {"type": "watch", "table": 1}) == "that table has not started yet: join it, or wait"
    assert await refused(carla, {"type": "join", "table": 7}) == "there is no table 7"
    await ben.send({"type": "join", "table": 1})
    assert (await carla.until("lobby"))["tables"][0]["seats"] == ["Anna", "Ben", "Robo"]
    assert await refused(carla, {"type": "join", "table": 1}) == "that table is full"
    assert await refused(ben, {"type": "start"}) == "only the player who made a table starts it"
    await anna.send({"type": "start"})
    table: Table | None = None
    for index, raw in enumerate((anna, ben)):
        seated = await raw.until("seated")
        assert seated == {"type": "seated", "seat": index, "names": ["Anna", "Ben", "Robo"], "table": 1}
        view = view_from_json((await raw.until("view"))["view"])
        host = hub.lobby.tables[1].host
        assert host is not None
        table = host.table
        assert view.seat == index and view == table.view_of(index)
    assert table is not None and isinstance(table.seats[2].bot, StandIn) and table.seats[2].bot.level == "medium"
    assert (await carla.until("lobby"))["tables"][0]["started"] is True
    await carla.send({"type": "watch", "table": 1})
    assert (await carla.until("seated"))["seat"] is None
    public = view_from_json((await carla.until("view"))["view"])
    assert public.seat == -1 and public.hand == () and public.legal == ()   # the public view: nobody's hand
    assert await refused(carla, {"type": "submit", "move": "draw"}) == "you are watching"
    for raw in (anna, ben, carla):
        await raw.leave()


async def test_bad_tables_are_refused_with_the_reason_and_a_creator_who_leaves_closes_theirs() -> None:
    hub = a_hub()
    anna, ben = await in_lobby(hub, "Anna"), await in_lobby(hub, "Ben")
    assert await refused(anna, {"type": "create", "ruleset": "nonsense", "options": {}, "seats": [None]}) \
        == "there is no ruleset 'nonsense'"
    assert "easy, medium or hard" in await refused(
        anna, {"type": "create", "ruleset": "standard", "options": {}, "seats": ["random"]})
    assert await refused(anna, {"type": "create", "ruleset": "standard", "options": {}, "seats": [None] * 10}) \
        == "standard is played by 2 to 10"
    await anna.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None]})
    assert len((await ben.until("lobby"))["tables"]) == 1
    assert await refused(anna, {"type": "create", "ruleset": "standard", "options": {}, "seats": [None]}) \
        == "you already sit at a table: leave it first"
    await anna.leave()                                 # the creator goes: the table goes
    assert (await ben.until("lobby"))["tables"] == []
    await ben.leave()
