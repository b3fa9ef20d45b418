"""The help (``?``) at a seat of the table server speaks of a terminal of one's own, not of a keyboard passed
round: Esc and q go back to the lobby (as the title bar says), s has only this terminal's language and cards (no bot
pace, no colours), a dropped connection makes the table wait."""

from __future__ import annotations


import pytest

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_help import SETTINGS, seat_help
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.i18n import HELP
from maumau_tui.tui.i18n_help import HINT_HOLDS
from maumau_tui.tui.screens.dialogs import HelpScreen
from net_helpers import join, screen_text, seat_app, until


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_seats_help_keeps_the_table_keys_and_tells_the_servers_ways(lang: str) -> None:
    text = seat_help(lang)
    hot_seat = HELP[lang]
    for line in hot_seat.splitlines()[2:]:      # every key of the table, as the hot seat says it ...
        if line.startswith("  ") and not line.startswith(("  s ", "  Esc, q")) and line.strip() != HINT_HOLDS[lang]:
            assert line in text, line
    assert HINT_HOLDS[lang] in hot_seat and HINT_HOLDS[lang] not in text   # (a hint there stops nobody's clock)
    said = " ".join(text.split())                 # ... and its clause still ends there (PLAYTEST241 N1: "and why then")
    assert ("und warum; danach legt Enter" if lang == "de" else "and why; then Enter plays") in said, said
    assert hot_seat.splitlines()[0] not in text   # ... but no keyboard passed round, no menu, no settings
    assert ("zur Lobby" if lang == "de" else "back to the lobby") in text
    assert ("Einstellungen" if lang == "de" else "settings") not in text    # not the hot seat's settings ...
    assert SETTINGS[lang] in text and ("Sprache" if lang == "de" else "language") in SETTINGS[lang]   # ... but these
    assert ("wartet" if lang == "de" else "waits") in text
    assert ("auf der Abrechnung e drücken" if lang == "de" else "presses e on the sheet") in " ".join(text.split())   # (how
    #                                                                        a match without an end of its own ends)
    widest = max(len(line) for line in hot_seat.splitlines())      # as wide as the hot seat's: the box holds it
    assert all(len(line) <= widest for line in text.splitlines())


async def test_question_mark_at_a_remote_seat_shows_the_seats_help() -> None:
    table = Table.from_names("standard", [("Anna", None), ("Ben", None)], seed=2)   # Anna plays first, no question
    table.deal()
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0))
    hub = Hub()
    hub.place("Anna", host, 0)
    hub.place("Ben", host, 1)
    ben = await join(hub, "Ben")
    await ben.until("log")
    app, serving = seat_app(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
        await pilot.pause()
        title = screen_text(app).replace("\xa0", " ").splitlines()[0]
        assert "?: help · Esc: lobby" in title and "menu" not in title     # Esc goes back to the lobby here
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
        await pilot.pause()
        text = screen_text(app).replace("\xa0", " ")
        assert "Mau-Mau over SSH: a terminal of your own (or shared by a few)." in text
        assert "one keyboard" not in text                                   # (the table's first line)
        assert "Round of Kings" not in text and "cheat:" not in text   # standard's keys only
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table again")
    await ben.leave()
    serving.cancel()
