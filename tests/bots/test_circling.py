"""A hand that would go round in a circle for good: bots see it in their logs and play another card (PLAYTEST241 F1:
Kronenstube with Blind, the stock used up, each player drew a 7 back as the penalty and played a 7 again; a table of
bots went on for thousands of moves)."""

from __future__ import annotations

import pytest

from maumau_tui import log_words as ev
from maumau_tui.bots.circling import circle, circled_ranks, off_the_circle
from maumau_tui.bots.driver import play_hand
from maumau_tui.bots.heuristic import HeuristicBot
from maumau_tui.bots.search import SearchBot
from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.notation import Move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


def circling_hand(blind: bool) -> Game:
    """PLAYTEST241's table at move 274: five seats, the stock empty, two 7s on the pile, the start 7H hits seat 4."""
    tables = compile_ruleset(load("kronenstube", {"blind": True} if blind else None), 5)
    hands = [cards("10C AC 10S QC KS AH QD JD JH 8D QH"), cards("QS 8C AD KD 9S 8H JC 10D 10H JS 9C 9D"),
             cards("8S KH 7C"), cards("AS KC"), cards("9H 7D")]
    return Game.stacked(tables, ["A", "B", "C", "D", "E"], hands, cards("7S 7H"), [], 3, start_effect=True)


@pytest.mark.parametrize("blind", [False, True])
@pytest.mark.parametrize("level", ["medium", "hard"])
def test_bots_leave_a_circle_and_the_hand_ends(level: str, blind: bool) -> None:
    """Before: every seat drew a 7 back and played a 7, 3,000 moves and nobody's hand smaller."""
    game = circling_hand(blind)
    bots = [HeuristicBot(seat) if level == "medium" else SearchBot(seat, iterations=20) for seat in range(5)]
    played = play_hand(game, bots, cap=3000)
    assert game.finished and not played.capped, [len(hand) for hand in game.hands]


def round_of_sevens(seat: int, seven: int) -> list[tuple[object, ...]]:
    return [(ev.RESHUFFLE, 1), (ev.DRAW, seat, 1, (), "penalty"), (ev.SHORT, seat, 1), (ev.PLAY, seat, seven, None),
            (ev.PENALTY, seat, 2, False)]


def test_the_circle_is_the_same_moves_and_ranks_with_the_stock_used_up_each_time() -> None:
    sevens = cards("7S 7H 7C")
    log = [(ev.START, 0, parse_card("9H"))]
    for turn in range(9):                          # three rounds of three seats, the suits going round in turn
        log += round_of_sevens(turn % 3, sevens[turn % 2])
    assert circle(log) == 15 and circled_ranks(log, 1) == {7}
    nine, seven = Move("play", cards=(parse_card("9H"),)), Move("play", cards=(parse_card("7D"),))
    assert off_the_circle(log, 1, [seven, nine, Move("draw")]) == [nine, Move("draw")]
    assert off_the_circle(log, 1, [seven, Move("draw")]) == [seven, Move("draw")]   # (no other card to play)
    assert circle(log[:-15]) == 0 and circled_ranks(log[:-15], 1) == set()   # two rounds: not yet


def test_a_seat_playing_one_rank_again_and_again_with_cards_left_to_draw_is_no_circle() -> None:
    """(Pesten: a 7 lets its player go again; three 7s in a row are a good turn, not a circle.)"""
    sevens = cards("7S 7H 7C 7D")
    log = [(ev.START, 0, parse_card("9H"))]
    for seven in sevens:
        log += [(ev.PLAY, 0, seven, None), (ev.AGAIN, 0)]
    assert circle(log) == 0 and circled_ranks(log, 0) == set()
