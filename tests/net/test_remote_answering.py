"""A player alone at her own terminal, in a timed window, with a joker (REVIEW256 B2).  Only a seat holding a joker
had lines that ask further (the joker as an Ace, then the Ace's suit), and choosing one claimed the window: its clock
stood still for the whole table, every other screen saying "paused: waiting for an answer", so the pause told where
a joker was.  Now the question lists the joker's declared cards as lines of their own wherever every line keeps a
digit key, and a suit's question that remains (more lines than digits) keeps the window's time: no seat's clock
stops for it.  On the referee's ManualClock."""

from __future__ import annotations

import asyncio
import socket

from maumau_tui import log_words as ev
from maumau_tui.bots.levels import make_bot
from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.notation import parse_move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import ChangeKind, Referee
from maumau_tui.table import Seat, Table
from maumau_tui.tui.labels import Look
from maumau_tui.tui.prompts import window_prompt
from maumau_tui.tui.screens.prompt import ChoicePrompt
from net_helpers import LIMIT, screen_text, until
from scripted_bots import AceBot

WINDOW = 4.0
DIGIT_KEYS = 10     # a prompt's digit keys, 1 to 9 and 0
cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731


def test_the_swap_partners_timed_question_reads_alike_with_or_without_a_joker() -> None:
    """Three people; Ann's Ace names Bob for the swap.  Bob's hands differ only in a hidden card (a 2 or a joker):
    in neither does a line of his timed question ask further (so nothing would hold the window's clock), and each
    line keeps a digit key.  Before, the joker's lines asked its suit, and choosing one stopped everybody's clock."""
    for bob in ("10D 2S 3C", "10D * 3C"):
        table = Table.from_names("erftschmiede", [("Ann", None), ("Bob", None), ("Cy", None)], seed=1)
        table.use_hand(Game.stacked(table.match.tables, table.names, [cards("AH 9S 10C"), cards(bob),
                                    cards("KH 8C 5D JD")], cards("9D 5H"), cards("AC 8S 9H 7C 7D"), dealer=2))
        referee = Referee(table, ManualClock(), bot_delay=0.0)
        referee.submit(0, parse_move("play AH", table.names))
        referee.submit(0, parse_move("name Bob", table.names))
        seen = referee.view_of(1)
        assert seen.window_kind == "swap" and 1 in seen.window
        spec = window_prompt(seen, Look("en"), WINDOW)
        assert spec.timeout == WINDOW
        assert [choice.label for choice in spec.choices if choice.then is not None] == [], bob
        assert len(spec.choices) <= DIGIT_KEYS, bob
        if "*" in bob:
            assert sum("Jkr as" in choice.label for choice in spec.choices) == 8   # the 4 Aces and the 4 2s


def joker_table(anna: str) -> tuple[Table, Referee, ManualClock]:
    """Anna, with ``anna`` (a joker among them), and two bots: Robo swaps hands with her by an Ace."""
    table = Table("erftschmiede", [Seat("Anna"), Seat("Robo", AceBot()), Seat("Bot", make_bot("medium", 2))],  # type: ignore[arg-type]
                  seed=1)
    hands = [cards(hand) for hand in (anna, "AH QC KS 9S", "7D 7C 10S JD")]
    table.use_hand(Game.stacked(table.match.tables, table.names, hands, cards("9H"), cards("2C 3C 3S 3H 3D 4C"), 0))
    clock = ManualClock()
    return table, Referee(table, clock, bot_delay=0.5, window_seconds=WINDOW), clock


async def swap_question(pilot, app: SeatApp, referee: Referee, clock: ManualClock) -> ChoicePrompt:  # type: ignore[no-untyped-def]
    """The bots' moves, each at its time, until Anna's question in the swap's window, its clock running."""
    for _ in range(40):
        question = app.screen
        if isinstance(question, ChoicePrompt) and question.spec.kind == "swap" and referee.window_left() is not None:
            return question
        due = referee.due()
        if due is not None:
            clock.advance(max(0.0, due - clock.now()))
            referee.poll()
        await pilot.pause()
    raise AssertionError(f"no swap question with its clock running:\n{screen_text(app)}")


async def test_a_player_alone_plays_her_joker_as_an_ace_with_one_line_and_the_clock_never_stops() -> None:
    table, referee, clock = joker_table("* KD 8S 9C")
    hub, host = Hub(), TableHost(referee)
    hub.place("Anna", host, 0)
    paused: list[int] = []          # a claim's hold of the window's clock, whenever the table heard of one
    referee.subscribe(lambda change: paused.append(change.version) if change.kind == ChangeKind.PAUSE
                      and host.hold.seat is not None else None)
    anna_end, host_end = socket.socketpair()
    serving = asyncio.create_task(hub.serve(host_end, "Anna"))
    app = SeatApp("Anna", "en", anna_end)
    async with app.run_test(size=(100, 30)) as pilot:
        question = await swap_question(pilot, app, referee, clock)
        assert not [choice.label for choice in question.spec.choices if choice.then is not None]
        line = next(i for i, choice in enumerate(question.spec.choices) if "Ace of Hearts" in choice.label)
        clock.advance(1.0)                                        # (past the question's hold on Enter; 3 s left)
        referee.poll()
        await pilot.press(str(line + 1), "enter")                 # the joker as the Ace of Hearts, at once
        await until(pilot, lambda: ("declared", 0, parse_card("AH"), None) in table.game.log,
                    "her joker played as the Ace of Hearts")
        assert not any(event[0] == ev.SWAPPED for event in table.game.log)
        assert host.hold.seat is None and not paused, "the window's clock stood still"
    serving.cancel()
    await asyncio.wait_for(asyncio.gather(serving, return_exceptions=True), LIMIT)


async def test_a_jokers_suit_question_over_ssh_keeps_the_windows_time_and_stops_no_clock() -> None:
    """With an Ace and a 2 beside the joker her question has more lines than digit keys: the joker's lines ask the
    suit after the rank.  The suit's question runs on the window's clock (the others see no pause), and she names
    the suit in time."""
    table, referee, clock = joker_table("* AS 2D 9C")
    hub, host = Hub(), TableHost(referee)
    hub.place("Anna", host, 0)
    anna_end, host_end = socket.socketpair()
    serving = asyncio.create_task(hub.serve(host_end, "Anna"))
    app = SeatApp("Anna", "en", anna_end)
    async with app.run_test(size=(100, 30)) as pilot:
        question = await swap_question(pilot, app, referee, clock)
        assert len(question.spec.choices) <= DIGIT_KEYS < len([m for m in table.game.legal_moves(0) if m.kind != "wait"])
        line = next(i for i, choice in enumerate(question.spec.choices) if choice.then is not None
                    and "Ace" in choice.label)
        clock.advance(1.0)                                        # (past the question's hold on Enter)
        referee.poll()
        await pilot.press(str(line + 1), "enter")                 # the joker as an Ace: which suit?
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt) and app.screen.spec.kind == "joker-suit",
                    "the suit question")
        for _ in range(5):
            await pilot.pause()
        left = referee.window_left()
        assert host.hold.seat is None and not referee.paused and left is not None, "the window's clock stood still"
        assert "paused" not in screen_text(app)
        clock.advance(1.0)
        referee.poll()
        window_left = referee.window_left()
        assert window_left is not None and window_left < left      # its clock runs on
        await pilot.press("3", "enter")                           # Hearts, in time
        await until(pilot, lambda: ("declared", 0, parse_card("AH"), None) in table.game.log,
                    "her joker played as the Ace of Hearts")
        assert not any(event[0] == ev.SWAPPED for event in table.game.log)
    serving.cancel()
    await asyncio.wait_for(asyncio.gather(serving, return_exceptions=True), LIMIT)
