"""A hand that goes round in a circle: the same moves again and again, nobody's hand growing smaller.

With the stock used up a few cards can go round for good (PLAYTEST241 F1: Kronenstube with Blind, the stock empty: each
player believed the 7, drew a 7 back as the penalty and played a 7 again; bots kept it up for thousands of moves).  A
sensible player sees the circle and plays another card.  Every seat sees it in its own log: the log ends with one
stretch of moves repeated ``REPEATS`` times in a row, the same seats making the same kinds of moves and playing the same
ranks (the suits may go round in another order).  In a hand that moves on, a seat does not play one rank round after
round while everything else repeats too, and the stock is used up in each round (the pile turned over, or too few
cards left to draw): only then can nothing move on (PLAYTEST241 F1's circle; three 7s in a row of a seat that plays
again after a 7 are no circle).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from maumau_tui import log_words as ev
from maumau_tui.cards import rank_of
from maumau_tui.notation import Move

REPEATS = 3          # a stretch of the log seen this many times in a row: the hand goes round in a circle
LONGEST = 160        # the longest such stretch looked for, in events (a round of sixteen seats, each a few moves)
RUN_OUT = frozenset({ev.RESHUFFLE, ev.SHORT})   # the stock used up: the pile turned over, fewer cards drawn than owed


def played(event: tuple[Any, ...]) -> tuple[int, ...]:
    """The cards a PLAY event lays (face up, or as declared)."""
    cards = event[2] if isinstance(event[2], tuple) else (event[2],)
    return tuple(card for card in cards if isinstance(card, int))


def outline(event: tuple[Any, ...]) -> tuple[Any, ...]:
    """What an event says of the moves, its cards but the ranks played left out: its kind, its seat."""
    if event[0] == ev.PLAY:
        return (ev.PLAY, event[1], tuple(rank_of(card) for card in played(event)))
    return event[:2]


def circle(log: Sequence[tuple[Any, ...]]) -> int:
    """The length of the stretch of moves the log ends with that repeats ``REPEATS`` times in a row (0: none)."""
    n = len(log)
    if n < 2 * REPEATS:
        return 0
    window = log[max(0, n - LONGEST * REPEATS):]
    if sum(event[0] in RUN_OUT for event in window) < REPEATS:   # (each round of a circle uses the stock up: without
        return 0                                                 # as many run-outs, none; most hands, at once)
    outlines = [outline(event) for event in window]
    n = len(outlines)
    for length in range(2, min(LONGEST, n // REPEATS) + 1):
        if outlines[-1] != outlines[-1 - length]:
            continue
        tail = outlines[n - length:]
        kinds = {kind for kind, *_ in tail}
        if ev.PLAY in kinds and kinds & RUN_OUT and all(
                outlines[n - length * (k + 1):n - length * k] == tail for k in range(1, REPEATS)):
            return length
    return 0


def circled_ranks(log: Sequence[tuple[Any, ...]], seat: int) -> set[int]:
    """The ranks ``seat`` played (face up, or as it declared them) in the circle the hand goes round (empty: none)."""
    length = circle(log)
    return {rank_of(card) for event in (log[len(log) - length:] if length else ())
            if event[0] == ev.PLAY and event[1] == seat for card in played(event)}


def off_the_circle(log: Sequence[tuple[Any, ...]], seat: int, plays: list[Move]) -> list[Move]:
    """``plays`` without those of a rank ``seat`` keeps playing round the circle, where another play is left."""
    ranks = circled_ranks(log, seat)
    if not ranks:
        return plays
    other = [move for move in plays if move.kind not in ("play", "cheat")
             or rank_of(move.as_card if move.as_card is not None else move.cards[-1]) not in ranks]
    return other if any(move.kind in ("play", "cheat") for move in other) else plays
