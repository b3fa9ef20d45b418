"""The hard bot with a real tree (enough iterations to search below the root, through windows, wishes and
catches) plays hands and whole matches of every ruleset against the medium bot: only legal moves, every
hand ends; its time budget covers the whole decision (on a counted clock, not the wall)."""

from __future__ import annotations

import random

import pytest

from maumau_tui.bots.base import MatchSheet, Seen, seen_by
from maumau_tui.bots.driver import play_hand
from maumau_tui.bots.search import FORCED_MOVES, SearchBot
from maumau_tui.bots.value import guessed_values
from maumau_tui.engine.game import Game
from maumau_tui.match import Match
from maumau_tui.notation import Move
from maumau_tui.rules.loader import load

from bot_helpers import RULESETS, bot, tables

TREE = {"iterations": 40, "rollout_moves": 4}
HANDS = 6
MATCH_RULESETS = [rid for rid in RULESETS if not Match.create(rid, ["A", "B", "C"]).single_hands]


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_search_plays_hands_against_the_medium_bot(ruleset_id: str) -> None:
    players = min(4, load(ruleset_id).players.max)
    searched = 0
    for hand in range(HANDS):
        levels = ["heuristic"] * players
        levels[hand % players] = "search"
        bots = [bot(level, hand * 16 + seat, **TREE) for seat, level in enumerate(levels)]
        game = Game.deal(tables(ruleset_id, players), [f"P{seat}" for seat in range(players)],
                         dealer=hand % players, seed=900 + hand)
        record = play_hand(game, bots)
        assert game.finished and not record.capped, (ruleset_id, hand)
        searched += record.decisions[hand % players]
    assert searched > 0


@pytest.mark.parametrize("ruleset_id", MATCH_RULESETS)
def test_the_search_plays_a_whole_match(ruleset_id: str) -> None:
    bots = [bot("search", 7, iterations=15), bot("heuristic", 8), bot("random", 9)]
    match = Match.create(ruleset_id, ["A", "B", "C"], seed=11)
    hands = 0
    while not match.over:
        assert hands < 200, ruleset_id
        play_hand(match.deal(), bots, match)
        hands += 1
    assert match.over and hands >= 1


class CountedSearch(SearchBot):
    """A search whose every iteration takes exactly ``step`` seconds of a counted clock."""

    def __init__(self, step: float, budget_ms: float) -> None:
        super().__init__(3, budget_ms=budget_ms)
        self.now = 0.0
        self.step = step

    def iterate(self, *args: object) -> None:   # type: ignore[override]
        super().iterate(*args)   # type: ignore[arg-type]
        self.now += self.step


def test_the_budget_covers_the_whole_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    seed = 0
    while True:   # the first deal whose first seat has a choice
        seed += 1
        game = Game.deal(tables("standard", 4), ["A", "B", "C", "D"], seed=seed)
        seen: Seen = seen_by(game, game.seats_to_act()[0], with_info=True)
        if len([m for m in seen.view.legal if m.kind != "wait"]) > 2:
            break
    search = CountedSearch(0.007, budget_ms=200)

    class Clock:
        @staticmethod
        def perf_counter() -> float:
            return search.now

    monkeypatch.setattr("maumau_tui.bots.search.time", Clock)
    move = search.choose(seen)
    assert move in seen.view.legal
    assert search.now <= 0.200                   # never over the budget ...
    assert search.last_iterations == 28          # ... and one more 7 ms iteration would have been
    fixed = SearchBot(3, iterations=28).choose(seen)
    assert fixed == move                          # the same search as a fixed count of the same size


def test_a_guessed_hand_counts_a_wild_card_as_less_than_a_plain_one() -> None:
    """Two copies of a hand that differ in one card of seat 0 (a Jack, or a plain card): the Jack's is the
    better guess of going out first."""
    game = Game.deal(tables("standard", 4), ["A", "B", "C", "D"], seed=2)
    wild = game.T.wild
    jack = next(card for card in game.stock if wild[card])
    plain = next(card for card in game.stock if not wild[card])
    with_jack, with_plain = game.copy(), game.copy()
    with_jack.hands[0][0], with_plain.hands[0][0] = jack, plain
    sheet = MatchSheet(totals=(0, 0, 0, 0))
    assert guessed_values(with_jack, sheet)[0] > guessed_values(with_plain, sheet)[0]


def last_card_guesses(options: dict[str, bool | int]) -> tuple[float, float]:
    """Seat 0's guessed value with one card left in Erftschmiede (``options``): a plain 9, and an Ace (a card nobody
    may go out with)."""
    from maumau_tui.rules.compile import compile_ruleset
    from maumau_tui.rules.loader import load

    game = Game.deal(compile_ruleset(load("erftschmiede", options), 4), ["A", "B", "C", "D"], seed=2)
    T = game.T
    ace = next(card for card in T.deck_cards if T.last_forbidden[card])
    nine = next(card for card in T.deck_cards if not T.last_forbidden[card] and not T.wild[card] and not T.give[card])
    with_nine, with_ace = game.copy(), game.copy()
    with_nine.hands[0][:], with_ace.hands[0][:] = [nine], [ace]
    sheet = MatchSheet(totals=(0, 0, 0, 0))
    return guessed_values(with_nine, sheet)[0], guessed_values(with_ace, sheet)[0]


def test_a_guessed_hand_counts_a_last_card_one_may_not_go_out_with_as_more_than_one() -> None:
    """One card left each: an Ace (Erftschmiede: nobody goes out with it, a draw must come first) is the worse
    guess of going out first than a plain 9."""
    nine, ace = last_card_guesses({})
    assert nine > ace


def test_in_blind_play_a_last_card_one_may_not_go_out_with_is_guessed_like_any_other() -> None:
    """(Review 44: face down it may go as another card, declared.)"""
    nine, ace = last_card_guesses({"blind": True})
    assert nine == ace


def test_the_hard_bot_says_the_last_card_call_with_the_play_it_chose(monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST89: the hard bot "forgot" Mau and was caught: its search may come out on a play's twin without the
    call (the two share its games); the play it makes carries the call."""
    from maumau_tui.cards import parse_card
    from maumau_tui.notation import parse_move

    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    game = Game.stacked(tables("standard", 3), ["A", "B", "C"], [cards("7H 9S"), cards("7C 8C KD"), cards("9C 10C 10D")],
                        cards("10H"), cards("2C 3D 4D 5D 6H 7D 9D 10S"), dealer=2)
    seen = seen_by(game, 0, with_info=True)
    plain, said = parse_move("play 7H"), parse_move("play 7H say mau")
    assert plain in seen.view.legal and said in seen.view.legal
    monkeypatch.setattr(SearchBot, "think", lambda bot, seen: (plain, {plain: (60.0, 0.5), said: (40.0, 0.5)}))
    assert SearchBot(1, iterations=10).choose(seen) == said


def test_a_hand_of_cards_that_must_be_followed_is_guessed_stuck() -> None:
    """PLAYTEST123 F1: a lone Ace (in standard it must be followed: played last, its player draws) counted as a last
    card about to go out in the guess of an unfinished hand."""
    from maumau_tui.bots.value import stuck
    from maumau_tui.cards import parse_card

    T = tables("standard", 2)
    assert stuck(T, [parse_card("AS")]) and stuck(T, [parse_card("AS"), parse_card("AH")])
    assert not stuck(T, [parse_card("9S")]) and not stuck(T, [parse_card("AS"), parse_card("9S")])


class Corridor:
    """A stand-in for a game after the tree: each position offers ``counts[i]`` moves (and a wait), nobody can call
    anybody out, and it never ends; what the quick player plays is recorded."""

    def __init__(self, counts: list[int]) -> None:
        self.counts, self.played = counts, 0
        self.finished = False

    def seats_to_act(self) -> list[int]:
        return [0]

    def legal_moves(self, seat: int) -> list[Move]:
        count = self.counts[self.played] if self.played < len(self.counts) else 2
        return [Move("wait"), *(Move("draw", seat=index) for index in range(count))]

    def apply(self, move: Move, seat: int) -> None:
        self.played += 1


class Quick(SearchBot):
    def catch_in_play(self, game: Game) -> tuple[int, Move] | None:
        return None

    def play_on(self, game: Game, seat: int, rng: random.Random, legal: list[Move] | None = None) -> Move:
        assert legal is not None
        return legal[-1]


@pytest.mark.parametrize(("counts", "played"), [
    ([2, 2, 2, 2, 2], 4),                      # four decisions
    ([1, 2, 1, 1, 2, 2, 2], 7),                # ... and the three forced moves among them, uncounted
    ([1] * 20, 4 + FORCED_MOVES)])             # at most FORCED_MOVES of those
def test_the_quick_player_counts_decisions_not_forced_moves(counts: list[int], played: int) -> None:
    """(EXPERIMENT139: a line through a forced draw was judged a decision earlier than the others.)"""
    game = Corridor(counts)
    Quick(seed=1, iterations=1, rollout_moves=4).play_out(game, random.Random(1))   # type: ignore[arg-type]
    assert game.played == played
