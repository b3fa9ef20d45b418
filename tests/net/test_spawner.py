"""The seat factory (``net/spawner.py``) ends quietly when the server goes away: closed, or killed, when its end
of the socket resets instead of closing (PLAYTEST93 F1: a traceback in the server's output after ``kill -9``)."""

from __future__ import annotations

import select
import socket
import subprocess
import sys


def factory() -> tuple[subprocess.Popen[bytes], socket.socket]:
    ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    process = subprocess.Popen([sys.executable, "-m", "maumau_tui.net.spawner", "--control-fd", str(theirs.fileno())],
                               pass_fds=[theirs.fileno()], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    theirs.close()
    return process, ours


def test_the_factory_ends_quietly_when_the_server_closes_its_socket() -> None:
    process, ours = factory()
    assert ours.recv(4096) == b'{"ready": true}'
    ours.close()
    out, err = process.communicate(timeout=60)     # (a hang guard: it ends at once)
    assert process.returncode == 0 and err == b"" and out == b""


def test_the_factory_ends_quietly_when_the_servers_socket_resets() -> None:
    process, ours = factory()
    assert select.select([ours], [], [], 60)[0]    # the factory is ready and waits for requests ...
    ours.close()                                   # ... and the server dies with its "ready" unread: a reset
    out, err = process.communicate(timeout=60)
    assert b"Traceback" not in err, err.decode()
    assert process.returncode == 0 and err == b""
