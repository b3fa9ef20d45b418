"""What a card played now is worth to the player who plays it: the heuristic's judgment of one play.

A play is scored in cards: shedding a card is worth 10, drawing one costs 10.  On top come what the card
does now (a penalty for a rival about to go out is worth more than for one with a full hand), what it
would have been worth to keep (a wild card, an answer to a penalty), the points it takes out of the hand
when points are scored, and how well the cards left fit what lies on the pile afterwards.
"""

from __future__ import annotations

from maumau_tui.bots.reading import Situation, keep_value
from maumau_tui.cards import JOKER, rank_of, suit_of
from maumau_tui.notation import BUY_WORD, Move
from maumau_tui.rules.tables import Tables

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


def play_value(s: Situation, move: Move) -> tuple[float, str]:
    """The value of a play (or a cheat) in cards times ``CARD``, and the reason a person would give."""
    T = s.T
    cards = move.cards
    effect = move.as_card if move.as_card is not None else cards[-1]
    after = left_after(s.hand, cards)
    say = move.say
    if not after and move.kind == "play" and not T.give[effect]:
        reason = "last_follow" if T.follow[effect] else "go_out"    # (an Ace to follow does not take one out)
        return 1000.0 + (CALL if say and say not in (BUY_WORD, T.kings_word) else 0.0), reason
    reason = ""
    value = CARD * len(cards)
    keep = sum(keep_value(T, c) for c in cards)
    value -= keep * (0.3 if len(after) <= 1 else 1.0 + 0.05 * len(after))
    nxt = s.next_seat()
    rivals = s.rivals()
    best = 0.0

    def note(gain: float, why: str) -> None:
        nonlocal best, reason
        if gain > best:
            best, reason = gain, why

    if s.pending_draw and (T.draw_amount[effect] or T.return_penalty[effect] or T.cancel_penalty[effect]):
        note(CARD * s.pending_draw, "pass_penalty")
        value += CARD * s.pending_draw
    amount = T.draw_amount[effect] * len(cards) if T.draw_amount[effect] else 0
    if amount:
        victim = nxt
        if victim in rivals:
            gain = amount * (3.0 + 6.0 * s.danger(victim))
            if T.draw_then_skip[effect]:
                gain += 2.0 + 8.0 * s.danger(victim)
            value += gain
            note(gain, "attack_close" if s.sizes[victim] <= CLOSE else "attack")
        else:
            value -= amount * 4.0
    skips = T.skip_count[effect]
    if skips:
        seat = s.seat
        players = sum(1 for other in range(s.n) if s.in_play(other))
        if players <= 2:
            value += 8.0
            note(8.0, "again")
        else:
            for _ in range(skips):
                seat = s.next_seat(seat)
                if seat == s.seat:
                    break
                gain = 2.0 + 8.0 * s.danger(seat)
                value += gain if seat in rivals else -gain
                if seat in rivals:
                    note(gain, "skip_close" if s.sizes[seat] <= CLOSE else "skip")
    if T.again[effect] and after:
        value += 7.0
        note(7.0, "again")
    if T.follow[effect]:
        if any(fits_on(T, c, effect) for c in after):
            value += 6.0
            note(6.0, "follow")
        else:
            value -= 14.0
    if T.reverse[effect] and sum(1 for other in range(s.n) if s.in_play(other)) > 2:
        prev = s.previous_seat()
        value += 4.0 * ((s.danger(nxt) if nxt in rivals else 0.0) - (s.danger(prev) if prev in rivals else 0.0))
    if T.name_draw[effect] and rivals:
        named = s.most_dangerous()
        gain = T.name_draw[effect] * (2.0 + 6.0 * s.danger(named if named is not None else nxt))
        value += gain
        note(gain, "name_victim")
    if T.others_draw[effect]:
        value += 2.5 * len(rivals)
    if T.give[effect] and len(after) >= 2:
        value += CARD - 2.0
        note(CARD, "give")
    if T.swap[effect]:
        others = [s.sizes[seat] for seat in range(s.n) if seat != s.seat and s.in_play(seat)]
        gain = 5.0 * (len(after) - min(others, default=len(after)))
        value += gain
        if gain > 0:
            note(gain, "swap")
    if say == T.kings_word and T.kings_round[effect]:
        gain = 3.0 * len(rivals)
        value += gain
        note(gain, "kings")
    elif say == BUY_WORD:
        bought = s.top
        value += keep_value(T, bought) * 1.2 - CARD
    elif say:
        value += CALL
    if points_matter(s):
        shed = sum(T.points[c] for c in cards)
        value += shed * urgency(s) * 0.35
        value -= over_target(s, after) * urgency(s) * 30.0
    if T.wish_kind[effect]:
        counts = s.suit_counts(after)
        value += 1.5 * (max(counts.values(), default=0))
    else:
        value += 1.5 * sum(1 for c in after if fits_on(T, c, effect))
    if move.kind == "cheat":
        reason = "cheat"
    return value, reason


def over_target(s: Situation, after: list[int]) -> float:
    """1 when the cards ``after`` would push this seat's total to a target that loses the match (Kronenstube's
    101) should the hand end now."""
    sheet = s.sheet
    if not sheet.target or sheet.target_wins or len(sheet.totals) <= s.seat:
        return 0.0
    total = sheet.totals[s.seat]
    return 1.0 if total < sheet.target <= total + sum(s.T.points[c] for c in after) else 0.0


def draw_value(s: Situation) -> float:
    """Drawing instead of playing: a card more (the whole penalty when one is open)."""
    if s.pending_draw:
        return -CARD * s.pending_draw
    return -CARD + (3.0 if s.T.after_draw != "none" else 0.0)


def give_value(s: Situation, card: int) -> float:
    """How glad a player is to be rid of ``card`` when it must give one: a plain card of a suit it holds little
    of, rather a high-scoring one; never a wild card or an answer if anything else will do."""
    T = s.T
    value = -2.0 * keep_value(T, card)
    if points_matter(s):
        value += T.points[card] * 0.3
    if card != JOKER and not T.wild[card]:
        value -= 1.0 * s.suit_counts()[suit_of(card)]
    return value
