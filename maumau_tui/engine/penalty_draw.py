"""Drawing an open penalty, and stopping at a drawn card that may answer it (Faraón's 7 drawn at once)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from maumau_tui.engine import events as ev

if TYPE_CHECKING:
    from maumau_tui.engine.game import Game

DRAWN_IN_PENALTY = 2   # ``game.drawn``: a card drawn during a penalty may answer it (``game.drawn_card``)


def draw_penalty(game: Game, seat: int, amount: int) -> tuple[int, int] | None:
    """Draw a penalty of ``amount`` cards for ``seat``.

    Where the penalty card lets a drawn answer be played (``Tables.draw_answer_drawn``: the first N
    cards), drawing stops at the first answering card among them; the result is that card and the
    cards still to draw.  Otherwise every card is drawn (in one go) and the result is None.
    """
    T = game.T
    # the rest of a penalty whose drawn answer was kept is drawn in one go
    window = 0 if game.drawn == DRAWN_IN_PENALTY else min(T.draw_answer_drawn[game.top], amount)
    taken = 0
    if window:
        answers = T.answers("draw", game.top)
        while taken < window:
            ahead = game.stock[::-1][: window - taken]    # the next cards, in the order they are drawn
            stop = next((i for i, card in enumerate(ahead) if answers[card]), -1)
            if stop >= 0:
                game.draw(seat, stop + 1, ev.R_PENALTY)
                return ahead[stop], amount - taken - stop - 1
            if len(ahead) == window - taken:
                break                                      # no answer among the first cards
            # the stock runs out among the first cards: take what is there, the pile is turned over
            got = game.draw(seat, max(len(ahead), 1), ev.R_PENALTY)
            if not got:
                return None                                # nothing left to draw
            taken += len(got)
            if not ahead and answers[got[-1]]:
                return got[-1], amount - taken
    if amount > taken:
        game.draw(seat, amount - taken, ev.R_PENALTY)
    return None
