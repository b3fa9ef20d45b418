"""Seeded random Erftschmiede hands at one keyboard, driven as the app drives ``HotSeat`` and the referee (without
Textual, so hundreds fit in seconds): two or three people and one or two bots; the people claim timed windows, call
out missed calls on the claim screen and on a hand-off, and play random legal moves; the clock moves only to what is
due.  Every hand ends: nothing may leave the table with nobody able to move (a claim that held the bot the keyboard
waited for stood still for good, review 29), and the keyboard's holder is shown their cards only while something is
asked of them."""

from __future__ import annotations

import random

import pytest

from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Seat, Table
from maumau_tui.tui.hotseat import SharedWindow, HandEnd, HandOff, HotSeat
from maumau_tui.tui.prompts import only_missed_calls

HANDS = 300
STEPS = 4000


def a_table(seed: int, rng: random.Random) -> Table:
    people = [Seat(f"P{seat}") for seat in range(rng.choice([2, 3]))]
    bots = [Seat(f"B{seat}", level=rng.choice(["easy", "medium"]), seed=seed + seat) for seat in range(rng.choice([1, 2]))]
    seats = people + bots
    rng.shuffle(seats)
    table = Table("erftschmiede", seats, seed=seed)
    table.deal()
    return table


def play_hand(seed: int) -> str:
    """One hand to its end; what went wrong, or ``""``."""
    rng = random.Random(seed)
    table = a_table(seed, rng)
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.5)
    hotseat = HotSeat(referee, "en")
    for _ in range(STEPS):
        step = hotseat.next_step()
        if table.hand_over or isinstance(step, HandEnd):
            return ""
        holder = hotseat.holder
        if step is None and holder is not None and len(hotseat.in_hand()) > 1 and not hotseat.covered:
            if holder in hotseat.in_hand() and holder not in table.game.seats_to_act():
                return f"{table.names[holder]}'s cards shown with nothing asked of them"
        if isinstance(step, HandOff):
            hotseat.hide()
            moves = [m for m in referee.view_of(step.catcher).legal if m.kind == "catch"] if step.catcher is not None \
                else []
            if moves and rng.random() < 0.5:
                referee.submit(step.catcher, rng.choice(moves))   # type: ignore[arg-type]
            else:
                hotseat.take_keyboard(step.seat)
            continue
        if isinstance(step, SharedWindow):
            hotseat.hide()
            calls = [m for m in only_missed_calls(referee.view_of(step.catcher)).legal if m.kind == "catch"] \
                if step.catcher is not None else []
            due, draw = referee.due(), rng.random()
            if calls and draw < 0.3:
                referee.submit(step.catcher, rng.choice(calls))   # type: ignore[arg-type]
            elif draw < 0.6 or due is None or step.unseen:
                hotseat.claimed(rng.choice(step.unseen or step.seats))
            else:
                clock.advance(max(0.0, due - clock.now()))
                referee.poll()
            continue
        due = referee.due()
        mine = [m for m in referee.view_of(holder).legal if m.kind != "wait"] if holder is not None else []
        if mine and not hotseat.covered and holder in table.game.seats_to_act() and (due is None or rng.random() < 0.6):
            own = [m for m in mine if m.kind != "catch"]
            referee.submit(holder, rng.choice(own if own and rng.random() < 0.85 else mine))   # type: ignore[arg-type]
            continue
        if due is None:
            return (f"stands still: holder {holder}, claim {hotseat.claim}, phase {table.game.phase}, "
                    f"to act {table.game.seats_to_act()}, waiting on {sorted(referee._holds)}")
        clock.advance(max(0.0, due - clock.now()))
        referee.poll()
    return f"no end after {STEPS} steps"


@pytest.mark.parametrize("start", [0, HANDS])
def test_random_hot_seat_hands_of_erftschmiede_all_end(start: int) -> None:
    problems = {seed: why for seed in range(start, start + HANDS) if (why := play_hand(seed))}
    assert not problems, problems
