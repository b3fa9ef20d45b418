"""The save file's document: a small JSON object around the match record (``Match.record()``: the record is the
save), with when it began and was last played and a summary for people who open the file; ``decode`` says in
plain words why bytes are not a save this game reads, ``read_save_info`` what a save holds (its record replayed,
a broken one salvaged) as a list shows it (``SaveInfo``).  ``saves.Store`` keeps the files."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from maumau_tui.match import Match, RecordError, SeatInfo
from maumau_tui.match_record import NewerRecord, RulesetTrouble
from maumau_tui.store.errors import BadSave
from maumau_tui.store.record_text import stops_short
from maumau_tui.store.salvage import salvaged

log = logging.getLogger(__name__)

SAVE_FORMAT = "maumau-tui save"
SAVE_VERSION = 1


class TooNew(ValueError):
    """A save (or its record) written by a newer version of the game: it stays for that version to play on."""


@dataclass(frozen=True)
class SaveInfo:
    """One saved match as a list shows it: ruleset, seats, hand, score, when it began and was last played."""

    id: str
    path: Path
    ruleset: str                  # the ruleset's id or path, as the match was created with
    seats: tuple[SeatInfo, ...]
    hand: int                     # the hand in play, or the last one played
    totals: tuple[int, ...]
    started: datetime
    updated: datetime
    finished: bool
    losers: tuple[int, ...]       # who lost the match (finished matches)
    match: Match = field(repr=False, compare=False)   # the match as replayed from the record
    broke_off: str | None = field(default=None, compare=False)   # why the record's next move could not be made


def summary(match: Match) -> dict[str, Any]:
    """What a person opening the file sees first (the record alone decides what is restored)."""
    return {"ruleset": match.ruleset.name.en, "seats": [seat.to_dict() for seat in match.seats],
            "hand": match.hands_dealt, "totals": match.totals, "over": match.over,
            "losers": [match.names[seat] for seat in match.losers()]}


def encode(match_id: str, match: Match, started: datetime, updated: datetime, finished: bool) -> bytes:
    document: dict[str, Any] = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "id": match_id,
                "started": started.isoformat(timespec="seconds"), "updated": updated.isoformat(timespec="seconds"),
                "finished": finished, "dealt": match.hands_dealt, "summary": summary(match), "record": match.record()}
    if match.lang:
        document["lang"] = match.lang
    if match.table_state is not None and not finished:   # what the table had open: time left, the votes
        try:
            document["table"] = match.table_state()
        except Exception:  # noqa: BLE001 - the match is saved all the same (a crash may come from the table itself)
            log.exception("the table's state (a window's time left, the votes) was not saved with the match")
    return (json.dumps(document, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def decode(data: bytes) -> dict[str, Any]:
    """The save document in ``data``; ``BadSave`` with a plain reason when it is not a save this game reads
    (``TooNew`` when a newer version wrote it)."""
    try:
        text = data.decode("utf-8-sig")      # (a byte-order mark, as some editors write: PLAYTEST134 F7)
    except UnicodeDecodeError as error:
        raise BadSave(f"it is not text (a broken byte at position {error.start})") from None
    if not text.strip():
        raise BadSave("the file is empty")
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        ended = error.pos >= len(text.rstrip()) or error.msg.startswith("Unterminated string")   # (a text runs to
        ending = " (it ends too early: cut off while written, or truncated)" if ended else ""       # the end: N6)
        raise BadSave(f"the file cannot be read: broken at line {error.lineno}, column {error.colno}{ending}") from None
    except RecursionError:
        raise BadSave("it is not a save file: nested too deeply") from None
    except ValueError:   # Python's own limit on a number's digits
        raise BadSave("it is not a save file: a number in it is too long") from None
    if not isinstance(document, dict) or document.get("format") != SAVE_FORMAT:
        raise BadSave("it is not a save file of this game")
    version = document.get("version")
    if version is None:
        raise BadSave("the save does not say which version of the game wrote it")
    if not isinstance(version, int) or isinstance(version, bool):   # (PLAYTEST272 N4: "1" was told "does not say")
        raise BadSave(f"the save's 'version' must be a whole number, not {json.dumps(version)}"[:200])
    if version > SAVE_VERSION:
        raise TooNew(f"it was saved by a newer version of the game (save version {version}; "
                     f"this one reads {SAVE_VERSION})")
    if version < 1:
        raise BadSave(f"save version {version} is none this game knows")
    for key in ("started", "updated"):
        value = document.get(key)
        try:
            document[key] = datetime.fromisoformat(value) if isinstance(value, str) else None
        except ValueError:
            document[key] = None
        if value is None:
            raise BadSave(f"the save has no {key!r} time")
        if document[key] is None:
            raise BadSave(f"the save's {key!r} time is not a date and time: {value!r}"[:200])
    if not isinstance(document.get("finished", False), bool):
        raise BadSave("the save's 'finished' must be true or false")
    dealt = document.get("dealt", 0)
    if not isinstance(dealt, int) or isinstance(dealt, bool) or dealt < 0:
        raise BadSave(f"the save's 'dealt' must be a whole number of 0 or more, not {dealt!r}"[:200])   # (-1: N5)
    document["dealt"] = dealt
    return document


def progress_of(match: Match) -> tuple[int, int, int]:
    """How far a match is: its moves, the hands dealt and the house rules changed."""
    return len(match.moves), match.hands_dealt, len(match.changes)


def progress(document: dict[str, Any]) -> tuple[int, int, int]:
    """How far a saved match was, read from its save (``progress_of`` of the match it holds)."""
    record = document.get("record")
    record = record if isinstance(record, dict) else {}
    moves, changes = record.get("moves"), record.get("changes")
    return (len(moves) if isinstance(moves, list) else 0, int(document.get("dealt") or 0),
            len(changes) if isinstance(changes, list) else 0)


def deal_saved_hand(match: Match, dealt: int) -> None:
    """A record holds moves, not deals: a hand dealt but not yet played (saved between the deal and its first
    move) is dealt again, the same cards (the deal follows from the seed and the hand's number)."""
    if dealt <= match.hands_dealt:
        return
    game = match.game
    if dealt > match.hands_dealt + 1 or match.over or (game is not None and not game.finished):
        raise BadSave(f"the save says {dealt} hands were dealt; its record holds {match.hands_dealt} "
                      f"{'hand' if match.hands_dealt == 1 else 'hands'}")
    match.deal()


def not_ended(match: Match) -> str:
    """Why the history may not hold ``match`` ("" if it may): a match is filed there once it is over, or, one of
    single hands, once a hand of it is over (``Autosave.leave``).  (REVIEW278 F2: a file cut short or edited there
    was listed as finished and counted in the statistics, and exported with a Result its moves do not reach.)"""
    if not match.results and (match.game is None or match.game.finished):
        return "a finished match with no hand played"
    stop = stops_short(match)
    return f"a finished match whose record stops {stop}" if stop else ""


def read_save_info(path: Path, data: bytes, finished: bool) -> SaveInfo:
    """What the save in ``data`` holds, its record replayed; ``BadSave`` with a plain reason (``TooNew``,
    ``RulesetTrouble``: it waits)."""
    document = decode(data)
    if document.get("finished", False) != finished:
        raise BadSave("a finished match among the unfinished ones" if not finished
                      else "an unfinished match in the history")
    broke_off = None
    try:
        match = Match.replay(document.get("record"))
    except RulesetTrouble:       # (a RecordError: not salvaged, the save waits for its ruleset to load again)
        raise
    except NewerRecord as error:
        raise TooNew(f"its game record is from a newer version of the game: {error}") from None
    except RecordError as error:
        rescued = None if finished else salvaged(document.get("record"))
        if rescued is None:
            raise BadSave(f"its game record cannot be used: {error}") from None
        match, broke_off = rescued[0], str(error)
    if finished and (unended := not_ended(match)):
        raise BadSave(unended)
    if broke_off is None:
        deal_saved_hand(match, document["dealt"])
    table = document.get("table")
    match.saved_table_state = table if isinstance(table, dict) and not finished and broke_off is None else {}
    match.lang = document["lang"] if document.get("lang") in ("de", "en") else ""
    match_id = document.get("id")
    if match_id is None:           # (PLAYTEST249 N1: "names itself None")
        raise BadSave(f"the save does not name itself (its 'id', {path.stem!r}, is missing)")
    if match_id != path.stem:
        raise BadSave(f"the save names itself {match_id!r}, not {path.stem!r}"[:200])
    return SaveInfo(path.stem, path, match.ruleset_ref, tuple(match.seats), max(1, match.hands_dealt),
                    tuple(match.totals), document["started"], document["updated"], finished,
                    tuple(match.losers()), match, broke_off)
