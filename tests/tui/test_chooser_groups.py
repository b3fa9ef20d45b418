"""The variant chooser shows its groups under headings (the classic Mau-Mau, the house rules, the regional games,
the player's own rulesets), in German and English at 80x24; the keys pass over the headings, Enter never lands
on one, and the first entry brings its heading into view again."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import OptionList

from maumau_tui.rules.loader import ruleset_paths
from maumau_tui.rules.order import GROUPS, group_of
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.ruleset import RulesetScreen
from maumau_tui.tui.screens.variant import GROUP, VariantScreen
from maumau_tui.tui.settings import Settings
from tui_helpers import screen_text, send, until

SIZE = (80, 24)
HEADINGS = {"de": ["Klassisches Mau-Mau", "Hausregeln", "Regionale Spiele", "Eigene Regelwerke"],
            "en": ["Classic Mau-Mau", "House rules", "Regional games", "Your own rulesets"]}


def ids(options: OptionList) -> list[str]:
    return [options.get_option_at_index(index).id or "" for index in range(options.option_count)]


def chosen(options: OptionList) -> str:
    index = options.highlighted
    assert index is not None
    return ids(options)[index]


@pytest.mark.parametrize("lang", ["de", "en"])
async def test_the_groups_have_headings_the_keys_pass_over(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          lang: str) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    (tmp_path / "rulesets").mkdir()
    (tmp_path / "rulesets" / "bei-uns.yaml").write_text(
        "id: bei-uns\nextends: standard\nname: Bei uns\ndescription: x\n", encoding="utf-8")
    app = MauMauApp(Settings(lang=lang))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, VariantScreen)
        await until(pilot, lambda: screen.described, "the names")
        options = screen.query_one(OptionList)
        listed = ids(options)
        headings = [entry for entry in listed if entry.startswith(GROUP)]
        assert headings == [GROUP + group for group in GROUPS]
        assert listed[:3] == [GROUP + "classic", "standard", GROUP + "house"]
        assert listed[listed.index(GROUP + "own") + 1] == "bei-uns"
        own = str(options.get_option(listed[listed.index(GROUP + "own") + 1]).prompt)
        assert "Bei uns" in own and "[bei-uns]" in own      # its file too (PLAYTEST110 F2: two copies looked alike)
        assert "[standard]" not in str(options.get_option("standard").prompt)
        for entry in listed:                                   # every variant under its own group's heading
            if not entry.startswith((GROUP, "menu:")):
                above = next(e for e in reversed(listed[:listed.index(entry)]) if e.startswith(GROUP))
                assert above == GROUP + group_of(entry, ruleset_paths())
        text = screen_text(app)
        lines = text.splitlines()
        assert f"── {HEADINGS[lang][0]} ──" in lines[3] and f"── {HEADINGS[lang][1]} ──" in text
        assert max(len(line) for line in lines) <= 80
        assert chosen(options) == "standard"                   # not its heading
        await send(pilot, "down")
        assert chosen(options) == "kronenstube"                # over the heading of the house rules
        for _ in range(len(listed)):                           # all the way down and round: never on a heading
            await send(pilot, "down")
            assert not chosen(options).startswith(GROUP)
        await send(pilot, "end")
        for _ in range(len(listed)):
            await send(pilot, "up")
            assert not chosen(options).startswith(GROUP)
        await send(pilot, "home")
        assert chosen(options) == "standard" and options.scroll_y == 0   # its heading in view above it
        assert f"── {HEADINGS[lang][0]} ──" in screen_text(app)
        await send(pilot, "enter")
        await until(pilot, lambda: isinstance(app.screen, RulesetScreen), "the rules page")
        assert isinstance(app.screen, RulesetScreen) and app.screen.ruleset_id == "standard"
