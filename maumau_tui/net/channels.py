"""The session channels of one SSH connection: how many, and what of their environment is kept.

asyncssh, given a ``process_factory``, opens a session channel for every request and keeps every ``env``
request of each, without a limit: one client grew the server (which holds every table) by hundreds of MB that
stayed taken after it left.  The server asks ``Sessions`` instead (``GateKeeper.session_requested``): at most
``PER_CONNECTION`` channels at once (an ``ssh`` opens one; a multiplexed client opens them one after another),
and of the environment only the names the game reads, each value short.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import asyncssh

PER_CONNECTION = 2
ENV_KEPT = frozenset({b"TERM", b"LANG", b"LC_ALL", b"LC_CTYPE", b"LC_MESSAGES", b"NO_COLOR", b"COLORTERM"})
ENV_VALUE_LIMIT = 256      # bytes

Handler = Callable[[asyncssh.SSHServerProcess[bytes]], Awaitable[None]]


class Sessions:
    """The session channels open on one connection."""

    def __init__(self, handle: Handler, all_ended: Callable[[], None] = lambda: None) -> None:
        self.handle, self.all_ended = handle, all_ended
        self.open: set[asyncio.Task[None]] = set()     # one watcher per open channel

    def requested(self, connection: asyncssh.SSHServerConnection) -> Any:
        """A channel and its process for ``session_requested``, or False when the connection has its share."""
        if len(self.open) >= PER_CONNECTION:
            return False
        channel = connection.create_server_channel(encoding=None)
        keep_env_short(channel)
        watcher = asyncio.get_running_loop().create_task(channel.wait_closed())
        self.open.add(watcher)
        watcher.add_done_callback(self.ended)
        return channel, asyncssh.SSHServerProcess(self.handle, None, 0, False)

    def ended(self, watcher: asyncio.Task[None]) -> None:
        self.open.discard(watcher)
        if not self.open:
            self.all_ended()


def keep_env_short(channel: asyncssh.SSHServerChannel[bytes]) -> None:
    """Of the client's ``env`` requests keep only ``ENV_KEPT``, values of at most ``ENV_VALUE_LIMIT`` bytes (asyncssh
    has no ``AcceptEnv``: this replaces its handler, ``_process_env_request``, on the channel)."""
    env: dict[bytes, bytes] = channel._env  # noqa: SLF001 - asyncssh's own store, read by ``get_environment``

    def process_env_request(packet: Any) -> bool:
        name, value = packet.get_string(), packet.get_string()
        packet.check_end()
        if name not in ENV_KEPT or len(value) > ENV_VALUE_LIMIT:
            return False
        env[name] = value
        return True

    channel._process_env_request = process_env_request  # type: ignore[method-assign]  # noqa: SLF001
