"""The same table again at a match's end, over the server: the first who asks makes it in the lobby (its bots as
they were, the seats of its people free, theirs in the seat they had), the others at the last sheet hear of it and
join with the same request, and its maker starts it as any table."""

from __future__ import annotations

import logging

import pytest

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.lobby import MAX_TABLES, Gathering, Lobby, LobbyError
from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.seat_screens import RemoteHandEnd, RemoteTableScreen
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.textual_private import notifications
from net_helpers import Raw, join, refused, screen_text, seat_app, until

PEOPLE = [("Anna", None), ("Ben", None)]


def a_hub(people: list[tuple[str, None]] = PEOPLE) -> tuple[Hub, Table, TableHost]:
    """Table #1 of Anna and Ben (or ``people``), its match of one hand one move before its end."""
    table = Table.from_names("standard", people, seed=5, options={"play_to": 1})
    dry = Table.from_names("standard", people, seed=5, options={"play_to": 1})
    for game in (table, dry):
        game.deal()
    moves = 0
    while not dry.match_over:
        seat = dry.game.seats_to_act()[0]
        dry.apply(seat, dry.view_of(seat).legal[0])
        moves += 1
    for _ in range(moves - 1):
        seat = table.game.seats_to_act()[0]
        table.apply(seat, table.view_of(seat).legal[0])
    hub = Hub(Lobby(make_referee=lambda game, delay: Referee(game, ManualClock(), delay)))
    host = TableHost(Referee(table, ManualClock(), bot_delay=0.0))
    hub.lobby.add_hosted(host, "standard", list(people))
    for seat, (name, _) in enumerate(people):
        hub.place(name, host, seat)
    return hub, table, host


async def at_the_last_sheet(hub: Hub, table: Table, host: TableHost) -> tuple[Raw, Raw]:
    anna, ben = await join(hub, "Anna"), await join(hub, "Ben")
    for raw in (anna, ben):
        await raw.until("log")
    seat = table.game.seats_to_act()[0]
    host.referee.submit(seat, table.view_of(seat).legal[0])      # the match's last move
    for raw in (anna, ben):
        assert (await raw.until("hand_end"))["summary"]["match_over"]
    return anna, ben


async def test_the_same_table_again_is_made_by_the_first_and_joined_by_the_others() -> None:
    hub, table, host = a_hub()
    anna, ben = await at_the_last_sheet(hub, table, host)
    await ben.send({"type": "rematch"})
    again = [listed for listed in (await ben.until("lobby"))["tables"] if listed["number"] == 2]
    assert again and again[0]["seats"] == ["", "Ben"] and again[0]["creator"] == "Ben" and not again[0]["started"]
    assert (await anna.until("rematch")) == {"type": "rematch", "number": 2, "by": "Ben"}
    await anna.send({"type": "rematch"})                 # Anna comes along, into her old seat
    await anna.until("lobby")
    assert hub.lobby.tables[2].seats == PEOPLE and 1 not in hub.lobby.tables   # nobody left at #1's sheet
    assert await refused(anna, {"type": "start"}) == "only the player who created a table can start it"
    await ben.send({"type": "start"})
    for raw in (anna, ben):
        assert (await raw.until("seated"))["table"] == 2
        await raw.until("log")
    started = hub.lobby.tables[2].host
    assert started is not None and started.table.names == ["Anna", "Ben"] and not started.table.match_over
    last = table.match.results[-1].dealer                 # the deal goes on round the table, as at the hot seat
    assert started.table.match.first_dealer == (last + 1) % 2 and hub.lobby.tables[2].dealer == (last + 1) % 2
    await anna.leave()
    await ben.leave()


async def test_a_player_whose_old_seat_was_taken_meanwhile_is_in_the_lobby_all_the_same() -> None:
    """Playtest 34: Cleo took Anna's old seat at the table Ben made again; Anna's `a` was refused (the table was
    full) but left her at the finished table on the host while her screen showed the lobby, which then never
    changed."""
    hub, table, host = a_hub()
    anna, ben = await at_the_last_sheet(hub, table, host)
    await ben.send({"type": "rematch"})
    await anna.until("rematch")
    cleo = await join(hub, "Cleo")
    await cleo.until("lobby")
    await cleo.send({"type": "join", "table": 2})
    await cleo.until("lobby")
    assert hub.lobby.tables[2].seats == [("Cleo", None), ("Ben", None)]
    await anna.send({"type": "rematch"})
    listing = (await anna.until("lobby"))["tables"]                # the lobby first, then why no seat
    assert (await anna.until("refused"))["reason"] == "that table is full"
    assert [listed["number"] for listed in listing] == [2] and hub.lobby.table_of("Anna") is None
    await cleo.send({"type": "leave"})                        # a seat frees up: Anna's lobby hears of it
    assert (await anna.until("lobby"))["tables"][0]["seats"] == ["", "Ben"]
    for raw in (anna, ben, cleo):
        await raw.leave()


async def test_a_rematch_is_refused_while_the_match_is_on() -> None:
    hub, table, _ = a_hub()
    anna = await join(hub, "Anna")
    await anna.until("log")
    assert await refused(anna, {"type": "rematch"}) == "there is no finished match here to play again"
    assert list(hub.lobby.tables) == [1] and not table.match_over
    await anna.leave()


def test_the_table_made_again_keeps_its_bots_and_frees_the_seats_of_its_people() -> None:
    seats = [("Anna", None), ("Robo", "hard"), ("Ben", None)]
    table = Table.from_names("standard", seats, seed=5, options={"play_to": 1, "quick": True})
    table.deal()
    while not table.match_over:
        seat = table.game.seats_to_act()[0]
        table.apply(seat, table.view_of(seat).legal[0])
    lobby = Lobby()
    old = Gathering(1, "standard", {"quick": True}, list(seats), "Anna", TableHost(Referee(table, ManualClock())))
    lobby.tables[1] = old
    lobby.numbers = 1
    again = lobby.rematch("Ben", old, 2)
    assert (again.number, old.rematch) == (2, 2) and again.options == {"play_to": 1, "quick": True}
    assert again.creator == "Ben"
    assert again.seats == [("", None), ("Robo", "hard"), ("Ben", None)]
    assert lobby.rematch("Anna", old, 0) is again and again.seats[0] == ("Anna", None)


async def test_a_at_the_match_end_sheet_sits_the_player_at_the_table_made_again() -> None:
    hub, table, host = a_hub()
    ben = await join(hub, "Ben")
    app, serving = seat_app(hub, "Anna", "de")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
        seat = table.game.seats_to_act()[0]
        host.referee.submit(seat, table.view_of(seat).legal[0])      # the match's last move
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the last sheet")
        sheet = app.screen
        assert isinstance(sheet, RemoteHandEnd)
        app.clock.advance(app.settings.key_hold)                     # type: ignore[attr-defined]
        await until(pilot, lambda: "a: noch einmal, derselbe Tisch" in " ".join(screen_text(app).split()), "the key")
        await ben.send({"type": "rematch"})                           # Ben was quicker
        await until(pilot, lambda: "Ben deckt den Tisch neu: #2 · a: dort Platz nehmen · q: zur Lobby" in
                    " ".join(screen_text(app).split()), "Ben's offer")
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and hub.lobby.tables[2].seats == PEOPLE,
                    "Anna at the table made again")
        await until(pilot, lambda: "#2" in " ".join(screen_text(app).split()), "the table listed")
    await ben.leave()
    serving.cancel()


def test_a_match_bots_played_out_after_everybody_left_leaves_the_lobby_at_its_end() -> None:
    """Playtest 34: after a restart nobody came back, the stand-ins played the match out, and it stayed listed as
    "match over" for good (Enter on it: "that table is playing already")."""
    table = Table.from_names("standard", [("Anna", None), ("Robo", "medium")], seed=5, options={"play_to": 1})
    table.deal()
    hub = Hub(Lobby(make_referee=lambda game, delay: Referee(game, ManualClock(), delay)))
    clock = ManualClock()
    host = TableHost(Referee(table, clock, bot_delay=1.0))
    hub.lobby.add_hosted(host, "standard", [("Anna", None), ("Robo", "medium")])
    hub.place("Anna", host, 0)
    host.give_to_bot(0)                                  # Anna never came back: a bot plays her seat
    for _ in range(500):
        if table.match_over:
            break
        clock.advance(1.0)
        host.referee.poll()
    assert table.match_over and 1 not in hub.lobby.tables


def finished(seats: list[tuple[str, str | None]], options: dict[str, bool | int] | None = None) -> Gathering:
    """Table #1 of ``seats``, its match of one hand over."""
    table = Table.from_names("standard", seats, seed=5, options={"play_to": 1, **(options or {})})
    table.deal()
    while not table.match_over:
        seat = table.game.seats_to_act()[0]
        table.apply(seat, table.view_of(seat).legal[0])
    return Gathering(1, "standard", {"play_to": 1}, list(seats), seats[0][0], TableHost(Referee(table, ManualClock())))


def test_a_groups_people_sit_in_their_own_old_seats_and_the_house_rules_are_those_the_match_ended_with() -> None:
    """Review 32: the group's further people took the first free seats (another person's old one), and a rule voted
    in during the match was dropped."""
    old = finished([("Cleo", None), ("Anna", None), ("Robo", "hard"), ("Ben", None)])
    old.host.table.match.options["quick"] = True              # type: ignore[union-attr]  # as a vote leaves it
    lobby = Lobby()
    lobby.tables[1], lobby.numbers = old, 1
    again = lobby.rematch("Anna", old, 1, ("Ben",))
    assert again.seats == [("", None), ("Anna", None), ("Robo", "hard"), ("Ben", None)]
    assert again.options == {"play_to": 1, "quick": True}
    assert lobby.rematch("Cleo", old, 0) is again and again.seats[0] == ("Cleo", None)


def test_joining_a_table_whose_match_is_over_says_so() -> None:
    """(Playtest 79: "that table is playing already", though the lobby listed it as "match over".)"""
    lobby = Lobby()
    lobby.tables[1], lobby.numbers = finished(PEOPLE), 1
    with pytest.raises(LobbyError, match="that table's match is over: join another, or make one"):
        lobby.join("Cleo", 1)


def test_a_rematch_makes_no_table_beyond_the_servers_limit() -> None:
    old = finished(PEOPLE)
    lobby = Lobby()
    lobby.tables[1], lobby.numbers = old, 1
    for number in range(2, 2 + MAX_TABLES):
        lobby.tables[number] = Gathering(number, "standard", {}, [("", None), ("", None)], "x")
    with pytest.raises(LobbyError, match="tables"):
        lobby.rematch("Anna", old, 0)
    assert old.rematch == 0 and len(lobby.tables) == 1 + MAX_TABLES


async def test_the_sheet_hears_when_the_table_made_again_closes_and_the_news_names_its_maker() -> None:
    hub, table, host = a_hub()
    anna, ben = await at_the_last_sheet(hub, table, host)
    await ben.send({"type": "rematch"})
    assert (await anna.until("rematch")) == {"type": "rematch", "number": 2, "by": "Ben"}
    await ben.until("lobby")
    await ben.send({"type": "leave"})                         # Ben closes #2 before anybody came
    assert (await anna.until("rematch")) == {"type": "rematch", "number": 0, "by": ""}
    await anna.send({"type": "rematch"})                      # Anna's `a` makes it anew, hers now
    await anna.until("lobby")
    assert hub.lobby.tables[3].creator == "Anna" and hub.lobby.tables[3].seats == [("Anna", None), ("", None)]
    await anna.leave()
    await ben.leave()


def test_whose_seat_was_taken_meanwhile_goes_to_a_seat_nobody_comes_back_to_and_the_group_keeps_its_own() -> None:
    """Review 33: Dora from the lobby took Anna's old seat; Anna's `a` then put her and Ben (her terminal) into the
    first free seats, Ben's and Dan's, though Lee had left the match for good and his seat was nobody's."""
    seats = [("Anna", None), ("Ben", None), ("Cleo", None), ("Dan", None), ("Lee", None)]
    old = finished(seats)
    assert old.host is not None
    old.host.table.left.add(4)                                   # Lee left the match for good
    lobby = Lobby()
    lobby.tables[1], lobby.numbers = old, 1
    again = lobby.rematch("Cleo", old, 2)
    lobby.join("Dora", again.number)                            # from the lobby: the first free seat, Anna's
    assert again.seats[0] == ("Dora", None)
    assert lobby.rematch("Anna", old, 0, ("Ben",)) is again
    assert again.seats == [("Dora", None), ("Ben", None), ("Cleo", None), ("", None), ("Anna", None)]
    assert lobby.rematch("Dan", old, 3) is again and again.seats[3] == ("Dan", None)


@pytest.mark.parametrize("why", ["mine.yaml, line 16: this is not valid YAML", "Mine is for 3 to 5 players, not 2"])
async def test_a_rematch_whose_ruleset_cannot_be_dealt_now_is_refused_and_no_table_is_made(
        monkeypatch: pytest.MonkeyPatch, why: str) -> None:
    """Playtest 55, REVIEW55: with the ruleset's file broken since (the match played on from the copy of its rules),
    or changed so that it seats other numbers, `a` made table #2 and sat the players there, where it could never
    start.  Now no table is made; the player is in the lobby (where the screen went with `a`) and told why."""
    from maumau_tui.rules.files import RulesetError

    hub, table, host = a_hub()
    anna, ben = await at_the_last_sheet(hub, table, host)
    error = RulesetError(why) if why.endswith("YAML") else ValueError(why)
    monkeypatch.setattr(Table, "from_names", classmethod(lambda cls, *args, **kwargs: (_ for _ in ()).throw(error)))
    reason = await refused(ben, {"type": "rematch"})
    assert reason == f"no rematch: the ruleset cannot be dealt now: {why}"
    assert 2 not in hub.lobby.tables and hub.lobby.table_of("Ben") is None
    await anna.leave()
    await ben.leave()


async def test_the_table_again_keeps_each_persons_rejoin_code() -> None:
    """Playtest 57: each new table (the same again with ``a`` too) gave a person a new rejoin code, said only in the
    hand's title; after a restart the code noted at the start of the evening was refused. A connection keeps the
    code it had: at the table again, and at any other table it sits at."""
    hub, table, host = a_hub()
    anna, ben = await at_the_last_sheet(hub, table, host)
    first = {seat: host.claims.owners[seat] for seat in (0, 1)}
    assert {kind for kind, _code in first.values()} == {"code"} and first[0] != first[1]
    await ben.send({"type": "rematch"})
    await anna.until("rematch")
    await anna.send({"type": "rematch"})
    await anna.until("lobby")
    await ben.send({"type": "start"})
    for raw in (anna, ben):
        await raw.until("seated")
        await raw.until("log")
    started = hub.lobby.tables[2].host
    assert started is not None and {seat: started.claims.owners[seat] for seat in (0, 1)} == first
    await anna.leave()
    await ben.leave()


async def test_a_code_merely_typed_at_login_binds_no_seat() -> None:
    """REVIEW57: a code typed at the rejoin question but never checked against a seat (the match had ended) became
    the person's code at the next table: a guessable "a" would give that seat to anybody."""
    hub = Hub(Lobby(make_referee=lambda game, delay: Referee(game, ManualClock(), delay)))
    anna = await join(hub, "Anna", code="a")
    assert (await anna.receive())["seat"] is None
    await anna.until("lobby")
    await anna.send({"type": "create", "ruleset": "standard", "options": {}, "seats": ["easy"]})
    await anna.until("lobby")
    await anna.send({"type": "start"})
    await anna.until("log")
    started = hub.lobby.tables[1].host
    assert started is not None
    kind, code = started.claims.owners[0]
    assert kind == "code" and code != "a" and len(code) == 6
    await anna.leave()


async def test_the_server_log_says_when_a_table_is_made_starts_is_made_again_and_left(
        caplog: pytest.LogCaptureFixture) -> None:
    """Playtest 57: the server's log said who connected and dropped, but not which tables were made, started, made
    again, nor who left a match for good."""
    caplog.set_level(logging.INFO, logger="maumau.net.host")
    hub, table, host = a_hub()
    anna, ben = await at_the_last_sheet(hub, table, host)
    await ben.send({"type": "rematch"})
    await anna.until("rematch")
    lobby = Hub(Lobby(make_referee=lambda game, delay: Referee(game, ManualClock(), delay)))
    cleo = await join(lobby, "Cleo")
    await cleo.until("lobby")
    await cleo.send({"type": "create", "ruleset": "pesten", "options": {}, "seats": ["easy"]})
    await cleo.until("lobby")
    await cleo.send({"type": "start"})
    await cleo.until("log")
    await cleo.send({"type": "leave"})                # back to the lobby, a bot in the seat ...
    await cleo.until("lobby")
    await cleo.send({"type": "leave"})                # ... and for good
    await cleo.until("lobby")
    said = [record.getMessage() for record in caplog.records]
    assert "table #1 made again as #2 by Ben" in said
    assert "table #1 (pesten) made by Cleo" in said and "table #1 (pesten) starts: Cleo, Robo" in said
    assert "Cleo left the match for good: a bot plays the seat to its end" in said
    for raw in (anna, ben, cleo):
        await raw.leave()


async def test_the_last_sheet_says_so_when_the_table_made_again_is_gone() -> None:
    """PLAYTEST106 F7: Xena made the table again and her terminal died; Yuri's sheet went back to "a: again" without a
    word, and #2 was gone."""
    hub, table, host = a_hub()
    ben = await join(hub, "Ben")
    app, serving = seat_app(hub, "Anna")
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
        seat = table.game.seats_to_act()[0]
        host.referee.submit(seat, table.view_of(seat).legal[0])      # the match's last move
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the last sheet")
        await ben.send({"type": "rematch"})
        await until(pilot, lambda: "Ben set this table up again: #2" in " ".join(screen_text(app).split()), "the offer")
        assert not notifications(app)
        await ben.leave()                                             # his terminal dies: #2 goes
        await until(pilot, lambda: "a: again, the same table" in " ".join(screen_text(app).split()), "the sheet again")
        said = [note.message for note in notifications(app)]
        assert said == ["Table #2 is gone: it closed, or started without you. a sets this table up again."], said
    serving.cancel()


async def test_a_last_sheet_opened_again_from_the_lobby_names_the_table_made_again_meanwhile() -> None:
    """(PLAYTEST111 F3: Anna went to the lobby, Ben made the table again, and Anna's look at the old table's sheet
    offered "a: again, the same table" instead of "Ben set this table up again: #2".)"""
    hub, table, host = a_hub([*PEOPLE, ("Cleo", None)])
    anna, ben, cleo = await join(hub, "Anna"), await join(hub, "Ben"), await join(hub, "Cleo")
    for raw in (anna, ben, cleo):
        await raw.until("log")
    seat = table.game.seats_to_act()[0]
    host.referee.submit(seat, table.view_of(seat).legal[0])      # the match's last move
    for raw in (anna, ben, cleo):
        assert (await raw.until("hand_end"))["summary"]["match_over"]
    await anna.send({"type": "leave"})                           # Anna to the lobby; Cleo stays at the sheet
    await anna.until("lobby")
    await ben.send({"type": "rematch"})
    assert (await cleo.until("rematch")) == {"type": "rematch", "number": 2, "by": "Ben"}
    await anna.send({"type": "join", "table": 1})                # Enter on "#1 ... match over"
    await anna.until("hand_end")
    assert (await anna.until("rematch")) == {"type": "rematch", "number": 2, "by": "Ben"}
    for raw in (anna, ben, cleo):
        await raw.leave()


async def test_a_player_away_from_the_last_sheet_hears_of_the_table_made_again_when_back() -> None:
    """PLAYTEST125 F5: Otto dropped at the last sheet, Nina made the table again; Otto came back to the plain lobby,
    the new table off his screen, and nothing said it was there.  Once that table is gone, nothing is said.  The news
    says how the match ended (PLAYTEST227 N3: Emil, dropped at Idioten-Mau's last sheet, never learned who lost)."""
    for closed in (False, True):
        hub, table, host = a_hub()
        anna, ben = await at_the_last_sheet(hub, table, host)
        await anna.leave()                                    # Anna's connection drops at the sheet
        await ben.send({"type": "rematch"})
        await ben.until("lobby")
        if closed:
            await ben.send({"type": "leave"})                 # Ben closes #2 before anybody came
            await ben.until("lobby")
        back = await join(hub, "Anna")
        if closed:
            assert "news" not in await back.kinds_heard()
        else:
            news = await back.until("news")            # (with its table: the lobby's cursor goes there, REVIEW127 R3)
            assert news["table"] == 2 and news["texts"] == {
                "en": "The match is over. Lost: Ben. Best: Anna (0 points). The table was set up again: #2 (Enter: sit "
                      "down there)",
                "de": "Die Partie ist vorbei. Verloren: Ben. Am besten: Anna (0 Punkte). Der Tisch wurde neu gedeckt: #2 "
                      "(Enter: dort Platz nehmen)"}
            await back.leave()
            back = await join(hub, "Anna")
            assert "news" not in await back.kinds_heard()     # said once
        for raw in (back, ben):
            await raw.leave()


async def test_back_after_a_drop_at_the_last_sheet_enter_on_that_table_says_how_the_match_ended() -> None:
    """PLAYTEST237 F2: Kai dropped at the last sheet and came back (no code asked: the match is over); Enter on "#8
    ... match over" said that his seat is given back only with its rejoin code, and that a bot plays it meanwhile."""
    hub, table, host = a_hub()
    anna, ben = await at_the_last_sheet(hub, table, host)
    await anna.leave()                                        # Anna's connection drops; Ben stays at the sheet
    back = await join(hub, "Anna")
    await back.until("lobby")
    await back.send({"type": "join", "table": 1})
    refused = await back.until("refused")
    assert refused["reason"] == "The match is over. Lost: Ben. Best: Anna (0 points). Join another table, or make " \
                                "one.", refused
    for raw in (back, ben):
        await raw.leave()
