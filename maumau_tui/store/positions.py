"""Every position of a recorded match, for the replay viewer: the deal of each hand and the state after each move.

``positions(record)`` plays the record again (``Match.replay``) and keeps a copy of the game at each
step with the hand and move it belongs to, the totals before the hand's score, and the move that led
there.  ``RecordError`` (a ``ValueError``) with a plain reason when the record cannot be played again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from maumau_tui.engine.game import Game
from maumau_tui.engine.state import DRAWN_IN_PENALTY
from maumau_tui.match import Match
from maumau_tui.notation import Move
from maumau_tui.store.save_file import deal_saved_hand


@dataclass(frozen=True)
class Position:
    """One moment of a recorded match."""

    hand: int                  # 1 for the first hand
    move: int                  # moves made in this hand so far (0: just dealt)
    game: Game                 # a copy: the state at this moment
    totals: tuple[int, ...]    # the match's totals at this moment
    said: str                  # the move that led here, "NAME: MOVE" ("" for a deal)
    made: int = 0              # moves made in the whole match so far (a house rule's change names its place so)


@dataclass(frozen=True)
class Replayed:
    """A recorded match and all its positions."""

    match: Match
    positions: tuple[Position, ...]
    notes: tuple[str, ...] = ()    # what its file states that its moves contradict (a false Result: PLAYTEST249 F10)

    @property
    def hands(self) -> int:
        return max((position.hand for position in self.positions), default=0)

    def played_out(self, hand: int) -> bool:
        """Whether ``hand`` was played to its end in the record (else it is still being played: hidden)."""
        last = [position for position in self.positions if position.hand == hand]
        return bool(last) and last[-1].game.finished

    def moves_in(self, hand: int) -> int:
        return max((position.move for position in self.positions if position.hand == hand), default=0)

    def start_of(self, hand: int) -> int:
        """The index of ``hand``'s deal (the nearest hand there is)."""
        hand = min(max(1, hand), self.hands)
        return next(index for index, position in enumerate(self.positions) if position.hand >= hand)


def positions(record: Any, dealt: int = 0) -> Replayed:
    """Every position of the match ``record`` describes, in order; ``dealt``: the hands a save says were dealt
    (a hand dealt but not yet played is in no record: it is dealt again, the same cards, as on resume)."""
    found: list[Position] = []

    def dealt_now(match: Match) -> None:
        """The deal of the hand in play, unless it is already found."""
        if match.game is not None and (not found or found[-1].hand != match.hands_dealt):
            found.append(Position(match.hands_dealt, 0, match.game.copy(), tuple(match.totals), "", len(match.moves)))

    def before(match: Match, seat: int, move: Move) -> None:
        dealt_now(match)

    def after(match: Match) -> None:
        if match.game is None or not match.moves:
            return
        _, seat, text = match.moves[-1]
        count = found[-1].move + 1 if found and found[-1].hand == match.hands_dealt else 1
        found.append(Position(match.hands_dealt, count, match.game.copy(), tuple(match.totals),
                              f"{match.names[seat]}: {text}", len(match.moves)))

    match = Match.replay(record, on_move=after, before_move=before)
    deal_saved_hand(match, max(dealt, 1))   # (a record of no move yet is a match dealt: its first hand, as played)
    dealt_now(match)
    return Replayed(match, told_only(found))


def told_only(found: list[Position]) -> tuple[Position, ...]:
    """``found``, but in a hand still being played (shown with every hand hidden) only the moments everybody heard
    of: not the one a drawer chose in whether to play a drawn answer (Faraón's drawn 7; the cards drawn so far are
    held back from the others), so a choice to keep it is no step of its own, nor counted."""
    if not found or found[-1].game.finished:
        return tuple(found)
    hand = found[-1].hand
    shown = [position for position in found if position.hand != hand or position.game.drawn != DRAWN_IN_PENALTY]
    first = next(index for index, position in enumerate(shown) if position.hand == hand)
    return tuple(shown[:first]) + tuple(replace(position, move=number) for number, position in enumerate(shown[first:]))
