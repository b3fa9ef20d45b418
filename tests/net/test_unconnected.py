"""(PLAYTEST154 F4.)  At a table the server set up at its start (``--table``), a person who never connected left the
others reading only "Waiting for Yuri." as if Yuri were thinking.  The status line says that the awaited person has
not come to the table yet, until they connect (in a window several may answer: who in it has not come, where the
line has room); a table that starts from the lobby never says so (its people are seated as it starts, and a bot plays
for one its start did not reach).  (PLAYTEST156 F2.)  Once the table needs such a person's decision, it waits for
them as for one whose connection dropped: the notice says they have not come yet and how long the table waits, then
a bot plays their seat until they come."""

from __future__ import annotations

from net_helpers import join, screen_text, seat_app, until
from test_lobby import a_hub, started
from test_seat_notes import log_lines_until

from maumau_tui.net.away_screen import AwayScreen
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.server import seat_tables
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table

NEVER_CAME = "Ben has not connected to the table yet."


def set_up_at_start() -> tuple[Hub, TableHost]:
    """Ben (on turn) and Anna at a standard table the server set up at its start, nobody connected yet."""
    table = Table.from_names("standard", [("Ben", None), ("Anna", None)], seed=3)
    table.deal()
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0))
    hub = Hub()
    seat_tables(hub, [host], None, [])
    assert table.actor == 0
    return hub, host


async def test_the_others_read_that_the_awaited_person_has_not_connected_until_they_do() -> None:
    hub, host = set_up_at_start()
    assert host.unconnected == {0, 1}
    app, serving = seat_app(hub, "Anna")
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: NEVER_CAME in screen_text(app), "Anna told Ben has not come")
        assert set(host.away) == {0}                      # Ben's turn: the table waits for him, with the grace
        assert isinstance(app.screen, AwayScreen)
        assert "more for Ben; then a bot plays for Ben until they come." in app.screen.text()
        ben = await join(hub, "Ben")
        await ben.until("log")
        await until(pilot, lambda: "Waiting for Ben." in screen_text(app), "Ben is there")
        await until(pilot, lambda: any(str(note.message) == "Ben has come to the table." for note in app._notifications),
                    "Anna told Ben came (not that he is back: PLAYTEST159 F2)")
        assert "not connected" not in screen_text(app)
        assert host.unconnected == set()
        await ben.leave()                                 # gone again: awaited as one who dropped, not as never come
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice of Ben's drop")
        await until(pilot, lambda: "more for Ben" in screen_text(app), "the table waits for Ben")
        assert "not connected" not in screen_text(app)
    serving.cancel()


async def test_a_window_several_may_answer_names_who_in_it_has_not_connected() -> None:
    table = Table.from_names("erftschmiede", [("Yuri", None), ("Anna", None), ("Ben", None)], seed=23)
    table.deal()                                          # the start card opens a block window for Yuri and Anna
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0))
    hub = Hub()
    seat_tables(hub, [host], None, [])
    assert table.game.seats_to_act() == [0, 1] and table.game.timed
    anna = await join(hub, "Anna")
    await anna.until("log")
    app, serving = seat_app(hub, "Ben")
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: "Yuri has not connected to the table yet." in screen_text(app), "Ben told of Yuri")
        await pilot.press("escape")                       # the notice put away: the status line below it
        await until(pilot, lambda: "more for Yuri: nobody moves until then" in screen_text(app), "the status line")
        yuri = await join(hub, "Yuri")
        await yuri.until("log")
        await until(pilot, lambda: "Not connected" not in screen_text(app), "Yuri there")
        assert "Waiting for answers." in screen_text(app)
        for raw in (anna, yuri):
            await raw.leave()
    serving.cancel()


async def test_the_info_names_the_unconnected_seats_and_stops_once_they_come() -> None:
    hub, host = set_up_at_start()
    anna = await join(hub, "Anna")
    assert (await anna.until("info"))["unconnected"] == [0]   # (Anna herself is there)
    ben = await join(hub, "Ben")
    assert "unconnected" not in await ben.until("info")
    assert "unconnected" not in await anna.until("info")
    for raw in (anna, ben):
        await raw.leave()


async def test_a_table_started_in_the_lobby_never_says_anybody_has_not_connected() -> None:
    hub = a_hub()
    anna, ben, _table = await started(hub)
    host = hub.lobby.tables[1].host
    assert host is not None and host.unconnected == set()
    assert [connection.shown[0]["type"] for connection in host.connections] == ["info", "info"]
    assert not any("unconnected" in connection.shown[0] for connection in host.connections)
    for raw in (anna, ben):
        await raw.leave()


async def test_a_person_who_never_comes_gets_a_bot_after_the_grace_and_the_seat_back_on_coming() -> None:
    hub, host = set_up_at_start()
    table, clock = host.table, host.referee.clock
    assert isinstance(clock, ManualClock)
    anna = await join(hub, "Anna")
    pause = await anna.until("pause")                     # Ben's turn: the grace from Anna's coming on
    assert pause["seat"] == 0 and pause["waits"] and pause["unconnected"] and pause["seconds"] == host.grace
    assert host.referee.paused                            # (nobody moves meanwhile)
    clock.advance(host.grace)                             # the grace is over: a bot plays for Ben
    assert (await anna.until("stand_in")) == {"type": "stand_in", "seat": 0, "name": "Ben"}
    assert table.is_bot(0) and not host.referee.paused and host.unconnected == set()
    ben = await join(hub, "Ben")                          # he comes at last: his seat (he never had a code to give)
    assert (await ben.receive()) == {"type": "hello", "user": "Ben", "seat": 0, "names": ["Ben", "Anna"]}
    # (he came for the first time: "Ben is back." said otherwise, PLAYTEST159 F2)
    assert (await anna.until("resume")) == {"type": "resume", "seat": 0, "name": "Ben", "first": True}
    assert "Ben has come to the table." in await log_lines_until(anna, "Ben has come to the table.")
    assert not table.is_bot(0)
    for raw in (anna, ben):
        await raw.leave()


async def test_the_grace_of_one_who_never_came_begins_once_somebody_has_come_to_the_table() -> None:
    """Before anybody has come to the table nobody is kept waiting, so nobody's grace runs: a server's people
    coming a few minutes after its start found their first hand played by bots."""
    table = Table.from_names("standard", [("Robo", "random"), ("Ben", None), ("Anna", None)], seed=1)
    table.deal()
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0))
    hub = Hub()
    seat_tables(hub, [host], None, [])
    clock = host.referee.clock
    assert isinstance(clock, ManualClock) and table.actor == 0 and table.is_bot(0)
    for _ in range(30):                                   # Robo plays; then it is Ben's turn, nobody there
        clock.advance(1.0)
        host.referee.poll()
    assert table.actor == 1                               # (Ben's)
    clock.advance(3 * host.grace)
    assert host.away == {} and host.stand_ins == set() and host.unconnected == {1, 2} and not table.is_bot(1)
    anna = await join(hub, "Anna")
    pause = await anna.until("pause")                     # the grace from Anna's coming on
    assert pause["seat"] == 1 and pause["unconnected"] and pause["seconds"] == host.grace
    clock.advance(host.grace)
    assert (await anna.until("stand_in"))["name"] == "Ben"
    await anna.leave()
