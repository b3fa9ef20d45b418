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


class Login:
    """What ``TableServer.handle`` reads of an SSH process: a login as Twin with a terminal."""

    def __init__(self) -> None:
        self.env: dict[str, str] = {}
        self.command = self.subsystem = None
        self.stdout, self.shown, self.status = self, bytearray(), None

    def get_extra_info(self, name: str) -> Any:
        return {"username": "Twin", "peername": ("127.0.0.1", 2222)}.get(name)

    def get_terminal_type(self) -> str:
        return "xterm"

    def get_terminal_size(self) -> tuple[int, int, int, int]:
        return 80, 24, 0, 0

    def write(self, data: bytes) -> None:
        self.shown.extend(data)

    def exit(self, status: int) -> None:
        self.status = status


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
    await asyncio.sleep(0)
    assert not seated.done() and first.status is None
    refused = asyncio.create_task(server.handle(second))   # type: ignore[arg-type]
    await asyncio.sleep(0)
    assert refused.done() and second.status == 1 and b"Twin is connected already" in bytes(second.shown)
    starting.set()
    await seated
    assert server.hub.arriving == set()                # let go with its session
