"""One person at a table of bots: a window out of turn (a swap to stop or redirect) runs its clock as the rules
say. The person's question opened before the bots in the window had answered, without a clock, and stopped
the table: the bots waited for the person and the window never closed by itself."""

from __future__ import annotations

import math
import threading
from dataclasses import replace

from textual.widgets._toast import Toast

from scripted_bots import AceBot
from test_erftschmiede import erft_app
from tui_helpers import screen_text, send, settle, until

from maumau_tui.bots.hint import Hint
from maumau_tui.bots.levels import make_bot
from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.notation import Move
from maumau_tui.clock import ManualClock
from maumau_tui.table import Seat, Table
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.settings import Settings


class JudgeBot:
    """In a window, calls the last player out as soon as it may (wrongly, where the card fitted), then lets it go."""

    level, searches = "random", False

    def choose(self, seen):  # type: ignore[no-untyped-def]
        legal = list(seen.legal)
        return next((m for m in legal if m.kind == "catch"), next((m for m in legal if m.kind == "accept"), legal[0]))

    def catch(self, seen):  # type: ignore[no-untyped-def]
        return None


class Said(list[str]):
    """The notices said (their words), and apart those titled as advice (the hint's)."""

    def __init__(self) -> None:
        super().__init__()
        self.advice: list[str] = []

    def notify(self, message: object, title: str = "", **_: object) -> None:
        self.append(str(message))
        if title == tr("en", "hint_title"):
            self.advice.append(str(message))


def ace_table(monkeypatch, other: object = None) -> tuple[MauMauApp, Said]:  # type: ignore[no-untyped-def]
    """Anna alone with Robo (who plays the Ace of Hearts and swaps with her) and another bot (``other``, default
    a medium one); the notices said."""
    seats = [Seat("Anna"), Seat("Robo", AceBot()), Seat("Bot", other or make_bot("medium", 2))]  # type: ignore[arg-type]
    app = erft_app(seats, ["2H KD 8S 9C", "AH QC KS 9S", "7D 7C 10S JD"], pile="9H", dealer=0, bot_delay=0.5)
    notes = Said()
    monkeypatch.setattr(app, "notify", notes.notify)
    return app, notes


async def swap_question(pilot, app: MauMauApp) -> ChoicePrompt:  # type: ignore[no-untyped-def]
    """The bots' moves, each at its time, until Anna's question in the swap's window."""
    referee, clock = app.flow.referee, app.clock
    for _ in range(40):
        await pilot.pause()
        if isinstance(app.screen, ChoicePrompt) and app.screen.spec.kind == "swap":
            return app.screen
        due = referee.due()
        if due is not None:
            clock.advance(max(0.0, due - clock.now()))
            referee.poll()
    raise AssertionError(f"no swap question:\n{screen_text(app)}")


async def running_swap_question(pilot, app: MauMauApp) -> ChoicePrompt:  # type: ignore[no-untyped-def]
    """Anna's question in the swap's window, once its clock runs (the other bot has answered)."""
    referee, clock = app.flow.referee, app.clock
    await swap_question(pilot, app)
    while referee.window_left() is None:
        due = referee.due()
        assert due is not None
        clock.advance(max(0.0, due - clock.now()))
        referee.poll()
        await pilot.pause()
    asked = app.screen
    assert isinstance(asked, ChoicePrompt) and asked.countdown is not None and asked.spec.kind == "swap"
    return asked


async def until_swapped(pilot, app: MauMauApp) -> None:  # type: ignore[no-untyped-def]
    """The table's moves, each at its time (the other bot's answer, the window's clock), until the hands are swapped."""
    referee, clock = app.flow.referee, app.clock
    for _ in range(20):
        due = referee.due()
        assert due is not None, "the table stands still"
        clock.advance(max(0.0, due - clock.now()))
        referee.poll()
        await pilot.pause()
        if any(event[0] == "swapped" for event in app.table.game.log):
            return
    raise AssertionError(f"no swap:\n{screen_text(app)}")


async def catch_gone(pilot, app: MauMauApp) -> ChoicePrompt:  # type: ignore[no-untyped-def]
    """The bots' moves, each at its time, until the other bot (a ``JudgeBot``) has called Robo out in the window:
    the play has been judged, and the catch line goes."""
    referee, clock = app.flow.referee, app.clock
    for _ in range(5):
        due = referee.due()
        assert due is not None
        clock.advance(max(0.0, due - clock.now()))
        referee.poll()
        await pilot.pause()
        if isinstance(app.screen, ChoicePrompt) and len(app.screen.spec.choices) == 2:
            break
    again = app.screen
    assert isinstance(again, ChoicePrompt) and len(again.spec.choices) == 2, "the catch went"
    return again


def held_first_hint(app: MauMauApp, monkeypatch) -> tuple[threading.Event, list[object], TableScreen]:  # type: ignore[no-untyped-def]
    """The table's hint with its first advice held until the test sets the event; each advice asked for listed."""
    table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
    real_hint, held, asked = table.link.hint, threading.Event(), []

    def slow_hint(lang: str):  # type: ignore[no-untyped-def]
        job = real_hint(lang)
        asked.append(job)
        if len(asked) > 1 or job is None:
            return job
        return lambda: (held.wait(10), job())[1]

    monkeypatch.setattr(table.link, "hint", slow_hint)
    return held, asked, table


async def test_a_lone_persons_swap_window_counts_down_after_the_bots_and_closes_by_itself(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app, notes = ace_table(monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        prompt = await swap_question(pilot, app)
        assert prompt.countdown is not None, screen_text(app)
        assert "4 s" in screen_text(app)
        await until_swapped(pilot, app)                   # the other bot answers at its pace, then the clock runs:
        game = app.table.game                             # nobody stopped it in time, the swap happened
        assert parse_card("AH") not in game.hands[0] and parse_card("2H") in game.hands[1]
        for _ in range(5):
            await pilot.pause()
        assert not [note for note in notes if "Too late" in note], "Anna pressed nothing: nothing came too late"


async def test_a_stray_key_in_the_window_is_not_an_answer_that_came_too_late(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """PLAYTEST160 F1, F2: a key the question does not take (Space), or Esc, and then nothing: when the window closed,
    "Too late: the game went on." said that an answer of Anna's came too late, though she never chose a line.  A
    line she chose (a digit) and did not confirm in time is still told."""
    for keys, told in ((["space"], False), (["escape", "n"], False), (["2"], True)):
        app, notes = ace_table(monkeypatch)
        async with app.run_test(size=(100, 30)) as pilot:
            prompt = await swap_question(pilot, app)
            await pilot.press(*keys)
            await pilot.pause()
            assert prompt.keyed and isinstance(app.screen, ChoicePrompt)   # (at the question, its clock running)
            await until_swapped(pilot, app)
            for _ in range(5):
                await pilot.pause()
            assert any("Too late" in note for note in notes) == told, (keys, notes)


async def test_a_line_that_goes_while_chosen_lets_no_enter_answer_another(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """"3 (Catch Robo), Enter": the other bot called Robo out in between, the catch went and the question came again
    with its cursor on line 1, so the Enter let the swap happen.  Now the cursor stays on its move where that
    move still stands; where it went, Enter waits until another key chooses, and a notice says why.  (Until the
    catch stayed open through a window's "let it happen", PLAYTEST153 F1, the other bot's answer took it away.)"""
    app, notes = ace_table(monkeypatch, JudgeBot())
    async with app.run_test(size=(100, 30)) as pilot:
        referee, clock = app.flow.referee, app.clock
        first = await swap_question(pilot, app)
        assert [choice.label for choice in first.spec.choices] == ["Play 2♥ (2 of Hearts)", "Let the swap happen",
                                                                    "Catch Robo (if the card fitted, you draw 1 card)"]
        clock.advance(app.settings.key_hold)
        await pilot.press("3")                            # Anna chooses the catch ...
        due = referee.due()
        assert due is not None
        clock.advance(max(0.0, due - clock.now()))        # ... and the other bot calls Robo out first: it is gone
        referee.poll()
        await pilot.pause()
        again = app.screen
        assert isinstance(again, ChoicePrompt) and again is not first
        assert [choice.label for choice in again.spec.choices] == ["Play 2♥ (2 of Hearts)", "Let the swap happen"]
        assert "The question changed (the game went on): choose again, then Enter." in notes
        clock.advance(1.0)                                # well inside the window's 4 s
        await pilot.press("enter")                        # meant for the catch: it answers nothing
        await pilot.pause()
        assert app.screen is again and not any(event[0] == "swapped" for event in app.table.game.log)
        await pilot.press("2", "enter")                   # chosen anew: now Enter answers
        await pilot.pause()
        assert any(event[0] == "swapped" for event in app.table.game.log)


async def test_an_untouched_question_that_comes_again_keeps_its_cursor_on_the_same_move(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Anna has not moved the cursor: the question that replaces hers starts on the move her cursor was on (an
    Enter she was about to press answers what she saw), and nothing is said to her of a line gone."""
    app, notes = ace_table(monkeypatch, JudgeBot())
    async with app.run_test(size=(100, 30)) as pilot:
        first = await swap_question(pilot, app)
        assert first.chosen_line() is not None and first.chosen_line().label == "Let the swap happen"
        again = await catch_gone(pilot, app)              # (no key: the cursor stays where it opened)
        line = again.chosen_line()
        assert line is not None and line.label == "Let the swap happen" and not again.enter_waits
        assert notes == []


async def test_a_question_another_seats_answer_leaves_as_it_was_stays_open_with_its_cursor() -> None:
    """No cheating at this table, so no catch line: the other bot's answer changes nothing Anna may answer, and
    her question stays the same screen, its cursor where she put it (it closed and came back on line 1)."""
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    seats = [Seat("Anna"), Seat("Robo", AceBot()), Seat("Bot", make_bot("medium", 2))]  # type: ignore[arg-type]
    table = Table("erftschmiede", seats, seed=1, options={"no_cheating": True})
    hands = [cards(hand) for hand in ("2H KD 8S 9C", "AH QC KS 9S", "7D 7C 10S JD")]
    table.use_hand(Game.stacked(table.match.tables, table.names, hands, cards("9H"), cards("2C 3C 3S 3H 3D 4C"), 0))
    app = MauMauApp(Settings(lang="en", seed=1, bot_delay=0.5), clock=ManualClock())
    app.table = table
    async with app.run_test(size=(100, 30)) as pilot:
        referee, clock = app.flow.referee, app.clock
        first = await swap_question(pilot, app)
        assert [choice.label for choice in first.spec.choices] == ["Play 2♥ (2 of Hearts)", "Let the swap happen"]
        clock.advance(app.settings.key_hold)
        await pilot.press("2")                            # Anna's cursor on "let it happen"
        due = referee.due()
        assert due is not None
        clock.advance(max(0.0, due - clock.now()))        # the other bot answers: nothing changes for Anna
        referee.poll()
        await pilot.pause()
        assert table.game.seats_to_act() == [0] and app.screen is first
        screen = app.screen_stack[-2]                     # the table below the question
        assert isinstance(screen, TableScreen) and screen.asked is not None
        hand, seat, log_size, *rest = screen.asked        # as if asked before something else went into the log
        screen.asked = (hand, seat, log_size - 1, *rest)
        screen.changed()
        await pilot.pause()
        assert app.screen is first and first.chosen_line() == first.spec.choices[1]
        assert screen.asked == screen.state_key()


async def test_a_line_gone_that_the_question_opened_on_is_no_news_to_an_untouched_question(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """PLAYTEST89: "The question changed: choose again" came to a person who had pressed nothing, where the line the
    question had opened on went (a catch that closed); nothing of theirs was lost, so nothing is said."""
    from textual.widgets import OptionList

    app, notes = ace_table(monkeypatch, JudgeBot())
    async with app.run_test(size=(100, 30)) as pilot:
        first = await swap_question(pilot, app)
        first.start_at = 2                                # as if it had opened on the catch line
        first.query_one(OptionList).highlighted = 2
        assert not first.been_at()
        again = await catch_gone(pilot, app)
        assert not again.enter_waits and notes == []


async def test_a_hint_asked_before_a_bot_answered_in_the_window_holds_the_bot_too(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """PLAYTEST89: `t` in a swap window showed nothing where the other bot answered while the hint was thought out
    (the advice was out of date and dropped).  Asking for advice now stops the window's clock as a claim does, the
    bots in it too: the advice is for the question as it stands, and comes once."""
    app, notes = ace_table(monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        referee, clock = app.flow.referee, app.clock
        await swap_question(pilot, app)
        held, asked, _ = held_first_hint(app, monkeypatch)    # the first advice waits until the test lets it go
        clock.advance(app.settings.key_hold)
        await pilot.press("t")
        assert referee.paused and referee.due() is None       # the other bot waits for Anna's answer
        clock.advance(60.0)
        assert not referee.poll()
        held.set()
        await until(pilot, lambda: notes.advice, "the advice")   # (thought out in a thread)
        assert len(asked) == 1, asked


class AceOnBot(AceBot):
    """Plays the Ace of Hearts and names the other bot (seat 1) for the swap: Anna may stop it, then it is her turn."""

    def choose(self, seen):  # type: ignore[no-untyped-def]
        legal = list(seen.legal)
        return next((m for m in legal if m.kind == "play" and m.cards == (parse_card("AH"),) and not m.say),
                    next((m for m in legal if m.kind == "name" and m.seat == 1), legal[0]))


async def her_turn_after_the_swap(pilot, app: MauMauApp) -> None:  # type: ignore[no-untyped-def]
    """Anna at the swap's question (the cursor moved: she is at it), nobody answers in time: the swap, her turn."""
    from textual.widgets import OptionList

    referee, clock = app.flow.referee, app.clock
    prompt = await swap_question(pilot, app)
    clock.advance(app.settings.key_hold)
    prompt.query_one(OptionList).highlighted = 0
    for _ in range(10):
        due = referee.due()
        if due is None or app.table.game.actor == 0 and app.table.game.phase == "turn":
            break
        clock.advance(max(0.0, due - clock.now()))
        referee.poll()
        await pilot.pause()


async def test_keys_for_a_window_that_closed_do_not_play_a_card_on_the_turn_after_it(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """PLAYTEST89: "1 Enter" typed for a swap window just as its time ran out chose card 1 of the person's own turn,
    which followed at once, and played it."""
    seats = [Seat("Anna"), Seat("Bot", make_bot("medium", 2)), Seat("Robo", AceOnBot())]  # type: ignore[arg-type]
    app = erft_app(seats, ["2H KD 8S 9C", "10H 4C 6D 6C", "AH QC KS 9S"], pile="9H", dealer=0, bot_delay=0.5)
    async with app.run_test(size=(100, 30)) as pilot:
        await her_turn_after_the_swap(pilot, app)
        game = app.table.game
        assert any(event[0] == "swapped" for event in game.log) and game.actor == 0
        held = list(game.hands[0])
        await pilot.press("1", "enter")                       # meant for the window, a moment too late
        await pilot.pause()
        assert game.hands[0] == held and not isinstance(app.screen, ChoicePrompt), screen_text(app)


async def test_keys_for_a_window_read_without_a_key_do_not_play_a_card_a_moment_after_it_closed() -> None:
    """PLAYTEST100 F1: a person who read the swap question without pressing a key answered it ("1 Enter": let the swap
    happen) 0.6 s after it had gone, and the turn that followed played her card 1.  Every key waits a moment then."""
    seats = [Seat("Anna"), Seat("Bot", make_bot("medium", 2)), Seat("Robo", AceOnBot())]  # type: ignore[arg-type]
    app = erft_app(seats, ["2H KD 8S 9C", "10H 4C 6D 6C", "AH QC KS 9S"], pile="9H", dealer=0, bot_delay=0.5)
    async with app.run_test(size=(100, 30)) as pilot:
        referee, clock = app.flow.referee, app.clock
        prompt = await swap_question(pilot, app)
        assert not prompt.been_at()                              # read, no key pressed
        while not (app.table.game.actor == 0 and app.table.game.phase == "turn"):
            due = referee.due()
            assert due is not None
            clock.advance(max(0.0, due - clock.now()))
            referee.poll()
            await pilot.pause()
        game = app.table.game
        held = list(game.hands[0])
        clock.advance(0.6)
        await pilot.press("1", "enter")                          # meant for the swap's question
        await pilot.pause()
        assert game.hands[0] == held, screen_text(app)
        clock.advance(max(app.settings.key_hold, app.settings.handoff_guard))
        await pilot.press("1", "enter")                          # chosen on the table, after a quiet moment
        await until(pilot, lambda: len(game.hands[0]) == len(held) - 1, "card 1 played")


async def test_keys_tried_again_and_again_after_a_window_count_once_the_hold_has_lasted_its_longest(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """REVIEW111 F7: each key refused while the hold after the window ran started it again, so a person who tried
    "1 Enter" every 0.4 s on her own turn lost every try until she stopped for half a second, without a word."""
    from maumau_tui.tui.screens.base import HOLD_LONGER

    seats = [Seat("Anna"), Seat("Bot", make_bot("medium", 2)), Seat("Robo", AceOnBot())]  # type: ignore[arg-type]
    app = erft_app(seats, ["2H KD 8S 9C", "10H 4C 6D 6C", "AH QC KS 9S"], pile="9H", dealer=0, bot_delay=0.5)
    async with app.run_test(size=(100, 30)) as pilot:
        await her_turn_after_the_swap(pilot, app)
        clock, game = app.clock, app.table.game
        assert game.actor == 0 and game.phase == "turn"
        held, began, tries = len(game.hands[0]), clock.now(), []
        while len(game.hands[0]) == held and len(tries) < 10:
            await pilot.press("1", "enter")                   # again and again, 0.4 s apart
            await pilot.pause()
            tries.append(round(clock.now() - began, 1))
            clock.advance(0.4)
        assert tries[0] == 0.0 and len(game.hands[0]) == held - 1, tries          # the first try is held ...
        hold = max(app.settings.key_hold, app.settings.handoff_guard)           # (after a window: PLAYTEST100 F1)
        assert tries[-1] <= hold + HOLD_LONGER + 0.4, tries                      # ... but not for ever


async def test_a_hint_asked_before_the_persons_own_move_is_not_given_for_the_next_decision(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """(Review 111: a hint asked for a turn, out of date once the person played a Jack, was thought out again for
    the wish that followed, which nobody asked for.)"""
    from tui_helpers import send, staged_app, until_decision

    app = staged_app([("Anna", False), ("Bot", True)], ["7H 8S JC 9D", "KD QD 10C"], pile="9H", stock="AD AS 7C 7S",
                     dealer=1)
    notes = Said()
    monkeypatch.setattr(app, "notify", notes.notify)
    async with app.run_test(size=(100, 30)) as pilot:
        await until_decision(pilot, app)
        held, asked, table = held_first_hint(app, monkeypatch)
        app.clock.advance(app.settings.key_hold)
        await pilot.press("t")
        await send(pilot, "4", "enter")                    # J♣: the wish is asked
        assert isinstance(app.screen, ChoicePrompt)
        held.set()
        await until(pilot, lambda: not any(worker.is_running for worker in table.workers), "the hint's thinking")
        for _ in range(5):
            await pilot.pause()
        assert len(asked) == 1 and not notes.advice, (asked, notes)


class Forgets:
    """Plays its first card without the call it needs."""

    level, searches = "random", False

    def choose(self, seen):  # type: ignore[no-untyped-def]
        legal = list(seen.legal)
        return next((m for m in legal if m.kind == "play" and not m.say), legal[0])

    def catch(self, seen):  # type: ignore[no-untyped-def]
        return None


def forgotten_mau_table(monkeypatch) -> tuple[MauMauApp, Said]:  # type: ignore[no-untyped-def]
    """Forgets plays down to one card without "Mau" before Anna's turn; Hal (medium) calls it out at its pace."""
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    seats = [Seat("Anna"), Seat("Hal", make_bot("medium", 2)), Seat("Forgets", Forgets())]  # type: ignore[arg-type]
    table = Table("standard", seats, seed=1)
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards(hand) for hand in ("9H 10C KD", "7S 8S QC",
                                "9S KS")], cards("10S"), cards("AD AS 7C 7D 8D"), dealer=1))
    app = MauMauApp(Settings(lang="en", seed=1, bot_delay=0.5), clock=ManualClock())
    app.table = table
    notes = Said()
    monkeypatch.setattr(app, "notify", notes.notify)
    return app, notes


async def annas_turn_before_the_catch(pilot, app: MauMauApp) -> None:  # type: ignore[no-untyped-def]
    referee, clock = app.flow.referee, app.clock
    referee.catch_waits = None     # (at one keyboard the call waits while Anna may make it herself: as at a seat of
                                   # the server, Hal's call comes CATCH_CHANCE seconds on, under the advice asked)
    game = app.table.game
    for _ in range(20):                                       # Forgets plays 9S and says nothing: Anna's turn
        await pilot.pause()
        if game.actor == 0 and isinstance(app.screen, TableScreen) and 2 in app.screen.view.catchable:
            break
        due = referee.due()
        if due is not None:
            clock.advance(max(0.0, due - clock.now()))
            referee.poll()
    assert game.actor == 0 and len(game.hands[2]) == 1


async def hal_catches(pilot, app: MauMauApp) -> None:  # type: ignore[no-untyped-def]
    referee, clock, game = app.flow.referee, app.clock, app.table.game
    for _ in range(10):
        due = referee.due()
        if due is None or len(game.hands[2]) == 2:
            break
        clock.advance(max(0.0, due - clock.now()))
        referee.poll()
        await pilot.pause()
    assert len(game.hands[2]) == 2 and game.actor == 0, game.log[-3:]


async def test_a_hint_asked_as_a_bot_catches_another_comes_for_the_turn_that_stands(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """PLAYTEST91 F6: `t` on Ben's turn just as a bot called out a missed "Mau" showed no advice (it was out of date:
    somebody drew a penalty card); the turn stands, so it is thought out again for it."""
    app, notes = forgotten_mau_table(monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        await annas_turn_before_the_catch(pilot, app)
        held, asked, _ = held_first_hint(app, monkeypatch)
        app.clock.advance(app.settings.key_hold)
        await pilot.press("t")
        await hal_catches(pilot, app)
        held.set()
        await until(pilot, lambda: notes.advice, "the advice")   # (thought out in a thread)
        assert len(asked) == 2, asked


async def test_advice_withdrawn_as_a_bot_catches_another_is_replaced_by_advice_for_the_turn(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """PLAYTEST92 F2: "Catch Forgets" was shown, then withdrawn as Hal caught him, and nothing came in its place."""
    app, notes = forgotten_mau_table(monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        await annas_turn_before_the_catch(pilot, app)
        app.clock.advance(app.settings.key_hold)
        await pilot.press("t")
        await until(pilot, lambda: notes.advice, "the first advice")
        assert notes[-1].startswith("Catch Forgets"), notes
        await hal_catches(pilot, app)
        await until(pilot, lambda: len(notes.advice) == 2, "advice for the turn")
        assert not notes[-1].startswith("Catch"), notes



async def test_advice_is_not_asked_again_once_its_time_on_screen_is_over(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """(Review 114: advice asked for long ago came back unasked whenever others moved.)"""
    from maumau_tui.tui.hinting import HINT_SECONDS

    app, notes = forgotten_mau_table(monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        await annas_turn_before_the_catch(pilot, app)
        _held, asked, _ = held_first_hint(app, monkeypatch)
        _held.set()                                            # (nothing held: each advice asked for is counted)
        app.clock.advance(app.settings.key_hold)
        await pilot.press("t")
        await until(pilot, lambda: notes.advice, "the first advice")
        app.clock.advance(HINT_SECONDS)                        # its time on screen is over
        await hal_catches(pilot, app)
        assert len(asked) == 1, asked                          # not asked again


def test_a_decision_stands_only_for_the_seat_that_asked() -> None:
    """(Review 114: at a hot seat the keyboard may have gone on to another seat in the same window.)"""
    from maumau_tui.tui.hinting import still_deciding

    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table = Table("standard", [Seat("Anna"), Seat("Ben")], seed=1)
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("9H 10C"), cards("7S 8S")], cards("10S"),
                                cards("AD AS"), dealer=1))
    view = table.view_of(0)
    assert view.my_turn and still_deciding(view, view)
    other = replace(view, seat=1, actor=1)                    # (its turn too, the same cards and phase on show)
    assert other.my_turn and not still_deciding(view, other)


async def test_a_lone_persons_running_window_says_that_a_hint_stops_its_clock(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """PLAYTEST248 N4: a learner's 4 seconds were gone while she read the swap's question; that t stops the clock
    stood nowhere in it.  (Over SSH a hint holds no clock: no such word there, ``hint_holds``.)"""
    app, notes = ace_table(monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        referee, clock = app.flow.referee, app.clock
        prompt = await swap_question(pilot, app)
        assert prompt.hint_holds
        while referee.window_left() is None:              # the bots answer first; then her clock runs
            clock.advance(0.5)
            referee.poll()
            await pilot.pause()
        await until(pilot, lambda: " s left · t: hint, and the clock stops" in screen_text(app), "the word on the clock")


async def test_a_running_window_under_the_menus_question_says_its_clock_is_paused(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """PLAYTEST253 N2: with the menu's question over a running swap window, the clock stood still (the table is paused
    under a dialog) while the line beneath still read "3 s left · t: hint, and the clock stops"."""
    app, notes = ace_table(monkeypatch)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        referee = app.flow.referee
        prompt = await running_swap_question(pilot, app)  # (the bots answer first; then her clock runs)
        assert prompt.countdown_text().endswith("t: hint, and the clock stops")
        await pilot.press("q")                            # back to the menu? (asked over the question)
        await until(pilot, lambda: app.screen is not prompt and referee.paused, "the menu's question")
        left = referee.window_left()
        await until(pilot, lambda: str(prompt.query_one("#prompt-countdown").render()) == f"{math.ceil(left)} s left (paused)",
                    "the clock's word under the question")
        monkeypatch.undo()                                # (notices shown again, not only listed)
        await pilot.press("x")                            # a stray key: the question's keys, over the table's lines
        await until(pilot, lambda: bool(app.screen.query(Toast)), "the question's keys said")
        [toast] = app.screen.query(Toast)
        assert (toast.region.x, toast.region.right) == (0, 100), toast.region   # (whole: PLAYTEST264 N6, "Du bi▌")
        await pilot.press("n")
        await until(pilot, lambda: app.screen is prompt and not referee.paused, "the question again")
        assert prompt.countdown_text().endswith("t: hint, and the clock stops")


async def test_a_hint_asked_in_a_lone_persons_window_stops_its_clock_until_she_answers(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """PLAYTEST89 F2: alone with bots, the swap window's 4 seconds were over before the advice came; asking for it
    stops the window's clock, as a claim does at a table of several people: her question stays, its clock standing
    still and saying so (PLAYTEST222 N4: it went without a word), and the window waits until she has answered."""
    app, notes = ace_table(monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        referee, clock = app.flow.referee, app.clock
        prompt = await swap_question(pilot, app)
        assert prompt.countdown is not None and not referee.paused
        await pilot.press("t")
        await until(pilot, lambda: referee.paused and app.screen is prompt
                    and "4 s left (paused until you answer)" in screen_text(app), "the window's clock held")   # (hers:
        #                                                                      PLAYTEST261 N3, "waiting for an answer")
        await until(pilot, lambda: bool(notes), "the advice")
        clock.advance(60.0)                               # however long she reads the advice
        assert not referee.poll()
        question = app.screen
        assert isinstance(question, ChoicePrompt) and question.spec.kind == "swap"
        assert not any(event[0] == "swapped" for event in app.table.game.log)
        accept = next(i for i, choice in enumerate(question.spec.choices)
                      if choice.move is not None and choice.move.kind == "accept")
        clock.advance(1.0)                                # (past the question's hold on Enter)
        await pilot.press(str(accept + 1), "enter")       # she lets it happen
        await until(pilot, lambda: not referee.paused, "the table going on")
        await until_swapped(pilot, app)                   # the other bot, held by her claim, answers at its pace


async def joker_window(pilot, app: MauMauApp) -> tuple[ChoicePrompt, str]:  # type: ignore[no-untyped-def]
    """Anna's question in the swap's window once its clock runs (the other bot has answered), and the digit of
    its line that plays her joker as an Ace (which asks the Ace's suit)."""
    asked, clock = await running_swap_question(pilot, app), app.clock
    line = next(i for i, choice in enumerate(asked.spec.choices) if choice.then is not None and "Ace" in choice.label)
    clock.advance(1.0)                                    # (past the question's hold on Enter; the window has 4 s)
    return asked, str(line + 1)


def joker_app() -> MauMauApp:
    """Anna, with a joker, alone with Robo (who swaps hands with her by an Ace) and a medium bot.  She holds an Ace
    and a 2 besides: her window has more lines than digit keys, so the joker's lines ask the suit after the rank (with
    the joker alone they are lines of their own against the clock: REVIEW256 B2)."""
    seats = [Seat("Anna"), Seat("Robo", AceBot()), Seat("Bot", make_bot("medium", 2))]  # type: ignore[arg-type]
    return erft_app(seats, ["* AS 2D 9C", "AH QC KS 9S", "7D 7C 10S JD"], pile="9H", dealer=0, bot_delay=0.5)


def joker_played(app: MauMauApp) -> bool:
    return any(event[0] == "declared" and event[1] == 0 for event in app.table.game.log)


async def test_a_joker_chosen_in_time_in_a_lone_persons_window_keeps_its_answer_while_she_names_its_suit() -> None:
    """PLAYTEST222 F1: alone with bots, she chose in time to stop the swap with her joker as an Ace; the question of
    the Ace's suit kept the window's clock, and when it ran out the question went and the swap happened.  The
    answer is given once its line is chosen: the window's clock stands still while she names the suit, and says so."""
    app = joker_app()
    async with app.run_test(size=(100, 30)) as pilot:
        referee, clock = app.flow.referee, app.clock
        asked, digit = await joker_window(pilot, app)
        await pilot.press(digit, "enter")                 # the joker as an Ace: which suit?
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt) and app.screen.spec.kind == "joker-suit"
                    and "paused until you answer" in screen_text(app), "the suit question, its clock held")
        suit = app.screen
        clock.advance(60.0)                               # however long she takes to name it
        assert not referee.poll()
        await pilot.pause()
        assert not any(event[0] == "swapped" for event in app.table.game.log), "the swap happened meanwhile"
        assert app.screen is suit and asked in app.screen_stack   # the same questions: keys typed on count there
        clock.advance(1.0)
        await pilot.press("1", "enter")
        await until(pilot, lambda: joker_played(app), "her joker played as an Ace")


async def test_a_joker_and_its_suit_typed_at_once_in_a_lone_persons_window_leave_the_suit_to_be_named() -> None:
    """PLAYTEST224 F1: "2 Enter 3 Enter" typed at once (pasted, or over ssh) reached the window's question, asked again
    for the held clock: its line 3 ("let the swap happen") stood chosen, one Enter away, and the joker was never
    played.  The suit question stays (keys typed before it was read answer nothing), and the joker is played with
    the suit named after it."""
    app = joker_app()
    async with app.run_test(size=(100, 30)) as pilot:
        referee, clock = app.flow.referee, app.clock
        asked, digit = await joker_window(pilot, app)
        await send(pilot, digit, "enter", "3", "enter")
        suit = app.screen
        assert isinstance(suit, ChoicePrompt) and suit.spec.kind == "joker-suit" and asked in app.screen_stack
        assert referee.paused and not any(event[0] == "swapped" for event in app.table.game.log)
        clock.advance(1.0)                                # a quiet moment: she has read it
        await send(pilot, "3", "enter")
        await until(pilot, lambda: joker_played(app), "her joker played as an Ace")
        assert ("declared", 0, parse_card("AH"), None) in app.table.game.log


async def advice_off_the_suit_lines_takes_nothing(pilot, app: MauMauApp, line: int, advised: Move) -> None:  # type: ignore[no-untyped-def]
    """Anna chooses the window's ``line`` (a joker as a rank: which suit?) and types "t Enter" in the suit question while
    the hint advises ``advised``, a move none of its lines makes: the advice says so, the question stays, and the
    joker is not played."""
    await pilot.press(str(line + 1), "enter")
    await until(pilot, lambda: isinstance(app.screen, ChoicePrompt) and app.screen.spec.kind == "joker-suit",
                "the suit question")
    suit = app.screen
    assert isinstance(suit, ChoicePrompt) and advised not in [choice.move for choice in suit.spec.choices]
    app.flow.hotseat.hint = lambda lang: lambda: Hint(advised, "", "Why.")  # type: ignore[method-assign]
    app.clock.advance(1.0)
    await send(pilot, "t", "enter")
    await until(pilot, lambda: any("Why." in str(note.message) for note in app._notifications), "the advice")
    await settle(pilot)
    said = [str(note.message) for note in app._notifications]
    assert any(text.endswith(tr("en", "hint_not_here")) for text in said), said
    assert app.screen is suit and not joker_played(app)


async def test_a_hint_in_the_jokers_suit_question_says_when_its_move_is_not_a_suit_and_t_enter_names_none() -> None:
    """PLAYTEST225 N4: in "Joker as Ace: which suit?" the hint advised the window's other line (the joker as a 2) as
    if it were one of the suits; an Enter typed with t then named the suit the cursor stood on, and the joker was
    played as that Ace against the advice.  The advice says it is not among these lines, and the Enter takes none."""
    app = joker_app()
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        asked, digit = await joker_window(pilot, app)
        ace = asked.spec.choices[int(digit) - 1]                  # the joker as an Ace: which suit?
        other = next(choice.then.choices[0].move for choice in asked.spec.choices    # the joker as 2♣
                     if choice.then is not None and choice is not ace)
        await advice_off_the_suit_lines_takes_nothing(pilot, app, int(digit) - 1, other)


async def test_a_hint_with_a_call_in_the_jokers_suit_question_without_it_says_so_and_t_enter_plays_nothing() -> None:
    """PLAYTEST230 F1: with two cards left, the swap's window offered the joker as a 2 with and without "Last card".
    In the suit question of the line without the call the hint advised the joker as 2♣ with the call, and an Enter
    typed with t played it without: caught, a penalty card.  The advice says its move is not among these lines."""
    seats = [Seat("Anna"), Seat("Robo", AceBot()), Seat("Bot", make_bot("medium", 2))]  # type: ignore[arg-type]
    app = erft_app(seats, ["* 9C", "AH QC KS 9S", "7D 7C 10S JD"], pile="9H", dealer=0, bot_delay=0.5)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        asked, _digit = await joker_window(pilot, app)
        groups = [choice for choice in asked.spec.choices if choice.then is not None]
        called = next(choice.then.choices[0].move for choice in groups if choice.then.choices[0].move.say)
        plain = next(index for index, choice in enumerate(asked.spec.choices) if choice.then is not None
                     and choice.then.choices[0].move == replace(called, say=None))
        await advice_off_the_suit_lines_takes_nothing(pilot, app, plain, called)   # (the line without the call)
