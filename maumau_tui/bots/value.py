"""What the end of a hand (or a guess at it) is worth to each seat, match included: the search's yardstick.

Values lie between about -1 and 1 per seat.  Going out first is worth 1; where the hand is lost by the
last seat holding cards (Idioten-Mau, Prší, Faraón) not losing counts most; where points are scored,
the points charged count against the seat, more the closer its total is to a target that loses the match
(Kronenstube's 101), and a hand that pushes it over such a target costs a whole win; outside a match scored
by points (a single hand, a match with neither target nor Runden) points decide nothing and count nothing.  In a Scharf hand
the dealer plays alone: the others win or lose together.  A hand not played to its end is guessed from
the hand sizes (fewer cards, better chances; a wild card counts as half a card) and the points still held.
"""

from __future__ import annotations

import math

from maumau_tui.bots.base import MatchSheet
from maumau_tui.bots.reading import stuck_last
from maumau_tui.engine.game import Game
from maumau_tui.rules.tables import Tables

POINT_SCALE = 60.0      # points that count as much as ... a fraction of a win (see ``point_weight``)
SHARPNESS = 0.9         # how strongly one card fewer raises the chance of going out first
STUCK = 1.0             # a last card its holder may not go out with counts this much more: a draw must come first
WILD_CARD = 0.5         # a wild card held counts as this many cards in a guess: it fits on anything
FIRST_OUT = 0.3         # where the last seat holding cards loses: what going out first adds to not losing


def point_weight(T: Tables, sheet: MatchSheet, seat: int) -> float:
    """How much one ``POINT_SCALE`` of points charged weighs against a win, for ``seat``."""
    if T.score_loser_only or not any(T.points[c] for c in T.deck_cards):
        return 0.0
    if sheet.target and not sheet.target_wins and len(sheet.totals) > seat:
        closeness = min(1.0, sheet.totals[seat] / sheet.target)
        return 0.3 + 0.7 * closeness * closeness
    return 0.4 if sheet.scored else 0.0   # a hand outside a scored match: its points decide nothing


def final_values(game: Game, sheet: MatchSheet) -> list[float]:
    """Each seat's value of a finished hand."""
    T, n = game.T, game.n
    out = game.out
    winner = out[0] if out else -1
    loser = game.loser if T.hand_ends_one_left else -1
    scores = game.scores()
    values = []
    for seat in range(n):
        if seat in game.absent:
            values.append(0.0)
            continue
        values.append(seat_value(T, sheet, game, seat, 1.0 if winner == seat else 0.0,
                                 1.0 if loser == seat else 0.0, float(scores[seat]), winner))
    return values


def seat_value(T: Tables, sheet: MatchSheet, game: Game, seat: int, win: float, lose: float, points: float,
               winner: int) -> float:
    if sheet.scharf:
        dealer = game.dealer
        if winner >= 0:
            win = 1.0 if (winner == dealer) == (seat == dealer) else 0.0
    if T.score_winner_only:   # the winner collects the others' points (Crazy Eights), which count in a match
        return win * (0.6 + 0.4 * min(1.0, points / 100.0)) if sheet.scored else win
    if T.hand_ends_one_left:
        value = FIRST_OUT * win + (1.0 - FIRST_OUT) * (1.0 - lose)
    else:
        value = win
    weight = point_weight(T, sheet, seat)
    if weight:
        value -= weight * points / POINT_SCALE
        if sheet.loses_with(seat, points):
            value -= 1.0
    return value


def stuck(T: Tables, hand: list[int]) -> bool:
    """A hand that cannot go out as it stands: a last card its holder may not go out with (``reading.stuck_last``), or
    only cards that must be followed (standard's Aces: each is followed by the next, the last by a draw; PLAYTEST123
    F1)."""
    return stuck_last(T, hand) or (not T.blind and bool(hand) and all(T.follow[card] for card in hand))


def guessed_values(game: Game, sheet: MatchSheet) -> list[float]:
    """Each seat's value of an unfinished hand, guessed from its hand size and the points it holds."""
    T, n = game.T, game.n
    wild = T.wild
    sizes = [len(hand) - WILD_CARD * sum(1 for card in hand if wild[card]) + (STUCK if stuck(T, hand) else 0.0)
             for hand in game.hands]
    playing = [seat for seat in range(n) if game.hands[seat] and seat not in game.out]
    weights = {seat: math.exp(-SHARPNESS * sizes[seat]) for seat in playing}
    total = sum(weights.values()) or 1.0
    first = game.out[0] if game.out else -1
    last_weights = {seat: math.exp(SHARPNESS * sizes[seat]) for seat in playing}
    last_total = sum(last_weights.values()) or 1.0
    values = []
    for seat in range(n):
        if seat in game.absent:
            values.append(0.0)
            continue
        if first >= 0:
            win = 1.0 if seat == first else 0.0
        else:
            win = weights.get(seat, 0.0) / total
        lose = last_weights.get(seat, 0.0) / last_total if T.hand_ends_one_left else 0.0
        if T.score_winner_only:   # what the winner would collect
            held = float(sum(T.score_hand(game.hands[other]) for other in playing if other != seat))
        else:
            held = float(T.score_hand(game.hands[seat])) * (1.0 - win)
        if sheet.scharf:
            dealer_first = weights.get(game.dealer, 0.0) / total if first < 0 else float(first == game.dealer)
            win = dealer_first if seat == game.dealer else 1.0 - dealer_first
        values.append(seat_value(T, sheet, game, seat, win, lose, held, -1))
    return values
