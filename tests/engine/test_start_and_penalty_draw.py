"""Start cards buried again (Crazy Eights, Switch) and answers drawn during a penalty (Faraón's option)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from maumau_tui.cards import parse_card
from maumau_tui.engine.events import describe
from maumau_tui.log_words import BURIED, DRAW, SHORT
from maumau_tui.engine.game import Game
from maumau_tui.engine.penalty_draw import DRAWN_IN_PENALTY
from maumau_tui.notation import parse_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load
from maumau_tui.sim import seat_names


@pytest.mark.parametrize(("ruleset_id", "turned_away"), [("crazy-eights", {8}), ("switch", {2, 8, 11, 14})])
def test_a_dealt_hand_never_starts_on_a_card_the_ruleset_turns_away(ruleset_id: str, turned_away: set[int]) -> None:
    tables = compile_ruleset(load(ruleset_id), 4)
    buried = 0
    for seed in range(400):
        game = Game.deal(tables, seat_names(4), seed=seed)
        assert game.top // 4 not in turned_away and len(game.pile) == 1
        assert Counter(game.cards_in_play()) == Counter(tables.deck)
        events = [e for e in game.log if e[0] == BURIED]
        buried += len(events)
        assert all(e[2] // 4 in turned_away for e in events)
        assert all(card in game.stock for _, _, card in events), "a buried card lies in the stock"
    assert buried > 15, "the deals should have turned up such cards now and then"


def test_the_same_seed_buries_the_same_way() -> None:
    tables = compile_ruleset(load("switch"), 3)
    for seed in range(100):
        first, again = Game.deal(tables, seat_names(3), seed=seed), Game.deal(tables, seat_names(3), seed=seed)
        assert first.stock == again.stock and first.log == again.log


def faraon_game(stock: list[str], pile: list[str]) -> Game:
    tables = compile_ruleset(load("faraon", {"drawn_seven": True}), 3)
    hands = [[parse_card(c) for c in cards] for cards in (["7H", "9S"], ["8H", "10D"], ["9C", "8C"])]
    return Game.stacked(tables, seat_names(3), hands, [parse_card(c) for c in pile],
                        [parse_card(c) for c in stock], dealer=2)


def test_the_first_cards_of_a_penalty_are_looked_at_through_a_reshuffle() -> None:
    # one card in the stock: after 9D the pile beneath the 7 (7C, 10H) is shuffled into a new stock
    for seed in range(20):
        game = faraon_game(["9D"], ["7C", "10H"])
        game.rng = random.Random(seed)
        cards = Counter(game.cards_in_play())
        game.apply(parse_move("play 7H", seat_names(3)))
        game.apply(parse_move("draw", seat_names(3)))
        drawn = game.hands[1][2:]
        assert drawn[0] == parse_card("9D") and drawn[-1] == parse_card("7C")
        assert game.drawn == DRAWN_IN_PENALTY and game.drawn_card == parse_card("7C")
        assert game.pending_draw == 3 - len(drawn) and game.actor == 1
        assert sum(e[2] for e in game.log if e[0] == DRAW) == len(drawn)
        assert Counter(game.cards_in_play()) == cards


def test_nothing_left_to_draw_ends_the_penalty() -> None:
    # the stock is empty and only 10H lies beneath the 7: Bob gets 10H and nothing more, and the turn is lost
    game = faraon_game([], ["10H"])
    game.apply(parse_move("play 7H", seat_names(3)))
    game.apply(parse_move("draw", seat_names(3)))
    assert game.hands[1] == [parse_card(c) for c in ("8H", "10D", "10H")]
    assert game.actor == 2 and game.pending_draw == 0 and game.drawn == 0


def test_a_penalty_cut_short_by_the_cards_running_out_is_said_so() -> None:
    # standard: a 7 on the pile, 10H beneath it, nothing in the stock: Bob draws 10H, the other card is not drawn
    tables = compile_ruleset(load("standard"), 3)
    hands = [[parse_card(c) for c in cards] for cards in (["7H", "9S"], ["8C", "10D"], ["9C", "8S"])]
    games = {}
    for stock in ([], ["5C"], ["5C", "6C"]):   # the stock, or the pile turned over, holds enough in the others
        game = games[len(stock)] = Game.stacked(tables, ["Anna", "Bob", "Carla"], [list(h) for h in hands],
                                                [parse_card("10H")], [parse_card(c) for c in stock], dealer=2)
        game.apply(parse_move("play 7H", seat_names(3)))
        game.apply(parse_move("draw", seat_names(3)))
    assert [len(games[n].hands[1]) for n in range(3)] == [3, 4, 4]
    assert [[e for e in games[n].log if e[0] == SHORT] for n in range(3)] == [[(SHORT, 1, 1)], [], []]
    game = games[0]
    assert game.hands[1][-1] == parse_card("10H") and game.log[-2][:3] == (DRAW, 1, 1)
    assert describe(game.log[-1], game.names, "en") == ["Nothing more to draw: Bob is spared the other card."]
    assert describe((SHORT, 1, 2), game.names, "de") == [
        "Mehr ist nicht zu ziehen: Bob bleiben zwei weitere Karten erspart."]


def test_random_faraon_hands_with_drawn_sevens_keep_the_invariants() -> None:
    tables = compile_ruleset(load("faraon", {"drawn_seven": True}), 4)
    rng = random.Random(4)
    windows = played = 0
    for seed in range(400):
        game = Game.deal(tables, seat_names(4), seed=seed)
        while not game.finished:
            assert game.moves_made < 5000
            assert Counter(game.cards_in_play()) == Counter(tables.deck)
            legal = game.legal_moves()
            if game.drawn == DRAWN_IN_PENALTY:
                windows += 1
                plays = [m for m in legal if m.kind == "play"]
                assert [m.cards for m in plays] == [(game.drawn_card,)]
                assert {m.kind for m in legal} == {"play", "draw" if game.pending_draw else "pass"}
                move = rng.choice(legal)
                played += move.kind == "play"
                seat, hand_size, rest = game.actor, len(game.hands[game.actor]), game.pending_draw
                game.apply(move)
                if move.kind == "play" and tables.draw_amount[move.cards[0]]:
                    assert game.pending_draw == 3, "a drawn 7 opens a new penalty of three"
                else:
                    assert game.pending_draw == 0
                assert game.finished or game.actor != seat, "the drawer's turn is over"
                grown = len(game.hands[seat]) - hand_size
                if move.kind == "draw":  # the rest of the penalty (fewer only if the cards run out)
                    assert grown == rest or (grown < rest and not game.stock)
                else:
                    assert grown == (-1 if move.kind == "play" else 0)
                continue
            game.apply(rng.choice(legal))
    assert windows > 50 and 0 < played < windows
