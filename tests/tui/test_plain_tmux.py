"""A terminal whose characters are not UTF-8 (``LANG=C``), or a player who asked for ``--ascii``, gets every screen
in ASCII: in a real terminal (tmux), the table, the settings and the help, in German (whose umlauts lose their
dots: spelled out, "drücken" as "druecken"), with nothing else but ASCII in what the terminal shows (PLAYTEST105 F6,
PLAYTEST108 F8, PLAYTEST113 F17)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from tmux_helpers import Terminal
from test_layout_tmux import quit_and_close

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


def not_ascii(text: str) -> list[str]:
    return sorted({char for char in text if not char.isascii()})


@pytest.mark.parametrize(("locale", "flag"), [("LC_ALL=C LANG=C", ""), ("", "--ascii")])
def test_every_screen_reaches_a_terminal_that_is_not_utf8_in_ascii(tmp_path: Path, locale: str, flag: str) -> None:
    command = (f"env {locale} {sys.executable} -m maumau_tui play {flag} --seed 4 --ruleset standard --seat Anna "
               "--seat Bot:bot=easy --lang de --bot-delay 0")
    terminal = Terminal(command, tmp_path)
    try:
        table = terminal.wait_for(lambda t: "Deine Hand - Anna" in t and "Du bist dran." in t, "Anna's turn")
        assert not not_ascii(table), table
        assert "+- Tisch -" in table and "Richtung: Uhrzeigersinn >" in table, table
        assert "Bot gibt jedem 5 Karten." in table and "Startkarte: Pik Koenig." in table, table   # (not "Konig")
        terminal.keys("s")
        settings = terminal.wait_for(lambda t: "Sprache" in t and "Bildschirmfarben" in t, "the settings")
        assert not not_ascii(settings), settings
        assert "Esc: zurueck" in " ".join(settings.split()), settings     # the app's words (not "zuruck")
        terminal.keys("Escape")
        terminal.wait_for(lambda t: "Sprache" not in t and "Du bist dran." in t, "the table again")
        terminal.keys("?")
        helped = terminal.wait_for(lambda t: "Hilfe" in t and "Am Tisch" in t, "the help")
        assert not not_ascii(helped), helped
    finally:
        quit_and_close(terminal)
