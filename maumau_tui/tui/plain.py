"""The screen in ASCII, for a terminal whose characters are not UTF-8 (``LANG=C``, an old console) or a player who
asked for it (``--ascii``): every character the app would send outside ASCII leaves as an ASCII one taking as many
cells (box lines as ``-|+``, arrows as ``<>^v``, typographic quotes as ``"``, ``ä`` as ``a``, a wide character as
``??``), so the layout stays as drawn.  The app's driver does it (``PlainDriver``), on all that reaches the
terminal, Textual's own borders, scroll bars and notices included; the footer names keys in words (``enter``).  German
reaches it spelled out already (``spelling.py``: ``ü`` as ``ue``), as far as the words are the app's own.
"""

from __future__ import annotations

import unicodedata

from rich.cells import cell_len
from textual.drivers.linux_driver import LinuxDriver

SAME = {
    "“": '"', "”": '"', "„": '"', "«": '"', "»": '"', "″": '"',
    "‘": "'", "’": "'", "‚": "'", "‹": "<", "›": ">", "′": "'", "´": "'",
    "–": "-", "—": "-", "‒": "-", "−": "-", "‐": "-", "‑": "-",
    "…": ".", "·": "|", "•": "*",   # (a "." between parts read as full stops: "Your turn. . f cheats")
    "∙": ".", "×": "x", "÷": "/", "°": "o", "§": "S", "¶": "P",
    "←": "<", "→": ">", "↑": "^", "↓": "v", "↔": "-", "⇥": ">", "⇤": "<", "↵": "<", "⏎": "<",
    "◀": "<", "▶": ">", "▲": "^", "▼": "v", "◂": "<", "▸": ">", "▴": "^", "▾": "v", "◄": "<", "►": ">",
    "●": "o", "○": "o", "◉": "o", "■": "#", "□": "#", "★": "*", "☆": "*",
    "✓": "v", "✔": "v", "✗": "x", "✘": "x",
    "♣": "C", "♠": "S", "♥": "H", "♦": "D", "♧": "C", "♤": "S", "♡": "H", "♢": "D",
    "ß": "s", "Æ": "A", "æ": "a", "Ø": "O", "ø": "o", "Œ": "O", "œ": "o", "Ł": "L", "ł": "l", "Đ": "D", "đ": "d",
    "Þ": "T", "þ": "t", "ı": "i", "€": "E", "£": "L", "¥": "Y", "¢": "c",
    "\u00a0": " ", "\u2007": " ", "\u2009": " ", "\u202f": " ",
}
KEY_WORDS = {"⏎": "enter", "↑": "up", "↓": "down", "←": "left", "→": "right", "⌫": "bksp", "⇥": "tab"}


def box_line(name: str) -> str:
    """A box-drawing character by the directions its name gives it."""
    across = any(word in name for word in ("HORIZONTAL", "LEFT", "RIGHT"))
    down = any(word in name for word in ("VERTICAL", "UP", "DOWN"))
    if across and down:
        return "+"
    if across:
        return "=" if "DOUBLE" in name else "-"
    if "DIAGONAL" in name:
        return "X" if "CROSS" in name else "/" if "UPPER RIGHT TO LOWER LEFT" in name else "\\"
    return "|"


def block(name: str) -> str:
    """A block element: a bar at one side as a line, a fill or shade as ``#``, a sliver as a space."""
    if "LEFT" in name or "RIGHT" in name:
        return "|"
    if "EIGHTH" in name and "SEVEN" not in name:
        return " "
    return "#"


def ascii_for(char: str) -> str:
    """The ASCII text that takes the cells ``char`` takes (none for a character of no width)."""
    if char in SAME:
        return SAME[char]
    width = cell_len(char)
    if width == 0:
        return ""
    name = unicodedata.name(char, "")
    if name.startswith("BOX DRAWINGS"):
        return box_line(name)
    if "BLOCK" in name or "SHADE" in name:
        return block(name)
    base = "".join(part for part in unicodedata.normalize("NFKD", char) if part.isascii() and part.isprintable())
    return base[:width].ljust(width) if base else "?" * width


class Characters(dict[int, str]):
    """``str.translate``'s table: ASCII as it is (the escape codes too), any other character's ASCII text worked
    out the first time it is met."""

    def __init__(self) -> None:
        super().__init__((code, chr(code)) for code in range(128))

    def __missing__(self, code: int) -> str:
        value = self[code] = ascii_for(chr(code))
        return value


CHARACTERS = Characters()


def plain(text: str) -> str:
    """``text`` in ASCII, each character in the cells it took."""
    return text if text.isascii() else text.translate(CHARACTERS)


def key_words(display: str) -> str:
    """A key as the footer shows it, in ASCII: the words for the symbols (``enter``, ``up``)."""
    return "".join(KEY_WORDS.get(char, char) for char in display) if not display.isascii() else display


class PlainDriver(LinuxDriver):
    """The terminal driver that sends everything in ASCII."""

    def write(self, data: str) -> None:
        super().write(plain(data))
