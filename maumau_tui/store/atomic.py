"""Writing a file so that a crash or a power cut at any instant leaves either the old or the new file whole."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

from maumau_tui.store.processes import alive

STALE_AFTER = 3600.0   # seconds: a temporary file this old was left by a write that never finished (a kill)


def write_atomic(path: Path, data: bytes, mode: int = 0o666) -> None:
    """Write ``data`` to a temporary file beside ``path``, flush and fsync it, then rename it over ``path``
    (and fsync the folder, so the rename itself survives a power cut).  ``OSError`` when it cannot be done;
    the old file is then untouched and no temporary file is left behind.  ``mode`` (less the umask) is the
    file's from its creation on: 0o600 for a file only its owner may read."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with os.fdopen(os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode), "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        try:
            temporary.unlink()
        except OSError:
            pass
        raise
    sync_folder(path.parent)


TEMPORARY = re.compile(r"\.(.+\.json)\.(\d+)\.tmp")   # ``write_atomic``'s in the saves: .NAME.json.PID.tmp
STALE_UNASKED = 24 * 3600.0   # where nobody can be asked whether the writer still runs (Windows): a day


def sweep_temporaries(folder: Path, now: float | None = None) -> list[Path]:
    """Remove the temporary files of ``write_atomic`` in ``folder`` that a killed process left behind: named as it
    names them, of a process that no longer runs here, and older than ``STALE_AFTER`` (a write takes
    milliseconds; a process on another computer sharing the folder is not seen, the age covers it; where a
    process cannot be asked about, Windows, only the age counts: ``STALE_UNASKED``); the ones removed.  Never
    raises."""
    removed = []
    now = time.time() if now is None else now
    try:
        for path in folder.glob(".*.tmp"):
            found = TEMPORARY.fullmatch(path.name)
            if found is None or not path.is_file():
                continue
            age = now - path.stat().st_mtime
            if (age > STALE_UNASKED if os.name != "posix" else age > STALE_AFTER and not alive(int(found[2]))):
                path.unlink()
                removed.append(path)
    except OSError:
        pass
    return removed


def sync_folder(folder: Path) -> None:
    """fsync a folder (where the system allows it), so that renames in it are on the disk."""
    if os.name != "posix":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
