"""The lobby of a table server: the open tables, and making, joining, watching and starting one.

A player who is not seated sees every table (its ruleset, who sits, which seats are bots and at what
level, which seats are free) and may create one (ruleset, options, bot seats), join a free seat, or watch
a table in play (the public view only).  The creator starts the table once every seat is taken; then it
becomes an authoritative ``TableHost`` with its referee, and everybody at it is seated.  Plain data in
and out; the ``Hub`` turns the messages of the protocol into these calls.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from maumau_tui.level_names import PLAIN_LEVELS
from maumau_tui.match import fresh_seed
from maumau_tui.rules.schema import OPTION_LIMIT
from maumau_tui.net.ending import ending_names
from maumau_tui.net.thinker import ThreadThinker
from maumau_tui.net.table_host import GRACE, TableHost
from maumau_tui.net.unattended import nobody_plays
from maumau_tui.net.words import InEach, word
from maumau_tui.clock import MonotonicClock
from maumau_tui.referee import BOT_DELAY, Referee
from maumau_tui.rules.german import frame, in_german, names_a_file
from maumau_tui.rules.loader import load, ruleset_paths
from maumau_tui.rules.order import listing_order
from maumau_tui.rules.schema import Ruleset
from maumau_tui.table import STAND_IN_LEVEL, Table

MAX_TABLES = 32
BOT_NAMES = ("Robo", "Bibi", "Kalle", "Zora", "Moritz", "Pia", "Ugo")


def bot_name(seats: list[tuple[str, str | None]]) -> str:
    """A name for one more bot that no seat has yet (case-blind)."""
    taken = {name.casefold() for name, _ in seats}
    free = [name for name in BOT_NAMES if name.casefold() not in taken]
    if free:
        return free[0]
    return next(f"Robo{number}" for number in range(2, len(seats) + 3) if f"robo{number}" not in taken)


class LobbyError(ValueError):
    """Something a player asked of the lobby that cannot be done, with the reason for them."""


class Worded(LobbyError):
    """A refusal the hub says in the player's language: the words ``key`` (``net.words``) with ``fields``; in
    English as text."""

    def __init__(self, key: str, **fields: object) -> None:
        super().__init__(word("en", key, **fields))
        self.key, self.fields = key, fields


def can_deal(ruleset: str, seats: list[tuple[str, str | None]], options: dict[str, Any]) -> None:
    """A table of ``ruleset`` with these ``seats`` and house rules can be made now, as its start will make it, else
    ``Worded`` says why (its file broke, went or changed since the match it would play again began: that match
    played on with a copy of its rules)."""
    from maumau_tui.table import Table

    try:
        Table.from_names(ruleset, seats, 0, dict(options))
    except ValueError as error:    # (a RulesetError too)
        raise Worded("rematch_rules", why=str(error)) from None


class GroupRoom(Worded):
    """The people at one terminal need more free seats than the table has."""

    def __init__(self, needed: int, free: int) -> None:
        super().__init__("group_room", n=needed, free=free)
        self.needed, self.free = needed, free


def first_line(error: Exception) -> str:
    """A rules error in one line: its first, without the file's name before it; a sentence with a colon of its own
    stays whole (PLAYTEST122 F3: "55 cards are too few ...: deal fewer cards ..." lost its first half)."""
    line = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    parts = frame(line)
    if parts is not None and (parts[1] is not None or names_a_file(parts[0])):
        line = parts[2]
    return line


def why_words(error: Exception) -> dict[str, InEach]:
    """A rules error's ``first_line`` as the ``why`` of a refusal, in English and German."""
    why = first_line(error)
    return {"why": InEach(en=why, de=in_german(why))}


def chosen_options(rules: Ruleset, options: dict[str, bool | int]) -> dict[str, bool | int]:
    """The house rules a new table of ``rules`` is made with, those that differ from the defaults; a name the
    ruleset does not have, or a value of the wrong kind or out of bounds, is refused with the reason."""
    chosen: dict[str, bool | int] = {}
    for name, value in options.items():
        option = rules.options.get(name)
        if option is None:
            known = ", ".join(rules.options) or "none"
            raise Worded("option_unknown", ruleset=rules.id, name=repr(name[:40]), known=known)
        if isinstance(option.default, bool) and not isinstance(value, bool):
            raise Worded("option_switch", name=repr(name), value=repr(value))
        if not isinstance(option.default, bool) and (isinstance(value, bool) or not 0 <= value <= OPTION_LIMIT):
            raise Worded("option_number", name=repr(name), limit=OPTION_LIMIT, value=repr(value))
        if value != option.default:
            chosen[name] = value
    return chosen


@dataclass
class Gathering:
    """A table in the lobby: its seats fill up until its creator starts it (``host`` from then on)."""

    number: int
    ruleset: str
    options: dict[str, bool | int]
    seats: list[tuple[str, str | None]]      # (name, bot level); a person's free seat has the name ""
    creator: str
    host: TableHost | None = None
    rematch: int = 0                         # the table made again from this one at its match's end (0: none yet)
    dealer: int | None = None                # the seat the maker chose to deal first (None: the last seat)

    def public(self) -> dict[str, Any]:
        options = self.host.table.match.options if self.host is not None else self.options   # (as votes changed them)
        return {"number": self.number, "ruleset": self.ruleset, "options": dict(options),
                "seats": [name for name, _ in self.seats], "levels": [level or "" for _, level in self.seats],
                "creator": self.creator, "started": self.host is not None, "over": self.over,
                "watchers": self.watchers(), "away": self.away(), "parked": self.parked(),
                "stand_ins": sorted(self.host.stand_ins) if self.host is not None else [],   # a bot plays for now
                "ending": ending_names(self.host) if self.host is not None else []}

    def parked(self) -> list[str]:
        """Whom a table stopped at a hand's end waits for: nobody plays at it (bots stand in for each person), and
        the next hand is dealt only when one of them comes back (PLAYTEST106 F6: the lobby said "playing")."""
        host = self.host
        if host is None or not host.table.hand_over or not nobody_plays(host):
            return []
        return [host.table.names[seat] for seat in sorted(host.stand_ins)]

    def away(self) -> list[str]:
        """Whom the table in play waits for (a dropped connection): why nothing happens there."""
        host = self.host
        return host.awaited() if host is not None else []

    @property
    def over(self) -> bool:
        """Whether the table's match has ended: nobody sits at it any more for the lobby (each may make or join
        another), though those still at its last sheet see it until they go back."""
        return self.host is not None and self.host.table.match_over

    def watchers(self) -> int:
        return sum(1 for connection in self.host.connections   # (not a group's public view at its own terminal)
                   if connection.seat is None and not connection.shared_seats) if self.host else 0

    def played_by_people(self) -> bool:
        return any(level is None for _, level in self.seats)

    def people(self) -> list[str]:
        """The names of the people seated at it (not its bots, nor its free seats)."""
        return [name for name, level in self.seats if level is None and name]

    def seat_of(self, user: str) -> int | None:
        return next((seat for seat, (name, level) in enumerate(self.seats)
                     if level is None and name.casefold() == user.casefold()), None)


class Lobby:
    """Every table of the server by number, gathering or in play."""

    def __init__(self, grace: float = GRACE, bot_delay: float = BOT_DELAY,
                 make_referee: Callable[[Table, float], Referee] | None = None) -> None:
        self.grace, self.bot_delay = grace, bot_delay
        self.make_referee = make_referee or (
            lambda table, delay: Referee(table, MonotonicClock(), delay, thinker=ThreadThinker()))
        self.tables: dict[int, Gathering] = {}
        self.numbers = 0

    @staticmethod
    def rulesets() -> list[str]:
        """The rulesets a new table may play, in the order the app's chooser lists them (Mau-Mau first)."""
        return listing_order(ruleset_paths())

    def listing(self) -> list[dict[str, Any]]:
        return [table.public() for table in self.tables.values()]

    def table_of(self, user: str) -> Gathering | None:
        """The table ``user`` sits at (gathering or in play; not one whose match is over)."""
        return next((table for table in self.tables.values() if table.seat_of(user) is not None and not table.over),
                    None)

    def check_free(self, user: str) -> None:
        """``Worded`` when ``user`` sits at a table already: one gathering (leave it first), or one in play (a bot
        keeps the seat until the match is over; Enter on it takes it back)."""
        table = self.table_of(user)
        if table is not None:
            raise Worded("seat_in_play", number=table.number) if table.host is not None else Worded("seated_already")

    def add_hosted(self, host: TableHost, ruleset: str, seats: list[tuple[str, str | None]]) -> Gathering:
        """A table made from the start (``--table``) or resumed after a restart, listed in the lobby: under the
        number it had (a resumed table's save keeps it), else the next."""
        wanted = host.table.number
        number = wanted if wanted > 0 and wanted not in self.tables else self.numbers + 1
        self.numbers = max(self.numbers, number)
        host.table.number = number
        table = Gathering(number, ruleset, dict(host.table.match.options), seats, "", host)
        self.tables[table.number] = table
        return table

    def create(self, user: str, ruleset: str, options: dict[str, bool | int], others: list[str | None],
               group: tuple[str, ...] = (), dealer: int | None = None) -> Gathering:
        """A new table: ``user`` in the first seat, then a free seat for each None and a bot of each level; the
        further people at ``user``'s terminal (``group``) take the first free seats; seat ``dealer`` deals first
        (None: the last; PLAYTEST215 F1: Idioten-Mau's players choose who deals first)."""
        self.check_free(user)
        self.check_group(group)
        self.check_room()
        if ruleset not in ruleset_paths():
            raise Worded("no_ruleset", ruleset=repr(ruleset))
        try:
            rules = load(ruleset)
        except ValueError as error:
            raise Worded("ruleset_unreadable", ruleset=ruleset, **why_words(error)) from None
        options = chosen_options(rules, options)
        players = 1 + len(others)
        if not rules.players.min <= players <= rules.players.max:
            raise Worded("players_range", ruleset=InEach(de=rules.name.de, en=rules.name.en),   # (as the form names
                         least=rules.players.min, most=rules.players.max)                 # it: PLAYTEST154 F3)
        if dealer is not None and not 0 <= dealer < players:
            raise Worded("dealer_range", most=players)
        seats: list[tuple[str, str | None]] = [(user, None)]
        for level in others:
            if level is None:
                seats.append(("", None))
            elif level in PLAIN_LEVELS:
                seats.append((bot_name(seats), level))
            else:
                raise Worded("bot_level", level=repr(level))
        try:      # the options as the table will use them, at this table's size (a deck too small for the hands)
            Table.from_names(ruleset, [(f"P{seat}", level) for seat, (_, level) in enumerate(seats)], 0, dict(options))
        except ValueError as error:
            raise Worded("options_fail", **why_words(error)) from None
        table = Gathering(self.numbers + 1, ruleset, dict(options), seats, user, dealer=dealer)
        self.seat_group(table, group, seated=1)
        self.numbers += 1
        self.tables[table.number] = table
        return table

    def check_room(self) -> None:
        """``Worded`` when as many tables gather as the server lets gather at once."""
        if len([table for table in self.tables.values() if table.host is None]) >= MAX_TABLES:
            raise Worded("too_many_tables")

    def check_group(self, group: tuple[str, ...]) -> None:
        for name in group:
            if self.table_of(name) is not None:
                raise Worded("group_seated", name=name)

    def seat_group(self, table: Gathering, names: tuple[str, ...], seated: int = 0,
                   first: frozenset[int] = frozenset()) -> None:
        """``names`` (people at one terminal, of whom ``seated`` sit there already) take free seats of ``table``
        (those in ``first`` before the others); all of them, or none."""
        free = sorted((seat for seat, (name, level) in enumerate(table.seats) if level is None and not name),
                      key=lambda seat: seat not in first)
        if len(free) < len(names):
            raise GroupRoom(len(names) + seated, len(free) + seated)
        for name in names:
            if any(other.casefold() == name.casefold() for other, level in table.seats if level is None):
                raise Worded("name_taken", name=name)
        for name in names:
            for seat, (other, level) in enumerate(table.seats):   # a bot called like the newcomer takes another name
                if level is not None and other.casefold() == name.casefold():
                    table.seats[seat] = (bot_name(table.seats + [(name, None)]), level)
            table.seats[free.pop(0)] = (name, None)

    def open(self, number: int) -> Gathering:
        table = self.tables.get(number)
        if table is None:
            raise Worded("no_table", number=number)
        return table

    def join(self, user: str, number: int, group: tuple[str, ...] = ()) -> Gathering:
        """``user`` and the further people at their terminal (``group``) take free seats of table ``number``."""
        table = self.open(number)
        self.check_free(user)
        self.check_group(group)
        if table.host is not None:
            raise Worded("table_over" if table.host.table.match_over else "table_playing")
        if not any(level is None and not name for name, level in table.seats):
            raise Worded("table_full")
        self.seat_group(table, (user, *group))
        return table

    def rematch(self, user: str, old: Gathering, seat: int, group: tuple[str, ...] = ()) -> Gathering:
        """The table ``old`` again, its match over: the first who asks makes it (its bots as they were, the house
        rules the match ended with, the seats of its people free) and the others join it; each person (a group's
        too) in the seat they had where it is still free."""
        again = self.tables.get(old.rematch)
        if again is not None and again.host is not None:
            again = None                                          # it started without them: made anew
        self.check_free(user)
        self.check_group(group)
        made = again is None
        left = old.host.table.left if old.host is not None else set()
        if again is None:
            self.check_room()
            can_deal(old.ruleset, list(old.seats), old.host.table.match.options if old.host is not None else old.options)
            seats: list[tuple[str, str | None]] = [("", None) if level is None or number in left else (name, level)
                                                   for number, (name, level) in enumerate(old.seats)]
            options = dict(old.host.table.match.options) if old.host is not None else dict(old.options)
            results = old.host.table.match.results if old.host is not None else []   # the deal goes on round the
            dealer = (results[-1].dealer + 1) % len(seats) if results else old.dealer  # table, as at the hot seat's
            again = Gathering(self.numbers + 1, old.ruleset, options, seats, user, dealer=dealer)          # rematch
        elif again.seats[seat] != ("", None) and ("", None) not in again.seats:
            raise Worded("table_full")
        placed: dict[int, str] = {}                               # seat -> who sits there again
        for name in (user, *group):
            at = seat if name == user else old.seat_of(name)
            if at is not None and again.seats[at] == ("", None):
                again.seats[at] = (name, None)
                placed[at] = name
        try:   # whose own seat was taken meanwhile: a seat nobody at the old table will come back to, first
            self.seat_group(again, tuple(name for name in (user, *group) if name not in placed.values()), len(placed),
                            first=frozenset(left))
        except Worded:
            for at in placed:
                again.seats[at] = ("", None)
            raise
        if made:
            self.numbers += 1
            self.tables[again.number] = again
            old.rematch = again.number
        return again

    def leave(self, user: str) -> Gathering | None:
        """``user`` gives up their seat at a table that has not started (the creator closes it)."""
        table = self.table_of(user)
        if table is None or table.host is not None:
            return None
        if table.creator.casefold() == user.casefold():
            del self.tables[table.number]
        else:
            seat = table.seat_of(user)
            assert seat is not None
            table.seats[seat] = ("", None)
        return table

    def leave_match(self, user: str) -> tuple[Gathering, int] | None:
        """``user`` leaves the match of their table in play for good: a bot plays the seat to the match's end (the
        list shows it as a bot) and ``user`` is free for another table.  None: ``user`` sits at no table in play."""
        table = self.table_of(user)
        if table is None or table.host is None:
            return None
        seat = table.seat_of(user)
        assert seat is not None
        table.seats[seat] = (table.seats[seat][0], STAND_IN_LEVEL)
        return table, seat

    def start(self, user: str) -> Gathering:
        """The creator starts their table: every seat must be taken."""
        table = self.table_of(user)
        if table is None:
            raise Worded("no_table_to_start")
        if table.creator.casefold() != user.casefold():
            raise Worded("creator_starts")
        if table.host is not None:
            raise Worded("already_playing")
        if any(not name for name, _ in table.seats):
            raise Worded("seats_open")
        seed = fresh_seed()
        try:
            game_table = Table.from_names(table.ruleset, list(table.seats), seed, dict(table.options), table.dealer)
        except ValueError as error:
            raise Worded("cannot_start", why=error) from None
        game_table.deal()
        game_table.number = table.number          # its saves keep it: a restart lists it under the same number
        table.host = TableHost(self.make_referee(game_table, self.bot_delay), self.grace)
        return table

    def forget(self, table: Gathering) -> None:
        self.tables.pop(table.number, None)
