"""One SSH session's process: a Textual app on the session's pty, linked to the table host by a socket.

The server starts ``python -m maumau_tui.net.seat`` with the pty as stdin, stdout and stderr, in a
session of its own (``setsid``), and passes one end of a socketpair.  Here the pty becomes the
controlling terminal (so a resize sends SIGWINCH and a closed connection sends SIGHUP), the signals a
server may have ignored get their default action back, and the app runs with Textual's own driver.
A crash is written to the server's log file, never as a traceback on the player's screen.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import fcntl
import os
import signal
import socket
import sys
import termios
import time
import traceback
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any, TextIO

from textual.app import App

from maumau_tui.net.words import idle_text, word

CRASH = {"de": "Der Tisch-Bildschirm ist an einem Fehler gescheitert (protokolliert). Bitte neu verbinden.",
         "en": "The table screen stopped because of an error (it was logged). Please connect again."}


def take_terminal() -> None:
    """Make the pty on stdin this session's controlling terminal; defaults for HUP, INT and PIPE."""
    for number in (signal.SIGHUP, signal.SIGINT, signal.SIGPIPE):
        signal.signal(number, signal.SIG_DFL)
    if os.isatty(0):
        try:
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)
        except OSError:
            pass   # already ours, or not allowed: resizes then still arrive in-band or on the next frame


def make_app(args: argparse.Namespace, link_socket: socket.socket | None) -> App[Any]:
    if args.app == "solo":   # the hot-seat table against bots: a measuring vehicle for the real table screen
        from maumau_tui.tui.app import MauMauApp
        from maumau_tui.tui.settings import Settings

        settings = Settings(lang=args.lang, seed=args.seed, ascii_cards=args.ascii,
                            plain=args.plain, given=("lang", "ascii_cards", "bot_delay"))   # (none is remembered)
        seats = [(args.user, False)] + [(f"Bot{index}", True) for index in (1, 2, 3)]
        return MauMauApp(settings, ruleset="standard", seats=seats)
    from maumau_tui.net.seat_app import SeatApp

    return SeatApp(args.user, args.lang, link_socket, ascii_cards=args.ascii, plain=args.plain,
                   by_suit=args.by_suit)


async def run_app(app: App[Any]) -> str:
    """Run ``app``; SIGTERM (the server ends the session: nobody typed for long) or SIGUSR1 (the server stops) makes it
    exit and restore the terminal (a seat's app says how to come back, or that its table, never saved, ends with the
    server).  Why the server ended it ("idle", "stopped"; "" if nothing did): the seat says so itself, once, before how
    to come back (PLAYTEST148 F5: the server's own line came after the seat's, "The server is stopping" twice;
    PLAYTEST187 L4: "Your seat stays yours …", then "Session ended after 1 min without input.")."""
    loop = asyncio.get_running_loop()
    ended = getattr(app, "ended_by_server", None)
    why = ""

    def end(reason: str) -> None:
        nonlocal why
        why = reason
        if ended is not None:
            ended("stopped" if reason == "stopped" else "ended")
        else:
            app.exit()

    loop.add_signal_handler(signal.SIGTERM, end, "idle")
    loop.add_signal_handler(signal.SIGUSR1, end, "stopped")
    await app.run_async()
    return why


def said_last(app: App[Any], why: str, lang: str, idle: float) -> str:
    """The seat's last words after the app: why the server ended it (``run_app``), then how to come back."""
    farewell = getattr(app, "farewell", "")
    if why == "idle":
        return " ".join(filter(None, (idle_text(lang, idle), farewell)))
    return farewell or (word(lang, "stopping") if why == "stopped" else "")


def last_words(text: str, width: int | None = None, ascii_only: bool = False) -> str:
    """``maumau: text`` for the terminal after the app, broken between words to its width in cells (``None``: the
    terminal's own; a CJK name takes two a letter): a rejoin code in it is never cut (``ascii_only``: in ASCII, for
    a terminal that is not UTF-8, as the app's screen was)."""
    from maumau_tui.net.client_text import wrap_cells
    from maumau_tui.tui.plain import plain
    from maumau_tui.tui.spelling import SPELLING

    if width is None:
        try:
            width = os.get_terminal_size(sys.stderr.fileno()).columns
        except (OSError, ValueError):
            width = 80
    text = text.translate(SPELLING) if ascii_only else text     # (German spelled out before it is wrapped)
    text = "\n".join(wrap_cells(f"maumau: {text}", max(20, width - 1)))
    return plain(text) if ascii_only else text


def open_log(path: str | None) -> TextIO:
    if path:
        try:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            return open(path, "a", encoding="utf-8")
        except OSError:
            pass
    return open(os.devnull, "w", encoding="utf-8")


def log_line(errors: IO[str], text: str) -> None:
    """``text`` in the seats' log with its time; a log that cannot be written (a full disk) is let be."""
    with contextlib.suppress(OSError):
        errors.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')} {text}\n")
        errors.flush()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="maumau-seat")
    parser.add_argument("--user", required=True)
    parser.add_argument("--lang", choices=("de", "en"), default="en")
    parser.add_argument("--link-fd", type=int, default=-1, help="the socket to the table host")
    parser.add_argument("--app", choices=("seat", "solo"), default="seat")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--log", default=None, help="where a crash is written")
    parser.add_argument("--idle", type=float, default=1800.0, help="the server's idle time, named when it ends the session")
    parser.add_argument("--ascii", action="store_true", help="suits as letters (the client's locale is not UTF-8)")
    parser.add_argument("--plain", action="store_true", help="the whole screen in ASCII (the client's locale is not UTF-8)")
    parser.add_argument("--by-suit", action="store_true", help="the hand grouped by suit (as chosen at the seat)")
    args = parser.parse_args(argv)
    take_terminal()
    errors = open_log(args.log)
    try:
        link_socket = socket.socket(fileno=args.link_fd) if args.link_fd >= 0 else None
        if args.plain:                 # German spelled out in ASCII, for this seat's process (``tui.spelling``)
            from maumau_tui.tui.spelling import spell_out

            spell_out()
        app = make_app(args, link_socket)
        from rich.console import Console

        app.error_console = Console(file=errors, markup=False, highlight=False, width=100)
        why = asyncio.run(run_app(app))
        if app.return_code:   # Textual has restored the terminal; the traceback went to the log
            log_line(errors, f"seat of {args.user}: the app ended with code {app.return_code}")
            sys.stderr.write(f"\n{last_words(CRASH[args.lang], ascii_only=args.plain)}\n")
            return 1
        farewell = said_last(app, why, getattr(app, "lang", args.lang), args.idle)
        if farewell:
            sys.stderr.write(f"\n{last_words(farewell, ascii_only=args.plain)}\n")
        return 0
    except Exception:   # anything outside the app: logged, one line on the screen
        log_line(errors, f"seat of {args.user}:\n{traceback.format_exc()}")
        sys.stderr.write(f"\n{last_words(CRASH[args.lang], ascii_only=args.plain)}\n")
        return 1
    finally:
        with contextlib.suppress(OSError):   # (a full disk: the player has had the plain line)
            errors.close()


if __name__ == "__main__":
    sys.exit(main())
