"""What a remote seat is told when a hand ends: every hand revealed, the points, the totals, what comes next.

The table host sends it as plain data (the ``hand_end`` message), so a seat process can show the end of a
hand without holding the table.  The hands are revealed only once the hand is over (``Table.revealed_hands``
refuses before), so this message can never carry a card during play.
"""

from __future__ import annotations

from typing import Any

from maumau_tui.table import Table
from maumau_tui.tui.screens.score_sheet import next_lines


def hand_end_message(table: Table, lang: str, waiting: list[str]) -> dict[str, Any]:
    """The ``hand_end`` message for a seat reading ``lang``; ``waiting``: who has not asked for the next deal."""
    return {"type": "hand_end", "hand_number": table.hand_number, "names": list(table.names),
            "hands": [list(hand) for hand in table.revealed_hands()], "out": list(table.game.out),
            "points": list(table.last_scores), "totals": list(table.totals), "match_over": table.match_over,
            "lines": next_lines(table.match, lang), "waiting": waiting}
