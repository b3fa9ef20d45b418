"""The legal moves of the seat to act: the per-move hot path, kept to table lookups."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import TYPE_CHECKING

from maumau_tui.cards import JOKER, rank_of
from maumau_tui.notation import ACCEPT, CATCH, DRAW, NAME, PASS, WISH, Move, play
from maumau_tui.rules.tables import N_CODES, WISH_RANK

if TYPE_CHECKING:
    from maumau_tui.engine.game import Game

TURN, WISHING, NAMING, CHALLENGING, OVER = "turn", "wish", "name", "challenge", "over"

# Interned moves: the hot path hands out these objects instead of building new ones.
PLAYS = [play(code) for code in range(N_CODES)]
DRAW_MOVE, PASS_MOVE, ACCEPT_MOVE = Move(DRAW), Move(PASS), Move(ACCEPT)
WISH_SUITS = [Move(WISH, suit=suit) for suit in range(4)]
WISH_RANKS = {rank: Move(WISH, rank=rank) for rank in range(2, 15)}
CATCHES = [Move(CATCH, seat=seat) for seat in range(16)]
NAMES = [Move(NAME, seat=seat) for seat in range(16)]
_SAID: dict[str, list[Move]] = {}


def said(word: str) -> list[Move]:
    """``play CARD say WORD`` for every card, interned."""
    if word not in _SAID:
        _SAID[word] = [play(code, say=word) for code in range(N_CODES)]
    return _SAID[word]


def actor_moves(game: Game) -> list[Move]:
    """Every move the seat to act may make now."""
    phase = game.phase
    if phase == OVER:
        return []
    seat = game.actor
    if phase == WISHING:
        if game.T.wish_kind[game.top] == WISH_RANK:
            return [WISH_RANKS[r] for r in sorted({rank_of(c) for c in game.T.deck if c != JOKER})]
        return list(WISH_SUITS)
    if phase == NAMING:
        return [NAMES[s] for s in range(game.n) if s != seat and s not in game.out and s not in game.absent]
    if phase == CHALLENGING:
        return [ACCEPT_MOVE, CATCHES[game.blind[0]]]
    hand = game.hands[seat]
    T = game.T
    if game.pending_draw:
        moves = plays(game, hand, T.answers("draw", game.top))
        moves.append(DRAW_MOVE)
    elif game.pending_skip:
        moves = plays(game, hand, T.answers("skip", game.top))
        moves.append(ACCEPT_MOVE)
    elif game.drawn:
        ok = game.ok
        if T.after_draw == "drawn":
            card = game.drawn_card
            moves = plays(game, [card], ok) if card >= 0 and (ok[card] or T.blind) else []
        else:
            moves = plays(game, hand, ok)
        moves.append(PASS_MOVE)
    else:
        moves = plays(game, hand, game.ok)
        # blind: a lie always "fits", so whether a card really fits decides about drawing
        stuck = not moves if not T.blind else not any(game.ok[c] for c in hand)
        if game.following:
            if stuck:
                moves.append(DRAW_MOVE)
        elif T.draw_when_able or stuck:
            moves.append(DRAW_MOVE)
    if T.has_calls and (len(hand) <= 2 or T.multi_play):
        moves = with_calls(game, hand, moves)
    if game.multi_pack:
        moves = list(dict.fromkeys(moves))
    if game.catchable:
        moves.extend(CATCHES[o] for o in game.catchable if o != seat)
    return moves


def plays(game: Game, hand: list[int], fits: bytearray) -> list[Move]:
    """The plays from ``hand`` whose (first) card fits, without the ones a rule forbids here."""
    T = game.T
    if T.blind:
        from maumau_tui.engine.blind import blind_plays
        return blind_plays(game, hand, fits)
    moves = [PLAYS[c] for c in hand if fits[c]]
    if T.multi_play and len(hand) > 1:
        moves += multi_plays(hand, fits)
    if moves and (T.any_last_forbidden or (T.eat[JOKER] and len(game.pile) < 2)):
        size = len(hand)
        moves = [m for m in moves if not any(barred(game, c, size == len(m.cards)) for c in m.cards)]
    return moves


def barred(game: Game, card: int, empties_hand: bool) -> bool:
    """A rule bars this card here: a joker with nothing beneath to eat, or a card one may not go out with."""
    T = game.T
    return bool((T.eat[card] and len(game.pile) < 2) or (empties_hand and T.last_forbidden[card]))


def multi_plays(hand: list[int], fits: bytearray) -> list[Move]:
    """Several cards of one rank in one move: the first must fit; the last becomes the top card.

    Only the first and the last card's place matters, so the cards between are kept sorted.
    """
    counts = Counter(c for c in hand if c != JOKER)
    by_rank: dict[int, list[int]] = {}
    for card, count in counts.items():
        by_rank.setdefault(rank_of(card), []).extend([card] * count)
    found: dict[Move, None] = {}
    for cards in by_rank.values():
        if len(cards) < 2:
            continue
        for first in {c for c in cards if fits[c]}:
            rest = list(cards)
            rest.remove(first)
            for size in range(1, len(rest) + 1):
                for combo in set(combinations(sorted(rest), size)):
                    for last in set(combo):
                        middle = list(combo)
                        middle.remove(last)
                        found[play(first, *sorted(middle), last)] = None
    return list(found)


def with_calls(game: Game, hand: list[int], moves: list[Move]) -> list[Move]:
    """Add ``say WORD`` to the plays that need a call: leaving one card, or going out where required."""
    T = game.T
    size = len(hand)
    extra = []
    for move in moves:
        if move.kind != "play":
            continue
        left = size - len(move.cards)
        if left == 1 and T.mau_word:
            extra.append(said(T.mau_word)[move.cards[0]] if len(move.cards) == 1 else move.with_say(T.mau_word))
        elif left == 0 and T.last_word and (not T.last_required_ranks or rank_of(move.cards[-1]) in T.last_required_ranks):
            extra.append(said(T.last_word)[move.cards[0]] if len(move.cards) == 1 else move.with_say(T.last_word))
    return moves + extra if extra else moves
