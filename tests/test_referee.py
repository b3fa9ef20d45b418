"""The referee without any UI: moves for a seat, bot pace and timed windows on a clock the test drives,
bot decisions tied to the state they were asked for, and what every subscriber hears."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game, IllegalMoveError
from maumau_tui.notation import Move, parse_move
from maumau_tui.referee import BotRequest, Change, ChangeKind, ManualClock, Referee, Refused
from maumau_tui.table import Table


def staged(ruleset: str, seats: list[tuple[str, bool]], hands: list[str], pile: str, stock: str = "",
           dealer: int = 1) -> Table:
    table = Table.from_names(ruleset, seats, seed=1)
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards(hand) for hand in hands], cards(pile),
                                cards(stock), dealer))
    return table


class Later:
    """A thinker that keeps each request until the test hands the bot's move back (as a worker thread would)."""

    def __init__(self) -> None:
        self.asked: list[tuple[BotRequest, Callable[[BotRequest], Move], Callable[[BotRequest, Move], bool]]] = []

    def __call__(self, request: BotRequest, decide: Callable[[BotRequest], Move],
                 deliver: Callable[[BotRequest, Move], bool]) -> None:
        self.asked.append((request, decide, deliver))

    def answer(self, index: int = -1) -> bool:
        request, decide, deliver = self.asked[index]
        return deliver(request, decide(request))


def test_a_move_for_another_seat_or_a_bot_is_refused_and_changes_nothing() -> None:
    table = staged("standard", [("Anna", False), ("Ben", False), ("Bot", True)], ["9D 7C", "9S 8C", "KD QS"],
                   pile="9H", dealer=2)
    referee = Referee(table, ManualClock(), bot_delay=0.5)
    heard: list[Change] = []
    referee.subscribe(heard.append)
    before = (list(table.game.hands[0]), table.game.top, referee.version)
    with pytest.raises(Refused, match="Ben cannot move for Anna"):
        referee.submit(0, parse_move("play 9D"), sender=1)
    with pytest.raises(Refused, match="Bot is a bot"):
        referee.submit(2, Move("draw"))
    with pytest.raises(IllegalMoveError):
        referee.submit(0, parse_move("play 7C"), sender=0)      # 7♣ does not fit on 9♥
    assert (list(table.game.hands[0]), table.game.top, referee.version) == before and heard == []
    referee.submit(0, parse_move("play 9D"), sender=0)
    assert heard == [Change(ChangeKind.MOVE, 1, 0, parse_move("play 9D"))]


def test_a_bot_moves_when_its_delay_has_passed_on_the_clock_and_not_before() -> None:
    table = staged("standard", [("Anna", False), ("Bot", True)], ["9D 7C 8C", "KD QS 10S"], pile="9H",
                   stock="AS AH AC")
    clock = ManualClock(100.0)
    referee = Referee(table, clock, bot_delay=0.6)
    assert referee.due() is None                         # Anna's turn: nothing happens by itself
    referee.submit(0, parse_move("play 9D"))
    assert referee.due() == pytest.approx(100.6)
    clock.advance(0.59)
    assert not referee.poll() and table.actor == 1
    clock.advance(0.01)
    assert referee.poll() and table.actor == 0           # one move (the bot has no 9 and no Heart: it draws ...
    assert len(table.match.moves) in (2, 3)              # ... and then plays or passes, each after the delay)


def test_a_bots_thinking_time_counts_toward_its_delay() -> None:
    table = staged("standard", [("Anna", False), ("Bot", True)], ["9D 7C 8C", "KD QS 10S"], pile="9H",
                   stock="AS AH AC")
    clock, later = ManualClock(), Later()
    referee = Referee(table, clock, bot_delay=0.6, thinker=later)
    referee.submit(0, parse_move("play 9D"))
    assert len(later.asked) == 1 and later.asked[0][0].seat == 1
    assert referee.due() is None                         # still thinking: nothing to do yet
    clock.advance(0.4)
    assert later.answer()
    assert referee.due() == pytest.approx(0.6)           # thought for 0.4 s: 0.2 s more
    clock.advance(0.5)                                   # a slow thinker: the move comes at once
    later.asked.clear()
    assert referee.poll() and len(table.match.moves) == 2


def test_a_bot_answer_for_a_state_that_has_moved_on_is_thrown_away() -> None:
    table = staged("standard", [("Anna", False), ("Bot", True)], ["9D 7C 8C", "KD QS 10S"], pile="9H",
                   stock="AS AH AC")
    clock, later = ManualClock(), Later()
    referee = Referee(table, clock, bot_delay=0.0, thinker=later)
    referee.submit(0, parse_move("play 9D"))
    stale = later.asked[0]
    referee.changed_outside()                            # e.g. a house rule changed meanwhile
    assert stale[2](stale[0], stale[1](stale[0])) is False
    assert referee.due() is None and len(table.match.moves) == 1
    assert later.answer() and referee.poll() and len(table.match.moves) == 2


def block_window() -> tuple[Table, Referee, ManualClock]:
    """Erftschmiede: Anna's 6 opens a block window for Ben (4 s in the ruleset, 3 s here)."""
    table = staged("erftschmiede", [("Anna", False), ("Ben", False)], ["6H 9D 8S", "5H KD 10C"], pile="9H",
                   stock="2C 3C 3S 3H 3D 4C")
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.0, window_seconds=3)
    referee.submit(0, parse_move("play 6H"))
    assert table.game.timed and table.game.seats_to_act() == [1]
    return table, referee, clock


def test_a_timed_window_closes_with_wait_when_its_time_runs_out() -> None:
    table, referee, clock = block_window()
    heard: list[Change] = []
    referee.subscribe(heard.append)
    assert referee.window_left() == 3 and referee.due() == 3
    clock.advance(2.9)
    assert not referee.poll() and referee.window_left() == pytest.approx(0.1)
    clock.advance(0.1)
    assert referee.poll() and not table.game.timed and referee.window_left() is None
    assert heard[0].kind == ChangeKind.MOVE and heard[0].move == Move("wait") and heard[0].seat == 1


def test_a_pause_freezes_the_countdown_and_resume_goes_on_with_the_time_left() -> None:
    table, referee, clock = block_window()
    heard: list[ChangeKind] = []
    referee.subscribe(lambda change: heard.append(change.kind))
    clock.advance(1)
    referee.pause("claim")
    referee.pause("dialog")
    clock.advance(60)
    assert referee.due() is None and not referee.poll() and referee.window_left() == 2
    referee.resume("claim")
    assert referee.paused and referee.window_left() == 2
    referee.resume("dialog")
    assert not referee.paused and referee.due() == 63
    clock.advance(2)
    assert referee.poll() and not table.game.timed
    assert heard == [ChangeKind.PAUSE, ChangeKind.RESUME, ChangeKind.MOVE]


def test_an_answer_in_time_ends_the_window_and_its_clock() -> None:
    table, referee, clock = block_window()
    clock.advance(1)
    referee.submit(1, parse_move("play 5H"))
    assert referee.window_left() is None and referee.due() is None and table.game.top == parse_card("5H")


def test_subscribers_hear_the_hand_end_and_the_next_deal_and_can_stop_listening() -> None:
    table = staged("standard", [("Anna", False), ("Bot", True)], ["9D", "KC QC"], pile="9H")
    referee = Referee(table, ManualClock(), bot_delay=0.0)
    heard: list[ChangeKind] = []
    stop = referee.subscribe(lambda change: heard.append(change.kind))
    with pytest.raises(ValueError, match="still being played"):
        referee.deal()
    referee.submit(0, parse_move("play 9D"))
    assert heard == [ChangeKind.MOVE, ChangeKind.HAND_OVER]
    referee.deal()
    assert heard[-1] == ChangeKind.DEAL and table.hand_number == 2
    stop()
    while referee.poll():
        pass
    assert heard[-1] == ChangeKind.DEAL


def test_a_vote_is_told_to_everybody_with_its_result() -> None:
    table = staged("standard", [("Anna", False), ("Bot", True)], ["9D 7C", "KC QC"], pile="9H")
    referee = Referee(table, ManualClock(), bot_delay=0.0)
    heard: list[Change] = []
    referee.subscribe(heard.append)
    vote = referee.start_vote("quick", True, by=0)
    result = referee.finish_vote(vote)
    assert result.accepted and heard[-1].kind == ChangeKind.VOTE and heard[-1].result == result


def test_a_whole_seeded_match_of_bots_is_the_same_whatever_the_delay() -> None:
    def moves(delay: float) -> list[tuple[int, int, str]]:
        table = Table.from_names("kronenstube", [("B1", True), ("B2", True), ("B3", True)], seed=5)
        table.deal()
        clock = ManualClock()
        referee = Referee(table, clock, bot_delay=delay)
        for _ in range(5000):
            if table.hand_over:
                break
            due = referee.due()
            assert due is not None
            clock.advance(max(0.0, due - clock.now()))
            assert referee.poll()
        return table.match.moves

    assert moves(0.0) == moves(0.7)
