"""Plain sentences for why a move is refused; only called on the slow path, after a refusal.

A record replayed under ``--lang de`` says them in German through ``store/german_reasons.py``: a
sentence changed or added here needs its pattern there (``tests/store/test_store_german.py`` makes each one)."""

from __future__ import annotations

from maumau_tui.cards import JOKER, format_card, rank_of, suit_of, SUIT_LETTERS
from maumau_tui.engine.legal import barred
from maumau_tui.engine.state import DRAWN_IN_PENALTY, TIMED, Phase, State
from maumau_tui.notation import BUY_WORD, Move



def why_illegal(game: State, move: Move, seat: int) -> str:
    """The reason ``move`` by ``seat`` is not legal now."""
    names = game.names
    who = names[game.actor]
    if game.phase == Phase.OVER:
        return "the hand is over"
    if move.kind == "catch":
        if move.seat == seat:
            return "you cannot catch yourself"
        return (f"there is nothing to catch: {names[move.seat] if move.seat is not None else '?'} made no missed call"
                + (" and did not make the last play" if game.T.cheating else ""))
    if game.phase == Phase.ANSWERING:
        return _why_not_answer(game, move, seat)
    if seat != game.actor:
        return f"it is not your turn: the game waits for {who}"
    if move.kind == "wait":
        return "there is no window whose time could run out"
    if game.phase == Phase.GIVING:
        if move.kind == "give":
            return "give one of your own cards"
        return f"{who} must first pick a card to give (give CARD)"
    if game.phase == Phase.CAUGHT:
        return f"{who} was caught cheating: take the penalty (accept) or dispute it (say einspruch)"
    if move.kind == "cheat":
        return _why_not_cheat(game, move, seat)
    if game.phase == Phase.WISHING:
        return f"{who} must first make a wish (wish SUIT)"
    if game.phase == Phase.CHALLENGING:
        return f"{who} must first believe the face-down card (accept) or challenge it (catch SEAT)"
    if game.phase == Phase.NAMING:
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
            return f"a pending penalty of {game.pending_draw} cards: draw them (or answer it)"
        return "you may only pass after drawing a card"
    if move.kind == "accept":
        return "there is nothing to accept"
    return f"'{move.kind}' is not possible now"


def _why_not_play(game: State, move: Move, seat: int) -> str:
    hand = list(game.hands[seat])
    for card in move.cards:
        if card not in hand:
            return f"you do not hold {format_card(card)}"
        hand.remove(card)
    card = move.cards[0]
    T = game.T
    if move.as_card is not None and not T.blind and not (card == JOKER and T.declare[JOKER]):
        return "'as' declares a card only for a joker (where jokers may stand for a card) or in blind play"
    if game.kings >= 0:
        if move.say == T.kings_word and seat == game.kings:
            return f"a new Round of Kings needs {T.kings_round[card] or 2} Kings in hand, this one included"
        if len(move.cards) == len(game.hands[seat]) and seat == game.kings:
            return "the King that closes a Round of Kings may not be your last card"
        return "in a Round of Kings only a King (or a joker as a King) may be played; else draw"
    if move.say == T.kings_word and T.kings_round[card]:
        return f"a Round of Kings needs {T.kings_round[card]} Kings in hand, this one included, and no penalty or skip pending"
    if T.give[card] and len(game.hands[seat]) < 3:
        return f"{format_card(card)} gives a card away: keep one to give and one to lay last"
    if len(move.cards) == len(game.hands[seat]) and T.last_not_answering[card] and game.pending_draw:
        return f"you may not go out with {format_card(card)} while it answers a penalty"
    if len(move.cards) > 1:
        if not T.multi_play:
            return "this variant plays one card at a time"
        if len({rank_of(c) for c in move.cards}) > 1:
            return "cards played together must all have the same rank"
    if len(move.cards) == len(game.hands[seat]) and any(T.last_forbidden[c] for c in move.cards):
        return f"you may not go out with {format_card(move.cards[-1])}"
    if move.say == BUY_WORD:
        buyer = move.as_card if move.as_card is not None else move.cards[-1]
        if not T.buy[buyer]:
            return f"{format_card(buyer)} buys nothing: only a card that buys goes with 'say {BUY_WORD}'"
        if len(move.cards) == len(game.hands[seat]):
            return "with your last card you go out: there is nothing to buy"
    if move.say is not None:
        left = len(game.hands[seat]) - 1
        if move.say == T.mau_word and left != 1:
            return f"'say {move.say}' goes with the play that leaves you exactly one card"
        if move.say == T.last_word and left == 0:
            return "no call is needed to go out with this card"
        return f"'{move.say}' is not a call of this variant here"
    if game.drawn == DRAWN_IN_PENALTY:
        return (f"of the penalty cards only {format_card(game.drawn_card)}, just drawn, may be played now; else "
                + (f"draw the other {game.pending_draw}" if game.pending_draw else "pass"))
    if game.pending_draw:
        return f"a pending penalty of {game.pending_draw} cards: draw them" + (
            " or answer with a card that passes it on" if T.draw_stack[game.top] else "")
    if game.pending_skip:
        return "you must miss this turn (accept) or answer with the same rank"
    if game.drawn:
        if T.after_draw == "none":
            return "after drawing you cannot play this turn: pass"
        if T.after_draw == "drawn" and card != game.drawn_card:
            return "after drawing you may only play the card you drew"
    top = format_card(game.top)
    if T.wild[card] and rank_of(game.top) in T.wild_not_on[card]:
        return f"{format_card(card)} may not be played on {top}"
    if game.wish_suit >= 0 and suit_of(card) != game.wish_suit:
        return f"the wish is {SUIT_LETTERS[game.wish_suit]}: {format_card(card)} does not follow it"
    return f"{format_card(card)} does not fit on {top}"


def _why_not_answer(game: State, move: Move, seat: int) -> str:
    names = game.names
    if seat not in game.answers.seats:
        waiting = ", ".join(names[s] for s in game.answers.seats)
        return f"only {waiting} may answer now"
    if move.kind != "play":
        return "answer with a card, or accept" + (" (or wait)" if game.answers.kind in TIMED else "")
    kind = game.answers.kind
    card = move.as_card if move.as_card is not None else move.cards[0]
    top = format_card(game.top)
    if move.cards[0] not in game.hands[seat]:
        return f"you do not hold {format_card(move.cards[0])}"
    if kind == "block":
        return f"only the 5 of the suit of {top} blocks it"
    if kind == "swap":
        return "only a 2 stops the swap" + (f"; the named player may redirect it with a {top[:-1]}" if seat == game.target else "")
    if kind == "gift" and len(game.hands[seat]) < 3:
        return "escaping with a 4 needs two more cards in hand: one to give back and one to lay last"
    return f"answer with a card of the rank of {top}, or accept" if rank_of(card) != rank_of(game.top) else (
        f"you may not go out with {format_card(card)}")


def _why_not_cheat(game: State, move: Move, seat: int) -> str:
    T = game.T
    if not T.cheating:
        return "cheating is not part of this variant"
    card = move.cards[0]
    if card not in game.hands[seat]:
        return f"you do not hold {format_card(card)}"
    if len(game.hands[seat]) < 2:
        return "you may not cheat with your last card: nobody could catch it any more"
    if game.pending_draw or game.pending_skip or game.drawn or game.kings >= 0 or game.following:
        return "cheat only on a plain turn, not while a penalty, a skip or a Round of Kings is open"
    if barred(game, card, len(game.hands[seat]) - 1):
        return f"{format_card(card)} needs cards left in hand even when cheating: keep one to give and one to lay last"
    return f"{format_card(card)} may be played as it is: no need to cheat"
