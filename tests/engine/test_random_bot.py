"""The random bot plays like a person would: it never answers its own action."""

from __future__ import annotations

import random

from maumau_tui.bots.random_bot import RandomBot
from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.engine.views import view
from maumau_tui.notation import parse_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load
from maumau_tui.sim import seat_names


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


def test_the_bot_does_not_stop_its_own_swap_with_a_two() -> None:
    tables = compile_ruleset(load("erftschmiede"), 3)
    names = seat_names(3)
    for seed in range(200):
        # the start card is an Ace: the dealer C swaps for it, and holds a 2 that could stop any swap
        game = Game.stacked(tables, names, [cards("9D KS 4C"), cards("5S 6S 8C"), cards("2H 3H 5D 9C")],
                            cards("AH"), cards("QH QS QD 10H"), dealer=2, start_effect=True)
        assert game.phase == "name" and game.actor == 2
        game.apply(parse_move("name A", names), 2)
        assert game.phase == "answer" and 2 in game.seats_to_act()
        assert parse_move("play 2H") in game.legal_moves(2)   # the text lets any player stop it, the swapper too
        move = RandomBot(seed).choose(view(game, 2))
        assert move.kind == "accept", f"seed {seed}: the bot answered its own swap with {move}"


def test_other_seats_still_stop_a_swap_now_and_then() -> None:
    tables = compile_ruleset(load("erftschmiede"), 3)
    names = seat_names(3)
    stopped = 0
    for seed in range(200):
        game = Game.stacked(tables, names, [cards("AH KS 4C"), cards("2S 6S 8C"), cards("3H 5D 9C")],
                            cards("5H"), cards("QH QS QD 10H"), dealer=2)
        game.apply(parse_move("play AH"), 0)
        game.apply(parse_move("name C", names), 0)
        assert sorted(game.seats_to_act()) == [0, 1, 2]      # the swap's window: anybody may stop it, B too
        move = RandomBot(random.Random(seed).randrange(10**6)).choose(view(game, 1))
        stopped += move == parse_move("play 2S")
    assert 0 < stopped < 200
