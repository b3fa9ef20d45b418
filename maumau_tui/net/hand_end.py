"""What a remote seat is told when a hand ends: the hand's ``HandSummary`` as plain data (every hand
revealed, the points and why, the score sheet, what comes next), and who the next deal waits for.

The table host sends it (the ``hand_end`` message), so a seat process shows the hot seat's own
``HandEndScreen`` without holding the table.  The summary is made only once the hand is over
(``hand_summary`` refuses before), so this message can never carry a card during play.
"""

from __future__ import annotations

from typing import Any

from maumau_tui.table import Table
from maumau_tui.tui.hand_summary import hand_summary


def hand_end_message(table: Table, waiting: list[str], ending: list[str] | None = None,
                     not_ending: list[str] | None = None, not_here: list[str] | None = None) -> dict[str, Any]:
    """The ``hand_end`` message; ``waiting``: the people who have not asked for the next deal; ``ending``: those who
    would end a match without an end of its own here instead, ``not_ending`` those who would not yet, and
    ``not_here`` those of them a bot plays for meanwhile (``ending``)."""
    return {"type": "hand_end", "summary": hand_summary(table.match).as_data(), "waiting": waiting,
            "ending": ending or [], "not_ending": not_ending or [], "not_here": not_here or []}
