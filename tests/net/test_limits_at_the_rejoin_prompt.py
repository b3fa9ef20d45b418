"""The session limits hold for a terminal at the rejoin code's prompt too (REVIEW169: the limits were looked at only
before the question; a session seated while the code was typed was not counted, so several terminals at the prompt
could all sit down past ``--max-sessions`` or ``--max-per-address``).  The one refused gets the same one line as a
session refused at once."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from maumau_tui.net import server as server_module
from maumau_tui.net.server import TableServer
from maumau_tui.net.session import Limits
from net_helpers import Login, loop_until
from test_away import AnnaAtThePrompt, annas_seat_away


@pytest.mark.parametrize(("limits", "said"), [
    (Limits(per_address=1), "Too many sessions from your address (at most 1 at once)."),
    (Limits(sessions=1), "The server is full (at most 1 at once); try again later."),
])
async def test_a_session_seated_while_the_rejoin_code_is_typed_counts_against_the_limits(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, limits: Limits, said: str) -> None:
    hub, ben, code, _ = await annas_seat_away(tmp_path)
    server = TableServer(limits, tmp_path, hub=hub)
    seated: list[str] = []
    carla_leaves = asyncio.Event()

    async def seat_process(process: Any, limits: Any, args: list[str], *rest: Any) -> None:
        seated.append(args[args.index("--user") + 1])
        if seated[-1] == "Carla":
            await carla_leaves.wait()                  # Carla plays on while Anna types her code

    async def not_served(*args: Any, **kwargs: Any) -> None:
        return None

    monkeypatch.setattr(server_module, "run_session", seat_process)
    monkeypatch.setattr(server.hub, "serve", not_served)
    typed = asyncio.Event()

    async def typing() -> bytes:
        await typed.wait()
        return f"{code}\r".encode()

    anna = AnnaAtThePrompt(typing)                     # (from 127.0.0.1, as Carla)
    admitting = asyncio.create_task(server.admit(anna))  # type: ignore[arg-type]
    await asyncio.wait_for(anna.asked.wait(), 30)      # (the deadline only stops a test that would hang)
    carla = asyncio.create_task(server.handle(Login("Carla")))   # type: ignore[arg-type]
    await loop_until(lambda: seated == ["Carla"], "Carla seated")
    typed.set()                                        # Anna gives her right code: the server is full now
    await asyncio.wait_for(admitting, 30)
    shown = bytes(anna.shown).decode()
    assert seated == ["Carla"] and anna.status == 1, shown
    assert shown.endswith(f"Rejoin code: {'•' * len(code)}\r\nmaumau: {said}\r\n"), shown   # (the code as dots)
    carla_leaves.set()
    await asyncio.wait_for(carla, 30)
    assert not server.per_address
    await ben.leave()
