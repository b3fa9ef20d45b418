"""A player whose connection drops keeps the seat: the table plays on until that seat's decision is needed and
then waits for it, for a grace period counted from the drop (on the referee's clock, which the test turns); a bot
stands in when it runs out, and the player who connects again with the same name gets the seat and the hand back.
Driven over the protocol, as the seat processes drive it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.protocol import view_from_json
from maumau_tui.net.server import TableServer
from maumau_tui.net.session import Limits
from maumau_tui.notation import format_move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Change, Referee
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


async def test_the_table_plays_on_without_a_dropped_player_waits_on_their_turn_then_a_bot_stands_in() -> None:
    """PLAYTEST95 F10: Ben could not play his own turn while the table waited for Anna, whose connection had dropped.
    The table plays on (people's moves, the bot's) until the dropped seat's decision is needed; then it waits, with
    the grace counted from the drop, and a bot plays the seat until its person comes back."""
    table, referee, clock, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    while table.actor != 1:                            # Anna plays: Ben's turn
        await step_on(anna, table, referee, clock)
    host = hub.places["anna"][0]
    await anna.leave()                                 # Anna's connection drops on Ben's turn
    assert (await ben.until("pause")) == {"type": "pause", "seat": 0, "name": "Anna", "seconds": GRACE,
                                          "waits": False}
    assert not referee.paused and host.away == {0: GRACE}
    await ben.send({"type": "submit", "move": format_move(table.view_of(1).legal[0], table.names), "id": 1})
    assert (await ben.until("accepted")) == {"type": "accepted", "id": 1}     # Ben plays his turn
    robo_moved: list[Change] = []
    referee.subscribe(lambda change: robo_moved.append(change) if change.seat == 2 else None)
    told: list[dict[str, object]] = []                 # what Ben hears before each of his moves is accepted
    for _ in range(60):                                # ... and the bot plays on, until Anna is asked
        if 0 in table.game.seats_to_act():
            break
        if table.actor == 1:
            await ben.send({"type": "submit", "move": format_move(table.view_of(1).legal[0], table.names)})
            while (message := await ben.receive())["type"] != "accepted":
                told.append(message)
        else:
            clock.advance(1.0)
            referee.poll()
    else:
        raise AssertionError("Anna's decision was never needed")
    assert robo_moved and not table.is_bot(0)
    pauses = [message for message in told if message["type"] == "pause"] or [await ben.until("pause")]
    assert pauses == [{"type": "pause", "seat": 0, "name": "Anna", "seconds": round(GRACE - clock.now(), 1),
                       "waits": True}]
    assert referee.paused and referee.due() is None    # now the table waits: no bot moves, no countdown runs
    anna_hand, moves = table.game.hands[0][:], table.game.moves_made
    await ben.send({"type": "submit", "move": "draw", "id": 2})
    assert (await ben.until("refused")) == {"type": "refused", "reason": "the table waits for Anna", "id": 2}
    clock.advance(GRACE - clock.now() - 1)             # (the grace runs from the drop)
    assert not table.is_bot(0) and referee.paused
    clock.advance(1)                                   # the grace is over: a bot plays for Anna
    assert (await ben.until("stand_in")) == {"type": "stand_in", "seat": 0, "name": "Anna"}
    assert table.is_bot(0) and table.seats[0].level == "medium" and not referee.paused
    assert table.game.moves_made == moves and table.game.hands[0] == anna_hand
    await until_the_stand_in_moved(ben, table, referee, clock, seat=1, stand_in=0)
    anna = await join(hub, "Anna", code=anna.code)     # Anna connects again with her code: her seat, her hand
    assert (await anna.receive()) == {"type": "hello", "user": "Anna", "seat": 0, "names": ["Anna", "Ben", "Robo"]}
    assert (await ben.until("resume")) == {"type": "resume", "seat": 0, "name": "Anna"}
    assert not table.is_bot(0)
    view = view_from_json((await anna.until("view"))["view"])
    assert view.seat == 0 and view.hand == tuple(sorted(table.game.hands[0]))
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


async def until_the_stand_in_moved(anna: Raw, table: Table, referee: Referee, clock: ManualClock, seat: int = 0,
                                   stand_in: int = 1) -> None:
    """Play on (``anna``'s first legal move on the turns of her ``seat``, the clock for the bots) until the bot standing
    in for ``stand_in`` (Ben) moved."""
    bens_moves: list[Change] = []
    referee.subscribe(lambda change: bens_moves.append(change) if change.seat == stand_in else None)
    for _ in range(60):
        if bens_moves or table.hand_over:
            break
        await step_on(anna, table, referee, clock, seat)
    assert bens_moves, "the bot standing in never moved"


async def step_on(anna: Raw, table: Table, referee: Referee, clock: ManualClock, seat: int = 0) -> None:
    """One step of play: ``anna``'s first legal move on the turn of her ``seat``, else a second of the clock for the
    bots."""
    if table.actor == seat and table.next_bot() is None:
        await anna.send({"type": "submit", "move": format_move(table.view_of(seat).legal[0], table.names)})
        await anna.until("accepted")
    else:
        clock.advance(1.0)
        referee.poll()


class AnnaAtThePrompt:
    """A terminal of Anna's at the rejoin code's prompt, as ``TableServer.admit`` sees an SSH session: ``typing()`` is
    what she types next (b"": her input ended; none: nothing until the session ends); what it was shown, and its
    exit status once it ended."""

    command = subsystem = None
    env: dict[str, str] = {}

    def __init__(self, typing: Callable[[], Awaitable[bytes]] | None = None) -> None:
        self.stdin, self.stdout, self.shown, self.status, self.ended = self, self, bytearray(), -1, asyncio.Event()
        self.typing, self.asked = typing or self.nothing, asyncio.Event()   # (asked: the prompt is on its screen)

    async def nothing(self) -> bytes:
        await self.ended.wait()
        return b""

    def get_extra_info(self, name: str) -> object:
        return {"username": "Anna", "peername": ("127.0.0.1", 1)}.get(name)

    def get_terminal_type(self) -> str:
        return "xterm"

    def get_terminal_size(self) -> tuple[int, int, int, int]:
        return 100, 24, 0, 0

    async def read(self, size: int) -> bytes:
        return await self.typing()

    def write(self, data: bytes | str) -> None:
        self.shown.extend(data.encode() if isinstance(data, str) else data)
        if self.shown.endswith(b"Rejoin code: "):
            self.asked.set()

    def exit(self, status: int) -> None:
        self.status = status
        self.ended.set()


async def annas_seat_away(tmp_path: Path) -> tuple[Hub, Raw, str, TableServer]:
    """Anna's seat at a table in play, her connection dropped; Ben connected; her code; a server over the hub."""
    _table, _referee, _, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    assert anna.code is not None
    await anna.leave()
    await ben.until("pause")
    return hub, ben, anna.code, TableServer(Limits(), tmp_path, hub=hub)


async def test_the_rejoin_prompt_stops_asking_once_the_seat_was_taken_from_another_terminal(tmp_path: Path) -> None:
    """PLAYTEST106 F9: two terminals at Anna's rejoin prompt; the first gave the code and sat down, and the second,
    giving the same right code, was told twice that it was not the seat's code before the real reason came."""
    hub, ben, code, server = await annas_seat_away(tmp_path)
    first: list[Raw] = []

    async def typing() -> bytes:      # the right code, typed once the first terminal has sat down with it
        if first:
            return b""
        first.append(await join(hub, "Anna", code=code))
        assert (await first[0].until("view"))["view"]["seat"] == 0
        return f"{code}\r".encode()

    second = AnnaAtThePrompt(typing)
    await server.admit(second)  # type: ignore[arg-type]
    shown = " ".join(bytes(second.shown).decode().split())
    assert second.status == 1 and "not this seat's code" not in shown, shown
    assert shown.count("Rejoin code:") == 1 and "Anna is playing this seat from another terminal" in shown, shown
    await first[0].leave()
    await ben.leave()


async def test_a_terminal_at_the_rejoin_prompt_is_told_when_the_server_stops(tmp_path: Path) -> None:
    """PLAYTEST106 F8: every other session read "maumau: The server is stopping."; one at the rejoin prompt got only
    OpenSSH's "Connection to 127.0.0.1 closed by remote host." glued to its prompt."""
    _hub, ben, _code, server = await annas_seat_away(tmp_path)
    terminal = AnnaAtThePrompt()                       # (she types nothing)
    admitting = asyncio.create_task(server.admit(terminal))  # type: ignore[arg-type]
    await asyncio.wait_for(terminal.asked.wait(), 30)  # (the deadline only stops a test that would hang)
    await server.stop()
    await asyncio.wait_for(admitting, 5)
    shown = bytes(terminal.shown).decode()
    assert terminal.status == 1 and shown.endswith("Rejoin code: \r\nmaumau: The server is stopping.\r\n"), shown
    await ben.leave()
