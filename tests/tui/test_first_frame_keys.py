"""The chooser's first frame lists the variants by id and names them right after it: a key or a click that comes
first acts on the named list (Enter continues the newest match, as the player sees it a moment later), a terminal
too small at the start still gets the names once it is big enough, and a file that broke after it was listed is
explained, not played."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from textual.widgets import OptionList

from maumau_tui.store.saves import Store
from maumau_tui.tui import bench
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.ruleset import RulesetScreen
from maumau_tui.tui.screens.variant import BROKEN, SAVE, VariantScreen
from maumau_tui.tui.settings import Settings
from tui_helpers import screen_text, terminal_click, until

SIZE = (80, 24)


def ids(app: MauMauApp) -> list[str]:
    options = app.screen_stack[0].query_one(OptionList)
    return [str(options.get_option_at_index(index).id) for index in range(options.option_count)]


async def test_enter_before_the_names_continues_the_newest_match(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    bench.unfinished(tmp_path, 2)
    newest = Store(root=tmp_path).unfinished()[0].id
    monkeypatch.setattr(MauMauApp, "on_ready", lambda app: None)   # the key comes before the names would
    app = MauMauApp(Settings(lang="en", seed=1, bot_delay=0.0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not any(entry.startswith(SAVE) for entry in ids(app)) and "standard" in ids(app)   # ids only
        await pilot.press("enter")
        await until(pilot, lambda: app.table is not None, "the match continued")
        assert app.match_id == newest


async def test_a_click_before_the_names_acts_on_the_named_list(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    monkeypatch.setattr(MauMauApp, "on_ready", lambda app: None)
    app = MauMauApp(Settings(lang="en", seed=1, bot_delay=0.0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Kronenstube-MauMau" not in screen_text(app)
        chooser = app.screen
        assert isinstance(chooser, VariantScreen)
        await terminal_click(pilot, app, 6, 4)        # on an entry: named first, then chosen (its rules page opens)
        await until(pilot, lambda: app.screen is not chooser, "the entry clicked chosen")
        assert chooser.described and isinstance(app.screen, RulesetScreen)


async def test_a_terminal_too_small_at_the_start_gets_the_names_once_it_is_big_enough(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    bench.unfinished(tmp_path, 1)
    app = MauMauApp(Settings(lang="en", seed=1, bot_delay=0.0))
    async with app.run_test(size=(50, 15)) as pilot:
        await pilot.pause()
        await pilot.resize_terminal(*SIZE)
        await until(pilot, lambda: isinstance(app.screen, VariantScreen) and "Kronenstube-MauMau" in screen_text(app)
                    and "Continue: Mau-Mau" in screen_text(app), "the names and the match to continue")


async def test_a_ruleset_broken_after_it_was_listed_is_explained_not_played(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    own = tmp_path / "rulesets"
    own.mkdir()
    mine = own / "zz-mine.yaml"
    mine.write_text("id: zz-mine\nextends: standard\nname: Mine\ndescription: mine\n")
    app = MauMauApp(Settings(lang="en", seed=1, bot_delay=0.0))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, VariantScreen) and app.screen.described
                    and "zz-mine" in ids(app), "the file listed as one to play")
        mine.write_text("id: zz-mine\nextends: standard\nname: Mine\nhand_sise: 5\n")
        os.utime(mine, (1, 1))                        # (another time stamp: the file is read again)
        screen = app.screen
        options = screen.query_one(OptionList)
        options.highlighted = ids(app).index("zz-mine")
        await pilot.press("enter")
        await until(pilot, lambda: any("hand_sise" in str(note.message) for note in app._notifications),
                    "what is wrong with it")
        assert app.screen is screen and BROKEN + "zz-mine" in ids(app)
