"""What a card played now is worth to the player who plays it: the heuristic's judgment of one play.

A play is scored in cards: shedding a card is worth 10, drawing one costs 10.  On top come what the card
does now (a penalty for a rival about to go out is worth more than for one with a full hand), what it
would have been worth to keep (a wild card, an answer to a penalty), the points it takes out of the hand
when points are scored, and how well the cards left fit what lies on the pile afterwards.
"""

from __future__ import annotations

from dataclasses import dataclass

from maumau_tui.bots.reading import Situation, keep_value, stuck_last
from maumau_tui.bots.tells import wished_suits
from maumau_tui.cards import JOKER, rank_of, suit_of
from maumau_tui.engine.state import Phase
from maumau_tui.notation import BUY_WORD, Move
from maumau_tui.rules.tables import WISH_SUIT, Tables

CARD = 10.0          # one card out of the hand
CLOSE = 2            # a rival with this many cards or fewer is close to going out (the hint says so)
CALL = 30.0          # a call the rules want (a missed one costs a card, and others may see it)


def left_after(hand: list[int], cards: tuple[int, ...]) -> list[int]:
    after = list(hand)
    for card in cards:
        if card in after:
            after.remove(card)
    return after


def fits_on(T: Tables, card: int, top: int) -> bool:
    """A card fits on ``top`` by suit, rank or as a wild card (wishes aside: a rough reading for planning)."""
    if T.wild[card]:
        return True
    if card == JOKER or top == JOKER:
        return card == JOKER
    return suit_of(card) == suit_of(top) or rank_of(card) == rank_of(top)


def points_matter(s: Situation) -> bool:
    """Card points left in the hand cost something: the ruleset counts them and the match is scored by them (a
    target or Runden; a single hand is won by going out first, as ``value.point_weight`` judges it)."""
    T = s.T
    return s.sheet.scored and not T.score_loser_only and any(T.points[c] for c in T.deck_cards)


def urgency(s: Situation) -> float:
    """How soon the hand may end: 1 when a rival holds one or two cards."""
    least = min((s.sizes[seat] for seat in range(s.n) if seat != s.seat and s.in_play(seat)), default=9)
    return 1.0 if least <= 2 else 0.5 if least <= 3 else 0.25


def call_bonus(T: Tables, move: Move) -> float:
    """What a call the rules want, said with a play, adds to its value (not a round of Kings, not a buy)."""
    return CALL if move.say and move.say not in (BUY_WORD, T.kings_word) else 0.0


def play_value(s: Situation, move: Move) -> tuple[float, str]:
    """The value of a play (or a cheat) in cards times ``CARD``, and the reason a person would give: the cards shed
    less what they were worth to keep, then each of ``TERMS`` in turn (the reason: the term that gained most)."""
    T = s.T
    cards = move.cards
    effect = move.as_card if move.as_card is not None else cards[-1]
    after = left_after(s.hand, cards)
    if not after and move.kind == "play" and not T.give[effect]:
        reason = "last_follow" if T.follow[effect] else "go_out"    # (an Ace to follow does not take one out)
        return 1000.0 + call_bonus(T, move), reason
    tally = Tally(CARD * len(cards))
    keep = sum(keep_value(T, c) for c in cards)
    tally.value -= keep * (0.3 if len(after) <= 1 else 1.0 + 0.05 * len(after))
    play = Play(s, move, effect, after, s.next_seat(), s.rivals())
    for term in TERMS:
        term(play, tally)
    return tally.value, "cheat" if move.kind == "cheat" else tally.reason


@dataclass(frozen=True)
class Play:
    """One play being weighed: the decision, the move, the card whose effect counts, the cards left after it."""

    s: Situation
    move: Move
    effect: int
    after: list[int]
    nxt: int                # the seat to play next
    rivals: list[int]

    def players(self) -> int:
        """The seats still playing the hand."""
        return sum(1 for other in range(self.s.n) if self.s.in_play(other))


class Tally:
    """A play's value as the terms add to it, and the reason of the term that gained most."""

    def __init__(self, value: float) -> None:
        self.value, self.best, self.reason = value, 0.0, ""

    def add(self, gain: float, why: str = "", noted: float | None = None) -> None:
        """``gain`` to the value; ``why`` becomes the reason if this term gained most so far (``noted``: the gain it
        is weighed by there, when that differs)."""
        self.value += gain
        weight = gain if noted is None else noted
        if why and weight > self.best:
            self.best, self.reason = weight, why


def _penalty_passed(p: Play, tally: Tally) -> None:
    """An open penalty passed on (or sent back, or cancelled) instead of drawn."""
    T, s = p.s.T, p.s
    if s.pending_draw and (T.draw_amount[p.effect] or T.return_penalty[p.effect] or T.cancel_penalty[p.effect]):
        tally.add(CARD * s.pending_draw, "pass_penalty")


def _attack(p: Play, tally: Tally) -> None:
    """Cards the next seat must draw: worth more the closer a rival is to going out, a cost for a partner."""
    T, s = p.s.T, p.s
    amount = T.draw_amount[p.effect] * len(p.move.cards) if T.draw_amount[p.effect] else 0
    if not amount:
        return
    victim = p.nxt
    if victim in p.rivals:
        gain = amount * (3.0 + 6.0 * s.danger(victim))
        if T.draw_then_skip[p.effect]:
            gain += 2.0 + 8.0 * s.danger(victim)
        tally.add(gain, "attack_close" if s.sizes[victim] <= CLOSE else "attack")
    else:
        tally.add(-amount * 4.0)


def _skip(p: Play, tally: Tally) -> None:
    """Seats that miss their turn: a rival's turn lost is a gain, a partner's a cost, and the rival after them plays
    the sooner; at two, another turn (unless the other may answer the skip)."""
    s = p.s
    skips = s.T.skip_count[p.effect]
    if not skips:
        return
    if p.players() <= 2:     # (a skip the other may answer, with a card of its own or one that blocks it: not sure)
        answerable = s.T.skip_stack[p.effect] or s.T.block_card[p.effect] >= 0
        tally.add(8.0, "again_unless" if answerable else "again")
        return
    passed, after = s.skipped(skips)
    for seat in passed:
        gain = 2.0 + 8.0 * s.danger(seat)
        if seat in p.rivals:
            tally.add(gain, "skip_close" if s.sizes[seat] <= CLOSE else "skip")
        else:
            tally.add(-gain)
    if after != p.nxt and after in p.rivals:
        tally.add(-6.0 * s.danger(after))     # the turn skipped over goes to this rival the sooner


def _again(p: Play, tally: Tally) -> None:
    """Another card at once (the player stays on turn)."""
    if p.s.T.again[p.effect] and p.after:
        tally.add(7.0, "again")


def keeps_turn(p: Play, card: int) -> bool:
    """After ``card`` the player plays on at once: a card to follow, another turn, or a skip with one rival left (that
    the rival cannot pass back)."""
    T = p.s.T
    return bool(T.follow[card] or T.again[card] or (T.skip_count[card] and not T.skip_stack[card] and p.players() <= 2))


def out_this_turn(p: Play, top: int, cards: list[int]) -> bool:
    """Whether ``cards`` can all go down in this turn on ``top``, each keeping the turn until the last, which may
    take its player out (wishes aside, as ``fits_on`` reads them)."""
    if len(cards) == 1:
        return fits_on(p.s.T, cards[0], top) and not stuck_last(p.s.T, cards)
    return len(cards) <= 3 and any(
        fits_on(p.s.T, card, top) and keeps_turn(p, card) and out_this_turn(p, card, left_after(cards, (card,)))
        for card in set(cards))


def _out_next(p: Play, tally: Tally) -> None:
    """The play keeps the turn and the rest takes the player out in it (an Ace, then the card that follows it):
    nearly as good as going out with this card."""
    if p.after and p.move.kind == "play" and keeps_turn(p, p.effect) and out_this_turn(p, p.effect, p.after):
        tally.add(500.0, "out_next")


def _follow(p: Play, tally: Tally) -> None:
    """A card that must be followed: good with a card to follow it, bad without."""
    if p.s.T.follow[p.effect]:
        if any(fits_on(p.s.T, c, p.effect) for c in p.after):
            tally.add(6.0, "follow")
        else:
            tally.add(-14.0)


def _reverse(p: Play, tally: Tally) -> None:
    """The direction turned: the next and the previous seat swap places."""
    s = p.s
    if s.T.reverse[p.effect] and p.players() > 2:
        prev = s.previous_seat()
        gain = 4.0 * ((s.danger(p.nxt) if p.nxt in p.rivals else 0.0) - (s.danger(prev) if prev in p.rivals else 0.0))
        tally.add(gain, "reverse_away" if gain > 0 else "")   # (PLAYTEST112 F5: the hint had no words for it)


def _name_victim(p: Play, tally: Tally) -> None:
    """A victim named to draw (a Queen): the rival closest to going out."""
    s = p.s
    if s.T.name_draw[p.effect] and p.rivals:
        named = s.most_dangerous()
        tally.add(s.T.name_draw[p.effect] * (2.0 + 6.0 * s.danger(named if named is not None else p.nxt)),
                  "name_victim")


def _others_draw(p: Play, tally: Tally) -> None:
    """Every other seat draws."""
    if p.s.T.others_draw[p.effect]:
        tally.add(2.5 * len(p.rivals))


def _give(p: Play, tally: Tally) -> None:
    """A card given away besides (a 4): one more out of the hand."""
    if p.s.T.give[p.effect] and len(p.after) >= 2:
        tally.add(CARD - 2.0, "give", noted=CARD)


def _swap(p: Play, tally: Tally) -> None:
    """Hands swapped (an Ace): worth the cards fewer it brings."""
    s = p.s
    if s.T.swap[p.effect] and s.phase == Phase.ANSWERING and s.origin not in (-1, s.seat):
        gain = 5.0 * (s.sizes[s.origin] - len(s.hand))    # passed on: not swapped with (PLAYTEST115 F6: the hint
        tally.add(gain, "swap_away" if gain > 0 else "")  # called it one's own swap)
    elif s.T.swap[p.effect]:
        others = [s.sizes[seat] for seat in range(s.n) if seat != s.seat and s.in_play(seat)]
        gain = 5.0 * (len(p.after) - min(others, default=len(p.after)))
        tally.add(gain, "swap" if gain > 0 else "")


def _call(p: Play, tally: Tally) -> None:
    """What is said with the card: a round of Kings, a buy, or a call the rules want."""
    T, say = p.s.T, p.move.say
    if say == T.kings_word and T.kings_round[p.effect]:
        tally.add(3.0 * len(p.rivals), "kings")
    elif say == BUY_WORD:
        tally.add(keep_value(T, p.s.top) * 1.2 - CARD)
    elif say:
        tally.add(CALL)


def _points(p: Play, tally: Tally) -> None:
    """Card points out of the hand when the match is scored by them, and a target not to cross: a play that brings
    the hand's points under it gains (one that leaves them over it loses nothing against drawing, which keeps
    every point and adds a card)."""
    s = p.s
    if points_matter(s):
        tally.add(sum(s.T.points[c] for c in p.move.cards) * urgency(s) * 0.35, "points")
        tally.add((over_target(s, s.hand) - over_target(s, p.after)) * urgency(s) * 30.0)


def _last(p: Play, tally: Tally) -> None:
    """A last card kept that one may not go out with: a draw more before the hand can be won."""
    if stuck_last(p.s.T, p.after):   # a card that must be followed, kept last: a draw and then one more turn at least
        tally.add(-2.0 * CARD if p.s.T.follow[p.after[0]] else -CARD)   # (PLAYTEST126 F2)


def _their_suit(p: Play, tally: Tally) -> None:
    """A rival on its last card asked for a suit (it holds it, as far as anybody knows): leaving that suit on the pile
    lets it go out, a wild card that wishes another turns it away (PLAYTEST115 F4: the medium bot kept the rival's
    suit with a Jack in hand; the rival then won two hands of three).  Where others play before it: weighed half where a
    wild card may not go on its like (Kronenstube: no Jack on a Jack), else not at all (PLAYTEST118 F1: in standard a
    Jack spent so stopped the rival no more often and cost its player a quarter of its wins there)."""
    s = p.s
    waiting = [(rival, wished_suits(s.log, rival)) for rival in p.rivals if s.sizes[rival] == 1]
    waiting = [(rival, suits) for rival, suits in waiting if suits]
    if not waiting or p.effect == JOKER:
        return
    now = s.wish_suit if s.wish_suit >= 0 else suit_of(s.top) if s.top != JOKER else -1   # the suit to follow now
    others = 0.5 if any(s.T.wild[c] and rank_of(c) in s.T.wild_not_on[c] for c in s.T.deck_cards) else 0.0
    for rival, suits in waiting:
        weight = 1.0 if rival == p.nxt else others
        if s.T.wish_kind[p.effect] == WISH_SUIT and now in suits:
            tally.add(CARD * 1.5 * weight, "wish_away")
        elif not s.T.wish_kind[p.effect] and suit_of(p.effect) in suits:
            tally.add(-CARD * 2.5 * weight)


def _fit(p: Play, tally: Tally) -> None:
    """How well the cards left fit afterwards (after a wish: the suit held most)."""
    s = p.s
    if s.T.wish_kind[p.effect]:
        tally.add(1.5 * (max(s.suit_counts(p.after).values(), default=0)))
    else:
        tally.add(1.5 * sum(1 for c in p.after if fits_on(s.T, c, p.effect)))


TERMS = (_out_next, _penalty_passed, _attack, _skip, _again, _follow, _reverse, _name_victim, _others_draw, _give, _swap, _call,
         _points, _last, _their_suit, _fit)


def over_target(s: Situation, after: list[int]) -> float:
    """1 when the cards ``after`` would push this seat's total to a target that loses the match (Kronenstube's
    101) should the hand end now."""
    return 1.0 if s.sheet.loses_with(s.seat, sum(s.T.points[c] for c in after)) else 0.0


def draw_value(s: Situation) -> float:
    """Drawing instead of playing: a card more (the whole penalty when one is open)."""
    if s.pending_draw:
        return -CARD * s.pending_draw
    return -CARD + (3.0 if s.T.after_draw != "none" else 0.0)


def give_value(s: Situation, card: int) -> float:
    """How glad a player is to be rid of ``card`` when it must give one: a plain card of a suit it holds little
    of, rather a high-scoring one; never a wild card or an answer if anything else will do; to a rival close to
    going out, not a card that helps it (a wild card, a skip, a King for a round of Kings), rather one it may not
    go out with."""
    T = s.T
    value = -2.0 * keep_value(T, card)
    if points_matter(s):
        value += T.points[card] * 0.3
    if card != JOKER and not T.wild[card]:
        value -= 1.0 * s.suit_counts()[suit_of(card)]
    if stuck_last(T, left_after(s.hand, (card,))):
        value -= 2.0 * CARD       # the one card kept could not take its holder out
    receiver = s.origin if s.target == s.seat else s.target     # (a card given back goes to the first giver)
    if receiver >= 0 and s.is_rival(receiver):
        value -= 2.0 * s.danger(receiver) * (keep_value(T, card) + power(T, card))
        if T.last_forbidden[card] or T.give[card]:
            value += 5.0 * s.danger(receiver)     # a card its receiver may not go out with
    return value


def power(T: Tables, card: int) -> float:
    """What a card does for whoever plays it (beyond what it is worth to keep): skips, penalties for others,
    another turn, a round of Kings, a swap."""
    value = 4.0 if T.skip_count[card] else 0.0
    value += 2.0 * T.draw_amount[card] + 3.0 * T.name_draw[card]
    if T.again[card] or T.kings_round[card] or T.others_draw[card]:
        value += 4.0
    if T.swap[card]:
        value += 3.0
    return value
