"""A failed SSH test says why: ``net_helpers.diagnosis()`` (added to a failure's report by conftest.py) holds each
server's log and its seats' crash log, and each terminal's last screens with the scrollback."""

from __future__ import annotations

from pathlib import Path

import net_helpers
from net_helpers import Server, Terminal, needs_tools, wait_until

pytestmark = needs_tools


def test_the_diagnosis_holds_the_logs_and_the_last_screens(tmp_path: Path) -> None:
    server = Server(tmp_path)
    terminal = Terminal(["sh", "-c", "echo first screen; read line; echo the seat said goodbye"], tmp_path)
    try:
        wait_until(lambda: "first screen" in terminal.screen(), "the first screen")
        terminal.keys("x", "Enter")
        wait_until(lambda: terminal.ended, "the command's end")
        (server.data / "logs").mkdir(parents=True, exist_ok=True)
        (server.data / "logs" / "seats.log").write_text("seat of Anna:\nTraceback (most recent call last):\n")
    finally:
        terminal.close()
        assert server.stop() == 0
    assert net_helpers.WITNESSES == [server, terminal]
    text = net_helpers.diagnosis()
    assert "first screen" in text and "the seat said goodbye" in text     # captured before, and at the close
    assert "seat of Anna:\nTraceback" in text                              # the seats' crash log
    assert f"listening on 127.0.0.1:{server.port}" in text                # the server's own lines
