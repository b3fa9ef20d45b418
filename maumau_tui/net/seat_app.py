"""The app of one SSH session: the player's seat at a table in the server, or the connection check.

``SeatApp`` is a ``GameApp`` as the hot seat's app is (its styles, its rule that a key acts only on the screen it was
pressed on, a plain message instead of a traceback) with the table in the server: it connects to the table host, and
when the host seats the player it shows ``TableScreen`` through a ``RemoteSeat``.  A player who is not seated sees the
lobby (``LobbyScreen``): their name, whether the table server answers (space sends a ping), the terminal the app runs
in, and the server's tables.  Over the table come the end of a hand (``seat_screens.RemoteHandEnd``) and the wait for
a dropped player (``AwayScreen``)."""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from textual.binding import Binding
from textual.screen import Screen

import maumau_tui.tui
from maumau_tui.clock import MonotonicClock
from maumau_tui.net.words import WORDS, word
from maumau_tui.net.group_flow import GroupFlow
from maumau_tui.net.group_seat import GroupSeat
from maumau_tui.net.link import CLOSED, HostLink
from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.seat_help import lobby_help
from maumau_tui.net.protocol import MAX_FROM_SEAT, ProtocolError, encode
from maumau_tui.net.remote import RemoteSeat
from maumau_tui.net.away_screen import AwayScreen, ask_to_leave
from maumau_tui.net.seat import log_line
from maumau_tui.net.seat_screens import RemoteHandEnd, RemoteTableScreen
from maumau_tui.net.seat_group import SeatGroup
from maumau_tui.net.seat_looks import SeatLooks
from maumau_tui.net.seat_saves import farewell, told_saving
from maumau_tui.net.seat_votes import SeatVotes
from maumau_tui.net.vote_screen import RemoteVoteScreen
from maumau_tui.tui.app_base import GameApp
from maumau_tui.tui.hand_summary import HandSummary
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.keys import localise_bindings
from maumau_tui.tui.notes import private_note, withdraw_said
from maumau_tui.tui.screens.base import came_on_top
from maumau_tui.tui.settings import Settings

TOLD_FOR = 8.0   # seconds the word of a drop stays on screen while the table plays on
NEW_CODE_FOR = 10.0   # ... and the word that this connection's rejoin code is not the one before (20 s stood over a turn
#                       with no word of it, PLAYTEST277 N5: the code stands in the hand's title too)
FIRST_CODE_FOR = 10.0   # ... and the word of its first code (over the status line at the hand's start: PLAYTEST220 N2)


class SeatApp(SeatGroup, SeatVotes, SeatLooks, GameApp):
    """One player's app: the connection check until the table host seats them, then their table."""

    CSS_PATH = str(Path(maumau_tui.tui.__file__).parent / "app.tcss")
    details_here = False     # (``keep_in_log``: the server's seat log)
    BINDINGS = [Binding("h", "vote_again", "key_house", priority=True)]   # (only while a vote waits: ``check_action``)

    def __init__(self, user: str, lang: str, link_socket: socket.socket | None, ascii_cards: bool = False,
                 plain: bool = False, by_suit: bool = False) -> None:
        super().__init__(Settings(lang=lang if lang in WORDS else "en", ascii_cards=ascii_cards, plain=plain,
                                  by_suit=by_suit), MonotonicClock())   # (the table's countdowns are the server's, on
        #                                                                   real time: REVIEW272 R1)
        self.user = user
        self.link_socket = link_socket
        self.lobby = LobbyScreen(self.user, self.lang, self.send, self.action_ask_quit)
        self.farewell = ""          # printed by the seat process after the app has restored the terminal
        self.help_away = lobby_help(self.lang)    # ? over a dialog of the lobby
        localise_bindings(self, self.lang)
        self.leaving = False        # the player chose to quit (not a dropped connection)
        self.link: HostLink | None = None
        self.tasks: set[asyncio.Task[Any]] = set()
        self.forget_table()

    def forget_table(self) -> None:
        """What this terminal holds of the table it is at, as in the lobby (before the first table, and after
        leaving one: nothing of it may follow the player to the next)."""
        self.remote: RemoteSeat | None = None
        self.summary: RemoteHandEnd | None = None
        self.away: AwayScreen | None = None
        self.told_away: dict[int, str] = {}           # seat -> the word said once of its drop while the table plays on
        self.told_at: float | None = None             # when it was said (on ``clock``)
        self.ballot: dict[str, Any] | None = None     # a house-rule vote under way at the table, as last told
        self.vote: RemoteVoteScreen | None = None     # ... on this screen (or this seat choosing a proposal)
        self.pending: list[Screen[Any]] | None = []   # screens to show over the table once it is shown
        self.group: GroupSeat | None = None           # several seats at this terminal: their keyboard
        self.group_flow: GroupFlow | None = None      # ... and the hand-offs between them
        self.members: list[RemoteSeat] = []           # the group's further seats (and its public view) seated
        self.stood_still = False    # everybody left the match this terminal watches: it stands still

    @property
    def lang(self) -> str:
        return self.settings.lang

    async def on_mount(self) -> None:
        self.screen_change_signal.subscribe(self, came_on_top, immediate=True)   # (a screen's guard starts at once)
        await self.push_screen(self.lobby)
        if self.link_socket is not None:
            self.run_worker(self.connect(self.link_socket), exclusive=True)

    async def connect(self, sock: socket.socket) -> None:
        try:
            link = await HostLink.open(sock, self.user, self.lang)
        except (EOFError, ProtocolError, OSError) as error:
            self.lost(str(error) or type(error).__name__)
            return
        self.lobby.connected(link)
        self.link = link
        link.on_change(self.heard)
        reading = asyncio.create_task(link.run())
        try:
            try:
                reason = await reading
            except ProtocolError as error:
                reason = str(error)
            self.lost(reason)
        finally:   # the app is ending (or the host has gone): let go of the connection
            reading.cancel()
            if self.leaving:   # the player chose to go: a bot takes the seat at once (no grace)
                with contextlib.suppress(ConnectionError, OSError, ProtocolError):
                    link.writer.write(encode({"type": "bye", "reason": "leaving"}, MAX_FROM_SEAT))
            link.writer.close()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "vote_again":
            return self.vote_key_free()
        return super().check_action(action, parameters)

    def action_ask_quit(self) -> None:
        """Ctrl+C (and ``q`` in the lobby ): the app's question, then leave for good."""
        from maumau_tui.tui.screens.dialogs import QuitScreen

        if isinstance(self.screen, QuitScreen):   # Ctrl+C twice quits (the seats wait for their code meanwhile)
            self.screen.dismiss(True)
            return
        if self.quit_if_small():
            return
        note = None
        if self.holds_seats:   # a bot plays the seat (the group's seats) until they come back
            note = word(self.settings.lang, "quit_seats" if self.members else "quit_seat")
        elif self.remote is None and self.lobby.seat_in_play():   # (in the lobby, a bot playing it: PLAYTEST277 N8;
            #                                  at a table its list is old: REVIEW273 R1, a match over "not started")
            note = word(self.settings.lang, "quit_seats" if len(self.lobby.group) > 1 else "quit_seat")
        elif self.remote is None and (table := self.lobby.own_table()) is not None and not table.get("started"):
            made = str(table.get("creator", "")).casefold() == self.user.casefold()   # what becomes of a table not
            several = len(self.lobby.group) > 1                                       # started (PLAYTEST277 N3)
            key = ("quit_table_closes" if made else "quit_seat_frees") + ("_group" if several else "")
            note = word(self.settings.lang, key, number=table.get("number"))
        self.push_screen(QuitScreen(self.settings.lang, note, self.holds_seats, again=True,   # (PLAYTEST275 N9: "quit
                                    question="quit_question_remote"), self.quit_answered)   # the program" ended it)

    async def action_quit(self) -> None:
        """Ctrl+Q quits at once, as a quit the player chose (a bot takes the seat now and the terminal is told how
        to come back), not as a dropped connection the table would wait for."""
        self.quit_answered(True)

    @property
    def watching(self) -> bool:
        """This terminal has no seat at the table it shows: no n at a hand's end, no rejoin code (one it holds is
        another table's)."""
        return self.link is None or (self.link.seat is None and not self.members)

    @property
    def too_small_hint(self) -> str:
        """Below the screen's size (``TooSmallScreen``): at a table, that it goes on meanwhile (a turn waits for the
        person, a timed answer does not); in the lobby, only what to do."""
        return word(self.lang, "too_small_hint" if self.holds_seats else "too_small_lobby")

    @property
    def holds_seats(self) -> bool:
        """This terminal plays a seat (a group: seats) in a match still in play, not watching a table, nor at a
        match that is over (nobody waits for anybody then)."""
        link = self.link
        if self.remote is None or link is None or not link.at_table or (link.seat is None and not self.members):
            return False
        return not (self.summary is not None and self.summary.match_over)

    def quit_answered(self, quit_now: bool | None) -> None:
        if quit_now:
            self.leaving = True
            self.say_code("gone")
            self.exit()

    def ended_by_server(self, why: str = "ended") -> None:
        """SIGTERM: the server ends the session (nothing was typed for long), the seat stays the player's (PLAYTEST93 F2:
        its code stood only on the screen that went); ``why`` "stopped" (SIGUSR1): the server stops."""
        self.say_code(why)
        self.exit()

    def say_code(self, why: str) -> None:
        """Said in the terminal after the app (``why``: "gone", a bot plays; "ended", "stopped"): how to take the seat back; also
        from the lobby while a bot plays it (PLAYTEST106 F1: the code stood only on the table screen left before; the
        lobby's list is not read at a table, where it is of when the terminal was last in the lobby: PLAYTEST143 F1)."""
        code = self.link.code if self.link is not None else None
        if (self.holds_seats or (self.remote is None and self.lobby.seat_in_play())) and code and not self.farewell:
            self.farewell = farewell(self.lang, why, self.several_here(), self.user, code,
                                     self.link and self.link.own_unsaved)
        gathering = self.lobby.own_table() if self.remote is None else None
        if why == "stopped" and not self.farewell and gathering is not None and not gathering.get("started"):
            # a table still gathering is not kept (PLAYTEST244 N6: only the next login said that it had gone)
            self.farewell = word(self.lang, "stopping_unstarted" + ("_group" if self.several_here() else ""),
                                 number=gathering.get("number"))     # (PLAYTEST281 N4: "du" to a group's terminal)

    def several_here(self) -> bool:
        """Whether this terminal plays several seats (a group: its code gives them all back), known from the lobby
        before the group's table screen is there."""
        return bool(self.members) or len(self.lobby.group) > 1

    def back_to_lobby(self, request: str = "leave") -> None:
        """``q`` at the table, answered yes: a bot plays the seat, the player is in the lobby again (``request``
        "rematch": at the match's end, to the same table made again)."""
        link = self.link
        if link is None or self.remote is None:
            return
        self.send({"type": request})
        link.at_table = False   # (the last view stays: a screen closing on the way may still read it)
        if self.group_flow is not None:
            self.group_flow.close()
        link.members.clear()    # the group's seats are given up with the user's (a join gives them back)
        for remote in (self.remote, *self.members):
            remote.close()      # (else each visit to a table would leave one more listener on the link)
        self.forget_table()
        while len(self.screen_stack) > 1 and self.screen is not self.lobby:
            self.pop_screen()
        self.clear_notifications()   # a notice about that table does not follow the player to the next

    async def show_table(self, seat: RemoteSeat | GroupSeat) -> None:
        """The table screen (the seat's own view, or the public one when watching; a group's holder's), then what
        waits over it."""
        table = RemoteTableScreen(seat, self.settings, self.back_to_lobby, self.away_status)
        table.open_settings = self.open_looks      # s: this terminal's language and cards (``seat_looks``)
        await self.push_screen(table)
        if self.group_flow is not None:
            self.group_flow.start()
        pending, self.pending = self.pending or [], None
        for screen in pending:
            await self.push_screen(screen)

    def away_status(self, width: int = 0) -> str:
        """Whom the table waits for (a dropped connection) and how long, in ``width`` columns where it is given; that it
        stands still (all left); whose answer a house-rule vote waits for; else "" (no move is made meanwhile)."""
        if self.stood_still:
            return word(self.lang, "stands_still")
        return (self.away.status(width) if self.away is not None else "") or self.vote_status(width)

    def wait_reason(self) -> str:
        """Why no move is made now, in the order ``away_status`` says it: whom the table waits for (a dropped
        connection), or that it votes on a house rule (PLAYTEST215 F2); else that it waits for a dropped player."""
        names = self.away.awaited() if self.away is not None else ""
        if names:
            return word(self.lang, "table_waits", names=names)
        return word(self.lang, "vote_first" if self.ballot is not None else "waits_short")

    def wait_shown(self) -> None:
        """The table's status line and move keys follow the wait for a dropped player at once."""
        for screen in self.screen_stack:
            if isinstance(screen, RemoteTableScreen) and screen.is_mounted:
                screen.show_clock()

    def send(self, message: dict[str, Any]) -> None:
        """Send ``message`` to the host (from a key's handler: it goes out at once, in order)."""
        if self.link is not None:
            self.keep(self.link.send(message))

    def keep(self, sending: Coroutine[Any, Any, None]) -> None:
        """Send now, in order: the task is held until it is done."""
        task = asyncio.get_running_loop().create_task(sending)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def heard(self, message: dict[str, Any]) -> None:
        """What the host says: the lobby's news at any time, a table's only while at it (not of one just left)."""
        if not self.heard_anywhere(message) and self.link is not None and self.link.at_table:
            self.heard_at_table(message, self.link)

    def heard_anywhere(self, message: dict[str, Any]) -> bool:
        """The messages that count in the lobby and at a table alike; whether ``message`` was one."""
        kind = message["type"]
        if kind == "member":
            self.member_heard(message)
        elif kind == "pong":
            self.lobby.pong()
        elif kind == "lobby":
            self.lobby.update(message)
        elif kind == "group":
            self.lobby.grouped(list(message["names"]))
        elif kind == "refused" and self.remote is None:   # (at a table the seat's ``on_refused`` answers it)
            self.lobby.refused(message["reason"])
        elif kind == "news":
            self.lobby.told(message["texts"], message.get("table"))
        elif kind == "code":
            if message.get("new"):          # (a player who remembers the code of a connection before would type it)
                self.notify(word(self.lang, "new_code_group" if self.several_here() else "new_code", code=message["code"]),
                            timeout=NEW_CODE_FOR)
            elif message.get("first") and not self.several_here():   # (PLAYTEST219 F1: at 60x20 the start card's
                self.notify(word(self.lang, "your_code", code=message["code"], name=self.user),   # question covered
                            timeout=FIRST_CODE_FOR)   # the hand's title, the code's place; a group's hand-offs say it)
        elif kind == "log":
            if self.link is not None:
                self.logged(self.link)
        else:
            return False
        return True

    def logged(self, link: HostLink) -> None:
        """A push ended with its log: the table is shown the first time; the next hand's closes the hand's sheet."""
        if self.remote is None and link.at_table and link.view is not None:
            seat = self.remote = RemoteSeat(link, self.clock.now)   # (the countdown on the app's clock: a test holds it)
            seat.on_refused = self.refused
            group = len(link.group) > 1 and link.seat is not None     # (a group that watches: no hand-offs)
            self.run_worker(self.show_table(self.start_group(seat) if group else seat), group="table")
        told_saving(self, self.remote, self.lang)      # (whether the server can save the table: said as it changes)
        if self.summary is not None and link.table.get("hand_number", 0) > self.summary.hand_number:
            self.summary.next_dealt()
            self.close(self.summary)      # the next hand is dealt
            self.summary = None

    def heard_at_table(self, message: dict[str, Any], link: HostLink) -> None:
        kind = message["type"]
        if kind == "hand_end":
            if self.group_flow is not None:
                self.group_flow.hand_over()
            self.hand_ended(message)
        elif kind == "ballot" and link.seat is not None:
            self.balloted(message)
        elif kind == "ballot":
            self.watched(message)
        elif kind == "voted":
            if link.seat is None:
                self.watched(None)
            elif not self.voted(message["sentence"], bool(message.get("withdrawn"))):
                self.notify(message["sentence"])
        elif kind == "pause":
            self.dropped(message, link)
        elif kind == "rematch" and self.summary is not None:
            self.summary.offered(message["by"], message["number"])
        elif kind == "left_by_all":
            self.notify(word(self.lang, "left_by_all"), timeout=30)
            self.stood_still = True             # (the status line said a bot was thinking, for ever)
            self.wait_shown()
        elif kind in ("resume", "stand_in"):
            if not self.played_here(message["seat"], link):
                said = "bot_plays" if kind == "stand_in" else "came" if message.get("first") else "back"
                self.notify(word(self.lang, said, name=message["name"]))
            if self.away is not None and not self.away.back(message["seat"]):
                self.close(self.away)
                self.away = None
            elif self.away is not None and not self.away.waits and self.notice_shown():   # (the others are away, the
                self.close(self.away)                                                      # table plays on)
            self.say_away()                     # (PLAYTEST104: "not back yet" stayed after "Ben is back.")
            self.wait_shown()

    def dropped(self, message: dict[str, Any], link: HostLink) -> None:
        """News of a seat whose connection dropped: while the table waits for it, the notice over the table (one put
        away with Esc comes back with news); while the table plays on, a word once, and the status line says more.
        Not of a seat played here: this terminal is connected (PLAYTEST117 F8: the news of its own second seat's
        drop came after it was back)."""
        if self.played_here(message["seat"], link):
            return
        if self.away is None or self.away.closed:
            self.away = AwayScreen(self.lang, self.clock.now, code=None if self.watching else link.code,   # (the
                                   user=self.user, to_lobby=self.back_to_lobby).taking_over(self.away)   # app's clock)
        away, seat = self.away, message["seat"]
        news = seat not in away.away
        away.wait_for(seat, message["name"], float(message["seconds"]), bool(message.get("restart")),
                      bool(message["waits"]), bool(message.get("unconnected")))
        if away.waits and not self.notice_shown():
            self.show(away)
        elif not away.waits and self.notice_shown():
            self.close(away)
        if news and not message["waits"]:
            self.say_away(seat)
        self.wait_shown()

    def say_away(self, news: int | None = None) -> None:
        """The word said once of the seats dropped while the table plays on (over the hand: said short, PLAYTEST106
        F3): one notice for ``news`` and every seat still away whose word still shows (after a restart everybody not
        back comes at once: one over another, they covered the hand, PLAYTEST177 F1); a seat back no more in it."""
        now, away = self.clock.now(), self.away
        shows = self.told_at is not None and now - self.told_at < TOLD_FOR
        seats = set(self.told_away) if shows else set()
        old = set(self.told_away.values())
        if news is not None:
            seats.add(news)
        seats = {seat for seat in seats if away is not None and seat in away.away}
        text = away.told(sorted(seats)) if away is not None and seats else ""
        self.told_away = dict.fromkeys(seats, text) if text else {}
        if text and text not in old:
            self.told_at = now
            self.notify(text, timeout=TOLD_FOR)
        if gone := old - {text}:   # (after the words said just before have joined the screen: a word joins it a
            self.call_later(withdraw_said, self, gone)   # moment later)

    def played_here(self, seat: int, link: HostLink) -> bool:
        """Whether ``seat`` is played at this terminal (its own, or one of its group's): never news of a drop here."""
        return seat == link.seat or (self.group is not None and seat in self.group.seats)

    def notice_shown(self) -> bool:
        """Whether the notice of the dropped players is over the table (or waits to be: ``pending``)."""
        away = self.away
        return away is not None and (away in self.screen_stack or (self.pending is not None and away in self.pending))

    def away_note(self) -> tuple[str, str]:
        """Who is away while the table plays on, for the status line (and said shorter); ("", "") else."""
        return self.away.note() if self.away is not None else ("", "")

    def refused(self, reason: str) -> None:
        """The host refused something this seat sent at the table: a proposal (its screen says so) or a move."""
        if self.vote is None or not self.vote.refused(reason):
            private_note(self, tr(self.lang, "illegal", reason=reason), severity="error")   # (for its person)

    def show(self, screen: Screen[Any]) -> None:
        """Put ``screen`` over the table (once the table is shown)."""
        if self.pending is not None:
            self.pending.append(screen)
        else:
            self.push_screen(screen)

    def close(self, screen: RemoteHandEnd | AwayScreen) -> None:
        if self.pending is not None and screen in self.pending:
            self.pending.remove(screen)
        else:
            screen.close_soon()

    def hand_ended(self, message: dict[str, Any]) -> None:
        """Show the end of the hand (or take the host's later news of who is ready) over the table."""
        try:
            summary = HandSummary.from_data(message["summary"])
        except (TypeError, ValueError, KeyError) as error:
            self.lost(f"the table server sent a hand end this seat cannot read ({type(error).__name__})")
            return
        if self.summary is not None and (self.summary.hand_number, self.summary.match_over) == (summary.number,
                                                                                               summary.match_over):
            self.summary.news(message, self.own_names())   # (who is ready; a match ended here gets its last sheet)
            return
        if self.summary is not None:
            self.close(self.summary)
        info = self.remote.info() if self.remote is not None else None
        rules, options = (info.ruleset, dict(info.options)) if info is not None else (None, {})
        look = self.settings.look(summary.german_pack)
        watching = self.watching
        self.summary = RemoteHandEnd(summary, list(message["waiting"]), look, rules, options, self.send_next,
                                     self.back_to_lobby if summary.match_over or watching else
                                     lambda: ask_to_leave(self, self.lang, self.back_to_lobby),
                                     code=None if watching or self.link is None else self.link.code,
                                     watching=watching, again=lambda: self.back_to_lobby("rematch"))
        self.summary.news(message, self.own_names())
        self.show(self.summary)

    def keep_in_log(self, text: str) -> None:
        """In the server's seat log, which every seat writes to: when and whose (a traceback: the player sees one)."""
        log_line(self.error_console.file, f"seat of {self.user}: {text}")

    def lost(self, reason: str) -> None:
        if reason == CLOSED:   # (in the player's language: REVIEW242 T3 showed it English at a German seat)
            reason = word(self.lang, "host_closed")
        self.farewell = word(self.lang, "lost", reason=reason)
        self.exit()
