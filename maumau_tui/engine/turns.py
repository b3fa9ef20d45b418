"""The turn mechanics every rule uses: the next seat, drawing, laying cards, a turn's start, going out.

Effects, windows, blind play and cheating import these; nothing here imports them (``plays.after_play``
is the step that puts them together).
"""

from __future__ import annotations

from maumau_tui.cards import rank_of
from maumau_tui import log_words as ev
from maumau_tui.engine.legal import cards_left
from maumau_tui.engine.state import Phase, State, generator
from maumau_tui.notation import BUY_WORD, Move
from maumau_tui.rules.tables import Tables

OVER, TURN = Phase.OVER, Phase.TURN


def next_seat(state: State, seat: int, skip: int = 0) -> int:
    """The seat after ``seat`` in the direction of play, jumping ``skip`` seats (logged)."""
    n, step = state.n, state.direction
    gone = state.out + state.absent if state.absent else state.out
    seat = (seat + step) % n
    while gone and seat in gone:
        seat = (seat + step) % n
    for _ in range(skip):
        state.log.append((ev.SKIPPED, seat))
        seat = (seat + step) % n
        while gone and seat in gone:
            seat = (seat + step) % n
    return seat


def draw(state: State, seat: int, count: int, reason: str) -> list[int]:
    """Move up to ``count`` cards from the stock to the seat's hand, reshuffling the pile if needed; the log
    says so when fewer were there."""
    stock = state.stock
    hand = state.hands[seat]
    got = []
    for _ in range(count):
        if not stock:
            if len(state.pile) < 2:
                break
            reshuffle(state)
            stock = state.stock
        card = stock.pop()
        hand.append(card)
        got.append(card)
    state.log.append((ev.DRAW, seat, len(got), tuple(got), reason))
    if 0 < len(got) < count:   # the stock and the pile ran out: the rest is not drawn
        state.log.append((ev.SHORT, seat, count - len(got)))
    return got


def reshuffle(state: State) -> None:
    """The pile but its top card becomes the new stock, shuffled."""
    top = state.pile.pop()
    state.stock = state.pile
    generator(state).shuffle(state.stock)
    state.pile = [top]
    if state.down:   # blind play: the top card may lie face down
        last = len(state.stock)
        state.down = tuple((0, owner, declared) for index, owner, declared in state.down if index == last)
    state.log.append((ev.RESHUFFLE, len(state.stock)))


def lay(state: State, seat: int, cards: tuple[int, ...], top: int) -> None:
    """Move cards from the seat's hand onto the pile; ``top`` is the card the next play must fit."""
    hand = state.hands[seat]
    for card in cards:
        hand.remove(card)
    state.pile.extend(cards)
    state.top = top
    state.wish_suit, state.wish_rank = -1, 0
    state.ok = state.T.playable(top, -1, 0)


def lay_move(state: State, seat: int, move: Move) -> int:
    """Lay a play's cards and log them; returns the card that counts (a joker's declared card: a joker
    standing for a card does what that card does)."""
    cards, declared = move.cards, move.as_card
    top = cards[-1] if declared is None else declared
    lay(state, seat, cards, top)
    if declared is None:
        state.log.append((ev.PLAY, seat, cards if len(cards) > 1 else top, move.say))
    else:
        state.log.append((ev.DECLARED, seat, declared, move.say))
    return top


def note_call(state: State, seat: int, card: int, say: str | None) -> None:
    """A seat left with one card (once ``card`` has done its part) without the call may be called out."""
    T = state.T
    if T.mau_word and say not in (T.mau_word, T.kings_word) and cards_left(
            state, len(state.hands[seat]), card, say == BUY_WORD) == 1 and seat not in state.catchable:
        state.catchable.append(seat)   # once: a second silent play before the catch is the same missed call


def catch_missed_call(state: State, seat: int, offender: int) -> None:
    """``catch SEAT`` for a missed call: the offender draws the penalty."""
    state.catchable.remove(offender)
    state.log.append((ev.CATCH, seat, offender))
    draw(state, offender, state.T.mau_penalty, ev.R_CALL)


def begin_turn(state: State, seat: int, following: bool = False) -> None:
    """``seat``'s turn starts (or the hand ends, when the winner's open action is done)."""
    if state.finishing:
        end(state, ev.OVER, state.out[0])
        return
    comes_round = seat != state.actor
    state.phase = TURN
    state.actor = seat
    state.answered = False
    state.drawn = 0
    state.following = following
    if state.T.confirm_out and not state.hands[seat] and not state.pending_draw:
        confirm_out(state, seat)
        return
    if comes_round and state.catchable and state.T.mau_catch_until == "next_turn" and seat in state.catchable:
        state.catchable.remove(seat)


def ask(state: State, seat: int, phase: Phase, resume: int) -> None:
    """A decision of ``seat`` (a wish, a name) before play resumes with ``resume``."""
    state.phase = phase
    state.actor = seat
    state.resume = resume


def set_wish(state: State, seat: int, suit: int | None, rank: int | None, then: int | None = None,
             own: bool = False) -> None:
    """The wish of a wild card; play resumes with ``then`` (default: the seat after the wisher).  ``own``: nobody
    chose it, the card's own suit stands wished (its player went out with it)."""
    if suit is not None:
        state.wish_suit = suit
    else:
        state.wish_rank = rank or 0
    state.ok = state.T.playable(state.top, state.wish_suit, state.wish_rank)
    state.log.append((ev.WISH, seat, state.wish_suit, state.wish_rank, own))
    begin_turn(state, state.resume if then is None else then)


def end(state: State, kind: str, seat: int | None) -> None:
    """The hand is over."""
    state.phase = OVER
    state.catchable.clear()
    state.suspect, state.cheat = -1, None
    state.log.append((kind, seat))


def loser(state: State) -> int | None:
    """The seat that lost the finished hand: the one left holding cards, or else the one holding the
    most cards (then the most points; then the one furthest from the winner in the order of play)."""
    if state.T.hand_ends_one_left:
        if len(state.out) < state.playing - 1:
            return None
        return next(seat for seat in range(state.n) if seat not in state.out and seat not in state.absent)
    if state.phase is not OVER or not state.out:
        return None
    order, seat = [], state.out[0]
    for _ in range(state.n - 1):
        seat = (seat + state.direction) % state.n
        if seat not in state.absent and seat not in state.out:
            order.append(seat)
    if not order:
        return None
    return max(order, key=lambda s: (len(state.hands[s]), state.hand_points(s), order.index(s)))


def confirm_out(state: State, seat: int) -> None:
    """Play came round without a card or a penalty for the seat: now it is out (Prší)."""
    state.out.append(seat)
    state.log.append((ev.OUT, seat, state.top))
    if not state.T.hand_ends_one_left:
        end(state, ev.OVER, seat)
    elif len(state.out) >= state.playing - 1:
        end(state, ev.LOST, loser(state))
    else:
        begin_turn(state, next_seat(state, seat))


def goes_out(state: State, seat: int, card: int, say: str | None, cards: tuple[int, ...] = ()) -> bool:
    """The seat played its last card (``card``, the last of ``cards`` played together): True when it is out (the hand
    may be over, see phase)."""
    T = state.T
    if T.confirm_out:
        # Prší: out only once play comes round again without a penalty for it (see begin_turn)
        if not T.follow[card]:
            if not state.out:
                state.winner_card = card
            state.log.append((ev.LAST_CARD, seat))
        return False
    if T.last_word and say != T.last_word and (not T.last_required_ranks or rank_of(card) in T.last_required_ranks):
        state.log.append((ev.MISSED_LAST, seat))
        draw(state, seat, T.last_penalty, ev.R_CALL)
        return False
    if T.follow[card]:
        return False
    state.out.append(seat)
    if seat in state.catchable:
        state.catchable.remove(seat)
    if len(state.out) == 1:
        state.winner_card = card
    state.log.append((ev.OUT, seat, card))
    if T.hand_ends_one_left:
        if len(state.out) < state.playing - 1:
            return True
        end(state, ev.LOST, loser(state))
        return True
    if T.settle_penalty_after_out and T.draw_amount[card]:
        draw(state, next_seat(state, seat), opened_penalty(T, cards or (card,)), ev.R_PENALTY)
    if T.open_actions_after_out and T.name_draw[card]:
        state.finishing = True   # the victim still draws; the hand ends when play would go on
        return True
    end(state, ev.OVER, state.out[0])
    return True


def opened_penalty(T: Tables, cards: tuple[int, ...]) -> int:
    """The draw penalty ``cards`` played together open (the quick option's two 7s, four cards)."""
    amount = 0
    for card in cards:
        if T.draw_amount[card]:
            amount = raised_penalty(T, amount, card)
    return amount


def raised_penalty(T: Tables, pending: int, card: int) -> int:
    """The draw penalty after ``card`` (one that makes the next draw) goes on ``pending``: the first card opens one,
    every further card (of any answering rank) adds its step."""
    return pending + T.draw_step[card] if pending else T.draw_amount[card]


def answer_card(state: State, seat: int, move: Move) -> int | None:
    """Lay a card that answers out of turn; returns the card that counts, or None if the hand ended."""
    card = lay_move(state, seat, move)
    note_call(state, seat, card, move.say)
    if not state.hands[seat]:
        goes_out(state, seat, card, move.say)
    return None if state.phase is OVER else card
