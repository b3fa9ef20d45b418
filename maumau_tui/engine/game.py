"""The hand of Mau-Mau as a state machine: whose decision, which moves are legal, what a move does.

``Game`` holds one hand.  ``legal_moves(seat)`` is the only source of legality: the app, the bots and
the scenario runner all ask it, and ``apply`` refuses anything else with ``IllegalMoveError`` and
leaves the state unchanged.  All chance comes from the game's own seeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from maumau_tui.cards import rank_of
from maumau_tui.engine import events as ev
from maumau_tui.engine.reasons import why_illegal
from maumau_tui.engine.scoring import hand_scores
from maumau_tui.notation import (
    ACCEPT_MOVE, CATCH, DRAW_MOVE, PASS_MOVE, WISH, Move, play,
)
from maumau_tui.rules.tables import N_CODES, WISH_RANK, WISH_SUIT, Tables

TURN, WISHING, OVER = "turn", "wish", "over"

# Interned moves: the per-move path hands out these objects instead of building new ones.
PLAYS = [play(code) for code in range(N_CODES)]
_SAID: dict[str, list[Move]] = {}
WISH_SUITS = [Move(WISH, suit=suit) for suit in range(4)]
WISH_RANKS = {rank: Move(WISH, rank=rank) for rank in range(2, 15)}
CATCHES = [Move(CATCH, seat=seat) for seat in range(16)]


def said(word: str) -> list[Move]:
    if word not in _SAID:
        _SAID[word] = [play(code, say=word) for code in range(N_CODES)]
    return _SAID[word]


class IllegalMoveError(ValueError):
    """A move the game refuses; the state is unchanged.  The message says why."""


class Game:
    """One hand: hands, stock, pile, whose decision it is, and the open effects."""

    __slots__ = (
        "T", "n", "names", "hands", "stock", "pile", "top", "wish_suit", "wish_rank", "ok",
        "direction", "actor", "phase", "pending_draw", "penalty_skip", "pending_skip", "drawn",
        "drawn_card", "following", "after_wish", "catchable", "out", "dealer", "rng", "log",
        "moves_made", "winner_card", "_legal", "_multi", "removed", "scharf",
    )

    def __init__(self, tables: Tables, names: Sequence[str], dealer: int, seed: int | None = None) -> None:
        self.T = tables
        self.n = len(names)
        self.names = list(names)
        self.dealer = dealer
        self.rng = random.Random(seed)
        self.hands: list[list[int]] = [[] for _ in names]
        self.stock: list[int] = []   # drawn from the end
        self.pile: list[int] = []
        self.top = 0
        self.wish_suit, self.wish_rank = -1, 0
        self.ok = bytearray(N_CODES)
        self.direction = 1
        self.actor = 0
        self.phase = TURN
        self.pending_draw = self.penalty_skip = self.pending_skip = 0
        self.drawn = 0
        self.drawn_card = -1
        self.following = False
        self.after_wish = 0
        self.catchable: list[int] = []
        self.out: list[int] = []
        self.log: list[tuple] = []
        self.moves_made = 0
        self.winner_card = -1
        self.removed: list[int] = []   # cards out of play (eaten by a joker)
        self.scharf = False            # miese-punkte: the dealer plays alone against all
        self._legal: list[Move] | None = None
        self._multi = len(tables.deck) != len(set(tables.deck))

    # ---- setting up a hand -----------------------------------------------------------------

    @classmethod
    def deal(cls, tables: Tables, names: Sequence[str], dealer: int | None = None,
             seed: int | None = None, hand_sizes: Sequence[int] | None = None,
             first: int | None = None, scharf: bool = False) -> Game:
        """Shuffle, deal from the dealer's left, turn up the start card and apply its effect.

        ``hand_sizes`` gives each seat its own number of cards (default: the ruleset's);
        ``first`` is the seat that moves first (default: the dealer's left).
        """
        game = cls(tables, names, dealer if dealer is not None else len(names) - 1, seed)
        game.scharf = scharf
        deck = list(tables.deck)
        game.rng.shuffle(deck)
        sizes = list(hand_sizes) if hand_sizes is not None else [tables.hand_size] * game.n
        if sum(sizes) + 1 > len(deck):
            raise ValueError(f"{len(deck)} cards are not enough to deal {sum(sizes)} cards")
        for round_ in range(max(sizes)):
            seat = game.dealer
            for _ in range(game.n):
                seat = (seat + 1) % game.n
                if round_ < sizes[seat]:
                    game.hands[seat].append(deck.pop())
        game.pile.append(deck.pop())
        game.stock = deck
        game.log.append((ev.DEAL, game.dealer, max(sizes)))
        game.start(effect=tables.start_effect, first=first)
        return game

    @classmethod
    def stacked(cls, tables: Tables, names: Sequence[str], hands: Sequence[Sequence[int]],
                pile: Sequence[int], stock: Sequence[int], dealer: int, start_effect: bool = False,
                seed: int = 0, scharf: bool = False) -> Game:
        """A hand with every card placed by hand (scenarios); ``stock[0]`` is drawn first."""
        game = cls(tables, names, dealer, seed)
        game.scharf = scharf
        game.hands = [list(hand) for hand in hands]
        game.pile = list(pile)
        game.stock = list(reversed(stock))
        game.start(effect=start_effect)
        return game

    def start(self, effect: bool, first: int | None = None) -> None:
        """Open the hand on the top card; with ``effect`` it counts as played by the dealer."""
        top = self.top = self.pile[-1]
        self.ok = self.T.playable(top, -1, 0)
        self.log.append((ev.START, self.dealer, top))
        # the start card counts as played by the seat before the first player: the dealer,
        # unless the ruleset lets someone else (the last winner) move first
        opener = self.dealer if first is None else (first - self.direction) % self.n
        first = self._next(opener)
        T = self.T
        if not effect:
            self._begin_turn(first)
        elif T.wish_kind[top]:
            wisher = self.dealer if T.start_wish_by_dealer else first
            self.after_wish = first
            self._ask_wish(wisher)
        else:
            self._apply_effects(opener, top, at_start=True)
        self._legal = None

    # ---- whose decision ----------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.phase == OVER

    @property
    def winner(self) -> int | None:
        return self.out[0] if self.out else None

    @property
    def loser(self) -> int | None:
        """In a hand played until one seat holds cards: that seat, once the hand is over."""
        if not self.T.hand_ends_one_left or len(self.out) < self.n - 1:
            return None
        return next(seat for seat in range(self.n) if seat not in self.out)

    def seats_to_act(self) -> list[int]:
        """Seats whose decision the game waits for (empty when the hand is over)."""
        return [] if self.phase == OVER else [self.actor]

    # ---- legal moves -------------------------------------------------------------------------

    def legal_moves(self, seat: int | None = None) -> list[Move]:
        """Every move ``seat`` (default: the seat to act) may make now."""
        if seat is None or seat == self.actor:
            legal = self._legal
            if legal is None:
                legal = self._legal = self._actor_moves()
            return legal
        if self.phase == OVER:
            return []
        return [CATCHES[o] for o in self.catchable if o != seat]

    def _actor_moves(self) -> list[Move]:
        phase = self.phase
        if phase == OVER:
            return []
        seat = self.actor
        if phase == WISHING:
            if self.T.wish_kind[self.top] == WISH_RANK:
                return [WISH_RANKS[r] for r in sorted({rank_of(c) for c in self.T.deck if c})]
            return list(WISH_SUITS)
        hand = self.hands[seat]
        T = self.T
        if self.pending_draw:
            answers = T.answers("draw", self.top)
            moves = [PLAYS[c] for c in hand if answers[c]]
            moves.append(DRAW_MOVE)
        elif self.pending_skip:
            answers = T.answers("skip", self.top)
            moves = [PLAYS[c] for c in hand if answers[c]]
            moves.append(ACCEPT_MOVE)
        elif self.drawn:
            ok = self.ok
            after = T.after_draw
            if after == "drawn":
                card = self.drawn_card
                moves = [PLAYS[card]] if card >= 0 and ok[card] else []
            else:
                moves = [PLAYS[c] for c in hand if ok[c]]
            moves.append(PASS_MOVE)
        else:
            ok = self.ok
            moves = [PLAYS[c] for c in hand if ok[c]]
            if moves and len(self.pile) < 2 and T.eat[0]:
                moves = [m for m in moves if not T.eat[m.cards[0]]]  # nothing beneath to eat
            if self.following:
                if not moves:
                    moves.append(DRAW_MOVE)
            elif T.draw_when_able or not moves:
                moves.append(DRAW_MOVE)
        if len(hand) <= 2:
            moves = self._with_calls(moves, len(hand))
        if self._multi:
            moves = list(dict.fromkeys(moves))
        if self.catchable:
            moves.extend(CATCHES[o] for o in self.catchable if o != seat)
        return moves

    def _with_calls(self, moves: list[Move], hand_size: int) -> list[Move]:
        T = self.T
        if hand_size == 2 and T.mau_word:
            said_mau = said(T.mau_word)
            return moves + [said_mau[m.cards[0]] for m in moves if m.kind == "play"]
        if hand_size == 1 and T.last_word and T.last_required_ranks:
            said_last = said(T.last_word)
            return moves + [said_last[m.cards[0]] for m in moves
                            if m.kind == "play" and rank_of(m.cards[0]) in T.last_required_ranks]
        return moves

    # ---- applying a move ---------------------------------------------------------------------

    def apply(self, move: Move, seat: int | None = None) -> None:
        """Make ``move`` for ``seat`` (default: the seat to act), or raise ``IllegalMoveError``."""
        if seat is None:
            seat = self.actor
        if move not in self.legal_moves(seat):
            raise IllegalMoveError(why_illegal(self, move, seat))
        self._legal = None
        self.moves_made += 1
        kind = move.kind
        if kind == "play":
            self._play(seat, move)
        elif kind == "draw":
            self._draw_move(seat)
        elif kind == "pass":
            self.log.append((ev.PASS, seat))
            self._begin_turn(self._next(seat))
        elif kind == "wish":
            self._wish(seat, move)
        elif kind == "catch":
            self._catch(seat, move.seat)  # type: ignore[arg-type]
        elif kind == "accept":
            self.pending_skip = 0
            self.log.append((ev.SKIPPED, seat))
            self._begin_turn(self._next(seat))

    def _play(self, seat: int, move: Move) -> None:
        card = move.cards[0]
        hand = self.hands[seat]
        hand.remove(card)
        self.pile.append(card)
        self.top = card
        self.wish_suit, self.wish_rank = -1, 0
        self.ok = self.T.playable(card, -1, 0)
        self.pending_skip = 0
        self.log.append((ev.PLAY, seat, card, move.say))
        left = len(hand)
        if left == 1 and self.T.mau_word and move.say != self.T.mau_word:
            self.catchable.append(seat)
        if self.T.eat[card]:
            self._eat(seat, card)
        if left == 0:
            gone = self._goes_out(seat, card, move.say)
            if self.phase == OVER:
                return
            self._apply_effects(seat, card, gone=gone)
            return
        self._apply_effects(seat, card)

    def _eat(self, seat: int, card: int) -> None:
        """The card eats the top card: both leave the game, play goes on on the card beneath."""
        joker = self.pile.pop()
        eaten = self.pile.pop()
        self.removed += [joker, eaten]
        self.top = self.pile[-1]
        self.ok = self.T.playable(self.top, -1, 0)
        self.pending_draw = self.pending_skip = 0
        self.log.append((ev.EAT, seat, eaten))

    def _goes_out(self, seat: int, card: int, say: str | None) -> bool:
        """The seat played its last card: True when it is out (the hand may be over, see phase)."""
        T = self.T
        rank = rank_of(card)
        if rank in T.last_required_ranks and say != T.last_word:
            self.log.append((ev.MISSED_LAST, seat))
            self._draw(seat, T.last_penalty, ev.R_CALL)
            return False
        if T.follow[card]:
            return False
        self.out.append(seat)
        if seat in self.catchable:
            self.catchable.remove(seat)
        if len(self.out) == 1:
            self.winner_card = card
        self.log.append((ev.OUT, seat, card))
        if T.hand_ends_one_left:
            if len(self.out) < self.n - 1:
                return True
            self.phase = OVER
            self.catchable.clear()
            self.log.append((ev.LOST, self.loser))
            return True
        if T.settle_penalty_after_out and T.draw_amount[card]:
            victim = self._next(seat)
            self._draw(victim, T.draw_amount[card], ev.R_PENALTY)
        self.phase = OVER
        self.catchable.clear()
        self.log.append((ev.OVER, seat))
        return True

    def _apply_effects(self, seat: int, card: int, at_start: bool = False, gone: bool = False) -> None:
        """What the card just played (or turned up) does to the next turns.

        ``gone``: its player has just gone out and play goes on: a wish card wishes its own suit,
        and a card that would give its player another turn passes to the next seat.
        """
        T = self.T
        if T.eat[card]:
            self._begin_turn(self._next(seat))
            return
        if T.reverse[card]:
            self.direction = -self.direction
            self.log.append((ev.REVERSE, seat))
        if T.draw_amount[card]:
            self.pending_draw = self.pending_draw + T.draw_step[card] if self.pending_draw else T.draw_amount[card]
            self.penalty_skip = T.draw_then_skip[card]
            self.log.append((ev.PENALTY, seat, self.pending_draw))
        skip = 0
        if T.skip_count[card]:
            if T.skip_stack[card]:
                self.pending_skip = T.skip_count[card]
            else:
                skip = T.skip_count[card]
        if T.wish_kind[card]:
            if gone and T.wish_kind[card] == WISH_SUIT:
                self._wish(seat, WISH_SUITS[card & 3], then=self._next(seat, skip))
                return
            if not gone:
                self.after_wish = self._next(seat, skip)
                self._ask_wish(seat)
                return
        if gone:
            self._begin_turn(self._next(seat, skip))
            return
        if T.follow[card]:
            self._begin_turn(seat, following=True)
            return
        if T.again[card] and not at_start:
            self._begin_turn(seat)
            return
        self._begin_turn(self._next(seat, skip))

    def _ask_wish(self, seat: int) -> None:
        self.phase = WISHING
        self.actor = seat

    def _wish(self, seat: int, move: Move, then: int | None = None) -> None:
        if move.suit is not None:
            self.wish_suit = move.suit
        else:
            self.wish_rank = move.rank or 0
        self.ok = self.T.playable(self.top, self.wish_suit, self.wish_rank)
        self.log.append((ev.WISH, seat, self.wish_suit, self.wish_rank))
        self._begin_turn(self.after_wish if then is None else then)

    def _draw_move(self, seat: int) -> None:
        if self.pending_draw:
            amount, self.pending_draw = self.pending_draw, 0
            self._draw(seat, amount, ev.R_PENALTY)
            if self.penalty_skip:
                self.penalty_skip = 0
                self.log.append((ev.SKIPPED, seat))
                self._begin_turn(self._next(seat))
            return
        cards = self._draw(seat, 1, ev.R_NORMAL)
        if self.following or self.T.after_draw == "none":  # drawing ends the turn
            self._begin_turn(self._next(seat))
            return
        self.drawn = 1
        self.drawn_card = cards[0] if cards else -1

    def _catch(self, seat: int, offender: int) -> None:
        self.catchable.remove(offender)
        self.log.append((ev.CATCH, seat, offender))
        self._draw(offender, self.T.mau_penalty, ev.R_CALL)

    # ---- turns and cards ---------------------------------------------------------------------

    def _begin_turn(self, seat: int, following: bool = False) -> None:
        self.phase = TURN
        self.actor = seat
        self.drawn = 0
        self.following = following
        if not following and self.catchable and self.T.mau_catch_until == "next_turn" and seat in self.catchable:
            self.catchable.remove(seat)

    def _next(self, seat: int, skip: int = 0) -> int:
        """The seat after ``seat`` in the direction of play, jumping ``skip`` seats (logged)."""
        n, step = self.n, self.direction
        seat = (seat + step) % n
        while self.out and seat in self.out:
            seat = (seat + step) % n
        for _ in range(skip):
            self.log.append((ev.SKIPPED, seat))
            seat = (seat + step) % n
            while self.out and seat in self.out:
                seat = (seat + step) % n
        return seat

    def _draw(self, seat: int, count: int, reason: str) -> list[int]:
        """Move up to ``count`` cards from the stock to the seat's hand, reshuffling the pile if needed."""
        stock = self.stock
        hand = self.hands[seat]
        got = []
        for _ in range(count):
            if not stock:
                if len(self.pile) < 2:
                    break
                self._reshuffle()
                stock = self.stock
            card = stock.pop()
            hand.append(card)
            got.append(card)
        self.log.append((ev.DRAW, seat, len(got), tuple(got), reason))
        return got

    def _reshuffle(self) -> None:
        top = self.pile.pop()
        self.stock = self.pile
        self.rng.shuffle(self.stock)
        self.pile = [top]
        self.log.append((ev.RESHUFFLE, len(self.stock)))

    # ---- copies for search ---------------------------------------------------------------------

    def copy(self, with_log: bool = True) -> Game:
        """An independent copy (tables shared); cheap enough for search bots."""
        other = Game.__new__(Game)
        for name in Game.__slots__:
            setattr(other, name, getattr(self, name))
        other.hands = [hand[:] for hand in self.hands]
        other.stock = self.stock[:]
        other.pile = self.pile[:]
        other.catchable = self.catchable[:]
        other.out = self.out[:]
        other.removed = self.removed[:]
        other.log = self.log[:] if with_log else []
        other.names = self.names
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other._legal = None
        return other

    def redeal(self, seat: int, rng: random.Random) -> Game:
        """A copy in which every card ``seat`` cannot see is shuffled among the places it could be.

        The other hands keep their sizes and the stock its size; ``seat``'s hand and the pile stay.
        """
        other = self.copy(with_log=False)
        hidden = list(other.stock)
        for index, hand in enumerate(other.hands):
            if index != seat:
                hidden.extend(hand)
        rng.shuffle(hidden)
        for index, hand in enumerate(other.hands):
            if index != seat:
                size = len(hand)
                other.hands[index] = hidden[:size]
                del hidden[:size]
        other.stock = hidden
        other.rng = random.Random(rng.random())
        return other

    # ---- results -----------------------------------------------------------------------------

    def hand_points(self, seat: int) -> int:
        return self.T.score_hand(self.hands[seat])

    def scores(self) -> list[int]:
        """Points this hand charges each seat under the ruleset's scoring (see ``scoring``)."""
        return hand_scores(self)

    def cards_in_play(self) -> list[int]:
        """Every card of this hand wherever it lies, out of play included (for conservation checks)."""
        cards = list(self.stock) + list(self.pile) + list(self.removed)
        for hand in self.hands:
            cards.extend(hand)
        return cards
