"""A ruleset compiled into plain lookup tables: all the engine reads on its per-move path.

Every per-card table is a list indexed by card code (0..59).  Nothing here imports pydantic or
YAML, so the engine can depend on it and stay a plain state machine.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from maumau_tui.cards import JOKER, MAX_CODE, rank_of, suit_of

N_CODES = MAX_CODE + 1
WISH_NONE, WISH_SUIT, WISH_RANK = 0, 1, 2


def _zeros() -> list[int]:
    return [0] * N_CODES


@dataclass
class Tables:
    """Per-card effect tables and the ruleset's scalar rules, ready for the engine."""

    ruleset_id: str
    deck: list[int]                      # the unshuffled deck (all packs and jokers)
    hand_size: int
    players_min: int = 2
    players_max: int = 5
    german_pack: bool = False
    # drawing in a normal turn
    draw_when_able: bool = False
    after_draw: str = "drawn"            # drawn | any | none
    draw_until_playable: bool = False
    draw_when_only_wild: bool = False    # a wild card never obliges: who holds no other fitting card may draw
    multi_play: bool = False             # several cards of one rank in one move
    multi_each: bool = False             # ... and each card does its part (else they count as one, penalties add up)
    blind: bool = False                  # cards face down, declared, believed or challenged
    blind_penalty: int = 1
    blind_miss_turn: bool = False
    confirm_out: bool = False            # out only when play comes round again without a penalty
    # per-card effects
    draw_amount: list[int] = field(default_factory=_zeros)
    draw_step: list[int] = field(default_factory=_zeros)
    draw_stack: list[int] = field(default_factory=_zeros)
    draw_then_skip: list[int] = field(default_factory=_zeros)
    penalty_answer_ranks: dict[int, frozenset[int]] = field(default_factory=dict)  # top rank -> ranks
    skip_count: list[int] = field(default_factory=_zeros)
    skip_stack: list[int] = field(default_factory=_zeros)
    wild: list[int] = field(default_factory=_zeros)
    wild_not_on: list[frozenset[int]] = field(default_factory=lambda: [frozenset()] * N_CODES)
    wish_kind: list[int] = field(default_factory=_zeros)
    follow: list[int] = field(default_factory=_zeros)
    again: list[int] = field(default_factory=_zeros)
    reverse: list[int] = field(default_factory=_zeros)
    eat: list[int] = field(default_factory=_zeros)
    name_draw: list[int] = field(default_factory=_zeros)
    others_draw: list[int] = field(default_factory=_zeros)
    cancel_penalty: list[int] = field(default_factory=_zeros)
    name_chain: list[int] = field(default_factory=_zeros)
    return_penalty: list[int] = field(default_factory=_zeros)
    block_card: list[int] = field(default_factory=lambda: [-1] * N_CODES)  # the card that blocks this skip, -1: none
    give: list[int] = field(default_factory=_zeros)
    buy: list[int] = field(default_factory=_zeros)
    swap: list[int] = field(default_factory=_zeros)
    swap_redirect: list[int] = field(default_factory=_zeros)
    swap_stop_ranks: frozenset[int] = frozenset()
    kings_round: list[int] = field(default_factory=_zeros)   # cards the caller must hold, 0: no round
    any_kings_round: bool = False
    any_give: bool = False
    any_buy: bool = False
    kings_word: str = "koenigsrunde"
    kings_fail_draw: int = 3
    declare: list[int] = field(default_factory=_zeros)       # the joker may stand for a declared card
    rank_links: dict[int, frozenset[int]] = field(default_factory=dict)  # top rank -> ranks that fit by arithmetic
    last_not_answering: list[int] = field(default_factory=_zeros)
    open_actions_after_out: bool = False
    cheating: bool = False
    cheat_penalty: int = 1
    cheat_dispute_penalty: int = 2
    cheat_wrong_penalty: int = 1         # an accuser whose catch finds an honest play
    window_seconds: int = 4
    last_forbidden: list[int] = field(default_factory=_zeros)
    checks_last_card: bool = False     # a card may not go last: forbidden or not answering last, a give, a Kings round
    hand_ends_one_left: bool = False
    # calls
    mau_word: str | None = None
    mau_penalty: int = 1
    mau_catch_until: str = "next_turn"
    last_word: str | None = None
    last_penalty: int = 1
    last_required_ranks: frozenset[int] = frozenset()   # empty: every last card needs the call
    last_spoken: tuple[tuple[str, frozenset[int]], ...] = ()  # (word, ranks; empty: any) accepted with the last card
    settle_penalty_after_out: bool = False
    # scoring
    points: list[int] = field(default_factory=_zeros)
    win_multiplier: dict[int, int] = field(default_factory=dict)
    score_loser_only: bool = False
    round_to: int = 0
    minimum: int = 0
    # start card
    start_effect: bool = True
    start_wish_by_dealer: bool = False
    words: dict[str, dict[str, str]] = field(default_factory=dict)
    # start cards turned away, the winner's scoring, answers drawn during a penalty
    start_redraw: list[int] = field(default_factory=_zeros)       # buried back in the stock at the start
    any_start_redraw: bool = False
    score_winner_only: bool = False                               # the winner collects the others' points
    finish_points: list[int] = field(default_factory=_zeros)      # the winner's points for the last card
    draw_answer_drawn: list[int] = field(default_factory=_zeros)  # first N cards of this penalty may answer it
    drawn_answers: bool = False          # some penalty's drawn card may answer it: a drawer hears of parts alone
    # caches filled on demand
    _match_cache: dict[tuple[int, int, int], bytearray] = field(default_factory=dict, repr=False)
    _answer_cache: dict[tuple[str, int], bytearray] = field(default_factory=dict, repr=False)

    deck_cards: list[int] = field(default_factory=list, repr=False)  # each different card once, in code order

    def __post_init__(self) -> None:
        self.deck_cards = sorted(set(self.deck))

    def playable(self, top: int, wish_suit: int, wish_rank: int) -> bytearray:
        """``table[card]`` is 1 when ``card`` may be played on ``top`` under the wish (-1: none)."""
        key = (top, wish_suit, wish_rank)
        table = self._match_cache.get(key)
        if table is None:
            table = self._match_cache[key] = self._build_match(top, wish_suit, wish_rank)
        return table

    def _build_match(self, top: int, wish_suit: int, wish_rank: int) -> bytearray:
        table = bytearray(N_CODES)
        top_rank, top_suit = rank_of(top), suit_of(top)
        open_top = top == JOKER and wish_suit < 0 and wish_rank <= 0  # a joker turned up: anything fits
        links = self.rank_links.get(top_rank, ())
        for code in self.deck_cards:
            if self.wild[code]:
                table[code] = top_rank not in self.wild_not_on[code]
            elif code == JOKER:
                continue
            elif open_top:
                table[code] = 1
            elif wish_suit >= 0 or wish_rank > 0:
                table[code] = (wish_suit < 0 or suit_of(code) == wish_suit) and (
                    wish_rank <= 0 or rank_of(code) == wish_rank)
            else:
                table[code] = suit_of(code) == top_suit or rank_of(code) == top_rank or rank_of(code) in links
        return table

    def answers(self, kind: str, top: int) -> bytearray:
        """Cards that answer what ``top`` opened: a penalty (``draw``), a skip (``skip``), a chain or a round
        of its rank (``rank``), a swap (``swap`` for the named player, ``stop`` for the others), a block."""
        key = (kind, top)
        table = self._answer_cache.get(key)
        if table is None:
            table = bytearray(N_CODES)
            top_rank = rank_of(top)
            if kind == "draw":
                stacks = self.draw_stack[top] or self.return_penalty[top]
                ranks = self.penalty_answer_ranks.get(top_rank, frozenset({top_rank})) if stacks else ()
                for code in self.deck_cards:
                    answers = rank_of(code) in ranks and (self.draw_amount[code] > 0 or self.return_penalty[code])
                    table[code] = answers or self.cancel_penalty[code]
            elif kind == "rank":  # every card of the top card's rank (answers to a chain, a round of Kings)
                for code in self.deck_cards:
                    table[code] = code != JOKER and rank_of(code) == top_rank
            elif kind == "swap":  # answers to a swap: the top card's rank (redirect) and the stop ranks
                for code in self.deck_cards:
                    table[code] = code != JOKER and (rank_of(code) in self.swap_stop_ranks or (
                        rank_of(code) == top_rank and self.swap_redirect[top]))
            elif kind == "stop":  # only the stop ranks (for the players not named in a swap)
                for code in self.deck_cards:
                    table[code] = code != JOKER and rank_of(code) in self.swap_stop_ranks
            elif kind == "block":
                block = self.block_card[top]
                for code in self.deck_cards:
                    table[code] = code == block
            elif kind == "skip" and self.skip_stack[top]:
                for code in self.deck_cards:
                    table[code] = rank_of(code) == top_rank
            self._answer_cache[key] = table
        return table

    @property
    def has_calls(self) -> bool:
        return bool(self.mau_word or self.last_word or self.last_spoken)

    def score_hand(self, hand: list[int]) -> int:
        points = self.points
        return sum(points[c] for c in hand)
