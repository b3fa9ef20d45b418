"""`maumau resume` of a save the store mended (a move of its record could not be made: the match goes on from the
move before it) says so in the app, as the menu does (PLAYTEST107 F7: it was said on stderr just before the screen
took the terminal, and the table saw its match at hand 1 again without a word)."""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any

import pytest

from maumau_tui import cli_saves
from maumau_tui.store.saves import Store
from maumau_tui.table import Table
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.textual_private import notifications
from store_helpers import new_match, play


def a_mended_save(home: Path) -> None:
    """A match of two hands and a third under way, saved, whose last move is then made one that cannot be."""
    store = Store(home)
    match = new_match("kronenstube", seed=4, players=3)
    play(match, random.Random(4), hands=2)
    game = match.deal()
    seat = game.seats_to_act()[0]
    match.apply(game.legal_moves(seat)[0], seat)
    path = store.save(store.new_id(match), match)
    document = json.loads(path.read_bytes())
    document["record"]["moves"].append("1 Nobody: draw")
    path.write_text(json.dumps(document), encoding="utf-8")


def test_resume_hands_the_mended_save_to_the_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    a_mended_save(tmp_path)
    started: dict[str, Any] = {}
    monkeypatch.setattr("maumau_tui.cli_screen.screen_missing", lambda: None)   # (what resume asks: a terminal)
    monkeypatch.setattr("maumau_tui.tui.app.run", lambda **given: started.update(given) or 0)
    args = argparse.Namespace(list=False, id=None, lang="en", ascii=None, seed=None, bot_delay=None)
    assert cli_saves.resume(Store(), args) == 0
    (problem,) = started["problems"]
    assert problem.mended and "goes on from the move before it" in problem.message


async def test_the_app_says_the_save_was_mended_over_its_first_screen(tmp_path: Path) -> None:
    a_mended_save(tmp_path)
    store = Store(tmp_path)
    (info,) = store.unfinished()
    problems = list(store.problems)
    table = store.resume_into(info.id, Table.from_match)
    app = MauMauApp(Settings(lang="en", bot_delay=0.0), table=table, match_id=info.id, store=store, problems=problems)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        for _ in range(100):                         # (the first hand-off comes and clears what is private)
            await pilot.pause()
            if notifications(app) and isinstance(app.screen, HandoffScreen) and app.screen.is_mounted:
                break
        assert isinstance(app.screen, HandoffScreen)   # (two people at the table: the keyboard is handed first)
        said = [str(note.message) for note in notifications(app)]
        assert len(said) == 1 and said[0].startswith("Mended, to play on: ") and info.id in said[0], said


async def test_continued_from_the_menu_the_mended_save_is_said_at_the_table(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST121 F5: the menu said it for its seconds, and the Enter that continued the match took it off: the table
    was back at an earlier move without a word."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    a_mended_save(tmp_path)
    app = MauMauApp(Settings(lang="en", bot_delay=0.0), variants=["kronenstube"], store=Store(tmp_path))
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        for _ in range(100):                         # (the menu lists the save, mended, and says so)
            await pilot.pause()
            if notifications(app):
                break
        assert [str(note.message) for note in notifications(app)][0].startswith("Mended, to play on: ")
        await pilot.press("enter")                   # continue it
        for _ in range(200):                         # (the first hand-off comes and clears what is private)
            await pilot.pause()
            if notifications(app) and isinstance(app.screen, HandoffScreen) and app.screen.is_mounted:
                break
        assert isinstance(app.screen, HandoffScreen)
        said = [str(note.message) for note in notifications(app)]
        assert any(text.startswith("Mended, to play on: ") for text in said), said
