"""The seats of the last table set up in this app (names, bot levels, the dealer), and each ruleset's house
rules as last chosen, offered again by the next set-up: a table of friends plays evening after evening with the
same names and the same house rules.

Kept in ``seats.json`` beside the settings file.  A file that cannot be read or makes no sense is ignored (the
set-up starts from the usual seats and the ruleset's defaults); a file that cannot be written is not worth a
message.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from maumau_tui.names import check_names, same_name
from maumau_tui.rules.loader import RulesetError, load
from maumau_tui.rules.schema import Players
from maumau_tui.tui.settings import config_dir

FILE_NAME = "seats.json"
LEVELS = ("easy", "medium", "hard")

Seats = list[tuple[str, str | None]]
Options = dict[str, bool | int]


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
    if not all(isinstance(row, list) and len(row) == 2 and isinstance(row[0], str) and row[1] in (None, *LEVELS)
               for row in rows):
        return None
    seats: Seats = [(row[0], row[1]) for row in rows]
    try:
        check_names([name for name, _ in seats])     # the seat names a table takes (one word, one of each)
    except ValueError:
        return None
    return seats, dealer


def fitted(seats: Seats, dealer: int, players: Players, bot_level: str) -> tuple[Seats, int]:
    """``seats`` for a ruleset of ``players``: bots left out first (then the last people) down to ``max``, bots
    added up to ``min``; the dealer stays, or (left out) the last seat deals."""
    fit = list(enumerate(seats))
    while len(fit) > players.max:
        bots = [index for index, (_, (_, level)) in enumerate(fit) if level is not None]
        del fit[bots[-1] if bots else -1]
    kept = [seat for _, seat in fit]
    number = 1
    while len(kept) < players.min:
        while any(same_name(f"Bot-{number}", name) for name, _ in kept):
            number += 1
        kept.append((f"Bot-{number}", bot_level))
    positions = [index for index, _ in fit]
    return kept, positions.index(dealer) if dealer in positions else len(kept) - 1


def remembered_options(ruleset_id: str, path: Path | None = None) -> Options | None:
    """The house rules last chosen for ``ruleset_id`` (only options it still has, of the same kind, and that it
    can still be played with), or None."""
    chosen = _options(path).get(ruleset_id)
    if not isinstance(chosen, dict):
        return None
    try:
        offered = load(ruleset_id).options
        kept: Options = {name: value for name, value in chosen.items()
                         if name in offered and type(value) is type(offered[name].default)}
        load(ruleset_id, kept)
    except RulesetError:   # the ruleset changed or is gone: its defaults
        return None
    return kept


def changed(ruleset_id: str, options: Options) -> Options:
    """The ``options`` that differ from the ruleset's defaults (a default changed later is then taken)."""
    try:
        defaults = {name: option.default for name, option in load(ruleset_id).options.items()}
    except RulesetError:
        defaults = {}
    return {name: value for name, value in options.items() if name not in defaults or defaults[name] != value}


def _options(path: Path | None) -> dict[str, Any]:
    try:
        data: Any = json.loads((path or seats_path()).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    options = data.get("options") if isinstance(data, dict) else None
    return options if isinstance(options, dict) else {}


def remember(seats: Seats, dealer: int, path: Path | None = None, ruleset_id: str = "",
             options: Options | None = None) -> None:
    """Keep the seats a table was just dealt with, and its ruleset's house rules (those not at their defaults)
    beside those of the others (atomically: a new file, then renamed)."""
    target = path or seats_path()
    every = _options(target)
    if ruleset_id:
        every[ruleset_id] = changed(ruleset_id, options or {})
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        scratch = target.with_suffix(".json.new")
        scratch.write_text(json.dumps({"seats": [list(seat) for seat in seats], "dealer": dealer, "options": every},
                                      ensure_ascii=False) + "\n", encoding="utf-8")
        scratch.replace(target)
    except OSError:
        pass


def remember_options(ruleset_id: str, options: Options, path: Path | None = None) -> None:
    """Keep ``ruleset_id``'s house rules as a vote at the table left them (the seats stay as they were; nothing
    when no table was set up here)."""
    last = remembered(path)
    if last is not None:
        remember(*last, path, ruleset_id=ruleset_id, options=options)
