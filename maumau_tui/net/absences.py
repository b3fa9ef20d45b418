"""A table's people who are away: a dropped connection's seat waits for its person, with a grace, and then a bot
plays it until they are back (``TableHost``'s part; the seats it waits for now: ``away_waits``).

A seat whose person dropped is ``away`` until its grace ends (the referee's clock); the table waits for it only
where its decision is needed.  Once the grace runs out, or the person leaves the match for good, a bot stands in
(``stand_ins``); a person who comes back takes the seat over again.  A person of a table the server set up who never
connected (``unconnected``) is awaited the same way once somebody has come to the table and their decision is needed.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from maumau_tui.net.seat_notes import BACK, BOT, CAME, LEFT, SeatNotes
from maumau_tui.table import Seat, Table

if TYPE_CHECKING:
    from maumau_tui.net.away_waits import AwayWaits
    from maumau_tui.net.ballot import Ballot
    from maumau_tui.net.claims import Claims
    from maumau_tui.net.first_look import FirstLook
    from maumau_tui.net.host import SeatConnection
    from maumau_tui.net.table_clock import TableClock
    from maumau_tui.net.table_referee import TableReferee
    from maumau_tui.referee import Change

log = logging.getLogger("maumau.net.host")


class Absences:
    """``TableHost``'s handling of the people who are away; the host supplies the state below."""

    referee: TableReferee
    grace: float
    clock: TableClock
    closing: bool
    came: bool
    ready: set[int]
    ending: set[int]
    away: dict[int, float]
    not_back: set[int]
    unconnected: set[int]
    never_came: set[int]
    stand_ins: set[int]
    grace_timer: asyncio.TimerHandle | None
    waits: AwayWaits
    notes: SeatNotes
    claims: Claims
    ballot: Ballot
    first_look: FirstLook
    on_wait: Callable[[], object]
    state_changed: Callable[[], object]

    @property
    def table(self) -> Table:
        raise NotImplementedError

    def seated(self, seat: int) -> list[SeatConnection]:
        raise NotImplementedError

    def broadcast(self, message: dict[str, Any], but: int | None = None) -> None:
        raise NotImplementedError

    def changed(self, change: Change | None = None) -> None:
        raise NotImplementedError

    def maybe_deal(self) -> bool:
        raise NotImplementedError

    def awaited(self) -> list[str]:
        """The names of the dropped players whose seats wait for them, in seat order."""
        return [self.table.names[seat] for seat in sorted(self.away)]

    def all_away(self) -> None:
        """A resumed table (the server restarted): every person's seat counts as dropped, with the grace, until
        its owner connects; the table waits on their decisions meanwhile, as after any drop (bots play on until a
        person's decision is needed: nothing is dealt before then, a hand's end waits for everybody not ready)."""
        deadline = self.referee.clock.now() + self.grace
        for seat in range(len(self.table.seats)):
            if self.table.is_bot(seat) or self.seated(seat) or seat in self.away:
                continue
            if self.await_seat(seat, deadline):
                self.not_back.add(seat)
        self.waits.look()
        self.schedule_grace()

    def await_seat(self, seat: int, deadline: float) -> bool:
        """``seat``'s person is awaited until ``deadline``; returns whether (no grace: a bot plays it now)."""
        if self.grace <= 0:
            self.give_to_bot(seat)
            return False
        self.away[seat] = deadline
        return True

    def wait_where_needed(self) -> None:
        """The table waits for each dropped or never connected seat whose decision is needed now (``away_waits``)."""
        self.waits.look(news=self.await_unconnected())

    def await_unconnected(self) -> set[int]:
        """The seats of people who never connected (``unconnected``) whose decision is needed now for the first time:
        from now on they are awaited as dropped ones are, with the grace (none: a bot plays them now).  Only once
        somebody has come to the table: before, nobody is kept waiting (a server's people coming a few minutes after
        its start would find their first hand played by bots).  Returns them (the others are told)."""
        new = self.waits.asked(self.unconnected) - set(self.away)
        if not new or self.closing or not self.came:
            return set()
        deadline = self.referee.clock.now() + self.grace
        for seat in sorted(new):
            if self.await_seat(seat, deadline):
                log.info("%s has not connected yet; a bot plays the seat in %g s unless they come",
                         self.table.names[seat], self.grace)
        self.schedule_grace()
        return {seat for seat in new if seat in self.away}

    def pause_message(self, seat: int, deadline: float) -> dict[str, Any]:
        left = max(0.0, deadline - self.referee.clock.now())
        message = {"type": "pause", "seat": seat, "name": self.table.names[seat], "seconds": round(left, 1),
                   "waits": seat in self.waits.seats}
        if seat in self.unconnected:
            return message | {"unconnected": True}
        return message | {"restart": True} if seat in self.not_back else message

    def came_back(self, seat: int, first: bool = False) -> None:
        """``seat``'s person is back, or (``first``) has come for the first time (a ``--table`` seat awaited, or
        played by a bot, before they ever connected: PLAYTEST159 F2 read "Ben is back.")."""
        name = self.table.names[seat]
        self.away.pop(seat, None)
        self.not_back.discard(seat)
        if seat in self.stand_ins:
            self.stand_ins.discard(seat)
            self.notes.add(self.table, CAME if first else BACK, seat)
            self.table.set_seat(seat, Seat(name))
            self.referee.changed_outside()
            self.state_changed()
        log.info("%s has come to the table" if first else "%s is back", name)
        self.broadcast({"type": "resume", "seat": seat, "name": name} | ({"first": True} if first else {}),
                       but=seat)                # (the one who is back knows it)
        self.waits.look()
        self.changed()
        self.on_wait()

    def leave_for_good(self, seat: int) -> None:
        """The seat's person left the match (from the lobby): a bot plays it to the end, and nobody takes it back."""
        log.info("%s left the match for good: a bot plays the seat to its end", self.table.names[seat])
        if seat not in self.stand_ins:
            self.give_to_bot(seat, told=True)
        self.stand_ins.discard(seat)
        self.ending.discard(seat)               # (no longer asked, nor listed as one who would end it: REVIEW136 R12)
        self.ready.discard(seat)
        self.notes.add(self.table, LEFT, seat)  # (PLAYTEST108 F6: the log said only "A bot plays for ...")
        self.referee.seat_left(seat)            # (kept in the save: a restart does not give the seat back)
        if self.claims.owners.pop(seat, None) is not None:
            self.claims.on_bind()               # the owners file without it
        self.maybe_deal()                       # (the others at the table may be waiting only for this seat)
        self.on_wait()

    def give_to_bot(self, seat: int, told: bool = False) -> None:
        """A bot plays ``seat`` until its person connects again; the log says so (unless it was ``told``)."""
        name = self.table.names[seat]
        self.away.pop(seat, None)
        self.not_back.discard(seat)
        if seat in self.unconnected:
            self.unconnected.discard(seat)
            self.never_came.add(seat)
        self.stand_ins.add(seat)
        if not told:
            self.notes.add(self.table, BOT, seat)
        self.table.set_seat(seat, self.table.stand_in(seat))
        self.referee.changed_outside()
        self.first_look.update()                # (a bot in a window answers first: no screen is waited for)
        self.state_changed()
        log.info("a bot plays for %s", name)
        self.broadcast({"type": "stand_in", "seat": seat, "name": name})
        self.waits.look()
        self.changed()
        self.ballot.go_on()                     # a vote that asks this seat gets the bot's answer
        self.maybe_deal()                       # (the others at a hand's sheet may be waiting only for this seat)
        self.on_wait()                          # (after a deal: REVIEW136 R8, the lobby kept who would end it)

    def schedule_grace(self) -> None:
        if self.grace_timer is not None:
            self.grace_timer.cancel()
            self.grace_timer = None
        if self.away and self.clock.runs:
            wait = max(0.0, min(self.away.values()) - self.referee.clock.now())
            self.grace_timer = asyncio.get_running_loop().call_later(wait + 0.01, self.check_away)

    def check_away(self) -> None:
        """A bot stands in for every seat whose grace has run out."""
        self.grace_timer = None
        now = self.referee.clock.now()
        for seat, deadline in sorted(self.away.items()):
            if deadline <= now:
                self.give_to_bot(seat)
        self.schedule_grace()
