"""A session whose seat process is still starting when the server stops is ended with the others, and its player
reads the stop's line (REVIEW169: the server knew a session only once its process ran, and the stop ended only the
sessions it knew; the late one got no stop signal and no goodbye)."""

from __future__ import annotations

import asyncio
import signal
import sys
from pathlib import Path
from typing import Any

import pytest

from maumau_tui.net.server import TableServer
from maumau_tui.net.session import Limits, Session
from net_helpers import loop_until
from test_away import AnnaAtThePrompt


async def test_a_session_starting_as_the_server_stops_is_ended_and_told(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    server = TableServer(Limits(), tmp_path)
    spawning, go = asyncio.Event(), asyncio.Event()
    children: list[asyncio.subprocess.Process] = []

    async def held_back(session: Session, slave: int) -> asyncio.subprocess.Process:
        spawning.set()
        await go.wait()                                # the seat process starts only when the test says so
        child = await asyncio.create_subprocess_exec(  # (a stand-in that ends only when signalled)
            sys.executable, "-c", "import time; time.sleep(60)", stdin=slave, stdout=slave, stderr=slave,
            start_new_session=True)
        children.append(child)
        return child

    async def not_served(*args: Any, **kwargs: Any) -> None:
        return None

    monkeypatch.setattr(Session, "spawn", held_back)
    monkeypatch.setattr(server.hub, "serve", not_served)
    terminal = AnnaAtThePrompt()                       # (a terminal that types nothing; no seat of Anna's is away)
    handling = asyncio.create_task(server.handle(terminal))  # type: ignore[arg-type]
    try:
        await asyncio.wait_for(spawning.wait(), 30)    # (the deadline only stops a test that would hang)
        stopping = asyncio.create_task(server.stop())
        await loop_until(lambda: server.stopping, "the server stopping")
        go.set()                                       # the seat process runs once the stop has begun
        await asyncio.wait_for(stopping, 30)
        shown = bytes(terminal.shown).decode()
        assert terminal.status == 128 + signal.SIGUSR1, shown    # the stop's signal reached it (``session.STOP``)
        assert shown.endswith("\r\nmaumau: The server is stopping.\r\n"), shown
        await asyncio.wait_for(handling, 30)
        assert not server.sessions and not server.per_address
    finally:
        for child in children:                         # (a failure leaves no stand-in running)
            if child.returncode is None:
                child.kill()
                await child.wait()
