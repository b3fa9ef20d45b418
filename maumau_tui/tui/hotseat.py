"""The hot-seat keyboard on top of the referee: who holds it, when it changes hands, claims in timed windows.

Several people share one keyboard.  This adapter knows who holds it (``holder``; the table screen
shows that seat's view through it, as its ``SeatLink``) and says what the keyboard needs next
(``next_step``): a hand-off to the next person, the public claim screen of a timed window, the hand
end, or nothing (the table screen's own business: show the view, ask the holder's decision).  While a
hand-off or a public screen is pending nobody holds the keyboard, so the table screen below shows no
hand even for a frame.  At a table of several people the holder's cards (and own log lines) are covered once
nothing is asked of them, while the others watch the bots play; their next decision comes after a hand-off, to
themselves if need be.  It imports no Textual; the app shows the screens it asks for.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from maumau_tui.engine.penalty_draw import may_stop
from maumau_tui.engine.state import Phase
from maumau_tui.engine.views import View
from maumau_tui.log_words import DECLARED, PLAY
from maumau_tui.notation import Move
from maumau_tui.countdown import window_key
from maumau_tui.referee import Change, ChangeKind, Referee
from maumau_tui.table import Table
from maumau_tui.tui.hand_moves import last_mover, last_play, moved, own_turn_start
from maumau_tui.tui.hinting import HintRequest, hint_request
from maumau_tui.tui.labels import scharf_said, vote_sentence
from maumau_tui.tui.prompts import only_missed_calls
from maumau_tui.tui.seat_link import TableFacts


@dataclass(frozen=True)
class HandOff:
    """The keyboard goes to ``seat``; ``catcher``, still at it, may first call out ``caught``.  ``again``: ``seat``
    plays again having missed a call, and ``catcher`` is another person (missed calls only); ``keeps``: ``seat``
    holds the keyboard already (not on a match just resumed)."""

    seat: int
    recent: tuple[str, ...]
    catcher: int | None = None
    caught: tuple[int, ...] = ()
    again: bool = False
    keeps: bool = False


@dataclass(frozen=True)
class SharedWindow:
    """A timed window that several people share: the public countdown, a claim key for each of ``seats``; and
    ``catcher``, in whose name the screen's ``c`` calls out the missed call of ``caught`` (public)."""

    public: View
    seats: tuple[int, ...]
    recent: tuple[str, ...]
    unseen: tuple[int, ...] = ()   # those of them who have not seen their cards this hand yet: the clock waits
    catcher: int | None = None
    caught: tuple[int, ...] = ()


def claim_caller(order: Iterable[int | None], view_of: Callable[[int], View | None]) -> tuple[int | None, tuple[int, ...]]:
    """In whose name a claim screen's ``c`` calls out a missed call, and whose: the first seat of ``order`` (None
    passed over) whose view (``view_of``; None: none to read) may call one out.  Nobody holds the keyboard there, so
    never an accusation of cheating, which would cost that person a card if wrong."""
    for seat in order:
        view = view_of(seat) if seat is not None else None
        caught = tuple(m.seat for m in only_missed_calls(view).legal
                       if m.kind == "catch" and m.seat is not None) if view is not None else ()
        if caught:
            return seat, caught
    return None, ()


def in_play_order(seat: int, seats: int, direction: int) -> list[int]:
    """The other seats of a table of ``seats``, in the order play reaches them from ``seat`` (``direction``: 1 or -1)."""
    return [(seat + step * direction) % seats for step in range(1, seats)]


@dataclass(frozen=True)
class HandEnd:
    """The hand is over: every hand is shown, then the next deal or the end of the match."""


@dataclass(frozen=True)
class DrawSeen:
    """``seat`` drew a penalty whose drawing could stop at a card that answers it (Faraón's drawn 7), and its turn is
    over: whether the drawing stopped (and it decided on that card) or not, it reads what it drew (``lines``, its own
    log) and confirms before its cards are covered or the keyboard goes on.  Else which screen followed the draw told
    everybody at the keyboard whether it held such a card (REVIEW256 B1); and at a group's terminal, where the server's
    bots play on meanwhile, when they played (REVIEW262 R1: after the draw, or after the decision)."""

    seat: int
    lines: tuple[str, ...]


Step = HandOff | SharedWindow | HandEnd | DrawSeen


def drawers_turn_over(own: View) -> bool | None:
    """After a penalty draw that may stop at an answer, from the drawer's own view: None while it decides on the card
    its drawing stopped at, True once its turn is over (``DrawSeen`` comes), False where the turn is still its own (a
    penalty that leaves it the turn: nothing to hide)."""
    if own.drawn and own.my_turn and own.phase == Phase.TURN:
        return None
    return not (own.my_turn or own.may_answer)


class Keyboard:
    """Who is at the keyboard, for the hot seat and for a group at one terminal of the server."""

    holder: int | None           # at the keyboard now: the screen shows their view
    last_holder: int | None      # who held it before the hand-off now pending (may still catch)

    @property
    def last_at_keyboard(self) -> int | None:
        """Who holds the keyboard, or held it last (between two people: the one who may still call out a miss)."""
        return self.holder if self.holder is not None else self.last_holder


class HotSeat(Keyboard):
    """One keyboard for every person at a table (bots need none)."""

    def __init__(self, referee: Referee, lang: str = "de") -> None:
        self.referee = referee
        self.table: Table = referee.table
        self.lang = lang
        self.holder: int | None = None       # the person at the keyboard: the screen shows their view
        self.last_holder: int | None = None  # who held it before the hand-off now pending (may still catch)
        referee.catchers = self.catchers
        referee.catch_waits = self.catch_waits
        self.handoff_mark = 0                # log position when the keyboard last changed hands
        self.left_at: dict[int, int] = {}    # ... and when each person last gave it up (what they had seen)
        self.votes_told = 0                  # the hand's votes the holder had seen by then
        self.claim: int | None = None        # the person who claimed the open timed window
        self.looked: set[int] = set()        # the people who held the keyboard this hand (saw their cards)
        self.covered = False                 # the holder's cards are covered until the keyboard changes hands
        self.missed_before = False           # the holder's missed call was open when they took it (others had it)
        self.draw_seen: tuple[int, int] | None = None   # (seat, log position) of a draw that may stop, until seen
        self.by_vote = False                 # a vote took the keyboard away, and no screen has come since: nobody
        #                                      can press a key (no hand-off offers the last holder c)
        self.resumed = bool(moved(self.table.match))    # a match resumed in the middle of a hand (moves made before)
        self.resumed_window = self.open_window() if self.resumed else None   # a window open when it was saved
        self._watchers: list[Callable[[], None]] = []
        self._new_hand()
        referee.subscribe(self._changed)
        self._hold_for_first_look()

    # ---- what happened -----------------------------------------------------------------------

    def _new_hand(self) -> None:
        humans = self.table.humans
        self.holder = humans[0] if len(humans) == 1 else None
        self.last_holder, self.handoff_mark, self.claim, self.covered = None, 0, None, False
        self.draw_seen = None
        self.votes_told = 0
        self.left_at.clear()
        self.referee.resume("claim")            # (a claim still standing at the hand's end holds nothing now)
        self.looked = {self.holder} if self.holder is not None else set()

    def _changed(self, change: Change) -> None:
        if change.kind == ChangeKind.DEAL:
            self._new_hand()
            self.resumed = False
        elif change.kind == ChangeKind.MOVE and change.seat is not None and change.seat == self.claim:
            self.claim = None                   # the claimer answered: the window's clock goes on
            self.referee.resume("claim")
        elif self.claim is not None and self.claim not in self.window_seats():
            self.claim = None                   # the window closed without the claimer (a catch ended it): go on
            self.referee.resume("claim")
        if change.kind not in (ChangeKind.PAUSE, ChangeKind.RESUME):
            self._hold_for_first_look()
            self._cover()
            self._tell()

    @property
    def reading_draw(self) -> bool:
        """The holder made a draw that may stop and has not yet confirmed what it drew (``DrawSeen``): its cards stay
        on screen for it, and the keyboard waits."""
        return self.draw_seen is not None and self.draw_seen[0] == self.holder

    def _cover(self) -> None:
        """Others still playing the hand share the screen: once nothing is asked of the holder, their cards are
        covered (a bot's turn is watched by everybody at the table; a person already out of the hand may see them).
        A holder out of the hand is covered too while other people sit at the table, though nobody plays on but
        bots: their own log lines (a card laid face down, what it was) are theirs alone (PLAYTEST113 F9)."""
        holder, table, playing = self.holder, self.table, self.in_hand()
        if holder is None or table.hand_over or self.reading_draw:
            return
        if any(seat != holder for seat in (playing if holder in playing else table.humans)):
            view = table.view_of(holder)
            if not self.covered and not (view.my_turn or view.may_answer):
                self.covered = True                        # what befalls them from here on, they see in the next
                self.left_at[holder] = len(table.game.log)   # hand-off's recap (``hide`` keeps it)

    def in_hand(self) -> list[int]:
        """The people still playing the hand (not out of it, nor out of the match): with one of them left, the
        keyboard is hers alone (no claim screen, no covered cards)."""
        game = self.table.match.game
        return [seat for seat in self.table.humans if game is None or (seat not in game.out and seat not in game.absent)]

    def watch(self, callback: Callable[[], None]) -> Callable[[], None]:
        """``callback`` is called after every change of the table or of the keyboard."""
        self._watchers.append(callback)
        return lambda: self._watchers.remove(callback) if callback in self._watchers else None

    def _tell(self) -> None:
        for callback in list(self._watchers):
            callback()

    # ---- what the keyboard needs next ---------------------------------------------------------

    def unseen(self) -> tuple[int, ...]:
        """The people in the open timed window who have not seen their cards this hand (a window the start card
        opened, before anybody held the keyboard; a window open when the match was saved, on its resume): its
        clock waits until each of them has claimed and looked."""
        if len(self.table.humans) < 2:
            return ()
        people = [seat for seat in self.window_seats() if seat not in self.looked]
        if not people or (self.resumed_window is not None and self.resumed_window == self.open_window()):
            return tuple(people)                # (back at the table after a break: each looks again first)
        return tuple(seat for seat in people if seat not in moved(self.table.match))

    def open_window(self) -> tuple[object, ...] | None:
        """Which timed window is open (None: none): the same as long as it waits for the same answer."""
        if not self.window_seats():
            return None
        return window_key(self.table, self.referee.view_of(None))

    def _hold_for_first_look(self) -> None:
        if self.unseen() and self.table.next_bot() is None:    # (the bots in the window answer first)
            self.referee.pause("first look")
        else:
            self.referee.resume("first look")

    def window_seats(self) -> tuple[int, ...]:
        """The people who may still answer the open timed window (empty when none is open)."""
        table = self.table
        if table.hand_over or not table.game.timed:
            return ()
        return tuple(seat for seat in table.game.seats_to_act() if not table.is_bot(seat))

    def next_step(self) -> Step | None:
        """What the keyboard needs now; None: the table screen shows the holder's view (and their prompt)."""
        table = self.table
        if table.match.game is None:
            return None
        if table.hand_over:
            return HandEnd()
        if self.draw_seen is not None and self.reading_draw:
            seat, start = self.draw_seen
            over = drawers_turn_over(table.view_of(seat))
            if over is None:
                return None                     # (it stopped at an answer: the drawer decides first)
            if over:
                return DrawSeen(seat, tuple(_told(table, seat, self.lang, start)))
            self.draw_seen = None               # (a penalty that leaves the turn to its drawer: nothing to hide)
        if self.last_at_keyboard not in table.game.catchable:   # (called out, or its time over: a new miss is new)
            self.missed_before = False
        decision = table.next_decision()
        actor = table.actor
        people = self.window_seats()
        shared = bool(people) and len(self.in_hand()) > 1   # a timed window several people share: its claim screen
        if shared and self.claim in people:      # (a claim holds the bots too: the claimer answers first)
            return None if self.holder == self.claim and not self.covered else self._handoff(self.claim)
        catcher, caught = self._claim_catch() if shared else (None, ())
        if (decision is not None and catcher is None and not (shared and decision[1] is None)
                and (decision[1] is None or actor is None or table.is_bot(actor) or actor == self.holder)):
            return None      # a bot moves first, at its pace (a catch: see below; bots answering a shared window: its claim screen)
        if shared:   # (with a missed call to call out, at once: a bot's call waits CATCH_CHANCE for the c on it)
            return SharedWindow(self.referee.view_of(None), people, tuple(table.log_of(None, self.lang)), self.unseen(),
                          catcher, caught)
        # (a bot would call somebody out, the next to play is another person: the keyboard goes to them first, and
        # the bot's call waits until they had the time to call it out themselves: ``Referee._catch_pace``)
        if actor is not None and not table.is_bot(actor) and (actor != self.holder or self.covered):
            return self._handoff(actor)         # (to the holder too, whose cards were covered while others watched)
        return self._again(actor)

    def _again(self, actor: int | None) -> HandOff | None:
        """The person at the keyboard plays again (a King, an 8 at two) having missed a call in a play since they took
        it (or held it last: the hand-off shown again): nobody else gets the keyboard before their next card, so a
        hand-off to them lets another person call it out first (taken, the keyboard has changed hands: once a play).
        The missed call is public: everybody saw the play and heard no call.  Not for a decision that finishes the
        play (a name, a wish), nor after a draw, nor for a miss open when they took it (the others had it since).
        On a match resumed right after such a play (the hand's last move), before anybody took the keyboard: nobody
        could call it out since."""
        table, game = self.table, self.table.game
        if actor is None or actor not in game.catchable or game.phase is not Phase.TURN or game.drawn:
            return None
        keeps = self.last_at_keyboard is not None
        if self.resumed and not keeps:
            if last_play(self.table.match) != actor:
                return None
        else:
            if actor != self.last_at_keyboard or self.missed_before or not any(
                    event[0] in (PLAY, DECLARED) and event[1] == actor for event in game.log[self.handoff_mark:]):
                return None
        order = [seat for seat in in_play_order(actor, len(table.seats), game.direction) if seat in table.humans]
        catcher, caught = claim_caller(order, table.view_of)   # (the next people in the direction of play first)
        if catcher is None or actor not in caught:
            return None
        recent = tuple(_told(table, None, self.lang, self.handoff_mark, self.votes_told))
        return HandOff(actor, recent, catcher, (actor,), again=True, keeps=keeps)

    def _handoff(self, seat: int) -> HandOff:
        holder = self.last_at_keyboard         # (again after Esc and "no" on it, and after a resume, too)
        if holder in (seat, None) and (again := self._again(seat)) is not None:
            return again
        if holder is None and self.resumed:    # (PLAYTEST183 M1: the person who held it when the match was saved may
            holder = last_mover(self.table.match, self.table.humans)   # still call out what they saw)
        caught = self._may_catch(holder) if holder != seat else ()
        since = self.left_at.get(seat, self.handoff_mark)   # since they last looked (PLAYTEST102 F2: since the last
        recent = tuple(_told(self.table, None, self.lang, since, self.votes_told))   # hand-off missed what befell them)
        return HandOff(seat, recent, holder if caught else None, caught)

    def _may_catch(self, seat: int | None) -> tuple[int, ...]:
        """The seats that the person at ``seat`` may call out now (public: a missed call, a play that may be a cheat)."""
        if seat is None or self.table.hand_over or self.table.is_bot(seat):
            return ()
        return tuple(m.seat for m in self.table.view_of(seat).legal if m.kind == "catch" and m.seat is not None)

    def _claim_catch(self) -> tuple[int | None, tuple[int, ...]]:
        """``claim_caller`` of the open window's claim screen: the person who held the keyboard, else the first of
        the people named on it, else the first other person (people all: no bot's view is read)."""
        holder = self.last_at_keyboard
        people = sorted(self.window_seats())
        return claim_caller([holder, *people, *(s for s in self.table.humans if s not in people)], self.table.view_of)

    def catchers(self) -> list[int]:
        """The people who can press a key now (``Referee.catchers``): the keyboard's holder, or the last one during a
        hand-off; on a timed window's claim screen also the person its ``c`` speaks for."""
        last = None if self.by_vote else self.last_holder
        seats = [seat for seat in (self.holder, last) if seat is not None]
        if self.claim is None and self.window_seats() and len(self.in_hand()) > 1:
            catcher = self._claim_catch()[0]
            if catcher is not None:
                seats.append(catcher)
        return seats

    def catch_waits(self, catch: Move) -> bool:
        """A bot's call of a missed call waits (``Referee.catch_waits``) while the person who missed it holds the
        keyboard for a decision that finishes their play (the partner of the Ace they played without the call):
        nobody else could call it meanwhile; they can once it is made (a hand-off, a claim screen).  Not on their
        next turn, nor in a timed window, whose time must run; never for an accusation of cheating.  It waits too
        while the person at the keyboard has their turn and may call the same miss out themselves: the chance is
        theirs while they decide (PLAYTEST124 F1: the bot's call came 4 s after the hand was shown, before a person
        who had just sat down and asked for a hint could make it); a move of theirs that ends it brings the bot's
        call on first (``Referee.submit``)."""
        holder, game = self.holder, self.table.game
        if holder is None or self.covered or self.table.hand_over or catch.seat not in game.catchable:
            return False
        if holder != catch.seat:
            return (game.phase is Phase.TURN and holder in game.seats_to_act()
                    and catch in game.legal_moves(holder))
        return holder in game.seats_to_act() and game.phase not in (Phase.TURN, Phase.ANSWERING)

    # ---- the keyboard changes hands ------------------------------------------------------------

    def hide(self) -> None:
        """A hand-off or a public screen opens: from now on nobody's hand is shown."""
        self.by_vote = False
        if self.holder is not None:
            self.last_holder = self.holder
            if not self.covered:   # (covered, they gave it up then: PLAYTEST223 F3, their hand-off shown again after
                self.left_at[self.holder] = len(self.table.game.log)   # the settings had lost its recap)
            self.holder = None
            self._tell()

    def take_keyboard(self, seat: int) -> None:
        """``seat`` confirmed the hand-off: the screen shows their view from here on."""
        if self.table.is_bot(seat):
            raise ValueError(f"{self.table.names[seat]} is a bot")
        self.holder, self.last_holder, self.covered, self.by_vote = seat, None, False, False
        self.missed_before = seat in self.table.game.catchable
        log = self.table.game.log
        self.handoff_mark = own_turn_start(log, seat) if self.resumed else len(log)
        if not self.left_at:     # the hand's first hand-off was for all: everybody has seen the table until here
            self.left_at = dict.fromkeys(self.table.humans, self.handoff_mark)
        self.votes_told = len(self.table.votes_in_hand())
        self.resumed = False
        self.looked.add(seat)
        self._hold_for_first_look()
        self._tell()

    def claimed(self, seat: int) -> None:
        """``seat`` claimed the timed window: its clock stands still until that person has answered."""
        self.claim = seat
        self.referee.pause("claim")
        self._tell()

    def vote_done(self, asked: set[int]) -> None:
        """A vote went round: if it reached another person than the holder, nobody holds the keyboard (and until a
        screen comes, a hand-off or a claim, nobody can press a key: a bot's call does not wait for the last holder)."""
        if any(seat != self.holder and not self.table.is_bot(seat) for seat in asked) and self.holder is not None:
            self.last_holder, self.holder, self.by_vote = self.holder, None, True
            self._tell()

    # ---- the table screen's link (``SeatLink``) -------------------------------------------------

    @property
    def seat(self) -> int | None:
        return self.holder

    def view(self) -> View:
        return self.referee.view_of(self.holder)

    def info(self) -> TableFacts:
        table = self.table
        single = len(self.in_hand()) <= 1
        # alone in the hand, the question keeps its clock when she holds it (a hint, a joker's suit to name): it stands
        # still and says so (PLAYTEST222 N4: it went without a word); a question asked again would take keys typed for
        # the one it replaces (PLAYTEST224 F1: "2 Enter 3 Enter" at once chose a line of the window, not a suit)
        time = self.referee.window_time() if single else None
        held = ("yours" if self.claim is not None else clock_held(self.referee)) if time is not None else ""   # (alone
        #                                     in the hand, the claim is hers: PLAYTEST261 N3, "waiting for an answer")
        return TableFacts(ruleset=table.ruleset, options=dict(table.match.options),
                        bots=frozenset(s for s in range(len(table.seats)) if table.is_bot(s)), levels=table.levels,
                        hand_number=table.hand_number, kings_word=table.match.tables.kings_word,
                        window_left=time, clock_held=held,
                        covered=self.covered and self.holder is not None, points=table.match.points_so_far,
                        reading_draw=self.reading_draw)

    def log_lines(self, lang: str) -> list[str]:
        """This hand's log as the holder may read it (everybody's part when nobody holds the keyboard or the
        holder's cards are covered), with the house-rule votes where they happened."""
        return _told(self.table, None if self.covered else self.holder, lang, 0)

    def submit(self, move: Move) -> None:
        holder, game = self.holder, self.table.game
        if holder is None:
            raise ValueError("nobody holds the keyboard")
        if move.kind == "draw" and game.actor == holder and may_stop(game) \
                and any(seat != holder for seat in self.in_hand()):
            self.draw_seen = (holder, len(game.log))    # (``next_step``: read once its turn is over)
        try:
            self.referee.submit(holder, move)
        except Exception:
            self.draw_seen = None
            raise

    def seen_draw(self) -> None:
        """The drawer confirmed what it drew (``DrawSeen``): its cards are covered, the keyboard goes on."""
        self.draw_seen = None
        self._cover()
        self._tell()

    def cards_shown(self, hand_number: int) -> None:
        """(Who has looked at their cards is the keyboard's business here: ``unseen``.)"""

    def hold_window(self) -> None:
        """Advice asked in a timed window the holder may answer: its clock stands still until the person has
        answered, as a claim's does (PLAYTEST89 F2: alone with bots, the window's 4 seconds were gone before the
        advice came).  Nothing of a hand shows in it: anybody in the window may stop its clock so.  A bot's call
        that waits for the holder's chance to call the same thing out gives it again from now
        (``Referee.chance_again``)."""
        self.referee.chance_again()
        holder = self.holder
        if holder is not None and self.claim is None and holder in self.window_seats() \
                and self.referee.window_time() is not None:
            self.claimed(holder)

    answering = hold_window     # a line that asks further chosen in time (a joker's suit): the same hold

    def hint(self, lang: str) -> HintRequest | None:
        """The hard bot's advice for the holder's own decision, to think about in a worker (``hinting.hint_request``)."""
        return hint_request(self.table, self.holder, lang)


def _told(table: Table, seat: int | None, lang: str, start: int, votes: int = 0) -> list[str]:
    """The log lines from event ``start`` on as ``seat`` may read them, with the house-rule votes where they happened
    (those after the hand's first ``votes``: a vote between two moves was seen by whoever held the keyboard); from the
    deal on, in a Scharf hand, that its dealer plays alone (PLAYTEST124 F4: only the table's panel said so)."""
    said = [(at, vote_sentence(result, table.ruleset, table.names, lang))
            for at, result in table.votes_in_hand()[votes:] if at >= start]
    scharf = scharf_said(table.game, table.names)
    if start == 0 and scharf is not None:
        said = sorted([(scharf[0], scharf[1](lang)), *said], key=lambda line: line[0])
    return table.log_with(seat, lang, start, said)


def clock_held(referee: Referee) -> str:
    """Why the open timed window's clock stands still at the hot seat: "paused" while a screen over the table holds it
    (the menu's question: PLAYTEST253 N2, "noch 3 s · t: Tipp, die Uhr hält an" stood there still), "bots" while it
    waits for the bots in the window to answer first (its whole time shows meanwhile), else "" (it runs, or no window
    is open)."""
    if referee.window_time() is None:
        return ""
    return "paused" if referee.paused else "bots" if referee.window_left() is None else ""
