"""One rule for seat names, so that every name reads back from the move notation, the record and the screens.

The move notation names seats by a single word matched without regard to case (``name anna`` names
Anna), a game record writes a move as ``3 Anna: play 7H``, and a scenario file uses the names as keys.
So a name is one word of letters and digits (``-``, ``_``, ``.`` and ``'`` may join them), at most
``MAX_LENGTH`` characters, not mixing Latin, Cyrillic and Greek letters (``аnna`` with a Cyrillic ``а`` would pass
for ``anna`` on every screen), and no two seats' names may differ only in capitals.  ``check_names``
raises ``ValueError`` with a plain reason; the match, the command line and the seats screen all ask it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

MAX_LENGTH = 16
JOINERS = "-_.'"
# words the scenario files use beside seat names (``- expect: {...}``, ``refused: true``)
RESERVED = frozenset({"expect", "refused"})
LOOK_ALIKE = frozenset({"LATIN", "CYRILLIC", "GREEK"})   # alphabets with letters that look the same (а and a)


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a seat's name, or ``None`` when it can."""
    if not isinstance(name, str):
        return f"a name is text, not {type(name).__name__}"
    if not name.strip():
        return "a name needs at least one letter or digit"
    shown = name if len(name) <= 2 * MAX_LENGTH else name[:MAX_LENGTH] + "…"   # a screenful would hide the reason
    if any(char.isspace() for char in name):
        one_word = _one_word(name)
        like = f" (like {one_word})" if one_word else ""
        return f"{quoted(shown)} has a space: a name is one word{like}"
    if len(name) > MAX_LENGTH:
        return f"{quoted(shown)} is longer than {MAX_LENGTH} characters"
    bad = sorted({char for char in name if not (char.isalnum() or char in JOINERS)})
    if bad:
        shown = " ".join(quoted(char) for char in bad)
        return f"{quoted(name)} has {shown}: a name may hold letters, digits and {' '.join(JOINERS)}"
    if not any(char.isalnum() for char in name):
        return f"{quoted(name)} needs at least one letter or digit"
    if len({unicodedata.name(char, "").split(" ")[0] for char in name if char.isalpha()} & LOOK_ALIKE) > 1:
        return f"{quoted(name)} mixes letters of alphabets that look alike: a name is written in one of them"
    if name in RESERVED:
        return f"{quoted(name)} is a word the scenario files use: choose another name"
    return None


def quoted(text: str) -> str:
    """``text`` in single quotes as typed, what cannot be shown as Python writes it (``'An\\x1bna'``)."""
    return "'" + "".join(char if char.isprintable() else repr(char)[1:-1] for char in text) + "'"


def _one_word(name: str) -> str | None:
    """A good name made of ``name``'s words joined by ``-`` (what a name may not hold left out), if there is one."""
    words = ("".join(char for char in word if char.isalnum() or char in JOINERS) for word in name.split())
    joined = "-".join(word for word in words if word)
    return joined if joined and name_problem(joined) is None else None


def check_name(name: str) -> None:
    """``ValueError`` with a plain reason when ``name`` cannot be a seat's name."""
    problem = name_problem(name)
    if problem is not None:
        raise ValueError(problem)


def same_name(first: str, second: str) -> bool:
    """Whether the move notation would take the two names for one seat (they differ only in capitals)."""
    return first.casefold() == second.casefold()


def check_names(names: Sequence[str]) -> None:
    """``ValueError`` with a plain reason unless every name is good and no two differ only in capitals."""
    for name in names:
        check_name(name)
    for index, name in enumerate(names):
        for other in names[:index]:
            if same_name(name, other):
                if name == other:
                    raise ValueError(f"two seats are called {quoted(name)}: every seat needs a name of its own")
                raise ValueError(f"{quoted(other)} and {quoted(name)} differ only in capitals: every seat needs a name "
                                 "of its own")
