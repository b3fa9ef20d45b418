"""In a real terminal: SIGTERM, SIGHUP and SIGINT in the middle of a hand, and an internal error, each keep the
match and give the terminal back as it was (no alternate screen, no mouse reporting, the cursor shown)."""

from __future__ import annotations

import os
import shutil
import signal
import sys
from pathlib import Path

import pytest

from tmux_helpers import Terminal, alive, ended

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

PLAY = (f"{sys.executable} -m maumau_tui play --seed 4 --ruleset standard --seat Anna --seat Ben --seat Bot:bot "
        f"--lang en --bot-delay 0")
CRASH = """from maumau_tui.bots.random_bot import RandomBot
RandomBot.choose = lambda self, view: 1 / 0     # a bug in a bot
from maumau_tui.tui.app import run
run(lang="en", seed=4, ruleset="standard", seats=[("Anna", False), ("Bot", True)], bot_delay=0)
"""
RESTORED = {"alternate_on": "0", "cursor_flag": "1", "mouse_any_flag": "0", "mouse_button_flag": "0",
            "mouse_standard_flag": "0", "mouse_sgr_flag": "0"}


def in_a_shell(command: str) -> str:
    """The command, then its exit status printed by the shell that stays open."""
    return f"sh -c '{command}; echo EXIT=$?; exec cat'"


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT], ids=lambda s: s.name)
def test_a_signal_mid_hand_saves_the_match_and_restores_the_terminal(signum: signal.Signals, tmp_path: Path) -> None:
    terminal = Terminal(in_a_shell(PLAY), tmp_path)
    try:
        terminal.wait_for(lambda t: "Anna: press Enter" in t, "the first hand-off")
        terminal.keys("enter")
        terminal.wait_for(lambda t: "Your hand – Anna" in t, "Anna's hand")
        playing = terminal.flags()
        assert playing["alternate_on"] == "1" and playing["cursor_flag"] == "0" and playing["mouse_any_flag"] == "1"
        os.kill(terminal.app_pid(), signum)
        text = terminal.wait_for(lambda t: "EXIT=" in t, "the app's end")
        assert f"EXIT={128 + signum}" in text and f"stopped by {signum.name}" in text, text
        assert terminal.flags() == RESTORED
        saves = list((tmp_path / "saves").glob("*.json"))
        assert len(saves) == 1 and str(saves[0]).replace("\n", "") in text.replace("\n", "")
    finally:
        terminal.close()


@pytest.mark.parametrize("shell", ["exec", "ignoring"])
def test_a_terminal_that_goes_away_ends_the_app_and_keeps_the_match(shell: str, tmp_path: Path) -> None:
    """The tmux server killed under a running app (as an SSH connection dropped): the app saves and ends, never
    stays behind.  "ignoring": a shell in between ignores the hang-up, so no SIGHUP reaches the app at all and it
    must notice its terminal is gone."""
    command = PLAY if shell == "exec" else f"sh -c 'trap \"\" HUP; {PLAY}'"
    terminal = Terminal(command, tmp_path)
    try:
        terminal.wait_for(lambda t: "Anna: press Enter" in t, "the first hand-off")
        terminal.keys("enter")
        terminal.wait_for(lambda t: "Your hand – Anna" in t, "Anna's hand")
        pid = terminal.app_pid()
        assert alive(pid)
        terminal.tmux("kill-server")
        assert ended([pid], 30), "the app kept running after its terminal went away"   # it ends within seconds
        assert len(list((tmp_path / "saves").glob("*.json"))) == 1
    finally:
        terminal.close()


def test_a_terminal_that_goes_away_on_the_first_screen_ends_the_app(tmp_path: Path) -> None:
    """No table yet (the variant chooser) and no SIGHUP reaching the app: it still notices and ends."""
    terminal = Terminal(f"sh -c 'trap \"\" HUP; {sys.executable} -m maumau_tui --lang en'", tmp_path)
    try:
        terminal.wait_for(lambda t: "Which variant do you want to play?" in t, "the variant chooser")
        pid = terminal.app_pid()
        assert alive(pid)
        terminal.tmux("kill-server")
        assert ended([pid], 30), "the app kept running after its terminal went away"   # it ends within seconds
    finally:
        terminal.close()


def test_an_internal_error_ends_with_a_plain_message_and_keeps_the_match(tmp_path: Path) -> None:
    script = tmp_path / "crash.py"
    script.write_text(CRASH, encoding="utf-8")
    terminal = Terminal(in_a_shell(f"{sys.executable} {script}"), tmp_path)
    try:
        text = terminal.wait_for(lambda t: "Your hand – Anna" in t or "EXIT=" in t, "the table")
        if "EXIT=" not in text:                      # Anna first: her 9♠ on the K♠ hands the turn to the bot
            assert "[9♠]" in text, text
            terminal.keys("1", "enter")
        text = terminal.wait_for(lambda t: "EXIT=" in t, "the app's end")
        flat = " ".join(text.split())
        assert "EXIT=1" in text and "internal error (ZeroDivisionError: division by zero)" in flat, text
        assert "Traceback" not in text and terminal.flags() == RESTORED
        assert len(list((tmp_path / "saves").glob("*.json"))) == 1
        assert len(list((tmp_path / "errors").glob("*.txt"))) == 1
    finally:
        terminal.close()


def test_quitting_at_a_table_says_where_the_match_is_kept(tmp_path: Path) -> None:
    terminal = Terminal(in_a_shell(PLAY), tmp_path)
    try:
        terminal.wait_for(lambda t: "Anna: press Enter" in t, "the first hand-off")
        terminal.keys("C-q")                                  # Ctrl+Q quits at once
        text = terminal.wait_for(lambda t: "EXIT=" in t, "the app's end")
        saves = list((tmp_path / "saves").glob("*.json"))
        assert "EXIT=0" in text and len(saves) == 1, text
        assert f"the match is kept in {saves[0]}; `maumau resume {saves[0].stem}` plays on." in text.replace("\n", ""), text
    finally:
        terminal.close()
