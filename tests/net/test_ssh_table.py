"""Two players at their own terminals and a bot play a whole hand over SSH (OpenSSH client in tmux).

The server hosts one seeded table (``--table standard --seats Anna,Ben,Robo:bot``).  The test keeps a
copy of it (same ruleset, seats, seed; bots turned by a ``ManualClock``), so it knows whose turn it is,
which keys make the move it chose, and what each screen must show.  Every frame captured from either
terminal is checked: it shows no card that sits in another seat's hand.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

from maumau_tui.cards import card_label
from maumau_tui.engine.views import View
from maumau_tui.referee import ManualClock, Referee
from maumau_tui.table import Table
from maumau_tui.tui.labels import Look
from maumau_tui.tui.prompts import PromptSpec, all_moves_prompt, prompt_for
from net_helpers import Server, Terminal, needs_tools, ssh_command, wait_until

pytestmark = needs_tools

SEED = 4
SEATS = [("Anna", False), ("Ben", False), ("Robo", True)]
CARD = re.compile(r"(?:10|[2-9JQKA])[♣♠♥♦]")


def labels_on(text: str) -> set[str]:
    return set(CARD.findall(text))


def index_keys(index: int) -> list[str]:
    """The keys that choose line ``index`` of a prompt and confirm it."""
    return [str(min(index, 8) + 1), *["Down"] * max(0, index - 8), "Enter"]


class Player:
    """One person's terminal, and the frames seen on it."""

    def __init__(self, seat: int, terminal: Terminal) -> None:
        self.seat, self.terminal = seat, terminal
        self.frames = 0

    def frame(self, mirror: Table) -> str:
        """The screen now, checked: no card of another seat's hand (the top cards are public)."""
        text = self.terminal.screen()
        game = mirror.game
        hidden = {code for seat, hand in enumerate(game.hands) if seat != self.seat for code in hand}
        hidden -= set(game.hands[self.seat]) | {game.top, game.pile[-1]}
        leaked = labels_on(text) & {card_label(code) for code in hidden}
        assert not leaked, f"{mirror.names[self.seat]} sees {leaked} of another hand:\n{text}"
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
        except AssertionError:
            raise AssertionError(f"{what}: not shown:\n{seen['text']}") from None
        return seen["text"]


def hand_on(text: str) -> list[str]:
    """The card labels inside the "Your hand" box of a screen."""
    lines = text.splitlines()
    start = next((number for number, line in enumerate(lines) if "Your hand –" in line), None)
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
    last = log[-1][:30] if log else ""
    return lambda text: "Your turn." in text and top in text and hand_on(text) == hand and last in text


def test_two_players_and_a_bot_play_a_whole_hand_over_ssh(tmp_path: Path) -> None:
    seats = ",".join(f"{name}:bot" if bot else name for name, bot in SEATS)
    server = Server(tmp_path, "--table", "standard", "--seats", seats, "--seed", str(SEED), "--bot-delay", "0.05",
                    lines=4)
    mirror = Table.from_names("standard", SEATS, seed=SEED)
    mirror.deal()
    clock = ManualClock()
    referee = Referee(mirror, clock, bot_delay=0.05)
    look = Look("en")
    rng = random.Random(SEED)
    known = server.known_hosts(tmp_path)
    players = [Player(seat, Terminal(ssh_command(server.port, name, known, "-o", "SetEnv=LANG=en_US.UTF-8"),
                                     tmp_path))
               for seat, (name, bot) in enumerate(SEATS) if not bot]
    decisions = 0
    try:
        assert server.lines[3] == "table: standard with Anna, Ben, Robo (bot)"
        for player in players:
            player.wait(mirror, f"Your hand – {mirror.names[player.seat]}", "the table screen")
        for _ in range(300):
            while referee.due() is not None:            # bots move at their pace on the server
                clock.advance(0.05)
                referee.poll()
            if mirror.hand_over:
                break
            actor = mirror.actor
            assert actor is not None and not mirror.is_bot(actor)
            player = next(p for p in players if p.seat == actor)
            view = mirror.view_of(actor)
            spec: PromptSpec | None = prompt_for(view, look)
            if spec is None:
                player.wait(mirror, turn_shown(view, mirror.log_of(actor, "en")),
                            f"{mirror.names[actor]}'s turn with their hand")
                player.terminal.keys("o")
                spec = all_moves_prompt(view, look)
            player.wait(mirror, spec.title, f"the prompt of {mirror.names[actor]}")
            index = rng.randrange(len(spec.choices))
            choice = spec.choices[index]
            assert choice.move is not None and choice.then is None   # standard: no jokers, no follow-ups
            player.terminal.keys(*index_keys(index))
            referee.submit(actor, choice.move)
            decisions += 1
            for other in players:                        # every screen, every frame: nobody else's cards
                other.frame(mirror)
        assert mirror.hand_over, "the hand did not end"
        winner = mirror.names[mirror.game.out[0]]
        for player in players:
            player.wait(mirror, winner, "the end of the hand")
        assert decisions >= 5 and all(player.frames >= decisions for player in players)
    finally:
        for player in players:
            player.terminal.close()
        assert server.stop() == 0
