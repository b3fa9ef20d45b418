"""The lobby over the protocol: open tables, create one with bot seats, join, start, watch, and the refusals
(starting somebody else's table, a table that is not full, a full table, watching a table that has not
started, moves from a watcher, a ruleset or level that does not exist)."""

from __future__ import annotations

import asyncio

import pytest

from maumau_tui.net.claims import CONNECTED, FREE, refusal_text
from maumau_tui.net.host import Hub
from maumau_tui.net.lobby import Lobby, LobbyError
from maumau_tui.net.lobby_lines import table_line
from maumau_tui.rules.loader import ruleset_paths
from maumau_tui.rules.order import listing_order
from maumau_tui.net.protocol import view_from_json
from maumau_tui.net.thinker import ThreadThinker
from maumau_tui.notation import format_move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from net_helpers import LIMIT, Raw, in_lobby, join, refused


def a_hub() -> Hub:
    return Hub(Lobby(make_referee=lambda table, delay: Referee(table, ManualClock(), delay)))


async def test_create_join_start_and_watch_a_table() -> None:
    hub = a_hub()
    anna, ben, carla = await in_lobby(hub, "Anna"), await in_lobby(hub, "Ben"), await in_lobby(hub, "Carla")
    await anna.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None, "medium"]})
    listing = (await ben.until("lobby"))["tables"]
    assert listing == [{"number": 1, "ruleset": "standard", "options": {}, "seats": ["Anna", "", "Robo"],
                        "levels": ["", "", "medium"], "creator": "Anna", "started": False, "over": False,
                        "watchers": 0, "away": [], "parked": [], "stand_ins": [], "ending": []}]
    assert await refused(anna, {"type": "start"}) == ("wait until every seat is taken (or close the table with l and make "
                                                       "it again, with a bot in the free seat)")
    assert await refused(carla, {"type": "watch", "table": 1}) == "that table has not started yet: join it, or wait"
    assert await refused(carla, {"type": "join", "table": 7}) == "there is no table 7"
    await ben.send({"type": "join", "table": 1})
    assert (await carla.until("lobby"))["tables"][0]["seats"] == ["Anna", "Ben", "Robo"]
    assert await refused(carla, {"type": "join", "table": 1}) == "that table is full"
    assert await refused(ben, {"type": "start"}) == "only the player who created a table can start it"
    await anna.send({"type": "start"})
    table: Table | None = None
    for index, raw in enumerate((anna, ben)):
        seated = await raw.until("seated")
        assert seated == {"type": "seated", "seat": index, "names": ["Anna", "Ben", "Robo"], "table": 1}
        view = view_from_json((await raw.until("view"))["view"])
        host = hub.lobby.tables[1].host
        assert host is not None
        table = host.table
        assert view.seat == index and view == table.view_of(index)
    assert table is not None and table.seats[2].level == "medium" and table.is_bot(2) and not table.is_bot(1)
    assert table.match.seed >= 2**32     # (a seed of 30 bits was found from one's own hand: REVIEW195 F1, test_seeds)
    await anna.send({"type": "start"})                 # s pressed again as the table started: nothing is said,
    await ben.send({"type": "join", "table": 1})       # nor to Enter pressed again (it showed on the table)
    for raw in (anna, ben):
        assert await refused(raw, {"type": "next"}) == "there is no next hand to deal now"
    assert (await carla.until("lobby"))["tables"][0]["started"] is True
    await carla.send({"type": "watch", "table": 1})
    assert (await carla.until("seated"))["seat"] is None
    public = view_from_json((await carla.until("view"))["view"])
    assert public.seat == -1 and public.hand == () and public.legal == ()   # the public view: nobody's hand
    await carla.send({"type": "watch", "table": 1})    # w pressed twice: nothing said (PLAYTEST111 F4)
    assert await refused(carla, {"type": "submit", "move": "draw"}) == "you are watching"
    dora = await in_lobby(hub, "Dora")                 # in the lobby meanwhile: she sees the watcher come and go
    await carla.send({"type": "leave"})                # Esc at the table she watches
    for _ in range(10):
        if (await dora.until("lobby"))["tables"][0]["watchers"] == 0:
            break
    else:
        raise AssertionError("Dora's list still counts Carla watching")
    for raw in (anna, ben, carla, dora):
        await raw.leave()


async def test_bad_tables_are_refused_with_the_reason_and_a_creator_who_leaves_closes_theirs() -> None:
    hub = a_hub()
    anna, ben = await in_lobby(hub, "Anna"), await in_lobby(hub, "Ben")
    assert await refused(anna, {"type": "create", "ruleset": "nonsense", "options": {}, "seats": [None]}) \
        == "there is no ruleset 'nonsense'"
    assert "easy, medium or hard" in await refused(
        anna, {"type": "create", "ruleset": "standard", "options": {}, "seats": ["random"]})
    assert await refused(anna, {"type": "create", "ruleset": "standard", "options": {}, "seats": [None] * 10}) \
        == "Mau-Mau is for 2 to 10 players"
    await anna.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None]})
    assert len((await ben.until("lobby"))["tables"]) == 1
    assert await refused(anna, {"type": "create", "ruleset": "standard", "options": {}, "seats": [None]}) \
        == "you already sit at a table: leave it first"
    await anna.leave()                                 # the creator goes: the table goes
    assert (await ben.until("lobby"))["tables"] == []
    await ben.leave()


async def started(hub: Hub, first: str = "Anna", second: str = "Ben",
                  bots: tuple[str, ...] = ("easy",)) -> tuple[Raw, Raw, Table]:
    """``first`` makes a table of standard with ``bots``, ``second`` joins, ``first`` starts it."""
    one, two = await in_lobby(hub, first), await in_lobby(hub, second)
    await one.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None, *bots]})
    await two.until("lobby")
    await two.send({"type": "join", "table": 1})
    await one.until("lobby")
    await one.send({"type": "start"})
    for raw in (one, two):
        await raw.until("seated")
        await raw.until("log")
    host = hub.lobby.tables[1].host
    assert host is not None
    return one, two, host.table


async def test_a_player_who_goes_back_to_the_lobby_leaves_a_bot_and_gets_the_seat_back_by_joining() -> None:
    hub = a_hub()
    anna, ben, table = await started(hub)
    await ben.send({"type": "leave"})                  # q at the table, answered yes
    assert (await anna.until("stand_in")) == {"type": "stand_in", "seat": 1, "name": "Ben"}   # no pause first
    assert table.is_bot(1)
    assert (await ben.until("lobby"))["tables"][0]["started"] is True
    assert await refused(ben, {"type": "submit", "move": "draw"}) == "you are not seated at a table"
    await ben.send({"type": "join", "table": 1})       # Enter on the same table: the seat again
    assert (await ben.until("seated"))["seat"] == 1
    assert (await anna.until("resume"))["name"] == "Ben"
    view = view_from_json((await ben.until("view"))["view"])
    assert not table.is_bot(1) and view.seat == 1
    assert view.hand == tuple(sorted(table.game.hands[1]))   # the hand as the table has it (the bot may have played)
    for raw in (anna, ben):
        await raw.leave()


async def test_a_player_who_quits_leaves_a_bot_at_once_and_a_dropped_one_gets_the_grace() -> None:
    hub = a_hub()
    anna, ben, table = await started(hub)
    host = hub.lobby.tables[1].host
    assert host is not None
    await ben.send({"type": "bye", "reason": "leaving"})   # Ctrl+C, answered yes
    assert (await anna.until("stand_in"))["name"] == "Ben" and table.is_bot(1)
    await ben.leave()
    eve = await in_lobby(hub, "Eve")
    await anna.leave()                                 # Anna's connection just ends: her seat waits for her
    assert 0 in host.away and host.referee.clock.now() < host.away[0] and not table.is_bot(0)
    assert getattr(host.referee, "paused") == (0 in table.game.seats_to_act())   # (the table, on her decisions)
    for _ in range(10):                                # the lobby's list says who is away
        listing = (await eve.until("lobby"))["tables"]
        if listing[0]["away"] == ["Anna"]:
            break
    assert listing[0]["away"] == ["Anna"] and table_line(listing[0], "en").endswith("· away: Anna")
    assert "Ben (a bot for now)" in table_line(listing[0], "en")             # Ben quit: he may take it back
    assert "Ben (gerade ein Bot)" in table_line(listing[0], "de")
    host.referee.clock.advance(host.grace)             # the grace is over: a bot plays for her, and the list says so
    host.check_away()
    for _ in range(10):
        listing = (await eve.until("lobby"))["tables"]
        if listing[0]["away"] == []:
            break
    assert listing[0]["away"] == [] and table_line(listing[0], "en").endswith("· playing") and table.is_bot(0)
    await eve.leave()
    hub2 = a_hub()
    carla, dora, _ = await started(hub2, "Carla", "Dora", bots=())
    await dora.leave()
    assert (await carla.until("pause"))["name"] == "Dora"
    await carla.leave()


async def test_bots_never_share_a_name_with_a_player_and_a_table_that_cannot_start_says_why() -> None:
    hub = a_hub()
    robo, bibi, table = await started(hub, "robo", "Bibi", bots=("easy", "medium"))   # the first two bot names
    names = [name.casefold() for name in table.names]
    assert len(set(names)) == len(names) == 4 and names[:2] == ["robo", "bibi"]
    for raw in (robo, bibi):
        await raw.leave()
    lobby = Lobby()
    lobby.create("Anna", "standard", {}, [None])
    lobby.tables[1].seats[1] = ("ANNA", None)          # a name the table refuses (as a bug might let in)
    with pytest.raises(LobbyError, match="the table cannot start"):
        lobby.start("Anna")


def robo_moved(table: Table) -> bool:
    return any(line.startswith("Robo ") and not line.startswith("Robo deals") for line in table.log_of(0, "en"))


async def test_a_hard_bot_thinks_in_a_worker_thread_and_its_move_reaches_the_table() -> None:
    # the server's own thinker (a worker thread); the bot's pace on the test's clock (REVIEW113 F7: the real one)
    clock = ManualClock()
    hub = Hub(Lobby(bot_delay=0.0, make_referee=lambda table, delay: Referee(table, clock, delay,
                                                                               thinker=ThreadThinker())))
    anna = await in_lobby(hub, "Anna")
    await anna.send({"type": "create", "ruleset": "standard", "options": {}, "seats": ["hard"]})
    await anna.until("lobby")
    await anna.send({"type": "start"})
    await anna.until("log")
    host = hub.lobby.tables[1].host
    assert host is not None and host.table.seats[1].level == "hard"
    thinker = getattr(host.referee, "thinker", None)
    assert isinstance(thinker, ThreadThinker)
    for _ in range(80):   # Anna moves whenever it is her turn, until the bot has moved after thinking in a thread
        if robo_moved(host.table) and thinker.threaded and not thinker.pending:   # (a forced move is not thought)
            break
        if host.table.hand_over:
            break
        if host.table.actor == 0:
            legal = host.table.view_of(0).legal
            await anna.send({"type": "submit", "move": format_move(legal[0], host.table.names)})
            await anna.until("accepted")
        else:                                          # the bot's move, pushed once its thread has answered
            if thinker.pending:
                await asyncio.wait(list(thinker.pending), timeout=LIMIT)
            due = host.referee.due()                   # ... and its pace has passed
            assert due is not None, host.table.log_of(0, "en")
            clock.advance(max(0.0, due - clock.now()))
            host.clock.kick()
            await anna.until("log")
    assert thinker.threaded >= 1, host.table.log_of(0, "en")  # its decisions went to a worker thread
    assert robo_moved(host.table), host.table.log_of(0, "en")
    host.stop_clock()
    await anna.leave()


async def test_a_second_connection_under_a_gathering_players_name_cannot_start_leave_or_take_the_seat() -> None:
    hub = a_hub()
    anna, ben = await in_lobby(hub, "Anna"), await in_lobby(hub, "Ben")
    await anna.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None]})
    await ben.until("lobby")
    await ben.send({"type": "join", "table": 1})
    await anna.until("lobby")
    impostor = await in_lobby(hub, "Anna")             # somebody else logs in as Anna (the shared password)
    for kind in ("start", "leave"):
        assert "taken from another terminal" in await refused(impostor, {"type": kind})
    assert hub.lobby.tables[1].host is None and hub.lobby.tables[1].seats[0][0] == "Anna"
    await impostor.leave()                             # its end gives up nothing
    assert list(hub.lobby.tables) == [1] and hub.lobby.tables[1].seat_of("Anna") == 0   # the table and her seat stay
    impostor = await in_lobby(hub, "Anna")
    await anna.send({"type": "start"})                 # the real Anna starts: she is seated, the other is not
    assert (await anna.until("seated"))["seat"] == 0
    await anna.until("log")                            # her first push (the seat's code came before it)
    host = hub.lobby.tables[1].host
    assert host is not None and [c for c in host.connections if c.seat == 0][0].code == anna.code is not None
    await impostor.send({"type": "ping", "n": 1})
    assert (await impostor.until("pong"))["n"] == 1    # still in the lobby, no seated, no view on the way
    for raw in (anna, ben, impostor):
        await raw.leave()


async def test_news_of_the_lobby_never_reaches_a_seat_process_before_its_hello() -> None:
    hub = a_hub()
    anna = await in_lobby(hub, "Anna")
    zed = await join(hub, "Zed", hello=False)          # connected, its hello not sent yet
    await anna.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None]})
    await anna.until("lobby")                          # the news went out to everybody in the lobby
    await zed.send({"type": "hello", "user": "Zed", "lang": "en"})
    assert (await zed.receive())["type"] == "hello"    # the seat process reads the host's hello first
    assert (await zed.receive())["type"] == "lobby"
    await zed.leave()
    await anna.leave()


async def ben_at_annas_table(hub: Hub) -> tuple[Raw, Raw]:
    """Anna made table #1 in the lobby and Ben sat down at it."""
    anna, ben = await in_lobby(hub, "Anna"), await in_lobby(hub, "Ben")
    await anna.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None, None]})
    await ben.until("lobby")
    await ben.send({"type": "join", "table": 1})
    await anna.until("lobby")
    return anna, ben


async def test_those_at_a_table_its_creator_closes_are_told_and_sit_nowhere() -> None:
    hub = a_hub()
    anna, ben = await ben_at_annas_table(hub)
    await anna.send({"type": "leave"})                 # l by its creator: the table goes
    assert (await ben.until("refused"))["reason"] == "Anna closed table #1 before it started"
    assert (await ben.until("lobby"))["tables"] == []
    await ben.send({"type": "group", "names": ["Carla"]})   # Ben sits nowhere: he may bring people along
    assert (await ben.until("group"))["names"] == ["Ben", "Carla"]
    await ben.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None]})
    assert (await ben.until("lobby"))["tables"][0]["seats"] == ["Ben", "Carla"]
    await anna.leave()
    await ben.leave()


async def test_a_name_connected_already_is_refused_at_login_whatever_its_capitals() -> None:
    """Playtest 33: "cleo" got in while Cleo sat at a table that had not started, and her lobby said she sat at a
    table she could neither use nor leave."""
    hub = a_hub()
    cleo = await in_lobby(hub, "Cleo")
    assert hub.check("Emil", None, None) == FREE
    for name in ("Cleo", "cleo", "CLEO"):
        assert hub.check(name, None, None) == CONNECTED
    await cleo.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None, None]})
    await cleo.until("lobby")
    assert hub.check("cleo", None, None) == CONNECTED
    assert refusal_text(CONNECTED, "cleo", "en") == (
        "cleo is connected already, from another terminal (or over a connection that broke a moment ago: the server "
        "notices within two minutes, try again then); else connect under another name (names are not "
        "case-sensitive)")
    await cleo.leave()
    assert hub.check("cleo", None, None) == FREE                    # gone: the name is free again


async def test_a_name_of_a_group_at_another_terminal_is_refused_at_login() -> None:
    """Review 31: Ben, one of Anna's group, could log in on a terminal of his own while the group's table had not
    started, and was shown a seat there that he could neither use nor leave."""
    hub = a_hub()
    anna = await in_lobby(hub, "Anna")
    await anna.send({"type": "group", "names": ["Ben"]})
    assert (await anna.until("group"))["names"] == ["Anna", "Ben"]
    assert hub.check("ben", None, None) == CONNECTED               # in the group, before any table
    await anna.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None, None, None]})
    await anna.until("lobby")
    assert hub.lobby.tables[1].seats[:2] == [("Anna", None), ("Ben", None)]
    assert hub.check("Ben", None, None) == CONNECTED and hub.check("Carla", None, None) == FREE
    await anna.leave()
    assert hub.check("Ben", None, None) == FREE


def test_the_create_form_offers_the_rulesets_in_the_order_the_apps_chooser_lists_them() -> None:
    """Playtest 33: by id, Mau-Mau (standard) came between Puque and Switch."""
    offered = Lobby.rulesets()
    assert offered[:2] == ["standard", "kronenstube"] and offered == listing_order(ruleset_paths())
    assert sorted(offered) == sorted(ruleset_paths())


async def test_those_at_a_table_whose_creator_is_gone_from_the_server_are_told_so_not_that_it_was_closed() -> None:
    """PLAYTEST106 F7: the creator's terminal died while the table gathered, and the others read that she had closed
    it."""
    hub = a_hub()
    anna, ben = await ben_at_annas_table(hub)
    await anna.leave()                                 # her connection ends
    assert (await ben.until("refused"))["reason"] == ("Anna is no longer connected to the server: table #1, which had "
                                                      "not started yet, has been closed")
    assert (await ben.until("lobby"))["tables"] == []
    await ben.leave()
    back = await join(hub, "Anna")                     # she is told once, when she comes back (PLAYTEST114 F11)
    assert (await back.until("news"))["texts"]["en"] == ("While you were away, your table #1 was closed: it had not started yet "
                                                   "(only a table in play waits for you)")
    await back.leave()
    again = await join(hub, "Anna")
    assert "news" not in await again.kinds_heard()     # said once
    await again.leave()


async def test_a_creator_who_quits_is_said_to_have_left_and_is_not_told_when_back() -> None:
    """PLAYTEST277 N3: Anna quit on purpose (Ctrl+C and y), yet Ben read that her connection was lost, and she was told
    "while you were away, your table was closed" when she came back; a joiner who quits, as much."""
    hub = a_hub()
    anna, ben = await ben_at_annas_table(hub)
    await ben.send({"type": "bye", "reason": "leaving"})       # Ben quits: his seat is free again
    await ben.leave()
    assert (await anna.until("news"))["texts"]["en"] == "Ben left the server: the seat at table #1 is free again"
    back = await join(hub, "Ben")
    assert "news" not in await back.kinds_heard()
    await back.send({"type": "join", "table": 1})            # (he sits down again)
    while "Ben" not in (await anna.until("lobby"))["tables"][0]["seats"]:
        pass
    await anna.send({"type": "bye", "reason": "leaving"})      # Anna quits: her table is gone
    await anna.leave()
    assert (await back.until("refused"))["reason"] == ("Anna left the server: table #1, which had not started yet, "
                                                       "has been closed")
    await back.leave()
    again = await join(hub, "Anna")
    assert "news" not in await again.kinds_heard()             # (she knows: she chose it)
    await again.leave()


async def test_those_at_a_gathering_table_are_told_when_a_joiners_connection_ends() -> None:
    """PLAYTEST106 F7: Rita's terminal died at Anna's table before it started; her seat went free without a word."""
    hub = a_hub()
    anna, ben = await ben_at_annas_table(hub)
    await ben.leave()                                  # his connection ends
    assert (await anna.until("news"))["texts"]["en"] == ("Ben is no longer connected to the server: the seat at table #1 is "
                                                   "free again")
    assert (await anna.until("lobby"))["tables"][0]["seats"] == ["Anna", "", ""]
    back = await join(hub, "Ben")                      # he is told once, when he comes back (PLAYTEST227 N2: nothing
    assert (await back.until("news"))["texts"]["en"] == ("While you were away, your seat at table #1 was freed: it had not "
                                                   "started yet (only a table in play waits for you)")   # said it)
    await back.leave()
    again = await join(hub, "Ben")
    assert "news" not in await again.kinds_heard()     # said once
    await again.leave()
    await anna.kinds_heard()                           # (what the lobby pushed meanwhile: read)
    await anna.send({"type": "leave"})                 # Anna closes it herself: nobody else is told anything
    assert (await anna.until("lobby"))["tables"] == []
    await anna.leave()


async def test_a_person_at_a_gathering_table_is_not_let_watch_another_and_its_start_leaves_nobody_waited_for() -> None:
    """PLAYTEST108 F10: Ida sat at Fritz's table #14 and watched table #11 meanwhile; #14 started without her reaching
    it, and waited for her for ever, while her lobby said a bot played her seat."""
    hub = a_hub()
    anna, ben, cleo, dora = [await in_lobby(hub, name) for name in ("Anna", "Ben", "Cleo", "Dora")]
    await anna.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None]})   # table #1
    await ben.until("lobby")
    await ben.send({"type": "join", "table": 1})
    await cleo.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None]})   # table #2
    await dora.until("lobby")
    await dora.send({"type": "join", "table": 2})
    await cleo.until("lobby")
    await cleo.send({"type": "start"})
    await cleo.until("seated")                          # table #2 in play
    assert await refused(ben, {"type": "watch", "table": 2}) == (
        "you have a seat at table #1, which may start at any moment: leave your seat first (l) to watch another")
    hub.watch(hub.gathered["ben"], hub.lobby.tables[2])   # (were he watching all the same ...)
    await ben.until("seated")
    await anna.send({"type": "start"})                  # ... the start cannot reach him: a bot plays for him
    await anna.until("seated")
    host = hub.lobby.tables[1].host
    assert host is not None and host.stand_ins == {1} and not host.away and host.table.is_bot(1)
    await ben.send({"type": "leave"})                   # back in the lobby, Enter on his table: his seat again
    await ben.until("lobby")
    await ben.send({"type": "join", "table": 1})
    assert (await ben.until("seated"))["seat"] == 1 and host.stand_ins == set()
    for raw in (anna, ben, cleo, dora):
        await raw.leave()


async def test_an_l_the_lobby_sent_before_it_heard_of_the_table_leaves_the_terminal_where_it_now_is() -> None:
    """PLAYTEST117 F2: `w` and `l` in one burst; the host let the watcher go again with the `l`, the terminal had the
    table on its screen by then and nothing told it anything more.  `l` from the table itself still goes."""
    hub = a_hub()
    anna, ben, dora = [await in_lobby(hub, name) for name in ("Anna", "Ben", "Dora")]
    await anna.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None]})
    await ben.until("lobby")
    await ben.send({"type": "join", "table": 1})
    await anna.until("lobby")
    await anna.send({"type": "start"})
    await anna.until("seated")
    await dora.send({"type": "watch", "table": 1})
    await dora.send({"type": "leave", "lobby": True})   # the lobby did not know yet that she watches
    await dora.send({"type": "ping", "n": 1})
    await dora.until("pong")
    host = hub.lobby.tables[1].host
    assert host is not None
    watching = [connection for connection in host.connections if connection.user == "Dora"]
    assert watching and watching[0].watching
    await dora.send({"type": "leave"})                  # q at the table: back in the lobby
    await dora.send({"type": "ping", "n": 2})
    await dora.until("pong")
    assert not any(connection.user == "Dora" for connection in host.connections)
    for raw in (anna, ben, dora):
        await raw.leave()
