"""Where the game keeps what it stores: the user data folder (``MAUMAU_HOME`` overrides it, as for rulesets)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from maumau_tui.rules.files import PLAYED, user_dir
from maumau_tui.store.errors import BadSave

RESCUED = "rescued"
ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,120}")


def in_rescued(path: Path) -> bool:
    """Whether ``path`` is a copy in a store's rescued folder (not a save): the words for it differ."""
    return path.parent.name == RESCUED


def data_dir() -> Path:
    """The user data folder: ``$MAUMAU_HOME``, else the platform's (``~/.local/share/maumau-tui`` ...)."""
    return user_dir().parent


@dataclass(frozen=True)
class Folders:
    """The store's folders and files below one root."""

    root: Path

    @property
    def saves(self) -> Path:        # unfinished matches, one JSON file each
        return self.root / "saves"

    @property
    def history(self) -> Path:      # finished matches
        return self.root / "history"

    @property
    def aside(self) -> Path:        # files that could not be read, kept for the player to look at
        return self.root / "set-aside"

    @property
    def played(self) -> Path:       # a copy of the rules each match was played with (``rules_kept``)
        return self.root / PLAYED

    @property
    def rescued(self) -> Path:      # matches the app could not save here when it had to end (``store/rescued.py``)
        return self.root / RESCUED

    @property
    def stats(self) -> Path:        # the statistics database (rebuilt from the history when lost)
        return self.root / "stats.sqlite3"


def check_id(match_id: str) -> str:
    """``match_id`` when it is a plain file name (letters, digits, ``.``, ``_``, ``-``), else ``ValueError``."""
    if not isinstance(match_id, str) or not is_id(match_id):
        raise ValueError(f"{match_id!r} is not the id of a saved match")
    return match_id


MAX_SAVE_BYTES = 64 << 20   # a save of a card game is far smaller: a larger file is set aside unread


def read_save(path: Path) -> bytes:
    """A save file's bytes; ``BadSave`` for one too large to be a save (it is not read into memory)."""
    if path.stat().st_size > MAX_SAVE_BYTES:
        raise BadSave(f"too large for a save (more than {MAX_SAVE_BYTES >> 20} MB)")
    return path.read_bytes()


NOT_AN_ID = ("its name cannot be a match's id (a letter or a digit first, then letters, digits, '.', '_' and '-'): "
             "give it back its match's id as its name (the \"id\" written in it) to play it on; it stays where it is")
# (PLAYTEST218 N4: ".hidden.json" was told "plain letters and digits, '.', '_' and '-'", which it is, and "rename
#  the file", where any other name is refused: the save names its match)


def is_id(text: str) -> bool:
    """Whether ``text`` can be a match's id (``check_id`` takes it)."""
    return bool(ID_PATTERN.fullmatch(text)) and ".." not in text


def in_the_way(folder: Path) -> Path | None:
    """The file that stands where ``folder``, or a folder above it, belongs (None: nothing in the way, or a folder
    that may not be looked into: reading it says so)."""
    try:
        for place in (folder, *folder.parents):
            if place.exists():
                return None if place.is_dir() else place
    except OSError:
        return None
    return None


IN_THE_WAY = "a file where the game's folder belongs: no match is saved or found under it"
