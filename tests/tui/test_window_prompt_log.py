"""A prompt that answers what just happened (block, swap, Queen, 4) repeats the log's newest lines: its box covers
them on the table.  Where the box would then reach down over the hand (80×24, 60×20) it does not."""

from __future__ import annotations

from textual.widgets import Static

from maumau_tui.tui.screens.prompt import ChoicePrompt
from test_first_look import start_six_app
from tui_helpers import pass_guard, send, settle, until


async def block_prompt_text(size: tuple[int, int]) -> str | None:
    app = start_six_app()
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: app.flow is not None, "the table")
        referee = app.flow.referee
        for _ in range(4):                                   # the bots' part of the start card's window
            app.clock.advance(2.0)
            referee.poll()
            await settle(pilot)
        await send(pilot, "1")                               # Anna claims and looks
        pass_guard(app)
        await send(pilot, "enter")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "Anna's block prompt")
        recent = app.screen.query("#prompt-recent")
        return str(recent.first(Static).render()) if recent else None


async def test_the_block_prompt_repeats_what_just_happened() -> None:
    assert await block_prompt_text((100, 32)) == "Mia deals 5 cards each.\nStart card: 6 of Clubs."


async def test_a_small_terminal_keeps_the_hand_in_sight_instead() -> None:
    assert await block_prompt_text((80, 24)) is None
    assert await block_prompt_text((60, 20)) is None
