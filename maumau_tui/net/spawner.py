"""A seat factory: one process that has imported Textual and the screens, and forks a seat per session.

Starting Python and importing Textual costs each seat about half a second of CPU and some 15 MB of
private memory; a fork of a process that has done it once shares those pages and shows the first
frame in about a tenth of the time.  The server starts ``python -m maumau_tui.net.spawner``, sends it
one request per session over a SOCK_SEQPACKET socketpair (JSON arguments and environment, with the
pty's slave and the link socket passed as file descriptors), and is told each child's pid and, later,
its exit status.  The factory stays single-threaded (so forking it is safe) and runs no event loop; each
child is the same seat process as ever (``seat.main``): its own session, its pty, Textual's own driver.
If the factory is missing or dies, the server starts seat processes directly instead.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import importlib
import json
import os
import select
import signal
import socket
import sys
from collections.abc import Sequence

MAX_PACKET = 64 * 1024


PRELOAD = ("textual.app", "textual.widgets", "maumau_tui.net.seat", "maumau_tui.net.seat_app",
           "maumau_tui.tui.app", "maumau_tui.tui.screens.table", "maumau_tui.tui.flow")


def preload() -> None:
    """Import what every seat process needs, so each fork starts with it in shared pages.  A module that
    fails to import is left to the child, which then reports the error the usual way."""
    for name in PRELOAD:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - the seat process will meet the same error and log it
            pass


def child(control: socket.socket, wake: tuple[int, int], request: dict[str, object], fds: list[int]) -> None:
    """In the forked child: become the seat process on the pty and never return."""
    code = 1
    try:
        os.setsid()
        slave, link = fds[0], (fds[1] if len(fds) > 1 else -1)
        for target in (0, 1, 2):
            os.dup2(slave, target)
        if slave > 2:
            os.close(slave)
        control.close()
        for fd in wake:
            os.close(fd)
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        os.environ.clear()
        os.environ.update({str(key): str(value) for key, value in dict(request["env"]).items()})  # type: ignore[call-overload]
        from maumau_tui.net import seat

        code = seat.main([*map(str, request["args"]), "--link-fd", str(link)])  # type: ignore[call-overload]
    except BaseException:   # noqa: BLE001 - nothing may escape a forked child
        code = 1
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:  # noqa: BLE001
                pass
        os._exit(code)


def reap(control: socket.socket) -> None:
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        control.send(json.dumps({"exit": pid, "status": os.waitstatus_to_exitcode(status)}).encode())


def serve(control: socket.socket) -> int:
    """Fork a seat for every request until the server closes the control socket."""
    preload()
    gc.collect()
    gc.freeze()   # the imported objects stay in pages every child shares
    wake = os.pipe()
    os.set_blocking(wake[1], False)
    signal.signal(signal.SIGCHLD, lambda _number, _frame: None)
    signal.set_wakeup_fd(wake[1])
    control.send(b'{"ready": true}')
    while True:
        ready, _, _ = select.select([control.fileno(), wake[0]], [], [])
        if wake[0] in ready:
            os.read(wake[0], 4096)
            reap(control)
        if control.fileno() in ready:
            message, fds, _flags, _address = socket.recv_fds(control, MAX_PACKET, 4)
            if not message:
                return 0
            ident = -1
            try:
                request = json.loads(message)
                ident = int(request["id"])
                sys.stdout.flush()
                sys.stderr.flush()
                pid = os.fork()
                if pid == 0:
                    child(control, wake, request, fds)
                control.send(json.dumps({"id": ident, "pid": pid}).encode())
            except (ValueError, KeyError, TypeError, OSError) as error:
                control.send(json.dumps({"id": ident, "error": str(error)[:200]}).encode())
            finally:
                for fd in fds:
                    os.close(fd)


# ---- the server's side ---------------------------------------------------------------------------


class SpawnError(OSError):
    """The factory could not start a seat (or is gone); the server starts one directly instead."""


class Forked:
    """A seat process the factory forked: its pid, and its exit status once the factory reports it."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.returncode: int | None = None
        self.done = asyncio.Event()

    async def wait(self) -> int:
        await self.done.wait()
        assert self.returncode is not None
        return self.returncode

    def ended(self, status: int) -> None:
        self.returncode = status
        self.done.set()


class SeatFactory:
    """The server's handle on a running factory process."""

    def __init__(self, process: asyncio.subprocess.Process, control: socket.socket) -> None:
        self.process, self.control = process, control
        self.pending: dict[int, asyncio.Future[Forked]] = {}
        self.children: dict[int, Forked] = {}
        self.next_id = 0
        self.alive = True
        asyncio.get_running_loop().add_reader(control.fileno(), self.readable)

    @classmethod
    async def start(cls, env: dict[str, str], limit: float = 30.0) -> SeatFactory:
        """Start the factory and wait until it has imported everything; ``SpawnError`` if it cannot."""
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "maumau_tui.net.spawner", "--control-fd", str(theirs.fileno()),
                pass_fds=(theirs.fileno(),), env=env, stdin=asyncio.subprocess.DEVNULL,
                stdout=asyncio.subprocess.DEVNULL, start_new_session=True)
        finally:
            theirs.close()
        loop = asyncio.get_running_loop()
        ours.setblocking(False)
        try:
            hello = await asyncio.wait_for(loop.sock_recv(ours, MAX_PACKET), limit)
        except (asyncio.TimeoutError, OSError):
            hello = b""
        if json.loads(hello or b"{}").get("ready") is not True:
            process.kill()
            ours.close()
            raise SpawnError("the seat factory did not start")
        return cls(process, ours)

    def readable(self) -> None:
        try:
            message = self.control.recv(MAX_PACKET)
        except BlockingIOError:
            return
        except OSError:
            message = b""
        if not message:
            self.lost()
            return
        news = json.loads(message)
        if "exit" in news:
            child = self.children.pop(news["exit"], None)
            if child is not None:
                child.ended(int(news["status"]))
        elif (waiting := self.pending.pop(news.get("id", -1), None)) is not None and not waiting.done():
            if "pid" in news:
                forked = self.children[news["pid"]] = Forked(news["pid"])
                waiting.set_result(forked)
            else:
                waiting.set_exception(SpawnError(news.get("error", "the seat factory refused")))

    def lost(self) -> None:
        """The factory has gone: nobody will report exits any more, so children count as ended."""
        if not self.alive:
            return
        self.alive = False
        asyncio.get_running_loop().remove_reader(self.control.fileno())
        for waiting in self.pending.values():
            if not waiting.done():
                waiting.set_exception(SpawnError("the seat factory has gone"))
        for child in self.children.values():
            child.ended(-1)
        self.children.clear()

    async def spawn(self, args: list[str], env: dict[str, str], fds: list[int]) -> Forked:
        """Fork a seat process with ``args`` and ``env``; ``fds``: the pty's slave, then the link socket."""
        if not self.alive:
            raise SpawnError("the seat factory has gone")
        self.next_id += 1
        ident = self.next_id
        waiting: asyncio.Future[Forked] = asyncio.get_running_loop().create_future()
        self.pending[ident] = waiting
        try:
            socket.send_fds(self.control, [json.dumps({"id": ident, "args": args, "env": env}).encode()], fds)
        except OSError as error:
            self.pending.pop(ident, None)
            raise SpawnError(str(error)) from None
        try:
            return await asyncio.wait_for(waiting, 10.0)
        except asyncio.TimeoutError:
            self.pending.pop(ident, None)
            raise SpawnError("the seat factory did not answer") from None

    async def close(self) -> None:
        self.lost()
        self.control.close()
        try:
            await asyncio.wait_for(self.process.wait(), 5.0)
        except asyncio.TimeoutError:
            self.process.kill()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="maumau-spawner")
    parser.add_argument("--control-fd", type=int, required=True)
    args = parser.parse_args(argv)
    signal.signal(signal.SIGINT, signal.SIG_IGN)   # the server stops the factory by closing the socket
    try:
        return serve(socket.socket(fileno=args.control_fd))
    except ConnectionError:   # the server was killed: its end of the socket reset, not closed; nothing to serve
        return 0


if __name__ == "__main__":
    sys.exit(main())
