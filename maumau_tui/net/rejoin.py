"""Asking a player who logged in with the shared password for their seat's rejoin code, before their seat
process starts (``claims``: a dropped seat goes back only to whoever took it).

The question is plain lines on the client's terminal (raw, so we echo what is typed: a dot for each
character, as a password prompt does, so the code stays off the screen and out of the scrollback); a
player who does not know the code gets one plain line and the session ends.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence

import asyncssh

from maumau_tui.net.client_text import encoded, plain_client, wrapped
from maumau_tui.net.session import RESET
from maumau_tui.net.words import names_text

TRIES = 3
ANSWER_SECONDS = 60.0
LONGEST = 32           # characters kept of an answer
LINE_BYTES = 256       # bytes read for one answer without its end: more is no code (one try spent)
TOO_LONG = "\x00"      # ``read_line``'s answer then (no code holds it)
GAVE_UP = "\x03"       # ``read_line``'s answer to Ctrl+C or Ctrl+D, and ``ask_code``'s then (it says what comes of it)
EMPTY_LINES = 10       # Enter alone (or the line feed of a CR LF) asks again without a try spent, this often at most
DOT = "•".encode()     # echoed for each character typed (never the character itself; ``*`` where not UTF-8)
CLEAR = b"\x1b[H\x1b[2J"  # the cursor home, the screen cleared

WORDS = {
    "de": {"intro": "{name} hat einen Platz an einem Tisch, der gerade spielt. Gib deinen Rückkehr-Code ein "
                    "(eine Meldung am Tisch nannte ihn, und er stand im Titel deiner Hand); {tries} "
                    "Versuche, Strg+C: abbrechen (die Verbindung endet).",
           "intro_group": "{names} haben Plätze an einem Tisch, der gerade spielt. Gebt den Rückkehr-Code dieses "
                          "Terminals ein (er stand beim Spielen auf jeder Übergabe); {tries} Versuche, Strg+C: abbrechen "
                          "(die Verbindung endet).",
           "ask": "Rückkehr-Code: ",
           "wrong": "Das ist nicht der Code dieses Platzes (noch {left}). Jeder Platz an jedem Tisch hat einen eigenen "
                    "Code: der, der dir an diesem Tisch genannt wurde.",
           "wrong_group": "Das ist nicht der Code dieses Terminals (noch {left}). Jedes Terminal hat an jedem Tisch "
                          "einen eigenen Code: der, der euch an diesem Tisch genannt wurde.",
           "long": "Das ist zu lang für einen Code (noch {left}).",
           "late": "Keine Antwort binnen {s:g} Sekunden.",
           "gave_up": "Abgebrochen. Der Platz von {name} bleibt reserviert, bis die Partie endet: verbinde dich wieder "
                      "als {name} und gib den Rückkehr-Code ein, um weiterzuspielen."},
    "en": {"intro": "{name} has a seat at a table in play. Enter your rejoin code (a notice at the table showed it, "
                    "and it stood in the title of your hand); {tries} tries; Ctrl+C: give up (this ends the "
                    "connection).",
           "intro_group": "{names} have seats at a table in play. Enter this terminal's rejoin code (it was shown on "
                          "every hand-off while you played); {tries} tries; Ctrl+C: give up (this ends the connection).",
           "ask": "Rejoin code: ",
           "wrong": "That is not this seat's code ({left} left). Each seat at each table has its own code: use the "
                    "one shown to you at this table.",
           "wrong_group": "That is not this terminal's code ({left} left). Each terminal has its own code at each "
                          "table: use the one shown to you at this table.",
           "long": "That is too long to be a code ({left} left).",
           "late": "No answer within {s:g} seconds.",
           "gave_up": "Given up. The seat stays {name}'s until the match ends: connect again as {name} and give the "
                      "rejoin code to play on."},
}


def login_key(process: asyncssh.SSHServerProcess[bytes]) -> str | None:
    """The fingerprint of the key the session's connection logged in with (None: a password or no login)."""
    connection = process.get_extra_info("connection")
    owner = connection.get_owner() if connection is not None else None
    key = getattr(owner, "key", None)
    return key if isinstance(key, str) else None


async def read_line(process: asyncssh.SSHServerProcess[bytes], pending: bytearray) -> str | None:
    """One line typed on the raw terminal, echoed as dots; ``GAVE_UP`` on Ctrl+C or Ctrl+D, None at the end of
    input.  What came after the line's end stays in ``pending`` for the next line (typed ahead, or pasted in one
    piece).  A line longer than ``LINE_BYTES`` is ``TOO_LONG``, its rest read past by whole reads up to its end: a
    client pouring bytes in must not keep the server's one loop busy (every table waits on it)."""
    typed, read, escape = "", 0, 0      # escape: 1 after ESC, 2 within a key's sequence (an arrow: ESC [ D)
    while True:
        if not pending:
            data = await typed_in(process)
            if not data:
                return None
            pending.extend(data)
        while pending:
            byte = pending.pop(0)
            char = chr(byte)
            if char in "\r\n":
                process.stdout.write(b"\r\n")
                return typed
            read += 1
            if read > LINE_BYTES:
                process.stdout.write(b"\r\n")
                return TOO_LONG if await line_skipped(process, pending) else None
            if char == "\x1b" or (escape and 0x20 <= byte < 0x7F):   # a key's sequence types nothing (its last
                escape = after_escape(escape, byte)                  # letter went into the code); a control key
                continue                                             # ends one (a lone Esc, then Ctrl+C)
            escape = 0
            if char in "\x03\x04":
                process.stdout.write(b"\r\n")
                return GAVE_UP
            if char in "\x7f\x08":
                if typed:
                    typed = typed[:-1]
                    process.stdout.write(b"\x08 \x08")
            elif (char.isalnum() and char.isascii() or byte >= 0xC0) and len(typed) < LONGEST:
                typed += char if byte < 0x80 else "?"   # a letter outside ASCII (its first byte): in no code, but
                process.stdout.write(b"*" if plain_client(process) else DOT)   # typed (PLAYTEST114 F9: dropped unsaid)


async def line_skipped(process: asyncssh.SSHServerProcess[bytes], pending: bytearray) -> bool:
    """Read past the rest of a line too long for a code, up to its end (what follows stays in ``pending``), by
    whole reads; False when the input ends first."""
    while True:
        ends = [at for at in (pending.find(b"\r"), pending.find(b"\n")) if at >= 0]
        if ends:
            end = min(ends) + 1
            if pending[end - 1:end + 1] == b"\r\n":   # (the Enter of a terminal that sends both)
                end += 1
            del pending[:end]
            return True
        pending.clear()
        data = await typed_in(process)
        if not data:
            return False
        pending.extend(data)


async def typed_in(process: asyncssh.SSHServerProcess[bytes]) -> bytes:
    """The client's next bytes (b"": the end of input); a window resized or a break sent meanwhile is read past
    (the session reads the size afresh when it starts)."""
    while True:
        try:
            return await process.stdin.read(1024)
        except (asyncssh.TerminalSizeChanged, asyncssh.BreakReceived, asyncssh.SignalReceived):
            continue


def after_escape(state: int, byte: int) -> int:
    """Where a key's escape sequence stands after ``byte``: 1 after ESC, 2 within ``ESC [`` or ``ESC O``, 0 over (an
    Alt+key is ESC and the key)."""
    if byte == 0x1B:
        return 1
    if state == 1:
        return 2 if chr(byte) in "[O" else 0
    return 0 if 0x40 <= byte <= 0x7E else 2     # (a final byte ends it; digits and ; are its parameters)


def intro(lang: str, name: str, others: Sequence[str]) -> str:
    """Whose seat the question is about: ``name``'s, or with ``others`` a group's at one terminal, whose one code gives
    back every seat of it (PLAYTEST117 F9: the question named only the person who typed the user name)."""
    words = WORDS[lang if lang in WORDS else "en"]
    if not others:
        return words["intro"].format(name=name, tries=TRIES)
    return words["intro_group"].format(names=names_text([name, *others], lang), tries=TRIES)


async def ask_code(process: asyncssh.SSHServerProcess[bytes], name: str, lang: str,
                   fits: Callable[[str], bool], others: Sequence[str] = ()) -> str | None:
    """Ask for ``name``'s rejoin code (and ``others``' at the same terminal) up to ``TRIES`` times; the code that
    ``fits``, ``GAVE_UP`` (said here: PLAYTEST125, Ctrl+C was answered as three wrong codes are), or None."""
    words = WORDS[lang if lang in WORDS else "en"]
    pending = bytearray()
    # (a terminal whose last session died is still in its modes: the old table on the screen, pastes in brackets;
    # leaving the app's screen also puts the cursor back where it was saved: the question starts on a clear one)
    process.stdout.write(RESET + CLEAR + wrapped(intro(lang, name, others), process))
    left, empty = TRIES, 0
    while left:
        process.stdout.write(encoded(words["ask"], process))
        try:
            answer = await asyncio.wait_for(read_line(process, pending), ANSWER_SECONDS)
        except asyncio.TimeoutError:
            process.stdout.write(b"\r\n" + encoded(words["late"].format(s=ANSWER_SECONDS), process) + b"\r\n")
            return None
        if answer is None:
            return None
        if answer == GAVE_UP:
            process.stdout.write(wrapped(words["gave_up"].format(name=name), process))
            return GAVE_UP
        if not answer.strip() and empty < EMPTY_LINES:   # (PLAYTEST96: three Enters ended the connection)
            empty += 1
            continue
        if answer != TOO_LONG and fits(answer):
            return answer
        left -= 1
        if left:
            said = words["long" if answer == TOO_LONG else "wrong_group" if others else "wrong"].format(left=left)
            process.stdout.write(wrapped(said, process))   # (between words, as the question: PLAYTEST277 N1)
    return None
