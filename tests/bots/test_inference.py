"""Voids (a seat that had to draw held nothing that fitted) are true of the real hands in random games of
every ruleset, and a re-deal made to agree with them still agrees with everything the seat knows."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from maumau_tui import log_words as ev
from maumau_tui.bots.inference import Void, refine, voids
from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.engine.knowledge import information, seat_log
from maumau_tui.engine.views import view
from maumau_tui.match import Match
from maumau_tui.notation import parse_move

from bot_helpers import RULESETS, table_sizes, tables


def holds(game: Game, void: Void) -> bool:
    hand = game.hands[void.seat]
    return sum(1 for card in hand if not void.excluded[card]) >= len(hand) - void.entered


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_voids_are_true_and_re_deals_keep_to_them(ruleset_id: str) -> None:
    players = table_sizes(ruleset_id)[1 if len(table_sizes(ruleset_id)) > 1 else 0]
    rng = random.Random(ruleset_id)
    read = tight = short = 0
    for seed in range(80):
        game = Game.deal(tables(ruleset_id, players), [f"P{seat}" for seat in range(players)], seed=seed)
        while not game.finished and game.moves_made < 400:
            seat = game.seats_to_act()[0]
            game.apply(rng.choice(game.legal_moves(seat)), seat)
            if game.finished or rng.random() > 0.2:
                continue
            me = rng.randrange(players)
            found = voids(seat_log(game, me), game.T, me)
            assert all(holds(game, void) for void in found)
            read += len(found)
            info = information(game, me)
            sample = info.sample(rng)
            refine(sample, found, Counter(info.facts), me, rng)
            tight += sum(1 for void in found if not holds(info.sample(random.Random(seed)), void))
            short += sum(1 for void in found if not holds(sample, void))
            assert view(sample, me) == view(game, me)
            assert Counter(sample.cards_in_play()) == Counter(game.cards_in_play())
            for holder, card in info.facts:
                assert card in sample.hands[holder]
            for _ in range(12):   # the refined deal plays on like any other
                if sample.finished:
                    break
                actor = sample.seats_to_act()[0]
                sample.apply(rng.choice(sample.legal_moves(actor)), actor)
    if game.T.draw_when_able or game.T.blind:
        assert read == 0   # a draw tells nothing where anybody may draw
    else:
        assert read > 0 and tight > 0, (read, tight)   # voids are read, and plain re-deals break some of them
        assert short <= max(1, read // 50) and short < tight, (read, tight, short)   # refined ones hardly any


def test_a_caught_cheat_puts_back_the_card_it_bought() -> None:
    """Caught, a cheat goes back with all it did: Erftschmiede's "kauf" had bought the card beneath, which lies on
    top again, and a seat that draws then lacks what fits that card (the reading took the one beneath it)."""
    T = tables("erftschmiede", 4)
    nine_hearts, ten_hearts, eight_spades = parse_card("9H"), parse_card("10H"), parse_card("8S")
    log = [(ev.START, 3, nine_hearts), (ev.PLAY, 0, ten_hearts, None), (ev.PLAY, 1, eight_spades, "kauf"),
           (ev.BUY, 1, ten_hearts), (ev.CHEAT_CAUGHT, 2, 1), (ev.DRAW, 1, 1, (), ev.R_CALL), (ev.DRAW, 2, 1, (), ev.R_NORMAL)]
    honest = [(ev.START, 3, nine_hearts), (ev.PLAY, 0, ten_hearts, None), (ev.DRAW, 2, 1, (), ev.R_NORMAL)]
    assert voids(log, T, 3) == voids(honest, T, 3)
    assert not voids(log, T, 3)[0].excluded[parse_card("3S")]   # (a three fits the nine beneath, not the ten on top)


def test_a_card_that_must_be_followed_forgets_no_void() -> None:
    """The log's note that a card must be followed (standard's Ace) tells nothing hidden: voids read before it stay."""
    rng = random.Random(5)
    for seed in range(40):
        game = Game.deal(tables("standard", 3), ["P0", "P1", "P2"], seed=seed)
        while not game.finished and game.moves_made < 200:
            seat = game.seats_to_act()[0]
            game.apply(rng.choice(game.legal_moves(seat)), seat)
            log = seat_log(game, 0)
            found = voids(log, game.T, 0)
            if found:
                assert voids((*log, ("follow", 1)), game.T, 0) == found
                return
    raise AssertionError("no void was read in 40 random hands")


def test_voids_stay_true_after_a_vote_switches_blind_play_off() -> None:
    """(Review 99.) The reading of the log followed the rules as they are now: after a vote switched blind play off
    mid-hand, cards taken back by a challenge stayed on its pile, and voids were read that the hands broke."""
    rng = random.Random(7)
    read = 0
    for seed in range(150):
        match = Match.create("prsi", ["P0", "P1", "P2"], seed=seed, options={"blind": True})
        game = match.deal()
        switch_at = rng.randrange(2, 20)
        while not game.finished and game.moves_made < 300:
            if game.moves_made == switch_at and game.T.blind:
                match.change_option("blind", False)
            seat = game.seats_to_act()[0]
            match.apply(rng.choice(game.legal_moves(seat)), seat)
            if not game.T.blind and not game.finished:
                for me in range(3):
                    found = voids(seat_log(game, me), game.T, me)
                    read += len(found)
                    assert all(holds(game, void) for void in found), (seed, game.moves_made)
    assert read == 0, read   # a hand that had face-down cards is read no more (where they lay is not known)


def test_a_card_played_right_after_drawing_it_leaves_the_rest_of_the_hand_in_the_void() -> None:
    """(PLAYTEST112 F9.) Crazy Eights: B draws until a card fits; the 4 of Diamonds did not fit the 9 of Clubs, the 10
    of Clubs did and is played. The cards B still holds are its old ones and the 4: none of them a Club or a 9 (an 8,
    a wild card, it may hold all the same: with only wild cards one may draw instead)."""
    def cards(text: str) -> list[int]:
        return [parse_card(word) for word in text.split()]

    game = Game.stacked(tables("crazy-eights", 3), ["A", "B", "C"], [cards("9C KH 2S"), cards("QS 10H JH"),
                        cards("3C 5C 6H")], cards("7C"), cards("4D 10C 5S 6S 7S 9S 10S"), dealer=2)
    game.apply(parse_move("play 9C"), 0)
    while game.actor == 1 and game.phase.value == "turn" and not any(m.kind == "play" for m in game.legal_moves(1)):
        game.apply(parse_move("draw"), 1)
    assert game.hands[1][-1] == parse_card("10C")
    game.apply(parse_move("play 10C"), 1)
    found = [void for void in voids(seat_log(game, 0), game.T, 0) if void.seat == 1]
    assert found and found[0].entered == 0, found
    assert not any(found[0].excluded[card] for card in game.hands[1])
