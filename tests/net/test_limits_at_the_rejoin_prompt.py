"""The session limits hold for a terminal at the rejoin code's prompt too (REVIEW169: the limits were looked at only
before the question, so several terminals at the prompt could all sit down past ``--max-sessions`` or
``--max-per-address``).  A terminal at the prompt holds its place (PLAYTEST275 F6: a session that came later sat down
meanwhile, and the player back at a seat was refused after typing the right code): the later one is refused, with the
same one line as any session refused at once."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import asyncssh
import pytest

from maumau_tui.net import server as server_module
from maumau_tui.net.server import TableServer
from maumau_tui.net.session import Limits
from net_helpers import Login
from test_away import AnnaAtThePrompt, annas_seat_away


@pytest.mark.parametrize(("limits", "said"), [
    (Limits(per_address=1), "Too many sessions from your address (at most 1 at once)."),
    (Limits(sessions=1), "The server is full (at most 1 at once); try again later."),
])
async def test_a_terminal_at_the_rejoin_question_holds_its_place_against_the_limits(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, limits: Limits, said: str) -> None:
    hub, ben, code, _ = await annas_seat_away(tmp_path)
    server = TableServer(limits, tmp_path, hub=hub)
    seated: list[str] = []

    async def seat_process(process: Any, limits: Any, args: list[str], *rest: Any) -> None:
        seated.append(args[args.index("--user") + 1])

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
    carla = Login("Carla")
    await asyncio.wait_for(server.handle(carla), 30)   # type: ignore[arg-type]
    assert seated == [] and carla.status == 1 and bytes(carla.shown).decode().endswith(f"maumau: {said}\r\n")
    typed.set()                                        # Anna gives her right code: her seat is hers again
    await asyncio.wait_for(admitting, 30)
    assert seated == ["Anna"], bytes(anna.shown).decode()
    assert not server.per_address
    await ben.leave()


@pytest.mark.parametrize("how", ["lost", "ctrl_c"])
async def test_leaving_the_rejoin_question_gives_its_place_back(tmp_path: Path, how: str) -> None:
    """REVIEW271 R4: the place held at the question is given back however the terminal leaves it; one kept would
    make the server say "full" to everybody until it is restarted."""
    hub, ben, _code, _ = await annas_seat_away(tmp_path)
    server = TableServer(Limits(sessions=1), tmp_path, hub=hub)

    async def typing() -> bytes:
        if how == "lost":
            raise asyncssh.ConnectionLost("Connection lost")
        return b"\x03"                                   # Ctrl+C at the question

    await asyncio.wait_for(server.handle(AnnaAtThePrompt(typing)), 30)   # type: ignore[arg-type]
    assert not server.per_address, server.per_address
    await ben.leave()
