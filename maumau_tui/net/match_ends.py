"""A match that ends while some of its people are in the lobby: they are told how it ended.

Bots play a seat whose person went back to the lobby; when the match ends meanwhile, its table leaves the lobby's list
once nobody is at its last sheet, and a person in the lobby saw neither the sheet nor any word of it (PLAYTEST120 F5:
Anna won a match and never learned it).  ``MatchEnds`` notes who sat at the table as its match ended (they were shown
the sheet); when the table leaves the list, its other people in the lobby get the sheet's last words as news.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from maumau_tui.match import Match
from maumau_tui.match_record import PERSON
from maumau_tui.net.words import InEach, lobby_news
from maumau_tui.tui.hand_summary import hand_summary
from maumau_tui.tui.score_words import next_lines

if TYPE_CHECKING:
    from maumau_tui.net.seat_connection import SeatConnection
    from maumau_tui.net.table_host import TableHost


class MatchEnds:
    """Who was shown each ended match's last sheet; the rest of its people are told when its table goes."""

    def __init__(self) -> None:
        self.shown: dict[TableHost, set[str]] = {}

    def look(self, host: TableHost) -> None:
        """News of ``host``: where its match is over now, who sits at it (and so sees the sheet)."""
        if host.table.match_over and host not in self.shown:
            self.shown[host] = {name for connection in host.connections if connection.seat is not None
                                for name in connection.people()}

    def gone(self, host: TableHost, connections: Iterable[SeatConnection]) -> None:
        """``host``'s table left the list: its people in the lobby who were not shown the sheet are told its end."""
        shown = self.shown.pop(host, set())
        table = host.table
        if not table.match_over:
            return
        people = {table.names[seat].casefold() for seat, info in enumerate(table.match.seats) if info.kind == PERSON}
        result = match_result(table.match)
        for connection in connections:
            if connection.table is None and connection.greeted and (connection.people() & people) - shown:
                connection.send(lobby_news("match_ended", number=table.number, result=result))


def match_result(match: Match) -> InEach:
    """How a match that is over ended, in each language: the last sheet's last words ("The match is over. Lost: Ben.
    Best: Anna (0 points).")."""
    summary = hand_summary(match)
    return InEach({lang: " ".join(next_lines(summary, lang)) for lang in ("de", "en")})
