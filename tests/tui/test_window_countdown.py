"""The public window's countdown shows the window's whole time while its clock waits for the bots in it to
answer first (it showed "0 s left", then jumped to 4: a glance at it said the chance was gone)."""

from __future__ import annotations

import pytest
from textual.app import App

import random

from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.hotseat import HotSeat
from maumau_tui.tui.screens.window import WindowScreen
from tui_helpers import screen_text


async def test_the_countdown_shows_the_whole_time_until_the_clock_runs() -> None:
    table = Table.from_names("erftschmiede", [("Anna", None), ("Ben", None), ("Robo", "easy")], seed=3)
    table.deal()
    public = table.view_of(None)
    left: list[float | None] = [None]
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = WindowScreen(public, [0, 1], lambda: left[0], [], "en")
        await app.push_screen(screen)
        await pilot.pause()
        assert f"{public.window_seconds} s left" in screen_text(app)
        left[0] = 2.2                                       # the clock runs: the seconds it has left
        screen.show_countdown()
        await pilot.pause()
        assert "3 s left" in screen_text(app)
        assert "stands still" not in screen_text(app)


async def test_a_claim_screens_countdown_says_why_it_stands_still() -> None:
    """PLAYTEST125 F1: back after a drop, a group's claim screen showed "noch 12 s" for 25 s without a word why."""
    table = Table.from_names("erftschmiede", [("Anna", None), ("Ben", None), ("Robo", "easy")], seed=3)
    table.deal()
    why = ["away"]
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = WindowScreen(table.view_of(None), [0, 1], lambda: 12.0, [], "de", held=lambda: why[0])
        await app.push_screen(screen)
        await pilot.pause()
        assert "noch 12 s (steht still: der Tisch wartet auf einen Spieler)" in screen_text(app)
        why[0] = "answer"
        screen.show_countdown()
        await pilot.pause()
        assert "noch 12 s (steht still: eine Antwort wird erwartet)" in screen_text(app)
        why[0] = "bots"                                     # (the hot seat's too: PLAYTEST217 F1)
        screen.show_countdown()
        await pilot.pause()
        assert "noch 12 s (die Uhr läuft, sobald die Bots geantwortet haben)" in screen_text(app)


def test_a_persons_question_says_its_clock_starts_once_the_bots_have_answered() -> None:
    """PLAYTEST103 F7: a timed question asked while a bot in the window had still to answer showed the window's whole
    time, standing still, without a word why (over SSH no time at all); the seat's facts now say why
    (``clock_held`` "bots": "(the clock starts once the bots have answered)")."""
    for seed in range(300):
        table = Table.from_names("erftschmiede", [("Anna", None), ("Robo", "easy")], seed=seed)
        table.deal()
        clock = ManualClock()
        referee = Referee(table, clock, bot_delay=0.5, window_seconds=4)
        rng = random.Random(seed)
        for _ in range(200):
            if table.hand_over or (referee.window_left() is None and referee.window_time() is not None
                                   and 0 in table.game.seats_to_act()):
                break
            if referee.due() is not None:
                clock.advance(0.5)
                referee.poll()
            else:
                referee.submit(0, rng.choice([m for m in table.game.legal_moves(0) if m.kind != "catch"]))
        if not table.hand_over and referee.window_left() is None and referee.window_time() is not None:
            break
    else:
        raise AssertionError("no seed opened a timed window for Anna and the bot")
    hotseat = HotSeat(referee, "en")
    hotseat.holder = 0
    assert hotseat.info().clock_held == "bots" and hotseat.info().window_left == 4
    while referee.window_left() is None and 0 in table.game.seats_to_act():
        clock.advance(0.5)                                    # the bot answers: the clock starts
        referee.poll()
    assert 0 in table.game.seats_to_act() and hotseat.info().clock_held == ""


def test_the_hot_seats_claim_screen_says_its_clock_starts_once_the_bots_have_answered() -> None:
    """PLAYTEST217 F1: Anna swapped with Hart (a hard bot): the claim screen showed "noch 4 s" for six seconds, standing
    still, without the words the person's own question has for it."""
    from maumau_tui.tui.flow import TableFlow

    for seed in range(300):
        table = Table.from_names("erftschmiede", [("Anna", None), ("Ben", None), ("Robo", "easy")], seed=seed)
        table.deal()
        clock = ManualClock()
        referee = Referee(table, clock, bot_delay=0.5, window_seconds=4)
        rng = random.Random(seed)
        for _ in range(300):
            if table.hand_over or (referee.window_left() is None and referee.window_time() is not None):
                break
            if referee.due() is not None:
                clock.advance(0.5)
                referee.poll()
            else:
                seat = table.game.seats_to_act()[0]
                referee.submit(seat, rng.choice([m for m in table.game.legal_moves(seat) if m.kind != "catch"]))
        if not table.hand_over and referee.window_left() is None and referee.window_time() is not None:
            break
    else:
        raise AssertionError("no seed opened a timed window that waits for the bot")
    held = TableFlow.__new__(TableFlow)            # (only its referee: the app is not needed to say why)
    held.referee = referee
    why = held.window_held()
    assert why is not None and why() == "bots"
    while referee.window_left() is None and referee.window_time() is not None:
        clock.advance(0.5)                          # the bot answers: the clock runs (or the window is closed)
        referee.poll()
    assert why() == ""


@pytest.mark.parametrize(("lang", "why", "end"), [("de", "bots", "haben)"), ("en", "look", "on screen)")])
async def test_at_60x20_a_standing_clocks_words_are_broken_over_lines_whole_and_the_box_fits(lang: str, why: str,
                                                                                              end: str) -> None:
    """PLAYTEST221 F1: at 60 columns the claim screen cut its clock's words ("… sobald die Bots geantwortet h"); they
    are broken over lines now, as the person's own question breaks them, and the recent lines give way."""
    from pathlib import Path

    import maumau_tui.tui.app as app_module

    class Styled(App[None]):
        CSS_PATH = str(Path(app_module.__file__).with_name("app.tcss"))

    table = Table.from_names("erftschmiede", [("Anna", None), ("Ben", None), ("Robo", "easy")], seed=3)
    table.deal()
    app = Styled()
    async with app.run_test(size=(60, 20)) as pilot:
        screen = WindowScreen(table.view_of(None), [0, 1], lambda: 4.0, ["one", "two", "three", "four"], lang,
                              held=lambda: why)
        await app.push_screen(screen)
        await pilot.pause()
        await pilot.pause()
        lines = [line.strip("║ ") for line in screen_text(app).splitlines()]
        words = " ".join(line for line in lines if line)
        assert end in words, words
        assert lines[-1].startswith("╚") or lines[-2].startswith("╚"), screen_text(app)   # the box whole, its foot too
        hint = {"de": "Läuft die Zeit ab", "en": "When time runs out"}[lang]
        assert any(line.startswith(hint) for line in lines), screen_text(app)
