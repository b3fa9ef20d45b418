"""What played cards do to the next turns: penalties, skips, wishes, names, reversals, extra turns.

Each function takes the ``State`` and changes it; ``apply_effects`` runs them for one play (one card
or several of one rank) and decides whose decision comes next.
"""

from __future__ import annotations

from maumau_tui.cards import JOKER
from maumau_tui import log_words as ev
from maumau_tui.engine.state import DRAWN_IN_PENALTY, Phase, State
from maumau_tui.engine.turns import ask, begin_turn, draw, next_seat, raised_penalty, set_wish
from maumau_tui.engine.windows import open_block
from maumau_tui.rules.tables import WISH_SUIT, Tables


def apply_effects(game: State, seat: int, cards: tuple[int, ...], at_start: bool = False, gone: bool = False,
                  extra_skip: int = 0, buys: bool = False) -> None:
    """Run the effects of ``cards`` just played by ``seat`` (or turned up for the dealer: ``at_start``).

    ``gone``: the player has just gone out and play goes on: a wish card wishes its own suit, and a
    card that would give its player another decision passes play to the next seat, except a victim
    still to be named when the ruleset carries out open actions (``game.finishing``).
    ``buys``: the player said "Kauf ich" with a card that may buy (``play 3H say kauf``).
    """
    T = game.T
    last = cards[-1]
    if T.eat[last]:
        begin_turn(game, next_seat(game, seat))
        return
    power = cards if T.multi_each or len(cards) == 1 else power_card(T, cards)
    for card in power:
        if T.reverse[card]:
            game.direction = -game.direction
            game.log.append((ev.REVERSE, seat))
    if T.return_penalty[last] and game.pending_draw:
        game.direction = -game.direction
        game.log.append((ev.RETURNED, seat))
    add_penalty(game, seat, cards)
    if buys and T.buy[last] and not gone and len(game.pile) > len(cards):
        buy(game, seat, len(cards))
    if T.block_card[last] >= 0:
        open_block(game, seat, sum(T.skip_count[card] for card in power))
        return
    skip = add_skips(game, power) + extra_skip
    if any(T.others_draw[c] for c in power):
        others_draw(game, seat, sum(T.others_draw[c] for c in power))
    if T.wish_kind[last]:
        if gone:
            if T.wish_kind[last] == WISH_SUIT:
                set_wish(game, seat, last & 3, None, then=next_seat(game, seat, skip), own=True)
                return
        else:
            ask(game, seat, Phase.WISHING, next_seat(game, seat, skip))
            return
    if (T.name_draw[last] or T.give[last] or T.swap[last]) and (not gone or game.finishing) and (
            not T.give[last] or len(game.hands[seat]) > 1):
        game.name_draw = T.name_draw[last]
        game.origin = seat
        ask(game, seat, Phase.NAMING, next_seat(game, seat, skip))
        return
    if gone:
        begin_turn(game, next_seat(game, seat, skip))
    elif T.follow[last]:
        begin_turn(game, seat, following=True)
        if game.following and game.actor == seat and game.phase is Phase.TURN:   # not a hand that ended there
            game.log.append((ev.FOLLOW, seat))
    elif T.again[last] and not at_start:
        begin_turn(game, seat)
        if game.actor == seat and game.phase is Phase.TURN:   # (said, so those who looked away know why)
            game.log.append((ev.AGAIN, seat, last))
    else:
        begin_turn(game, next_seat(game, seat, skip))


def power_card(T: Tables, cards: tuple[int, ...]) -> tuple[int, ...]:
    """Several cards of one rank played together count as one power card (003, "quick"): the strongest of
    them (a card-specific effect, as a black Jack among Jacks, wins over a plain one).  Draw penalties are
    not affected: ``add_penalty`` adds up every card's."""
    return (max(cards, key=lambda c: (T.skip_count[c], T.reverse[c], T.others_draw[c], c == cards[-1])),)


def add_penalty(game: State, seat: int, cards: tuple[int, ...]) -> None:
    """Draw penalties (``turns.raised_penalty``), a card that cancels one, and a penalty drawn in parts."""
    T = game.T
    for card in cards:
        if T.cancel_penalty[card] and game.pending_draw:
            game.pending_draw = 0
            game.log.append((ev.CANCEL, seat))
        elif T.draw_amount[card]:
            if game.drawn == DRAWN_IN_PENALTY:  # drawn during a penalty and played at once: the rest is not drawn
                game.pending_draw = 0
            game.pending_draw = raised_penalty(T, game.pending_draw, card)
            game.penalty_skip = T.draw_then_skip[card]
    if game.pending_draw and any(T.draw_amount[c] for c in cards):
        game.log.append((ev.PENALTY, seat, game.pending_draw, bool(game.penalty_skip)))


def add_skips(game: State, cards: tuple[int, ...]) -> int:
    """How many seats the next turn jumps (a stackable skip waits for an answer instead)."""
    T = game.T
    skip = 0
    for card in cards:
        if T.skip_count[card]:
            if T.skip_stack[card]:
                game.pending_skip += T.skip_count[card]
            else:
                skip += T.skip_count[card]
    return skip


def others_draw(game: State, seat: int, count: int) -> None:
    """Every other seat still in the hand draws ``count`` cards."""
    for other in range(game.n):
        if other != seat and other not in game.out and other not in game.absent:
            draw(game, other, count, ev.R_PENALTY)


def buy(game: State, seat: int, played: int = 1) -> None:
    """'Kauf ich': the card beneath the ``played`` cards just played goes into the player's hand (shown to all; a
    face-down card of blind play only to the buyer and its player: the event then names that player)."""
    at = len(game.pile) - 1 - played
    card = game.pile.pop(at)
    game.hands[seat].append(card)
    owner = next((owner for index, owner, _ in game.down if index == at), -1)
    if game.down:   # blind play: the face-down cards above it move down one place
        game.down = tuple((index - (index > at), who, declared) for index, who, declared in game.down if index != at)
    game.log.append((ev.BUY, seat, card) if owner < 0 else (ev.BUY, seat, card, owner))


def _remove_top(game: State, down: dict[int, tuple[int, int]]) -> int:
    """The pile's top card leaves the game; returns its place on the pile.  A face-down one stays unseen: only its
    player knows which card it was (``gone_down``)."""
    at = len(game.pile) - 1
    game.removed.append(game.pile.pop())
    if at in down:
        game.gone_down += ((len(game.removed) - 1, down[at][0]),)
    return at


def eat(game: State, seat: int) -> None:
    """The card just played eats the top card: both leave the game, play goes on on the card beneath.

    With nothing beneath (the eaten card was the only one, or the pile was empty), the pile is empty and
    the next card is free: any card fits (``top`` is then the joker code with no wish, see ``Tables.playable``).
    """
    pile = game.pile
    down = {index: (owner, declared) for index, owner, declared in game.down}   # blind play: face-down cards
    _remove_top(game, down)
    if pile:
        at, eaten = _remove_top(game, down), game.removed[-1]
        game.log.append((ev.EAT, seat, eaten) if at not in down else (ev.EAT, seat, eaten, down[at][0]))   # (unseen)
    if game.down:
        game.down = tuple(entry for entry in game.down if entry[0] < len(pile))
    beneath = down.get(len(pile) - 1)     # a face-down card beneath counts as the card it was declared to be
    game.top = beneath[1] if beneath is not None else pile[-1] if pile else JOKER
    game.ok = game.T.playable(game.top, -1, 0)
    game.pending_draw = game.pending_skip = 0
    if not pile:
        game.log.append((ev.FREE, seat))
