"""The local table protocol: what a seat process and the server's table host say to each other.

Each message is one JSON object framed by a 4-byte big-endian length.  Both ends check every
message against the table below (type, fields, field types), so a malformed message is caught at
the boundary and ends that one connection, never the server.  A seat's view travels field by field
with its legal moves in the move notation (``maumau_tui.notation``), and parses back to an equal
``View``.  This module is pure: no sockets, no asyncio, no Textual.
"""

from __future__ import annotations

import json
import struct
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any, get_args, get_origin, get_type_hints

from maumau_tui.engine.views import View
from maumau_tui.notation import Move, NotationError, format_move, parse_move

HEADER = struct.Struct(">I")
MAX_FROM_SEAT = 8 * 1024          # a seat sends hellos, moves, pings: small
MAX_TO_SEAT = 1024 * 1024         # the host sends views and log lines: bounded all the same
MAX_TEXT = 4096                   # any single string field

MAX_ITEMS = 10_000                # entries in any list or map


@dataclass(frozen=True)
class ListOf:
    """A JSON list whose items all have this type."""

    item: Any


@dataclass(frozen=True)
class MapOf:
    """A JSON object with text keys whose values all have this type."""

    value: Any


# Field types: a Python type, a tuple of them, ListOf or MapOf; "?" before a name: the field may be left out.
FROM_SEAT: dict[str, dict[str, Any]] = {
    "hello": {"user": str, "lang": str},                  # who the seat process serves
    "submit": {"move": str, "?seat": int, "?id": int,     # a move in notation, for the sender's own seat ...
               "?at": int},                               # ... chosen when its log was this long (later: refused)
    "ping": {"n": int},
    "lang": {"lang": str},                                # the player's language from now on (the lobby's e, s)
    "letters": {"letters": bool},                         # ... cards as letters (QS) or not (the lobby's k, s)
    "order": {"by_suit": bool},                           # ... the hand grouped by suit or by rank (g at a table)
    "next": {},                                           # after a hand: ready for the next deal
    "end": {},                                            # ... or end a match without an end of its own here
    "create": {"ruleset": str, "options": MapOf((bool, int)), "seats": ListOf((str, type(None))), "?dealer": int},
    "join": {"table": int},                               # the lobby: a free seat at a table gathering
    "watch": {"table": int},                              # ... the public view of a table in play
    "start": {},                                          # ... the creator starts a full table
    "leave": {"?lobby": bool},                            # ... give up a seat before the table starts (lobby: sent
                                                          # from the lobby, not from the table: q)
    "rematch": {},                                        # at a match's end: the same table again, in the lobby
    "propose": {"option": str, "value": (bool, int)},     # a house rule to change, put to the table's vote
    "answer": {"agree": bool},                            # ... this seat's answer, when the vote asks it
    "withdraw": {},                                       # ... the proposer gives the proposal up
    "hint": {"id": int, "lang": str},                     # advice for this seat's own decision now
    "claim": {},                                          # a group's seat claims the open timed window
    "looked": {"hand": int},                              # its screen shows the seat's cards of this hand
    "bye": {"?reason": str},                              # "leaving": a bot takes the seat at once
    "group": {"names": ListOf(str)},                      # the lobby: further people at this terminal
    "member": {"n": int, "message": dict},                # a message of the group's n-th further seat (1, 2, ...)
}
TO_SEAT: dict[str, dict[str, Any]] = {
    "hello": {"user": str, "seat": (int, type(None)), "names": ListOf(str)},   # seat None: not seated (lobby)
    "info": {"ruleset": str, "options": MapOf((bool, int)), "bots": ListOf(int), "levels": MapOf(str),
             "hand_number": int, "kings_word": str,                 # the table beside the view
             "window_left": (int, float, type(None)),
             "open_left": (int, float, type(None)),     # a timed window open for anybody: seconds left (public)
             "?held": bool,                              # the table's clock stands still (a claim, a vote, a drop)
             "?bots_first": bool,                        # ... the window's clock starts once its bots have answered
             "?looking": bool,                           # ... it waits until its people have their cards on screen
             "?unconnected": ListOf(int),                # people's seats whose person has not come to the table yet
             "?points": ListOf(int),                     # each seat's total so far, where the match keeps one
             "?unsaved": str,                            # ... not saved as it stands: "now" its saves fail (the last
                                                         # stands), "never" saved, "off" (the server keeps no saves)
             "?rules_file": str},                        # the copy of the rules the match began with, read whole
    "view": {"view": dict},                                # the seat's own view, nobody else's
    "log": {"start": int, "lines": ListOf(str)},           # start 0: the log begins again (new hand)
    "accepted": {"?id": int},
    "refused": {"reason": str, "?id": int},
    "news": {"texts": MapOf(str), "?table": int},          # said in the lobby (in each language): a table of this terminal's has ended,
                                                           # or a seat at the table it gathers at went free (table:
                                                           # the line goes when that table changes in the list)
    "pause": {"seat": int, "name": str, "seconds": (int, float),   # a seat's connection dropped: its grace
              "waits": bool,                                       # ... the table waits for it now (else plays on)
              "?restart": bool,                                    # ... one not back since the server restarted
              "?unconnected": bool},                               # ... one who never came to a --table
    "resume": {"seat": int, "name": str,                   # it is back
               "?first": bool},                            # ... it came for the first time (a --table seat)
    "stand_in": {"seat": int, "name": str},                # grace is over: a bot plays that seat
    "left_by_all": {},                                     # every person left this match (a watcher hears it)
    "rematch": {"number": int, "by": str},                 # somebody made this table again: table ``number``
    "hand_end": {"summary": dict, "waiting": ListOf(str),          # the hand is over: its HandSummary as data
                 "?ending": ListOf(str), "?not_ending": ListOf(str), "?not_here": ListOf(str)},
    "lobby": {"tables": ListOf(dict), "rulesets": ListOf(str)},   # every table, gathering or in play
    "seated": {"seat": (int, type(None)), "names": ListOf(str), "table": int},   # at a table now (None: watching)
    "ballot": {"option": str, "value": (bool, int), "old": (bool, int), "by": (int, type(None)), "at_once": bool,
               "order": ListOf(int), "answers": MapOf(bool), "asking": (int, type(None)), "bots": ListOf(int),
               "?stand_ins": ListOf(int)},                 # ... people's seats a bot standing in answered for
    "voted": {"accepted": bool, "sentence": str,          # the vote is over: how, in the seat's language
              "?withdrawn": bool},                        # ... its proposer withdrew it (a notice, no dialog)
    "advice": {"id": int, "move": (str, type(None)), "reason": str,    # the hint asked for (move None: none)
               "refusal": (str, type(None))},             # ... or why there is none (busy: try again)
    "code": {"code": str,                                  # this seat's rejoin code: for its own player only
             "?new": bool,                                 # ... not the one their connection before was given
             "?first": bool},                              # ... the first this connection is given (said once)
    "pong": {"n": int},
    "bye": {"reason": str},
    "group": {"names": ListOf(str)},                       # the people at this terminal, the session's user first
    "member": {"n": int, "message": dict},                 # a message for the group's n-th further seat
}

# What a ``member`` envelope may carry: a seat's own business at its table (never the lobby, never another
# envelope).  What the whole table hears alike (pauses, the hand's end, a vote) goes to the session's user only.
MEMBER_FROM_SEAT = {kind: FROM_SEAT[kind] for kind in ("submit", "next", "end", "propose", "answer", "withdraw", "hint",
                                                     "claim")}
MEMBER_TO_SEAT = {kind: TO_SEAT[kind] for kind in ("info", "view", "log", "accepted", "refused", "seated",
                                                   "advice", "code")}


class ProtocolError(ValueError):
    """A message that breaks the protocol; the connection it came from is ended."""


def seated(seat: int | None, names: Sequence[str], table: int) -> dict[str, Any]:
    """The message that puts a connection at table ``table``: at ``seat``, or watching (None)."""
    return {"type": "seated", "seat": seat, "names": list(names), "table": table}


def encode(message: dict[str, Any], limit: int) -> bytes:
    """One framed message; ``ProtocolError`` if it would exceed ``limit`` bytes."""
    body = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if len(body) > limit:
        raise ProtocolError(f"a {message.get('type')!r} message of {len(body)} bytes exceeds {limit}")
    return HEADER.pack(len(body)) + body


def frame_size(header: bytes, limit: int) -> int:
    """The body length a header announces; ``ProtocolError`` beyond ``limit``."""
    size = int(HEADER.unpack(header)[0])
    if size > limit:
        raise ProtocolError(f"a message of {size} bytes announced; at most {limit} are allowed")
    return size


def decode(body: bytes, table: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The message in ``body``, checked against ``table`` (``FROM_SEAT`` or ``TO_SEAT``)."""
    try:
        message = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise ProtocolError(f"not a JSON message: {type(error).__name__}") from None
    check(message, table)
    if message["type"] == "member":
        if message["n"] < 1:
            raise ProtocolError("member: n counts the further seats from 1")
        check(message["message"], MEMBER_FROM_SEAT if table is FROM_SEAT else MEMBER_TO_SEAT)
    checked: dict[str, Any] = message
    return checked


def _type_ok(value: object, expected: Any) -> bool:
    if isinstance(expected, ListOf):
        return (isinstance(value, list) and len(value) <= MAX_ITEMS
                and all(_type_ok(item, expected.item) for item in value))
    if isinstance(expected, MapOf):
        return (isinstance(value, dict) and len(value) <= MAX_ITEMS
                and all(isinstance(key, str) and len(key) <= MAX_TEXT and _type_ok(item, expected.value)
                        for key, item in value.items()))
    if isinstance(value, str) and len(value) > MAX_TEXT:
        return False
    options = expected if isinstance(expected, tuple) else (expected,)
    # bool is a subclass of int in Python; a JSON true is not a seat number
    return any(type(value) is option or (option is float and type(value) is int) for option in options)


def check(message: object, table: dict[str, dict[str, Any]]) -> None:
    """Raise ``ProtocolError`` unless ``message`` is a known type with exactly its fields."""
    if not isinstance(message, dict):
        raise ProtocolError("a message must be a JSON object")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in table:
        raise ProtocolError(f"unknown message type {str(kind)[:40]!r}")
    spec = table[kind]
    allowed = {name.lstrip("?") for name in spec} | {"type"}
    extra = set(message) - allowed
    if extra:
        raise ProtocolError(f"{kind}: unknown fields {sorted(extra)[:5]}")
    for name, expected in spec.items():
        key = name.lstrip("?")
        if key not in message:
            if name.startswith("?"):
                continue
            raise ProtocolError(f"{kind}: the field {key!r} is missing")
        if not _type_ok(message[key], expected):
            raise ProtocolError(f"{kind}: the field {key!r} has the wrong type or is too long")


# ---- a seat's view, field by field ----------------------------------------------------------
# Each field travels as the JSON form of its annotated type, so a field the engine adds later travels
# too (or fails the round-trip test at once if its type is new here).

_VIEW_TYPES = get_type_hints(View)
_VIEW_FIELDS = tuple(field.name for field in fields(View))


def _encode_value(value: object, names: Sequence[str]) -> object:
    if isinstance(value, tuple):
        return [format_move(item, names) if isinstance(item, Move) else _encode_value(item, names) for item in value]
    if isinstance(value, str):
        return str(value)   # a StrEnum travels as its text
    return value


def view_to_json(view: View) -> dict[str, Any]:
    """``view`` as plain JSON values; legal moves in the move notation."""
    return {name: _encode_value(getattr(view, name), view.names) for name in _VIEW_FIELDS}


def _decode_value(name: str, hint: Any, value: object, names: list[str]) -> object:
    if get_origin(hint) is tuple:
        args = get_args(hint)
        if not isinstance(value, list) or (args[-1] is not Ellipsis and len(value) != len(args)):
            raise ProtocolError(f"view: {name} must be a list of {len(args)}" if args[-1] is not Ellipsis
                                else f"view: {name} must be a list")
        if args[0] is Move:
            return tuple(_moves(value, names))
        return tuple(_decode_value(name, args[0], item, names) for item in value)
    if hint is bool or hint is int:
        if type(value) is not hint:
            raise ProtocolError(f"view: {name} must be {'true or false' if hint is bool else 'a number'}")
        return value
    if isinstance(hint, type) and issubclass(hint, str):
        if not isinstance(value, str) or len(value) > MAX_TEXT:
            raise ProtocolError(f"view: {name} must be a text")
        try:
            return hint(value)
        except ValueError:
            raise ProtocolError(f"view: {name} cannot be {value[:40]!r}") from None
    raise ProtocolError(f"view: the field {name} has a type the protocol does not carry ({hint})")


def view_from_json(data: object) -> View:
    """The ``View`` that ``view_to_json`` wrote; ``ProtocolError`` for anything else."""
    if not isinstance(data, dict) or set(data) != set(_VIEW_FIELDS):
        raise ProtocolError("a view must carry exactly the fields of View")
    names = data["names"]
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise ProtocolError("view: names must be a list of texts")
    values: dict[str, Any] = {name: _decode_value(name, _VIEW_TYPES[name], data[name], names) for name in _VIEW_FIELDS}
    return View(**values)


def _moves(value: list[object], names: list[str]) -> list[Move]:
    if not all(isinstance(item, str) for item in value):
        raise ProtocolError("view: legal must be a list of moves")
    try:
        return [parse_move(str(text), names) for text in value]
    except NotationError as error:
        raise ProtocolError(f"view: {error}") from None
