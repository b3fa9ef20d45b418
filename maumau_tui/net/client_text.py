"""Lines the server writes to a client's terminal itself, outside a seat's app (the rejoin question, a refusal, the
last words): broken between words by the cells they take (a CJK letter takes two: PLAYTEST111 F1 saw "giv" / "e"),
and in ASCII for a client whose locale is not UTF-8, as that client's screen is (``tui/plain.py``; F7)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.cells import cell_len

from maumau_tui.tui.i18n import locale_says_utf8
from maumau_tui.tui.plain import plain
from maumau_tui.tui.spelling import SPELLING


def client_env(process: Any) -> dict[str, str]:
    """The environment the SSH client sent (its locale, terminal, colours), as text."""
    env = getattr(process, "env", None) or {}
    return {str(key): str(value) for key, value in env.items()}


def not_utf8(client: Mapping[str, str]) -> bool:
    """Whether the client's locale says its characters are not UTF-8 (none said: they are): its suits as letters and
    its screen in ASCII."""
    return locale_says_utf8(client) is False


def plain_client(process: Any) -> bool:
    """Whether the client's locale says its terminal is not UTF-8."""
    return not_utf8(client_env(process))


def encoded(text: str, process: Any) -> bytes:
    """``text`` as the client's terminal can show it (German spelled out in ASCII: ``tui.spelling``)."""
    return (plain(text.translate(SPELLING)) if plain_client(process) else text).encode()


def wrap_cells(text: str, width: int) -> list[str]:
    """``text`` broken between words into lines of at most ``width`` cells (a word longer than that stays whole: a
    rejoin code is never cut)."""
    lines: list[str] = []
    line, used = "", 0
    for word in text.split():
        size = cell_len(word)
        if line and used + 1 + size > width:
            lines.append(line)
            line, used = "", 0
        line, used = (f"{line} {word}", used + 1 + size) if line else (word, size)
    return [*lines, line] if line else lines


def wrapped(text: str, process: Any) -> bytes:
    """``text`` in lines that fit the client's terminal (a raw terminal breaks a long line in the middle of a word)."""
    try:
        columns = int(process.get_terminal_size()[0])
    except (TypeError, ValueError, IndexError):
        columns = 0
    width = max(20, min(columns or 80, 100) - 1)
    text = text.translate(SPELLING) if plain_client(process) else text    # (spelled out before it is wrapped)
    return encoded("\r\n".join(wrap_cells(text, width)), process) + b"\r\n"
