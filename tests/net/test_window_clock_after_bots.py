"""A timed window whose clock waits for the bots in it to answer first shows its whole time meanwhile, standing still,
and says why (PLAYTEST103 F7: no clock for seconds, then one; the status lines of the others: no time); its countdown
runs once they have answered (playtest 39: with two bots in an Ace's swap window, the people in it never saw a
clock, and the window closed with "Time is up"); a question asked again does not hold back an Enter the person was
about to press (review 39)."""

from __future__ import annotations

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.table import Table
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.textual_private import screen_lines
from net_helpers import join, listed, seat_app, until


async def test_the_swap_windows_countdown_shows_once_the_bots_in_it_have_answered() -> None:
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    names = [("Anna", None), ("Ben", None), ("Robo", "medium"), ("Rita", "medium")]
    table = Table.from_names("erftschmiede", names, seed=1)
    hands = [cards("10S KD 8S 2C"), cards("AH 5D QC"), cards("8H 7C 10D"), cards("9C 9D JS 4H")]
    table.use_hand(Game.stacked(table.match.tables, table.names, hands, cards("9H"), cards("3C 3S 3H 3D 4C 5C"), 0))
    host, clock, hub = listed(table, "erftschmiede", names)
    ben = await join(hub, "Ben")
    app, serving = seat_app(hub)
    shown = lambda: "\n".join("".join(segment.text for segment in line) for line in screen_lines(app.screen))  # noqa: E731
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna at the table")
        await ben.send({"type": "submit", "move": "play AH"})
        await ben.send({"type": "submit", "move": "name Anna"})
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "Anna asked whether she stops the swap")
        assert host.referee.window_left() is None                # the bots answer first: the whole time, and why
        assert "4 s left (the clock starts once the bots have answered)" in shown()
        info = host.info(1)                                      # Ben, not asked: his status line's time, standing
        assert info["bots_first"] and info["open_left"] == 4.0  # still
        app.clock.advance(1.0)                                   # Anna reads her question meanwhile
        await until(pilot, lambda: "Enter confirms" in shown(), "the question's keys")   # (PLAYTEST106 F5: "…")
        assert "t Hint" in shown() and "r Rules" not in shown()  # against the clock: no rules page (its time runs)
        table_screen = app.screen_stack[-2]
        assert isinstance(table_screen, RemoteTableScreen)
        for bot in range(2):                                     # Robo, then Rita, let the swap happen
            clock.advance(1.0)
            host.referee.poll()
            await until(pilot, lambda: table_screen.view == table.view_of(0), "the bot's answer on Anna's screen")
            if bot == 0:
                app.clock.advance(1.0)                           # (as long on Anna's screen; then the clock runs)
        assert host.referee.window_left() == 4.0 and set(table.game.seats_to_act()) == {0, 1}
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt) and "4 s left" in shown(),
                    "Anna's question with the window's time left")
        assert "stop" in shown()
        moves = table.game.moves_made
        await pilot.press("enter")                               # at once: the question asked again takes it
        await until(pilot, lambda: table.game.moves_made > moves, "Anna's answer at the table")
    await ben.leave()
    serving.cancel()
