"""A finished hand has one Outcome; the public view shows no hand and no move and hides every card."""

from __future__ import annotations

import random

import pytest

from maumau_tui.engine.game import Game
from maumau_tui.engine.outcome import Outcome, Termination
from maumau_tui.engine.views import view
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load
from maumau_tui.sim import seat_names


@pytest.mark.parametrize(("ruleset_id", "termination"), [
    ("standard", Termination.FIRST_OUT), ("miese-punkte", Termination.FIRST_OUT),
    ("idioten-mau", Termination.ONE_LEFT), ("faraon", Termination.ONE_LEFT), ("prsi", Termination.ONE_LEFT)])
def test_the_outcome_agrees_with_the_old_flags(ruleset_id: str, termination: Termination) -> None:
    tables = compile_ruleset(load(ruleset_id), 3)
    for seed in range(60):
        game = Game.deal(tables, seat_names(3), seed=seed)
        rng = random.Random(seed)
        while not game.finished:
            assert game.outcome is None
            game.apply(rng.choice(game.legal_moves()))
        outcome = game.outcome
        assert isinstance(outcome, Outcome) and outcome.termination is termination
        assert outcome.winner == game.winner == game.out[0]
        assert outcome.loser == game.loser and outcome.loser not in outcome.out
        assert outcome.out == tuple(game.out) and list(outcome.scores) == game.scores()


def test_the_public_view_shows_no_hand_no_move_and_no_hidden_card() -> None:
    tables = compile_ruleset(load("erftschmiede"), 4)
    for seed in range(40):
        game = Game.deal(tables, seat_names(4), seed=seed)
        rng = random.Random(seed)
        while not game.finished:
            public = view(game, None)
            assert public.seat == -1 and public.hand == () and public.legal == () and not public.my_turn
            assert public.hand_sizes == tuple(len(hand) for hand in game.hands)
            twin = game.copy()   # the same table with the hidden cards of two hands exchanged
            pool = twin.hands[0] + twin.hands[1] + twin.stock
            rng.shuffle(pool)
            sizes = len(twin.hands[0]), len(twin.hands[1])
            twin.hands[0], twin.hands[1], twin.stock = pool[:sizes[0]], pool[sizes[0]:sum(sizes)], pool[sum(sizes):]
            assert view(twin, None) == public
            seat = rng.choice(game.seats_to_act())
            game.apply(rng.choice([m for m in game.legal_moves(seat) if m.kind != "catch"] or game.legal_moves(seat)),
                       seat)
