"""A session's idle timeout (``Session.watch_idle``) on a clock the test turns: no input for ``Limits.idle`` seconds
ends the session (the app gets SIGTERM, restores the terminal and says why; the server says it only for an app that
could not), input or time short of it does not (the end to end run over OpenSSH: test_ssh.py).  The app is a
stand-in on the session's pty that says hello, echoes its keys, and on SIGTERM leaves the alternate screen as
Textual does and says its last line as the seat does (``seat.said_last``); ``q`` ends it without a word."""

from __future__ import annotations

import asyncio
import signal
import sys
from collections.abc import Iterator

import asyncssh
import pytest

from maumau_tui.clock import ManualClock, MonotonicClock
from maumau_tui.net.session import RESET, Limits, Session, run_session
from net_helpers import loop_until, settled

IDLE = 1800.0
LINE = b"\r\nmaumau: Session ended after 30 min without input.\r\n"
APP = r"""
import os, signal, sys
def restore(number, frame):
    os.write(1, b"\x1b[?1049lrestored" + LINE)
    sys.exit(0)
signal.signal(signal.SIGTERM, restore)
os.write(1, b"\x1b[?1049hHello, Anna!")
while (typed := os.read(0, 100)) != b"q":
    os.write(1, b"<" + typed + b">")
os.write(1, b"\x1b[?1049lrestored")
""".replace("LINE", repr(LINE.replace(b"\r", b"")))   # (the pty writes each "\n" as "\r\n")
DEAF = APP.replace("signal.signal(signal.SIGTERM, restore)", "signal.signal(signal.SIGTERM, signal.SIG_IGN)")


class Client:
    """The client's end of an SSH session as a ``Session`` sees it: it types what the test gives it (a resize too),
    and keeps what it is shown and its exit status."""

    command = subsystem = None
    env: dict[str, str] = {}

    def __init__(self) -> None:
        self.stdin = self.stdout = self.channel = self
        self.typing: asyncio.Queue[bytes | Exception] = asyncio.Queue()
        self.shown, self.status = bytearray(), -1

    def get_extra_info(self, name: str) -> object:
        return None

    def get_terminal_type(self) -> str:
        return "xterm"

    def get_terminal_size(self) -> tuple[int, int, int, int]:
        return 80, 24, 0, 0

    async def read(self, size: int) -> bytes:
        typed = await self.typing.get()
        if isinstance(typed, Exception):
            raise typed
        return typed

    def write(self, data: bytes) -> None:
        self.shown.extend(data)

    async def drain(self) -> None:
        return None

    def exit(self, status: int) -> None:
        self.status = status

    def abort(self) -> None:
        raise AssertionError("the stand-in ends on SIGTERM: nothing is aborted")


async def stand_in(session: Session, slave: int, app: str = APP) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(sys.executable, "-c", app, stdin=slave, stdout=slave, stderr=slave,
                                                start_new_session=True)


async def deaf_stand_in(session: Session, slave: int) -> asyncio.subprocess.Process:
    """The stand-in, deaf to SIGTERM."""
    return await stand_in(session, slave, DEAF)


@pytest.fixture
def sessions(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Session]]:
    """The sessions a test starts (their stand-ins are killed should it fail)."""
    started: list[Session] = []
    monkeypatch.setattr(Session, "spawn", stand_in)
    yield started
    for session in started:
        if session.child is not None and session.child.returncode is None:
            session.child.kill()


async def started(client: Client, clock: ManualClock, sessions: list[Session],
                  limits: Limits = Limits(idle=IDLE)) -> asyncio.Task[Session]:
    """A session of ``client`` idle up to ``IDLE`` seconds of ``clock``, its app showing its first screen."""
    def starting(session: Session) -> None:
        session.idle_text = "Session ended after 30 min without input."
        sessions.append(session)

    running = asyncio.create_task(run_session(client, limits, [], {}, None, None, starting,  # type: ignore[arg-type]
                                              clock=clock))
    await settled(lambda: b"Hello, Anna!" in client.shown, "the app's first screen")
    return running


async def looked() -> None:
    """Let the session's idle watch look at the clock it was just stepped on (a few turns of the loop)."""
    for _ in range(20):
        await asyncio.sleep(0)


async def typed(client: Client, data: bytes) -> None:
    """``data`` typed, and through to the app (it echoes it)."""
    seen = client.shown.count(b"<" + data + b">")
    client.typing.put_nowait(data)
    await settled(lambda: client.shown.count(b"<" + data + b">") > seen, f"the app to read {data!r}")


async def ended(running: asyncio.Task[Session], client: Client) -> Session:
    session = await asyncio.wait_for(running, 30)      # (the limit only stops a test that would hang)
    shown = bytes(client.shown)
    assert session.ending and session.ending_signal == signal.SIGTERM
    assert client.status == 0, shown                   # the app ended by itself: it restored the terminal ...
    assert shown.endswith(b"\x1b[?1049lrestored" + LINE), shown   # ... and said why, and the server no more
    assert shown.count(b"without input") == 1, shown
    assert RESET not in shown                          # (no reset needed after an app that cleaned up)
    return session


async def test_a_session_idle_for_the_timeout_ends_with_its_line_and_the_terminal_restored(
        sessions: list[Session]) -> None:
    client, clock = Client(), ManualClock(100.0)
    running = await started(client, clock, sessions)
    clock.advance(IDLE - 0.5)
    await looked()
    assert not sessions[0].ending and not running.done()   # half a second short of it: the session goes on
    clock.advance(0.5)
    await loop_until(lambda: bool(sessions[0].ending), "the idle timeout to end the session")
    await ended(running, client)


async def test_input_just_before_the_timeout_starts_it_afresh(sessions: list[Session]) -> None:
    client, clock = Client(), ManualClock()
    running = await started(client, clock, sessions)
    clock.advance(IDLE - 1)
    await looked()
    await typed(client, b"x")                          # a key a second before the end
    clock.advance(IDLE - 1)                            # long past the first start, a second short of the key's
    await looked()
    assert not sessions[0].ending and not running.done()
    clock.advance(1)
    await ended(running, client)


async def test_input_over_the_rate_counts_and_a_resize_does_not(sessions: list[Session]) -> None:
    """A key dropped by the input limit was still typed by somebody there; a resize is a window, not a person (a
    tiling window manager resizes terminals nobody looks at)."""
    client, clock = Client(), ManualClock()
    running = await started(client, clock, sessions)
    session = sessions[0]
    session.bucket.tokens = session.bucket.rate = 0    # the input limit used up for good: every key is dropped
    clock.advance(IDLE - 1)
    await looked()
    client.typing.put_nowait(b"y")
    await loop_until(lambda: session.bucket.dropped == 1, "the key to be dropped")
    clock.advance(IDLE - 1)
    await looked()
    assert not session.ending and b"<y>" not in client.shown   # kept alive by a key the app never saw
    client.typing.put_nowait(asyncssh.TerminalSizeChanged(100, 30, 0, 0))
    await looked()
    clock.advance(1)
    await ended(running, client)


async def test_a_session_that_ended_first_leaves_the_clock_be(sessions: list[Session]) -> None:
    """The app ends by itself (the player quit): a later step of the clock ends nothing and says nothing."""
    client, clock = Client(), ManualClock()
    running = await started(client, clock, sessions)
    client.typing.put_nowait(b"q")                     # (as ctrl+q would: the app restores the terminal and goes)
    session = await asyncio.wait_for(running, 30)
    clock.advance(IDLE)
    await looked()
    assert not session.ending and client.status == 0 and b"without input" not in client.shown


async def test_an_app_that_cannot_say_why_is_ended_and_the_server_says_it(sessions: list[Session],
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """An app that does not end on SIGTERM is killed once its grace is over: the server restores the terminal and
    says why in its place (the seat, which would have said it, could not)."""
    monkeypatch.setattr(Session, "spawn", deaf_stand_in)
    client, clock = Client(), ManualClock()
    running = await started(client, clock, sessions, Limits(idle=IDLE, stop_grace=0.2))
    clock.advance(IDLE)
    session = await asyncio.wait_for(running, 30)
    shown = bytes(client.shown)
    assert session.ending and client.status == 128 + signal.SIGKILL, shown
    assert shown.endswith(RESET + LINE) and shown.count(b"without input") == 1, shown


def test_the_real_clock_is_the_default() -> None:
    """Without a clock given, a session's idle time and input limit run on ``time.monotonic`` (the server's)."""
    session = Session(Client(), Limits(), [], {}, None)  # type: ignore[arg-type]
    assert isinstance(session.clock, MonotonicClock) and session.bucket.clock == session.clock.now

