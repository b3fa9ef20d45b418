"""The hand of Mau-Mau as a state machine: deal, whose decision, which moves are legal, what a move does.

``Game`` is the front over the plain ``State``.  ``legal_moves(seat)`` is the only source of legality:
the app, the bots and the scenario runner all ask it, and ``apply`` refuses anything else with
``IllegalMoveError`` and leaves the state unchanged; a legal move goes to the handler of the phase
(``PHASE_HANDLERS``).  All chance comes from the game's own seeded generator.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from maumau_tui.engine import cheat as cheating
from maumau_tui import log_words as ev
from maumau_tui.engine import windows
from maumau_tui.engine.blind import play_blind, resolve
from maumau_tui.engine.effects import apply_effects
from maumau_tui.engine.legal import actor_moves, catches, may_cheat, turn_moves, window_moves
from maumau_tui.engine.outcome import Outcome, outcome
from maumau_tui.engine.penalty_draw import draw_move, penalty_drawn, tell_held
from maumau_tui.engine.plays import play_turn
from maumau_tui.engine.reasons import why_illegal
from maumau_tui.engine.scoring import hand_scores
from maumau_tui.engine.start_card import bury_start_cards
from maumau_tui.engine.state import DRAWN_IN_PENALTY, TIMED, MoveKind, Phase, State
from maumau_tui.engine.turns import ask, begin_turn, catch_missed_call, loser, next_seat, set_wish
from maumau_tui.notation import Move
from maumau_tui.rules.tables import Tables

__all__ = ["Game", "IllegalMoveError", "Phase", "TURN", "WISHING", "NAMING", "CHALLENGING", "GIVING", "ANSWERING",
           "CAUGHT", "OVER"]

TURN, WISHING, NAMING, CHALLENGING, OVER = Phase.TURN, Phase.WISHING, Phase.NAMING, Phase.CHALLENGING, Phase.OVER
GIVING, ANSWERING, CAUGHT = Phase.GIVING, Phase.ANSWERING, Phase.CAUGHT
PLAY, CHEAT, DRAW, PASS, CATCH = MoveKind.PLAY, MoveKind.CHEAT, MoveKind.DRAW, MoveKind.PASS, MoveKind.CATCH
ACCEPT, WAIT = MoveKind.ACCEPT, MoveKind.WAIT


class IllegalMoveError(ValueError):
    """A move the game refuses; the state is unchanged.  The message says why."""


class Game(State):
    """One hand: the state, and the front that deals it, lists the legal moves and applies them."""

    __slots__ = ()

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
        if game.rng is None:          # (made from a seed just above: a check that ``python -O`` keeps)
            raise ValueError("a hand is dealt from a seed")
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
        T = self.T
        if T.any_start_redraw and (effect if bury is None else bury):
            bury_start_cards(self)
        top = self.top = self.pile[-1]
        self.ok = T.playable(top, -1, 0)
        self.log.append((ev.START, self.dealer, top))
        self.origin = self.dealer
        # the start card counts as played by the seat before the first player: the dealer,
        # unless the ruleset lets someone else (the last winner) move first
        opener = self.dealer if first is None else (first - self.direction) % self.n
        first = next_seat(self, opener)
        if not effect or T.eat[top]:
            begin_turn(self, first)
        elif T.wish_kind[top]:
            ask(self, self.dealer if T.start_wish_by_dealer else first, WISHING, first)
        else:
            apply_effects(self, opener, (top,), at_start=True)
        self._legal = None

    # ---- whose decision, and how it ended ------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.phase is OVER

    @property
    def outcome(self) -> Outcome | None:
        """How the hand ended (None while it is played)."""
        return outcome(self)

    @property
    def winner(self) -> int | None:
        return self.out[0] if self.out else None

    @property
    def loser(self) -> int | None:
        """The seat that lost the finished hand (see ``turns.loser``)."""
        return loser(self)

    def scores(self) -> list[int]:
        """Points this hand charges each seat under the ruleset's scoring (see ``scoring``)."""
        return hand_scores(self)

    def seats_to_act(self) -> list[int]:
        """Seats whose decision the game waits for (empty when the hand is over): the seat to act, or
        every seat that may still answer in an open window."""
        if self.phase is OVER:
            return []
        return list(self.answers.seats) if self.phase is ANSWERING else [self.actor]

    def catchers(self) -> list[tuple[int, list[Move]]]:
        """The seats the game does not wait for that may call somebody out now (a missed call, or the last play as a
        cheat), in seat order, each with its catches: whom a table asks out of turn after a move."""
        if self.phase is OVER or (not self.catchable and self.suspect < 0):
            return []
        waiting = self.seats_to_act()
        return [(seat, found) for seat in range(self.n) if seat not in waiting and (found := catches(self, seat))]

    @property
    def timed(self) -> bool:
        """An answer window is open that closes by itself: the table applies ``wait`` when time runs out."""
        return self.phase is ANSWERING and self.answers.kind in TIMED

    def legal_moves(self, seat: int | None = None) -> list[Move]:
        """Every move ``seat`` (default: the seat to act) may make now."""
        if seat is None or seat == self.actor:
            legal = self._legal
            if legal is None:
                legal = self._legal = turn_moves(self, self.actor) if self.phase is TURN else actor_moves(self)
            return legal
        if self.phase is OVER:
            return []
        answers = window_moves(self, seat) if self.phase is ANSWERING else []
        return answers + catches(self, seat)

    # ---- applying a move ---------------------------------------------------------------------

    def apply(self, move: Move, seat: int | None = None) -> None:
        """Make ``move`` for ``seat`` (default: the seat to act), or raise ``IllegalMoveError``."""
        if seat is None:
            seat = self.actor
        legal = self.legal_moves(seat)
        for listed in legal:   # mostly the very object legal_moves handed out: found without comparing fields
            if listed is move:
                break
        else:
            try:   # the engine's own move equal to the one given: its kind is a MoveKind, compared with ``is``
                move = legal[legal.index(move)]
            except ValueError:
                raise IllegalMoveError(why_illegal(self, move, seat)) from None
        self._legal = None
        kind, phase = move.kind, self.phase
        kept = self.drawn == DRAWN_IN_PENALTY and phase is TURN and seat == self.actor and (kind is DRAW or kind is PASS)
        if not kept:               # (a drawn answer kept or passed on is the drawer's alone: nobody else counts it)
            self.moves_made += 1
        if kind is CATCH and move.seat == self.suspect:
            cheating.judge(self, seat, self.suspect)
            return
        passed = phase is ANSWERING and (kind is ACCEPT or kind is WAIT)   # a seat lets a window go by
        if self.suspect >= 0 and (seat != self.suspect or phase is TURN) and not passed:
            # not caught before the next move; the player's own naming or wish is part of the play
            self.suspect, self.cheat = -1, None
        suspect = seat if self.T.cheating and (kind is CHEAT or kind is PLAY and not self.T.blind) and may_cheat(
            self, seat) else -1
        if self.drawn == DRAWN_IN_PENALTY and phase is TURN and seat == self.actor and kind is not DRAW:
            tell_held(self, seat)   # the drawn answer played or passed on: all hear of the penalty drawn so far
        if kind is PLAY and phase is TURN and not self.T.blind:   # the most common move, without a detour
            play_turn(self, seat, move)
        elif kind is CATCH and (phase is not CHALLENGING or seat != self.actor):
            assert move.seat is not None
            catch_missed_call(self, seat, move.seat)
        else:
            PHASE_HANDLERS[phase](self, seat, move)
        if passed and self.phase is not ANSWERING:
            # letting a window go by is no move while others may still answer in it; the last one closes it, and
            # what the play does (a draw, a swap, a gift) is the next move
            self.suspect, self.cheat = -1, None
        if suspect >= 0 and self.phase is not OVER:
            self.suspect = suspect   # any other seat may call the play out as a cheat, cheat or not

    def copy(self, with_log: bool = True, with_rng: bool = True) -> Game:
        """An independent copy (see ``State.copy``): a few list copies, the generator reseeded."""
        other: Game = State.copy(self, with_log, with_rng)
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


# ---- the handlers, one per phase -----------------------------------------------------------------

def turn_move(game: State, seat: int, move: Move) -> None:
    """A move in the seat's turn: a play (face up or blind), a cheat, draw, pass, or accepting a skip."""
    kind = move.kind
    if kind is PLAY:
        if game.T.blind:
            play_blind(game, seat, move)
        else:
            play_turn(game, seat, move)
    elif kind is CHEAT:
        cheating.cheat(game, seat, move)
    elif kind is DRAW:
        draw_move(game, seat)
    elif kind is PASS and game.drawn == DRAWN_IN_PENALTY:   # a drawn answer kept, nothing left to draw: as any
        penalty_drawn(game, seat)                            # penalty drawn, not a pass the others could tell by
    elif kind is PASS:
        game.log.append((ev.PASS, seat))
        begin_turn(game, next_seat(game, seat))
    else:   # accept: miss the turn a stackable skip asks for
        more, game.pending_skip = game.pending_skip - 1, 0
        game.log.append((ev.SKIPPED, seat))
        begin_turn(game, next_seat(game, seat, more))


def wish_move(game: State, seat: int, move: Move) -> None:
    set_wish(game, seat, move.suit, move.rank)


def name_move(game: State, seat: int, move: Move) -> None:
    assert move.seat is not None
    windows.name(game, seat, move.seat)


def give_move(game: State, seat: int, move: Move) -> None:
    windows.give(game, seat, move.cards[0])


PHASE_HANDLERS: dict[Phase, Callable[[State, int, Move], None]] = {
    TURN: turn_move,
    WISHING: wish_move,
    NAMING: name_move,
    GIVING: give_move,
    ANSWERING: windows.answer,
    CAUGHT: cheating.settle,
    CHALLENGING: resolve,
}
