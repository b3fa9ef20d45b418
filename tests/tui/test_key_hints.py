"""The key lines of the screens before and beside a match (the variants, the options, the seats, the settings, a
replay) are broken between their items at the width the screen has, also after a resize: played at 80x24, the
terminal's own wrap parted "Enter, s:" from "continue" on the options screen, and began a line with "·"."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.pilot import Pilot

from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.ruleset import RulesetScreen
from maumau_tui.tui.screens.seats import SeatsScreen
from maumau_tui.tui.screens.settings import SettingsScreen
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.widgets.text import KeyHint
from tui_helpers import send, until


def items_kept(app: MauMauApp) -> list[str]:
    """The lines of the screen's key line, checked: each fits and holds whole items, in their order."""
    hint = app.screen.query_one(KeyHint)
    lines = str(hint.render()).splitlines()
    assert all(cell_len(line) <= hint.content_size.width for line in lines), lines
    assert [item for line in lines for item in line.split(" · ")] == hint.words.split(" · "), lines
    return lines


async def resized(pilot: Pilot[None], app: MauMauApp, size: tuple[int, int]) -> list[str]:
    await pilot.resize_terminal(*size)
    await pilot.pause()
    await pilot.pause()
    return items_kept(app)


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_the_key_lines_break_between_their_items(lang: str, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(Settings(lang=lang), variants=["standard"])
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: bool(app.screen.query(KeyHint)), "the first screen")
        for size in ((80, 24), (60, 20), (100, 30)):
            await resized(pilot, app, size)
        await send(pilot, "s")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen), "the settings")
        await resized(pilot, app, (60, 20))
        await send(pilot, "enter")                       # the language turns: the key line in the other
        await pilot.pause()
        assert len(items_kept(app)) > 1
        await send(pilot, "escape")
        await until(pilot, lambda: not isinstance(app.screen, SettingsScreen), "the first screen again")
        await send(pilot, "enter")
        await until(pilot, lambda: isinstance(app.screen, RulesetScreen), "the options")
        lines = await resized(pilot, app, (80, 24))
        if lang == "en":
            assert lines[-1].startswith("Enter, s: continue"), lines    # (not "…Enter, s:" / "continue · Esc")
        assert await resized(pilot, app, (60, 20)) != lines            # broken again for the new width
        await send(pilot, "s")
        await until(pilot, lambda: isinstance(app.screen, SeatsScreen), "the seats")
        await resized(pilot, app, (60, 20))
