"""Blind play (an option for any ruleset): cards go down face down and are declared; the next player
believes (``accept``) or challenges (``catch SEAT``), and the liar or the wrong challenger pays.

The declared card is what everybody sees and what the rules use; the real card is known only to its
player until a challenge turns it over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from maumau_tui.cards import JOKER
from maumau_tui.engine import events as ev
from maumau_tui.engine.legal import CHALLENGING, PLAYS, barred
from maumau_tui.notation import Move, play

if TYPE_CHECKING:
    from maumau_tui.engine.game import Game


def blind_plays(game: Game, hand: list[int], fits: bytearray) -> list[Move]:
    """Every card in hand, declared as itself (the truth) or as any card that would fit (a lie)."""
    declarable = [card for card in game.T.deck_cards if fits[card] and not barred(game, card, len(hand) - 1)]
    moves = []
    for real in dict.fromkeys(hand):
        for declared in declarable:
            moves.append(PLAYS[real] if declared == real else play(real, as_card=declared))
    return moves


def play_blind(game: Game, seat: int, move: Move) -> None:
    """Put the card face down, declared; the next seat decides whether to believe it."""
    real = move.cards[0]
    declared = real if move.as_card is None else move.as_card
    saved = (game.top, game.wish_suit, game.wish_rank, game.ok, game.pending_draw, game.penalty_skip, game.pending_skip)
    game.lay(seat, (real,), declared)
    game.blind = (seat, real, declared, move.say, saved)
    game.log.append((ev.PLAY, seat, declared, move.say))
    game.log.append((ev.BLIND, seat, real))
    game.phase = CHALLENGING
    game.actor = game.next_seat(seat)


def resolve(game: Game, seat: int, move: Move) -> None:
    """``accept``: the declared card stands.  ``catch``: turn it over; the liar takes it back and draws,
    or the wrong challenger draws (and with the option also misses the turn)."""
    assert game.blind is not None
    player, real, declared, say, saved = game.blind
    game.blind = None
    if move.kind == "accept":
        game.log.append((ev.BELIEVED, seat, player))
        game.after_play(player, (declared,), say)
        return
    game.log.append((ev.REVEAL, seat, player, real))
    penalty = game.T.blind_penalty
    if real != declared and not (real == JOKER and game.T.declare[JOKER]):  # a joker may be any card
        game.pile.pop()
        game.hands[player].append(real)
        (game.top, game.wish_suit, game.wish_rank, game.ok, game.pending_draw, game.penalty_skip,
         game.pending_skip) = saved
        game.draw(player, penalty, ev.R_CALL)
        game.begin_turn(game.next_seat(player))
        return
    game.draw(seat, penalty, ev.R_CALL)
    game.after_play(player, (declared,), say, extra_skip=int(game.T.blind_miss_turn))
