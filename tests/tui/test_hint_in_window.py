"""A hint asked in a timed window (PLAYTEST180 F3): the question stays the same question, so the line the advice puts
the cursor on is taken with Enter, and nothing says the question changed."""

from __future__ import annotations

from test_hint_key import ITERATIONS
from test_late_keys import asked, play_on, six_table
from tui_helpers import settle

from maumau_tui.tui.screens.prompt import ChoicePrompt


async def test_a_hint_in_a_block_window_leaves_the_question_as_it_is_and_enter_takes_the_advised_line(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app, notes = six_table(monkeypatch)
    assert app.table is not None
    app.table.hint_options = dict(ITERATIONS)         # the advice searched as far on every machine
    async with app.run_test(size=(100, 30)) as pilot:
        await play_on(pilot, app, lambda: asked(app, "block")() and tuple(app.table.game.window) == (0,))
        await settle(pilot)
        app.clock.advance(app.settings.key_hold)
        await pilot.press("t")
        for _ in range(10):
            await pilot.pause()
        asking = app.screen
        assert isinstance(asking, ChoicePrompt) and asking.spec.kind == "block"
        assert "The question changed (the game went on): choose again, then Enter." not in notes, notes
        assert any(note.startswith("Don't block: miss a turn. ") for note in notes), notes   # the advice came
        app.clock.advance(app.settings.key_hold)
        await pilot.press("enter")                    # the advised line, on which the cursor stands
        for _ in range(10):
            await pilot.pause()
        assert app.screen is not asking and ("skipped", 0) in app.table.game.log   # answered: not blocked
        assert "The question changed (the game went on): choose again, then Enter." not in notes, notes
