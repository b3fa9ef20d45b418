"""How fast a move reaches every other screen at a table over SSH: the server hosts tables of four people
(``maumau serve --table standard --seats P1,P2,P3,P4 --copies N``), and four asyncssh clients per table play
moves by keys as players do (``o``, ``1``, Enter: the first move of the list of every legal move).

For each move it measures, from the Enter that makes it: the player's own repaint (the first bytes after
the key on their terminal) and each of the three other seats' repaint (the first bytes on their terminals),
in milliseconds; and the seat processes' memory; and the CPU time the server side (server, seat processes) spends per move
(keys, the move, four repaints), which hardly depends on what else the machine does.  The script keeps a mirror of each table (same seed) to
know whose turn it is and what the move is.  Three phases: "alone": one table plays while the others sit;
"paced": every table plays at once at a person's pace (each table one move every ``--pace`` seconds, 1 by
default, the tables' moves spread evenly over that second); "together": every table plays at once, each as
fast as its screens answer (the machine's capacity: its cores saturate).  A hand that ends is followed by
the next one (every seat presses ``n``), so each phase makes its moves.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from maumau_tui.measure import percentile
from maumau_tui.net.load import Client, connect, cpu_seconds, launch, memory, report, seat_memory, seat_pids, stop
from maumau_tui.table import Table
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import Look
from maumau_tui.tui.prompts import all_moves_prompt, prompt_for

SEED = 21
SEATS = ("P1", "P2", "P3", "P4")
TARGETS = "own repaint p95 <= 100 ms, every other seat's repaint p95 <= 150 ms, memory per seat <= 40 MB"
NEXT_HINT = b"ready for the next hand"   # the end of a hand on a seat's screen (net/words.py, English)
READY = b"You are ready"
KEYS_COUNT = tr("en", "prompt_hint").split(", ")[-1].encode()   # the end of a question's key line ("Enter
#                                                                   confirms") once keys count ("…" while held)


def start_server(tables: int, data: Path) -> tuple[subprocess.Popen[bytes], int]:
    seats = tables * len(SEATS)
    return launch(["--table", "standard", "--seats", ",".join(SEATS), "--seed", str(SEED), "--copies", str(tables),
                   "--max-sessions", str(seats + 4), "--max-per-address", str(seats + 4), "--grace", "600"], data)


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

    async def next_hand(self) -> bool:
        """The hand is over: every seat presses ``n`` on its hand's end, and the next hand is dealt (False when
        the match is over)."""
        if self.mirror.match_over:
            return False
        for client in self.clients:
            await client.until(lambda client=client: NEXT_HINT in client.screen[-20000:])
            for attempt in range(10):   # a key that comes before the screen has come on top does nothing
                mark = len(client.screen)
                client.process.stdin.write(b"n")
                try:
                    await client.until(lambda client=client, mark=mark: READY in client.screen[mark:]
                                       or b"Your hand" in client.screen[mark:], limit=2.0)   # (the last: dealt)
                    break
                except TimeoutError:
                    if attempt == 9:
                        raise
        self.mirror.deal()
        return True

    async def move(self) -> bool:
        """One move by keys (after dealing the next hand when this one is over); False when the match is over."""
        mirror = self.mirror
        if mirror.hand_over and not await self.next_hand():
            return False
        if mirror.actor is None:
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
        # a question may hold keys a moment (after a card is drawn, so that a double press is not taken unseen): a
        # digit sent then is lost; its key line shows when keys count
        shown = client.screen.rfind(title)
        await client.until(lambda: KEYS_COUNT in client.screen[shown:])
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

    async def play(self, moves: int, pace: float | None = None, start: float = 0.0) -> None:
        """``moves`` moves, as fast as the screens answer, or (``pace``) the n-th move begun not before
        ``start + n * pace`` on the event loop's clock (its keys follow as fast as the screens answer)."""
        loop = asyncio.get_running_loop()
        for number in range(moves):
            if pace is not None:
                await asyncio.sleep(max(0.0, start + number * pace - loop.time()))
            if not await self.move():
                return

    def take(self) -> tuple[list[float], list[float], list[float]]:
        """The times measured so far (own, others, the slowest other of each move), and start afresh."""
        taken = self.own, self.others, self.slowest
        self.own, self.others, self.slowest = [], [], []
        return taken


async def measure_async(tables: int, moves: int, pace: float = 1.0) -> dict[str, Any]:
    phases: dict[str, tuple[list[float], list[float], list[float]]] = {}
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
            phases["alone"] = collect(plays)
            start = asyncio.get_running_loop().time() + 0.1   # paced: a move a table every `pace` s, staggered
            await asyncio.gather(*(play.play(moves, pace, start + number * pace / tables)
                                   for number, play in enumerate(plays)))
            phases["paced"] = collect(plays)
            await asyncio.gather(*(play.play(moves) for play in plays))   # together: every table at once
            phases["together"] = collect(plays)
            load = os.getloadavg()[0]
        finally:
            status = stop(server, clients)

    def p(values: list[float], share: float) -> float:
        return round(percentile(values, share), 1) if values else float("nan")

    result: dict[str, Any] = {"tables": tables, "seats": tables * len(SEATS), "seat_processes": len(pids),
                              "pace_s": pace}
    result.update({f"moves_{phase}": len(own) for phase, (own, _, _) in phases.items()})
    result["server_cpu_ms_per_move"] = round(used * 1000 / max(1, len(phases["alone"][0])), 1)
    for phase, (own, others, slowest) in phases.items():
        result.update({f"own_{phase}_p50_ms": p(own, 0.5), f"own_{phase}_p95_ms": p(own, 0.95),
                       f"others_{phase}_p50_ms": p(others, 0.5), f"others_{phase}_p95_ms": p(others, 0.95),
                       f"slowest_other_{phase}_p95_ms": p(slowest, 0.95)})
    result.update({**seat_memory(sizes), "server_rss_mb": round(server_rss, 1), "load_average": round(load, 2),
                   "server_status": status, "targets": TARGETS})
    return result


def collect(plays: list[TablePlay]) -> tuple[list[float], list[float], list[float]]:
    """Every table's times of the phase just played (own, others, the slowest other of each move)."""
    own: list[float] = []
    others: list[float] = []
    slowest: list[float] = []
    for play in plays:
        taken = play.take()
        own += taken[0]
        others += taken[1]
        slowest += taken[2]
    return own, others, slowest


def measure(tables: int = 5, moves: int = 12, pace: float = 1.0) -> dict[str, Any]:
    return asyncio.run(measure_async(tables, moves, pace))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m maumau_tui.net.load_table", description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=5, help="tables of four people (default 5: 20 seats)")
    parser.add_argument("--moves", type=int, default=12, help="moves per table in each phase")
    parser.add_argument("--pace", type=float, default=1.0,
                        help="seconds between two moves of a table in the paced phase (default 1)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = measure(max(1, args.tables), max(1, args.moves), max(0.05, args.pace))
    report(result, args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
