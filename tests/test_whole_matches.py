"""Seeded whole matches of every shipped ruleset at every table size it allows: every hand ends, every deal is made.

Random legal moves (with random options) play each match to its end: no hand may run past a generous
move cap (a table trapped in a hand without end), no next hand may fail to be dealt, no match may
run past a cap of hands.  The suite plays a modest number of matches; ``MAUMAU_SOAK=N`` plays N
matches per ruleset and table size (the big run: ``MAUMAU_SOAK=200 pytest tests/test_whole_matches.py``).
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass
from functools import cache

import pytest

from maumau_tui.cards import JOKER
from maumau_tui.match import Match
from maumau_tui.match_record import ruleset_hash
from maumau_tui.notation import Move
from maumau_tui.rules.loader import builtin_dir, load
from maumau_tui.rules.schema import Ruleset
from maumau_tui.sim import seat_names

MOVE_CAP = 30_000          # moves in one hand: random play ends far sooner (the longest seen is ~12,000)
HAND_CAP = 400             # hands in one match
SINGLE_HANDS = 3           # hands played where the ruleset's match has no end (single hands)
SUITE_MATCHES = 4          # matches per ruleset and table size in the suite (more with MAUMAU_SOAK)
KIND_WEIGHT = {"play": 3}  # how much likelier a random player plays than does anything else
SHIPPED = sorted(path.stem for path in builtin_dir().glob("*.yaml"))


@dataclass
class Played:
    hands: int = 0
    moves: int = 0
    refused: int = 0       # random options refused at this table size (the match played with the defaults)


@cache
def base_ruleset(ruleset_id: str) -> Ruleset:
    return load(ruleset_id)


@cache
def content_hash(ruleset_id: str) -> str:
    return ruleset_hash(ruleset_id)


@cache
def ruleset_with(ruleset_id: str, options: tuple[tuple[str, bool | int], ...]) -> Ruleset:
    return load(ruleset_id, dict(options))


def random_options(ruleset: Ruleset, rng: random.Random) -> dict[str, bool | int]:
    """Each switch on or off now and then, each number at its default, 0, one less, one more or twice the default."""
    chosen: dict[str, bool | int] = {}
    for name, option in ruleset.options.items():
        if isinstance(option.default, bool):
            if rng.random() < 0.3:
                chosen[name] = not option.default
        elif rng.random() < 0.5:
            chosen[name] = rng.choice([0, max(0, option.default - 1), option.default + 1, option.default * 2])
    return chosen


def random_move(legal: list[Move], rng: random.Random) -> Move:
    """A random legal move, chosen as a player would: first what to do (a play three times as likely as
    drawing, passing, accepting, naming ...), then which one; a face-down card is mostly declared as what
    it is.  Uniform over all moves, a player facing a penalty under ``blind`` answers it with some lie
    almost every time (two such players raised one to "Draw 167!" over 30,000 moves), and a player who may
    draw at will but draws as often as plays collects the whole pack: the table would not be trapped,
    the random players would."""
    kinds = sorted({move.kind for move in legal})
    kind = rng.choices(kinds, [KIND_WEIGHT.get(kind, 1) for kind in kinds])[0]
    move = rng.choice([move for move in legal if move.kind == kind])
    if move.as_card is not None and move.cards[0] != JOKER and rng.random() < 0.8:
        honest = Move(move.kind, move.cards, move.say, move.seat, move.suit, move.rank)
        if honest in legal:
            return honest
    return move


def play_match(ruleset_id: str, players: int, seed: int, played: Played) -> str | None:
    """One seeded match to its end; what went wrong, or None."""
    rng = random.Random(seed)
    options = random_options(base_ruleset(ruleset_id), rng)
    where = f"{ruleset_id}, {players} seats, seed {seed}, options {options}"
    try:
        match = new_match(ruleset_id, players, seed, options)
    except ValueError:  # options refused for this table (too few cards, a value out of range): the defaults
        played.refused += 1
        options = {}
        where = f"{ruleset_id}, {players} seats, seed {seed}, options {options}"
        try:
            match = new_match(ruleset_id, players, seed, options)
        except ValueError as error:
            return f"{where}: the match cannot be set up: {error}"
    ends = not match.single_hands
    while not match.over and (ends or len(match.results) < SINGLE_HANDS):
        if len(match.results) >= HAND_CAP:
            return f"{where}: no end after {HAND_CAP} hands (totals {match.totals})"
        try:
            game = match.deal()
        except ValueError as error:
            return f"{where}: hand {len(match.results) + 1} cannot be dealt: {error}"
        while not game.finished:
            if game.moves_made >= MOVE_CAP:
                return f"{where}: hand {len(match.results) + 1} has no end after {MOVE_CAP} moves"
            seats = game.seats_to_act()
            seat = rng.choice(seats)
            legal = game.legal_moves(seat)
            if rng.random() < 0.05:  # now and then a seat out of turn calls somebody out
                other = rng.randrange(players)
                catches = [move for move in game.legal_moves(other) if move.kind == "catch"]
                if catches:
                    seat, legal = other, catches
            match.apply(random_move(legal, rng), seat)
            played.moves += 1
        played.hands += 1
    return None


def new_match(ruleset_id: str, players: int, seed: int, options: dict[str, bool | int]) -> Match:
    """``Match.create`` without reading the ruleset's files again for every match."""
    ruleset = ruleset_with(ruleset_id, tuple(sorted(options.items())))
    return Match(ruleset, seat_names(players), seed, options, ruleset_ref=ruleset_id,
                 ruleset_hash=content_hash(ruleset_id))


def matches_per_size() -> int:
    text = os.environ.get("MAUMAU_SOAK", "")
    return int(text) if text.isdigit() and int(text) > 0 else SUITE_MATCHES


@pytest.mark.parametrize("ruleset_id", SHIPPED)
def test_every_match_of_every_table_size_ends_and_every_hand_is_dealt(ruleset_id: str) -> None:
    rules = base_ruleset(ruleset_id)
    count = matches_per_size()
    played = Played()
    problems: list[str] = []
    for players in range(rules.players.min, rules.players.max + 1):
        for index in range(count):
            seed = players * 1_000_003 + index
            problem = play_match(ruleset_id, players, seed, played)
            if problem is not None:
                problems.append(problem)
    sizes = rules.players.max - rules.players.min + 1
    assert not problems, f"{len(problems)} of {count * sizes} matches went wrong:\n" + "\n".join(problems[:10])
    assert played.hands >= count * sizes, "every match plays at least one hand"
