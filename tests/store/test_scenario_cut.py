"""Scenario files cut from game records: every cut runs as a passing scenario, or is refused with a reason."""

from __future__ import annotations

import random

import pytest
import yaml  # type: ignore[import-untyped]

from maumau_tui.scenarios import run_spec
from maumau_tui.store import cut_scenario
from maumau_tui.store.german import store_in_german

from store_helpers import SHIPPED, new_match, play
from test_store_german import english_left


@pytest.mark.parametrize("ruleset_id", SHIPPED)
def test_cuts_at_random_moments_of_every_ruleset_pass_as_scenarios(ruleset_id: str) -> None:
    cut = refused = 0
    for seed in range(3):
        rng = random.Random(seed)
        match = play(new_match(ruleset_id, seed), rng, hands=2)
        record = match.record()
        for _ in range(4):
            hand = rng.randint(1, len(match.results) or 1)
            moves = sum(1 for line in record["moves"] if line.split(" ", 1)[0] == str(hand))
            move = rng.choice([0, moves, rng.randint(0, moves)])
            try:
                text = cut_scenario(record, hand, move)
            except ValueError as error:
                assert "scenario" in str(error)
                refused += 1
                continue
            spec = yaml.safe_load(text)
            assert run_spec(spec) is None, f"{ruleset_id} seed {seed} hand {hand} move {move}:\n{text}"
            assert spec["steps"][-1]["expect"]["hands"], "the position is checked, not only played"
            cut += 1
    assert cut >= 6, f"only {cut} of {cut + refused} cuts could be laid out"


def test_a_cut_as_dealt_lays_out_the_whole_hand_and_checks_the_position() -> None:
    match = play(new_match("kronenstube", 1, players=3), random.Random(1), hands=1)
    record = match.record()
    text = cut_scenario(record, 1, 12)
    spec = yaml.safe_load(text)
    assert spec["start_effect"] is True and len(spec["steps"]) == 13 and spec["seats"] == match.names
    assert text.startswith("# A scenario cut from a game record: `maumau scenario FILE` checks it.\n")   # (PLAYTEST218
    assert "\n  - Anna: " in text and "tests/" not in text                 # N8: it named a file of the source tree)
    assert run_spec(spec) is None
    spec["steps"][-1]["expect"]["top"] = "7H" if spec["steps"][-1]["expect"]["top"] != "7H" else "8H"
    assert "top: expected" in (run_spec(spec) or ""), "a wrong position fails the scenario"


@pytest.mark.parametrize(("hand", "move", "reason"), [(9, 0, "the record's last finished hand is 1, not 9"),
                                                     (1, 999, "has .* moves, not 999")])
def test_a_cut_outside_the_record_is_refused(hand: int, move: int, reason: str) -> None:
    match = play(new_match("standard", 1, players=2), random.Random(1), hands=1)
    with pytest.raises(ValueError, match=reason):
        cut_scenario(match.record(), hand, move)


def test_a_hand_that_cannot_be_laid_out_says_why_and_where_it_still_can() -> None:
    """PLAYTEST249 F3: past an Idioten-Mau hand's reshuffle the refusal said no moment "up to move 43" could be laid out,
    "at every one", though every moment before the reshuffle could (a seat gone out barred those after it)."""
    match = play(new_match("idioten-mau", 3, players=3), random.Random(3), hands=3)
    with pytest.raises(ValueError) as refused:
        cut_scenario(match.record(), 2, 122)
    assert str(refused.value) == ("no moment of hand 2 up to move 122 can be laid out as a scenario (the stock was "
                                  "reshuffled at move 57, which a scenario cannot play again: cut at move 56 or before; "
                                  "Anna went out at move 11, and a scenario cannot lay out a hand somebody has left)")
    german = store_in_german(str(refused.value))
    assert german.startswith("kein Moment von Spiel 2 bis Zug 122") and not english_left(german), german
    assert run_spec(yaml.safe_load(cut_scenario(match.record(), 2, 56))) is None       # where it says, it cuts
    with pytest.raises(ValueError, match="reshuffled at move 57"):
        cut_scenario(match.record(), 2, 57)


def test_a_hand_still_being_played_is_not_cut_a_finished_one_is() -> None:
    match = play(new_match("standard", 2, players=2), random.Random(2), hands=1)
    game = match.deal()
    rng = random.Random(2)
    for _ in range(4):
        seat = rng.choice(game.seats_to_act())
        match.apply(rng.choice(game.legal_moves(seat)), seat)
    assert not game.finished
    for move in (0, 2, 4):
        with pytest.raises(ValueError, match="hand 2 is still being played: a cut would show every hand"):
            cut_scenario(match.record(), 2, move)
    assert run_spec(yaml.safe_load(cut_scenario(match.record(), 1, 3))) is None


def test_a_hand_just_dealt_with_no_move_yet_is_still_being_played() -> None:
    match = new_match("standard", 2, players=2)
    match.deal()
    with pytest.raises(ValueError, match="hand 1 has no move yet: it is still being played, or not dealt yet"):
        cut_scenario(match.record(), 1, 0)
    with pytest.raises(ValueError, match="the record has no move in hand 2"):
        cut_scenario(match.record(), 2, 0)


def voted(at: int, seed: int = 5, option: str = "seven_stacking", value: bool | int = True) -> dict[str, object]:
    """A hand of standard in which the 7s came to stack by a vote after ``at`` of its moves (0: before the first)."""
    from maumau_tui.match import Match

    rng = random.Random(seed)
    match = Match.create("standard", ["Anna", "Ben", "Cleo"], seed=seed)
    game = match.deal()
    made = 0
    while not game.finished:
        if made == at:
            match.change_option(option, value, by=0)
            assert match.changes[-1].at_once
        seat = rng.choice(game.seats_to_act())
        match.apply(rng.choice([move for move in game.legal_moves(seat) if move.kind != "cheat"]), seat)
        made += 1
    assert made > at + 3
    return match.record()


def test_a_vote_before_the_first_move_plays_the_whole_hand_under_the_new_rule() -> None:
    """Playtest 86: every cut of a hand with a vote was refused, though the vote came before its first card."""
    record = voted(0)
    moves = sum(1 for line in record["moves"] if line.startswith("1 "))  # type: ignore[union-attr]
    for move in (0, 3, moves):
        spec = yaml.safe_load(cut_scenario(record, 1, move))
        assert spec["options"] == {"seven_stacking": True} and run_spec(spec) is None


def test_a_vote_in_the_middle_of_a_hand_lets_the_moves_before_it_be_cut() -> None:
    record = voted(4)
    spec = yaml.safe_load(cut_scenario(record, 1, 4))
    assert not spec.get("options") and run_spec(spec) is None
    with pytest.raises(ValueError, match="a house rule changed in hand 1 after move 4, and a scenario holds one set "
                                         "of rules: cut at move 4 or before"):
        cut_scenario(record, 1, 5)


def test_a_vote_on_a_setting_of_the_match_alone_leaves_the_hand_whole_to_cut() -> None:
    """Review 110: a vote on the points the match is played to, mid-hand, refused every cut after it."""
    record = voted(4, option="play_to", value=500)
    spec = yaml.safe_load(cut_scenario(record, 1, 8))
    assert run_spec(spec) is None
