"""An unfinished match whose record breaks off at a move that cannot be made (a line edited by hand, a move an
older version let through): the match goes on from the move before it, instead of the whole save being set aside.

``salvaged(record)`` replays the record move by move and keeps what it could make; the store keeps the whole file
in ``set-aside/`` and writes the save again with the moves kept (``Store._info_or_aside``).
"""

from __future__ import annotations

from typing import Any

from maumau_tui.match import Match, RecordError


def salvaged(record: Any) -> tuple[Match, int] | None:
    """The match of ``record`` up to the first move (or house-rule change) that cannot be made, and how many moves
    it kept; None when the record is whole, or broken before its first move is made (nothing to keep)."""
    made = [0]

    def count(_match: Match) -> None:
        made[0] += 1

    try:
        Match.replay(record, on_move=count)
    except RecordError:
        pass
    else:
        return None
    moves = record.get("moves") if isinstance(record, dict) else None
    kept = made[0]
    if not isinstance(moves, list) or not 0 < kept <= len(moves):
        return None                       # (no move made: broken before them, nothing to keep)
    changes = record.get("changes") or []
    for last in (kept, kept - 1):         # a change made before the next move, then one that failed there too
        cut = dict(record, moves=moves[:kept], changes=[change for change in changes if change["after"] <= last])
        cut.pop("ended", None)            # (cut short, it did not end there)
        try:
            return Match.replay(cut), kept
        except RecordError:
            continue
    return None
