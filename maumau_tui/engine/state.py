"""The plain state of one hand: its fields, the phases and window kinds, and small records for what is open.

Nothing here knows a rule.  ``turns``, ``effects``, ``windows``, ``blind`` and ``cheat`` change a
``State``; ``game.Game`` is the front that deals, says what is legal and applies a move.  Copies share
the immutable records and the tables; lists are copied.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from operator import attrgetter
from typing import Any, NamedTuple

from maumau_tui.log_words import Event
from maumau_tui.notation import Move, MoveKind
from maumau_tui.rules.tables import N_CODES, Tables

__all__ = ["Phase", "WindowKind", "MoveKind", "Window", "NO_WINDOW", "BlindPlay", "CheatUndo", "State", "Event",
           "TIMED", "DRAWN_IN_PENALTY", "generator"]



class Phase(StrEnum):
    """What kind of decision the game waits for; each equals the word the rest of the code used before."""

    TURN = "turn"            # play, draw, pass, accept a skip, cheat, calls
    WISHING = "wish"         # the wish of a wild card
    NAMING = "name"          # a player to name (a Q's victim, a 4's receiver, an A's partner)
    CHALLENGING = "challenge"  # believe or challenge a face-down card
    GIVING = "give"          # the card a 4 gives (or gives back)
    ANSWERING = "answer"     # an answer window: every seat in it may answer out of turn
    CAUGHT = "caught"        # a caught cheat takes the penalty or disputes it
    OVER = "over"


class WindowKind(StrEnum):
    """What an open window is about (see windows.py)."""

    NONE = ""
    VICTIM = "victim"        # a Q's victim may answer with a Q
    GIFT = "gift"            # a 4's receiver may escape with a 4
    SWAP = "swap"            # an A's partner may redirect, anybody may stop it with a 2
    BLOCK = "block"          # the seats a 6 skips may block with the 5 of its suit
    OFFER = "offer"          # the 4's player picks the card to give
    BACK = "back"            # the escaping receiver picks the card to give back


TIMED = frozenset({WindowKind.SWAP, WindowKind.BLOCK})   # windows that close by themselves (move `wait`)
DRAWN_IN_PENALTY = 2   # ``State.drawn``: a card drawn during a penalty may answer it (``State.drawn_card``)


class Window(NamedTuple):
    """An answer window: what it is about and the seats that may still answer, in order."""

    kind: WindowKind = WindowKind.NONE
    seats: tuple[int, ...] = ()
    skipped: tuple[int, ...] = ()     # a block's: every seat the skip hits, as it opened (``seats`` shrink as they pass)


NO_WINDOW = Window()


@dataclass(frozen=True, slots=True)
class BlindPlay:
    """A card played face down and declared, waiting to be believed; with what it changed, to undo a lie."""

    seat: int
    real: int
    declared: int
    say: str | None
    top: int
    wish_suit: int
    wish_rank: int
    pending_draw: int
    penalty_skip: int
    pending_skip: int


@dataclass(frozen=True, slots=True)
class CheatUndo:
    """A cheat that may still be caught: the cheat's seat, its card, the state from just before (never changed)
    and the length of the log then."""

    seat: int
    card: int
    before: State
    at: int


class SeenSoFar(NamedTuple):
    """The log as one seat saw it, read up to ``read`` events of ``source`` (``knowledge.seat_log``)."""

    source: list[Event]
    read: int
    last: Event | None          # the last event read (it must still be there to read on)
    events: tuple[Event, ...]


def derived_seed(seed: int, moves_made: int) -> int:
    """The seed of a copy's generator: fixed by the original's seed and the moves made (never the live
    generator's state, so a copy neither foresees the original's shuffles nor changes them)."""
    return (seed * 0x9E3779B97F4A7C15 + moves_made + 1) & 0xFFFF_FFFF_FFFF_FFFF


class State:
    """The cards, whose decision it is, and what is open.  ``-1`` means "none" for a seat or card field."""

    __slots__ = (
        "T", "n", "names", "hands", "stock", "pile", "top", "wish_suit", "wish_rank", "ok", "direction", "actor",
        "phase", "pending_draw", "penalty_skip", "pending_skip", "drawn", "drawn_card", "following", "resume",
        "name_draw", "catchable", "out", "dealer", "seed", "rng", "log", "moves_made", "winner_card", "removed",
        "scharf", "multi_pack", "absent", "blind", "answers", "origin", "target", "gift", "name_exclude", "kings",
        "cheat", "suspect", "finishing", "down", "gone_down", "answered", "namer", "_legal", "_seen",
    )

    def __init__(self, tables: Tables, names: Sequence[str], dealer: int, seed: int | None = None) -> None:
        self.T = tables
        self.n = len(names)
        self.names = list(names)
        self.dealer = dealer
        self.seed = seed if seed is not None else random.randrange(1 << 63)
        self.rng: random.Random | None = random.Random(self.seed)
        self.hands: list[list[int]] = [[] for _ in names]
        self.stock: list[int] = []     # drawn from the end
        self.pile: list[int] = []
        self.top = 0                   # the card the next play must fit
        self.wish_suit, self.wish_rank = -1, 0
        self.ok = bytearray(N_CODES)   # which cards fit now (cached in the tables)
        self.direction = 1
        self.actor = 0
        self.phase = Phase.TURN
        self.pending_draw = self.penalty_skip = self.pending_skip = 0
        self.drawn = 0                 # 1: drawn this turn; DRAWN_IN_PENALTY: drawn during a penalty
        self.drawn_card = -1
        self.following = False         # the actor must follow the card it just played (an Ace)
        self.resume = 0                # whose turn comes after a pending decision (wish, name)
        self.name_draw = 0             # cards the named seat draws
        self.catchable: list[int] = []  # seats whose missed call may be called out
        self.out: list[int] = []
        self.log: list[Event] = []
        self.moves_made = 0
        self.winner_card = -1
        self.removed: list[int] = []   # cards out of play (eaten)
        self.scharf = False            # miese-punkte: the dealer plays alone against all
        self.absent: list[int] = []    # seats out of the match, dealt no cards (faraon)
        self.blind: BlindPlay | None = None
        self.multi_pack = len(tables.deck) != len(set(tables.deck))
        self.answers = NO_WINDOW       # the open answer window (phase ANSWERING)
        # a chain of decisions (see windows.py): its first player, the seat named, the card offered, a seat
        # that may not be named
        self.origin = self.target = self.gift = self.name_exclude = -1
        self.answered = False          # the pending name or gift follows the actor's answer out of turn (a chain)
        self.namer = -1                # the seat that named the target last (a Queen's victim: who passed it on)
        self.kings = -1                # the seat that called a round of Kings
        self.cheat: CheatUndo | None = None   # until the next move
        self.suspect = -1              # the seat whose play others may call out as a cheat until the next move
        self.finishing = False         # the winner is out; an open action is still carried out
        self.down: tuple[tuple[int, int, int], ...] = ()    # (pile index, owner, declared card) of face-down cards
        self.gone_down: tuple[tuple[int, int], ...] = ()    # (index in removed, owner) of face-down cards eaten
        self._legal: list[Move] | None = None
        self._seen: dict[int, SeenSoFar] | None = None   # each seat's log as read so far (``knowledge.seat_log``)

    # ---- readings kept for callers that used the window's fields directly --------------------

    @property
    def window(self) -> tuple[int, ...]:
        """The seats that may still answer in the open window."""
        return self.answers.seats

    @property
    def window_kind(self) -> WindowKind:
        return self.answers.kind

    @property
    def playing(self) -> int:
        """Seats dealt into this hand."""
        return self.n - len(self.absent)

    def hand_points(self, seat: int) -> int:
        return self.T.score_hand(self.hands[seat])

    def cards_in_play(self) -> list[int]:
        """Every card of this hand wherever it lies, out of play included (for conservation checks)."""
        cards = list(self.stock) + list(self.pile) + list(self.removed)
        for hand in self.hands:
            cards.extend(hand)
        return cards

    # ---- copies ------------------------------------------------------------------------------

    def copy(self, with_log: bool = True, with_rng: bool = True) -> Any:
        """An independent copy of the same class (tables and immutable records shared); a few list copies.

        The copy's generator is reseeded (``derived_seed``) and made only when a reshuffle needs it.  Without
        ``with_rng`` the copy shares the generator: for a copy only kept to go back to (a cheat's undo).
        """
        cls = type(self)
        other = cls.__new__(cls)
        for name, value in zip(State.__slots__, _ALL_SLOTS(self)):
            setattr(other, name, value)
        other.hands = [hand[:] for hand in self.hands]
        other.stock = self.stock[:]
        other.pile = self.pile[:]
        other.catchable = self.catchable[:]
        other.out = self.out[:]
        other.removed = self.removed[:]
        other.absent = self.absent[:]
        other.log = self.log[:] if with_log else []
        if with_rng:
            other.seed = derived_seed(self.seed, self.moves_made)
            other.rng = None
        other._legal = other._seen = None
        return other

    def restore(self, other: State) -> None:
        """Take over ``other``'s cards and decisions; the rules in force (a vote may have changed them), the
        log, the move count and the random generator stay."""
        for name in RESTORED:
            setattr(self, name, getattr(other, name))
        self.hands = [hand[:] for hand in other.hands]
        self.stock, self.pile = other.stock[:], other.pile[:]
        self.catchable, self.out, self.removed, self.absent = (
            other.catchable[:], other.out[:], other.removed[:], other.absent[:])
        self.cheat, self.suspect = None, -1
        self.ok = self.T.playable(self.top, self.wish_suit, self.wish_rank)
        self._legal = None


_ALL_SLOTS = attrgetter(*State.__slots__)   # every field at once (copies are on a search bot's hot path)

# what ``restore`` takes over: all but the rules in force, the generator, the log, the move count, the catch
RESTORED = tuple(name for name in State.__slots__
                 if name not in ("T", "seed", "rng", "log", "moves_made", "cheat", "suspect", "_legal", "_seen"))


def generator(state: State) -> random.Random:
    """The state's random generator, made from its seed the first time a copy needs one."""
    rng = state.rng
    if rng is None:
        rng = state.rng = random.Random(state.seed)
    return rng
