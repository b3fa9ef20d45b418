"""The rejoin question before a seat's session starts is plain lines on a raw terminal: they are wrapped to the
client's width at the blanks (the terminal itself broke a long line in the middle of a word)."""

from __future__ import annotations

from typing import Any

import pytest

from maumau_tui.net.rejoin import TRIES, WORDS, wrapped


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
