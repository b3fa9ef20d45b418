"""A seat process that fails shows one plain line on its terminal and writes the traceback to the log."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import struct
import sys
import termios
import time
from pathlib import Path

import pytest

from maumau_tui.net.session import keep_log_short
from net_helpers import DEADLINE

BROKEN_APP = """
import sys
from maumau_tui.net import lobby_screen, seat

def compose(self):
    raise RuntimeError("a bug in a screen")

lobby_screen.LobbyScreen.compose = compose
sys.exit(seat.main(sys.argv[1:]))
"""


def run_on_pty(code: str, *args: str) -> tuple[int, bytes]:
    """Run ``python -c code args`` on an 80x24 pty as the server would; its exit status and all it wrote."""
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.execve(sys.executable, [sys.executable, "-c", code, *args],
                  dict(os.environ, TERM="xterm-256color"))
    seen = b""
    deadline = time.monotonic() + DEADLINE
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
    os.close(fd)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), seen


def test_a_crash_inside_the_app_is_logged_and_not_shown(tmp_path: Path) -> None:
    log = tmp_path / "seats.log"
    status, shown = run_on_pty(BROKEN_APP, "--user", "Anna", "--lang", "de", "--log", str(log))
    assert status == 1
    assert b"Traceback" not in shown and b"a bug in a screen" not in shown
    assert "Der Tisch-Bildschirm ist an einem Fehler gescheitert" in shown.decode()
    written = log.read_text()
    assert "RuntimeError" in written and "a bug in a screen" in written
    assert " seat of Anna: Traceback" in written          # (every seat writes to this log: whose, and when)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here to stand for a full disk")
def test_a_crash_with_a_log_that_cannot_be_written_shows_no_traceback_either() -> None:
    """(Review 101: on a full disk the log's closing raised, and the player saw a traceback after the plain line.)"""
    status, shown = run_on_pty(BROKEN_APP, "--user", "Anna", "--lang", "de", "--log", "/dev/full")
    assert status == 1 and b"Traceback" not in shown and b"OSError" not in shown
    assert "Der Tisch-Bildschirm ist an einem Fehler gescheitert" in shown.decode()


def test_a_crash_before_the_app_is_logged_and_not_shown(tmp_path: Path) -> None:
    log = tmp_path / "seats.log"
    code = "import sys; from maumau_tui.net import seat; sys.exit(seat.main(sys.argv[1:]))"
    status, shown = run_on_pty(code, "--user", "Anna", "--link-fd", "999", "--log", str(log))
    assert status == 1
    assert b"Traceback" not in shown
    assert "The table screen stopped because of an error (it was logged)." in shown.decode()
    assert "Traceback" in log.read_text() and "seat of Anna" in log.read_text()


def test_the_seats_log_is_set_aside_past_its_limit(tmp_path: Path) -> None:
    """(REVIEW102.) The seats' log grew without bound (about 2 GB a day from a few looping clients)."""
    log = tmp_path / "seats.log"
    keep_log_short(log, limit=100)                   # none yet: nothing to do
    log.write_text("x" * 100)
    keep_log_short(log, limit=100)
    assert log.exists()                              # at the limit: kept
    log.write_text("y" * 101)
    keep_log_short(log, limit=100)
    assert not log.exists() and (tmp_path / "seats.log.1").read_text() == "y" * 101
    log.write_text("z" * 200)
    keep_log_short(log, limit=100)
    assert (tmp_path / "seats.log.1").read_text() == "z" * 200   # the one before goes


class Ended:
    """A seat's app as ``seat.said_last`` reads it: its farewell (how to come back; "" in the lobby)."""

    def __init__(self, farewell: str = "") -> None:
        self.farewell = farewell


def test_a_seat_ended_by_the_server_says_why_before_how_to_come_back() -> None:
    """PLAYTEST187 L4: after an idle timeout "Your seat stays yours: …" came first, then the server's "Session ended
    after 1 min without input.": the seat says both, the reason first, in the language its player chose."""
    from maumau_tui.net.seat import said_last

    back = "Your seat stays yours: connect again as Anna and enter your rejoin code x7k2."
    assert said_last(Ended(back), "idle", "en", 60) == "Session ended after 1 min without input. " + back  # type: ignore[arg-type]
    assert said_last(Ended(), "idle", "de", 30) == "Sitzung nach 30 s ohne Eingabe beendet."  # type: ignore[arg-type]
    assert said_last(Ended(), "stopped", "en", 60) == "The server is stopping."  # type: ignore[arg-type]
    assert said_last(Ended("The server is stopping. " + back), "stopped", "en", 60).count("stopping") == 1  # type: ignore[arg-type]
    assert said_last(Ended(), "", "en", 60) == ""  # type: ignore[arg-type]
