"""A hot-seat group survives a server restart: the owners file keeps the group beside each seat's owner, and after
the restart the group's one rejoin code gives every seat of it back to one terminal."""

from __future__ import annotations

import json
from pathlib import Path

from maumau_tui.net.claims import code_hash
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.lobby import Lobby
from maumau_tui.net.saving import TableSaves
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from net_helpers import in_lobby, join, member


def a_referee(table: Table, delay: float = 1.0) -> Referee:
    return Referee(table, ManualClock(), delay)


async def test_the_owners_file_keeps_the_group_and_its_code_gives_the_group_back_after_a_restart(
        tmp_path: Path) -> None:
    hub = Hub(Lobby(make_referee=a_referee))
    saves = TableSaves(tmp_path)
    hub.on_table = saves.keep
    anna, carla = await in_lobby(hub, "Anna"), await in_lobby(hub, "Carla")
    await anna.send({"type": "group", "names": ["Ben"]})
    await anna.until("group")
    await anna.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None, None]})
    await carla.until("lobby")
    await carla.send({"type": "join", "table": 1})
    await anna.until("lobby")
    await anna.send({"type": "start"})
    code = (await member(anna, "code"))["code"]
    for raw in (anna, carla):
        await raw.leave()
    saves.close()
    owners = next((tmp_path / "tables" / "owners").glob("*.json"))
    kept = json.loads(owners.read_text())
    assert kept["0"] == kept["1"] == ["hash", code_hash(code)] and kept["groups"] == [[0, 1]]
    saves = TableSaves(tmp_path)
    resumed = saves.resume(lambda game: TableHost(a_referee(game)))
    hub = Hub()
    for seat, name in enumerate(resumed[0].table.names):
        hub.place(name, resumed[0], seat)
    stranger = await join(hub, "Ben")                   # Ben's seat without the code: refused
    assert "rejoin code" in (await stranger.until("bye"))["reason"]
    anna = await join(hub, "Anna", code=code)
    assert (await anna.until("hello"))["seat"] == 0
    assert (await anna.until("group"))["names"] == ["Anna", "Ben"]
    assert (await member(anna, "seated"))["seat"] == 1
    assert set(resumed[0].away) == {2}                  # only Carla is still awaited
    await anna.leave()
    saves.close()
