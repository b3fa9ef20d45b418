"""A dropped player's seat does not stop the table: it plays on (people's moves, bots, timed windows that do not ask
that seat) until the seat's decision is needed, its turn or a window that asks it, and only then waits, with the
grace counted from the drop (PLAYTEST95 F10: on his own turn Ben was told "Not allowed: the table waits for Anna").
Every seat is told the truth at each moment, in its own language: away, then waited for."""

from __future__ import annotations

import re

import pytest
from net_helpers import Raw, join, looked, screen_text, seat_app, until
from test_remote_burst import notes_of
from textual.widgets import Label

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.net.away_screen import AwayScreen
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table

GRACE = 120.0
BLOCK = 10            # seconds to block a 6 with the 5


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


async def four_at_a_six() -> tuple[Table, Referee, ManualClock, TableHost, Hub, list[Raw]]:
    """Erftschmiede, four people connected: Anna plays first and holds the 6♥ that skips Ben and Cleo (they may block
    it with the 5♥, a window of ``BLOCK`` seconds that asks them, whatever they hold); then it is Dora's turn."""
    names = [("Anna", None), ("Ben", None), ("Cleo", None), ("Dora", None)]
    table = Table.from_names("erftschmiede", names, seed=1, options={"block_seconds": BLOCK})
    hands = [cards("6H 9S 10D 3C"), cards("10S QC 3D"), cards("8C 3S 10C"), cards("9D 3H KC")]
    table.use_hand(Game.stacked(table.match.tables, table.names, hands, cards("9H"), cards("AS KS 7H 8S 2D 2S"), 3))
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=1.0)
    host = TableHost(referee, grace=GRACE)
    hub = Hub()
    for seat, name in enumerate(table.names):
        hub.place(name, host, seat)
    raws = [await join(hub, name) for name in table.names]
    for raw in raws:
        await raw.until("log")
    await looked(host, *raws)                                    # each screen shows its cards
    assert table.actor == 0
    return table, referee, clock, host, hub, raws


async def test_a_timed_window_that_does_not_ask_the_dropped_seat_runs_out_and_the_table_waits_on_its_turn() -> None:
    table, referee, clock, host, hub, (anna, ben, cleo, dora) = await four_at_a_six()
    await dora.leave()                                           # Dora drops on Anna's turn
    assert (await anna.until("pause"))["waits"] is False
    await anna.send({"type": "submit", "move": "play 6H", "id": 1})
    assert (await anna.until("accepted")) == {"type": "accepted", "id": 1}
    assert table.game.timed and table.game.seats_to_act() == [1, 2]   # Ben and Cleo may block; not Dora
    assert not referee.paused and referee.window_left() == BLOCK
    clock.advance(BLOCK)                                         # its clock runs: the window closes by itself
    referee.poll()
    assert not table.game.timed and table.actor == 3             # Dora's turn: now the table waits for her
    assert (await anna.until("pause")) == {"type": "pause", "seat": 3, "name": "Dora", "seconds": GRACE - BLOCK,
                                           "waits": True}
    assert referee.paused and referee.due() is None
    await ben.send({"type": "submit", "move": "draw", "id": 2})
    assert (await ben.until("refused")) == {"type": "refused", "reason": "the table waits for Dora", "id": 2}
    for raw in (anna, ben, cleo):
        await raw.leave()


async def test_a_timed_window_that_asks_the_dropped_seat_stands_still_until_it_is_back() -> None:
    table, referee, clock, host, hub, (anna, ben, cleo, dora) = await four_at_a_six()
    code = ben.code
    await ben.leave()                                            # Ben drops on Anna's turn: the table plays on
    assert (await anna.until("pause")) == {"type": "pause", "seat": 1, "name": "Ben", "seconds": GRACE, "waits": False}
    await anna.send({"type": "submit", "move": "play 6H", "id": 1})   # a window that asks Ben: the table waits
    assert (await anna.until("pause")) == {"type": "pause", "seat": 1, "name": "Ben", "seconds": GRACE, "waits": True}
    assert (await anna.until("accepted")) == {"type": "accepted", "id": 1}
    assert table.game.timed and table.game.seats_to_act() == [1, 2] and referee.paused
    clock.advance(GRACE - 1)                                     # no time runs out while Ben is awaited
    referee.poll()
    assert table.game.timed and referee.window_left() == BLOCK and table.game.seats_to_act() == [1, 2]
    await cleo.send({"type": "submit", "move": "accept", "id": 2})
    assert (await cleo.until("refused")) == {"type": "refused", "reason": "the table waits for Ben", "id": 2}
    ben = await join(hub, "Ben", code=code)                      # Ben is back: his chance to block is whole
    assert (await anna.until("resume"))["name"] == "Ben"
    assert referee.paused and host.first_look.holding           # ... once his new screen shows his cards
    await looked(host, ben)
    assert not referee.paused and referee.window_left() == BLOCK
    clock.advance(BLOCK - 1)
    referee.poll()
    assert table.game.seats_to_act() == [1, 2]
    for raw in (anna, ben, cleo, dora):
        await raw.leave()


WORDS = {   # what Ben reads: told once that Anna is away; the status line; the notice once the table waits for her
    "en": ("Anna lost the connection. Play goes on; the table waits only on Anna's turn or answer. The status line "
           "says when a bot takes over.",
           r"away: Anna (\(a bot plays in )?\d:\d\d",
           r"The table waits \d:\d\d more for Anna: nobody moves until then", "The table waits"),
    "de": ("Anna hat die Verbindung verloren. Es geht weiter; gewartet wird erst, wenn Anna dran ist oder antworten "
           "soll. Wann ein Bot übernimmt, steht in der Statuszeile.",
           r"weg: Anna (\(in )?\d:\d\d",
           r"Der Tisch wartet noch \d:\d\d auf Anna: so lange ist niemand am Zug", "Der Tisch wartet"),
}


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_ben_plays_his_turn_while_anna_is_away_and_is_told_when_the_table_waits_for_her(lang: str) -> None:
    """(PLAYTEST95 F10, as Ben saw it: Anna's terminal was killed on his turn.)"""
    told_once, note, waits, title = WORDS[lang]
    names = [("Anna", None), ("Ben", None), ("Carla", None)]
    table = Table.from_names("standard", names, seed=8)
    hands = [cards("KD QS AS"), cards("9H 9C 9D"), cards("10C QD KH")]
    table.use_hand(Game.stacked(table.match.tables, table.names, hands, cards("9S"), cards("AH 8D 7S 10S 10D QD"), 0))
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0), grace=GRACE)
    hub = Hub()
    for seat, name in enumerate(table.names):
        hub.place(name, host, seat)
    anna, carla = await join(hub, "Anna"), await join(hub, "Carla")
    app, serving = seat_app(hub, "Ben", lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen) and table.actor == 1, "Ben's turn")
        table_screen = app.screen
        status = table_screen.query_one("#status", Label)
        told = notes_of(app)
        await anna.leave()                                       # Anna's terminal is killed on Ben's turn
        await until(pilot, lambda: told_once in told, "told once that Anna is away")
        await until(pilot, lambda: bool(re.search(note, str(status.render()))), "Anna away, on the status line")
        assert app.screen is table_screen and "nobody" not in str(status.render())   # no notice: nobody waits
        await pilot.press("1", "enter")                          # Ben plays his turn
        await until(pilot, lambda: table.actor == 2, "Ben's card played")
        assert not any("Not allowed" in line or "Nicht erlaubt" in line for line in told), told
        while table.actor == 2:                                  # Carla plays: Anna's turn, the table waits for her
            host.referee.submit(2, table.view_of(2).legal[0])
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice")
        await pilot.pause()
        assert title in screen_text(app).replace("\xa0", " ")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table_screen, "the table")
        await until(pilot, lambda: bool(re.search(waits, str(status.render()))), "the wait on the status line")
    await carla.leave()
    serving.cancel()


async def test_a_person_back_in_a_window_with_a_second_left_has_time_to_answer() -> None:
    """PLAYTEST156 F5: Ben's connection dropped with a little of the block window's time left; back with his code, his
    screen showed "1 s left" and the window closed before he could answer.  Once his screen shows it, it has at least
    ``LEAST_LEFT`` seconds (a window with more keeps what it had: the test above)."""
    from maumau_tui.net.first_look import LEAST_LEFT

    table, referee, clock, host, hub, (anna, ben, cleo, dora) = await four_at_a_six()
    await anna.send({"type": "submit", "move": "play 6H", "id": 1})   # the window asks Ben and Cleo
    assert (await anna.until("accepted")) == {"type": "accepted", "id": 1}
    clock.advance(BLOCK - 1)
    referee.poll()
    assert table.game.seats_to_act() == [1, 2] and referee.window_left() == 1
    code = ben.code
    await ben.leave()                                            # a second left: Ben drops
    assert (await anna.until("pause"))["waits"] is True
    clock.advance(5)
    ben = await join(hub, "Ben", code=code)
    assert (await anna.until("resume"))["name"] == "Ben"
    assert referee.paused and host.first_look.holding
    clock.advance(2)                                             # his screen takes a while to come up
    await looked(host, ben)
    assert not referee.paused and referee.window_left() == LEAST_LEFT
    clock.advance(LEAST_LEFT - 0.5)
    referee.poll()
    assert table.game.seats_to_act() == [1, 2]                   # still time to answer
    for raw in (anna, ben, cleo, dora):
        await raw.leave()
