"""The seats of the last table set up in this app (names, bot levels, the dealer), offered again by the next
set-up: a table of friends plays evening after evening with the same names.

Kept in ``seats.json`` beside the settings file.  A file that cannot be read or makes no sense is ignored (the
set-up starts from the usual seats); a file that cannot be written is not worth a message.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from maumau_tui.names import MAX_LENGTH
from maumau_tui.rules.schema import Players
from maumau_tui.tui.settings import config_dir

FILE_NAME = "seats.json"
LEVELS = ("easy", "medium", "hard")

Seats = list[tuple[str, str | None]]


def seats_path() -> Path:
    return config_dir() / FILE_NAME


def remembered(path: Path | None = None) -> tuple[Seats, int] | None:
    """The seats and dealer last dealt with, or None (no file, or one that makes no sense)."""
    try:
        data: Any = json.loads((path or seats_path()).read_text(encoding="utf-8"))
        rows, dealer = data["seats"], data["dealer"]
    except (OSError, ValueError, TypeError, KeyError):
        return None
    if not isinstance(rows, list) or not rows or not isinstance(dealer, int) or not 0 <= dealer < len(rows):
        return None
    seats: Seats = []
    for row in rows:
        if not (isinstance(row, list) and len(row) == 2 and isinstance(row[0], str) and row[1] in (None, *LEVELS)):
            return None
        name = row[0].strip()
        if not name or len(name) > MAX_LENGTH or name.lower() in {other.lower() for other, _ in seats}:
            return None
        seats.append((name, row[1]))
    return seats, dealer


def fitted(seats: Seats, dealer: int, players: Players, bot_level: str) -> tuple[Seats, int]:
    """``seats`` for a ruleset of ``players``: the first ``max`` of them, bots added up to ``min``."""
    fit = list(seats[:players.max])
    taken = {name.lower() for name, _ in fit}
    number = 1
    while len(fit) < players.min:
        while f"bot-{number}" in taken:
            number += 1
        fit.append((f"Bot-{number}", bot_level))
        taken.add(f"bot-{number}")
    return fit, dealer if dealer < len(fit) else len(fit) - 1


def remember(seats: Seats, dealer: int, path: Path | None = None) -> None:
    """Keep the seats a table was just dealt with (atomically: a new file, then renamed)."""
    target = path or seats_path()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        scratch = target.with_suffix(".json.new")
        scratch.write_text(json.dumps({"seats": [list(seat) for seat in seats], "dealer": dealer}, ensure_ascii=False)
                           + "\n", encoding="utf-8")
        scratch.replace(target)
    except OSError:
        pass
