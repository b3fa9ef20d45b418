"""The UI-free table: bots, the keyboard between people, and hands revealed only at the end."""

from __future__ import annotations

import pytest

from maumau_tui.table import Table
from maumau_tui.engine.game import IllegalMoveError
from maumau_tui.notation import Move


def finish_hand(table: Table) -> None:
    """Play until the hand ends, people choosing their first legal move."""
    for _ in range(2000):
        if table.hand_over:
            return
        if table.bot_to_move:
            table.play_bot()
        else:
            seat = table.actor
            assert seat is not None
            if table.handoff_due() is not None:
                table.take_keyboard(seat)
            table.apply(seat, table.view_of(seat).legal[0])
    raise AssertionError("the hand did not end")


def test_one_person_keeps_the_keyboard_and_never_needs_a_handoff() -> None:
    table = Table.from_names("standard", [("Anna", False), ("Bot-1", True), ("Bot-2", True)], seed=3)
    table.deal()
    assert table.holder == 0
    for _ in range(2000):
        if table.hand_over:
            break
        assert table.handoff_due() is None
        if table.bot_to_move:
            table.play_bot()
        else:
            table.apply(0, table.view_of(0).legal[0])
    assert table.hand_over


def test_two_people_hand_the_keyboard_over_before_each_other_turn() -> None:
    table = Table.from_names("standard", [("Anna", False), ("Ben", False), ("Bot", True)], seed=5)
    table.deal()
    assert table.holder is None          # nobody sees a hand before the first hand-off
    handoffs = 0
    for _ in range(2000):
        if table.hand_over:
            break
        if table.bot_to_move:
            table.play_bot()
            continue
        seat = table.handoff_due()
        if seat is not None:
            assert seat != table.holder
            table.take_keyboard(seat)
            handoffs += 1
        assert table.handoff_due() is None
        actor = table.actor
        assert actor == table.holder
        table.apply(actor, table.view_of(actor).legal[0])
    assert table.hand_over and handoffs >= 2


def test_hands_are_revealed_only_when_the_hand_is_over() -> None:
    table = Table.from_names("standard", [("Anna", False), ("Bot", True)], seed=2)
    table.deal()
    with pytest.raises(RuntimeError):
        table.revealed_hands()
    finish_hand(table)
    hands = table.revealed_hands()
    assert len(hands) == 2 and any(not hand for hand in hands)
    assert table.last_scores == table.match.results[-1].scores


def test_an_illegal_move_is_refused_with_a_reason_and_changes_nothing() -> None:
    table = Table.from_names("standard", [("Anna", False), ("Bot", True)], seed=2)
    game = table.deal()
    before = (list(game.hands[0]), game.top, game.actor)
    with pytest.raises(IllegalMoveError, match=r"\w"):
        table.apply(0, Move("pass"))
    assert (list(game.hands[0]), game.top, game.actor) == before


def test_bots_are_seeded_by_the_table_seed_so_a_seed_replays() -> None:
    def record(seed: int) -> list[tuple[int, int, str]]:
        table = Table.from_names("kronenstube", [("Bot-1", True), ("Bot-2", True), ("Bot-3", True)], seed=seed)
        table.deal()
        finish_hand(table)
        return table.match.moves

    assert record(11) == record(11)
    assert record(11) != record(12)


def test_bots_cannot_take_the_keyboard() -> None:
    table = Table.from_names("standard", [("Anna", False), ("Bot", True)], seed=2)
    table.deal()
    with pytest.raises(ValueError):
        table.take_keyboard(1)


def test_the_next_hand_rotates_the_dealer_and_counts_hands() -> None:
    table = Table.from_names("standard", [("Anna", False), ("Bot", True)], seed=4)
    first = table.deal()
    assert table.hand_number == 1
    finish_hand(table)
    assert table.hand_number == 1
    second = table.deal()
    assert table.hand_number == 2 and second.dealer == (first.dealer + 1) % 2
