"""A hot-seat group's claim of a timed window at a table in the server stops the window's clock, as the hot seat
does while the keyboard goes to the claimer; bounded, since other terminals share it.  On the referee's
ManualClock, never the wall clock.

Erftschmiede among Anna and Ben (a group at Anna's terminal) and Cleo (at her own), played by seeded random moves
until a timed window is open that Anna or Ben may answer.  The window's time left is saved the moment a claim
stops its clock, so a server restart during the claim gives the window back with that time (as the hot seat).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, cast

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.link import HostLink
from maumau_tui.net.remote import RemoteSeat
from maumau_tui.net.saving import TableSaves
from maumau_tui.net.window_claim import CLAIM_HOLD
from maumau_tui.notation import format_move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from net_helpers import Raw, join, looked, member

PEOPLE = [("Anna", None), ("Ben", None), ("Cleo", None)]
WINDOW = 3.0


def to_a_window(first: bool = False) -> tuple[Table, Referee, ManualClock, int]:
    """A table at an open timed window, and a seat of the group (Anna 0, Ben 1) that may answer it (``first``: Anna,
    whose seat is the terminal's own)."""
    for seed in range(200):
        table = Table.from_names("erftschmiede", PEOPLE, seed=seed)
        table.deal()
        clock = ManualClock()
        referee = Referee(table, clock, bot_delay=0.0, window_seconds=WINDOW)
        rng = random.Random(seed)
        for _ in range(300):
            if table.hand_over:
                break
            group = [seat for seat in table.game.seats_to_act() if seat in ((0,) if first else (0, 1))]
            if referee.window_left() is not None and group:
                return table, referee, clock, group[0]
            seat = table.game.seats_to_act()[0]
            referee.submit(seat, rng.choice([move for move in table.game.legal_moves(seat) if move.kind != "catch"]))
    raise AssertionError("no seed opened a timed window for the group")


async def seated(hub: Hub | None = None, first: bool = False) -> tuple[Table, Referee, ManualClock, int, Raw, Raw,
                                                                       TableHost]:
    """(``hub``: the test's own, to join it again; ``first``: see ``to_a_window``.)"""
    table, referee, clock, seat = to_a_window(first)
    hub, host = hub or Hub(), TableHost(referee)
    host.claims.group([0, 1])
    hub.place("Anna", host, 0)
    hub.place("Cleo", host, 2)
    anna, cleo = await join(hub, "Anna"), await join(hub, "Cleo")
    await member(anna, "view")                                  # Ben's seat is at Anna's terminal
    await looked(host, cleo)                                    # Cleo's screen shows her cards (``first_look``)
    await cleo.kinds_heard()                                    # (what was pushed to her until then: read)
    return table, referee, clock, seat, anna, cleo, host


def as_seat(seat: int, message: dict[str, Any]) -> dict[str, Any]:
    """``message`` as Anna's terminal sends it for ``seat`` (Ben's inside his member envelope)."""
    return message if seat == 0 else {"type": "member", "n": 1, "message": message}


async def handled(raw: Raw, message: dict[str, Any]) -> None:
    """Send ``message`` and wait until the host has handled it (its answer to a ping sent after it)."""
    await raw.send(message)
    await raw.send({"type": "ping", "n": 7})
    await raw.until("pong")


async def info(raw: Raw, held: bool) -> dict[str, Any]:
    """The next ``info`` pushed with ``held`` as asked."""
    for _ in range(100):
        message = await raw.until("info")
        if message.get("held", False) is held:
            return message
    raise AssertionError(f"no info with held={held}")


async def test_a_claim_stops_the_window_clock_for_every_terminal_until_the_claimer_answers() -> None:
    table, referee, clock, seat, anna, cleo, host = await seated()
    clock.advance(1.0)
    await handled(anna, as_seat(seat, {"type": "claim"}))
    assert referee.paused and host.hold.seat == seat
    pushed = await info(cleo, held=True)                        # Cleo's countdown stands still, as does the clock
    assert pushed["open_left"] == WINDOW - 1.0
    clock.advance(WINDOW * 2)                                   # longer than the window had left
    referee.poll()
    assert referee.window_left() == WINDOW - 1.0 and seat in table.game.seats_to_act()
    move = next(move for move in table.game.legal_moves(seat) if move.kind != "catch")
    await anna.send(as_seat(seat, {"type": "submit", "move": format_move(move, table.names), "id": 1}))
    if seat == 0:
        await anna.until("accepted")
    else:
        await member(anna, "accepted")
    assert not referee.paused and host.hold.seat is None        # answered: the clock runs again
    assert (await info(cleo, held=False))["type"] == "info"
    for raw in (anna, cleo):
        await raw.leave()


async def test_a_claim_is_ignored_from_a_player_alone_or_after_its_hold_ran_out() -> None:
    table, referee, clock, seat, anna, cleo, host = await seated()
    await handled(cleo, {"type": "claim"})                      # Cleo plays alone: nobody to hand the keyboard to
    assert not referee.paused and host.hold.seat is None
    await handled(anna, as_seat(seat, {"type": "claim"}))
    assert referee.paused
    clock.advance(CLAIM_HOLD)                                   # the hold is bounded: the clock runs again
    assert not referee.paused and referee.window_left() == WINDOW
    await handled(anna, as_seat(seat, {"type": "claim"}))      # ... and no second claim before the next move
    assert not referee.paused
    count = len(table.match.moves)
    clock.advance(WINDOW)
    assert referee.poll() and table.match.moves[count][2] == "wait"   # the window's time ran out
    for raw in (anna, cleo):
        await raw.leave()


def to_a_window_the_bots_answer_first() -> tuple[Table, Referee, ManualClock, int]:
    """A table with a bot (Robo) at a timed window that a seat of the group may answer and the bot too: the
    window's clock waits for the bot's answer (``window_time``, not yet ``window_left``)."""
    for seed in range(400):
        table = Table.from_names("erftschmiede", [("Anna", None), ("Ben", None), ("Robo", "easy"), ("Cleo", None)],
                                 seed=seed)
        table.deal()
        clock = ManualClock()
        referee = Referee(table, clock, bot_delay=0.5, window_seconds=WINDOW)
        rng = random.Random(seed)
        for _ in range(300):
            if table.hand_over:
                break
            group = [seat for seat in table.game.seats_to_act() if seat in (0, 1)]
            if referee.window_time() is not None and referee.window_left() is None and group:
                return table, referee, clock, group[0]
            if referee.due() is not None:
                clock.advance(0.5)
                referee.poll()
                continue
            seat = next(seat for seat in table.game.seats_to_act() if not table.is_bot(seat))
            referee.submit(seat, rng.choice([move for move in table.game.legal_moves(seat) if move.kind != "catch"]))
    raise AssertionError("no seed opened a timed window for the group and the bot")


async def test_a_claim_made_while_the_bots_answer_first_holds_the_clock_once_it_starts() -> None:
    """(Playtest 46: the claim screen showed the window's whole time, the person claimed at once, the bot in the
    window had not answered yet: the claim was dropped, and the window ran out while Ben was still on the hand-off.)"""
    table, referee, clock, seat = to_a_window_the_bots_answer_first()
    hub, host = Hub(), TableHost(referee)
    host.claims.group([0, 1])
    hub.place("Anna", host, 0)
    hub.place("Cleo", host, 3)
    anna, cleo = await join(hub, "Anna"), await join(hub, "Cleo")
    await member(anna, "view")
    await handled(anna, as_seat(seat, {"type": "claim"}))
    assert not referee.paused and host.hold.waiting == seat     # the bot answers first: its pace is not held
    while referee.window_left() is None and seat in table.game.seats_to_act():
        clock.advance(0.5)
        referee.poll()
    assert seat in table.game.seats_to_act()                    # the bot answered and the clock started ...
    assert referee.paused and host.hold.seat == seat            # ... standing still for the claimer
    clock.advance(WINDOW * 2)
    referee.poll()
    assert referee.window_left() == WINDOW and seat in table.game.seats_to_act()
    for raw in (anna, cleo):
        await raw.leave()


async def test_a_restart_during_a_claim_gives_the_window_back_with_the_time_it_had_left(tmp_path: Path) -> None:
    table, referee, clock, seat, anna, cleo, host = await seated()
    saves = TableSaves(tmp_path)
    saves.keep(host)                                            # saved now, with the window's whole time
    clock.advance(1.0)
    await handled(anna, as_seat(seat, {"type": "claim"}))      # the clock stops: saved with the time it has left
    clock.advance(20.0)                                         # ... and the server is killed some time later
    saves.close()
    for raw in (anna, cleo):
        await raw.leave()
    again = TableSaves(tmp_path).resume(lambda table: TableHost(Referee(table, ManualClock(), 0.0, WINDOW)))
    (resumed,) = again
    assert resumed.referee.window_left() == WINDOW - 1.0
    assert resumed.table.game.seats_to_act() == table.game.seats_to_act()


def test_a_remote_countdown_stands_still_while_the_table_says_its_clock_is_held() -> None:
    link = HostLink(cast(Any, None), cast(Any, None), "Cleo", "en")
    clock = ManualClock()
    remote = RemoteSeat(link, clock.now)

    def pushed(held: bool) -> None:
        message = {"type": "info", "ruleset": "erftschmiede", "options": {}, "bots": [], "levels": {},
                   "hand_number": 1, "kings_word": "", "window_left": 2.0, "open_left": 2.0, "held": held}
        link.take(message)
        for listener in link.listeners:
            listener(message)

    pushed(held=True)
    clock.advance(5.0)
    assert remote.open_left() == 2.0 and remote.info().window_left == 2.0
    pushed(held=False)                                          # the claimer answered: it runs down again
    clock.advance(0.5)
    assert remote.open_left() == 1.5 and remote.info().window_left == 1.5


async def test_a_claim_ends_when_the_claimers_terminal_drops() -> None:
    """PLAYTEST231 F1: Dora of Anna's group claimed a swap window, and Anna's terminal dropped.  Back, the group saw
    the claim screen as if nobody had claimed, while the window's clock stood still on every screen until the
    claim's 30 s were over.  The claim goes with its terminal (the table then waits for the person who dropped, as
    for any answer it needs, and the group claims anew once back)."""
    table, referee, clock, seat, anna, cleo, host = await seated()
    await handled(anna, as_seat(seat, {"type": "claim"}))
    assert host.hold.seat == seat
    await anna.leave()                                          # the group's terminal is gone
    await handled(cleo, {"type": "ping", "n": 1})
    assert host.hold.seat is None and "claim" not in referee._holds   # (the referee's other holds: the drop's)
    await cleo.leave()


async def test_a_group_back_after_dropping_during_its_claim_finds_the_window_clock_running() -> None:
    """PLAYTEST267 F1: back, the group's claim screen said "3 s left (stands still until everybody has their cards on
    screen)" for the 10 s a screen is waited for, on a screen that shows no cards: a group's terminal is not waited
    for (``first_look``), but its members were seated only after the wait had begun."""
    from maumau_tui.net.first_look import REASON

    hub = Hub()
    table, referee, clock, seat, anna, cleo, host = await seated(hub, first=True)
    code = anna.code
    await handled(anna, as_seat(seat, {"type": "claim"}))
    await anna.leave()                                          # the group's terminal drops during its claim
    await handled(cleo, {"type": "ping", "n": 1})
    held: list[str] = []
    pause = referee.pause
    referee.pause = lambda reason: (held.append(reason), pause(reason))[1]   # type: ignore[method-assign]
    anna = await join(hub, "Anna", code=code)
    await member(anna, "view")                                  # back: Ben's seat at Anna's terminal again
    await handled(cleo, {"type": "ping", "n": 2})
    assert not host.away and REASON not in held and not referee.paused   # (not held for a moment either: REVIEW266 R4)
    left = referee.window_left()
    clock.advance(0.5)
    referee.poll()
    assert left is not None and referee.window_left() == left - 0.5    # the window's clock runs
    for raw in (anna, cleo):
        await raw.leave()
