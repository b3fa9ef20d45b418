"""The command line of ``maumau serve``: its options, each checked as it is read (a port out of range, a
negative limit, an unknown bot level: one line and exit status 2), and the table it may host from the start.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from maumau_tui.arguments import Parser, number, seed
from maumau_tui.net.host import GRACE, TableHost
from maumau_tui.level_names import seat_text
from maumau_tui.net.lobby import chosen_options
from maumau_tui.net.session import Limits
from maumau_tui.clock import Clock, MonotonicClock
from maumau_tui.referee import BOT_DELAY, Referee
from maumau_tui.rules.loader import RulesetError, find, load
from maumau_tui.match import fresh_seed
from maumau_tui.table import Table
from maumau_tui.tui.settings import chosen_lang


def option_value(text: str) -> tuple[str, bool | int]:
    """``--option NAME=VALUE``: a house rule of the hosted table (true/false or a whole number)."""
    name, equals, value = text.partition("=")
    if not name or not equals:
        raise ValueError(f"--option {text!r}: write NAME=VALUE, like block_seconds=10")
    if value.lower() in ("true", "false", "yes", "no", "on", "off"):
        return name, value.lower() in ("true", "yes", "on")
    try:
        return name, int(value)
    except ValueError:
        raise ValueError(f"--option {text!r}: the value is true, false or a whole number") from None


@dataclass(frozen=True)
class TableSpec:
    """One table the server hosts from the start: ``--table standard --seats Anna,Ben,Robo:bot``."""

    ruleset: str
    seats: tuple[tuple[str, str | None], ...]   # (name, bot level or None for a person)
    seed: int
    bot_delay: float = BOT_DELAY
    grace: float = GRACE
    options: tuple[tuple[str, bool | int], ...] = ()
    groups: tuple[tuple[int, ...], ...] = ()    # seats played from one terminal (a hot-seat group), by number

    @classmethod
    def parse(cls, ruleset: str, seats: str, seed: int | None, bot_delay: float, grace: float = GRACE,
              options: Sequence[str] = (), groups: Sequence[str] = ()) -> TableSpec:
        find(ruleset)          # an unknown ruleset is said first (``RulesetError``), before what its seats lack
        pieces = [piece.strip() for piece in seats.split(",")] if seats.strip() else []
        if "" in pieces:           # (PLAYTEST275 N8: ",Ben" dropped the empty name without a word)
            raise ValueError(f"--seats {seats!r}: a name is missing between two commas or at an end, like "
                             "--seats Anna,Ben,Robo:bot")
        chairs = [seat_text(part, "--seats") for part in pieces]
        if all(level is not None for _, level in chairs):
            raise ValueError("--seats needs at least one person, like --seats Anna,Ben,Robo:bot")
        found = tuple(group_of(text, chairs) for text in groups)
        for seat in {seat for group in found for seat in group}:
            if sum(seat in group for group in found) > 1:      # one person shares only one terminal
                raise ValueError(f"--group: {chairs[seat][0]} is named in two groups; a person sits at one terminal")
        chosen = tuple(option_value(text) for text in options)
        if chosen:                # at every start, also where the last run's table is resumed (PLAYTEST218 F1); a
            try:                  # ruleset file broken since is no reason to stop: its saved table plays on with the
                rules = load(ruleset)           # copy of the rules it began with, and a new one is refused at ``build``
            except RulesetError:
                rules = None
            if rules is not None:
                chosen_options(rules, dict(chosen))
        return cls(ruleset, tuple(chairs), seed if seed is not None else fresh_seed(), bot_delay,   # (PLAYTEST218 F1)
                   grace, chosen, found)

    @property
    def people(self) -> set[str]:
        """The names of the people it seats, casefolded (a saved table of the same people is that table again)."""
        return {name.casefold() for name, level in self.seats if level is None}

    def copy(self, number: int, copies: int) -> TableSpec:
        """Table ``number`` of ``copies`` alike (names followed by the number, seeds apart); itself if one."""
        if copies <= 1:
            return self
        return replace(self, seats=tuple((f"{name}{number + 1}", level) for name, level in self.seats),
                       seed=self.seed + number)

    def build(self, clock: Clock | None = None) -> TableHost:
        """The table, dealt, with its referee (on ``clock``: the real one unless a test gives its own) and its host;
        ``ValueError`` with the reason."""
        options = chosen_options(load(self.ruleset), dict(self.options))   # checked as the lobby checks them
        table = Table.from_names(self.ruleset, list(self.seats), self.seed, options)
        table.deal()
        host = TableHost(Referee(table, clock or MonotonicClock(), self.bot_delay), self.grace)
        for group in self.groups:
            host.claims.group(list(group))
        return host


@dataclass(frozen=True)
class ServeConfig:
    """What ``maumau serve`` was asked for, read once from its command line (each value checked there)."""

    host: str = "127.0.0.1"
    port: int = 2222
    password_file: Path | None = None
    authorized_keys: Path | None = None
    data_dir: Path | None = None          # where the host key and the tables' saves are kept (None: the data folder)
    limits: Limits = Limits()
    seat_app: str = "seat"                # what each session runs ("solo": its own table against bots)
    seat_seed: int | None = None
    fork: bool = True                     # seat processes forked from a preloaded factory
    table: TableSpec | None = None        # one table hosted from the start (beside the lobby's)
    grace: float = GRACE
    bot_delay: float = BOT_DELAY
    copies: int = 1                       # ``table`` this many times (for measurements)
    keep_tables: bool = True              # tables in play saved and resumed at the next start
    lang: str = "en"                      # its password prompt, and the seats whose terminal says no language

    @classmethod
    def from_args(cls, args: argparse.Namespace) -> ServeConfig:
        """The options ``parser()`` read; ``ValueError`` for a ``--table`` that cannot be made."""
        limits = Limits(sessions=args.max_sessions, per_address=args.max_per_address, input_rate=args.input_rate,
                        input_burst=max(1024, 4 * args.input_rate), idle=args.idle_timeout)
        if not args.table and (args.seats or args.option or args.group or args.copies > 1):   # (--copies: PLAYTEST275
            raise ValueError("--seats, --option, --group and --copies can only be used with --table RULESET")   # N8)
        table = TableSpec.parse(args.table, args.seats, args.seed, args.bot_delay, args.grace, args.option,
                                args.group) if args.table else None
        return cls(host=args.host, port=args.port, password_file=args.password_file,
                   authorized_keys=args.authorized_keys, data_dir=args.data_dir, limits=limits, seat_app=args.seat_app,
                   seat_seed=args.seat_seed, fork=not args.no_fork, table=table, grace=args.grace,
                   bot_delay=args.bot_delay, copies=args.copies, keep_tables=not args.no_saves,
                   lang=chosen_lang(args.lang))

    def specs(self) -> list[TableSpec]:
        """The tables hosted from the start: ``table``, ``copies`` times."""
        return [self.table.copy(number, self.copies) for number in range(self.copies)] if self.table else []


def group_of(text: str, seats: Sequence[tuple[str, str | None]]) -> tuple[int, ...]:
    """``--group Anna,Ben``: the seats of people named there, played from the terminal of whoever connects first."""
    names = [piece.strip() for piece in text.split(",") if piece.strip()]
    people = {name.casefold(): seat for seat, (name, level) in enumerate(seats) if level is None}
    unknown = [name for name in names if name.casefold() not in people]
    if unknown or len(names) < 2 or len({name.casefold() for name in names}) < len(names):
        raise ValueError(f"--group {text!r}: name two or more different people of --seats, like --group Anna,Ben")
    return tuple(people[name.casefold()] for name in names)



SECONDS = "a number of seconds"


def parser() -> argparse.ArgumentParser:
    parse = Parser(prog="maumau serve", description="Serve Mau-Mau tables over SSH.")
    parse.add_argument("--lang", choices=("de", "en"),
                       help="the language of the password prompt and of the players whose terminal says none (many "
                       "Windows and PuTTY clients send no LANG); each player may switch in the lobby (default: as "
                       "the settings or this machine's locale say)")
    parse.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parse.add_argument("--port", type=number(int, 0, 65535, "a port"), default=2222, help="port (default 2222; 0 picks a free one)")
    parse.add_argument("--password-file", type=Path, help="file whose first line is the table's password")
    parse.add_argument("--authorized-keys", type=Path, help="an authorized_keys file of players' public keys")
    parse.add_argument("--data-dir", type=Path, help="the server's folder: the host key, the tables' saves "
                       "(tables/) and the seats' log (logs/) (default: the user data folder)")
    parse.add_argument("--max-sessions", type=number(int, 1, 10_000, "a number of sessions"), default=Limits.sessions,
                       help=f"sessions at once, at most (default {Limits.sessions})")
    parse.add_argument("--max-per-address", type=number(int, 1, 10_000, "a number of sessions"), default=Limits.per_address,
                       help=f"sessions from one address at once, at most (default {Limits.per_address})")
    parse.add_argument("--input-rate", type=number(int, 64, 10_000_000, "a number of bytes per second"),
                       default=Limits.input_rate, help=f"input bytes per second a session may send (default {Limits.input_rate})")
    parse.add_argument("--idle-timeout", type=number(float, 1, 7 * 24 * 3600, SECONDS), default=Limits.idle,
                       help=f"seconds without input before a session ends (default {Limits.idle:g})")
    parse.add_argument("--table", metavar="RULESET", help="host one table from the start (beside the lobby's)")
    parse.add_argument("--seats", default="", help="its seats: Anna,Ben,Robo:bot (the usual level) or "
                       "Robo:bot=hard (people connect with these names)")
    parse.add_argument("--seed", type=seed, default=None, help="the table's seed (default: a random one)")
    parse.add_argument("--bot-delay", type=number(float, 0, 60, SECONDS), default=BOT_DELAY,
                       help=f"seconds a bot waits before its move (default {BOT_DELAY:g})")
    parse.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                       help="a house rule of that table, like block_seconds=10 (repeatable)")
    parse.add_argument("--group", action="append", default=[], metavar="NAMES",
                       help="people of --seats who share one terminal (a hot-seat group), like Anna,Ben (repeatable)")
    parse.add_argument("--copies", type=number(int, 1, 32, "a number of tables"), default=1,
                       help="host this many tables like --table, each name followed by the table's number "
                            "(Anna1, Anna2, ...; for measurements)")
    parse.add_argument("--grace", type=number(float, 0, 24 * 3600, SECONDS), default=GRACE,
                       help=f"seconds a table waits for a player whose connection dropped (default {GRACE:g})")
    parse.add_argument("--no-saves", action="store_true",
                       help="do not keep tables across a restart (by default each table in play is saved in "
                            "the data folder after every move and resumed at the next start)")
    parse.add_argument("--seat-app", choices=("seat", "solo"), default="seat",
                       help="what each session runs (solo: its own table against bots, for measurements)")
    parse.add_argument("--seat-seed", type=seed, default=None, help="solo: the seed of every seat's table")
    parse.add_argument("--no-fork", action="store_true",
                       help="start every seat process afresh instead of forking the preloaded seat factory")
    return parse


