"""The quick player inside a search: a few table lookups per move, so a search can play thousands of them.

It plays what a hurried but sensible player plays: a card rather than a draw, a plain card before a
wild one, every call, the suit it holds most of, the rival with the fewest cards as victim, an answer
in a window rather than a penalty, never a cheat; and it calls out a missed call or a visible cheat.
"""

from __future__ import annotations

import random

from maumau_tui.cards import JOKER, suit_of
from maumau_tui.engine.game import Game
from maumau_tui.engine.state import Phase, WindowKind
from maumau_tui.notation import BUY_WORD, Move


def quick_catch(game: Game) -> tuple[int, Move] | None:
    """A missed call or a visible cheat called out by the first seat after the offender that may do it."""
    if game.catchable:
        offender = game.catchable[0]
    elif game.suspect >= 0 and game.cheat is not None:
        offender = game.suspect
    else:
        return None
    n = game.n
    for step in range(1, n):
        seat = (offender + step) % n
        for move in game.legal_moves(seat):
            if move.kind == "catch" and move.seat == offender:
                return seat, move
    return None


def quick_move(game: Game, seat: int, legal: list[Move], rng: random.Random) -> Move:
    """The quick player's move for ``seat`` (``legal``: its legal moves)."""
    phase = game.phase
    T = game.T
    if phase is Phase.TURN:
        plays = [m for m in legal if m.kind == "play"]
        if plays:
            if T.blind:
                plays = [m for m in plays if m.as_card is None] or plays
            wild = T.wild
            pool = [m for m in plays if not wild[m.cards[0]]] or plays
            if T.has_calls or T.any_buy:
                called = [m for m in pool if m.say is not None and m.say != BUY_WORD]
                pool = called or [m for m in pool if m.say is None] or pool
            return pool[rng.randrange(len(pool))] if len(pool) > 1 else pool[0]
        for move in legal:
            if move.kind in ("draw", "pass", "accept"):
                return move
        return legal[0]
    if phase is Phase.WISHING:
        counts = [0, 0, 0, 0]
        ranks: dict[int, int] = {}
        for card in game.hands[seat]:
            if card != JOKER and not T.wild[card]:
                counts[suit_of(card)] += 1
                ranks[card >> 2] = ranks.get(card >> 2, 0) + 1
        if legal[0].suit is not None:
            return max(legal, key=lambda m: counts[m.suit or 0])
        return max(legal, key=lambda m: ranks.get(m.rank or 0, 0))
    if phase is Phase.NAMING:
        hands = game.hands
        return min(legal, key=lambda m: len(hands[m.seat]) if m.seat is not None else 99)
    if phase is Phase.GIVING:
        plain = [m for m in legal if not T.wild[m.cards[0]]] or legal
        return plain[rng.randrange(len(plain))]
    if phase is Phase.ANSWERING:
        accept = next((m for m in legal if m.kind == "accept"), legal[0])
        if game.origin == seat and game.target != seat:   # its own action (not a Queen chain named back at it)
            return accept
        plays = [m for m in legal if m.kind == "play"]
        if not plays:
            return accept
        if game.window_kind is WindowKind.SWAP and seat == game.target:
            if len(game.hands[game.origin]) < len(game.hands[seat]):
                return accept
        return plays[0]
    return next((m for m in legal if m.kind == "accept"), legal[0])   # challenge (believe), caught
