"""What a save costs, for `maumau bench --saves`: encoding a long match, and the whole save with both fsyncs.

``measure_saves()`` plays a long seeded match of Kronenstube (random legal moves, no cheats; 1,100 moves) and then
saves it again and again as the app does after every move: ``encode`` alone (the JSON document around
the record), and ``Store.save`` in all (encode, write a temporary file, fsync it, rename, fsync the
folder).  The saves go to a temporary folder inside the user data folder (``MAUMAU_HOME``), so the
fsyncs are those of the disk real saves go to; it is removed afterwards.  Wall-clock milliseconds
(an fsync waits for the disk, which CPU time would not count), p50 and p95.  A server table's saves (four
seats of standard, written off the event loop) are measured by ``net/measure_saves.py``.  ``long_evening``: the same
for a match of 10,000 moves (a save holds every move, so it costs more the longer a match of single hands goes on).
"""

from __future__ import annotations

import random
import tempfile
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from maumau_tui.match import Match, SeatInfo
from maumau_tui.measure import percentile
from maumau_tui.store.paths import data_dir
from maumau_tui.store.save_file import encode
from maumau_tui.store.saves import Store

RULESET = "kronenstube"
NAMES = ["Anna", "Ben", "Robo"]


def long_match(moves: int = 1100, seed: int = 1) -> Match:
    """A match of Kronenstube with ``moves`` moves, stopped there (mid-hand, as saves are made): the first of the
    seeds from ``seed`` on whose match lasts that long (random play often ends a match sooner), else the longest."""
    longest: Match | None = None
    for attempt in range(seed, seed + 100):
        match = _played(moves, attempt)
        if len(match.moves) >= moves:
            return match
        if longest is None or len(match.moves) > len(longest.moves):
            longest = match
    assert longest is not None
    return longest


def _played(moves: int, seed: int) -> Match:
    seats = [SeatInfo(name) for name in NAMES[:-1]] + [SeatInfo(NAMES[-1], "bot", "easy", seed)]
    return random_match(RULESET, seats, moves, seed)


def random_match(ruleset: str, seats: list[SeatInfo], moves: int, seed: int) -> Match:
    """A seeded match of ``ruleset`` played with random legal moves (no cheats) until ``moves`` moves or its end,
    stopped there as saves are made (also the unfinished matches of ``tui/bench.py``)."""
    rng = random.Random(seed)
    match = Match.create(ruleset, [seat.name for seat in seats], seed=seed, seats=seats)
    while len(match.moves) < moves and not match.over:
        game = match.deal()
        while not game.finished and len(match.moves) < moves:
            seat = rng.choice(game.seats_to_act())
            legal = game.legal_moves(seat)
            match.apply(rng.choice([move for move in legal if move.kind != "cheat"] or legal), seat)
    return match


def _timed(action: Callable[[], object], repeats: int) -> list[float]:
    """Milliseconds of each of ``repeats`` runs of ``action``."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return times


def measure_saves(repeats: int = 50, moves: int = 1100, seed: int = 1) -> dict[str, Any]:
    """Encode and whole-save times (ms, p50/p95) of a long Kronenstube match, and its size; ``ValueError`` says in
    plain words why the data folder takes no saves (PLAYTEST279 F6: "[Errno 17] File exists" of a file in the way,
    and a full disk taken for the output that could not be written)."""
    if repeats < 1:
        raise ValueError(f"measure at least one save, not {repeats}")
    root = data_dir()
    try:
        return _measured_saves(root, repeats, moves, seed)
    except OSError as error:
        in_the_way = isinstance(error, (FileExistsError, NotADirectoryError))
        reason = "a file is in the way of the folder" if in_the_way else error.strerror or str(error)
        raise ValueError(f"{root}: the saves cannot be measured there ({reason})") from None


def _measured_saves(root: Path, repeats: int, moves: int, seed: int) -> dict[str, Any]:
    match = long_match(moves, seed)
    now = datetime.now().astimezone()
    data = encode("bench", match, now, now, finished=False)
    encoded = _timed(lambda: encode("bench", match, now, now, finished=False), repeats)
    root.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="bench-saves-", dir=root) as folder:
        store = Store(root=Path(folder))
        store.save("bench", match)                    # the first save reads what is there; the others as in play
        saved = _timed(lambda: store.save("bench", match), repeats)
    return {
        "saves_ruleset": RULESET, "saves_moves": len(match.moves), "saves_hands": match.hands_dealt,
        "saves_bytes": len(data), "saves_repeats": repeats, "saves_folder": str(root),
        "saves_encode_p50_ms": round(percentile(encoded, 0.5), 2),
        "saves_encode_p95_ms": round(percentile(encoded, 0.95), 2),
        "saves_save_p50_ms": round(percentile(saved, 0.5), 2),
        "saves_save_p95_ms": round(percentile(saved, 0.95), 2),
        **long_evening(root, max(1, repeats // 2), seed),
    }


LONG_MOVES = 10_000    # a match of single hands played for a whole evening and more (a save keeps every move)


def long_evening(root: Path, repeats: int, seed: int) -> dict[str, Any]:
    """The whole-save time of a match of ``LONG_MOVES`` moves (standard, four seats, played on hand after hand):
    a save grows with the match, and the app writes it after every move."""
    seats = [SeatInfo(name) for name in ("Anna", "Ben", "Cleo")] + [SeatInfo("Robo", "bot", "easy", seed)]
    match = random_match("standard", seats, LONG_MOVES, seed)
    with tempfile.TemporaryDirectory(prefix="bench-saves-", dir=root) as folder:
        store = Store(root=Path(folder))
        store.save("bench", match)
        saved = _timed(lambda: store.save("bench", match), repeats)
        size = (Path(folder) / "saves" / "bench.json").stat().st_size
    return {"saves_long_moves": len(match.moves), "saves_long_bytes": size,
            "saves_long_save_p50_ms": round(percentile(saved, 0.5), 2),
            "saves_long_save_p95_ms": round(percentile(saved, 0.95), 2)}


if __name__ == "__main__":
    print(measure_saves())
