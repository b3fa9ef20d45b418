"""German in ASCII as Germans write it without the dots: ``ae``, ``oe``, ``ue`` and ``ss`` for ``ä``, ``ö``, ``ü``, ``ß``.

Where the screen is in ASCII (``plain.py``) the driver sends each character outside ASCII as one ASCII character in the
same cells, so that every screen keeps its layout; for German that made other words ("drucken", to print, for
"drücken"; "zahlen", to pay, for "zählen": PLAYTEST110 F16, PLAYTEST113 F17, PLAYTEST114 F8).  So a process whose
screen is in ASCII (the app, ``tui.app.run``; a seat over SSH, ``net.seat``) spells its words out before they are laid
out: every text of the word tables (``i18n.lookup``, names filled in included), the footer's keys, a ruleset's own
texts (``labels.ruleset_text``), the log's lines where they are shown, and the names in the seat bar and the score
tables (PLAYTEST128 F7: "Dorte" there beside "Doerte" in the log).  What is left still goes through the driver's
one-for-one letters.  An ellipsis is spelled out too, in either language ("..." rather than
the driver's ".", which read as a sentence's end).  It holds for the whole process, which owns one terminal, while its app
runs; a test that builds an app does not switch it on.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

SPELLING = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ß": "ss",
                          "…": "..."})   # (one "." read as a full stop: "As 7 .", PLAYTEST116 F4, PLAYTEST114 F5)
_spelled_out = False


def spell_out(on: bool = True) -> None:
    """From now on (``on``) the words of this process are spelled out in ASCII (``spelled``)."""
    global _spelled_out
    _spelled_out = on


def spelled(text: str) -> str:
    """``text`` with its umlauts and ß spelled out, where this process's screen is in ASCII; else as it is."""
    return text.translate(SPELLING) if _spelled_out else text


def arrow() -> str:
    """"→" between a number and what it became, as "->" where the screen is in ASCII (the driver's ">" read as a
    comparison: "15 > 20 (rounded to 10s)", PLAYTEST128 F6)."""
    return "->" if _spelled_out else "→"


def ellipsis() -> str:
    """"…", as "..." where the screen is in ASCII (a line cut short, an answer not given yet: PLAYTEST122 F7)."""
    return spelled("…")


def spelled_lines(lines: Iterable[str]) -> list[str]:
    return [spelled(line) for line in lines]


KEY_ROW = re.compile(r"^(  \S.*?)( {2,})(\S.*)$")   # a help page's row: a key, two blanks or more, what it does


def spelled_columns(text: str) -> str:
    """``spelled`` for a page laid out in columns (the help's keys): a key that grows when spelled out ("1 ... 9, 0")
    takes blanks from the gap after it, so its row keeps its column (PLAYTEST119 F6)."""
    if not _spelled_out:
        return text
    rows = []
    for line in text.split("\n"):
        row = KEY_ROW.match(line)
        if row is None:
            rows.append(spelled(line))
            continue
        key, gap, said = row.groups()
        wide = spelled(key)
        rows.append(wide + " " * max(2, len(key) + len(gap) - len(wide)) + spelled(said))
    return "\n".join(rows)
