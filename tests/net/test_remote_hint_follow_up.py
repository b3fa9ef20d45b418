"""Advice followed at a table in the server: the question that comes with the advised play (Evil Seven's 2: whom it
names) is advised too, once the host's news of the play has come (in more than one change), its cursor on the
advised line (at one keyboard: ``tests/tui/test_hint_follow_up.py``)."""

from __future__ import annotations

import asyncio
import socket
from typing import Any

from textual.widgets import OptionList

from maumau_tui.bots.base import Seen
from maumau_tui.bots.hint import Hint
from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.notation import parse_move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.table import TableScreen
from net_helpers import until


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


async def test_the_victim_of_an_advised_two_is_advised_at_once_over_the_network() -> None:
    table = Table.from_names("evil-seven", [("Anna", False), ("Ben", True), ("Cy", True)], seed=1)
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("2H 9C 8C QS"), cards("KD QD"),
                                                                  cards("7S 8S 9S 10S JS")],
                                cards("9H"), cards("AS AH AC KC KS"), 2))
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0))
    asked: list[str] = []

    def think(seen: Seen, lang: str, **options: Any) -> Hint:
        naming = any(move.kind == "name" for move in seen.view.legal)
        asked.append("name" if naming else "play")
        return Hint(parse_move("name Cy", table.names), "name Cy", "Cy has the most cards.") if naming else \
            Hint(parse_move("play 2H"), "play 2H", "It hits the player closest to going out.")

    host.advisor.think = think
    hub = Hub()
    hub.place("Anna", host, 0)
    anna_end, host_end = socket.socketpair()
    serving = asyncio.create_task(hub.serve(host_end, "Anna"))
    app = SeatApp("Anna", "en", anna_end)
    told: list[str] = []
    notify = app.notify
    app.notify = lambda message, **options: (told.append(str(message)), notify(message, **options))[1]  # type: ignore[method-assign]
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: any(isinstance(screen, TableScreen) and screen.view.my_turn
                                       for screen in app.screen_stack), "Anna's turn")
        await pilot.press("t")
        await until(pilot, lambda: any("closest to going out" in text for text in told), "the advice")
        await pilot.press("enter")                             # the 2, as advised
        await until(pilot, lambda: any("most cards" in text for text in told), "the victim's advice")
        question = app.screen
        assert isinstance(question, ChoicePrompt) and asked == ["play", "name"]
        line = question.query_one(OptionList).highlighted
        assert line is not None and question.spec.choices[line].move == parse_move("name Cy", table.names)
    serving.cancel()
    await asyncio.gather(serving, return_exceptions=True)
