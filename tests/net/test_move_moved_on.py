"""A move is chosen at a moment of the game, and reaches the table a moment later: where the game went on meanwhile
(PLAYTEST219 F3: "1 Enter" for a swap window that had closed, a bot's move later, played 2♥ from Anna's hand on her
own turn), the table refuses it and says why; it never becomes a move of a later decision."""

from __future__ import annotations

from maumau_tui.net.refusal_words import REFUSALS
from maumau_tui.notation import format_move
from maumau_tui.table import Table
from net_helpers import hosted, join


async def test_a_move_chosen_before_the_game_went_on_is_refused_and_one_chosen_now_is_made() -> None:
    table = Table.from_names("standard", [("Anna", None), ("Ben", None)], seed=4)
    table.deal()
    host, hub = hosted(table)
    people = [await join(hub, "Anna"), await join(hub, "Ben")]
    for _ in range(2):                                   # a move each: the log grows
        seat = table.actor
        await people[seat].send({"type": "submit", "move": format_move(table.view_of(seat).legal[0], table.names),
                                  "id": 1, "at": table.view_of(seat).log_size})
        assert (await people[seat].until("accepted")) == {"type": "accepted", "id": 1}
    seat = table.actor
    now = table.view_of(seat)
    move = format_move(now.legal[0], table.names)
    await people[seat].send({"type": "submit", "move": move, "id": 2, "at": now.log_size - 1})   # chosen before
    assert (await people[seat].until("refused")) == {"type": "refused", "id": 2,
                                                     "reason": REFUSALS["en"]["moved_on"]}
    assert table.view_of(seat).log_size == now.log_size and table.actor == seat      # nothing made
    await people[seat].send({"type": "submit", "move": move, "id": 3, "at": now.log_size})
    assert (await people[seat].until("accepted")) == {"type": "accepted", "id": 3}
    for person in people:
        await person.leave()
