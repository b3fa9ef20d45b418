"""A group's terminal in a house-rule vote and after a drop (Pilot): Carla, at her own terminal, proposes; the
vote asks Anna, then Ben, both at Anna's terminal: each answer goes for the seat asked.  At the hand's end one ``n``
says both are ready, and the next deal starts with a hand-off.  Then Anna's terminal
drops; the table waits for both seats, and a new session with the group's one rejoin code gets both back, the
keyboard passing through the hand-off screen again."""

from __future__ import annotations

import asyncio
import random

from textual.pilot import Pilot

from maumau_tui.net.group_flow import GroupVoteScreen
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.net.away_screen import AwayScreen
from maumau_tui.net.seat_screens import RemoteHandEnd
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.screens.handoff import HandoffScreen
from net_helpers import LIMIT, Raw, group_app, group_table, join, screen_text, seat_app, until


async def carla_and_a_table() -> tuple[Table, Hub, TableHost, Raw]:
    """Anna, Ben and Carla dealt at a table in the server; Carla at her own terminal (over the protocol)."""
    table = Table.from_names("standard", [("Anna", False), ("Ben", False), ("Carla", False)], seed=4)
    table.deal()
    hub, host = Hub(), TableHost(Referee(table, ManualClock(), 0.0))
    hub.place("Carla", host, 2)
    carla = await join(hub, "Carla")
    await carla.until("log")
    return table, hub, host, carla


async def carla_proposes(pilot: Pilot[None], app: SeatApp, carla: Raw) -> str | None:
    """Anna and Ben's terminal at the table, Carla proposes 7s that stack; the terminal's rejoin code."""
    await group_table(pilot, app)
    code = app.link.code if app.link is not None else None
    await carla.send({"type": "propose", "option": "seven_stacking", "value": True})
    return code


async def test_each_seat_of_a_group_answers_a_vote_and_a_dropped_group_comes_back_whole() -> None:
    table, hub, host, carla = await carla_and_a_table()
    app, serving = group_app(hub, host, [0, 1])
    async with app.run_test(size=(80, 24)) as pilot:
        code = await carla_proposes(pilot, app, carla)
        for seat in (0, 1):                          # the seats after Carla's, in turn
            await until(pilot, lambda: isinstance(app.screen, GroupVoteScreen) and app.ballot is not None
                        and app.ballot["asking"] == seat, f"the vote asking seat {seat}")
            screen = app.screen
            assert isinstance(screen, GroupVoteScreen) and screen.seat == seat
            await pilot.press("y")
        await until(pilot, lambda: table.match.options.get("seven_stacking") is True, "the change agreed")
        assert (await carla.until("voted"))["accepted"] is True
        await until(pilot, lambda: isinstance(app.screen, GroupVoteScreen) and app.screen.sentence is not None,
                    "the vote's result")
        await pilot.press("space")                   # any key but y/n closes it
        rng = random.Random(4)
        while not table.hand_over:                   # the rest of the hand, played at the table itself
            actor = table.actor
            assert actor is not None
            host.referee.submit(actor, rng.choice(table.view_of(actor).legal))
            await pilot.pause()                      # (the terminal reads what each move sends it)
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        assert not any(isinstance(screen, HandoffScreen) for screen in app.screen_stack)
        await pilot.press("n")                       # every seat of this terminal is ready
        await until(pilot, lambda: host.ready == {0, 1}, "Anna and Ben ready")
        await until(pilot, lambda: "You are all ready." in screen_text(app).replace("\xa0", " "), "said for both")
        await carla.send({"type": "next"})
        await until(pilot, lambda: table.hand_number == 2 and isinstance(app.screen, HandoffScreen)
                    and app.group is not None and app.group.holder is None, "the next deal, handed off")
    await asyncio.wait_for(serving, LIMIT)             # the terminal has gone: both seats wait
    assert set(host.away) == {0, 1}
    assert {(await carla.until("pause"))["name"] for _ in range(2)} == {"Anna", "Ben"}
    app, serving = seat_app(hub, code=code)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: app.group is not None and len(app.group.seats) == 2 and not host.away,
                    "both seats back")
        assert not any(isinstance(screen, AwayScreen) for screen in app.screen_stack)
        assert table.actor in (0, 1)                  # the keyboard goes to the seat on turn, through the hand-off
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off")
        assert app.group is not None and app.group.seat is None
    await carla.leave()
    await asyncio.wait_for(serving, LIMIT)


async def test_a_group_back_during_a_vote_answers_for_the_seat_it_asks() -> None:
    """PLAYTEST114 F16: back after a drop while the vote asked Ben (a further seat of the terminal), the dialog said
    "Waiting for Ben's answer" and refused y and n ("The vote asks Ben now."): it was opened before Ben's seat was
    back, and kept the seats it had then."""
    table, hub, host, carla = await carla_and_a_table()
    app, serving = group_app(hub, host, [0, 1])
    async with app.run_test(size=(80, 24)) as pilot:
        code = await carla_proposes(pilot, app, carla)
        await until(pilot, lambda: isinstance(app.screen, GroupVoteScreen) and app.ballot is not None
                    and app.ballot["asking"] == 0, "the vote asking Anna")
        await pilot.press("y")
        await until(pilot, lambda: app.ballot is not None and app.ballot["asking"] == 1, "the vote asking Ben")
    await asyncio.wait_for(serving, LIMIT)             # the terminal has gone while the vote asks Ben
    app, serving = seat_app(hub, code=code)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: app.group is not None and len(app.group.seats) == 2 and not host.away,
                    "both seats back")
        await until(pilot, lambda: isinstance(app.screen, GroupVoteScreen) and app.screen.seat == 1
                    and "Ben, do you agree?" in screen_text(app).replace("\xa0", " "), "the question for Ben")
        await pilot.press("y")
        await until(pilot, lambda: table.match.options.get("seven_stacking") is True, "the change agreed")
    await carla.leave()
    await asyncio.wait_for(serving, LIMIT)


async def test_h_brings_another_seats_question_back_with_the_holders_hand_covered() -> None:
    """PLAYTEST216 F4: Ben put the vote's question away; on Anna's turn, with her hand on the screen, h brought his
    question back over it, and Ben, taking the keyboard to answer, saw her cards."""
    table, hub, host, carla = await carla_and_a_table()
    app, serving = group_app(hub, host, [0, 1])
    async with app.run_test(size=(80, 24)) as pilot:
        await carla_proposes(pilot, app, carla)
        asked = lambda seat: (isinstance(app.screen, GroupVoteScreen) and app.ballot is not None   # noqa: E731
                              and app.ballot["asking"] == seat)
        await until(pilot, lambda: asked(0), "Anna asked")
        await pilot.press("y")
        await until(pilot, lambda: asked(1), "Ben asked")
        await pilot.press("escape")                              # Ben: later
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the keyboard to Anna, on turn")
        clock = app.clock
        assert isinstance(clock, ManualClock) and table.actor == 0
        clock.advance(app.settings.handoff_guard)
        await pilot.press("enter")
        group = app.group
        assert group is not None
        await until(pilot, lambda: group.holder == 0 and not isinstance(app.screen, HandoffScreen), "Anna's hand")
        await pilot.press("h")                                   # Ben's question again: Anna's hand goes first
        await until(pilot, lambda: asked(1), "Ben's question back")
        assert group.holder is None, "Anna's hand stayed on the screen under Ben's question"
        await pilot.press("y")
        await until(pilot, lambda: table.match.options.get("seven_stacking") is True, "Ben's answer counted")
    await carla.leave()
    await asyncio.wait_for(serving, LIMIT)
