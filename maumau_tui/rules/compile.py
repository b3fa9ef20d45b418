"""Turning a validated ruleset into the engine's lookup tables, once per table size."""

from __future__ import annotations

from maumau_tui.cards import JOKER, TEXT_RANK, make_deck, parse_card, rank_of
from maumau_tui.log_words import call_sentences
from maumau_tui.rules.schema import Effect, Ruleset
from maumau_tui.rules.tables import N_CODES, WISH_NONE, WISH_RANK, WISH_SUIT, Tables

DEFAULT_POINTS = {rank: min(rank, 10) for rank in range(2, 11)} | {11: 20, 12: 10, 13: 10, 14: 11}


def rank_key(text: str) -> int:
    """A rank in a ruleset list: 2..10 J Q K A, or * for the joker (rank 0)."""
    text = text.strip()
    return 0 if text == "*" else TEXT_RANK[text.upper()]


def by_players(table: int | dict[int, int], players: int) -> int:
    """A number that may depend on the table size: {from_players: value}."""
    if isinstance(table, int):
        return table
    value = None
    for threshold in sorted(table):
        if players >= threshold:
            value = table[threshold]
    if value is None:
        value = table[min(table)]
    return value


def packs_for(ruleset: Ruleset, players: int) -> int:
    return by_players({1: ruleset.pack.packs} | ruleset.pack.packs_from, players)


def _is_card(key: str) -> bool:
    """A key that names one card (``JS``), not a rank (``J``, ``7``) or the joker (``*``); spaces around it do not count."""
    key = key.strip()
    return key != "*" and key.upper() not in TEXT_RANK


def _cards_of(key: str, deck: set[int]) -> list[int]:
    """The cards of the deck a key names: the joker, every card of a rank, or one card (``JS``)."""
    key = key.strip()
    if key == "*":
        return [JOKER] if JOKER in deck else []
    if key.upper() in TEXT_RANK:
        rank = TEXT_RANK[key.upper()]
        return [c for c in deck if c != JOKER and rank_of(c) == rank]
    code = parse_card(key)
    return [code] if code in deck else []


# what an effect may leave unset on a card: cleared first, so that a single card's key replaces its rank's effect
CLEARED = ("draw_amount", "draw_step", "draw_stack", "draw_then_skip", "draw_answer_drawn", "skip_count", "skip_stack",
           "wild", "wish_kind", "swap", "swap_redirect", "kings_round")


def _set_effect(tables: Tables, code: int, effect: Effect) -> None:
    for name in CLEARED:
        getattr(tables, name)[code] = 0
    tables.wild_not_on[code] = frozenset()
    tables.block_card[code] = -1
    if effect.draw:
        tables.draw_amount[code] = effect.draw.amount
        tables.draw_step[code] = effect.draw.step or effect.draw.amount
        tables.draw_stack[code] = int(effect.draw.stack)
        tables.draw_then_skip[code] = int(effect.draw.then_skip)
        tables.draw_answer_drawn[code] = effect.draw.drawn_answer
        tables.drawn_answers = tables.drawn_answers or effect.draw.drawn_answer > 0
        if effect.draw.answer_with:
            ranks = frozenset(rank_key(r) for r in effect.draw.answer_with)
            tables.penalty_answer_ranks[rank_of(code)] = ranks
    if effect.skip:
        tables.skip_count[code] = effect.skip.count
        tables.skip_stack[code] = int(effect.skip.stack)
    if effect.wild:
        tables.wild[code] = 1
        tables.wild_not_on[code] = frozenset(rank_key(r) for r in effect.wild.not_on)
        tables.wish_kind[code] = {"suit": WISH_SUIT, "rank": WISH_RANK, "none": WISH_NONE}[effect.wild.wish]
    tables.follow[code] = int(effect.follow)
    tables.again[code] = int(effect.again)
    tables.reverse[code] = int(effect.reverse)
    tables.eat[code] = int(effect.eat)
    tables.name_draw[code] = effect.name_draw
    tables.others_draw[code] = effect.others_draw
    tables.cancel_penalty[code] = int(effect.cancel)
    tables.name_chain[code] = int(effect.name_chain)
    tables.return_penalty[code] = int(effect.return_penalty)
    if effect.skip and effect.skip.block_with and code != JOKER:
        tables.block_card[code] = rank_key(effect.skip.block_with) * 4 + (code & 3)
    tables.give[code] = int(effect.give)
    tables.buy[code] = int(effect.buy)
    if effect.swap:
        tables.swap[code] = 1
        tables.swap_redirect[code] = int(effect.swap.redirect)
        tables.swap_stop_ranks |= frozenset(rank_key(r) for r in effect.swap.stop_with)
    if effect.kings_round:
        tables.kings_round[code] = effect.kings_round.min_held
        tables.kings_word = effect.kings_round.word
        tables.kings_fail_draw = effect.kings_round.fail_draw
    tables.declare[code] = int(effect.declare)


ARITHMETIC_FACTORS = {"double": 2, "triple": 3, "fourfold": 4, "fivefold": 5}


def rank_links(kinds: list[str]) -> dict[int, frozenset[int]]:
    """For each rank, the ranks that fit on it by rank arithmetic (A counts 1 and lies next to K)."""
    value = {rank: (1 if rank == 14 else rank) for rank in range(2, 15)}
    rank_of_value = {v: r for r, v in value.items()}
    links: dict[int, frozenset[int]] = {}
    for rank, v in value.items():
        found: set[int] = set()
        if "one" in kinds:
            found |= {rank_of_value[(v - 2) % 13 + 1], rank_of_value[v % 13 + 1]}
        for kind, factor in ARITHMETIC_FACTORS.items():
            if kind in kinds:
                related = [v * factor] + ([v // factor] if v % factor == 0 else [])
                found |= {rank_of_value[w] for w in related if w in rank_of_value}
        found.discard(rank)
        if found:
            links[rank] = frozenset(found)
    return links


def ruleset_sentences(ruleset: Ruleset) -> dict[str, dict[str, str]]:
    """The ruleset's own sentences (``{key: {lang: text}}``), a catch and a missed last call in its call words."""
    own = {key: {"de": text.de, "en": text.en} for key, text in ruleset.words.items()}
    calls = ruleset.calls
    return call_sentences(own, calls.last_but_one.word if calls.last_but_one else None,
                          calls.last.word if calls.last else None)


def compile_ruleset(ruleset: Ruleset, players: int) -> Tables:
    """The lookup tables for ``players`` seats (pack count and hand size may depend on it)."""
    packs = packs_for(ruleset, players)
    deck = make_deck(ruleset.pack.size, packs, ruleset.pack.jokers)
    calls = ruleset.calls
    tables = Tables(
        ruleset_id=ruleset.id,
        deck=deck,
        hand_size=by_players(ruleset.hand_size, players),
        players_min=ruleset.players.min,
        players_max=ruleset.players.max,
        german_pack=ruleset.pack.german,
        draw_when_able=ruleset.draw.when_able,
        after_draw=ruleset.draw.after,
        draw_until_playable=ruleset.draw.until_playable,
        draw_when_only_wild=ruleset.draw.when_only_wild,
        multi_play=ruleset.multi_play and ruleset.blind is None,
        multi_each=ruleset.multi_play_effects == "each",
        blind=ruleset.blind is not None,
        blind_penalty=ruleset.blind.penalty if ruleset.blind else 1,
        blind_miss_turn=bool(ruleset.blind and ruleset.blind.miss_turn),
        confirm_out=ruleset.out_after_round,
        mau_word=calls.last_but_one.word if calls.last_but_one else None,
        mau_penalty=calls.last_but_one.penalty if calls.last_but_one else 0,
        mau_catch_until=calls.last_but_one.catch_until if calls.last_but_one else "next_turn",
        last_word=calls.last.word if calls.last else None,
        last_penalty=calls.last.penalty if calls.last else 0,
        last_required_ranks=frozenset(rank_key(r) for r in calls.last.required_with) if calls.last else frozenset(),
        last_spoken=tuple((spoken.word, frozenset(rank_key(r) for r in spoken.ranks)) for spoken in calls.last_spoken),
        settle_penalty_after_out=ruleset.settle_penalty_after_out,
        hand_ends_one_left=ruleset.hand_ends == "one_left",
        score_loser_only=ruleset.scoring.mode == "loser",
        score_winner_only=ruleset.scoring.mode == "winner",
        round_to=ruleset.scoring.round_to,
        minimum=ruleset.scoring.minimum,
        start_effect=ruleset.start.effect,
        start_wish_by_dealer=ruleset.start.wish_by == "dealer",
        words=ruleset_sentences(ruleset),
        rank_links=rank_links(list(ruleset.rank_arithmetic)),
        open_actions_after_out=ruleset.open_actions_after_out,
        cheating=ruleset.cheating is not None,
        cheat_penalty=ruleset.cheating.penalty if ruleset.cheating else 1,
        cheat_dispute_penalty=ruleset.cheating.dispute_penalty if ruleset.cheating else 2,
        cheat_wrong_penalty=ruleset.cheating.wrong_catch_penalty if ruleset.cheating else 1,
        window_seconds=ruleset.window_seconds,
    )
    present = set(deck)
    _set_card_rules(tables, ruleset, present)
    _set_start_and_finish(tables, ruleset, present)
    return tables


def _set_card_rules(tables: Tables, ruleset: Ruleset, present: set[int]) -> None:
    """Each card's effects, the last cards the rules bar, and the points each card counts."""
    # rank keys first, then single cards, so that "JS" overrides "J"
    ordered = sorted(ruleset.effects.items(), key=lambda item: _is_card(item[0]))
    for key, effect in ordered:
        for code in _cards_of(key, present):
            _set_effect(tables, code, effect)
    # a card that sends a penalty back is answered like the penalty it sends (a 10 returning a 7: 7 or 10)
    for ranks in list(tables.penalty_answer_ranks.values()):
        for code in present:
            if tables.return_penalty[code] and rank_of(code) in ranks:
                tables.penalty_answer_ranks.setdefault(rank_of(code), ranks)
    for key in ruleset.last_card_forbidden:
        for code in _cards_of(key, present):
            tables.last_forbidden[code] = 1
            tables.checks_last_card = True
    for key in ruleset.last_card_not_answering:
        for code in _cards_of(key, present):
            tables.last_not_answering[code] = 1
            tables.checks_last_card = True
    tables.any_kings_round, tables.any_give, tables.any_buy = any(tables.kings_round), any(tables.give), any(tables.buy)
    if tables.any_give or tables.any_kings_round:
        tables.checks_last_card = True  # a giver keeps a card to lay last; a King closing a round is not last
    values = {rank_key(r): v for r, v in ruleset.scoring.values.items()}
    for code in range(N_CODES):
        tables.points[code] = ruleset.scoring.joker if code == JOKER else values.get(rank_of(code), DEFAULT_POINTS.get(rank_of(code), 0))
    tables.win_multiplier = {rank_key(r): m for r, m in ruleset.scoring.win_multiplier.items()}


def _set_start_and_finish(tables: Tables, ruleset: Ruleset, present: set[int]) -> None:
    """Start cards that are buried again, and the winner's points per last card (rank keys, then cards)."""
    for key in ruleset.start.redraw:
        for code in _cards_of(key, present):
            tables.start_redraw[code] = 1
            tables.any_start_redraw = True
    finish = ruleset.scoring.finish_points
    for key in sorted(finish, key=_is_card):
        for code in _cards_of(key, present):
            tables.finish_points[code] = finish[key]
