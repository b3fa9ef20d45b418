"""REVIEW117 F2: the only seat to name is named for the person; where the table refuses that (a vote began meanwhile),
the person is asked instead of the table standing still without a question."""
from __future__ import annotations

from net_helpers import join, seat_app, until

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.notation import Move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.screens.prompt import ChoicePrompt


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


async def test_a_refused_automatic_name_asks_the_person() -> None:
    names = [("Anna", None), ("Ben", None)]
    table = Table.from_names("erftschmiede", names, seed=1)
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("9D 8S 7C"), cards("QH KD 10C")],
                                cards("9H"), cards("2C 3C 3S 3H 3D 4C"), 0))
    assert table.actor == 1
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0), grace=120.0)
    hub = Hub()
    for seat, name in enumerate(table.names):
        hub.place(name, host, seat)
    anna = await join(hub, "Anna")
    sent: list[str] = []
    original = host.submit

    def submit(connection, message):  # type: ignore[no-untyped-def]
        sent.append(message["move"])
        if message["move"].startswith("name") and sent.count(message["move"]) == 1:
            ident = {"id": message["id"]} if "id" in message else {}
            connection.refuse("vote_first", ident)     # as while a vote that began meanwhile runs
            return
        original(connection, message)

    host.submit = submit  # type: ignore[method-assign]
    app, serving = seat_app(hub, "Ben")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen) and app.screen.view.my_turn, "Ben's turn")
        host.referee.submit(1, Move("play", (parse_card("QH"),)))   # Ben's Queen (as if his key): he names Anna
        await until(pilot, lambda: any(m.startswith("name") for m in sent), "the name sent")
        for _ in range(40):
            await pilot.pause()
        host.changed()                                            # the vote ends: everybody is pushed again
        for _ in range(40):
            await pilot.pause()
        assert table.game.phase != "name" or isinstance(app.screen, ChoicePrompt), (
            f"stuck: phase {table.game.phase}, no question on Ben's screen, sent {sent}")
    await anna.leave()
    serving.cancel()
