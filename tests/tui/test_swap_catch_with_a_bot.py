"""(PLAYTEST153 F1.) Erftschmiede, two people and a bot: Anna plays an Ace and swaps with Ben. The bot lets the swap
window go by at once, and Ben's swap question offered no catch of Anna's Ace, while at a table of people only it
did: the engine counted the bot's "let it happen" as the next move, which ends the chance to call a play out.
Letting a window go by is no move; Ben may call the Ace out until somebody moves."""

from __future__ import annotations

from maumau_tui.table import Seat
from maumau_tui.tui.screens.window import WindowScreen
from test_erftschmiede import decide, erft_app, pick, select, take_keyboard
from tui_helpers import everybody_looked

SEATS = [Seat("Anna"), Seat("Ben"), Seat("Robo", level="medium", seed=3)]


async def test_the_swap_partner_may_call_the_ace_out_after_the_bot_let_the_window_go() -> None:
    app = erft_app(SEATS, ["AH 9D 8S", "KS KD 10C", "5C QD 10S"], pile="9H", dealer=2, window_seconds=30)
    async with app.run_test(size=(100, 30)) as pilot:
        await take_keyboard(pilot, app, "Anna")
        everybody_looked(app)
        await pilot.press(select(app, "AH"), "enter")
        await decide(pilot, app)
        await pilot.press(*pick(app, "Ben"))
        await pilot.pause()
        game = app.table.game
        for _ in range(5):                         # the bot answers at its pace
            app.clock.advance(1.0)
            await pilot.pause()
        assert 2 not in game.seats_to_act() and game.phase == "answer"
        assert isinstance(app.screen, WindowScreen)
        await pilot.press("2")
        text = await take_keyboard(pilot, app, "Ben")
        assert "Anna wants to swap hands with you" in text and "Catch Anna" in text, text
        await pilot.press(*pick(app, "Catch Anna"))
        text = await decide(pilot, app)
        assert "Ben accuses Anna of cheating – wrongly" in text, text      # the Ace fitted: a card for Ben
        assert len(game.hands[1]) == 4 and game.phase == "answer"             # the swap's window goes on
