"""When the app must stop unexpectedly (an internal error, a signal): keep the match and say so plainly.

``rescue`` saves the match in the store (``saves/<id>.json`` in the user data folder, the file that
``maumau resume`` continues, under the id its autosave already uses: no second copy; a finished match
goes to the history) and, for an error, its technical
details in ``errors/<id>.txt`` for a bug report.  When the store cannot write there, the match goes to a save of
its own in ``rescued/``, which the store takes back among the saves when they are next listed
(``store/rescued.py``).  It never raises.  ``Crashed`` is the exception the app hands to Textual
instead of the original one: Textual prints its ``__rich__`` (one plain message) after the terminal is
restored, instead of a traceback.

A terminal that goes away (the tmux server killed, an SSH connection dropped) must not leave the app behind:
``watch_terminal`` looks at the terminal twice a second from a thread of its own; once it is hung up (the
tty answers EIO: no SIGHUP may ever reach the app, e.g. under a shell that ignores it) the app is told as by
a SIGHUP (save, exit), and a process still there after ``HANGUP_GRACE`` seconds ends outright: Textual's
output thread dies on the first write to a hung-up tty, and the next writes, or the exit itself, then wait
for ever on its full queue.  The autosave has every move by then, so nothing is lost.
"""

from __future__ import annotations

import asyncio
import errno
import os
import signal
import sys
import termios
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text

from maumau_tui.store.paths import Folders, data_dir, in_rescued

if TYPE_CHECKING:
    from maumau_tui.match import Match

HANGUP_POLL = 0.5       # how often the terminal is looked at (seconds)
HANGUP_GRACE = 5.0      # how long a hung-up app may take to save and end before it ends outright


SIGNAL_NAMES = {signal.SIGHUP: "SIGHUP", signal.SIGTERM: "SIGTERM", signal.SIGINT: "SIGINT"}


@dataclass(frozen=True)
class Rescued:
    """Where the match went (None: nothing to save, or nothing could be written: ``lost``, and ``earlier``, the save
    it goes on from, if one was written before) and the error's details."""

    saved: Path | None = None
    details: Path | None = None
    lost: bool = False
    earlier: Path | None = None

    def said(self, lang: str = "en") -> str:
        """Where the match is, or that it is lost, for the message after the app (each path on a line of its own,
        whole: the app's error console does not wrap, so it can be copied)."""
        words = SAID[lang if lang in SAID else "en"]
        if self.saved is not None and in_rescued(self.saved):   # (``store/rescued.py``)
            return words["rescued"].format(self.saved)
        if self.saved is not None:
            return words["kept"].format(self.saved)
        if self.earlier is not None:
            return words["earlier_copy" if in_rescued(self.earlier) else "earlier"].format(self.earlier)
        return words["lost"].format(data_dir()) if self.lost else ""


# the message after the app, by language (the app's: a signal or an error can end a German match)
SAID = {
    "en": {"rescued": "The match is kept in\n{}\nand will be restored to your saved matches the next time the game "
                       "starts.\n",
           "kept": "The match is kept in\n{}\n",
           "earlier": "The match could not be saved; it goes on from an earlier save in\n{}\n",
           "earlier_copy": "The match could not be saved; it goes on from a copy kept earlier in\n{}\nwhich goes to "
                           "your saved matches once they can be written.\n",
           "lost": "The match could not be saved: nothing could be written in\n{}\n",
           "stopped": "maumau: stopped by {}.", "crashed": "maumau: the game stopped because of an internal error",
           "report": "Please report it", "report_with": "Please report it, with\n{}"},
    "de": {"rescued": "Die Partie liegt in\n{}\nund kommt beim nächsten Start zurück zu den gespeicherten.\n",
           "kept": "Die Partie liegt in\n{}\n",
           "earlier": "Die Partie ließ sich nicht speichern; sie geht mit einem früheren Stand weiter aus\n{}\n",
           "earlier_copy": "Die Partie ließ sich nicht speichern; sie geht mit einer früher behaltenen Kopie weiter aus\n"
                           "{}\ndie zu den gespeicherten Partien kommt, sobald sie sich schreiben lassen.\n",
           "lost": "Die Partie ließ sich nicht speichern: nichts ließ sich schreiben in\n{}\n",
           "stopped": "maumau: beendet durch {}.", "crashed": "maumau: das Spiel endete wegen eines internen Fehlers",
           "report": "Bitte melde ihn", "report_with": "Bitte melde ihn, mit\n{}"},
}


def rescue(match: Match | None, reason: str, error: BaseException | None = None,
           match_id: str | None = None, earlier_save: Callable[[], Path | None] | None = None) -> Rescued:
    """Save ``match`` (under ``match_id``, its autosave's, when given) and the error's details (also without a
    match: an error on a set-up screen, PLAYTEST162 F1 had nothing to report but one line); never raises.  Where
    nothing can be written, the match goes on from what ``earlier_save()`` names (the app's: a copy kept earlier in
    the rescued folder, or its last save), else from its save in the saves folder, if there is one."""
    if match is None and error is None:
        return Rescued()
    stem = f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
    saved: Path | None = None
    if match is not None:
        try:
            from maumau_tui.store.saves import Store  # only when needed: the app starts without it

            store = Store()
            match_id = match_id or store.new_id(match)
            stem = match_id
            saved = store.finish(match_id, match) if match.over and match.results else store.save(match_id, match)
        except Exception:   # a full disk, a read-only home, a save in the way: a save of its own, taken in next time
            try:
                from maumau_tui.store.rescued import write_rescued

                saved = write_rescued(data_dir(), stem, match)
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
    if match is None:
        return Rescued(details=details)
    earlier: Path | None = None
    if saved is None:                      # the autosave's, written before
        try:
            known = earlier_save() if earlier_save is not None else None
        except Exception:                  # (a folder that cannot be read)
            known = None
        try:
            earlier = known or (path if (path := Folders(data_dir()).saves / f"{stem}.json").is_file() else None)
        except Exception:                  # (no home folder to be found, a folder that cannot be read)
            earlier = None
    return Rescued(saved, details, lost=saved is None, earlier=earlier)


class Crashed(Exception):
    """An unexpected error in the app, shown as one plain message (Textual prints ``__rich__``)."""

    def __init__(self, error: BaseException, rescued: Rescued, lang: str = "en") -> None:
        super().__init__(f"{type(error).__name__}: {error}")
        self.error = error
        self.rescued = rescued
        self.lang = lang if lang in SAID else "en"

    def __rich__(self) -> Text:
        words = SAID[self.lang]
        text = Text(words["crashed"], style="bold")
        text.append(f" ({self}).\n")
        text.append(self.rescued.said(self.lang))
        if self.rescued.details is not None:
            text.append(words["report_with"].format(self.rescued.details))
        else:
            text.append(words["report"] + ".")
        return text


def signal_message(signum: int, rescued: Rescued, lang: str = "en") -> str:
    name = SIGNAL_NAMES.get(signal.Signals(signum), f"signal {signum}")
    kept = rescued.said(lang).rstrip("\n")
    return SAID[lang if lang in SAID else "en"]["stopped"].format(name) + (f" {kept}" if kept else "")


def terminal_gone(fd: int) -> bool:
    """Whether the terminal on ``fd`` has hung up (a hung-up tty answers every request with EIO)."""
    try:
        termios.tcgetattr(fd)
    except termios.error as error:
        return bool(error.args) and error.args[0] in (errno.EIO, errno.ENXIO, errno.EBADF)
    except OSError:
        return True
    return False


def watch_terminal(app: Any, fd: int | None = None, on_hangup: Callable[[int], None] | None = None,
                   grace: float = HANGUP_GRACE) -> threading.Thread | None:
    """Watch the app's terminal (stdin) until it hangs up, then call ``on_hangup(SIGHUP)`` in the app's thread
    (default ``app.stop_on_signal``: save, exit) and end the process with 128 + SIGHUP if it is still there
    ``grace`` seconds later.  Once per app; None where stdin is no terminal (tests, pipes)."""
    if getattr(app, "_terminal_watch", None) is not None:
        return None
    if fd is None:
        stream = sys.__stdin__
        if stream is None:
            return None
        try:
            fd = stream.fileno()
        except (OSError, ValueError):
            return None
    if not os.isatty(fd):
        return None
    loop = asyncio.get_running_loop()
    hang_up = on_hangup if on_hangup is not None else app.stop_on_signal

    def watch() -> None:
        while not terminal_gone(fd):
            time.sleep(HANGUP_POLL)
        try:
            loop.call_soon_threadsafe(hang_up, signal.SIGHUP)
        except RuntimeError:    # the loop has ended: so has the app
            pass
        time.sleep(grace)
        os._exit(128 + signal.SIGHUP)   # the app could not end by itself (a write to the dead tty blocked it)

    thread = threading.Thread(target=watch, name="maumau-terminal-watch", daemon=True)
    app._terminal_watch = thread
    thread.start()
    return thread
