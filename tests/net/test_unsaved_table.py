"""(PLAYTEST134 F1, the players' half.)  When the server could not save a table, only its console said so: the people
at it played on, unaware that a stop would take them back to the last save.  Each screen at the table is told when its
saves begin to fail and when they work again, and a person who comes to the table meanwhile is told at once."""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path
from typing import Any, cast

import pytest

from net_helpers import Raw, screen_text, seat_app, settled, until
from test_end_here import at_the_sheet
from test_lobby import a_hub, started

from maumau_tui.net.host import TableHost
from maumau_tui.net.link import HostLink
from maumau_tui.net.saving import TableSaves
from maumau_tui.net.seat_saves import farewell, told_saving
from maumau_tui.net.server import seat_tables
from maumau_tui.net.seat_screens import RemoteHandEnd
from maumau_tui.tui.textual_private import notifications

UNSAVED = "The server cannot save this table right now. Play goes on; should the server stop, the table comes back as it was last saved."
NEVER = "The server cannot save this table: should it stop, the table is lost. Play goes on."


def full(path: Path, data: bytes) -> None:
    raise OSError(28, "No space left on device")


async def a_table_in_play() -> tuple[Raw, Raw, TableHost]:
    """Anna and Ben at a table made in the lobby and started, and its host."""
    hub = a_hub()
    anna, ben, _table = await started(hub)
    host = hub.lobby.tables[1].host
    assert host is not None
    return anna, ben, host


async def test_every_seat_hears_when_the_tables_saves_fail_and_when_they_work_again(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    anna, ben, host = await a_table_in_play()
    saves = TableSaves(tmp_path)
    saves.keep(host)
    written = saves.writer.write
    saves.writer.write = full
    host.state_changed()                                # a change after the first save: the writer's save fails
    for raw in (anna, ben):
        assert (await raw.until("info")).get("unsaved") == "now"      # (a save of it stands)
    host.state_changed()                                # failing still: nothing new to tell
    saves.writer.flush()
    saves.writer.write = written
    host.state_changed()
    for raw in (anna, ben):
        assert "unsaved" not in await raw.until("info")   # saved again (the next info: nothing was pushed between)
    logged = [record.getMessage() for record in caplog.records]
    assert sum("could not be saved" in line for line in logged) == 2 and logged[-1].endswith(": saved again"), logged
    saves.close()
    for raw in (anna, ben):
        await raw.leave()


async def test_a_seat_is_told_once_that_its_table_cannot_be_saved_and_again_when_it_can(tmp_path: Path) -> None:
    table, host, hub = at_the_sheet()
    saves = TableSaves(tmp_path)
    saves.keep(host)
    written = saves.writer.write
    app, serving = seat_app(hub, "Anna")
    said = lambda: [str(note.message) for note in notifications(app)]   # noqa: E731
    notified: list[str] = []                           # every notice ever given, also those taken off since
    notify = app.notify
    app.notify = lambda message, **options: (notified.append(str(message)), notify(message, **options))[1]  # type: ignore
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        assert not any("save" in line for line in said())
        saves.writer.write = full
        host.state_changed()
        await until(pilot, lambda: UNSAVED in said(), "the trouble said")
        host.state_changed()                            # failing still
        saves.writer.flush()
        connection = next(one for one in host.connections if one.seat == 0)
        connection.shown = None                         # the same info pushed again (as after a move)
        host.push(connection)
        saves.writer.write = written
        host.state_changed()
        await until(pilot, lambda: "The server is saving this table again." in said(), "saved again")   # (after the push)
        assert UNSAVED not in said()                    # (the trouble's notice taken off)
        assert notified.count(UNSAVED) == 1 and notified.count("The server is saving this table again.") == 1, notified
        assert "Anna" in screen_text(app)
    saves.close()
    serving.cancel()


async def test_a_person_who_comes_to_a_table_that_cannot_be_saved_is_told_in_their_language(tmp_path: Path) -> None:
    table, host, hub = at_the_sheet()
    saves = TableSaves(tmp_path)
    saves.keep(host)
    saves.writer.write = full
    host.state_changed()
    saves.writer.flush()
    await settled(lambda: host.unsaved, "the table marked as not saved")
    app, serving = seat_app(hub, "Ben", lang="de")
    said = lambda: [str(note.message) for note in notifications(app)]   # noqa: E731
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        await until(pilot, lambda: any(line.startswith("Der Server kann diesen Tisch gerade nicht speichern.")
                                       for line in said()), "the trouble said on arrival (the sheet leaves it)")
    saves.close()
    serving.cancel()


async def test_a_table_whose_first_save_failed_is_said_to_be_saved_again_once_a_save_works(tmp_path: Path) -> None:
    anna, ben, host = await a_table_in_play()
    saves = TableSaves(tmp_path)
    folder = saves.store.folders.saves
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("in the way")                    # the first save cannot be written
    saves.keep(host)
    assert host.unsaved == "never"
    folder.unlink()
    folder.mkdir()
    host.state_changed()                                # the writer's save works
    saves.writer.flush()
    await settled(lambda: not host.unsaved, "the table said to be saved again")
    saves.close()
    for raw in (anna, ben):
        await raw.leave()


async def test_a_table_never_saved_is_not_promised_back_after_a_stop(tmp_path: Path) -> None:
    """(PLAYTEST140 F2: a table whose first save failed was said to come back "as it was last saved", and the server's
    stop told its people "Your seat stays yours"; after the restart it was gone.)"""
    table, host, hub = at_the_sheet()
    saves = TableSaves(tmp_path)
    folder = saves.store.folders.saves
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("in the way")                    # no save of it can be written
    saves.keep(host)
    app, serving = seat_app(hub, "Anna")
    said = lambda: [str(note.message) for note in notifications(app)]   # noqa: E731
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd) and NEVER in said(), "the table's trouble")
        assert UNSAVED not in said()
        app.ended_by_server("stopped")                  # the server stops (SIGUSR1, the seat's handler)
    assert app.farewell == ("The server is stopping, and this table is not saved: the match ends here (a restart does "
                            "not bring it back)."), app.farewell        # (no seat promised "while this server runs":
    assert farewell("en", "ended", False, "Anna", "abc123", "never").startswith(   # PLAYTEST140 F11; that is said
        "Your seat stays yours while this server runs (the table is not saved: a restart does not bring it back)")  # (idle)
    saves.close()
    serving.cancel()


async def test_a_server_without_saves_tells_no_trouble_and_promises_no_seat_after_a_stop() -> None:
    """(--no-saves: the server keeps no table over a restart, by its runner's choice.)"""
    table, host, hub = at_the_sheet()
    seat_tables(hub, [host], None, [])
    app, serving = seat_app(hub, "Anna", lang="de")
    said = lambda: [str(note.message) for note in notifications(app)]   # noqa: E731
    async with app.run_test(size=(100, 30), notifications=True) as pilot:   # (Ben, who never came, is awaited over it)
        await until(pilot, lambda: any(isinstance(screen, RemoteHandEnd) for screen in app.screen_stack), "the hand's end")
        assert app.link is not None and app.link.table.get("unsaved") == "off"
        assert not any("speicher" in line for line in said()), said()
        app.ended_by_server("stopped")
    assert app.farewell.startswith("Der Server wird beendet, und dieser Tisch ist nicht gespeichert: die Partie endet "
                                   "hier"), app.farewell
    host.stop_clock()
    serving.cancel()


async def test_a_resumed_table_whose_first_save_fails_is_said_to_come_back_as_last_saved(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """(REVIEW142 R1: its first save after a restart failed, and its people were told it is lost, though its save of
    the last run stands and the next start resumes it.)"""
    anna, ben, host = await a_table_in_play()
    first = TableSaves(tmp_path)
    key = first.keep(host).match_id
    first.close()
    again = TableSaves(tmp_path)

    def full(match_id: str, match: object, *args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(again.store, "save", full)
    again.keep(host, key)
    assert host.unsaved == "now" and "the next start resumes it as it was last saved" in again.stopped(host)
    again.close()
    for raw in (anna, ben):
        await raw.leave()


def test_the_farewell_reads_how_the_own_seats_table_is_saved_not_a_table_watched_since() -> None:
    """(REVIEW142 R6: Anna left her table, never saved, for the lobby and watched another, saved; the server's stop
    promised her seat back, reading the table watched.)"""
    link = HostLink(cast(Any, None), cast(Any, None), "Anna", "en")
    info = {"type": "info", "ruleset": "standard", "options": {}, "bots": [], "levels": {}, "hand_number": 1,
            "kings_word": "", "window_left": None, "open_left": None}
    link.take({"type": "seated", "seat": 0, "names": ["Anna", "Ben"], "table": 1})
    link.take({**info, "unsaved": "never"})
    link.take({"type": "seated", "seat": None, "names": ["Cleo", "Dora"], "table": 2})   # watching table #2
    link.take(info)
    assert link.table.get("unsaved") is None and link.own_unsaved == "never"
    assert farewell("en", "ended", False, "Anna", "abc123", link.own_unsaved).startswith(
        "Your seat stays yours while this server runs")


async def test_the_trouble_said_in_one_language_is_taken_off_when_the_next_news_comes_in_another(tmp_path: Path) -> None:
    """(REVIEW142 R7: the notice before was looked for in the language of now, and stayed after a change of it.)"""
    table, host, hub = at_the_sheet()
    saves = TableSaves(tmp_path)
    saves.keep(host)
    app, serving = seat_app(hub, "Anna")
    said = lambda: [str(note.message) for note in notifications(app)]   # noqa: E731
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        saves.writer.write = full
        host.state_changed()
        await until(pilot, lambda: UNSAVED in said(), "the trouble said")
        assert app.remote is not None
        app.remote.link.table.pop("unsaved")           # saved again, told in German (the terminal's language since)
        told_saving(app, app.remote, "de")
        await until(pilot, lambda: "Der Server speichert diesen Tisch wieder." in said(), "saved again, in German")
        assert UNSAVED not in said()
    saves.close()
    serving.cancel()


async def test_the_trouble_shown_is_said_again_in_the_language_chosen_while_it_stands(tmp_path: Path) -> None:
    """(PLAYTEST143 F6: after a switch of the language it stood on in the old one for its 12 s.)"""
    table, host, hub = at_the_sheet()
    saves = TableSaves(tmp_path)
    saves.keep(host)
    app, serving = seat_app(hub, "Anna")
    said = lambda: [str(note.message) for note in notifications(app)]   # noqa: E731
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        saves.writer.write = full
        host.state_changed()
        await until(pilot, lambda: UNSAVED in said(), "the trouble said")
        app.take_looks(replace(app.settings, lang="de"))   # (``s`` at the table: German)
        german = "Der Server kann diesen Tisch gerade nicht speichern."
        await until(pilot, lambda: any(line.startswith(german) for line in said()), "the trouble in German")
        assert UNSAVED not in said() and sum(line.startswith(german) for line in said()) == 1, said()
        app.take_looks(replace(app.settings, lang="en"))   # and back: nothing else is told
        await until(pilot, lambda: UNSAVED in said(), "the trouble in English again")
        assert not any(line.startswith(german) for line in said()) and len(said()) == 1, said()
    saves.close()
    serving.cancel()
