"""A ruleset file that breaks while its match is being set up is explained when the set-up next needs it, never an
internal error: back from the seats to its page, on the first screen, where the file is now listed as broken; at
the deal, on the seats (the file can be mended and the deal tried again)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from textual.widgets import OptionList

from maumau_tui.clock import ManualClock
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.ruleset import RulesetScreen
from maumau_tui.tui.screens.seats import SeatsScreen
from maumau_tui.tui.screens.variant import BROKEN, VariantScreen
from maumau_tui.tui.settings import Settings
from tui_helpers import until

SIZE = (80, 24)
GOOD = "id: zz-mine\nextends: standard\nname: Mine\ndescription: mine\n"
BROKEN_TEXT = "id: zz-mine\nextends: standard\nname: Mine\nhand_sise: 5\n"


def ids(app: MauMauApp) -> list[str]:
    options = app.screen_stack[0].query_one(OptionList)
    return [str(options.get_option_at_index(index).id) for index in range(options.option_count)]


def with_my_ruleset(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[MauMauApp, ManualClock, Path]:
    """An app on a test clock, the player's own ruleset zz-mine in its data folder (fine, for now)."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    (tmp_path / "rulesets").mkdir()
    mine = tmp_path / "rulesets" / "zz-mine.yaml"
    mine.write_text(GOOD)
    clock = ManualClock()
    return MauMauApp(Settings(lang="en", seed=1, bot_delay=0.0), clock=clock), clock, mine


async def at_the_seats(pilot, app: MauMauApp, mine: Path) -> None:
    await until(pilot, lambda: isinstance(app.screen, VariantScreen) and app.screen.described
                and "zz-mine" in ids(app), "the file listed as one to play")
    app.screen.query_one(OptionList).highlighted = ids(app).index("zz-mine")
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(app.screen, RulesetScreen), "the rules page")
    await pilot.press("s")
    await until(pilot, lambda: isinstance(app.screen, SeatsScreen), "the seats")
    mine.write_text(BROKEN_TEXT)
    os.utime(mine, (1, 1))                        # (another time stamp: the file is read again)


async def test_a_ruleset_broken_while_the_seats_are_set_is_explained_back_on_the_first_screen(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, clock, mine = with_my_ruleset(tmp_path, monkeypatch)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await at_the_seats(pilot, app, mine)
        clock.advance(app.settings.key_hold)      # (a key right after the seats came would be held back)
        await pilot.press("escape")
        await until(pilot, lambda: any("hand_sise" in str(note.message) for note in app._notifications),
                    "what is wrong with the file")
        await until(pilot, lambda: isinstance(app.screen, VariantScreen) and BROKEN + "zz-mine" in ids(app),
                    "the first screen, the file listed as broken")
        assert app.table is None and app.return_code is None


async def test_a_ruleset_broken_while_the_seats_are_set_is_explained_at_the_deal_and_can_be_mended(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, clock, mine = with_my_ruleset(tmp_path, monkeypatch)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await at_the_seats(pilot, app, mine)
        clock.advance(app.settings.key_hold)
        await pilot.press("s")
        await until(pilot, lambda: any("hand_sise" in str(note.message) for note in app._notifications),
                    "what is wrong with the file")
        assert isinstance(app.screen, SeatsScreen) and app.table is None
        mine.write_text(GOOD)
        os.utime(mine, (2, 2))
        await pilot.press("s")
        await until(pilot, lambda: app.table is not None, "the deal, once the file is mended")
