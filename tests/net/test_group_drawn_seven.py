"""Faraón's drawn 7 at a group's terminal (several seats of a table in the server at one keyboard): which screen
followed a seat's penalty draw told the others at the keyboard whether it had stopped at a 7 (REVIEW256 B1, as at
the hot seat: ``tests/tui/test_drawn_seven_hotseat.py``).  Once the drawer's turn is over, stopped or not, it reads
what it drew until it presses Enter; the server's bots play on meanwhile in both cases (REVIEW262 R1: they played
under the dialog where the draw went through, and after the decision where it stopped)."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot

from maumau_tui.cards import parse_card
from maumau_tui.clock import ManualClock
from maumau_tui.engine.game import Game
from maumau_tui.net.group_seat import GroupSeat
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.notation import parse_move
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.screens.dialogs import DrawSeenScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from net_helpers import at_the_hand_off, group_app, screen_text, until

WITH_SEVEN, WITHOUT = "9D 7D AC KC AS", "9D AD AC KC AS"   # the stock: a 7 among Bob's first three cards, or none
SEVEN_LAST = "9D AD 7D KC AS"                              # the 7 as the penalty's last card (REVIEW262 R2)


def faraon(stock: str, bob: str = "8H 10D KD 9H") -> Table:
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table = Table.from_names("faraon", [("Anna", None), ("Bob", None), ("Cy", "medium")], seed=1,
                             options={"drawn_seven": True})
    hands = [cards("7H 9S QD 8D"), cards(bob), cards("9C 8C 10C KC")]
    table.use_hand(Game.stacked(table.match.tables, table.names, hands, cards("10H"), cards(stock), 2))
    return table


async def to_bob(pilot: Pilot[None], app: SeatApp) -> GroupSeat:
    """Anna plays her 7 of Hearts; Bob, of her group, takes the keyboard."""
    guard = app.clock
    assert isinstance(guard, ManualClock)
    group = await at_the_hand_off(pilot, app)
    await pilot.press("enter")
    await until(pilot, lambda: group.holder == 0, "Anna at the keyboard")
    guard.advance(app.settings.handoff_guard)
    await pilot.press("1", "enter")                         # 7♥
    await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off to Bob")
    guard.advance(app.settings.handoff_guard)
    await pilot.press("enter")
    await until(pilot, lambda: group.holder == 1 and not isinstance(app.screen, HandoffScreen), "Bob at the keyboard")
    guard.advance(app.settings.handoff_guard)
    return group


@pytest.mark.parametrize("stock", [WITH_SEVEN, WITHOUT, SEVEN_LAST])
async def test_a_groups_penalty_draw_ends_on_the_drawers_own_screen_whether_or_not_it_stopped(stock: str) -> None:
    table = faraon(stock)
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=1.0)
    app, serving = group_app(Hub(), TableHost(referee), [0, 1])      # Bob's seat is played from Anna's terminal
    guard = app.clock
    assert isinstance(guard, ManualClock)
    async with app.run_test(size=(100, 30)) as pilot:
        group = await to_bob(pilot, app)
        await pilot.press("d")
        await until(pilot, lambda: len(table.game.hands[1]) > 4, "Bob's draw")
        if stock != WITHOUT:                                # stopped at the 7: Bob decides on it first
            await until(pilot, lambda: group.seats[1].link.view is not None and group.seats[1].link.view.drawn,
                        "Bob's question on the 7")
            assert not isinstance(app.screen, DrawSeenScreen) and (group.holder, group.covered) == (1, False)
            guard.advance(app.settings.key_hold)
            await pilot.press("p" if stock == SEVEN_LAST else "d")   # he keeps it (and draws the rest, if any)
        await until(pilot, lambda: isinstance(app.screen, DrawSeenScreen), "what Bob drew")
        assert "What you drew" in screen_text(app) and (group.holder, group.covered) == (1, False)
        for _ in range(3):                                  # Bob reads a while: the server's bot plays meanwhile
            clock.advance(1.0)
            referee.poll()
            await pilot.pause()
        assert table.match.moves[-1][1] == 2 and table.game.actor == 0, table.match.moves   # (Cy's move, Anna's turn)
        assert isinstance(app.screen, DrawSeenScreen)
        guard.advance(app.settings.key_hold)
        await pilot.press("enter")                          # read: the keyboard goes to Anna, whose turn it is
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off to Anna")
    serving.cancel()


async def test_a_groups_penalty_draw_the_host_refuses_leaves_no_draw_to_read() -> None:
    """REVIEW262 R3: the host refused Bob's draw (the table waited for a player); his 7 played after it opened the
    dialog of what he drew, over a draw that never happened."""
    table = faraon(WITHOUT, bob="8H 10D KD 7S")
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0))
    app, serving = group_app(Hub(), host, [0, 1])
    async with app.run_test(size=(100, 30)) as pilot:
        group = await to_bob(pilot, app)
        host.waits.seats = {2}                              # the host refuses moves now ("table_waits")
        await pilot.press("d")
        await until(pilot, lambda: group.draw_seen is None, "the refusal heard")
        host.waits.seats = set()
        assert len(table.game.hands[1]) == 4
        group.submit(parse_move("play 7S", table.names))    # Bob answers with his own 7 instead
        await until(pilot, lambda: len(table.game.hands[1]) == 3 and group.covered, "Bob's 7, his cards covered")
        assert not isinstance(app.screen, DrawSeenScreen)
    serving.cancel()
