"""When the app must stop unexpectedly (an internal error, a signal): keep the match and say so plainly.

``rescue`` writes the match record (the JSON that ``Match.replay`` restores) to the user data folder,
beside it the technical details of an error for a bug report, and never raises itself.  ``Crashed`` is
the exception the app hands to Textual instead of the original one: Textual prints its ``__rich__``
(one plain message) after the terminal is restored, instead of a traceback.  Until the saves of the
match store exist, this is the emergency save.
"""

from __future__ import annotations

import json
import os
import signal
import time
import traceback
from pathlib import Path
from typing import Any

from rich.text import Text

from maumau_tui.rules.loader import user_dir

SIGNAL_NAMES = {signal.SIGHUP: "SIGHUP", signal.SIGTERM: "SIGTERM", signal.SIGINT: "SIGINT"}


def rescue_dir() -> Path:
    """``rescued/`` in the user data folder (beside ``rulesets/``)."""
    return user_dir().parent / "rescued"


def rescue(record: dict[str, Any] | None, reason: str, error: BaseException | None = None) -> Path | None:
    """Write ``record`` (and the error's traceback) into ``rescue_dir()``; the record's path, or None when
    there was nothing to save or the folder cannot be written."""
    if record is None:
        return None
    try:
        folder = rescue_dir()
        folder.mkdir(parents=True, exist_ok=True)
        stem = f"match-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
        path = folder / f"{stem}.json"
        path.write_text(json.dumps({"reason": reason, "record": record}, ensure_ascii=False, indent=1) + "\n",
                        encoding="utf-8")
        if error is not None:
            details = "".join(traceback.format_exception(type(error), error, error.__traceback__))
            (folder / f"{stem}-error.txt").write_text(details, encoding="utf-8")
        return path
    except Exception:   # a full disk or a read-only home must not hide the first problem
        return None


class Crashed(Exception):
    """An unexpected error in the app, shown as one plain message (Textual prints ``__rich__``)."""

    def __init__(self, error: BaseException, saved: Path | None) -> None:
        super().__init__(f"{type(error).__name__}: {error}")
        self.error = error
        self.saved = saved

    def __rich__(self) -> Text:
        text = Text("maumau: the game stopped because of an internal error", style="bold")
        text.append(f" ({self}).\n")
        if self.saved is not None:
            text.append(f"The match is kept in {self.saved} (the error's details beside it).\n")
        else:
            text.append("There was no match to keep.\n")
        text.append("Please report it, with that file if there is one.")
        return text


def signal_message(signum: int, saved: Path | None) -> str:
    name = SIGNAL_NAMES.get(signal.Signals(signum), f"signal {signum}")
    kept = f" The match is kept in {saved}." if saved is not None else ""
    return f"maumau: stopped by {name}.{kept}"
