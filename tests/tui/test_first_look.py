"""A timed window that names somebody who has not seen their cards this hand (the start card's 6 opens one before
anybody held the keyboard): its clock waits, the public screen says why, and a claim lets that person look and
answer, instead of the time running out on a choice nobody could judge."""

from __future__ import annotations

from textual.pilot import Pilot
from tui_helpers import holder, labels_on_screen, pass_guard, screen_text, send, settle, until

from maumau_tui.cards import parse_card
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.dialogs import ConfirmScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.window import WindowScreen
from maumau_tui.tui.settings import Settings

SIZE = (80, 24)
SEATS = [("Anna", False), ("Robo", True), ("Ben", False), ("Mia", True)]


def start_six_app(seats: list[tuple[str, bool]] = SEATS) -> MauMauApp:
    """Erftschmiede, seed 21: the start card is the 6 of Clubs; Anna (the first seat), who holds the 5 of Clubs, may
    block it."""
    return MauMauApp(Settings(lang="en", seed=21, bot_delay=0.5, window_seconds=4), ruleset="erftschmiede",
                     seats=seats, clock=ManualClock())


async def the_window(pilot: Pilot[None], app: MauMauApp) -> Referee:
    """The start card's window on top, once the bots' part of it and much longer have passed; the referee."""
    await until(pilot, lambda: app.flow is not None, "the table")
    assert app.flow is not None
    referee = app.flow.referee
    for _ in range(8):
        app.clock.advance(2.0)
        referee.poll()
        await settle(pilot)
    assert isinstance(app.screen, WindowScreen)
    return referee


async def test_the_start_cards_window_waits_until_the_person_named_has_looked() -> None:
    app = start_six_app()
    async with app.run_test(size=SIZE) as pilot:
        referee = await the_window(pilot, app)
        game = app.table.game
        assert game.top == parse_card("6C") and parse_card("5C") in game.hands[0]
        assert game.phase == "answer" and game.seats_to_act() == [0]
        text = screen_text(app)
        assert "The clock waits until Anna has seen their cards: Anna presses their number to look" in " ".join(
            text.replace("║", " ").split())
        assert "paused – 4 s left" in text
        assert "1: Anna" in text and not labels_on_screen(text)
        assert "Block? The start card is a 6" in text and "played a 6" not in text   # the dealer turned it up
        await send(pilot, "1")                               # Anna claims: the hand-off, then her choice
        assert "Anna answers" in screen_text(app) and "Anna's turn" not in screen_text(app)   # (playtest 37)
        pass_guard(app)
        await send(pilot, "enter")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "Anna's block prompt")
        pass_guard(app)
        assert holder(app) == 0 and "Play 5♣" in screen_text(app)
        assert "The start card is the 6 of Clubs: block it with the 5 of Clubs?" in screen_text(app)
        assert "Your turn" not in screen_text(app)           # an answer to a window, not her turn
        await send(pilot, "1", "enter")                      # she blocks with the 5
        await settle(pilot)
        assert game.top == parse_card("5C") and not referee.paused



async def test_the_window_names_who_has_not_looked_and_keeps_its_clock_in_sight_at_60_by_20() -> None:
    """(Playtest 31: "the clock waits" read like a freeze, nobody knew for whom; at 60x20 the clock was cut off.)"""
    app = start_six_app()
    async with app.run_test(size=(60, 20)) as pilot:
        await the_window(pilot, app)
        text = " ".join(screen_text(app).replace("║", " ").split())
        assert "until Anna has seen their cards" in text and "paused – 4 s left" in text and "1: Anna" in text


async def test_the_windows_clock_stays_in_sight_when_the_terminal_is_made_smaller() -> None:
    """(Review 28: the recent lines were counted once, when it opened at 80x24.)"""
    app = start_six_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await the_window(pilot, app)
        shown = app.screen
        assert isinstance(shown, WindowScreen)
        lines = [f"A long line of what happened before, number {n}, told in many more words" for n in range(4)]
        app.push_screen(WindowScreen(shown.public, shown.seats, shown.left, lines, "en", unseen=(0,),
                                     catch_line="c: Bernhard-Joseph calls out Annabella-Marie for the missed call"))
        await settle(pilot)
        assert "paused – 4 s left" in screen_text(app) and "number 3" in screen_text(app)
        await pilot.resize_terminal(60, 20)
        await settle(pilot)
        assert "paused – 4 s left" in screen_text(app)      # (what happened gives way: the title says it)


async def test_esc_on_the_window_asks_about_the_menu_and_no_brings_the_window_back() -> None:
    app = start_six_app()
    async with app.run_test(size=SIZE) as pilot:
        await the_window(pilot, app)
        assert "Esc: menu" in screen_text(app)                # the key says itself
        pass_guard(app)
        await send(pilot, "escape")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
        await until(pilot, lambda: "Back to the menu?" in screen_text(app), "its words")
        assert "Hands hidden" in screen_text(app)             # nobody's hand behind it
        await send(pilot, "n")
        await until(pilot, lambda: isinstance(app.screen, WindowScreen), "the window again")
        assert app.table.game.phase == "answer" and app.table.game.seats_to_act() == [0]
        pass_guard(app)
        await send(pilot, "q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question again")
        await send(pilot, "y")
        await until(pilot, lambda: app.flow is None or app.flow.closed, "back at the menu")


async def test_esc_on_a_question_that_must_be_answered_asks_about_the_menu() -> None:
    app = start_six_app()
    async with app.run_test(size=SIZE) as pilot:
        await the_window(pilot, app)
        await send(pilot, "1")                               # Anna claims the window, takes the keyboard
        pass_guard(app)
        await send(pilot, "enter")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "Anna's block question")
        pass_guard(app)
        question = app.screen
        await until(pilot, lambda: "Enter confirms · Esc: menu" in screen_text(app), "its keys")   # Esc asks
        await send(pilot, "escape")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the menu question")
        await send(pilot, "n")
        await until(pilot, lambda: app.screen is question, "the block question again")
        assert app.table.game.seats_to_act() == [0] and app.table.game.top == parse_card("6C")
