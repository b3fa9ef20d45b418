"""A finished match's figures per seat, computed from its game record alone (the statistics are made of them).

The record is replayed (``Match.replay``) and every hand's log read: who won and lost the match, the
hands each seat played and won, the points each hand charged it (its best and worst hand), the longest
chain of naming cards it extended (a Queen answering a Queen in Erftschmiede: ``Zieh zwei ...``), the
cheats it caught and the times it was caught cheating.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from maumau_tui import log_words as ev
from maumau_tui.engine.game import Game
from maumau_tui.level_names import plain_level
from maumau_tui.match import Match


@dataclass(frozen=True)
class SeatFigures:
    """One seat's figures in one match."""

    seat: int
    name: str
    player: str              # the name of a person; a bot is counted by its level ("bot:random")
    kind: str
    level: str | None
    won: bool
    lost: bool
    hands: int               # hands it was dealt into (a seat out of the match is dealt none)
    hands_won: int           # hands it went out of first
    points: int              # what its hands charged it, added up
    best_hand: int | None    # the best points of one hand (the fewest; the most where the winner scores)
    worst_hand: int | None
    longest_chain: int       # the longest chain of naming cards it extended (1: named without a chain)
    cheats_caught: int       # cheats it caught
    caught_cheating: int     # times it was caught cheating


@dataclass(frozen=True)
class MatchFigures:
    ruleset: str             # the ruleset's id
    hands: int
    higher_is_better: bool   # points are won (Crazy Eights: the winner collects), not charged
    seats: tuple[SeatFigures, ...]


def player_key(name: str, kind: str, level: str | None) -> str:
    """Whom a seat's figures count for: a person by name, a bot by its level in plain words (a record may say
    ``random`` for ``easy``: REVIEW276 N1 counted them as two bots)."""
    return f"bot:{plain_level(level) or 'bot'}" if kind == "bot" else name


def figures(record: Any) -> MatchFigures:
    """The figures of the match ``record`` describes; ``RecordError`` when it cannot be replayed."""
    games: dict[int, Game] = {}

    def seen(match: Match) -> None:
        if match.game is not None:
            games[len(match.results) + (not match.game.finished)] = match.game

    match = Match.replay(record, on_move=seen)
    return figures_of(match, list(games.values()))


def figures_of(match: Match, games: list[Game]) -> MatchFigures:
    """The figures of ``match`` (replayed to its end) with the games of its hands, in order."""
    higher = bool(match.rules.target_wins)
    won, lost = set(match.winners()), set(match.losers())   # as the score sheet names them
    chains = [0] * match.players
    caught = [0] * match.players
    cheated = [0] * match.players
    for game in games:
        for event in game.log:
            if event[0] == ev.NAMED:
                chains[event[1]] = max(chains[event[1]], int(event[3]))
            elif event[0] == ev.CHEAT_CAUGHT:
                caught[event[1]] += 1
                cheated[event[2]] += 1
    seats = []
    for seat, info in enumerate(match.seats):
        charged = [result.scores[seat] for index, result in enumerate(match.results)
                   if match.start_cards(index)[seat] > 0]
        best, worst = (max, min) if higher else (min, max)
        seats.append(SeatFigures(
            seat, info.name, player_key(info.name, info.kind, info.level), info.kind, plain_level(info.level),
            seat in won, seat in lost, len(charged),
            sum(1 for result in match.results if result.out and result.out[0] == seat),
            sum(charged), best(charged) if charged else None, worst(charged) if charged else None,
            chains[seat], caught[seat], cheated[seat]))
    return MatchFigures(match.ruleset.id, len(match.results), higher, tuple(seats))
