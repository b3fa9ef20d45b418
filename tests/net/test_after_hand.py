"""After a hand at a table in the server: every seat is shown the end of the hand (revealed hands, points,
totals), the next hand is dealt once every connected person asked for it, and the match ends.

A short match of standard (``play_to``) is played to its end by two seats over the protocol; a seat app
(Anna's screen, in Pilot) is shown the end of a hand, asks for the next one by key, and sees the match end.
"""

from __future__ import annotations

import asyncio
import random
import socket

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.link import HostLink
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.seat_screens import RemoteHandEnd
from maumau_tui.tui.screens.dialogs import ConfirmScreen, QuitScreen
from maumau_tui.notation import format_move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.hand_summary import HandSummary, hand_summary
from maumau_tui.tui.score_words import ending_lines
from maumau_tui.tui.screens.table import TableScreen
from net_helpers import LIMIT, join, screen_text, until

TARGET = 100   # standard, played to 100 points: a few hands


def a_match(seed: int, target: int = TARGET) -> tuple[Table, Referee, Hub]:
    table = Table.from_names("standard", [("Anna", False), ("Ben", False)], seed=seed, options={"play_to": target})
    table.deal()
    referee = Referee(table, ManualClock(), bot_delay=0.0)
    hub = Hub()
    host = TableHost(referee)
    hub.place("Anna", host, 0)
    hub.place("Ben", host, 1)
    return table, referee, hub


async def test_a_match_is_played_hand_after_hand_to_its_end_over_the_protocol() -> None:
    table, _, hub = a_match(seed=11)
    seats = [await join(hub, "Anna"), await join(hub, "Ben")]
    for raw in seats:
        await raw.until("log")          # the first push: the first hand
    rng = random.Random(11)
    hands = 0
    for _ in range(3000):
        actor = table.actor
        assert actor is not None
        move = rng.choice(table.view_of(actor).legal)
        await seats[actor].send({"type": "submit", "move": format_move(move, table.names)})
        ends = []
        for raw in seats:               # each push: info, view, log, and once the hand is over its end
            await raw.until("log")
            if table.hand_over:
                ends.append(await raw.receive())
        assert (await seats[actor].receive()) == {"type": "accepted"}
        if not table.hand_over:
            continue
        hands += 1
        for end in ends:                # every hand revealed, this hand's points and the totals
            assert end["type"] == "hand_end"
            summary = HandSummary.from_data(end["summary"])
            assert [list(seat.cards) for seat in summary.seats] == [sorted(hand) for hand in table.game.hands]
            assert [seat.points for seat in summary.seats] == list(table.match.results[-1].scores)
            assert list(summary.totals) == table.totals
            assert summary.number == hands and summary.match_over == table.match_over
        if table.match_over:
            await seats[0].send({"type": "next"})
            assert (await seats[0].receive())["reason"] == "there is no next hand to deal now"
            break
        await seats[0].send({"type": "next"})
        for raw in seats:
            waiting = await raw.receive()
            assert waiting["type"] == "hand_end" and waiting["waiting"] == ["Ben"]
            assert HandSummary.from_data(waiting["summary"]).number == hands
        assert table.hand_over          # no deal until Ben asks too
        await seats[1].send({"type": "next"})
        for raw in seats:
            info = await raw.receive()
            assert info["type"] == "info" and info["hand_number"] == hands + 1
            assert (await raw.receive())["type"] == "view"
            log = await raw.receive()
            assert log["type"] == "log" and log["start"] == 0   # a new hand's log
        assert not table.hand_over
    assert table.match_over and hands >= 2
    assert max(table.totals) >= TARGET
    for raw in seats:
        await raw.leave()


async def test_a_seat_app_shows_the_hand_end_asks_for_the_next_hand_and_shows_the_match_end() -> None:
    table, referee, hub = a_match(seed=17, target=40)   # two short hands
    anna_end, anna_host_end = socket.socketpair()
    ben_end, ben_host_end = socket.socketpair()
    serving = [asyncio.create_task(hub.serve(anna_host_end, "Anna")),
               asyncio.create_task(hub.serve(ben_host_end, "Ben"))]
    ben = await HostLink.open(ben_end, "Ben", "en")
    ben_reading = asyncio.create_task(ben.run())
    rng = random.Random(17)
    app = SeatApp("Anna", "en", anna_end)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "Anna's table screen")
        table_screen = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        for hand in range(1, 30):
            while not table.hand_over:     # the moves of both seats reach the table (keys are tested elsewhere)
                actor = table.actor
                assert actor is not None
                if actor == 0:             # Anna's screen has caught up (a question it asks is on screen)
                    size = table.view_of(0).log_size
                    await until(pilot, lambda: table_screen.view.log_size == size, "Anna's screen to follow")
                    await pilot.pause()
                referee.submit(actor, rng.choice(table.view_of(actor).legal))
            await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), f"the end of hand {hand}")
            summary = app.screen
            assert isinstance(summary, RemoteHandEnd) and summary.hand_number == hand
            text = screen_text(app).replace("\xa0", " ")
            assert f"Hand {hand} is over" in text
            for line in ending_lines(hand_summary(table.match), "en"):   # how the hand ended
                assert line in text, f"{line!r} not shown:\n{text}"
            for name, total in zip(table.names, table.totals):
                assert any(line.strip().startswith(name) and line.rstrip().endswith(f" {total}")
                           for line in text.splitlines()), f"{name}'s total {total} not shown:\n{text}"
            if table.match_over:
                assert "The match is over" in text
                await pilot.press("n")
                await pilot.pause()
                assert table.hand_over and app.screen is summary
                await pilot.press("q")     # q: back to the lobby at once (no bot takes a seat now), not out of the app
                await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby")
                assert not app.leaving and app.is_running and not any(
                    isinstance(screen, (QuitScreen, ConfirmScreen)) for screen in app.screen_stack)
                assert not table.is_bot(0)        # nobody plays for Anna after the match
                break
            assert "n or Enter: ready for the next hand · q: back to the lobby" in text   # (PLAYTEST125: Enter too)
            await pilot.press("n" if hand % 2 else "enter")
            code = app.link.code if app.link is not None else None    # her rejoin code: on the sheet too
            await until(pilot, lambda: f"Waiting for: Ben · Your rejoin code: {code}\n" in screen_text(app).replace("\xa0", " "),
                        "Anna waits for Ben")
            assert table.hand_over
            await ben.send({"type": "next"})
            await until(pilot, lambda: app.screen is table_screen and not table.hand_over
                        and table_screen.view.log_size == table.view_of(0).log_size, "the next hand on Anna's screen")
            assert f"Hand {hand + 1}" in screen_text(app).replace("\xa0", " ")
        assert table.match_over and hand == 2
    await ben.close()
    await asyncio.wait_for(asyncio.gather(*serving, ben_reading), LIMIT)
