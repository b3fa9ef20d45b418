"""Whole matches with seeded random bots: every match ends, totals add up, Scharf and the Idiot appear."""

from __future__ import annotations

import json
import random

import pytest

from maumau_tui.bots.random_bot import RandomBot
from maumau_tui.engine.views import view
from maumau_tui.match import HandResult, Match, SeatInfo
from maumau_tui.notation import Move
from maumau_tui.sim import seat_names

HAND_CAP = 2000


def play_one_hand(match: Match, rng: random.Random) -> None:
    """Deal the next hand and play it to its end with random legal moves."""
    game = match.deal()
    while not game.finished:
        match.apply(rng.choice(game.legal_moves()))


def play_match(match: Match, seed: int) -> Match:
    rng = random.Random(seed)
    while not match.over:
        assert len(match.results) < HAND_CAP, "the match does not end"
        game = match.deal()
        while not game.finished:
            assert game.moves_made < 5000
            match.apply(rng.choice(game.legal_moves()))
    return match


@pytest.mark.parametrize("players", [2, 4, 7])
def test_kronenstube_ends_after_the_hand_that_reaches_101(players: int) -> None:
    for seed in range(20):
        match = play_match(Match.create("kronenstube", seat_names(players), seed=seed), seed)
        totals = match.totals
        assert totals == [sum(r.scores[s] for r in match.results) for s in range(players)]
        assert max(totals) >= 101
        before_last = [t - s for t, s in zip(totals, match.results[-1].scores)]
        assert max(before_last) < 101, "the match should have ended a hand earlier"
        assert match.losers() == [s for s in range(players) if totals[s] >= 101]
        dealers = [r.dealer for r in match.results]
        assert dealers == [(players - 1 + i) % players for i in range(len(dealers))]


def test_who_stands_best_midway_and_at_the_end() -> None:
    match = Match.create("kronenstube", seat_names(3), seed=2)
    play_one_hand(match, random.Random(2))
    assert not match.over and match.losers() == []         # midway (the arena's capped matches): the lowest total
    assert match.winners() == [s for s in range(3) if match.totals[s] == min(match.totals)]
    play_match(match, 2)
    standing = [s for s in range(3) if s not in match.losers()]
    assert match.winners() == [s for s in standing if match.totals[s] == min(match.totals[t] for t in standing)]


@pytest.mark.parametrize("players", [3, 5])
def test_miese_punkte_plays_four_runden_the_last_one_scharf(players: int) -> None:
    for seed in range(10):
        match = play_match(Match.create("miese-punkte", seat_names(players), seed=seed,
                                        options={"einsatz": 5}), seed)
        assert len(match.results) == 4 * players
        assert [r.scharf for r in match.results] == [False] * (3 * players) + [True] * players
        assert {r.dealer for r in match.results[-players:]} == set(range(players))
        for result in match.results:
            assert all(points % 10 == 0 for points in result.scores)
            if result.scharf:
                charged = [s for s, p in enumerate(result.scores) if p]
                assert charged == [result.dealer] or result.dealer not in charged
        assert match.settlement() == [(s, t * 0.05) for s, t in enumerate(match.totals)]


def test_miese_punkte_five_runden_option() -> None:
    match = play_match(Match.create("miese-punkte", seat_names(3), seed=1, options={"fuenf_runden": True}), 1)
    assert len(match.results) == 15 and match.results[-1].scharf and not match.results[-4].scharf


@pytest.mark.parametrize("players", [2, 3, 6])
def test_idioten_mau_finds_an_idiot(players: int) -> None:
    for seed in range(10):
        match = play_match(Match.create("idioten-mau", seat_names(players), seed=seed, first_dealer=1 % players), seed)
        idiot = match.idiot
        assert idiot is not None and match.losers() == [idiot]
        assert match.start_cards()[idiot] == 7
        losses = [sum(1 for r in match.results if r.loser == s) for s in range(players)]
        assert match.start_cards() == [1 + lost for lost in losses]
        assert losses[idiot] == 6 and all(lost < 6 for s, lost in enumerate(losses) if s != idiot)
        assert match.results[0].dealer == 1 % players


def test_idioten_hands_are_dealt_with_each_seats_start_cards() -> None:
    match = Match.create("idioten-mau", seat_names(3), seed=3)
    rng = random.Random(3)
    for _ in range(8):
        sizes = match.start_cards()
        game = match.deal()
        assert [len(h) for h in game.hands] == sizes
        while not game.finished:
            match.apply(rng.choice(game.legal_moves()))
        if match.over:
            break


def test_standard_plays_single_hands_unless_a_target_is_set() -> None:
    single = Match.create("standard", seat_names(3), seed=2)
    play_one_hand(single, random.Random(2))
    assert not single.over
    to_target = play_match(Match.create("standard", seat_names(3), seed=2, options={"play_to": 50}), 2)
    assert max(to_target.totals) >= 50


def test_a_match_record_replays_exactly_through_json() -> None:
    match = play_match(Match.create("kronenstube", seat_names(4), seed=9), 9)
    record = json.loads(json.dumps(match.record()))
    again = Match.replay(record)
    assert again.totals == match.totals and again.results == match.results
    assert again.game is not None and match.game is not None and again.game.log == match.game.log


def test_a_corrupt_record_is_refused_plainly() -> None:
    with pytest.raises(ValueError, match="version"):
        Match.replay({"version": 99})


def test_seats_are_checked() -> None:
    with pytest.raises(ValueError, match="for 3 to 7 players"):
        Match.create("miese-punkte", seat_names(2))
    with pytest.raises(ValueError, match="name of its own"):
        Match.create("standard", ["A", "A"])


def test_losers_lose_start_cards_and_drop_out_until_one_seat_is_left(tmp_path) -> None:
    path = tmp_path / "shrinking.yaml"
    path.write_text("id: shrinking\nextends: standard\nname: Shrinking\ndescription: x\nstart: {effect: false}\n"
                    "match: {start_cards: {first: 3, loser_change: -1, out_below: 1}, winner_starts: true}\n",
                    encoding="utf-8")
    for seed in range(10):
        match = Match.create(str(path), seat_names(4), seed=seed)
        rng = random.Random(seed)
        while not match.over:
            sizes = match.start_cards()
            game = match.deal()
            assert [len(hand) for hand in game.hands] == sizes
            if match.results:
                assert game.actor == match.results[-1].out[0], "the last winner moves first"
            while not game.finished:
                match.apply(rng.choice(game.legal_moves()))
            result = match.results[-1]
            assert all(result.scores[s] == 0 for s in range(4) if sizes[s] == 0), "an absent seat is charged"
            after = match.start_cards()
            assert after[result.loser] == (sizes[result.loser] - 1 if sizes[result.loser] > 1 else 0)
        gone = match.eliminated()
        assert len(gone) == 3 and match.losers() == gone


def test_faraon_plays_on_until_one_seat_is_left() -> None:
    for seed in range(5):
        match = play_match(Match.create("faraon", seat_names(4), seed=seed), seed)
        assert len(match.eliminated()) == 3
        survivor = next(s for s in range(4) if s not in match.eliminated())
        assert match.start_cards()[survivor] >= 1


@pytest.mark.parametrize("players", [2, 4])
def test_crazy_eights_the_first_to_100_wins(players: int) -> None:
    for seed in range(10):
        match = play_match(Match.create("crazy-eights", seat_names(players), seed=seed), seed)
        for result in match.results:  # only the hand's winner scores: the points left in the other hands
            assert [s for s, points in enumerate(result.scores) if points] in ([], result.out[:1])
        totals = match.totals
        winner = match.results[-1].out[0]
        assert totals[winner] >= 100 and totals[winner] == max(totals)
        before_last = [t - s for t, s in zip(totals, match.results[-1].scores)]
        assert max(before_last) < 100, "the match should have ended a hand earlier"
        assert match.losers() == [s for s in range(players) if s != winner]


def test_crazy_eights_single_hands_with_play_to_0() -> None:
    match = Match.create("crazy-eights", seat_names(3), seed=1, options={"play_to": 0})
    rng = random.Random(1)
    for _ in range(3):
        game = match.deal()
        while not game.finished:
            match.apply(rng.choice(game.legal_moves()))
    assert not match.over and match.losers() == []


def test_pharaoh_101_a_total_of_exactly_101_goes_back_to_0() -> None:
    match = Match.create("pharaoh", seat_names(3), options={"play_to_101": True})
    charge = [[0, 60, 40], [-20, 41, 30], [15, 0, 20], [9, 0, 11]]
    for number, scores in enumerate(charge, start=1):
        match.results.append(HandResult(number, 0, False, [0], None, scores))
    # A: 0 - 20 + 15 + 9 = 4; B: 60 + 41 = 101 -> 0; C: 40 + 30 + 20 = 90, + 11 = 101 -> 0
    assert match.totals == [4, 0, 0] and not match.over
    match.results.append(HandResult(5, 0, False, [1], None, [98, 0, 0]))
    assert match.totals == [102, 0, 0] and match.over and match.losers() == [0]


def test_pharaoh_101_matches_take_queens_off_and_reset_at_101() -> None:
    queens = 0
    for seed in range(30):
        match = play_match(Match.create("pharaoh", seat_names(3), seed=seed, options={"play_to_101": True}), seed)
        totals = [0, 0, 0]
        for result in match.results:
            winner = result.out[0]
            assert result.scores[winner] in (0, -20, -40)
            queens += result.scores[winner] < 0
            totals = [0 if t + s == 101 else t + s for t, s in zip(totals, result.scores)]
        assert match.totals == totals and max(totals) > 101
        assert match.losers() == [s for s in range(3) if totals[s] > 101]
    assert queens >= 3, "some hands should have been won with a Queen"


# ---- a deal that one pack cannot make; a dealer who is out -------------------------------------------

def test_idioten_mau_deals_from_two_packs_when_one_cannot_hold_the_start_cards() -> None:
    for jokers in (2, 0):
        match = Match.create("idioten-mau", seat_names(6), seed=7, options={"jokers": jokers})
        losers = [0] * 5 + [1] * 5 + [2] * 5 + [3] * 5 + [4] * 4 + [5] * 4   # start cards 6 6 6 6 5 5
        for number, loser in enumerate(losers, start=1):
            match.results.append(HandResult(number, (number + 4) % 6, False, [], loser, [0] * 6))
        assert match.start_cards() == [6, 6, 6, 6, 5, 5] and not match.over and match.idiot is None
        deck = 32 + jokers
        assert sum(match.start_cards()) + 1 > deck and match.deal_packs() == 2
        game = match.deal()
        assert [len(hand) for hand in game.hands] == [6, 6, 6, 6, 5, 5]
        assert len(game.T.deck) == 2 * deck and len(game.stock) + len(game.pile) == 2 * deck - 34
        assert match.tables.deck == game.T.deck[:deck], "the match's own deck stays one pack"
        match.change_option("play_after_draw", True)          # a house rule still reaches the hand at once
        assert match.changes[-1].at_once and game.T.after_draw == "drawn" and len(game.T.deck) == 2 * deck
        rng = random.Random(7)
        while not game.finished:
            match.apply(rng.choice(game.legal_moves()))
        assert match.over == (match.idiot is not None)


def test_the_whole_idioten_mau_match_ends_only_with_an_idiot_at_six_seats() -> None:
    for seed in range(12):
        match = play_match(Match.create("idioten-mau", seat_names(6), seed=seed, options={"jokers": seed % 2}), seed)
        assert match.idiot is not None and match.start_cards()[match.idiot] == 7


def test_faraon_the_deal_passes_over_a_seat_that_is_out() -> None:
    match = Match.create("faraon", ["Anna", "Ben", "Robo"], seed=1, first_dealer=0)
    for number in range(1, 6):                      # Robo loses five hands: out of the match
        match.results.append(HandResult(number, (number - 1) % 3, False, [0, 1], 2, [0, 0, 1]))
    assert match.eliminated() == [2] and match.results[-1].dealer == 1
    assert match.next_dealer() == 0, "Robo is out: the deal passes to Anna"
    game = match.deal()
    assert game.dealer == 0 and len(game.hands[2]) == 0
    for seed in range(10):
        whole = play_match(Match.create("faraon", seat_names(4), seed=seed), seed)
        for index, result in enumerate(whole.results):
            assert whole.start_cards(index)[result.dealer] > 0, f"seed {seed}: a seat that is out dealt"


def test_a_resumed_match_of_seeded_bots_plays_on_exactly_as_it_would_have() -> None:
    """Bots are made again from their seats' levels and seeds and take their recorded decisions again
    (``before_move``) on the way, so after a resume they decide as they would have."""
    names = ["Anna", "Robo", "Ben"]
    seats = [SeatInfo(name, "bot", "random", 7000 + index) for index, name in enumerate(names)]

    def bots_of(match: Match) -> list[RandomBot]:
        return [RandomBot(seat.seed) for seat in match.seats]

    def play_on(match: Match, bots: list[RandomBot], stop: int | None = None) -> None:
        while not match.over and (stop is None or len(match.moves) < stop):
            game = match.game if match.game is not None and not match.game.finished else match.deal()
            seat = game.seats_to_act()[0]
            match.apply(bots[seat].choose(view(game, seat)), seat)

    whole = Match.create("kronenstube", names, seed=8, seats=seats)
    play_on(whole, bots_of(whole))
    for stop in (1, 37, len(whole.moves) // 2):
        cut = Match.create("kronenstube", names, seed=8, seats=seats)
        play_on(cut, bots_of(cut), stop)
        bots: list[RandomBot] = []

        def decide_again(match: Match, seat: int, move: Move) -> None:
            if not bots:
                bots.extend(bots_of(match))
            assert match.game is not None and bots[seat].choose(view(match.game, seat)) == move

        resumed = Match.replay(json.loads(json.dumps(cut.record())), before_move=decide_again)
        play_on(resumed, bots)
        assert resumed.record() == whole.record()
