"""Bursts of keys on the set-up screens (the variants, a ruleset's options, the seats, the settings, the help):
every key bound there, digits, Enter, Esc, arrows and the seat keys, sent faster than the app can take them.  The
app may deal and play on, or be left by its own keys; no error may end it (PLAYTEST162 F1: "+ Enter Enter -" on
the seats screen ended the app with an IndexError).

``MAUMAU_SETUP_BURSTS`` (default 150) sets the bursts of each of three seeds.
"""

from __future__ import annotations

import os
import random

import pytest

from maumau_tui.clock import ManualClock
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.settings import Settings
from tui_helpers import pass_guard, send

BURSTS = int(os.environ.get("MAUMAU_SETUP_BURSTS", "150"))
LEAVING = {"ctrl+q", "ctrl+c", "q"}       # (q leaves the menu: the app's end is not what this is about)
EXTRA = [*"0123456789bgsx", "plus", "minus", "question_mark", "enter", "enter", "escape", "space", "up", "down", "left",
         "right", "pageup", "tab", "backspace"]


@pytest.mark.parametrize("seed", [1, 2, 3])        # (one test a seed: they run side by side where the suite may)
async def test_bursts_of_keys_on_the_set_up_screens_never_end_the_app(tmp_path: object, monkeypatch: pytest.MonkeyPatch,
                                                                        seed: int) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    screens: set[str] = set()
    rng, sent = random.Random(seed), 0
    while sent < BURSTS:               # a new app each time one deals (the table's bursts: test_bursts.py)
        app = MauMauApp(Settings(lang=rng.choice(["en", "de"]), bot_delay=0.0), clock=ManualClock())
        async with app.run_test(size=(80, 24)) as pilot:
            while sent < BURSTS and app.flow is None and app.return_code is None:
                screens.add(type(app.screen).__name__)
                pool = [key for key in app.active_bindings if key not in LEAVING] + EXTRA
                await send(pilot, *(rng.choice(pool) for _ in range(rng.randint(2, 8))))
                pass_guard(app)
                sent += 1
        assert app.return_code in (None, 0), (seed, sent)
    assert {"VariantScreen", "RulesetScreen", "SeatsScreen", "SettingsScreen"} <= screens, screens


async def test_a_key_typed_with_the_enter_that_chose_a_variant_does_not_act_on_the_variants(
        tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST230 F2: "Enter s" typed at once on the variants opened the settings (the variants' s) and the chosen
    rules never came; the s was meant for the rules page, where it goes on to the seats."""
    from maumau_tui.tui.screens.ruleset import RulesetScreen

    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(Settings(lang="en", bot_delay=0.0), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await send(pilot, "enter", "s")
        await pilot.pause()
        assert isinstance(app.screen, RulesetScreen), type(app.screen).__name__
