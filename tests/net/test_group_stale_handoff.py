"""A hand-off at a group's terminal goes away once the turn it was for has passed without its person.

Anna and Ben share Anna's terminal (Erftschmiede, the deal of ``test_group_app``).  Ben claims the window in which
he may block Anna's 6 with a 5, and the hand-off to him opens; before anybody presses Enter, the claim's hold runs
out and then the window itself (on the referee's clock, which the test turns), so the 6 stands unblocked.  The
hand-off to Ben must not stay saying it is his turn, nor give him the keyboard for a window that has closed.
"""

from __future__ import annotations

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.window_claim import CLAIM_HOLD
from maumau_tui.clock import ManualClock
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.window import WindowScreen
from maumau_tui.tui.screens.window import claim_key
from net_helpers import group_app, group_table, until
from ssh_play import Mirror
from test_group_app import SEATS, WINDOW, bots_then_news, holders_prompt
from test_ssh_erftschmiede import SEED, Policy


async def test_a_hand_off_whose_window_closed_meanwhile_goes_away() -> None:
    play = Mirror("erftschmiede", SEATS, SEED, bot_delay=0.05, options={"block_seconds": WINDOW})
    table, policy = play.table, Policy(SEED)
    app, serving = group_app(Hub(), TableHost(play.referee), [0, 1])
    clock = app.clock
    assert isinstance(clock, ManualClock)
    async with app.run_test(size=(100, 30)) as pilot:
        group = await group_table(pilot, app)
        for _ in range(80):
            size = await bots_then_news(pilot, play, group)
            assert not table.hand_over, "the hand ended before Ben's window"
            seat = next(s for s in table.game.seats_to_act() if not table.is_bot(s))
            if isinstance(app.screen, WindowScreen) and seat == 1:
                break
            if group.holder != seat:
                await until(pilot, lambda: isinstance(app.screen, HandoffScreen), f"the hand-off to {seat}")
                clock.advance(app.settings.handoff_guard)
                await pilot.press("enter")
                await until(pilot, lambda: group.holder == seat, "the keyboard taken")
                clock.advance(app.settings.handoff_guard)    # a look at the hand before the next Enter
            prompt = await holders_prompt(pilot, app, play, seat)
            index = policy.pick(play, seat, table.view_of(seat), prompt.spec)
            await pilot.press(str(min(index, 8) + 1), *["down"] * max(0, index - 8), "enter")
            await until(pilot, lambda: len(table.game.log) > size, "the move at the table")
        else:
            raise AssertionError("Ben's block window never came")
        assert isinstance(app.screen, WindowScreen)
        await pilot.press(claim_key(1))           # Ben claims it ...
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen) and play.referee.paused, "Ben's hand-off")
        moves = table.game.moves_made
        play.clock.advance(CLAIM_HOLD + 1)                                  # ... and nobody comes to the keyboard
        play.referee.poll()
        play.clock.advance(WINDOW + 1)
        play.referee.poll()
        assert table.game.moves_made > moves or 1 not in table.game.seats_to_act()   # the window has closed
        await until(pilot, lambda: 1 not in table.game.seats_to_act() and not play.referee.paused, "the window gone")
        assert table.actor == 0                                             # the 6 stands: Anna's turn again
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen) and app.screen.seat_name == "Anna",
                    "the hand-off to Anna")
        handoffs = [screen.seat_name for screen in app.screen_stack if isinstance(screen, HandoffScreen)]
        assert handoffs == ["Anna"] and group.holder is None                # Ben's has gone
        clock.advance(app.settings.handoff_guard)
        await pilot.press("enter")
        await until(pilot, lambda: group.holder == 0, "Anna at the keyboard, not Ben")
    serving.cancel()
