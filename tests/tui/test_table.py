"""The hot-seat keyboard on a UI-free table: one person keeps it, several take it in turn, bots need none."""

from __future__ import annotations

import pytest

from maumau_tui.engine.game import IllegalMoveError
from maumau_tui.notation import Move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.hotseat import HandEnd, HandOff, HotSeat


def referee_for(table: Table) -> Referee:
    """A referee whose bots move at once (no delay) on a clock that stands still."""
    return Referee(table, ManualClock(), bot_delay=0.0)


def finish_hand(referee: Referee) -> None:
    """Play until the hand ends, people choosing their first legal move."""
    table = referee.table
    for _ in range(2000):
        if table.hand_over:
            return
        if not referee.poll():
            seat = table.actor
            assert seat is not None
            referee.submit(seat, table.view_of(seat).legal[0])
    raise AssertionError("the hand did not end")


def test_one_person_keeps_the_keyboard_and_never_needs_a_handoff() -> None:
    table = Table.from_names("standard", [("Anna", False), ("Bot-1", True), ("Bot-2", True)], seed=3)
    table.deal()
    referee = referee_for(table)
    keyboard = HotSeat(referee)
    assert keyboard.holder == 0
    for _ in range(2000):
        if table.hand_over:
            break
        assert not isinstance(keyboard.next_step(), HandOff)
        if not referee.poll():
            referee.submit(0, keyboard.view().legal[0])
    assert table.hand_over and isinstance(keyboard.next_step(), HandEnd)


def test_two_people_hand_the_keyboard_over_before_each_other_turn() -> None:
    table = Table.from_names("standard", [("Anna", False), ("Ben", False), ("Bot", True)], seed=5)
    table.deal()
    referee = referee_for(table)
    keyboard = HotSeat(referee, "en")
    assert keyboard.holder is None and keyboard.view().hand == ()   # no hand before the first hand-off
    handoffs = 0
    for _ in range(2000):
        if table.hand_over:
            break
        if referee.poll():
            continue
        step = keyboard.next_step()
        if isinstance(step, HandOff):
            # to the holder only after the others watched a bot play, the holder's cards covered
            assert (step.seat != keyboard.holder or keyboard.covered) and step.seat == table.actor
            keyboard.hide()
            assert keyboard.view().hand == ()
            keyboard.take_keyboard(step.seat)
            handoffs += 1
        assert keyboard.next_step() is None
        actor = table.actor
        assert actor == keyboard.holder
        keyboard.submit(keyboard.view().legal[0])
    assert table.hand_over and handoffs >= 2


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
        finish_hand(referee_for(table))
        return table.match.moves

    assert record(11) == record(11)
    assert record(11) != record(12)


def test_bots_cannot_take_the_keyboard() -> None:
    table = Table.from_names("standard", [("Anna", False), ("Bot", True)], seed=2)
    table.deal()
    with pytest.raises(ValueError):
        HotSeat(referee_for(table)).take_keyboard(1)


def test_the_next_hand_rotates_the_dealer_and_counts_hands() -> None:
    table = Table.from_names("standard", [("Anna", False), ("Bot", True)], seed=4)
    first = table.deal()
    referee = referee_for(table)
    assert table.hand_number == 1
    finish_hand(referee)
    assert table.hand_number == 1
    second = referee.deal()
    assert table.hand_number == 2 and second.dealer == (first.dealer + 1) % 2


def test_after_a_resume_mid_turn_the_next_hand_off_still_tells_the_whole_turn() -> None:
    """The match closed while Anna wished after her Jack; resumed (a new keyboard), Ben's hand-off must tell the
    Jack as well as the wish, as it does without the close."""
    from maumau_tui.cards import parse_card
    from maumau_tui.engine.game import Game
    from maumau_tui.notation import parse_move

    def staged() -> Table:
        table = Table.from_names("standard", [("Anna", False), ("Ben", False)], seed=1)
        cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
        table.use_hand(Game.stacked(table.match.tables, table.names, [cards("JS 7C 8D"), cards("KD QS 10C")],
                                    cards("9H"), cards("AS AH 7S"), 1))
        return table

    recaps = []
    for closed in (False, True):
        table = staged()
        referee = referee_for(table)
        keyboard = HotSeat(referee, "en")
        keyboard.take_keyboard(0)
        keyboard.submit(parse_move("play JS"))
        if closed:                                   # the terminal closed here; the match resumes
            keyboard = HotSeat(referee, "en")
            step = keyboard.next_step()
            assert isinstance(step, HandOff) and step.seat == 0
            keyboard.take_keyboard(0)
        keyboard.submit(parse_move("wish H"))
        keyboard.hide()
        step = keyboard.next_step()
        assert isinstance(step, HandOff) and step.seat == 1
        recaps.append(step.recent)
    assert recaps[0] == recaps[1] and "Anna plays the Jack of Spades." in recaps[1] and len(recaps[1]) == 2, recaps


def test_a_hand_off_tells_what_happened_since_that_person_last_held_the_keyboard() -> None:
    """PLAYTEST102 F2: the hand-off told only what happened since the keyboard last changed hands, so Anna, back after
    Ben and Cleo, read Cleo's play but never Ben's, which she had not seen either (and Ben, after a hand-off of Anna's
    to herself, did not read that she had caught him)."""
    from maumau_tui.cards import parse_card
    from maumau_tui.engine.game import Game
    from maumau_tui.notation import parse_move

    table = Table.from_names("standard", [("Anna", False), ("Ben", False), ("Cleo", False)], seed=1)
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("9S 7C 8D"), cards("9D QS 10C"),
                                                                  cards("10D KH 10H")], cards("9H"), cards("AS AH 7S"), 2))
    keyboard = HotSeat(referee_for(table), "en")
    for seat, move in ((0, "play 9S"), (1, "play 9D"), (2, "play 10D")):
        step = keyboard.next_step()
        assert isinstance(step, HandOff) and step.seat == seat
        if seat == 2:                       # (PLAYTEST104: on her first hand-off Cleo read Ben's play, not Anna's)
            assert step.recent == ("Anna plays the 9 of Spades.", "Ben plays the 9 of Diamonds."), step.recent
        keyboard.take_keyboard(seat)
        keyboard.submit(parse_move(move))
        keyboard.hide()
    step = keyboard.next_step()
    assert isinstance(step, HandOff) and step.seat == 0
    assert step.recent == ("Ben plays the 9 of Diamonds.", "Cleo plays the 10 of Diamonds."), step.recent
