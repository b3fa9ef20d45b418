"""The rejoin question before a seat's session starts is plain lines on a raw terminal: they are wrapped to the
client's width at the blanks (the terminal itself broke a long line in the middle of a word)."""

from __future__ import annotations

from typing import Any

import pytest

from maumau_tui.net.rejoin import TRIES, WORDS, ask_code, wrapped
from net_helpers import Login


class Client:
    """The part of an SSH session the question reads: the terminal's size."""

    def __init__(self, columns: Any) -> None:
        self.columns = columns

    def get_terminal_size(self) -> tuple[Any, int, int, int]:
        return self.columns, 24, 0, 0


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize(("columns", "widest"), [(60, 59), (100, 99), (200, 99), (0, 79), (None, 79)])
def test_the_rejoin_question_is_wrapped_at_blanks_to_the_terminals_width(lang: str, columns: Any, widest: int) -> None:
    text = WORDS[lang]["intro"].format(name="Maximilian", tries=TRIES)
    lines = wrapped(text, Client(columns)).decode().split("\r\n")   # type: ignore[arg-type]
    assert lines[-1] == "" and len(lines) > 2
    assert all(0 < len(line) <= widest for line in lines[:-1]), lines
    assert " ".join(lines[:-1]) == text                               # every word whole, none lost


async def test_enter_alone_at_the_rejoin_question_spends_no_try() -> None:
    """(PLAYTEST96.) Enter pressed with no code counted as a wrong code, and three ended the connection; a client that
    ends its lines with CR LF lost a try on every line. They ask again now; the code still counts."""
    login = Login("Ben", "\r\r\r\r\nq6bwmn\r")
    assert await ask_code(login, "Ben", "en", lambda code: code == "q6bwmn") == "q6bwmn"   # type: ignore[arg-type]
    assert b"left)" not in login.shown                               # no wrong code said
    wrong = Login("Ben", "x\r\ry\r\rz\rq6bwmn\r")                   # three wrong codes: the connection ends
    assert await ask_code(wrong, "Ben", "en", lambda code: code == "q6bwmn") is None   # type: ignore[arg-type]
