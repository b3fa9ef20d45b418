"""A table nobody plays at any more ends: once every person's seat is a bot's (away past the grace, back in the
lobby) and nobody sits at it, it waits an hour on the table's clock for somebody to come back, then its match
ends as if everybody had left it for good: gone from the lobby, the names free, saved as it stands (and not
resumed at the next start).  So does such a table resumed after a restart."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.lobby_lines import table_line
from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.tui.screens.dialogs import ConfirmScreen
from maumau_tui.net.saving import TableSaves
from maumau_tui.net.server import seat_tables
from maumau_tui.net.unattended import UNATTENDED
from maumau_tui.notation import format_move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from net_helpers import join, seat_app, until
from test_away import seated
from test_lobby_return import table_in_play
from test_remote_burst import notes_of

GRACE = 120.0


def a_table(options: dict[str, bool | int] | None = None) -> tuple[Hub, TableHost, ManualClock, list[TableHost]]:
    table = Table.from_names("standard", [("Anna", None), ("Ben", None), ("Robo", "medium")], seed=5, options=options)
    table.deal()
    clock = ManualClock()
    host = TableHost(Referee(table, clock, bot_delay=1.0), grace=GRACE)
    hub = Hub()
    hub.lobby.add_hosted(host, "standard", [("Anna", None), ("Ben", None), ("Robo", "medium")])
    hub.place("Anna", host, 0)
    hub.place("Ben", host, 1)
    abandoned: list[TableHost] = []
    hub.on_abandon = abandoned.append
    return hub, host, clock, abandoned


async def test_a_table_everybody_went_from_ends_after_an_hour_without_them() -> None:
    hub, host, clock, abandoned = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    await anna.leave()                                  # a laptop closed ...
    await ben.send({"type": "bye", "reason": "leaving"})   # ... and a player who quit
    await ben.leave()
    clock.advance(GRACE)                                # Anna's grace is over: bots play both seats
    assert host.stand_ins == {0, 1} and hub.lobby.tables
    clock.advance(UNATTENDED - 1)
    assert hub.lobby.tables and not abandoned and hub.where("Anna") is not None
    clock.advance(1)
    assert not hub.lobby.tables and abandoned == [host] and host.closing
    assert hub.where("Anna") is None and hub.where("Ben") is None   # free for another table
    assert host.table.left == {0, 1}                    # (the save keeps it: not resumed at the next start)
    for name in ("Anna", "ben"):                        # each is told when they come back (once)
        back = await join(hub, name)
        assert (await back.until("news"))["texts"]["en"] == "Table #1 has ended: nobody played at it for an hour"
        await back.leave()
    again = await join(hub, "Anna")
    assert "news" not in await again.kinds_heard()      # said once


async def test_somebody_back_within_the_hour_keeps_the_table() -> None:
    hub, host, clock, abandoned = a_table()
    anna = await seated(hub, "Anna")
    ben = await seated(hub, "Ben")
    await anna.leave()
    await ben.leave()
    clock.advance(GRACE)
    assert host.stand_ins == {0, 1}
    clock.advance(UNATTENDED / 2)
    ben = await join(hub, "Ben", code=ben.code)         # Ben is back at his seat
    await ben.until("log")
    assert host.stand_ins == {0}                        # (Anna is still away)
    clock.advance(UNATTENDED)
    assert hub.lobby.tables and not abandoned and not host.closing
    await ben.leave()                                   # gone again: the hour starts anew
    clock.advance(GRACE)
    clock.advance(UNATTENDED - 1)
    assert hub.lobby.tables and not abandoned
    clock.advance(1)
    assert not hub.lobby.tables and abandoned == [host]


def restarted(folder: Path) -> tuple[TableSaves, Hub, list[TableHost], list[ManualClock]]:
    """The server started again on ``folder``: every unfinished table resumed and seated, each on a clock of its own."""
    saves, clocks = TableSaves(folder), []

    def host_of(table: Table) -> TableHost:
        clocks.append(ManualClock())
        return TableHost(Referee(table, clocks[-1], bot_delay=1.0), grace=GRACE)

    resumed = saves.resume(host_of)
    hub = Hub()
    seat_tables(hub, resumed, saves, resumed)
    return saves, hub, resumed, clocks


@pytest.mark.parametrize("gone_before", [[0, 1], [0]], ids=["both", "one"])
async def test_a_table_nobody_came_back_to_after_a_restart_ends_and_stays_ended(tmp_path: Path,
                                                                                gone_before: list[int]) -> None:
    # bots played Anna's seat (and Ben's, or Ben was still connected) when the server stopped
    table = Table.from_names("standard", [("Anna", None), ("Ben", None), ("Robo", "medium")], seed=3)
    table.deal()
    saves = TableSaves(tmp_path)
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0), grace=GRACE)
    saves.keep(host)
    for seat in gone_before:
        host.give_to_bot(seat)
    saves.close()
    saves, hub, (resumed,), (clock,) = restarted(tmp_path)
    assert hub.lobby.tables[1].seats[:2] == [("Anna", None), ("Ben", None)]   # people's seats, bots for now
    if 1 not in gone_before:
        clock.advance(GRACE)                             # Ben, connected at the stop, has his grace first
    assert resumed.stand_ins == {0, 1}
    clock.advance(UNATTENDED - 1)
    assert hub.lobby.tables and not resumed.closing
    clock.advance(1)
    assert not hub.lobby.tables and resumed.closing and resumed.table.left == {0, 1}
    saves.close()
    saves, hub, again, _clocks = restarted(tmp_path)
    assert not again and not hub.lobby.tables            # ended: not resumed at the next start
    saves.close()


async def test_a_person_waiting_in_the_lobby_is_told_when_the_table_ends() -> None:
    hub, host, clock, abandoned = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    await anna.send({"type": "leave"})                  # q at the table: to the lobby, a bot plays her seat
    await anna.until("lobby")
    await ben.leave()
    clock.advance(GRACE)
    clock.advance(UNATTENDED)
    assert abandoned == [host]
    assert (await anna.until("news"))["texts"]["en"] == "Table #1 has ended: nobody played at it for an hour"


async def test_a_person_watching_another_table_is_told_back_in_the_lobby() -> None:
    hub, host, clock, abandoned = a_table()
    other = Table.from_names("standard", [("Cleo", None), ("Robo", "easy")], seed=6)
    other.deal()
    hub.lobby.add_hosted(TableHost(Referee(other, clock, bot_delay=1.0)), "standard", [("Cleo", None), ("Robo", "easy")])
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    await anna.send({"type": "leave"})                  # to the lobby, then to watch table #2
    await anna.until("lobby")
    await anna.send({"type": "watch", "table": 2})
    await anna.until("seated")
    await ben.leave()
    clock.advance(GRACE)
    clock.advance(UNATTENDED)
    assert abandoned == [host]
    kinds = await anna.kinds_heard()          # nothing said to her while she watches
    assert "news" not in kinds and "refused" not in kinds, kinds
    await anna.send({"type": "leave"})                  # back in the lobby: now she hears it
    kinds = [(message := await anna.receive())["type"]]
    while kinds[-1] != "news":
        kinds.append((message := await anna.receive())["type"])
    assert "lobby" in kinds and message["texts"]["en"] == "Table #1 has ended: nobody played at it for an hour"


async def test_a_name_typed_into_another_terminals_group_takes_nobodys_news() -> None:
    hub, host, clock, abandoned = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    await anna.leave()
    await ben.leave()
    clock.advance(GRACE)
    clock.advance(UNATTENDED)
    zoe = await join(hub, "Zoe")
    await zoe.until("lobby")
    await zoe.send({"type": "group", "names": ["Ben"]})   # Zoe says Ben sits with her (he never did)
    await zoe.until("group")
    hub.tell_lobby()
    kinds = await zoe.kinds_heard()
    assert "news" not in kinds and set(hub.news.kept) == {"anna", "ben"}   # Ben is told himself


async def test_the_news_is_said_even_under_the_group_question() -> None:
    app, serving = seat_app(Hub())
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.link is not None, "the lobby")
        await pilot.press("g")                          # "who else plays here?" is open
        await until(pilot, lambda: app.lobby.asking is not None, "the group question")
        told = notes_of(app)
        app.heard({"type": "news", "texts": {"en": "Table #1 has ended: nobody played at it for an hour"}})
        notice = app.lobby.query_one("#lobby-notice", Static)
        assert str(notice.render()) == "Table #1 has ended: nobody played at it for an hour."
        assert told == ["Table #1 has ended: nobody played at it for an hour."]   # over the question
        await pilot.press(*"Ben", "enter")              # the question answered (review 70: that cleared the line)
        await until(pilot, lambda: app.lobby.asking is None and app.screen is app.lobby, "Ben sits here too")
        assert str(notice.render()) == "Table #1 has ended: nobody played at it for an hour."
        await pilot.press("down")                       # the next key in the lobby: read
        assert str(notice.render()) == ""
    serving.cancel()


async def ended_with_a_group(user: str) -> Hub:
    """Anna's and Ben's seats set up as one group, played from ``user``'s terminal, which went; the hour has passed."""
    hub, host, clock, abandoned = a_table()
    host.claims.group([0, 1])
    terminal = await seated(hub, user)
    await terminal.leave()
    clock.advance(GRACE)
    clock.advance(UNATTENDED)
    assert abandoned == [host]
    return hub


async def test_only_the_terminals_own_user_is_told_not_a_name_typed_into_its_group() -> None:
    """(Review 70: Ben, typed into Anna's group, kept news that any later login named Ben was told.)"""
    hub = await ended_with_a_group("Anna")              # Anna's terminal played Ben's seat too
    assert set(hub.news.kept) == {"anna"}
    ben = await join(hub, "Ben")
    kinds = await ben.kinds_heard()
    assert "news" not in kinds, kinds


async def test_the_user_whose_terminal_played_a_group_is_told_whoever_was_named_first() -> None:
    """(Review 72: a group set up as Anna, Ben, which Ben's terminal played: Anna's name kept the news, not Ben's.)"""
    hub = await ended_with_a_group("Ben")
    assert set(hub.news.kept) == {"ben"}
    back = await join(hub, "Ben")
    assert (await back.until("news"))["texts"]["en"] == "Table #1 has ended: nobody played at it for an hour"


async def leave_for_good_asked(pilot: Pilot[None], app: SeatApp) -> None:
    """From the table to the lobby (q, y), then l: "leave the match at table #1 for good?"."""
    await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
    await pilot.press("q")
    await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "back to the lobby?")
    await pilot.press("y")
    await until(pilot, lambda: app.screen is app.lobby and bool(app.lobby.tables), "the lobby")
    await pilot.press("l")
    await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "leave for good?")


async def test_news_heard_while_leaving_a_match_is_asked_stays_in_view() -> None:
    """(Review 72: answering "leave the match for good?" cleared news that came meanwhile.)"""
    hub = table_in_play()
    app, serving = seat_app(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await leave_for_good_asked(pilot, app)
        app.heard({"type": "news", "texts": {"en": "Table #2 has ended: nobody played at it for an hour"}})
        await pilot.press("y")
        await until(pilot, lambda: app.screen is app.lobby, "the lobby again")
        notice = str(app.lobby.query_one("#lobby-notice", Static).render())
        assert notice.startswith("Table #2 has ended: nobody played at it for an hour.\n") and "#1" in notice, notice
    serving.cancel()


async def test_the_lobby_says_whom_a_table_stopped_at_its_hands_end_waits_for() -> None:
    """PLAYTEST106 F6: bots played the hand out for Anna and Ben, both away, and the table stood at the hand's end
    (the next hand is dealt when a person asks for it), while the lobby said "playing"."""
    hub, host, clock, _ = a_table({"play_to": 500})     # (a match over several hands)
    table = host.table
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    await anna.leave()
    await ben.leave()
    clock.advance(GRACE)
    cleo = await join(hub, "Cleo")
    listed = (await cleo.until("lobby"))["tables"][0]
    assert not table.hand_over and listed["parked"] == [] and " · playing · " in table_line(listed, "en")
    for _ in range(500):                                # the bots play the hand out
        if table.hand_over:
            break
        clock.advance(1.0)
        host.referee.poll()
    assert table.hand_over and not table.match_over
    listed = (await cleo.until("lobby"))["tables"][0]
    while not listed["parked"]:                         # (the lists sent while the bots played)
        listed = (await cleo.until("lobby"))["tables"][0]
    assert " · between hands, waits for Anna, Ben · " in table_line(listed, "en"), table_line(listed, "en")
    assert " · zwischen zwei Spielen, wartet auf Anna, Ben · " in table_line(listed, "de")
    anna = await join(hub, "Anna", code=anna.code)      # back: the sheet asks her for the next deal
    await anna.until("hand_end")
    listed = (await cleo.until("lobby"))["tables"][0]
    assert listed["parked"] == [] and " · playing · " in table_line(listed, "en")
    for raw in (anna, cleo):
        await raw.leave()


async def test_people_in_the_lobby_as_their_match_ends_are_told_how_it_ended() -> None:
    """PLAYTEST120 F5: bots played a match to its end while its people were in the lobby; the table left the list
    without a word, and Anna, who won, never learned it.  Who sat at the table as it ended saw the sheet: not told."""
    hub, host, clock, abandoned = a_table({"play_to": 1})   # (the first hand's points end the match)
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    await anna.send({"type": "leave"})                  # q at the table: to the lobby, a bot plays her seat
    await anna.until("lobby")
    for _ in range(2000):                               # Ben plays on; a bot plays Anna's seat
        if host.table.match_over:
            break
        if host.table.hand_over:
            await ben.send({"type": "next"})
            await ben.send({"type": "ping", "n": 1})
            await ben.until("pong")
        elif host.table.actor == 1:
            await ben.send({"type": "submit", "move": format_move(host.table.view_of(1).legal[0], host.table.names)})
            await ben.send({"type": "ping", "n": 1})
            await ben.until("pong")
        else:
            clock.advance(1.0)
            host.referee.poll()
    assert host.table.match_over and hub.lobby.tables   # Ben is at the sheet: the table stays listed
    await ben.send({"type": "leave"})                   # now he goes too: the table leaves the list
    await ben.send({"type": "ping", "n": 2})
    heard = []
    while (message := await ben.receive())["type"] != "pong":
        heard.append(message["type"])
    assert not hub.lobby.tables and "news" not in heard   # he saw the sheet
    told = (await anna.until("news"))["texts"]["en"]
    assert told.startswith("Table #1: The match is over.") and "Best:" in told, told


async def test_leave_for_good_asked_about_a_match_that_ends_meanwhile_closes() -> None:
    """PLAYTEST120: "leave the match at table #1 for good?" stayed open over a list whose table #1 had gone (its
    match ended meanwhile), and its y was then refused with "you have no seat at a table"."""
    hub = table_in_play()
    app, serving = seat_app(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await leave_for_good_asked(pilot, app)
        app.heard({"type": "lobby", "tables": [], "rulesets": ["standard"]})     # table #1 is gone from the list
        await until(pilot, lambda: app.screen is app.lobby, "the question closed")
    serving.cancel()
