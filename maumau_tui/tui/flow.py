"""A hot-seat table in the app: the referee's clock, and the screens between two people's turns.

``TableFlow`` ties a ``Referee`` to the app.  It calls ``referee.poll()`` when ``referee.due()`` says
something happens by itself (a bot's move after its delay, a timed window running out), and after
every change it shows what ``HotSeat.next_step()`` asks for: the hand-off, the public claim screen of
a timed window, the hand end.  The referee stands still (``pause``) while a screen is on top that is
not the table, a timed window or a timed prompt: a dialog, a hand-off, a question without a clock, a
vote.  The table screen itself only shows the holder's view and sends moves (``SeatLink``).

The way around: Esc/q at the table asks, then goes back to the menu (``to_menu``; the match stays
saved, the store writes it after every move); ``q`` on the hand-end screen asks whether to go to the
menu or quit, and at the match end offers a rematch with the same seats or a new match; ``s`` opens
the settings screen (language, ASCII suits, bot speed, colours), whose choice holds at once.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from textual.screen import Screen

from maumau_tui.clock import Clock
from maumau_tui.engine.views import View
from maumau_tui.notation import Move
from maumau_tui.rules.schema import Ruleset
from maumau_tui.referee import Change, ChangeKind, Referee
from maumau_tui.table import SeatSpec, Table
from maumau_tui.tui.between import BetweenTurns
from maumau_tui.tui.hotseat import DrawSeen, HandEnd, HandOff, HotSeat, SharedWindow, clock_held
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.safety import watch_terminal
from maumau_tui.tui.labels import Look, for_ruleset
from maumau_tui.tui.last_seats import remember_options
from maumau_tui.tui.notes import clear_private
from maumau_tui.tui.screens.base import GameScreen, Guarded
from maumau_tui.tui.screens.dialogs import LeaveScreen
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.score_words import ended_best
from maumau_tui.tui.screens.house_rules import HouseRulesScreen, VoteOutcome
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.screens.table_pages import UNSAVED, menu_question
from maumau_tui.tui.screens.window import WindowScreen
from maumau_tui.tui.settings import Settings

if TYPE_CHECKING:
    from maumau_tui.tui.app import MauMauApp


class TableFlow(BetweenTurns):
    """Runs one hot-seat table inside ``app``; ``leave`` is called when the players leave the match."""

    app: MauMauApp

    def __init__(self, app: MauMauApp, referee: Referee, settings: Settings, leave: Callable[[], None]) -> None:
        super().__init__(app, settings)
        self.referee = referee
        self.leave = leave
        self.look = for_ruleset(settings.look(), referee.table.ruleset)   # its suits and call words
        self.hotseat = HotSeat(referee, settings.lang)
        self.timer: asyncio.TimerHandle | None = None   # the next tick (asyncio's: Textual's one-shot timer drops
                                                       # a tick whose short delay passed before it looked)
        self.following = False
        self.sheet_shown = 0                     # the hand whose end sheet was shown (held against a burst) once
        self.stops = [self.hotseat.watch(self.follow),   # before the table screen's own watcher
                      self.hotseat.watch(self.schedule),   # (who can press a key decides how long a bot's call waits)
                      referee.subscribe(self.heard)]
        self.screen = TableScreen(self.hotseat, settings)
        self.screen.to_menu = self.to_menu
        self.screen.open_settings = self.open_settings
        self.real_time = not referee.clock.watch(self.schedule)   # a test's clock steps: look again after each

    def start(self, entered: bool = False) -> None:
        """Called once the table screen is on top: listen to screen changes and take the first step (``entered``: a
        key opened it, the menu's Enter or a rematch chosen; not the command that started the app)."""
        # on the table screen's name where it runs already: the subscription ends with the screen (a rematch,
        # the menu); a closed flow ignores the signal either way
        node = self.screen if self.screen.is_running else self.app
        self.app.screen_change_signal.subscribe(node, self.screens_changed, immediate=True)
        self.screens_changed(self.app.screen)
        if entered:
            self.hold_enter()                    # (the Enter that opened it, pressed twice)
        self.follow()
        if self.app.handle_signals:              # a real terminal: a hang-up saves and ends the app
            watch_terminal(self.app)

    def hold_enter(self) -> None:
        """The table holds Enter for a moment (another key ends the hold: it shows the person chooses): a new hand
        comes up under the Enter that dealt it or opened the table, and with one person at the table no hand-off
        stands between, so the second press of a double Enter played a card of it unseen (REVIEW147 R1)."""
        self.screen.hold_enter(self.referee.clock, self.settings.key_hold)

    # ---- the clock -------------------------------------------------------------------------------

    def heard(self, change: Change) -> None:
        if change.kind == ChangeKind.MOVE and isinstance(self.between, WindowScreen):
            self.close_between()                 # time ran out (or somebody answered): the screen is out of date
        self.schedule()

    def schedule(self) -> None:
        """Wake up when the referee has something to do next."""
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        if self.closed:
            return
        due = self.referee.due()
        if due is None:
            return
        wait = due - self.referee.clock.now()
        if wait <= 0:
            self.app.call_later(self.tick)
        elif self.real_time:   # (in the app's loop, as Textual's own timers call back; its errors keep the match)
            self.timer = asyncio.get_running_loop().call_later(wait, self.app.call_next, self.tick)

    def tick(self) -> None:
        self.timer = None
        if self.closed:
            return
        self.referee.poll()
        self.schedule()

    def screens_changed(self, screen: Screen[Any]) -> None:
        """Bots and countdowns run while the table, a timed window or a timed question is on top."""
        if self.closed:
            return
        runs = isinstance(screen, (TableScreen, WindowScreen)) or (
            isinstance(screen, ChoicePrompt) and screen.countdown is not None)
        if runs:
            self.referee.resume("screen")
        else:
            self.referee.pause("screen")
        self.schedule()

    # ---- the screens between turns ---------------------------------------------------------------

    def follow(self) -> None:
        """Show what the keyboard needs next (nothing while such a screen is open already)."""
        if self.following or self.between is not None or self.closed:
            return
        self.following = True
        try:
            step = self.hotseat.next_step()
            if isinstance(step, HandOff):
                self.hotseat.hide()
                self.hand_off(step)
            elif isinstance(step, SharedWindow):
                self.hotseat.hide()
                self.claims(step)
            elif isinstance(step, DrawSeen):
                self.drawn(step)
            elif isinstance(step, HandEnd):
                if len(self.referee.table.humans) > 1:   # the sheet is public: nobody's own view behind it
                    self.hotseat.hide()
                sheet = HandEndScreen(self.referee.table, self.look)
                sheet.leave_question = self.leave_question
                if self.sheet_shown != self.referee.table.hand_number:   # the first time: the last move's keys
                    self.sheet_shown = self.referee.table.hand_number     # deal no hand and skip no sheet
                    sheet.hold_keys(self.referee.clock, self.settings.key_hold)
                self.open(sheet, self.hand_ended)
        finally:
            self.following = False

    def close_between(self) -> None:
        between = self.between
        if isinstance(between, GameScreen):
            between.close_soon(None)

    # what the screens between turns are told of this table (``BetweenTurns``)
    def seat_names(self) -> Sequence[str]:
        return self.referee.table.names

    def table_look(self) -> Look:
        return self.look

    def table_rules(self) -> Ruleset:
        return self.referee.table.match.ruleset

    def seat_view(self, seat: int) -> View:
        return self.referee.view_of(seat)

    def send_catch(self, seat: int, move: Move) -> None:
        self.referee.submit(seat, move)

    def keyboard_taken(self, seat: int) -> None:
        self.hotseat.take_keyboard(seat)

    def window_claimed(self, seat: int) -> None:
        if seat in self.hotseat.window_seats():
            self.hotseat.claimed(seat)

    def window_left(self) -> Callable[[], float | None]:
        return self.referee.window_time

    def window_held(self) -> Callable[[], str] | None:   # (PLAYTEST217 F1: "noch 4 s" stood for 6 s without a word,
        referee = self.referee                            # while a bot in the window had still to answer)
        return lambda: clock_held(referee)

    def guard_clock(self) -> Clock:
        return self.referee.clock

    def draw_read(self) -> None:
        self.hotseat.seen_draw()

    def leave_keys(self) -> str:
        return tr(self.settings.lang, "title_menu")

    def ask_leave(self) -> None:
        """Back to the menu? (Esc or q on a hand-off or a window; "no" shows it again.)"""
        self.open(menu_question(self.app, self.settings.lang), lambda yes: self.to_menu() if yes else None)

    def hand_ended(self, choice: str | None) -> None:
        if choice == "next":
            self.hold_enter()                    # (the Enter that dealt, pressed twice)
            self.referee.deal()
        elif choice is not None:                 # the leave question's answer, asked over the sheet
            self.left(choice)

    # ---- the way around: the menu, a rematch, a new match, quitting, the settings -----------------

    def leave_question(self) -> LeaveScreen:
        """``q`` on the hand-end screen: the menu (the match stays saved; single hands may also end there and go
        to the finished matches) or quit; at the match end a rematch with the same seats or a new match; a line is chosen, never by Enter
        alone.  Esc comes back to the hand-end screen (the question stands over it)."""
        lang = self.settings.lang
        over = self.referee.table.match_over
        if over:
            choices = ["rematch", "new", "quit"]
        elif self.app.save_trouble:              # it cannot be continued later (or only from an earlier save): say so
            choices = [self.app.leaving_unsaved(), "quit"]
        else:   # a match of single hands has no end of its own: it is kept for later, or ends here
            choices = ["menu", "finish", "quit_kept"] if self.referee.table.match.single_hands else ["menu", "quit_kept"]
        title = tr(lang, "match_end_title" if over else "leave_title")
        unsaved = self.app.save_trouble and self.referee.table.match.single_hands   # (why it cannot end here)
        screen = LeaveScreen(title, choices, lang, gap="leave_no_finish_unsaved" if unsaved else "leave_no_finish")
        screen.hold_enter(self.referee.clock, self.settings.key_hold)   # a double Enter on the sheet chooses nothing
        return screen

    def left(self, choice: str | None) -> None:
        if choice == "finish":   # a match without an end of its own, ended here: its sheet, who stood best the title
            self.referee.table.match.end_here()   # (its record says so, as a server's does)
            if self.app.autosave is not None:   # (filed now: a signal on the sheet must not keep it to play on)
                self.app.autosave.leave()
            closing = HandEndScreen(self.referee.table, self.look, closing=self.finish_words())
            closing.leave_question = self.leave_question   # a rematch, a new match or quitting, as at any match's end
            closing.hold_enter(self.referee.clock, self.settings.key_hold)   # (PLAYTEST144 F4: it went to the menu)
            self.open(closing, self.hand_ended)          # (the Enter that chose it, pressed twice, chooses nothing)
            return
        if choice in ("menu", "quit_kept", *UNSAVED) and self.app.autosave is not None:
            self.app.autosave.kept_for_later = True     # (single hands too: for another day; not saved: from its last)
        if choice in ("menu", *UNSAVED, "new"):
            self.to_menu()
        elif choice == "rematch":
            self.rematch()
        elif choice in ("quit", "quit_kept"):
            self.leave()

    def finish_words(self) -> str:
        match = self.referee.table.match
        return ended_best(match.names, match.winners(), match.totals, len(match.results), match.tables.score_loser_only,
                          self.settings.lang)

    def close(self) -> None:
        """This table is left: no more timers, no more news from the referee (the store keeps the match); its
        screen shows no hand from now on."""
        self.closed = True                       # (first: hiding the hand tells the watchers, and a flow still open
        if self.timer is not None:               # pushed a hand-off or a sheet of the table being left, REVIEW147 R3)
            self.timer.cancel()
            self.timer = None
        for stop in self.stops:
            stop()
        self.hotseat.hide()
        self.referee.pause("left")
        stop_thinking = getattr(self.referee.thinker, "close", None)   # a worker thread for the bots
        if callable(stop_thinking):
            stop_thinking()

    def to_menu(self) -> None:
        """Back to the first screen (the variant chooser); the match stays in the store.  The table's notices for the
        person at the keyboard stay behind (PLAYTEST183 L1: a window's "press your number" stood over the menu)."""
        from maumau_tui.tui.screens.variant import VariantScreen

        clear_private(self.app)
        played = self.referee.table.match.ruleset_ref
        autosave = self.app.autosave
        left = (autosave.match_id if autosave is not None and autosave.match is self.referee.table.match
                and not self.referee.table.match_over else None)    # (its "Continue" line takes the cursor)
        self.close()
        if self.app.flow is self:
            self.app.flow = None
            self.app.table = None
        if self.app.own_lang is not None:   # a match continued in its own language: the menu is in the settings' again
            self.settings = self.app.settings = replace(self.app.settings, lang=self.app.own_lang)   # (PLAYTEST128 F8)
            self.app.own_lang = None
        menu = VariantScreen(self.settings, self.app.variants, at=played, left=left)
        self.app.call_next(self._replace_table, menu)

    def rematch(self) -> None:
        """Another match of the same ruleset and options with the same seats (a new shuffle: a seeded match's
        rematch takes the next seed, so it is seeded too); the deal goes on round the table from the last one."""
        table = self.referee.table
        match = table.match
        seats: list[SeatSpec] = [(seat.name, seat.level or ("easy" if seat.is_bot else None)) for seat in table.seats]
        seed = self.app.next_seed(after=match.seed)
        dealer = (match.results[-1].dealer + 1) % len(seats) if match.results else match.first_dealer
        from maumau_tui.rules.files import RulesetError
        from maumau_tui.tui.i18n import rules_message

        try:
            new = Table.from_names(match.ruleset_ref, seats, seed, dict(match.options), first_dealer=dealer)
        except ValueError as error:    # its ruleset broke, went or changed since (a RulesetError too): the menu says so
            lang = self.settings.lang
            reason = rules_message(lang, error) if isinstance(error, RulesetError) else str(error)
            self.to_menu()
            self.app.notify(tr(lang, "rematch_failed", reason=reason), severity="error", timeout=20)
            return
        self.app.dealt_with(seed)
        self.close()
        self.app.table = new
        self.app.call_next(self._replace_table, None, new)

    async def _replace_table(self, screen: Screen[Any] | None, table: Table | None = None) -> None:
        """Take this table's screen (and what is over it) away, then show ``screen`` or open ``table``.  The
        first screen of a stack cannot be popped (Textual): a table that was the first screen is left by a new
        stack of screens (``MauMauApp.push_screen``), which takes the old stack with it."""
        app = self.app
        while app.screen is not self.screen and self.screen in app.screen_stack:
            await app.pop_screen()
        if app.screen is self.screen and len(app.screen_stack) > 1:
            await app.pop_screen()
        if table is not None:
            await app.open_table(table)          # a new flow (and its autosave), its screen on top
        elif screen is not None:
            if not isinstance(app.screen, type(screen)):
                await app.push_screen(screen)   # (else the menu that opened the table comes back)
            shown = app.screen                  # the Enter that chose the menu, pressed twice, would open its first
            if isinstance(shown, Guarded):      # line (REVIEW147 R2; PLAYTEST148 F1: also the menu under the table)
                shown.hold_enter(self.referee.clock, self.settings.key_hold)

    def open_settings(self) -> None:
        from maumau_tui.tui.screens.settings import SettingsScreen, hand_order_now

        self.open(SettingsScreen(hand_order_now(self.app, self.settings)), self.settings_chosen)

    def settings_chosen(self, settings: Settings | None) -> None:
        if settings is not None:
            self.apply_settings(settings)

    def apply_settings(self, settings: Settings) -> None:
        """The new settings hold at once: words, suits, bot pace, colours, the hand's order; the app starts with them
        next time."""
        from maumau_tui.tui.colours import apply_colours
        from maumau_tui.tui.screens.settings import taken

        settings = taken(self.settings, settings)
        self.settings = settings
        self.app.settings = settings
        self.app.own_lang = None                        # (chosen here: the menu keeps it too)
        self.referee.table.match.lang = settings.lang   # (its save says so from now on: saved at once, PLAYTEST194 F1:
        autosave = self.app.autosave                   # killed before the next move, it came back in the old one)
        if autosave is not None and autosave.match is self.referee.table.match:
            from maumau_tui.tui.saving import autosaved
            autosaved(self.app, autosave, None)
        self.look = for_ruleset(settings.look(), self.referee.table.ruleset)
        self.hotseat.lang = settings.lang
        self.referee.bot_delay = settings.bot_delay
        self.screen.relook(settings)
        apply_colours(self.app, settings.colours)
        self.schedule()

    def house_rules(self) -> None:
        """``h`` at the table: the person at the keyboard (nobody yet: the table) proposes a change."""
        table = self.referee.table
        if table.hand_over or not table.ruleset.options or self.between is not None:
            return
        self.open(HouseRulesScreen(self.referee, self.settings.lang, self.hotseat.holder), self.voted)

    def voted(self, outcome: VoteOutcome | None) -> None:
        if outcome is not None:
            self.hotseat.vote_done(set(outcome.asked))
            if outcome.result is not None and outcome.result.change is not None:   # the next set-up starts from it
                match = self.referee.table.match
                remember_options(match.ruleset_ref, dict(match.options))
