"""Faraón's drawn 7 at one keyboard (house rule ``drawn_seven``): a penalty drawn card by card stops at a 7 or the
Unter of Leaves among its first three cards, and the drawer decides on it, a decision only the drawer may know of.
Everybody at the keyboard saw which screen followed the draw: with the drawer's cards and question it had stopped,
with the drawer's cards covered or the keyboard handed on it had not (REVIEW256 B1).  Now, once the drawer's turn is
over, stopped or not, it reads what it drew until it presses Enter: the same screens either way."""

from __future__ import annotations

import pytest
from textual.widgets._toast import Toast

from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.dialogs import DrawSeenScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.table import TableScreen
from tui_helpers import holder, pass_guard, screen_text, send, staged_app, take_handoff, until

WITH_SEVEN, WITHOUT = "9D 7D AC KC AS", "9D AD AC KC AS"   # the stock: a 7 among Bob's first three cards, or none


def faraon_app(stock: str, cy_is_a_bot: bool) -> MauMauApp:
    return staged_app([("Ann", False), ("Bob", False), ("Cy", cy_is_a_bot)],
                      ["7H 9S QD 8D", "8H 10D KD 9H", "9C 8C 10C KC"], "10H", stock, ruleset="faraon",
                      dealer=2, options={"drawn_seven": True}, bot_delay=0.5)


async def bob_draws(pilot, app: MauMauApp) -> None:  # type: ignore[no-untyped-def]
    """Ann plays her 7 of Hearts, Bob takes the keyboard and draws its penalty."""
    await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off to Ann")
    await take_handoff(pilot, app)
    await send(pilot, "1", "enter")                        # 7♥
    await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off to Bob")
    await take_handoff(pilot, app)
    assert holder(app) == 1
    await send(pilot, "d")


async def time_goes_by(pilot, app: MauMauApp) -> None:  # type: ignore[no-untyped-def]
    for _ in range(3):                                     # a bot would have moved meanwhile
        app.clock.advance(1.0)                             # type: ignore[attr-defined]
        app.flow.referee.poll()                            # type: ignore[union-attr]
        await pilot.pause()


async def wait_for_toasts(pilot, app: MauMauApp) -> list[Toast]:  # type: ignore[no-untyped-def]
    await until(pilot, lambda: bool(app.screen.query(Toast)), "a notice")
    return list(app.screen.query(Toast))


def what_shows(app: MauMauApp) -> tuple[str, int | None, bool]:
    """What everybody at the keyboard sees: the screen on top, whose cards, and whether they are covered."""
    return type(app.screen).__name__, holder(app), app.flow.hotseat.covered   # type: ignore[union-attr]


@pytest.mark.parametrize(("cy_is_a_bot", "decision"), [(True, "d"), (False, "d"), (True, "enter")])
async def test_a_penalty_draw_shows_the_same_screens_whether_or_not_it_stopped_at_a_seven(cy_is_a_bot: bool,
                                                                                           decision: str) -> None:
    """(``decision``: where it stopped at the 7 of Diamonds, Bob keeps it, d, or plays it, Enter.)"""
    seen = {}
    for stock in (WITH_SEVEN, WITHOUT):
        app = faraon_app(stock, cy_is_a_bot)
        async with app.run_test(size=(100, 30), notifications=True) as pilot:
            await bob_draws(pilot, app)
            await time_goes_by(pilot, app)
            steps = [what_shows(app)]
            if stock == WITH_SEVEN:                        # Bob decides on the 7 first: his own table
                assert isinstance(app.screen, TableScreen) and app.table.game.actor == 1   # type: ignore[union-attr]
                pass_guard(app)
                await send(pilot, decision)
                await time_goes_by(pilot, app)
            assert isinstance(app.screen, DrawSeenScreen), screen_text(app)
            assert "What you drew" in screen_text(app) and "You draw" in screen_text(app)
            await until(pilot, lambda: "Read what you drew first; after Enter it is Cy's turn." in screen_text(app),
                        "the status line under it")   # (PLAYTEST282 N1: "Waiting for Cy." invited Cy to the keys)
            box = app.screen.query_one("#quit-box").region     # (centred, as every dialog: PLAYTEST261 F1)
            assert abs(box.x - (100 - box.right)) <= 1 and abs(box.y - (30 - box.bottom)) <= 1, box
            assert app.table.game.actor == 2                # type: ignore[union-attr]  # (no bot moved under it)
            await send(pilot, "x")                         # a stray key: its reminder over the table's lines, whole
            [toast] = await wait_for_toasts(pilot, app)
            assert "Enter: go on" in str(toast.render()) and (toast.region.x, toast.region.right) == (0, 100), toast.region
            steps.append(what_shows(app))
            pass_guard(app)
            await send(pilot, "enter")                     # Bob has read what he drew
            await until(pilot, lambda: app.flow.hotseat.covered or isinstance(app.screen, HandoffScreen),   # type: ignore[union-attr]
                        "Bob's cards covered, or the keyboard handed on")
            steps.append(what_shows(app)[:1])
            seen[stock] = [step[1:] for step in steps[:2]] + steps[2:]
    assert seen[WITH_SEVEN] == seen[WITHOUT] and seen[WITHOUT][0] == (1, False), seen
