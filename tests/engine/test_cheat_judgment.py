"""Catching a cheat is a judgment: the moves on offer never tell that a cheat happened.

After a play that could have been a cheat, every other seat may call it out, cheat or not; a wrong
accusation costs the accuser a card.  The random bot calls out what it would notice, not everything.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from maumau_tui.bots.random_bot import RandomBot
from maumau_tui.engine.game import Game
from maumau_tui.engine.views import view
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load
from maumau_tui.sim import seat_names


def honest_twin(game: Game) -> Game:
    """The game as it would be had the card just cheated fitted: the same cards and decisions, no cheat."""
    twin = game.copy()
    twin.cheat = None
    return twin


def test_legal_moves_do_not_depend_on_whether_the_last_play_was_a_cheat() -> None:
    compared = 0
    for players in (2, 3, 5):
        tables = compile_ruleset(load("erftschmiede"), players)
        for seed in range(120):
            game = Game.deal(tables, seat_names(players), dealer=seed % players, seed=seed)
            rng = random.Random(seed)
            while not game.finished and game.moves_made < 3000:
                cheats = [m for m in game.legal_moves() if m.kind == "cheat"]
                if cheats and rng.random() < 0.3:
                    cheater = game.actor
                    game.apply(rng.choice(cheats))
                    assert game.cheat is not None and game.suspect == cheater
                    twin = honest_twin(game)
                    for seat in range(players):
                        assert game.legal_moves(seat) == twin.legal_moves(seat)
                        mine, theirs = view(game, seat), view(twin, seat)
                        assert mine.last_play_misfit and not theirs.last_play_misfit
                        assert mine == replace(theirs, last_play_misfit=True)   # nothing else tells
                    compared += 1
                    continue
                seat = rng.choice(game.seats_to_act())
                game.apply(rng.choice([m for m in game.legal_moves(seat) if m.kind != "catch"] or
                                      game.legal_moves(seat)), seat)
    assert compared > 300


def test_after_every_play_that_could_be_a_cheat_every_other_seat_may_call_it_out() -> None:
    tables = compile_ruleset(load("erftschmiede"), 4)
    plays = 0
    for seed in range(80):
        game = Game.deal(tables, seat_names(4), dealer=0, seed=seed)
        rng = random.Random(seed)
        while not game.finished:
            seat = game.actor
            legal = game.legal_moves(seat)
            could_cheat = any(m.kind == "cheat" for m in legal) or (
                game.phase == "turn" and not game.pending_draw and not game.pending_skip and not game.drawn
                and game.kings < 0 and len(game.hands[seat]) > 1)
            move = rng.choice([m for m in legal if m.kind != "catch"])
            game.apply(move, seat)
            if move.kind in ("play", "cheat") and could_cheat and not game.finished:
                plays += 1
                for other in range(4):
                    if other != seat:
                        assert any(m.kind == "catch" and m.seat == seat for m in game.legal_moves(other))
    assert plays > 1000


def test_a_wrong_accusation_costs_the_accuser_a_card_and_a_right_one_takes_the_card_back() -> None:
    tables = compile_ruleset(load("erftschmiede"), 3)
    wrong = right = 0
    for seed in range(200):
        game = Game.deal(tables, seat_names(3), dealer=0, seed=seed)
        rng = random.Random(seed)
        while not game.finished and game.moves_made < 3000:
            catches = {seat: [m for m in game.legal_moves(seat) if m.kind == "catch" and m.seat not in game.catchable]
                       for seat in range(3)}
            accuser = next((seat for seat, found in catches.items() if found), None)
            if accuser is not None and rng.random() < 0.3:
                move = catches[accuser][0]
                cheated = game.cheat is not None
                before = len(game.hands[accuser])
                pack = sorted(game.cards_in_play())
                game.apply(move, accuser)
                assert sorted(game.cards_in_play()) == pack
                if cheated:
                    right += 1
                    assert game.phase == "caught" and game.actor == move.seat
                else:
                    wrong += 1
                    assert len(game.hands[accuser]) == before + 1 or not game.stock
                    assert ("wrong_catch", accuser, move.seat) in game.log[-3:]
                continue
            seat = rng.choice(game.seats_to_act())
            game.apply(rng.choice([m for m in game.legal_moves(seat) if m.kind != "catch"] or
                                  game.legal_moves(seat)), seat)
    assert wrong > 100 and right > 20


def test_the_bot_catches_what_it_notices_sometimes_and_the_same_answer_when_asked_again() -> None:
    tables = compile_ruleset(load("erftschmiede"), 3)
    seen = Counter()
    for seed in range(300):
        game = Game.deal(tables, seat_names(3), dealer=0, seed=seed)
        rng = random.Random(seed)
        bots = [RandomBot(seed * 10 + seat) for seat in range(3)]
        while not game.finished and game.moves_made < 400:
            if game.suspect >= 0 and game.suspect not in game.catchable:   # a missed call is another matter
                for seat in range(3):
                    if seat == game.suspect or seat in game.seats_to_act():
                        continue
                    seen_view = view(game, seat)
                    decision = bots[seat].catch(seen_view)
                    assert decision == bots[seat].catch(seen_view), "asked twice, the bot must answer the same"
                    kind = "cheat" if game.cheat is not None else "honest"
                    seen[kind, decision is not None and decision.seat == game.suspect] += 1
            seat = rng.choice(game.seats_to_act())
            legal = game.legal_moves(seat)
            cheats = [m for m in legal if m.kind == "cheat"]
            game.apply(rng.choice(cheats) if cheats and rng.random() < 0.2 else
                       rng.choice([m for m in legal if m.kind != "catch"] or legal), seat)
    cheats_caught = seen["cheat", True] / (seen["cheat", True] + seen["cheat", False])
    honest_caught = seen["honest", True] / (seen["honest", True] + seen["honest", False])
    assert seen["cheat", True] + seen["cheat", False] > 200
    assert 0.2 < cheats_caught < 0.7, cheats_caught    # it notices some cheats, never all
    assert 0 < honest_caught < 0.05, honest_caught     # and rarely suspects an honest play
