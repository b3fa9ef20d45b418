"""Play over SSH: the server, the per-session seat processes, and the local table protocol between them."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def serve_command(argv: Sequence[str] | None = None) -> int:
    """``maumau serve``: the server's command line, or one plain line when asyncssh is missing (a broken install)."""
    try:
        from maumau_tui.net.server import main
    except ModuleNotFoundError as error:
        if error.name != "asyncssh":
            raise
        print("maumau serve needs asyncssh, which is missing from this Python; install maumau-tui again "
              "(pip install maumau-tui) or asyncssh itself", file=sys.stderr)
        return 2
    return main(argv)
