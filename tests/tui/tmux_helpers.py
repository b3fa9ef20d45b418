"""A real terminal for tests: a tmux server of our own, keys sent with send-keys, the screen read with capture-pane."""

from __future__ import annotations

import atexit
import json
import os
import signal
import subprocess
import time
import uuid
from collections.abc import Callable
from pathlib import Path

TMUX_KEYS = {"enter": "Enter", "end": "End", "left": "Left", "space": "Space"}
QUICK_PAUSES = {"handoff_guard": 0.4, "key_hold": 0.25}   # seconds (the defaults: 1.0 and 0.5)
POLL = 0.05         # seconds between two looks at the pane (a screen shown the same in two looks has settled)


class Terminal:
    """One tmux server of our own with one 80x24 session."""

    def __init__(self, command: str, home: Path) -> None:
        settings = home / "settings.json"
        if not settings.exists():   # the hand-off's and the bursts' pauses, shorter: the tests wait for what shows
            home.mkdir(parents=True, exist_ok=True)
            settings.write_text(json.dumps(QUICK_PAUSES), encoding="utf-8")
        self.socket = f"maumau-test-{os.getpid()}-{uuid.uuid4().hex[:8]}"  # a server of our own each time
        env = f"TERM=xterm-256color LC_ALL=C.UTF-8 MAUMAU_HOME={home}"
        self.tmux("new-session", "-d", "-s", "game", "-x", "80", "-y", "24", f"{env} {command}")
        OPEN.append(self)       # closed at the latest when the tests end, whatever failed before its close()
        self.pane = int(self.tmux("display-message", "-p", "-t", "game", "#{pane_pid}").strip())

    def tmux(self, *args: str) -> str:
        return subprocess.run(["tmux", "-u", "-L", self.socket, *args], capture_output=True, text=True,
                              check=True, timeout=10).stdout

    def screen(self) -> str:
        """What the terminal shows; empty once the app (and with it the session) has ended."""
        try:
            return self.tmux("capture-pane", "-p", "-t", "game")
        except subprocess.CalledProcessError:
            return ""

    def keys(self, *keys: str) -> None:
        for key in keys:
            self.tmux("send-keys", "-t", "game", TMUX_KEYS.get(key, key))

    def wait_for(self, ready: Callable[[str], bool], what: str, limit: float = 15.0) -> str:
        """The screen once it shows what is expected and has stopped changing (a whole frame, not half of one)."""
        deadline = time.monotonic() + limit
        text = previous = ""
        while time.monotonic() < deadline:
            text = self.screen()
            if ready(text) and text == previous:
                return text
            previous = text
            time.sleep(POLL)
        raise AssertionError(f"the screen never showed {what}:\n{text}")

    def processes(self) -> list[int]:
        """The pane's first process and all its descendants still running (the app, any shell around it)."""
        found = [self.pane] if alive(self.pane) else []
        for pid in found:
            try:
                for task in Path(f"/proc/{pid}/task").iterdir():
                    found.extend(int(child) for child in (task / "children").read_text().split())
            except OSError:
                continue
        return found

    def close(self, limit: float = 15.0) -> None:
        """End the server and with it every process it started: the app must end by itself when its terminal
        goes away; one still there after ``limit`` seconds is killed, so no test leaves a process behind."""
        if self in OPEN:
            OPEN.remove(self)
        started = self.processes()      # (after a test killed the server itself, what is left of them)
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True, timeout=10)
        folder = Path(os.environ.get("TMUX_TMPDIR", "/tmp")) / f"tmux-{os.getuid()}"
        (folder / self.socket).unlink(missing_ok=True)
        ended(started, limit)
        for pid in started:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)

    def flags(self) -> dict[str, str]:
        """The terminal's modes as tmux sees them: alternate screen, cursor shown, mouse reporting."""
        names = ("alternate_on", "cursor_flag", "mouse_any_flag", "mouse_button_flag", "mouse_standard_flag",
                 "mouse_sgr_flag")
        values = self.tmux("display-message", "-p", "-t", "game", " ".join(f"#{{{name}}}" for name in names)).split()
        return dict(zip(names, values))

    def app_pid(self) -> int:
        """The process the pane's shell started (the app)."""
        shell = self.tmux("display-message", "-p", "-t", "game", "#{pane_pid}").strip()
        children = Path(f"/proc/{shell}/task/{shell}/children").read_text().split()
        return int(children[0]) if children else int(shell)


OPEN: list[Terminal] = []


def ended(pids: list[int], limit: float) -> bool:
    """Wait (a hang guard of ``limit`` seconds) until none of ``pids`` runs any more; whether they all ended."""
    deadline = time.monotonic() + limit
    while any(alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(POLL)
    return not any(alive(pid) for pid in pids)


@atexit.register
def close_all() -> None:
    """No test leaves a tmux server or an app behind, not even one that failed before closing its terminal."""
    for terminal in list(OPEN):
        terminal.close(limit=5.0)


def alive(pid: int) -> bool:
    """Whether process ``pid`` still runs (a zombie waiting for its parent has ended)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return False
    return fields[0] not in ("Z", "X")
