"""How a hand ended: one value instead of loose flags (who won, who lost, who went out, the points)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from maumau_tui.engine.scoring import hand_scores
from maumau_tui.engine.state import Phase, State
from maumau_tui.engine.turns import loser


class Termination(StrEnum):
    """Why the hand is over."""

    FIRST_OUT = "first_out"   # a seat went out: the hand ends with it
    ONE_LEFT = "one_left"     # play went on until one seat was left holding cards (Idioten-Mau, Prší, Faraón)


@dataclass(frozen=True, slots=True)
class Outcome:
    """A finished hand: the first seat out wins; the loser is the seat left holding cards (or holding the
    most); ``scores`` are what the hand charges each seat under the ruleset's scoring."""

    termination: Termination
    winner: int | None
    loser: int | None
    out: tuple[int, ...]
    scores: tuple[int, ...]


def outcome(state: State) -> Outcome | None:
    """The outcome of a finished hand; None while it is played."""
    if state.phase is not Phase.OVER:
        return None
    return Outcome(
        termination=Termination.ONE_LEFT if state.T.hand_ends_one_left else Termination.FIRST_OUT,
        winner=state.out[0] if state.out else None,
        loser=loser(state),
        out=tuple(state.out),
        scores=tuple(hand_scores(state)),
    )
