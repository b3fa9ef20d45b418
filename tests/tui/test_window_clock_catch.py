"""A bot's call of a missed call answers no timed window: the window's clock runs while the call waits for the
people's chance (review 84: it stood still until the bot called, four seconds, and showed that a bot would)."""

from __future__ import annotations

from maumau_tui.notation import parse_move
from maumau_tui.referee import CATCH_CHANCE
from maumau_tui.table import Seat
from test_hot_seat_catch import at_one_keyboard


def test_the_window_clock_runs_while_a_bots_call_waits() -> None:
    seats = [Seat("Anna"), Seat("Ben"), Seat("Carla"), Seat("Robo", level="medium", seed=1)]
    table, clock, referee, hotseat = at_one_keyboard(seats, ["6H 9C", "9S 8C 5H", "KD QS 8H", "10D 10S 10C"], "9H",
                                                     "AS KS 7H 8S", 3)
    referee.submit(0, parse_move("play 6H"))          # a 6 without "Mau": the block window opens, Robo would call
    hotseat.hide()
    assert table.game.timed and referee.due() is not None
    full = referee.window_left()
    assert full is not None and full > 0
    clock.advance(1.0)
    referee.poll()
    left = referee.window_left()
    assert left is not None and left < full            # the clock runs while the call waits
    for _ in range(4):                                  # the window closes in its time; Robo calls it out still
        clock.advance(CATCH_CHANCE)
        referee.poll()
    assert ("time_up",) in table.game.log and ("catch", 3, 0) in table.game.log, table.game.log
