"""Answer windows: a played card gives other seats the right to answer out of turn.

- ``victim``: a Q's victim may answer with a Q and name the next victim, who draws one card more.
- ``gift``: the receiver of a 4's card may escape with a 4 and give one of their own cards back.
- ``swap``: an Ace's partner may redirect the swap with an Ace; anybody may call it off with a 2.
- ``block``: the two seats a 6 skips may block it with the 5 of its suit (timed).

A window opens whenever its card is played, whoever holds what, so its opening tells nothing about
anybody's hand.  Each seat in it answers with a card or ``accept``; a timed window also closes when
the table applies ``wait`` (time ran out).  When the window closes the chain's effect happens and
play resumes with ``game.resume`` (after a block: with the seat after the skipped ones, or with the
blocker).  An answer with a card closes the window for everybody.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from maumau_tui.cards import rank_of
from maumau_tui.engine import events as ev
from maumau_tui.engine.legal import ANSWERING, GIVING, NAMING
from maumau_tui.notation import Move

if TYPE_CHECKING:
    from maumau_tui.engine.game import Game


def ask(game: Game, seat: int, phase: str, resume: int) -> None:
    """A decision of ``seat`` (a wish, a name) before play resumes with ``resume``."""
    game.phase = phase
    game.actor = seat
    game.resume = resume


def open_window(game: Game, kind: str, seats: list[int]) -> None:
    game.phase = ANSWERING
    game.window_kind = kind
    game.window = seats
    game.actor = seats[0]


def named(game: Game, seat: int, other: int) -> None:
    """The naming seat chose ``other``: the victim, the receiver or the swap partner."""
    T, top = game.T, game.top
    game.name_exclude = -1
    game.target = other
    if T.give[top]:
        game.log.append((ev.GIFT, seat, other))
        game.window_kind = "offer"
        game.phase, game.actor = GIVING, seat
    elif T.swap[top]:
        game.log.append((ev.SWAP if seat == game.origin else ev.SWAP_REDIRECT, seat, other))
        seats = [other] + [s for s in play_order(game, game.origin) if s != other]
        open_window(game, "swap", seats)
    else:  # a chain of victims
        game.log.append((ev.NAMED, seat, other, game.name_draw))
        open_window(game, "victim", [other])


def play_order(game: Game, seat: int) -> list[int]:
    """Every seat still in the hand, starting with ``seat`` and going round in the direction of play."""
    order, current = [seat], game.next_seat(seat)
    while current != seat and current not in order:
        order.append(current)
        current = game.next_seat(current)
    return order


def block_seats(game: Game) -> list[int]:
    """The (up to) two seats after the card's player that a blockable skip hits."""
    seats: list[int] = []
    current = game.origin
    for _ in range(2):
        current = game.next_seat(current)
        if current == game.origin or current in seats:
            break
        seats.append(current)
    return seats


def open_block(game: Game, seat: int) -> None:
    game.origin = seat
    open_window(game, "block", block_seats(game))


def give(game: Game, seat: int, card: int) -> None:
    """``give CARD``: the giver's pick (then the receiver may escape), or the escaping receiver's card back."""
    if game.window_kind == "offer":
        game.gift = card
        game.log.append((ev.GIFT_PICKED, seat, card))
        open_window(game, "gift", [game.target])
        return
    hand_over(game, seat, game.origin, card)
    game.begin_turn(game.resume)


def hand_over(game: Game, giver: int, receiver: int, card: int) -> None:
    game.hands[giver].remove(card)
    game.hands[receiver].append(card)
    game.log.append((ev.GIVEN, giver, receiver, card))


def answer(game: Game, seat: int, move: Move) -> None:
    """A seat in the window answers: ``wait`` (time is up), ``accept``, or a card."""
    if move.kind == "wait":
        close(game)
        return
    if move.kind == "accept":
        game.window.remove(seat)
        if game.window:
            game.actor = game.window[0]
        else:
            close(game)
        return
    game.window = []   # an answer with a card closes the window for everybody
    card = game.answer_card(seat, move)
    if card is None:
        return  # the hand is over
    kind = game.window_kind
    if kind == "victim":
        game.name_draw += 1
        ask(game, seat, NAMING, game.resume)
    elif kind == "gift":
        game.log.append((ev.GIFT_BACK, seat))
        game.gift = -1
        game.window_kind = "back"
        game.phase, game.actor = GIVING, seat
    elif kind == "swap" and rank_of(card) in game.T.swap_stop_ranks:
        game.log.append((ev.SWAP_STOP, seat))
        game.begin_turn(game.resume)
    elif kind == "swap":
        game.name_exclude = game.origin
        ask(game, seat, NAMING, game.resume)
    else:  # block: the seats before the blocker still miss their turn
        game.log.append((ev.BLOCKED, seat))
        for skipped in block_seats(game):
            if skipped == seat:
                break
            game.log.append((ev.SKIPPED, skipped))
        game.begin_turn(seat)


def close(game: Game) -> None:
    """Nobody (more) answers: the chain's effect happens."""
    kind, target = game.window_kind, game.target
    game.window = []
    if kind == "victim":
        game.draw(target, game.name_draw, ev.R_PENALTY)
        game.name_draw = 0
    elif kind == "gift":
        hand_over(game, game.origin, target, game.gift)
        game.gift = -1
    elif kind == "swap":
        hands = game.hands
        hands[game.origin], hands[target] = hands[target], hands[game.origin]
        game.log.append((ev.SWAPPED, game.origin, target))
    else:
        skipped = block_seats(game)
        game.begin_turn(game.next_seat(game.origin, len(skipped)))
        return
    game.begin_turn(game.resume)
