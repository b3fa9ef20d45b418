"""What a finished hand charges each seat: card points, the J-finish multiplier, rounding, Scharf."""

from __future__ import annotations

from maumau_tui.cards import rank_of
from maumau_tui.engine.state import State
from maumau_tui.engine.turns import loser as hand_loser



def rounded(points: int, round_to: int, minimum: int) -> int:
    """Round to the nearest multiple of ``round_to``, halves up (14 -> 10, 45 -> 50); at least ``minimum``."""
    if points <= 0:
        return 0
    if round_to:
        points = (points * 2 + round_to) // (2 * round_to) * round_to
    return max(points, minimum)


def hand_scores(game: State) -> list[int]:
    """Points charged per seat.  The winner (and every seat that went out) is charged nothing but the
    points of the card they went out with (``finish_points``; negative: points off, as a Queen in 101).

    Scharf (the dealer alone against all): if the dealer went out first, every other seat is charged the
    rounded sum of all the others' points; otherwise only the dealer is charged, twice their points, rounded.
    With ``score_winner_only`` (Crazy Eights) the winner collects the sum of all the others' points instead.
    """
    T, n = game.T, game.n
    if T.score_loser_only:
        loser = hand_loser(game)
        return [1 if seat == loser else 0 for seat in range(n)]
    factor = T.win_multiplier.get(rank_of(game.winner_card), 1) if game.out else 1
    raw = [0 if seat in game.out else game.hand_points(seat) * factor for seat in range(n)]  # absent: no cards
    if T.score_winner_only:
        scores = [0] * n
        if game.out:
            scores[game.out[0]] = rounded(sum(raw), T.round_to, T.minimum)
    elif game.scharf and game.out:
        dealer = game.dealer
        if game.out[0] == dealer:
            total = rounded(sum(raw), T.round_to, T.minimum)
            scores = [0 if seat == dealer else total for seat in range(n)]
        else:
            scores = [rounded(2 * raw[dealer], T.round_to, T.minimum) if seat == dealer else 0 for seat in range(n)]
    else:
        scores = [rounded(points, T.round_to, T.minimum) for points in raw]
    if game.out and game.winner_card >= 0:
        scores[game.out[0]] += T.finish_points[game.winner_card]
    return scores
