"""What saving a server table costs per move: encoding the match (on the server's loop) and writing it the
store's way (temporary file, fsync, rename, fsync of the folder; in ``save_writer``'s thread).

``python -m maumau_tui.net.measure_saves [--moves 200] [--seed 1] [--folder DIR] [--json]`` plays a seeded
match of standard among four people by random legal moves and times both steps after every move.  The
folder defaults to a temporary one inside the user data folder (the disk the server's saves go to); it is
removed afterwards.  The hot seat's saves (a long Kronenstube match, written on the app's own thread) are
measured by `maumau bench --saves` (``store/bench.py``).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import tempfile
import time
from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path

from maumau_tui.measure import percentile
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.store.atomic import write_atomic
from maumau_tui.store.paths import data_dir
from maumau_tui.store.save_file import encode
from maumau_tui.table import Table


def measure(moves: int, seed: int, folder: Path) -> dict[str, float]:
    """Milliseconds per move: encode and write, median and 95th percentile; and the save's size."""
    table = Table.from_names("standard", [(name, None) for name in ("P1", "P2", "P3", "P4")], seed=seed)
    table.deal()
    referee = Referee(table, ManualClock(), bot_delay=0.0)
    rng = random.Random(seed)
    path = folder / "measure.json"
    started = datetime.now(timezone.utc)
    encoding: list[float] = []
    writing: list[float] = []
    size = 0
    for _ in range(moves):
        if table.match_over:
            break
        if table.hand_over:
            referee.deal()
            continue
        actor = table.actor
        assert actor is not None
        referee.submit(actor, rng.choice(table.view_of(actor).legal))
        begin = time.perf_counter()
        data = encode("measure", table.match, started, datetime.now(timezone.utc), finished=False)
        encoded = time.perf_counter()
        write_atomic(path, data)
        written = time.perf_counter()
        encoding.append((encoded - begin) * 1000)
        writing.append((written - encoded) * 1000)
        size = len(data)
    return {"moves": len(encoding), "encode_p50_ms": statistics.median(encoding),
            "encode_p95_ms": percentile(encoding, 0.95), "write_p50_ms": statistics.median(writing),
            "write_p95_ms": percentile(writing, 0.95), "last_save_kb": size / 1024}


def main(argv: Sequence[str] | None = None) -> int:
    parse = argparse.ArgumentParser(prog="python -m maumau_tui.net.measure_saves", description=__doc__)
    parse.add_argument("--moves", type=int, default=200)
    parse.add_argument("--seed", type=int, default=1)
    parse.add_argument("--folder", type=Path, help="where to write (default: a temporary folder in the user data folder)")
    parse.add_argument("--json", action="store_true")
    args = parse.parse_args(argv)
    base = args.folder if args.folder is not None else data_dir()
    base.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="measure-saves-", dir=base))
    try:
        result = measure(max(1, args.moves), args.seed, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['moves']:.0f} moves, the last save {result['last_save_kb']:.1f} kB, in {base}")
        print(f"encode (on the loop): p50 {result['encode_p50_ms']:.2f} ms, p95 {result['encode_p95_ms']:.2f} ms")
        print(f"write with both fsyncs (in the thread): p50 {result['write_p50_ms']:.2f} ms, "
              f"p95 {result['write_p95_ms']:.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
