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


def started_at(pid: int) -> float | None:
    """When process ``pid`` started, in seconds since the epoch (Linux: the boot's time and the process's start
    within it); None where that cannot be read."""
    try:
        boot = next(line for line in Path("/proc/stat").read_text(encoding="ascii").splitlines()
                    if line.startswith("btime "))
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
        ticks = int(stat.rpartition(")")[2].split()[19])   # field 22 (the name in brackets may hold blanks)
        return int(boot.split()[1]) + ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, StopIteration, IndexError, ValueError):
        return None


def zombie(pid: int) -> bool:
    """A process that has ended but was not reaped (killed under a terminal that went away first)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return False              # no /proc (not Linux): counted as running
    return stat.rpartition(")")[2].split()[:1] == ["Z"]
