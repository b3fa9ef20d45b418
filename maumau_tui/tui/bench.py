"""How fast the app feels, measured in a real pseudo-terminal: first frame, key-to-repaint latency, memory.

``measure()`` starts the app in a child process on a pty of 80x24 (as a terminal would), times the
first frame from process start (of ``maumau`` as typed: its command line is read first), presses arrow keys
during play and times each until the screen is repainted, and reads the child's resident memory.  Targets: first
frame <= 0.3 s, p95 <= 50 ms, <= 60 MB.
Each child has a data folder of its own (``MAUMAU_HOME``, removed afterwards): the player's saves and settings
are neither read nor added to (the table the bench plays would stay behind as an unfinished match).  The first
frame lists the variants by id; their names follow (every ruleset read), and the unfinished matches with them
(each replayed to list it): both are timed too, the matches with ``SAVES`` of them in the data folder.
"""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import signal
import statistics
import struct
import sys
import tempfile
import termios
import time
from pathlib import Path
from typing import Any

from maumau_tui.match import SeatInfo
from maumau_tui.measure import percentile
from maumau_tui.store.bench import random_match
from maumau_tui.store.saves import Store

ANSI = re.compile(rb"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]|\x1b\][^\x07]*\x07")
CHILD = ("from maumau_tui.tui.app import run; "
         "run(lang='en', seed=7, ruleset='standard', seats=[('Anna', False), ('Bot', True)], bot_delay=0.0)")
CHOOSER = "import sys; from maumau_tui.cli import main; sys.exit(main(['--lang', 'en']))"   # (`maumau` as typed)
NAMED = b"Kronenstube-MauMau"          # a variant's name: shown once the chooser has read the rulesets
CONTINUE = b"Continue: Mau-Mau"       # an unfinished match listed to continue
RIGHT, LEFT = b"\x1b[C", b"\x1b[D"
SAVES = 20          # unfinished matches in the data folder for the second first-frame figure


def _read(fd: int, timeout: float) -> bytes:
    ready, _, _ = select.select([fd], [], [], timeout)
    if not ready:
        return b""
    try:
        return os.read(fd, 65536)
    except OSError:
        return b""


def _until(fd: int, needle: bytes, limit: float) -> tuple[float, bytes]:
    """Read until the screen text (escape codes removed) contains ``needle``; returns when and what."""
    seen = b""
    deadline = time.perf_counter() + limit
    while time.perf_counter() < deadline:
        seen += _read(fd, 0.05)
        if needle in ANSI.sub(b"", seen):
            return time.perf_counter(), seen
    raise TimeoutError(f"the app never showed {needle!r}")


def _quiet(fd: int, quiet: float = 0.15) -> None:
    while _read(fd, quiet):
        pass


def _rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def _start(code: str, home: str) -> tuple[float, int, int]:
    """Start ``python -c code`` on a new 80x24 pty with the data folder ``home``; returns the start time, pid and
    pty."""
    env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor", MAUMAU_HOME=home)
    env.pop("COLUMNS", None)
    env.pop("LINES", None)
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:  # the child: the app on the pty
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.execve(sys.executable, [sys.executable, "-c", code], env)
    return start, pid, fd


def _stop(pid: int, fd: int) -> None:
    os.kill(pid, signal.SIGTERM)
    os.waitpid(pid, 0)
    os.close(fd)


def first_frame(code: str = CHOOSER, needle: bytes = b"Which variant", saves: int = 0) -> float:
    """Seconds from starting the process to the first frame that shows ``needle``, with ``saves`` unfinished
    matches in its data folder."""
    with tempfile.TemporaryDirectory(prefix="maumau-bench-") as home:
        unfinished(Path(home), saves)
        start, pid, fd = _start(code, home)
        try:
            shown, _ = _until(fd, needle, 10.0)
        finally:
            _stop(pid, fd)
    return shown - start


def unfinished(home: Path, count: int, moves: int = 60) -> None:
    """``count`` unfinished matches of standard at four seats, ``moves`` random legal moves into each, saved in
    ``home`` as the app saves them."""
    store = Store(root=home)
    seats = [SeatInfo(name) for name in ("Anna", "Ben", "Carla", "Dora")]
    for seed in range(count):
        store.save(f"20260101-0000{seed:02d}-standard", random_match("standard", seats, moves, seed))


def measure(presses: int = 60) -> dict[str, Any]:
    """First frame (s; also with ``SAVES`` unfinished matches), key-to-repaint latency p50/p95 (ms) and resident
    memory (MB) of the app."""
    chooser = min(first_frame() for _ in range(3))
    named = min(first_frame(needle=NAMED) for _ in range(3))
    with_saves = min(first_frame(needle=CONTINUE, saves=SAVES) for _ in range(3))
    with tempfile.TemporaryDirectory(prefix="maumau-bench-") as home:
        return _play(home, (chooser, named, with_saves), presses)


def _play(home: str, firsts: tuple[float, float, float], presses: int) -> dict[str, Any]:
    chooser, named, with_saves = firsts
    start, pid, fd = _start(CHILD, home)
    try:
        first, _ = _until(fd, b"Your hand", 10.0)
        _quiet(fd, 0.3)
        latencies = []
        for index in range(presses):
            sent = time.perf_counter()
            os.write(fd, RIGHT if index % 2 == 0 else LEFT)
            if not _read(fd, 1.0):
                continue
            latencies.append((time.perf_counter() - sent) * 1000)
            _quiet(fd, 0.03)
        memory = _rss_mb(pid)
    finally:
        _stop(pid, fd)
    return {
        "tui_first_frame_s": round(chooser, 3),
        "tui_names_shown_s": round(named, 3),
        f"tui_{SAVES}_saves_listed_s": round(with_saves, 3),
        "tui_first_frame_table_s": round(first - start, 3),
        "tui_key_p50_ms": round(statistics.median(latencies), 1) if latencies else None,
        "tui_key_p95_ms": round(percentile(latencies, 0.95), 1) if latencies else None,
        "tui_rss_mb": round(memory, 1),
        "tui_targets": "first frame <= 0.3 s, p95 <= 50 ms, <= 60 MB",
    }


if __name__ == "__main__":
    print(measure())
