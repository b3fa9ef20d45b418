"""Command-line argument types shared by `maumau` and `maumau serve`: a number within bounds, else one line
saying what to give (argparse prints it with exit status 2); and the parser that says argparse's refusals and
its help in German when the command line is German (``Parser.lang``)."""

from __future__ import annotations

import argparse
import difflib
import math
import os
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NoReturn, TypeVar

from maumau_tui.numerals import german

N = TypeVar("N", int, float)


def number(kind: Callable[[str], N], low: N, high: N, what: str) -> Callable[[str], N]:
    """An argument type: a ``kind`` number from ``low`` to ``high``, else one line saying what to give."""
    def parse(text: str) -> N:
        read = text
        if kind is float and text.count(",") == 1 and "." not in text:   # a decimal comma, as the German help writes
            read = text.replace(",", ".")                                # it ("sonst 0,6": PLAYTEST279 F5)
        try:
            value = kind(read)
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


def sentence(phrase: str) -> str:
    """A command's help said as its description: ``list rulesets`` -> ``List rulesets.``"""
    return phrase[:1].upper() + phrase[1:] + "."


def plain(value: float) -> str:
    """``10000`` -> ``10,000``; ``0.01`` -> ``0.01``."""
    return f"{value:,.0f}" if value == int(value) else f"{value:g}"


# what an argument type asks for (``number``'s ``what``), in German
WHAT = {"a whole number": "eine ganze Zahl", "a number of seconds": "eine Sekundenzahl", "a port": "eine Portnummer",
        "a number of sessions": "eine Zahl von Sitzungen", "a number of tables": "eine Zahl von Tischen",
        "a number of milliseconds": "eine Zahl von Millisekunden", "a number of bytes per second": "eine Zahl von Bytes je Sekunde"}

# argparse's refusals (Python 3.11) and our types' (above), in German: (English, German), each a whole message
Said = str | Callable[[re.Match[str]], str]
PHRASES: list[tuple[str, Said]] = [
    (r"^argument (\S+): (.*)$", lambda found: ("Befehl" if found[1] == "command" or found[1].startswith("{")
                                                else f"Argument {placeholder(found[1])}") + f": {found[2]}"),
    (r"invalid int value: '(.*)'$", r"keine ganze Zahl: '\1'"),
    (r"invalid float value: '(.*)'$", r"keine Zahl: '\1'"),
    (r"invalid choice: '(.*)' \(choose from (.*)\)$", r"ungültige Wahl: '\1' (zur Wahl: \2)"),
    (r"expected one argument$", "erwartet einen Wert"),
    (r"(['\"])(.*)\1 is not (.+)$", lambda found: f"{found[1]}{found[2]}{found[1]} ist " + (
        f"k{WHAT[found[3]]}" if found[3] in WHAT else f"nicht {found[3]}")),
    (r"(\S+) is out of range: give (.+) from (\S+) to (\S+)$",
     lambda found: f"{found[1]} liegt außerhalb des erlaubten Bereichs: gib {WHAT.get(found[2], found[2])} von {german(found[3])} bis "
                   f"{german(found[4])} an"),
    (r"^unrecognized arguments: (.*)$", r"unbekannte Argumente: \1"),
    (r"^the following arguments are required: (.*)$", lambda found: f"diese Argumente fehlen: {placeholder(found[1])}"),
]
GERMAN = [(re.compile(english), said) for english, said in PHRASES]


def placeholder(text: str) -> str:
    """An argument's placeholder in German, word by word: ``NAME[:bot[=LEVEL]]`` -> ``NAME[:bot[=STUFE]]``."""
    from maumau_tui.help_words import PLACEHOLDERS
    return re.sub(r"\b[A-Z][A-Z_]*\b", lambda found: PLACEHOLDERS.get(found[0], found[0]), text)


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help, in German where the command line is (``Parser.lang``): every text looked up as it is
    written (``help_words.GERMAN``; one without an entry stays as it is)."""

    def german(self, text: str | None) -> str | None:
        if Parser.lang != "de" or text is None:
            return text
        from maumau_tui.help_words import GERMAN
        return GERMAN.get(text, text)

    def add_usage(self, usage: str | None, actions: Iterable[argparse.Action],
                  groups: Iterable[argparse._MutuallyExclusiveGroup], prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, "Aufruf: " if Parser.lang == "de" and prefix is None else prefix)

    def add_text(self, text: str | None) -> None:
        super().add_text(self.german(text))

    def start_section(self, heading: str | None) -> None:
        super().start_section(self.german(heading))

    def _get_help_string(self, action: argparse.Action) -> str | None:
        return self.german(action.help)

    def _metavar_formatter(self, action: argparse.Action,
                           default_metavar: str) -> Callable[[int], tuple[str, ...]]:
        said = super()._metavar_formatter(action, default_metavar)
        if Parser.lang != "de":
            return said
        return lambda size: tuple(part if part is None else placeholder(part) for part in said(size))


class Parser(argparse.ArgumentParser):
    """An argument parser whose refusals and help are German where the command line is (``lang``, set before
    parsing), and which guesses what a misspelt option or command was meant to be."""

    lang = "en"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)

    def parse_known_args(self, args: Sequence[str] | None = None,        # type: ignore[override]
                         namespace: argparse.Namespace | None = None) -> tuple[argparse.Namespace, list[str]]:
        self.given = list(sys.argv[1:] if args is None else args)          # (for ``guesses``)
        return super().parse_known_args(args, namespace)

    def error(self, message: str) -> NoReturn:
        message = self.misspelt_first(message)
        guesses, several = self.guesses(message)
        # words left over are refused by the first parser, but they were meant for the command given: its usage
        # (PLAYTEST279 N13: `maumau resume --lst` showed the usage of `maumau` itself)
        teller = self.command_parser() if message.startswith("unrecognized arguments") else self
        if Parser.lang != "de":
            message += meant(guesses, several, "did you mean", "or", "for")
            self.exit(2, teller.format_usage() + f"{teller.prog}: error: {message}\n")
        for english, said in GERMAN:
            message = english.sub(said, message)
        message += meant(guesses, several, "meinst du", "oder", "für")
        self.exit(2, teller.format_usage().replace("usage:", "Aufruf:", 1) + f"{teller.prog}: Fehler: {message}\n")

    def misspelt_first(self, message: str) -> str:
        """A command refused that follows an option nobody knows is that option's value (``maumau --rulset
        standard``: not "invalid choice: 'standard'", PLAYTEST134 F5): the option is what is refused."""
        found = re.fullmatch(r"argument command: invalid choice: '(.*?)' \(choose from.*", message)
        given, known = getattr(self, "given", []), self.options_given()
        unknown = [given[at - 1] for at in range(1, len(given)) if found is not None and given[at] == found[1]
                   and given[at - 1].startswith("-") and "=" not in given[at - 1] and given[at - 1] not in known]
        return f"unrecognized arguments: {unknown[0]} {found[1]}" if found is not None and unknown else message

    def guesses(self, message: str) -> tuple[list[tuple[str, list[str]]], bool]:
        """Each misspelt word and what it was meant to be (``--rulset``: ``--ruleset``): an option of the command
        given, or a command or value the refusing argument offers; and whether several words were refused."""
        if found := re.fullmatch(r"unrecognized arguments: (.*)", message):
            words = found[1].split()
            words = words[:words.index("--")] if "--" in words else words       # after it: no options
            given = [word.split("=")[0] for word in words if word.startswith("--")]
            known = sorted(self.options_given())
        elif found := re.fullmatch(r"argument (\S+): invalid choice: '?(.*?)'? \(choose from.*", message):
            given = [found[2]]
            named = found[1].split("/")
            known = sorted({str(choice) for action in self._actions if action.choices
                            and (set(named) & set(action.option_strings) or found[1] in (action.metavar, action.dest))
                            for choice in action.choices})
        else:
            return [], False
        pairs = [(word, near) for word in given if (near := [name for name in closest(word, known) if name != word])]
        return pairs, len(given) > 1

    def options_given(self) -> set[str]:
        """The long options of the command the command line gave (``rules show``), or of this parser without one."""
        return {name for action in self.command_parser()._actions for name in action.option_strings
                if name.startswith("--")}

    def command_parser(self) -> argparse.ArgumentParser:
        """The parser of the command the command line gave (``rules show``), or this one without one."""
        parser: argparse.ArgumentParser = self
        for word in getattr(self, "given", []):
            commands = next((action.choices for action in parser._actions
                             if isinstance(action, argparse._SubParsersAction)), {})
            if word in commands:
                parser = commands[word]
        return parser


def meant(guesses: list[tuple[str, list[str]]], several: bool, question: str, either: str, instead: str) -> str:
    """``; did you mean --ruleset?``, or where several words were refused ``; did you mean --ruleset for --rulset,
    --seat or --seed for --seet?``; nothing without a guess."""
    if not guesses:
        return ""
    if not several:
        return f"; {question} {f' {either} '.join(guesses[0][1])}?"
    return f"; {question} " + ", ".join(f"{f' {either} '.join(near)} {instead} {word}" for word, near in guesses) + "?"


def closest(word: str, known: list[str]) -> list[str]:
    """The known words nearest to ``word`` (all that are equally near), none if none is near enough."""
    near = {name: difflib.SequenceMatcher(None, word, name).ratio() for name in known}
    best = max(near.values(), default=0.0)
    return [name for name, ratio in near.items() if ratio == best] if best >= 0.75 else []


SERVED_HELP = ("the matches played on this machine's server (`maumau serve`: its own store, tables/ in the data "
               "folder)")


def served_option() -> argparse.ArgumentParser:
    """``--served`` for `stats` and `record`: read the server's store instead of the app's (PLAYTEST114 F12: an
    evening's matches over SSH could not be seen afterwards)."""
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument("--served", action="store_true", help=SERVED_HELP)
    parent.add_argument("--data-dir", metavar="DIR", help="the matches of a server started with its own folder "
                        "(`maumau serve --data-dir DIR`; --served is then implied)")
    return parent


class Version(argparse.Action):
    """``--version``: its words looked up only when asked (``lookup``; ``importlib.metadata`` alone takes 60 ms to
    import, which every start of the game waited for before its first frame)."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS,
                 lookup: Callable[[], str] = str, **_: Any) -> None:
        super().__init__(option_strings, dest=dest, default=argparse.SUPPRESS, nargs=0,
                         help="show program's version number and exit")
        self.lookup = lookup

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        try:                             # (read before main's handler: REVIEW136 R3, a traceback into a full disk)
            print(self.lookup(), flush=True)
        except BrokenPipeError:
            silence_stdout()
            parser.exit(141)
        except OSError as error:
            silence_stdout()
            parser.exit(74, f"maumau: the output could not be written ({error.strerror})\n")
        parser.exit()


def silence_stdout() -> bool:
    """The rest of the output goes nowhere (its reader went away, or it cannot be written: Python's exit would complain)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    return True
