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


def face_up(log: Sequence[tuple[Any, ...]], joker_declares: bool = False) -> Counter[int]:
    """The cards lying face up on the pile as the log tells it (played, turned over, the start card), since the pile
    was last turned over; a card taken back (a lie found out, a caught cheat) or bought from it is gone again."""
    pile: list[int] = []
    declared = DOWN
    for index, event in enumerate(log):
        kind = event[0]
        if kind == ev.START:
            pile = [event[2]]
        elif kind == ev.PLAY:
            following = log[index + 1] if index + 1 < len(log) else None
            if following is not None and following[0] == ev.BLIND:
                pile.append(DOWN)
                declared = event[2]
            else:
                pile.extend(event[2] if isinstance(event[2], tuple) else (event[2],))
        elif kind == ev.DECLARED:
            pile.append(JOKER)
        elif kind == ev.REVEAL and pile and pile[-1] == DOWN:
            real = event[3]
            if real == declared or (real == JOKER and joker_declares):
                pile[-1] = real
            else:
                pile.pop()              # the liar takes it back
        elif kind == ev.EAT:
            del pile[-2:]
        elif kind == ev.FREE:
            pile = []
        elif kind == ev.RESHUFFLE:
            pile = pile[-1:]
        elif kind == ev.BUY and len(pile) >= 2:
            del pile[-2]
        elif kind == ev.CHEAT_CAUGHT and pile:
            pile.pop()
        elif kind == ev.BURIED and event[2] in pile:
            pile.remove(event[2])
    return Counter(card for card in pile if card != DOWN)


def wished_suits(log: Sequence[tuple[Any, ...]], seat: int) -> set[int]:
    """The suits ``seat`` wished for in this hand (its wish says what it holds, as long as it did not draw since)."""
    suits: set[int] = set()
    for event in log:
        if event[0] == ev.WISH and event[1] == seat and event[2] >= 0:
            suits.add(event[2])
        elif event[0] == ev.DRAW and event[1] == seat and event[2]:
            suits.clear()
    return suits


def declared_down(log: Sequence[tuple[Any, ...]], joker_declares: bool = False) -> Counter[int]:
    """The cards declared for the face-down cards lying on the pile unturned (believed, and the one waiting for its
    challenge), since the pile was last turned over."""
    pile: list[int] = []             # the declared card of each face-down card on the pile; -1 for the others
    for index, event in enumerate(log):
        kind = event[0]
        if kind == ev.START:
            pile = [-1]
        elif kind == ev.PLAY:
            following = log[index + 1] if index + 1 < len(log) else None
            down = following is not None and following[0] == ev.BLIND
            pile.extend([event[2]] if down else [-1] * (len(event[2]) if isinstance(event[2], tuple) else 1))
        elif kind == ev.DECLARED:
            pile.append(-1)
        elif kind == ev.REVEAL and pile:
            real = event[3]
            if real == pile[-1] or (real == JOKER and joker_declares):
                pile[-1] = -1          # the truth: it lies face up now
            else:
                pile.pop()             # a lie: back to its player
        elif kind == ev.EAT:
            del pile[-2:]
        elif kind == ev.FREE:
            pile = []
        elif kind == ev.RESHUFFLE:
            pile = pile[-1:]
        elif kind == ev.BUY and len(pile) >= 2:
            del pile[-2]
        elif kind == ev.CHEAT_CAUGHT and pile:
            pile.pop()
        elif kind == ev.BURIED and -1 in pile:
            pile.remove(-1)            # (a face-up card leaves from under)
    return Counter(card for card in pile if card >= 0)


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
