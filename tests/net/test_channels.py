"""Of a session's environment only what the game reads is kept, each value short (``channels.keep_env_short``):
asyncssh kept every ``env`` request, and one client grew the server by hundreds of MB for good; a logged-in
connection without a session is closed (REVIEW102); a user name that cannot be a player's is refused in the
session's language (REVIEW106)."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest

from maumau_tui.net.access import Gate, GateKeeper
from maumau_tui.net.channels import ENV_VALUE_LIMIT, Sessions, keep_env_short
from net_helpers import loop_until


class Packet:
    def __init__(self, name: bytes, value: bytes) -> None:
        self.strings = [name, value]

    def get_string(self) -> bytes:
        return self.strings.pop(0)

    def check_end(self) -> None:
        assert not self.strings


class Channel:
    def __init__(self) -> None:
        self._env: dict[bytes, bytes] = {}

    def _process_env_request(self, packet: Any) -> bool:   # asyncssh's: keeps everything
        raise AssertionError("replaced")


def test_only_the_names_the_game_reads_are_kept_with_short_values() -> None:
    channel = Channel()
    keep_env_short(channel)  # type: ignore[arg-type]
    asked = [(b"TERM", b"xterm-256color"), (b"LANG", b"de_DE.UTF-8"), (b"COLORTERM", b"x" * ENV_VALUE_LIMIT),
             *((b"X%d" % n, b"x" * 30_000) for n in range(1000)), (b"LC_ALL", b"x" * (ENV_VALUE_LIMIT + 1))]
    answers = [channel._process_env_request(Packet(name, value)) for name, value in asked]
    assert channel._env == {b"TERM": b"xterm-256color", b"LANG": b"de_DE.UTF-8", b"COLORTERM": b"x" * ENV_VALUE_LIMIT}
    assert answers[:3] == [True] * 3 and not any(answers[3:])


async def test_a_logged_in_connection_without_a_session_is_closed(caplog: pytest.LogCaptureFixture) -> None:
    """(REVIEW102.) A login that opened no session (``ssh -N``) held one of its address's connections for good.  It
    is closed ``session_wait`` after login; one whose sessions all ended, ``session_wait`` after the last one ended
    (REVIEW104: not whenever the timer set at login ran out, which could be at once).  The timers are read, and run
    by hand: no test waits on the clock (REVIEW105)."""
    class Connection:
        closed = False

        def get_extra_info(self, name: str) -> object:
            return ("127.0.0.1", 2222) if name == "peername" else None

        def close(self) -> None:
            self.closed = True

    async def handle(process: Any) -> None:
        return None

    loop = asyncio.get_running_loop()
    gate = Gate(None, None, max_connections=10, max_per_address=10)
    gate.handle, gate.session_wait = handle, 30.0
    idle, busy = GateKeeper(gate), GateKeeper(gate)
    idle_connection, busy_connection = Connection(), Connection()
    idle.connection_made(idle_connection)  # type: ignore[arg-type]
    busy.connection_made(busy_connection)  # type: ignore[arg-type]
    start = loop.time()
    idle.auth_completed()
    busy.auth_completed()
    assert idle.waiting is not None and start + 30 <= idle.waiting.when() <= loop.time() + 30
    busy.sessions = Sessions(handle, all_ended=busy.wait_for_session)
    busy.stop_waiting()                            # (a session opens: what ``session_requested`` does)
    assert busy.waiting is None                    # no wait while a session is open
    playing = loop.create_future()
    watcher = asyncio.ensure_future(playing)
    busy.sessions.open.add(watcher)
    watcher.add_done_callback(busy.sessions.ended)
    busy.without_session()                         # (a timer of old running out now: the session is open)
    assert not busy_connection.closed
    ended = loop.time()
    playing.set_result(None)                       # the session ends ...
    await loop_until(lambda: busy.waiting is not None, "the wait after the session")
    assert busy.waiting is not None and busy.waiting.when() >= ended + 30   # ... the wait starts from then
    with caplog.at_level(logging.INFO, logger="maumau.net.access"):
        idle.without_session()                     # (their timers run out)
        busy.without_session()
    assert idle_connection.closed and busy_connection.closed
    assert [record.getMessage() for record in caplog.records] == [        # (PLAYTEST98 F6: the second read as
        "127.0.0.1: logged in but opened no session in 30 s; connection closed",   # an event of its own)
        "127.0.0.1: connection closed 30 s after its session ended"]
    for keeper in (idle, busy):
        keeper.connection_lost(None)
    assert gate.open == {} and idle.waiting is None and busy.waiting is None


async def test_a_connection_lost_before_its_sessions_end_is_not_waited_for(caplog: pytest.LogCaptureFixture) -> None:
    """PLAYTEST281 N5: a client killed mid-game: its connection was lost first and its session ended after, which
    started the wait for a new session, and 30 s later the console said "connection closed 30 s after its session
    ended" of a connection long gone."""
    class Connection:
        def get_extra_info(self, name: str) -> object:
            return ("127.0.0.1", 2222) if name == "peername" else None

        def close(self) -> None:
            raise AssertionError("a connection lost is not closed again")

    async def handle(process: Any) -> None:
        return None

    gate = Gate(None, None, max_connections=10, max_per_address=10)
    gate.handle = handle
    keeper = GateKeeper(gate)
    keeper.connection_made(Connection())  # type: ignore[arg-type]
    keeper.auth_completed()
    keeper.stop_waiting()                          # (a session opens)
    with caplog.at_level(logging.INFO, logger="maumau.net.access"):
        keeper.connection_lost(None)               # the client is killed ...
        keeper.wait_for_session()                  # ... and its session ends after that
        assert keeper.waiting is None
        keeper.without_session()                   # (a timer of old, were there one)
    assert caplog.records == [] and gate.open == {}


def test_a_user_name_that_cannot_be_a_players_is_refused_in_the_sessions_language() -> None:
    """(REVIEW106.) A German session was refused its user name in English."""
    from maumau_tui.net.access import user_problem

    assert user_problem("Anna") == "" and user_problem("Anna", "de") == ""
    assert user_problem("a/b", "de") == ("dein Benutzername geht nicht als Name eines Spielers: 'a/b' enthält '/': ein "
                                         "Name darf Buchstaben, Ziffern und - _ . ' enthalten (ssh -l NAME)")
    assert user_problem("a/b").startswith("your user name cannot be a player's name: 'a/b' has '/'")
