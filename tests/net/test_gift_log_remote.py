"""The card a seat picked to give, over SSH: its line in the seat's log goes once the card is given, and the log the
seat keeps is the host's from its start again (a push from where the seat's log stood would leave the line)."""

from __future__ import annotations

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.notation import format_move, parse_move
from maumau_tui.table import Table
from net_helpers import FakeReferee, join


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


async def test_the_givers_log_over_the_link_drops_the_card_to_give_once_it_is_given() -> None:
    table = Table.from_names("erftschmiede", [("Anna", False), ("Ben", False)], seed=1)
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("4H 9D 8S 7C 6C"), cards("QS KD 10C 5S 2S")],
                                cards("9H"), cards("2C 3C 3S 3H 3D 4C"), 1))
    hub = Hub()
    host = TableHost(FakeReferee(table), grace=0.0)
    hub.place("Anna", host, 0)
    hub.place("Ben", host, 1)
    seats = [await join(hub, "Anna"), await join(hub, "Ben")]
    logs: list[list[str]] = [[], []]
    for index, raw in enumerate(seats):
        await raw.until("view")
        logs[index] = (await raw.until("log"))["lines"]
    picked = "(Your card to give: 9 of Diamonds.)"
    seen_picked = False
    for turn, wanted in enumerate(("play 4H", "name Ben", "give 9D", "accept")):
        actor = table.actor
        assert actor is not None
        move = parse_move(wanted, table.names)
        assert move in table.view_of(actor).legal, (wanted, table.view_of(actor).legal)
        await seats[actor].send({"type": "submit", "move": format_move(move, table.names), "id": turn})
        log = await seats[0].until("log")
        logs[0] = log["lines"] if log["start"] == 0 else logs[0] + log["lines"]
        assert logs[0] == table.log_of(0, "en"), logs[0][-3:]
        seen_picked = seen_picked or picked in logs[0]
    assert seen_picked and picked not in logs[0] and "(The card from Anna to Ben: 9 of Diamonds.)" in logs[0]
    for raw in seats:
        await raw.leave()
