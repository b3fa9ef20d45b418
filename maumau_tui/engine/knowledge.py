"""What one seat can know of a hand (``information``), and games drawn from that knowledge for a search
(``InfoSet.sample``, ``determinize``).

An ``InfoSet`` holds only what the seat can know: its view, the log as the seat saw it, the cards it
knows to be in other hands (``facts.py``: given with a 4, a hand it swapped away, a card bought or taken
back), and the public state with every other card taken out.  The cards it cannot place are pooled in a
canonical (sorted) order, so two games that agree on the seat's information give equal InfoSets and, for
the same generator, equal samples: a bot handed an InfoSet cannot see more than its view.  A sample deals
the pooled cards at random into the other hands (after the cards known to be there), the stock and the
face-down cards of blind play; the card a 4 offers, a face-down card being challenged and the card just
drawn are taken from where they lie in the sample.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from maumau_tui import log_words as ev
from maumau_tui.log_words import hidden_from, sees_card
from maumau_tui.cards import JOKER
from maumau_tui.engine.facts import known_cards
from maumau_tui.engine.game import Game
from maumau_tui.engine.state import CheatUndo, Event, Phase, SeenSoFar, State, WindowKind
from maumau_tui.engine.views import View, view

HIDDEN = -1   # a card the seat cannot see, in the skeleton's pile and in the log as the seat saw it
_NOT_COMPARED = frozenset({"T", "rng", "seed", "log", "cheat", "ok", "_legal", "_seen"})
COMPARED = tuple(name for name in State.__slots__ if name not in _NOT_COMPARED)


def seen(event: Event, seat: int) -> Event:
    """A log event as ``seat`` saw it: the cards only others saw are blanked."""
    kind = event[0]
    if kind == ev.DRAW and event[1] != seat:
        return (kind, event[1], event[2], (), event[4])
    if kind in (ev.BLIND, ev.GIFT_PICKED) and event[1] != seat:
        return (kind, event[1], HIDDEN)
    if kind == ev.GIVEN and seat not in (event[1], event[2]):
        return (kind, event[1], event[2], HIDDEN)
    if kind == ev.SWAPPED and seat not in (event[1], event[2]):
        return (kind, event[1], event[2], (), ())
    if kind in (ev.BUY, ev.EAT) and not sees_card(event, seat):
        return (kind, event[1], HIDDEN, event[3])
    return event


def seen_log(log: Sequence[Event], seat: int) -> list[Event]:
    """The log as ``seat`` saw it: each event ``seen``, without what it never heard of (``hidden_from``)."""
    return [seen(event, seat) for event in log if not hidden_from(event, seat)]


def seat_log(game: State, seat: int) -> tuple[Event, ...]:
    """``seen_log`` of ``game``'s log, read on from where it was read for ``seat`` before: a log only grows
    between moves (a move may rewrite only the events it adds itself), so what was read stays as it was.  Read
    afresh when the log is another list, shorter, or no longer holds the event last read."""
    log = game.log
    cache = game._seen
    if cache is None:
        cache = game._seen = {}
    known = cache.get(seat)
    if known is None or known.source is not log or known.read > len(log) or (
            known.read and log[known.read - 1] is not known.last):
        known = SeenSoFar(log, 0, None, ())
    if known.read < len(log):
        events = known.events + tuple(seen_log(log[known.read:], seat))
        known = cache[seat] = SeenSoFar(log, len(log), log[-1], events)
    return known.events


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(item) for item in value)
    if isinstance(value, bytearray):
        return bytes(value)
    return value


@dataclass(frozen=True, eq=False)
class InfoSet:
    """Everything ``seat`` can know of a hand.  Equal when the information is equal (``key``)."""

    seat: int
    view: View
    skeleton: Game                     # the game with every card the seat cannot place taken out
    facts: tuple[tuple[int, int], ...]  # (holder, card): the cards the seat knows to be in other hands
    hidden: tuple[int, ...]            # the cards it cannot place, sorted
    sizes: tuple[int, ...]             # every hand's size
    stock_size: int
    undo: InfoSet | None = None        # the seat's information about the state before an open cheat

    @property
    def log(self) -> list[Event]:
        """The log as the seat saw it."""
        return self.skeleton.log

    def key(self) -> tuple[Any, ...]:
        skeleton = self.skeleton
        cheat = skeleton.cheat
        return (self.seat, id(skeleton.T), tuple(_frozen(getattr(skeleton, name)) for name in COMPARED),
                tuple(skeleton.log), self.hidden, self.sizes, self.stock_size,
                None if cheat is None or self.undo is None else (cheat.seat, cheat.card, self.undo.key()))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, InfoSet) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def sample(self, rng: random.Random) -> Game:
        """A game that agrees with everything the seat knows, the hidden cards dealt at random."""
        game = self.skeleton.copy(with_log=True, with_rng=False)
        pool = list(self.hidden)
        rng.shuffle(pool)
        for holder, size in enumerate(self.sizes):
            if holder != self.seat:
                need = size - len(game.hands[holder])
                game.hands[holder] += pool[:need]
                del pool[:need]
        for index, _owner, _declared in game.down:
            if game.pile[index] == HIDDEN:
                game.pile[index] = pool.pop()
        for index, _owner in game.gone_down:
            if game.removed[index] == HIDDEN:
                game.removed[index] = pool.pop()
        if len(pool) != self.stock_size:
            raise ValueError("the hidden cards do not fill the places they could be")
        game.stock = pool
        if game.blind is not None and game.blind.real == HIDDEN:
            game.blind = replace(game.blind, real=game.pile[-1])
        if game.phase is Phase.ANSWERING and game.answers.kind is WindowKind.GIFT and game.gift < 0:
            game.gift = rng.choice(game.hands[game.origin])   # only the giver knows the card offered
        if game.drawn and game.phase is Phase.TURN and game.actor != self.seat:
            game.drawn_card = game.hands[game.actor][-1]       # the card just drawn, unknown to the seat
        if game.cheat is not None and self.undo is not None:
            game.cheat = CheatUndo(game.cheat.seat, game.cheat.card, self.undo.sample(rng), game.cheat.at)
        game.seed = rng.getrandbits(64)
        game.rng = random.Random(game.seed)
        return game


def information(game: State, seat: int, log: list[Event] | None = None) -> InfoSet:
    """What ``seat`` can know of ``game`` (a ``Game``, or the state before a cheat with the log up to it)."""
    log = game.log if log is None else log
    facts = tuple(sorted(fact for fact in known_cards(log, seat, bool(game.T.declare[JOKER])) if fact[1] != HIDDEN))
    skeleton: Game = game.copy(with_log=False, with_rng=False)
    hidden = Counter(game.cards_in_play())
    hidden.subtract(game.hands[seat])
    for index, owner in game.gone_down:      # face-down cards eaten: only their players know them
        if owner != seat:
            skeleton.removed[index] = HIDDEN
    hidden.subtract(card for card in skeleton.removed if card != HIDDEN)
    mine = Counter(facts)
    for holder in range(game.n):
        if holder != seat:
            known = sorted(card for (owner, card), count in mine.items() if owner == holder for _ in range(count))
            skeleton.hands[holder] = known
            hidden.subtract(known)
    skeleton.stock = []
    for index, owner, _declared in game.down:
        if owner != seat:
            skeleton.pile[index] = HIDDEN
    hidden.subtract(card for card in skeleton.pile if card != HIDDEN)
    if any(count < 0 for count in hidden.values()):
        raise ValueError("a fact names a card that is not where it says")
    skeleton.rng, skeleton.seed = None, 0
    if game.blind is not None and game.blind.seat != seat:
        skeleton.blind = replace(game.blind, real=HIDDEN)
    if game.gift >= 0 and seat != game.origin:
        skeleton.gift = HIDDEN
    if not (game.drawn and game.phase is Phase.TURN and game.actor == seat):
        skeleton.drawn_card = HIDDEN
    skeleton.log = list(seat_log(game, seat)) if log is game.log else seen_log(log, seat)
    undo = None
    if game.cheat is not None:
        undo = information(game.cheat.before, seat, log[:game.cheat.at])
        skeleton.cheat = replace(game.cheat, before=undo.skeleton)
    seat_view = view(game, seat) if isinstance(game, Game) else view(skeleton, seat)
    return InfoSet(seat, seat_view, skeleton, facts, tuple(sorted(hidden.elements())),
                   tuple(len(hand) for hand in game.hands), len(game.stock), undo)


def determinize(game: Game, seat: int, rng: random.Random) -> Game:
    """A game drawn from what ``seat`` knows of ``game``: ``information(game, seat).sample(rng)``."""
    return information(game, seat).sample(rng)
