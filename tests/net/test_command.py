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


def test_serve_help_lists_the_access_and_table_options() -> None:
    code = "import sys; from maumau_tui.net import serve_command; sys.exit(serve_command(['--help']))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    for option in ("--password-file", "--authorized-keys", "--max-per-address", "--idle-timeout", "--grace",
                   "--option", "--copies", "--no-saves"):
        assert option in done.stdout


def test_a_bad_option_for_the_hosted_table_is_one_line_not_a_traceback() -> None:
    code = ("import sys; from maumau_tui.net import serve_command; "
            "sys.exit(serve_command(['--port', '0', '--table', 'standard', '--seats', 'Anna,Ben', '--option', 'x']))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.strip() == "maumau serve: --option 'x': write NAME=VALUE, like block_seconds=10"
