"""Refusals at a table in play are said in the seat's language: a German seat hears every one in German.

Each is caused over the protocol, as a seat process (or a modified one) would: a move while the table votes on a
house rule or waits for a dropped player, a vote while a player is away, a move for another seat, the next deal before the hand is over, a
proposal, an answer and a withdrawal that cannot be, a move from a watcher, and a second terminal for a seat
whose player is connected.  English seats hear the same refusals in English (the words' keys are one set).
"""

from __future__ import annotations

import pytest

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.words import word
from maumau_tui.notation import format_move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from net_helpers import Raw, join, refused


async def seat_in(hub: Hub, user: str, lang: str) -> Raw:
    raw = await join(hub, user, hello=False)
    await raw.send({"type": "hello", "user": user, "lang": lang})
    return raw


@pytest.mark.parametrize("lang", ["de", "en"])
async def test_every_refusal_at_a_table_in_play_is_said_in_the_seats_language(lang: str) -> None:
    table = Table.from_names("standard", [("Anna", None), ("Ben", None), ("Carla", None)], seed=8)
    table.deal()
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0), grace=60)
    hub = Hub()
    hub.lobby.add_hosted(host, "standard", [(name, None) for name in table.names])
    for seat, name in enumerate(table.names):
        hub.place(name, host, seat)
    anna, ben, carla = [await seat_in(hub, name, lang) for name in ("Anna", "Ben", "Carla")]
    for raw in (anna, ben, carla):
        await raw.until("log")
    assert table.actor == 0
    move = format_move(table.view_of(0).legal[0], table.names)

    def said(key: str, **fields: object) -> str:
        return word(lang, key, **fields)

    assert await refused(anna, {"type": "submit", "move": move, "seat": 1}) == said("other_seat", name="Anna",
                                                                                      other="Ben")
    assert await refused(anna, {"type": "next"}) == said("no_next_hand")
    assert await refused(anna, {"type": "answer", "agree": True}) == said("no_vote")
    assert await refused(anna, {"type": "withdraw"}) == said("only_proposer")
    assert await refused(anna, {"type": "propose", "option": "nonsense", "value": True}) == \
        said("no_option", ruleset="standard", name="'nonsense'")

    await ben.send({"type": "propose", "option": "six_cards", "value": True})   # Ben asks; Carla, then Anna
    assert await refused(anna, {"type": "submit", "move": move}) == said("vote_first")
    assert await refused(anna, {"type": "answer", "agree": True}) in (said("vote_asks", name="Carla"),
                                                                      said("vote_asks", name="Anna"))
    assert await refused(carla, {"type": "propose", "option": "six_cards", "value": True}) == said("vote_running")
    await ben.send({"type": "withdraw"})
    await anna.until("voted")

    again = await seat_in(hub, "Anna", lang)                     # a second terminal for a connected seat
    assert (await again.until("bye"))["reason"] == said("seat_busy", name="Anna")
    await anna.leave()                                           # Anna's connection drops on her turn: the table
    await ben.until("pause")                                     # waits
    assert await refused(ben, {"type": "submit", "move": move}) == said("table_waits", names="Anna")
    assert await refused(ben, {"type": "propose", "option": "six_cards", "value": True}) == said("vote_away",
                                                                                                 names="Anna")

    watcher = await seat_in(hub, "Dora", lang)
    await watcher.until("lobby")
    await watcher.send({"type": "watch", "table": 1})
    await watcher.until("seated")
    assert (await watcher.until("pause"))["name"] == "Anna"      # come during the wait, told of it too
    assert await refused(watcher, {"type": "submit", "move": move}) == said("you_watch")
    assert await refused(watcher, {"type": "propose", "option": "six_cards", "value": True}) == said("you_watch")
    for raw in (ben, carla, watcher):
        await raw.leave()
