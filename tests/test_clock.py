"""The hot seat's clock leaves out the time the process stood still (PLAYTEST272 F3: stopped with a window open and
continued later, the window had run out and nobody could answer).  The real time here is the test's own."""

from __future__ import annotations

import pytest

from maumau_tui.clock import SteadyClock
from maumau_tui.notation import parse_move
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from test_referee import staged


class Source:
    def __init__(self) -> None:
        self.time = 1000.0

    def __call__(self) -> float:
        return self.time


def test_time_between_beats_counts_and_time_stood_still_does_not() -> None:
    real = Source()
    clock = SteadyClock(real)
    start = clock.now()
    real.time += 30.0                    # before the loop beats, the clock is the real one
    assert clock.now() == start + 30.0
    clock.beat()
    for _ in range(4):                   # the loop beats: every second counts
        real.time += SteadyClock.BEAT
        clock.beat()
    assert clock.now() == pytest.approx(start + 32.0)
    real.time += 8.0                     # stopped for 8 s after the last beat: one beat of it counts
    assert clock.now() == pytest.approx(start + 32.0 + SteadyClock.BEAT)
    real.time += 1.0
    assert clock.now() == pytest.approx(start + 33.0 + SteadyClock.BEAT)   # and from there on, all of it


def test_what_a_look_was_told_is_never_taken_back() -> None:
    """REVIEW272 R2: a look late in a held loop (1.9 s after the beat), then more than 2 s: the clock went back."""
    real = Source()
    clock = SteadyClock(real)
    clock.beat()
    start = clock.now()
    real.time += 1.9                     # a slow beat is no stop
    assert clock.now() == pytest.approx(start + 1.9)
    real.time += 0.6                     # held on past 2 s: only what came after the last look stood still
    assert clock.now() == pytest.approx(start + 1.9)
    real.time += 1.0
    clock.beat()
    assert clock.now() == pytest.approx(start + 2.9)


def on_a_steady_clock() -> tuple[Source, SteadyClock, Table, Referee]:
    """A steady clock on a time the test moves, beaten once; an Erftschmiede table where Anna's 6 opens a block
    window of 3 s (Ben may answer it with a 5)."""
    real = Source()
    clock = SteadyClock(real)
    clock.beat()
    table = staged("erftschmiede", [("Anna", False), ("Ben", False)], ["6H 9D 8S", "5H KD 10C"], pile="9H",
                   stock="2C 3C 3S 3H 3D 4C")
    return real, clock, table, Referee(table, clock, bot_delay=0.0, window_seconds=3)


def test_a_window_opened_late_in_a_held_loop_never_shows_more_than_its_time() -> None:
    """REVIEW272 R2: a 3 s window opened 1.9 s into a held loop showed 4.4 s at the next look."""
    real, _, _, referee = on_a_steady_clock()
    real.time += 1.9
    referee.submit(0, parse_move("play 6H"))
    real.time += 0.6
    left = referee.window_left()
    assert left is not None and left <= 3.0, left


def test_a_window_keeps_its_time_when_the_process_stood_still() -> None:
    real, clock, table, referee = on_a_steady_clock()
    referee.submit(0, parse_move("play 6H"))           # Ben may block it with a 5: 3 s
    real.time += 0.5
    clock.beat()
    assert referee.window_left() == pytest.approx(2.5)
    real.time += 8.0                                   # SIGSTOP ... SIGCONT: the first look after it
    assert not referee.poll() and table.game.timed
    assert referee.window_left() == pytest.approx(2.5 - SteadyClock.BEAT)
    real.time += 2.0
    assert referee.poll() and not table.game.timed     # the rest of its time runs as ever


async def test_the_hot_seat_beats_its_clock_and_a_seat_over_ssh_keeps_the_servers_time() -> None:
    """REVIEW272 R3: nothing checked that the app beats its clock (without the beat it is the real clock again); R1:
    a seat over SSH counts the server's windows down, which run on real time, so it keeps the real clock."""
    from maumau_tui.clock import MonotonicClock
    from maumau_tui.net.seat_app import SeatApp
    from maumau_tui.tui.app import MauMauApp
    from maumau_tui.tui.settings import Settings

    app = MauMauApp(Settings(lang="en"))
    beats: list[tuple[float, object]] = []
    every = app.set_interval
    app.set_interval = lambda interval, callback, **options: (beats.append((interval, callback)),   # type: ignore[method-assign]
                                                              every(interval, callback, **options))[1]
    async with app.run_test(size=(80, 24)):
        assert isinstance(app.clock, SteadyClock) and (SteadyClock.BEAT, app.clock.beat) in beats, beats
    assert type(SeatApp("Anna", "en", None).clock) is MonotonicClock
