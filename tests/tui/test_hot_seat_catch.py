"""At one keyboard with a bot: when a person plays their second-to-last card without "Mau", the next person gets
the keyboard first and may call it out; the bot calls it only if they have not within ``CATCH_CHANCE`` seconds of
holding it.  (The bot always called first, before the hand-off; then, for a while, the table stood still 2 s
with nobody at the keyboard who could call it out.)"""

from __future__ import annotations

from textual.pilot import Pilot

from maumau_tui.notation import parse_move
from maumau_tui.referee import CATCH_CHANCE
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.handoff import HandoffScreen
from tui_helpers import keys_for, screen_text, send, settle, staged_app, table_screen, take_handoff, until, \
    until_decision

SEATS = [("Anna", None), ("Ben", None), ("Robo", "medium")]
HANDS = ["9D 7C", "9S 8C 8D", "KD QS 8H"]


async def anna_forgets_her_call(pilot: Pilot[None], app: MauMauApp) -> None:
    """Anna takes the keyboard and plays her second-to-last card without "Mau"."""
    await until_decision(pilot, app)
    await take_handoff(pilot, app)
    await until_decision(pilot, app)
    await send(pilot, *keys_for(parse_move("play 9D"), table_screen(app).view.hand))   # no "m"


async def test_the_next_person_gets_the_keyboard_before_the_bot_and_may_call_it_out() -> None:
    app = staged_app(SEATS, HANDS, pile="9H", stock="AS KS 7H 8S", dealer=2, bot_delay=0.5)
    async with app.run_test(size=(80, 24)) as pilot:
        await anna_forgets_her_call(pilot, app)
        table = app.table
        assert table is not None and table.game.catchable
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off to Ben")
        assert "Ben" in screen_text(app) and "catches" not in screen_text(app)   # the bot has not called it yet
        await take_handoff(pilot, app)
        await settle(pilot)                                      # Ben's turn, the bot's call still to come
        assert table_screen(app).seat == 1 and app.flow.referee.due() is not None and table.game.catchable
        await send(pilot, "c")                                   # Ben calls it out
        await settle(pilot)
        assert any(event[0] == "catch" and event[1] == 1 for event in table.game.log), table.game.log[-3:]


async def test_the_bot_calls_it_out_once_the_next_person_had_the_time_and_did_not() -> None:
    app = staged_app(SEATS, HANDS, pile="9H", stock="AS KS 7H 8S", dealer=2, bot_delay=0.5)
    async with app.run_test(size=(80, 24)) as pilot:
        await anna_forgets_her_call(pilot, app)
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off to Ben")
        await take_handoff(pilot, app)                          # (its guard: the clock moved 1 s with Ben at it)
        await settle(pilot)
        table, referee = app.table, app.flow.referee
        assert table is not None and table.game.catchable
        due = referee.due()
        assert due is not None and due - app.clock.now() <= CATCH_CHANCE
        app.clock.advance(due - app.clock.now())
        referee.poll()
        await settle(pilot)
        assert any(event[0] == "catch" and event[1] == 2 for event in table.game.log), table.game.log[-3:]
