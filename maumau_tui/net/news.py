"""What happened to a person's table while they were away, said once when a terminal of theirs is in the lobby: a
match nobody played at ended (``unattended``), a table that had not started went with its maker's connection, or
with the server's restart (tables still gathering are not kept: ``saving.TableSaves.gathered_before``), or their
finished table was set up again (``rematch``)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from maumau_tui.net.words import InEach, lobby_news

if TYPE_CHECKING:
    from maumau_tui.net.seat_connection import SeatConnection

NEWS_KEPT = 1000        # people away with news, kept to be told when they come back
LISTED = frozenset({"rematch_news"})   # news of a table the lobby lists: sent with its number (the cursor goes there)


class News:
    def __init__(self) -> None:
        self.kept: dict[str, list[tuple[str, int, InEach | None]]] = {}   # a person away (case-folded) -> each news:
        #                                                                   words' key, table, the match's result

    def keep(self, names: Iterable[str], key: str, number: int, result: InEach | None = None) -> None:
        for name in names:
            said = [news for news in self.kept.pop(name.casefold(), []) if news[:2] != (key, number)]
            self.kept[name.casefold()] = [*said, (key, number, result)]   # (the newest last: the cap drops the oldest)
        while len(self.kept) > NEWS_KEPT:        # (the oldest first: somebody who never came back)
            self.kept.pop(next(iter(self.kept)))

    def forget(self, key: str, number: int) -> None:
        """News ``key`` of table ``number`` is no longer true (the table made again started, or closed); a person's
        other news stays (REVIEW127 R5)."""
        for name in list(self.kept):
            self.kept[name] = [news for news in self.kept[name] if news[:2] != (key, number)]
            if not self.kept[name]:
                del self.kept[name]

    def tell(self, connection: SeatConnection) -> None:
        """What happened while ``connection``'s user was away, if it is in the lobby now (once)."""
        if connection.table is not None or connection.closed or not connection.greeted:
            return
        for key, number, result in self.kept.pop(connection.user.casefold(), []):   # (kept for a terminal's user
            listed = number if key in LISTED else None                               # only: the others of its group
            connection.send(lobby_news(key, listed, number=number, result=result or ""))   # are typed in)
