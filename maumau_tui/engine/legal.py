"""Legal moves: the seat to act (the per-move hot path, kept to table lookups) and answers out of turn."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from maumau_tui.cards import JOKER, MAX_PLAYERS, rank_of
from maumau_tui.engine.state import DRAWN_IN_PENALTY, TIMED, Phase, State, WindowKind
from maumau_tui.notation import ACCEPT, BUY_WORD, CATCH, CHEAT, DRAW, GIVE, NAME, PASS, PLAY, SAY, WAIT, WISH, Move, play
from maumau_tui.rules.tables import N_CODES, WISH_RANK

TURN, WISHING, NAMING, CHALLENGING, OVER = Phase.TURN, Phase.WISHING, Phase.NAMING, Phase.CHALLENGING, Phase.OVER
GIVING, ANSWERING, CAUGHT = Phase.GIVING, Phase.ANSWERING, Phase.CAUGHT

# Interned moves: the hot path hands out these objects instead of building new ones.  Every move listed here
# is made by the engine, so its kind is a MoveKind member and may be compared with ``is``.
PLAYS = [play(code) for code in range(N_CODES)]
DRAW_MOVE, PASS_MOVE, ACCEPT_MOVE, WAIT_MOVE = Move(DRAW), Move(PASS), Move(ACCEPT), Move(WAIT)
DISPUTE_MOVE = Move(SAY, say="einspruch")
DECLARED = [play(JOKER, as_card=code) for code in range(N_CODES)]   # play * as CARD
GIVES = [Move(GIVE, (code,)) for code in range(N_CODES)]
CHEATS = [Move(CHEAT, (code,)) for code in range(N_CODES)]
NOTHING = bytearray(N_CODES)
KING = 13 * 4   # the King of clubs: any King stands for the rank in the answer tables
WISH_SUITS = [Move(WISH, suit=suit) for suit in range(4)]
WISH_RANKS = {rank: Move(WISH, rank=rank) for rank in range(2, 15)}
CATCHES = [Move(CATCH, seat=seat) for seat in range(MAX_PLAYERS)]
NAMES = [Move(NAME, seat=seat) for seat in range(MAX_PLAYERS)]
_SAID: dict[str, list[Move]] = {}


def said(word: str) -> list[Move]:
    """``play CARD say WORD`` for every card, interned."""
    if word not in _SAID:
        _SAID[word] = [play(code, say=word) for code in range(N_CODES)]
    return _SAID[word]


def actor_moves(game: State) -> list[Move]:
    """Every move the seat to act may make now."""
    phase = game.phase
    if phase is OVER:
        return []
    seat = game.actor
    if phase is TURN:
        return turn_moves(game, seat)
    if phase == WISHING:
        if game.T.wish_kind[game.top] == WISH_RANK:
            return [WISH_RANKS[r] for r in sorted({rank_of(c) for c in game.T.deck if c != JOKER})]
        return list(WISH_SUITS)
    if phase == NAMING:
        return [NAMES[s] for s in range(game.n)
                if s != seat and s != game.name_exclude and s not in game.out and s not in game.absent]
    if phase == CHALLENGING:
        assert game.blind is not None
        return [ACCEPT_MOVE, CATCHES[game.blind.seat]]
    if phase == GIVING:
        return [GIVES[c] for c in sorted(set(game.hands[seat]))]
    if phase == ANSWERING:
        return window_moves(game, seat) + catches(game, seat)
    return [ACCEPT_MOVE, DISPUTE_MOVE]   # CAUGHT


def turn_moves(game: State, seat: int) -> list[Move]:
    """The moves of a turn: plays, draw, pass, accept, cheats, calls and catches."""
    hand = game.hands[seat]
    T = game.T
    plain = plain_draw = False
    if game.kings >= 0:
        moves = kings_moves(game, seat, hand)
    elif game.drawn == DRAWN_IN_PENALTY:  # drawn during a penalty: play it at once, or draw the rest (or pass)
        moves = plays(game, [game.drawn_card], T.answers("draw", game.top), len(hand))
        moves.append(DRAW_MOVE if game.pending_draw else PASS_MOVE)
    elif game.pending_draw:
        moves = plays(game, hand, T.answers("draw", game.top))
        moves.append(DRAW_MOVE)
    elif game.pending_skip:
        moves = plays(game, hand, T.answers("skip", game.top))
        moves.append(ACCEPT_MOVE)
    elif game.drawn:
        plain_draw = True   # (a King drawn, or one that fits after the draw, may still open a round of Kings)
        ok = game.ok
        if T.after_draw == "drawn":
            card = game.drawn_card
            moves = plays(game, [card], ok, len(hand)) if card >= 0 and (ok[card] or T.blind) else []
        else:
            moves = plays(game, hand, ok)
        moves.append(PASS_MOVE)
    else:
        plain = True
        moves = plays(game, hand, game.ok)
        # blind: a lie always "fits", so whether a card really fits decides about drawing
        stuck = not moves if not T.blind else not any(game.ok[c] for c in hand)
        if game.following:
            if stuck:
                moves.append(DRAW_MOVE)
        elif T.draw_when_able or stuck or (T.draw_when_only_wild and not any(game.ok[c] and not T.wild[c]
                                                                              for c in hand)):
            moves.append(DRAW_MOVE)
    if (plain or plain_draw) and T.any_kings_round and not game.following and not T.blind:
        moves += kings_calls(game, hand, moves)
    if plain and T.cheating and len(hand) > 1:   # see may_cheat
        fitting = {m.cards[0] for m in moves if m.kind is PLAY}
        last_but_one = len(hand) == 2   # with more cards left no rule bars a card (see barred)
        moves += [CHEATS[c] for c in sorted(set(hand))
                  if c not in fitting and c != JOKER and not (last_but_one and barred(game, c, 1))]
    if T.has_calls and (len(hand) <= 2 + T.any_give or T.multi_play):
        moves = with_calls(game, hand, moves)
    if T.any_buy and game.kings < 0:
        moves = with_buys(game, hand, moves)
    if game.multi_pack and len(set(hand)) < len(hand):   # the same card twice in hand: its moves once
        moves = list(dict.fromkeys(moves))
    if game.catchable or game.suspect >= 0:
        moves += catches(game, seat)
    return moves


def may_cheat(game: State, seat: int) -> bool:
    """The seat to act could play a cheat now (a plain turn, more than one card): where it plays, every
    other seat may call the play out, whether it cheated or not (``game.suspect``)."""
    return (seat == game.actor and game.phase is TURN and game.kings < 0 and not game.drawn
            and not game.pending_draw and not game.pending_skip and len(game.hands[seat]) > 1)


def catches(game: State, seat: int) -> list[Move]:
    """Calling out another seat: a missed call, or the last play as a cheat (offered after every play that
    could have been one, cheat or not: catching is a judgment) before the next move."""
    found = [CATCHES[o] for o in game.catchable if o != seat]
    suspect = game.suspect
    if suspect >= 0 and suspect != seat and suspect not in game.catchable:
        found.append(CATCHES[suspect])
    return found


def window_moves(game: State, seat: int) -> list[Move]:
    """What a seat in an answer window may do: answer with a card, let it go, or (timed) let time run out."""
    window = game.answers
    if seat not in window.seats:
        return []
    T = game.T
    kind = window.kind
    in_hand = game.n - len(game.out) - len(game.absent)
    if kind == WindowKind.SWAP:  # the partner may redirect it when there is a third seat to name
        fits = T.answers("swap" if seat == game.target and in_hand > 2 else "stop", game.top)
    elif kind == WindowKind.VICTIM and in_hand < 2:
        fits = NOTHING  # nobody left to name
    else:
        fits = T.answers("block" if kind == WindowKind.BLOCK else "rank", game.top)
    hand = game.hands[seat]
    moves = plays(game, hand, fits)
    if T.has_calls and len(hand) <= 2 + T.any_give:
        moves = with_calls(game, hand, moves)
    moves.append(ACCEPT_MOVE)
    if kind in TIMED:
        moves.append(WAIT_MOVE)
    return moves


def kings_moves(game: State, seat: int, hand: list[int]) -> list[Move]:
    """In a round of Kings: play a King, or draw (the caller: draw the penalty, if no King is left)."""
    moves = plays(game, hand, game.T.answers("rank", KING))
    if seat == game.kings:
        moves += kings_calls(game, hand, moves)
        if not moves:
            moves.append(DRAW_MOVE)
    else:
        moves.append(DRAW_MOVE)
    return moves


def kings_calls(game: State, hand: list[int], moves: list[Move]) -> list[Move]:
    """``play K say koenigsrunde``: a King played by a seat holding enough of them opens a round."""
    T = game.T
    kings_round = T.kings_round
    opening = [m.cards[0] for m in moves
               if m.kind is PLAY and len(m.cards) == 1 and m.as_card is None and kings_round[m.cards[0]]]
    if not opening:
        return []
    kings = sum(1 for c in hand if c != JOKER and rank_of(c) == rank_of(KING))
    return [said(T.kings_word)[card] for card in opening if kings_round[card] <= kings]


def plays(game: State, hand: list[int], fits: bytearray, held: int | None = None) -> list[Move]:
    """The plays from ``hand`` whose (first) card fits, without the ones a rule forbids here; ``held``: the
    cards in hand when ``hand`` is only some of them (the card just drawn), for the rules about the last card."""
    T = game.T
    if T.blind and game.phase is TURN:  # answers out of turn go face up
        return blind_plays(game, hand, fits, held)
    moves = [PLAYS[c] for c in hand if fits[c]]
    if T.declare[JOKER] and JOKER in hand:
        moves += [DECLARED[c] for c in T.deck_cards if fits[c] and c != JOKER]
    if T.multi_play and len(hand) > 1:
        moves += multi_plays(hand, fits)
    size = len(hand) if held is None else held
    if moves and T.checks_last_card and (size < 3 or T.multi_play):   # two cards left: no rule bars one (barred)
        moves = [m for m in moves if size - len(m.cards) >= 2 or not any(
            barred(game, c, size - len(m.cards)) for c in ((m.as_card,) if m.as_card is not None else m.cards))]
    return moves


def blind_plays(game: State, hand: list[int], fits: bytearray, held: int | None = None) -> list[Move]:
    """Blind play: every card in hand, declared as itself (the truth) or as any card that would fit (a lie)."""
    left = (len(hand) if held is None else held) - 1
    declarable = [card for card in game.T.deck_cards if fits[card] and not barred(game, card, left)]
    moves = []
    for real in dict.fromkeys(hand):
        for declared in declarable:
            moves.append(PLAYS[real] if declared == real else play(real, as_card=declared))
    return moves


def barred(game: State, card: int, left: int) -> bool:
    """A rule bars this card here, ``left`` cards staying in hand: a card one may not go out with, or a
    card to give away that would leave nothing to lay last."""
    T = game.T
    if T.give[card] and left < 2:
        return True
    if left:
        return False
    return bool(T.last_forbidden[card] or (T.last_not_answering[card] and game.pending_draw)
                or (game.kings >= 0 and game.kings == game.actor and game.phase is TURN and rank_of(card) == 13))


def multi_plays(hand: list[int], fits: bytearray) -> list[Move]:
    """Several cards of one rank in one move: the first must fit; the last becomes the top card.

    Only the first and the last card's place matters, so the cards between are kept sorted.
    """
    counts = Counter(c for c in hand if c != JOKER)
    by_rank: dict[int, list[int]] = {}
    for card, count in counts.items():
        by_rank.setdefault(rank_of(card), []).extend([card] * count)
    found: dict[Move, None] = {}
    for cards in by_rank.values():
        if len(cards) < 2:
            continue
        for first in {c for c in cards if fits[c]}:
            rest = list(cards)
            rest.remove(first)
            for size in range(1, len(rest) + 1):
                for combo in set(combinations(sorted(rest), size)):
                    for last in set(combo):
                        middle = list(combo)
                        middle.remove(last)
                        found[play(first, *sorted(middle), last)] = None
    return list(found)


def with_calls(game: State, hand: list[int], moves: list[Move]) -> list[Move]:
    """Add ``say WORD`` to the plays that need a call: leaving one card, or going out where required."""
    T = game.T
    size = len(hand)
    extra = []
    for move in moves:
        kind = move.kind
        if kind is not PLAY and kind is not CHEAT:
            continue
        if move.say is not None:
            continue
        left = cards_left(game, size - len(move.cards), move.cards[-1] if move.as_card is None else move.as_card)
        single = len(move.cards) == 1 and move.as_card is None and move.kind is PLAY
        if left == 1 and T.mau_word:
            extra.append(said(T.mau_word)[move.cards[0]] if single else move.with_say(T.mau_word))
        elif left == 0:
            rank = rank_of(move.cards[-1])
            if T.last_word and (not T.last_required_ranks or rank in T.last_required_ranks):
                extra.append(said(T.last_word)[move.cards[0]] if single else move.with_say(T.last_word))
            for word, ranks in T.last_spoken:   # said where the rule text says it, changing nothing
                if word != T.last_word and (not ranks or rank in ranks):
                    extra.append(said(word)[move.cards[0]] if single else move.with_say(word))
    return moves + extra if extra else moves


def cards_left(game: State, left: int, card: int, buys: bool = False) -> int:
    """Cards in hand once ``card`` is played and has done its part: a 3 that buys (``buys``) brings one back,
    a 4 gives one away (so a 4 played from three cards needs the call for the last but one)."""
    if not left:
        return 0
    T = game.T
    return left + 1 if buys and T.buy[card] else left - 1 if T.give[card] else left


def with_buys(game: State, hand: list[int], moves: list[Move]) -> list[Move]:
    """Add ``say kauf`` to the plays of a card that may buy the card beneath it ("Kauf ich"): the player's
    choice, not with the last card (that one goes out), and only with a card on the pile to buy."""
    T = game.T
    if not game.pile:
        return moves
    # a play buys by its card, or by the card a joker or a blind card is declared as
    if not (T.blind or T.declare[JOKER] and JOKER in hand or any(T.buy[c] for c in hand)):
        return moves
    size = len(hand)
    extra = []
    for move in moves:
        kind = move.kind
        if (kind is not PLAY and kind is not CHEAT) or move.say is not None or len(move.cards) >= size:
            continue
        if T.buy[move.cards[-1] if move.as_card is None else move.as_card]:
            single = len(move.cards) == 1 and move.as_card is None and move.kind is PLAY
            extra.append(said(BUY_WORD)[move.cards[0]] if single else move.with_say(BUY_WORD))
    return moves + extra if extra else moves
