"""A house-rule vote under way when the players get up comes back on Continue as it stood (who proposed what,
who answered how), the table's log shows the votes where they happened, and play goes on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from maumau_tui.clock import ManualClock
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.house_rules import HouseRulesScreen
from maumau_tui.tui.settings import Settings
from test_house_rules import flat, log_text
from tui_helpers import pass_guard, take_handoff, until, until_decision

SIZE = (80, 24)
SEATS: list[tuple[str, Any]] = [("Anna", None), ("Ben", None), ("Robo", "easy")]


async def test_a_vote_under_way_comes_back_on_continue_and_the_log_keeps_the_votes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    first = MauMauApp(Settings(lang="en", seed=4, bot_delay=0.0), ruleset="standard", seats=SEATS,
                      clock=ManualClock())
    async with first.run_test(size=SIZE) as pilot:
        await until_decision(pilot, first)
        await take_handoff(pilot, first)                       # Anna
        await until_decision(pilot, first)
        await pilot.press("h")
        await until(pilot, lambda: isinstance(first.screen, HouseRulesScreen), "the house rules")
        screen = first.screen
        assert isinstance(screen, HouseRulesScreen)
        options = list(screen.values)
        await pilot.press(*["down"] * options.index("eight_stacking"), "space")   # refused by Ben: logged
        await until(pilot, lambda: "Ben, do you agree?" in flat(first), "Ben asked")
        await pilot.press("n")
        pass_guard(first)                                      # (the result holds keys a moment: REVIEW147 R4)
        await pilot.press("enter")
        await until_decision(pilot, first)
        await take_handoff(pilot, first)                       # Ben answered: the keyboard goes back to Anna
        await until_decision(pilot, first)
        await pilot.press("h")
        await until(pilot, lambda: isinstance(first.screen, HouseRulesScreen), "the house rules again")
        await pilot.press(*["down"] * options.index("quick"), "space")
        await until(pilot, lambda: "Ben, do you agree?" in flat(first), "Ben asked again")
        refused = first.table.vote_log if first.table is not None else []
        assert len(refused) == 1 and first.match_id is not None
        match_id = first.match_id
    again = MauMauApp(Settings(lang="en", bot_delay=0.0), clock=ManualClock())
    async with again.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: "Continue" in flat(again), "the saved match listed")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(again.screen, HouseRulesScreen), "the vote brought back")
        text = flat(again)
        assert "Anna proposes" in text and "Quick" in text and "Anna: yes (proposes)" in text
        assert "Ben, do you agree?" in text and "Robo: …" in text and again.match_id == match_id
        await pilot.press("down", "pagedown", "end", "pageup")   # the hidden list of rules takes no key (playtest 75)
        await pilot.press("y")
        await until(pilot, lambda: "House rule switched o" in flat(again), "the vote decided")
        pass_guard(again)
        await pilot.press("enter")
        await until_decision(pilot, again)
        table = again.table
        assert table is not None and table.match.options == {"quick": True} and table.vote is None
        assert [result.refused_by for _, _, result in table.vote_log] == [1, None]
        await until_decision(pilot, again)
        await take_handoff(pilot, again)
        await until_decision(pilot, again)
        log = log_text(again)
        assert "House rule refused (Ben disagrees)" in log and "House rule switched o" in log, log
