"""End to end in a real terminal: a whole hand of faraon for two people, several cards in one move marked with
Space and played with Enter, in ``maumau play`` under tmux (send-keys, capture-pane).

The test keeps its own copy of the table (same ruleset, seats and seed: the same deal) to know which keys to
press and what the screen must show; it waits for what it expects, never for a time.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from maumau_tui.cards import card_label
from maumau_tui.engine.views import View
from maumau_tui.notation import Move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.hotseat import HandOff, HotSeat
from maumau_tui.tui.labels import RED_SUITS, Look
from maumau_tui.tui.prompts import prompt_for
from tmux_helpers import Terminal
from tui_helpers import labels_on_screen

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

SEATS = [("Anna", False), ("Ben", False)]


def multi_play(view: View) -> Move | None:
    """The longest play of several cards this seat may make now."""
    plays = [move for move in view.legal if move.kind == "play" and len(move.cards) > 1 and move.as_card is None]
    return max(plays, key=lambda move: len(move.cards), default=None)


def first_seed_with_a_pair_to_play() -> int:
    """The first seed whose first decision can be a play of several cards (found by dealing, not by luck)."""
    for seed in range(500):
        table = Table.from_names("faraon", SEATS, seed=seed)
        table.deal()
        actor = table.actor
        if actor is not None and multi_play(table.view_of(actor)) is not None:
            return seed
    raise AssertionError("no seed deals a pair that fits")


def card_keys(index: int) -> list[str]:
    """A digit chooses cards 1..10; the same digit again ten further on."""
    digit = str((index + 1) % 10)
    return [digit] * (index // 10 + 1)


def test_a_hand_of_faraon_with_marked_cards_in_tmux(tmp_path: Path) -> None:
    seed = first_seed_with_a_pair_to_play()
    table = Table.from_names("faraon", SEATS, seed=seed)
    table.deal()
    referee = Referee(table, ManualClock(), bot_delay=0.0)
    mirror = HotSeat(referee, "en")
    look = Look("en", german_pack=True)
    command = (f"{sys.executable} -m maumau_tui play --seed {seed} --ruleset faraon --seat Anna --seat Ben "
               f"--lang en --bot-delay 0")
    terminal = Terminal(command, tmp_path)
    marked_moves = decisions = 0
    try:
        for _ in range(300):
            if table.hand_over:
                break
            step = mirror.next_step()
            if isinstance(step, HandOff):
                name = table.names[step.seat]
                text = terminal.wait_for(lambda t: f"{name}: press Enter" in t, f"the hand-off to {name}")
                assert not labels_on_screen(text), text
                terminal.keys("enter")
                mirror.take_keyboard(step.seat)
                continue
            actor = table.actor
            assert actor is not None and actor == mirror.holder
            view = table.view_of(actor)
            spec = prompt_for(view, look)
            expected = [f"Your hand – {table.names[actor]}", "Your turn."]
            if spec is not None:
                expected.append(spec.title)
            text = terminal.wait_for(lambda t: all(part in t for part in expected), f"{expected}")
            allowed = {card_label(code) for code in view.hand} | {card_label(view.pile_top)}
            assert labels_on_screen(text) <= allowed, f"another seat's card on screen:\n{text}"
            decisions += 1
            if spec is not None:
                terminal.keys("1", "enter")
                referee.submit(actor, spec.choices[0].move)
                continue
            several = multi_play(view)
            if several is not None:
                assert "Space marks, Enter plays the marked" in text
                order = [view.hand.index(card) for card in several.cards]
                if len(set(order)) < len(order):           # the same card twice (two packs): its other copy
                    order = _indices(view.hand, several.cards)
                for number, index in enumerate(order, 1):
                    terminal.keys(*card_keys(index), "space")
                    terminal.wait_for(lambda t, n=number: f"{n} marked – Enter plays {'it' if n == 1 else 'them'}" in t,
                                      f"{number} marked")
                terminal.keys("enter")
                referee.submit(actor, several)
                marked_moves += 1
                continue
            plays = [move for move in view.legal if move.kind == "play" and move.as_card is None]
            if plays:
                move = plays[0]
                terminal.keys(*card_keys(view.hand.index(move.cards[0])), "enter")
            else:
                move = next(move for move in view.legal if move.kind in ("draw", "accept", "pass"))
                terminal.keys({"draw": "d", "accept": "a", "pass": "p"}[move.kind])
            referee.submit(actor, move)
        assert table.hand_over, "the hand did not end"
        assert marked_moves >= 1 and decisions >= 3
        text = terminal.wait_for(lambda t: "Hand 1 is over" in t and "q: leave" in t, "the hand end, taking keys")
        for hand in table.game.hands:                   # (every hand is shown at its end)
            assert " ".join(card_label(code) for code in sorted(hand)) in text
        terminal.keys("q")
        terminal.wait_for(lambda t: "Leave the match?" in t, "the question before leaving")
        terminal.keys("3", "enter")                     # 3 quits (each line keeps its digit)
        terminal.wait_for(lambda t: t == "", "the app ending (its session closes)", limit=10)
    finally:
        quit_and_close(terminal)


def quit_and_close(terminal: Terminal) -> None:
    """End the app the player's way (Ctrl+Q) before the terminal goes: an app whose terminal is killed under it
    may stay behind."""
    try:
        terminal.keys("C-q")
        terminal.wait_for(lambda text: text == "", "the app ending", limit=10)
    except (subprocess.CalledProcessError, AssertionError):
        pass                                   # the app (and its session) had ended already
    finally:
        terminal.close()


def _indices(hand: tuple[int, ...], cards: tuple[int, ...]) -> list[int]:
    """Each card's place in the hand, a card held twice taking its next copy."""
    used: Counter[int] = Counter()
    out = []
    for card in cards:
        places = [index for index, code in enumerate(hand) if code == card]
        out.append(places[used[card]])
        used[card] += 1
    return out


def sgr_runs(line: str) -> list[tuple[set[str], str]]:
    """A captured line (``capture-pane -e``) as (the SGR codes in force, text) runs."""
    runs: list[tuple[set[str], str]] = []
    codes: set[str] = set()
    for part in re.split(r"(\x1b\[[0-9;]*m)", line):
        if part.startswith("\x1b["):
            numbers = part[2:-1].split(";") if part[2:-1] else ["0"]
            codes = set() if "0" in numbers or numbers == [""] else codes | set(numbers)
            if numbers[0] == "0" and len(numbers) > 1:
                codes = set(numbers[1:])
        elif part:
            runs.append((codes, part))
    return runs


CHROMATIC = {str(code) for code in [*range(31, 37), *range(91, 97)]}


@pytest.mark.parametrize("no_color", [True, False])
def test_without_colour_and_in_16_colours_the_card_states_read_in_a_real_terminal(tmp_path: Path,
                                                                                  no_color: bool) -> None:
    """TERM=screen (16 colours), with and without NO_COLOR: the chosen card is reversed, the playable ones are
    bold and bracketed, and without colour no colour at all reaches the terminal."""
    table = Table.from_names("standard", [("Anna", False), ("Bot", True)], seed=4)
    table.deal()
    assert table.actor == 0                                        # seed 4: Anna first, with five cards to play
    command = (f"env TERM=screen{' NO_COLOR=1' if no_color else ''} {sys.executable} -m maumau_tui play --seed 4 "
               f"--ruleset standard --seat Anna --seat Bot:bot=easy --lang en --bot-delay 0")
    terminal = Terminal(command, tmp_path)
    try:
        terminal.wait_for(lambda t: "Your hand – Anna" in t and "Your turn." in t, "Anna's turn")
        view = table.view_of(0)
        coloured = terminal.tmux("capture-pane", "-p", "-e", "-t", "game").splitlines()
        row = next(line for line in coloured if card_label(view.hand[0]) in re.sub(r"\x1b\[[0-9;]*m", "", line)
                   and "│" in line)
        runs = sgr_runs(row)
        chosen = next(codes for codes, text in runs if card_label(view.hand[0]) in text)
        assert "7" in chosen, runs                                 # reverse: the chosen card
        playable = {card for move in view.legal if move.kind == "play" for card in move.cards}
        for card in playable - {view.hand[0]}:
            codes = next(codes for codes, text in runs if card_label(card) in text)
            assert "1" in codes, (card_label(card), runs)          # bold: a playable card
            assert f"[{card_label(card)}]" in re.sub(r"\x1b\[[0-9;]*m", "", row)
        used = {code for line in coloured for codes, _ in sgr_runs(line) for code in codes}
        if no_color:
            assert not used & CHROMATIC, sorted(used & CHROMATIC)  # monochrome: no red, no blue
        else:                                                      # 16 colours: the red cards are red, not the
            red = [card for card in view.hand if card & 3 in RED_SUITS]   # theme's red brought down to magenta
            assert red and all({"31", "91"} & next(codes for codes, text in runs if card_label(card) in text)
                               for card in red), runs
    finally:
        quit_and_close(terminal)


@pytest.mark.parametrize("no_color", [False, True])
def test_in_16_colours_the_settings_mark_the_row_enter_changes(tmp_path: Path, no_color: bool) -> None:
    """TERM=screen: the settings' rows are a list without focus; its chosen row is marked there too (PLAYTEST60),
    also without colour (PLAYTEST85: not one byte changed as the cursor moved)."""
    command = (f"env TERM=screen{' NO_COLOR=1' if no_color else ''} {sys.executable} -m maumau_tui play --seed 4 "
               f"--ruleset standard --seat Anna "
               f"--seat Bot:bot=easy --lang en --bot-delay 0")
    terminal = Terminal(command, tmp_path)
    try:
        terminal.wait_for(lambda t: "Your turn." in t, "Anna's turn")
        terminal.keys("s")
        terminal.wait_for(lambda t: "Language:" in t and "Colours:" in t, "the settings")
        def marking(row: str) -> set[str]:
            coloured = terminal.tmux("capture-pane", "-p", "-e", "-t", "game").splitlines()
            lines = [line for line in coloured if row in re.sub(r"\x1b\[[0-9;]*m", "", line)]
            return {code for line in lines for codes, text in sgr_runs(line) if row in text for code in codes}

        marks = {"7", "47", "107"}                                  # reverse, or a white background
        assert marking("Language:") & marks and not marking("Cards as letters") & marks
        assert "30" in marking("Language:")     # black text: the plain one is the background's grey on a Linux console
        terminal.keys("Down")
        terminal.wait_for(lambda t: bool(marking("Cards as letters") & marks), "the mark on the next row")
        assert not marking("Language:") & marks
    finally:
        quit_and_close(terminal)


@pytest.mark.parametrize("term", ["xterm", "screen"])
def test_without_colour_the_first_screen_marks_the_chosen_variant(tmp_path: Path, term: str) -> None:
    """PLAYTEST85: with NO_COLOR in 16 colours the cursor's grey came out black, like the lines around it."""
    terminal = Terminal(f"env TERM={term} NO_COLOR=1 {sys.executable} -m maumau_tui play --lang en", tmp_path)
    try:
        terminal.wait_for(lambda t: "Which variant do you want to play?" in t and "Kronenstube" in t, "the first screen")

        def looks(name: str) -> set[str]:
            coloured = terminal.tmux("capture-pane", "-p", "-e", "-t", "game").splitlines()
            line = next(line for line in coloured if re.sub(r"\x1b\[[0-9;]*m", "", line).startswith(f" ▊ {name}"))
            return next(codes for codes, text in sgr_runs(line) if name in text)

        chosen, other = looks("Mau-Mau"), looks("Kronenstube")      # (the codes in force on the name)
        assert chosen != other, (chosen, other)
        terminal.keys("Down")
        terminal.wait_for(lambda t: looks("Kronenstube") == chosen, "the mark on the next variant")
        assert looks("Mau-Mau") == other
    finally:
        quit_and_close(terminal)


def test_in_16_colours_a_notice_writes_its_text_in_a_colour_of_its_own(tmp_path: Path) -> None:
    """PLAYTEST85: a notice was the terminal's own text colour on black, black on black in a light terminal."""
    terminal = Terminal(f"env TERM=screen {sys.executable} -m maumau_tui play --lang en", tmp_path)
    try:
        terminal.wait_for(lambda t: "Which variant do you want to play?" in t, "the first screen")
        terminal.keys("s")
        terminal.wait_for(lambda t: "Language:" in t, "the settings")
        terminal.keys("s")                                          # saved: a notice says so
        terminal.wait_for(lambda t: "Settings saved" in t, "the notice")
        coloured = terminal.tmux("capture-pane", "-p", "-e", "-t", "game").splitlines()
        line = next(line for line in coloured if "Settings saved" in re.sub(r"\x1b\[[0-9;]*m", "", line))
        codes = next(codes for codes, text in sgr_runs(line) if "Settings saved" in text)
        assert "40" in codes and {"37", "97"} & codes, (codes, sgr_runs(line))
    finally:
        quit_and_close(terminal)
