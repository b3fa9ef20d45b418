"""A hand still being played shows in the replay viewer only what everybody at the table heard of (review 63): a
drawer's choice to keep Faraón's drawn 7 is its own, so it is no step of its own there, nor counted in the moves,
and the moment the drawer chose in (the cards drawn so far held back from the others) is not shown: a drawn 7
played is one step with the drawing."""

from __future__ import annotations

import random

from maumau_tui.engine.state import DRAWN_IN_PENALTY
from maumau_tui.engine.views import log_lines
from maumau_tui.match import Match
from maumau_tui.store.positions import positions

NAMES = ["Ann", "Bob", "Cy"]


def unfinished(seed: int) -> tuple[Match, int, int]:
    """A Faraón match with the drawn 7, random moves, stopped in a hand some moves after a drawer kept a drawn 7
    (or at the end of the tenth hand when none did); also how often a drawer chose in the hand in play, and how
    often it kept the 7."""
    rng = random.Random(seed)
    match = Match.create("faraon", NAMES, seed=seed, options={"drawn_seven": True})
    for _ in range(10):
        game = match.deal()
        chose = kept = 0
        stop = -1
        while not game.finished and len(match.moves) != stop:
            seat = rng.choice(game.seats_to_act())
            move = rng.choice(game.legal_moves(seat))
            choosing = game.drawn == DRAWN_IN_PENALTY and seat == game.actor
            match.apply(move, seat)
            chose += choosing
            if choosing and move.kind != "play":
                kept += 1
                stop = len(match.moves) + rng.randrange(4)
        if not game.finished:
            return match, chose, kept
    return match, 0, 0


def test_a_hand_in_play_steps_only_through_what_everybody_heard_of() -> None:
    kept_seen = 0
    for seed in range(40):
        match, chose, kept = unfinished(seed)
        if not kept:
            continue
        kept_seen += kept
        replayed = positions(match.record())
        hand = replayed.hands
        steps = [position for position in replayed.positions if position.hand == hand]
        assert not replayed.played_out(hand)
        assert [position.move for position in steps] == list(range(len(steps))), seed
        moved = sum(1 for number, _seat, _text in match.moves if number == hand)
        assert replayed.moves_in(hand) == moved - chose, seed    # (a 7 played: the drawing and it, one step)
        for before, after in zip(steps, steps[1:]):
            assert after.game.drawn != DRAWN_IN_PENALTY, seed
            assert len(log_lines(after.game, None, "en")) > len(log_lines(before.game, None, "en")), seed
    assert kept_seen >= 5


def test_a_hand_played_out_keeps_every_step() -> None:
    """Once a hand has ended every hand is shown, so its every move is a step, the drawer's choice too."""
    match, _, _ = unfinished(6)            # (stopped in hand 3: hands 1 and 2, played out, each hold a drawer's choice)
    replayed = positions(match.record())
    assert replayed.hands >= 3, replayed.hands  # (Review 113: seed 3 stopped in hand 1, and the loop checked nothing)
    for hand in range(1, replayed.hands):
        moved = sum(1 for number, _seat, _text in match.moves if number == hand)
        assert replayed.played_out(hand) and replayed.moves_in(hand) == moved
