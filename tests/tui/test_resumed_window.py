"""A timed window open when the match was saved waits, on its resume, until the people in it are back at the
table: each claims and looks first, as at a hand whose start card opened a window (playtest 37: the window went
on with its last seconds the moment the game started again, and closed with "Time is up" before anybody could
press a key)."""

from __future__ import annotations

import random

from maumau_tui.match import Match
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.hotseat import HotSeat


def a_window_open_after_moves() -> Match:
    """Erftschmiede, three people, seed 1, played at random until a timed window waits for two who have moved."""
    match = Match.create("erftschmiede", ["Anna", "Ben", "Cleo"], seed=1)
    game = match.deal()
    rng, moved = random.Random(1), set()
    while not (game.timed and len(game.seats_to_act()) >= 2 and set(game.seats_to_act()) <= moved):
        seat = game.seats_to_act()[0]
        move = rng.choice(game.legal_moves(seat))
        match.apply(move, seat)
        moved |= {seat} if move.kind != "wait" else set()
    return match


def test_a_resumed_window_waits_until_each_person_in_it_has_looked_again() -> None:
    table = Table.from_match(a_window_open_after_moves())
    table.saved_window_left = 2.5
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.0)
    hotseat = HotSeat(referee, "en")
    waiting = table.game.seats_to_act()
    assert referee.window_left() == 2.5 and hotseat.unseen() == tuple(waiting)
    clock.advance(60.0)
    referee.poll()
    assert table.game.seats_to_act() == waiting and referee.window_left() == 2.5   # nobody back yet: it waits
    first, *others = waiting
    hotseat.take_keyboard(first)
    let_go = next(move for move in referee.view_of(first).legal if move.kind == "accept")
    referee.submit(first, let_go)                            # she lets it go: the others named still wait to look
    clock.advance(60.0)
    referee.poll()
    assert table.game.seats_to_act() == others and hotseat.unseen() == tuple(others) and referee.paused
    for seat in others:                                       # (playtest 38: they got a second, then "Time is up")
        hotseat.take_keyboard(seat)
    assert hotseat.unseen() == () and not referee.paused
    clock.advance(2.0)
    referee.poll()
    assert table.game.timed                                  # its last seconds run once all are back ...
    clock.advance(1.0)
    referee.poll()
    assert table.game.seats_to_act() != waiting or not table.game.timed   # ... then it closes


def test_a_window_of_a_match_not_resumed_runs_for_people_who_have_moved() -> None:
    match = a_window_open_after_moves()
    table = Table.from_match(match)
    hotseat = HotSeat(Referee(table, ManualClock(), bot_delay=0.0), "en")
    hotseat.resumed_window = None                                # (as at a table that was never left)
    assert hotseat.unseen() == ()
