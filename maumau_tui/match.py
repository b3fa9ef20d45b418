"""Hands in a row: dealer rotation, scores and totals, Runden and Scharf, start cards, the match's end.

A match belongs to no ruleset in particular: the ruleset's ``match`` section configures it.  It is
fully determined by its ruleset, options, seats, seed, first dealer and the moves made, so
``record()`` and ``Match.replay()`` serialize and restore it exactly (``maumau_tui/match_record.py``:
the record is the save).  House rules changed during the match by a vote (``change_option``, see
``maumau_tui/match_options.py`` and ``maumau_tui/votes.py``) are part of the record: each at the point it was made, so a replay changes it
at the same point.  Seat names follow the one rule of ``maumau_tui/names.py``.

Where start cards grow (Idioten-Mau), a hand may need more cards than the deck holds: then a second
pack (and a third, if ever needed) is shuffled in for that hand, so the match ends only as the rules
say (whoever would be dealt seven is the Idiot).  Where seats drop out of the match (Faraón), the deal
passes over them to the next seat still in.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from maumau_tui.engine.game import Game
from maumau_tui.match_options import OptionPlan, RuleChange, change_option, plan_option
from maumau_tui.match_record import RecordError, RulesetChangedError, SeatInfo, read_record, ruleset_hash, write_record
from maumau_tui.names import check_names
from maumau_tui.notation import Move, format_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import Rules, read_played, option_values
from maumau_tui.rules.schema import Ruleset

__all__ = ["HandResult", "Match", "RecordError", "RulesetChangedError", "SeatInfo"]

def fresh_seed() -> int:
    """A new match's seed where none is asked for: 62 bits from the system's secure source.  Every deal and bot of
    the match follows from it, so it must not be found by trying them all: a seed of 30 bits was found from one's own
    hand in under two core-hours, and with it every other hand and the stock (REVIEW195 F1)."""
    return secrets.randbits(62)


@dataclass
class HandResult:
    """One finished hand: who dealt, whether it was scharf, who went out, what each seat was charged."""

    number: int
    dealer: int
    scharf: bool
    out: list[int]
    loser: int | None
    scores: list[int]


@dataclass
class Match:
    """A match of one ruleset at one table."""

    ruleset: Ruleset
    names: list[str]
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    first_dealer: int | None = None
    ruleset_ref: str = ""
    results: list[HandResult] = field(default_factory=list)
    moves: list[tuple[int, int, str]] = field(default_factory=list)  # (hand number, seat, move text)
    game: Game | None = None
    changes: list[RuleChange] = field(default_factory=list)  # house rules changed by a vote, in order
    seats: list[SeatInfo] = field(default_factory=list)      # who sits where (default: people only)
    ended: bool = False      # a match without an end of its own, ended after a hand by its people (``end_here``)
    ruleset_hash: str = ""   # sha256 of the ruleset's rules when the match began (default: read from its file)
    rules_file: str = ""     # where the rules are read from when not from ``ruleset_ref``: the copy kept of the rules
                             # the match began with, whose file has other rules now (``rules.files.played_copy``)
    # Not part of the record: what the table in play adds to the match's save (the referee's ``saved_state``: a timed
    # window's time left, the votes), and what a save read back had kept of it (``Table.from_match`` takes it back).
    table_state: Callable[[], dict[str, Any]] | None = field(default=None, repr=False, compare=False)
    saved_table_state: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    begun: Rules | None = field(default=None, repr=False, compare=False)   # the rules as read when it began (a
    #                                              vote applies its options to these, never to a file edited since)
    rules_unread: bool = field(default=False, repr=False, compare=False)   # read back with ``rules_file``: its own
    #                                              file could not be read then (else it had other rules)
    lang: str = field(default="", repr=False, compare=False)   # the language it was last played in at one keyboard
    #                                                            (its save keeps it: ``maumau resume`` plays on in it)
    unheard: int = field(default=0, repr=False, compare=False)   # moves nobody but their maker heard of (a drawn
    #                                                              answer kept: ``Game.apply``); counted as replayed

    def __post_init__(self) -> None:
        players = len(self.names)
        check_names(self.names)
        if not self.seats:
            self.seats = [SeatInfo(name) for name in self.names]
        if [seat.name for seat in self.seats] != list(self.names):
            raise ValueError("the seats must be given in the order of the names")
        if not self.ruleset.players.min <= players <= self.ruleset.players.max:
            raise ValueError(f"{self.ruleset.name.en} is for {self.ruleset.players.min} to "
                             f"{self.ruleset.players.max} players, not {players}")
        self.tables = compile_ruleset(self.ruleset, players)
        needed = players * self.tables.hand_size + 1
        if self.ruleset.match.start_cards is None and needed > len(self.tables.deck):
            raise ValueError(f"{len(self.tables.deck)} cards are too few to deal {self.tables.hand_size} each to "
                             f"{players} players and turn up a start card: deal fewer cards or seat fewer players")
        self.rules = self.ruleset.match
        if self.first_dealer is None:
            self.first_dealer = players - 1
        self.ruleset_ref = self.ruleset_ref or self.ruleset.id
        if not self.ruleset_hash:
            try:
                self.ruleset_hash = ruleset_hash(self.ruleset_ref)
            except ValueError:  # a ruleset made in memory (tests): the record cannot check it
                self.ruleset_hash = ""
        self.start_options = dict(self.options)  # ``options`` follows the votes; the record starts here

    @classmethod
    def create(cls, ruleset_ref: str, names: list[str], seed: int = 0,
               options: dict[str, Any] | None = None, first_dealer: int | None = None,
               seats: Sequence[SeatInfo] | None = None, ruleset_hash: str = "", rules_file: str = "",
               played: bool = False) -> Match:
        """A new match of ruleset ``ruleset_ref`` (an id or a path); ``seats`` says who is a person and who
        a bot (default: people only); ``played``: one begun already (``read_played``), a record replayed.
        ``ValueError`` with a plain reason when it cannot be played."""
        begun = read_played(ruleset_ref, rules_file, played)
        return cls(begun.with_options(options), list(names), seed, dict(options or {}), first_dealer, str(ruleset_ref),
                   seats=list(seats or []), ruleset_hash=ruleset_hash, rules_file=rules_file, begun=begun)

    # ---- where the match stands ----------------------------------------------------------------

    @property
    def told_moves(self) -> int:
        """The moves of the match every seat heard of (what seeds a bot: nothing it cannot know)."""
        return len(self.moves) - self.unheard

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def totals(self) -> list[int]:
        return self._running()[0]

    def resets(self) -> list[tuple[int, ...]]:
        """For each hand scored, the seats whose total it brought to exactly ``reset_at``, and so back to 0."""
        return self._running()[1]

    def _running(self) -> tuple[list[int], list[tuple[int, ...]]]:
        totals = [0] * self.players
        reset = self.rules.reset_at
        resets: list[tuple[int, ...]] = []
        for result in self.results:
            back: list[int] = []
            for seat, points in enumerate(result.scores):
                totals[seat] += points
                if reset is not None and totals[seat] == reset:  # exactly on the mark: back to 0 (Russian 101)
                    totals[seat] = 0
                    back.append(seat)
            resets.append(tuple(back))
        return totals, resets

    @property
    def points_so_far(self) -> tuple[int, ...]:
        """The totals, where the match is played to a total or over Runden, and the hands each seat lost, once a
        hand was lost, where only a hand's loser is counted (PLAYTEST196: Idioten-Mau's losses were only on the
        sheet); shown during a hand.  Else none."""
        rules, totals = self.rules, self.totals
        if self.tables.score_loser_only:
            return tuple(totals) if any(totals) else ()
        return tuple(totals) if (rules.target or rules.runden) and rules.start_cards is None else ()

    def start_cards(self, after: int | None = None) -> list[int]:
        """Each seat's start cards for the hand after the first ``after`` results (default: the next hand).

        0 for a seat that is out of the match.
        """
        rules = self.rules.start_cards
        if rules is None:
            return [self.tables.hand_size] * self.players
        cards = [rules.first] * self.players
        for result in self.results[: len(self.results) if after is None else after]:
            if result.loser is not None:
                cards[result.loser] += rules.loser_change
        if rules.out_below is not None:
            cards = [count if count >= rules.out_below else 0 for count in cards]
        return cards

    def eliminated(self) -> list[int]:
        """Seats out of the match (faraon), in the order they went out."""
        rules = self.rules.start_cards
        if rules is None or rules.out_below is None:
            return []
        gone: list[int] = []
        for after in range(1, len(self.results) + 1):
            for seat, count in enumerate(self.start_cards(after)):
                if count == 0 and seat not in gone:
                    gone.append(seat)
        return gone

    def next_dealer(self) -> int:
        """Who deals the next hand: the first dealer, then clockwise the seat after the last hand's dealer,
        passing over seats that are out of the match."""
        assert self.first_dealer is not None
        if not self.results:
            return self.first_dealer
        cards = self.start_cards()
        seat = self.results[-1].dealer
        for _ in range(self.players):
            seat = (seat + 1) % self.players
            if cards[seat] > 0:
                break
        return seat

    def deal_packs(self, sizes: Sequence[int] | None = None) -> int:
        """How many times over the ruleset's deck is shuffled together for the next hand (``sizes``: each
        seat's start cards): 1, unless start cards grew past what one deck holds with a start card; then
        another pack joins, as at a real table, so the match ends only as its rules say."""
        sizes = self.start_cards() if sizes is None else sizes
        needed, deck = sum(sizes) + 1, len(self.tables.deck)
        if needed <= deck or self.rules.start_cards is None or not deck:
            return 1
        return -(-needed // deck)

    def runde(self, hand_number: int | None = None) -> int:
        """The Runde (1, 2, ...) of a hand: in a Runde every seat deals once."""
        number = len(self.results) + 1 if hand_number is None else hand_number
        return (number - 1) // self.players + 1

    def is_scharf(self, hand_number: int | None = None) -> bool:
        rules = self.rules
        return bool(rules.scharf_last_runde and rules.runden and self.runde(hand_number) == rules.runden)

    @property
    def idiot(self) -> int | None:
        """The seat that would be dealt too many cards (Idioten-Mau), once there is one."""
        rules = self.rules.start_cards
        if rules is None or rules.idiot_at is None:
            return None
        for seat, cards in enumerate(self.start_cards()):
            if cards >= rules.idiot_at:
                return seat
        return None

    @property
    def single_hands(self) -> bool:
        """Whether the match has no end of its own (no target, no Runden, no start cards): the table plays
        hands until it stops."""
        rules = self.rules
        return not (rules.target or rules.runden or rules.start_cards)

    @property
    def over(self) -> bool:
        if self.game is not None and not self.game.finished:
            return False
        if self.ended:
            return True
        rules = self.rules
        if rules.target and any(total >= rules.target for total in self.totals):
            return True
        if rules.runden is not None and len(self.results) >= rules.runden * self.players:
            return True
        if rules.start_cards is not None and rules.start_cards.out_below is not None:
            return self.players - len(self.eliminated()) <= 1
        return self.idiot is not None

    def losers(self) -> list[int]:
        """Who lost the match (empty while it goes on): everyone at or over the target (where reaching it
        wins: everyone but the best), the Idiot, or with Runden the seats with the most minus points."""
        if not self.over or self.ended:     # (a match ended by its people: nobody lost it, somebody stood best)
            return []
        if self.idiot is not None:
            return [self.idiot]
        if self.eliminated():
            return self.eliminated()
        totals = self.totals
        if self.rules.target and self.rules.target_wins:  # first to the target wins (Crazy Eights)
            return [seat for seat, total in enumerate(totals) if total < max(totals)]
        if self.rules.target:
            return [seat for seat, total in enumerate(totals) if total >= self.rules.target]
        worst = max(totals)
        return [seat for seat, total in enumerate(totals) if total == worst]

    def winners(self) -> list[int]:
        """Who stands best (at the match's end: who did best): of those who did not lose (nobody has while the
        match goes on), the lowest total (the highest where reaching the target wins)."""
        losers, totals = self.losers(), self.totals      # (each reading of ``totals`` adds up every hand)
        standing = [seat for seat in range(self.players) if seat not in losers]
        if not standing:
            return []
        best = (max if self.rules.target_wins else min)(totals[seat] for seat in standing)
        return [seat for seat in standing if totals[seat] == best]

    def settlement(self) -> list[tuple[int, float]]:
        """'Kassieren': what each seat pays (in euros), its total times the stake per point."""
        return [(seat, total * self.rules.stake_cents / 100) for seat, total in enumerate(self.totals)]

    @property
    def may_end_here(self) -> bool:
        """Whether its people may end it now: a match without an end of its own, not ended yet, after a hand."""
        return (self.single_hands and bool(self.results) and not self.ended
                and (self.game is None or self.game.finished))

    def end_here(self) -> None:
        """A match without an end of its own ends after its last hand: its people stop here (the record keeps it,
        and its last sheet says who stood best)."""
        if not self.may_end_here:
            raise ValueError("only an open-ended match can be ended here, and only between hands")
        self.ended = True

    # ---- playing ----------------------------------------------------------------------------------

    def deal(self) -> Game:
        """Start the next hand: the dealer moves one seat clockwise each hand."""
        if self.over:
            raise ValueError("the match is over")
        number = len(self.results) + 1
        first = None
        if self.rules.winner_starts and self.results and self.results[-1].out:
            first = self.results[-1].out[0]
        sizes = self.start_cards()
        packs = self.deal_packs(sizes)
        tables = self.tables if packs == 1 else replace(self.tables, deck=self.tables.deck * packs)
        self.game = Game.deal(tables, self.names, self.next_dealer(), seed=self.seed * 100_003 + number,
                              hand_sizes=sizes, first=first, scharf=self.is_scharf(number))
        return self.game

    def apply(self, move: Move, seat: int | None = None) -> None:
        """Make a move in the current hand and record it; score the hand when it ends."""
        game = self.game
        if game is None:
            raise ValueError("deal first")
        actor = game.actor if seat is None else seat
        counted = game.moves_made
        game.apply(move, actor)
        self.moves.append((len(self.results) + 1, actor, format_move(move, self.names)))
        self.unheard += game.moves_made == counted
        if game.finished:
            self.results.append(HandResult(len(self.results) + 1, game.dealer, game.scharf, list(game.out),
                                           game.loser, game.scores()))

    # ---- house rules changed during the match (the vote: maumau_tui/votes.py) ---------------------

    @property
    def hands_dealt(self) -> int:
        """Hands dealt so far, the one in play included."""
        return len(self.results) + (self.game is not None and not self.game.finished)

    def option_values(self) -> dict[str, bool | int]:
        """Every option of the ruleset with its value now (changes by votes included)."""
        return option_values(self.ruleset, self.options)

    def plan_option(self, name: str, value: bool | int) -> OptionPlan:
        """Whether option ``name`` can be set to ``value`` now (``match_options.plan_option``)."""
        return plan_option(self, name, value)

    def change_option(self, name: str, value: bool | int, by: int | None = None) -> RuleChange:
        """Set option ``name`` to ``value`` (every seat agreed) and record it (``match_options.change_option``)."""
        return change_option(self, name, value, by)

    # ---- record and replay (maumau_tui/match_record.py) -----------------------------------------

    def record(self) -> dict[str, Any]:
        """Everything needed to restore this match exactly, as plain JSON-able data: the save."""
        return write_record(self)

    @classmethod
    def replay(cls, record: Any, on_move: Callable[[Match], None] | None = None,
               before_move: Callable[[Match, int, Move], None] | None = None) -> Match:
        """The match a record describes, with every recorded move made again (``on_move(match)`` after each,
        ``before_move(match, seat, move)`` before each: a resumed bot can be asked its recorded decisions again);
        ``RecordError`` with a plain reason for a malformed record, one from a newer version of the game or
        one whose ruleset's rules changed since."""
        return read_record(cls, record, on_move, before_move)
