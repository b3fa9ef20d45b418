"""After a match at a table of the server: its people go back to the lobby and play again.

A table whose match is over holds nobody any more for the lobby: who went back may make or join another
table (alone, or with the people at their terminal), the finished table is listed as over while somebody
still looks at its last sheet, and leaves the list when the last one goes.  ``l`` with no seat to give up,
and ``s`` with no table, each say why; Enter again on the table one sits at changes nothing.
"""

from __future__ import annotations

import random
from typing import Any

from maumau_tui.net.host import Hub
from maumau_tui.net.lobby import Lobby
from maumau_tui.net.lobby_lines import table_line
from maumau_tui.notation import format_move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from net_helpers import Raw, in_lobby, member, refused

ONE_HAND = {"play_to": 1}     # standard scored to 1 point: the first hand ends the match


def a_hub() -> Hub:
    return Hub(Lobby(make_referee=lambda table, delay: Referee(table, ManualClock(), delay)))


async def play_out(hub: Hub, number: int, raws: dict[int, Raw], seed: int) -> None:
    """Random legal moves at table ``number``, each sent by the raw of the seat to move, to the match's end."""
    host = hub.lobby.tables[number].host
    assert host is not None
    table, rng = host.table, random.Random(seed)
    for raw in raws.values():
        await raw.until("log")
    for _ in range(3000):
        if table.match_over:
            return
        actor = table.actor
        assert actor is not None
        move = rng.choice(table.view_of(actor).legal)
        await raws[actor].send({"type": "submit", "move": format_move(move, table.names)})
        await raws[actor].until("accepted")
    raise AssertionError("the match never ended")


async def lobby_after(raw: Raw, message: dict[str, Any]) -> list[dict[str, Any]]:
    await raw.send(message)
    tables = (await raw.until("lobby"))["tables"]
    assert isinstance(tables, list)
    return tables


async def test_after_the_match_each_goes_back_and_makes_or_joins_another_table() -> None:
    hub = a_hub()
    anna, ben = await in_lobby(hub, "Anna"), await in_lobby(hub, "Ben")
    assert await refused(anna, {"type": "leave"}) == "you have no seat at a table"
    assert await refused(anna, {"type": "start"}) == "you sit at no table: make one (c) or join one (Enter)"
    await anna.send({"type": "create", "ruleset": "standard", "options": ONE_HAND, "seats": [None]})
    await ben.until("lobby")
    await ben.send({"type": "join", "table": 1})
    await anna.send({"type": "start"})
    await anna.until("seated")
    await play_out(hub, 1, {0: anna, 1: ben}, seed=5)

    tables = await lobby_after(anna, {"type": "leave"})     # q at the last sheet
    assert [(table["number"], table["over"]) for table in tables] == [(1, True)]   # Ben still looks at it
    tables = await lobby_after(anna, {"type": "create", "ruleset": "standard", "options": {}, "seats": [None]})
    assert [table["seats"] for table in tables if not table["over"]] == [["Anna", ""]]
    assert hub.lobby.table_of("Anna") is hub.lobby.tables[2]

    tables = await lobby_after(ben, {"type": "leave"})      # the last one leaves the finished table
    assert [table["number"] for table in tables] == [2]
    tables = await lobby_after(ben, {"type": "join", "table": 2})
    assert tables[0]["seats"] == ["Anna", "Ben"]
    await ben.send({"type": "join", "table": 2})             # Enter pressed twice: no refusal, nothing changes
    again = await ben.receive()
    assert again["type"] == "lobby" and again["tables"] == tables
    await anna.send({"type": "start"})
    assert (await anna.until("seated"))["table"] == 2 and (await ben.until("seated"))["table"] == 2
    await anna.leave()
    await ben.leave()


async def test_a_group_at_one_terminal_plays_a_second_match_together() -> None:
    hub = a_hub()
    anna = await in_lobby(hub, "Anna")
    await anna.send({"type": "group", "names": ["Ben"]})
    assert (await anna.until("group"))["names"] == ["Anna", "Ben"]
    await anna.send({"type": "create", "ruleset": "standard", "options": ONE_HAND, "seats": [None]})
    await anna.until("lobby")
    await anna.send({"type": "start"})
    await anna.until("seated")
    host = hub.lobby.tables[1].host
    assert host is not None
    rng = random.Random(8)
    while not host.table.match_over:     # Ben's moves go inside member envelopes
        actor = host.table.actor
        assert actor is not None
        move = format_move(rng.choice(host.table.view_of(actor).legal), host.table.names)
        submit = {"type": "submit", "move": move}
        if actor == 0:
            await anna.send(submit)
            await anna.until("accepted")
        else:
            await anna.send({"type": "member", "n": 1, "message": submit})
            await member(anna, "accepted")
    tables = await lobby_after(anna, {"type": "leave"})
    assert tables == []                  # nobody is at its last sheet any more
    assert hub.lobby.table_of("Ben") is None
    await anna.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None]})
    tables = (await anna.until("lobby"))["tables"]
    assert tables[0]["seats"] == ["Anna", "Ben"] and tables[0]["number"] == 2
    await anna.leave()


def test_the_lobby_lists_a_finished_table_as_over() -> None:
    listing = {"number": 3, "ruleset": "standard", "seats": ["Anna", "Ben"], "levels": ["", ""], "started": True,
               "over": True, "watchers": 0}
    assert table_line(listing, "en") == "#3 Mau-Mau · Anna, Ben · match over"
    assert table_line(listing, "de") == "#3 Mau-Mau · Anna, Ben · Partie vorbei"


def test_a_full_table_tells_its_creator_to_start_it_and_the_others_who_will() -> None:
    """PLAYTEST274 N8: the creator read "voll: Oma startet" about herself."""
    listing = {"number": 2, "ruleset": "standard", "seats": ["Oma", "Opa"], "levels": ["", ""], "creator": "Oma"}
    assert table_line(listing, "de", {"oma"}) == "#2 Mau-Mau · Oma, Opa · voll: drück s zum Starten"
    assert table_line(listing, "en", {"oma"}) == "#2 Mau-Mau · Oma, Opa · full: press s to start"
    assert table_line(listing, "de", {"opa"}) == "#2 Mau-Mau · Oma, Opa · voll: Oma startet"
    assert table_line(listing, "en") == "#2 Mau-Mau · Oma, Opa · full: Oma starts"
