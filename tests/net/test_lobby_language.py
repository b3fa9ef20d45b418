"""``e`` in the lobby switches the seat's language (German, English) for every screen from then on, and the host
says its own words (refusals, a vote's sentence) in it: over SSH the language came only from the client's LANG.
``k`` switches the cards between letters and symbols, which came only from the client's locale too."""

from __future__ import annotations

import asyncio
import socket
from dataclasses import replace

from textual.widgets import Static

from maumau_tui.net.host import Hub
from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.clock import ManualClock
from maumau_tui.tui.screens.dialogs import ConfirmScreen
from net_helpers import screen_text, seat_app, until
from test_lobby_return import table_in_play
from test_remote_burst import notes_of


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


async def test_k_in_the_lobby_shows_the_cards_as_letters_at_the_table_and_back() -> None:
    hub = table_in_play()
    host = hub.places["anna"][0]
    app, serving = seat_app(hub)                       # (a UTF-8 locale: symbols first)
    shown = lambda: " ".join(screen_text(app).replace("\xa0", " ").split())  # noqa: E731
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
        assert {char for char in shown() if char in "♠♥♦♣"}
        told = notes_of(app)
        for letters in (True, False):
            await pilot.press("q")
            await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
            await pilot.press("y")
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and bool(app.lobby.tables), "the lobby")
            await pilot.press("k")
            await until(pilot, lambda: app.settings.ascii_cards == letters, "the cards switched")
            await until(pilot, lambda: host.letters == {0: letters}, "the host told (Anna's seat keeps them)")
            assert told[-1] == ("Cards will be shown as letters (QS) from the next table on." if letters
                                else "Cards will be shown as symbols (Q♠) from the next table on.")
            await pilot.press("space")                  # the connection check's lines: the terminal's too
            said = "cards: QS (k: as symbols)" if letters else "cards: Q♠ (k: as letters)"
            await until(pilot, lambda: said in shown(), "the terminal line")
            await pilot.press("enter")                  # back to the seat: the hand as chosen
            await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table again")
            await pilot.pause()
            suits = {char for char in shown() if char in "♠♥♦♣"}
            assert (not suits) if letters else bool(suits), shown()
    serving.cancel()


def anna_on_an_ascii_screen() -> tuple[SeatApp, asyncio.Task[None]]:
    """Anna's seat app with its screen in ASCII (a LANG=C terminal), at a table in play (to be run), and its serving."""
    app_end, host_end = socket.socketpair()
    serving = asyncio.create_task(table_in_play().serve(host_end, "Anna"))
    app = SeatApp("Anna", "en", app_end, ascii_cards=True, plain=True)
    app.clock = ManualClock()
    return app, serving


async def test_k_on_an_ascii_screen_keeps_the_letters_and_says_why() -> None:
    """PLAYTEST122 F4: a LANG=C player's k said "Cards as symbols from now on: QS", the table still showed letters (the
    whole screen is ASCII there) and its settings said "letters: off"."""
    app, serving = anna_on_an_ascii_screen()
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and bool(app.lobby.tables), "the lobby")
        told = notes_of(app)
        await pilot.press("k")
        await until(pilot, lambda: bool(told), "the answer")
        assert told[-1].startswith("This terminal says it is not UTF-8 (LANG): the screen is in ASCII, so the "
                                            "cards stay letters (QS).") and app.settings.ascii_cards
        app.take_looks(replace(app.settings, ascii_cards=False))        # (the table's s dialog: the same)
        assert app.settings.ascii_cards
    serving.cancel()


async def test_the_tables_settings_on_an_ascii_screen_keep_the_letters_and_say_why() -> None:
    """PLAYTEST215 F4: on a LANG=C screen the table's s dialog took "Suits as letters: off" without a word, nothing
    changed, and the next s showed "on" again."""
    from maumau_tui.net.looks_screen import LooksScreen

    app, serving = anna_on_an_ascii_screen()
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, LooksScreen), "the settings")
        dialog = app.screen
        assert isinstance(dialog, LooksScreen)
        told = notes_of(app)
        await pilot.press("down", "enter")                             # the cards' letters: off?
        await until(pilot, lambda: bool(told), "the answer")
        assert told[-1].startswith("This terminal says it is not UTF-8 (LANG): the screen is in ASCII, so the "
                                   "cards stay letters (QS).") and dialog.settings.ascii_cards
        await pilot.press("down", "enter")                             # the hand's order still turns
        assert dialog.settings.by_suit != app.settings.by_suit
    serving.cancel()
