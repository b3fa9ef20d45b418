"""After a server restart a resumed table has nobody connected: every person's seat counts as dropped, with
the grace, so an open timed window and the bots wait for the people it asks instead of closing without them,
and only when a seat's grace runs out does its stand-in play."""

from __future__ import annotations

import random
from pathlib import Path

from maumau_tui.net.away_screen import AwayScreen
from maumau_tui.net.host import TableHost
from maumau_tui.net.protocol import TO_SEAT, check
from maumau_tui.net.saving import TableSaves
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table

PEOPLE: list[tuple[str, str | None]] = [("Anna", None), ("Ben", None), ("Cleo", None)]


def a_window_saved(folder: Path) -> tuple[int, ...]:
    """Erftschmiede with three people, seeded random moves until a timed window is open, kept in ``folder``;
    the seats the window asks."""
    for attempt in range(50):
        table = Table.from_names("erftschmiede", PEOPLE, seed=attempt)
        table.deal()
        referee = Referee(table, ManualClock(), bot_delay=0.0, window_seconds=3)
        saves = TableSaves(folder)
        saves.keep(TableHost(referee))
        rng = random.Random(attempt)
        for _ in range(300):
            if table.hand_over:
                break
            if referee.window_left() is not None:
                saves.close()
                return tuple(table.game.seats_to_act())
            seat = table.game.seats_to_act()[0]
            referee.submit(seat, rng.choice([m for m in table.game.legal_moves(seat) if m.kind != "catch"]))
        saves.close()
    raise AssertionError("no seed opened a timed window")


def test_a_resumed_table_waits_for_its_people_with_the_grace(tmp_path: Path) -> None:
    asked = a_window_saved(tmp_path)
    clock = ManualClock(100.0)
    (host,) = TableSaves(tmp_path).resume(
        lambda table: TableHost(Referee(table, clock, 0.0, window_seconds=3), grace=60.0))
    moves = len(host.table.match.moves)
    assert host.connections == [] and host.away == {0: 160.0, 1: 160.0, 2: 160.0}
    assert host.referee.due() is None                              # paused: nothing happens by itself
    clock.advance(3.1)
    host.referee.poll()
    assert host.table.game.timed and len(host.table.match.moves) == moves and tuple(host.table.game.seats_to_act()) == asked
    clock.advance(60.0)                                            # the grace is over: stand-ins play
    host.check_away()
    assert host.away == {} and host.stand_ins == {0, 1, 2} and host.referee.due() is not None


def test_people_not_back_since_a_restart_are_said_to_be_so_not_to_have_lost_the_connection(tmp_path: Path) -> None:
    a_window_saved(tmp_path)
    (host,) = TableSaves(tmp_path).resume(
        lambda table: TableHost(Referee(table, ManualClock(100.0), 0.0, window_seconds=3), grace=60.0))
    message = host.pause_message(1, host.away[1])
    check(message, TO_SEAT)                                    # the seat's end takes it
    assert message["restart"] is True
    notice = AwayScreen("en")
    notice.wait_for(1, "Ben", float(message["seconds"]), bool(message.get("restart")))
    notice.wait_for(2, "Cleo", 30.0)                           # Cleo dropped afterwards: a drop
    assert notice.text().splitlines()[::2] == ["Ben has not come back since the server restarted.",
                                               "Cleo lost the connection."]
    host.came_back(1)                                         # back: a later drop is a drop
    assert host.not_back == {0, 2}                             # Anna and Cleo are still not back since the restart
