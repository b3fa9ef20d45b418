"""End to end in a real terminal: ``maumau play`` in tmux, a whole seeded hand by send-keys, read by capture-pane.

The test keeps its own copy of the table (same ruleset, seats and seed, so the same deal and the same
bot moves) to know which keys to press and what the screen must show.  At every decision it checks
that the screen shows no card but the keyboard holder's own and the top card.
"""

from __future__ import annotations

import random
import shutil
import sys
from pathlib import Path

import pytest

from maumau_tui.cards import card_label
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.hotseat import HandOff, HotSeat
from maumau_tui.tui.labels import Look
from maumau_tui.tui.prompts import prompt_for
from maumau_tui.tui.widgets.table_info import seats_line
from tmux_helpers import Terminal
from tui_helpers import choose, labels_on_screen

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

SEED = 4
SEATS = [("Anna", False), ("Ben", False), ("Bot", True)]


def play_command() -> str:
    seats = " ".join(f"--seat {name}{':bot=easy' if bot else ''}" for name, bot in SEATS)   # easy: the mirror's bot
    return (f"{sys.executable} -m maumau_tui play --seed {SEED} --ruleset standard {seats} "
            f"--lang en --bot-delay 0.05")


def keys_for_move(kind: str, index: int, hand_size: int, say: bool) -> list[str]:
    if kind == "play":
        pick = [str((index + 1) % 10)] if index < 10 else ["end", *["left"] * (hand_size - 1 - index)]
        return [*pick, "m" if say else "enter"]
    return {"draw": ["d"], "pass": ["p"], "accept": ["a"], "catch": ["c"]}[kind]


def test_a_seeded_hot_seat_hand_in_tmux_shows_only_the_holders_cards(tmp_path: Path) -> None:
    table = Table.from_names("standard", SEATS, seed=SEED)
    table.deal()
    referee = Referee(table, ManualClock(), bot_delay=0.0)
    mirror = HotSeat(referee, "en")
    look = Look("en")
    rng = random.Random(SEED)
    terminal = Terminal(play_command(), tmp_path)
    handoffs = decisions = 0
    try:
        for _ in range(300):
            while referee.poll():
                pass
            if table.hand_over:
                break
            step = mirror.next_step()
            if isinstance(step, HandOff):
                name = table.names[step.seat]
                text = terminal.wait_for(lambda t: f"{name}: press Enter" in t, f"the hand-off to {name}")
                assert not labels_on_screen(text), text
                terminal.keys("enter")
                mirror.take_keyboard(step.seat)
                handoffs += 1
                continue
            actor = table.actor
            assert actor is not None and actor == mirror.holder
            view = table.view_of(actor)
            bots = [index for index, (_, bot) in enumerate(SEATS) if bot]
            expected = [f"Your hand – {table.names[actor]}", seats_line(view, look, bots, actor, {seat: "easy" for seat in bots}).plain,
                        f"Top: [ {card_label(view.pile_top)} ]", "Your turn."]
            spec = prompt_for(view, look)
            # a prompt covers the middle of the table; without one the stock size must be current
            expected.append(spec.title if spec is not None else f"Stock: {view.stock_size} ")
            text = terminal.wait_for(lambda t: all(part in t for part in expected), f"{expected}")
            allowed = {card_label(code) for code in view.hand} | {card_label(view.pile_top)}
            assert labels_on_screen(text) <= allowed, f"another seat's card on screen:\n{text}"
            decisions += 1
            if spec is not None:
                index = rng.randrange(len(spec.choices))
                terminal.keys(str(index + 1), "enter")
                referee.submit(actor, spec.choices[index].move)
                continue
            move = choose(list(view.legal), rng)
            index = view.hand.index(move.cards[0]) if move.kind == "play" else 0
            terminal.keys(*keys_for_move(move.kind, index, len(view.hand), bool(move.say)))
            referee.submit(actor, move)
        assert table.hand_over, "the hand did not end"
        text = terminal.wait_for(lambda t: "Hand 1 is over" in t and "q: leave" in t, "the hand end, taking keys")
        winner = table.names[table.game.out[0]]
        assert f"{winner} goes out with" in text or f"{winner} wins the hand." in text
        for hand in table.game.hands:                   # (every hand is shown at its end)
            assert " ".join(card_label(code) for code in sorted(hand)) in text
        assert handoffs >= 2 and decisions >= 4
        # q asks: the menu or quit (once the sheet shows its keys, q counts: while it holds them, from its
        # first frame on, its key line is an ellipsis)
        terminal.keys("q")
        terminal.wait_for(lambda t: "Leave the match?" in t, "the question before leaving")
        terminal.keys("3", "enter")                     # 1 menu (kept), 2 end the match here, 3 quit
        terminal.wait_for(lambda t: t == "", "the app ending (its session closes)", limit=10)
    finally:
        terminal.close()


def test_ctrl_c_in_a_real_terminal_asks_before_quitting(tmp_path: Path) -> None:
    terminal = Terminal(play_command(), tmp_path)
    try:
        terminal.wait_for(lambda t: "Anna's turn" in t, "the first hand-off")
        terminal.keys("C-c")
        terminal.wait_for(lambda t: "Really quit the game?" in t, "the quit question")
        terminal.keys("n")
        terminal.wait_for(lambda t: "Really quit" not in t and "Anna's turn" in t, "the game again")
        terminal.keys("C-c")
        terminal.wait_for(lambda t: "Really quit the game?" in t, "the quit question")
        terminal.keys("y")
        terminal.wait_for(lambda t: "Anna" not in t, "the app closing", limit=15)
    finally:
        terminal.close()


def test_keys_in_pairs_and_the_digit_enter_habit_never_crash_or_show_the_next_hand(tmp_path: Path) -> None:
    """Standard seed 1, Anna, Ben and a bot: the key sequences that crashed the app or showed Ben's hand."""
    seats = [("Anna", False), ("Ben", False), ("Robo", True)]
    mirror = Table.from_names("standard", seats, seed=1)
    mirror.deal()
    top = card_label(mirror.game.pile[-1])
    bens = {card_label(code) for code in mirror.game.hands[1]} - {top}
    command = (f"{sys.executable} -m maumau_tui play --seed 1 --ruleset standard --seat Anna --seat Ben "
               f"--seat Robo:bot --lang en --bot-delay 0")
    terminal = Terminal(command, tmp_path)
    try:
        terminal.wait_for(lambda t: "Anna's turn" in t, "the first hand-off")
        for keys in (["space", "space"], ["enter", "enter"], ["space", "4", "enter", "1", "enter"]):
            terminal.keys(*keys)
            text = terminal.wait_for(lambda t: "Anna" in t, "the app still running")
            assert not labels_on_screen(text) & bens, text
        terminal.wait_for(lambda t: "Anna: press Enter" in t or "Your hand – Anna" in t, "keys counting")
        terminal.keys("space", "4", "enter", "1", "enter", "1", "enter", "enter")
        for _ in range(3):
            text = terminal.wait_for(lambda t: "Anna" in t, "the app still running")
            assert "Your hand – Ben" not in text and not labels_on_screen(text) & bens, text
    finally:
        terminal.close()
