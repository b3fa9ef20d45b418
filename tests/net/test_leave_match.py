"""Leaving a match in play for good, from the lobby: a bot plays the seat to the match's end and its person is free
for another table.  A match that no person plays any more (standard has no end of its own) leaves the lobby and
goes to the server's history as it stands: nothing is left to resume, nobody stays bound to it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from maumau_tui.net.host import Hub
from maumau_tui.net.lobby import Lobby
from maumau_tui.net.saving import TableSaves
from maumau_tui.referee import ManualClock, Referee
from net_helpers import Raw, in_lobby
from test_match_over_lobby import lobby_after


async def lobby_when(raw: Raw, ready: Callable[[list[dict[str, Any]]], bool]) -> list[dict[str, Any]]:
    """The tables of the first lobby message that shows what is expected (earlier ones were sent before)."""
    for _ in range(20):
        tables: list[dict[str, Any]] = (await raw.until("lobby"))["tables"]
        if ready(tables):
            return tables
    raise AssertionError("the lobby never showed it")


async def test_a_match_everybody_left_for_good_goes_to_the_history(tmp_path: Path) -> None:
    hub = Hub(Lobby(make_referee=lambda table, delay: Referee(table, ManualClock(), delay)))
    saves = TableSaves(tmp_path)
    hub.on_table, hub.on_abandon = saves.keep, saves.abandon
    anna, ben = await in_lobby(hub, "Anna"), await in_lobby(hub, "Ben")
    await anna.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None, "medium"]})
    await ben.until("lobby")
    await ben.send({"type": "join", "table": 1})
    await anna.send({"type": "start"})
    await anna.until("seated")
    await ben.until("seated")
    host = hub.lobby.tables[1].host
    assert host is not None and saves.store.unfinished()
    for raw in (anna, ben):
        await lobby_after(raw, {"type": "leave"})           # q at the table: back to the lobby, a bot in the seat
    assert hub.lobby.table_of("Anna") is hub.lobby.tables[1]   # bound to it while the match goes on
    await anna.send({"type": "leave"})                      # l in the lobby: for good
    await lobby_when(anna, lambda tables: tables[0]["levels"] == ["medium", "", "medium"])
    assert hub.lobby.table_of("Anna") is None
    assert host.clock_runs and saves.store.unfinished()     # Ben still plays there
    await ben.send({"type": "leave"})
    await lobby_when(ben, lambda tables: tables == [])
    assert not host.clock_runs
    assert saves.store.unfinished() == [] and [info.match.names for info in saves.store.history()] == [
        ["Anna", "Ben", "Robo"]]
    assert list((tmp_path / "tables" / "owners").iterdir()) == []
    await ben.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None]})
    await lobby_when(ben, lambda tables: [table["seats"] for table in tables] == [["Ben", ""]])   # free again
    await anna.leave()
    await ben.leave()
