"""A paste over SSH: its text is cut short, its brackets always reach the app.

The app asks the terminal for bracketed paste: pasted text comes between ``ESC[200~`` and ``ESC[201~``, and
Textual takes everything after the first as pasted text until it sees the second.  A session's input limit
(``session.Bucket``) drops whole reads; a large paste dropped with its closing bracket left the app taking every
later key as pasted text, for good.  ``Pastes`` reads the client's bytes on their way to the limit: the brackets
pass whatever the limit says, of a paste's text only the first ``KEPT`` bytes (the game takes no long text).
"""

from __future__ import annotations

START, END = b"\x1b[200~", b"\x1b[201~"
KEPT = 1024


class Pastes:
    """Split the client's bytes into what the input limit weighs and the paste brackets, which always pass."""

    def __init__(self) -> None:
        self.inside = False        # within a paste (its opening bracket passed)
        self.kept = 0              # bytes of this paste's text passed on
        self.held = b""            # the end of the last read: the beginning of a bracket, maybe

    def feed(self, data: bytes) -> list[tuple[bool, bytes]]:
        """``data`` in pieces, in order: (True, a bracket) or (False, bytes the input limit weighs)."""
        data, self.held = self.held + data, b""
        pieces: list[tuple[bool, bytes]] = []
        while data:
            mark = END if self.inside else START
            at = data.find(mark)
            if at < 0:
                keep = partial_mark(data, mark, at_least=1 if self.inside else 3)
                data, self.held = data[:len(data) - keep], data[len(data) - keep:]
                self.text(pieces, data)
                break
            self.text(pieces, data[:at])
            pieces.append((True, mark))
            self.inside, self.kept = not self.inside, 0
            data = data[at + len(mark):]
        return pieces

    def text(self, pieces: list[tuple[bool, bytes]], data: bytes) -> None:
        if self.inside:            # a paste's text beyond KEPT bytes is dropped here
            data = data[:max(0, KEPT - self.kept)]
            self.kept += len(data)
        if data:
            pieces.append((False, data))


def partial_mark(data: bytes, mark: bytes, at_least: int) -> int:
    """How many bytes at the end of ``data`` begin ``mark`` (a bracket split between two reads), if at least
    ``at_least``: outside a paste a lone Escape (or ``ESC[``) is a key of its own and is not held back."""
    for size in range(min(len(mark) - 1, len(data)), at_least - 1, -1):
        if data.endswith(mark[:size]):
            return size
    return 0
