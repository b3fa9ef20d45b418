"""Where the game keeps what it stores: the user data folder (``MAUMAU_HOME`` overrides it, as for rulesets)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from maumau_tui.rules.loader import user_dir

ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,120}")


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
    def stats(self) -> Path:        # the statistics database (rebuilt from the history when lost)
        return self.root / "stats.sqlite3"


def check_id(match_id: str) -> str:
    """``match_id`` when it is a plain file name (letters, digits, ``.``, ``_``, ``-``), else ``ValueError``."""
    if not isinstance(match_id, str) or not ID_PATTERN.fullmatch(match_id) or ".." in match_id:
        raise ValueError(f"{match_id!r} is not the id of a saved match")
    return match_id
