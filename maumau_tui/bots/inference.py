"""What a careful player reads from the table: a player who had to draw held nothing that fitted.

Where drawing is allowed only to a player who cannot play, a seat that draws in its turn shows that none
of its cards fitted the card on the pile (nor a wild card fitted).  Until its hand changes the cards it
held then are none of those: a ``Void``.  Cards it takes in later (drawn, given, bought, taken back) may
be anything.  Read from the log as the seat saw it, so it tells a bot nothing it could not know.

``refine`` makes a re-dealt game agree with the voids: a hand holding too many such cards gives the
surplus back to the stock in exchange for cards that fit the void.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from maumau_tui.engine import events as ev
from maumau_tui.engine.game import Game
from maumau_tui.rules.tables import Tables

SAFE = frozenset({ev.DEAL, ev.PASS, ev.SKIPPED, ev.REVERSE, ev.CATCH, ev.MISSED_LAST, ev.OUT, ev.OVER,
                  ev.PENALTY, ev.LOST, ev.NAMED, ev.CANCEL, ev.LAST_CARD, ev.RETURNED, ev.BLOCKED,
                  ev.KINGS_CLOSED, ev.KINGS_FAILED, ev.GIFT, ev.GIFT_PICKED, ev.GIFT_BACK, ev.SWAP,
                  ev.SWAP_REDIRECT, ev.SWAP_STOP, ev.WRONG_CATCH, ev.DISPUTE, ev.BELIEVED})


@dataclass(frozen=True)
class Void:
    """``seat`` held none of the cards in ``excluded`` when it last had to draw; ``entered`` cards came into
    its hand since (that draw included)."""

    seat: int
    excluded: bytes
    entered: int


def readable(T: Tables) -> bool:
    """Whether a draw tells anything in this ruleset: drawing only when stuck, no face-down lies."""
    return not T.draw_when_able and not T.blind


def voids(log: Sequence[tuple[Any, ...]], T: Tables, me: int) -> list[Void]:
    """The voids of every other seat, read from the log as ``me`` saw it."""
    if not readable(T):
        return []
    pile: list[tuple[int, int, int]] = []      # (card that counts, wish suit, wish rank), as they lie
    found: dict[int, list[Any]] = {}            # seat -> [excluded, entered]
    kings_open = False
    barred = [bool(T.last_forbidden[c] or T.give[c] or T.last_not_answering[c]) for c in range(len(T.wild))]
    for event in log:
        kind = event[0]
        if kind == ev.START:
            pile = [(event[2], -1, 0)]
        elif kind in (ev.PLAY, ev.DECLARED):
            cards = event[2]
            card = cards[-1] if isinstance(cards, tuple) else cards
            pile.append((card, -1, 0))
            if event[3] == T.kings_word and T.any_kings_round:
                kings_open = True
        elif kind == ev.WISH:
            if pile:
                pile[-1] = (pile[-1][0], event[2], event[3])
        elif kind == ev.DRAW:
            seat, count, reason = event[1], event[2], event[4]
            if seat != me and reason == ev.R_NORMAL and not kings_open and pile and count:
                top, suit, rank = pile[-1]
                fits = T.playable(top, suit, rank)
                found[seat] = [bytes(0 if barred[c] else fits[c] for c in range(len(fits))), 0]
            if seat in found:
                found[seat][1] += count
        elif kind in (ev.KINGS_CLOSED, ev.KINGS_FAILED):
            kings_open = False
        elif kind == ev.EAT:   # the joker and the card it ate leave; the card beneath counts, without a wish
            del pile[-2:]
            if pile:
                pile[-1] = (pile[-1][0], -1, 0)
        elif kind == ev.FREE:
            pile = []
        elif kind == ev.RESHUFFLE:
            pile = pile[-1:]
        elif kind == ev.BUY:
            if len(pile) >= 2:
                del pile[-2]
            add(found, event[1], 1)
        elif kind == ev.GIVEN:
            add(found, event[2], 1)
        elif kind == ev.CHEAT_CAUGHT:
            if pile:
                pile.pop()
            add(found, event[2], 1)
        elif kind == ev.SWAPPED:
            found.pop(event[1], None)
            found.pop(event[2], None)
        elif kind == ev.BURIED:
            continue
        elif kind not in SAFE:   # something this reading does not know: trust no earlier void
            found.clear()
    return [Void(seat, excluded, entered) for seat, (excluded, entered) in sorted(found.items())]


def add(found: dict[int, list[Any]], seat: int, count: int) -> None:
    if seat in found:
        found[seat][1] += count


def refine(game: Game, voids: Sequence[Void], known: Counter[tuple[int, int]], rng: random.Random) -> None:
    """Make ``game`` (a re-dealt copy) agree with ``voids``: each seat holds at least ``size - entered`` cards
    outside its void.  Cards ``known`` to be in a hand ((holder, card) counts) stay where they are."""
    stock = game.stock
    for void in voids:
        hand = game.hands[void.seat]
        need = len(hand) - void.entered
        if need <= 0 or (game.drawn and game.actor == void.seat):
            continue
        excluded = void.excluded
        outside = sum(1 for card in hand if not excluded[card])
        if outside >= need:
            continue
        pinned = Counter({card: count for (holder, card), count in known.items() if holder == void.seat})
        movable = []
        for index, card in enumerate(hand):
            if excluded[card]:
                if pinned[card] > 0:
                    pinned[card] -= 1
                else:
                    movable.append(index)
        spare = [index for index, card in enumerate(stock) if not excluded[card]]
        rng.shuffle(movable)
        rng.shuffle(spare)
        for here, there in zip(movable[: need - outside], spare):
            hand[here], stock[there] = stock[there], hand[here]
