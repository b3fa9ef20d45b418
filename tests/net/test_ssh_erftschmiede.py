"""Erftschmiede over SSH: two players at their own terminals and a bot, with answers out of turn.

Anna plays a Queen and names Ben, who answers from his terminal with a Queen of his own (out of turn);
Anna plays a 6 and Ben blocks it with the 5 of its suit from his terminal while the window counts down on
his screen and on Anna's.  The server's table is seeded (the seed was found by dealing: both happen within the first
decisions); the test's mirror knows every hand, picks these moves where they are possible and otherwise
plays at random, and checks every frame captured on either terminal for another seat's cards.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

from maumau_tui.cards import JOKER, card_label, rank_of, suit_of
from maumau_tui.engine.views import View
from maumau_tui.tui.prompts import Choice, PromptSpec, all_moves_prompt, prompt_for
from net_helpers import Server, Terminal, needs_tools, ssh_command
from ssh_play import CARD, Mirror, Player, hand_on, index_keys

pytestmark = needs_tools

SEED = 233                      # a deal where both happen early (found by dealing with the policy below)
SEATS = [("Anna", False), ("Ben", False), ("Robo", True)]
WINDOW = 30                     # seconds of a timed window (the option block_seconds): never reached here
QUEEN, FIVE, SIX = 12, 5, 6
COUNTDOWN = re.compile(r"\b\d+ s left\b")


def rank(choice: Choice) -> int | None:
    cards = choice.move.cards
    return rank_of(cards[0]) if cards and cards[0] != JOKER else None


def state_shown(play: Mirror, seat: int) -> Callable[[str], bool]:
    """The seat's screen shows the table as the mirror has it now: the seat's hand, every hand's size, the top
    card (a question with the same title may still be on screen from the state before)."""
    game = play.table.game
    hand = sorted(label for label in map(card_label, game.hands[seat]) if CARD.fullmatch(label))
    sizes = [f"{name} {len(cards)}" for name, cards in zip(play.table.names, game.hands)]
    top = f"Top: [ {card_label(game.pile[-1])} ]"   # a joker shows as itself, with what it stands for beside it
    return lambda text: hand_on(text) == hand and all(size in text for size in sizes) and top in text


def counting_down(asked: bool) -> Callable[[str], bool]:
    """A countdown in the seat's own question (``asked``), or else on its status line (the line above the keys)."""
    return lambda text: COUNTDOWN.search(text if asked else text.splitlines()[-2]) is not None


class Policy:
    """Anna's Queen for Ben, Ben's Queen back, Anna's 6 that Ben can block, Ben's block; else at random."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.done: set[str] = set()

    def pick(self, mirror: Mirror, seat: int, view: View, spec: PromptSpec) -> int:
        hands = mirror.table.game.hands
        usable = [(index, choice) for index, choice in enumerate(spec.choices)
                  if choice.then is None and choice.move.kind != "cheat"]
        plays = {index: rank(choice) for index, choice in usable if choice.move.kind == "play"}
        if seat == 1 and view.may_answer and view.window_kind == "block":
            if (index := next((i for i, r in plays.items() if r == FIVE), None)) is not None:
                self.done.add("block")
                return index
        elif seat == 1 and view.may_answer:
            if (index := next((i for i, r in plays.items() if r == QUEEN), None)) is not None:
                self.done.add("queen")
                return index
        if seat == 0 and spec.kind == "name":
            if (index := next((i for i, choice in usable if choice.move.seat == 1), None)) is not None:
                return index
        if seat == 0 and "queen" not in self.done and any(rank_of(code) == QUEEN for code in hands[1]):
            if (index := next((i for i, r in plays.items()
                               if r == QUEEN and not spec.choices[i].move.say), None)) is not None:
                return index
        if seat == 0 and "block" not in self.done:
            for index, r in plays.items():
                suit = suit_of(spec.choices[index].move.cards[0])
                fives = [any(rank_of(code) == FIVE and suit_of(code) == suit for code in hands[other]) for other in (1, 2)]
                if r == SIX and fives == [True, False]:
                    return index
        plain = [index for index, _ in usable if plays.get(index) not in (QUEEN, SIX)]
        return self.rng.choice(plain or [index for index, _ in usable])


def test_a_queen_answered_out_of_turn_and_a_six_blocked_from_the_other_terminal(tmp_path: Path) -> None:
    seats = ",".join(f"{name}:bot=easy" if bot else name for name, bot in SEATS)
    server = Server(tmp_path, "--table", "erftschmiede", "--seats", seats, "--seed", str(SEED), "--bot-delay", "0.05",
                    "--option", f"block_seconds={WINDOW}", lines=4)
    play = Mirror("erftschmiede", SEATS, SEED, bot_delay=0.05, options={"block_seconds": WINDOW})
    mirror = play.table
    policy = Policy(SEED)
    known = server.known_hosts(tmp_path)
    players = [Player(seat, Terminal(ssh_command(server.port, name, known, "-o", "SetEnv=LANG=en_US.UTF-8"),
                                     tmp_path))
               for seat, (name, bot) in enumerate(SEATS) if not bot]
    countdowns = 0
    try:
        for player in players:
            player.wait(mirror, f"Your hand – {mirror.names[player.seat]}", "the table screen")
        for _ in range(60):
            play.bots(only_bots=True)
            if mirror.hand_over or policy.done == {"queen", "block"}:
                break
            seat = next(s for s in mirror.game.seats_to_act() if not mirror.is_bot(s))
            player = players[seat]
            view = mirror.view_of(seat)
            spec = prompt_for(view, play.look, WINDOW if view.timed else None)
            if spec is None:
                now = state_shown(play, seat)
                player.wait(mirror, lambda text: "Your turn." in text and now(text), f"{mirror.names[seat]}'s turn")
                player.terminal.keys("o")
                spec = all_moves_prompt(view, play.look)
            timed = spec.timeout is not None     # a timed window counts down on the screen of who may answer
            now = state_shown(play, seat)         # this question, asked in the table's state now
            player.wait(mirror, lambda text: now(text) and spec.title in text and "Enter confirms" in text
                        and (not timed or COUNTDOWN.search(text) is not None),
                        f"the whole question to {mirror.names[seat]}: {spec.title}")
            countdowns += timed
            if timed:                             # ... and on every other screen: in its own question, or else on
                asked = mirror.game.seats_to_act()  # its status line
                for other in players:
                    if other is not player:
                        where = "question" if other.seat in asked else "status line"
                        other.wait(mirror, counting_down(other.seat in asked),
                                   f"the countdown on {mirror.names[other.seat]}'s {where}")
            index = policy.pick(play, seat, view, spec)
            player.terminal.keys(*index_keys(index))
            play.referee.submit(seat, spec.choices[index].move)
            for other in players:
                other.frame(mirror)
        assert policy.done == {"queen", "block"}, f"only {policy.done} happened"
        assert countdowns >= 1
        for player in players:                          # both screens follow the table to the last move
            player.wait(mirror, state_shown(play, player.seat), "the table as it is now on every screen")
    finally:
        for player in players:
            player.terminal.close()
        assert server.stop() == 0
