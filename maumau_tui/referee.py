"""The referee of one table, without any UI: it owns time and turns.

It applies a move *for a seat* (and refuses one sent for another seat), lets the bots move at a
visible pace (a catch that a person could also call, only after ``CATCH_CHANCE``), closes timed answer
windows (sends ``wait`` when time runs out), deals the next hand when asked and tells every subscriber
what changed, so a screen, a remote seat and an autosave can all watch one table.  Time comes from a
``Clock``: tests drive a ``ManualClock`` instead of waiting.

Nothing happens by itself between two calls: the owner asks ``due()`` when something will happen
next, and calls ``poll()`` at (or after) that time.  A bot's decision is requested with the state's version (a
``BotRequest``, ``bot_requests.py``) and applied only if the state has not moved on meanwhile, so a bot may think in a
worker thread.  Its thinking time counts toward its pacing delay, and a bot that searches for a budget of time takes
that budget for every decision (``bots.levels.least_time``): its pace never tells what it holds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from maumau_tui.bot_requests import BotRequest, Thinker, think_at_once
from maumau_tui.clock import Clock, MonotonicClock
from maumau_tui.countdown import Countdown, window_key
from maumau_tui.bots.levels import least_time
from maumau_tui.engine.game import Game
from maumau_tui.engine.state import DRAWN_IN_PENALTY, Phase
from maumau_tui.engine.views import View, view
from maumau_tui.notation import WAIT_MOVE, Move
from maumau_tui.table import Seat, Table
from maumau_tui.votes import Vote, VoteResult

CATCH_CHANCE = 4.0   # seconds a bot's catch waits at least while a person may call the same thing out


class ChangeKind(StrEnum):
    MOVE = "move"              # ``seat`` made ``move`` (a person, a bot, or the clock's ``wait``)
    DEAL = "deal"              # a new hand is on the table
    HAND_OVER = "hand_over"    # the hand just ended (the match may go on)
    MATCH_OVER = "match_over"  # the hand just ended and with it the match
    VOTE = "vote"              # a house-rule vote ended (``result``)
    BALLOT = "ballot"          # a house-rule vote began, a seat answered, or it was given up (the game is as it was)
    PAUSE = "pause"            # bots and countdowns stand still
    RESUME = "resume"          # ... and go on
    SEATS = "seats"            # a seat's person left the match for good, a bot plays it (the game is as it was)


@dataclass(frozen=True)
class Change:
    """One thing that happened at the table; ``version`` counts the changes of the game state."""

    kind: ChangeKind
    version: int
    seat: int | None = None
    move: Move | None = None
    result: VoteResult | None = None


class Refused(ValueError):
    """A move the referee does not pass to the game: sent for somebody else's seat, or for a bot's."""


Subscriber = Callable[[Change], None]


BOT_DELAY = 0.6    # seconds a bot waits before its move, unless the table is set otherwise


class Referee:
    """Owns one ``Table``: moves for seats, bot pace, timed windows, the next deal, and who hears of it."""

    def __init__(self, table: Table, clock: Clock | None = None, bot_delay: float = BOT_DELAY,
                 window_seconds: float | None = None, thinker: Thinker = think_at_once) -> None:
        self.table = table
        self.clock: Clock = clock or MonotonicClock()
        self.bot_delay = max(0.0, bot_delay)
        self.window_seconds = window_seconds   # None: each ruleset's own (``View.window_seconds``)
        self.thinker = thinker
        self.version = 0
        self._subscribers: list[Subscriber] = []
        self._holds: set[str] = set()
        self._held_at: float | None = None
        self._bot_since: float | None = None            # when the bot's current decision became due
        self._chance_for: frozenset[int] | None = None  # who could press a key then (a catch's chance is theirs)
        self._chance_given: int | None = None           # the version whose people's chance a hint gave again
        self._bot_least = 0.0                           # the least time it takes (``least_time``)
        self._drawer: tuple[int, Seat] | None = None    # the seat and chair whose move left a drawn answer waiting
        self.catchers: Callable[[], Iterable[int]] | None = None   # the seats whose person can press a key now
        self.catch_waits: Callable[[Move], bool] | None = None    # a bot's catch waits while this says so
        self._request: BotRequest | None = None
        self._answer: tuple[BotRequest, Move] | None = None
        self._countdown = Countdown()                   # the open timed window's clock
        self._after_change()
        self._reopen_window(table.saved_window_left)
        table.saved_window_left = None
        table.match.table_state = self.saved_state     # every save of the match keeps the time left, the votes

    # ---- what the table is -------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.table.game

    @property
    def paused(self) -> bool:
        return bool(self._holds)

    def view_of(self, seat: int | None) -> View:
        """What ``seat`` may see; ``None``: what everybody may see (no hand, no legal moves)."""
        return view(self.game, seat)

    # ---- subscribers -------------------------------------------------------------------------

    def subscribe(self, subscriber: Subscriber) -> Callable[[], None]:
        """``subscriber`` hears of every change from now on; returns the function that stops it."""
        self._subscribers.append(subscriber)
        return lambda: self._subscribers.remove(subscriber) if subscriber in self._subscribers else None

    def _tell(self, change: Change) -> None:
        for subscriber in list(self._subscribers):
            subscriber(change)

    # ---- moves -------------------------------------------------------------------------------

    def submit(self, seat: int, move: Move, sender: int | None = None) -> None:
        """A person's ``move`` for ``seat``, sent from ``sender`` (default: that seat).  ``Refused`` when the
        sender is not that seat or the seat is a bot's; ``IllegalMoveError`` (the engine's reason) when the
        game does not allow it.  Either way nothing changes.  A bot's catch still waiting for the people's chance
        comes first (``_catch_pace``) where the move would end the chance to call it out."""
        if sender is not None and sender != seat:
            names = self.table.names
            raise Refused(f"{names[sender]} cannot move for {names[seat]}")
        if self.table.is_bot(seat):
            raise Refused(f"{self.table.names[seat]} is a bot")
        pending = self._answer
        if pending is not None and pending[1].kind == "catch" and move.kind != "catch" and self._stands_after(
                pending[0].seat, pending[1], seat, move):
            # a bot's call waited for the people to have their chance; a move that ends it comes after the call
            # (at a table the shout comes before the next card lands)
            self._answer = self._request = None
            self._apply(pending[0].seat, pending[1])
        self._apply(seat, move)

    def _stands_after(self, catcher: int, catch: Move, seat: int, move: Move) -> bool:
        """Whether ``move`` would end the chance of ``catch`` and is legal now and still after it (a caught cheat's
        card goes back: the move that followed it may not stand; then it is made, and the call is the bot's to
        make again or not).  A move after which the same missed call can still be called out (the partner named
        for the Ace just played) does not bring it on; an accusation of cheating always comes first (after the
        next play the same words would accuse that one)."""
        game = self.table.game
        if move not in game.legal_moves(seat):
            return False
        if catch.seat in game.catchable:
            later = game.copy()
            later.apply(move, seat)
            if catch.seat in later.catchable and catch in later.legal_moves(catcher):
                return False
        after = game.copy()
        after.apply(catch, catcher)
        return move in after.legal_moves(seat)

    def _apply(self, seat: int, move: Move) -> None:
        self.table.apply(seat, move)
        self._drawer = (seat, self.table.seats[seat]) if self.game.drawn == DRAWN_IN_PENALTY else None
        self.version += 1
        self._after_change()
        self._tell(Change(ChangeKind.MOVE, self.version, seat, move))
        if self.table.hand_over:
            self._tell(Change(ChangeKind.MATCH_OVER if self.table.match_over else ChangeKind.HAND_OVER, self.version))

    def deal(self) -> Game:
        """Deal the next hand (``ValueError`` when the match is over or the hand is still on)."""
        if not self.table.hand_over:
            raise ValueError("the hand is still being played")
        game = self.table.deal()
        self.version += 1
        self._after_change()
        self._tell(Change(ChangeKind.DEAL, self.version))
        return game

    def end_here(self) -> None:
        """Its people end a match without an end of its own after a hand (``Match.end_here``; ``ValueError`` when it
        cannot end now): everybody hears that the match is over, and a save files it among the finished."""
        self.table.match.end_here()
        self.version += 1
        self._after_change()
        self._tell(Change(ChangeKind.MATCH_OVER, self.version))

    def seat_left(self, seat: int) -> None:
        """``seat``'s person left the match for good (``Table.leave_for_good``): everybody hears it, a save keeps it."""
        self.table.leave_for_good(seat)
        self.changed_outside()
        self._tell(Change(ChangeKind.SEATS, self.version, seat))

    def changed_outside(self) -> None:
        """The table was changed directly (a hand laid out for a test, a house rule): look again."""
        self.version += 1
        self._after_change()

    # ---- votes on house rules ----------------------------------------------------------------

    def start_vote(self, option: str, value: bool | int, by: int | None = None) -> Vote:
        vote = self.table.start_vote(option, value, by)
        self._tell(Change(ChangeKind.BALLOT, self.version))
        return vote

    def answer_vote(self, vote: Vote, seat: int, agree: bool, absent: bool = False) -> None:
        """``seat``'s answer (``ValueError`` when it is not that seat's turn); bots after it answer at once.
        ``absent``: its person is away, and the bot standing in refuses (``Vote.answer``)."""
        vote.answer(seat, agree, absent)
        self._tell(Change(ChangeKind.BALLOT, self.version))

    def finish_vote(self, vote: Vote, cancel: bool = False) -> VoteResult:
        result = self.table.finish_vote(vote, cancel)
        if result.cancelled:
            self._tell(Change(ChangeKind.BALLOT, self.version))
        else:
            if result.accepted:    # the rules changed: the bot to move decides again (not after a refusal)
                self.version += 1
                self._after_change()
            self._tell(Change(ChangeKind.VOTE, self.version, result=result))
        return result

    # ---- pausing -----------------------------------------------------------------------------

    def pause(self, reason: str) -> None:
        """Bots and countdowns stand still until every reason given here is ``resume``d."""
        first = not self._holds
        self._holds.add(reason)             # (before it is told: whoever hears it finds the referee paused)
        if first:
            self._held_at = self.clock.now()
            self._tell(Change(ChangeKind.PAUSE, self.version))

    def resume(self, reason: str) -> None:
        """``reason`` no longer holds the table; with the last one gone, the clocks go on.  A countdown keeps the time
        it had left.  A bot waits its whole delay again (nobody saw it think), except a call that waits for the
        people's chance: it keeps what it waited of that chance before the pause, while the same people could call
        (else a dialog opened again and again would hold it for good); another person at the keyboard gets the
        whole chance."""
        if reason not in self._holds:
            return
        self._holds.discard(reason)
        if self._holds:
            return
        now = self.clock.now()
        held_at = self._held_at if self._held_at is not None else now
        self._held_at = None
        self._countdown.shift(now - held_at)
        if self._bot_since is not None:
            since = now
            if self._catching() and self._chance_for == self._may_press():
                waited = max(0.0, held_at - self._bot_since)
                since = max(now - waited, now + self.bot_delay - self._catch_pace())
            self._bot_since, self._chance_for = since, self._may_press()
        self._tell(Change(ChangeKind.RESUME, self.version))

    def _pace(self) -> float:
        """A bot's decision comes after the table's delay, and not before the least time its level takes; a drawn
        answer to a penalty (Faraón's drawn 7) is decided at once (a searching bot's by the medium bot's judgment):
        to the others the drawing has not begun yet (``engine.views.view``), so a second pause would tell that it
        stopped at a card that could answer.  Only where the same bot chair drew (REVIEW256 B3): a stand-in who took
        over a person's seat after that person's drawing stopped (a drop whose grace ran out, or leaving for good)
        waits the whole delay, as it would have on the penalty before the draw, which is all the others see."""
        pace = 0.0 if self._drew_here() else self.bot_delay
        return max(pace, self._bot_least)

    def _drew_here(self) -> bool:
        """The decision waiting is a drawn answer to a penalty whose draw this very chair (a bot) made; not one a
        chair that sits there since then inherited (a stand-in for a person, ``Table.set_seat``)."""
        drawer = self._drawer
        if drawer is None or self.game.drawn != DRAWN_IN_PENALTY or self.table.match.game is None:
            return False
        seat, chair = drawer
        return seat == self.game.actor and self.table.seats[seat] is chair and chair.is_bot

    def _may_press(self) -> frozenset[int] | None:   # the seats whose person can press a key now (None: not known)
        return frozenset(self.catchers()) if self.catchers is not None else None

    def _catching(self) -> bool:
        """The bot's decision waiting to be made is a call (a catch); not its challenge of a card declared in blind
        play, which only it may make and which may come of the cards it holds: it comes at the pace of believing, so
        no pause tells that it doubts (PLAYTEST273: the people's chance to call first made it 4 s)."""
        if self._answer is None or self._answer[1].kind != "catch":
            return False
        return not (self.game.phase is Phase.CHALLENGING and self._answer[0].seat == self.game.actor)

    def chance_again(self) -> None:
        """A person who may call out what a bot's call waits for shows they are deciding (they asked for advice): the
        people's chance runs again from now (PLAYTEST265 F1: asked near the end of it, the bot's accusation came
        before the advice).  Once a decision: a hint asked again and again held the bots for good (PLAYTEST276)."""
        if self._catching() and self._bot_since is not None and not self._holds \
                and self.table.person_may_catch(self._may_press()) and self._chance_given != self.version:
            self._chance_given = self.version
            self._bot_since = max(self._bot_since, self.clock.now())

    def _catch_pace(self) -> float:
        """A bot's catch comes at its pace, and not before a person who can press a key now (``catchers``) had
        ``CATCH_CHANCE`` seconds to see the same thing and call it out."""
        if self.table.person_may_catch(self._may_press()):
            return max(self.bot_delay, CATCH_CHANCE)
        return self.bot_delay

    # ---- time --------------------------------------------------------------------------------

    def window_left(self) -> float | None:
        """Seconds left in the open timed window (frozen while paused); None when none is open."""
        return self._countdown.left(self._window_now())

    def at_least_left(self, seconds: float) -> None:
        """The open timed window keeps at least ``seconds`` from now (from when its clock stopped, while paused)."""
        self._countdown.at_least(self._window_now(), seconds)

    def _window_now(self) -> float:
        """The window's clock's now: when it stopped while paused, else the clock's."""
        return self._held_at if self._held_at is not None else self.clock.now()

    def window_time(self) -> float | None:
        """Seconds left in the open timed window; its whole time while its clock waits for the bots in it to
        answer first; None when no timed window is open."""
        left = self.window_left()
        if left is not None or self.table.hand_over or not self.game.timed:
            return left
        shown = view(self.game, None)
        return float(self.window_seconds if self.window_seconds is not None else shown.window_seconds)

    def saved_state(self) -> dict[str, Any]:
        """What a save keeps of this table beyond the match record (``Match.table_state``): the table's votes
        and the open timed window's time left, so a resumed window goes on with it instead of its full time."""
        state = self.table.saved_state()
        left = self.window_left()
        if left is not None:
            state["window_left"] = round(left, 3)
        return state

    def _reopen_window(self, left: float | None) -> None:
        """A resumed table: the window open when it was saved has ``left`` seconds (none left: it closes at the
        next ``poll``, as it would have)."""
        if left is not None:
            self._countdown.cut(self.clock.now(), left)

    def due(self) -> float | None:
        """The clock time when something happens by itself (a bot's move, a window closing); None: nothing
        will until somebody moves (or while paused)."""
        if self._holds or self.table.hand_over:
            return None
        times = []
        if self._answer is not None and self._bot_since is not None:
            catching = self._catching()     # (asked now: the keyboard may change hands meanwhile)
            if not (catching and self.catch_waits is not None and self.catch_waits(self._answer[1])):
                times.append(self._bot_since + (self._catch_pace() if catching else self._pace()))
        if self._countdown.deadline is not None:
            times.append(self._countdown.deadline)
        return min(times) if times else None

    def poll(self) -> bool:
        """Do what is due at ``clock.now()``: a bot's move, ``wait`` for a window whose time ran out.
        Returns whether anything happened."""
        acted = False
        for _ in range(1000):
            due = self.due()
            if due is None or due > self.clock.now():
                break
            if self._countdown.run_out(self.clock.now()):
                self._close_window()
            elif self._answer is not None:
                request, move = self._answer
                self._answer = self._request = None
                self._apply(request.seat, move)
            acted = True
        return acted

    def _close_window(self) -> None:
        seats = self.game.seats_to_act()
        self._countdown.stop()
        if seats:
            self._apply(seats[0], WAIT_MOVE)

    # ---- bots --------------------------------------------------------------------------------

    def decide(self, request: BotRequest) -> Move:
        """The one place a bot is asked for its move.  It may run in a worker thread: it reads the request
        (its bot and its ``seen``) and, of the referee, only the version number, to skip a request already out
        of date; never the table, which the owner's thread goes on changing.

        A worker thread does not make the owner's loop free of the bot: a search is pure Python and, under the
        GIL, takes turns with the loop (which may wait up to ``sys.getswitchinterval()``, 5 ms, for each turn),
        so the loop keeps answering while a bot thinks, only more slowly."""
        if request.seen is None or request.bot is None:
            raise RuntimeError(f"{request.view.names[request.seat]} was asked without what its seat sees or its bot")
        if request.version != self.version and request.view.legal:
            return request.view.legal[0]   # out of date before it began: not thought about (``deliver`` drops it)
        return request.bot.choose(request.seen)

    def deliver(self, request: BotRequest, move: Move) -> bool:
        """A bot's decision arrives; kept only if it answers the state as it is now."""
        if request is not self._request or request.version != self.version:
            return False
        self._answer = (request, move)
        return True

    def _after_change(self) -> None:
        """After every change: the next bot's decision is asked for, a new timed window gets its clock."""
        self._answer = self._request = None
        self._bot_since = None
        if self.table.match.game is None or self.table.hand_over:
            self._countdown.stop()
            return
        decision = self.table.next_decision()
        self._watch_window(start=decision is None)
        if decision is None:
            return
        seat, caught = decision
        self._bot_since, self._chance_for = self.clock.now(), self._may_press()
        if caught is not None:     # a bot calls somebody out: judged already (``Table.bot_catch``), at its pace
            self._request = request = BotRequest(seat, self.version, view(self.game, seat))
            self._answer = (request, caught)
            return
        moves = self.table.match.told_moves
        bot = self.table.bot_for(seat, moves, at_once=self._drew_here())   # (see ``_pace``)
        self._bot_least = least_time(bot)
        seen = self.table.seen_of(seat, bot.searches)
        self._request = request = BotRequest(seat, self.version, seen.view, seen, moves, bot)
        self.thinker(request, self.decide, self.deliver)

    def _watch_window(self, start: bool) -> None:
        """A timed window's clock starts once no bot is left to answer first (bots answer at once)."""
        game = self.game
        seats = game.seats_to_act()
        if not game.timed or not seats:
            self._countdown.stop()
            return
        shown = view(game, None)
        key = window_key(self.table, shown)
        if key == self._countdown.key:
            return
        self._countdown.stop()
        if start:
            seconds = self.window_seconds if self.window_seconds is not None else shown.window_seconds
            self._countdown.start(key, self._held_at if self._held_at is not None else self.clock.now(), float(seconds))

