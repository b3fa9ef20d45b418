"""(PLAYTEST159 F1.)  Ivy's connection dropped while a swap's window asked her and Jo; when her grace ran out a bot took
her seat, yet the window stood still for good ("17 s left (stands still until everybody has their cards on screen)")
until Jo answered.  The drop itself held the window for Ivy's screen (one gone is awaited as one not yet connected)
and nothing looked again once she counted as dropped: on a real clock nothing steps it (a test's clock looks after
every step), so here nothing moves the clock between the drop, the stand-in and the look at the table."""

from __future__ import annotations

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from net_helpers import Raw, join, loop_until

IVY, ROBO, JO = 0, 1, 2


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


async def seated(hub: Hub, name: str, table: Table) -> Raw:
    raw = await join(hub, name)
    await raw.until("log")
    await raw.send({"type": "looked", "hand": table.hand_number})   # (its screen shows the cards)
    return raw


async def swap_window() -> tuple[Table, ManualClock, Referee, TableHost, Raw, Raw]:
    """Jo swaps with Ivy and Robo lets it happen: a window of 20 s asks Ivy and Jo, whose screens show their cards."""
    table = Table.from_names("erftschmiede", [("Ivy", None), ("Robo", "medium"), ("Jo", None)], seed=1,
                             options={"block_seconds": 20})
    table.use_hand(Game.stacked(table.match.tables, table.names,
                                [cards("9H KC QC 3D"), cards("10D 10S 10C 3C"), cards("AH 8S 7C 3S")], cards("9C"),
                                cards("4C 4D 4H 4S 8C 8D 8H JS JD"), 2))
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=1.0)
    host = TableHost(referee, grace=40.0)
    hub = Hub()
    hub.place("Ivy", host, IVY)
    hub.place("Jo", host, JO)
    ivy, jo = await seated(hub, "Ivy", table), await seated(hub, "Jo", table)
    for raw, move in ((ivy, "play 9H"), (jo, "play AH"), (jo, "name Ivy")):   # Jo swaps with Ivy
        await raw.send({"type": "submit", "move": move, "id": 1})
        assert (await raw.until("accepted"))["id"] == 1
    clock.advance(1.0)                                    # Robo lets it happen: Ivy and Jo have 20 s
    referee.poll()
    assert table.game.seats_to_act() == [IVY, JO] and referee.window_left() == 20.0 and not referee.paused
    await loop_until(lambda: all(connection.looked == table.hand_number for connection in host.connections),
                     "both screens show their cards")
    return table, clock, referee, host, ivy, jo


async def test_a_bot_standing_in_for_one_dropped_in_a_window_lets_the_windows_clock_run() -> None:
    table, clock, referee, host, ivy, jo = await swap_window()
    await ivy.leave()                                     # Ivy's connection drops
    await loop_until(lambda: IVY in host.away, "Ivy awaited as dropped")
    assert referee._holds == {f"away {IVY}"}              # the table waits for her, not for her screen
    assert not host.first_look.holding
    host.give_to_bot(IVY)                                 # her grace is over (``check_away``, on a real clock's timer)
    assert not referee.paused and referee.window_left() == 20.0
    due = referee.due()
    assert due is not None and due <= clock.now() + 1.0   # the bot answers for her; then Jo's 20 s run
    await jo.leave()


async def test_a_seat_a_bot_plays_for_its_dropped_person_reads_as_a_stand_in_not_as_a_bot_of_a_level() -> None:
    """PLAYTEST168 F3: the seat bar showed Ivy's seat, played by a bot while she was away, as "[medium]", the same as
    Robo's, a bot from the start."""
    from maumau_tui.engine.views import view
    from maumau_tui.net.table_info import info_message
    from maumau_tui.tui.labels import Look
    from maumau_tui.tui.widgets.table_info import seats_line

    table = Table.from_names("erftschmiede", [("Ivy", None), ("Robo", "medium"), ("Jo", None)], seed=1)
    table.use_hand(Game.stacked(table.match.tables, table.names,
                                [cards("9H KC QC 3D"), cards("10D 10S 10C 3C"), cards("AH 8S 7C 3S")], cards("9C"),
                                cards("4C 4D 4H 4S 8C 8D 8H JS JD"), 2))
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0), grace=40.0)
    hub = Hub()
    hub.place("Ivy", host, IVY)
    hub.place("Jo", host, JO)
    ivy, jo = await seated(hub, "Ivy", table), await seated(hub, "Jo", table)
    await ivy.leave()
    await loop_until(lambda: IVY in host.away, "Ivy awaited as dropped")
    host.give_to_bot(IVY)
    levels = {int(seat): level for seat, level in info_message(host, JO)["levels"].items()}
    assert levels == {IVY: "stand_in", ROBO: "medium"}
    bots = frozenset(seat for seat in range(3) if table.is_bot(seat))
    line = seats_line(view(table.game, JO), Look("en"), bots, None, levels).plain
    assert "Ivy 4 [bot, stand-in]" in line and "Robo 4 [bot, medium]" in line
    await jo.leave()


async def test_a_window_that_stood_still_for_a_dropped_seat_runs_again_with_time_to_see_it() -> None:
    """PLAYTEST241 F2: Cleo dropped with 2 s of a swap's window left; Anna stared at "2 s left (stands still)" for the
    whole grace, and when a bot took Cleo's seat her window ran out at once (seen once, not reproduced).  Here the
    window keeps ``LEAST_LEFT`` once a bot stands in (given as the drop ends the wait for her screen: ``first_look``)."""
    from maumau_tui.net.first_look import LEAST_LEFT

    table, clock, referee, host, ivy, jo = await swap_window()
    clock.advance(19.0)
    referee.poll()
    assert table.game.seats_to_act() == [IVY, JO] and referee.window_left() == 1.0
    await ivy.leave()                                     # a second left: Ivy's connection drops
    await loop_until(lambda: IVY in host.away, "Ivy awaited as dropped")
    assert referee.paused
    clock.advance(40.0)
    host.give_to_bot(IVY)                                 # her grace is over: a bot stands in
    assert not referee.paused and referee.window_left() == LEAST_LEFT
    await jo.leave()
