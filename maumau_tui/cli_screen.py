"""Whether this terminal can show the game, said plainly when it cannot; and printed lines that survive an output
whose character set is not UTF-8."""

from __future__ import annotations

import os
import sys
from typing import TextIO

NO_SCREEN = {
    "en": ("maumau: the game needs a terminal to play in (standard input or output is not a terminal); without a screen try "
           "`maumau sim` or `maumau rules list`",
           "maumau: the game draws a full screen, which this terminal cannot show (TERM=dumb); play in a terminal "
           "window such as xterm",
           "maumau: the game draws its screen in UTF-8, which this terminal's character set ({encoding}) cannot "
           "show; start it in a UTF-8 locale, e.g. `LC_ALL=C.UTF-8 maumau`"),
    "de": ("maumau: das Spiel braucht ein Terminal (Ein- und Ausgabe gehen hier nicht an eines); ohne Bildschirm "
           "geht `maumau sim` oder `maumau rules list`",
           "maumau: das Spiel zeichnet einen ganzen Bildschirm, den dieses Terminal nicht zeigen kann (TERM=dumb); "
           "spiel in einem Terminalfenster wie xterm",
           "maumau: das Spiel zeichnet seinen Bildschirm in UTF-8, das der Zeichensatz dieses Terminals ({encoding}) "
           "nicht zeigen kann; starte es mit einer UTF-8-Locale, etwa `LC_ALL=C.UTF-8 maumau`"),
}


def no_terminal(lang: str | None = None) -> bool:
    """True when input and output are not one terminal, or one that cannot draw a screen (the game cannot be shown),
    after saying so plainly (in ``lang``, else the language the player chose or the locale's)."""
    from maumau_tui.cli import chosen_lang

    said = screen_missing()
    if said is None:
        return False
    words = NO_SCREEN.get(chosen_lang(lang), NO_SCREEN["en"])[said]
    print(words.format(encoding=sys.stdout.encoding), file=sys.stderr)
    return True


def screen_missing() -> int | None:
    """Why the game cannot be shown here (an index into ``NO_SCREEN``'s reasons); None: it can be."""
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        return 0
    if os.environ.get("TERM") == "dumb":   # (an editor's shell, a script's console: it prints escape codes as text)
        return 1
    if not utf8(sys.stdout):               # (Textual's lines and boxes came out as \u2502 escapes)
        return 2
    return None


def utf8(stream: TextIO) -> bool:
    """Whether ``stream`` writes UTF-8 (one that does not say counts as writing it)."""
    encoding = getattr(stream, "encoding", None)
    return not encoding or encoding.lower().replace("-", "").replace("_", "") == "utf8"


def printable_everywhere() -> None:
    """Where the locale's character set is not UTF-8 (``LANG=C``), lines leave in ASCII as the app's screen does there
    (PLAYTEST215 F7: ``stats`` and ``record list`` printed "·" and curly quotes; Python writes UTF-8 all the same
    under a C locale, PEP 538, which such a terminal shows as other characters).  Else lines the output's character set
    cannot hold are printed with ``?`` instead of ending the command (``rules list`` stopped at its first dash)."""
    from maumau_tui.tui.i18n import locale_says_utf8

    plain = locale_says_utf8(os.environ) is False
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        if plain and not isinstance(stream, PlainStream):
            setattr(sys, name, PlainStream(stream))
        elif not utf8(stream) and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="replace")


class PlainStream:
    """Text written to it reaches ``stream`` in ASCII: German spelled out (``ue`` for ``ü``), every other character
    as the app's ASCII screen has it (``plain.py``: ``-`` for a dash, ``"`` for a curly quote, ``|`` for ``·``)."""

    def __init__(self, stream: TextIO) -> None:
        from maumau_tui.tui.plain import plain

        self.stream = stream
        self.plain = plain

    def write(self, text: str) -> int:
        return self.stream.write(text if text.isascii() else self.plain(spelled_in_columns(text)))

    def __getattr__(self, name: str) -> object:
        return getattr(self.stream, name)


def spelled_in_columns(text: str) -> str:
    """``text`` with German spelled out (``oe`` for ``ö``), each letter it grows by taken from the next gap of two
    blanks or more on its line, so that columns laid out before stay in line (PLAYTEST221 N2: "Boese Sieben" stood a
    column out of line in `rules list`)."""
    from maumau_tui.tui.spelling import SPELLING

    out: list[str] = []
    owed = 0
    for index, char in enumerate(text):
        if char == "\n":
            owed = 0
        elif owed and char == " " and text[index + 1:index + 2] == " ":
            owed -= 1                   # a blank of a gap between columns gives way (one always stays)
            continue
        spelled = char.translate(SPELLING)
        owed += len(spelled) - 1
        out.append(spelled)
    return "".join(out)
