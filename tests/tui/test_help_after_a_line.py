"""Keys typed just before ``?`` (the help) act first: a line chosen stays chosen under the help (REPRO79: the cursor
went back to "Don't block" and the next Enter confirmed it), and a line chosen and confirmed answers the question,
the help then left out (it was asked for on a question no longer there; PLAYTEST87: the Enter was lost)."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList

from maumau_tui.cards import parse_card
from maumau_tui.table import Seat
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.dialogs import HelpScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from test_erftschmiede import SIZE, FirstPlayBot, decide, erft_app
from tui_helpers import pass_guard, send, settle, staged_app, until_decision

SOLO_BOT = [("Anna", False), ("Bot", True)]


async def block_question(pilot: Pilot[None], app: MauMauApp) -> ChoicePrompt:
    await decide(pilot, app)                             # the bot plays its 6: block it with the 5?
    prompt = app.screen
    assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "block"
    labels = [choice.label for choice in prompt.spec.choices]
    assert labels[0].startswith("Play 5♥") and labels[1].startswith("Don't block"), labels
    assert prompt.query_one(OptionList).highlighted == 1   # the cursor starts on "Don't block"
    pass_guard(app)                                      # (the Enter held as the question opened: over)
    return prompt


def blocking_app() -> MauMauApp:
    seats = [Seat("Anna"), Seat("Bot", FirstPlayBot())]  # type: ignore[arg-type]
    return erft_app(seats, ["5H 9D 8S", "6H KD"], pile="9H", dealer=0, window_seconds=30)


@pytest.mark.parametrize("burst", [("1", "question_mark"), ("up", "f1")])
async def test_a_line_chosen_just_before_the_help_stays_chosen(burst: tuple[str, ...]) -> None:
    app = blocking_app()
    async with app.run_test(size=SIZE) as pilot:
        prompt = await block_question(pilot, app)
        await send(pilot, *burst)                            # one burst: the line, the help
        assert isinstance(app.screen, HelpScreen), app.screen
        await send(pilot, "escape")
        assert app.screen is prompt and prompt.query_one(OptionList).highlighted == 0   # the line chosen
        await send(pilot, "enter")
        assert app.table.game.top == parse_card("5H")        # the next Enter confirms it: blocked


@pytest.mark.parametrize("burst", [("1", "enter", "question_mark"), ("up", "enter", "question_mark")])
async def test_a_block_chosen_and_confirmed_just_before_the_help_is_made(burst: tuple[str, ...]) -> None:
    app = blocking_app()
    async with app.run_test(size=SIZE) as pilot:
        await block_question(pilot, app)
        await send(pilot, *burst)
        assert app.table.game.top == parse_card("5H") and not isinstance(app.screen, HelpScreen), app.screen


@pytest.mark.parametrize("burst", [("1", "enter", "question_mark"), ("enter", "question_mark"),
                                   ("1", "enter", "f1")])
async def test_a_question_answered_just_before_the_help_is_answered(burst: tuple[str, ...]) -> None:
    """PLAYTEST87: `3 Enter ?` on a wish left the wish unmade (the help came first and the Enter's choice reached
    the covered question): the keys before ``?`` act first, and the help, pressed on a question now answered, is
    not shown over what came after it."""
    app = staged_app(SOLO_BOT, ["7H 8S JC 9D", "KD QD 10C"], pile="9H", stock="AD AS 7C 7S", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "4", "enter")                      # J♣: which suit?
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt)
        pass_guard(app)
        await send(pilot, *burst)
        assert [text for _, seat, text in app.table.match.moves if seat == 0] == ["play JC", "wish C"]   # (line 1)
        assert not isinstance(app.screen, (HelpScreen, ChoicePrompt)), app.screen


@pytest.mark.parametrize("after", [("enter",), ("escape",), ("1",), ("down", "enter")])
async def test_keys_typed_after_the_help_key_are_the_helps(after: tuple[str, ...]) -> None:
    """Review 111: keys typed after ``?`` in the same burst answered the question under it (`? Enter`: "Don't
    block"), or left it (`? Esc`: the leave dialog): they wait for the help and act there."""
    app = blocking_app()
    async with app.run_test(size=SIZE) as pilot:
        prompt = await block_question(pilot, app)
        await send(pilot, "question_mark", *after)
        assert app.table.game.top != parse_card("5H") and not any(      # nothing answered the question
            event[0] == "skipped" for event in app.table.game.log)
        assert app.screen is prompt or isinstance(app.screen, HelpScreen), app.screen
        if app.screen is not prompt:
            await send(pilot, "escape")
        assert app.screen is prompt and prompt.query_one(OptionList).highlighted == 1   # as it was, on "Don't block"


@pytest.mark.parametrize("after", [("question_mark",), ("question_mark", "f1", "down"), ("question_mark",) * 3])
async def test_the_help_key_pressed_again_before_the_help_showed_shows_it_once(after: tuple[str, ...]) -> None:
    """Review 112: "? ?" in one burst opened the help and the second ? closed it at once (it flashed), and the
    presses after that were lost: a help key typed again before the help showed asks for the same help, and the
    keys after the burst reach the help, then the question."""
    app = blocking_app()
    async with app.run_test(size=SIZE) as pilot:
        prompt = await block_question(pilot, app)
        await send(pilot, "question_mark", *after)
        assert isinstance(app.screen, HelpScreen), app.screen
        await send(pilot, "escape")
        assert app.screen is prompt and prompt.query_one(OptionList).highlighted == 1   # untouched, on "Don't block"
        await send(pilot, "up")
        assert prompt.query_one(OptionList).highlighted == 0                            # keys are not held any more


async def test_the_help_key_typed_after_another_key_in_the_burst_closes_the_help() -> None:
    """REVIEW114 F7: of "? Down ?" in one burst only a ? before the first other key asks for the same help: the ?
    after Down is the help's own key, and closes it (every held ? was dropped, and the help stayed open)."""
    app = blocking_app()
    async with app.run_test(size=SIZE) as pilot:
        prompt = await block_question(pilot, app)
        await send(pilot, "question_mark", "down", "question_mark")
        assert app.screen is prompt, app.screen
        assert prompt.query_one(OptionList).highlighted == 1                            # untouched, on "Don't block"


async def test_a_move_key_typed_after_the_help_key_is_the_helps() -> None:
    """PLAYTEST90: "? d" at the table opened the help and the table said under it why d does nothing now: the
    table's own help waits as the others do, and the keys after it go to it."""
    app = staged_app(SOLO_BOT, ["7H 8S JC 9D", "KD QD 10C"], pile="9H", stock="AD AS 7C 7S", dealer=1)
    notes: list[str] = []
    app.notify = lambda message, **_: notes.append(str(message))  # type: ignore[method-assign, assignment]
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        pass_guard(app)
        await send(pilot, "question_mark", "d", "p", "enter")
        assert isinstance(app.screen, HelpScreen) and notes == [], notes
        assert [seat for _, seat, _ in app.table.match.moves] == []                 # nothing played or drawn


async def test_a_key_held_for_a_help_that_did_not_open_answers_no_question_under_it() -> None:
    """Review 112: on the menu's dialog over a block question, "n ? Enter": n closed the dialog, so the help did not
    open, and the Enter held for it came back as a new key and answered the question ("Don't block")."""
    from maumau_tui.tui.screens.dialogs import ConfirmScreen

    app = blocking_app()
    async with app.run_test(size=SIZE) as pilot:
        prompt = await block_question(pilot, app)
        await send(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        app.clock.advance(app.settings.key_hold)
        await send(pilot, "n", "question_mark", "enter")
        assert app.screen is prompt and not any(event[0] == "skipped" for event in app.table.game.log)



async def test_a_screens_own_help_waits_for_the_keys_before_it_too() -> None:
    """PLAYTEST90: on the seats "Enter ?" opened the help under the seat's name that the Enter asked for."""
    from maumau_tui.tui.screens.ruleset import RulesetScreen
    from maumau_tui.tui.screens.seats import NamePrompt, SeatsScreen
    from maumau_tui.tui.settings import Settings

    from maumau_tui.clock import ManualClock

    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        pass_guard(app)
        await send(pilot, "enter")
        assert isinstance(app.screen, RulesetScreen)
        pass_guard(app)
        await send(pilot, "s")
        assert isinstance(app.screen, SeatsScreen)
        pass_guard(app)
        await send(pilot, "enter", "question_mark")
        assert isinstance(app.screen, NamePrompt) and not any(isinstance(s, HelpScreen) for s in app.screen_stack)


@pytest.mark.parametrize("before", [(), ("down",)])
async def test_the_first_screens_help_comes_after_the_keys_before_it(before: tuple[str, ...]) -> None:
    """PLAYTEST90: on the first screen "Enter ?" opened the help under the variant's rules (the screen's own ? acted
    before the Enter's choice reached the app), and it showed when the menu came back: a help covered so closes."""
    from maumau_tui.clock import ManualClock
    from maumau_tui.tui.screens.ruleset import RulesetScreen
    from maumau_tui.tui.screens.variant import VariantScreen
    from maumau_tui.tui.settings import Settings

    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard", "erftschmiede"],
                    clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        pass_guard(app)
        menu = app.screen
        assert isinstance(menu, VariantScreen)
        await send(pilot, *before, "question_mark")                  # a line chosen, then the help: over the menu
        assert isinstance(app.screen, HelpScreen) and app.screen_stack[-2] is menu, app.screen_stack
        await send(pilot, "escape")
        pass_guard(app)
        await send(pilot, "enter", "question_mark")                  # the variant opened: the help was the menu's
        assert isinstance(app.screen, RulesetScreen), app.screen_stack
        pass_guard(app)
        await send(pilot, "escape")
        assert app.screen_stack == [menu], app.screen_stack
        pass_guard(app)
        await send(pilot, "question_mark", "q")                      # (REVIEW114: the q quit before the help showed)
        assert app.return_code is None and isinstance(app.screen, HelpScreen) and app.screen_stack[-2] is menu
