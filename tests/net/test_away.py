"""A player whose connection drops keeps the seat: the table pauses for everybody for a grace period (on the
referee's clock, which the test turns), a bot stands in when it runs out, and the player who connects again
with the same name gets the seat and the hand back.  Driven over the protocol, as the seat processes drive it.
"""

from __future__ import annotations

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.protocol import view_from_json
from maumau_tui.notation import format_move
from maumau_tui.referee import Change, ManualClock, Referee
from maumau_tui.table import Table
from net_helpers import Raw, join

GRACE = 120.0


def a_table() -> tuple[Table, Referee, ManualClock, Hub]:
    table = Table.from_names("standard", [("Anna", False), ("Ben", False), ("Robo", True)], seed=8)
    table.deal()
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=1.0)
    host = TableHost(referee, grace=GRACE)
    hub = Hub()
    hub.place("Anna", host, 0)
    hub.place("Ben", host, 1)
    return table, referee, clock, hub


async def seated(hub: Hub, user: str) -> Raw:
    raw = await join(hub, user)
    await raw.until("log")
    return raw


async def test_the_table_waits_for_a_dropped_player_then_a_bot_stands_in_until_they_come_back() -> None:
    table, referee, clock, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    ben_hand = table.game.hands[1][:]
    moves = table.game.moves_made
    await ben.leave()                                  # Ben's connection drops
    assert (await anna.until("pause")) == {"type": "pause", "seat": 1, "name": "Ben", "seconds": GRACE}
    assert referee.paused and referee.due() is None    # no bot moves, no countdown runs
    await anna.send({"type": "submit", "move": format_move(table.view_of(0).legal[0], table.names), "id": 1})
    assert (await anna.until("refused")) == {"type": "refused", "reason": "the table waits for Ben", "id": 1}
    clock.advance(GRACE - 1)
    assert not table.is_bot(1) and referee.paused
    clock.advance(1)                                   # the grace is over: a bot plays for Ben
    assert (await anna.until("stand_in")) == {"type": "stand_in", "seat": 1, "name": "Ben"}
    assert table.is_bot(1) and table.seats[1].level == "medium" and not referee.paused
    assert table.game.moves_made == moves and table.game.hands[1] == ben_hand
    await until_the_stand_in_moved(anna, table, referee, clock)
    ben = await join(hub, "Ben", code=ben.code)        # Ben connects again with his code: his seat, his hand
    assert (await ben.receive()) == {"type": "hello", "user": "Ben", "seat": 1, "names": ["Anna", "Ben", "Robo"]}
    assert (await anna.until("resume")) == {"type": "resume", "seat": 1, "name": "Ben"}
    assert not table.is_bot(1)
    view = view_from_json((await ben.until("view"))["view"])
    assert view.seat == 1 and view.hand == tuple(sorted(table.game.hands[1]))
    await anna.leave()
    await ben.leave()


async def test_a_player_back_within_the_grace_plays_on_and_nobody_stood_in() -> None:
    table, referee, clock, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    await ben.leave()
    assert (await anna.until("pause"))["name"] == "Ben"
    clock.advance(GRACE / 2)
    ben = await join(hub, "Ben", code=ben.code)
    assert (await anna.until("resume"))["name"] == "Ben"
    assert not referee.paused and not table.is_bot(1)
    assert view_from_json((await ben.until("view"))["view"]) == table.view_of(1)
    clock.advance(GRACE)                               # the old grace has no effect any more
    assert not table.is_bot(1)
    for _ in range(60):                                # play goes on: Ben moves again
        if table.actor == 1:
            await ben.send({"type": "submit", "move": format_move(table.view_of(1).legal[0], table.names)})
            assert (await ben.until("accepted")) == {"type": "accepted"}
            break
        await step_on(anna, table, referee, clock)
    else:
        raise AssertionError("Ben's turn never came")
    await anna.leave()
    await ben.leave()


async def test_a_player_who_leaves_is_replaced_by_a_bot_at_once_and_a_second_terminal_is_refused() -> None:
    table, referee, _, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    second = await join(hub, "Anna", code=anna.code)   # Anna's name again while Anna plays: refused, code or not
    bye = await second.until("bye")
    assert "Anna is playing this seat from another terminal" in bye["reason"]
    assert hub.check("Anna", None, anna.code) == "busy"
    await ben.send({"type": "bye", "reason": "leaving"})
    assert (await anna.until("stand_in")) == {"type": "stand_in", "seat": 1, "name": "Ben"}
    assert (await anna.until("view"))["view"]["seat"] == 0          # Anna still plays her seat
    assert table.is_bot(1) and not referee.paused
    await ben.leave()
    await anna.leave()
    await second.leave()


async def test_a_dropped_seat_goes_back_only_with_its_rejoin_code() -> None:
    table, referee, _, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    code = anna.code
    assert code is not None and code != ben.code
    await anna.leave()                                 # Anna drops; Ben knows the password and her name
    assert (await ben.until("pause"))["name"] == "Anna"
    assert hub.check("Anna", None, None) == "code" and hub.check("Anna", None, "wrong1") == "code"
    for guess in (None, "wrong1", ben.code):
        impostor = await join(hub, "Anna", code=guess)
        bye = await impostor.until("bye")
        assert "rejoin code" in bye["reason"] and "view" not in str(bye)
        await impostor.leave()
    assert referee.paused and 0 in hub.places["anna"][0].away
    anna = await join(hub, "Anna", code=code.upper())  # Anna herself, with her code (case forgiven)
    assert (await anna.receive())["seat"] == 0
    assert (await ben.until("resume"))["name"] == "Anna"
    assert view_from_json((await anna.until("view"))["view"]) == table.view_of(0)
    await anna.leave()
    await ben.leave()


async def test_a_seat_taken_with_a_key_goes_back_only_to_that_key() -> None:
    table, referee, _, hub = a_table()
    anna = await join(hub, "Anna", key="SHA256:anna")
    await anna.until("log")
    ben = await seated(hub, "Ben")
    assert anna.code is None                           # a key needs no code
    await anna.leave()
    assert (await ben.until("pause"))["name"] == "Anna"
    for key in (None, "SHA256:ben"):
        assert hub.check("Anna", key, None) == "key"
        impostor = await join(hub, "Anna", key=key)
        assert "another key" in (await impostor.until("bye"))["reason"]
        await impostor.leave()
    anna = await join(hub, "Anna", key="SHA256:anna")
    assert (await anna.receive())["seat"] == 0
    assert (await ben.until("resume"))["name"] == "Anna"
    await anna.leave()
    await ben.leave()


async def until_the_stand_in_moved(anna: Raw, table: Table, referee: Referee, clock: ManualClock) -> None:
    """Play on (Anna's first legal move on her turns, the clock for the bots) until the bot standing in for Ben moved."""
    bens_moves: list[Change] = []
    referee.subscribe(lambda change: bens_moves.append(change) if change.seat == 1 else None)
    for _ in range(60):
        if bens_moves or table.hand_over:
            break
        await step_on(anna, table, referee, clock)
    assert bens_moves, "the bot standing in for Ben never moved"


async def step_on(anna: Raw, table: Table, referee: Referee, clock: ManualClock) -> None:
    """One step of play: Anna's first legal move on her turn, else a second of the clock for the bots."""
    if table.actor == 0 and table.next_bot() is None:
        await anna.send({"type": "submit", "move": format_move(table.view_of(0).legal[0], table.names)})
        await anna.until("accepted")
    else:
        clock.advance(1.0)
        referee.poll()
