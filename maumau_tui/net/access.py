"""Who may reach the table server: the host key, the password file, authorized keys, and connection counts.

The host key is made once and kept in the user data folder (``MAUMAU_HOME`` overrides it), so players'
``ssh`` recognises the server next time; it is never replaced silently.  The password comes from a file
only the server's user can read.  A server without a password or authorized keys listens on loopback
only.  Every problem is a ``AccessError`` with a sentence for the person starting the server.
"""

from __future__ import annotations

import asyncio
import hmac
import ipaddress
import logging
import os
import stat
from collections import Counter
from pathlib import Path
from typing import Any

import asyncssh

from maumau_tui.names import name_problem
from maumau_tui.rules.german import german_part
from maumau_tui.net.channels import Handler, Sessions

log = logging.getLogger("maumau.net.access")

HOST_KEY_NAME = "ssh_host_ed25519_key"
FAILED_LOGIN_DELAY = 1.0      # seconds before a wrong password is answered
SESSION_WAIT = 30.0           # seconds a logged-in connection may hold no session (``ssh -N`` held its place for good)
MAX_FAILURES = 5              # wrong passwords on one connection before it is closed
PASSWORD_PROMPT = {"de": "Passwort / Password:", "en": "Password:"}   # (a client that answers it with a password it
#                                          was given, asyncssh's or sshpass's, looks for "password" in the question)


class AccessError(ValueError):
    """The server cannot start safely; the message says why and what to do."""


def host_key(folder: Path) -> tuple[asyncssh.SSHKey, Path, bool]:
    """The server's host key in ``folder``, made on first start: (key, file, made now)."""
    path = folder / HOST_KEY_NAME
    if path.exists():
        try:
            return asyncssh.read_private_key(str(path)), path, False
        except (OSError, asyncssh.KeyImportError, ValueError) as error:
            raise AccessError(f"the host key {path} cannot be read ({error}); restore it, or move it away "
                              "to make a new one (players' ssh will then warn that the key changed)") from None
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        key = asyncssh.generate_private_key("ssh-ed25519", comment="maumau-tui host key")
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "wb") as file:
            file.write(key.export_private_key())
        (folder / (HOST_KEY_NAME + ".pub")).write_bytes(key.export_public_key())
    except OSError as error:
        raise AccessError(f"cannot make the host key in {folder}: {error.strerror or error}") from None
    return key, path, True


def fingerprint(key: asyncssh.SSHKey) -> str:
    return key.get_fingerprint("sha256")


def read_password(path: Path) -> bytes:
    """The table's password: the first line of ``path``, a file only its owner may read, without the blanks an
    editor may leave at its end (a password typed at the ssh prompt would not have them)."""
    try:
        mode = path.stat().st_mode
        if not stat.S_ISREG(mode):              # (checked before reading: a device or a pipe may never end)
            raise AccessError(f"the password file {path} is not a file")
        with path.open("rb") as handle:
            text = handle.read(64 * 1024)
    except OSError as error:
        raise AccessError(f"cannot read the password file {path}: {error.strerror or error}") from None
    if mode & 0o077:
        raise AccessError(f"the password file {path} can be read by other users; run: chmod 600 {path}")
    password = text.split(b"\n", 1)[0].rstrip(b"\r \t")
    if not password:
        raise AccessError(f"the password file {path} has no password on its first line: put it there")
    return password


def read_keys(path: Path) -> asyncssh.SSHAuthorizedKeys:
    try:
        if not stat.S_ISREG(path.stat().st_mode):   # (a device or a pipe may never end)
            raise AccessError(f"the authorized keys {path} are not a file")
        return asyncssh.read_authorized_keys(str(path))
    except OSError as error:
        raise AccessError(f"cannot read the authorized keys {path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise AccessError(f"the authorized keys {path} are not text: one public key per line, as in "
                          "~/.ssh/authorized_keys") from None
    except (asyncssh.KeyImportError, ValueError) as error:
        if str(error) == "No valid entries found":   # (asyncssh's words: PLAYTEST279 F2)
            raise AccessError(f"the authorized keys {path} hold no public key: one per line, as in "
                              "~/.ssh/authorized_keys") from None
        raise AccessError(f"cannot read the authorized keys {path}: {error}") from None


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def user_problem(name: str, lang: str = "en") -> str:
    """Why an SSH user name cannot be a player's name ("" when it can): the seat-name rule of ``names``, in
    ``lang``."""
    problem = name_problem(name[:64])
    if problem is None:
        return ""
    if lang == "de":
        return f"dein Benutzername geht nicht als Name eines Spielers: {german_part(problem)} (ssh -l NAME)"
    return f"your user name cannot be a player's name: {problem} (ssh -l NAME)"


class Gate:
    """The server's policy and its counts of open connections per address."""

    def __init__(self, password: bytes | None, keys: asyncssh.SSHAuthorizedKeys | None,
                 max_connections: int, max_per_address: int, lang: str = "en") -> None:
        self.password, self.keys = password, keys
        self.lang = lang                        # the server's: its password prompt (no client has said its own yet)
        self.max_connections, self.max_per_address = max_connections, max_per_address
        self.open: Counter[str] = Counter()
        self.handle: Handler | None = None      # what runs a session (the table server's)
        self.session_wait = SESSION_WAIT

    @property
    def open_to_all(self) -> bool:
        """No password and no keys: only allowed on loopback."""
        return self.password is None and self.keys is None

    def factory(self) -> GateKeeper:
        return GateKeeper(self)


class GateKeeper(asyncssh.SSHServer):
    """One connection's authentication against the ``Gate``."""

    def __init__(self, gate: Gate) -> None:
        self.gate = gate
        self.address = ""
        self.failures = 0
        self.key: str | None = None     # the fingerprint of the key this connection logged in with
        self.connection: asyncssh.SSHServerConnection | None = None
        self.sessions: Sessions | None = None
        self.waiting: asyncio.TimerHandle | None = None     # for a session to be open

    def connection_made(self, conn: asyncssh.SSHServerConnection) -> None:
        self.connection = conn
        peer = conn.get_extra_info("peername")
        self.address = str(peer[0]) if peer else "?"
        gate = self.gate
        gate.open[self.address] += 1
        if gate.open[self.address] > gate.max_per_address or sum(gate.open.values()) > gate.max_connections:
            log.warning("%s: too many connections; closed", self.address)
            asyncio.get_running_loop().call_soon(conn.close)

    def session_requested(self) -> Any:
        """A session channel, while the connection has fewer than ``channels.PER_CONNECTION`` (else refused)."""
        if self.connection is None or self.gate.handle is None:
            return False
        if self.sessions is None:
            self.sessions = Sessions(self.gate.handle, all_ended=self.wait_for_session)
        self.stop_waiting()
        return self.sessions.requested(self.connection)

    def auth_completed(self) -> None:
        self.wait_for_session()

    def wait_for_session(self) -> None:
        """A logged-in connection with no session open (none asked for yet, or all ended) is closed
        ``gate.session_wait`` seconds later unless one opens: it counts against its address's connections.  A
        connection already lost is not waited for (PLAYTEST281 N5: its sessions end after it went, and the console
        said 30 s later that it was closed)."""
        self.stop_waiting()
        if self.connection is None:
            return
        self.waiting = asyncio.get_running_loop().call_later(self.gate.session_wait, self.without_session)

    def stop_waiting(self) -> None:
        if self.waiting is not None:
            self.waiting.cancel()
            self.waiting = None

    def without_session(self) -> None:
        self.waiting = None
        if self.connection is not None and not (self.sessions is not None and self.sessions.open):
            if self.sessions is None:
                log.info("%s: logged in but opened no session in %g s; connection closed", self.address, self.gate.session_wait)
            else:   # (PLAYTEST98 F6: "no session for 30 s" after a player's drop read as a second, unrelated event)
                log.info("%s: connection closed %g s after its session ended", self.address, self.gate.session_wait)
            self.connection.close()

    def connection_lost(self, exc: Exception | None) -> None:
        if isinstance(exc, asyncssh.IllegalUserName):   # (refused before any session: PLAYTEST108 F1, an emoji)
            log.info("%s: refused by SSH itself, a user name it does not take: %s", self.address, exc)
        self.stop_waiting()
        self.connection = None
        self.gate.open[self.address] -= 1
        if self.gate.open[self.address] <= 0:
            del self.gate.open[self.address]

    def begin_auth(self, username: str) -> bool:
        return not self.gate.open_to_all

    def kbdint_auth_supported(self) -> bool:
        """Where nobody needs to log in: asyncssh asks ``begin_auth`` only for a user name other than "", so an empty
        one (``ssh -l ''``) was asked for a password there and refused with no word why (PLAYTEST125 F3); it gets in
        without a question now, and its session says why the name cannot play.  Where there is a password, the
        keyboard-interactive question asks for it (REVIEW127 R1), in the server's language (PLAYTEST274 F2: it was
        asyncssh's "Password:" on a German table)."""
        return self.gate.open_to_all or self.gate.password is not None

    def get_kbdint_challenge(self, username: str, lang: str, submethods: str) -> Any:
        if self.gate.open_to_all:
            return True                  # (logged in, no question asked)
        return "", "", self.gate.lang, ((PASSWORD_PROMPT.get(self.gate.lang, PASSWORD_PROMPT["en"]), False),)

    async def validate_kbdint_response(self, username: str, responses: Any) -> bool:
        if self.gate.open_to_all:
            return True
        return len(responses) == 1 and await self.validate_password(username, str(responses[0]))

    def password_auth_supported(self) -> bool:
        return self.gate.password is not None

    def public_key_auth_supported(self) -> bool:
        return self.gate.keys is not None

    def validate_public_key(self, username: str, key: asyncssh.SSHKey) -> bool:
        """A key of the authorized keys; remembered, so a seat can be bound to it (``claims``).  asyncssh
        checks the signature right after this answer; a later password login forgets the key again."""
        keys = self.gate.keys
        if keys is None or keys.validate(key, self.address, self.address) is None:
            return False
        self.key = fingerprint(key)
        return True

    async def validate_password(self, username: str, password: str) -> bool:
        expected = self.gate.password
        if expected is not None and hmac.compare_digest(password.encode("utf-8", "surrogateescape"), expected):
            self.key = None             # logged in by the password, whatever key was tried before
            return True
        self.failures += 1
        log.warning("%s: wrong password for %r (%d)", self.address, username[:40], self.failures)
        await asyncio.sleep(FAILED_LOGIN_DELAY)
        if self.failures >= MAX_FAILURES and self.connection is not None:
            asyncio.get_running_loop().call_soon(self.connection.close)
        return False
