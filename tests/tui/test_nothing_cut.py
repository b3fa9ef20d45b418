"""No line is cut at the edge of its box: every widget on the screen lies inside its box (one that does not
scroll), at the smallest terminal (60x20) and at 80x24, with names as long as names may be, in German and English,
through whole hands with several people at the keyboard (hand-offs, timed windows and their claims, questions, the
hand's sheet).  (Found in play: the claim keys of a swap's window ran past its box, "Esc: Me".)"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from textual.pilot import Pilot
from tui_helpers import cut_widgets, decision_due, pass_guard, send, settle, step, until

from maumau_tui.clock import ManualClock
from maumau_tui.tui.app import MauMauApp
from maumau_tui.rules.files import builtin_dir
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.screens.variant import VariantScreen
from maumau_tui.tui.screens.window import WindowScreen, claim_key
from maumau_tui.tui.settings import Settings

VARIANTS = sorted(builtin_dir().glob("*.yaml"))
SEATS = [("Maximilian-Bernd", False), ("Annabella-Marie", False), ("Hildegard-Agnes", True), ("Christoph-Paulus", False)]


async def one_hand(pilot: Pilot[None], app: MauMauApp, rng: random.Random) -> int:
    """Decisions by keys until the hand's sheet, every screen on the way checked; returns how many were made."""
    assert app.flow is not None
    for made in range(400):
        await until(pilot, lambda: isinstance(app.screen, WindowScreen) or decision_due(app), "a decision")
        assert not cut_widgets(app), cut_widgets(app)
        if isinstance(app.screen, HandEndScreen):
            return made
        if isinstance(app.screen, WindowScreen):
            pass_guard(app)
            if app.screen.seats and rng.random() < 0.5:
                await pilot.press(claim_key(rng.choice(app.screen.seats)))
            else:
                app.clock.advance(5.0)
                app.flow.referee.poll()
                await settle(pilot)
            continue
        await step(pilot, app, rng)
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize(("ruleset", "size", "seed"), [("erftschmiede", (60, 20), 3), ("puque", (60, 20), 4),
                                                       ("tschau-sepp", (80, 24), 5)])
async def test_no_line_runs_past_its_box_through_a_hand(lang: str, ruleset: str, size: tuple[int, int],
                                                        seed: int) -> None:
    app = MauMauApp(Settings(lang=lang, seed=seed, bot_delay=0.0, window_seconds=4), ruleset=ruleset, seats=SEATS,
                    clock=ManualClock())
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: app.flow is not None, "the table")
        assert await one_hand(pilot, app, random.Random(seed)) > 5


PARTS = 3            # the variants in three parts, each a test of its own (they run side by side where the suite may)


@pytest.mark.parametrize("part", range(PARTS))
@pytest.mark.parametrize("lang", ["de", "en"])
async def test_no_line_runs_past_its_box_before_the_deal(lang: str, part: int, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Every variant's options and its seats filled up (the default names), the settings and the help."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(Settings(lang=lang), clock=ManualClock())
    shown: set[str] = set()
    async with app.run_test(size=(60, 20)) as pilot:
        async def press(key: str) -> None:
            pass_guard(app)                  # (keys right after a screen came are held back a moment)
            await send(pilot, key)
            await pilot.pause()
            assert not cut_widgets(app), cut_widgets(app)
            shown.add(type(app.screen).__name__)

        await until(pilot, lambda: isinstance(app.screen, VariantScreen), "the variants")
        for index in range(len(VARIANTS)):
            if index % PARTS == part:
                # its rules and options, its seats filled up, a seat's name, back to the variants (a key at a time)
                for key in ["enter", "s", *["plus"] * 10, "enter", "escape", "escape", "escape"]:
                    await press(key)
            await press("down")                             # the next variant
        await press("s")
        await press("question_mark")
    assert {"RulesetScreen", "SeatsScreen", "NamePrompt", "SettingsScreen", "HelpScreen"} <= shown, shown
