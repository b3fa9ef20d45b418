"""When the app must stop unexpectedly (an internal error, a signal): keep the match and say so plainly.

``rescue`` saves the match in the store (``saves/<id>.json`` in the user data folder, the file that
``maumau resume`` continues, under the id its autosave already uses: no second copy; a finished match
goes to the history) and, for an error, its technical
details in ``errors/<id>.txt`` for a bug report.  When the store cannot write, the record goes to
``rescued/`` as plain JSON.  It never raises.  ``Crashed`` is the exception the app hands to Textual
instead of the original one: Textual prints its ``__rich__`` (one plain message) after the terminal is
restored, instead of a traceback.
"""

from __future__ import annotations

import json
import os
import signal
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

from rich.text import Text

from maumau_tui.match import Match
from maumau_tui.rules.loader import user_dir

def data_dir() -> Path:
    """The user data folder (``$MAUMAU_HOME`` or the platform's), as the store has it."""
    return user_dir().parent


SIGNAL_NAMES = {signal.SIGHUP: "SIGHUP", signal.SIGTERM: "SIGTERM", signal.SIGINT: "SIGINT"}


@dataclass(frozen=True)
class Rescued:
    """Where the match went (None: nothing to save, or nothing could be written) and the error's details."""

    saved: Path | None = None
    details: Path | None = None


def rescue(match: Match | None, reason: str, error: BaseException | None = None,
           match_id: str | None = None) -> Rescued:
    """Save ``match`` (under ``match_id``, its autosave's, when given) and the error's details; never raises."""
    if match is None:
        return Rescued()
    stem = f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
    saved: Path | None = None
    try:
        from maumau_tui.store.saves import Store   # only when needed: the app starts without it

        store = Store()
        match_id = match_id or store.new_id(match)
        stem = match_id
        saved = store.finish(match_id, match) if match.over and match.results else store.save(match_id, match)
    except Exception:   # a full disk, a read-only home, a record that cannot be written: keep it plainly
        try:
            folder = data_dir() / "rescued"
            folder.mkdir(parents=True, exist_ok=True)
            saved = folder / f"match-{stem}.json"
            saved.write_text(json.dumps({"reason": reason, "record": match.record()}, ensure_ascii=False) + "\n",
                             encoding="utf-8")
        except Exception:
            saved = None
    details: Path | None = None
    if error is not None:
        try:
            details = data_dir() / "errors" / f"{stem}.txt"
            details.parent.mkdir(parents=True, exist_ok=True)
            text = "".join(traceback.format_exception(type(error), error, error.__traceback__))
            details.write_text(f"{reason}\nmatch: {saved}\n\n{text}", encoding="utf-8")
        except Exception:
            details = None
    return Rescued(saved, details)


class Crashed(Exception):
    """An unexpected error in the app, shown as one plain message (Textual prints ``__rich__``)."""

    def __init__(self, error: BaseException, rescued: Rescued) -> None:
        super().__init__(f"{type(error).__name__}: {error}")
        self.error = error
        self.rescued = rescued

    def __rich__(self) -> Text:
        text = Text("maumau: the game stopped because of an internal error", style="bold")
        text.append(f" ({self}).\n")
        if self.rescued.saved is not None:
            text.append(f"The match is kept in {self.rescued.saved}.\n")
        if self.rescued.details is not None:
            text.append(f"Please report it, with {self.rescued.details}.")
        else:
            text.append("Please report it.")
        return text


def signal_message(signum: int, rescued: Rescued) -> str:
    name = SIGNAL_NAMES.get(signal.Signals(signum), f"signal {signum}")
    kept = f" The match is kept in {rescued.saved}." if rescued.saved is not None else ""
    return f"maumau: stopped by {name}.{kept}"
