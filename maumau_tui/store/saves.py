"""Saved matches: one file per unfinished match, the history of finished ones, and bad files set aside.

A save is a small JSON document around the match record (``Match.record()``: the record is the save): when it began
and was last played, a summary for people who open the file, and the record. Every write goes through
``write_atomic``. Reading never raises for a bad file: a save that is truncated, not JSON, hand-edited into nonsense
or whose built-in ruleset changed since is moved into ``set-aside/`` (never deleted) with a note saying why, and
``Store.problems`` gets a message naming the file and what is wrong; every other save keeps working. A save whose own
ruleset (one of the players') cannot be loaded now or has other rules stays where it is, with a problem saying so: it
plays on once the ruleset is as it was; so does a save from a newer version of the game (that version, installed
beside this one or after an update, plays it on). An unfinished match whose record breaks off at a move that cannot be
made goes on from the move before it (``salvage.py``); the whole file is kept in ``set-aside/`` first. A store that is
only ``looking`` (``maumau resume --list``, and ``maumau resume`` where no screen can be shown) changes no file: no
rescued copy taken in, no claim written; its problems say what opening the saves will do.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from maumau_tui.match import Match
from maumau_tui.match_record import RulesetTrouble
from maumau_tui.rules.files import reading_in
from maumau_tui.store import playing
from maumau_tui.store.atomic import sweep_temporaries, sync_folder, write_atomic
from maumau_tui.store.errors import BadSave, NoSuchSave, PlayedElsewhere, StillPlaying, StoreError
from maumau_tui.store.paths import IN_THE_WAY, NOT_AN_ID, Folders, check_id, data_dir, in_the_way, is_id, read_save
from maumau_tui.store.record_text import export_text, result_of
from maumau_tui.store.rescued import line_of, take_in_rescued
from maumau_tui.store.rules_kept import keep_rules
from maumau_tui.store.save_file import SaveInfo as SaveInfo   # (where the screens and the server take it from)
from maumau_tui.store.save_file import TooNew, decode, encode, progress, progress_of, read_save_info

T = TypeVar("T")
LATER = "when the game, `maumau resume` or `maumau record` opens the saves"   # (``Store.looking``: what is done then;
#                                                      PLAYTEST218 F7: record export and cut do it too)
LATER_FINISHED = "when the finished matches are read next (`maumau record export`, the statistics)"   # (the history's)


@dataclass(frozen=True)
class Problem:
    """A file the store could not use, where it went, and why."""

    path: Path
    reason: str
    moved_to: Path | None = None
    mended: bool = False          # it plays on all the same (from before a move that could not be made)
    waits: bool = False           # an unfinished match's save that stays, to play on once it can (its ruleset back)

    @property
    def message(self) -> str:
        where = f"; it was moved to {self.moved_to}" if self.moved_to else ""
        return f"{self.path}: {self.reason}{where}"


def _now() -> datetime:
    return datetime.now().astimezone()


def checked(match_id: str) -> None:
    """``StoreError`` when ``match_id`` is not a plain file name (``paths.check_id``)."""
    try:
        check_id(match_id)
    except ValueError as error:
        raise StoreError(str(error)) from None


class Store:
    """The saves, the history and the set-aside files below one folder (default: the user data folder)."""

    def __init__(self, root: Path | None = None, clock: Callable[[], datetime] = _now) -> None:
        self.folders = Folders(root if root is not None else data_dir())
        self.clock = clock
        self.problems: list[Problem] = []     # every file set aside (or unreadable) so far, oldest first
        self.looking = False    # only looking (``maumau resume --list``): no file is set aside, mended or tidied up
        self._started: dict[str, datetime] = {}
        self._played: dict[str, tuple[tuple[int, int, int], datetime]] = {}   # how far a match was, and when

    # ---- writing -----------------------------------------------------------------------------

    def new_id(self, match: Match) -> str:
        """A fresh id for a match: when it began and its ruleset, e.g. ``20250301-201500-kronenstube``."""
        base = f"{self.clock():%Y%m%d-%H%M%S}-{match.ruleset.id}"
        match_id, number = base, 1
        while any((folder / name).exists() for folder in (self.folders.saves, self.folders.history)
                  for name in (f"{match_id}.json", f"{match_id}{playing.SUFFIX}")):
            number += 1
            match_id = f"{base}-{number}"
        return check_id(match_id)

    def save(self, match_id: str, match: Match) -> Path:
        """Write the match as it stands (atomically); ``OSError`` when the disk refuses.  Its time of last play
        moves only when the match did (a move, a deal, a house rule changed): a match only opened and left is
        not the one played last."""
        check_id(match_id)
        path = self.folders.saves / f"{match_id}.json"
        now = self.clock()
        if match_id not in self._started:
            document = self._document(path)
            self._started[match_id] = document.get("started") or now
            if isinstance(document.get("updated"), datetime):
                self._played[match_id] = (progress(document), document["updated"])
        played = progress_of(match)
        last = self._played.get(match_id)
        updated = last[1] if last is not None and last[0] == played else now
        self._played[match_id] = (played, updated)
        write_atomic(path, encode(match_id, match, self._started[match_id], updated, finished=False))
        keep_rules(match, self.folders.played)
        return path

    def finish(self, match_id: str, match: Match) -> Path:
        """Move a finished match to the history (written there first, then its save removed)."""
        check_id(match_id)
        save = self.folders.saves / f"{match_id}.json"
        now = self.clock()
        started = self._started.get(match_id) or self._started_of(save) or now
        path = self.folders.history / f"{match_id}.json"
        write_atomic(path, encode(match_id, match, started, now, finished=True))
        keep_rules(match, self.folders.played)
        try:
            save.unlink()
        except FileNotFoundError:
            pass
        sync_folder(save.parent)
        self._started.pop(match_id, None)
        self._played.pop(match_id, None)
        self.release(match_id)
        return path

    def _started_of(self, path: Path) -> datetime | None:
        value = self._document(path).get("started")
        return value if isinstance(value, datetime) else None

    @staticmethod
    def _document(path: Path) -> dict[str, Any]:
        """A save's document, or nothing when there is none (or none to use)."""
        try:
            return decode(path.read_bytes())
        except (OSError, ValueError):
            return {}

    # ---- reading -----------------------------------------------------------------------------

    def unfinished(self) -> list[SaveInfo]:
        """Every unfinished match, last played first; bad files are set aside (see ``problems``)."""
        return self._list(self.folders.saves, finished=False)

    def rescued_waiting(self) -> set[str]:
        """Take the rescued matches in (``rescued.take_in_rescued``); one that cannot be, a problem said once; the ids
        of those left waiting to take the place of their saves."""
        waiting = set()
        for path, reason, replaces in take_in_rescued(self.folders, self.set_aside):
            if replaces:
                waiting.add(path.stem)
            if not any(problem.path == path for problem in self.problems):
                self.problems.append(Problem(path, reason))
        return waiting

    def saves_unseen(self, folder: Path | None = None) -> Problem | None:
        """The problem that kept the saves folder (or ``folder``, such as the history's) from being looked into (a
        file where it, or a folder above it, belongs; a folder that cannot be read), if one did: no empty folder
        (PLAYTEST138 F8, PLAYTEST140 F5)."""
        folder = folder or self.folders.saves
        return next((problem for problem in self.problems if folder.is_relative_to(problem.path)), None)

    def history(self) -> list[SaveInfo]:
        """Every finished match, last played first; bad files are set aside (see ``problems``)."""
        return self._list(self.folders.history, finished=True)

    def _list(self, folder: Path, finished: bool) -> list[SaveInfo]:
        waiting = set() if self.looking else self.rescued_waiting()   # (the app's last resort: a match it could not
        #                                                                 save here)
        if (file := in_the_way(folder)) is not None:
            self.problems.append(Problem(file, IN_THE_WAY))
            return []
        if not self.looking:
            sweep_temporaries(folder)      # left by a kill in the middle of a save
        try:
            paths = sorted(path for path in folder.glob("*.json") if path.is_file())
        except OSError as error:
            self.problems.append(Problem(folder, f"the folder cannot be read ({error.strerror or error})"))
            return []
        named = [path for path in paths if self._named_as_an_id(path) and (finished or not self._finished_already(path))
                 and (finished or self._held_for_rescued(path, waiting) is None)]
        found = [info for path in named if (info := self._info_or_aside(path, finished)) is not None]
        return sorted(found, key=lambda info: (info.updated.timestamp(), info.id), reverse=True)

    def _held_for_rescued(self, save: Path, waiting: set[str]) -> Problem | None:
        """Why ``save``'s match is not played on (None: it may be): a rescued copy of it could not be taken in
        (``waiting``), and the save may be moves behind (PLAYTEST272 F1: played on from there, the match split into two
        that looked alike); it stays, said as waiting, until the copy can come back."""
        if save.stem not in waiting:
            return None
        problem = Problem(save, f"a copy of this match kept when it could not be saved waits in {self.folders.rescued} "
                                "to be put back: the match goes on from that copy once it is back; the save stays "
                                "where it is", waits=True)   # (where: PLAYTEST275 N3, "said above" where it was not)
        if problem not in self.problems:     # (said once, however often the saves are listed)
            self.problems.append(problem)
        return problem

    def _finished_already(self, save: Path) -> bool:
        """Whether ``save`` is left of a match in the history too: its finish (the history written first) was stopped
        before its last step, the save's removal (a kill, a power cut); that step is done now.  Only where the
        history's file can be read and holds the match as far as the save does (else both stay, and are judged as
        any file is).  Not a save of another line of play than the match filed (REVIEW142 R10)."""
        finished = self.folders.history / save.name
        if not finished.is_file():
            return False
        try:
            filed, saved = decode(finished.read_bytes()), decode(save.read_bytes())
            if progress(filed) < progress(saved) or not line_of(filed, saved):
                return False
            if not self.looking:
                save.unlink()
        except (OSError, ValueError):
            return False
        return True

    def _named_as_an_id(self, path: Path) -> bool:
        """Whether a file's name can be a match's id (no command could continue or discard one that cannot);
        one renamed by hand stays where it is, and the problem says what to do."""
        named = is_id(path.stem)
        if not named:
            self.problems.append(Problem(path, NOT_AN_ID, waits=path.parent == self.folders.saves))
        return named

    def find(self, match_id: str) -> SaveInfo:
        """A saved match by id (unfinished first, then the history); ``StoreError`` naming the file and what
        is wrong when it cannot be used (the file is then set aside)."""
        checked(match_id)
        waiting = set() if self.looking else self.rescued_waiting()   # (only looking: no copy moved, REVIEW270 R2)
        for folder, finished in ((self.folders.saves, False), (self.folders.history, True)):
            path = folder / f"{match_id}.json"
            if path.is_file() and (finished or not self._finished_already(path)):
                if not finished and (held := self._held_for_rescued(path, waiting)) is not None:
                    raise StoreError(held.message)
                info = self._info_or_aside(path, finished)
                if info is None:
                    raise StoreError(self.problems[-1].message)
                return info
        if (file := in_the_way(self.folders.saves)) is not None:
            raise StoreError(Problem(file, IN_THE_WAY).message)
        aside = sorted(self.folders.aside.glob(f"{match_id}.json.*.why.txt"))   # (its file could not be used)
        said = f"; it was set aside, and {aside[-1]} says why" if aside else ""
        raise NoSuchSave(f"there is no saved match {match_id!r} in {self.folders.root}{said}")

    def resume(self, match_id: str) -> Match:
        """The unfinished match ``match_id``, restored from its record, ready to play on."""
        return self.resume_into(match_id, lambda match: match)

    def resume_into(self, match_id: str, seat: Callable[[Match], T]) -> T:
        """The unfinished match ``match_id`` seated by ``seat`` (e.g. ``Table.from_match``).  A save whose match
        cannot be seated (``seat`` says ValueError, as of a bad file) is set aside like any bad file and
        ``StoreError`` names it; any other error is a fault of this version, not of the file: the save stays where
        it is (as ``_info_or_aside`` decides; REVIEW235 R3: a fault in seating a server's table would have moved every
        table it resumed out of the saves for good)."""
        info = self.find(match_id)
        if info.finished:
            raise StoreError(f"the match {match_id!r} is over; it is in the history")
        self.claim(match_id)         # (only looking: nothing written, not even the claim)
        try:
            return seat(info.match)
        except Exception as error:  # noqa: BLE001 - a save must never stop the game; the reason says what went wrong
            self.release(match_id)
            why = f"({type(error).__name__}: {error})"[:300]
            if isinstance(error, ValueError):
                problem = self.set_aside(info.path, f"its match cannot be seated at a table {why}")
            else:
                problem = Problem(info.path, f"unexpected trouble seating its match {why}; the save stays where it is")
                if problem not in self.problems:
                    self.problems.append(problem)
            raise StoreError(problem.message) from None

    def claim(self, match_id: str) -> None:
        """This process plays the match from now on (``playing.py``); ``StoreError`` while another window does.  Only
        ``looking``: nothing is written, another window's claim refuses it all the same."""
        try:
            if self.looking:
                playing.refuse_if_held(playing.claim_path(self.folders.saves, match_id), match_id)
            else:
                playing.claim(self.folders.saves, match_id)
        except playing.InUse as error:
            raise PlayedElsewhere(str(error), error.pid, error.host) from None
        except playing.Blocked as error:
            raise StoreError(str(error)) from None

    def holds(self, match_id: str) -> bool:
        """This process has claimed the match (a folder that refused the claim leaves it unclaimed)."""
        return playing.holds(self.folders.saves, match_id)

    def release(self, match_id: str) -> None:
        """This process plays the match no longer: another window may continue it."""
        playing.release(self.folders.saves, match_id)

    def played_elsewhere(self, match_id: str) -> bool:
        """Another window plays the match now (``claim`` would refuse it)."""
        return playing.elsewhere(self.folders.saves, match_id)

    def export_text(self, match_id: str, unfinished: bool = False) -> str:
        """The game record of a saved match as text (``record_text.py``), with its date and result.  A match still
        being played is refused (``StillPlaying``) unless ``unfinished``: its record names the seed, from which
        every deal follows, and the moves of a hand whose cards are still hidden."""
        info = self.find(match_id)
        match = info.match
        over = info.finished or match.over
        if not over and not unfinished:
            raise StillPlaying(f"the match {match_id!r} is not over: its record would show what is still "
                               "hidden (the seed determines every deal, including those of hands still to come)")
        result = result_of(match) if over else "*"
        return export_text(match.record(), date=info.started.isoformat(timespec="seconds"), result=result)

    def _info_or_aside(self, path: Path, finished: bool) -> SaveInfo | None:
        try:
            data = read_save(path)
        except OSError as error:
            self.problems.append(Problem(path, f"the file cannot be read ({error.strerror or error})", waits=not finished))
            return None
        except BadSave as error:
            self.set_aside(path, str(error))
            return None
        try:
            with reading_in(self.folders.played):     # (a copy of the rules it was played with is here)
                info = read_save_info(path, data, finished)
        except RulesetTrouble as error:
            if finished:  # a finished match is never moved for it: it is shown again once its rules are back
                self.problems.append(Problem(path, f"this finished match cannot be shown: {error}; the file stays "
                                                   "where it is"))
            elif error.for_good:
                self.set_aside(path, f"its game record cannot be used: {error}")
            else:       # the file is whole: it stays, and plays on once the ruleset is as it was
                self.problems.append(Problem(path, f"it waits for its ruleset: {error}; the save stays where it is",
                                             waits=True))
            return None
        except TooNew as error:   # that version plays it on (installed beside this one, or after an update)
            self.problems.append(Problem(path, f"{error}; the save stays where it is, for that version", waits=not finished))
            return None
        except BadSave as error:
            self.set_aside(path, str(error))
            return None
        except Exception as error:  # noqa: BLE001 - a file must never stop the game
            # A fault of this version, not of the file (a broken file says BadSave): the save stays and waits for a
            # version without the fault (REVIEW169: set aside, every unfinished match had left the list for good;
            # REVIEW278 F1: a fault's ValueError had it set aside, or cut back to the move before it).
            trouble = f"unexpected trouble replaying it ({type(error).__name__}: {error})"[:300]
            problem = Problem(path, f"{trouble}; the {'file' if finished else 'save'} stays where it is", waits=not finished)
            if problem not in self.problems:   # (said once, however often the saves are listed: REVIEW174)
                self.problems.append(problem)
            return None
        if info.broke_off is not None:
            return self._go_on_before(info, data)
        if not self.looking:
            keep_rules(info.match, self.folders.played)   # (a match saved before copies were kept, its rules still there)
        return info

    def _go_on_before(self, info: SaveInfo, data: bytes) -> SaveInfo | None:
        """A record broken off at a move (``salvage``): the whole file (``data``, as read) is kept in set-aside/, then
        the save is written again with the moves that could be made, from which the match goes on, its time of last
        play as it was.  Where either cannot be done the file stays as it is and waits (None): the match is never
        listed while its only whole record could still be overwritten."""
        reason = f"its game record cannot be used whole: {info.broke_off}"
        if self.looking:
            self.problems.append(Problem(info.path, f"{reason}; {LATER}, the match goes on from the move before it"))
            return info
        try:
            kept = self._move_aside(info.path, reason + "; the match goes on from the move before it", data)
        except OSError as error:
            self.problems.append(Problem(info.path, f"{reason}; the file could not be copied aside "
                                                    f"({error.strerror or error}); the save stays where it is", waits=True))
            return None
        self._started[info.id] = info.started
        self._played[info.id] = (progress_of(info.match), info.updated)
        try:
            self.save(info.id, info.match)
        except OSError as error:
            kept.unlink(missing_ok=True)
            kept.with_name(kept.name + ".why.txt").unlink(missing_ok=True)
            self.problems.append(Problem(info.path, f"{reason}; it could not be written again "
                                                    f"({error.strerror or error}); the save stays where it is", waits=True))
            return None
        self.problems.append(Problem(info.path, f"{reason}; the match goes on from the move before it; the whole "
                                                f"file is kept in {kept}", mended=True))
        return info

    # ---- bad files ---------------------------------------------------------------------------

    def set_aside(self, path: Path, reason: str) -> Problem:
        """Move ``path`` into the set-aside folder with a note saying why (never delete it); while only ``looking``,
        the file stays and the problem says what opening the saves will do."""
        if self.looking:              # (a finished match's file is read by record export, not by resume: PLAYTEST190)
            later = LATER_FINISHED if path.parent == self.folders.history else LATER
            problem = Problem(path, f"{reason}; {later}, it is set aside")
            self.problems.append(problem)
            return problem
        try:
            target = self._move_aside(path, reason)
        except OSError as error:
            problem = Problem(path, f"{reason} (and it could not be moved aside: {error.strerror or error})")
        else:
            problem = Problem(path, reason, target)
        self.problems.append(problem)
        return problem

    def _move_aside(self, path: Path, reason: str, copy: bytes | None = None) -> Path:
        aside = self.folders.aside
        stamp = f"{self.clock():%Y%m%d-%H%M%S}"
        target = aside / f"{path.name}.{stamp}"
        number = 1
        while target.exists():
            number += 1
            target = aside / f"{path.name}.{stamp}-{number}"
        aside.mkdir(parents=True, exist_ok=True)
        if copy is not None:       # (the file's bytes, as they were read: a copy, the file stays)
            write_atomic(target, copy)
        else:
            os.replace(path, target)
        target.with_name(target.name + ".why.txt").write_text(f"{path}\n{reason}\n", encoding="utf-8")
        return target

    def discard(self, match_id: str) -> Path:
        """The players throw the unfinished match ``match_id`` away: its save goes to the set-aside folder with
        a note (never deleted: moved back into saves/ it can be played on) and is listed no more.  Returns where
        it went; ``PlayedElsewhere`` while another window plays it, ``NoSuchSave`` when it is gone,
        ``StoreError`` when it cannot be moved."""
        checked(match_id)
        path = self.folders.saves / f"{match_id}.json"
        if not path.is_file():
            raise NoSuchSave(f"there is no saved match {match_id!r} in {self.folders.saves}")
        self.claim(match_id)                           # no other window plays it while it goes
        try:
            return self._move_aside(path, f"discarded by the players on {self.clock():%Y-%m-%d %H:%M}")
        except OSError as error:
            raise StoreError(f"{path} could not be moved aside: {error.strerror or error}") from None
        finally:
            self.release(match_id)
