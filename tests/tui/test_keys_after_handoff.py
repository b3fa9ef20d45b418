"""Keys typed right after the hand-off's Enter, for a question the person has not seen yet (PLAYTEST183 H1: "3
Enter" typed 0.3 s after taking a swap window's hand-off accused Bert of cheating, wrongly, with a penalty card; a
digit ended the hold on Enter that the table keeps after a hand-off, and on a question a digit chooses a line)."""

from __future__ import annotations

from test_erftschmiede import SIZE, TRIO, decide, erft_app, no_leak
from tui_helpers import pass_guard, settle

from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.window import WindowScreen


async def claimed_block(pilot, app) -> HandoffScreen:  # type: ignore[no-untyped-def]
    """Anna plays a 6, Ben claims the block window: his hand-off is on top, its guard time passed."""
    handoff = await decide(pilot, app)
    assert isinstance(app.screen, HandoffScreen), handoff
    pass_guard(app)
    await pilot.press("enter")
    await decide(pilot, app)
    pass_guard(app)
    await pilot.press("1", "enter")               # (the 6 of Hearts, Anna's first card)
    await pilot.pause()
    assert isinstance(app.screen, WindowScreen)
    await pilot.press("2")                        # Ben claims
    await decide(pilot, app)
    assert isinstance(app.screen, HandoffScreen) and "Ben answers" in no_leak(app)
    pass_guard(app)
    return app.screen


async def test_a_digit_and_enter_typed_right_after_the_hand_off_answer_nothing() -> None:
    app = erft_app(TRIO, ["6H 9D 8S", "7C KD 10C", "5H QD 10S"], pile="9H", dealer=2, window_seconds=30)
    async with app.run_test(size=SIZE) as pilot:
        await claimed_block(pilot, app)
        await pilot.press("enter", "2", "enter")  # the hand-off taken, then "2 Enter" at once: line 2 is "Catch Anna"
        await settle(pilot)
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "block", prompt
        assert not any(event[0] == "catch" for event in app.table.game.log), app.table.game.log
        assert "Catch Anna" in prompt.spec.choices[1].label
        app.clock.advance(app.settings.key_hold)  # a quiet moment, the question seen: its keys count
        await pilot.press("1", "enter")
        await settle(pilot)
        assert isinstance(app.screen, WindowScreen)   # Ben let it be; the clock goes on for Cleo
        assert ("skipped", 1) not in app.table.game.log and not any(e[0] == "catch" for e in app.table.game.log)


async def test_an_enter_after_a_digit_the_question_did_not_take_chooses_nothing_until_a_line_is_chosen() -> None:
    """PLAYTEST207 F1: "Enter 3 Enter" typed a quarter second apart; the hold after the hand-off dropped the 3, and the
    Enter that came just after the hold took the first line, a wish the person never chose.  An Enter after a key the
    question did not take waits for a line chosen, and says so."""
    app = erft_app(TRIO, ["6H 9D 8S", "7C KD 10C", "5H QD 10S"], pile="9H", dealer=2, window_seconds=30)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await claimed_block(pilot, app)
        await pilot.press("enter", "2")               # the hand-off taken, "2" typed for a question not yet seen
        await settle(pilot)
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "block", prompt
        app.clock.advance(app.settings.key_hold)      # the hold over: the next Enter is taken ...
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is prompt and not prompt.closed            # ... and answers nothing
        said = [str(note.message) for note in app._notifications]
        assert "Keys pressed before the question showed do not count: choose with ↑↓ or a digit, then Enter." in said
        await pilot.press("1", "enter")               # a line chosen: Enter answers
        await settle(pilot)
        assert isinstance(app.screen, WindowScreen)
        assert not any(event[0] == "catch" for event in app.table.game.log)
