"""A line chosen in a burst that ends with ``?`` (the help; REPRO79): the help may drop the Enter (the question is
covered when it comes), but the cursor stays where the person put it, so the next Enter confirms their line."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList

from maumau_tui.cards import parse_card
from maumau_tui.table import Seat
from maumau_tui.tui.screens.dialogs import HelpScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from test_erftschmiede import SIZE, FirstPlayBot, decide, erft_app
from tui_helpers import pass_guard, send


@pytest.mark.parametrize("burst", [("1", "enter", "question_mark"), ("up", "enter", "question_mark"),
                                   ("1", "question_mark")])
async def test_a_line_chosen_just_before_the_help_stays_chosen(burst: tuple[str, ...]) -> None:
    seats = [Seat("Anna"), Seat("Bot", FirstPlayBot())]  # type: ignore[arg-type]
    app = erft_app(seats, ["5H 9D 8S", "6H KD"], pile="9H", dealer=0, window_seconds=30)
    async with app.run_test(size=SIZE) as pilot:
        await decide(pilot, app)                             # the bot plays its 6: block it with the 5?
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "block"
        labels = [choice.label for choice in prompt.spec.choices]
        assert labels[0].startswith("Play 5♥") and labels[1].startswith("Don't block"), labels
        assert prompt.query_one(OptionList).highlighted == 1   # the cursor starts on "Don't block"
        pass_guard(app)                                      # (the Enter held as the question opened: over)
        await send(pilot, *burst)                            # one burst: the line, (Enter,) the help
        assert isinstance(app.screen, HelpScreen), app.screen
        await send(pilot, "escape")
        assert app.screen is prompt                          # the Enter under the help answered nothing ...
        assert prompt.query_one(OptionList).highlighted == 0   # ... but the line the person chose is still chosen
        await send(pilot, "enter")
        game = app.table.game
        assert game.top == parse_card("5H")                   # the next Enter confirms it: blocked
