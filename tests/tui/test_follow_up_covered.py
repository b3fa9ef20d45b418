"""A joker's rank chosen just as another screen came over the question (the help by its key, a vote from the
server): the suit question was asked over that screen, and its answer lost (REPRO78).  A line chosen under a
screen that came first is as stale as a key that comes then: the rank question waits until it is on top again."""

from __future__ import annotations

from textual.pilot import Pilot
from textual.widgets import OptionList

from maumau_tui.cards import parse_card
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.dialogs import HelpScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from test_erftschmiede import SIZE, SOLO, choice_index, decide, erft_app, select
from tui_helpers import screen_text, send, settle


async def on_ten(pilot: Pilot[None], app: MauMauApp) -> ChoicePrompt:
    """Anna's joker asked for: its rank question, the cursor on "As 10", past any hold of Enter."""
    await decide(pilot, app)
    await pilot.press(select(app, "*"), "enter")
    await decide(pilot, app)
    ranks = app.screen
    assert isinstance(ranks, ChoicePrompt)
    ranks.query_one(OptionList).highlighted = choice_index(app, "As 10")
    app.clock.advance(5.0)
    await settle(pilot)
    return ranks


async def test_a_rank_chosen_as_the_help_came_asks_no_suit_over_it_and_is_chosen_again_after() -> None:
    app = erft_app(SOLO, ["* 8S 9D", "KD QS 10S JH"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        ranks = await on_ten(pilot, app)
        ranks.query_one(OptionList).action_select()   # Enter's choice is on its way to the question ...
        help_screen = HelpScreen("en")
        app.push_screen(help_screen)           # ... and the help comes on top first
        await settle(pilot)
        assert app.screen is help_screen, [type(screen).__name__ for screen in app.screen_stack]
        await send(pilot, "escape")
        await settle(pilot)
        assert app.screen is ranks and parse_card("*") in app.table.game.hands[0]   # the joker's question, as it was
        app.clock.advance(5.0)
        await send(pilot, "enter")             # the rank again: now its suit is asked
        await settle(pilot)
        suits = app.screen
        assert isinstance(suits, ChoicePrompt) and suits is not ranks
        suits.query_one(OptionList).highlighted = next(i for i, c in enumerate(suits.spec.choices) if "♥" in c.label)
        app.clock.advance(5.0)
        await send(pilot, "enter")
        await settle(pilot)
        assert parse_card("*") in app.table.game.pile


async def test_the_status_line_names_the_follow_up_question_at_once() -> None:
    """(PLAYTEST84.) Under the joker's suit question the status line kept naming its rank question until a resize:
    the table under two questions was not drawn again."""
    app = erft_app(SOLO, ["* 8S 9D", "KD QS 10S JH"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        ranks = await on_ten(pilot, app)
        await send(pilot, "enter")
        await settle(pilot)
        assert isinstance(app.screen, ChoicePrompt) and app.screen is not ranks
        status = screen_text(app).rstrip().splitlines()[-2]
        assert "Joker as 10: which suit?" in status, status


async def test_the_table_under_two_questions_is_drawn_anew_after_the_terminal_grew_again() -> None:
    """(PLAYTEST84.) Shrunk to a few columns and grown again under the joker's suit question, the table kept the
    seats bar of the tiny terminal (three lines) until the next key."""
    app = erft_app(SOLO, ["* 8S 9D", "KD QS 10S JH"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await decide(pilot, app)
        before = screen_text(app).splitlines()[1]
        ranks = await on_ten(pilot, app)
        await send(pilot, "enter")
        assert isinstance(app.screen, ChoicePrompt) and app.screen is not ranks
        for width, height in ((10, 4), SIZE):
            await pilot.resize_terminal(width, height)
            await settle(pilot)
        await settle(pilot)
        assert screen_text(app).splitlines()[1] == before

