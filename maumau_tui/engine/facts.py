"""Which cards a seat knows to be in other hands, read from the log as the seat saw it (for knowledge.py).

Cards become known when they are shown to the seat: a card it gave with a 4 (the receiver holds it), the
hand it gave away in a swap, a card bought with a 3, a card taken back after a caught cheat or a lie in
blind play (everybody saw those).  A known card stops being known when it is played, and the seat loses
track of a hand that changed in a way it could not see (a face-down play, a card given to somebody else).
Nothing here is kept during play: the engine's hot path pays nothing for it.
"""

from __future__ import annotations

from collections.abc import Sequence

from maumau_tui.cards import JOKER
from maumau_tui import log_words as ev
from maumau_tui.log_words import Event

Fact = tuple[int, int]   # (holder, card)


def _forget_played(known: list[Fact], holder: int, cards: Sequence[int]) -> None:
    for card in cards:
        if (holder, card) in known:
            known.remove((holder, card))


def _played_cards(event: Event) -> tuple[int, ...]:
    if event[0] == ev.DECLARED:
        return (JOKER,)
    return event[2] if isinstance(event[2], tuple) else (event[2],)


def known_cards(log: Sequence[Event], seat: int, joker_declares: bool = False) -> list[Fact]:
    """(holder, card) for every card ``seat`` knows to be in another hand after ``log`` (one entry per copy).

    ``joker_declares``: a face-down joker may stand for any card (its challenge finds no lie).
    """
    known: list[Fact] = []
    before_play: dict[int, tuple[list[Fact], int]] = {}   # a seat's last face-up play: what was known before
    blind_declared = -1
    for index, event in enumerate(log):
        kind = event[0]
        if kind in (ev.PLAY, ev.DECLARED):
            player = event[1]
            following = log[index + 1] if index + 1 < len(log) else None
            if following is not None and following[0] == ev.BLIND and following[1] == player:   # face down
                blind_declared = event[2]
                if player != seat:
                    known = [fact for fact in known if fact[0] != player]
                continue
            cards = _played_cards(event)
            before_play[player] = (list(known), cards[0])
            _forget_played(known, player, cards)
        elif kind == ev.BUY and event[1] != seat and ev.sees_card(event, seat):
            known.append((event[1], event[2]))
        elif kind == ev.GIVEN:
            giver, receiver, card = event[1], event[2], event[3]
            if seat == giver:
                known.append((receiver, card))
            elif seat == receiver:
                _forget_played(known, giver, (card,))
            else:
                known = [fact for fact in known if fact[0] != giver]
        elif kind == ev.SWAPPED:
            first, second = event[1], event[2]
            moved = {first: second, second: first}
            known = [(moved.get(holder, holder), card) for holder, card in known]
            known = [fact for fact in known if fact[0] != seat]
            if seat == first:
                known += [(second, card) for card in event[3]]
            elif seat == second:
                known += [(first, card) for card in event[4]]
        elif kind == ev.CHEAT_CAUGHT and event[2] in before_play:
            cheater = event[2]
            known, card = list(before_play[cheater][0]), before_play[cheater][1]
            if cheater != seat and (cheater, card) not in known:
                known.append((cheater, card))
        elif kind == ev.REVEAL:
            player, real = event[2], event[3]
            lie = real != blind_declared and not (real == JOKER and joker_declares)
            if lie and player != seat:
                known.append((player, real))
    return known
