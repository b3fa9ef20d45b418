"""Tables for saved matches: a new table whose record says who is a bot, and a saved match seated again.

``new_table`` seats people and bots (``(name, level or None)``; ``True``/``False`` as before) and makes
sure the match's record names every bot with its level and seed, so a resumed match seats the same bots.
``table_of(match)`` rebuilds the table of a match restored from its record: ``Table.from_match`` where
the table has it, else the same bots (level and seed from the record), each asked its recorded
decisions again so it goes on from where it stood.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from maumau_tui import table as table_module
from maumau_tui.bots.random_bot import RandomBot
from maumau_tui.engine.views import view
from maumau_tui.match import Match, SeatInfo
from maumau_tui.match_record import BOT, PERSON
from maumau_tui.notation import Move
from maumau_tui.table import Seat, Table

Seats = Sequence[tuple[str, "str | bool | None"]]
DEFAULT_LEVEL: str = str(getattr(table_module, "DEFAULT_LEVEL", "medium"))   # of ``--seat NAME:bot``


def new_table(ruleset: str, seats: Seats, seed: int, options: dict[str, Any] | None = None,
              dealer: int | None = None) -> Table:
    """A table for a new match; its record names every bot (level and seed)."""
    table = Table.from_names(ruleset, list(seats), seed, options, dealer)  # type: ignore[arg-type]
    record_seats(table)
    return table


def record_seats(table: Table) -> None:
    """Write who is a bot into the match (only where the table has not done so itself)."""
    match = table.match
    if any(info.is_bot for info in match.seats) or not any(seat.is_bot for seat in table.seats):
        return
    match.seats = [SeatInfo(seat.name, BOT, _level(seat.bot), getattr(seat.bot, "seed", None)) if seat.is_bot
                   else SeatInfo(seat.name, PERSON) for seat in table.seats]


def _level(bot: object) -> str:
    level = getattr(bot, "level", None) or getattr(bot, "name", None)
    return str(level) if level else "random"


def table_of(match: Match) -> Table:
    """The table of ``match`` (restored from a record), with the same bots, ready to play on."""
    from_match = getattr(Table, "from_match", None)
    if callable(from_match):
        table = from_match(match)
        assert isinstance(table, Table)
        return table
    bots: dict[int, RandomBot] = {index: RandomBot(info.seed) for index, info in enumerate(match.seats)
                                  if info.is_bot}

    def ask_again(replayed: Match, seat: int, move: Move) -> None:
        bot = bots.get(seat)
        if bot is not None and replayed.game is not None and not replayed.game.finished:
            bot.choose(view(replayed.game, seat))     # the bot's dice roll as they did at the table

    Match.replay(match.record(), before_move=ask_again)
    table = Table.__new__(Table)
    table.seats = [Seat(info.name, bots.get(index)) for index, info in enumerate(match.seats)]
    table.match = match
    table.vote_log = []
    return table
