"""A prompt that answers what just happened (block, swap, Queen, 4) repeats the log's newest lines: its box covers
them on the table.  Where the box would then reach down over the hand it stands right above the hand, with as many
of the newest lines as fit under the table's top card and wish (at 80×24 the Queen's question showed none, nor the
line that says who named the victim: PLAYTEST153 F3)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from textual.widgets import Static

from maumau_tui.bots.levels import make_bot
from maumau_tui.notation import parse_move
from maumau_tui.table import Seat
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.prompts import Choice, PromptSpec
from maumau_tui.tui.screens.prompt import BELOW_ROWS, TOP_ROWS, ChoicePrompt, recent_lines, stands_low
from scripted_bots import AceBot
from test_erftschmiede import TRIO, decide, erft_app, select, take_keyboard
from test_first_look import start_six_app
from test_lone_window import running_swap_question
from tui_helpers import pass_guard, screen_text, send, settle, until


async def block_prompt_text(size: tuple[int, int]) -> str | None:
    """The log's lines in Anna's block prompt (None: none), after checking that a box showing them leaves the hand
    in sight, and the table's top card and wish where it stands low."""
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
        box = app.screen.query_one("#prompt-box").region
        recent = app.screen.query("#prompt-recent")
        if not recent:
            return None
        assert box.bottom <= size[1] - BELOW_ROWS, box
        assert box.y >= TOP_ROWS or not app.screen.has_class("-low"), box
        return str(recent.first(Static).render())


async def test_the_block_prompt_repeats_what_just_happened() -> None:
    assert await block_prompt_text((100, 32)) == "Mia deals 5 cards each.\nStart card: 6 of Clubs."


async def test_a_small_terminal_keeps_the_hand_in_sight_and_as_many_lines_as_fit() -> None:
    assert await block_prompt_text((80, 24)) == "Mia deals 5 cards each.\nStart card: 6 of Clubs."   # (standing low)
    assert await block_prompt_text((60, 20)) is None


def test_a_title_of_two_lines_counts_two_rows_when_the_box_is_measured() -> None:
    """PLAYTEST106 F5: at 100x30 a swap question's title took two rows, which the box's measure did not count; with the
    log's lines, its clock and its key line the box reached down over the hand's edge."""
    choices = tuple(Choice(label, parse_move(move, ["Anna", "Ben"])) for label, move in
                    (("Play 2♣", "play 2C"), ("Let the swap happen", "accept"), ("Catch Ben", "catch Ben")))
    log = ["Start card: 9 of Hearts.", "Ben plays the Ace of Hearts.", "Ben: “I swap with you, Anna.”"]
    short = PromptSpec("swap", "Ben swaps hands with you?", choices, timeout=4.0)
    long = replace(short, title="Ben swaps hands with you: an Ace (redirect), a 2 (stop), or let it happen?")
    assert recent_lines(short, log, 30) == log and not stands_low(short, log, 30)
    assert recent_lines(long, log, 30) == log and stands_low(long, log, 30)      # in the middle it would reach down
    assert recent_lines(long, log, 32) == log and not stands_low(long, log, 32)
    assert recent_lines(long, log, 26) == log[-2:] and recent_lines(long, log, 25) == log[-1:]
    assert recent_lines(long, log, 24) == []


async def test_the_queens_victim_at_80x24_reads_who_named_them_above_the_hand() -> None:
    app = erft_app(TRIO, ["QH 9D 8S", "QS KD 10C", "7C 8C 9C"], pile="9H", dealer=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await take_keyboard(pilot, app, "Anna")
        await pilot.press(select(app, "QH"), "enter")
        await decide(pilot, app)
        await pilot.press("1", "enter")                      # Ben
        await decide(pilot, app)
        await take_keyboard(pilot, app, "Ben")
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "victim"
        assert str(prompt.query_one("#prompt-recent", Static).render()).splitlines() == [
            "Start card: 9 of Hearts.", "Anna plays the Queen of Hearts.", "Anna: “Draw one card, Ben!”"]
        box = prompt.query_one("#prompt-box").region
        assert box.bottom <= 24 - BELOW_ROWS and box.y >= TOP_ROWS, box     # the hand, the top card and wish in sight


def four_lines_app() -> MauMauApp:
    """Anna alone with Robo (who swaps hands with her by an Ace) and a medium bot; her swap question has four lines:
    her Ace, her 2, letting the swap happen, and catching Robo."""
    seats = [Seat("Anna"), Seat("Robo", AceBot()), Seat("Bot", make_bot("medium", 2))]  # type: ignore[arg-type]
    return erft_app(seats, ["AS 2D 8S 9C", "AH QC KS 9S", "7D 7C 10S JD"], pile="9H", dealer=0, bot_delay=0.5)


async def test_at_60x20_a_windows_question_stands_tight_above_the_hand_and_leaves_the_cards_in_sight() -> None:
    """PLAYTEST224 N4, PLAYTEST231 N1: at 60×20 the swap's question (four lines and its clock) stood in the middle and
    hid the hand while the clock ran.  It stands right above the hand, without its blank rows and the choices'
    border, under the title bar and the seat bar."""
    app = four_lines_app()
    async with app.run_test(size=(60, 20)) as pilot:
        asked = await running_swap_question(pilot, app)
        await settle(pilot)
        assert len(asked.spec.choices) == 4
        box = asked.query_one("#prompt-box").region
        assert asked.has_class("-tight") and box.bottom <= 20 - BELOW_ROWS and box.y >= 2, box
        rows = screen_text(app).splitlines()
        assert any("[A♠]" in row and "8♠" in row and "9♣" in row for row in rows[box.bottom:]), "\n".join(rows)
        assert all(f"{number}. " in screen_text(app) for number in range(1, len(asked.spec.choices) + 1))
    app = four_lines_app()
    async with app.run_test(size=(100, 32)) as pilot:                     # where the middle leaves the hand clear
        asked = await running_swap_question(pilot, app)
        assert not asked.has_class("-tight")
        await pilot.resize_terminal(60, 20)                               # shrunk while it is open (PLAYTEST232 F1)
        await settle(pilot)
        box = asked.query_one("#prompt-box").region
        assert asked.has_class("-tight") and box.bottom <= 20 - BELOW_ROWS, box
        await pilot.resize_terminal(100, 32)
        await settle(pilot)
        assert not asked.has_class("-tight")


async def test_at_60x20_the_jokers_long_question_stands_tight_and_scrolls_its_lines_above_the_hand() -> None:
    """PLAYTEST232 F2: the joker's "which card does it stand for?" (a line for each rank) was never tight: at 60×20 it
    reached from the seat bar down to the status line and hid the whole hand.  Its lines scroll in what room there is."""
    from test_hint_key import at_the_jokers_question, joker_app

    app = joker_app()
    async with app.run_test(size=(60, 20)) as pilot:
        await at_the_jokers_question(pilot, app)
        await settle(pilot)
        question = app.screen
        assert isinstance(question, ChoicePrompt) and len(question.spec.choices) > 10
        box = question.query_one("#prompt-box").region
        assert question.has_class("-tight") and box.bottom <= 20 - BELOW_ROWS and box.y >= 1, box
        rows = screen_text(app).splitlines()
        assert any("Jkr" in row and "8♠" in row and "9♦" in row for row in rows[box.bottom:]), "\n".join(rows)
        assert question.spec.title in "\n".join(rows[box.y:box.bottom])             # its title whole, and its key line
        assert box.y < question.query_one("#prompt-hint").region.y < box.bottom - 1 # inside the box


@pytest.mark.parametrize("size", [(100, 30), (80, 28), (100, 40), (80, 24)])
async def test_a_list_of_every_move_longer_than_the_box_scrolls_inside_it_with_its_key_line(size: tuple[int, int]) -> None:
    """PLAYTEST248 F1: at 100×30 the list of every move (`o`) of a hand with a joker took more rows than its box has
    (20), so its last lines and its key line were cut off, and End put the cursor on a line nobody could read."""
    from test_erftschmiede import SOLO

    app = erft_app(SOLO, ["* 2D 7C 9C KH", "QS KD 10C 8H 8S"], pile="5D", dealer=1)
    async with app.run_test(size=size) as pilot:
        await decide(pilot, app)
        await pilot.press("o")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the list of every move")
        await pilot.press("end")
        await settle(pilot)
        listed = app.screen
        assert isinstance(listed, ChoicePrompt) and len(listed.spec.choices) > 16
        box = listed.query_one("#prompt-box").region
        choices, hint = listed.query_one("#prompt-choices").region, listed.query_one("#prompt-hint").region
        assert box.y <= choices.y and choices.bottom <= hint.y < box.bottom - 1 <= size[1], (box, choices, hint)
        last = listed.spec.choices[-1].label
        rows = screen_text(app).splitlines()
        assert any(last in row for row in rows[choices.y:choices.bottom]), "\n".join(rows)   # the cursor's line seen
        if size == (100, 30):                         # shrunk with the cursor on the last line (PLAYTEST253 F2)
            await pilot.resize_terminal(80, 24)
            await settle(pilot)
            choices = listed.query_one("#prompt-choices").region
            rows = screen_text(app).splitlines()
            assert any(last in row for row in rows[choices.y:choices.bottom]), "\n".join(rows)
