"""How fast a move reaches every other screen at a table over SSH: the server hosts tables of four people
(``maumau serve --table standard --seats P1,P2,P3,P4 --copies N``), and four asyncssh clients per table play
moves by keys as players do (``o``, ``1``, Enter: the first move of the list of every legal move).

For each move it measures, from the Enter that makes it: the player's own repaint (the first bytes after
the key on their terminal) and each of the three other seats' repaint (the first bytes on their terminals),
in milliseconds; and the seat processes' memory; and the CPU time the server side (server, seat processes) spends per move
(keys, the move, four repaints), which hardly depends on what else the machine does.  The script keeps a mirror of each table (same seed) to
know whose turn it is and what the move is.  "alone": one table plays while the others sit; "together":
every table plays at once (each as fast as its screens answer).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from maumau_tui.net.load import Client, connect, cpu_seconds, memory, percentile, seat_memory, seat_pids, stop
from maumau_tui.table import Table
from maumau_tui.tui.labels import Look
from maumau_tui.tui.prompts import all_moves_prompt, prompt_for

SEED = 21
SEATS = ("P1", "P2", "P3", "P4")
TARGETS = "own repaint p95 <= 100 ms, every other seat's repaint p95 <= 150 ms, memory per seat <= 40 MB"


def start_server(tables: int, data: Path) -> tuple[subprocess.Popen[bytes], int]:
    seats = tables * len(SEATS)
    command = [sys.executable, "-m", "maumau_tui.net.server", "--port", "0", "--data-dir", str(data),
               "--table", "standard", "--seats", ",".join(SEATS), "--seed", str(SEED), "--copies", str(tables),
               "--max-sessions", str(seats + 4), "--max-per-address", str(seats + 4), "--grace", "600"]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              env=dict(os.environ, MAUMAU_HOME=str(data)))
    assert server.stdout is not None
    first = server.stdout.readline().decode()
    if "listening on" not in first:
        server.kill()
        raise RuntimeError(f"the server did not start: {first!r}")
    return server, int(first.rsplit(":", 1)[1])


def seat_name(name: str, number: int, tables: int) -> str:
    """The name the server gives a seat of table ``number`` (``--copies``: the table's number after it)."""
    return f"{name}{number + 1}" if tables > 1 else name


class TablePlay:
    """One table: its four clients and the mirror that says whose turn it is."""

    def __init__(self, number: int, tables: int, clients: list[Client]) -> None:
        names = [(seat_name(name, number, tables), False) for name in SEATS]
        self.mirror = Table.from_names("standard", names, seed=SEED + (number if tables > 1 else 0))
        self.mirror.deal()
        self.clients = clients
        self.look = Look("en")
        self.own: list[float] = []
        self.others: list[float] = []
        self.slowest: list[float] = []

    async def move(self) -> bool:
        """One move by keys; False when the hand is over."""
        mirror = self.mirror
        if mirror.hand_over or mirror.actor is None:
            return False
        actor = mirror.actor
        view = mirror.view_of(actor)
        client = self.clients[actor]
        await asyncio.gather(*(other.quiet() for other in self.clients))
        spec = prompt_for(view, self.look)
        mark = len(client.screen)
        if spec is None:
            spec = all_moves_prompt(view, self.look)
            title = spec.title[:12].encode()
            for attempt in range(10):   # a key that comes before the screen shows the turn does nothing
                client.process.stdin.write(b"o")
                try:
                    await client.until(lambda: title in client.screen[mark:], limit=2.0)
                    break
                except TimeoutError:
                    if attempt == 9:
                        raise
        else:
            title = spec.title[:12].encode()
            await client.until(lambda: title in client.screen[max(0, mark - 20000):])
        client.process.stdin.write(b"1")
        await client.quiet()
        before = [other.raw for other in self.clients]
        sent = time.perf_counter()
        client.process.stdin.write(b"\r")
        done = await asyncio.gather(*(other.until(lambda other=other, size=size: other.raw > size)
                                      for other, size in zip(self.clients, before)))
        times = [(moment - sent) * 1000 for moment in done]
        self.own.append(times[actor])
        others = [ms for seat, ms in enumerate(times) if seat != actor]
        self.others += others
        self.slowest.append(max(others))
        choice = spec.choices[0]
        assert choice.move is not None
        mirror.apply(actor, choice.move)
        return True

    async def play(self, moves: int) -> None:
        for _ in range(moves):
            if not await self.move():
                return


async def measure_async(tables: int, moves: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="maumau-load-") as folder:
        server, port = start_server(tables, Path(folder))
        clients: list[Client] = []
        try:
            plays = []
            for number in range(tables):
                seated = []
                for name in SEATS:
                    client, _ = await connect(port, seat_name(name, number, tables), b"Your hand")
                    seated.append(client)
                clients += seated
                plays.append(TablePlay(number, tables, seated))
            for client in clients:
                await client.quiet(0.3)
            pids, factory = seat_pids(server.pid)
            sizes = [memory(pid) for pid in pids]
            server_rss = memory(server.pid)["rss"]
            serving = [server.pid, *pids, *([factory] if factory is not None else [])]
            used = cpu_seconds(serving)
            for play in plays:                       # alone: one table plays, the others sit
                await play.play(moves)
            used = cpu_seconds(serving) - used
            alone = [list(play.own) for play in plays], [list(play.others) for play in plays]
            slow_alone = [ms for play in plays for ms in play.slowest]
            for play in plays:
                play.own, play.others, play.slowest = [], [], []
            await asyncio.gather(*(play.play(moves) for play in plays))   # together: every table at once
            load = os.getloadavg()[0]
        finally:
            status = stop(server, clients)
    own_alone = [ms for batch in alone[0] for ms in batch]
    others_alone = [ms for batch in alone[1] for ms in batch]
    own_together = [ms for play in plays for ms in play.own]
    others_together = [ms for play in plays for ms in play.others]
    slow_together = [ms for play in plays for ms in play.slowest]

    def p(values: list[float], share: float) -> float:
        return round(percentile(values, share), 1) if values else float("nan")

    return {
        "tables": tables, "seats": tables * len(SEATS), "seat_processes": len(pids),
        "moves_alone": len(own_alone), "moves_together": len(own_together),
        "server_cpu_ms_per_move": round(used * 1000 / max(1, len(own_alone)), 1),
        "own_alone_p50_ms": p(own_alone, 0.5), "own_alone_p95_ms": p(own_alone, 0.95),
        "others_alone_p50_ms": p(others_alone, 0.5), "others_alone_p95_ms": p(others_alone, 0.95),
        "slowest_other_alone_p95_ms": p(slow_alone, 0.95),
        "own_together_p50_ms": p(own_together, 0.5), "own_together_p95_ms": p(own_together, 0.95),
        "others_together_p50_ms": p(others_together, 0.5), "others_together_p95_ms": p(others_together, 0.95),
        "slowest_other_together_p95_ms": p(slow_together, 0.95),
        **seat_memory(sizes),
        "server_rss_mb": round(server_rss, 1), "load_average": round(load, 2), "server_status": status,
        "targets": TARGETS,
    }


def measure(tables: int = 5, moves: int = 12) -> dict[str, Any]:
    return asyncio.run(measure_async(tables, moves))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m maumau_tui.net.load_table", description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=5, help="tables of four people (default 5: 20 seats)")
    parser.add_argument("--moves", type=int, default=12, help="moves per table in each phase")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = measure(max(1, args.tables), max(1, args.moves))
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
