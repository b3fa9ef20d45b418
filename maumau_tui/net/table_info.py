"""What a remote seat's screens need beside its view: the ``info`` message of a hosted table (``TableFacts``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from maumau_tui.net.table_host import TableHost


def info_message(host: TableHost, seat: int | None) -> dict[str, Any]:
    """What a screen needs beside the seat's view (``tui.seat_link.TableFacts``, the ruleset by reference)."""
    table = host.table
    running = host.referee.window_left()        # (None while the bots in it answer first: its whole time meanwhile,
    window_left = running if running is not None else host.referee.window_time()   # PLAYTEST103 F7)
    is_open = window_left is not None and not table.hand_over and bool(table.game.seats_to_act())
    waits_for_me = is_open and seat in table.game.seats_to_act()
    return {"type": "info", "ruleset": table.match.ruleset_ref, "options": dict(table.match.options),
            "bots": [index for index in range(len(table.seats)) if table.is_bot(index)],
            "levels": {str(seat): "stand_in" if seat in host.stand_ins else level   # seat number as text; a
                       for seat, level in table.levels.items()},   # person's seat a bot plays for now reads so
            "hand_number": table.hand_number, "kings_word": table.match.tables.kings_word,
            "window_left": window_left if waits_for_me else None,
            "open_left": window_left if is_open else None,
            "held": host.hold.holding or host.referee.paused,   # no countdown runs
            **({"bots_first": True} if is_open and running is None else {}),
            **({"looking": True} if host.first_look.holding else {}),   # (held until its people see their cards)
            **({"unconnected": sorted(host.unconnected)} if host.unconnected else {}),   # (PLAYTEST154 F4)
            **({"points": list(points)} if (points := table.match.points_so_far) else {}),   # (PLAYTEST193 F1)
            **({"unsaved": host.unsaved} if host.unsaved else {}),   # not saved as it stands: its people are told
            **({"rules_file": table.match.rules_file} if table.match.rules_file else {})}   # (its file changed)
