"""(PLAYTEST95 F1.) An Ace naming a bot, with another person at the table: the swap's window goes to its claim screen
at once, as it does among people only, while the bot answers at its pace. The Ace's player was asked alone instead
("You swap with Robo: stop it after all with a 2?"), a question that held the bot and the window's clock until
answered, with one line for a player holding no 2."""

from __future__ import annotations

from maumau_tui.table import Seat
from maumau_tui.tui.screens.window import WindowScreen
from test_erftschmiede import decide, erft_app, no_leak, pick, select, take_keyboard
from tui_helpers import everybody_looked

SEATS = [Seat("Anna"), Seat("Ben"), Seat("Robo", level="medium", seed=3)]


async def test_an_ace_naming_a_bot_opens_the_claim_screen_and_the_bot_answers_meanwhile() -> None:
    app = erft_app(SEATS, ["AH 9D 8S", "KS KD 10C", "5C QD 10S"], pile="9H", dealer=2, window_seconds=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await take_keyboard(pilot, app, "Anna")
        everybody_looked(app)                      # (as after a round: the window's clock waits for nobody's first look)
        await pilot.press(select(app, "AH"), "enter")
        await decide(pilot, app)
        await pilot.press(*pick(app, "Robo"))
        await pilot.pause()
        assert isinstance(app.screen, WindowScreen), type(app.screen).__name__
        text = no_leak(app)
        assert "Swap! Anna swaps with Robo" in text and "1: Anna   2: Ben" in text and "Changed your mind" not in text
        game = app.table.game
        for _ in range(10):                        # the bot answers at its pace; the people's clock runs
            app.clock.advance(1.0)
            await pilot.pause()
        assert 2 not in game.seats_to_act() and game.seats_to_act() == [0, 1]
        assert isinstance(app.screen, WindowScreen)              # (no question for Anna alone)
        app.clock.advance(30.0)                    # nobody claims: the swap happens
        await pilot.pause()
        await pilot.pause()
        assert game.phase != "answer"
        assert len(game.hands[0]) == 3 and len(game.hands[2]) == 2    # Anna holds Robo's three cards now
