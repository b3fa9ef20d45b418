"""The hint's reason said more exactly where the table makes the general one read wrong (``sharpened``).

The medium bot gives a reason key for its move ("play": your useful cards stay, "victim": the seat closest to going
out, ...); read at this table, some would mislead: a King in a round of Kings, the wild card itself, a card that eats
the top card (and a wish with it) or the only card that fits, a missed call or a card that did not fit (not
"either"), a rival no closer than another (not "the closest"; all as big: neither), several seats skipped, a skip
that hands the turn to a rival closer to going out, a last card one may not go out with or a penalty nothing passes
on (not "nothing fits"), the points a play sheds, a dispute that costs no more than the penalty, a wished suit nobody
else can hold any more.  Everything read here is public, or the seat's own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from maumau_tui.bots.base import Seen
from maumau_tui.bots.plays import CLOSE
from maumau_tui.bots.reading import Situation
from maumau_tui import log_words as ev
from maumau_tui.cards import JOKER, KING, rank_of, suit_of
from maumau_tui.engine.effects import power_card
from maumau_tui.notation import Move

Said = tuple[str, int]          # a reason key and what it names (a seat, suit, rank, card or number)


def sharpened(key: str, about: int, seen: Seen, move: Move) -> Said:
    """``key`` (about ``about``), or the more exact reason the table calls for."""
    if move.kind == "wish" and (gone := wish_gone(seen, move)) is not None:
        return gone
    sharpen = BY_KEY.get(key)
    said = sharpen(key, about, seen, move) if sharpen is not None else None
    return said if said is not None else (key, about)


def effect_of(move: Move) -> int:
    """The card whose effect a play has (a joker's: what it is played as), -1: no card."""
    return (move.as_card if move.as_card is not None else move.cards[-1]) if move.cards else -1


def wish_gone(seen: Seen, move: Move) -> Said | None:
    """A wished suit nobody else can hold any more (PLAYTEST89: "why Hearts?"): the seat holds it, or nobody does."""
    T, wished = seen.tables, move.suit
    if wished is None or seen.info is None:
        return None

    def of_wished(cards: Iterable[int]) -> bool:
        return any(card != JOKER and not T.wild[card] and suit_of(card) == wished for card in cards)

    if of_wished((*seen.info.hidden, *(card for _, card in seen.info.facts))):
        return None
    return ("wish_suit_gone" if of_wished(seen.view.hand) else "wish_suit_out"), wished


def play(key: str, about: int, seen: Seen, move: Move) -> Said | None:
    T, view, effect = seen.tables, seen.view, effect_of(move)
    if view.kings >= 0:   # (a King, or a joker as one: nothing else is played in a round of Kings)
        if view.kings == view.seat:   # the caller's own round, come back: a King closes it (PLAYTEST278 F1: "you draw
            penalty = T.kings_fail_draw   # nothing" was the others' reason, who draw one card)
            return ("kings_close" if penalty > 1 else "kings_close_one" if penalty else "kings_close_free"), penalty
        return "kings_answer", about
    if effect >= 0 and T.eat[effect] and view.pile_size:   # (PLAYTEST121 F9: not "useful cards stay")
        if view.pile_size == 1:
            return "eat_free", view.pile_top
        wisher = last_player(seen)
        wished = (view.wish_suit >= 0 or view.wish_rank > 0) and wisher not in (-1, view.seat)
        return ("eat_wish" if wished else "eat"), view.pile_top
    if move.as_card is None and effect >= 0 and T.wild[effect] and T.wish_kind[effect]:
        return "play_wild", about
    if move.as_card is None and {other.cards for other in view.legal if other.kind == "play"} == {move.cards}:
        return "play_only", about          # (drawing, a cheat, or the same card with a call or "I'll buy" is all else)
    return None


def pass_penalty(key: str, about: int, seen: Seen, move: Move) -> Said | None:
    effect = effect_of(move)
    if effect >= 0 and seen.tables.return_penalty[effect] and seen.view.pending_draw:
        return "return_penalty", last_player(seen)      # (a 10 sends it back to whoever played it)
    return None


def catch(key: str, about: int, seen: Seen, move: Move) -> Said | None:
    """Which of the two everybody saw: a missed call, or a card that did not fit."""
    view = seen.view
    if move.seat is None:
        return None
    misfit = view.last_play_misfit and last_player(seen) == move.seat
    if move.seat in view.catchable and not misfit:
        return "catch_call", about
    if misfit and move.seat not in view.catchable:
        return "catch_cheat", about
    return None


def seat_chosen(key: str, about: int, seen: Seen, move: Move) -> Said | None:
    """A victim, a receiver or a swap partner no closer to going out than another."""
    view = seen.view
    if not 0 <= about < len(view.hand_sizes):
        return None
    besides = [seat for seat in range(len(view.names)) if seat not in (view.seat, about) and seat not in view.out
               and seat not in view.absent]
    level = [seat for seat in besides if view.hand_sizes[seat] == view.hand_sizes[about]]
    if level and len(level) == len(besides):   # all as big: neither "smallest" nor "nobody smaller"
        return "hands_level", about
    if level:                          # another as close: "closest" would single one out
        return f"{key}_tied", about
    return None


def skip(key: str, about: int, seen: Seen, move: Move) -> Said | None:
    """Several seats skipped, or a skip that hands the turn to a rival close to going out (PLAYTEST91, 92)."""
    T, view, effect = seen.tables, seen.view, effect_of(move)
    if effect < 0:
        return None
    others = sum(1 for seat in range(len(view.names)) if seat != view.seat and seat not in view.out
                 and seat not in view.absent)
    cards = (effect,) if move.as_card is not None else move.cards
    power = cards if T.multi_each or len(cards) == 1 else power_card(T, cards)   # (as the engine counts them)
    skipped = min(sum(T.skip_count[card] for card in power if not T.skip_stack[card]), others)
    s = Situation.of_seen(seen)
    passed, landing = s.skipped(max(1, skipped))
    size = view.hand_sizes[landing]
    if (passed and landing != view.seat and landing not in passed and s.is_rival(landing) and size <= CLOSE
            and size <= min(view.hand_sizes[seat] for seat in passed)):   # (who plays then)
        return ("skips_then" if skipped >= 2 else "skip_then") + ("_one" if size == 1 else "_two"), landing
    if skipped >= 2:
        return key.replace("skip", "skips"), skipped
    return None


def draw(key: str, about: int, seen: Seen, move: Move) -> Said | None:
    """A last card one may not go out with, or a penalty nothing passes on: not "nothing fits".  Under a penalty the
    last card is why only where it could answer one (PLAYTEST248 F3: "2♦ may not be your last card" on a 7's penalty,
    which no 2 answers)."""
    view, T = seen.view, seen.tables
    if len(view.hand) == 1 and stuck(seen, card := view.hand[0]) and (
            not view.pending_draw or (view.top >= 0 and T.answers("draw", view.top)[card])):
        return "draw_last", card
    if view.pending_draw:   # (a card may fit the 7 and still not pass its penalty on)
        skips = view.top >= 0 and T.draw_then_skip[view.top]
        never = not any(map(any, (T.draw_stack, T.cancel_penalty, T.return_penalty)))   # (PLAYTEST248 N3: Kronenstube)
        return ("draw_penalty_skip" if skips else "draw_penalty") + ("_never" if never else ""), about
    return None


def points(key: str, about: int, seen: Seen, move: Move) -> Said | None:
    """The points a play sheds, where no other play sheds more (PLAYTEST112 F3: else not why this one)."""
    T = seen.tables
    shed = sum(T.points[card] for card in move.cards)
    most = max((sum(T.points[card] for card in other.cards) for other in seen.view.legal if other.kind == "play"),
               default=shed)
    if shed < most:
        return sharpened("play", about, seen, move)
    return ("points_one" if shed == 1 else key), shed


def caught(key: str, about: int, seen: Seen, move: Move) -> Said | None:
    if seen.view.cheat_penalties[1] <= seen.view.cheat_penalties[0]:
        return "accept", about            # (a dispute would cost no more here)
    return None


BY_KEY: dict[str, Callable[[str, int, Seen, Move], Said | None]] = {
    "play": play, "pass_penalty": pass_penalty, "catch": catch, "victim": seat_chosen, "give_to": seat_chosen,
    "swap_with": seat_chosen, "skip": skip, "skip_close": skip, "draw": draw, "points": points, "caught": caught,
}


def last_player(seen: Seen) -> int:
    """The seat whose card was played last (the log as the seat saw it), -1: none yet."""
    return next((event[1] for event in reversed(seen.log) if event[0] in (ev.PLAY, ev.DECLARED)), -1)


def stuck(seen: Seen, card: int) -> bool:
    """Whether a rule bars ``card`` as the seat's last card now (so "nothing fits" would not be why it draws)."""
    T, view = seen.tables, seen.view
    return bool(T.last_forbidden[card] or (T.last_not_answering[card] and view.pending_draw)
                or (view.kings == view.seat and card != JOKER and rank_of(card) == KING))
