"""REVIEW147 R1 over SSH: the Enter on a hand's sheet that makes its person the last one ready deals the next hand at
once, the sheet closes, and the second press of a double Enter played a card of the new hand unseen.  The table
under the sheet now holds Enter for a moment once the next hand is dealt, as at one keyboard."""

from __future__ import annotations

from net_helpers import at_a_hands_end, hosted, join, seat_app, until

from maumau_tui.net.seat_screens import RemoteHandEnd
from maumau_tui.tui.screens.table import TableScreen

PRESSED_TWICE = 0.15      # seconds between the two presses of a double Enter


async def test_the_second_press_of_the_enter_that_dealt_plays_no_card_of_the_new_hand() -> None:
    table = at_a_hands_end([("Ben", None), ("Anna", None)])      # (Anna leads the second hand)
    host, hub = hosted(table)
    ben = await join(hub, "Ben")
    await ben.until("hand_end")
    app, serving = seat_app(hub, "Anna")
    annas = lambda: sum(1 for hand, seat, _ in table.match.moves if hand == 2 and seat == 1)   # noqa: E731
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        await ben.send({"type": "next"})
        await until(pilot, lambda: host.waiting() == ["Anna"], "Ben ready")
        app.clock.advance(5.0)                                     # (past the sheet's hold)
        await pilot.press("enter")                                 # the last one ready: dealt at once
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view.my_turn, "Anna's lead")
        app.clock.advance(PRESSED_TWICE)
        await pilot.press("enter")
        for _ in range(10):
            await pilot.pause()
        assert annas() == 0, "the second press of a double Enter played a card unseen"
        app.clock.advance(5.0)
        await pilot.press("enter")                                 # meant, after a quiet moment: played
        await until(pilot, lambda: annas() == 1, "Anna's play")
    await ben.leave()
    serving.cancel()
