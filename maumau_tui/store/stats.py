"""Statistics per player and ruleset in SQLite, made from the finished matches' records; never in the way of play.

Each finished match adds its figures (``figures.py``) once, by id.  The database is only a summary of
the history: when it is corrupt it is set aside and built again from the history; when it is locked
(another game writing), the match is counted at the next ``sync``; a match whose history file is gone (set
aside as broken) is forgotten by the next ``sync``.  No method raises for a database
problem: it returns nothing (or False) and ``problem`` says what went wrong.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from typing import Any

from maumau_tui.rules.files import reading_in
from maumau_tui.match import RecordError
from maumau_tui.store.figures import MatchFigures, figures
from maumau_tui.store.saves import Store

SCHEMA_VERSION = "1"
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY, ruleset TEXT NOT NULL, hands INTEGER NOT NULL, higher_is_better INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS seats (
    match_id TEXT NOT NULL REFERENCES matches(id), seat INTEGER NOT NULL, player TEXT NOT NULL,
    kind TEXT NOT NULL, level TEXT, won INTEGER NOT NULL, lost INTEGER NOT NULL, hands INTEGER NOT NULL,
    hands_won INTEGER NOT NULL, points INTEGER NOT NULL, best_hand INTEGER, worst_hand INTEGER,
    longest_chain INTEGER NOT NULL, cheats_caught INTEGER NOT NULL, caught_cheating INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat));
CREATE INDEX IF NOT EXISTS seats_player ON seats (player);
"""
QUERY = """
SELECT s.player, m.ruleset, MAX(s.kind), MAX(s.level), COUNT(*), SUM(s.hands), SUM(s.won), SUM(s.lost),
       SUM(s.hands_won), SUM(s.points), MAX(m.higher_is_better),
       MIN(s.best_hand), MAX(s.best_hand), MIN(s.worst_hand), MAX(s.worst_hand),
       MAX(s.longest_chain), SUM(s.cheats_caught), SUM(s.caught_cheating)
FROM seats s JOIN matches m ON m.id = s.match_id {where}
GROUP BY s.player, m.ruleset ORDER BY m.ruleset, s.kind DESC, SUM(s.won) DESC, s.player
"""


class OtherSchema(sqlite3.DatabaseError):
    """The statistics file was written by another version of the game (its schema is not this one's)."""

    def __init__(self, schema: object) -> None:
        super().__init__(f"statistics of another version of the game (schema {schema})")
        self.schema = schema


@dataclass(frozen=True)
class PlayerStats:
    """One player's figures in one ruleset, over every finished match."""

    player: str               # a person's name, or "bot:LEVEL" for bots of that level
    ruleset: str
    kind: str
    level: str | None
    matches: int
    hands: int
    wins: int                 # matches won
    lost: int                 # matches lost (101 or more, the Idiot, out of the match ...)
    hands_won: int
    points: int
    best_hand: int | None
    worst_hand: int | None
    longest_chain: int        # the longest chain of naming cards (Queens in Erftschmiede)
    cheats_caught: int
    caught_cheating: int

    @property
    def average_points(self) -> float:
        """Points per hand played."""
        return self.points / self.hands if self.hands else 0.0


@contextmanager
def written(connection: sqlite3.Connection) -> Iterator[None]:
    """A write of the database under its write lock (``BEGIN IMMEDIATE``): committed, or rolled back on any error."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise


class Statistics:
    """The statistics database of a store (``stats.sqlite3`` in its folder)."""

    def __init__(self, store: Store, timeout: float = 0.5) -> None:
        self.store = store
        self.path = store.folders.stats
        self.timeout = timeout
        self.problem: str | None = None

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with closing(sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None)) as connection:
            connection.executescript(SCHEMA)
            found = connection.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
            if found is None:
                connection.execute("INSERT INTO meta VALUES ('schema', ?)", (SCHEMA_VERSION,))
            elif found[0] != SCHEMA_VERSION:
                raise OtherSchema(found[0])
            yield connection

    def _failed(self, error: Exception) -> None:
        """Note a database problem; a corrupt database (not one that is only busy) is set aside."""
        text = str(error)
        if isinstance(error, sqlite3.OperationalError) and ("locked" in text or "busy" in text):
            self.problem = f"{self.path}: the statistics are in use elsewhere ({text}); they are brought up to date later"
            return
        if isinstance(error, (FileExistsError, NotADirectoryError)):   # the data folder's path is a file
            self.problem = f"{self.path}: the statistics cannot be written (a file is in the way of the folder)"
            return
        if isinstance(error, OSError):
            self.problem = f"{self.path}: the statistics cannot be written ({error.strerror or error})"
            return
        if not readable(self.path):      # (PLAYTEST234 N6: it said "cannot be written" of a file one cannot read)
            self.problem = f"{self.path}: the statistics cannot be read (no permission to read them)"
        elif self.path.parent.is_dir() and not (os.access(self.path.parent, os.W_OK) and (
                not self.path.is_file() or os.access(self.path, os.W_OK))):   # (SQLite: "unable to open database
            self.problem = f"{self.path}: the statistics cannot be written (no permission to write there)"
        elif self.path.exists():                                              # file": no damage to set aside)
            what = ("is a folder, not the statistics database" if self.path.is_dir()
                    else f"the statistics are of another version of the game (its schema {error.schema}, this one's "
                         f"{SCHEMA_VERSION})" if isinstance(error, OtherSchema)   # (REVIEW242 T6: said "damaged")
                    else f"the statistics database is damaged ({text})")
            problem = self.store.set_aside(self.path, f"{what}; it is built again from the finished matches")
            self.problem = problem.message
        else:
            self.problem = f"{self.path}: the statistics cannot be written ({text})"

    def add(self, match_id: str, record: Any) -> bool:
        """Count one finished match (once: a match already counted is left as it is); False on a problem."""
        try:
            with reading_in(self.store.folders.played):    # (the copy of its rules, where they changed since)
                result = figures(record)
        except RecordError as error:
            self.problem = f"match {match_id}: its record cannot be counted ({error})"
            return False
        return self.add_figures(match_id, result)

    def add_figures(self, match_id: str, result: MatchFigures) -> bool:
        try:
            with self._connect() as connection, written(connection):
                if connection.execute("SELECT 1 FROM matches WHERE id = ?", (match_id,)).fetchone() is None:
                    connection.execute("INSERT INTO matches VALUES (?, ?, ?, ?)",
                                       (match_id, result.ruleset, result.hands, int(result.higher_is_better)))
                    connection.executemany(
                        "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        [(match_id, s.seat, s.player, s.kind, s.level, int(s.won), int(s.lost), s.hands,
                          s.hands_won, s.points, s.best_hand, s.worst_hand, s.longest_chain, s.cheats_caught,
                          s.caught_cheating) for s in result.seats])
        except (sqlite3.Error, OSError) as error:
            self._failed(error)
            return False
        self.problem = None
        return True

    def counted(self) -> set[str] | None:
        """The ids of the matches counted so far (None on a problem)."""
        try:
            with self._connect() as connection:
                return {row[0] for row in connection.execute("SELECT id FROM matches")}
        except (sqlite3.Error, OSError) as error:
            self._failed(error)
            return None

    def sync(self) -> int:
        """Count every finished match of the history not counted yet (after a lock, or a damaged database
        that was set aside); returns how many were added."""
        known = self.counted()
        if known is None:
            known = self.counted()   # a damaged database was set aside: start a new one
            if known is None:
                return 0
        added = 0
        for info in self.store.history():
            if info.id not in known and self.add(info.id, info.match.record()):
                added += 1
        self.forget_gone()
        return added

    def forget_gone(self) -> int:
        """Stop counting the matches whose history file is gone (set aside as broken by the listing just made, or
        by ``record export``; moved away by hand): the statistics count what the history holds, as ``record list``
        shows it, and not only once the database happens to be built again (PLAYTEST249 F8).  Cheap: one look at the
        history folder's names, no record read.  The folder is read inside the write lock, so a match another game
        counts meanwhile (its file is written before it is counted) is never taken for gone.  Nothing is forgotten
        while the history folder could not be looked into; a file that stays but cannot be read now (its ruleset
        away, a newer version's) stays counted.  Returns how many matches were forgotten."""
        history = self.store.folders.history
        if self.store.saves_unseen(history) is not None:
            return 0
        try:
            with self._connect() as connection:
                if not self._gone(connection):   # (as a rule nothing is: no write lock taken)
                    return 0
                with written(connection):
                    gone = self._gone(connection)    # (again, inside the lock)
                    connection.executemany("DELETE FROM seats WHERE match_id = ?", gone)
                    connection.executemany("DELETE FROM matches WHERE id = ?", gone)
        except (sqlite3.Error, OSError) as error:
            self._failed(error)
            return 0
        return len(gone)

    def _gone(self, connection: sqlite3.Connection) -> list[tuple[str]]:
        """The counted matches that have no history file (each as a row's parameters)."""
        history = self.store.folders.history
        there = {path.stem for path in history.glob("*.json")} if history.is_dir() else set()
        return [(row[0],) for row in connection.execute("SELECT id FROM matches") if row[0] not in there]

    def table(self, ruleset: str | None = None) -> list[PlayerStats]:
        """Every player's figures per ruleset (only ``ruleset`` when given); empty on a problem."""
        try:
            with self._connect() as connection:
                where, args = ("WHERE m.ruleset = ?", (ruleset,)) if ruleset else ("", ())
                rows = connection.execute(QUERY.format(where=where), args).fetchall()
        except (sqlite3.Error, OSError) as error:
            self._failed(error)
            return []
        self.problem = None
        stats = []
        for (player, rules, kind, level, matches, hands, wins, lost, hands_won, points, higher,
             best_low, best_high, worst_low, worst_high, chain, caught, cheated) in rows:
            best, worst = (best_high, worst_low) if higher else (best_low, worst_high)
            stats.append(PlayerStats(player, rules, kind, level, matches, hands, wins, lost, hands_won, points,
                                     best, worst, chain, caught, cheated))
        return stats


def readable(path: Path) -> bool:
    """Whether the file ``path`` can be opened to read (one that is not there, or is no file, counts as readable:
    something else is wrong then)."""
    try:
        with path.open("rb"):
            return True
    except PermissionError:
        return False
    except OSError:
        return True
