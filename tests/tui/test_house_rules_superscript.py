"""The hot seat's house-rules screen takes '²' and '³' (AltGr+2/3 on a German keyboard, digits to
``str.isdigit()`` but not to ``int()``) as stray keys: the app goes on and the typed number is the real digits."""

from __future__ import annotations

from maumau_tui.tui.screens.house_rules import HouseRulesScreen
from tui_helpers import staged_app, until_decision

SOLO = [("Anna", False), ("Bot", True)]


async def test_superscript_digits_are_stray_keys_on_the_house_rules_screen() -> None:
    app = staged_app(SOLO, ["7H 9C KD", "7S QC 10D"], pile="9H", stock="8C 8D 8H AC", dealer=1, lang="de")
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        await pilot.press("h")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HouseRulesScreen)
        await pilot.press(*["down"] * list(screen.values).index("play_to"))
        await pilot.press("²", "3", "³", "²", "0", "¹")
        await pilot.pause()
        assert app.return_code is None and app.screen is screen
        assert screen.drafts["play_to"] == 30 and screen.vote is None
