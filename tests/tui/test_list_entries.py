"""The first screen's matches to continue and the finished matches break an entry's line of players between two
players, never inside one, at any width and after a resize (the list's own wrap had shown "Hildegard-Agnes (Bot,"
at a line's end and "leicht) 31" at the next one's start); a long list scrolls in its box."""

from __future__ import annotations

import random

import pytest
from textual.widgets import OptionList

from maumau_tui.match import Match
from maumau_tui.match_record import BOT, SeatInfo
from maumau_tui.store.saves import Store
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.screens.history import HistoryScreen
from maumau_tui.tui.settings import Settings
from tui_helpers import screen_text, until

NAMES = ["Christoph-Paulus", "Hildegard-Agnes", "Maximilian-Bernd", "Bartholomäus"]
SEATS = [SeatInfo(NAMES[0]), SeatInfo(NAMES[1], BOT, "easy", 1), SeatInfo(NAMES[2]), SeatInfo(NAMES[3], BOT, "hard", 2)]
LEVELS = {"de": {"easy": "leicht", "hard": "schwer"}, "en": {"easy": "easy", "hard": "hard"}}


def played(ruleset: str, seed: int, moves: int | None = None) -> Match:
    """A match of four with two bots: its first hand played to the end (``moves``: that many moves of it)."""
    match = Match.create(ruleset, NAMES, seed=seed, seats=SEATS)
    rng = random.Random(seed)
    game = match.deal()
    while not game.finished and (moves is None or moves > 0):
        seat = game.seats_to_act()[0]
        match.apply(rng.choice(game.legal_moves(seat)), seat)
        moves = None if moves is None else moves - 1
    return match


def seat_words(lang: str, totals: list[int]) -> list[str]:
    """How each seat with its points reads in an entry ("Hildegard-Agnes (Bot, leicht) 31")."""
    bot = tr(lang, "bot")
    return [f"{NAMES[0]} {totals[0]}", f"{NAMES[1]} ({bot}, {LEVELS[lang]['easy']}) {totals[1]}",
            f"{NAMES[2]} {totals[2]}", f"{NAMES[3]} ({bot}, {LEVELS[lang]['hard']}) {totals[3]}"]


def each_whole_on_a_line(app: MauMauApp, words: list[str]) -> None:
    lines = screen_text(app).splitlines()
    for said in words:
        assert any(said in line for line in lines), (said, screen_text(app))


@pytest.mark.parametrize("lang", ["de", "en"])
async def test_a_match_to_continue_names_each_player_with_their_points_on_one_line(lang: str) -> None:
    store = Store()
    match = played("standard", 3, moves=12)
    store.save("evening", match)
    totals = list(store.unfinished()[0].totals)
    app = MauMauApp(Settings(lang=lang))
    async with app.run_test(size=(60, 20)) as pilot:
        options = app.screen.query_one(OptionList)
        await until(pilot, lambda: str(options.get_option_at_index(0).prompt).startswith(tr(lang, "continue_title",
                    ruleset="Mau-Mau", hand=1)), "the match to continue")
        for size in ((60, 20), (73, 24), (100, 30), (64, 20)):     # (and after each resize)
            await pilot.resize_terminal(*size)
            await pilot.pause()
            each_whole_on_a_line(app, seat_words(lang, totals))


@pytest.mark.parametrize("lang", ["de", "en"])
async def test_a_finished_match_names_each_player_with_their_points_on_one_line(lang: str) -> None:
    store = Store()
    store.finish("done", played("standard", 4))
    [info] = store.history()
    app = MauMauApp(Settings(lang=lang))
    async with app.run_test(size=(60, 20)) as pilot:
        app.push_screen(HistoryScreen(Settings(lang=lang), store))
        await until(pilot, lambda: isinstance(app.screen, HistoryScreen), "the finished matches")
        history = app.screen.query_one(OptionList)
        for size in ((60, 20), (71, 24), (100, 30)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            each_whole_on_a_line(app, seat_words(lang, list(info.totals)))
            assert history.virtual_size.height <= history.scrollable_content_region.height, size   # none hidden


async def test_many_finished_matches_scroll_in_their_box_and_the_keys_stay_on_the_screen() -> None:
    """(The list grew with its entries past the screen's foot at 60x20: the last entry's last line, the box's lower
    border and the key line "Enter: look at it · Esc: back" were below the screen.)"""
    store = Store()
    for number in range(8):
        store.finish(f"done{number}", played("standard", 10 + number))
    last = store.history()[-1]
    app = MauMauApp(Settings(lang="en"))
    async with app.run_test(size=(60, 20)) as pilot:
        app.push_screen(HistoryScreen(Settings(lang="en"), store))
        await until(pilot, lambda: isinstance(app.screen, HistoryScreen), "the finished matches")
        await pilot.pause()
        history = app.screen.query_one(OptionList)
        assert history.region.bottom < app.size.height and "Esc: back" in screen_text(app).splitlines()[-1]
        await pilot.press("end")
        await pilot.pause()
        lines = screen_text(app).splitlines()
        assert seat_words("en", list(last.totals))[-1] in "\n".join(lines[:-1]), screen_text(app)   # its last line


def test_a_line_that_ends_where_a_part_ends_has_no_separator_at_its_end() -> None:
    """PLAYTEST216: the Continue line broke as "Punkte: Anna 0, Ben 0, Robo (Bot, schwer) 0 ·", in ASCII "... 0 |",
    which read as the edge of the box."""
    from rich.console import Console
    from rich.text import Text

    from maumau_tui.tui.widgets.entry_list import ItemLines, parts_of

    entry = ItemLines(Text("Mau-Mau, hand 2"), parts_of(["Points:", "Anna 0,", "Ben 0"], ["last played today 01:56"]))
    console = Console(width=25, record=True)
    console.print(entry)
    lines = console.export_text().splitlines()
    assert lines == ["Mau-Mau, hand 2", "  Points: Anna 0, Ben 0", "  last played today 01:56"], lines
    console = Console(width=60, record=True)
    console.print(entry)
    assert console.export_text().splitlines()[1] == "  Points: Anna 0, Ben 0 · last played today 01:56"   # mid-line
