"""One authoritative table in the server and the seat connections at it.

Every change is pushed to every connected seat: its own view, the log as that seat may read it, and at the end
of a hand the revealed hands and the score (``hand_end``).  The next hand is dealt once every person has asked
for it (one whose connection dropped is waited for, as in play).  A person whose connection drops keeps the seat:
everybody hears of it (``pause``, with the grace in seconds), and the table plays on until that seat's decision is
needed, then waits for it (``away_waits``), until they come back (``resume``) or the grace runs out, and then a bot
plays the seat (``stand_in``) until they connect again (the referee's clock; ``absences``: the host's part for the
people away).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from maumau_tui.engine.events import rewrites
from maumau_tui.net.absences import Absences
from maumau_tui.net.advice import Advisor
from maumau_tui.net.away_waits import AwayWaits
from maumau_tui.net.ballot import Ballot
from maumau_tui.net.claims import Claims, refusal_text
from maumau_tui.net.ending import maybe_end, sheet_message
from maumau_tui.net.first_look import FirstLook
from maumau_tui.net.table_info import info_message
from maumau_tui.net.looks import looks_state, sit_down
from maumau_tui.net.protocol import view_to_json
from maumau_tui.net.seat_notes import SeatNotes, log_with_notes
from maumau_tui.net.table_clock import TableClock
from maumau_tui.net.thinker import ThreadThinker
from maumau_tui.net.table_referee import TableReferee
from maumau_tui.net.window_claim import ClaimHold
from maumau_tui.notation import parse_move
from maumau_tui.referee import Change, ChangeKind
from maumau_tui.table import Table

if TYPE_CHECKING:
    from maumau_tui.net.host import SeatConnection

log = logging.getLogger("maumau.net.host")

GRACE = 120.0   # seconds a dropped person's seat waits for them before a bot plays it


class TableHost(Absences):
    """One authoritative table and the connections seated at it; every change is pushed to every seat."""

    def __init__(self, referee: TableReferee, grace: float = GRACE) -> None:
        self.referee, self.grace = referee, grace
        referee.catchers = lambda: [connection.seat for connection in self.connections if connection.seat is not None]
        self.connections: list[SeatConnection] = []
        self.clock = TableClock(referee)        # bots at their pace, timed windows closing
        self.closing = False
        self.unsaved = ""                       # not saved as it stands: "now", "never", "off" (``seat_saves``)
        self.ready: set[int] = set()            # people who asked for the next deal
        self.ending: set[int] = set()           # ... or would end a match without an end of its own here (``ending``)
        self.away: dict[int, float] = {}        # dropped seats -> when their grace ends (referee's clock)
        self.not_back: set[int] = set()         # of those, seats awaited since the server restarted (not a drop)
        self.unconnected: set[int] = set()      # people's seats of a table the server set up whose person never came
        self.never_came: set[int] = set()       # of those, seats a bot plays meanwhile (coming, they are not "back")
        self.came = False                       # somebody has sat at it since the server started (one who never
        #                                         came keeps them waiting: ``await_unconnected``)
        self.waits = AwayWaits(self)            # of those, the seats whose decision the table waits for now
        self.grace_timer: asyncio.TimerHandle | None = None
        self.stand_ins: set[int] = set()        # seats a bot plays while their person is away
        self.notes = SeatNotes()                # the log's lines of a bot taking over a seat, and of its person back
        self.langs: dict[int, str] = {}         # each person's seat -> the language they chose (back in it: ``server``)
        self.letters: dict[int, bool] = {}      # ... cards as letters or not, where they chose it (``looks``)
        self.orders: dict[int, bool] = {}       # ... the hand grouped by suit (True) or by rank, where they chose it
        self.on_wait: Callable[[], object] = lambda: None   # the lobby's line of it changed (a wait, a house rule)
        self.claims = Claims()                  # who took each seat: only they get it back
        self.ballot = Ballot(self)              # a house-rule vote under way
        self.advisor = Advisor(lambda: self.table)   # hints, one thinking at a time
        self.hold = ClaimHold(referee, lambda: self.clock.runs)   # a group's claim stops the window's clock
        self.first_look = FirstLook(self)       # ... and so does a hand not yet on its people's screens
        referee.subscribe(self.changed)
        thinker = referee.thinker
        if isinstance(thinker, ThreadThinker):   # a decision thought out in a worker thread is due now
            thinker.after = self.clock.kick
        referee.clock.watch(self.check_away)    # a test's clock: look at the grace after every step
        self.state_changed: Callable[[], object] = lambda: None   # who is ready, or played by a bot, changed (saved)
        referee_state = self.table.match.table_state   # (the referee's: the votes, a window's time left)

        def saved_state() -> dict[str, Any]:     # a save keeps who is ready for the next hand, so a restart does
            state = referee_state() if referee_state is not None else {}
            for key, seats in (("ready", self.ready), ("ending", self.ending)) if self.table.hand_over else ():
                if seats:                        # (and who would end the match there)
                    state[key] = [self.table.names[seat] for seat in sorted(seats)]
            if self.stand_ins:                   # ... and whose seat a bot plays (its person gone: no wait for them)
                state["stand_ins"] = [self.table.names[seat] for seat in sorted(self.stand_ins)]
            if self.notes.notes:                 # ... and what the log says of them
                state["notes"] = self.notes.state()
            return state | looks_state(self)     # ... and each person's language and cards (a restart too)

        self.table.match.table_state = saved_state

    @property
    def table(self) -> Table:
        return self.referee.table

    def people(self) -> list[int]:
        """The seats people play (a stand-in's seat too: its person may come back)."""
        return [seat for seat in range(len(self.table.seats)) if not self.table.is_bot(seat) or seat in self.stand_ins]

    def seated(self, seat: int) -> list[SeatConnection]:
        return [connection for connection in self.connections if connection.seat == seat]

    # ---- who sits here -----------------------------------------------------------------------

    def refusal(self, connection: SeatConnection, seat: int, lang: str = "") -> str:
        """Why ``connection`` may not take ``seat`` ("" when it may): its player is connected, or it is not the
        identity that took the seat first (another key, or not the seat's rejoin code); in ``lang`` (default: the
        connection's own)."""
        why = self.claims.check(seat, connection.key, connection.code, bool(self.seated(seat)))
        return refusal_text(why, self.table.names[seat], lang or connection.lang) if why else ""

    def attach(self, connection: SeatConnection, seat: int) -> str:
        """Seat ``connection`` at ``seat``; returns why not ("" when it is seated, see ``refusal``)."""
        if not 0 <= seat < len(self.table.names):
            raise ValueError(f"there is no seat {seat} at this table")
        if why := self.refusal(connection, seat):
            log.warning("%s refused at seat %d: %s", connection.user, seat, self.refusal(connection, seat, "en"))
            return why
        # (the code a seat of this connection was bound to, at another table or given back: one code a person; not
        # a group's, which the others at its terminal saw)
        alone = not connection.group and connection.shared_code is None and len(self.claims.group_of(seat)) == 1
        code = self.claims.bind(seat, connection.key, connection.shared_code or (connection.bound_code if alone else None))
        if code is not None:                   # shown to this player only, on their own screen (pointed out where
            known = connection.code or connection.earlier_code   # it is not the code they had: PLAYTEST187 L3)
            connection.code, connection.bound_code = code, code if alone else None
            told = {"new": True} if known not in (None, code) else {"first": True} if known is None else {}
            connection.send({"type": "code", "code": code} | told)
        if not connection.shared_seats:   # (a terminal's own seat: its group's first, told of the table's end)
            self.claims.lead(seat)
        connection.table, connection.seat, connection.log_events, connection.hand, connection.looked = self, seat, 0, 0, 0
        sit_down(self, connection, seat)        # (its language and cards are the seat's)
        first = seat in self.unconnected or seat in self.never_came   # (told they came, not that they are back)
        self.never_came.discard(seat)
        if seat in self.unconnected:            # the others' screens stop saying they never came
            self.unconnected.discard(seat)
            for seated in self.connections:
                self.push(seated)
        self.came = True                        # (from now on one who never came is awaited, once needed)
        self.wait_where_needed()
        self.connections.append(connection)
        self.first_look.update()
        self.push(connection)
        self.ballot.tell(connection)
        for other, deadline in self.away.items():
            if other != seat:
                connection.send(self.pause_message(other, deadline))
        if seat in self.away or seat in self.stand_ins:
            self.came_back(seat, first)
        return ""

    def watch(self, connection: SeatConnection) -> None:
        """``connection`` watches: the public view and log (``view(game, None)``), no seat, no moves."""
        connection.table, connection.seat, connection.log_events, connection.hand = self, None, 0, 0
        self.connections.append(connection)
        self.push(connection)
        for seat, deadline in self.away.items():    # a wait under way: the watcher sees it too
            connection.send(self.pause_message(seat, deadline))

    def detach(self, connection: SeatConnection, leaving: bool = False) -> None:
        """``connection`` has gone: a person's seat waits for them (``leaving``: a bot plays it at once)."""
        if connection not in self.connections:
            return
        self.connections.remove(connection)
        seat, connection.table, connection.seat = connection.seat, None, None
        if seat is not None:
            self.hold.dropped(seat)             # (its claim went with its terminal: PLAYTEST231 F1)
        self.first_look.update()                # (one gone is awaited as one not yet connected, then as dropped)
        if seat is None or self.closing or self.seated(seat) or self.table.is_bot(seat) or self.table.match_over:
            return                              # (after the match nobody waits for anybody, nor plays for them)
        if leaving or self.grace <= 0:
            self.give_to_bot(seat)
            return
        self.away[seat] = self.referee.clock.now() + self.grace
        self.not_back.discard(seat)
        log.info("%s dropped; a bot plays the seat in %g s unless they are back", self.table.names[seat], self.grace)
        self.waits.look(news={seat})            # (the table waits only where their decision is needed)
        self.first_look.update()                # ... and no longer for their screen (PLAYTEST159 F1)
        self.schedule_grace()
        self.maybe_deal()
        self.on_wait()

    # ---- pushing what each seat may see ------------------------------------------------------

    def changed(self, change: Change | None = None) -> None:
        """After a change of the table (None: of its seats' connections): push each seat what it may see now."""
        kind = change.kind if change is not None else None
        self.wait_where_needed()                # a dropped seat's decision needed now: the table waits for it
        if kind in (ChangeKind.HAND_OVER, ChangeKind.MATCH_OVER, ChangeKind.BALLOT):
            if kind != ChangeKind.BALLOT:
                self.on_wait()          # the lobby: "match over" (a table nobody is at any more goes), or a
                                        # table only bots play stopped at its hand's end
            return                      # the move that ended the hand was pushed with its end just now; a vote
                                        # changed nothing a view shows (``ballot`` messages tell its seats)
        for connection in list(self.connections):
            self.push(connection)
        self.clock.kick()

    def info(self, seat: int | None) -> dict[str, Any]:
        return info_message(self, seat)

    def push(self, connection: SeatConnection) -> None:
        """The seat's own view, and the log lines it has not had yet, as that seat may read it; the log
        message always comes last, so a seat knows when a push is complete.  Once the hand is over, the
        revealed hands and the score follow (again whenever somebody asks for the next deal)."""
        seat = connection.seat
        if (seat is None and not connection.watching) or self.table.match.game is None:
            return
        seen = self.referee.view_of(seat)
        hand, logged = self.table.hand_number, len(self.table.match.game.log)   # (the log's own positions: what a
        fresh = (connection.hand != hand or connection.log_events > logged     # seat never hears is never said;
                 or rewrites(self.table.match.game.log, connection.log_events, seat))   # a line taken back: all again)
        start = 0 if fresh else connection.log_events
        lines, connection.notes_sent = log_with_notes(self.table, self.notes, seat, connection.lang, start,
                                                      0 if fresh else connection.notes_sent)
        shown = (self.info(seat), {"type": "view", "view": view_to_json(seen)})
        if shown == connection.shown and not (fresh or lines or self.table.hand_over):
            return   # nothing this seat may see changed: a push now would tell that something it may not see did
        connection.shown = shown
        for message in shown:
            connection.send(message)
        connection.send({"type": "log", "start": start, "lines": lines})
        connection.log_events, connection.hand = logged, hand
        if self.table.hand_over:
            connection.send(sheet_message(self))

    def broadcast(self, message: dict[str, Any], but: int | None = None) -> None:
        """``message`` to every connection at this table (``but``: not to that seat's)."""
        for connection in self.connections:
            if but is None or connection.seat != but:
                connection.send(message)

    def sheet_people(self) -> set[int]:
        """The people a hand's sheet asks: those connected, and those whose connection dropped (the table waits for
        them at the sheet as in play; back, they see the sheet they missed; a bot standing in is not asked)."""
        seats = {connection.seat for connection in self.connections if connection.seat is not None} | set(self.away)
        return {seat for seat in seats if not self.table.is_bot(seat)}

    def waiting(self) -> list[str]:   # (the people who have not asked for the next deal yet)
        return [self.table.names[seat] for seat in sorted(self.sheet_people() - self.ready)]

    def next_hand(self, connection: SeatConnection) -> None:
        """The connection's person is ready for the next deal (and would not end the match here); deal once all are."""
        if not self.table.hand_over or self.table.match_over or connection.seat is None:
            connection.refuse("no_next_hand")
            return
        self.ready.add(connection.seat)
        self.ending.discard(connection.seat)
        if not self.maybe_deal():
            self.state_changed()
            self.broadcast(sheet_message(self))

    def restore_ready(self, names: object, marks: set[int] | None = None) -> None:
        """Who was ready for the next hand (``marks``: would end the match) as saved (``saved_state``), after a restart."""
        if not self.table.hand_over or not isinstance(names, list):
            return
        seats = {name: seat for seat, name in enumerate(self.table.names)}
        (self.ready if marks is None else marks).update(seats[name] for name in names if isinstance(name, str)
                                                        and name in seats and not self.table.is_bot(seats[name]))

    def maybe_deal(self) -> bool:
        """Deal once every person asked is ready (or end the match, once every one would: ``ending``)."""
        if maybe_end(self):
            return True
        if not self.table.hand_over or self.table.match_over or not self.ready or self.waiting():
            return False
        self.ready.clear()
        self.ending.clear()
        self.referee.deal()
        return True

    # ---- the referee's clock ---------------------------------------------------------------------

    def run_clock(self) -> None:
        """Bots move at their pace and timed windows close from now on; a dropped person's grace runs."""
        self.clock.start()
        self.schedule_grace()

    def stop_clock(self) -> None:
        self.clock.stop()
        self.closing = True
        self.hold.close()
        self.first_look.close()
        if self.grace_timer is not None:
            self.grace_timer.cancel()
        self.grace_timer = None

    def submit(self, connection: SeatConnection, message: dict[str, Any]) -> None:
        """Apply the move for the connection's own seat, or refuse it with the reason."""
        seat, names = connection.seat, list(self.table.names)
        ident = {"id": message["id"]} if "id" in message else {}
        if seat is None:
            connection.refuse("you_watch", ident)
            return
        claimed = message.get("seat", seat)
        if claimed != seat:
            other = names[claimed] if 0 <= claimed < len(names) else str(claimed)
            log.warning("%s (seat %d) sent a move for seat %s; refused", connection.user, seat, claimed)
            connection.refuse("other_seat", ident, name=names[seat], other=other)
            return
        if self.waits.seats:
            connection.refuse("table_waits", ident, names=", ".join(self.waits.names()))
            return
        if self.ballot.voting():
            connection.refuse("vote_first", ident)
            return
        if "at" in message and message["at"] != self.table.view_of(seat).log_size:
            connection.refuse("moved_on", ident)   # chosen for a moment that has passed (PLAYTEST219 F3: "1 Enter"
            return                                  # for a swap window closed meanwhile played 2H on the next turn)
        try:
            self.referee.submit(seat, parse_move(message["move"], names), sender=seat)
        except ValueError as error:   # bad notation, a refusal, or the engine's reason (IllegalMoveError)
            connection.refuse_move(message["move"], error, ident)
            return
        connection.send({"type": "accepted", **ident})
