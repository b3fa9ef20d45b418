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
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from maumau_tui import log_words as ev
from maumau_tui.engine.game import Game
from maumau_tui.rules.tables import Tables

PASSES = 3   # rounds of exchanges: fixing one hand may make room for another

SAFE = frozenset({ev.DEAL, ev.PASS, ev.SKIPPED, ev.REVERSE, ev.CATCH, ev.MISSED_LAST, ev.OUT, ev.OVER,
                  ev.PENALTY, ev.LOST, ev.NAMED, ev.CANCEL, ev.LAST_CARD, ev.RETURNED, ev.BLOCKED,
                  ev.KINGS_CLOSED, ev.KINGS_FAILED, ev.GIFT, ev.GIFT_PICKED, ev.GIFT_BACK, ev.SWAP,
                  ev.SWAP_REDIRECT, ev.SWAP_STOP, ev.WRONG_CATCH, ev.DISPUTE, ev.BELIEVED, ev.FOLLOW, ev.AGAIN,
                  ev.TIME_UP})


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
    """The voids of every other seat, read from the log as ``me`` saw it (none in a hand that had face-down cards,
    also where a vote switched blind play off since: what lay where is not known)."""
    if not readable(T):
        return []
    pile: list[tuple[int, int, int]] = []      # (card that counts, wish suit, wish rank), as they lie
    found: dict[int, list[Any]] = {}            # seat -> [excluded, entered]
    kings_open = False
    before: dict[int, tuple[list[tuple[int, int, int]], bool]] = {}   # seat -> the pile before its last play
    barred = [bool(T.last_forbidden[c] or T.give[c] or T.last_not_answering[c] or (T.draw_when_only_wild and T.wild[c]))
              for c in range(len(T.wild))]   # cards a seat may hold although it drew
    drew = -1   # the seat whose draw under a void was the last event: a card it plays now is one it drew
    for event in log:
        kind = event[0]
        if kind == ev.BLIND:
            return []
        just_drew, drew = drew, -1
        if kind == ev.START:
            pile = [(event[2], -1, 0)]
        elif kind in (ev.PLAY, ev.DECLARED):
            cards = event[2]
            card = cards[-1] if isinstance(cards, tuple) else cards
            played = cards if isinstance(cards, tuple) else (cards,)
            if event[1] == just_drew and just_drew in found and all(found[just_drew][0][c] for c in played):
                found[just_drew][1] = max(0, found[just_drew][1] - len(played))   # (PLAYTEST112 F9: its hand
                #                        held none that fitted, so these came with the draw; the rest is still void)
            before[event[1]] = (list(pile), kings_open)
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
                drew = seat
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
        elif kind == ev.DRAWN_TOLD:   # a penalty drawn in parts, told as one (the parts: the drawer's alone)
            add(found, event[1], event[2])
        elif kind == ev.CHEAT_CAUGHT:   # the game goes back to before the cheat: its buy and wish are undone too
            if event[2] in before:
                pile, kings_open = list(before[event[2]][0]), before[event[2]][1]
            elif pile:
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


def refine(game: Game, voids: Sequence[Void], known: Counter[tuple[int, int]], me: int, rng: random.Random) -> None:
    """Make ``game`` (a re-dealt copy, seen by ``me``) agree with ``voids``: each seat holds at least
    ``size - entered`` cards outside its void.  Surplus cards are exchanged with the stock, else with other
    hands that can take them (a hand under a void of its own only while it keeps to it).  Cards ``known`` to
    be in a hand ((holder, card) counts), the card the seat to act has just drawn and the card a 4 offers stay
    where they are.  A deal so tight that no exchange of two cards helps may stay short of a void (rare: the
    last cards of a hand, every hand under a void)."""
    by_seat = {void.seat: void for void in voids}
    for _ in range(PASSES):
        if all(exchange(game, void, by_seat, known, me, rng) for void in voids):
            return


def exchange(game: Game, void: Void, by_seat: dict[int, Void], known: Counter[tuple[int, int]], me: int,
             rng: random.Random) -> bool:
    """Exchange surplus cards of ``void.seat`` (see ``refine``); whether it keeps to its void now."""
    hand = game.hands[void.seat]
    excluded = void.excluded
    short = len(hand) - void.entered - sum(1 for card in hand if not excluded[card])
    if short <= 0:
        return True
    movable = places(game, void.seat, known, lambda card: bool(excluded[card]))
    spare = [(-1, index) for index, card in enumerate(game.stock) if not excluded[card]]
    others = [(seat, index) for seat in range(game.n) if seat not in (me, void.seat)
              for index in places(game, seat, known, lambda card: not excluded[card])]
    rng.shuffle(movable)
    rng.shuffle(spare)
    rng.shuffle(others)
    candidates = spare + others
    for here in movable:
        if short <= 0:
            break
        while candidates:
            seat, there = candidates.pop(0)
            place = game.stock if seat < 0 else game.hands[seat]
            other = by_seat.get(seat)
            if other is not None and not keeps_to(game, other, place[there], hand[here]):
                continue
            hand[here], place[there] = place[there], hand[here]
            short -= 1
            break
    return short <= 0


def keeps_to(game: Game, void: Void, leaving: int, coming: int) -> bool:
    """Whether ``void.seat`` still keeps to its void when ``leaving`` goes and ``coming`` comes."""
    hand = game.hands[void.seat]
    outside = sum(1 for card in hand if not void.excluded[card])
    outside += (not void.excluded[coming]) - (not void.excluded[leaving])
    return outside >= len(hand) - void.entered


def places(game: Game, seat: int, known: Counter[tuple[int, int]], wanted: Callable[[int], bool]) -> list[int]:
    """Where in ``seat``'s hand a ``wanted`` card lies that may be exchanged: not a card known to be there, not
    the card just drawn by the seat to act, not the card a 4 offers."""
    hand = game.hands[seat]
    last = len(hand) - 1 if game.drawn and game.actor == seat else len(hand)
    pinned = Counter({card: count for (holder, card), count in known.items() if holder == seat})
    if game.gift >= 0:
        pinned[game.gift] += 1
    found = []
    for index, card in enumerate(hand[:last]):
        if not wanted(card):
            continue
        if pinned[card] > 0:
            pinned[card] -= 1
        else:
            found.append(index)
    return found
