"""Thousands of seeded random hands of Erftschmiede-MauMau, 3 to 8 players, with moves out of turn.

Every seat that may act does so at random: the seat on turn, every seat in an answer window (a
block, a swap, a victim), and any seat that may call out a cheat or a missed call.  The engine's
promises must hold throughout: cards are conserved, only legal moves are made, refused moves
change nothing, every hand ends, and the windows open by position only, never by who holds what.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from maumau_tui.engine.game import ANSWERING, Game, IllegalMoveError
from maumau_tui.engine.knowledge import determinize
from maumau_tui.engine.turns import next_seat
from maumau_tui.engine.views import view
from maumau_tui.cards import parse_card
from maumau_tui.notation import parse_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load
from maumau_tui.sim import seat_names

CAP = 5000
HANDS = 400


def seats_that_may_act(game: Game) -> list[int]:
    waiting = game.seats_to_act()
    others = [seat for seat in range(game.n) if seat not in waiting and game.legal_moves(seat)]
    for seat in others:  # a seat the game does not wait for may only call somebody out
        assert {move.kind for move in game.legal_moves(seat)} == {"catch"}
    return waiting + others


def pick_seat(game: Game, rng: random.Random) -> int:
    """A seat the game waits for; now and then a seat that may call somebody out (a catch may be tried after
    every play, and random accusations after each one would keep every hand from ending)."""
    seats = seats_that_may_act(game)
    waiting = game.seats_to_act()
    others = seats[len(waiting):]
    return rng.choice(others) if others and rng.random() < 0.1 else rng.choice(waiting)


def check_window(game: Game) -> None:
    """Who may answer depends on the seats' places only."""
    if game.phase != ANSWERING:
        return
    waiting = game.seats_to_act()
    kind = game.window_kind
    if kind in ("victim", "gift"):
        assert waiting == [game.target]
    elif kind == "block":
        after = [next_seat(game, game.origin)]
        after.append(next_seat(game, after[0]))
        assert set(waiting) <= set(after) and game.origin not in waiting
    else:
        assert kind == "swap" and set(waiting) <= {s for s in range(game.n) if s not in game.out}
    for seat in waiting:
        kinds = {move.kind for move in game.legal_moves(seat)}
        assert "accept" in kinds, "every seat in a window may let it go"
        assert ("wait" in kinds) == (kind in ("swap", "block")), "only a real-time window runs out"


def random_hand(tables, players: int, seed: int, counts: Counter) -> Game:
    game = Game.deal(tables, seat_names(players), dealer=seed % players, seed=seed)
    pack = sorted(tables.deck)           # a sorted list: the multiset test of a Counter, quicker
    rng = random.Random(seed)
    while not game.finished and game.moves_made < CAP:
        check_window(game)
        seat = pick_seat(game, rng)
        legal = game.legal_moves(seat)
        assert legal
        move = rng.choice(legal)
        counts[move.kind] += 1
        game.apply(move, seat)
        assert sorted(game.cards_in_play()) == pack, "cards are not conserved"
    return game


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_random_hands_keep_every_promise(players: int) -> None:
    tables = compile_ruleset(load("erftschmiede"), players)
    counts: Counter = Counter()
    for seed in range(HANDS):
        game = random_hand(tables, players, seed, counts)
        assert game.finished, f"seed {seed} did not end within {CAP} moves"
        assert game.winner is not None and game.hands[game.winner] == []
        assert game.kings < 0 or game.finished
    # the hands used every kind of decision the variant has
    for kind in ("play", "draw", "pass", "wish", "name", "give", "accept", "wait", "cheat", "catch", "say"):
        assert counts[kind] > 0, f"no {kind} move in {HANDS} random hands"


def test_views_and_refusals_in_random_hands() -> None:
    tables = compile_ruleset(load("erftschmiede"), 4)
    tries = [parse_move(text, seat_names(4)) for text in (
        "draw", "pass", "accept", "wait", "wish H", "name A", "name C", "give 5H", "cheat 9C", "catch A",
        "catch B", "play 5H", "play * as QH", "play KS say koenigsrunde", "say einspruch")]
    for seed in range(60):
        game = Game.deal(tables, seat_names(4), dealer=seed % 4, seed=seed)
        rng = random.Random(seed)
        while not game.finished and game.moves_made < CAP:
            for seat in range(4):
                seen = view(game, seat)
                assert sorted(seen.hand) == sorted(game.hands[seat])
                assert set(seen.legal) == set(game.legal_moves(seat))
                assert seen.window == (tuple(game.seats_to_act()) if game.phase == ANSWERING else ())
            for move in tries:
                seat = rng.randrange(4)
                if move in game.legal_moves(seat):
                    continue
                before = (repr(game.hands), game.phase, game.actor, game.top, len(game.log), game.window)
                with pytest.raises(IllegalMoveError):
                    game.apply(move, seat)
                assert before == (repr(game.hands), game.phase, game.actor, game.top, len(game.log), game.window)
            seat = pick_seat(game, rng)
            game.apply(rng.choice(game.legal_moves(seat)), seat)
        assert game.finished


def test_a_seed_and_the_moves_replay_a_hand() -> None:
    tables = compile_ruleset(load("erftschmiede"), 5)
    for seed in range(30):
        game = Game.deal(tables, seat_names(5), dealer=1, seed=seed)
        again = Game.deal(tables, seat_names(5), dealer=1, seed=seed)
        rng = random.Random(seed)
        while not game.finished:
            seat = pick_seat(game, rng)
            move = rng.choice(game.legal_moves(seat))
            game.apply(move, seat)
            again.apply(move, seat)
        assert again.log == game.log and again.hands == game.hands


def test_copies_are_independent_during_windows_and_cheats() -> None:
    tables = compile_ruleset(load("erftschmiede"), 4)
    for seed in range(40):
        game = Game.deal(tables, seat_names(4), dealer=0, seed=seed)
        rng = random.Random(seed)
        while not game.finished:
            if game.phase == ANSWERING or game.cheat is not None:
                state = lambda g: (repr(g.hands), g.stock[:], g.pile[:], g.window, g.phase, g.actor,  # noqa: E731
                                   g.top, g.target, g.gift, g.kings, len(g.log), g.cheat is None)
                before = state(game)
                clone = game.copy()
                seat = pick_seat(clone, rng)
                clone.apply(rng.choice(clone.legal_moves(seat)), seat)
                assert state(game) == before, "a move on a copy changed the original"
            seat = pick_seat(game, rng)
            game.apply(rng.choice(game.legal_moves(seat)), seat)


def test_redeal_during_a_gift_keeps_the_offer_possible() -> None:
    tables = compile_ruleset(load("erftschmiede"), 4)
    found = 0
    for seed in range(200):
        game = Game.deal(tables, seat_names(4), dealer=0, seed=seed)
        rng = random.Random(seed)
        while not game.finished:
            if game.phase == ANSWERING and game.window_kind == "gift":
                found += 1
                for seat in range(4):
                    other = determinize(game, seat, random.Random(seat))
                    assert other.gift in other.hands[other.origin]
                    other.apply(parse_move("accept"), other.target)
                    assert Counter(other.cards_in_play()) == Counter(tables.deck)
            seat = pick_seat(game, rng)
            game.apply(rng.choice(game.legal_moves(seat)), seat)
    assert found > 20


def test_a_redealt_copy_hides_the_cards_of_the_game_before_a_cheat() -> None:
    tables = compile_ruleset(load("erftschmiede"), 3)
    game = Game.stacked(tables, seat_names(3), [[parse_card(c) for c in hand.split()] for hand in
                        ("9D KS 4C", "2H 3H 5S", "6C 7C 8C")], [parse_card("5H")],
                        [parse_card(c) for c in "AH AS AD QH QS QD 10H".split()], dealer=2)
    game.apply(parse_move("cheat 9D"), 0)
    caught = []
    for number in range(20):
        other = determinize(game, 1, random.Random(number))
        other.apply(parse_move("catch A", seat_names(3)), 1)
        caught.append(tuple(sorted(other.hands[2])))
        assert Counter(other.cards_in_play()) == Counter(c for c in tables.deck if c in set(game.cards_in_play()))
        assert sorted(other.hands[1]) == sorted(game.hands[1])   # the seat's own cards stay
    assert len(set(caught)) > 1, "the catch gave back the real hidden hand every time"
