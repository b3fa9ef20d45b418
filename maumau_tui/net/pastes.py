"""A paste over SSH: its text is cut short, and a paste the app entered is always closed again.

The app asks the terminal for bracketed paste: pasted text comes between ``ESC[200~`` and ``ESC[201~``, and
Textual takes everything after the first as pasted text until it sees the second.  A session's input limit
(``session.Bucket``) drops whole reads; a large paste dropped with its closing bracket left the app taking every
later key as pasted text, for good.  ``Pastes`` reads the client's bytes on their way to the limit: of a paste's
text only the first ``KEPT`` bytes go on (the game takes no long text), cut where a character ends (the app's input
reader ends on a broken one); the limit weighs everything, and when it drops a read, the closing bracket of a paste
the app entered still passes (no other: a flood of brackets is dropped like any other), and the text of a paste
whose opening bracket was dropped is dropped too (it would come as keys).  A paste's text loses its Escapes (some
terminals pass them on): after one, the app's reader took the bytes that followed as keys.
"""

from __future__ import annotations

START, END = b"\x1b[200~", b"\x1b[201~"
KEPT = 1024

KEY, TEXT, OPEN, CLOSE = "key", "text", "open", "close"     # the kinds of piece ``feed`` gives


class Pastes:
    """The client's bytes in pieces by what they are, and what of them reaches the app."""

    def __init__(self) -> None:
        self.inside = False        # the client is within a paste (its opening bracket read)
        self.kept = 0              # bytes of this paste's text kept
        self.held = b""            # the end of the last read: the beginning of a bracket, maybe
        self.app_inside = False    # the app was given an opening bracket and not yet its closing one

    def feed(self, data: bytes) -> list[tuple[str, bytes]]:
        """``data`` in pieces, in order: (``KEY``, ``TEXT``, ``OPEN`` or ``CLOSE``, bytes)."""
        data, self.held = self.held + data, b""
        pieces: list[tuple[str, bytes]] = []
        while data:
            mark = END if self.inside else START
            at = data.find(mark)
            if at < 0:
                keep = partial_mark(data, mark, at_least=1 if self.inside else 3)
                data, self.held = data[:len(data) - keep], data[len(data) - keep:]
                self.plain(pieces, data)
                break
            self.plain(pieces, data[:at])
            pieces.append((CLOSE if self.inside else OPEN, mark))
            self.inside, self.kept = not self.inside, 0
            data = data[at + len(mark):]
        return pieces

    def plain(self, pieces: list[tuple[str, bytes]], data: bytes) -> None:
        if self.inside:
            data = data.replace(b"\x1b", b"")    # (PLAYTEST129 F1: "q", "y" after one left the table)
            room = max(0, KEPT - self.kept)
            if len(data) > room:   # a paste's text beyond KEPT bytes is dropped here, where a character ends (one
                data = data[:room].decode("utf-8", "ignore").encode()   # split between two reads passes whole)
            self.kept += len(data)
        if data:
            pieces.append((TEXT if self.inside else KEY, data))

    def passed(self, pieces: list[tuple[str, bytes]], allowed: bool) -> bytes:
        """What reaches the app of ``pieces``, the input limit having ``allowed`` them or not."""
        out = []
        for kind, piece in pieces:
            if kind == CLOSE:
                if self.app_inside:
                    out.append(piece)
                self.app_inside = False
            elif allowed and (kind != TEXT or self.app_inside):
                out.append(piece)
                self.app_inside = self.app_inside or kind == OPEN
        return b"".join(out)


def partial_mark(data: bytes, mark: bytes, at_least: int) -> int:
    """How many bytes at the end of ``data`` begin ``mark`` (a bracket split between two reads), if at least
    ``at_least``: outside a paste a lone Escape (or ``ESC[``) is a key of its own and is not held back."""
    for size in range(min(len(mark) - 1, len(data)), at_least - 1, -1):
        if data.endswith(mark[:size]):
            return size
    return 0
