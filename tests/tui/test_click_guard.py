"""A mouse click counts like a key: while a screen still ignores keys (it has just come on top, or holds them) a
click on it does nothing.  The second click of a double click on the hand-off lands on the question that opens
behind it (here the challenge of a card laid face down), where it chose a line unseen.  The clicks come as a
terminal sends them, to the app (``terminal_click``)."""

from __future__ import annotations

from textual.widgets import OptionList

from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from test_blind import anna_lies, blind_app
from tui_helpers import pass_guard, settle, terminal_click, until, until_decision

SIZE = (80, 24)


async def test_a_double_click_on_the_hand_off_answers_nothing_behind_it(drawn_cards: list[int]) -> None:
    app = blind_app()
    async with app.run_test(size=SIZE) as pilot:
        await anna_lies(pilot, app)
        assert isinstance(app.screen, HandoffScreen)
        pass_guard(app)
        await terminal_click(pilot, app, 40, 12)                 # Ben clicks the hand-off away ...
        await until_decision(pilot, app)
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "challenge" and prompt.guarding
        lines = prompt.query_one(OptionList).content_region
        await terminal_click(pilot, app, lines.x + 3, lines.y + 1)   # ... and clicks again, on "Challenge"
        await settle(pilot)
        assert app.screen is prompt and app.table is not None and app.table.game.phase == "challenge"
        pass_guard(app)                                          # read, then clicked on purpose: it counts
        await terminal_click(pilot, app, lines.x + 3, lines.y + 1)
        await until(pilot, lambda: app.screen is not prompt, "the challenge answered by a click")
        assert app.table.game.phase != "challenge"
