"""Test helpers for the SSH server: a server process of our own, an OpenSSH client in a tmux of our own.

Every wait polls for a condition with a deadline; nothing waits a fixed time.
"""

from __future__ import annotations

import asyncio
import os
import select
import socket
import shlex
import shutil
import signal
import subprocess
import sys
import time
import uuid
from collections import deque
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.pilot import Pilot

from maumau_tui.net.group_seat import GroupSeat
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.load import seat_pids
from maumau_tui.net.protocol import (
    FROM_SEAT, HEADER, MAX_FROM_SEAT, MAX_TO_SEAT, TO_SEAT, decode, encode, frame_size,
)
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.engine.views import View, view
from maumau_tui.notation import Move
from maumau_tui.bot_requests import Thinker, think_at_once
from maumau_tui.clock import Clock, ManualClock, MonotonicClock
from maumau_tui.referee import Change, ChangeKind, Referee
from maumau_tui.table import Table
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.textual_private import shown_text
from maumau_tui.votes import Vote, VoteResult

TOOLS_MISSING = shutil.which("ssh") is None or shutil.which("tmux") is None
needs_tools = pytest.mark.skipif(TOOLS_MISSING, reason="the OpenSSH client (ssh) or tmux is not installed")
DEADLINE = 60.0   # hang guards only: every wait ends as soon as its condition holds
POLL = 0.05       # seconds between two looks at a condition a test waits for (another process's, a file's)
LOOP_POLL = 0.01  # ... at one the host's loop and threads bring about, where no app pumps
LIMIT = 30.0
WITNESSES: list[Server | Terminal] = []   # the servers and terminals of the test running now (conftest.py)


def tail(path: Path, lines: int = 80) -> str:
    try:
        text = path.read_text(errors="replace")
    except OSError as error:
        return f"({error})"
    return "\n".join(text.splitlines()[-lines:]) or "(empty)"


def diagnosis() -> str:
    """What explains a failure of the test running now: each server's log and its seats' crash log, each
    terminal's last screens (its scrollback too: a seat's last line after its app ended stands there)."""
    return "\n\n".join(witness.report() for witness in WITNESSES)


def wait_until(ready: Callable[[], object], what: str, limit: float = DEADLINE) -> object:
    """Poll ``ready`` until it returns something true; fail after ``limit`` seconds."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        result = ready()
        if result:
            return result
        time.sleep(POLL)
    raise AssertionError(f"gave up waiting for {what}")


def known_hosts(data: Path, port: int, tmp: Path) -> Path:
    """A known_hosts file that trusts exactly the host key a server keeps in its data folder ``data``."""
    public = (data / "ssh_host_ed25519_key.pub").read_text().split()
    path = tmp / "known_hosts"
    path.write_text(f"[127.0.0.1]:{port} {public[0]} {public[1]}\n")
    return path


class Server:
    """``python -m maumau_tui.net.server`` on 127.0.0.1 with a free port and a data folder of its own."""

    def __init__(self, tmp: Path, *args: str, lines: int = 3) -> None:
        self.data = tmp / "server-data"
        self.log = tmp / "server.log"
        env = dict(os.environ, MAUMAU_HOME=str(tmp / "home"))
        self.log_file = self.log.open("w")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "maumau_tui.net.server", "--port", "0", "--data-dir", str(self.data), *args],
            stdout=subprocess.PIPE, stderr=self.log_file, env=env, bufsize=0)
        self.lines: list[str] = []
        self.port = 0
        WITNESSES.append(self)
        deadline = time.monotonic() + DEADLINE
        assert self.process.stdout is not None
        pending = b""
        while len(self.lines) < lines:   # the address, the host key, the access (and a hosted table)
            ready, _, _ = select.select([self.process.stdout], [], [], max(0.0, deadline - time.monotonic()))
            chunk = os.read(self.process.stdout.fileno(), 4096) if ready else b""
            if not chunk:
                self.stop()
                raise AssertionError(f"the server did not start: {self.lines} {self.log.read_text()}")
            *done, pending = (pending + chunk).split(b"\n")
            self.lines += [line.decode().strip() for line in done]
        self.port = int(self.lines[0].rsplit(":", 1)[1])

    def known_hosts(self, tmp: Path) -> Path:
        return known_hosts(self.data, self.port, tmp)

    def seats(self) -> list[int]:
        """The pids of the seat processes the server has started (or its seat factory forked), still running."""
        return seat_pids(self.process.pid)[0]

    def factory(self) -> int | None:
        """The pid of the server's seat factory, while it runs."""
        return seat_pids(self.process.pid)[1]

    def report(self) -> str:
        printed = "\n".join(self.lines)
        return (f"==== server {self.data} (exit status {self.process.poll()}):\n{printed}\n"
                f"==== its {self.log.name}\n{tail(self.log)}\n"
                f"==== its logs/seats.log\n{tail(self.data / 'logs' / 'seats.log')}")

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(DEADLINE)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(DEADLINE)
        if self.process.stdout is not None and not self.process.stdout.closed:
            self.lines += [line.decode().strip() for line in self.process.stdout.read().splitlines()]   # (all it said)
            self.process.stdout.close()
        self.log_file.close()
        return self.process.returncode


def ssh_command(port: int, user: str, known_hosts: Path, *options: str) -> list[str]:
    return ["ssh", "-F", "none", "-p", str(port), "-o", f"UserKnownHostsFile={known_hosts}",
            "-o", "StrictHostKeyChecking=yes", "-o", "LogLevel=ERROR", "-o", "ConnectTimeout=10",
            *options, f"{user}@127.0.0.1"]


class Terminal:
    """One tmux server of our own running one command in an 80x24 window; the pane stays after it ends."""

    def __init__(self, command: list[str], tmp: Path, env: str = "TERM=xterm-256color") -> None:
        self.socket = f"maumau-net-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        config = tmp / f"{self.socket}.conf"
        config.write_text("set -g remain-on-exit on\nset -g history-limit 200\n")
        self.config = str(config)
        line = shlex.join(command)
        self.command = line
        self.screens: deque[str] = deque(maxlen=3)   # the last different screens captured, for ``report``
        self.last: str | None = None                 # the whole pane with its scrollback, when it was closed
        WITNESSES.append(self)
        self.tmux("new-session", "-d", "-s", "game", "-x", "80", "-y", "24", f"{env} exec {line}")

    def tmux(self, *args: str) -> str:
        return subprocess.run(["tmux", "-u", "-f", self.config, "-L", self.socket, *args], capture_output=True,
                              text=True, check=True, timeout=10).stdout

    def screen(self, history: bool = False) -> str:
        """What the pane shows; with ``history`` also the lines scrolled off its top (not the app's screen)."""
        text = self.tmux("capture-pane", "-p", "-t", "game", *(("-S", "-") if history else ()))
        if not history and (not self.screens or self.screens[-1] != text):
            self.screens.append(text)
        return text

    def report(self) -> str:
        last = self.last
        if last is None:
            try:
                last = self.screen(True)
            except (subprocess.SubprocessError, OSError) as error:
                last = f"({error})"
        earlier = "".join(f"---- captured before\n{text.rstrip()}\n" for text in list(self.screens)[:-1])
        return f"==== terminal: {self.command}\n{earlier}---- its pane with scrollback at the end\n{last.rstrip()}"

    def keys(self, *keys: str) -> None:
        self.tmux("send-keys", "-t", "game", *keys)

    def pane(self, field: str) -> str:
        return self.tmux("display-message", "-p", "-t", "game", "#{" + field + "}").strip()

    @property
    def ended(self) -> bool:
        return self.pane("pane_dead") == "1"

    def wait_for(self, text: str, limit: float = DEADLINE, history: bool = False) -> str:
        """The screen once it shows ``text`` and has stopped changing."""
        seen = {"previous": ""}

        def ready() -> str:
            screen = self.screen(history)
            steady = text in screen and screen == seen["previous"]
            seen["previous"] = screen
            return screen if steady else ""

        try:
            return str(wait_until(ready, repr(text), limit))
        except AssertionError:
            raise AssertionError(f"the screen never showed {text!r}:\n{self.screen(True)}") from None

    def steady(self, limit: float = DEADLINE) -> str:
        """The screen once two captures in a row agree (a frame caught half repainted is whole by then)."""
        seen = {"previous": self.screen()}

        def ready() -> str:
            screen = self.screen()
            same = screen == seen["previous"]
            seen["previous"] = screen
            return screen if same else ""

        return str(wait_until(ready, "a steady screen", limit))

    def close(self) -> None:
        if self.last is None:
            try:
                self.last = self.screen(True)
            except (subprocess.SubprocessError, OSError) as error:
                self.last = f"(not captured: {error})"
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True, timeout=10)
        folder = Path(os.environ.get("TMUX_TMPDIR", "/tmp")) / f"tmux-{os.getuid()}"
        (folder / self.socket).unlink(missing_ok=True)



# ---- a seat process written by hand, talking to a Hub over a socketpair -----------------------

class Raw:
    """A seat process written by hand: frames whatever it is told to."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, task: asyncio.Task[None]) -> None:
        self.reader, self.writer, self.task = reader, writer, task
        self.code: str | None = None     # the rejoin code the host gave this seat, once it did
        self.user = ""

    async def send(self, message: dict[str, Any]) -> None:
        await self.send_bytes(encode(message, MAX_FROM_SEAT))

    async def send_bytes(self, data: bytes) -> None:
        self.writer.write(data)
        await self.writer.drain()

    async def receive(self) -> dict[str, Any]:
        header = await asyncio.wait_for(self.reader.readexactly(HEADER.size), LIMIT)
        body = await asyncio.wait_for(self.reader.readexactly(frame_size(header, MAX_TO_SEAT)), LIMIT)
        message = decode(body, TO_SEAT)
        if message["type"] == "code":
            self.code = message["code"]
        return message

    async def until(self, kind: str) -> dict[str, Any]:
        """The next message of ``kind``, after whatever was pushed before it (a seat that did not read for a
        while has several pushes waiting; the count only stops a test that would run on forever)."""
        for _ in range(1000):
            message = await self.receive()
            if message["type"] == kind:
                return message
        raise AssertionError(f"no {kind} message among 1000")

    async def kinds_heard(self) -> list[str]:
        """The kinds of message pushed to this seat so far: everything before the answer to a ping sent now."""
        await self.send({"type": "ping", "n": 1})
        kinds = [(await self.receive())["type"]]
        while kinds[-1] != "pong":
            kinds.append((await self.receive())["type"])
        return kinds

    async def closed(self) -> bool:
        rest = await asyncio.wait_for(self.reader.read(), LIMIT)
        return isinstance(rest, bytes)

    async def leave(self) -> None:
        """Close this end and wait until the host has let go of the connection."""
        self.writer.close()
        await asyncio.wait_for(self.task, LIMIT)


def at_a_hands_end(seats: list[tuple[str, str | None]], options: dict[str, bool | int] | None = None) -> Table:
    """``seats`` (a name, and a bot's level or None) at standard, seed 3: the first hand played to its end, each seat
    making its first legal move (the table at the hand's sheet)."""
    table = Table.from_names("standard", seats, seed=3, options=options or {})
    table.deal()
    while not table.hand_over:
        seat = table.game.seats_to_act()[0]
        table.apply(seat, table.view_of(seat).legal[0])
    return table


def listed(table: Table, ruleset: str, names: list[tuple[str, str | None]]) -> tuple[TableHost, ManualClock, Hub]:
    """``table`` in a table host (a manual clock, bots at a second's pace), listed in the lobby as ``names`` of
    ``ruleset`` (a level: a bot), each person's seat placed for their name."""
    clock = ManualClock()
    host = TableHost(Referee(table, clock, bot_delay=1.0))
    hub = Hub()
    hub.lobby.add_hosted(host, ruleset, names)
    for seat, (name, level) in enumerate(names):
        if level is None:
            hub.place(name, host, seat)
    return host, clock, hub


def hosted(table: Table) -> tuple[TableHost, Hub]:
    """``table`` in a table host (a manual clock, bots at once, a grace of 120 s), each seat placed for its name."""
    host = TableHost(Referee(table, ManualClock(), bot_delay=0.0), grace=120)
    hub = Hub()
    for seat, name in enumerate(table.names):
        hub.place(name, host, seat)
    return host, hub


async def join(hub: Hub, user: str, hello: bool = True, key: str | None = None, code: str | None = None) -> Raw:
    """A seat process of ``user`` (logged in with the key of fingerprint ``key``, or a password and then the
    rejoin ``code``) talking to ``hub``."""
    host_end, seat_end = socket.socketpair()
    task = asyncio.create_task(hub.serve(host_end, user, key, code))
    reader, writer = await asyncio.open_connection(sock=seat_end, limit=MAX_TO_SEAT + HEADER.size)
    raw = Raw(reader, writer, task)
    raw.user = user
    if hello:
        await raw.send({"type": "hello", "user": user, "lang": "en"})
    return raw


async def looked(host: TableHost, *raws: Raw) -> None:
    """Each of ``raws`` (seated at ``host``) says its screen shows its cards of the hand in play, as a seat app's table
    screen does once it has drawn them (a timed window's clock waits for that: ``net.first_look``); until the host
    has taken it in."""
    hand, users = host.table.hand_number, {raw.user for raw in raws}
    for raw in raws:
        await raw.send({"type": "looked", "hand": hand})
    await settled(lambda: {connection.user for connection in host.connections if connection.looked == hand} >= users,
                  f"{', '.join(sorted(users))} looked")


async def member(raw: Raw, kind: str, n: int = 1) -> dict[str, Any]:
    """The next message of ``kind`` inside a ``member`` envelope for member ``n`` (a group's further seat)."""
    for _ in range(1000):
        message = await raw.receive()
        if message["type"] == "member" and message["n"] == n and message["message"]["type"] == kind:
            inner: dict[str, Any] = message["message"]
            return inner
    raise AssertionError(f"no member {kind} among 1000")


async def refused(raw: Raw, message: dict[str, object]) -> str:
    """Send ``message``; the reason of the refusal it gets."""
    await raw.send(message)
    reason = (await raw.until("refused"))["reason"]
    assert isinstance(reason, str)
    return reason


async def in_lobby(hub: Hub, user: str) -> Raw:
    raw = await join(hub, user)
    assert (await raw.receive())["seat"] is None
    assert (await raw.receive())["type"] == "lobby"
    return raw


class FakeHost:
    """The table host's end of one seat process's socket, written by hand: the test says what the seat hears,
    and when (a move's answer held back as long as the test likes).  The seat's word that its screen shows a hand's
    cards is kept aside (``looked``: the hand numbers), not among the messages ``receive`` returns."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer
        self.looked: list[int] = []

    @classmethod
    async def open(cls, sock: socket.socket) -> FakeHost:
        reader, writer = await asyncio.open_connection(sock=sock, limit=MAX_FROM_SEAT + HEADER.size)
        return cls(reader, writer)

    async def send(self, *messages: dict[str, Any]) -> None:
        for message in messages:
            self.writer.write(encode(message, MAX_TO_SEAT))
        await self.writer.drain()

    async def receive(self) -> dict[str, Any]:
        while True:
            header = await asyncio.wait_for(self.reader.readexactly(HEADER.size), LIMIT)
            body = await asyncio.wait_for(self.reader.readexactly(frame_size(header, MAX_FROM_SEAT)), LIMIT)
            message = decode(body, FROM_SEAT)
            if message["type"] != "looked":
                return message
            self.looked.append(message["hand"])

    def close(self) -> None:
        self.writer.close()


# ---- a seat app in Pilot ------------------------------------------------------------------

def screen_text(app: App[Any]) -> str:
    """The lines the screen shows, each without the blanks at its end."""
    return "".join(line.rstrip() + "\n" for line in shown_text(app))


def seat_app(hub: Hub, user: str = "Anna", lang: str = "en", code: str | None = None) -> tuple[SeatApp, asyncio.Task[None]]:
    """``user``'s seat app talking to ``hub`` (``code``: back with a rejoin code), the app's own clock (a hand-off's
    guard) a ``ManualClock``; and the task serving the session."""
    app_end, host_end = socket.socketpair()
    serving = asyncio.create_task(hub.serve(host_end, user, code=code))
    app = SeatApp(user, lang, app_end)
    app.clock = ManualClock()
    return app, serving


def group_app(hub: Hub, host: TableHost, group: list[int]) -> tuple[SeatApp, asyncio.Task[None]]:
    """Anna's seat app (``seat_app``), her terminal playing the seats ``group`` (hers first) of ``host``'s table."""
    host.claims.group(group)
    hub.place("Anna", host, group[0])
    return seat_app(hub)


async def group_table(pilot: Pilot[None], app: SeatApp) -> GroupSeat:
    """The group's table screen, once each of its seats is at it."""
    await until(pilot, lambda: app.group is not None and len(app.group.seats) == len(app.group.primary.link.group)
                and any(isinstance(screen, TableScreen) for screen in app.screen_stack), "the group's table")
    assert app.group is not None
    return app.group


async def at_the_hand_off(pilot: Pilot[None], app: SeatApp) -> GroupSeat:
    """The group's table with its first hand-off on screen, the hand-off's guard passed: the next key counts."""
    group = await group_table(pilot, app)
    await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off")
    clock = app.clock
    assert isinstance(clock, ManualClock)
    clock.advance(app.settings.handoff_guard)
    return group


async def settled(ready: Callable[[], bool], what: str, limit: float = DEADLINE) -> None:
    """Let the host (and its threads) work until ``ready()``, where no app is running to pump; the limit only stops
    a test that would hang."""
    give_up = time.monotonic() + limit
    while not ready():
        assert time.monotonic() < give_up, f"never: {what}"
        await asyncio.sleep(LOOP_POLL)


async def until(pilot: Pilot[None], ready: Callable[[], bool], what: str, limit: float = DEADLINE) -> None:
    """Let the app and the host work until ``ready()``; the limit only stops a test that would hang."""
    give_up = time.monotonic() + limit
    while not ready():
        await pilot.pause()
        assert time.monotonic() < give_up, f"never: {what}"


class FakeReferee:
    """A ``TableReferee`` over a bare ``Table``: people only, no clock, nothing happens by itself; it tells the
    referee's ``Change`` records as the referee does: for tests of the table host and its protocol."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.clock: Clock = MonotonicClock()
        self.version = 0
        self.subscribers: list[Callable[[Change], None]] = []
        self.catchers: Callable[[], Iterable[int]] | None = None
        self.thinker: Thinker = think_at_once
        self.paused = False

    def due(self) -> float | None:
        return None

    def poll(self) -> bool:
        return False

    def window_left(self) -> float | None:
        return None

    def window_time(self) -> float | None:
        return None

    def at_least_left(self, seconds: float) -> None:
        pass                           # (no timed window runs here)

    def view_of(self, seat: int | None) -> View:
        return view(self.table.game, seat)

    def submit(self, seat: int, move: Move, sender: int | None = None) -> None:
        if sender is not None and sender != seat:
            raise ValueError(f"{self.table.names[sender]} cannot move for {self.table.names[seat]}")
        self.table.apply(seat, move)
        self.version += 1
        self.tell(ChangeKind.MOVE, seat, move)
        if self.table.hand_over:
            self.tell(ChangeKind.MATCH_OVER if self.table.match_over else ChangeKind.HAND_OVER)

    def deal(self) -> Any:
        game = self.table.deal()
        self.version += 1
        self.tell(ChangeKind.DEAL)
        return game

    def pause(self, reason: str) -> None:
        self.tell(ChangeKind.PAUSE)

    def resume(self, reason: str) -> None:
        self.tell(ChangeKind.RESUME)

    def changed_outside(self) -> None:
        pass

    def seat_left(self, seat: int) -> None:
        self.table.leave_for_good(seat)
        self.version += 1
        self.tell(ChangeKind.SEATS, seat)

    def start_vote(self, option: str, value: bool | int, by: int | None = None) -> Vote:
        vote = self.table.start_vote(option, value, by)
        self.tell(ChangeKind.BALLOT)
        return vote

    def answer_vote(self, vote: Vote, seat: int, agree: bool) -> None:
        vote.answer(seat, agree)
        self.tell(ChangeKind.BALLOT)

    def finish_vote(self, vote: Vote, cancel: bool = False) -> VoteResult:
        result = self.table.finish_vote(vote, cancel)
        if result.cancelled:
            self.tell(ChangeKind.BALLOT)
        else:
            self.version += 1
            self.tell(ChangeKind.VOTE, result=result)
        return result

    def tell(self, kind: ChangeKind, seat: int | None = None, move: Move | None = None,
             result: VoteResult | None = None) -> None:
        change = Change(kind, self.version, seat, move, result)
        for subscriber in list(self.subscribers):
            subscriber(change)

    def subscribe(self, subscriber: Callable[[Change], None]) -> Callable[[], None]:
        self.subscribers.append(subscriber)
        return lambda: self.subscribers.remove(subscriber) if subscriber in self.subscribers else None


class Typed:
    """A client's keys: what the person types (at the rejoin question)."""

    def __init__(self, text: str) -> None:
        self.data = text.encode()

    async def read(self, size: int) -> bytes:
        data, self.data = self.data[:size], self.data[size:]
        return data


class Login:
    """What ``TableServer.handle`` reads of an SSH session: ``user`` logging in from a terminal of ``term`` with the
    client's ``env`` (its locale), typing ``typed``; what it is shown and its exit status are kept."""

    def __init__(self, user: str = "Twin", typed: str = "", env: dict[str, str] | None = None, term: str = "xterm") -> None:
        self.user, self.stdin, self.term = user, Typed(typed), term
        self.env: dict[str, str] = dict(env or {})
        self.command = self.subsystem = None
        self.stdout, self.shown, self.status = self, bytearray(), None

    def get_extra_info(self, name: str) -> Any:
        return {"username": self.user, "peername": ("127.0.0.1", 2222)}.get(name)

    def get_terminal_type(self) -> str:
        return self.term

    def get_terminal_size(self) -> tuple[int, int, int, int]:
        return 80, 24, 0, 0

    def write(self, data: bytes) -> None:
        self.shown.extend(data)

    def exit(self, status: int) -> None:
        self.status = status


async def loop_until(condition: Callable[[], bool], what: str, turns: int = 1000) -> None:
    """Let the event loop run a turn at a time (no clock involved) until ``condition`` holds: a task reaching its next
    await, a done-callback run; at most ``turns`` turns."""
    for _ in range(turns):
        if condition():
            return
        await asyncio.sleep(0)
    raise AssertionError(f"never: {what}")
