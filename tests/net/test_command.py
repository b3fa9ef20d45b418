"""`maumau serve` on a broken install without asyncssh says what to install instead of a traceback."""

from __future__ import annotations

import subprocess
import sys


def test_serve_without_asyncssh_says_what_to_install() -> None:
    code = ("import sys; sys.modules['asyncssh'] = None\n"
            "from maumau_tui.net import serve_command\n"
            "sys.exit(serve_command(['--port', '0']))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.strip() == ("maumau serve needs asyncssh, which is missing from this Python; install "
                                   "maumau-tui again (pip install maumau-tui) or asyncssh itself")
    assert "[ssh]" not in done.stderr and "Traceback" not in done.stderr


def test_serve_help_lists_the_access_options() -> None:
    code = "import sys; from maumau_tui.net import serve_command; sys.exit(serve_command(['--help']))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    for option in ("--password-file", "--authorized-keys", "--max-per-address", "--idle-timeout"):
        assert option in done.stdout
