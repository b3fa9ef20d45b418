"""Leaving a match in play for good, from the lobby: a bot plays the seat to the match's end and its person is free
for another table, also after a restart (the save keeps who left).  A match that no person plays any more (standard
has no end of its own) leaves the lobby; it stays saved as it stands and is not resumed at the next start."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.lobby import Lobby
from maumau_tui.net.saving import TableSaves
from maumau_tui.net.resume_choice import resumes, staying_names, table_said
from maumau_tui.net.serve_args import TableSpec
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from net_helpers import Raw, in_lobby, join
from test_match_over_lobby import lobby_after


async def lobby_when(raw: Raw, ready: Callable[[list[dict[str, Any]]], bool]) -> list[dict[str, Any]]:
    """The tables of the first lobby message that shows what is expected (earlier ones were sent before)."""
    for _ in range(20):
        tables: list[dict[str, Any]] = (await raw.until("lobby"))["tables"]
        if ready(tables):
            return tables
    raise AssertionError("the lobby never showed it")


async def test_a_match_everybody_left_for_good_stays_saved_and_is_not_resumed(tmp_path: Path) -> None:
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
    carla = await in_lobby(hub, "Carla")
    await carla.send({"type": "watch", "table": 1})
    await carla.until("seated")
    for raw in (anna, ben):
        await lobby_after(raw, {"type": "leave"})           # q at the table: back to the lobby, a bot in the seat
    assert hub.lobby.table_of("Anna") is hub.lobby.tables[1]   # bound to it while the match goes on
    await anna.send({"type": "leave"})                      # l in the lobby: for good
    await lobby_when(anna, lambda tables: tables[0]["levels"] == ["medium", "", "medium"])
    assert hub.lobby.table_of("Anna") is None
    assert host.clock.runs and saves.store.unfinished()     # Ben still plays there
    await ben.send({"type": "leave"})
    await lobby_when(ben, lambda tables: tables == [])
    assert not host.clock.runs
    await carla.until("left_by_all")                        # the watcher is told why the table stands still
    [kept] = saves.store.unfinished()                       # nothing lost, nothing counted as finished
    assert kept.match.names == ["Anna", "Ben", "Robo"] and saves.store.history() == []
    assert list((tmp_path / "tables" / "owners").iterdir()) == []
    saves.close()
    again = TableSaves(tmp_path)
    assert again.resume(lambda table: TableHost(Referee(table, ManualClock(), 1.0))) == []   # nobody to play it
    assert [info.id for info in again.store.unfinished()] == [kept.id]
    await ben.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None]})
    await lobby_when(ben, lambda tables: [table["seats"] for table in tables] == [["Ben", ""]])   # free again
    for raw in (anna, ben, carla):
        await raw.leave()


async def test_a_seat_left_for_good_at_a_resumed_table_stays_a_bots_after_the_next_login_and_restart(
        tmp_path: Path) -> None:
    """A resumed table seats its people by name (``Hub.place``): one who left it for good was seated again at the
    next login, at the seat a bot now played (review 24); and a restart gave the seat back to its person."""
    table = Table.from_names("standard", [("Anna", None), ("Ben", None)], seed=4)
    table.deal()
    saves = TableSaves(tmp_path)
    host = TableHost(Referee(table, ManualClock(), 1.0))
    saves.keep(host)
    hub = Hub()
    hub.on_abandon = saves.abandon
    hub.lobby.add_hosted(host, "standard", [("Anna", None), ("Ben", None)])
    for seat, name in enumerate(table.names):
        hub.place(name, host, seat)
    anna = await join(hub, "Anna")
    assert (await anna.receive())["seat"] == 0                # seated at her place at once
    await lobby_after(anna, {"type": "leave"})              # q: to the lobby, a bot in her seat
    await anna.send({"type": "leave"})                      # l: for good
    await lobby_when(anna, lambda tables: tables[0]["levels"] == ["medium", ""])
    await anna.leave()
    anna = await join(hub, "Anna")                          # the next login: the lobby, not her old seat
    assert (await anna.receive())["seat"] is None and hub.where("Anna") is None
    await anna.leave()
    saves.close()
    [again] = TableSaves(tmp_path).resume(lambda resumed: TableHost(Referee(resumed, ManualClock(), 1.0)))
    assert again.table.is_bot(0) and again.table.left == {0} and again.people() == [1]
    assert staying_names(again) == ["Ben"]                         # whom serve seats again by name at its start
    spec = TableSpec.parse("standard", "Anna,Ben", 4, 1.0)         # ... and what it says of its --table (PLAYTEST104)
    assert resumes(spec, again) and not resumes(TableSpec.parse("standard", "Anna,Cem", 4, 1.0), again)
    assert table_said(spec, 1, again, True) == "table: standard with Anna (left for good: a medium bot plays), Ben (resumed)"


def test_a_table_resumed_with_other_seats_than_seats_asks_says_so() -> None:
    """(PLAYTEST134 F13: `--seats Anna,Ben,Robo:bot=hard` resumed the last run's table of Anna and Ben, and the console
    said only "table: standard with Anna, Ben (resumed)".)"""
    two = TableHost(Referee(Table.from_names("standard", [("Anna", None), ("Ben", None)], seed=4), ManualClock(), 1.0))
    asked = TableSpec.parse("standard", "Anna,Ben,Robo:bot=hard", 4, 1.0)
    assert resumes(asked, two)
    assert table_said(asked, 1, two, True) == ("table: standard with Anna, Ben (resumed as the last run seated it, not "
                                               "as --seats asks now: Anna, Ben, Robo (hard bot))")
    three = TableHost(Referee(Table.from_names("standard", [("Anna", None), ("Ben", None), ("Robo", "hard")], seed=4),
                              ManualClock(), 1.0))
    assert table_said(asked, 1, three, True) == "table: standard with Anna, Ben, Robo (hard bot) (resumed)"


def test_the_options_of_a_table_are_checked_at_every_start_and_a_resumed_tables_own_are_said() -> None:
    """PLAYTEST218 F1: where the last run's table was resumed, ``--option nosuch=1`` and ``play_to=-5`` were taken
    without a check, and ``play_to=50`` was dropped without a word (the saved table keeps its own house rules)."""
    for option, reason in (("nosuch=1", "standard has no option 'nosuch'"),
                           ("play_to=-5", "the option 'play_to' takes a whole number from 0 to 1000, not -5")):
        with pytest.raises(ValueError, match=re.escape(reason)):
            TableSpec.parse("standard", "Anna,Ben", 4, 1.0, options=[option])
    saved = TableHost(Referee(Table.from_names("standard", [("Anna", None), ("Ben", None)], seed=4,
                                               options={"seven_stacking": True}), ManualClock(), 1.0))
    asked = TableSpec.parse("standard", "Anna,Ben", 4, 1.0, options=["play_to=50"])
    assert resumes(asked, saved)
    assert table_said(asked, 1, saved, True) == (
        "table: standard with Anna, Ben (resumed with the house rules of the last run (seven_stacking=true), not as "
        "--option asks now: play_to=50)")
    same = TableSpec.parse("standard", "Anna,Ben", 4, 1.0, options=["seven_stacking=true"])
    assert table_said(same, 1, saved, True) == "table: standard with Anna, Ben (resumed)"
