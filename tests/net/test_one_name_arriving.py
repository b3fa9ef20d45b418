"""One name, one terminal, also while the first login's seat process is still starting: the second login of the
name is refused then, before the hub has the first one's connection (REVIEW102, REVIEW105: the SSH test of five
logins at once caught the race only when it happened to hit)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from maumau_tui.net import server as server_module
from maumau_tui.net.server import TableServer
from maumau_tui.net.session import Limits
from net_helpers import Login, loop_until


async def test_a_second_login_of_a_name_whose_seat_is_starting_is_refused(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    starting = asyncio.Event()

    async def seat_starting(*args: Any, **kwargs: Any) -> None:
        await starting.wait()                          # the first seat process is still starting ...

    async def not_yet_served(*args: Any, **kwargs: Any) -> None:
        await starting.wait()                          # ... and its connection has not reached the hub

    monkeypatch.setattr(server_module, "run_session", seat_starting)
    server = TableServer(Limits(), tmp_path)
    monkeypatch.setattr(server.hub, "serve", not_yet_served)
    first, second = Login(), Login()
    seated = asyncio.create_task(server.handle(first))   # type: ignore[arg-type]
    await loop_until(lambda: "twin" in server.hub.arriving, "Twin's seat process starting")
    assert not seated.done() and first.status is None
    await asyncio.wait_for(server.handle(second), 10)   # type: ignore[arg-type]   # (refused at once, not waiting)
    assert second.status == 1 and b"Twin is connected already" in bytes(second.shown)
    starting.set()
    await seated
    assert server.hub.arriving == set()                # let go with its session
