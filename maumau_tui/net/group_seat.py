"""The hot-seat keyboard of a group at one terminal, over the seats' remote links: who holds it, and what it needs next.

``GroupSeat`` is the table screen's ``SeatLink`` at a terminal that plays several seats of a table in the server
(the session's user and the further people of its group).  Each seat has its own ``RemoteSeat`` (its view, log,
moves and hints travel over its own member of the connection), and the terminal's public view and log come from
one more member that only watches.  Like the hot seat's ``HotSeat`` it knows who holds the keyboard (``holder``:
the screen shows that seat's view through it, and nobody's while a hand-off or a claim screen is pending) and
says what the keyboard needs next (``next_step``), from public facts only (whose decision it is, who may answer
an open window): a hand-off to the group's seat the table waits for, the claim screen of a timed window several
of the group may answer, or nothing (the holder's own view and question, or the last holder's view while no seat
of the group has a decision).  Nothing here imports Textual.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from maumau_tui.engine.game import IllegalMoveError
from maumau_tui.engine.state import Phase
from maumau_tui.engine.views import View
from maumau_tui.net.link import HostLink
from maumau_tui.net.remote import RemoteSeat
from maumau_tui.notation import Move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.tui.hotseat import (DrawSeen, HandOff, Keyboard, SharedWindow, claim_caller, drawers_turn_over,
                                    in_play_order)
from maumau_tui.tui.seat_link import HintJob, TableFacts

Step = HandOff | SharedWindow | DrawSeen


class GroupSeat(Keyboard):
    """One keyboard for the seats a terminal plays at a table in the server."""

    def __init__(self, primary: RemoteSeat) -> None:
        self.primary = primary
        self.seats: dict[int, RemoteSeat] = {}     # the group's seats -> each one's own link
        self.public: RemoteSeat | None = None     # the public view and log (no hand), for between the seats
        self.holder: int | None = None            # the seat at the keyboard: the screen shows its view
        self.last_holder: int | None = None       # who held it before the hand-off now pending (may still catch)
        self.claim: int | None = None             # the seat that claimed the open timed window
        self.hand_number = 0
        self.mark = 0                             # public log lines when the keyboard last changed hands
        self.taken = 0                            # the most cards the holder had since (fewer now: it has played)
        self.missed_before = False                # the holder's missed call was open then (others had the keyboard)
        self.covered = False                      # the holder's cards are covered until the keyboard changes hands
        self.draw_seen: tuple[int, int, int] | None = None   # a draw that may stop, until seen: (seat, its view's
        #                                                          log size and its log's lines when it drew)
        self.watchers: list[Callable[[], None]] = []
        self.on_refused: Callable[[str], None] | None = None
        self.add(primary)

    def add(self, remote: RemoteSeat) -> None:
        """A seat of the group (or, seat None, the terminal's public view) is at the table."""
        if remote.seat is None:
            self.public = remote
        else:
            self.seats[remote.seat] = remote
        remote.on_refused = self.refused
        remote.watch(self.tell)
        self.tell()

    def refused(self, reason: str) -> None:
        if self.draw_seen is not None and self.draw_on_its_way():
            self.draw_seen = None     # (the draw itself was refused: REVIEW262 R3, a later play read as its end)
        if self.on_refused is not None:
            self.on_refused(reason)

    def watch(self, callback: Callable[[], None]) -> Callable[[], None]:
        """``callback`` is called after every change of any of the group's seats, or of the keyboard."""
        self.watchers.append(callback)
        return lambda: self.watchers.remove(callback) if callback in self.watchers else None

    def ready(self, remote: RemoteSeat | None) -> RemoteSeat | None:
        """``remote`` once the host has pushed its view (a seat just seated has none yet)."""
        return remote if remote is not None and remote.link.view is not None and remote.link.table else None

    def tell(self) -> None:
        hand_number = self.primary.link.table.get("hand_number", 0)
        if hand_number != self.hand_number:       # a new deal: nobody holds the keyboard until a seat's turn
            self.hand_number, self.holder, self.last_holder, self.claim, self.mark = hand_number, None, None, None, 0
            self.draw_seen = None
        self.cover()
        for callback in list(self.watchers):
            callback()

    def cover(self) -> None:
        """The group shares the screen: once nothing is asked of the holder, its cards are covered until the
        keyboard changes hands (the others of the group still in the hand watch the table meanwhile; a holder out of the
        hand is covered while the group has other seats, as at the hot seat: PLAYTEST113 F9)."""
        view = self.table_view()        # (public facts, as the hand-offs go: the seat's own view may lag behind)
        if self.holder is None or view is None:
            self.covered = False
            return
        if self.draw_seen is not None and self.draw_seen[0] == self.holder:
            return                      # (what it drew is read first: ``DrawSeen``)
        playing = [seat for seat in self.seats if seat not in view.out and seat not in view.absent]
        sharing = playing if self.holder in playing else list(self.seats)   # (out of the hand: its own log lines)
        if any(seat != self.holder for seat in sharing) and not view.finished \
                and view.actor != self.holder and self.holder not in view.window:
            self.covered = True

    # ---- what the keyboard needs next ---------------------------------------------------------

    def table_view(self) -> View | None:
        """The table as the public view says (no hand, nobody's moves), for deciding what comes next."""
        remote = self.ready(self.public) or self.primary
        view = remote.link.view
        if view is None:
            return None
        return view if remote is self.public else replace(view, seat=-1, hand=(), legal=(), drawn=False)

    def window_seats(self) -> tuple[int, ...]:
        """The group's seats that may still answer an open timed window (empty when none is open)."""
        view = self.table_view()
        if view is None or view.finished or not view.timed:
            return ()
        return tuple(seat for seat in view.window if seat in self.seats)

    def next_step(self) -> Step | None:
        """What the keyboard needs now; None: the table screen shows the holder's view (and its question)."""
        view = self.table_view()
        if view is None or view.finished:
            return None
        if self.draw_seen is not None and self.draw_seen[0] == self.holder:
            seen = self.draw_to_see()
            if seen:
                return DrawSeen(self.holder, tuple(self.seats[self.holder].link.log[self.draw_seen[2]:]))
            if seen is None:
                return None             # (the draw on its way, or the drawer deciding: the holder's view as it stands)
            self.draw_seen = None       # (a penalty that leaves the turn to its drawer: nothing to hide)
        if self.last_at_keyboard not in view.catchable:   # (called out, or its time over: a new miss is a new one)
            self.missed_before = False
        seats = self.window_seats()
        if seats:
            if self.claim in seats:
                return None if self.holder == self.claim and not self.covered else self.handoff(self.claim)
            catcher, caught = self.claim_catch()
            return SharedWindow(view, seats, tuple(self.recent()), catcher=catcher, caught=caught)
        self.claim = None
        if view.actor in self.seats and (view.actor != self.holder or self.covered):
            return self.handoff(view.actor)     # (to the holder too, whose cards were covered meanwhile)
        return self.again(view)

    def again(self, view: View) -> HandOff | None:
        """As at the hot seat (``HotSeat._again``): the holder plays again having missed a call in a play since it took
        the keyboard; another person of this terminal may call it out first (those at other terminals at theirs).
        (Not on a terminal that came back with such a miss open: what it is pushed cannot tell it from an old one.)"""
        holder = self.last_at_keyboard     # (or held it last: the hand-off shown again after Esc and "no")
        mine = self.seats[holder].link.view if holder in self.seats else None
        if mine is not None:               # (the most it held since: a play after a draw leaves it fewer)
            self.taken = max(self.taken, len(mine.hand))
        if mine is None or view.actor != holder or holder not in view.catchable or view.phase != Phase.TURN \
                or mine.drawn or self.missed_before or len(mine.hand) >= self.taken:
            return None
        order = [seat for seat in in_play_order(holder, len(view.names), view.direction) if seat in self.seats]
        catcher, caught = claim_caller(order, lambda seat: self.seats[seat].link.view)   # (the direction of play)
        if catcher is None or holder not in caught:
            return None
        return HandOff(holder, tuple(self.recent()), catcher, (holder,), again=True, keeps=True)

    def claim_catch(self) -> tuple[int | None, tuple[int, ...]]:
        """``claim_caller`` of the claim screen at this terminal: the seat that held the keyboard, else the first the
        window names, else another of the group's."""
        holder = self.last_at_keyboard
        window = sorted(self.window_seats())
        return claim_caller([holder, *window, *(s for s in self.seats if s not in window)],
                            lambda seat: self.seats[seat].link.view if seat in self.seats else None)

    def recent(self) -> list[str]:
        """The public log since the keyboard last changed hands."""
        lines = self.public.link.log if self.public is not None else []
        return list(lines[self.mark:] if self.mark <= len(lines) else lines)

    def handoff(self, seat: int) -> HandOff:
        holder = self.last_at_keyboard
        view = self.table_view()
        if holder == seat and view is not None and (again := self.again(view)) is not None:
            return again
        caught: tuple[int, ...] = ()
        if holder is not None and holder != seat and holder in self.seats:
            view = self.seats[holder].link.view
            caught = tuple(move.seat for move in (view.legal if view is not None else ())
                           if move.kind == "catch" and move.seat is not None)
        return HandOff(seat, tuple(self.recent()), holder if caught else None, caught)

    # ---- the keyboard changes hands ------------------------------------------------------------

    def hide(self) -> None:
        """A hand-off or a claim screen opens: from now on nobody's hand is shown."""
        if self.holder is not None:
            self.last_holder, self.holder = self.holder, None
            self.tell()

    def take_keyboard(self, seat: int) -> None:
        """``seat`` confirmed the hand-off: the screen shows its view from here on."""
        if seat not in self.seats:
            raise ValueError(f"seat {seat} is not played at this terminal")
        self.holder, self.last_holder, self.covered = seat, None, False
        self.mark = len(self.public.link.log) if self.public is not None else 0
        held = self.seats[seat].link.view
        self.taken = len(held.hand) if held is not None else 0
        public = self.table_view()              # (the public view: a seat's own may come a push later)
        self.missed_before = public is not None and seat in public.catchable
        self.tell()

    def claimed(self, seat: int) -> None:
        """``seat`` claimed the open timed window: the keyboard goes to it, and the table's host stops the window's
        clock until it has answered (as the hot seat does; bounded, since other terminals share the clock:
        ``window_claim``)."""
        self.claim = seat
        self.seats[seat].link.claim_now()
        self.tell()

    def catch_for(self, seat: int, move: Move) -> None:
        """The seat still at the keyboard calls somebody out before handing it over."""
        self.seats[seat].submit(move)

    def vote_done(self, asked: set[int]) -> None:
        """A vote went round: if it asked another of the group's seats than the holder, nobody holds the keyboard."""
        if any(seat != self.holder and seat in self.seats for seat in asked):
            self.hide()

    # ---- the table screen's link (``SeatLink``, and what ``RemoteTableScreen`` asks of a ``RemoteSeat``) -----

    @property
    def shown(self) -> RemoteSeat:
        """The link whose view the screen shows: the holder's, else the public view."""
        if self.holder is not None and self.ready(self.seats.get(self.holder)):
            return self.seats[self.holder]
        return self.ready(self.public) or self.primary

    @property
    def seat(self) -> int | None:
        return self.holder if self.holder is not None and self.ready(self.seats.get(self.holder)) else None

    @property
    def link(self) -> HostLink:
        return self.shown.link if self.seat is not None else self.primary.link   # (its rejoin code: the group's)

    @property
    def move_on_its_way(self) -> bool:
        return self.seat is not None and self.shown.move_on_its_way

    def view(self) -> View:
        if self.seat is None:
            view = self.table_view()
            if view is None:
                raise RuntimeError("the table host has not sent this terminal's view yet")
            return view
        return self.shown.view()

    def info(self) -> TableFacts:
        info = self.shown.info()
        if info.clock_held == "answer" and self.claim is not None and self.claim == self.seat:
            info = replace(info, clock_held="yours")   # (the claimer's own question: PLAYTEST261 N3)
        return replace(info, covered=True) if self.covered and self.seat is not None else info

    def open_left(self) -> float | None:
        return self.shown.open_left()

    def log_lines(self, lang: str) -> list[str]:
        if self.seat is None and self.ready(self.public) is None:
            return []          # (only until the public view arrives: never another seat's log)
        if self.covered and self.seat is not None:      # the public log while the holder's cards are covered
            public = self.ready(self.public)
            return public.log_lines(lang) if public is not None else []
        return self.shown.log_lines(lang)

    def submit(self, move: Move) -> None:
        if self.seat is None:
            raise IllegalMoveError("nobody holds the keyboard")
        own = self.shown.link.view
        if move.kind == "draw" and own is not None and self.may_stop(own) and any(
                seat != self.seat and seat not in own.out and seat not in own.absent for seat in self.seats):
            self.draw_seen = (self.seat, own.log_size, len(self.shown.link.log))   # (as at the hot seat: ``HotSeat.submit``)
        self.shown.submit(move)

    def may_stop(self, own: View) -> bool:
        """Whether the seat's draw now is a penalty's that may stop at an answer (``penalty_draw.may_stop``), read
        from its own view and the table's rules."""
        if not (own.my_turn and own.pending_draw > 0 and not own.drawn and own.phase == Phase.TURN):
            return False
        tables = compile_ruleset(self.primary.info().ruleset, len(own.names))
        return own.kings < 0 and bool(tables.draw_answer_drawn[own.top])

    def draw_to_see(self) -> bool | None:
        """Of the draw that may stop (``draw_seen``), as at the hot seat (``drawers_turn_over``): None also while the
        draw is on its way (the drawer's view is read once it came back: REVIEW262 R2, a stop at the penalty's last card
        too)."""
        own = self.drawer_view()
        if own is None or self.draw_on_its_way():
            return None
        return drawers_turn_over(own)

    def drawer_view(self) -> View | None:
        """The own view of the seat whose draw may stop (``draw_seen``; None: none, or not here)."""
        seat = self.draw_seen[0] if self.draw_seen is not None else None
        return self.seats[seat].link.view if seat in self.seats else None

    def draw_on_its_way(self) -> bool:
        """The draw of ``draw_seen`` has not come back yet: the drawer's view holds nothing since it was sent."""
        own = self.drawer_view()
        return own is None or self.draw_seen is None or own.log_size <= self.draw_seen[1]

    def seen_draw(self) -> None:
        """The drawer confirmed what it drew (``DrawSeen``): its cards are covered, the keyboard goes on."""
        self.draw_seen = None
        self.tell()

    def cards_shown(self, hand_number: int) -> None:
        """(A group's terminal is not waited for: its people look after a hand-off, a claim holds the clock.)"""

    def hint(self, lang: str) -> HintJob | None:
        return self.shown.hint(lang) if self.seat is not None else None
