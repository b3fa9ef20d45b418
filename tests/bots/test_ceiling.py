"""The ceiling experiment (ceiling.py): its search deals the true hands (only the stock is reshuffled) and
its hands are the arena's hands, played to their end."""

from __future__ import annotations

import random
from collections import Counter

from maumau_tui.arena import Plan
from maumau_tui.bots.base import seen_by
from maumau_tui.bots.random_bot import RandomBot
from maumau_tui.bots.search import Node
from maumau_tui.ceiling import ModelledPeek, PeekingSearch, play
from maumau_tui.engine.game import Game
from maumau_tui.notation import Move

from bot_helpers import tables


def test_the_peeking_search_deals_the_true_hands_and_a_reshuffled_stock() -> None:
    game = Game.deal(tables("standard", 4), ["A", "B", "C", "D"], dealer=0, seed=11)
    bot = PeekingSearch(game, seed=1, iterations=5)
    seat = game.seats_to_act()[0]
    info = seen_by(game, seat, None, True).info
    assert info is not None
    dealt = bot.deal(info, [], Counter(), random.Random(2))
    assert dealt.hands == game.hands and dealt is not game
    assert sorted(dealt.stock) == sorted(game.stock)


def test_a_short_ceiling_run_plays_every_seat_of_every_hand() -> None:
    tally = play(Plan("standard", ["search", "random", "random", "random"], games=8, seed=1,
                      search={"iterations": 10, "rollout_moves": 4}))
    assert tally["search"][1] == 8 and tally["random"][1] == 24
    assert tally["search"][0] + tally["random"][0] == 8   # one winner in every hand


def test_with_the_random_seats_modelled_the_search_moves_them_as_the_random_bot_and_a_run_plays_every_hand() -> None:
    game = Game.deal(tables("standard", 4), ["A", "B", "C", "D"], dealer=0, seed=11)
    models = {seat: RandomBot(seat) for seat in (1, 2, 3)}
    bot = ModelledPeek(game, models, seed=1, iterations=20, rollout_moves=1000)
    copy = game.copy()
    while copy.seats_to_act()[0] not in models:
        copy.apply(copy.legal_moves(copy.seats_to_act()[0])[0], copy.seats_to_act()[0])
    seat = copy.seats_to_act()[0]
    moved: Counter[Move] = Counter()
    for throw in range(40):                          # a modelled seat moves as the random bot: a dice throw
        models[seat].rng.seed(throw)
        node = Node()
        move, edge, fresh = bot.pick(node, copy, seat, [], random.Random(3))
        assert move in copy.legal_moves(seat) and fresh and node.edges[move] is edge
        assert bot.play_on(copy, seat, random.Random(4)) in copy.legal_moves(seat)
        moved[move] += 1
    assert len(copy.legal_moves(seat)) == 3 and len(moved) > 1
    tally = play(Plan("standard", ["search", "random", "random", "random"], games=8, seed=1,
                      search={"iterations": 10, "rollout_moves": 40}), model_random=True)
    assert tally["search"][1] == 8 and tally["search"][0] + tally["random"][0] == 8
