"""``?`` (or F1) in the lobby shows what each of its keys does, in the player's language, and Esc goes back."""

from __future__ import annotations

import pytest
from textual.app import App
from textual.widgets import Static

from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.seat_help import lobby_help
from maumau_tui.tui.screens.dialogs import HelpScreen

LETTERS = ("c", "j", "w", "s", "l", "g", "q")


def test_the_lobby_help_explains_every_key_of_the_lobby() -> None:
    bound = {key for binding in LobbyScreen.BINDINGS for key in str(binding.key).split(",") if len(key) == 1}
    assert bound == set(LETTERS)
    for lang in ("de", "en"):
        keyed = [line.split("  ")[1].strip() for line in lobby_help(lang).splitlines()
                 if line.startswith("  ") and line[2:3] != " "]
        told = {key.strip() for line in keyed for key in line.split(",")}
        assert set(LETTERS) <= told, lang
        assert {"↑ ↓", "?", "F1"} <= told, lang
    assert lobby_help("fr") == lobby_help("en")


@pytest.mark.parametrize("lang, line", [("de", "Tisch anlegen"), ("en", "make a new table")])
async def test_question_mark_in_the_lobby_opens_its_help(lang: str, line: str) -> None:
    sent: list[dict[str, object]] = []
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = LobbyScreen("Anna", lang, sent.append, app.exit)
        await app.push_screen(lobby)
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert line in str(app.screen.query_one("#help-text", Static).render())
        await pilot.press("c", "s", "l", "j", "g")     # the lobby's keys do nothing under its help
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen) and sent == []
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is lobby and app.return_code is None
        await pilot.press("f1", "question_mark")
        await pilot.pause()
        assert app.screen is lobby
