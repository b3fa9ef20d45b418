"""A bot is given only what its seat may know: two games that agree on everything a seat knows (its view,
the log as it saw it, the cards it knows to be somewhere) but hold different hidden cards get the same
move from every level with the same seed.  One twin is re-dealt from the seat's information set (what the search
samples from); the other is the real game with a card of another hand and a card of the stock exchanged, and the
other seats' draws in the log told again to match: what the seat is handed must not tell the two apart, with its
information set or without (the easy and medium levels, and every catch)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from maumau_tui.bots.base import seen_by
from maumau_tui.engine.game import Game
from maumau_tui.engine.facts import known_cards
from maumau_tui.engine.knowledge import HIDDEN, determinize
from maumau_tui.log_words import BLIND, DRAW, GIFT_PICKED, GIVEN, SWAPPED
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load

from bot_helpers import LEVELS, RULESETS, bot, table_sizes, tables

STATES = 12
SEARCH = {"iterations": 12, "rollout_moves": 6}


def states(ruleset_id: str, players: int, options: dict[str, bool] | None = None) -> list[Game]:
    """Games stopped at random points, each where some seat has more than one thing to do."""
    found = []
    rng = random.Random(ruleset_id)
    seed = 0
    rules = tables(ruleset_id, players) if options is None else compile_ruleset(load(ruleset_id, options), players)
    while len(found) < STATES:
        seed += 1
        game = Game.deal(rules, [f"P{seat}" for seat in range(players)], seed=seed)
        for _ in range(rng.randrange(40)):
            if game.finished:
                break
            seat = game.seats_to_act()[0]
            game.apply(rng.choice(game.legal_moves(seat)), seat)
        if not game.finished and len(game.legal_moves(game.seats_to_act()[0])) > 1:
            found.append(game)
    return found


@pytest.mark.parametrize(("ruleset_id", "options"), [(ruleset_id, None) for ruleset_id in RULESETS]
                         + [("faraon", {"drawn_seven": True})])
def test_games_that_agree_on_a_seat_get_the_same_moves(ruleset_id: str, options: dict[str, bool] | None) -> None:
    """(Faraón's drawn 7: a drawer's choice to keep it is its own, review 63: the twins' views must agree.)"""
    players = table_sizes(ruleset_id)[-1] if ruleset_id != "idioten-mau" else 4
    players = min(players, 5)
    differed = 0
    for number, game in enumerate(states(ruleset_id, max(players, table_sizes(ruleset_id)[0]), options)):
        seat = game.seats_to_act()[0]
        other = determinize(game, seat, random.Random(number))
        differed += [sorted(hand) for hand in other.hands] != [sorted(hand) for hand in game.hands]
        mine, theirs = seen_by(game, seat, with_info=True), seen_by(other, seat, with_info=True)
        assert mine == theirs, (ruleset_id, number)
        for level in LEVELS:
            first = bot(level, number, **SEARCH).choose(mine)
            second = bot(level, number, **SEARCH).choose(theirs)
            assert first == second, (ruleset_id, number, level)
            assert first in game.legal_moves(seat)
        for watcher in range(game.n):
            if watcher != seat and any(m.kind == "catch" for m in game.legal_moves(watcher)):
                assert (bot("heuristic", 1).catch(seen_by(game, watcher))
                        == bot("heuristic", 1).catch(seen_by(determinize(game, watcher, random.Random(1)), watcher)))
    assert differed > STATES // 2, "the hidden cards should differ in most re-deals"


def exchanged(game: Game, seat: int, rng: random.Random) -> Game | None:
    """The game with one card of another seat's hand that ``seat`` does not know of exchanged with a card of the
    stock, every draw of that card by a seat other than ``seat`` told as a draw of the other one (a history
    ``seat`` cannot tell from the real one; a card another seat drew, where there is one); None when there is no
    such pair."""
    known = {card for _holder, card in known_cards(game.log, seat)}
    drawn_by_seat = {card for event in game.log if event[0] == DRAW and event[1] == seat for card in event[3]}
    hidden = [(holder, card) for holder, hand in enumerate(game.hands) if holder != seat
              for card in hand if card not in known and card not in drawn_by_seat]
    stock = [card for card in game.stock if card not in drawn_by_seat and card not in known]
    if not hidden or not stock:
        return None
    drawn = {card for event in game.log if event[0] == DRAW and event[1] != seat for card in event[3]}
    (holder, card), other = rng.choice([pair for pair in hidden if pair[1] in drawn] or hidden), rng.choice(stock)
    twin = game.copy()
    twin.hands[holder][twin.hands[holder].index(card)] = other
    twin.stock[twin.stock.index(other)] = card
    swap = {card: other, other: card}
    twin.log = [replace_draw(event, seat, swap) for event in twin.log]
    return twin


def replace_draw(event: tuple, seat: int, swap: dict[int, int]) -> tuple:
    if event[0] != DRAW or event[1] == seat:
        return event
    return (*event[:3], tuple(swap.get(card, card) for card in event[3]), *event[4:])


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_game_with_other_hidden_cards_and_draws_gets_the_same_moves(ruleset_id: str) -> None:
    players = min(max(table_sizes(ruleset_id)[-1], table_sizes(ruleset_id)[0]), 5)
    rewritten = 0
    for number, game in enumerate(states(ruleset_id, players)):
        seat = game.seats_to_act()[0]
        twin = exchanged(game, seat, random.Random(number))
        if twin is None:
            continue
        rewritten += twin.log != game.log
        for with_info in (False, True):
            mine, theirs = seen_by(game, seat, with_info=with_info), seen_by(twin, seat, with_info=with_info)
            assert mine == theirs, (ruleset_id, number, with_info)
        for level in LEVELS:
            mine, theirs = (seen_by(either, seat, with_info=level == "search") for either in (game, twin))
            assert bot(level, number, **SEARCH).choose(mine) == bot(level, number, **SEARCH).choose(theirs), (
                ruleset_id, number, level)
    assert rewritten, "some twin should have another seat's draw told differently"


PRIVATE = {DRAW: 3, BLIND: 2, GIFT_PICKED: 2, GIVEN: 3, SWAPPED: 3}   # the event's first slot only its parties see


def parties(event: tuple[object, ...]) -> tuple[object, ...]:
    """The seats that saw the hidden part of ``event``: the drawer, the one laying face down, the giver picking; a card
    given or hands swapped: both sides."""
    return event[1:3] if event[0] in (GIVEN, SWAPPED) else event[1:2]


@pytest.mark.parametrize(("ruleset_id", "options"), [(ruleset_id, None) for ruleset_id in RULESETS]
                         + [("standard", {"blind": True}), ("erftschmiede", {"blind": True})])
def test_no_card_only_others_saw_reaches_a_bots_log(ruleset_id: str, options: dict[str, bool] | None) -> None:
    """Whole random hands: in every seat's log as a bot is handed it (with the search's information set and
    without), the cards of another seat's draw, face-down card, picked or given card and swapped hands are blank
    (review 56: the twins above share their log, so a card left in it could not tell them apart)."""
    rules = load(ruleset_id, options)
    players = min(4, rules.players.max)
    shown: Counter[str] = Counter()
    for seed in range(12):
        rng = random.Random(seed)
        game = Game.deal(compile_ruleset(rules, players), [f"P{seat}" for seat in range(players)], seed=seed)
        for step in range(400):
            if game.finished:
                break
            seat = game.seats_to_act()[0]
            game.apply(rng.choice(game.legal_moves(seat)), seat)
            if step % 25 == 24 or game.finished:
                for watcher in range(players):
                    for log in (seen_by(game, watcher).log, seen_by(game, watcher, with_info=not game.finished).log):
                        for event in log:
                            slot = PRIVATE.get(event[0])
                            if slot is None or watcher in parties(event):
                                continue
                            shown[event[0]] += 1
                            assert all(part in (HIDDEN, ()) for part in event[slot:slot + (2 if event[0] == SWAPPED else 1)]), \
                                (ruleset_id, watcher, event)
    expected = {DRAW} | ({BLIND} if options else set()) | (
        {GIFT_PICKED, GIVEN, SWAPPED} if ruleset_id == "erftschmiede" else set())
    assert expected <= set(shown), (ruleset_id, shown)
