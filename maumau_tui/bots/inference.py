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
    reading = Reading(T, me)
    for event in log:
        if event[0] == ev.BLIND:
            return []
        reading.read(event)
    return [Void(seat, excluded, entered) for seat, (excluded, entered) in sorted(reading.found.items())]


class Reading:
    """``voids``' walk through the log: the pile as it lies and the voids found so far, one event at a time."""

    def __init__(self, T: Tables, me: int) -> None:
        self.T, self.me = T, me
        self.pile: list[tuple[int, int, int]] = []    # (card that counts, wish suit, wish rank), as they lie
        self.found: dict[int, list[Any]] = {}         # seat -> [excluded, entered]
        self.kings_open = False
        self.before: dict[int, tuple[list[tuple[int, int, int]], bool]] = {}   # seat -> the pile before its last play
        self.barred = [bool(T.last_forbidden[c] or T.give[c] or T.last_not_answering[c]
                            or (T.draw_when_only_wild and T.wild[c]))
                       for c in range(len(T.wild))]   # cards a seat may hold although it drew
        self.drew = -1        # the seat whose draw under a void was the last event: a card it plays now is one it drew
        self.just_drew = -1
        self.steps: dict[str, Callable[[tuple[Any, ...]], None]] = {
            ev.START: self.start, ev.PLAY: self.play, ev.DECLARED: self.play, ev.WISH: self.wish, ev.DRAW: self.draw,
            ev.KINGS_CLOSED: self.kings_over, ev.KINGS_FAILED: self.kings_over, ev.EAT: self.eat, ev.FREE: self.free,
            ev.RESHUFFLE: self.reshuffle, ev.BUY: self.buy, ev.CHEAT_CAUGHT: self.cheat_caught,
            ev.SWAPPED: self.swapped, ev.BURIED: lambda event: None,
            ev.GIVEN: lambda event: self.took(event[2], 1),
            ev.DRAWN_TOLD: lambda event: self.took(event[1], event[2]),   # a penalty drawn in parts, told as one
        }

    def read(self, event: tuple[Any, ...]) -> None:
        self.just_drew, self.drew = self.drew, -1
        step = self.steps.get(event[0])
        if step is not None:
            step(event)
        elif event[0] not in SAFE:   # something this reading does not know: trust no earlier void
            self.found.clear()

    def took(self, seat: int, count: int) -> None:
        if seat in self.found:
            self.found[seat][1] += count

    def start(self, event: tuple[Any, ...]) -> None:
        self.pile = [(event[2], -1, 0)]

    def play(self, event: tuple[Any, ...]) -> None:
        cards = event[2]
        card = cards[-1] if isinstance(cards, tuple) else cards
        played = cards if isinstance(cards, tuple) else (cards,)
        seat, found = event[1], self.found
        if seat == self.just_drew and seat in found and all(found[seat][0][c] for c in played):
            found[seat][1] = max(0, found[seat][1] - len(played))   # (PLAYTEST112 F9: its hand held none that
            #                                       fitted, so these came with the draw; the rest is still void)
        self.before[seat] = (list(self.pile), self.kings_open)
        self.pile.append((card, -1, 0))
        if event[3] == self.T.kings_word and self.T.any_kings_round:
            self.kings_open = True

    def wish(self, event: tuple[Any, ...]) -> None:
        if self.pile:
            self.pile[-1] = (self.pile[-1][0], event[2], event[3])

    def draw(self, event: tuple[Any, ...]) -> None:
        seat, count, reason = event[1], event[2], event[4]
        if seat != self.me and reason == ev.R_NORMAL and not self.kings_open and self.pile and count:
            top, suit, rank = self.pile[-1]
            fits = self.T.playable(top, suit, rank)
            self.found[seat] = [bytes(0 if self.barred[c] else fits[c] for c in range(len(fits))), 0]
            self.drew = seat
        self.took(seat, count)

    def kings_over(self, event: tuple[Any, ...]) -> None:
        self.kings_open = False

    def eat(self, event: tuple[Any, ...]) -> None:
        """The joker and the card it ate leave; the card beneath counts, without a wish."""
        del self.pile[-2:]
        if self.pile:
            self.pile[-1] = (self.pile[-1][0], -1, 0)

    def free(self, event: tuple[Any, ...]) -> None:
        self.pile = []

    def reshuffle(self, event: tuple[Any, ...]) -> None:
        self.pile = self.pile[-1:]

    def buy(self, event: tuple[Any, ...]) -> None:
        if len(self.pile) >= 2:
            del self.pile[-2]
        self.took(event[1], 1)

    def cheat_caught(self, event: tuple[Any, ...]) -> None:
        """The game goes back to before the cheat: its buy and wish are undone too."""
        seat = event[2]
        if seat in self.before:
            self.pile, self.kings_open = list(self.before[seat][0]), self.before[seat][1]
        elif self.pile:
            self.pile.pop()
        self.took(seat, 1)

    def swapped(self, event: tuple[Any, ...]) -> None:
        self.found.pop(event[1], None)
        self.found.pop(event[2], None)


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
