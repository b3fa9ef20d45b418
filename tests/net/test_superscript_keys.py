"""A German keyboard's AltGr+2 types '²' and AltGr+3 '³': ``str.isdigit()`` is True for them but ``int()`` refuses
them. The create form and the remote vote screen take them as stray keys, among real digits, and go on."""

from __future__ import annotations

from textual.app import App
from textual.widgets import OptionList

from maumau_tui.net.create_screen import CreateScreen
from maumau_tui.net.vote_screen import RemoteVoteScreen
from maumau_tui.rules.loader import load, option_values
from maumau_tui.tui.keys import digit_of, erased_digit, typed_digit

STRAY = ["²", "³", "½", "٣", "a", "²"]


def test_only_the_ten_ascii_digits_are_digits() -> None:
    assert [digit_of(c) for c in "0123456789"] == list(range(10))
    assert [digit_of(c) for c in ["²", "³", "¹", "٣", "５", "", None, "12", "a"]] == [None] * 9
    assert typed_digit(("", ""), "play_to", 0) == ("play_to", "0")
    assert typed_digit(("play_to", "0"), "play_to", 5) == ("play_to", "5")
    assert typed_digit(("play_to", "5"), "play_to", 0) == ("play_to", "50")
    assert typed_digit(("play_to", "5"), "other", 7) == ("other", "7")
    assert erased_digit(("play_to", "50"), "play_to") == ("play_to", "5")
    assert erased_digit(("play_to", "50"), "other") is None and erased_digit(("play_to", ""), "play_to") is None


async def test_the_create_form_takes_superscripts_as_stray_keys() -> None:
    app: App[None] = App()
    async with app.run_test() as pilot:
        screen = CreateScreen("de", ["standard"])
        await app.push_screen(screen)
        await pilot.pause()
        screen.row = screen.rows().index(("option", "play_to"))
        await pilot.press("²", "1", "³", "2", *STRAY, "5")
        await pilot.pause()
        assert app.return_code is None and app.screen is screen
        assert screen.values["play_to"] == 125
        await pilot.press("²")
        assert app.return_code is None and app.screen is screen


async def test_the_remote_vote_screen_takes_superscripts_as_stray_keys() -> None:
    rules = load("standard")
    sent: list[dict[str, object]] = []
    app: App[None] = App()
    async with app.run_test() as pilot:
        screen = RemoteVoteScreen("de", rules, option_values(rules, {}), ["Anna", "Ben"], 0, sent.append)
        await app.push_screen(screen)
        await pilot.pause()
        screen.query_one(OptionList).highlighted = list(screen.values).index("play_to")
        await pilot.press("²", "³", "4", "²", "0")
        await pilot.pause()
        assert app.return_code is None and app.screen is screen
        assert screen.drafts["play_to"] == 40 and sent == []
        await pilot.press("backspace", "²")
        assert screen.drafts["play_to"] == 4 and app.return_code is None
