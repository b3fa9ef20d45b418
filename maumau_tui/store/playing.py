"""Which process plays a saved match: a claim beside its save, so that two windows never play the same match.

Both would save after every move, each over the other's, and the moves of one would be lost.  ``claim``
writes ``saves/<id>.playing`` (the process id and the computer's name) and refuses (``InUse``) while
another process that is still running holds it; a claim whose process has ended (killed, crashed) is taken
over, and so is one whose number belongs to another process by now (after a restart): beside the claim,
``<id>.playing.start`` says when its process started (``processes.start_mark``; a claim without it, as earlier
versions write them, is judged by its process number alone).
``release`` removes this process's claim; whatever it still holds at its end is removed then.
"""

from __future__ import annotations

import atexit
import os
import socket
from pathlib import Path

from maumau_tui.store.processes import alive, start_mark

SUFFIX = ".playing"
_held: set[Path] = set()      # the claims this process holds


class InUse(Exception):
    """Another running process plays the match; the message says which and what to do."""

    def __init__(self, message: str, pid: int, host: str) -> None:
        super().__init__(message)
        self.pid, self.host = pid, host


class Blocked(Exception):
    """Something that is no claim stands where the match's claim belongs, and this process cannot remove it."""


def claim_path(folder: Path, match_id: str) -> Path:
    return folder / f"{match_id}{SUFFIX}"


def claim(folder: Path, match_id: str) -> None:
    """Claim the match ``match_id`` (saved in ``folder``) for this process, or raise ``InUse``.  Where no claim
    can be written (a folder that refuses) the match is played without one: saving fails there too, and says so.
    A folder where the claim belongs raises ``Blocked``: saving works, so the claim must not be skipped."""
    path = claim_path(folder, match_id)
    for _ in range(3):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            _drop_old_start(path)
            _create(path)
        except FileExistsError:
            refuse_if_held(path, match_id)
            if path.is_dir():              # not a claim at all: saves work, so two windows could play the match
                raise Blocked(f"the match {match_id!r} cannot be marked as being played in this window: {path} is a "
                              "folder; remove it, then play on")
            try:
                path.unlink()              # this process's own, or one left by a process that has ended
                _start_path(path).unlink(missing_ok=True)
            except FileNotFoundError:
                pass
            except OSError:
                return
            continue
        except OSError:       # (a folder that refuses: still no second window where one plays it, PLAYTEST275 F2)
            refuse_if_held(path, match_id)
            return
        _write_start(path)
        _held.add(path)
        return


def refuse_if_held(path: Path, match_id: str) -> None:
    """``InUse`` where another window that still runs holds the claim ``path`` (``claim_path``)."""
    owner = _other_holder(path)
    if owner is not None:
        pid, host = owner
        where = "on this computer" if host == _me()[1] else f"on {host}"
        raise InUse(f"the match {match_id!r} is being played in another window (process {pid} {where}); "
                    f"play on there, or close that window first (if no such window is left, remove {path})", pid, host)


def _create(path: Path) -> None:
    """Make the claim ``path`` with this process's number and computer in it at once, or raise ``FileExistsError``:
    written beside it first, then linked into its place, so that no other window ever reads it empty (PLAYTEST234
    F1: one that did took it for a claim left by an ended process, removed it and claimed the match too; four of
    24 pairs of `maumau resume` started together both played it).  Where the folder has no links, it is made and
    written in two steps, as before."""
    text = f"{os.getpid()} {socket.gethostname()}\n"
    beside = path.with_name(f"{path.name}.{os.getpid()}.new")
    try:
        beside.write_text(text, encoding="utf-8")
        try:
            os.link(beside, path)
            return
        except FileExistsError:
            raise
        except OSError:
            pass                  # (no links here: made and written in two steps)
    finally:
        beside.unlink(missing_ok=True)
    handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    with os.fdopen(handle, "w", encoding="utf-8") as file:
        file.write(text)


def holds(folder: Path, match_id: str) -> bool:
    """Whether this process holds the claim on ``match_id``: it made it (one that could not be written is not held),
    and the claim beside the save names it still.  One gone (removed by hand, as a refusal tells when no window is
    left; the folder cleaned) or taken by another window is held no more, so that ``claim`` is tried again before
    the next save (PLAYTEST234 F2: a window whose claim had gone saved over the window that had claimed the match
    since, and each lost the other's moves)."""
    path = claim_path(folder, match_id)
    if path in _held and _owner(path) != _me():
        _held.discard(path)
    return path in _held


def elsewhere(folder: Path, match_id: str) -> bool:
    """Whether another process that still runs holds the match (a window playing it now)."""
    return _other_holder(claim_path(folder, match_id)) is not None


def _other_holder(path: Path) -> tuple[int, str] | None:
    """Who holds the claim ``path``, when that is another process that still runs (else None)."""
    owner = _owner(path)
    return owner if owner is not None and owner != _me() and _running(owner, path) else None


def release(folder: Path, match_id: str) -> None:
    """Remove this process's claim on ``match_id`` (another process's stays)."""
    path = claim_path(folder, match_id)
    _held.discard(path)
    if _owner(path) == _me():
        try:
            _start_path(path).unlink(missing_ok=True)     # (first: a claim made meanwhile keeps its own)
            path.unlink()
        except OSError:       # a folder that refuses (read-only, immutable): the claim emptied names nobody, as one
            try:              # left by an ended process (PLAYTEST275 F1: this window, back at the menu, kept
                path.write_bytes(b"")   # every other from the match)
            except OSError:
                pass


def _me() -> tuple[int, str]:
    return os.getpid(), socket.gethostname()


def _owner(path: Path) -> tuple[int, str] | None:
    """Who holds a claim (None: no claim, or one that cannot be read)."""
    try:
        pid, host = path.read_text(encoding="utf-8").split(maxsplit=1)
        return int(pid), host.strip()
    except (OSError, ValueError):
        return None


def _start_path(path: Path) -> Path:
    return path.with_name(path.name + ".start")


def _drop_old_start(path: Path) -> None:
    """A start beside no claim of this process that names this process's number was left by an earlier process of
    that number (another boot): it goes, or this claim would be read beside it as another process's until this
    process's own start is written."""
    try:
        if path not in _held and _start_path(path).read_text(encoding="utf-8").split()[:1] == [str(os.getpid())]:
            _start_path(path).unlink()
    except OSError:
        pass


def _write_start(path: Path) -> None:
    """When this process started, beside its claim (the process id first: beside a claim of another process, as
    when that one holds the match or an earlier version wrote over this one's, it is not read)."""
    mark = start_mark(os.getpid())
    try:
        if mark is None:
            _start_path(path).unlink(missing_ok=True)
        else:
            _start_path(path).write_text(f"{os.getpid()} {mark}\n", encoding="utf-8")
    except OSError:
        pass


def _running(owner: tuple[int, str], path: Path) -> bool:
    """Whether the claim's process still runs (on another computer: assumed so, it cannot be looked at).  A process
    with the claim's number that started at another time than the claim's did is another one."""
    pid, host = owner
    if host != _me()[1]:
        return True
    if not alive(pid):
        return False
    try:
        written, mark = _start_path(path).read_text(encoding="utf-8").split()
    except (OSError, ValueError):
        return True                     # (no start beside the claim: an earlier version's)
    now = start_mark(pid)
    return written != str(pid) or now is None or now == mark


@atexit.register
def _release_all() -> None:
    for path in list(_held):
        release(path.parent, path.name[: -len(SUFFIX)])
