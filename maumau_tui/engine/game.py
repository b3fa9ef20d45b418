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
from maumau_tui.engine import cheat as cheating
from maumau_tui.engine import windows
from maumau_tui.engine.blind import play_blind, resolve
from maumau_tui.engine.effects import apply_effects, eat
from maumau_tui.engine.legal import (
    ANSWERING, CAUGHT, CHALLENGING, GIVING, NAMING, OVER, TIMED, TURN, WISHING, actor_moves, cards_left, catches,
    may_cheat, window_moves,
)
from maumau_tui.engine.penalty_draw import DRAWN_IN_PENALTY, draw_penalty
from maumau_tui.engine.reasons import why_illegal
from maumau_tui.engine.scoring import hand_scores
from maumau_tui.engine.start_card import bury_start_cards
from maumau_tui.notation import BUY_WORD, Move
from maumau_tui.rules.tables import N_CODES, Tables

__all__ = ["Game", "IllegalMoveError", "TURN", "WISHING", "NAMING", "CHALLENGING", "GIVING", "ANSWERING",
           "CAUGHT", "OVER"]


class IllegalMoveError(ValueError):
    """A move the game refuses; the state is unchanged.  The message says why."""


class Game:
    """One hand: hands, stock, pile, whose decision it is, and the open effects."""

    __slots__ = (
        "T", "n", "names", "hands", "stock", "pile", "top", "wish_suit", "wish_rank", "ok",
        "direction", "actor", "phase", "pending_draw", "penalty_skip", "pending_skip", "drawn",
        "drawn_card", "following", "resume", "name_draw", "catchable", "out", "dealer", "rng", "log",
        "moves_made", "winner_card", "removed", "scharf", "multi_pack", "absent", "blind", "window",
        "window_kind", "origin", "target", "gift", "name_exclude", "kings", "cheat", "suspect", "finishing", "_legal",
    )

    def __init__(self, tables: Tables, names: Sequence[str], dealer: int, seed: int | None = None) -> None:
        self.T = tables
        self.n = len(names)
        self.names = list(names)
        self.dealer = dealer
        self.rng = random.Random(seed)
        self.hands: list[list[int]] = [[] for _ in names]
        self.stock: list[int] = []     # drawn from the end
        self.pile: list[int] = []
        self.top = 0                   # the card the next play must fit
        self.wish_suit, self.wish_rank = -1, 0
        self.ok = bytearray(N_CODES)   # which cards fit now (cached in the tables)
        self.direction = 1
        self.actor = 0
        self.phase = TURN
        self.pending_draw = self.penalty_skip = self.pending_skip = 0
        self.drawn = 0
        self.drawn_card = -1
        self.following = False         # the actor must follow the card it just played (an Ace)
        self.resume = 0                # whose turn comes after a pending decision (wish, name)
        self.name_draw = 0             # cards the named seat draws
        self.catchable: list[int] = []  # seats whose missed call may be called out
        self.out: list[int] = []
        self.log: list[tuple] = []
        self.moves_made = 0
        self.winner_card = -1
        self.removed: list[int] = []   # cards out of play (eaten by a joker)
        self.scharf = False            # miese-punkte: the dealer plays alone against all
        self.absent: list[int] = []    # seats out of the match, dealt no cards (faraon)
        self.blind: tuple | None = None  # a face-down play awaiting belief: (seat, real, declared, say, saved)
        self.multi_pack = len(tables.deck) != len(set(tables.deck))
        # chains and windows (see windows.py): the seats that may still answer, what they answer,
        # the chain's first player, the seat named, the card offered, a seat that may not be named
        self.window: list[int] = []
        self.window_kind = ""
        self.origin = self.target = self.gift = self.name_exclude = -1
        self.kings = -1                # the seat that called a round of Kings, -1: none
        self.cheat: tuple | None = None  # (seat, the game just before the cheat) until the next move
        self.suspect = -1              # the seat whose play others may call out as a cheat until the next move
        self.finishing = False         # the winner is out; an open action is still carried out
        self._legal: list[Move] | None = None

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
        game.absent = [seat for seat, size in enumerate(sizes) if size <= 0]
        if game.n - len(game.absent) < 2:
            raise ValueError("a hand needs at least two seats with cards")
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
        game.log.append((ev.DEAL, game.dealer, max(sizes), tuple(sizes)))
        game.start(effect=tables.start_effect, first=first, bury=True)
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

    def start(self, effect: bool, first: int | None = None, bury: bool | None = None) -> None:
        """Open the hand on the top card; with ``effect`` it counts as played by the dealer.

        At a real start (``bury``; default: with ``effect``) a start card the ruleset turns away is
        buried in the stock first and the next one turned up.
        """
        if self.T.any_start_redraw and (effect if bury is None else bury):
            bury_start_cards(self)
        top = self.top = self.pile[-1]
        self.ok = self.T.playable(top, -1, 0)
        self.log.append((ev.START, self.dealer, top))
        self.origin = self.dealer
        # the start card counts as played by the seat before the first player: the dealer,
        # unless the ruleset lets someone else (the last winner) move first
        opener = self.dealer if first is None else (first - self.direction) % self.n
        first = self.next_seat(opener)
        T = self.T
        if not effect or T.eat[top]:
            self.begin_turn(first)
        elif T.wish_kind[top]:
            windows.ask(self, self.dealer if T.start_wish_by_dealer else first, WISHING, first)
        else:
            apply_effects(self, opener, (top,), at_start=True)
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
        """The seat that lost the finished hand: the one left holding cards, or else the one holding the
        most cards (then the most points; then the one furthest from the winner in the order of play)."""
        if self.T.hand_ends_one_left:
            if len(self.out) < self.playing - 1:
                return None
            return next(seat for seat in range(self.n) if seat not in self.out and seat not in self.absent)
        if self.phase != OVER or not self.out:
            return None
        order, seat = [], self.out[0]
        for _ in range(self.n - 1):
            seat = (seat + self.direction) % self.n
            if seat not in self.absent and seat not in self.out:
                order.append(seat)
        if not order:
            return None
        return max(order, key=lambda s: (len(self.hands[s]), self.hand_points(s), order.index(s)))

    @property
    def playing(self) -> int:
        """Seats dealt into this hand."""
        return self.n - len(self.absent)

    def seats_to_act(self) -> list[int]:
        """Seats whose decision the game waits for (empty when the hand is over): the seat to act, or
        every seat that may still answer in an open window."""
        if self.phase == OVER:
            return []
        return list(self.window) if self.phase == ANSWERING else [self.actor]

    @property
    def timed(self) -> bool:
        """An answer window is open that closes by itself: the table applies ``wait`` when time runs out."""
        return self.phase == ANSWERING and self.window_kind in TIMED

    def legal_moves(self, seat: int | None = None) -> list[Move]:
        """Every move ``seat`` (default: the seat to act) may make now."""
        if seat is None or seat == self.actor:
            legal = self._legal
            if legal is None:
                legal = self._legal = actor_moves(self)
            return legal
        if self.phase == OVER:
            return []
        answers = window_moves(self, seat) if self.phase == ANSWERING else []
        return answers + catches(self, seat)

    # ---- applying a move ---------------------------------------------------------------------

    def apply(self, move: Move, seat: int | None = None) -> None:
        """Make ``move`` for ``seat`` (default: the seat to act), or raise ``IllegalMoveError``."""
        if seat is None:
            seat = self.actor
        if move not in self.legal_moves(seat):
            raise IllegalMoveError(why_illegal(self, move, seat))
        self._legal = None
        self.moves_made += 1
        kind, phase = move.kind, self.phase
        if kind == "catch" and move.seat == self.suspect:
            cheating.judge(self, seat, move.seat)
            return
        if self.suspect >= 0 and (seat != self.suspect or phase == TURN):
            # not caught before the next move; the player's own naming or wish is part of the play
            self.suspect, self.cheat = -1, None
        suspect = seat if self.T.cheating and (kind == "cheat" or kind == "play" and not self.T.blind) and may_cheat(
            self, seat) else -1
        if phase == ANSWERING and kind != "catch":
            windows.answer(self, seat, move)
        elif phase == CAUGHT and kind != "catch":
            cheating.settle(self, seat, move)
        elif kind == "play":
            self._play(seat, move)
        elif kind == "cheat":
            cheating.cheat(self, seat, move)
        elif kind == "draw":
            self._draw_move(seat)
        elif kind == "pass":
            self.log.append((ev.PASS, seat))
            self.begin_turn(self.next_seat(seat))
        elif kind == "wish":
            self.set_wish(seat, move)
        elif kind == "name":
            self._name(seat, move.seat)  # type: ignore[arg-type]
        elif kind == "give":
            windows.give(self, seat, move.cards[0])
        elif phase == CHALLENGING and seat == self.actor:
            resolve(self, seat, move)
        elif kind == "catch":
            self._catch(seat, move.seat)  # type: ignore[arg-type]
        elif kind == "accept":
            more, self.pending_skip = self.pending_skip - 1, 0
            self.log.append((ev.SKIPPED, seat))
            self.begin_turn(self.next_seat(seat, more))
        if suspect >= 0 and self.phase != OVER:
            self.suspect = suspect   # any other seat may call the play out as a cheat, cheat or not

    def _play(self, seat: int, move: Move) -> None:
        if self.T.blind:
            play_blind(self, seat, move)
            return
        top = self._lay_move(seat, move)
        if self.T.kings_round[top] and (self.kings >= 0 or move.say == self.T.kings_word):
            self._kings_play(seat, move.say)
        self.after_play(seat, move.cards if move.as_card is None else (top,), move.say)

    def _lay_move(self, seat: int, move: Move) -> int:
        """Lay a play's cards and log them; returns the card that counts (a joker's declared card: a joker
        standing for a card does what that card does)."""
        cards, declared = move.cards, move.as_card
        top = cards[-1] if declared is None else declared
        self.lay(seat, cards, top)
        if declared is None:
            self.log.append((ev.PLAY, seat, cards if len(cards) > 1 else top, move.say))
        else:
            self.log.append((ev.DECLARED, seat, declared, move.say))
        return top

    def _note_call(self, seat: int, card: int, say: str | None) -> None:
        """A seat left with one card (once ``card`` has done its part) without the call may be called out."""
        T = self.T
        if T.mau_word and say not in (T.mau_word, T.kings_word) and cards_left(
                self, len(self.hands[seat]), card, say == BUY_WORD) == 1:
            self.catchable.append(seat)

    def _kings_play(self, seat: int, say: str | None) -> None:
        """A King in a round of Kings, or the one that opens it: the caller closes it or opens another."""
        if say == self.T.kings_word:
            self.kings = seat
        elif seat == self.kings:
            self.kings = -1
            self.log.append((ev.KINGS_CLOSED, seat))

    def answer_card(self, seat: int, move: Move) -> int | None:
        """Lay a card that answers out of turn; returns the card that counts, or None if the hand ended."""
        card = self._lay_move(seat, move)
        self._note_call(seat, card, move.say)
        if not self.hands[seat]:
            self._goes_out(seat, card, move.say)
        return None if self.phase == OVER else card

    def lay(self, seat: int, cards: tuple[int, ...], top: int) -> None:
        """Move cards from the seat's hand onto the pile; ``top`` is the card the next play must fit."""
        hand = self.hands[seat]
        for card in cards:
            hand.remove(card)
        self.pile.extend(cards)
        self.top = top
        self.wish_suit, self.wish_rank = -1, 0
        self.ok = self.T.playable(top, -1, 0)

    def after_play(self, seat: int, cards: tuple[int, ...], say: str | None, extra_skip: int = 0) -> None:
        """The cards lie on the pile: calls, going out, and the cards' effects."""
        self.pending_skip = 0
        last = cards[-1]
        self._note_call(seat, last, say)
        if self.T.eat[last]:
            eat(self, seat)
        gone = False
        if not self.hands[seat]:
            gone = self._goes_out(seat, last, say)
            if self.phase == OVER:
                return
        apply_effects(self, seat, cards, gone=gone, extra_skip=extra_skip, buys=say == BUY_WORD)

    def _confirm_out(self, seat: int) -> None:
        """Play came round without a card or a penalty for the seat: now it is out."""
        self.out.append(seat)
        self.log.append((ev.OUT, seat, self.top))
        if not self.T.hand_ends_one_left:
            self._end(ev.OVER, seat)
        elif len(self.out) >= self.playing - 1:
            self._end(ev.LOST, self.loser)
        else:
            self.begin_turn(self.next_seat(seat))

    def _goes_out(self, seat: int, card: int, say: str | None) -> bool:
        """The seat played its last card: True when it is out (the hand may be over, see phase)."""
        T = self.T
        if T.confirm_out:
            # Prší: out only once play comes round again without a penalty for it (see begin_turn)
            if not T.follow[card]:
                if not self.out:
                    self.winner_card = card
                self.log.append((ev.LAST_CARD, seat))
            return False
        if T.last_word and say != T.last_word and (not T.last_required_ranks or rank_of(card) in T.last_required_ranks):
            self.log.append((ev.MISSED_LAST, seat))
            self.draw(seat, T.last_penalty, ev.R_CALL)
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
            if len(self.out) < self.playing - 1:
                return True
            self._end(ev.LOST, self.loser)
            return True
        if T.settle_penalty_after_out and T.draw_amount[card]:
            self.draw(self.next_seat(seat), T.draw_amount[card], ev.R_PENALTY)
        if T.open_actions_after_out and T.name_draw[card]:
            self.finishing = True   # the victim still draws; the hand ends when play would go on
            return True
        self._end(ev.OVER, self.out[0])
        return True

    def _end(self, kind: str, seat: int | None) -> None:
        self.phase = OVER
        self.catchable.clear()
        self.suspect, self.cheat = -1, None
        self.log.append((kind, seat))

    def set_wish(self, seat: int, move: Move, then: int | None = None) -> None:
        """The wish of a wild card; play resumes with ``then`` (default: the seat after the wisher)."""
        if move.suit is not None:
            self.wish_suit = move.suit
        else:
            self.wish_rank = move.rank or 0
        self.ok = self.T.playable(self.top, self.wish_suit, self.wish_rank)
        self.log.append((ev.WISH, seat, self.wish_suit, self.wish_rank))
        self.begin_turn(self.resume if then is None else then)

    def _name(self, seat: int, victim: int) -> None:
        T, top = self.T, self.top
        if T.name_chain[top] or T.give[top] or T.swap[top]:
            windows.named(self, seat, victim)
            return
        self.log.append((ev.NAMED, seat, victim, self.name_draw))
        self.draw(victim, self.name_draw, ev.R_PENALTY)
        self.name_draw = 0
        self.begin_turn(self.resume)

    def _draw_move(self, seat: int) -> None:
        if self.kings >= 0:  # a round of Kings: one card, or the caller's penalty
            if seat == self.kings:
                self.kings = -1
                self.log.append((ev.KINGS_FAILED, seat))
                self.draw(seat, self.T.kings_fail_draw, ev.R_PENALTY)
            else:
                self.draw(seat, 1, ev.R_NORMAL)
            self.begin_turn(self.next_seat(seat))
            return
        if self.pending_draw:
            amount, self.pending_draw = self.pending_draw, 0
            if not self.T.draw_answer_drawn[self.top]:
                self.draw(seat, amount, ev.R_PENALTY)
            else:
                stop = draw_penalty(self, seat, amount)
                if stop is not None:  # it may answer the penalty at once (Faraón): play it, or draw the rest
                    self.drawn, (self.drawn_card, self.pending_draw) = DRAWN_IN_PENALTY, stop
                    return
            if self.penalty_skip:
                self.penalty_skip = 0
                self.log.append((ev.SKIPPED, seat))
                self.begin_turn(self.next_seat(seat))
            return
        T = self.T
        cards = self.draw(seat, 1, ev.R_NORMAL)
        if T.draw_until_playable and not self.following:
            while cards and not self.ok[cards[-1]] and (self.stock or len(self.pile) > 1):
                cards = self.draw(seat, 1, ev.R_NORMAL)
        if self.following or T.after_draw == "none":  # drawing ends the turn
            self.begin_turn(self.next_seat(seat))
            return
        self.drawn = 1
        self.drawn_card = cards[-1] if cards else -1

    def _catch(self, seat: int, offender: int) -> None:
        self.catchable.remove(offender)
        self.log.append((ev.CATCH, seat, offender))
        self.draw(offender, self.T.mau_penalty, ev.R_CALL)

    # ---- turns and cards ---------------------------------------------------------------------

    def begin_turn(self, seat: int, following: bool = False) -> None:
        if self.finishing:  # the winner's open action is done
            self._end(ev.OVER, self.out[0])
            return
        comes_round = seat != self.actor
        self.phase = TURN
        self.actor = seat
        self.drawn = 0
        self.following = following
        if self.T.confirm_out and not self.hands[seat] and not self.pending_draw:
            self._confirm_out(seat)
            return
        if comes_round and self.catchable and self.T.mau_catch_until == "next_turn" and seat in self.catchable:
            self.catchable.remove(seat)

    def next_seat(self, seat: int, skip: int = 0) -> int:
        """The seat after ``seat`` in the direction of play, jumping ``skip`` seats (logged)."""
        n, step = self.n, self.direction
        gone = self.out + self.absent if self.absent else self.out
        seat = (seat + step) % n
        while gone and seat in gone:
            seat = (seat + step) % n
        for _ in range(skip):
            self.log.append((ev.SKIPPED, seat))
            seat = (seat + step) % n
            while gone and seat in gone:
                seat = (seat + step) % n
        return seat

    def draw(self, seat: int, count: int, reason: str) -> list[int]:
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

    def copy(self, with_log: bool = True, with_rng: bool = True) -> Game:
        """An independent copy (tables shared); cheap enough for search bots.  Without ``with_rng`` the copy
        shares the random generator: for a copy that is only kept to go back to (a cheat's undo)."""
        other = Game.__new__(Game)
        for name in Game.__slots__:
            setattr(other, name, getattr(self, name))
        other.hands = [hand[:] for hand in self.hands]
        other.stock = self.stock[:]
        other.pile = self.pile[:]
        other.catchable = self.catchable[:]
        other.out = self.out[:]
        other.removed = self.removed[:]
        other.absent = self.absent[:]
        other.window = self.window[:]
        other.log = self.log[:] if with_log else []
        if with_rng:
            other.rng = random.Random()
            other.rng.setstate(self.rng.getstate())
        other._legal = None
        return other

    def retable(self, tables: Tables) -> bool:
        """Play on under changed rules (a house-rule vote) with the same deck.  Refused, changing nothing,
        when the seat to act would be left without a legal move; True when the new rules apply."""
        old = self.T, self.ok
        self.T, self._legal = tables, None
        self.ok = tables.playable(self.top, self.wish_suit, self.wish_rank)
        if self.legal_moves():
            return True
        (self.T, self.ok), self._legal = old, None
        return False

    def restore(self, other: Game) -> None:
        """Take over ``other``'s cards and decisions; the rules in force (a vote may have changed them),
        the log, the move count and the random generator stay."""
        for name in Game.__slots__:
            if name not in ("T", "rng", "log", "moves_made", "cheat", "suspect", "_legal"):
                setattr(self, name, getattr(other, name))
        self.ok = self.T.playable(self.top, self.wish_suit, self.wish_rank)
        self._legal = None

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
        if other.gift >= 0 and seat != other.origin:  # only the giver knows the card offered
            other.gift = rng.choice(other.hands[other.origin])
        if other.cheat is not None:  # the game before the cheat hides the same cards
            other.cheat = (other.cheat[0], other.cheat[1].redeal(seat, rng))
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
