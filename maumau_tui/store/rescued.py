"""The last resort's saves: a match the app could not save where it belongs when it had to end (a signal, a crash:
``tui.safety.rescue``) is written as a save file of its own in ``rescued/`` beside the saves.  The next time the
saves are listed or one is looked up (``Store``), it goes back among them, by a rename (no room needed that the
disk may lack), when it is further on than the save it stands for, or there is none; else it is dropped."""

from __future__ import annotations

import os
from datetime import datetime, timezone
from pathlib import Path

from maumau_tui.match import Match
from maumau_tui.store.atomic import write_atomic
from maumau_tui.store.paths import Folders, is_id
from maumau_tui.store.save_file import decode, encode, progress

RESCUED = "rescued"


def write_rescued(root: Path, match_id: str, match: Match) -> Path:
    """Write ``match`` as the save ``match_id`` in the rescued folder of the store at ``root``; raises when it cannot."""
    folder = root / RESCUED
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{match_id}.json"
    now = datetime.now(timezone.utc)
    write_atomic(path, encode(match_id, match, now, now, finished=match.over and bool(match.results)))
    return path


def take_in_rescued(folders: Folders) -> None:
    """Put every rescued match back among the saves (or into the history, finished) where it is further on than the
    file it stands for; a rescued file that is not is dropped.  A file that cannot be read or moved stays."""
    try:
        found = [path for path in (folders.root / RESCUED).glob("*.json") if path.is_file() and is_id(path.stem)]
    except OSError:
        return
    for path in found:
        try:
            document = decode(path.read_bytes())
            folder = folders.history if document.get("finished") else folders.saves
            target = folder / path.name
            if target.is_file() and progress(decode(target.read_bytes())) >= progress(document):
                path.unlink()
                continue
            folder.mkdir(parents=True, exist_ok=True)
            os.replace(path, target)
        except (OSError, ValueError):
            continue
