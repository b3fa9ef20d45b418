"""One person at a table of bots: a window out of turn (a swap to stop or redirect) runs its clock as the rules
say. The person's question opened before the bots in the window had answered, without a clock, and stopped
the table: the bots waited for the person and the window never closed by itself."""

from __future__ import annotations

from maumau_tui.cards import parse_card
from maumau_tui.table import Seat
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.bots.levels import make_bot
from test_erftschmiede import erft_app
from tui_helpers import screen_text


class AceBot:
    """Plays the Ace of Hearts and names Anna for the swap."""

    level, searches = "random", False

    def choose(self, seen):  # type: ignore[no-untyped-def]
        legal = list(seen.legal)
        return next((m for m in legal if m.kind == "play" and m.cards == (parse_card("AH"),) and not m.say),
                    next((m for m in legal if m.kind == "name" and m.seat == 0), legal[0]))

    def catch(self, seen):  # type: ignore[no-untyped-def]
        return None


async def test_a_lone_persons_swap_window_counts_down_after_the_bots_and_closes_by_itself() -> None:
    seats = [Seat("Anna"), Seat("Robo", AceBot()), Seat("Bot", make_bot("medium", 2))]  # type: ignore[arg-type]
    app = erft_app(seats, ["2H KD 8S 9C", "AH QC KS 9S", "7D 7C 10S JD"], pile="9H", dealer=0, bot_delay=0.5)
    async with app.run_test(size=(100, 30)) as pilot:
        referee, clock = app.flow.referee, app.clock
        prompt = None
        for _ in range(40):                               # the bots' moves, each at its time, until the window
            await pilot.pause()
            if isinstance(app.screen, ChoicePrompt) and app.screen.spec.kind == "swap":
                prompt = app.screen
                break
            due = referee.due()
            if due is not None:
                clock.advance(max(0.0, due - clock.now()))
                referee.poll()
        assert prompt is not None and prompt.countdown is not None, screen_text(app)
        assert "4 s" in screen_text(app)
        for _ in range(20):                               # the other bot answers at its pace, then the clock runs
            due = referee.due()
            assert due is not None, "the table stands still while Anna's question is open"
            clock.advance(max(0.0, due - clock.now()))
            referee.poll()
            await pilot.pause()
            if any(event[0] == "swapped" for event in app.table.game.log):
                break
        game = app.table.game
        assert any(event[0] == "swapped" for event in game.log)   # nobody stopped it in time: the swap happened
        assert parse_card("AH") not in game.hands[0] and parse_card("2H") in game.hands[1]
