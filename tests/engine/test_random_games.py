"""Thousands of seeded random hands per ruleset keep the engine's promises."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from maumau_tui.engine.events import render_log
from maumau_tui.log_words import DRAW
from maumau_tui.engine.game import Game, IllegalMoveError
from maumau_tui.engine.knowledge import determinize
from maumau_tui.engine.views import view
from maumau_tui.notation import Move, format_move, parse_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import builtin_dir, load
from maumau_tui.sim import seat_names

CAP = 5000
RULESETS = sorted(path.stem for path in builtin_dir().glob("*.yaml"))


def random_hand(tables, players: int, seed: int, check_views: bool) -> Game:
    names = seat_names(players)
    game = Game.deal(tables, names, dealer=seed % players, seed=seed)
    pack = sorted(tables.deck)           # the cards as a sorted list: the same multiset test as a Counter, quicker
    rng = random.Random(seed)
    while not game.finished and game.moves_made < CAP:
        assert sorted(game.cards_in_play()) == pack, "cards are not conserved"
        legal = game.legal_moves()
        assert legal, "the seat to act has no legal move"
        if tables.blind:
            # uniformly random blind play is nearly all lies, a random walk that may never end;
            # these players tell the truth when they can, and lie or challenge now and then
            honest = [m for m in legal if m.as_card is None and m.kind != "catch"]
            legal = honest if honest and rng.random() < 0.8 else legal
        if check_views:
            if game.phase == "turn":   # a turn lists each move once (a card held twice too, a seat to catch)
                assert len(set(legal)) == len(legal), f"a move is listed twice: {legal}"
            for seat in range(players):
                seen = view(game, seat)
                assert sorted(seen.hand) == sorted(game.hands[seat])
                assert seen.hand_sizes == tuple(len(h) for h in game.hands)
                assert set(seen.legal) == set(game.legal_moves(seat))
            waiting = game.seats_to_act()   # whom a table asks out of turn: every seat not waited for with a catch
            assert game.catchers() == [(seat, found) for seat in range(players) if seat not in waiting
                                       and (found := [m for m in game.legal_moves(seat) if m.kind == "catch"])]
        game.apply(rng.choice(legal))
    assert sorted(game.cards_in_play()) == pack
    return game


TABLE_SIZES = [(ruleset_id, players) for ruleset_id in RULESETS for players in (2, 3, 4, 5)
               if load(ruleset_id).players.min <= players <= load(ruleset_id).players.max]


@pytest.mark.parametrize(("ruleset_id", "players"), TABLE_SIZES)
def test_random_hands_conserve_cards_and_end(ruleset_id: str, players: int) -> None:
    ruleset = load(ruleset_id)
    tables = compile_ruleset(ruleset, players)
    for seed in range(600):
        game = random_hand(tables, players, seed, check_views=seed < 40)
        assert game.finished, f"seed {seed} did not end within {CAP} moves"
        assert game.winner is not None and game.hands[game.winner] == []
        scores = game.scores()
        others = [points for seat, points in enumerate(scores) if seat != game.winner]
        assert all(points >= 0 for points in others)
        if tables.score_winner_only:  # the winner collects what is left in the other hands
            assert not any(others) and scores[game.winner] == sum(game.hand_points(s) for s in range(players))
        else:  # the winner is charged nothing but the points of the last card (a Queen in 101: points off)
            assert scores[game.winner] == tables.finish_points[game.winner_card]


def test_catchers_are_the_seats_not_waited_for_that_may_call_somebody_out() -> None:
    """A missed call: every other seat but the one the game waits for may call it out, in seat order."""
    tables = compile_ruleset(load("standard"), 4)
    asked = 0
    for seed in range(200):
        game = Game.deal(tables, seat_names(4), seed=seed)
        rng = random.Random(seed)
        while not game.finished and game.moves_made < CAP:
            if len(game.catchable) == 1:   # (two may have missed their calls before anybody moved on)
                offender, waiting = game.catchable[0], game.seats_to_act()
                assert [seat for seat, _ in game.catchers()] == [s for s in range(4) if s != offender and s not in waiting]
                assert all(Move("catch", seat=offender) in found for _, found in game.catchers())
                asked += 1
            game.apply(rng.choice([m for m in game.legal_moves() if m.kind != "catch"]))
        assert game.catchers() == []
    assert asked > 20


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_large_tables_with_two_packs(ruleset_id: str) -> None:
    ruleset = load(ruleset_id)
    players = ruleset.players.max
    tables = compile_ruleset(ruleset, players)
    for seed in range(150):
        assert random_hand(tables, players, seed, check_views=False).finished


@pytest.mark.parametrize(("ruleset_id", "players", "cards"), [
    ("puque", 7, 52), ("puque", 8, 104),      # 52 cards: one pack serves seven (the main game's "two packs" is
    ("pesten", 6, 54), ("pesten", 7, 106),    # for its 32); Pesten's seven hands of seven want a second from 7
])
def test_a_second_pack_joins_where_one_leaves_too_small_a_stock(ruleset_id: str, players: int, cards: int) -> None:
    """(Review 79: Puque took two packs of 52 from six players; Pesten at seven left a stock of four.)"""
    assert len(compile_ruleset(load(ruleset_id), players).deck) == cards


def test_options_on_still_end() -> None:
    ruleset = load("standard", {"seven_stacking": True, "eight_stacking": True, "six_cards": True})
    tables = compile_ruleset(ruleset, 4)
    assert tables.hand_size == 6
    for seed in range(500):
        assert random_hand(tables, 4, seed, check_views=False).finished


def test_illegal_moves_are_refused_and_change_nothing() -> None:
    tables = compile_ruleset(load("standard"), 3)
    rng = random.Random(7)
    every = [parse_move(text, seat_names(3)) for text in
             ("draw", "pass", "accept", "wish H", "catch A", "catch B", "catch C")]
    every += [Move("play", (card,)) for card in set(tables.deck)]
    refused = 0
    for seed in range(60):                 # (some 140,000 refusals; 200 hands took 48 s of a loaded run)
        game = Game.deal(tables, seat_names(3), seed=seed)
        while not game.finished:
            seat = rng.randrange(3)
            legal = set(game.legal_moves(seat))
            for move in every:
                if move in legal:
                    continue
                before = (repr(game.hands), repr(game.pile), repr(game.stock), game.actor, game.phase, len(game.log))
                with pytest.raises(IllegalMoveError) as error:
                    game.apply(move, seat)
                assert str(error.value), "a refusal must say why"
                assert before == (repr(game.hands), repr(game.pile), repr(game.stock), game.actor, game.phase, len(game.log))
                refused += 1
            game.apply(rng.choice(game.legal_moves()))
    assert refused > 10_000


def test_seed_and_moves_replay_a_hand_exactly() -> None:
    tables = compile_ruleset(load("kronenstube"), 4)
    names = seat_names(4)
    for seed in range(50):
        first = random_hand(tables, 4, seed, check_views=False)
        record = [format_move(m, names) for m in _moves_of(first, tables, names, seed)]
        replay = Game.deal(tables, names, dealer=seed % 4, seed=seed)
        for text in record:
            replay.apply(parse_move(text, names))
        assert replay.hands == first.hands and replay.pile == first.pile and replay.log == first.log


def _moves_of(game: Game, tables, names, seed) -> list[Move]:
    """Play the same hand again, collecting the moves chosen."""
    again = Game.deal(tables, names, dealer=seed % len(names), seed=seed)
    rng = random.Random(seed)
    moves = []
    while not again.finished and again.moves_made < CAP:
        move = rng.choice(again.legal_moves())
        moves.append(move)
        again.apply(move)
    assert again.log == game.log
    return moves


def test_log_shows_drawn_cards_only_to_the_drawer() -> None:
    tables = compile_ruleset(load("standard"), 3)
    names = seat_names(3)
    game = random_hand(tables, 3, 11, check_views=False)
    draws = [e for e in game.log if e[0] == DRAW and e[2] > 0]
    assert draws
    public = "\n".join(render_log(game.log, names, "en", None))
    assert "You draw" not in public
    for seat in range(3):
        mine = [line for line in render_log(game.log, names, "en", seat) if line.startswith("You draw")]
        assert len(mine) == sum(1 for e in draws if e[1] == seat)


def test_copy_is_independent_and_determinize_keeps_what_the_seat_sees() -> None:
    tables = compile_ruleset(load("standard"), 4)
    game = Game.deal(tables, seat_names(4), seed=3)
    clone = game.copy()
    clone.apply(clone.legal_moves()[0])
    assert game.moves_made == 0 and clone.moves_made == 1
    rng = random.Random(1)
    seat = game.actor
    other = determinize(game, seat, rng)
    assert other.hands[seat] == game.hands[seat] and other.pile == game.pile
    assert [len(h) for h in other.hands] == [len(h) for h in game.hands]
    assert Counter(other.cards_in_play()) == Counter(game.cards_in_play())
    assert other.legal_moves() == game.legal_moves()


@pytest.mark.parametrize("ruleset_id", RULESETS)
@pytest.mark.parametrize("option", ["quick", "blind"])
def test_common_options_keep_the_invariants(ruleset_id: str, option: str) -> None:
    ruleset = load(ruleset_id, {option: True})
    players = max(3, ruleset.players.min)
    tables = compile_ruleset(ruleset, players)
    for seed in range(150):
        assert random_hand(tables, players, seed, check_views=seed < 10).finished


def test_blind_play_never_shows_the_real_card_to_anyone_else() -> None:
    tables = compile_ruleset(load("standard", {"blind": True}), 3)
    names = seat_names(3)
    rng = random.Random(5)
    lies = 0
    for seed in range(100):
        game = Game.deal(tables, names, seed=seed)
        while not game.finished and game.moves_made < CAP:
            if game.phase == "challenge":
                player, real, declared = game.blind.seat, game.blind.real, game.blind.declared
                lies += real != declared
                for seat in range(3):
                    seen = view(game, seat)
                    assert seen.top == declared and seen.pile_top == declared
                    private = render_log(game.log[-1:], names, "en", seat)
                    assert (private != []) == (seat == player), "only the player reads what went down face down"
            game.apply(rng.choice(game.legal_moves()))
    assert lies > 50
