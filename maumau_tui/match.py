"""Hands in a row: dealer rotation, scores and totals, Runden and Scharf, start cards, the match's end.

A match belongs to no ruleset in particular: the ruleset's ``match`` section configures it.  It is
fully determined by its ruleset, options, seats, seed, first dealer and the moves made, so
``record()`` and ``Match.replay()`` serialize and restore it exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from maumau_tui.engine.game import Game
from maumau_tui.notation import Move, format_move, parse_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load
from maumau_tui.rules.schema import Ruleset

RECORD_VERSION = 1


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

    def __post_init__(self) -> None:
        players = len(self.names)
        if len(set(self.names)) != players or not all(name.strip() for name in self.names):
            raise ValueError("every seat needs a name of its own")
        if not self.ruleset.players.min <= players <= self.ruleset.players.max:
            raise ValueError(f"{self.ruleset.name.en} is for {self.ruleset.players.min} to "
                             f"{self.ruleset.players.max} players, not {players}")
        self.tables = compile_ruleset(self.ruleset, players)
        self.rules = self.ruleset.match
        if self.first_dealer is None:
            self.first_dealer = players - 1
        self.ruleset_ref = self.ruleset_ref or self.ruleset.id

    @classmethod
    def create(cls, ruleset_ref: str, names: list[str], seed: int = 0,
               options: dict[str, Any] | None = None, first_dealer: int | None = None) -> Match:
        ruleset = load(ruleset_ref, options)
        return cls(ruleset, list(names), seed, dict(options or {}), first_dealer, str(ruleset_ref))

    # ---- where the match stands ----------------------------------------------------------------

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def totals(self) -> list[int]:
        totals = [0] * self.players
        for result in self.results:
            for seat, points in enumerate(result.scores):
                totals[seat] += points
        return totals

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
        assert self.first_dealer is not None
        return (self.first_dealer + len(self.results)) % self.players

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
    def over(self) -> bool:
        if self.game is not None and not self.game.finished:
            return False
        rules = self.rules
        if rules.target and any(total >= rules.target for total in self.totals):
            return True
        if rules.runden is not None and len(self.results) >= rules.runden * self.players:
            return True
        if rules.start_cards is not None and rules.start_cards.out_below is not None:
            return self.players - len(self.eliminated()) <= 1
        return self.idiot is not None

    def losers(self) -> list[int]:
        """Who lost the match (empty while it goes on): everyone at or over the target, the Idiot, or
        with Runden the seats with the most minus points."""
        if not self.over:
            return []
        if self.idiot is not None:
            return [self.idiot]
        if self.eliminated():
            return self.eliminated()
        totals = self.totals
        if self.rules.target:
            return [seat for seat, total in enumerate(totals) if total >= self.rules.target]
        worst = max(totals)
        return [seat for seat, total in enumerate(totals) if total == worst]

    def settlement(self) -> list[tuple[int, float]]:
        """'Kassieren': what each seat pays (in euros), its total times the stake per point."""
        return [(seat, total * self.rules.stake_cents / 100) for seat, total in enumerate(self.totals)]

    # ---- playing ----------------------------------------------------------------------------------

    def deal(self) -> Game:
        """Start the next hand: the dealer moves one seat clockwise each hand."""
        if self.over:
            raise ValueError("the match is over")
        number = len(self.results) + 1
        first = None
        if self.rules.winner_starts and self.results and self.results[-1].out:
            first = self.results[-1].out[0]
        self.game = Game.deal(self.tables, self.names, self.next_dealer(), seed=self.seed * 100_003 + number,
                              hand_sizes=self.start_cards(), first=first, scharf=self.is_scharf(number))
        return self.game

    def apply(self, move: Move, seat: int | None = None) -> None:
        """Make a move in the current hand and record it; score the hand when it ends."""
        game = self.game
        if game is None:
            raise ValueError("deal first")
        actor = game.actor if seat is None else seat
        game.apply(move, actor)
        self.moves.append((len(self.results) + 1, actor, format_move(move, self.names)))
        if game.finished:
            self.results.append(HandResult(len(self.results) + 1, game.dealer, game.scharf, list(game.out),
                                           game.loser, game.scores()))

    # ---- record and replay ------------------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """Everything needed to restore this match exactly, as plain JSON-able data."""
        return {
            "version": RECORD_VERSION, "ruleset": self.ruleset_ref, "options": self.options,
            "names": self.names, "seed": self.seed, "first_dealer": self.first_dealer,
            "moves": [f"{hand} {self.names[seat]}: {text}" for hand, seat, text in self.moves],
        }

    @classmethod
    def replay(cls, record: dict[str, Any]) -> Match:
        """The match a record describes, with every recorded move made again."""
        if record.get("version") != RECORD_VERSION:
            raise ValueError(f"a game record of version {record.get('version')!r}; this game reads version {RECORD_VERSION}")
        match = cls.create(record["ruleset"], list(record["names"]), int(record["seed"]),
                           record.get("options") or {}, record.get("first_dealer"))
        for line in record["moves"]:
            hand_text, rest = line.split(" ", 1)
            name, text = rest.split(": ", 1)
            if match.game is None or match.game.finished:
                if int(hand_text) != len(match.results) + 1:
                    raise ValueError(f"the record jumps to hand {hand_text}")
                match.deal()
            match.apply(parse_move(text, match.names), match.names.index(name))
        return match
