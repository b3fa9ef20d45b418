"""Leaving a table from a seat's screen: ``q`` asks and goes back to the lobby (a bot plays the seat, and
Enter on that table gives it back); Ctrl+C asks and quits, and the host gives the seat to a bot at once."""

from __future__ import annotations

import asyncio
import socket

from textual.pilot import Pilot

from maumau_tui.net.host import Hub
from maumau_tui.net.lobby import Lobby
from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.tui.screens.dialogs import ConfirmScreen, QuitScreen
from net_helpers import LIMIT, Raw, join, screen_text, until


async def anna_and_bens_table(free: int, lang: str = "en") -> tuple[Hub, Raw, SeatApp, asyncio.Task[None]]:
    """Ben made a standard table with ``free`` seats free; Anna's seat app (not started yet) on the same server."""
    hub = Hub(Lobby(make_referee=lambda table, delay: Referee(table, ManualClock(), delay)))
    ben = await join(hub, "Ben")
    await ben.until("lobby")
    await ben.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None] * free})
    await ben.until("lobby")
    anna_end, host_end = socket.socketpair()
    serving = asyncio.create_task(hub.serve(host_end, "Anna"))
    return hub, ben, SeatApp("Anna", lang, anna_end), serving


async def test_q_goes_back_to_the_lobby_and_enter_gives_the_seat_back_and_ctrl_c_quits() -> None:
    hub, ben, app, serving = await anna_and_bens_table(free=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and bool(app.lobby.tables), "the lobby")
        await pilot.press("enter")                       # join Ben's table
        await until(pilot, lambda: hub.lobby.tables[1].seats[1][0] == "Anna", "Anna at Ben's table")
        await ben.send({"type": "start"})
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna's table")
        host = hub.lobby.tables[1].host
        assert host is not None
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
        await pilot.press("n")                           # no: keep playing
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table again")
        assert not host.table.is_bot(1)
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question again")
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and host.table.is_bot(1), "the lobby, a bot")
        assert (await ben.until("stand_in"))["name"] == "Anna"
        await pilot.press("enter")                       # the same table: her seat again
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen) and not host.table.is_bot(1),
                    "Anna's seat again")
        assert (await ben.until("resume"))["name"] == "Anna"
        await pilot.press("ctrl+c")
        await until(pilot, lambda: isinstance(app.screen, QuitScreen), "the quit question")
        assert "y / Ctrl+C: yes, quit" in screen_text(app)
        await pilot.press("ctrl+c")                      # twice: yes (PLAYTEST113 F2)
        await until(pilot, lambda: host.table.is_bot(1), "a bot for Anna at once")
    assert app.leaving
    kinds: list[str] = []
    while not kinds or kinds[-1] != "stand_in":           # what Ben heard after Anna quit: no pause, a bot
        kinds.append((await ben.receive())["type"])
    assert "pause" not in kinds
    await ben.leave()
    await asyncio.wait_for(serving, LIMIT)


async def quit_note(pilot: Pilot[None], app: SeatApp) -> str | None:
    """Ctrl+C, the quit question's note, and n: no, stay."""
    await pilot.press("ctrl+c")
    await until(pilot, lambda: isinstance(app.screen, QuitScreen), "the quit question")
    note = app.screen.note
    await pilot.press("n")
    return note


async def at_bens_table(pilot: Pilot[None], app: SeatApp) -> None:
    """Anna joins Ben's table, not started."""
    await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and bool(app.lobby.tables), "the lobby")
    await pilot.press("enter")
    await until(pilot, lambda: "Anna" in (app.lobby.tables[0].get("seats") or []), "Anna at Ben's table")


async def test_quitting_at_a_table_not_started_says_what_becomes_of_it() -> None:
    """PLAYTEST277 N3: the maker of a full table quit with no word that the table goes for the others (they read she
    lost her connection, and she was told "while you were away" when back); one who joined, that the seat goes free."""
    _, ben, app, serving = await anna_and_bens_table(free=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_bens_table(pilot, app)
        assert await quit_note(pilot, app) == "Your seat at table #1 goes free: the table has not started yet."
        app.lobby.tables[0]["creator"] = "Anna"           # (as if she had made it)
        assert await quit_note(pilot, app) == "Your table #1 is closed: it has not started yet."
        app.lobby.tables[0]["started"] = True             # (as if it played on, a bot in her seat: PLAYTEST277 N8)
        assert await quit_note(pilot, app) == "A bot plays your seat until you connect again (with your rejoin code)."
        app.remote = object()                             # (at a table, whose match is over: the lobby's list is
        assert await quit_note(pilot, app) is None        # old there, REVIEW273 R1 read "not started yet")
        app.remote = None
    await ben.leave()
    serving.cancel()


async def test_a_group_quitting_at_a_table_not_started_is_told_in_the_plural() -> None:
    """REVIEW274 R3: two at one terminal read "Eure Plätze" when they joined, but "Dein Tisch" when they made it."""
    _, ben, app, serving = await anna_and_bens_table(free=2, lang="de")
    async with app.run_test(size=(80, 24)) as pilot:
        await at_bens_table(pilot, app)
        app.lobby.group = ["Anna", "Cleo"]                # (two at this terminal, as the host agreed)
        assert await quit_note(pilot, app) == "Eure Plätze an Tisch #1 werden frei: der Tisch hat noch nicht begonnen."
        app.lobby.tables[0]["creator"] = "Anna"           # (as if they had made it)
        assert await quit_note(pilot, app) == "Euer Tisch #1 wird aufgelöst: er hat noch nicht begonnen."
    await ben.leave()
    serving.cancel()
