"""A paste over SSH (``net.pastes``): its text is cut short at a character's end, a paste the app entered is closed
whatever the input limit says, also with brackets split between reads, and brackets are no way past the limit; and
the pty never takes a size beyond ``MAX_SIZE`` (REVIEW102: a 65535 x 65535 terminal took gigabytes)."""

from __future__ import annotations

import fcntl
import os
import pty
import struct
import termios

from maumau_tui.net.pastes import END, KEPT, START, Pastes
from maumau_tui.net.session import MAX_SIZE, set_size


def passed(pastes: Pastes, *reads: bytes, refused: bool = False) -> bytes:
    """What reaches the app of ``reads``, the input limit letting each through (or, ``refused``, none of them)."""
    return b"".join(pastes.passed(pastes.feed(data), not refused) for data in reads)


def test_keys_pass_as_they_come_a_lone_escape_included() -> None:
    pastes = Pastes()
    assert passed(pastes, b"q", b"\x1b", b"\x1b[A", b"\x1b[20~", b"y") == b"q\x1b\x1b[A\x1b[20~y"


def test_a_long_paste_keeps_its_first_bytes_and_both_brackets() -> None:
    text = b"x" * 100_000
    assert passed(Pastes(), START + text + END + b"e") == START + text[:KEPT] + END + b"e"


def test_a_paste_is_cut_where_a_character_ends() -> None:
    """(REVIEW103.) Cut in the middle of an "ö", the paste ended the app: its input reader takes only UTF-8."""
    text = ("x" + "ö" * 1000).encode()
    kept = passed(Pastes(), START + text + END)
    assert kept == START + ("x" + "ö" * ((KEPT - 1) // 2)).encode() + END
    kept.decode("utf-8")


def test_a_character_split_between_two_reads_passes_whole() -> None:
    """(REVIEW105.) Each piece was decoded alone, and the halves of an "ö" split between two reads were dropped."""
    text = "xöööööööööö".encode()
    assert passed(Pastes(), START + text[:2], text[2:] + END) == START + text + END


def test_the_closing_bracket_passes_when_the_limit_drops_the_read_that_holds_it() -> None:
    pastes = Pastes()
    assert passed(pastes, START + b"x" * 5000) == START + b"x" * KEPT
    assert passed(pastes, b"x" * 4000 + END + b"zz", refused=True) == END    # the app leaves the paste
    assert passed(pastes, b"e") == b"e"


def test_brackets_are_weighed_like_any_input() -> None:
    """(REVIEW103.) Brackets passed whatever the limit said: pairs of them poured through it."""
    pastes = Pastes()
    assert passed(pastes, (START + END) * 1000, refused=True) == b""
    assert passed(pastes, START + b"abc", refused=True) == b""              # its opening bracket dropped ...
    assert passed(pastes, b"def" + END + b"e") == b"e"                      # ... its text is no keys
    assert passed(pastes, START + b"ok") == START + b"ok"
    assert passed(pastes, b"more" + END + END, refused=True) == END          # once


def test_brackets_split_between_reads_are_found() -> None:
    pastes = Pastes()
    reads = [b"a\x1b[2", b"00~hello\x1b", b"[20", b"1~", b"b"]
    assert passed(pastes, *reads) == b"a" + START + b"hello" + END + b"b"


def test_the_pty_takes_at_most_max_size() -> None:
    master, slave = pty.openpty()
    try:
        for asked, given in [((65535, 65535), MAX_SIZE), ((70000, 3), (MAX_SIZE[0], 3)), ((0, 0), (80, 24)),
                             ((120, 40), (120, 40))]:
            set_size(slave, *asked, pixels_wide=100_000)
            rows, columns, _, _ = struct.unpack("HHHH", fcntl.ioctl(slave, termios.TIOCGWINSZ, b"\0" * 8))
            assert (columns, rows) == given, asked
    finally:
        os.close(master)
        os.close(slave)


def test_a_paste_s_text_loses_its_escapes_and_so_never_comes_as_keys() -> None:
    """(PLAYTEST129 F1.) Pasted ``ab ESC qy`` at a hand's sheet asked whether to go back to the lobby: the app's reader
    began a sequence at the Escape, matched none, and gave the bytes after it as keys."""
    pastes = Pastes()
    assert passed(pastes, START + b"ab\x1b qy" + END + b"n") == START + b"ab qy" + END + b"n"
    assert passed(pastes, START + b"x\x1b", b"[A\x1b" + END, b"\x1b") == START + b"x[A" + END + b"\x1b"   # (split)
