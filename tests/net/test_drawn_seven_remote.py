"""Faraón's drawn 7 at an SSH table: after a drawer kept it, each seat's log as the host's pushes build it is the log
it may read, no line twice (review 72: the pushes counted from the events the seat heard of, in the whole log); and a
draw that stops at a 7 pushes nothing to the others (review 93: an unchanged push told them it had stopped)."""

from __future__ import annotations

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.table import Table
from net_helpers import FakeReferee, join

NAMES = ["Ann", "Bob", "Cy"]


def stacked(table: Table) -> Game:
    hands = [[parse_card(card) for card in hand.split()] for hand in ("7H 9S QD", "8H 10D KD", "9C 8C 10C")]
    return Game.stacked(table.match.tables, NAMES, hands, [parse_card("10H")],
                        [parse_card(card) for card in "9D 7D AC KC 8D 9H".split()], dealer=2)


async def test_each_seats_log_after_a_kept_drawn_seven_is_what_it_may_read() -> None:
    table = Table.from_names("faraon", [(name, False) for name in NAMES], seed=3, options={"drawn_seven": True})
    table.deal()
    table.match.game = stacked(table)
    host = TableHost(FakeReferee(table), grace=0.0)
    hub = Hub()
    for seat, name in enumerate(NAMES):
        hub.place(name, host, seat)
    seats = [await join(hub, name) for name in NAMES]
    logs: list[list[str]] = [[], [], []]
    for index, raw in enumerate(seats):
        await raw.receive()
        logs[index] = (await raw.until("log"))["lines"]
    # (Bob's first draw stops at the 7 of Diamonds: only he may know, so only he hears of it)
    for actor, text, hearing in ((0, "play 7H", (0, 1, 2)), (1, "draw", (1,)), (1, "draw", (0, 1, 2)),
                                 (2, "draw", (0, 1, 2))):
        await seats[actor].send({"type": "submit", "move": text})
        for index in (actor, *(seat for seat in range(3) if seat != actor)):   # (the mover's push first: it is made)
            raw = seats[index]
            if index not in hearing:
                await raw.send({"type": "ping", "n": 7})
                heard = []
                while (message := await raw.receive())["type"] != "pong":
                    heard.append(message["type"])
                assert not {"info", "view", "log"} & set(heard), (text, index, heard)
                continue
            log = await raw.until("log")
            logs[index] = log["lines"] if log["start"] == 0 else logs[index] + log["lines"]
        for index in range(3):
            assert logs[index] == table.log_of(index, "en"), (text, index, logs[index], table.log_of(index, "en"))
    for raw in seats:
        await raw.leave()
