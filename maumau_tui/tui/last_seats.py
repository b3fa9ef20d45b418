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

from maumau_tui.level_names import PLAIN_LEVELS
from maumau_tui.names import check_names, same_name
from maumau_tui.rules.loader import RulesetError, load
from maumau_tui.rules.schema import OPTION_LIMIT, Players
from maumau_tui.store.atomic import write_atomic
from maumau_tui.tui.settings import config_dir, read_saved

FILE_NAME = "seats.json"

Seats = list[tuple[str, str | None]]
Options = dict[str, bool | int]


def seats_path() -> Path:
    return config_dir() / FILE_NAME


def _read(path: Path | None) -> dict[str, Any]:
    """The file's content ({} when it cannot be read or is no JSON object)."""
    return read_saved(path or seats_path())


def remembered(path: Path | None = None) -> tuple[Seats, int] | None:
    """The seats and dealer last dealt with, or None (no file, or one that makes no sense)."""
    return _seats(_read(path))


def _seats(data: dict[str, Any]) -> tuple[Seats, int] | None:
    rows, dealer = data.get("seats"), data.get("dealer")
    if not isinstance(rows, list) or not rows or not isinstance(dealer, int) or not 0 <= dealer < len(rows):
        return None
    if not all(isinstance(row, list) and len(row) == 2 and isinstance(row[0], str) and row[1] in (None, *PLAIN_LEVELS)
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
    """The house rules last chosen for ``ruleset_id`` (only options it still has, of the same kind, numbers in the
    range the screens offer, and that it can still be played with), or None."""
    chosen = _options(_read(path)).get(ruleset_id)
    if not isinstance(chosen, dict):
        return None
    try:
        offered = load(ruleset_id).options
        kept: Options = {name: value for name, value in chosen.items()
                         if name in offered and type(value) is type(offered[name].default)}
        if any(not isinstance(value, bool) and not 0 <= value <= OPTION_LIMIT for value in kept.values()):
            return None    # a number no screen offers (a record could not even say it): the file makes no sense
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


def _options(data: dict[str, Any]) -> dict[str, Any]:
    options = data.get("options")
    return options if isinstance(options, dict) else {}


def remember(seats: Seats, dealer: int, path: Path | None = None, ruleset_id: str = "",
             options: Options | None = None) -> None:
    """Keep the seats as set up (after every change on the seats screen, and when dealt), and, given
    ``ruleset_id``, its house rules (those not at their defaults) beside those of the others."""
    _write(path, seats, dealer, _options(_read(path)), ruleset_id, options)


def remember_options(ruleset_id: str, options: Options, path: Path | None = None) -> None:
    """Keep ``ruleset_id``'s house rules as a vote at the table left them (the seats stay as they were; nothing
    when no table was set up here)."""
    data = _read(path)
    if (last := _seats(data)) is not None:
        _write(path, *last, _options(data), ruleset_id, options)


def _write(path: Path | None, seats: Seats, dealer: int, every: dict[str, Any], ruleset_id: str,
           options: Options | None) -> None:
    if ruleset_id:
        every[ruleset_id] = changed(ruleset_id, options or {})
    document = {"seats": [list(seat) for seat in seats], "dealer": dealer, "options": every}
    try:
        write_atomic(path or seats_path(), (json.dumps(document, ensure_ascii=False) + "\n").encode("utf-8"))
    except OSError:
        pass
