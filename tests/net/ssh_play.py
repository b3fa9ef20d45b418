"""Playing over SSH from tests: each person's terminal (an OpenSSH client in tmux) and a mirror of the table.

The mirror is a copy of the server's seeded table (same ruleset, seats, seed; bots turned by a
``ManualClock``), so a test knows whose turn it is, which keys make the move it chose, and what each
screen must show.  Every frame captured is checked: it shows no card that sits in another seat's hand.
"""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Callable, Sequence

from maumau_tui.cards import card_label, parse_card
from maumau_tui.engine.game import Game
from maumau_tui.engine.views import View
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.labels import Look
from maumau_tui.tui.prompts import PromptSpec, all_moves_prompt, prompt_for
from maumau_tui.tui.score_words import WORDS as SCORE_WORDS
from net_helpers import Terminal, group_app, wait_until

SEED = 4
SEATS = [("Anna", False), ("Ben", False), ("Robo", True)]
CARD = re.compile(r"(?:10|[2-9JQKA])[♣♠♥♦]")


def labels_on(text: str) -> set[str]:
    return set(CARD.findall(text))


def index_keys(index: int) -> list[str]:
    """The keys that choose line ``index`` of a prompt and confirm it."""
    return [str(min(index, 8) + 1), *["Down"] * max(0, index - 8), "Enter"]


class Leak(AssertionError):
    """A frame shows a card of another seat's hand."""


class Player:
    """One person's terminal, and the frames seen on it."""

    def __init__(self, seat: int, terminal: Terminal) -> None:
        self.seat, self.terminal = seat, terminal
        self.frames = 0

    def frame(self, mirror: Table) -> str:
        """The screen now, checked: no card of another seat's hand (the top cards are public)."""
        text = self.terminal.screen()
        game = mirror.game
        if mirror.hand_over or f"Hand {mirror.hand_number - 1} is over" in text or ENDED.search(text):
            self.frames += 1        # the end of a hand shows every hand (also in a frame caught half repainted,
            return text             # its title already the next hand's, the ended hand's table still below)
        hidden = {code for seat, hand in enumerate(game.hands) if seat != self.seat for code in hand}
        hidden -= set(game.hands[self.seat]) | {game.top, game.pile[-1]}
        leaked = labels_on(text) & {card_label(code) for code in hidden}
        if leaked:
            raise Leak(f"{mirror.names[self.seat]} sees {leaked} of another hand:\n{text}")
        self.frames += 1
        return text

    def wait(self, mirror: Table, ready: str | Callable[[str], bool], what: str) -> str:
        """Poll frames (each one checked) until one shows ``ready`` (a text, or a test of the screen)."""
        seen = {"text": ""}
        test = ready if callable(ready) else (lambda text: ready in text)

        def shows() -> bool:
            seen["text"] = self.frame(mirror)
            return test(seen["text"])

        try:
            wait_until(shows, what)
        except Leak:
            raise
        except AssertionError:
            raise AssertionError(f"{what}: not shown:\n{seen['text']}") from None
        return seen["text"]


def hand_on(text: str) -> list[str]:
    """The card labels inside the "Your hand" box of a screen."""
    lines = text.splitlines()
    start = next((number for number, line in enumerate(lines) if "╭─ Your ha" in line), None)
    if start is None:
        return []
    box = []
    for line in lines[start + 1:]:
        if "╰" in line:
            break
        box.append(line)
    return sorted(CARD.findall("\n".join(box)))


def turn_shown(view: View, log: list[str]) -> Callable[[str], bool]:
    """The screen shows this seat's turn in exactly the state of ``view``: its hand, the top card, and the
    log's last line (a key pressed on an older frame would be dropped, as the app drops stale keys)."""
    hand = sorted(card_label(code) for code in view.hand)
    top = f"Top: [ {card_label(view.top)} ]"
    return lambda text: "Your turn." in text and top in text and hand_on(text) == hand and log_ends(text, log)


def log_ends(text: str, log: list[str]) -> bool:
    """The game log's box on the screen ends with the last line of ``log``, as the mirror has it: the server has come
    as far as the mirror (a bot's catch waits for the people who may catch first, in the server's real seconds, where
    the mirror's clock jumps; the same line earlier in the log is not enough)."""
    if not log:
        return True
    box = [line.split("││", 1)[1].rstrip("│ ▁▂▃▄▅▆▇█▀▔") for line in text.splitlines() if "││" in line]   # (a scrollbar)
    return " ".join(" ".join(box).split()).endswith(" ".join(log[-1].split()))


# the hand end's table of every revealed hand, by its heads (the sheet's own words: "Seat" was renamed "Player")
ENDED = re.compile(rf"^\s*{SCORE_WORDS['en']['col_seat']}\s+{SCORE_WORDS['en']['col_cards']}\b", re.MULTILINE)


class Mirror:
    """The test's copy of the server's table, its bots on a clock the test turns, and the test's choices."""

    def __init__(self, ruleset: str, seats: list[tuple[str, bool]], seed: int, bot_delay: float,
                 options: dict[str, bool | int] | None = None) -> None:
        self.table = Table.from_names(ruleset, seats, seed=seed, options=options)
        self.table.deal()
        self.clock = ManualClock()
        self.bot_delay = bot_delay
        self.referee = Referee(self.table, self.clock, bot_delay=bot_delay)
        self.look = Look("en")
        self.rng = random.Random(seed)

    def bots(self, only_bots: bool = False) -> None:
        """Bots move at their pace, as on the server (``only_bots``: never let a person's window time out)."""
        while self.referee.due() is not None and not (only_bots and self.table.next_bot() is None):
            self.clock.advance(self.bot_delay)
            self.referee.poll()

    def decide(self, players: list[Player]) -> bool:
        """The next person's decision by keys on their terminal (the same move in the mirror); every screen's
        frame checked after it.  False when the hand is over."""
        self.bots()
        mirror = self.table
        if mirror.hand_over:
            return False
        actor = mirror.actor
        assert actor is not None and not mirror.is_bot(actor)
        self.move_by_keys(next(p for p in players if p.seat == actor), actor)
        for other in players:                        # every screen, every frame: nobody else's cards
            other.frame(mirror)
        return True

    def move_by_keys(self, player: Player, actor: int) -> None:
        """``actor``'s move by keys on ``player``'s terminal (a random one of the whole question), then the same
        move in the mirror."""
        mirror = self.table
        view = mirror.view_of(actor)
        spec: PromptSpec | None = prompt_for(view, self.look)
        if spec is None:
            player.wait(mirror, turn_shown(view, mirror.log_of(actor, "en")), f"{mirror.names[actor]}'s turn with their hand")
            player.terminal.keys("o")
            spec = all_moves_prompt(view, self.look)
        hand = sorted(label for label in map(card_label, view.hand) if CARD.fullmatch(label))
        title = spec.title                           # the whole question, asked with the hand as it is now
        player.wait(mirror, lambda text: title in text and "Enter confirms" in text and hand_on(text) == hand,
                    f"the prompt of {mirror.names[actor]}")
        index = self.choose(spec)
        choice = spec.choices[index]
        assert choice.move is not None and choice.then is None   # standard: no jokers, no follow-ups
        player.terminal.keys(*index_keys(index))
        self.referee.submit(actor, choice.move)

    def choose(self, spec: PromptSpec) -> int:
        """A line of the question, at random, though a card played three times in four where one may be: all lines
        alike drew and passed so often that a hand took a hundred decisions (two minutes of SSH test)."""
        lines = range(len(spec.choices))
        plays = [index for index in lines if (move := spec.choices[index].move) is not None and move.kind == "play"]
        return self.rng.choice(plays if plays and self.rng.random() < 0.75 else lines)


def erftschmiede_group(hands: Sequence[str], dealer: int) -> tuple[Mirror, SeatApp, asyncio.Task[None]]:
    """Erftschmiede at a server: Anna and Ben a group at Anna's terminal, Robo a bot; the hand laid out card by card
    (``hands``; 9♥ on the pile; ``dealer`` 2: Anna plays first, 1: Robo), 10 s to block.  Anna's app, not started."""
    play = Mirror("erftschmiede", [("Anna", False), ("Ben", False), ("Robo", True)], 1, bot_delay=0.05,
                  options={"block_seconds": 10})
    table = play.table
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards(hand) for hand in hands], cards("9H"),
                                cards("AS KS 7H 8S"), dealer))
    play.referee = Referee(table, play.clock, bot_delay=play.bot_delay)   # (of this hand, not the one dealt)
    app, serving = group_app(Hub(), TableHost(play.referee), [0, 1])
    return play, app, serving

