"""The German app says what is wrong with a broken ruleset file in German (file, line, key and the mistake), on its
entry in the chooser and in the whole reason Enter shows; the English app as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import OptionList

from maumau_tui.tui.screens.variant import BROKEN, VariantScreen
from test_broken_ruleset import app_with_broken_ruleset
from tui_helpers import screen_text, until

SIZE = (80, 24)


@pytest.mark.parametrize(("lang", "entry", "reason"), [
    ("de", "Zeile 4: hand_sise: unbekannter Schlüssel", "(meinst du hand_size?)"),
    ("en", "line 4: hand_sise: unknown key", "(did you mean hand_size?)")])
async def test_a_broken_rulesets_mistake_is_told_in_the_apps_language(
        lang: str, entry: str, reason: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = app_with_broken_ruleset(lang, tmp_path, monkeypatch)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        screen = app.screen
        assert isinstance(screen, VariantScreen)
        options = screen.query_one(OptionList)
        await until(pilot, lambda: screen.described, "the names")
        index = next(i for i in range(options.option_count) if options.get_option_at_index(i).id == BROKEN + "zz-mine")
        assert entry in str(options.get_option_at_index(index).prompt)
        for _ in range(options.option_count):                  # down the list with the keys, as a player would
            if options.highlighted == index:
                break
            await pilot.press("down")
        assert options.highlighted == index
        assert " ".join(entry.split()[:2]) in " ".join(screen_text(app).split())
        await pilot.press("enter")
        await until(pilot, lambda: any(reason in str(note.message) for note in app._notifications), "the reason")
        told = next(str(note.message) for note in app._notifications if reason in str(note.message))
        assert entry in told and "rules validate" in told
        assert ("unknown key" in told) == (lang == "en")
