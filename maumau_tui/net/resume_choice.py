"""Which tables of the last run a server resumes at its start: every person sits at one table in play at most.

A ``--table`` takes its own saved match (the same ruleset and people) where one is left that somebody still plays,
else its people sit at it afresh; then the other saved tables, last played first, each where none of its people
sits already (a seat left for good is nobody's: ``Table.left``).  A table passed over stays saved, and the server
says so; one that everybody left is resumed only to be put away (``TableSaves.resume``).  Without the rule a
restart seated a person at two tables (PLAYTEST103 F2), and a ``--table`` they had left for good shut out the table
they played instead (F1).
"""

from __future__ import annotations

from collections.abc import Callable

from maumau_tui.match_record import PERSON
from maumau_tui.net.lobby import chosen_options
from maumau_tui.net.serve_args import TableSpec
from maumau_tui.net.table_host import TableHost
from maumau_tui.store.saves import SaveInfo
from maumau_tui.table import STAND_IN_LEVEL


def staying_names(host: TableHost) -> list[str]:
    """The names of the seats people play at ``host``'s table (as the match record has them), less those who left
    its match for good (``Table.left``: a bot plays the seat to the end)."""
    table = host.table
    return [info.name for seat, info in enumerate(table.match.seats) if not info.is_bot and seat not in table.left]


def people(info: SaveInfo) -> set[str]:
    """The casefolded names of a saved table's people (those who left it for good too)."""
    return {seat.name.casefold() for seat in info.seats if seat.kind == PERSON}


def staying(info: SaveInfo) -> set[str]:
    """The casefolded names of the people who still play a saved table (not those who left it for good)."""
    left = set(info.match.saved_table_state.get("left", ()))
    return {seat.name.casefold() for index, seat in enumerate(info.seats) if seat.kind == PERSON and index not in left}


def resumes(spec: TableSpec, host: TableHost) -> bool:
    """Whether ``host`` is ``spec``'s table resumed from its save (the same ruleset and people)."""
    game = host.table
    return game.ruleset.id == spec.ruleset and {name.casefold() for seat, name in enumerate(game.names)
                                                if not game.match.seats[seat].is_bot} == spec.people


def resumable(specs: list[TableSpec], say: Callable[[str], None]) -> Callable[[list[SaveInfo]], list[SaveInfo]]:
    """The saves (``Store.unfinished``: last played first) to resume beside the ``--table`` tables ``specs``."""

    def chosen(infos: list[SaveInfo]) -> list[SaveInfo]:
        again: dict[int, SaveInfo] = {}          # a --table's own saved match, by the spec's place
        for info in infos:
            place = next((index for index, spec in enumerate(specs) if index not in again
                          and spec.ruleset == info.ruleset and spec.people == people(info)), None)
            if place is not None and staying(info):
                again[place] = info
        seated: dict[str, str] = {}              # a person: the ruleset of the table they sit at
        for index, spec in enumerate(specs):
            for name in (staying(again[index]) if index in again else spec.people):
                seated.setdefault(name, spec.ruleset)
        resumed = list(again.values())
        for info in infos:
            if any(info is other for other in resumed):
                continue
            mine = staying(info)
            elsewhere = [seat.name for seat in info.seats if seat.name.casefold() in mine.intersection(seated)]
            if elsewhere:
                names = [seat.name for seat in info.seats if seat.kind == PERSON]
                say(f"a saved {info.ruleset} table of the last run with {', '.join(names)} is not resumed: "
                    f"{sitting(elsewhere, seated, all_of_them=len(elsewhere) == len(mine))}; it stays saved "
                    f"({info.path.name})")
                continue
            seated.update(dict.fromkeys(mine, info.ruleset))
            resumed.append(info)
        return resumed

    return chosen


def sitting(names: list[str], seated: dict[str, str], all_of_them: bool) -> str:
    """Who of a saved table sits at which table now: "they sit at the pesten table now" (all of its people, at one),
    "Anna sits at the erftschmiede table now, Ben at the standard table" (REVIEW271 R3: one table was named for all,
    and one person was "they")."""
    tables: dict[str, list[str]] = {}
    for name in names:
        tables.setdefault(seated[name.casefold()], []).append(name)
    said: list[str] = []
    for ruleset, people in tables.items():
        together = ", ".join(people[:-1]) + " and " + people[-1] if len(people) > 1 else people[0]
        if said:
            said.append(f", {together} at the {ruleset} table")
        else:
            who = "they sit" if all_of_them and len(tables) == 1 and len(people) > 1 else \
                f"{together} sit" + "s" * (len(people) == 1)
            said.append(f"{who} at the {ruleset} table now")
    return "".join(said)


def table_said(table: TableSpec, copies: int, own: TableHost | None, resumed: bool) -> str:
    """The ``--table`` hosted from the start, for the server's first lines (``own``: its saved match resumed, whose
    seats are said as they are now: a person who left it for good plays there no more, PLAYTEST104; and where
    ``--seats`` asks for others, such as a bot more, that it did not get them, PLAYTEST134 F13)."""
    if own is not None:
        game = own.table
        chairs = [(name, game.seats[seat].level if game.match.seats[seat].is_bot else None, seat in game.left)
                  for seat, name in enumerate(game.names)]
    else:
        chairs = [(name, level, False) for name, level in table.seats]
    seats = ", ".join(f"{name} (left for good: a {STAND_IN_LEVEL} bot plays)" if gone else f"{name} ({level} bot)" if level
                      else name for name, level, gone in chairs)
    said = f"table: {table.ruleset} with {seats}" + (f" ({copies} tables alike)" if copies > 1 else "")
    if own is None or not resumed:
        return said + (" (resumed)" if resumed else "")
    asked = [(name, level) for name, level in table.seats]
    notes = []
    if [(name, level) for name, level, _ in chairs] != asked:
        wanted = ", ".join(f"{name} ({level} bot)" if level else name for name, level in asked)   # (PLAYTEST134 F13)
        notes.append(f"as the last run seated it, not as --seats asks now: {wanted}")
    played = own.table.match.options
    try:
        asked_options = chosen_options(own.table.ruleset, dict(table.options))
    except ValueError:     # (not an option of the rules it plays by: not theirs, then)
        asked_options = dict(table.options)
    if asked_options != played:                                      # (PLAYTEST218 F1: dropped without a word)
        had = ", ".join(f"{name}={value_word(value)}" for name, value in played.items()) or "none"
        notes.append(f"with the house rules of the last run ({had}), not as --option asks now: "
                     + ", ".join(f"{name}={value_word(value)}" for name, value in table.options))
    return said + "".join(f" (resumed {note})" for note in notes) if notes else said + " (resumed)"


def value_word(value: bool | int) -> str:
    """An option's value as ``--option`` takes it: true, false or the number."""
    return str(value).lower() if isinstance(value, bool) else str(value)
