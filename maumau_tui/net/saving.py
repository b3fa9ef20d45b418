"""Hosted tables survive a server restart: each table in play is saved after every change, and the next
start resumes every unfinished one, its people back at their seats when they connect again.

The server keeps its own store (``tables/`` in its data folder, apart from the hot-seat app's saves) and
uses ``maumau_tui.store`` as the app does: an ``Autosave`` subscribed to the table's referee, and
``Store.resume`` + ``Table.from_match`` at start, so a resumed table plays on exactly as it would have (its
bots keep their levels and seeds).  The saves after moves are written by one worker thread
(``save_writer``), not on the loop every seat's screen waits on.  A save that fails is logged and play
goes on.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from maumau_tui.match import Match
from maumau_tui.net.table_host import TableHost
from maumau_tui.net.save_writer import SaveWriter
from maumau_tui.store.autosave import QUIET, Autosave
from maumau_tui.store.saves import Store, StoreError, encode
from maumau_tui.table import Table

log = logging.getLogger("maumau.net.saving")


def seated(match: Match) -> Table:
    """``match`` at a table, dealt (a table saved between the deal and its first move deals again)."""
    table = Table.from_match(match)
    if table.match.game is None:
        table.deal()
    return table


class TableSaves:
    """The server's saved tables: ``keep`` one in play, ``resume`` them all at start."""

    def __init__(self, folder: Path) -> None:
        self.store = Store(folder / "tables")
        self.autosaves: dict[int, Autosave] = {}      # id(host) -> its autosave
        self.writer = SaveWriter()

    def keep(self, host: TableHost, match_id: str | None = None, started: datetime | None = None) -> Autosave:
        """Save ``host``'s table after every change from now on (under ``match_id`` when resumed, begun at
        ``started``): encoded on the loop, written by the worker thread (``save_writer``).  The first save and
        the last (to the history) are written at once: the first keeps the new id taken, the last comes after
        every save queued before it."""
        match = host.table.match
        autosave = Autosave(self.store, match, match_id)
        autosave.save()                                # the deal itself is kept at once
        key, begun = autosave.match_id, started or self.store.clock()
        path = self.store.folders.saves / f"{key}.json"

        def saved(change: object) -> None:
            if str(getattr(change, "kind", "")) in QUIET or autosave.finished is not None:
                return
            if match.over and match.results:           # to the history, after what is queued
                self.writer.flush()
                autosave.save()
                if autosave.error:
                    log.warning("table %s: %s", key, autosave.error)
                return
            self.writer.put(key, path, encode(key, match, begun, self.store.clock(), finished=False))

        host.referee.subscribe(saved)
        self.autosaves[id(host)] = autosave
        return autosave

    def resume(self, make_host: Callable[[Table], TableHost], say: Callable[[str], None] = log.warning
               ) -> list[TableHost]:
        """Every unfinished table of the last run, each with its host (made by ``make_host``) and autosave.  A
        save that cannot be read or seated is set aside (never deleted) and ``say`` names its file; the
        others are resumed all the same."""
        hosts = []
        for info in self.store.unfinished():
            try:
                host = self.store.resume_into(info.id, lambda match: make_host(seated(match)))
            except StoreError:
                continue                               # set aside: in ``problems``, said below
            self.keep(host, info.id, info.started)
            hosts.append(host)
        for problem in self.store.problems:
            say(f"a saved table cannot be resumed: {problem.message}")
        return hosts

    def leave(self, host: TableHost) -> None:
        """Everybody has gone from ``host`` for good: its match goes to the history."""
        autosave = self.autosaves.pop(id(host), None)
        self.writer.flush()
        if autosave is not None:
            autosave.leave()

    def close(self) -> None:
        """Write every save still queued (the server is stopping)."""
        self.writer.close()
