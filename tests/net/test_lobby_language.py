"""``e`` in the lobby switches the seat's language (German, English) for every screen from then on, and the host
says its own words (refusals, a vote's sentence) in it: over SSH the language came only from the client's LANG."""

from __future__ import annotations

from textual.widgets import Static

from maumau_tui.net.host import Hub
from maumau_tui.net.lobby_screen import LobbyScreen
from net_helpers import screen_text, seat_app, until


async def test_e_in_the_lobby_switches_to_german_and_back() -> None:
    hub = Hub()
    app, serving = seat_app(hub)
    shown = lambda: screen_text(app).replace("\xa0", " ")  # noqa: E731
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.link is not None
                    and len(hub.connections) == 1, "the lobby")
        lobby = app.screen
        assert "No table yet." in shown() and "e Deutsch" in shown()
        await pilot.press("e")
        await until(pilot, lambda: "Noch kein Tisch." in shown(), "the lobby in German")
        text = shown()
        assert "e English" in text and "No table yet." not in text
        await until(pilot, lambda: next(iter(hub.connections)).lang == "de", "the host told")
        assert app.settings.lang == "de" and lobby.lang == "de"
        await pilot.press("s")                            # no table to start: the host refuses, in German
        notice = lobby.query_one("#lobby-notice", Static)
        await until(pilot, lambda: str(notice.render()) != "", "the refusal")
        assert str(notice.render()) == "Du sitzt an keinem Tisch: leg einen an (c) oder setz dich dazu (Enter)."
        await pilot.press("e")
        await until(pilot, lambda: "No table yet." in shown(), "English again")
        await until(pilot, lambda: next(iter(hub.connections)).lang == "en", "the host told again")
    serving.cancel()
