"""A whole hand at a table in the server: Anna's seat app (TableScreen through a RemoteSeat) plays by keys,
Ben sends moves over the protocol, a bot moves on the referee's clock, which the test turns.

At every step Anna's screen may show her own cards and the top card, and no card that sits in another hand; the log
Ben is sent names none of Anna's cards that no play has shown.
"""

from __future__ import annotations

import asyncio
import random
import socket
import threading
from typing import Any


from maumau_tui.bots.hint import Hint
from maumau_tui import log_words as ev
from maumau_tui.cards import card_label, card_name
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.link import HostLink
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.labels import move_label
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.table import TableScreen
from net_helpers import LIMIT, screen_text, until

async def test_a_whole_hand_with_a_remote_seat_shows_only_its_own_cards() -> None:
    table = Table.from_names("standard", [("Anna", False), ("Ben", False), ("Robo", True)], seed=4)
    table.deal()
    table.hint_options = {"iterations": 20}     # the hint thinks a fixed amount (the server's budget: 200 ms)
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=1.0)
    hub = Hub()
    host = TableHost(referee)
    hub.place("Anna", host, 0)
    hub.place("Ben", host, 1)
    anna_end, anna_host_end = socket.socketpair()
    ben_end, ben_host_end = socket.socketpair()
    serving = [asyncio.create_task(hub.serve(anna_host_end, "Anna")),
               asyncio.create_task(hub.serve(ben_host_end, "Ben"))]
    ben = await HostLink.open(ben_end, "Ben", "en")
    ben_reading = asyncio.create_task(ben.run())
    rng = random.Random(4)
    app = SeatApp("Anna", "en", anna_end)
    told: list[str] = []
    notify = app.notify
    app.notify = lambda message, **options: (told.append(str(message)) if not str(message).startswith(  # type: ignore[method-assign]
        "Your rejoin code:") else None, notify(message, **options))[1]     # (the first code's own notice: test_new_code)
    decisions = 0
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: any(isinstance(screen, TableScreen) for screen in app.screen_stack),
                    "Anna's table screen")
        table_screen = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        hinted = False
        code = app.link.code if app.link is not None else None
        assert code is not None and f"Your hand – Anna · rejoin code {code}" in screen_text(app).replace("\xa0", " ")
        for _ in range(400):
            log_size = len(table.game.log)
            await until(pilot, lambda: table_screen.view.log_size == log_size and ben.view is not None
                        and ben.view.log_size == log_size, "every seat to hear of the last move")
            text = screen_text(app)
            hidden = {code for seat in (1, 2) for code in table.game.hands[seat]} - set(table.game.hands[0])
            hidden.discard(table.game.top)
            hidden.discard(table.game.pile[-1])
            shown = {card_label(code) for code in hidden if card_label(code) in text}
            assert table.hand_over or not shown, f"another seat's card on Anna's screen: {shown}\n{text}"
            assert table_screen.view.hand == tuple(sorted(table.game.hands[0]))
            played = {event[2] for event in table.game.log if event[0] in (ev.PLAY, ev.DECLARED, ev.START)}
            told_ben = " ".join(ben.log)
            named = {card_name(code, "en") for code in set(table.game.hands[0]) - played if card_name(code, "en") in told_ben}
            assert not named, f"Anna's cards in Ben's log: {named}"
            if table.hand_over:
                break
            moves = table.game.moves_made
            if table.next_bot() is not None:    # (a bot's catch waits longer while a person may catch first)
                clock.advance(max(1.0, (referee.due() or 0.0) - clock.now()))
                referee.poll()
            elif table.actor == 1:
                assert ben.view is not None and ben.view.hand == tuple(sorted(table.game.hands[1]))
                await ben.submit(rng.choice(ben.view.legal))
            else:
                assert table.actor == 0
                if not isinstance(app.screen, ChoicePrompt):
                    await until(pilot, lambda: table_screen.view.my_turn, "Anna's turn on her screen")
                    if not hinted:               # t: the host's advice for her own decision, on her screen
                        release, think = threading.Event(), host.advisor.think
                        asks: list[int] = []

                        def held(*args: Any, **options: Any) -> Hint:
                            asks.append(1)
                            assert release.wait(30), "never released"
                            return think(*args, **options)

                        host.advisor.think = held
                        await pilot.press("t", "t")  # pressed twice while the host thinks: asked once, no "busy"
                        await until(pilot, lambda: bool(asks), "the host thinking")
                        release.set()
                        await until(pilot, lambda: bool(told), "the hint")
                        await pilot.pause()
                        assert len(asks) == 1 and len(told) == 1, told
                        legal = [move_label(move, table.names, table_screen.look) for move in table_screen.view.legal]
                        assert any(told[-1].startswith(label) for label in legal), (told, legal)
                        hinted = True
                    await pilot.press("o")       # every legal move in a list
                    await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the list of moves")
                prompt = app.screen
                assert isinstance(prompt, ChoicePrompt)
                index = rng.randrange(len(prompt.spec.choices))
                await pilot.press(str(min(index, 8) + 1), *["down"] * max(0, index - 8), "enter")
                decisions += 1
            await until(pilot, lambda: table.game.moves_made > moves or isinstance(app.screen, ChoicePrompt),
                        "the move to reach the table")
        assert table.hand_over, "the hand did not end"
        assert decisions >= 3 and hinted
        assert any(line.startswith(table.names[table.game.out[0]]) for line in table_screen.link.log_lines("en"))
    await ben.close()
    await asyncio.wait_for(asyncio.gather(*serving, ben_reading), LIMIT)
