"""The server's console log is for whoever runs the server: English throughout, and true (PLAYTEST96 F6).  A planned
stop says each table in play stopped (and whether it is saved), not that its people dropped; a refusal is logged in
English though the player reads it in their own language."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from maumau_tui.net import server as server_module
from maumau_tui.net.saving import TableSaves
from maumau_tui.net.server import TableServer
from maumau_tui.net.session import STOP, Limits
from maumau_tui.net.words import word
from net_helpers import Login, in_lobby
from test_away import a_table, seated
from test_lobby import a_hub, started
from test_rejoin_lang import ENGLISH, german_ben


async def test_a_stopped_server_says_its_tables_stopped_not_that_their_people_dropped(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    hub = a_hub()
    anna, ben, table = await started(hub)               # a table made in the lobby while the server runs
    server = TableServer(Limits(), tmp_path, hub=hub)
    caplog.set_level(logging.INFO)
    await server.stop(TableSaves(tmp_path))             # SIGTERM: every session ends, and its connection with it
    for raw in (anna, ben):
        await raw.leave()
    said = [record.getMessage() for record in caplog.records]
    assert "table #1 stopped with the server; saved: it is resumed at the next start" in said, said
    assert not any("dropped" in line for line in said), said
    host = hub.lobby.tables[1].host
    assert host is not None and not host.away and not table.is_bot(0) and not table.is_bot(1)


async def test_a_stopped_server_says_that_a_table_still_gathering_closes(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """PLAYTEST253 N5: the people at a table not started yet were told it closes with the server; its console said
    nothing of it."""
    hub = a_hub()
    ben = await in_lobby(hub, "Ben")
    await ben.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None, None, "medium"]})
    await ben.until("lobby")
    caplog.set_level(logging.INFO)
    await TableServer(Limits(), tmp_path, hub=hub).stop(TableSaves(tmp_path))
    await ben.leave()
    said = [record.getMessage() for record in caplog.records]
    assert "table #1 had not started and closes with the server (people seated: Ben)" in said, said
    assert not any("closed before it started" in line for line in said), said   # (PLAYTEST281 N6: "Ben lost the
    #                                                                                 connection", as the stop ended it)


async def test_a_table_closed_before_it_started_is_logged_as_its_making_was(caplog: pytest.LogCaptureFixture) -> None:
    """PLAYTEST261 N6: "table #5 (standard) made by Eve" stood on the console, and nothing when Eve closed it."""
    hub = a_hub()
    caplog.set_level(logging.INFO)
    ben = await in_lobby(hub, "Ben")
    await ben.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None, "medium"]})
    await ben.until("lobby")
    await ben.send({"type": "leave"})
    await ben.until("lobby")
    said = [record.getMessage() for record in caplog.records]
    assert "table #1 (standard) made by Ben" in said and "table #1 closed before it started: Ben left it" in said, said
    await ben.leave()


async def test_refusals_are_logged_in_english_and_said_to_the_player_in_their_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    table, referee, clock, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await german_ben(hub)
    caplog.set_level(logging.INFO)
    host = hub.places["ben"][0]
    again = SimpleNamespace(user="Ben", key=None, code=None, lang="de")   # a second terminal as Ben, German
    assert host.attach(again, 1) == word("de", "seat_busy", name="Ben")   # type: ignore[arg-type]
    await ben.leave()                                    # Ben's connection drops; three wrong codes
    login = Login("ben", "zzzzzz\r" * 3, ENGLISH, "xterm-256color")   # (as typed: PLAYTEST111 F6)

    async def seat_process(*args: Any) -> None:
        raise AssertionError("a wrong code gets no seat")

    monkeypatch.setattr(server_module, "run_session", seat_process)
    await asyncio.wait_for(TableServer(Limits(), tmp_path, hub=hub).handle(login), 10)   # type: ignore[arg-type]
    shown = bytes(login.shown).decode()
    assert "Den Platz von Ben gibt es nur mit seinem Rückkehr-Code zurück" in shown   # his language, his name as the seat has it
    logged = "\n".join(record.getMessage() for record in caplog.records)
    assert "Ben refused at seat 1: Ben is playing this seat from another terminal right now" in logged, logged
    assert "ben@127.0.0.1 refused: Ben's seat is given back only with its rejoin code" in logged, logged
    assert "Platz" not in logged and "Terminal aus" not in logged, logged
    quitter = Login("ben", "zz\x03", ENGLISH, "xterm-256color")   # Ctrl+C: given up, and said so, not refused
    await asyncio.wait_for(TableServer(Limits(), tmp_path, hub=hub).handle(quitter), 10)   # type: ignore[arg-type]
    shown = " ".join(bytes(quitter.shown).decode().split())
    assert "Abgebrochen. Der Platz von Ben bleibt reserviert, bis die Partie endet" in shown and "Rückkehr-Code zurück" not in shown
    assert "ben@127.0.0.1 gave up at the rejoin question" in "\n".join(record.getMessage() for record in caplog.records)
    await anna.leave()


async def test_a_stopped_server_says_goodbye_in_the_language_chosen_since_login(tmp_path: Path) -> None:
    """PLAYTEST98 F2: Anna logged in with a German locale and chose English at the table; the stop's last line was
    German after the app's English goodbye."""
    hub = a_hub()
    anna, ben, table = await started(hub)
    connection = next(one for one in hub.connections if one.user == "Anna")
    connection.lang = "en"                               # chosen at the table (``s``) after a German login
    server = TableServer(Limits(), tmp_path, hub=hub)
    told: list[str] = []

    class Ending:                                        # a session as far as the stop sees it
        user, stop_text = "anna", "Der Server wird beendet."
        finished = asyncio.Event()

        async def end(self, text: str, number: int) -> None:
            told.append(text)
            assert number == STOP                        # (a stop, not an idle session: the app says so)
            self.finished.set()

    server.sessions.add(Ending())                        # type: ignore[arg-type]
    await server.stop(TableSaves(tmp_path))
    for raw in (anna, ben):
        await raw.leave()
    assert told == [server_module.MESSAGES["en"]["stopping"]]


async def test_a_table_whose_last_save_failed_is_not_said_to_be_saved_as_the_server_stops(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """(PLAYTEST134 F1: its saves failed, and the console said "saved: it is resumed at the next start".)"""
    hub = a_hub()
    anna, ben, _table = await started(hub)
    saves = TableSaves(tmp_path)
    host = hub.lobby.tables[1].host
    assert host is not None
    saves.keep(host)

    def full(path: Path, data: bytes) -> None:
        raise OSError(28, "No space left on device")

    saves.writer.write = full
    host.state_changed()                                # a change after the first save: written by the writer
    caplog.set_level(logging.INFO)
    await TableServer(Limits(), tmp_path, hub=hub).stop(saves)
    for raw in (anna, ben):
        await raw.leave()
    saves.close()
    said = [record.getMessage() for record in caplog.records]
    assert any(line.startswith("table #1 stopped with the server; NOT saved as it stands (the table could not be saved "
                               "in ") and line.endswith("(No space left on device)): the next start resumes it as it "
                                                        "was last saved") for line in said), said
    (tmp_path / "tables" / "saves" / f"{saves.autosaves[id(host)].match_id}.json").unlink()   # (REVIEW136 R7: a table
    assert saves.stopped(host).endswith("no save of it is found, so the next start does not resume it")   # never
    #                                                                                                  saved)
