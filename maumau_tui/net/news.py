"""What happened to a person's table while they were away, said once when a terminal of theirs is in the lobby: a
match nobody played at ended (``unattended``), a table that had not started went with its maker's connection, or
with the server's restart (tables still gathering are not kept: ``saving.TableSaves.gathered_before``), or their
finished table was set up again (``rematch``)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from maumau_tui.net.words import word

if TYPE_CHECKING:
    from maumau_tui.net.seat_connection import SeatConnection

NEWS_KEPT = 1000        # people away with news, kept to be told when they come back


class News:
    def __init__(self) -> None:
        self.kept: dict[str, tuple[str, int]] = {}   # a person away (case-folded name) -> the words' key, the table

    def keep(self, names: Iterable[str], key: str, number: int) -> None:
        for name in names:
            self.kept.pop(name.casefold(), None)         # (the newest last: the cap drops the oldest)
            self.kept[name.casefold()] = (key, number)
        while len(self.kept) > NEWS_KEPT:        # (the oldest first: somebody who never came back)
            self.kept.pop(next(iter(self.kept)))

    def forget(self, key: str, number: int) -> None:
        """News ``key`` of table ``number`` is no longer true (the table made again started, or closed)."""
        self.kept = {name: news for name, news in self.kept.items() if news != (key, number)}

    def tell(self, connection: SeatConnection) -> None:
        """What happened while ``connection``'s user was away, if it is in the lobby now (once)."""
        if connection.table is not None or connection.closed or not connection.greeted:
            return
        news = self.kept.pop(connection.user.casefold(), None)   # (kept for a terminal's user only: the others
        if news is not None:                                     # of its group are names typed in)
            connection.send({"type": "news", "text": word(connection.lang, news[0], number=news[1])})
