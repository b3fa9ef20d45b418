"""The last resort's saves: a match the app could not save where it belongs when it had to end (a signal, a crash:
``tui.safety.rescue``) is written as a save file of its own in ``rescued/`` beside the saves.  The next time the
saves are listed or one is looked up (``Store``), it goes back among them, by a rename (no room needed that the
disk may lack), when it is further on than the save it stands for, or there is none, or that save cannot be read
(which is set aside first, as every unreadable save is); a rescued file its save holds as much as is dropped."""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

from maumau_tui.match import Match
from maumau_tui.match_record import RulesetTrouble
from maumau_tui.store.atomic import sync_folder, write_atomic
from maumau_tui.store.paths import Folders, is_id
from maumau_tui.store.save_file import TooNew, decode, encode, progress, read_save_info

if TYPE_CHECKING:
    from maumau_tui.store.saves import Problem

BROKEN = "it could not be read, and a copy of its match was rescued further on when the game had to stop: that copy " \
         "is played on"


def write_rescued(root: Path, match_id: str, match: Match) -> Path:
    """Write ``match`` as the save ``match_id`` in the rescued folder of the store at ``root`` (begun when its save
    says, if there is one); raises when it cannot."""
    folders = Folders(root)
    folders.rescued.mkdir(parents=True, exist_ok=True)
    path = folders.rescued / f"{match_id}.json"
    now = datetime.now(timezone.utc)
    try:
        started = decode((folders.saves / path.name).read_bytes()).get("started")
    except (OSError, ValueError):
        started = None
    started = started if isinstance(started, datetime) else now
    write_atomic(path, encode(match_id, match, started, now, finished=match.over and bool(match.results)))
    return path


def take_in_rescued(folders: Folders, set_aside: Callable[[Path, str], Problem]) -> None:
    """Put every rescued match back among the saves (or into the history, finished) where it is further on than the
    file it stands for (``set_aside`` takes a save there that cannot be read; one it cannot move keeps its place, and
    the rescued copy waits); a rescued file that is not further on is dropped.  A file that cannot be read or moved
    stays where it is."""
    try:
        found = [path for path in folders.rescued.glob("*.json") if path.is_file() and is_id(path.stem)]
    except OSError:
        return
    for path in found:
        try:
            document = decode(path.read_bytes())
            folder = folders.history if document.get("finished") else folders.saves
            target = folder / path.name
            if target.is_file():
                data = target.read_bytes()
                try:                # (judged as the store judges a save: its record replayed)
                    read_save_info(target, data, bool(document.get("finished")))
                    held = progress(decode(data))
                except (TooNew, RulesetTrouble):
                    continue        # (it stays for a newer version, or waits for its ruleset, as everywhere)
                except ValueError:
                    if set_aside(target, BROKEN).moved_to is None:
                        continue    # (it could not be moved: it is never written over, the rescued copy waits)
                else:
                    if held >= progress(document):
                        path.unlink()
                        continue
            folder.mkdir(parents=True, exist_ok=True)
            os.replace(path, target)
            sync_folder(folder)
        except (OSError, ValueError):
            continue
