"""The rejoin question before a seat's session starts is plain lines on a raw terminal: they are wrapped to the
client's width at the blanks (the terminal itself broke a long line in the middle of a word)."""

from __future__ import annotations

from typing import Any

import pytest
from rich.cells import cell_len

from maumau_tui.net.client_text import wrapped
from maumau_tui.net.rejoin import GAVE_UP, TRIES, WORDS, ask_code
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


@pytest.mark.parametrize(("lang", "said"), [("en", "Given up. The seat stays Ben's until the match ends"),
                                             ("de", "Abgebrochen. Der Platz von Ben bleibt reserviert, bis die Partie endet")])
async def test_ctrl_c_at_the_rejoin_question_gives_up_and_says_what_comes_of_it(lang: str, said: str) -> None:
    """(PLAYTEST125: Ctrl+C was answered with the long refusal of three wrong codes.)"""
    login = Login("Ben", "x\r\x03")
    assert await ask_code(login, "Ben", lang, lambda code: code == "q6bwmn") == GAVE_UP   # type: ignore[arg-type]
    shown = " ".join(login.shown.decode().split())
    assert said in shown and shown.endswith("."), shown


def test_a_line_with_a_wide_name_fits_the_terminals_cells() -> None:
    """(PLAYTEST111 F1: 王芳 takes four cells, not two: each line with it came out two cells too wide, and the terminal
    broke off its last letter.)"""
    text = WORDS["en"]["intro"].format(name="王芳", tries=TRIES)
    lines = wrapped(text, Client(60)).decode().split("\r\n")[:-1]   # type: ignore[arg-type]
    assert all(cell_len(line) <= 59 for line in lines) and " ".join(lines) == text, lines


async def test_a_client_whose_locale_is_not_utf8_is_asked_in_ascii() -> None:
    """(PLAYTEST111 F7: the rejoin question echoed "•" and said "Rückkehr-Code" in UTF-8 to a LANG=C client.)"""
    plain = Login("Jörg", "x9\rq6bwmn\r", env={"LANG": "de_DE"})   # (de_DE: Latin-1)
    assert await ask_code(plain, "Jörg", "de", lambda code: code == "q6bwmn") == "q6bwmn"   # type: ignore[arg-type]
    assert bytes(plain.shown).isascii() and b"Rueckkehr-Code" in plain.shown       # (spelled out: PLAYTEST114 F8)
    assert b"**" in plain.shown
    fine = Login("Jörg", "x9\rq6bwmn\r", env={"LANG": "de_DE.UTF-8"})
    assert await ask_code(fine, "Jörg", "de", lambda code: code == "q6bwmn") == "q6bwmn"   # type: ignore[arg-type]
    assert "Rückkehr-Code".encode() in fine.shown and "•".encode() in fine.shown
    said = bytes(fine.shown).replace(b"\r\n", b" ")                      # (wrapped between words: PLAYTEST277 N1)
    assert "Jeder Platz an jedem Tisch hat einen eigenen Code".encode() in said   # (PLAYTEST274 F5: the code
    #                                                                       written down at the last table, refused)
    assert all(len(line.decode()) < 80 for line in bytes(fine.shown).split(b"\r\n")[1:]), fine.shown


async def test_letters_outside_ascii_at_the_rejoin_question_are_typed_and_refused() -> None:
    """(PLAYTEST114 F9: "ääääää" and Enter showed no dots and asked again unsaid, as if nothing had come.)"""
    latin = Login("Hugo", env={"LANG": "de_DE"})
    latin.stdin.data = b"\xe4\xe4\xe4\rq6bwmn\r"                     # (Latin-1: one byte a letter)
    assert await ask_code(latin, "Hugo", "en", lambda code: code == "q6bwmn") == "q6bwmn"   # type: ignore[arg-type]
    assert b"***" in latin.shown
    assert b"That is not this seat's code (2 left). Each seat at each table has its own code" in \
        bytes(latin.shown).replace(b"\r\n", b" ")
    utf8 = Login("Hugo", "ää\rq6bwmn\r")
    assert await ask_code(utf8, "Hugo", "en", lambda code: code == "q6bwmn") == "q6bwmn"   # type: ignore[arg-type]
    assert "Rejoin code: ••\r\n".encode() in utf8.shown and b"(2 left)" in utf8.shown   # a dot a letter


@pytest.mark.parametrize(("lang", "said"), [
    ("de", "Das ist nicht der Code dieses Terminals (noch 2). Jedes Terminal hat an jedem Tisch einen eigenen Code: der, "
           "der euch an diesem Tisch genannt wurde."),
    ("en", "That is not this terminal's code (2 left). Each terminal has its own code at each table: use the one shown "
           "to you at this table.")])
async def test_a_groups_wrong_code_is_told_in_the_words_of_its_question(lang: str, said: str) -> None:
    """PLAYTEST277 N9: Carla and Dora were asked for "this terminal's code" and told "that is not this seat's code"
    and "the one told to you" (du) after "gebt" (ihr)."""
    login = Login("Carla", "zzzzzz\rq6bwmn\r", env={"LANG": "de_DE.UTF-8"})
    assert await ask_code(login, "Carla", lang, lambda code: code == "q6bwmn", ["Dora"]) == "q6bwmn"  # type: ignore[arg-type]
    assert said.encode() in bytes(login.shown).replace(b"\r\n", b" "), login.shown
