"""Plain sentences for why a move is refused; only called on the slow path, after a refusal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from maumau_tui.cards import format_card, rank_of, suit_of, SUIT_LETTERS
from maumau_tui.notation import Move

if TYPE_CHECKING:
    from maumau_tui.engine.game import Game


def why_illegal(game: Game, move: Move, seat: int) -> str:
    """The reason ``move`` by ``seat`` is not legal now."""
    names = game.names
    who = names[game.actor]
    if game.finished:
        return "the hand is over"
    if move.kind == "catch":
        if move.seat == seat:
            return "you cannot catch yourself"
        return f"there is nothing to catch: {names[move.seat] if move.seat is not None else '?'} made no missed call"
    if seat != game.actor:
        return f"it is not your turn: the game waits for {who}"
    if game.phase == "wish":
        return f"{who} must first make a wish (wish SUIT)"
    if game.phase == "challenge":
        return f"{who} must first believe the face-down card (accept) or challenge it (catch SEAT)"
    if game.phase == "name":
        if move.kind == "name":
            return "name another player who is still in the hand"
        return f"{who} must first name a player (name SEAT)"
    if move.kind == "wish":
        return "there is nothing to wish for now"
    if move.kind == "play":
        return _why_not_play(game, move, seat)
    if move.kind == "draw":
        if game.drawn:
            return "you have drawn already: play the card or pass"
        return "you can play a card: drawing is only allowed when none fits"
    if move.kind == "pass":
        if game.pending_draw:
            return f"an open penalty of {game.pending_draw} cards: draw them (or answer it)"
        return "you may only pass after drawing a card"
    if move.kind == "accept":
        return "there is nothing to accept"
    return f"'{move.kind}' is not possible now"


def _why_not_play(game: Game, move: Move, seat: int) -> str:
    hand = list(game.hands[seat])
    for card in move.cards:
        if card not in hand:
            return f"you do not hold {format_card(card)}"
        hand.remove(card)
    card = move.cards[0]
    T = game.T
    if move.as_card is not None and not T.blind:
        return "'as' declares a card only for a joker or in blind play"
    if len(move.cards) > 1:
        if not T.multi_play:
            return "this variant plays one card at a time"
        if len({rank_of(c) for c in move.cards}) > 1:
            return "cards played together must all have the same rank"
    if len(move.cards) == len(game.hands[seat]) and any(T.last_forbidden[c] for c in move.cards):
        return f"you may not go out with {format_card(move.cards[-1])}"
    if move.say is not None:
        left = len(game.hands[seat]) - 1
        if move.say == T.mau_word and left != 1:
            return f"'say {move.say}' goes with the play that leaves you exactly one card"
        if move.say == T.last_word and left == 0:
            return "no call is needed to go out with this card"
        return f"'{move.say}' is not a call of this variant here"
    if game.pending_draw:
        return f"an open penalty of {game.pending_draw} cards: draw them" + (
            " or answer with a card that passes it on" if T.draw_stack[game.top] else "")
    if game.pending_skip:
        return "you must miss this turn (accept) or answer with the same rank"
    if game.drawn:
        if T.after_draw == "none":
            return "after drawing you cannot play this turn: pass"
        if T.after_draw == "drawn" and card != game.drawn_card:
            return "after drawing you may only play the card you drew"
    top = format_card(game.top)
    if T.eat[card] and len(game.pile) < 2:
        return f"{format_card(card)} eats the top card and needs a card beneath it: the pile holds only {top}"
    if T.wild[card] and rank_of(game.top) in T.wild_not_on[card]:
        return f"{format_card(card)} may not be played on {top}"
    if game.wish_suit >= 0 and suit_of(card) != game.wish_suit:
        return f"the wish is {SUIT_LETTERS[game.wish_suit]}: {format_card(card)} does not follow it"
    return f"{format_card(card)} does not fit on {top}"
