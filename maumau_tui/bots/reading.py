"""How a bot reads a decision: one small record built from a seat's view, or (inside a search) from a
re-dealt game for the seat to act, and the questions a player asks of it (who is next, who is a rival,
who is about to go out, what a card is good for)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from maumau_tui.bots.base import MatchSheet, Seen
from maumau_tui.cards import JOKER, rank_of, suit_of
from maumau_tui.notation import Move
from maumau_tui.rules.tables import Tables


class Situation:
    """One decision of one seat, as that seat sees it."""

    __slots__ = ("seat", "n", "hand", "sizes", "top", "wish_suit", "wish_rank", "pending_draw", "pending_skip",
                 "direction", "phase", "window_kind", "origin", "target", "dealer", "kings", "drawn", "misfit",
                 "catchable", "out", "legal", "T", "sheet", "name_draw", "log", "_foes")

    seat: int
    n: int
    hand: list[int]
    sizes: list[int]
    top: int
    wish_suit: int
    wish_rank: int
    pending_draw: int
    pending_skip: int
    direction: int
    phase: str
    window_kind: str
    origin: int
    target: int
    dealer: int
    kings: int
    drawn: bool
    misfit: bool
    catchable: list[int]
    out: list[int]
    legal: list[Move]
    T: Tables
    sheet: MatchSheet
    name_draw: int
    log: tuple[tuple[Any, ...], ...]   # the log as the seat saw it

    def __init__(self) -> None:
        self._foes: list[int] | None = None

    @classmethod
    def of_seen(cls, seen: Seen) -> Situation:
        v = seen.view
        s = cls()
        s.seat, s.n, s.hand, s.sizes = v.seat, len(v.names), list(v.hand), list(v.hand_sizes)
        s.top, s.wish_suit, s.wish_rank = v.top, v.wish_suit, v.wish_rank
        s.pending_draw, s.pending_skip, s.direction = v.pending_draw, v.pending_skip, v.direction
        s.phase, s.window_kind, s.origin, s.target = str(v.phase), str(v.window_kind), v.origin, v.target
        s.dealer, s.kings, s.drawn, s.misfit = v.dealer, v.kings, v.drawn, v.last_play_misfit
        s.catchable, s.out, s.legal = list(v.catchable), list(v.out), list(v.legal)
        s.T, s.sheet, s.name_draw, s.log = seen.tables, seen.sheet, v.name_draw, seen.log
        return s

    # ---- the table --------------------------------------------------------------------------

    def in_play(self, seat: int) -> bool:
        """The seat still holds cards in this hand (not out, not sitting the match out)."""
        return self.sizes[seat] > 0 and seat not in self.out

    def next_seat(self, seat: int | None = None, direction: int | None = None) -> int:
        """The next seat still in play after ``seat`` (default: this seat) in the direction of play."""
        step = self.direction if direction is None else direction
        here = self.seat if seat is None else seat
        for _ in range(self.n):
            here = (here + step) % self.n
            if self.in_play(here):
                return here
        return here

    def previous_seat(self) -> int:
        return self.next_seat(direction=-self.direction)

    def skipped(self, count: int) -> tuple[list[int], int]:
        """The seats ``count`` skips pass over after this one, in turn (this seat never: they stop before it), and
        the seat that plays after them."""
        passed: list[int] = []
        here = self.seat
        for _ in range(count):
            seat = self.next_seat(here)
            if seat == self.seat:
                break
            passed.append(seat)
            here = seat
        return passed, self.next_seat(here)

    def rivals(self) -> list[int]:
        """The seats this one plays against: everybody in play, except in a Scharf hand, where the dealer plays
        alone against all the others (who then play together)."""
        if self._foes is None:
            others = [seat for seat in range(self.n) if seat != self.seat and self.in_play(seat)]
            if self.sheet.scharf and self.seat != self.dealer:
                others = [seat for seat in others if seat == self.dealer]
            self._foes = others
        return self._foes

    def is_rival(self, seat: int) -> bool:
        return seat in self.rivals()

    def danger(self, seat: int) -> float:
        """How close ``seat`` is to going out: 1 with one card left, less with more cards; a rival who
        leads the match (or is about to lose it in a race to a target that wins) counts a little more."""
        size = self.sizes[seat]
        if size <= 0:
            return 0.0
        return 1.0 / size + 0.15 * self.match_lead(seat)

    def match_lead(self, seat: int) -> float:
        """0..1: how far ``seat`` is ahead in the match (0 in a single hand or when nobody leads)."""
        totals = self.sheet.totals
        if not self.sheet.scored or len(totals) != self.n or not any(totals):
            return 0.0
        best = max(totals) if self.sheet.target_wins else min(totals)
        spread = (max(totals) - min(totals)) or 1
        return 1.0 - abs(totals[seat] - best) / spread

    def most_dangerous(self, seats: list[int] | None = None) -> int | None:
        """The rival closest to going out (ties: the match's leader, then the next in play)."""
        pool = self.rivals() if seats is None else seats
        if not pool:
            return None
        order = {seat: index for index, seat in enumerate(self.seats_from_me())}
        return max(pool, key=lambda seat: (self.danger(seat), -order.get(seat, self.n)))

    def seats_from_me(self) -> list[int]:
        """Every other seat, in the order of play from this one."""
        return [(self.seat + self.direction * step) % self.n for step in range(1, self.n)]

    # ---- the hand ---------------------------------------------------------------------------

    def suit_counts(self, cards: list[int] | None = None) -> Counter[int]:
        """How many plain (not wild) cards of each suit are in ``cards`` (default: the hand)."""
        T = self.T
        return Counter(suit_of(c) for c in (self.hand if cards is None else cards) if c != JOKER and not T.wild[c])

    def rank_counts(self, cards: list[int] | None = None) -> Counter[int]:
        T = self.T
        return Counter(rank_of(c) for c in (self.hand if cards is None else cards) if c != JOKER and not T.wild[c])


def stuck_last(T: Tables, after: list[int]) -> bool:
    """One card left that its holder may not go out with (Erftschmiede's Ace, 2, 4 and 7; a card to give away; a card
    that must be followed, standard's Ace: played last, its player follows it by drawing, PLAYTEST123 F1, F2): it
    must draw again before the hand can be won (in blind play it may go down declared as another card)."""
    return not T.blind and len(after) == 1 and bool(T.last_forbidden[after[0]] or T.give[after[0]] or T.follow[after[0]])


def keep_value(T: Tables, card: int) -> float:
    """What a card is worth to hold for later (it answers, escapes or fits anywhere): 0 for a plain card."""
    value = 0.0
    if T.wild[card]:
        value += 12.0 if card == JOKER else 10.0
    if T.draw_amount[card] and T.draw_stack[card]:
        value += 3.0          # answers a penalty
    if T.cancel_penalty[card] or T.return_penalty[card]:
        value += 4.0
    if T.name_chain[card]:
        value += 2.0          # answers a Queen
    if T.swap_redirect[card] or rank_of(card) in T.swap_stop_ranks:
        value += 1.5          # answers a swap
    if T.give[card]:
        value += 2.0          # escapes a gift
    if T.skip_stack[card]:
        value += 2.0
    return value
