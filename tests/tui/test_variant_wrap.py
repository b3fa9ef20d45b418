"""The chooser shows every variant's whole description once the list has its scrollbar: the entries were
measured at the width before the scrollbar took its columns, and a description that just fitted lost its last line."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList

from maumau_tui.rules.loader import load, ruleset_paths
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.settings import Settings
from tui_helpers import screen_text, until


@pytest.mark.parametrize(("lang", "size"), [("de", (100, 30)), ("en", (100, 30)), ("de", (80, 24))])
async def test_every_description_is_shown_to_its_last_word_when_the_list_scrolls(
        lang: str, size: tuple[int, int]) -> None:
    app = MauMauApp(Settings(lang=lang))
    async with app.run_test(size=size) as pilot:
        options = app.screen.query_one(OptionList)
        await until(pilot, lambda: options.option_count > len(ruleset_paths()) + 2, "the descriptions")
        await pilot.pause()
        assert options.show_vertical_scrollbar               # the case at hand: the list scrolls
        seen = ""
        for index in range(options.option_count):           # down the list, as a player would
            options.highlighted = index
            await pilot.pause()
            seen += " " + " ".join(screen_text(app).replace("▊", " ").replace("▎", " ").split())
        for ruleset_id in ruleset_paths():
            description = getattr(load(ruleset_id).description, lang)
            last_words = " ".join(description.split()[-2:])
            assert last_words in seen, (ruleset_id, last_words)
