"""Blind play (an option for any ruleset): cards go down face down and are declared; the next player
believes (``accept``) or challenges (``catch SEAT``), and the liar or the wrong challenger pays.

The declared card is what everybody sees and what the rules use; the real card is known only to its
player (``State.down`` keeps where such cards lie) until a challenge turns it over.  The moves are
listed by ``legal.blind_plays``.
"""

from __future__ import annotations

from maumau_tui.cards import JOKER
from maumau_tui import log_words as ev
from maumau_tui.engine.plays import after_play
from maumau_tui.engine.state import BlindPlay, Phase, State
from maumau_tui.engine.turns import begin_turn, draw, lay, next_seat
from maumau_tui.notation import Move


def play_blind(game: State, seat: int, move: Move) -> None:
    """Put the card face down, declared; the next seat decides whether to believe it."""
    real = move.cards[0]
    declared = real if move.as_card is None else move.as_card
    game.blind = BlindPlay(seat, real, declared, move.say, game.top, game.wish_suit, game.wish_rank,
                           game.pending_draw, game.penalty_skip, game.pending_skip)
    lay(game, seat, (real,), declared)
    game.down += ((len(game.pile) - 1, seat, declared),)
    game.log.append((ev.PLAY, seat, declared, move.say))
    game.log.append((ev.BLIND, seat, real))
    game.phase = Phase.CHALLENGING
    game.actor = next_seat(game, seat)


def resolve(game: State, seat: int, move: Move) -> None:
    """``accept``: the declared card stands.  ``catch``: turn it over; the liar takes it back and draws (and what the
    lie did not answer: ``owed``), or the wrong challenger draws (and with the option also misses the turn)."""
    blind = game.blind
    assert blind is not None
    game.blind = None
    if move.kind == "accept":
        game.log.append((ev.BELIEVED, seat, blind.seat))
        after_play(game, blind.seat, (blind.declared,), blind.say)
        return
    game.log.append((ev.REVEAL, seat, blind.seat, blind.real))
    game.down = tuple(entry for entry in game.down if entry[0] != len(game.pile) - 1)   # turned over
    penalty = game.T.blind_penalty
    if blind.real != blind.declared and not (blind.real == JOKER and game.T.declare[JOKER]):  # a joker may be any card
        game.pile.pop()
        game.hands[blind.seat].append(blind.real)
        game.top, game.wish_suit, game.wish_rank = blind.top, blind.wish_suit, blind.wish_rank
        game.ok = game.T.playable(game.top, game.wish_suit, game.wish_rank)
        draw(game, blind.seat, penalty, ev.R_CALL)
        owed(game, blind)
        return
    draw(game, seat, penalty, ev.R_CALL)
    after_play(game, blind.seat, (blind.declared,), blind.say, extra_skip=int(game.T.blind_miss_turn))


def owed(game: State, blind: BlindPlay) -> None:
    """A lie caught answers nothing: its player misses the turn and takes what the card it lied about was to answer,
    an open draw penalty or a skip stacked for it, as if it had drawn or let the skip be (PLAYTEST121 F1: the penalty
    went on to the challenger who had found the lie out)."""
    game.pending_draw = game.penalty_skip = game.pending_skip = 0
    if blind.pending_draw:
        draw(game, blind.seat, blind.pending_draw, ev.R_PENALTY)
    if blind.pending_skip:
        game.log.append((ev.SKIPPED, blind.seat))
    begin_turn(game, next_seat(game, blind.seat, max(blind.pending_skip - 1, 0)))
