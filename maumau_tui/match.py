"""Hands in a row: the dealer rotates, every hand is scored, totals are kept, and every move is recorded.

A match is fully determined by its ruleset, options, seats, seed and the moves made, so the record
(``Match.record``) replays it exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from maumau_tui.engine.game import Game
from maumau_tui.notation import Move, format_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load
from maumau_tui.rules.schema import Ruleset


@dataclass
class HandResult:
    """One finished hand: who dealt, who went out, what each seat was charged."""

    number: int
    dealer: int
    out: list[int]
    scores: list[int]


@dataclass
class Match:
    """A match of one ruleset at one table."""

    ruleset: Ruleset
    names: list[str]
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    first_dealer: int | None = None
    results: list[HandResult] = field(default_factory=list)
    moves: list[tuple[int, int, str]] = field(default_factory=list)  # (hand number, seat, move text)
    game: Game | None = None

    def __post_init__(self) -> None:
        players = len(self.names)
        if not self.ruleset.players.min <= players <= self.ruleset.players.max:
            raise ValueError(f"{self.ruleset.name.en} is for {self.ruleset.players.min} to "
                             f"{self.ruleset.players.max} players, not {players}")
        self.tables = compile_ruleset(self.ruleset, players)
        if self.first_dealer is None:
            self.first_dealer = players - 1

    @classmethod
    def create(cls, ruleset_ref: str, names: list[str], seed: int = 0,
               options: dict[str, Any] | None = None, first_dealer: int | None = None) -> Match:
        ruleset = load(ruleset_ref, options)
        return cls(ruleset, list(names), seed, dict(options or {}), first_dealer)

    @property
    def hand_number(self) -> int:
        """1 for the first hand; counts the hand in play (or the next one to deal)."""
        return len(self.results) + (0 if self.game is None or self.game.finished else 1)

    @property
    def totals(self) -> list[int]:
        totals = [0] * len(self.names)
        for result in self.results:
            for seat, points in enumerate(result.scores):
                totals[seat] += points
        return totals

    def next_dealer(self) -> int:
        assert self.first_dealer is not None
        return (self.first_dealer + len(self.results)) % len(self.names)

    def deal(self) -> Game:
        """Start the next hand: the dealer moves one seat clockwise each hand."""
        number = len(self.results) + 1
        self.game = Game.deal(self.tables, self.names, self.next_dealer(), seed=self.seed * 100_003 + number)
        return self.game

    def apply(self, move: Move, seat: int | None = None) -> None:
        """Make a move in the current hand and record it; score the hand when it ends."""
        game = self.game
        assert game is not None, "deal first"
        actor = game.actor if seat is None else seat
        game.apply(move, actor)
        self.moves.append((len(self.results) + 1, actor, format_move(move, self.names)))
        if game.finished:
            self.results.append(HandResult(len(self.results) + 1, game.dealer, list(game.out), game.scores()))
