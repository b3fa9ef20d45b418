"""Faraón's drawn 7 at a group's terminal (several seats of a table in the server at one keyboard): which screen
followed a seat's penalty draw told the others at the keyboard whether it had stopped at a 7 (REVIEW256 B1, as at
the hot seat: ``tests/tui/test_drawn_seven_hotseat.py``).  A draw that did not stop shows the drawer what it drew
until it presses Enter, as the decision on a 7 would."""

from __future__ import annotations

import pytest

from maumau_tui.cards import parse_card
from maumau_tui.clock import ManualClock
from maumau_tui.engine.game import Game
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.screens.dialogs import DrawSeenScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from net_helpers import at_the_hand_off, group_app, screen_text, until

WITH_SEVEN, WITHOUT = "9D 7D AC KC AS", "9D AD AC KC AS"   # the stock: a 7 among Bob's first three cards, or none


def faraon(stock: str) -> Table:
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table = Table.from_names("faraon", [("Anna", None), ("Bob", None), ("Cy", "medium")], seed=1,
                             options={"drawn_seven": True})
    hands = [cards("7H 9S QD 8D"), cards("8H 10D KD 9H"), cards("9C 8C 10C KC")]
    table.use_hand(Game.stacked(table.match.tables, table.names, hands, cards("10H"), cards(stock), 2))
    return table


@pytest.mark.parametrize("stock", [WITH_SEVEN, WITHOUT])
async def test_a_groups_penalty_draw_shows_the_drawers_own_screen_whether_or_not_it_stopped(stock: str) -> None:
    table = faraon(stock)
    referee = Referee(table, ManualClock(), bot_delay=1.0)
    app, serving = group_app(Hub(), TableHost(referee), [0, 1])      # Bob's seat is played from Anna's terminal
    guard = app.clock
    assert isinstance(guard, ManualClock)
    async with app.run_test(size=(100, 30)) as pilot:
        group = await at_the_hand_off(pilot, app)
        await pilot.press("enter")
        await until(pilot, lambda: group.holder == 0, "Anna at the keyboard")
        guard.advance(app.settings.handoff_guard)
        await pilot.press("1", "enter")                     # 7♥
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off to Bob")
        guard.advance(app.settings.handoff_guard)
        await pilot.press("enter")
        await until(pilot, lambda: group.holder == 1 and not isinstance(app.screen, HandoffScreen), "Bob at the keyboard")
        guard.advance(app.settings.handoff_guard)
        await pilot.press("d")
        await until(pilot, lambda: len(table.game.hands[1]) > 4, "Bob's draw")
        if stock == WITHOUT:
            await until(pilot, lambda: isinstance(app.screen, DrawSeenScreen), "what Bob drew")
            assert "none of these cards may be played now" in screen_text(app)
        else:
            await until(pilot, lambda: group.seats[1].link.view is not None and group.seats[1].link.view.drawn,
                        "Bob's question on the 7")
        assert (group.holder, group.covered) == (1, False), screen_text(app)   # Bob's own screen: the others look away
        guard.advance(app.settings.key_hold)
        await pilot.press("enter" if stock == WITHOUT else "d")   # read, or the 7 kept and the rest drawn
        await until(pilot, lambda: group.covered, "Bob's cards covered")
    serving.cancel()
