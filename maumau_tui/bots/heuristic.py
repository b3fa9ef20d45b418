"""The medium bot: plays every decision of every ruleset the way a sensible person would.

It keeps wild cards and answers for when they matter, sheds high cards when points are counted and a
rival is about to go out, wishes the suit it holds most of, names the rival closest to going out (in a
Scharf hand: the dealer, or for the dealer anybody), swaps hands only when it gains, makes every call,
calls out every missed call and every cheat it can see, blocks and escapes when it can, cheats rarely
(only instead of drawing) and keeps today's house rules (votes: ``maumau_tui/votes.py``).

``decide`` works on a ``Situation``; the search bot starts from its choice (the prior at the root of its tree).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from maumau_tui.bots.base import Seen
from maumau_tui.bots.circling import off_the_circle
from maumau_tui.bots.plays import CLOSE, call_bonus, draw_value, give_value, play_value
from maumau_tui.bots.reading import Situation, keep_value
from maumau_tui.bots.tells import declared_down, face_up, lies_found, wished_suits
from maumau_tui.cards import JOKER, suit_of
from maumau_tui.engine.state import Phase
from maumau_tui.notation import Move

CHEAT_CHANCE = 0.1     # instead of drawing, at most one chance in ten
BLUFF_CHANCE = 0.5     # blind play: a lie instead of drawing
DOUBT_CHANCE = 0.5     # blind play: doubt a card that would take its player out


@dataclass(frozen=True)
class Choice:
    """A move and why (a reason key that ``hint.reason_text`` words; "" when there is nothing to say)."""

    move: Move
    reason: str = ""
    about: int = -1     # the seat (or suit, or rank) the reason names


class HeuristicBot:
    """The medium level.  Seeded: the few chances it takes (a cheat, a bluff) replay."""

    level = "heuristic"
    searches = False

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, seen: Seen) -> Move:
        return decide(Situation.of_seen(seen), self.rng).move

    def catch(self, seen: Seen) -> Move | None:
        return catch_choice(Situation.of_seen(seen))

    def explain(self, seen: Seen) -> Choice:
        """The move and its reason, without taking any chance (for hints)."""
        return decide(Situation.of_seen(seen), random.Random(0))


def catch_choice(s: Situation) -> Move | None:
    """Call out every missed call (the table sees it) and a cheat whose card visibly did not fit; never
    suspect an honest-looking play (a wrong accusation costs a card)."""
    for move in s.legal:
        if move.kind != "catch" or move.seat is None:
            continue
        if move.seat in s.catchable or s.misfit:
            return move
    return None


def decide(s: Situation, rng: random.Random) -> Choice:
    """The move for the decision the game waits for from ``s.seat``."""
    caught = catch_choice(s)
    if caught is not None:
        return Choice(caught, "catch", caught.seat if caught.seat is not None else -1)
    phase = s.phase
    if phase == Phase.TURN:
        return turn_choice(s, rng)
    if phase == Phase.WISHING:
        return wish_choice(s)
    if phase == Phase.NAMING:
        return name_choice(s)
    if phase == Phase.GIVING:
        return give_choice(s)
    if phase == Phase.ANSWERING:
        return answer_choice(s)
    if phase == Phase.CHALLENGING:
        return challenge_choice(s, rng)
    return caught_choice(s)


def caught_choice(s: Situation) -> Choice:
    """Caught cheating: take the penalty, unless a dispute costs fewer cards (a ruleset may say so)."""
    dispute = next((move for move in s.legal if move.kind == "say"), None)
    if dispute is not None and s.T.cheat_dispute_penalty < s.T.cheat_penalty:
        return Choice(dispute, "dispute")
    return Choice(first(s, "accept") or s.legal[0], "caught")   # disputing makes it dearer, or costs as much


def first(s: Situation, kind: str) -> Move | None:
    return next((move for move in s.legal if move.kind == kind), None)


def honest(s: Situation, move: Move) -> bool:
    """A blind play that is what it says (a joker may be declared as any card where the rules say so)."""
    return move.as_card is None or (move.cards[0] == JOKER and bool(s.T.declare[JOKER]))


def turn_choice(s: Situation, rng: random.Random) -> Choice:
    plays = off_the_circle(s.log, s.seat, [m for m in s.legal if m.kind == "play"])   # (PLAYTEST241 F1)
    cheats = [m for m in s.legal if m.kind == "cheat"]
    if s.T.blind and plays:
        truths = [m for m in plays if honest(s, m)]
        if truths:
            plays = truths
        elif rng.random() >= BLUFF_CHANCE and (first(s, "draw") or first(s, "pass")):
            plays = []
        else:   # a bluff: the least useful card, declared as a plain card that fits
            return best_play(s, plays, bluff=True)
    fallback = first(s, "draw") or first(s, "pass") or first(s, "accept")
    if plays:
        choice, value = best_of(s, plays)
        if fallback is None:
            return choice
        if fallback.kind == "draw" and value >= draw_value(s):
            return choice
        if fallback.kind == "pass" and value - call_bonus(s.T, choice.move) > 0.0:   # (the call gains nothing over
            return choice                                                     # keeping the card: PLAYTEST126 F2)
        if fallback.kind == "accept":
            return choice
    if cheats and fallback is not None and fallback.kind == "draw" and rng.random() < CHEAT_CHANCE:
        choice, _ = best_of(s, cheats)
        return Choice(choice.move, "cheat")
    if fallback is None:   # only cheats (every honest card barred): the least bad one
        return best_of(s, cheats or list(s.legal))[0]
    if fallback.kind == "draw":
        return Choice(fallback, "draw_keep" if plays else "draw")
    return Choice(fallback, "pass" if fallback.kind == "pass" else "accept")


def best_of(s: Situation, moves: list[Move]) -> tuple[Choice, float]:
    best: tuple[float, int] | None = None
    found = Choice(moves[0])
    for index, move in enumerate(moves):
        value, reason = play_value(s, move)
        if best is None or (value, -index) > best:
            best, found = (value, -index), Choice(move, reason or "play")
    assert best is not None
    return found, best[0]


def best_play(s: Situation, moves: list[Move], bluff: bool = False) -> Choice:
    if not bluff:
        return best_of(s, moves)[0]
    T = s.T
    up = face_up(s.log, bool(T.declare[JOKER]))   # (read once for every card it might declare)

    def innocence(move: Move) -> tuple[bool, float, float]:
        declared = move.as_card if move.as_card is not None else move.cards[0]
        plain = -keep_value(T, declared) - (5.0 if T.wild[declared] or T.draw_amount[declared] else 0.0)
        believable = declared == JOKER or up[declared] < T.deck.count(declared)   # (not one all see lie there)
        return believable, plain, -keep_value(T, move.cards[0]) + T.points[move.cards[0]] * 0.1

    return Choice(max(moves, key=innocence), "bluff")


def wish_choice(s: Situation) -> Choice:
    """The suit it holds most of (ties: the one worth more points to shed), but not one a rival close to going out
    wished for in this hand (it holds that suit, as far as anybody knows); a rank likewise."""
    wishes = [m for m in s.legal if m.kind == "wish"]
    T = s.T
    if wishes and wishes[0].rank is not None:
        ranks = s.rank_counts()
        move = max(wishes, key=lambda m: (ranks[m.rank or 0], T.points[(m.rank or 0) * 4] if m.rank else 0, -(m.rank or 0)))
        tied = sum(1 for m in wishes if ranks[m.rank or 0] == ranks[move.rank or 0]) > 1   # (said so in the hint)
        return Choice(move, "wish_rank_tied" if tied else "wish_rank", move.rank or 0)
    suits = s.suit_counts()
    points = {suit: sum(T.points[c] for c in s.hand if c != JOKER and suit_of(c) == suit) for suit in range(4)}
    theirs = rivals_wished(s) if len(s.hand) > 1 else set()   # (its last card's suit takes it out: PLAYTEST115 F5)
    move = max(wishes, key=lambda m: (m.suit not in theirs, suits[m.suit or 0], points[m.suit or 0], -(m.suit or 0)))
    if theirs and any(m.suit in theirs and suits[m.suit or 0] >= suits[move.suit or 0] for m in wishes):
        return Choice(move, "wish_suit_not_theirs", move.suit if move.suit is not None else -1)
    tied = sum(1 for m in wishes if suits[m.suit or 0] == suits[move.suit or 0]) > 1
    return Choice(move, "wish_suit_tied" if tied else "wish_suit", move.suit if move.suit is not None else -1)


def rivals_wished(s: Situation) -> set[int]:
    """The suits a rival close to going out wished for in this hand (it holds that suit, as far as anybody knows)."""
    return {suit for rival in s.rivals() if s.in_play(rival) and s.sizes[rival] <= CLOSE
            for suit in wished_suits(s.log, rival)}


def name_choice(s: Situation) -> Choice:
    """A victim, a receiver or a swap partner."""
    named = [m.seat for m in s.legal if m.kind == "name" and m.seat is not None]
    T = s.T
    top = s.top
    if T.swap[top] and named:
        if s.origin in (-1, s.seat):   # my own swap: the smallest hand
            seat = min(named, key=lambda o: (s.sizes[o], not s.is_rival(o), order(s, o)))
            return Choice(pick(s, seat), "swap_with", seat)
        seat = min(named, key=lambda o: (threat_after_swap(s, s.origin, o), order(s, o)))
        return Choice(pick(s, seat), "swap_redirect", seat)
    rivals = [seat for seat in named if s.is_rival(seat)] or named
    victim = s.most_dangerous(rivals)
    assert victim is not None
    why = "give_to" if T.give[top] else "victim"
    return Choice(pick(s, victim), why, victim)


def order(s: Situation, seat: int) -> int:
    return (seat - s.seat) * s.direction % s.n


def pick(s: Situation, seat: int) -> Move:
    return next(m for m in s.legal if m.kind == "name" and m.seat == seat)


def threat_after_swap(s: Situation, a: int, b: int) -> float:
    """The greatest danger among this seat's rivals once ``a`` and ``b`` swapped their hands."""
    sizes = list(s.sizes)
    sizes[a], sizes[b] = sizes[b], sizes[a]
    return max((1.0 / sizes[o] for o in s.rivals() if sizes[o] > 0), default=0.0)


def give_choice(s: Situation) -> Choice:
    gives = [m for m in s.legal if m.kind == "give"]
    move = max(gives, key=lambda m: (give_value(s, m.cards[0]), -m.cards[0]))
    return Choice(move, "give_card", move.cards[0])


def answer_choice(s: Situation) -> Choice:
    """An answer window: escape, redirect, stop, block when it pays; never let one's own action be undone (but a
    Queen chain named back at the seat that began it hits that seat: EXPERIMENT149 saw it draw with a Queen in hand)."""
    accept = first(s, "accept")
    plays = [m for m in s.legal if m.kind == "play"]
    own_action = s.origin == s.seat and s.target != s.seat
    if accept is not None and (own_action or not plays):
        return Choice(accept, "accept")
    kind = s.window_kind
    if kind == "swap":
        if s.seat == s.target:
            mine, theirs = len(s.hand), s.sizes[s.origin] if s.origin >= 0 else len(s.hand)
            if theirs < mine and accept is not None:
                return Choice(accept, "swap_gain")
            move = cheapest(s, plays)           # (PLAYTEST115 F6: an Ace that passes the swap on stops nothing)
            effect = move.as_card if move.as_card is not None else move.cards[-1]
            return Choice(move, "swap_away" if s.T.swap_redirect[effect] else "swap_stop")
        before = max((s.danger(o) for o in s.rivals()), default=0.0)
        if s.origin >= 0 and s.target >= 0 and threat_after_swap(s, s.origin, s.target) > before + 1e-9:
            return Choice(cheapest(s, plays), "swap_stop")
        return Choice(accept, "accept") if accept is not None else Choice(cheapest(s, plays))
    reason = {"victim": "victim_answer", "gift": "gift_escape", "block": "block"}.get(kind, "play")
    choice, _ = best_of(s, plays)
    return Choice(choice.move, reason)


def cheapest(s: Situation, plays: list[Move]) -> Move:
    """The answer card it misses least (with the call, when the call is offered)."""
    T = s.T
    return max(plays, key=lambda m: (-keep_value(T, m.cards[0]), m.say is not None, -m.cards[0]))


def impossible(s: Situation, card: int) -> str:
    """Why a card declared in blind play cannot be true: every copy of the pack is in this hand ("doubt_sure") or
    lies face up on the pile ("doubt_seen"), or is one of the two; "" when it may be true."""
    if card == JOKER or card < 0:
        return ""
    copies = s.T.deck.count(card)
    held = s.hand.count(card)
    if held >= copies:
        return "doubt_sure"
    return "doubt_seen" if held + shown(s, card) >= copies else ""


def shown(s: Situation, card: int) -> int:
    """The copies of ``card`` lying face up on the pile, for everybody to see (a face-down card just played is not
    one of them)."""
    return face_up(s.log, bool(s.T.declare[JOKER]))[card]


def challenge_choice(s: Situation, rng: random.Random) -> Choice:
    """Blind play: doubt a card it knows cannot be true (it holds every copy, or the others lie face up), a card
    declared once too often for the pack (one of the declarations, believed before, was a lie), the card of a player
    found out lying more often than telling the truth this hand, and sometimes one that would end the hand or leave
    its player one card; believe the rest (PLAYTEST115 F1: doubting only what was sure, the bots let a player who
    lied whenever it helped win four hands of five).  A card that would take its player out and end a hand whose
    points do not count is always doubted: true, the hand is over all the same (PLAYTEST118 F2)."""
    catch = first(s, "catch")
    accept = first(s, "accept")
    player = catch.seat if catch is not None and catch.seat is not None else -1
    if catch is None or player < 0:
        return Choice(accept or s.legal[0], "believe")
    why = impossible(s, s.top) or declared_too_often(s, s.top)
    if not why:
        lies, truths = lies_found(s.log, player, bool(s.T.declare[JOKER]))
        why = "doubt_liar" if lies > truths else ""
    if why:
        return Choice(catch, why)
    if s.sizes[player] == 0 and not s.sheet.scored and not s.T.hand_ends_one_left:
        return Choice(catch, "doubt_free")
    if s.sizes[player] <= 1 and rng.random() < DOUBT_CHANCE / (1 + s.sizes[player]):
        return Choice(catch, "doubt" if s.sizes[player] == 0 else "doubt_last")
    return Choice(accept or s.legal[0], "believe")


def declared_too_often(s: Situation, card: int) -> str:
    """"doubt_twice" where this hand, the face-up pile and the cards declared before and believed hold every copy of
    ``card`` already: one of the declarations is a lie (PLAYTEST113 F8); "" else."""
    if card == JOKER or card < 0:
        return ""
    joker = bool(s.T.declare[JOKER])
    before = declared_down(s.log, joker)[card] - 1          # (the card declared now lies face down too)
    return "doubt_twice" if before > 0 and s.hand.count(card) + shown(s, card) + before >= s.T.deck.count(card) else ""
