"""A timed window's clock waits until the people in it have their hand of cards on their screens.

At the hot seat the clock of a window opened before anybody held the keyboard (a swap or a 6 the start card
brings) waits until each person in it has looked (``HotSeat.unseen``).  At a table a server hosts from its start
(``--table``) the start card's swap ran its 4 seconds before its player had even connected, and "Time is up: the
swap goes ahead" was the first thing they read; and a screen takes a moment to draw a new hand, a terminal that has
only just connected half a second or more.

So while a person in the open timed window has never connected to the table (their turn would wait for them; one
whose connection dropped is waited for by ``away_waits``), or is connected alone at a terminal whose table screen
has not drawn their cards of this hand yet (it says ``looked`` once it has: ``RemoteSeat.cards_shown``; a new
connection after a drop or a visit to the lobby has not), the window's clock stands still (the referee's pause
``first look``; the info message says why: ``looking``).  The wait for a screen is bounded (``FIRST_LOOK`` seconds
of the referee's clock a window), so one that never says it cannot stop a table.  Once it was held, the window has
at least ``LEAST_LEFT`` seconds from then on: a person back after a dropped connection, with a window that had only a
second or two left when they went, found it gone before they could read it (PLAYTEST156 F5: "1 s left").  The clock
waits only once no bot is left to answer the window first (a bot answers at once), as at the hot seat.  A hot-seat
group's terminal is not waited for: its people look after a hand-off, and a claim holds the clock for the claimer
(``window_claim``).
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from maumau_tui.countdown import window_key

if TYPE_CHECKING:
    from maumau_tui.net.seat_connection import SeatConnection
    from maumau_tui.net.table_host import TableHost

FIRST_LOOK = 10.0      # seconds of the referee's clock a window's clock waits at most for a screen to show a hand
REASON = "first look"  # the referee's pause reason meanwhile
LEAST_LEFT = 3.0       # seconds a window held for a screen has at least once it shows (to read the question and answer)


class FirstLook:
    """Holds the open timed window's clock of ``host``'s table until its people have their cards on screen."""

    def __init__(self, host: TableHost) -> None:
        self.host = host
        self.window: tuple[object, ...] | None = None   # the window held now
        self.until: float | None = None                 # ... its screens waited for until then at most (referee's clock;
        #                                                   None: not yet, somebody in it has not connected)
        self.spent: tuple[object, ...] | None = None    # a window whose wait for screens ran out
        self.held = False                               # its clock stands for them now (the referee's pause)
        self.timer: asyncio.TimerHandle | None = None
        host.referee.subscribe(lambda change: self.update())   # after every change of the table
        host.referee.clock.watch(self.update)           # a test's clock: look at the limit after every step

    @property
    def holding(self) -> bool:
        return self.window is not None

    def seen(self, connection: SeatConnection, hand: int) -> None:
        """``connection``'s screen shows its seat's cards of hand number ``hand``."""
        connection.looked = hand
        self.update()

    def awaited(self) -> tuple[list[int], list[int]]:
        """The people in the open timed window who have never connected, and those connected alone at a terminal
        that has not shown them this hand yet."""
        host = self.host
        table = host.table
        if host.closing or table.match.game is None or table.hand_over or not table.game.timed \
                or table.next_bot() is not None:
            return [], []
        connected = {connection.seat: connection for connection in host.connections if connection.seat is not None}
        people = [seat for seat in table.game.seats_to_act() if not table.is_bot(seat) and seat not in host.away]
        absent = [seat for seat in people if seat not in connected]
        unseen = [seat for seat in people if seat in connected and connected[seat].looked != table.hand_number
                  and not self.grouped(connected[seat], seat)]
        return absent, unseen

    def grouped(self, connection: SeatConnection, seat: int) -> bool:
        """``connection`` plays ``seat`` at a group's terminal: a seat of its group, or the terminal's own seat, also
        while it sits down, before its group's further seats are attached (PLAYTEST267 F1, REVIEW266 R4: back in a
        timed window, the clock stood 10 s "until everybody has their cards on screen")."""
        return bool(connection.shared_seats or connection.members or connection.group
                    or len(self.host.claims.group_of(seat)) > 1)

    def update(self) -> None:
        """After anything that may change who is awaited: hold the window's clock, or let it run."""
        referee = self.host.referee
        absent, unseen = self.awaited()
        if absent or unseen:
            window, now = window_key(self.host.table, referee.view_of(None)), referee.clock.now()
            if window != self.window:
                self.window, self.until = window, None
            if not absent and self.until is None:   # the wait for screens begins once everybody in it is connected
                self.until = now + FIRST_LOOK
                self.schedule(FIRST_LOOK)
            if absent or (window != self.spent and self.until is not None and now < self.until):
                referee.pause(REASON)
                self.held = True
                return
            self.spent = window
        self.release()

    def schedule(self, seconds: float) -> None:
        if self.timer is not None:
            self.timer.cancel()
        self.timer = asyncio.get_running_loop().call_later(seconds + 0.01, self.update) if self.host.clock.runs else None

    def release(self) -> None:
        self.close()
        if self.window is not None:
            self.window = None
            if self.held:   # (while its clock still stands: the time counts from here)
                self.held = False
                self.host.referee.at_least_left(LEAST_LEFT)
            self.host.referee.resume(REASON)

    def close(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
