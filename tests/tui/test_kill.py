"""``kill -9`` in a real terminal loses nothing: at a prompt, in a timed window and during a vote the app is
killed outright (no handler runs), ``maumau resume`` starts it again, the match stands exactly as before
the kill (the same view for every seat, the same score sheet, the same screen where the screen is state)
and play goes on from there.  Every wait is for a condition on the screen or the save, never a sleep."""

from __future__ import annotations

import os
import shutil
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from maumau_tui.engine.views import view
from maumau_tui.store.saves import Store
from tmux_helpers import Terminal

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

GAME = f"{sys.executable} -m maumau_tui"
RESUME = f"{GAME} resume --lang en --bot-delay 0"


def play(seed: int, ruleset: str, *seats: str) -> str:
    return (f"{GAME} play --seed {seed} --ruleset {ruleset} --lang en --bot-delay 0 "
            + " ".join(f"--seat {seat}" for seat in seats))


def state(home: Path) -> dict[str, Any]:
    """The match as saved: its moves, every seat's view, the score sheet, the house rules."""
    saves = Store(home).unfinished()
    assert len(saves) == 1, saves
    match = saves[0].match
    game = match.game if match.game is not None else match.deal()   # saved before any move: dealt again on resume
    return {"id": saves[0].id, "moves": list(match.moves), "views": [view(game, seat) for seat in range(game.n)],
            "totals": list(match.totals), "results": [result.scores for result in match.results],
            "options": dict(match.options), "changes": list(match.changes)}


def moves_saved(home: Path) -> int:
    try:
        return len(state(home)["moves"])
    except (AssertionError, OSError):
        return -1


def steady(text: str) -> list[str]:
    """The screen without what is not the match's state: the card cursor, a countdown, the two key lines."""
    lines = text.splitlines()[:22]
    return [line for line in lines if "▲" not in line and " s left" not in line]


def card_key(text: str, label: str) -> str:
    """The digit that chooses the card ``label`` in the hand shown."""
    lines = text.splitlines()
    top = next(number for number, line in enumerate(lines) if "Your hand – " in line)
    cards = [word.strip("[]") for word in lines[top + 2].strip("│ ").split()]
    return str((cards.index(label) + 1) % 10)


def until_saved(terminal: Terminal, home: Path, ready: Callable[[int], bool], what: str) -> None:
    terminal.wait_for(lambda _text: ready(moves_saved(home)), what)


def kill_and_resume(terminal: Terminal, home: Path) -> tuple[Terminal, dict[str, Any], str]:
    """``kill -9`` the app, start ``maumau resume``; the state before the kill and the screen it showed."""
    before, screen = state(home), terminal.screen()
    os.kill(terminal.app_pid(), signal.SIGKILL)
    terminal.wait_for(lambda text: text == "", "the killed app's terminal to close")
    terminal.close()
    return Terminal(RESUME, home), before, screen


def test_kill_at_a_prompt_resumes_at_the_same_prompt(tmp_path: Path) -> None:
    terminal = Terminal(play(4, "standard", "Anna", "Robo:bot=easy", "Rita:bot=easy"), tmp_path)
    try:
        text = terminal.wait_for(lambda t: "Your hand – Anna" in t and "[J♠]" in t, "Anna's hand")
        terminal.keys(card_key(text, "J♠"), "enter")
        asked = lambda t: "Which suit do you wish for?" in t and "Enter confirms" in t   # noqa: E731 (its keys held no more)
        terminal.wait_for(asked, "the wish prompt")
        until_saved(terminal, tmp_path, lambda moves: moves == 1, "the Jack saved")
        terminal.wait_for(asked, "the wish prompt, its keys shown")
        terminal, before, screen = kill_and_resume(terminal, tmp_path)
        # (the whole screen, once drawn: the first frame of the resumed app may be caught half written)
        terminal.wait_for(lambda t: asked(t) and steady(t) == steady(screen), "the same prompt after resume")
        assert state(tmp_path) == before and before["moves"] == [(1, 0, "play JS")]
        terminal.keys("3", "enter")                                  # play goes on: Hearts, then the bots
        until_saved(terminal, tmp_path, lambda moves: moves >= 3, "the wish and the bots' moves")
        after = state(tmp_path)
        assert after["id"] == before["id"] and after["moves"][:2] == [(1, 0, "play JS"), (1, 0, "wish H")]
    finally:
        terminal.close()


def test_kill_in_a_timed_window_resumes_with_the_window_open(tmp_path: Path) -> None:
    terminal = Terminal(play(3, "erftschmiede", "Anna", "Ben", "Robo:bot=easy"), tmp_path)
    try:
        terminal.wait_for(lambda t: "Anna: press Enter" in t, "the first hand-off")
        terminal.keys("enter")
        text = terminal.wait_for(lambda t: "Your hand – Anna" in t and "[6♣]" in t and "Your turn." in t, "Anna's turn")
        terminal.keys(card_key(text, "6♣"), "enter")
        terminal.wait_for(lambda t: "Block? Anna played a 6" in t and " s left" in t, "the block window")
        terminal, before, screen = kill_and_resume(terminal, tmp_path)
        again = terminal.wait_for(lambda t: "Block? Anna played a 6" in t and " s left" in t, "the window again")
        assert steady(again) == steady(screen)
        assert state(tmp_path) == before and before["views"][1].window == (1,)    # Ben may still block
        assert "paused" in again                                     # Ben has not seen his cards: it waits for him
        count = len(before["moves"])
        terminal.keys("2")                                           # Ben (seat 2) claims, looks and lets it go
        terminal.wait_for(lambda t: "Ben: press Enter" in t, "Ben's hand-off")
        terminal.keys("enter")
        prompt = terminal.wait_for(lambda t: "Don't block" in t and "Enter confirms" in t, "Ben's choice")
        line = next(row for row in prompt.splitlines() if "Don't block" in row)
        terminal.keys(line.split(".")[0].split()[-1], "enter")
        until_saved(terminal, tmp_path, lambda moves: moves > count, "the window to close")
        assert state(tmp_path)["moves"][:count + 1] == [*before["moves"], (1, 1, "accept")]
    finally:
        terminal.close()


def test_kill_during_a_vote_resumes_with_the_vote_as_it_stood(tmp_path: Path) -> None:
    terminal = Terminal(play(4, "standard", "Anna", "Ben", "Rita:bot=easy"), tmp_path)
    try:
        terminal.wait_for(lambda t: "Anna: press Enter" in t, "the first hand-off")
        terminal.keys("enter")
        text = terminal.wait_for(lambda t: "Your hand – Anna" in t and "[J♠]" in t and "Your turn." in t, "Anna's turn")
        terminal.keys("h")
        terminal.wait_for(lambda t: "Change a house rule" in t and "Quick" in t, "the house rules")
        terminal.keys("enter")
        # the whole vote drawn, not its key line over the list of rules still (a frame a loaded machine held)
        whole = lambda t: "Ben, do you agree?" in t and "Anna: yes (proposes)" in t and "[ ]" not in t  # noqa: E731
        terminal.wait_for(whole, "the vote")
        terminal, before, screen = kill_and_resume(terminal, tmp_path)
        vote = terminal.wait_for(whole, "the vote after resume, as it stood")
        assert steady(vote) == steady(screen)
        assert state(tmp_path) == before and before["changes"] == [] and before["moves"] == []
        terminal.keys("escape")                                      # withdrawn: the rules stay as they were
        terminal.wait_for(lambda t: "Anna: press Enter" in t, "Anna's hand-off after the vote")
        terminal.keys("enter")
        again = terminal.wait_for(lambda t: "Your hand – Anna" in t and "[J♠]" in t and "Your turn." in t,
                                  "Anna's turn after resume")
        assert "Proposal withdrawn" in again                          # the log says so (PLAYTEST86 F5) ...
        beside_log = [line.split("││")[0] for line in steady(again)]  # ... else the same table, the same hand
        assert beside_log == [line.split("││")[0] for line in steady(text)]
        terminal.keys(card_key(again, "J♠"), "enter")               # play goes on
        terminal.wait_for(lambda t: "Which suit do you wish for?" in t, "the wish prompt")
        terminal.keys("1", "enter")
        until_saved(terminal, tmp_path, lambda moves: moves >= 2, "Anna's Jack and wish")
        assert state(tmp_path)["moves"][:2] == [(1, 0, "play JS"), (1, 0, "wish C")]
    finally:
        terminal.close()
