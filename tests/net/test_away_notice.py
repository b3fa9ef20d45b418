"""The notice over a remote seat's table while the table waits for a dropped player (Pilot, 80x24).

It is a dialog as tall as its lines with the keys it takes; the status line says whom the table waits for instead
of offering a move, and the move keys say so.  Esc puts it away (the hand is seen), news of another drop brings
it back (a player the table does not wait for yet is said to be away, not waited for), the player's return takes it
and the wait off the status line, and ``q`` asks whether to go back to the lobby.  At a terminal of several people
its rejoin line says the code gives back every seat played there.
"""

from __future__ import annotations

import asyncio
import re

import pytest
from net_helpers import Raw, at_a_hands_end, group_app, group_table, join, screen_text, seat_app, settled, until
from test_remote_burst import dora_beside_annas_deal, dora_watches, notes_of
from rich.text import Text
from textual.pilot import Pilot
from textual.widgets import Label, Static

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.net.away_screen import AwayScreen
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.net.seat_screens import RemoteHandEnd, RemoteTableScreen
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.screens.dialogs import ConfirmScreen
from maumau_tui.tui.textual_private import screen_lines

WAITS_FOR_BEN = re.compile(r"The table waits \d:\d\d more for Ben: nobody moves until then")


async def three_at(table: Table) -> tuple[TableHost, Hub, Raw, Raw, SeatApp, asyncio.Task[None]]:
    """Anna's seat app, Ben and Carla connected, at ``table`` in a server (a grace of 2 minutes)."""
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0), grace=120)
    hub = Hub()
    for seat, name in enumerate(table.names):
        hub.place(name, host, seat)
    ben, carla = await join(hub, "Ben"), await join(hub, "Carla")
    await ben.until("log")
    await carla.until("log")
    app, serving = seat_app(hub)
    return host, hub, ben, carla, app, serving


def anna_ben_and_carla() -> Table:
    """Three people at standard, seed 8, dealt: Anna plays first."""
    table = Table.from_names("standard", [("Anna", None), ("Ben", None), ("Carla", None)], seed=8)
    table.deal()
    return table


async def anna_plays(pilot: Pilot[None], app: SeatApp, host: TableHost) -> RemoteTableScreen:
    """Anna's table on her screen, and her moves made (through the host): Ben's turn; her table screen."""
    table = host.table
    await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen) and table.actor == 0, "Anna's turn")
    table_screen = app.screen
    assert isinstance(table_screen, RemoteTableScreen)
    while table.actor == 0:                               # Anna plays: Ben's turn
        host.referee.submit(0, table.view_of(0).legal[0])
    return table_screen


async def test_the_notice_of_a_dropped_player_is_small_says_its_keys_and_can_be_put_away() -> None:
    table = anna_ben_and_carla()
    host, hub, ben, carla, app, serving = await three_at(table)
    async with app.run_test(size=(80, 24)) as pilot:
        table_screen = await anna_plays(pilot, app, host)
        status = table_screen.query_one("#status", Label)
        assert table.actor == 1
        moves = table.game.moves_made
        await ben.leave()                                     # Ben drops on his turn: the table waits for him
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice")
        await pilot.pause()
        box = app.screen.query_one("#away-box").region
        assert box.height <= 12 and box.y >= 3, box           # as tall as its lines, the table around it
        text = screen_text(app).replace("\xa0", " ")
        assert "Ben lost the connection." in text and "Esc: look at the table · q: back to the lobby" in text
        told = notes_of(app)
        await pilot.press("enter", "1")                       # keys of the table do nothing under the notice
        await until(pilot, lambda: "Esc: look at the table · q: back to the lobby" in told,
                    "its keys said (PLAYTEST94 F3: nothing, without a word)")
        assert isinstance(app.screen, AwayScreen) and table.game.moves_made == moves
        assert WAITS_FOR_BEN.search(str(status.render()))     # the line below it says so too, not "Enter plays"

        await pilot.press("escape")                           # put away: the hand, and the wait on the status line
        await until(pilot, lambda: app.screen is table_screen, "the table")
        await until(pilot, lambda: bool(WAITS_FOR_BEN.search(str(status.render()))), "the wait on the status line")
        assert "Your hand – Anna" in screen_text(app).replace("\xa0", " ")
        told = notes_of(app)
        await pilot.press("c")                            # no move while the table waits: said so, here
        await until(pilot, lambda: "Not allowed: the table waits for Ben" in told,   # (PLAYTEST93 F4: as the host
                    "the reason (how long: on the status line)")                # says it, not in other words)
        await pilot.press("o")                                # no list of moves either
        await pilot.pause()
        assert app.screen is table_screen and table.game.moves_made == moves
        await carla.leave()                                   # news: the notice comes back, with both
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice again")
        await pilot.pause()
        text = " ".join(app.screen.text().split())
        assert "Ben lost the connection. The table waits" in text and "Carla lost the connection." in text
        assert re.search(r"The table waits for Carla only when it is Carla's turn or Carla is asked to answer; in "
                         r"\d:\d\d a bot plays", text)          # (Carla is away, not waited for)
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table_screen, "the table")
        assert WAITS_FOR_BEN.search(str(status.render())) and "Carla" not in str(status.render())

        ben = await join(hub, "Ben", code=host.claims.owners[1][1])   # Ben is back; Carla is still away
        await until(pilot, lambda: str(status.render()).startswith(" Waiting for Ben. · away: Carla (a bot plays in "),
                    "Carla away, and the table plays on")
        assert not isinstance(app.screen, AwayScreen)
        carla = await join(hub, "Carla", code=host.claims.owners[2][1])
        await until(pilot, lambda: "Carla" not in str(status.render()) and "Ben" in str(status.render()),
                    "the ordinary status line")
        assert app.away is None

        await ben.leave()
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice")
        await pilot.pause()                                   # (a key pressed before it showed is not for it)
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby")
        await until(pilot, lambda: not host.seated(0) and table.is_bot(0), "a bot in Anna's seat")
    await carla.leave()
    serving.cancel()


async def a_group_beside_carla() -> tuple[Table, Raw, SeatApp, asyncio.Task[None]]:
    """Anna and Ben at Anna's terminal (her seat app, not started), Carla connected on her own, a grace of 2 minutes;
    Carla's turn."""
    table = Table.from_names("standard", [("Anna", None), ("Ben", None), ("Carla", None)], seed=8)
    table.deal()
    while table.actor != 2:
        table.apply(table.actor, table.view_of(table.actor).legal[0])
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0), grace=120)
    hub = Hub()
    hub.place("Carla", host, 2)
    carla = await join(hub, "Carla")
    await carla.until("log")
    app, serving = group_app(hub, host, [0, 1])
    return table, carla, app, serving


async def test_the_notice_and_the_status_line_count_down_the_same_second() -> None:
    """PLAYTEST274 N15: the notice said 0:05 while the status line below it said 0:06 (each had its own timer)."""
    table = anna_ben_and_carla()
    host, hub, ben, carla, app, serving = await three_at(table)
    async with app.run_test(size=(80, 24)) as pilot:
        table_screen = await anna_plays(pilot, app, host)
        await ben.leave()                                     # the table waits for Ben
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice")
        await pilot.pause()
        notice = app.screen
        assert isinstance(notice, AwayScreen)
        now = [100.0]
        notice.clock = lambda: now[0]                         # (the test's clock: no timer of the notice's own)
        notice.away[1] = ("Ben", 106.0)
        status = table_screen.query_one("#status", Label)
        for moment, said in ((100.5, "0:06"), (101.2, "0:05"), (101.9, "0:05"), (102.0, "0:04")):
            now[0] = moment
            table_screen.show_clock()                         # one tick of the table's clock
            shown = str(notice.query_one("#away-text", Static).content)
            assert f"The table waits {said} more for Ben" in str(status.render()), (moment, str(status.render()))
            assert said in shown, (moment, shown)
    await carla.leave()
    serving.cancel()


async def test_at_a_groups_terminal_the_notice_says_the_code_gives_back_every_seat_played_there() -> None:
    table, carla, app, serving = await a_group_beside_carla()
    async with app.run_test(size=(80, 24)) as pilot:
        await group_table(pilot, app)
        await carla.leave()                              # (on her turn: the table waits for her)
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice")
        await pilot.pause()
        text = screen_text(app).replace("\xa0", " ")
        assert "If this terminal's connection drops," in text and "it gives back every seat played here." in text
    serving.cancel()


async def test_a_groups_terminal_is_not_told_its_own_seats_are_back() -> None:
    """(Playtest 39: the terminal that came back with its code was told "Emil is back." of its own second seat.)"""
    table, carla, app, serving = await a_group_beside_carla()
    async with app.run_test(size=(80, 24)) as pilot:
        await group_table(pilot, app)
        told = notes_of(app)
        for seat, name in enumerate(table.names):        # the host's news of each seat back
            app.heard({"type": "resume", "seat": seat, "name": name})
        await pilot.pause()
        assert told == ["Carla is back."], told
    await carla.leave()
    serving.cancel()


async def test_a_groups_terminal_is_not_told_its_own_seat_lost_the_connection() -> None:
    """(PLAYTEST117 F8: back with its code, a group's terminal was told "Jan lost the connection" of its own second
    seat, the host's news of the drop arriving after the terminal was back, and nothing said he was back.)"""
    table, carla, app, serving = await a_group_beside_carla()
    async with app.run_test(size=(80, 24)) as pilot:
        await group_table(pilot, app)
        told = notes_of(app)
        app.heard({"type": "pause", "seat": 1, "name": "Ben", "seconds": 100, "waits": False})
        app.heard({"type": "pause", "seat": 0, "name": "Anna", "seconds": 100, "waits": True})
        await pilot.pause()
        assert told == [] and not isinstance(app.screen, AwayScreen), told
        app.heard({"type": "pause", "seat": 2, "name": "Carla", "seconds": 100, "waits": False})   # another's: said
        await pilot.pause()
        assert told and told[0].startswith("Carla lost the connection."), told
    await carla.leave()
    serving.cancel()


@pytest.mark.parametrize(("size", "key"), [((80, 24), "n"), ((60, 20), "n"), ((80, 24), "enter")])
async def test_n_on_the_notice_over_a_hands_end_is_ready_for_the_next_hand(size: tuple[int, int], key: str) -> None:
    """n, or Enter as the sheet under it says ("n or Enter": PLAYTEST209 F3, Enter was refused there)."""
    table = Table.from_names("standard", [("Anna", None), ("Ben", None), ("Carla", None)], seed=8)
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("9H"), cards("KD QS"), cards("8C 10C")],
                                cards("9S"), cards("AS AH 8D"), dealer=2))
    host, hub, ben, carla, app, serving = await three_at(table)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen) and table.actor == 0, "Anna's turn")
        await pilot.press("1", "enter")                       # Anna's last card: the hand is over
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        sheet = app.screen
        await ben.leave()
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice")
        await pilot.pause()
        keys = app.screen.query_one("#away-keys", Static)
        assert str(keys.render()).startswith("n or Enter: ready for the next hand")   # it says so, as the
        items = {"n or Enter: ready for the next hand", "Esc: look at the sheet", "q: back to the lobby"}   # sheet does
        shown = [line.plain for line in Text(str(keys.render())).wrap(app.console, keys.region.width)]
        assert all(set(line.strip().split(" · ")) <= items for line in shown), shown   # (60: it broke in an item)
        await pilot.press(key)
        await until(pilot, lambda: "You are ready." in screen_text(app).replace("\xa0", " "), "ready")
        assert str(keys.render()) == "Esc: look at the sheet · q: back to the lobby"   # (n is no key here any more)
        assert isinstance(app.screen, AwayScreen) and isinstance(sheet, RemoteHandEnd) and sheet.asked
        await until(pilot, lambda: 0 in host.ready, "the host heard it")
    await carla.leave()
    serving.cancel()


def finished_hand() -> tuple[Table, TableHost, Hub]:
    """Cleo, Ben and Anna at the end of a hand of standard (played to 500: the match goes on); Ben's grace 120 s."""
    table = at_a_hands_end([("Cleo", None), ("Ben", None), ("Anna", None)], {"play_to": 500})
    host = TableHost(Referee(table, ManualClock(), bot_delay=0.0), grace=120)
    hub = Hub()
    for seat, name in enumerate(table.names):
        hub.place(name, host, seat)
    return table, host, hub


async def test_a_drop_at_the_sheet_is_waited_for_and_the_next_hand_comes_when_a_bot_stands_in() -> None:
    """Playtest 50: Ben dropped at a hand's end and the next hand was dealt as soon as Anna and Cleo were ready;
    back, Ben found himself in the new hand and never saw the last one's points.  The sheet waits for him as the
    table waits in play; when his grace runs out, the bot that stands in is ready and the hand is dealt (Playtest
    33: then the sheet says so, and the new hand shows once the notice goes)."""
    table, host, hub = finished_hand()
    ben, anna = await join(hub, "Ben"), await join(hub, "Anna")
    app, serving = seat_app(hub, "Cleo")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        sheet = app.screen
        await pilot.press("n")                                  # Cleo is ready
        await until(pilot, lambda: "You are ready." in " ".join(screen_text(app).split()), "ready")
        await ben.leave()
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice")
        await pilot.pause()
        keys = str(app.screen.query_one("#away-keys", Static).render())
        assert keys == "Esc: look at the sheet · q: back to the lobby", keys     # (Playtest 53: "the table")
        await anna.send({"type": "next"})                       # every connected person is ready: Ben is awaited
        await until(pilot, lambda: host.waiting() == ["Ben"], "the host heard Anna")
        assert table.hand_over
        host.referee.clock.advance(120)                         # Ben's grace runs out: a bot plays his seat
        host.check_away()
        await until(pilot, lambda: not table.hand_over, "the next deal")
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen) and sheet not in app.screen_stack,
                    "the new hand")
    await anna.leave()
    serving.cancel()


async def test_a_person_back_at_a_hands_end_sees_the_sheet_and_is_asked_for_the_next_deal() -> None:
    table, host, hub = finished_hand()
    cleo, ben, anna = await join(hub, "Cleo"), await join(hub, "Ben"), await join(hub, "Anna")
    await ben.until("hand_end")                                 # (his rejoin code came with his seat)
    await ben.leave()
    for raw in (cleo, anna):
        await raw.send({"type": "next"})
    await settled(lambda: host.ready == {0, 2}, "Cleo and Anna ready")
    assert table.hand_over and host.waiting() == ["Ben"]
    ben = await join(hub, "Ben", code=ben.code)
    end = await ben.until("hand_end")                           # the sheet he missed, his name among those awaited
    assert end["summary"]["number"] == 1 and end["waiting"] == ["Ben"]
    await ben.send({"type": "next"})
    await settled(lambda: not table.hand_over, "the next deal")
    for raw in (cleo, ben, anna):
        await raw.leave()


def test_the_players_awaited_are_named_in_seat_order_whoever_dropped_first() -> None:
    """(Playtest 46: "The table waits 1:55 more for Ben, Anna" at a table where Anna sits before Ben.)"""
    notice = AwayScreen("en", clock=lambda: 0.0)
    notice.wait_for(2, "Carla", 120.0)
    notice.wait_for(1, "Ben", 120.0)
    assert notice.status() == "The table waits 2:00 more for Ben, Carla: nobody moves until then"
    assert notice.text().index("Ben lost the connection.") < notice.text().index("Carla lost the connection.")


async def test_a_seat_that_said_ready_before_it_came_back_is_shown_ready() -> None:
    """REVIEW53: after a restart the host kept Cleo ready (she is not awaited), but her new sheet asked her
    "n: ready for the next hand" again."""
    table, host, hub = finished_hand()
    host.restore_ready(["Cleo"])
    anna = await join(hub, "Anna")
    app, serving = seat_app(hub, "Cleo")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        await until(pilot, lambda: "You are ready." in " ".join(screen_text(app).split()), "ready")
        assert app.screen.asked and "ready for the next hand ·" not in " ".join(screen_text(app).split())
        assert host.waiting() == ["Anna"]
    await anna.leave()
    serving.cancel()


async def test_the_sheets_key_bar_names_the_lobby_where_q_goes() -> None:
    """Playtest 53: "q Leave" read like the lobby's l, which leaves the match for good; q only goes to the lobby."""
    table, host, hub = finished_hand()
    anna, ben = await join(hub, "Anna"), await join(hub, "Ben")
    app, serving = seat_app(hub, "Cleo")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd) and screen_text(app).strip() != ""
                    and screen_text(app).splitlines()[-1].strip() != "", "the hand's end drawn, its key bar too")
        footer = screen_text(app).splitlines()[-1].replace("\xa0", " ")   # (under load the bar came a frame later)
        assert "q Lobby" in footer and "Leave" not in footer, footer
    await anna.leave()
    await ben.leave()
    serving.cancel()


async def test_a_seat_back_from_a_stand_in_at_the_sheet_is_asked_and_its_n_deals() -> None:
    """REVIEW54: the first news a seat back from its stand-in got still counted the bot as ready, so its sheet said
    "You are ready" while the host waited for it, n did nothing, and the table never dealt again."""
    table, host, hub = finished_hand()
    anna = await join(hub, "Anna")
    await anna.until("log")
    host.give_to_bot(0)                                       # Cleo dropped; a bot played her seat to the end
    app, serving = seat_app(hub, "Cleo")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd) and "Cleo" in host.waiting(), "back")
        await until(pilot, lambda: not app.screen.asked and "n or Enter: ready" in " ".join(screen_text(app).split()),
                    "asked for the next hand")
        footer = lambda: screen_text(app).splitlines()[-1].replace("\xa0", " ")   # noqa: E731
        await until(pilot, lambda: "n Next hand" in footer(), "the key for the next hand offered")
        await pilot.press("n")
        await until(pilot, lambda: 0 in host.ready, "the host heard it")
        await until(pilot, lambda: "You are ready." in " ".join(screen_text(app).split())    # (PLAYTEST227 N7: "n Next
                    and "Next hand" not in footer() and "q Lobby" in footer(), "ready, n no more offered")   # hand" stayed)
        await anna.send({"type": "next"})
        await until(pilot, lambda: table.hand_number == 2, "the next hand")
    await anna.leave()
    serving.cancel()


async def test_the_word_that_a_player_is_away_goes_when_they_are_back() -> None:
    """PLAYTEST104: after a restart, "Ben is not back yet since the server restarted" stayed on screen for its ten
    seconds after "Ben is back." had come and gone."""
    host, host_end, app = dora_beside_annas_deal()
    async with app.run_test(size=(80, 24)) as pilot:
        fake = await dora_watches(pilot, host_end, host)
        shown = lambda: [str(note.message) for note in app._notifications]   # noqa: E731
        for seat, name in ((1, "Ben"), (0, "Anna")):                        # the table plays on without them
            await fake.send({"type": "pause", "seat": seat, "name": name, "seconds": 60, "waits": False, "restart": True})
        both = ("Anna and Ben have not come back since the server restarted. Play goes on; the table waits only on their "
                "turns or answers. The status line says when a bot takes over.")   # one word, not one over the other
        await until(pilot, lambda: [note for note in shown() if "not come back" in note] == [both], "one word of both")
        await fake.send({"type": "resume", "seat": 1, "name": "Ben"})             # (PLAYTEST177 F1)
        await until(pilot, lambda: "Ben is back." in shown(), "Ben's return")
        assert not [note for note in shown() if "Ben" in note and "not come back" in note], shown()
        assert [note for note in shown() if note.startswith("Anna has not come back")], shown()   # Anna still is not
        await fake.send({"type": "stand_in", "seat": 0, "name": "Anna"})
        await until(pilot, lambda: not [note for note in shown() if "not come back" in note], "Anna's word gone")
        fake.close()


async def test_the_word_that_a_player_is_away_goes_also_from_under_the_notice_of_the_wait() -> None:
    """PLAYTEST106 F2: with the notice that the table waits (for Anna) over the table, "Ben is not back yet" stayed
    on the table under it, beside "Ben is back.", until its time ran out: each screen shows notices on its own, and
    Textual brings only the top screen's up to date."""
    host, host_end, app = dora_beside_annas_deal()
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        fake = await dora_watches(pilot, host_end, host)
        table_screen = app.screen
        shown_on = lambda screen: " ".join("".join(s.text for s in line) for line in screen_lines(screen))  # noqa: E731
        await fake.send({"type": "pause", "seat": 1, "name": "Ben", "seconds": 60, "waits": False, "restart": True})
        await until(pilot, lambda: "Ben has not come back" in shown_on(table_screen), "the word on the table")
        await fake.send({"type": "pause", "seat": 0, "name": "Anna", "seconds": 60, "waits": True, "restart": True})
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice of the wait over it")
        await fake.send({"type": "resume", "seat": 1, "name": "Ben"})
        await until(pilot, lambda: "Ben is back." in shown_on(app.screen), "Ben's return")
        await pilot.pause()
        assert "Ben has not come back" not in shown_on(table_screen) + shown_on(app.screen)
        fake.close()


@pytest.mark.parametrize(("lang", "size", "said"), [
    ("de", (60, 20), " Der Tisch wartet noch 2:00 auf Ben"),
    ("de", (80, 24), " Der Tisch wartet noch 2:00 auf Ben: so lange ist niemand am Zug"),
    ("en", (60, 20), " The table waits 2:00 more for Ben: nobody moves until then")])
async def test_the_wait_for_a_dropped_player_keeps_to_one_line(lang: str, size: tuple[int, int], said: str) -> None:
    """PLAYTEST165: at 60 columns the German wait wrapped its last word, "Zug", to the start of a second line; where
    the line has no room for why nobody moves, it says whom the table waits for and how long."""
    table = Table.from_names("standard", [("Anna", None), ("Ben", None), ("Carla", None)], seed=8)
    table.deal()
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0), grace=120)
    hub = Hub()
    for seat, name in enumerate(table.names):
        hub.place(name, host, seat)
    ben, carla = await join(hub, "Ben"), await join(hub, "Carla")
    app, serving = seat_app(hub, lang=lang)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen) and table.actor == 0, "Anna's turn")
        table_screen = app.screen
        status = table_screen.query_one("#status", Label)
        while table.actor == 0:
            host.referee.submit(0, table.view_of(0).legal[0])
        await ben.leave()                                     # Ben drops on his turn: the table waits for him
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice")
        await pilot.press("escape")
        await until(pilot, lambda: str(status.render()) == said, f"{said!r}, not {str(status.render())!r}")
        assert status.region.height == 1, status.region
    await carla.leave()
    serving.cancel()


async def test_a_notice_shown_as_a_dialog_comes_over_the_table_shows_once() -> None:
    """PLAYTEST209 F5: "Anna is back." showed twice, a row apart, once the notice that the table waits came over the
    table: Textual puts every running notice on the dialog's toast rack, and the table's own rack, a row lower, showed
    through the dialog."""
    table = Table.from_names("standard", [("Anna", None), ("Ben", None), ("Carla", None)], seed=8)
    table.deal()
    host, hub, ben, carla, app, serving = await three_at(table)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna's table")
        table_screen = app.screen
        app.heard({"type": "resume", "seat": 2, "name": "Carla"})
        await until(pilot, lambda: "Carla is back." in screen_text(app), "the notice over the table")
        app.heard({"type": "pause", "seat": 1, "name": "Ben", "seconds": 100, "waits": True})
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice that the table waits")
        await pilot.pause()
        assert screen_text(app).count("Carla is back.") == 1, screen_text(app)
        await pilot.press("escape")                           # back at the table: it shows there, once
        await until(pilot, lambda: app.screen is table_screen, "the table")
        await pilot.pause()
        assert screen_text(app).count("Carla is back.") == 1, screen_text(app)
    await ben.leave()
    await carla.leave()
    serving.cancel()
