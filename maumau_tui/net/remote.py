"""The table screen's ``SeatLink`` for a seat whose table lives in the server process.

``RemoteSeat`` turns what the table host pushes over the local socket (``HostLink``) into what
``TableScreen`` asks of a link: the seat's view, ``TableFacts``, the log, news of changes, and moves
sent back.  A move the seat's own view does not list is refused here at once (the host would refuse it
too); a move the host refuses later (the table moved on meanwhile) reaches ``on_refused``.  From a move's
sending until the host's answer to it, the view is *spent* (``move_on_its_way``): it is the view before
the move, so no key is judged by it and no second move is sent.  Nothing here imports Textual.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from maumau_tui.engine.game import IllegalMoveError
from maumau_tui.engine.views import View
from maumau_tui.bots.hint import Hint
from maumau_tui.net.link import HostLink
from maumau_tui.net.words import word
from maumau_tui.notation import Move, parse_move
from maumau_tui.rules.loader import Rules, read_played
from maumau_tui.rules.schema import Ruleset
from maumau_tui.tui.seat_link import HintJob, TableFacts

# Messages after which a screen should look again: the end of a push (its log comes last) and notices.
# ("accepted" comes after the push of the view the move made: the seat's keys count again.)
NEWS = frozenset({"log", "accepted", "refused", "pause", "resume", "stand_in", "bye"})
HINT_WAIT = 10.0    # seconds a hint waits for the host's answer (the host thinks 200 ms; a hang guard)


class RemoteSeat:
    """One seat's window on a table in the server, for ``TableScreen``."""

    def __init__(self, link: HostLink, clock: Callable[[], float] = time.monotonic) -> None:
        self.link = link
        self.clock = clock
        self.info_at = clock()                     # when the last "info" arrived (the countdown runs from it)
        self.watchers: list[Callable[[], None]] = []
        self.on_refused: Callable[[str], None] | None = None
        self.rulesets: dict[tuple[str, tuple[tuple[str, Any], ...]], Ruleset] = {}
        self.read: dict[str, Rules] = {}
        self.hints: dict[int, Future[dict[str, Any]]] = {}   # hints asked -> the host's answer, once it comes
        self.asked: tuple[View | None, Future[dict[str, Any]]] | None = None   # the last hint asked, for which view
        self.sent: int | None = None                 # the id of the move sent that the host has not answered yet
        self.unsaved = ""                            # the table is not saved as it stands, as its screen was told
        self.looked = 0                              # the hand whose cards the host heard are on the screen
        link.on_change(self.pushed)

    def close(self) -> None:
        """This window on the table is done with (its person went back to the lobby): it hears the link no more."""
        if self.pushed in self.link.listeners:
            self.link.listeners.remove(self.pushed)
        self.watchers.clear()
        self.on_refused = None

    def pushed(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "info":
            self.info_at = self.clock()
        if kind == "seated":                       # (seated again: the host waits for the cards on screen again)
            self.looked = 0
        if (kind in ("accepted", "refused") and message.get("id") == self.sent) or kind in ("seated", "bye"):
            self.sent = None                       # the answer to the move sent: the view is the table's again
        if kind == "advice" and (answer := self.hints.pop(message["id"], None)) is not None:
            answer.set_result(message)
        if kind == "bye":                          # no answer will come: the hints waiting say so at once
            for waiting in self.hints.values():
                waiting.set_exception(TimeoutError())
            self.hints.clear()
        if kind == "refused" and self.on_refused is not None:
            self.on_refused(message["reason"])
        if kind in NEWS:
            for callback in list(self.watchers):
                callback()

    # ---- SeatLink ----------------------------------------------------------------------------

    @property
    def seat(self) -> int | None:
        return self.link.seat

    @property
    def move_on_its_way(self) -> bool:
        """A move of this seat was sent and the host has not answered it: the view is the one before it."""
        return self.sent is not None

    def view(self) -> View:
        if self.link.view is None:
            raise RuntimeError("the table host has not sent this seat's view yet")
        return self.link.view

    def info(self) -> TableFacts:
        table = self.link.table
        options = dict(table["options"])
        left = table["window_left"]
        if left is not None and not self.link.held and not self.link.bots_first:   # (one that stands still: as sent)
            left = max(0.0, float(left) - (self.clock() - self.info_at))
        return TableFacts(ruleset=self.ruleset(table["ruleset"], options, table.get("rules_file", "")), options=options,
                        bots=frozenset(table["bots"]), hand_number=table["hand_number"],
                        kings_word=table["kings_word"], window_left=left,
                        clock_held="" if left is None else self.open_held(),
                        unconnected=frozenset(table.get("unconnected", ())), points=tuple(table.get("points", ())),
                        levels={int(seat): level for seat, level in table["levels"].items() if seat.isdigit()})

    def open_left(self) -> float | None:
        """Seconds left of a timed window open at the table for anybody (public); it stands still while paused."""
        left = self.link.table.get("open_left")
        if left is None:
            return None
        if self.link.held or self.link.bots_first:
            return float(left)
        return max(0.0, float(left) - (self.clock() - self.info_at))

    def open_held(self) -> str:
        """Why the open window's clock stands still: "away" (the table waits for a dropped player), "look" (for its
        people to have their cards on screen), "answer" (a claimed answer is awaited), "bots" (the bots in it answer
        first), "": it runs."""
        if self.link.held:
            return "away" if self.link.paused else "look" if self.link.looking else "answer"
        return "bots" if self.link.bots_first else ""

    def ruleset(self, ref: str, options: dict[str, Any], rules_file: str = "") -> Ruleset:
        """The table's ruleset, read from the same files the server read (kept once read): the copy of the rules
        its match began with where the server plays from one (``Match.rules_file``).  A house rule voted in applies
        to the rules as read first, as the server's match does (``Match.begun``), never to a file edited since."""
        key = (rules_file or ref, tuple(sorted(options.items())))
        if key not in self.rulesets:
            if key[0] not in self.read:
                self.read[key[0]] = read_played(ref, rules_file, played=True)
            self.rulesets[key] = self.read[key[0]].with_options(options)
        return self.rulesets[key]

    def cards_shown(self, hand_number: int) -> None:
        """The screen has drawn this seat's cards of hand ``hand_number``: the host hears it once a hand (a timed
        window's clock waits for it: ``net.first_look``)."""
        if self.link.seat is not None and hand_number != self.looked:
            self.looked = hand_number
            self.link.looked(hand_number)

    def log_lines(self, lang: str) -> list[str]:
        """The log as the host wrote it for this seat (in the language the seat said hello in)."""
        return list(self.link.log)

    def submit(self, move: Move) -> None:
        """Send the move; one this seat's view does not list, or any while a move is on its way, is refused at
        once, changing nothing."""
        if self.sent is not None:
            raise IllegalMoveError(word(self.link.lang, "move_on_its_way"))
        view = self.link.view
        if view is None or move not in view.legal:
            raise IllegalMoveError("that move is not possible now")
        self.sent = self.link.submit_now(move, at=view.log_size)

    def hint(self, lang: str) -> HintJob | None:
        """Ask the host for advice on this seat's own decision (it thinks for this seat alone, from what this
        seat is given); the job the screen runs in a worker thread waits for the answer."""
        if self.link.seat is None:
            return None
        view = self.link.view
        if self.asked is not None and self.asked[0] == view and not self.asked[1].done():
            answer = self.asked[1]                          # t pressed again on the same decision: the same answer
        else:
            answer = self.hints[self.link.ask_hint(lang)] = Future()
            self.asked = (view, answer)
        names = list(self.link.names)

        def job() -> Hint | None:
            try:
                advice = answer.result(timeout=HINT_WAIT)
            except TimeoutError:
                self.forget(answer)
                raise RuntimeError(word(lang, "hint_no_answer")) from None
            if advice["refusal"] is not None:
                raise RuntimeError(advice["refusal"])
            if advice["move"] is None:
                return None
            return Hint(parse_move(advice["move"], names), advice["move"], advice["reason"])

        return job

    def forget(self, answer: Future[dict[str, Any]]) -> None:
        """A hint that waited in vain is waited for no longer (an answer coming after all is dropped)."""
        for number, waiting in list(self.hints.items()):
            if waiting is answer:
                self.hints.pop(number, None)

    def watch(self, callback: Callable[[], None]) -> Callable[[], None]:
        self.watchers.append(callback)
        return lambda: self.watchers.remove(callback) if callback in self.watchers else None
