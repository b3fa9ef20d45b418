"""Hosted tables survive a server restart: each table in play is saved after every change, and the next
start resumes every unfinished one, its people back at their seats when they connect again.

The server keeps its own store (``tables/`` in its data folder, apart from the hot-seat app's saves) and
uses ``maumau_tui.store`` as the app does: an ``Autosave`` subscribed to the table's referee, and
``Store.resume`` + ``Table.from_match`` at start, so a resumed table plays on exactly as it would have (its
bots keep their levels and seeds).  The saves after moves are written by one worker thread
(``save_writer``), not on the loop every seat's screen waits on.  A save that fails is logged and play
goes on; the table's people are told while its saves fail.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from maumau_tui.match import Match
from maumau_tui.referee import Change, ChangeKind
from maumau_tui.rules.files import copy_in
from maumau_tui.net.ending import may_end
from maumau_tui.net.table_host import TableHost
from maumau_tui.net.looks import saved_langs, saved_yes_no
from maumau_tui.net.save_writer import SaveWriter, write_private
from maumau_tui.store.autosave import QUIET, Autosave
from maumau_tui.store.save_file import encode
from maumau_tui.store.saves import SaveInfo, Store, StoreError
from maumau_tui.table import Table

if TYPE_CHECKING:
    from maumau_tui.net.lobby import Lobby

log = logging.getLogger("maumau.net.saving")


def seated(match: Match) -> Table:
    """``match`` at a table, dealt (a table saved between the deal and its first move deals again)."""
    table = Table.from_match(match)
    if table.match.game is None:
        table.deal()
    return table


def private_folder(folder: Path) -> Path:
    """``folder``, made if need be, for the server's user alone (0700; one made before is set so)."""
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    folder.chmod(0o700)
    return folder


def prepared(folder: Path, keep_tables: bool) -> TableSaves | None:
    """The server's folders in its data folder ``folder``: its logs (for the server's user alone: a seat's crash report
    shows its screen) and, with ``keep_tables``, its saved tables; a folder that cannot be made or written is said
    as such (PLAYTEST134 F2: "cannot listen on 127.0.0.1:2343: Operation not permitted")."""
    try:
        private_folder(folder / "logs")
        return TableSaves(folder) if keep_tables else None
    except OSError as error:
        where = f" ({error.filename})" if error.filename else ""
        raise ValueError(f"the data folder {folder} cannot be used: {error.strerror or error}{where}") from None


class TableSaves:
    """The server's saved tables: ``keep`` one in play, ``resume`` them all at start."""

    def __init__(self, folder: Path) -> None:
        # only the server's user may read in it: a save holds its table's seed and moves, so every hand of a match in
        self.store = Store(private_folder(folder / "tables"))   # play (PLAYTEST117 F5: others could read the cards)
        self.autosaves: dict[int, Autosave] = {}      # id(host) -> its autosave
        self.writer = SaveWriter()
        self.writer.on_trouble = self.trouble
        self.hosts: dict[str, TableHost] = {}         # each table kept, by its match's id
        self.loop: asyncio.AbstractEventLoop | None = None   # the server's (where its people are told of the trouble)
        self.gathering: dict[str, object] = {}        # the tables still gathering and the last number, as last written

    def keep(self, host: TableHost, match_id: str | None = None, started: datetime | None = None) -> Autosave:
        """Save ``host``'s table after every change from now on (under ``match_id`` when resumed, begun at
        ``started``): encoded on the loop, written by the worker thread (``save_writer``).  The first save and
        the last (to the history) are written at once: the first keeps the new id taken, the last comes after
        every save queued before it."""
        match = host.table.match
        autosave = Autosave(self.store, match, match_id)
        autosave.save()          # the deal itself is kept at once, and a copy of its rules: every seat reads the rules
        copy = copy_in(self.store.folders.played, match.ruleset_hash, match.ruleset.id)   # from there, whatever is
        if not match.rules_file and copy is not None:                # edited in the ruleset's file meanwhile
            match.rules_file = str(copy)
        key, begun = autosave.match_id, started or self.store.clock()
        path = self.store.folders.saves / f"{key}.json"
        if autosave.error is not None:                 # the first save failed: its people are told until one works
            log.warning("table %s: %s", key, autosave.error)   # (PLAYTEST143: the console said nothing of it)
            host.unsaved, self.writer.errors[key] = self.unsaved(key, True), autosave.error   # (resumed: its last
            #                                                                                 save stands, REVIEW142 R1)

        def saved(change: Change) -> None:
            kind = change.kind
            if autosave.finished is not None or (kind in QUIET and not stops_a_window(kind)):
                return
            if match.over and match.results:           # to the history, after what is queued
                self.writer.flush()
                autosave.save()
                if autosave.error:
                    log.warning("table %s: %s", key, autosave.error)
                host.claims.on_bind = lambda: None     # the rejoin codes go with the match: nothing to rejoin
                self.owners_path(key).unlink(missing_ok=True)
                self.hosts.pop(key, None)
                return
            write()

        def write() -> None:
            self.writer.put(key, path, encode(key, match, begun, self.store.clock(), finished=False))

        def stops_a_window(kind: ChangeKind) -> bool:
            """A timed window's clock stops (a claim, a drop, a vote): its time left is saved at that moment, as the
            hot seat saves it, so a restart during the pause gives the window back with that time."""
            return kind == ChangeKind.PAUSE and host.referee.window_left() is not None

        host.referee.subscribe(saved)
        host.state_changed = lambda: None if autosave.finished is not None else write()   # (ready, stand-ins)
        self.autosaves[id(host)] = autosave
        self.hosts[key] = host
        with contextlib.suppress(RuntimeError):        # (none: a save that fails is logged only)
            self.loop = asyncio.get_running_loop()
        self.keep_owners(host, key)
        return autosave

    def trouble(self, key: str, failed: str | None) -> None:
        """(In the save writer's thread.) Table ``key``'s saves began to fail, or work again: its people are told on
        the loop (PLAYTEST134 F1: only the console was; the hot seat tells its players)."""
        loop = self.loop
        if loop is not None and key in self.hosts:
            with contextlib.suppress(RuntimeError):    # (a loop closed meanwhile: the server has stopped)
                loop.call_soon_threadsafe(self.tell, key, failed is not None)

    def tell(self, key: str, failing: bool) -> None:
        """Every screen at table ``key`` shows whether its saves fail now, and whether a save of it stands (the seats'
        ``info``: ``seat_saves``)."""
        host = self.hosts.get(key)
        if host is None or host.unsaved == (unsaved := self.unsaved(key, failing)):
            return
        host.unsaved = unsaved
        for connection in list(host.connections):
            host.push(connection)

    def unsaved(self, key: str, failing: bool) -> str:
        """How table ``key`` stands (``TableHost.unsaved``): "" saved, "now" its saves fail but a save of it stands,
        "never" none stands."""
        return ("now" if (self.store.folders.saves / f"{key}.json").is_file() else "never") if failing else ""

    def owners_path(self, key: str) -> Path:
        """Where the seats' owners of table ``key`` are kept: apart from the save, in a folder only the server's
        user may read (rejoin codes are secrets, like the host key beside them)."""
        return private_folder(self.store.folders.root / "owners") / f"{key}.json"

    def keep_owners(self, host: TableHost, key: str) -> None:
        """Write who owns each seat (key fingerprint or rejoin code, never a password) whenever a seat is bound,
        so that after a restart a dropped seat still goes back only to its owner."""
        path = self.owners_path(key)

        def bound() -> None:
            self.writer.put(f"{key} owners", path, json.dumps(host.claims.state()).encode(), write_private)

        host.claims.on_bind = bound
        if host.claims.owners:
            bound()

    def resume_owners(self, host: TableHost, key: str, say: Callable[[str], None]) -> None:
        """The seats' owners of a resumed table (none in a save from before they were kept: then the first
        connection under a seat's name takes it, as it did)."""
        path = self.owners_path(key)
        try:
            host.claims.restore(json.loads(path.read_bytes()), len(host.table.seats))
        except FileNotFoundError:
            return
        except (OSError, ValueError, RecursionError) as error:
            say(f"table {key}: who owns its seats cannot be read ({error}); the first to connect takes each seat")

    def resume(self, make_host: Callable[[Table], TableHost], say: Callable[[str], None] = log.warning,
               chosen: Callable[[list[SaveInfo]], list[SaveInfo]] = list) -> list[TableHost]:
        """The unfinished tables of the last run that are ``chosen`` (from all, last played first: every one without
        it), each with its host (made by ``make_host``) and autosave; one not chosen stays saved as it is.  A save that
        cannot be read or seated is set aside (never deleted) and ``say`` names its file; the others are resumed all
        the same."""
        hosts = []
        for info in chosen(self.store.unfinished()):
            try:
                host = self.store.resume_into(info.id, lambda match: make_host(seated(match)))
            except StoreError:
                continue                               # set aside: in ``problems``, said below
            if host.table.left and not host.people():  # every person left it for good: kept, not played
                self.store.release(info.id)
                continue
            self.resume_owners(host, info.id, say)
            host.notes.restore(host.table.match.saved_table_state.get("notes"))   # what the log said of the seats
            host.langs = saved_langs(host.table, host.table.match.saved_table_state.get("langs"))   # (their looks)
            host.letters = saved_yes_no(host.table, host.table.match.saved_table_state.get("letters"))
            host.orders = saved_yes_no(host.table, host.table.match.saved_table_state.get("orders"))
            host.restore_ready(host.table.match.saved_table_state.get("ready"))
            if may_end(host):                          # (a match with an end of its own keeps no wish to end it)
                host.restore_ready(host.table.match.saved_table_state.get("ending"), host.ending)
            host.all_away()                            # nobody is connected yet: each person's grace runs ...
            restore_stand_ins(host, host.table.match.saved_table_state.get("stand_ins"))   # ... but those gone before
            self.keep(host, info.id, info.started)
            hosts.append(host)
        for problem in self.store.problems:
            say(f"a saved table {'was mended' if problem.mended else 'cannot be resumed'}: {problem.message}")
        return hosts

    def stopped(self, host: TableHost) -> str:
        """What the console says of ``host``'s table as the server stops: resumed at the next start as it stands, or,
        where its last save failed, as it was saved before (PLAYTEST134 F1: "saved" was said all the same)."""
        self.writer.flush()
        autosave = self.autosaves.get(id(host))
        if autosave is None:
            return "saved: it is resumed at the next start"
        key = autosave.match_id      # (its saves after the first are the writer's; the first, or the last, its own)
        failed = self.writer.errors.get(key) if key in self.writer.newest else autosave.error
        if failed and not (self.store.folders.saves / f"{key}.json").is_file():   # (REVIEW136 R7: never saved;
            #                                                         PLAYTEST140 F3: or its folder is gone now)
            return f"NOT saved ({failed}): no save of it is found, so the next start does not resume it"
        if failed:
            return f"NOT saved as it stands ({failed}): the next start resumes it as it was last saved"
        return "saved: it is resumed at the next start"

    def abandon(self, host: TableHost) -> None:
        """Every person left ``host``'s match for good: it is saved as it stands (who left with it), and not
        resumed at the next start (``resume``); a match of single hands left after a hand goes to the history."""
        autosave = self.autosaves.pop(id(host), None)
        if autosave is None or autosave.finished is not None:
            return
        self.hosts.pop(autosave.match_id, None)
        self.writer.flush()
        autosave.leave()
        if autosave.error:
            log.warning("table %s: %s", autosave.match_id, autosave.error)
        self.owners_path(autosave.match_id).unlink(missing_ok=True)

    def gathering_path(self) -> Path:
        return self.store.folders.root / "gathering.json"

    def keep_gathering(self, lobby: Lobby) -> None:
        """Who sits at each table still gathering, and the last table's number, written whenever that changes: such a
        table is not kept over a restart, and its people are told so when they come back (``gathered_before``;
        PLAYTEST122 F2); its number is not given to another table then (REVIEW127 R12).  And the save and people of
        each table in play: where the next start cannot resume it (its save damaged meanwhile), they are told so too
        (PLAYTEST255 F1: they had been promised their seats, and found an empty lobby without a word)."""
        playing = {number: (table, self.autosaves.get(id(table.host)))
                   for number, table in lobby.tables.items() if table.host is not None}
        kept: dict[str, object] = {"numbers": lobby.numbers, "tables": {
            str(number): table.people() for number, table in lobby.tables.items() if table.host is None}, "playing": {
            str(number): {"id": autosave.match_id, "people": table.people()}
            for number, (table, autosave) in playing.items() if autosave is not None and autosave.finished is None}}
        if kept != self.gathering:
            self.gathering = kept
            self.writer.put("gathering", self.gathering_path(), json.dumps(kept).encode(), write_private)

    def gathered_before(self) -> tuple[int, dict[int, list[str]], dict[int, list[str]]]:
        """The last table's number, the people at each table still gathering when the last run stopped, and the
        people at each table then in play whose save this start set aside (after ``resume``; read once: the file
        goes)."""
        path = self.gathering_path()
        set_aside = {problem.path.stem for problem in self.store.problems if not problem.mended} - set(self.hosts)
        try:
            data = json.loads(path.read_bytes())
            return int(data["numbers"]), {int(number): [str(name) for name in names]
                                          for number, names in data["tables"].items()}, {
                int(number): [str(name) for name in table["people"]]
                for number, table in data.get("playing", {}).items() if table["id"] in set_aside}
        except FileNotFoundError:
            return 0, {}, {}
        except (OSError, ValueError, TypeError, AttributeError, KeyError, RecursionError) as error:
            log.warning("%s cannot be read (%s): nobody is told of the tables it named", path, error)
            return 0, {}, {}
        finally:
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)

    def close(self) -> None:
        """Write every save still queued (the server is stopping)."""
        self.writer.close()


def restore_stand_ins(host: TableHost, names: object) -> None:
    """The seats a bot played for their person when the table was saved (``TableHost.saved_state``): a bot plays them
    again at once after a restart (their person had gone before it: no grace to wait), until they connect again."""
    if not isinstance(names, list) or host.table.match_over:
        return
    seats = {name: seat for seat, name in enumerate(host.table.names)}
    for name in names:
        seat = seats.get(name) if isinstance(name, str) else None
        if seat is not None and not host.table.is_bot(seat) and not host.seated(seat):
            host.give_to_bot(seat, told=True)   # (the log said so before the restart)
