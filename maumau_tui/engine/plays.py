"""A play's course: the cards go down, the call is noted, the player may go out, the cards take effect.

Turn plays, believed blind plays and cheats all end in ``after_play``.
"""

from __future__ import annotations

from maumau_tui import log_words as ev
from maumau_tui.engine.effects import apply_effects, eat
from maumau_tui.engine.state import Phase, State
from maumau_tui.engine.turns import goes_out, lay_move, note_call
from maumau_tui.notation import BUY_WORD, Move


def play_turn(state: State, seat: int, move: Move) -> None:
    """A face-up play in the seat's turn (a round of Kings opened, continued or closed by it)."""
    top = lay_move(state, seat, move)
    if state.T.kings_round[top] and (state.kings >= 0 or move.say == state.T.kings_word):
        kings_play(state, seat, move.say)
    after_play(state, seat, move.cards if move.as_card is None else (top,), move.say)


def kings_play(state: State, seat: int, say: str | None) -> None:
    """A King in a round of Kings, or the one that opens it: the caller closes it or opens another."""
    if say == state.T.kings_word:
        state.kings = seat
    elif seat == state.kings:
        state.kings = -1
        state.log.append((ev.KINGS_CLOSED, seat))


def after_play(state: State, seat: int, cards: tuple[int, ...], say: str | None, extra_skip: int = 0) -> None:
    """The cards lie on the pile: calls, going out, and the cards' effects."""
    state.pending_skip = 0
    last = cards[-1]
    note_call(state, seat, last, say)
    if state.T.eat[last]:
        eat(state, seat)
    gone = False
    if not state.hands[seat]:
        gone = goes_out(state, seat, last, say, cards)
        if state.phase is Phase.OVER:
            return
    apply_effects(state, seat, cards, gone=gone, extra_skip=extra_skip, buys=say == BUY_WORD)
