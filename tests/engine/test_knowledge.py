"""Determinization: a game drawn from what a seat knows agrees with everything the seat can know.

On random states of every ruleset: the seat's view is the same, cards are conserved, the cards the seat
knows to be in a hand are there, a random playout from the sample is legal to its end, and the sample
carries the same information (``information(sample, s) == information(game, s)``).  Two games that agree
on a seat's information give equal InfoSets and, for one seed, equal samples.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import chain

import pytest

from maumau_tui.engine.game import Game
from maumau_tui.engine.knowledge import HIDDEN, determinize, information, seat_log, seen_log
from maumau_tui.engine.views import view
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import builtin_dir, load
from maumau_tui.sim import seat_names

RULESETS = sorted(path.stem for path in builtin_dir().glob("*.yaml"))


def step(game: Game, rng: random.Random) -> None:
    """One random decision: mostly a seat the game waits for, now and then a catch out of turn."""
    waiting = game.seats_to_act()
    seat = rng.choice(waiting)
    others = [s for s in range(game.n) if s not in waiting and game.legal_moves(s)]
    if others and rng.random() < 0.1:
        seat = rng.choice(others)
    legal = game.legal_moves(seat)
    if game.T.blind:
        honest = [m for m in legal if m.as_card is None and m.kind != "catch"]
        legal = honest if honest and rng.random() < 0.8 else legal
    game.apply(rng.choice(legal), seat)


def random_states(ruleset_id: str, options: dict[str, bool] | None, players: int, hands: int):
    tables = compile_ruleset(load(ruleset_id, options), players)
    for seed in range(hands):
        game = Game.deal(tables, seat_names(players), dealer=seed % players, seed=seed)
        rng = random.Random(seed)
        while not game.finished and game.moves_made < 2000:
            if rng.random() < 0.15:
                yield game, rng
            step(game, rng)


def check_sample(game: Game, seat: int, rng: random.Random) -> Game:
    info = information(game, seat)
    sample = info.sample(random.Random(rng.random()))
    assert view(sample, seat) == view(game, seat)
    assert sorted(sample.cards_in_play()) == sorted(game.cards_in_play()), "cards are not conserved"
    assert sample.hands[seat] == game.hands[seat]
    known = Counter(info.facts)
    for (holder, card), count in known.items():   # every known card is where it is known to be
        assert Counter(sample.hands[holder])[card] >= count and Counter(game.hands[holder])[card] >= count
    assert information(sample, seat) == info, "the sample must carry the seat's information, no more, no less"
    if game.cheat is not None:
        assert sample.cheat is not None
        assert Counter(sample.cheat.before.cards_in_play()) == Counter(game.cheat.before.cards_in_play())
    return sample


@pytest.mark.parametrize("option", [None, "blind"])
@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_samples_agree_with_what_the_seat_knows_and_play_to_the_end(ruleset_id: str, option: str | None) -> None:
    ruleset = load(ruleset_id)
    players = min(max(3, ruleset.players.min), ruleset.players.max)
    checked = 0
    for game, rng in random_states(ruleset_id, {option: True} if option else None, players, 25):
        seat = rng.randrange(players)
        sample = check_sample(game, seat, rng)
        playout = random.Random(checked)
        while not sample.finished and sample.moves_made < game.moves_made + 3000:
            pack = sorted(sample.cards_in_play())
            step(sample, playout)                      # every move is checked legal by apply
            assert sorted(sample.cards_in_play()) == pack
        assert sample.finished
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("option", [None, "blind"])
@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_seats_log_read_on_is_the_whole_log_read_afresh(ruleset_id: str, option: str | None) -> None:
    """``seat_log`` reads on from where it read the log before (a bot is asked after every move); at every
    moment it is the whole log as the seat saw it (``seen_log``), for the game and for a copy played on apart
    (a search's), after penalties drawn in parts, piles turned over and caught cheats alike."""
    ruleset = load(ruleset_id)
    players = min(max(3, ruleset.players.min), ruleset.players.max)
    read = 0
    for game, rng in random_states(ruleset_id, {option: True} if option else None, players, 12):
        for seat in range(players):
            assert seat_log(game, seat) == tuple(seen_log(game.log, seat))
        twin = game.copy()                 # read after the game; the game is read next after more moves
        for _ in range(rng.randrange(1, 4)):
            if not twin.finished:
                step(twin, rng)
        for seat in range(players):
            assert seat_log(twin, seat) == tuple(seen_log(twin.log, seat))
        read += 1
    assert read > 20


def test_erftschmiede_facts_follow_gifts_swaps_buys_and_catches() -> None:
    seen_facts = Counter()
    for game, rng in random_states("erftschmiede", None, 4, 80):
        for seat in range(4):
            check_sample(game, seat, rng)
            for holder, card in information(game, seat).facts:
                seen_facts[holder != seat] += 1
    assert seen_facts[True] > 200


def test_information_hides_what_the_seat_cannot_see() -> None:
    downs = cheats = 0
    for game, rng in chain(random_states("erftschmiede", {"blind": True}, 3, 30),
                           random_states("erftschmiede", None, 3, 40)):   # cheats: not in blind play
        seat = rng.randrange(3)
        info = information(game, seat)
        skeleton = info.skeleton
        assert skeleton.stock == [] and skeleton.rng is None
        for holder in range(3):
            if holder != seat:   # only the cards the seat knows to be there (a gift, a swap, a buy, a caught cheat)
                assert skeleton.hands[holder] == sorted(card for owner, card in info.facts if owner == holder)
        for index, owner, _declared in game.down:   # a card another seat laid face down
            if owner != seat:
                assert skeleton.pile[index] == HIDDEN
        downs += sum(owner != seat for _, owner, _declared in game.down)
        for event in info.log:
            if event[0] == "draw" and event[1] != seat:
                assert event[3] == ()
        if game.blind is not None and game.blind.seat != seat:
            assert skeleton.blind is not None and skeleton.blind.real == HIDDEN
        if game.cheat is not None:
            assert info.undo is not None and skeleton.cheat is not None
            assert skeleton.cheat.before is info.undo.skeleton   # never the real state before the cheat
            cheats += 1
    assert downs > 10 and cheats > 3


def test_a_face_down_card_eaten_stays_unseen_by_all_but_its_player() -> None:
    """Blind Idioten-Mau: a joker that eats a face-down card (or is one) takes it out of the game unseen; the other
    seats' information has no card in its place, their log says only that a face-down card was eaten, and a sample
    deals that place a card of their pool."""
    eaten = 0
    for game, rng in random_states("idioten-mau", {"blind": True}, 3, 150):
        for index, owner in game.gone_down:
            for seat in range(3):
                info = information(game, seat)
                assert (info.skeleton.removed[index] == HIDDEN) == (seat != owner)
                check_sample(game, seat, rng)
                assert not any(event[0] == "eat" and event[2] == game.removed[index] and event[3:] == (owner,)
                               for event in info.log if seat != owner)
            eaten += 1
    assert eaten > 10


def test_games_that_agree_on_a_seats_information_give_equal_infosets_and_samples() -> None:
    """Swap the hidden cards of two other seats (keeping sizes and every fact the seat knows) or shuffle the
    stock: the seat cannot tell, so its InfoSet and its samples must not change."""
    compared = 0
    for ruleset_id in ("standard", "erftschmiede", "crazy-eights", "faraon"):
        for game, rng in random_states(ruleset_id, None, 4, 20):
            seat = game.actor
            twin = game.copy()
            rng.shuffle(twin.stock)
            others = [s for s in range(4) if s != seat and not any(h == s for h, _ in information(game, seat).facts)]
            if len(others) >= 2:
                a, b = others[:2]
                pool = twin.hands[a] + twin.hands[b]
                rng.shuffle(pool)
                twin.hands[a], twin.hands[b] = pool[:len(game.hands[a])], pool[len(game.hands[a]):]
            first, second = information(game, seat), information(twin, seat)
            assert first == second and hash(first) == hash(second)
            one, two = first.sample(random.Random(7)), second.sample(random.Random(7))
            assert one.hands == two.hands and one.stock == two.stock and one.pile == two.pile
            compared += 1
    assert compared > 50


def test_the_card_just_drawn_is_one_the_actor_holds_in_every_sample() -> None:
    found = 0
    for ruleset_id in ("crazy-eights", "standard", "faraon"):
        for game, rng in random_states(ruleset_id, None, 3, 60):
            if not game.drawn or game.phase != "turn":   # drawn, and the turn goes on
                continue
            for seat in range(3):
                sample = determinize(game, seat, rng)
                assert sample.drawn_card in sample.hands[sample.actor]
                sample.apply(rng.choice(sample.legal_moves()))
            found += 1
    assert found > 30
