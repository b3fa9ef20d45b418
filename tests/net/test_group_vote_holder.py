"""A vote that asks another of a group's seats than the one at the keyboard never opens over the holder's hand:
the keyboard is taken from the holder first, and the group's hand-offs wait until the vote's dialog has closed."""

from __future__ import annotations

from textual.pilot import Pilot

from maumau_tui.cards import card_label
from maumau_tui.net.group_flow import GroupVoteScreen
from maumau_tui.net.group_seat import GroupSeat
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.screens.handoff import HandoffScreen
from net_helpers import Raw, at_the_hand_off, group_app, join, screen_text, until


def first_turn_annas() -> Table:
    """A dealt table of Anna, Ben and Carla where Anna moves first."""
    for seed in range(1, 40):
        table = Table.from_names("standard", [("Anna", False), ("Ben", False), ("Carla", False)], seed=seed)
        table.deal()
        if table.actor == 0:
            return table
    raise AssertionError("no deal of 39 lets Anna move first")


async def annas_group_and_carla() -> tuple[Table, Raw, SeatApp, set[str]]:
    """Anna and Ben at one terminal (Anna moves first), Carla at her own; the labels of Anna's cards."""
    table = first_turn_annas()
    hub, host = Hub(), TableHost(Referee(table, ManualClock(), 0.0))
    hub.place("Carla", host, 2)
    carla = await join(hub, "Carla")
    await carla.until("log")
    app, _serving = group_app(hub, host, [0, 1])
    return table, carla, app, {card_label(card) for card in table.game.hands[0]} - {card_label(table.game.top)}


async def carlas_vote_asks_ben(pilot: Pilot[None], app: SeatApp, carla: Raw, anna: set[str]) -> GroupSeat:
    """Anna takes the keyboard (her hand shows), Carla proposes, Anna says yes: the vote asks Ben."""
    group = await at_the_hand_off(pilot, app)
    await pilot.press("enter")
    await until(pilot, lambda: group.holder == 0 and any(label in screen_text(app) for label in anna),
                "Anna holds the keyboard, her hand on screen")       # her hand shows while she holds it
    await carla.send({"type": "propose", "option": "seven_stacking", "value": True})
    await until(pilot, lambda: isinstance(app.screen, GroupVoteScreen) and app.ballot is not None
                and app.ballot["asking"] == 0, "the vote asks Anna")
    await pilot.press("y")
    await until(pilot, lambda: isinstance(app.screen, GroupVoteScreen) and app.ballot is not None
                and app.ballot["asking"] == 1, "the vote asks Ben")
    return group


async def test_a_vote_asking_ben_does_not_show_annas_hand_at_their_terminal() -> None:
    _table, carla, app, anna = await annas_group_and_carla()
    async with app.run_test(size=(120, 40)) as pilot:
        group = await carlas_vote_asks_ben(pilot, app, carla, anna)
        await pilot.pause()
        assert group.holder is None and not {label for label in anna if label in screen_text(app)}
    await carla.leave()


async def test_after_a_vote_that_asked_ben_the_hand_off_gives_anna_the_keyboard() -> None:
    """Playtest 67 (HIGH): the vote asked the seat of the group not at the keyboard; after it, Enter on the hand-off
    showed "Hands hidden" for good: the hand-off, pushed from the closing dialog's own handler, answered to it."""
    _table, carla, app, anna = await annas_group_and_carla()
    async with app.run_test(size=(120, 40)) as pilot:
        group = await carlas_vote_asks_ben(pilot, app, carla, anna)
        await pilot.press("n")                                            # refused
        await until(pilot, lambda: app.ballot is None, "the vote over")
        await pilot.press("x")                                            # any key: back to the table
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "Anna's hand-off")
        app.clock.advance(5.0)                                            # (past its guard)
        await pilot.press("enter")
        await until(pilot, lambda: group.holder == 0 and any(label in screen_text(app) for label in anna),
                    "Anna's hand again")
    await carla.leave()
