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

from maumau_tui.cards import rank_of
from maumau_tui import log_words as ev
from maumau_tui.engine.state import NO_WINDOW, Phase, State, Window, WindowKind
from maumau_tui.engine.turns import answer_card, ask, begin_turn, draw, next_seat
from maumau_tui.notation import Move

VICTIM, GIFT, SWAP, BLOCK, OFFER = WindowKind.VICTIM, WindowKind.GIFT, WindowKind.SWAP, WindowKind.BLOCK, WindowKind.OFFER


def open_window(game: State, kind: WindowKind, seats: list[int]) -> None:
    game.phase = Phase.ANSWERING
    game.answers = Window(kind, tuple(seats))
    game.actor = seats[0]


def set_kind(game: State, kind: WindowKind) -> None:
    """A gift's card is being picked (``offer``, ``back``): no seat answers, the kind says what comes next."""
    game.answers = Window(kind)


def name(game: State, seat: int, victim: int) -> None:
    """``name SEAT``: the victim of a card that makes a named player draw, or the seat named in a chain."""
    T, top = game.T, game.top
    if T.name_chain[top] or T.give[top] or T.swap[top]:
        named(game, seat, victim)
        return
    game.log.append((ev.NAMED, seat, victim, game.name_draw))
    draw(game, victim, game.name_draw, ev.R_PENALTY)
    game.name_draw = 0
    begin_turn(game, game.resume)


def named(game: State, seat: int, other: int) -> None:
    """The naming seat chose ``other``: the victim, the receiver or the swap partner."""
    T, top = game.T, game.top
    game.name_exclude = -1
    game.target, game.namer = other, seat
    if T.give[top]:
        game.log.append((ev.GIFT, seat, other))
        set_kind(game, OFFER)
        game.phase, game.actor = Phase.GIVING, seat
    elif T.swap[top]:
        game.log.append((ev.SWAP if seat == game.origin else ev.SWAP_REDIRECT, seat, other))
        seats = [other] + [s for s in play_order(game, game.origin) if s != other]
        open_window(game, SWAP, seats)
    else:  # a chain of victims
        game.log.append((ev.NAMED, seat, other, game.name_draw))
        open_window(game, VICTIM, [other])


def play_order(game: State, seat: int) -> list[int]:
    """Every seat still in the hand, starting with ``seat`` and going round in the direction of play."""
    order, current = [seat], next_seat(game, seat)
    while current != seat and current not in order:
        order.append(current)
        current = next_seat(game, current)
    return order


def block_seats(game: State, count: int) -> list[int]:
    """The ``count`` seats after the card's player (``origin``) that a blockable skip hits, fewer at a small table."""
    seats: list[int] = []
    current = game.origin
    for _ in range(count):
        current = next_seat(game, current)
        if current == game.origin or current in seats:
            break
        seats.append(current)
    return seats


def open_block(game: State, seat: int, count: int) -> None:
    """The window of a skip of ``count`` seats that each of them may block."""
    game.origin = seat
    seats = block_seats(game, count)
    open_window(game, BLOCK, seats)
    game.answers = game.answers._replace(skipped=tuple(seats))


def give(game: State, seat: int, card: int) -> None:
    """``give CARD``: the giver's pick (then the receiver may escape), or the escaping receiver's card back;
    either way its giver reads the card in the log (``GIFT_PICKED``), its receiver with the give."""
    game.log.append((ev.GIFT_PICKED, seat, card))
    if game.answers.kind == OFFER:
        game.gift = card
        open_window(game, GIFT, [game.target])
        return
    hand_over(game, seat, game.origin, card)
    game.answers = NO_WINDOW
    begin_turn(game, game.resume)


def hand_over(game: State, giver: int, receiver: int, card: int) -> None:
    game.hands[giver].remove(card)
    game.hands[receiver].append(card)
    game.log.append((ev.GIVEN, giver, receiver, card))


def answer(game: State, seat: int, move: Move) -> None:
    """A seat in the window answers: ``wait`` (time is up), ``accept``, or a card."""
    if move.kind == "wait":
        game.log.append((ev.TIME_UP, str(game.answers.kind)))
        close(game)
        return
    window = game.answers
    if move.kind == "accept":
        seats = tuple(s for s in window.seats if s != seat)
        game.answers = window._replace(seats=seats)
        if seats:
            game.actor = seats[0]
        else:
            close(game)
        return
    game.answers = Window(window.kind)   # an answer with a card closes the window for everybody
    card = answer_card(game, seat, move)
    if card is None:
        return  # the hand is over
    kind = window.kind
    game.answered = True               # (a name or a gift that follows is made out of turn)
    if kind == VICTIM:
        game.name_draw += 1
        ask(game, seat, Phase.NAMING, game.resume)
    elif kind == GIFT:
        game.log.append((ev.GIFT_BACK, seat))
        game.gift = -1
        set_kind(game, WindowKind.BACK)
        game.phase, game.actor = Phase.GIVING, seat
    elif kind == SWAP and rank_of(card) in game.T.swap_stop_ranks:
        game.log.append((ev.SWAP_STOP, seat))
        begin_turn(game, game.resume)
    elif kind == SWAP:
        game.name_exclude = game.origin
        ask(game, seat, Phase.NAMING, game.resume)
    else:  # block: the seats before the blocker still miss their turn
        game.log.append((ev.BLOCKED, seat))
        for other in window.skipped:
            if other == seat:
                break
            game.log.append((ev.SKIPPED, other))
        begin_turn(game, seat)


def close(game: State) -> None:
    """Nobody (more) answers: the chain's effect happens."""
    kind, target, skipped = game.answers.kind, game.target, game.answers.skipped
    game.answers = NO_WINDOW
    if kind == VICTIM:
        draw(game, target, game.name_draw, ev.R_PENALTY)
        game.name_draw = 0
    elif kind == GIFT:
        hand_over(game, game.origin, target, game.gift)
        game.gift = -1
    elif kind == SWAP:
        hands = game.hands
        # the log keeps both hands: each side knows the hand it gave away (knowledge.py; only they read it)
        game.log.append((ev.SWAPPED, game.origin, target, tuple(hands[game.origin]), tuple(hands[target])))
        hands[game.origin], hands[target] = hands[target], hands[game.origin]
        for seat in (game.origin, target):   # a missed call was about the one card its seat held, given away now
            if seat in game.catchable and len(hands[seat]) != 1:
                game.catchable.remove(seat)
    else:
        begin_turn(game, next_seat(game, game.origin, len(skipped)))
        return
    begin_turn(game, game.resume)
