"""Comings and goings in the lobby (Pilot).  Going from a table back to the lobby and to the table again, several
times, leaves nothing behind: a refusal in the lobby is said once, on the lobby's line (not once more per visit as
a notification from a table left).  A table just made is the one the cursor is on; `c` while seated says so at
once; a terminal too small says that the table goes on meanwhile."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.widgets import Static

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.lobby import Lobby
from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.seat import last_words
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.net.words import word
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.screens.dialogs import ConfirmScreen, QuitScreen
from maumau_tui.tui.screens.too_small import TooSmallScreen
from net_helpers import join, screen_text, seat_app, until
from test_remote_burst import notes_of


def table_in_play() -> Hub:
    """Table #1 in play: Anna and Ben at it."""
    table = Table.from_names("standard", [("Anna", None), ("Ben", None)], seed=2)
    table.deal()
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0))
    hub = Hub()
    hub.lobby.add_hosted(host, "standard", [("Anna", None), ("Ben", None)])
    hub.place("Anna", host, 0)
    hub.place("Ben", host, 1)
    return hub


async def test_back_and_forth_between_table_and_lobby_leaves_no_listener_behind() -> None:
    hub = table_in_play()
    ben = await join(hub, "Ben")
    app, serving = seat_app(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
        link = app.link
        assert link is not None
        listening = len(link.listeners)
        for visit in range(3):
            await pilot.pause()
            await pilot.press("q")
            await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
            await pilot.press("y")
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and bool(app.lobby.tables), "the lobby")
            assert len(link.listeners) == listening - 1, visit     # the table's window on the link is gone
            await pilot.pause()
            await pilot.press("enter")                              # back to her seat
            await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table again")
        await pilot.resize_terminal(50, 16)                         # too small: the table does not wait here
        await until(pilot, lambda: isinstance(app.screen, TooSmallScreen), "the too-small notice")
        shown = " ".join(screen_text(app).replace("\xa0", " ").split())
        assert "The table goes on meanwhile: it waits for you on your turn, but not for an answer against the clock" in shown
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table again")
        await pilot.pause()
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby")
        await pilot.press("q")                                      # the question to quit, in the lobby
        await until(pilot, lambda: isinstance(app.screen, QuitScreen), "the quit question")
        await pilot.resize_terminal(50, 16)                         # no table to speak of here
        await until(pilot, lambda: isinstance(app.screen, TooSmallScreen), "the too-small notice")
        shown = " ".join(screen_text(app).replace("\xa0", " ").split())
        assert "Make the window larger; Ctrl+C: quit." in shown and "table" not in shown, shown
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: isinstance(app.screen, QuitScreen), "the question again")
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby again")
        await pilot.resize_terminal(40, 12)                         # the lobby itself (PLAYTEST106 F4: cut, no word)
        await until(pilot, lambda: isinstance(app.screen, TooSmallScreen), "the too-small notice over the lobby")
        assert "Make the window larger; Ctrl+C: quit." in " ".join(screen_text(app).replace("\xa0", " ").split())
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby again")
        told = notes_of(app)
        await pilot.press("s")                                      # not her table to start: said once, here
        line = app.lobby.query_one("#lobby-notice", Static)
        await until(pilot, lambda: "Only the player who created a table can start it." in str(line.render()), "the reason")
        for _ in range(5):
            await pilot.pause()
        assert told == []
    await ben.leave()
    serving.cancel()


async def test_a_refusal_about_a_table_goes_when_that_table_changes() -> None:
    """PLAYTEST117 F1: "not started yet" stood under the table's row after the row said "playing"."""
    hub = Hub(Lobby(make_referee=lambda table, delay: Referee(table, ManualClock(), delay)))
    carla = await join(hub, "Carla")
    await carla.until("lobby")
    await carla.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None, "medium"]})
    await carla.until("lobby")
    ben = await join(hub, "Ben")
    await ben.until("lobby")
    await ben.send({"type": "join", "table": 1})
    app, serving = seat_app(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and bool(app.lobby.tables), "the lobby")
        await until(pilot, lambda: "Ben" in app.lobby.tables[0]["seats"], "Ben at the table")
        notice = app.lobby.query_one("#lobby-notice", Static)
        await pilot.press("w")
        said = "That table has not started yet: join it, or wait."
        await until(pilot, lambda: said in str(notice.render()), "the refusal")
        await pilot.press("c")                                  # a form, left: the line stays as it is
        await until(pilot, lambda: not isinstance(app.screen, LobbyScreen), "the form")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby again")
        assert said in str(notice.render())
        await carla.send({"type": "start"})
        await until(pilot, lambda: app.lobby.tables[0]["started"], "the table in play")
        await pilot.pause()
        assert str(notice.render()).strip() == ""
    await carla.leave()
    await ben.leave()
    serving.cancel()


async def test_a_refusal_of_s_or_l_goes_when_the_table_it_was_about_changes() -> None:
    """PLAYTEST192 F2: "only the player who created a table can start it" (s at a table of another's) stood in the lobby
    after a whole hand there; "you have no seat at a table" (l with none) after a table was made."""
    hub = Hub(Lobby(make_referee=lambda table, delay: Referee(table, ManualClock(), delay)))
    carla = await join(hub, "Carla")
    await carla.until("lobby")
    app, serving = seat_app(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby")
        notice = app.lobby.query_one("#lobby-notice", Static)
        await pilot.pause()
        await pilot.press("l")
        said = "You have no seat at a table."
        await until(pilot, lambda: said in str(notice.render()), "the refusal of l")
        await carla.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None, "medium"]})
        await until(pilot, lambda: len(app.lobby.tables) == 1, "Carla's table")
        await pilot.pause()
        assert str(notice.render()).strip() == ""
        await pilot.press("enter")                              # Anna joins it
        await until(pilot, lambda: "Anna" in app.lobby.tables[0]["seats"], "Anna at the table")
        await pilot.press("s")
        said = "Only the player who created a table can start it."
        await until(pilot, lambda: said in str(notice.render()), "the refusal of s")
        await carla.send({"type": "start"})
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table in play")
        await pilot.pause()
        await pilot.press("q")                                  # back to the lobby, the match going on
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and bool(app.lobby.tables)
                    and bool(app.lobby.tables[0]["started"]), "the lobby again")
        await pilot.pause()
        assert str(notice.render()).strip() == ""
    await carla.leave()
    serving.cancel()


async def test_the_cursor_goes_to_the_table_just_made() -> None:
    hub = Hub(Lobby(make_referee=lambda table, delay: Referee(table, ManualClock(), delay)))
    carla = await join(hub, "Carla")
    await carla.until("lobby")
    await carla.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None]})
    await carla.until("lobby")
    app, serving = seat_app(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and len(app.lobby.tables) == 1, "the lobby")
        await pilot.pause()
        await pilot.press("c")
        await until(pilot, lambda: not isinstance(app.screen, LobbyScreen), "the form")
        await pilot.press("enter")                                  # standard: Anna and a free seat
        await until(pilot, lambda: len(app.lobby.tables) == 2, "her table listed")
        assert app.lobby.chosen == 1 and app.lobby.current() == app.lobby.tables[1]
        assert app.lobby.tables[1]["seats"][0] == "Anna"
        await pilot.press("c")                                      # seated already: said at once, no form
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        assert "You already sit at a table: leave it first." in str(app.lobby.query_one("#lobby-notice").render())
    await carla.leave()
    serving.cancel()


async def test_in_the_lobby_a_seat_in_a_match_says_what_holds_it_and_l_leaves_that_match_for_good() -> None:
    """`c` says where the seat is, that a bot plays it, how to take it back and how to be free of it: `l` leaves that
    match for good, once asked (its people were bound to a match without end, or to a table stopped at a hand's
    end with nobody at it, for as long as the server ran)."""
    hub = table_in_play()
    ben = await join(hub, "Ben")
    app, serving = seat_app(hub)
    said = ("Your seat at table #1 is in a match being played (a bot plays it while you are away): Enter on #1 "
            "takes it back, l leaves that match for good (then you are free for another table)")
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
        await pilot.pause()
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and bool(app.lobby.tables), "the lobby")
        notice = app.lobby.query_one("#lobby-notice", Static)
        await pilot.press("down", "c")                              # (a key clears the line before)
        await until(pilot, lambda: said in " ".join(str(notice.render()).split()), "the reason for c")
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question before leaving for good")
        assert "Leave the match at table #1 for good?" in " ".join(screen_text(app).split())
        await pilot.press("escape")                                 # no: nothing changes
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby again")
        gathering = hub.lobby.tables[1]
        assert gathering.seat_of("Anna") == 0 and 0 in gathering.host.stand_ins      # hers to take back
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question again")
        await pilot.press("y")
        await until(pilot, lambda: gathering.seat_of("Anna") is None, "Anna's seat given to a bot for good")
        assert "You left the match at table #1: a bot plays your seat to its end." in \
            " ".join(str(notice.render()).split())
        host = gathering.host
        assert host.table.is_bot(0) and 0 not in host.stand_ins and 0 not in host.claims.owners
        assert hub.lobby.table_of("Anna") is None and 1 in hub.lobby.tables   # free; Ben still plays there
        await pilot.press("c")                                      # free for another table: the form opens
        await until(pilot, lambda: not isinstance(app.screen, LobbyScreen), "the new-table form")
    await ben.leave()
    serving.cancel()


async def test_ctrl_c_at_a_table_over_ssh_says_a_bot_plays_the_seat_until_the_player_comes_back() -> None:
    hub = table_in_play()
    ben = await join(hub, "Ben")
    app, serving = seat_app(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
        await pilot.pause()
        await pilot.press("ctrl+c")
        await until(pilot, lambda: isinstance(app.screen, QuitScreen), "the quit question")
        text = " ".join(screen_text(app).split())
        assert "End the connection to the server?" in text
        assert "A bot plays your seat until you connect again" in text and "rejoin code)." in text   # (wrapped)
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table again")
        assert app.farewell == ""
        code = app.link.code if app.link is not None else None
        await pilot.press("ctrl+c")
        await until(pilot, lambda: isinstance(app.screen, QuitScreen), "the quit question again")
        await pilot.press("y")
        await until(pilot, lambda: app.leaving and app.farewell != "", "the line said after the app")
    assert code and app.farewell == (f"A bot plays your seat. Connect again as {app.user} and enter your rejoin "
                                     f"code {code} to take it back.")
    await ben.leave()
    serving.cancel()


async def test_ctrl_q_at_a_table_over_ssh_is_a_chosen_quit_not_a_dropped_connection() -> None:
    """Playtest 33: ctrl+q ("quits at once") ended the session like a pulled cable, so the others waited two minutes
    for a player who had gone on purpose, and nothing told her how to come back."""
    hub = table_in_play()
    ben = await join(hub, "Ben")
    app, serving = seat_app(hub)
    host = hub.lobby.tables[1].host
    assert host is not None
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
        code = app.link.code if app.link is not None else None
        await pilot.press("ctrl+q")
        await until(pilot, lambda: app.leaving or app.return_code is not None, "the app ending")
    assert code and app.farewell == (f"A bot plays your seat. Connect again as {app.user} and enter your rejoin "
                                     f"code {code} to take it back.")
    assert (await ben.until("stand_in")) == {"type": "stand_in", "seat": 0, "name": "Anna"}   # at once, no grace
    assert host.table.is_bot(0) and not host.referee.paused
    await ben.leave()
    serving.cancel()


async def test_the_server_ending_the_session_says_how_to_take_the_seat_back() -> None:
    """PLAYTEST93 F2: the server stopping (SIGTERM to the seat's app) said only "The server is stopping."; the resumed
    table asks for the rejoin code, which stood on the screen that went."""
    hub = table_in_play()
    ben = await join(hub, "Ben")
    app, serving = seat_app(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
        code = app.link.code if app.link is not None else None
        app.ended_by_server()                                        # (what the seat process's SIGTERM handler calls)
        await until(pilot, lambda: not app.is_running, "the app ending")
    assert code and app.farewell == f"Your seat stays yours: connect again as {app.user} and enter your rejoin code {code}."
    await ben.leave()
    serving.cancel()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_line_after_quitting_breaks_between_words_and_never_cuts_the_code(lang: str) -> None:
    farewell = word(lang, "gone_seats", name="Carla", code="g8sdxq")
    for width in (40, 60, 80, 100):
        lines = last_words(farewell, width).splitlines()
        assert all(len(line) < width for line in lines), lines
        assert " ".join(lines) == f"maumau: {farewell}" and any("g8sdxq" in line for line in lines)


def test_a_match_left_for_good_while_others_play_on_is_not_said_to_be_left_by_the_last_when_it_ends_later() -> None:
    """(Review 74: idle in the lobby, Anna was told she had left as the last person once Ben left too, later.)  Her
    line goes with the table, though: "a bot plays your seat to its end" no longer held (PLAYTEST120 F1)."""
    from maumau_tui.net.lobby import STAND_IN_LEVEL

    screen = LobbyScreen("Anna", "en", lambda message: None, lambda: None)
    screen.show = lambda: None   # type: ignore[method-assign]   # (no widgets: what the line says only)

    def listed(*tables: dict[str, object]) -> None:
        screen.update({"tables": list(tables), "rulesets": ["standard"]})

    def table(anna: str) -> dict[str, object]:
        return {"number": 1, "ruleset": "standard", "seats": ["Anna", "Ben", "Robo"], "levels": [anna, "", "medium"],
                "started": True, "over": False, "creator": "Anna"}

    listed(table(""))
    screen.leave_match(1)
    said = screen.notice
    listed(table(""))                               # (a list sent before the host had her leave)
    listed(table(STAND_IN_LEVEL))                   # a bot in her seat: Ben plays on
    assert screen.notice == said == "You left the match at table #1: a bot plays your seat to its end."
    listed()                                        # later Ben leaves too: the table goes, and her line with it
    assert screen.notice == ""
    alone = dict(table(""), levels=["", STAND_IN_LEVEL, "medium"])   # Ben had left it before her
    listed(alone)
    screen.leave_match(1)
    assert screen.notice.startswith("You left the match at table #1, and nobody else plays it")


@pytest.mark.parametrize(("ended", "size"), [("quit", (100, 30)), ("stopped", (100, 30)), ("quit", (60, 20))])
async def test_in_the_lobby_while_a_bot_plays_the_seat_the_code_is_shown_and_said_at_the_end(
        ended: str, size: tuple[int, int]) -> None:
    """PLAYTEST106 F1: back in the lobby (q at the table), nothing showed the rejoin code, and quitting there, or the
    server stopping, said nothing of it; connecting again, the server asked for it all the same.  (At 60 columns the
    code's piece broke inside, wrapped after the long line before it: it has a line of its own.)"""
    hub = table_in_play()
    ben = await join(hub, "Ben")
    app, serving = seat_app(hub)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
        code = app.link.code if app.link is not None else None
        assert code
        await pilot.pause()
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
        await pilot.press("y")
        line = f"a bot plays your seat at table #1 now (Enter: back to the table) Your rejoin code: {code}"
        await until(pilot, lambda: line in " ".join(screen_text(app).replace("\xa0", " ").split()), "the code")
        rows = screen_text(app).replace("\xa0", " ").splitlines()
        assert any(f"Your rejoin code: {code}" in row for row in rows), rows     # (whole, on one row)
        if ended == "quit":
            await pilot.press("q")
            await until(pilot, lambda: isinstance(app.screen, QuitScreen), "the quit question")
            await pilot.press("y")
        else:
            app.ended_by_server()                                  # (the seat process's SIGTERM handler)
        await until(pilot, lambda: not app.is_running or app.farewell != "", "the app ending")
    said = "A bot plays your seat. Connect again as" if ended == "quit" else "Your seat stays yours: connect again as"
    assert app.farewell.startswith(said) and code in app.farewell, app.farewell
    await ben.leave()
    serving.cancel()


def test_the_line_after_quitting_fits_a_wide_name_and_a_terminal_that_is_not_utf8() -> None:
    """(PLAYTEST111 F1, F7.)"""
    farewell = word("de", "gone_seats", name="王芳", code="g8sdxq")
    lines = last_words(farewell, 60).splitlines()
    assert all(cell_len(line) < 60 for line in lines) and " ".join(lines) == f"maumau: {farewell}", lines
    assert last_words(farewell, 60, ascii_only=True).isascii()


async def test_l_asks_before_closing_a_table_others_sit_at_and_not_before_closing_one_nobody_else_does() -> None:
    """PLAYTEST114 F14: `l` beside `s` and `c` closed at once a table gathering where a friend sat already."""
    from maumau_tui.tui.screens.dialogs import ConfirmScreen

    hub = Hub(Lobby(make_referee=lambda table, delay: Referee(table, ManualClock(), delay)))
    app, serving = seat_app(hub)
    hugo = await join(hub, "Hugo")
    await hugo.until("lobby")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby")
        await pilot.press("c")
        await until(pilot, lambda: not isinstance(app.screen, LobbyScreen), "the form")
        await pilot.press("enter")                                  # standard: Anna and a free seat
        await until(pilot, lambda: len(app.lobby.tables) == 1, "her table listed")
        number = app.lobby.tables[0]["number"]
        await hugo.send({"type": "join", "table": number})
        await until(pilot, lambda: "Hugo" in app.lobby.tables[0]["seats"], "Hugo seated")
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
        asked = app.screen.question   # type: ignore[attr-defined]
        assert asked == f"Close table #{number} before it starts? Already sitting there: Hugo.", asked
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby again")
        await pilot.pause()
        assert len(app.lobby.tables) == 1
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question again")
        await pilot.press("y")
        await until(pilot, lambda: not app.lobby.tables, "the table closed")
        assert "closed table" in (await hugo.until("refused"))["reason"]
        await pilot.press("c")                                      # alone at a new table: l closes it at once
        await until(pilot, lambda: not isinstance(app.screen, LobbyScreen), "the form")
        await pilot.press("enter")
        await until(pilot, lambda: len(app.lobby.tables) == 1, "her new table listed")
        await pilot.press("l")
        await until(pilot, lambda: not app.lobby.tables, "closed without a question")
    await hugo.leave()
    serving.cancel()


def test_an_enter_meant_for_a_table_that_just_left_the_list_does_not_join_the_next() -> None:
    """PLAYTEST120 F5: "Enter: back to the table" pressed as that table's match ended (it left the list) landed on
    the next table: a refusal about a table Ben never chose, or a seat at a stranger's table."""
    sent: list[dict[str, object]] = []
    screen = LobbyScreen("Ben", "en", sent.append, lambda: None)
    screen.show = lambda: None   # type: ignore[method-assign]   # (no widgets: what is sent and said only)

    def table(number: int, seats: list[str]) -> dict[str, object]:
        return {"number": number, "ruleset": "standard", "seats": seats, "levels": ["", ""], "started": False,
                "over": False, "creator": seats[0]}

    screen.update({"tables": [table(6, ["Cleo", ""]), table(9, ["Anna", "Ben"])], "rulesets": ["standard"]})
    screen.chosen = 1                                    # on #9, his table
    screen.update({"tables": [table(6, ["Cleo", ""])], "rulesets": ["standard"]})   # its match ended: gone
    screen.action_join()
    assert sent == [] and screen.notice == "Table #9 has left the list: the cursor is on #6 now (again: that one)."
    screen.action_join()                                 # again: he means #6
    assert sent == [{"type": "join", "table": 6}]
    screen.update({"tables": [table(6, ["Cleo", "Ben"]), table(7, ["Dora", ""])], "rulesets": ["standard"]})
    screen.action_move(1)
    screen.action_watch()                                # a table that stays: asked for at once
    assert sent[-1] == {"type": "watch", "table": 7}


def test_the_cursor_taken_to_a_table_set_up_again_is_no_slip_that_enter_must_confirm() -> None:
    """PLAYTEST143 F3: after `a` on the sheet (the table set up again) the first Enter said the old table had left
    the list instead of doing what was asked on the new one, where the cursor had gone on purpose."""
    sent: list[dict[str, object]] = []
    screen = LobbyScreen("Ben", "en", sent.append, lambda: None)
    screen.show = lambda: None   # type: ignore[method-assign]

    def table(number: int, seats: list[str], over: bool) -> dict[str, object]:
        return {"number": number, "ruleset": "standard", "seats": seats, "levels": ["", ""], "started": over,
                "over": over, "creator": seats[0]}

    screen.update({"tables": [table(6, ["Cleo", ""], False), table(9, ["Ben", "Anna"], True)], "rulesets": ["standard"]})
    screen.chosen = 1                                    # on #9, his table, its match over
    screen.update({"tables": [table(6, ["Cleo", ""], False), table(10, ["Ben", ""], False)], "rulesets": ["standard"]})
    assert screen.current() is not None and screen.current()["number"] == 10   # (his table set up again)
    screen.action_watch()
    assert screen.notice == "" and sent == [{"type": "watch", "table": 10}]


def test_a_line_about_a_table_goes_when_that_table_changes_but_not_when_it_goes(monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST120 F1: "Carl closed table #21 before it started" was wiped as the list without #21 came; F3: "the
    seat at table #18 is free again" stood on while the list showed Ben in it again."""
    sent: list[dict[str, object]] = []
    screen = LobbyScreen("Hugo", "en", sent.append, lambda: None)
    screen.show = lambda: None   # type: ignore[method-assign]   # (no widgets: what the lines say only)
    monkeypatch.setattr(LobbyScreen, "is_active", property(lambda self: True))   # (no app: news on the line only)

    def listed(*tables: tuple[int, list[str]]) -> None:
        screen.update({"tables": [{"number": number, "ruleset": "standard", "seats": seats, "levels": ["", "", "medium"],
                                   "started": False, "over": False, "creator": seats[0]} for number, seats in tables],
                       "rulesets": ["standard"]})

    listed((21, ["Carl", "", "Robo"]))
    screen.action_join()
    listed((21, ["Carl", "Hugo", "Robo"]))
    screen.refused("Carl closed table #21 before it started")
    listed()                                             # the table goes: the line says why
    assert screen.notice == "Carl closed table #21 before it started."
    listed((18, ["Anna", "Hugo", "Robo"]))
    screen.told({"en": "Ben is no longer connected to the server: the seat at table #18 is free again"}, 18)
    listed((18, ["Anna", "Hugo", "Robo"]))               # (the same list again: still true)
    assert screen.news.startswith("Ben is no longer connected")
    listed((18, ["Anna", "Hugo", "Ben"]))                # Ben sat down there again
    assert screen.news == ""
