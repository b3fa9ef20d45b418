"""Turning a validated ruleset into the engine's lookup tables, once per table size."""

from __future__ import annotations

from maumau_tui.cards import JOKER, TEXT_RANK, make_deck, parse_card, rank_of
from maumau_tui.rules.schema import Effect, Ruleset
from maumau_tui.rules.tables import N_CODES, WISH_NONE, WISH_RANK, WISH_SUIT, Tables

DEFAULT_POINTS = {rank: min(rank, 10) for rank in range(2, 11)} | {11: 20, 12: 10, 13: 10, 14: 11}


def rank_key(text: str) -> int:
    """A rank in a ruleset list: 2..10 J Q K A, or * for the joker (rank 0)."""
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


def _cards_of(key: str, deck: set[int]) -> list[int]:
    if key == "*":
        return [JOKER] if JOKER in deck else []
    if key.upper() in TEXT_RANK:
        rank = TEXT_RANK[key.upper()]
        return [c for c in deck if c != JOKER and rank_of(c) == rank]
    code = parse_card(key)
    return [code] if code in deck else []


def _set_effect(tables: Tables, code: int, effect: Effect) -> None:
    if effect.draw:
        tables.draw_amount[code] = effect.draw.amount
        tables.draw_step[code] = effect.draw.step or effect.draw.amount
        tables.draw_stack[code] = int(effect.draw.stack)
        tables.draw_then_skip[code] = int(effect.draw.then_skip)
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
        multi_play=ruleset.multi_play and ruleset.blind is None,
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
        settle_penalty_after_out=ruleset.settle_penalty_after_out,
        hand_ends_one_left=ruleset.hand_ends == "one_left",
        score_loser_only=ruleset.scoring.mode == "loser",
        round_to=ruleset.scoring.round_to,
        minimum=ruleset.scoring.minimum,
        start_effect=ruleset.start.effect,
        start_wish_by_dealer=ruleset.start.wish_by == "dealer",
        words={key: {"de": text.de, "en": text.en} for key, text in ruleset.words.items()},
    )
    present = set(deck)
    # rank keys first, then single cards, so that "JS" overrides "J"
    ordered = sorted(ruleset.effects.items(), key=lambda item: (item[0] != "*" and item[0].upper() not in TEXT_RANK))
    for key, effect in ordered:
        for code in _cards_of(key, present):
            _set_effect(tables, code, effect)
    for key in ruleset.last_card_forbidden:
        for code in _cards_of(key, present):
            tables.last_forbidden[code] = 1
            tables.any_last_forbidden = True
    values = {rank_key(r): v for r, v in ruleset.scoring.values.items()}
    for code in range(N_CODES):
        tables.points[code] = ruleset.scoring.joker if code == JOKER else values.get(rank_of(code), DEFAULT_POINTS.get(rank_of(code), 0))
    tables.win_multiplier = {rank_key(r): m for r, m in ruleset.scoring.win_multiplier.items()}
    return tables
