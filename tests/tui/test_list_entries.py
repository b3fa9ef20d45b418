"""The first screen's matches to continue and the finished matches break an entry's line of players between two
players, never inside one, at any width and after a resize (the list's own wrap had shown "Hildegard-Agnes (Bot,"
at a line's end and "leicht) 31" at the next one's start); a short list is as tall as its lines."""

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
            # the box as tall as the entry's lines at this width: none hidden, no empty row under them
            assert history.scrollable_content_region.height == history.virtual_size.height, size
