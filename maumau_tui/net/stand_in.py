"""A bot that plays a person's seat while they are away (their connection dropped and the grace ran out).

It plays at the medium level and is given only what that seat may know (``bots.base.seen_by``), read from
the table at the moment it is asked, whatever the referee hands it.  The person gets the seat back when
they connect again with the same name.
"""

from __future__ import annotations

from maumau_tui.bots.base import seen_by
from maumau_tui.bots.levels import make_bot
from maumau_tui.notation import Move
from maumau_tui.table import Table

LEVEL = "medium"


class StandIn:
    """The medium bot for ``seat`` of ``table``, seeded."""

    level = LEVEL

    def __init__(self, table: Table, seat: int, seed: int) -> None:
        self.table, self.seat = table, seat
        self.bot = make_bot(LEVEL, seed)
        self.searches = self.bot.searches

    def choose(self, _given: object) -> Move:
        game = self.table.game
        return self.bot.choose(seen_by(game, self.seat, self.table.match, self.searches))

    def catch(self, _given: object) -> Move | None:
        game = self.table.game
        return self.bot.catch(seen_by(game, self.seat, self.table.match, self.searches))
