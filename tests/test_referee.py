"""The referee without any UI: moves for a seat, bot pace and timed windows on a clock the test drives,
bot decisions tied to the state they were asked for, and what every subscriber hears."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game, IllegalMoveError
from maumau_tui.engine.views import View
from maumau_tui.match import Match
from maumau_tui.notation import Move, parse_move
from maumau_tui.bot_requests import BotRequest
from maumau_tui.clock import ManualClock
from maumau_tui.referee import CATCH_CHANCE, Change, ChangeKind, Referee, Refused
from maumau_tui.table import Seat, SeatSpec, Table
from maumau_tui.tui.hotseat import HotSeat


def staged(ruleset: str, seats: list[SeatSpec], hands: list[str], pile: str, stock: str = "",
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


def test_after_a_pause_a_bot_waits_its_whole_delay_again() -> None:
    """Nobody saw the bot think while a dialog covered the table: its move does not come the instant it closes."""
    table = staged("standard", [("Anna", False), ("Bot", True)], ["9D 7C 8C", "KD QS 10S"], pile="9H",
                   stock="AS AH AC")
    clock = ManualClock(100.0)
    referee = Referee(table, clock, bot_delay=1.0)
    referee.submit(0, parse_move("play 9D"))
    clock.advance(0.5)
    referee.pause("dialog")
    clock.advance(5)                                     # the bot's delay ran out long ago, behind the dialog
    assert referee.due() is None and not referee.poll() and table.actor == 1
    referee.resume("dialog")
    assert referee.due() == pytest.approx(106.5)
    clock.advance(0.9)
    assert not referee.poll() and table.actor == 1
    clock.advance(0.1)
    assert referee.poll() and len(table.match.moves) >= 2


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


class CountingBot:
    """Made by hand: draws or plays its first legal move, counting how often it was made to think."""

    def __init__(self) -> None:
        self.thought = 0

    def choose(self, view: View) -> Move:
        self.thought += 1
        return view.legal[0]


def test_a_decision_already_out_of_date_when_its_turn_in_the_worker_comes_is_not_thought_about() -> None:
    bot = CountingBot()
    table = Table("standard", [Seat("Anna"), Seat("Bot", bot)], seed=1)
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("9D 7C 8C"), cards("KD QS 10S")],
                                cards("9H"), cards("AS AH AC"), dealer=1))
    later = Later()
    referee = Referee(table, ManualClock(), bot_delay=0.0, thinker=later)
    referee.submit(0, parse_move("play 9D"))
    referee.changed_outside()                            # asked again before the worker took up the first
    assert len(later.asked) == 2
    assert later.answer(0) is False and bot.thought == 0  # the stale one: dropped without a thought
    assert later.answer(1) is True and bot.thought == 1


class Untouchable:
    """Stands in for the table while a worker thinks: any look at it fails the test."""

    def __getattr__(self, name: str) -> object:
        raise AssertionError(f"the bot's thinking read the table ({name})")


def test_a_bots_decision_reads_only_its_request_even_when_the_seat_changes_while_it_thinks(
        monkeypatch: pytest.MonkeyPatch) -> None:
    table = staged("standard", [("Anna", False), ("Bot", "medium")], ["9D 7C 8C", "KD QS 10S"], pile="9H",
                   stock="AS AH AC")
    later = Later()
    referee = Referee(table, ManualClock(), bot_delay=0.0, thinker=later)
    referee.submit(0, parse_move("play 9D"))
    [(request, decide, deliver)] = later.asked
    assert request.seen is not None
    expected = table.bot_for(1, request.moves).choose(request.seen)   # the seat's bot, made afresh: same seed
    table.seats[1] = Seat("Ben")              # in the app's thread a person takes the seat back ...
    assert decide(request) == expected        # ... the bot already asked decides as it would have
    monkeypatch.setattr(referee, "table", Untouchable())
    assert decide(request) == expected        # and it never reads the table at all
    monkeypatch.undo()
    referee.changed_outside()                 # the app tells the referee of the new seat: the answer is dropped
    assert deliver(request, expected) is False and len(later.asked) == 1 and referee.due() is None
    assert table.actor == 1 and len(table.match.moves) == 1     # Ben's turn now: nothing moved for him


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


# ---- calling out a cheat is a judgment (every play may be called out; a bot calls what it notices) --------

class CheatingBot:
    """Made by hand, reading only its view: cheats whenever it may, else plays or draws; never calls anybody out."""

    def choose(self, view: View) -> Move:
        legal = [move for move in view.legal if move.kind != "catch"] or list(view.legal)
        return next((m for m in legal if m.kind == "cheat"), next((m for m in legal if m.kind == "play"), legal[0]))


def play_out(table: Table, referee: Referee, clock: ManualClock, cap: int = 3000) -> None:
    """Let the bots play the hand to its end on the test's clock."""
    for _ in range(cap):
        if table.hand_over:
            return
        due = referee.due()
        assert due is not None, "a table of bots stands still"
        clock.advance(max(0.0, due - clock.now()))
        assert referee.poll()
    raise AssertionError("the hand did not end")


def test_bots_call_out_every_visible_cheat_and_never_an_honest_play() -> None:
    cheats = caught = honest_plays = 0
    for seed in range(12):
        seats = [Seat("Schummel", CheatingBot()), Seat("Mia", level="medium", seed=seed),
                 Seat("Hugo", level="hard", seed=seed + 1), Seat("Max", level="medium", seed=seed + 2)]
        table = Table("erftschmiede", seats, seed=seed, bot_options={"iterations": 4})
        table.deal()
        clock = ManualClock()
        referee = Referee(table, clock, bot_delay=0.2)
        heard: list[Change] = []
        referee.subscribe(heard.append)
        play_out(table, referee, clock)
        moves = [change for change in heard if change.kind == ChangeKind.MOVE]
        for before, after in zip(moves, moves[1:]):
            assert before.move is not None and after.move is not None
            if before.move.kind == "cheat":
                cheats += 1
                caught += after.move.kind == "catch" and after.move.seat == before.seat
            elif before.move.kind == "play":
                honest_plays += 1
        wrong = [event for event in table.game.log if event[0] == "wrong_catch"]
        assert wrong == [], f"seed {seed}: an honest play was called out: {wrong}"
    assert cheats >= 10 and honest_plays >= 100
    assert caught == cheats          # a card that visibly did not fit is always called out


def test_easy_bots_seldom_accuse_an_honest_play() -> None:
    accused = plays = 0
    for seed in range(15):
        table = Table.from_names("erftschmiede", [("B1", True), ("B2", True), ("B3", True), ("B4", True)], seed=seed)
        table.deal()
        clock = ManualClock()
        referee = Referee(table, clock, bot_delay=0.0)
        play_out(table, referee, clock)
        log = table.game.log
        plays += sum(1 for event in log if event[0] == "play")
        accused += sum(1 for event in log if event[0] == "wrong_catch")
    assert plays > 300
    assert accused / plays < 0.1, (accused, plays)   # each of three others suspects an honest play ~2% of the time


# ---- bots by level; a match resumed from its record plays on as it would have ------------------------------

LEVEL_SEATS: list[tuple[str, str | bool | None]] = [("Easy", "easy"), ("Mid", "medium"), ("Hard", "hard"), ("Old", True)]
SEARCH = {"iterations": 6}


def play_moves(table: Table, referee: Referee, clock: ManualClock, until: int, nudge_at: int = -1) -> None:
    """Bots play (dealing each next hand) until the match has ``until`` moves; at ``nudge_at`` moves the state is
    looked at again once (as after a house-rule vote): the bot's decision asked before is thrown away."""
    while len(table.match.moves) < until and not table.match_over:
        if table.hand_over:
            referee.deal()
            continue
        if len(table.match.moves) == nudge_at:
            referee.changed_outside()
            nudge_at = -1
        due = referee.due()
        assert due is not None
        clock.advance(max(0.0, due - clock.now()))
        assert referee.poll()


def test_every_seat_is_recorded_with_its_kind_level_and_seed() -> None:
    table = Table.from_names("standard", [("Anna", None), *LEVEL_SEATS], seed=3)
    seats = table.match.record()["seats"]
    assert [(s["name"], s["kind"], s["level"]) for s in seats] == [
        ("Anna", "person", None), ("Easy", "bot", "easy"), ("Mid", "bot", "medium"), ("Hard", "bot", "hard"),
        ("Old", "bot", "easy")]
    assert [s["seed"] for s in seats] == [None, 3001, 3002, 3003, 3004]
    assert table.levels == {1: "easy", 2: "medium", 3: "hard", 4: "easy"} and table.humans == [0]


def test_a_seeded_match_resumed_from_its_record_plays_on_exactly_as_it_would_have() -> None:
    whole = Table.from_names("kronenstube", LEVEL_SEATS, seed=7, bot_options=SEARCH)
    whole.deal()
    clock = ManualClock()
    play_moves(whole, Referee(whole, clock, bot_delay=0.3), clock, until=10_000, nudge_at=25)
    assert whole.match_over and len(whole.match.results) >= 2
    # cut a few moves into the second hand and look again halfway through the rest, wherever the bots end the match
    moves = whole.match.moves
    cut = next(i for i, (hand, _seat, _move) in enumerate(moves) if hand == 2) + 3
    assert cut < len(moves) - 4

    first = Table.from_names("kronenstube", LEVEL_SEATS, seed=7, bot_options=SEARCH)
    first.deal()
    clock = ManualClock()
    play_moves(first, Referee(first, clock, bot_delay=0.3), clock, until=cut)
    record = json.loads(json.dumps(first.match.record()))         # the save, as it is written and read
    resumed = Table.from_match(Match.replay(record), bot_options=SEARCH)
    assert resumed.levels == first.levels and [s.seed for s in resumed.seats] == [s.seed for s in first.seats]
    clock = ManualClock()
    play_moves(resumed, Referee(resumed, clock, bot_delay=0.3), clock, until=10_000, nudge_at=(cut + len(moves)) // 2)
    assert resumed.match.moves == whole.match.moves


def test_levels_go_by_either_name_and_an_unknown_level_is_refused_with_the_choices() -> None:
    table = Table.from_names("standard", [("A", "search"), ("B", "heuristic"), ("C", "random"), ("D", "HARD")])
    assert table.levels == {0: "hard", 1: "medium", 2: "easy", 3: "hard"}
    assert [type(table.bot_for(seat)).__name__ for seat in range(4)] == ["SearchBot", "HeuristicBot", "RandomLevel",
                                                                         "SearchBot"]
    with pytest.raises(ValueError, match="'genius' is not a bot level: choose one of random"):
        Table.from_names("standard", [("A", None), ("B", "genius")])


def test_a_record_whose_bots_have_no_level_comes_back_with_easy_bots_seeded_by_the_table() -> None:
    record = Table.from_names("standard", [("Anna", None), ("Robo", True)], seed=9).match.record()
    record["seats"][1].update(level=None, seed=None)     # as an older save wrote a bot
    table = Table.from_match(Match.replay(record))
    assert table.levels == {1: "easy"} and table.seats[1].seed == 9001 and table.humans == [0]


@pytest.mark.parametrize(("ben", "caught_at"), [(False, CATCH_CHANCE), ("medium", 0.5)])
def test_a_bots_catch_waits_until_a_person_had_the_chance_to_call_it_out(ben: bool | str, caught_at: float) -> None:
    """Anna plays her second-to-last card without "Mau": the medium bot calls it out at its pace, but not
    before a person who may call it out too (Ben) had ``CATCH_CHANCE`` seconds; with bots only, at its pace."""
    table = staged("standard", [("Anna", False), ("Ben", ben), ("Robo", "medium")], ["9D 7C", "9S 8C 8D", "KD QS 8H"],
                   pile="9H", dealer=2)
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.5)
    referee.submit(0, parse_move("play 9D"), sender=0)
    assert table.game.catchable and (not ben) == table.person_may_catch()
    assert referee.due() == caught_at
    clock.advance(caught_at - 0.01)
    referee.poll()
    assert table.game.catchable and len(table.game.hands[0]) == 1, "nobody called it out yet"
    clock.advance(0.01)
    referee.poll()
    assert any(event[0] == "catch" and event[1] == 2 for event in table.game.log) and len(table.game.hands[0]) > 1


@pytest.mark.parametrize("doubts", [True, False])
def test_a_bots_challenge_in_blind_play_comes_at_the_pace_of_believing(monkeypatch: pytest.MonkeyPatch,
                                                                       doubts: bool) -> None:
    """PLAYTEST273: a bot's challenge of a card declared in blind play was a catch, so where a person might call
    somebody out it came after the people's 4 s chance, a believe after the bot's delay: the pause told that the bot
    doubted, which it may do for the cards it holds (here every 9 of Spades).  Only it may challenge: it comes at its
    pace either way."""
    from maumau_tui.bots.heuristic import HeuristicBot

    table = Table.from_names("standard", [("Anna", False), ("Robo", "medium"), ("Ben", False)], 1, {"blind": True})
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    robo = "9S 8C 8D" if doubts else "10S 8C 8D"
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("9D 7C QC"), cards(robo), cards("KD QS 8H")],
                                cards("9H"), cards("7D 7H 7S 10C 10D 10H"), 2))
    monkeypatch.setattr(HeuristicBot, "catch", lambda bot, seen: None)   # (it calls nobody out: only its answer)
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.5)
    monkeypatch.setattr(table, "person_may_catch", lambda seats=None: True)   # (Ben might call somebody out now)
    referee.submit(0, parse_move("play 7C as 9S"), sender=0)
    assert table.game.phase.value == "challenge" and table.game.actor == 1
    assert referee.due() == 0.5
    clock.advance(0.5)
    referee.poll()
    doubted = any(event[0] == "reveal" for event in table.game.log)
    assert doubted is doubts, table.game.log


@pytest.mark.parametrize(("holder", "caught_at"), [(0, 0.5), (1, None)])
def test_at_one_keyboard_only_the_person_holding_it_is_waited_for(holder: int, caught_at: float | None) -> None:
    """Hot seat: only the keyboard's holder can press `c`.  Anna (holding it) missed her call: nobody who could call
    it out is at the keyboard, so the bot does at its pace (the 2 s would only give Anna time to get away).  Ben,
    holding it for his turn, has the chance for as long as he decides (PLAYTEST124 F1: the bot's call came 4 s after
    his hand was shown); once he has played, the bot calls it out at its pace."""
    table = staged("standard", [("Anna", False), ("Ben", False), ("Robo", "medium")], ["9D 7C", "9S 8C 8D", "KD QS 8H"],
                   pile="9H", dealer=2)
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.5)
    hotseat = HotSeat(referee, "en")
    hotseat.take_keyboard(holder)
    referee.submit(0, parse_move("play 9D"), sender=0)
    assert table.game.catchable and referee.due() == caught_at
    if holder == 1:
        clock.advance(60.0)
        referee.poll()
        assert table.game.catchable and len(table.game.hands[0]) == 1, "nobody called it out while Ben decided"
        referee.submit(1, parse_move("play 9S"), sender=1)
        due = referee.due()
        assert due is not None
        clock.advance(due - clock.now())
        referee.poll()
        assert any(event[0] == "catch" and event[1] == 2 for event in table.game.log) and len(table.game.hands[0]) > 1


def test_a_person_whose_play_ends_the_chance_to_call_a_miss_out_hears_the_bots_call_first() -> None:
    """PLAYTEST124 F1 (Miese Punkte: a miss is called out until the next turn): Ben played his 8 without the call,
    Anna took the keyboard and asked for a hint; the bot's call came 4 s after her hand was shown.  It waits while
    she decides now; her play, which ends the chance, comes after it."""
    table = staged("miese-punkte", [("Anna", False), ("Ben", False), ("Robo", "medium")],
                   ["9D 10C KS", "8C AS", "7H 9H QH"], pile="8D", stock="2C 3D 4D 5D 6H 7C 9C 10D", dealer=0)
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.5)
    hotseat = HotSeat(referee, "en")
    hotseat.take_keyboard(1)
    referee.submit(1, parse_move("play 8C"), sender=1)     # the 8 skips Robo: Anna's turn, and her chance
    hotseat.take_keyboard(0)
    assert list(table.game.catchable) == [1] and referee.due() is None
    clock.advance(60.0)
    referee.poll()
    assert list(table.game.catchable) == [1], "nobody called it out while Anna decided"
    referee.submit(0, parse_move("play 10C"), sender=0)
    events = [event[:2] for event in table.game.log[-4:]]
    assert events.index(("catch", 2)) < events.index(("play", 0)), table.game.log[-4:]


@pytest.mark.parametrize("robo", ["KD QS 10S", "9D 9S 10H"])    # nothing fits (one move: draw); several plays
def test_a_bot_that_searches_for_a_time_takes_it_whatever_it_holds(robo: str) -> None:
    """At bot speed "instant" the hard bot's move still comes after its budget (200 ms), also where it has nothing
    to choose: its pace would otherwise tell that it held nothing that fits (or no 5 to block with)."""
    table = staged("standard", [("Anna", False), ("Robo", "hard")], ["9C 7C 8C", robo], pile="9H", stock="AS AH AC")
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.0)
    referee.submit(0, parse_move("play 9C"))
    assert table.actor == 1 and referee.due() == pytest.approx(clock.now() + 0.2)
    clock.advance(0.19)
    assert not referee.poll() and len(table.match.moves) == 1
    clock.advance(0.01)
    assert referee.poll() and len(table.match.moves) >= 2          # Robo played, or drew


def test_a_medium_bot_or_a_search_of_so_many_iterations_takes_no_least_time() -> None:
    for level, options in (("medium", {}), ("hard", {"iterations": 5})):
        table = staged("standard", [("Anna", False), ("Robo", level)], ["9C 7C 8C", "9D 9S 10H"], pile="9H")
        table.bot_options = options
        clock = ManualClock()
        referee = Referee(table, clock, bot_delay=0.0)
        referee.submit(0, parse_move("play 9C"))
        assert referee.due() == clock.now(), level


@pytest.mark.parametrize("level", ["medium", "hard"])     # (hard: searching for its budget, as in the app)
def test_a_bot_decides_on_a_drawn_seven_without_a_second_pause(level: str) -> None:
    """Faraón's drawn 7: the others see nothing of the stop (``engine.views``), so a bot's choice on it comes with
    its draw, not one bot delay (nor a search's budget) later: that pause would tell that its drawing stopped at a
    card that could answer."""
    table = Table.from_names("faraon", [("Ann", False), ("Bob", level), ("Cy", False)], seed=1,
                             options={"drawn_seven": True})
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("7H 9S QD"), cards("8H 10D KD"),
                                cards("9C 8C 10C")], cards("10H"), cards("9D 7D AC KC 8D 9H"), 2))
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=1.0)
    referee.submit(0, parse_move("play 7H"))
    clock.advance(1.0)
    assert referee.poll()
    assert table.actor == 2 and len(table.match.moves) == 3     # Bob drew, stopped at 7D and chose, at once


def stand_in_after_penalty(drew: bool) -> tuple[View, float, Referee, ManualClock]:
    """Faraón's drawn 7: Bob (a person) faces a 7's penalty and leaves for good, a bot standing in; ``drew``: he had
    drawn, and his drawing stopped at the 7 of Diamonds (hidden from the others), else he had not drawn yet.  Returns
    what Ann sees then, the seconds until the stand-in's move, the referee and its clock."""
    table = Table.from_names("faraon", [("Ann", False), ("Bob", False), ("Cy", False)], seed=1,
                             options={"drawn_seven": True})
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("7H 9S QD 8D"), cards("8H 10D KD 9H"),
                                cards("9C 8C 10C KC")], cards("10H"), cards("9D 7D AC KC AS"), 2))
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.6)
    referee.submit(0, parse_move("play 7H"))
    if drew:
        referee.submit(1, parse_move("draw"))
        assert table.game.drawn_card == parse_card("7D"), "his drawing stopped at the 7"
    referee.seat_left(1)
    seen = referee.view_of(0)
    due = referee.due()
    assert due is not None
    return seen, round(due - clock.now(), 3), referee, clock


def test_a_stand_in_on_a_persons_stopped_penalty_draw_waits_the_bots_delay_as_before_the_draw() -> None:
    """REVIEW256 B3: a person's drawing stopped at a 7 (hidden: the others see the table as before the draw), then a
    bot stood in for them (they left, or their grace ran out).  The stand-in's move came at once (the pace of a bot
    that made the draw itself), and so told the others that the drawing had stopped.  It waits the table's bot delay,
    as on the penalty before any draw."""
    stopped, not_drawn = stand_in_after_penalty(True), stand_in_after_penalty(False)
    assert stopped[0] == not_drawn[0]                          # the same table for Ann ...
    assert stopped[1] == not_drawn[1] == 0.6                   # ... and the same pace to the stand-in's move
    for _seen, wait, referee, clock in (stopped, not_drawn):
        clock.advance(wait - 0.01)
        assert not referee.poll(), "the stand-in moved before the table's bot delay"
        clock.advance(0.01)
        assert referee.poll() and referee.table.actor != 1, "the stand-in has moved"


def test_a_seat_taken_back_by_its_person_makes_no_call_its_stand_in_had_judged() -> None:
    # Robo's person is away (the medium bot stands in) when Anna leaves out her call; the stand-in's call waits for
    # the people's chance, and Robo's person comes back meanwhile: the call was the bot's, not the person's.
    table = staged("standard", [("Anna", False), ("Ben", False), ("Robo", False)], ["9D 7C", "9S 8C 8D", "KD QS 8H"],
                   pile="9H", dealer=2)
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.5)
    referee.catchers = lambda: [0]
    table.set_seat(2, table.stand_in(2))
    referee.changed_outside()
    referee.submit(0, parse_move("play 9D"))          # no "mau" with one card left
    assert table.next_decision() == (2, parse_move("catch Anna", table.names))   # the stand-in would call it out
    table.set_seat(2, Seat("Robo"))
    referee.changed_outside()
    assert table.next_decision() is None
    clock.advance(CATCH_CHANCE + 5)
    referee.poll()
    assert not [event for event in table.game.log if event[0] == "catch"] and list(table.game.catchable) == [0]
    table.set_seat(2, table.stand_in(2))              # away again: the stand-in judges it afresh
    referee.changed_outside()
    assert table.next_decision() == (2, parse_move("catch Anna", table.names))


def test_a_bots_catch_keeps_the_time_it_waited_across_pauses() -> None:
    """Playtest 74: every dialog opened at the table (a house-rule vote) made the bot's catch wait its whole
    ``CATCH_CHANCE`` again, so a dialog opened again and again held it for good.  It goes on with the time it had
    waited, and still comes no sooner than its pace after the table shows again."""
    table = staged("standard", [("Anna", False), ("Ben", False), ("Robo", "medium")], ["9D 7C", "9S 8C 8D", "KD QS 8H"],
                   pile="9H", dealer=2)
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.5)
    referee.submit(0, parse_move("play 9D"), sender=0)
    assert referee.due() == CATCH_CHANCE
    for _ in range(3):                                   # 1 s at the table, then a dialog for 5 s, three times
        clock.advance(1.0)
        referee.poll()
        referee.pause("screen")
        clock.advance(5.0)
        referee.resume("screen")
    assert referee.due() == clock.now() + 1.0, "3 s of the 4 waited at the table: 1 s is left"
    referee.pause("screen")
    clock.advance(5.0)
    referee.resume("screen")
    assert referee.due() == clock.now() + 1.0
    clock.advance(0.9)
    referee.pause("screen")
    referee.resume("screen")
    assert referee.due() == clock.now() + 0.5, "after a dialog the call comes no sooner than the bot's pace"
    clock.advance(0.5)
    referee.poll()
    assert any(event[0] == "catch" and event[1] == 2 for event in table.game.log)


def test_a_call_that_came_during_a_pause_waits_its_chance_from_the_pause_on() -> None:
    """Review 95: a missed call made while the table was paused (a question without a clock on top) made the bot's
    call wait the whole pause on top of its chance."""
    table = staged("standard", [("Anna", False), ("Ben", False), ("Robo", "medium")], ["9D 7C", "9S 8C 8D", "KD QS 8H"],
                   pile="9H", dealer=2)
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.5)
    referee.pause("screen")
    clock.advance(20.0)
    referee.submit(0, parse_move("play 9D"), sender=0)
    clock.advance(1.0)
    referee.resume("screen")
    assert referee.due() == clock.now() + CATCH_CHANCE


def test_a_bots_catch_gives_a_new_person_at_the_keyboard_the_whole_chance() -> None:
    """The time a call waited is kept only while the same people can press a key: after a hand-off another person
    sees the table for the first time and gets the whole ``CATCH_CHANCE`` (review 95)."""
    table = staged("standard", [("Anna", False), ("Ben", False), ("Robo", "medium"), ("Carla", False)],
                   ["9D 7C", "9S 8C 8D", "KD QS 8H", "10S 10C JD"], pile="9H", dealer=3)
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.5)
    at_keyboard = [1]
    referee.catchers = lambda: at_keyboard
    referee.submit(0, parse_move("play 9D"), sender=0)
    clock.advance(3.0)
    referee.pause("screen")                              # a hand-off: Carla takes the keyboard
    at_keyboard[:] = [3]
    clock.advance(2.0)
    referee.resume("screen")
    assert referee.due() == clock.now() + CATCH_CHANCE


def test_a_refused_vote_leaves_a_bots_waiting_call_as_it_was() -> None:
    """Playtest 74: every vote the table finished, refused ones too, made the bot's call wait its whole chance
    again, so a run of votes held it "thinking" for good.  A refusal changes nothing in the game."""
    table = staged("standard", [("Anna", False), ("Ben", False), ("Robo", "medium")], ["9D 7C", "9S 8C 8D", "KD QS 8H"],
                   pile="9H", dealer=2)
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.5)
    referee.submit(0, parse_move("play 9D"), sender=0)
    clock.advance(3.0)
    vote = referee.start_vote("seven_stacking", True, by=1)   # Ben asks; Anna says no
    assert vote.asking == 0
    referee.answer_vote(vote, 0, False)
    assert not referee.finish_vote(vote).accepted
    assert referee.due() == CATCH_CHANCE
