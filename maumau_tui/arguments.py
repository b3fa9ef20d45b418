"""Command-line argument types shared by `maumau` and `maumau serve`: a number within bounds, else one line
saying what to give (argparse prints it with exit status 2); and the parser that says argparse's refusals in
German when the command line is German (``Parser.lang``)."""

from __future__ import annotations

import argparse
import difflib
import math
import re
from collections.abc import Callable
from typing import NoReturn, TypeVar

N = TypeVar("N", int, float)


def number(kind: Callable[[str], N], low: N, high: N, what: str) -> Callable[[str], N]:
    """An argument type: a ``kind`` number from ``low`` to ``high``, else one line saying what to give."""
    def parse(text: str) -> N:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not {what}") from None
        if not math.isfinite(value) or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text} is out of range: give {what} from {plain(low)} to {plain(high)}")
        return value
    return parse


def seed(text: str) -> int:
    """A ``--seed``: a whole number of at most 21 digits (a game record keeps it, and reads back no more than 30;
    the next match of a table is dealt with the seed after it, which may be asked for again)."""
    return number(int, -(10**20), 10**20, "a whole number")(text)


def plain(value: float) -> str:
    """``10000`` -> ``10,000``; ``0.01`` -> ``0.01``."""
    return f"{value:,.0f}" if value == int(value) else f"{value:g}"


def german(number: str) -> str:
    """A number as ``plain`` writes it, written the German way: ``10,000`` -> ``10.000``; ``0.5`` -> ``0,5``."""
    return number.translate(str.maketrans(",.", ".,"))


# argparse's refusals (Python 3.11) and our types' (above), in German: (English, German), each a whole message
Said = str | Callable[[re.Match[str]], str]
PHRASES: list[tuple[str, Said]] = [
    (r"^argument (\S+): (.*)$", r"Argument \1: \2"),
    (r"invalid int value: '(.*)'$", r"keine ganze Zahl: '\1'"),
    (r"invalid float value: '(.*)'$", r"keine Zahl: '\1'"),
    (r"invalid choice: '(.*)' \(choose from (.*)\)$", r"ungültige Wahl: '\1' (zur Wahl: \2)"),
    (r"expected one argument$", "erwartet einen Wert"),
    (r"'(.*)' is not a whole number$", r"'\1' ist keine ganze Zahl"),
    (r"'(.*)' is not a number of seconds$", r"'\1' ist keine Sekundenzahl"),
    (r"(\S+) is out of range: give a whole number from (\S+) to (\S+)$",
     lambda found: f"{found[1]} liegt außerhalb: gib eine ganze Zahl von {german(found[2])} bis {german(found[3])} an"),
    (r"(\S+) is out of range: give a number of seconds from (\S+) to (\S+)$",
     lambda found: f"{found[1]} liegt außerhalb: gib eine Sekundenzahl von {german(found[2])} bis {german(found[3])} an"),
    (r"^unrecognized arguments: (.*)$", r"unbekannte Argumente: \1"),
    (r"^the following arguments are required: (.*)$", r"diese Argumente fehlen: \1"),
]
GERMAN = [(re.compile(english), said) for english, said in PHRASES]


class Parser(argparse.ArgumentParser):
    """An argument parser whose refusals are German where the command line is (``lang``, set before parsing)."""

    lang = "en"

    def error(self, message: str) -> NoReturn:
        guesses = self.guesses(message)
        if Parser.lang != "de":
            super().error(message + (f"; did you mean {listed(guesses, 'or')}?" if guesses else ""))
        for english, said in GERMAN:
            message = english.sub(said, message)
        message += f"; meinst du {listed(guesses, 'oder')}?" if guesses else ""
        self.exit(2, self.format_usage().replace("usage:", "Aufruf:", 1) + f"{self.prog}: Fehler: {message}\n")

    def guesses(self, message: str) -> list[list[str]]:
        """What each misspelt option or command was meant to be (``--rulset``: ``[["--ruleset"]]``)."""
        if found := re.fullmatch(r"unrecognized arguments: (.*)", message):
            given = [word.split("=")[0] for word in found[1].split() if word.startswith("--")]
            known = sorted(options(self))
        elif found := re.search(r"invalid choice: '(.*)' \(choose from (.*)\)$", message):
            given, known = [found[1]], re.findall(r"'([^']*)'", found[2])
        else:
            return []
        return [near for word in given if (near := closest(word, known))]


def listed(guesses: list[list[str]], either: str) -> str:
    """``[["--seat", "--seed"], ["--ruleset"]]`` -> ``--seat or --seed, --ruleset``."""
    return ", ".join(f" {either} ".join(near) for near in guesses)


def closest(word: str, known: list[str]) -> list[str]:
    """The known words nearest to ``word`` (all that are equally near), none if none is near enough."""
    near = {name: difflib.SequenceMatcher(None, word, name).ratio() for name in known}
    best = max(near.values(), default=0.0)
    return [name for name, ratio in near.items() if ratio == best] if best >= 0.75 else []


def options(parser: argparse.ArgumentParser) -> set[str]:
    """The long options of ``parser`` and of its commands, for a guess at a misspelt one."""
    found = {name for action in parser._actions for name in action.option_strings if name.startswith("--")}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for command in action.choices.values():
                found |= options(command)
    return found
