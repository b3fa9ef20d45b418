"""Whether a process still runs on this computer: for a claim on a match (``playing.py``) and for a temporary file
a killed save left (``atomic.py``)."""

from __future__ import annotations

import os
from pathlib import Path


def alive(pid: int) -> bool:
    """Whether process ``pid`` runs here (one that ended but was not reaped counts as ended).  Where that cannot be
    asked without touching the process (Windows: signal 0 would stop it) the answer is yes."""
    if pid == os.getpid() or os.name != "posix":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except (OSError, OverflowError):
        return False
    return not zombie(pid)


def start_mark(pid: int) -> str | None:
    """What tells this run of process ``pid`` from a later process given the same number (after a restart of the
    computer, or once the numbers went round), whatever the wall clock does: the boot's id and the process's start
    within it in clock ticks, on Linux; None where that cannot be read."""
    try:
        boot = Path("/proc/sys/kernel/random/boot_id").read_text(encoding="ascii").strip()
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    fields = stat.rpartition(")")[2].split()     # (the name in brackets may hold blanks); field 22 is the start
    return f"{boot}/{fields[19]}" if len(fields) > 19 and boot else None


def zombie(pid: int) -> bool:
    """A process that has ended but was not reaped (killed under a terminal that went away first)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return False              # no /proc (not Linux): counted as running
    return stat.rpartition(")")[2].split()[:1] == ["Z"]
