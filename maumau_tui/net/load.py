"""How the SSH server holds up with many seats: first frame, key press to own repaint, memory per seat.

``python -m maumau_tui.net.load --seats 20`` starts ``maumau serve`` on 127.0.0.1 (a free port, a
throw-away data folder), connects that many SSH clients (asyncssh, each with a pty of 80x24), and
measures in the clients: seconds from connecting to the first frame; milliseconds from a key press
to the repaint it causes, with one seat pressing at a time and with every seat pressing at once; and
the seat processes' memory (RSS; PSS, which splits shared pages fairly among the processes using
them; USS, the pages only that process has); and the CPU time the server side (server, factory, seats)
spends per key press, which does not depend on what else the machine is doing.  The clients run on
the same machine and take their share of its cores.

With ``--app seat`` (the seat app, not seated: its connection screen) a key press is a space: the seat
process pings the table host and repaints the answer, so the path is client -> SSH -> pty -> app ->
host -> app -> pty -> SSH -> client.  With
``--app solo`` each seat runs the hot-seat table against three bots and a key press moves the chosen
card (the real table screen's repaint, without the table host).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import asyncssh

from maumau_tui.measure import percentile

ANSI = re.compile(rb"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]|\x1b\][^\x07]*\x07|\x1bP[^\x1b]*\x1b\\")
SOLO_SEED = 7     # every solo table deals alike: the player is on turn with cards to choose among
TARGETS = "own repaint p95 <= 100 ms, memory per seat <= 40 MB"


@dataclass
class Client:
    """One connected seat as its player's terminal sees it."""

    name: str
    connection: asyncssh.SSHClientConnection
    process: asyncssh.SSHClientProcess[bytes]
    screen: bytearray = field(default_factory=bytearray)   # everything received, escape codes removed
    raw: int = 0                                            # bytes received
    arrived: asyncio.Event = field(default_factory=asyncio.Event)

    async def read(self) -> None:
        while data := await self.process.stdout.read(65536):
            self.raw += len(data)
            self.screen += ANSI.sub(b"", data)
            self.arrived.set()

    async def until(self, ready: Any, limit: float = 20.0) -> float:
        """Wait until ``ready()`` holds; returns when (perf_counter)."""
        deadline = time.perf_counter() + limit
        while not ready():
            left = deadline - time.perf_counter()
            if left <= 0:
                raise TimeoutError(f"{self.name}: nothing arrived in time; last seen: {bytes(self.screen[-300:])!r}")
            self.arrived.clear()
            try:
                await asyncio.wait_for(self.arrived.wait(), left)
            except asyncio.TimeoutError:
                pass
        return time.perf_counter()

    async def quiet(self, seconds: float = 0.03) -> None:
        """Wait until nothing has arrived for ``seconds`` (the app has finished drawing)."""
        while True:
            self.arrived.clear()
            try:
                await asyncio.wait_for(self.arrived.wait(), seconds)
            except asyncio.TimeoutError:
                return


def start_server(seats: int, app: str, data: Path, fork: bool = True) -> tuple[subprocess.Popen[bytes], int]:
    return launch(["--seat-app", app, "--max-sessions", str(seats + 4), "--max-per-address", str(seats + 4),
                   "--seat-seed", str(SOLO_SEED), *([] if fork else ["--no-fork"])], data)


def launch(args: list[str], data: Path) -> tuple[subprocess.Popen[bytes], int]:
    """``maumau serve`` with ``args`` on a free port, its data (and ``MAUMAU_HOME``) in ``data``: the process, its port."""
    command = [sys.executable, "-m", "maumau_tui.net.server", "--port", "0", "--data-dir", str(data), *args]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              env=dict(os.environ, MAUMAU_HOME=str(data)))
    assert server.stdout is not None
    first = server.stdout.readline().decode()
    if "listening on" not in first:
        server.kill()
        raise RuntimeError(f"the server did not start: {first!r}")
    return server, int(first.rsplit(":", 1)[1])


async def connect(port: int, name: str, marker: bytes) -> tuple[Client, float]:
    started = time.perf_counter()
    connection = await asyncssh.connect("127.0.0.1", port, username=name, known_hosts=None,
                                        client_keys=None, agent_path=None, config=())
    process = await connection.create_process(term_type="xterm-256color", term_size=(80, 24), encoding=None,
                                              env={"LANG": "en_US.UTF-8"})
    client = Client(name, connection, process)
    reader = asyncio.create_task(client.read())
    client.reader = reader  # type: ignore[attr-defined]
    shown = await client.until(lambda: marker in client.screen)
    return client, shown - started


async def press(client: Client, key: bytes, marker: bytes | None) -> float:
    """Milliseconds from sending ``key`` to the repaint (``marker`` shown, or any output at all)."""
    await client.quiet()
    before, mark = client.raw, len(client.screen)
    sent = time.perf_counter()
    client.process.stdin.write(key)
    if marker is None:
        done = await client.until(lambda: client.raw > before)
    else:
        done = await client.until(lambda: marker in client.screen[mark:])
    return (done - sent) * 1000


def memory(pid: int) -> dict[str, float]:
    """Resident, proportional (shared pages split among their users) and private (USS) memory in MB."""
    found = {"rss": float("nan"), "pss": float("nan"), "uss": float("nan")}
    try:
        fields = {line.split(":")[0]: int(line.split()[1]) / 1024
                  for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()[1:]}
    except (OSError, ValueError, IndexError):
        return found
    found.update(rss=fields.get("Rss", found["rss"]), pss=fields.get("Pss", found["pss"]),
                 uss=fields.get("Private_Clean", 0.0) + fields.get("Private_Dirty", 0.0))
    return found


def children(pid: int) -> list[int]:
    """The running (not zombie) children of ``pid``."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                state, parent = (entry / "stat").read_text().rsplit(")", 1)[1].split()[:2]
            except (OSError, ValueError):
                continue
            if int(parent) == pid and state != "Z":
                found.append(int(entry.name))
    return found


def is_factory(pid: int) -> bool:
    try:
        return b"maumau_tui.net.spawner" in Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False


def seat_pids(server: int) -> tuple[list[int], int | None]:
    """The seat processes of a server (forked by its seat factory, or started by it), and the factory."""
    seats, factory = [], None
    for pid in children(server):
        if is_factory(pid):
            factory = pid
            seats += children(pid)
        else:
            seats.append(pid)
    return seats, factory


def cpu_seconds(pids: list[int]) -> float:
    """CPU time (user + system) the processes have used so far."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def stop(server: subprocess.Popen[bytes], clients: list[Client]) -> int:
    """Close every client, stop the server with SIGTERM (killed if it has not ended in 30 s); its status."""
    for client in clients:
        client.connection.close()
    server.send_signal(signal.SIGTERM)
    try:
        status = server.wait(30)
    except subprocess.TimeoutExpired:
        server.kill()
        status = server.wait()
    if server.stdout is not None:
        server.stdout.close()
    return status


def report(result: dict[str, Any], as_json: bool) -> None:
    """A measuring script's result: one JSON line, or one ``key: value`` line each."""
    if as_json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")


def seat_memory(sizes: list[dict[str, float]]) -> dict[str, float]:
    """The mean RSS, PSS and USS of the seat processes, in MB."""
    return {f"seat_{kind}_mb_mean": round(statistics.mean(size[kind] for size in sizes), 1)
            for kind in ("rss", "pss", "uss")}



async def measure_async(seats: int, presses: int, app: str, fork: bool = True) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="maumau-load-") as folder:
        server, port = start_server(seats, app, Path(folder), fork)
        clients: list[Client] = []
        try:
            marker = b"Hello, " if app == "seat" else b"Your hand"
            firsts = []
            for index in range(seats):
                client, first = await connect(port, f"seat{index:02d}", marker)
                clients.append(client)
                firsts.append(first)
            for client in clients:
                await client.quiet(0.3)
            pids, factory = seat_pids(server.pid)
            sizes = [memory(pid) for pid in pids]
            server_memory = memory(server.pid)
            factory_memory = memory(factory) if factory is not None else {"rss": 0.0, "pss": 0.0}
            count = [0] * seats

            async def one(index: int) -> float:
                client = clients[index]
                count[index] += 1
                if app == "seat":
                    return await press(client, b" ", f"answers: {count[index]} ".encode())
                # right, then left: the chosen card moves and back (the table waits for this player)
                return await press(client, b"\x1b[C" if count[index] % 2 else b"\x1b[D", None)

            serving = [server.pid, *pids, *([factory] if factory is not None else [])]
            used = cpu_seconds(serving)
            alone = [await one(index) for _ in range(presses) for index in range(seats)]
            used_alone = cpu_seconds(serving) - used

            async def player(index: int) -> list[float]:
                return [await one(index) for _ in range(presses)]

            together = [ms for batch in await asyncio.gather(*(player(i) for i in range(seats))) for ms in batch]
            load = os.getloadavg()[0]
        finally:
            status = stop(server, clients)
    return {
        "app": app, "fork": fork, "seats": seats, "seat_processes": len(pids), "presses_per_seat": presses,
        "first_frame_s_median": round(statistics.median(firsts), 3), "first_frame_s_max": round(max(firsts), 3),
        "key_alone_p50_ms": round(statistics.median(alone), 1), "key_alone_p95_ms": round(percentile(alone, 0.95), 1),
        "key_together_p50_ms": round(statistics.median(together), 1),
        "key_together_p95_ms": round(percentile(together, 0.95), 1),
        "server_cpu_ms_per_press": round(used_alone * 1000 / len(alone), 2),
        "load_average": round(load, 2),
        **seat_memory(sizes),
        "server_rss_mb": round(server_memory["rss"], 1), "factory_rss_mb": round(factory_memory["rss"], 1),
        "factory_pss_mb": round(factory_memory["pss"], 1), "server_status": status, "targets": TARGETS,
    }


def measure(seats: int = 20, presses: int = 20, app: str = "seat", fork: bool = True) -> dict[str, Any]:
    return asyncio.run(measure_async(seats, presses, app, fork))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m maumau_tui.net.load", description=__doc__.split("\n")[0])
    parser.add_argument("--seats", type=int, default=20)
    parser.add_argument("--presses", type=int, default=20, help="key presses per seat in each phase")
    parser.add_argument("--app", choices=("seat", "solo"), default="seat")
    parser.add_argument("--no-fork", action="store_true", help="the server starts every seat process afresh")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = measure(max(1, args.seats), max(1, args.presses), args.app, not args.no_fork)
    report(result, args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
