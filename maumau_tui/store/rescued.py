"""The last resort's saves: a match the app could not save where it belongs when it had to end (a signal, a crash:
``tui.safety.rescue``) is written as a save file of its own in ``rescued/`` beside the saves.  The next time the
saves are listed or one is looked up (``Store``), it goes back among them, by a rename (no room needed that the
disk may lack), when it is further on than the save it stands for, or there is none, or that save cannot be read
(which is set aside first, as every unreadable save is); a rescued file its save holds as much as is dropped, and
a rescue a copy already rescued holds as much writes nothing."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from maumau_tui.match import Match
from maumau_tui.match_record import RulesetTrouble
from maumau_tui.store.atomic import sync_folder, write_atomic
from maumau_tui.store.paths import Folders, is_id
from maumau_tui.store.save_file import TooNew, decode, encode, progress, read_save_info

if TYPE_CHECKING:
    from maumau_tui.store.saves import Problem

BROKEN = "it could not be read, and a copy of its match further on was kept when it could not be saved: that copy " \
         "is played on"


RESCUED_WAITS = "a copy of this match kept when it could not be saved cannot be restored to your saved matches " \
                "({why}); it is waiting here until it can be"


def write_rescued(root: Path, match_id: str, match: Match) -> Path:
    """Write ``match`` as the save ``match_id`` in the rescued folder of the store at ``root`` (begun when its save
    says, if there is one); raises when it cannot."""
    folders = Folders(root)
    folders.rescued.mkdir(parents=True, exist_ok=True)
    path, record = folders.rescued / f"{match_id}.json", match.record()
    if (holding := copy_holding(folders.rescued, match_id, record)) is not None:
        return holding                   # (PLAYTEST167 F1: a copy beside it, taken in as a second match)
    number = 1
    while not continues(path, record):   # (PLAYTEST138 F2: played on from the older save while saves/ could not be
        number += 1                     # written, a second rescue replaced the copy further on: beside it instead)
        path = folders.rescued / f"{match_id}-{number}.json"
    now = datetime.now(timezone.utc)
    try:                                 # (the match's save, also for a line of play beside it: both began there)
        started = decode((folders.saves / f"{match_id}.json").read_bytes()).get("started")
    except (OSError, ValueError):
        started = None
    started = started if isinstance(started, datetime) else now
    write_atomic(path, encode(path.stem, match, started, now, finished=match.over and bool(match.results)))
    return path


def copy_holding(folder: Path, match_id: str, record: dict[str, Any]) -> Path | None:
    """A copy in ``folder`` of the match ``match_id`` whose ``record`` it holds (as far, or further on), if any: a rescue
    of a match resumed from an older save and left before it came as far adds nothing to it.  (A copy named
    ``match_id-2`` may be of another match begun in the same second: it is the same deal, or none of this.)"""
    copies = [folder / f"{match_id}.json", *(path for path in folder.glob(f"{match_id}-*.json")
                                             if path.stem[len(match_id) + 1:].isdigit())]
    for path in copies:
        try:
            if path.is_file() and further(record, record_of(decode(path.read_bytes()))):
                return path
        except (OSError, ValueError):
            continue
    return None


def continues(path: Path, record: dict[str, Any]) -> bool:
    """Whether the match of ``record`` may be written over ``path``: there is nothing there, or a copy of it it plays
    on from; a copy of another line of play or another match, or one that cannot be read, is kept."""
    if not path.exists():
        return True
    try:
        return further(record_of(decode(path.read_bytes())), record)
    except (OSError, ValueError):
        return False


DEAL = ("ruleset", "names", "seed", "first_dealer", "options")   # what makes a match that one (REVIEW174)


def further(before: dict[str, Any], after: dict[str, Any]) -> bool:
    """Whether the record ``after`` is of the same match as the record ``before``, as far or further on: the same deal,
    ``before``'s moves the first of ``after``'s, and ``before``'s house-rule changes the first of ``after``'s (the
    others made since)."""
    if any(before.get(key) != after.get(key) for key in DEAL):
        return False
    moves, changes = record_moves(before), list(before.get("changes") or ())
    later = list(after.get("changes") or ())
    return plays_on(moves, record_moves(after)) and later[:len(changes)] == changes and all(
        isinstance(change, dict) and isinstance(change.get("after"), int) and change["after"] >= len(moves)
        for change in later[len(changes):])


def record_of(document: dict[str, object]) -> dict[str, Any]:
    """The match record a save document holds ({} where it holds none)."""
    record = document.get("record")
    return record if isinstance(record, dict) else {}


def moves_of(document: dict[str, object]) -> list[object]:
    """The moves of the match a save document holds ([] where it holds none)."""
    return record_moves(record_of(document))


def record_moves(record: dict[str, Any]) -> list[object]:
    """The moves a match record holds ([] where it holds none)."""
    moves = record.get("moves")
    return moves if isinstance(moves, list) else []


def plays_on(before: list[object], after: list[object]) -> bool:
    """Whether the moves ``after`` play on from ``before``: those are their first."""
    return after[:len(before)] == before


def line_of(one: dict[str, object], other: dict[str, object]) -> bool:
    """Whether two saves of a match are of one line of play: the moves of one are the first of the other's."""
    return plays_on(*sorted((moves_of(one), moves_of(other)), key=len))


def of_another_line(document: dict[str, object], save: Path) -> bool:
    """Whether ``save`` is a readable save of another line of play than ``document`` (one that is none: False)."""
    try:
        return not line_of(document, decode(save.read_bytes()))
    except (OSError, ValueError):
        return False


def free_place(folders: Folders, match_id: str, folder: Path) -> Path:
    """A save's place in ``folder`` (the saves, or the history for a finished match) for a match of its own beside
    ``match_id``: ``match_id-2``, ``-3``, ... not taken in either."""
    number = 2
    while any((kept / f"{match_id}-{number}.json").exists() for kept in (folders.saves, folders.history)):
        number += 1
    return folder / f"{match_id}-{number}.json"


def take_in_rescued(folders: Folders, set_aside: Callable[[Path, str], Problem]) -> list[tuple[Path, str, bool]]:
    """Put every rescued match back among the saves (or into the history, finished) where it is further on than the
    file it stands for (``set_aside`` takes a save there that cannot be read; one it cannot move keeps its place, and
    the rescued copy waits); a rescued file that is not further on is dropped, one that is no save is set aside.  A
    file that cannot be read or moved stays where it is; those the system refused are returned with its reason
    (PLAYTEST138 F2: the game went on from the older save without a word of the copy further on), and whether it
    would take the place of the save of its name, which may be behind it (one that cannot be read may be; REVIEW269
    R2: a copy going beside it as a match of its own, or into the history, or behind it, held the save all the
    same)."""
    waiting: list[tuple[Path, str, bool]] = []
    try:
        found = [path for path in folders.rescued.glob("*.json") if path.is_file() and is_id(path.stem)]
    except OSError:
        return waiting
    for path in found:
        replaces = True               # (until it is known where it goes)
        try:
            rescued = path.read_bytes()
            document = decode(rescued)
        except OSError as error:
            waiting.append((path, RESCUED_WAITS.format(why=error.strerror or error), replaces))
            continue
        except TooNew:
            continue                  # (it stays for that version, as a save does)
        except ValueError as error:   # (set aside as any broken save: PLAYTEST234 N3, it waited for good, said to be
            set_aside(path, str(error))   # "taken in where it is further on")
            continue
        try:
            folder = folders.history if document.get("finished") else folders.saves
            target = folder / path.name
            if document.get("finished") and not target.is_file() and of_another_line(document, folders.saves / path.name):
                target = free_place(folders, path.stem, folder)   # (finished, beside an unfinished save of another line:
                #                                                    which the history's file would have swept away)
            elif target.is_file():
                data = target.read_bytes()
                try:                # (judged as the store judges a save: its record replayed)
                    read_save_info(target, data, bool(document.get("finished")))
                    saved = decode(data)
                except (TooNew, RulesetTrouble):
                    continue        # (it stays for a newer version, or waits for its ruleset, as everywhere)
                except ValueError:
                    if set_aside(target, BROKEN).moved_to is None:
                        continue    # (it could not be moved: it is never written over, the rescued copy waits)
                else:
                    if not line_of(document, saved):      # (played on from an older save meanwhile: a match of
                        target = free_place(folders, path.stem, folder)   # its own beside it, never dropped:
                        #                                                     PLAYTEST138 F2)
                    elif progress(saved) >= progress(document):
                        replaces = False
                        path.unlink()
                        continue
            save = folders.saves / path.name     # (a finished copy of its line sweeps it away once filed: REVIEW270 R1)
            replaces = target == save or (target == folders.history / path.name and save.is_file()
                                          and not of_another_line(document, save))
            folder.mkdir(parents=True, exist_ok=True)
            if target.stem != path.stem:     # (a match of its own: it names itself so)
                renamed = json.loads(rescued.decode("utf-8-sig"))
                write_atomic(path, (json.dumps({**renamed, "id": target.stem}, ensure_ascii=False, indent=1) + "\n").encode())
            os.replace(path, target)
            sync_folder(folder)
        except OSError as error:
            waiting.append((path, RESCUED_WAITS.format(why=error.strerror or error), replaces))
        except ValueError:
            continue
    return waiting
