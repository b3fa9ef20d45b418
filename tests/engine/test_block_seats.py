"""A skip that may be blocked (``skip.block_with``) asks as many seats as it skips: Erftschmiede's 6 skips two, but
a house rule's skip of one asked the seat after the skipped one too, and a skip of three left the third out
(REVIEW107: the engine asked a fixed two)."""

from __future__ import annotations

from pathlib import Path

import pytest

from maumau_tui.cards import parse_card
from maumau_tui.engine import events as ev
from maumau_tui.engine.game import Game
from maumau_tui.engine.state import Phase
from maumau_tui.notation import parse_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load

NAMES = ["A", "B", "C", "D", "E"]


def table(tmp_path: Path, count: int, more: str = "") -> Game:
    path = tmp_path / "blocks.yaml"
    path.write_text(f'id: blocks\nname: Blocks\ndescription: x\nextends: standard\n{more}'
                    f'effects:\n  "8": {{skip: {{count: {count}, block_with: "9"}}}}\n', encoding="utf-8")
    hands = [["8H", "8D", "KC"], ["9S", "QS", "QC"], ["9H", "QD", "10S"], ["9D", "10C", "10D"], ["7C", "7D", "7S"]]
    return Game.stacked(compile_ruleset(load(path), len(NAMES)), NAMES, [[parse_card(c) for c in h] for h in hands],
                        [parse_card("KH")], [parse_card(c) for c in ["AS", "AD", "AC", "AH"]], dealer=4)


@pytest.mark.parametrize(("count", "asked"), [(1, [1]), (2, [1, 2]), (3, [1, 2, 3])])
def test_a_blockable_skip_asks_the_seats_it_skips(tmp_path: Path, count: int, asked: list[int]) -> None:
    game = table(tmp_path, count)
    game.apply(parse_move("play 8H", NAMES), 0)
    assert game.phase == Phase.ANSWERING and list(game.answers.seats) == asked


@pytest.mark.parametrize(("count", "next_turn"), [(1, 2), (2, 3), (3, 4)])
def test_nobody_blocking_skips_as_many_as_the_card_says(tmp_path: Path, count: int, next_turn: int) -> None:
    game = table(tmp_path, count)
    game.apply(parse_move("play 8H", NAMES), 0)
    game.apply(parse_move("wait", NAMES), game.actor)
    assert game.phase == Phase.TURN and game.actor == next_turn


def test_a_blocker_plays_on_and_the_seats_before_it_still_miss_their_turn(tmp_path: Path) -> None:
    game = table(tmp_path, 3)
    game.apply(parse_move("play 8H", NAMES), 0)
    game.apply(parse_move("play 9H", NAMES), 2)       # C blocks with the 9 of the skip's suit
    assert game.phase == Phase.TURN and game.actor == 2
    assert [event[1] for event in game.log if event[0] == ev.SKIPPED] == [1]     # B still misses the turn


def test_two_blockable_skips_played_at_once_each_skip_their_seat(tmp_path: Path) -> None:
    """Review 108: with several cards at once, each doing its part, two 8s that skip one each skipped one seat when
    they could be blocked (two without a block): the count is the cards', fixed as the window opens."""
    game = table(tmp_path, 1, "multi_play: true\nmulti_play_effects: each\n")
    game.apply(parse_move("play 8H 8D", NAMES), 0)
    assert list(game.answers.seats) == [1, 2]
    game.apply(parse_move("accept", NAMES), 1)          # B lets it go: C may still block
    assert list(game.answers.seats) == [2]
    game.apply(parse_move("wait", NAMES), 2)
    assert game.phase == Phase.TURN and game.actor == 3


def test_time_up_says_what_nobody_answered(tmp_path: Path) -> None:
    """(PLAYTEST95 F7.) "Time is up: no more answers." did not say what the time was for: a block (a swap: Erftschmiede's
    Ace); a log written before says it as before."""
    game = table(tmp_path, 1)
    game.apply(parse_move("play 8H", NAMES), 0)
    game.apply(parse_move("wait", NAMES), 1)
    assert [event for event in game.log if event[0] == ev.TIME_UP] == [(ev.TIME_UP, "block")]
    said = [line for event in game.log for line in ev.describe(event, NAMES, "en")]
    assert "Time is up: nobody blocked." in said
    assert ev.describe((ev.TIME_UP, "swap"), NAMES, "de") == ["Die Zeit ist um: es wird getauscht."]
    assert ev.describe((ev.TIME_UP,), NAMES, "en") == ["Time is up: no more answers."]
