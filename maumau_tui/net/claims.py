"""Who may sit in a seat: the identity that first took it, so nobody else can take it by using the same name.

An SSH user name is only a name: with the table's shared password (or a key listed in the authorized
keys) anybody can log in as ``Anna``.  So the first connection that sits in a seat binds it: to its key's
fingerprint when it logged in with a key, else to a short rejoin code that only that player is shown.
A seat whose player is connected is never taken by a second connection; a dropped seat is given back to
the same key, or to whoever gives the seat's rejoin code.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable
from typing import Any

from maumau_tui.net.words import word

CODE_LETTERS = "abcdefghjkmnpqrstuvwxyz23456789"   # no 0/o, 1/l/i: read off a screen, typed on another
CODE_LENGTH = 6

FREE = ""            # the connection may sit there
BUSY = "busy"        # the seat's player is connected
OTHER_KEY = "key"    # the seat belongs to another key
NEED_CODE = "code"   # the seat's rejoin code was not given (or not the right one)
CONNECTED = "connected"   # the name is connected already, from another terminal (seated or not)


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def cleaned_code(given: str) -> str:
    """A rejoin code as typed, blanks and case forgiven."""
    return "".join(given.split()).lower()


def code_hash(code: str) -> str:
    """What the owners file keeps of a rejoin code (the code itself stays in memory only)."""
    return hashlib.sha256(code.encode("utf-8", "surrogateescape")).hexdigest()


def same_code(given: str | None, code: str) -> bool:
    """``given`` is ``code`` (blanks and case forgiven), compared in constant time."""
    if given is None:
        return False
    return hmac.compare_digest(cleaned_code(given).encode("utf-8", "surrogateescape"), code.encode())


class Claims:
    """Each seat's owner: ``("key", fingerprint)`` or ``("code", rejoin code)``; a seat nobody took is free."""

    def __init__(self) -> None:
        self.owners: dict[int, tuple[str, str]] = {}
        self.groups: list[tuple[int, ...]] = []   # seats played from one terminal (a hot-seat group), bound alike
        self.on_bind: Callable[[], None] = lambda: None   # a seat was bound (the server saves the owners)

    def check(self, seat: int, key: str | None, code: str | None, connected: bool) -> str:
        """``FREE`` when a connection with ``key`` (its fingerprint, None: password) and the rejoin ``code`` it
        gave may take ``seat``; else why not (``BUSY``, ``OTHER_KEY``, ``NEED_CODE``)."""
        if connected:
            return BUSY
        owner = self.owners.get(seat)
        if owner is None:
            return FREE
        kind, secret = owner
        if kind == "key":
            return FREE if key is not None and hmac.compare_digest(key, secret) else OTHER_KEY
        if kind == "hash":                   # restored from the owners file: the code proves itself
            if code is None or not hmac.compare_digest(code_hash(cleaned_code(code)), secret):
                return NEED_CODE
            self.owners[seat] = ("code", cleaned_code(code))
            return FREE
        return FREE if same_code(code, secret) else NEED_CODE

    def bind(self, seat: int, key: str | None, code: str | None = None) -> str | None:
        """``seat`` is taken by a connection with ``key``: bind it, the first time (to ``code`` when given: a
        group's further seats share the code of its first); returns the seat's rejoin code (to be shown to that
        player only) when it is bound to one."""
        if seat not in self.owners:
            self.owners[seat] = ("key", key) if key is not None else ("code", cleaned_code(code or new_code()))
            self.on_bind()
        kind, secret = self.owners[seat]
        return secret if kind == "code" else None

    def group(self, seats: list[int]) -> None:
        """``seats`` are played from one terminal: whoever gets one of them back gets them all."""
        self.groups = [group for group in self.groups if not set(group) & set(seats)]
        if len(seats) > 1:
            self.groups.append(tuple(seats))
        self.on_bind()

    def lead(self, seat: int) -> None:
        """``seat``'s own terminal plays its group now: its seat first (whose user is told what became of it)."""
        for index, group in enumerate(self.groups):
            if seat in group and group[0] != seat:
                self.groups[index] = self.group_of(seat)
                self.on_bind()

    def group_of(self, seat: int) -> tuple[int, ...]:
        """The seats played from one terminal with ``seat`` (``seat`` first), or ``(seat,)``."""
        group = next((group for group in self.groups if seat in group), (seat,))
        return (seat, *(other for other in group if other != seat))

    def state(self) -> dict[str, Any]:
        """The owners as plain data (for the table's save): seat -> ["key", fingerprint] or ["hash", the
        code's sha256]; never a rejoin code itself; and "groups", the seats played from one terminal."""
        state: dict[str, Any] = {str(seat): ["hash", code_hash(secret)] if kind == "code" else [kind, secret]
                                 for seat, (kind, secret) in sorted(self.owners.items())}
        if self.groups:
            state["groups"] = [list(group) for group in self.groups]
        return state

    def restore(self, data: object, seats: int) -> None:
        """The owners ``state`` gave, for a table of ``seats`` seats; ``ValueError`` (and no change) when
        ``data`` is not that."""
        owners: dict[int, tuple[str, str]] = {}
        if not isinstance(data, dict):
            raise ValueError("the seat owners are not a mapping")
        data = dict(data)
        groups = data.pop("groups", [])
        if not (isinstance(groups, list) and all(
                isinstance(group, list) and len(group) > 1 and all(type(seat) is int and 0 <= seat < seats
                                                                  for seat in group) for group in groups)):
            raise ValueError("the groups are not lists of seats")
        for seat, owner in data.items():
            if not (isinstance(seat, str) and seat.isdigit() and int(seat) < seats and isinstance(owner, list)
                    and len(owner) == 2 and owner[0] in ("key", "code", "hash") and isinstance(owner[1], str) and owner[1]):
                raise ValueError(f"seat {str(seat)[:10]!r}: not a seat with its owner")
            owners[int(seat)] = (owner[0], owner[1])
        self.owners = owners
        self.groups = [tuple(group) for group in groups]


def refusal_text(why: str, name: str, lang: str = "en") -> str:
    """One plain line, in ``lang``, for a connection that may not take ``name``'s seat."""
    key = {BUSY: "seat_busy", OTHER_KEY: "seat_other_key", CONNECTED: "user_connected"}.get(why, "seat_needs_code")
    return word(lang, key, name=name)
