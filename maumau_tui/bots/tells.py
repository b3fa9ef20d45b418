"""What the log tells every seat besides the voids (``inference.py``): the cards lying face up on the pile, which a
declared card of blind play cannot be where the pack has no other copy (nor where earlier declarations, believed,
used up the copies: one of them was a lie), the lies and truths of each seat found out by a challenge, and the suits a
seat asked for, which a sensible player does not wish for a rival about to go out."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from maumau_tui import log_words as ev
from maumau_tui.cards import JOKER

DOWN = -1   # a face-down card on the pile (its real card unknown to the reader)


def pile(log: Sequence[tuple[Any, ...]], joker_declares: bool = False) -> list[tuple[int, int]]:
    """The pile as the log tells it, since it was last turned over: (card, declared) for each card on it, ``card``
    ``DOWN`` for a card laid face down (and ``declared`` what its player said it is; else -1).  A card taken back (a lie
    found out, a caught cheat) or bought from it is gone again; a face-down card turned over and true lies face up."""
    cards: list[tuple[int, int]] = []
    for index, event in enumerate(log):
        kind = event[0]
        if kind == ev.START:
            cards = [(event[2], -1)]
        elif kind == ev.PLAY:
            following = log[index + 1] if index + 1 < len(log) else None
            if following is not None and following[0] == ev.BLIND:
                cards.append((DOWN, event[2]))
            else:
                cards.extend((card, -1) for card in (event[2] if isinstance(event[2], tuple) else (event[2],)))
        elif kind == ev.DECLARED:
            cards.append((JOKER, -1))
        elif kind == ev.REVEAL and cards and cards[-1][0] == DOWN:
            real = event[3]
            if real == cards[-1][1] or (real == JOKER and joker_declares):
                cards[-1] = (real, -1)
            else:
                cards.pop()             # the liar takes it back
        elif kind == ev.EAT:
            del cards[-2:]
        elif kind == ev.FREE:
            cards = []
        elif kind == ev.RESHUFFLE:
            cards = cards[-1:]
        elif kind == ev.BUY and len(cards) >= 2:
            del cards[-2]
        elif kind == ev.CHEAT_CAUGHT and cards:
            cards.pop()
        elif kind == ev.BURIED:
            buried = next((at for at, (card, _) in enumerate(cards) if card == event[2]), None)
            if buried is not None:
                del cards[buried]
    return cards


def face_up(log: Sequence[tuple[Any, ...]], joker_declares: bool = False) -> Counter[int]:
    """The cards lying face up on the pile (played, turned over, the start card)."""
    return Counter(card for card, _ in pile(log, joker_declares) if card != DOWN)


def declared_down(log: Sequence[tuple[Any, ...]], joker_declares: bool = False) -> Counter[int]:
    """The cards declared for the face-down cards lying on the pile unturned (believed, and the one waiting for its
    challenge)."""
    return Counter(declared for card, declared in pile(log, joker_declares) if card == DOWN and declared >= 0)


def wished_suits(log: Sequence[tuple[Any, ...]], seat: int) -> set[int]:
    """The suits ``seat`` wished for in this hand (its wish says what it holds, as long as it did not draw since)."""
    suits: set[int] = set()
    for event in log:
        if event[0] == ev.WISH and event[1] == seat and event[2] >= 0:
            suits.add(event[2])
        elif event[0] == ev.DRAW and event[1] == seat and event[2]:
            suits.clear()
    return suits


def lies_found(log: Sequence[tuple[Any, ...]], seat: int, joker_declares: bool = False) -> tuple[int, int]:
    """(lies, truths) of ``seat``'s face-down cards turned over by a challenge in this hand."""
    declared: dict[int, int] = {}
    lies = truths = 0
    for index, event in enumerate(log):
        kind = event[0]
        if kind == ev.PLAY and index + 1 < len(log) and log[index + 1][0] == ev.BLIND:
            declared[event[1]] = event[2]
        elif kind == ev.REVEAL and event[2] == seat and seat in declared:
            real = event[3]
            if real == declared[seat] or (real == JOKER and joker_declares):
                truths += 1
            else:
                lies += 1
    return lies, truths
