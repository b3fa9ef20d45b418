"""Start cards a ruleset turns away: an 8 in Crazy Eights, a trick card in Switch."""

from __future__ import annotations

from maumau_tui import log_words as ev
from maumau_tui.engine.state import State



def bury_start_cards(game: State) -> None:
    """While the start card may not stay, bury it in the middle of the stock and turn up the next one.

    Nothing random: the card goes exactly in the middle.  If only such cards are left to turn up
    (never with a real pack), the last one stays and does what it does.
    """
    T, pile, stock = game.T, game.pile, game.stock
    for _ in range(len(stock)):
        card = pile[-1]
        if not T.start_redraw[card]:
            return
        pile.pop()
        stock.insert(len(stock) // 2, card)   # the stock is drawn from its end
        pile.append(stock.pop())
        game.log.append((ev.BURIED, game.dealer, card))
