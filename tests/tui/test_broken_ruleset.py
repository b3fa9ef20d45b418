"""A broken ruleset file of the player's own is listed on the first screen, can be reached with the keys, and
says in the app's language what is wrong and how to see it with its line; the game goes on."""

from __future__ import annotations

from pathlib import Path

import pytest

from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.variant import BROKEN, VariantScreen
from maumau_tui.tui.settings import Settings
from textual.widgets import OptionList
from tui_helpers import screen_text, until

SIZE = (80, 24)


def app_with_broken_ruleset(lang: str, home: Path, monkeypatch: pytest.MonkeyPatch) -> MauMauApp:
    """The app in ``lang`` with one ruleset of the player's own whose key is misspelt (line 4: hand_sise)."""
    monkeypatch.setenv("MAUMAU_HOME", str(home))
    own = home / "rulesets"
    own.mkdir(parents=True, exist_ok=True)
    (own / "zz-mine.yaml").write_text("id: zz-mine\nextends: standard\nname: Mine\nhand_sise: 5\n")
    return MauMauApp(Settings(lang=lang, seed=1, bot_delay=0.0))


@pytest.mark.parametrize(("lang", "words"), [("de", "Diese Regeldatei hat einen Fehler"),
                                             ("en", "This ruleset file has a mistake")])
async def test_a_broken_ruleset_is_reached_at_80x24_and_explained(lang: str, words: str, tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    app = app_with_broken_ruleset(lang, tmp_path, monkeypatch)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        screen = app.screen
        assert isinstance(screen, VariantScreen)
        options = screen.query_one(OptionList)

        def highlighted() -> str | None:
            index = options.highlighted
            return None if index is None else options.get_option_at_index(index).id

        await until(pilot, lambda: any(options.get_option_at_index(index).id == BROKEN + "zz-mine"
                                       for index in range(options.option_count)), "the broken file listed")
        for _ in range(options.option_count):                   # down the list with the keys, as a player would
            if highlighted() == BROKEN + "zz-mine":
                break
            await pilot.press("down")
        assert highlighted() == BROKEN + "zz-mine"
        await until(pilot, lambda: words in screen_text(app), "the broken file on screen")
        await pilot.press("enter")
        await until(pilot, lambda: any("hand_sise" in str(note.message) and "rules validate" in str(note.message)
                                       for note in app._notifications), "the reason with the command to see it")
        assert app.screen is screen                             # nothing was opened; the game goes on


async def test_the_list_is_read_again_when_the_first_screen_comes_back(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """A file mended while the app runs is listed as playable, and a new one appears, once the first screen is shown
    again (here after the settings)."""
    app = app_with_broken_ruleset("en", tmp_path, monkeypatch)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        options = screen.query_one(OptionList)

        def ids() -> set[str | None]:
            return {options.get_option_at_index(index).id for index in range(options.option_count)}

        await until(pilot, lambda: BROKEN + "zz-mine" in ids(), "the broken file listed")
        own = tmp_path / "rulesets"
        (own / "zz-mine.yaml").write_text("id: zz-mine\nextends: standard\nname: Mine\nhand_size: 5\n")
        (own / "zz-new.yaml").write_text("id: zz-new\nextends: standard\nname: New\n")
        await pilot.press("s")
        await until(pilot, lambda: app.screen is not screen, "the settings open")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is screen, "the first screen again")
        await until(pilot, lambda: {"zz-mine", "zz-new"} <= ids() and BROKEN + "zz-mine" not in ids(),
                    "the mended file playable and the new one listed")
        assert str(options.get_option("zz-new").prompt).startswith("New")
