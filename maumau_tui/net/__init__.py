"""Play over SSH: the server, the per-session seat processes, and the local table protocol between them."""

from __future__ import annotations

import sys
import warnings
from collections.abc import Sequence

# asyncssh names DSA keys in its type hints, and cryptography 51 warns that DSA is deprecated whenever they are read:
# two warnings on the console at every start of the server (and of every test that starts it).  The server's own key
# is Ed25519; the warning says nothing to whoever runs it.  (Set here: every module that imports asyncssh is below.)
warnings.filterwarnings("ignore", message="DSA is deprecated", module=r"asyncssh\.")


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
