"""Ending a match over SSH as the lobby shows it (``net/lobby_lines.py``, ``net/lobby_screen.py``): who would end a
match, "you" among them; leaving a match for good that the others would end; the leave question as things change;
and what a terminal is told of its seat as the server stops at the last sheet, or of its table still gathering."""

from __future__ import annotations

import asyncio

import pytest
from net_helpers import Raw, in_lobby, join, screen_text, seat_app, until
from test_end_here import at_the_sheet
from test_lobby import a_hub
from textual.pilot import Pilot

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.net.seat_screens import RemoteHandEnd
from maumau_tui.table import Table
from maumau_tui.tui.screens.dialogs import ConfirmScreen


async def anna_ben_and_cleo() -> tuple[Table, TableHost, Raw, Raw, SeatApp, asyncio.Task[None]]:
    """Table #1 of the lobby at its first hand's end: Ben and Cleo connected, Anna's seat app (not run yet)."""
    table, host, hub = at_the_sheet(listed=True)
    ben, cleo = await join(hub, "Ben"), await join(hub, "Cleo")
    app, serving = seat_app(hub, "Anna")
    return table, host, ben, cleo, app, serving


async def anna_to_the_lobby(app: SeatApp, pilot: Pilot[None], host: TableHost) -> None:
    """Anna from the hand's sheet to the lobby (q, y): a bot plays her seat meanwhile."""
    await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
    app.clock.advance(5.0)
    await pilot.press("q")
    await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the leave question")
    await pilot.press("y")
    await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and 0 in host.stand_ins, "the lobby")


async def the_others_would_end(app: SeatApp, pilot: Pilot[None], host: TableHost, ben: Raw, cleo: Raw) -> None:
    """Anna in the lobby (``anna_to_the_lobby``), and Ben and Cleo would end the match, as her lobby shows."""
    await anna_to_the_lobby(app, pilot, host)
    for raw in (ben, cleo):
        await raw.send({"type": "end"})
    await until(pilot, lambda: "· want to end the match: Ben, Cleo" in " ".join(screen_text(app).split()),
                "the wishes in the lobby")


async def test_in_the_lobby_a_person_sees_who_would_end_the_match_and_that_leaving_ends_it() -> None:
    """(PLAYTEST133 F3, the lobby's half.)  Anna in the lobby (a bot plays her seat meanwhile) was not told that the
    others would end her match, and leaving it for good she was told a bot plays her seat to its end, though the
    match ended with that."""
    table, host, ben, cleo, app, serving = await anna_ben_and_cleo()
    words = lambda: " ".join(screen_text(app).split())  # noqa: E731
    async with app.run_test(size=(120, 30)) as pilot:
        await the_others_would_end(app, pilot, host, ben, cleo)
        assert not table.match_over                  # (Anna is asked too)
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
        question = lambda: " ".join(words().replace("█", " ").split())   # noqa: E731   # (its frame without its sides)
        assert ("Leave the match at table #1 for good? Everyone else (Ben, Cleo) wants to end it here, so if you leave, "
                "the match ends.") in question()
        await ben.send({"type": "next"})          # Ben would play on after all: leaving ends nothing (PLAYTEST138)
        await until(pilot, lambda: "Leave the match at table #1 for good? A bot plays your seat to its end"
                    in question(), "the question as things stand")
        await ben.send({"type": "end"})
        await until(pilot, lambda: "Everyone else (Ben, Cleo) wants to end it here, so if you leave, the match ends."
                    in question(), "the question again")
        await pilot.press("y")
        await until(pilot, lambda: table.match_over, "the match's end")
        await until(pilot, lambda: "You left the match at table #1, and so it is over: the others wanted to end "
                                   "it there." in words(), "what leaving did")
        assert "a bot plays your seat to its end" not in words()
    for raw in (ben, cleo):
        await raw.leave()
    serving.cancel()


async def test_the_leave_question_answered_no_is_asked_no_more_as_the_table_changes() -> None:
    """(PLAYTEST140 F1, high: Anna answered no, then Ben played on after all, and the change re-worded the closed
    question: the seat's app stopped with an error and her connection closed.)"""
    table, host, ben, cleo, app, serving = await anna_ben_and_cleo()
    words = lambda: " ".join(screen_text(app).split())  # noqa: E731
    async with app.run_test(size=(120, 30)) as pilot:
        await the_others_would_end(app, pilot, host, ben, cleo)
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
        await pilot.press("escape")                     # no
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby again")
        await ben.send({"type": "next"})                # Ben plays on after all: the lobby's list changes
        await until(pilot, lambda: "· want to end the match: Cleo" in words(), "the change in the lobby")
        assert app.is_running and isinstance(app.screen, LobbyScreen) and not table.match_over
        await pilot.press("l")                          # asked again: as things stand now
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question again")
        question = " ".join(words().replace("█", " ").split())      # (its frame without its sides)
        assert "Leave the match at table #1 for good? A bot plays your seat to its end" in question, question
        await pilot.press("escape")
    for raw in (ben, cleo):
        await raw.leave()
    serving.cancel()


def test_the_lobby_says_you_of_this_terminals_people_among_those_who_would_end_a_match() -> None:
    """(PLAYTEST138 F4: Anna read "would end the match here: Anna" of herself; F5: the German leave question said
    "Alle anderen sind ... (Ben)" of one other.)"""
    from maumau_tui.net.lobby_lines import table_line
    from maumau_tui.net.words import word

    listing = {"number": 1, "ruleset": "standard", "seats": ["Anna", "Ben", "Cleo"], "levels": ["", "", ""],
               "started": True, "ending": ["Ben", "Anna"]}
    assert table_line(listing, "en", {"anna"}).endswith(" · want to end the match: you, Ben")
    assert table_line(listing, "de", {"anna"}).endswith(" · für ein Ende hier: du, Ben")
    assert table_line(listing, "de", {"anna", "ben"}).endswith(" · für ein Ende hier: ihr")
    assert table_line(listing, "de", {"anna", "cleo"}).endswith(" · für ein Ende hier: Ben, Anna")   # (one of a
    #                                                                                   group: REVIEW142 R2)
    assert table_line(listing, "en", {"cleo"}).endswith(" · want to end the match: Ben, Anna")
    assert table_line(listing, "en").endswith(" · want to end the match: Ben, Anna")
    listing["parked"] = ["Anna", "Ben", "Cleo"]          # everybody away from it: said beside whom it waits for
    assert table_line(listing, "en", {"cleo"}).endswith(      # (PLAYTEST140 F4: the wishes were not said)
        " · between hands, waits for Anna, Ben, Cleo · want to end the match: Ben, Anna"), table_line(listing, "en")
    assert word("de", "leave_match_question_ends", number=1, names="Ben") == (
        "Die Partie an Tisch #1 für immer verlassen? Sonst will niemand weiterspielen (Ben: für ein Ende hier): sie "
        "endet damit.")


def test_a_leave_question_answered_after_its_match_left_the_list_leaves_nothing() -> None:
    """(REVIEW142 R13: the help over the question kept it open as its match ended; "y" then sent a leave and said
    "nobody else plays it".)"""
    sent: list[dict[str, object]] = []
    lobby = LobbyScreen("Anna", "en", sent.append, lambda: None)
    lobby.tables = [{"number": 2, "ruleset": "standard", "seats": ["Cleo", "Dora"], "levels": ["", ""], "started": True}]
    lobby.leave_match(1)
    assert sent == [] and lobby.notice == ""
    lobby.tables[0]["over"] = True                     # (listed, but over: PLAYTEST143)
    lobby.leave_match(2)
    assert sent == [] and lobby.notice == ""


async def test_at_the_last_sheet_of_a_match_the_servers_stop_promises_no_seat() -> None:
    """(PLAYTEST143 F1: Anna, back at her table from the lobby, ended the match there; at the server's stop she was told
    "Your seat stays yours: connect again ... rejoin code": the lobby's list of when she was last there said her
    table was in play.  The restart had no table for her.)"""
    table, host, ben, cleo, app, serving = await anna_ben_and_cleo()
    async with app.run_test(size=(120, 30)) as pilot:
        await anna_to_the_lobby(app, pilot, host)
        await pilot.press("enter")                      # back to the table
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the sheet again")
        app.clock.advance(5.0)
        for raw in (ben, cleo):
            await raw.send({"type": "end"})
        await pilot.press("e")
        await until(pilot, lambda: "The match is over" in " ".join(screen_text(app).split()), "the last sheet")
        app.ended_by_server("stopped")                  # the server stops (SIGUSR1)
    assert app.farewell == "", app.farewell
    for raw in (ben, cleo):
        await raw.leave()
    serving.cancel()


@pytest.mark.parametrize(("lang", "said", "said_to_a_group"), [
    ("en", "The server is stopping: table #1, where you have a seat, has not started yet and closes with it.",
     "The server is stopping: table #1, where you have seats, has not started yet and closes with it."),
    ("de", "Der Server wird beendet: Tisch #1, an dem du sitzt, hat noch nicht begonnen und wird mit ihm aufgelöst.",
     "Der Server wird beendet: Tisch #1, an dem ihr sitzt, hat noch nicht begonnen und wird mit ihm aufgelöst.")])
async def test_the_servers_stop_tells_a_table_still_gathering_that_it_goes(lang: str, said: str,
                                                                           said_to_a_group: str) -> None:
    """PLAYTEST244 N6: at a table not started yet, the stop said only "The server is stopping."; that the table went
    with it came at the next login.  To a group's terminal in its words (PLAYTEST281 N4: "an dem du sitzt")."""
    hub = a_hub()
    ben = await in_lobby(hub, "Ben")
    await ben.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None, "medium"]})
    assert await farewell_at_the_stop(hub, lang, seated=False) == ""   # not seated yet: nothing of a table to say
    assert await farewell_at_the_stop(hub, lang) == said
    assert await farewell_at_the_stop(hub, lang, group=["Anna", "Cleo"]) == said_to_a_group
    await ben.leave()


async def farewell_at_the_stop(hub: Hub, lang: str, seated: bool = True, group: list[str] | None = None) -> str:
    """What Anna's terminal says as the server stops, in the lobby (``seated``: at Ben's table; ``group``: the
    people at her terminal, as the host agreed)."""
    app, serving = seat_app(hub, "Anna", lang=lang)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: bool(app.lobby.tables), "Ben's table listed")
        if seated:
            app.send({"type": "join", "table": 1})
            await until(pilot, lambda: app.lobby.own_table() is not None, "Anna at Ben's table")
        if group is not None:
            app.lobby.group = group
        app.ended_by_server("stopped")
    serving.cancel()
    return app.farewell
