"""A player alone at her own terminal, in a timed window, chooses a line that asks further (her joker as an Ace, to
stop a swap; then the Ace's suit): she has answered in time, and the window's clock stands still until she names
the suit, as at the hot seat (PLAYTEST222 F1 there).  Over SSH she could not hold the clock: only a group's
terminal may claim, and the suit's question went with the window's time.  On the referee's ManualClock."""

from __future__ import annotations

import asyncio
import socket

from maumau_tui import log_words as ev
from maumau_tui.bots.levels import make_bot
from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Seat, Table
from maumau_tui.tui.screens.prompt import ChoicePrompt
from net_helpers import LIMIT, screen_text, until
from scripted_bots import AceBot

WINDOW = 4.0


def joker_table() -> tuple[Table, Referee, ManualClock]:
    """Anna, with a joker, and two bots: Robo swaps hands with her by an Ace."""
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table = Table("erftschmiede", [Seat("Anna"), Seat("Robo", AceBot()), Seat("Bot", make_bot("medium", 2))],  # type: ignore[arg-type]
                  seed=1)
    hands = [cards(hand) for hand in ("* KD 8S 9C", "AH QC KS 9S", "7D 7C 10S JD")]
    table.use_hand(Game.stacked(table.match.tables, table.names, hands, cards("9H"), cards("2C 3C 3S 3H 3D 4C"), 0))
    clock = ManualClock()
    return table, Referee(table, clock, bot_delay=0.5, window_seconds=WINDOW), clock


async def test_a_player_alone_who_chose_the_jokers_line_in_time_keeps_her_answer_while_she_names_its_suit() -> None:
    table, referee, clock = joker_table()
    hub, host = Hub(), TableHost(referee)
    hub.place("Anna", host, 0)
    anna_end, host_end = socket.socketpair()
    serving = asyncio.create_task(hub.serve(host_end, "Anna"))
    app = SeatApp("Anna", "en", anna_end)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(40):                                       # the bots' moves, each at its time, until her
            question = app.screen                                 # question in the swap's window, its clock running
            if isinstance(question, ChoicePrompt) and question.spec.kind == "swap" \
                    and referee.window_left() is not None:
                break
            due = referee.due()
            if due is not None:
                clock.advance(max(0.0, due - clock.now()))
                referee.poll()
            await pilot.pause()
        else:
            raise AssertionError(f"no swap question with its clock running:\n{screen_text(app)}")
        line = next(i for i, choice in enumerate(question.spec.choices) if choice.then is not None
                    and "Ace" in choice.label)
        await pilot.press(str(line + 1), "enter")                 # the joker as an Ace: which suit?
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt) and app.screen.spec.kind == "joker-suit"
                    and host.hold.seat == 0 and "paused: waiting for an answer" in screen_text(app),
                    "the suit question, the window's clock held for her answer")
        suit = app.screen
        clock.advance(WINDOW * 5)                                 # however long she takes to name the suit
        assert not referee.poll()
        await pilot.pause()
        assert not any(event[0] == ev.SWAPPED for event in table.game.log), "the swap happened meanwhile"
        assert app.screen is suit
        await pilot.press("3", "enter")                           # Hearts
        await until(pilot, lambda: ("declared", 0, parse_card("AH"), None) in table.game.log,
                    "her joker played as the Ace of Hearts")
        assert host.hold.seat is None                             # answered: the clock is hers no more
    serving.cancel()
    await asyncio.wait_for(asyncio.gather(serving, return_exceptions=True), LIMIT)
