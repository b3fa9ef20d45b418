"""One SSH session: a pty, the seat process on it, and the bytes pumped both ways with limits.

Input from the client passes a token bucket (bytes per second, with a burst allowance); what does not
fit is dropped whole, so a paste of a megabyte cannot flood the app (a bracketed paste's text is cut short
before, and a paste the app entered is always closed again: ``pastes.py``).  Bytes that are no UTF-8 (an umlaut
typed on a Latin-1 terminal, line noise) reach the app as U+FFFD: Textual's input reader ends the app on them.
No input for ``idle`` seconds of the session's clock (the real one, or a test's: ``clock.py``) ends the session.
Resizes reach the pty (TIOCSWINSZ, hence SIGWINCH in the app), at most ``MAX_SIZE``.  When the client goes, the
pty is closed and the seat's process group gets SIGHUP (SIGKILL if it lingers); when the server ends a session, the
app gets SIGTERM first (``STOP`` where the server stops), so Textual restores the player's terminal.
"""

from __future__ import annotations

import asyncio
import codecs
import contextlib
import errno
import fcntl
import logging
import os
import pty
import signal
import socket
import struct
import sys
import termios
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

import asyncssh

from maumau_tui.clock import Clock, MonotonicClock
from maumau_tui.net.client_text import encoded
from maumau_tui.net.pastes import Pastes
from maumau_tui.net.spawner import Forked, SeatFactory, SpawnError

log = logging.getLogger("maumau.net.session")

READ_SIZE = 4096
MAX_SIZE = (1000, 500)     # columns, rows: more than any screen shows
# What a terminal needs back after an app that could not clean up: main screen, cursor, no mouse,
# no focus or paste reports, keyboard protocol popped, no in-band resize, no synchronised output.
RESET = (b"\x1b[?1049l\x1b[?25h\x1b[?1000l\x1b[?1002l\x1b[?1003l\x1b[?1006l\x1b[?1015l"
         b"\x1b[?1004l\x1b[?2004l\x1b[<u\x1b[?2048l\x1b[?2026l\x1b[0m")


@dataclass(frozen=True)
class Limits:
    """What one server allows."""

    sessions: int = 64               # sessions in all
    per_address: int = 16            # sessions from one client address (a party behind one router: PLAYTEST108 F5)
    input_rate: int = 4096           # input bytes per second a session may send ...
    input_burst: int = 16384         # ... with this much at once
    idle: float = 1800.0             # seconds without input before a session ends
    stop_grace: float = 3.0          # seconds an app has to end after SIGTERM/SIGHUP before SIGKILL


class Bucket:
    """A token bucket: ``take(n)`` says whether ``n`` bytes fit now."""

    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens, self.when = burst, clock()
        self.dropped = 0

    def take(self, size: int) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.when) * self.rate)
        self.when = now
        if size <= self.tokens:
            self.tokens -= size
            return True
        self.dropped += size
        return False


def settle(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


def set_size(fd: int, width: int, height: int, pixels_wide: int = 0, pixels_high: int = 0) -> None:
    """Tell the pty its size (the kernel sends SIGWINCH to the app on it), at most ``MAX_SIZE``: a client may
    claim any size, and the app draws every cell (a frame of 65535 x 65535 took gigabytes)."""
    width, height = min(width or 80, MAX_SIZE[0]), min(height or 24, MAX_SIZE[1])
    pixels_wide, pixels_high = min(pixels_wide, 0xFFFF), min(pixels_high, 0xFFFF)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, pixels_wide, pixels_high))


def quiet_slave(fd: int) -> None:
    """No echo and no line buffering from the first byte on, before the app sets its own modes."""
    attrs = termios.tcgetattr(fd)
    attrs[3] &= ~(termios.ECHO | termios.ICANON | termios.ISIG | termios.IEXTEN)
    attrs[0] &= ~(termios.IXON | termios.ICRNL)
    termios.tcsetattr(fd, termios.TCSANOW, attrs)


class Session:
    """The seat process of one SSH session, and the pumps between it and the client."""

    def __init__(self, process: asyncssh.SSHServerProcess[bytes], limits: Limits, args: list[str],
                 env: dict[str, str], link: socket.socket | None, factory: SeatFactory | None = None,
                 clock: Clock | None = None) -> None:
        self.process, self.limits = process, limits
        self.args, self.env, self.link, self.factory = args, env, link, factory
        self.clock: Clock = clock or MonotonicClock()   # the idle time's and the input limit's
        self.bucket = Bucket(limits.input_rate, limits.input_burst, self.clock.now)
        self.pastes = Pastes()
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")   # (a Latin-1 terminal's umlaut: "�")
        self.last_input = self.clock.now()
        self.master = -1
        self.child: asyncio.subprocess.Process | Forked | None = None
        self.ending = ""          # why the server ends the session ("" while it runs)
        self.ending_signal = 0    # how (SIGTERM: idle, ``STOP``: the server stops; the seat says why itself, once it
                                  # has restored the terminal, and the server only if the seat could not)
        self.client_gone = False
        self.pty_closed = asyncio.Event()   # no process holds the pty's slave any more
        self.let_go = asyncio.Event()       # the client is given up on (its output is no longer waited for)
        self.killing: asyncio.Task[None] | None = None
        self.finished = asyncio.Event()
        self.started = asyncio.Event()      # its process has started, or could not (``run_session``)
        self.idle_text = "Session ended after a long time without input."   # the server sets them in its language
        self.stop_text = "The server is stopping."
        self.user = ""            # the name it logged in as (the server's stop speaks the language chosen since)
        self.crash_text = "The table screen ended unexpectedly. Please connect again."

    async def start(self) -> None:
        """Open the pty at the client's size and start the seat process on it."""
        width, height, pixels_wide, pixels_high = self.process.get_terminal_size()
        self.master, slave = pty.openpty()
        try:
            set_size(slave, width, height, pixels_wide, pixels_high)
            quiet_slave(slave)
            os.set_blocking(self.master, False)
            self.child = await self.spawn(slave)
        except BaseException:
            os.close(self.master)
            raise
        finally:
            os.close(slave)
            if self.link is not None:
                self.link.close()   # the child holds its end now
            self.started.set()      # (``end`` waits for it, whoever started the session: REVIEW174)

    async def spawn(self, slave: int) -> asyncio.subprocess.Process | Forked:
        """The seat process on the pty: forked by the factory, or (without one) started afresh."""
        link = self.link.fileno() if self.link is not None else -1
        if self.factory is not None and self.factory.alive:
            try:
                return await self.factory.spawn(self.args, self.env, [slave] + ([link] if link >= 0 else []))
            except SpawnError as error:
                log.warning("seat factory: %s; starting the seat directly", error)
        return await asyncio.create_subprocess_exec(
            sys.executable, "-m", "maumau_tui.net.seat", *self.args, "--link-fd", str(link),
            stdin=slave, stdout=slave, stderr=slave, env=self.env, start_new_session=True,
            pass_fds=(link,) if link >= 0 else (), close_fds=True)

    async def run(self) -> int:
        """Pump until no process holds the pty any more (the app ended, or was ended); returns its status."""
        assert self.child is not None
        output = asyncio.create_task(self.pump_out())
        others = [asyncio.create_task(self.pump_in()), asyncio.create_task(self.watch_idle())]
        try:
            await output
        finally:
            self.pty_closed.set()
            output.cancel()
            for task in others:
                task.cancel()
            await asyncio.gather(output, *others, return_exceptions=True)
            with contextlib.suppress(OSError):
                os.close(self.master)
        try:
            status = await asyncio.wait_for(asyncio.shield(self.child.wait()), 2.0)
        except asyncio.TimeoutError:
            status = -1   # not known (the seat factory has gone): counts as a failure
        self.finished.set()
        return status

    # ---- the pumps -----------------------------------------------------------------------------

    async def readable(self) -> None:
        loop = asyncio.get_running_loop()
        ready: asyncio.Future[None] = loop.create_future()
        loop.add_reader(self.master, settle, ready)
        try:
            await ready
        finally:
            loop.remove_reader(self.master)

    async def writable(self) -> None:
        loop = asyncio.get_running_loop()
        ready: asyncio.Future[None] = loop.create_future()
        loop.add_writer(self.master, settle, ready)
        try:
            await ready
        finally:
            loop.remove_writer(self.master)

    async def pump_out(self) -> None:
        """App -> client, at the pace the client takes it (the SSH window)."""
        while True:
            await self.readable()
            try:
                data = os.read(self.master, 65536)
            except BlockingIOError:
                continue
            except OSError as error:   # EIO: every process holding the pty has gone
                if error.errno != errno.EIO:
                    log.warning("reading the pty: %s", error)
                return
            if not data:
                return
            if self.client_gone:
                continue
            try:
                self.process.stdout.write(data)
                await self.drained()
            except (asyncssh.Error, OSError, BrokenPipeError):
                self.lose_client()

    async def drained(self) -> None:
        """Wait until the client has taken what was written, or the session has let it go (``let_go``: a client
        that reads nothing shuts its window, and an OpenSSH client blocked so never answers the channel's close)."""
        drain = asyncio.ensure_future(self.process.stdout.drain())
        gone = asyncio.ensure_future(self.let_go.wait())
        try:
            await asyncio.wait({drain, gone}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for waiting in (drain, gone):
                waiting.cancel()
        if not drain.cancelled() and drain.done():
            drain.result()                # (the channel's own error, if any)
        elif self.let_go.is_set():
            raise ConnectionError("the client reads nothing")

    async def pump_in(self) -> None:
        """Client -> app: resizes forwarded, bytes over the rate dropped, the end of input noticed."""
        while True:
            try:
                data = await self.process.stdin.read(READ_SIZE)
            except asyncssh.TerminalSizeChanged as size:
                with contextlib.suppress(OSError):
                    set_size(self.master, size.width, size.height, size.pixwidth, size.pixheight)
                continue
            except (asyncssh.BreakReceived, asyncssh.SignalReceived):
                continue
            except (asyncssh.Error, OSError):
                data = b""
            if not data:
                self.lose_client()
                return
            self.last_input = self.clock.now()
            data = self.decoder.decode(data).encode()   # (the app's input dies on a byte that is no UTF-8)
            pieces = self.pastes.feed(data)       # (a paste the app entered is closed whatever the limit says)
            weighed = sum(len(piece) for _, piece in pieces)
            data = self.pastes.passed(pieces, not weighed or self.bucket.take(weighed))
            if data:
                await self.write_master(data)

    async def write_master(self, data: bytes) -> None:
        view = memoryview(data)
        while view:
            try:
                written = os.write(self.master, view)
                view = view[written:]
            except BlockingIOError:
                await self.writable()
            except OSError:
                return

    async def watch_idle(self) -> None:
        """End the session once ``limits.idle`` seconds of its clock passed without input: the real clock is slept on,
        a test's is looked at after each of its steps."""
        stepped = asyncio.Event()
        stepping = self.clock.watch(stepped.set)
        while (left := self.last_input + self.limits.idle - self.clock.now()) > 0:
            if stepping:
                stepped.clear()
                await stepped.wait()
            else:
                await asyncio.sleep(left)
        await self.end(self.idle_text)

    # ---- the end -------------------------------------------------------------------------------

    def lose_client(self) -> None:
        """The client has gone: hang up the app at once."""
        if self.client_gone:
            return
        self.client_gone = True
        self.signal(signal.SIGHUP)
        self.killing = asyncio.get_running_loop().create_task(self.kill_later())   # held: tasks are weakly kept

    async def end(self, reason: str, number: int = signal.SIGTERM) -> None:
        """The server ends the session: SIGTERM (idle) or ``STOP`` (the server stops) lets the app restore the
        terminal and say its last words.  A session whose process is still starting is ended once it runs (REVIEW169:
        one starting as the server stopped was never told)."""
        await self.started.wait()
        if self.ending or self.child is None or self.pty_closed.is_set():
            return
        self.ending, self.ending_signal = reason, number
        self.signal(number)
        await self.kill_later()

    async def kill_later(self) -> None:
        if not await self.closed_within(self.limits.stop_grace):
            self.signal(signal.SIGKILL)
            if not await self.closed_within(self.limits.stop_grace):   # the app's output waits for a client that
                self.let_go.set()                     # reads nothing (its window stays shut): the session ends
                self.process.channel.abort()

    async def closed_within(self, seconds: float) -> bool:
        try:
            await asyncio.wait_for(self.pty_closed.wait(), seconds)
        except asyncio.TimeoutError:
            return False
        return True

    def signal(self, number: int) -> None:
        if self.child is None or self.pty_closed.is_set():
            return
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.child.pid, number)   # the app's own session: it and anything it started


STOP = signal.SIGUSR1      # a planned stop of the server (SIGTERM: an idle session ended)
LOG_LIMIT = 10_000_000     # bytes of the seats' log before it is set aside as ``seats.log.1`` (the one before goes)


def keep_log_short(path: Path, limit: int = LOG_LIMIT) -> None:
    """Set the seats' log aside once it has grown past ``limit`` (the server, before each seat starts: seats that
    write into it meanwhile go on in the one set aside); a log that cannot be moved is let be."""
    with contextlib.suppress(OSError):
        if path.stat().st_size > limit:
            path.replace(path.with_name(path.name + ".1"))


def seat_args(user: str, lang: str, app: str, log_file: str, seed: int | None = None,
              letters: bool = False, plain: bool = False, idle: float = Limits.idle, by_suit: bool = False) -> list[str]:
    """The seat process's arguments (``seat.main``), all but the link's descriptor (``letters``: suits as letters,
    as the player chose or the client's locale asks; ``plain``: the whole screen in ASCII, for a client whose locale
    is not UTF-8; ``idle``: the server's idle time, which the seat names when it is ended for it; ``by_suit``: the
    hand grouped by suit, as the player chose it at their seat)."""
    return ["--user", user, "--lang", lang, "--app", app, "--log", log_file, "--idle", f"{idle:g}",
            *(["--seed", str(seed)] if seed is not None else []), *(["--ascii"] if letters else []),
            *(["--plain"] if plain else []), *(["--by-suit"] if by_suit else [])]


async def run_session(process: asyncssh.SSHServerProcess[bytes], limits: Limits, args: list[str],
                      env: dict[str, str], link: socket.socket | None, factory: SeatFactory | None = None,
                      on_start: Callable[[Session], Awaitable[None] | None] | None = None,
                      clock: Clock | None = None) -> Session:
    """Start and run one session to its end, then close the channel with the app's status.  ``on_start`` has the
    session before its process starts (a server stopping meanwhile can end it: ``Session.end`` waits for the start);
    ``clock``: its idle time's (the real one by default)."""
    session = Session(process, limits, args, env, link, factory, clock)
    try:
        if on_start is not None:
            starting = on_start(session)
            if starting is not None:
                await starting
        await session.start()
    finally:
        session.started.set()
    status = await session.run()
    if not session.client_gone:
        with contextlib.suppress(asyncssh.Error, OSError):
            if status != 0:    # the app did not restore the terminal itself (one that did may have said its last
                process.stdout.write(RESET)   # words after it: leaving the alternate screen again would write over them)
            if session.ending and status != 0:   # (a seat that ended by itself said why, before how to come back)
                process.stdout.write(encoded(f"\r\nmaumau: {session.ending}\r\n", process))
            elif status < 0:   # killed by a signal: the app could say nothing itself
                process.stdout.write(encoded(f"\r\nmaumau: {session.crash_text}\r\n", process))
            process.exit(status if status >= 0 else 128 - status)   # killed by signal N: 128 + N, as shells say
    return session
