"""The move ``draw``: one card, an open penalty (stopping at a drawn card that may answer it: Faraón's 7
drawn at once), or a round of Kings' card or penalty."""

from __future__ import annotations

from maumau_tui import log_words as ev
from maumau_tui.engine.state import DRAWN_IN_PENALTY, State
from maumau_tui.engine.turns import begin_turn, draw, next_seat

__all__ = ["DRAWN_IN_PENALTY", "draw_move", "draw_penalty", "held", "held_draw", "may_stop", "penalty_drawn", "tell_held"]


def draw_move(game: State, seat: int) -> None:
    """``draw``: what the seat draws depends on what is open; drawing may end the turn."""
    if game.kings >= 0:  # a round of Kings: one card, or the caller's penalty
        if seat == game.kings:
            game.kings = -1
            game.log.append((ev.KINGS_FAILED, seat))
            draw(game, seat, game.T.kings_fail_draw, ev.R_PENALTY)
        else:
            draw(game, seat, 1, ev.R_NORMAL)
        begin_turn(game, next_seat(game, seat))
        return
    if game.pending_draw:
        amount, game.pending_draw = game.pending_draw, 0
        if not game.T.draw_answer_drawn[game.top]:
            draw(game, seat, amount, ev.R_PENALTY)
        else:
            stop = draw_penalty(game, seat, amount)
            if stop is not None:  # it may answer the penalty at once (Faraón): play it, or draw the rest
                game.drawn, (game.drawn_card, game.pending_draw) = DRAWN_IN_PENALTY, stop
                return
            tell_held(game, seat)
        penalty_drawn(game, seat)
        return
    T = game.T
    cards = draw(game, seat, 1, ev.R_NORMAL)
    if T.draw_until_playable and not game.following:
        while cards and not game.ok[cards[-1]] and (game.stock or len(game.pile) > 1):
            cards = draw(game, seat, 1, ev.R_NORMAL)
    if game.following or T.after_draw == "none":  # drawing ends the turn
        begin_turn(game, next_seat(game, seat))
        return
    game.drawn = 1
    game.drawn_card = cards[-1] if cards else -1


def penalty_drawn(game: State, seat: int) -> None:
    """``seat`` has drawn the whole penalty: one that also costs a turn (Faraón's 7) ends it, else the turn goes on."""
    game.drawn, game.drawn_card = 0, -1
    if game.penalty_skip:
        game.penalty_skip = 0
        game.log.append((ev.SKIPPED, seat))
        begin_turn(game, next_seat(game, seat))


def may_stop(game: State) -> bool:
    """Whether a draw now is a penalty's whose drawing may stop at a card that answers it (Faraón's drawn 7): the
    drawer then decides on that card, which only the drawer may know."""
    return (game.kings < 0 and game.pending_draw > 0 and game.drawn != DRAWN_IN_PENALTY
            and bool(game.T.draw_answer_drawn[game.top]))


def draw_penalty(game: State, seat: int, amount: int) -> tuple[int, int] | None:
    """Draw a penalty of ``amount`` cards for ``seat``.

    Where the penalty card lets a drawn answer be played (``Tables.draw_answer_drawn``: the first N
    cards), drawing stops at the first answering card among them; the result is that card and the
    cards still to draw.  Otherwise every card is drawn (in one go) and the result is None.  Each part is
    told to the drawer alone (``R_HELD``): the caller tells everybody the whole (``tell_held``) once the
    drawer has chosen, whether or not the drawing stopped.
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
            if stop >= 0:                                  # (told to the others once the drawer has chosen)
                held_draw(game, seat, stop + 1)
                return ahead[stop], amount - taken - stop - 1
            if len(ahead) == window - taken:
                break                                      # no answer among the first cards
            # the stock runs out among the first cards: take what is there, the pile is turned over
            got = held_draw(game, seat, max(len(ahead), 1))
            if not got:
                return None                                # nothing left to draw
            taken += len(got)
            if not ahead and answers[got[-1]]:
                return got[-1], amount - taken
    if amount > taken:
        held_draw(game, seat, amount - taken)
    return None


def held_draw(game: State, seat: int, count: int) -> list[int]:
    """Draw ``count`` cards told to ``seat`` alone, and a pile turned over meanwhile too."""
    logged = len(game.log)
    got = draw(game, seat, count, ev.R_HELD)
    for index in range(logged, len(game.log)):
        if game.log[index][0] == ev.RESHUFFLE:
            game.log[index] = (ev.RESHUFFLE, game.log[index][1], seat, ev.R_HELD)
    return got


def tell_held(game: State, seat: int) -> None:
    """Everybody hears how many cards ``seat`` drew for the penalty, now that it has played, kept (and drawn the
    rest) or passed on the drawn answer: the parts drawn so far were told to the drawer alone (``R_HELD``), so
    nobody learns from the log that the drawing stopped at a card that could answer."""
    cards, piles = held(game, seat)
    game.log.extend((ev.RESHUFFLE, size, seat, ev.R_TOLD) for size in piles)
    game.log.append((ev.DRAWN_TOLD, seat, cards))


def held(game: State, seat: int) -> tuple[int, list[int]]:
    """What only ``seat`` has been told of the open penalty (``R_HELD``): the cards it drew, and the size of each
    new stock a pile turned over made meanwhile."""
    cards = 0
    piles: list[int] = []
    for event in reversed(game.log):
        if event[0] in (ev.PENALTY, ev.DRAWN_TOLD):
            break
        if event[0] == ev.DRAW and event[1] == seat and event[4] == ev.R_HELD:
            cards += event[2]
        elif event[0] == ev.RESHUFFLE and len(event) > 2 and event[2] == seat and event[3] == ev.R_HELD:
            piles.insert(0, event[1])
    return cards, piles
