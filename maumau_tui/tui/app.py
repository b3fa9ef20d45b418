"""The hot-seat app: composes the set-up screens, runs the table, keeps the match when something goes wrong.

The set-up screens return typed results (a ruleset, its options, the seats) and this App chains them; a match
runs as a ``Referee`` driven by a ``TableFlow``.  Every match is saved after every move (``saving.py``; a
finished match goes to the history); a save that cannot be written says so once and play goes on.  An error or a
signal (SIGHUP, SIGTERM, SIGINT) never loses the match: it is saved first, the terminal is restored, and the app
exits with a plain message and a non-zero status.  ``run`` starts it with the remembered settings
(``settings.start_settings``), the command line's options over them.
"""

from __future__ import annotations

import asyncio
import signal
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.screen import Screen

from maumau_tui.clock import Clock
from maumau_tui.store.paths import in_rescued
from maumau_tui.tui.app_base import FIRST_MODE, GameApp
from maumau_tui.tui.i18n import store_message, tr
from maumau_tui.tui.notes import problem_notes, public_note, tell_set_aside
from maumau_tui.tui.set_up import Draft, choose_options
from maumau_tui.tui.safety import SIGNAL_NAMES, rescue, signal_message, watch_terminal
from maumau_tui.tui.screens.base import came_on_top
from maumau_tui.tui.screens.variant import name_chooser
from maumau_tui.tui.settings import Settings, start_settings
from maumau_tui.tui.spelling import spell_out

if TYPE_CHECKING:   # (the engine, the rules and the saves load after the first frame: see get_default_screen)
    from maumau_tui.bot_requests import Thinker
    from maumau_tui.match import Match
    from maumau_tui.referee import Referee
    from maumau_tui.store.autosave import Autosave
    from maumau_tui.store.positions import Replayed
    from maumau_tui.store.saves import Store
    from maumau_tui.table import SeatSpec, Table
    from maumau_tui.tui.flow import TableFlow

HANDLED_SIGNALS = tuple(SIGNAL_NAMES)


class MauMauApp(GameApp):
    """Set-up screens, then the table; with a ruleset and seats given (or a ``table``) it deals at once."""

    def __init__(self, settings: Settings | None = None, *, ruleset: str | None = None,
                 seats: Sequence[SeatSpec] | None = None, dealer: int | None = None,
                 variants: list[str] | None = None, clock: Clock | None = None,
                 table: Table | None = None, handle_signals: bool = False, store: Store | None = None,
                 match_id: str | None = None, replay: tuple[Replayed, str] | None = None,
                 problems: Sequence[Any] = ()) -> None:
        super().__init__(settings, clock)
        self.problems = list(problems)                  # the store's before the app began (its save mended): said
        self.stacks_made = 0                            # stacks of screens begun after a first table was left
        self.variants = variants  # the rulesets the chooser lists (default: every one found)
        self.handle_signals = handle_signals
        self.table: Table | None = table
        self._flow: TableFlow | None = None             # the flow of the match in play
        self.worker: Any = None                         # the WorkerThinker, when bots think in a thread
        self._store = store                             # the saves (default: in the user data folder)
        self.resume_id = match_id                       # the save the next table continues (once)
        self.own_lang: str | None = None                # the settings' language while a continued match plays in its own
        self.replay = replay                            # a record (and its title) to step through instead
        self.autosave: Autosave | None = None           # saves the match in play after every change
        self.seeded: int | None = None                  # the seed of the last match dealt or continued here (``dealt_with``)
        self.save_trouble: str | None = None            # the save problem shown last (said once)
        self.set_up_draft = Draft()                     # the seats and house rules left by going back to the variants
        if table is None and ruleset is not None and seats:
            self.table = self.make_table(ruleset, seats, None, dealer)

    def make_table(self, ruleset: str, seats: Sequence[SeatSpec], options: dict[str, Any] | None,
                   dealer: int | None) -> Table:
        from maumau_tui.table import Table

        seed = self.next_seed()
        table = Table.from_names(ruleset, seats, seed, options, dealer)
        self.dealt_with(seed)
        return table

    def next_seed(self, after: int | None = None) -> int:
        """The seed of a new match: with ``--seed``, that seed for the first and one more for each after it (after
        ``after`` too: a rematch's match), so a seeded session is dealt the same matches again when started again
        and never one match twice (PLAYTEST276 N1: a new match from the match's end dealt the same cards); else a
        fresh one.  It counts once a match is dealt with it (``dealt_with``: a table that could not be made takes
        none, REVIEW273 N2)."""
        from maumau_tui.match import fresh_seed

        if self.settings.seed is None:
            return fresh_seed()
        seed = self.settings.seed if self.seeded is None else self.seeded + 1
        return seed if after is None else max(seed, after + 1)

    def dealt_with(self, seed: int) -> None:
        """A new match was dealt with ``seed`` (``next_seed``'s)."""
        if self.settings.seed is not None:
            self.seeded = seed

    @property
    def store(self) -> Store:
        """The saves, opened when first needed (``MAUMAU_HOME`` as it is then)."""
        if self._store is None:
            from maumau_tui.store.saves import Store

            self._store = Store()
        return self._store

    @property
    def flow(self) -> TableFlow | None:
        return self._flow

    @flow.setter
    def flow(self, flow: TableFlow | None) -> None:
        """A table is left (for the menu, a rematch, a new match): its match stays saved, or goes to the history
        when it is over (single hands: once their last hand is)."""
        if flow is not self._flow and self.autosave is not None:
            self.autosave.leave()
            self.autosave = None
        self._flow = flow

    @property
    def match_id(self) -> str | None:
        """The id the match in play is saved under (None before the first save)."""
        return None if self.autosave is None else self.autosave.match_id

    @property
    def referee(self) -> Referee | None:
        return None if self.flow is None else self.flow.referee

    def get_default_screen(self) -> Screen[Any]:
        """The first screen, drawn in the first frame: the table when one is given, else the variant chooser
        (it stays at the bottom of the stack; the set-up screens go over it)."""
        if self.table is not None:
            return self.new_flow(self.table).screen
        if self.replay is not None:
            from maumau_tui.tui.screens.replay import ReplayScreen

            replayed, title = self.replay
            return ReplayScreen(replayed, self.settings, title)
        from maumau_tui.tui.screens.variant import VariantScreen

        return VariantScreen(self.settings, self.variants, self._store)   # (the app's saves: once it has drawn)

    def on_mount(self) -> None:
        self.screen_change_signal.subscribe(self, came_on_top, immediate=True)
        if self.handle_signals:
            loop = asyncio.get_running_loop()
            for signum in HANDLED_SIGNALS:
                loop.add_signal_handler(signum, self.stop_on_signal, signum)
            watch_terminal(self)        # a hang-up that sends no signal ends the app too, on the menus as well
        tell_set_aside(self, self.settings.lang)
        for note in problem_notes(self.settings.lang, self.problems):   # (PLAYTEST107 F7: said on stderr, under the
            public_note(self, note, severity="warning", timeout=12)     # screen)
        if self.flow is not None:
            if self.table is not None:  # (a table given: ``maumau resume``)
                self.tell_old_rules(self.table)
            self.start_flow(self.flow)

    def on_ready(self) -> None:
        """The first frame is on its way (the chooser's ids): the chooser loads every ruleset to name it after that
        frame (Textual posts ``Ready`` while the frame still waits in the screen's queue)."""
        name_chooser(self, now=False)

    def push_screen(self, screen: Any, callback: Any = None, wait_for_dismiss: bool = False, *,
                    mode: str | None = None) -> Any:
        """Show ``screen`` over the one on top.  Over a table that was the first screen (``maumau play``, ``maumau
        resume``) and has been left, ``screen`` (the menu, the next table) is the first screen of a new stack
        instead and the old stack goes, the table with it: Textual cannot pop (nor switch away) the first screen
        of a stack, and the table stayed below the menu, showing no hand but in the stack."""
        if callback is None and not wait_for_dismiss and mode is None and self.left_table_below():
            old = self.current_mode
            self.stacks_made += 1
            mode = f"{FIRST_MODE}-{self.stacks_made}"
            self.add_mode(mode, lambda: screen)
            shown = self.switch_mode(mode)
            self.remove_mode(old)
            return shown
        return super().push_screen(screen, callback, wait_for_dismiss, mode=mode)  # type: ignore[call-overload]

    def left_table_below(self) -> bool:
        """Whether the only screen is a table the players have left (its flow is no longer the app's)."""
        from maumau_tui.tui.screens.table import TableScreen

        stack = self.screen_stack
        return (len(stack) == 1 and isinstance(stack[0], TableScreen)
                and (self.flow is None or self.flow.screen is not stack[0]))

    # ---- the set-up, one screen after another ---------------------------------------------------

    def on_variant_screen_chosen(self, message: Any) -> None:
        if self.menu_on_top():
            choose_options(self, message.ruleset_id, None)

    def on_variant_screen_continued(self, message: Any) -> None:
        if self.menu_on_top():
            self.resume_match(message.match_id)

    def menu_on_top(self) -> bool:
        """Whether the chooser's choice still stands: it is on top (or only the help, which closes when covered) and no
        match is on its way.  Enter pressed twice in one burst chose twice before the first choice's screen came
        (PLAYTEST96: three rules pages for three Enters)."""
        from maumau_tui.tui.screens.dialogs import HelpScreen
        from maumau_tui.tui.screens.variant import VariantScreen

        below = [screen for screen in self.screen_stack if not isinstance(screen, HelpScreen)]
        return bool(below) and isinstance(below[-1], VariantScreen) and self.table is None

    def on_variant_screen_opened(self, message: Any) -> None:
        if not self.menu_on_top():
            return
        from maumau_tui.tui.screens.history import HistoryScreen
        from maumau_tui.tui.screens.statistics import StatisticsScreen
        from maumau_tui.tui.screens.variant import STATISTICS

        page = StatisticsScreen if message.what == STATISTICS else HistoryScreen
        self.push_screen(page(self.settings, self.store))

    def resume_match(self, match_id: str) -> None:
        """Play on with a saved match (its bots with their levels and seeds); a save that cannot be used (nor its
        match seated at a table) is set aside by the store and said so, and the first screen lists what is left."""
        from maumau_tui.store.saves import PlayedElsewhere, StoreError
        from maumau_tui.table import Table
        from maumau_tui.tui.screens.variant import VariantScreen

        try:
            table = self.store.resume_into(match_id, Table.from_match)
        except PlayedElsewhere as error:
            self.notify(tr(self.settings.lang, "played_elsewhere", pid=error.pid), severity="error", timeout=12)
            return
        except StoreError as error:
            self.notify(tr(self.settings.lang, "resume_failed", message=store_message(self.settings.lang, error)),
                        severity="error", timeout=12)
            if isinstance(self.screen, VariantScreen):
                self.screen.told = len(self.store.problems)
                self.screen.describe_variants()
            return
        if table.match.lang and table.match.lang != self.settings.lang and "lang" not in self.settings.given:
            self.own_lang = self.own_lang or self.settings.lang      # (the menu after it is in the settings' again)
            self.settings = replace(self.settings, lang=table.match.lang)   # played on in its own language, as after
            #                `maumau resume` (its save keeps it), unless --lang asked for one (PLAYTEST110 F10)
        self.table, self.resume_id = table, match_id
        if self.settings.seed is not None and table.match.seed == self.next_seed():   # a seeded session deals no match
            self.dealt_with(table.match.seed)         # it continued again (REVIEW274 R4: --seed 5, Continue on a match
        #                                               of seed 5, then a new match: the same cards)
        self.clear_notifications()     # the first screen's (saves set aside) would cover the table's first question
        mended = [problem for problem in self.store.problems if getattr(problem, "mended", False)
                  and problem.path.stem == match_id]   # ... but that this match goes on from an earlier move stays
        for note in problem_notes(self.settings.lang, mended):   # (PLAYTEST121 F5: said on the menu only, and gone
            public_note(self, note, severity="warning", timeout=12)   # with the Enter that continued it)
        self.call_next(self.open_table, table)

    # ---- the match --------------------------------------------------------------------------------

    def new_flow(self, table: Table) -> Any:
        from maumau_tui.bot_requests import think_at_once
        from maumau_tui.referee import Referee
        from maumau_tui.tui.flow import TableFlow
        from maumau_tui.tui.saving import start_autosave

        if table.match.game is None:
            table.deal()
        thinker: Thinker = think_at_once
        if self.settings.bots_in_thread:
            from maumau_tui.tui.thinking import WorkerThinker

            thinker = self.worker = WorkerThinker(self)
        referee = Referee(table, self.clock, self.settings.bot_delay, self.settings.window_seconds, thinker)
        self.flow = TableFlow(self, referee, self.settings, self.exit)
        start_autosave(self, table, referee)
        return self.flow

    def on_worker_thinker_decided(self, message: Any) -> None:
        """A bot's decision from its worker thread (a bot that raised raises here: the match is kept); one for a
        table left meanwhile is dropped."""
        if self.flow is not None and message.deliver == self.flow.referee.deliver and message.kept():
            self.flow.schedule()

    def on_unmount(self) -> None:
        if self.worker is not None:
            self.worker.close()
        if self.autosave is not None:
            self.keep_for_later()
            self.autosave.leave()

    async def open_table(self, table: Table) -> None:
        flow = self.new_flow(table)
        await self.push_screen(flow.screen)
        self.tell_old_rules(table)
        self.start_flow(flow, entered=True)

    def hand_order_chosen(self, by_suit: bool) -> None:
        """``g`` at a table: the game starts with hands in this order from now on (``keep_hand_order``)."""
        from maumau_tui.tui.screens.settings import os_reason
        from maumau_tui.tui.settings import keep_hand_order, settings_path

        try:
            keep_hand_order(by_suit)
        except OSError as error:
            lang = self.settings.lang
            self.notify(tr(lang, "settings_not_saved", path=settings_path(), reason=os_reason(error, lang)),
                        severity="warning")

    def tell_old_rules(self, table: Table) -> None:
        """A resumed match whose ruleset has other rules now (or cannot be read) keeps those it began with: say so."""
        if table.match.rules_file:
            from maumau_tui.tui.labels import ruleset_name

            said = "old_rules_gone" if table.match.rules_unread else "old_rules"
            public_note(self, tr(self.settings.lang, said, name=ruleset_name(table.match.ruleset, self.settings.lang)),
                        timeout=12)

    def start_flow(self, flow: Any, entered: bool = False) -> None:
        """The table's first step; a vote under way when the match was saved comes back first, as it stood
        (``entered``: opened by a key, ``TableFlow.start``)."""
        if flow.referee.table.vote is not None:
            flow.house_rules()
        flow.start(entered)

    def on_table_screen_house_rules_wanted(self) -> None:
        if self.flow is not None:
            self.flow.house_rules()

    def action_ask_quit(self) -> None:
        from maumau_tui.tui.screens.dialogs import QuitScreen

        if isinstance(self.screen, QuitScreen):   # Ctrl+C twice quits where nothing is lost (PLAYTEST113 F2)
            if self.screen.again:
                self.screen.dismiss(True)
            return
        if self.unsaved() is None and self.quit_if_small():
            return
        from maumau_tui.tui.screens.table_pages import UNSAVED

        lost = self.unsaved()
        note, rescued = None, None
        if self.kept_match() is not None:
            note = tr(self.settings.lang, "quit_saved")
        elif lost is not None:
            kept = self.leaving_unsaved()                   # (a copy written now, if it can be)
            rescued = self.autosave.rescued if self.autosave is not None else None
            note = tr(self.settings.lang, UNSAVED[kept].quit, reason=store_message(self.settings.lang, lost),
                      path=self.copy_said(kept))
        playing = self.match() is not None      # (Ctrl+C twice quits where nothing is lost: saved, or a copy kept)
        self.push_screen(QuitScreen(self.settings.lang, note, playing, again=lost is None or rescued is not None),
                         lambda quit_now: self.exit() if quit_now else None)

    def kept_match(self) -> Path | None:
        """Where the match at the table waits when the app ends now (None: no match, over, or not saved)."""
        return None if self.autosave is None else self.autosave.kept()

    def earlier_save(self) -> Path | None:
        """What the match at the table goes on from later when its last save failed: that save, or a copy kept
        earlier in the rescued folder (``Autosave.earlier``; None: that save worked, no match, or none was written)."""
        return None if self.autosave is None else self.autosave.earlier()

    def leaving_unsaved(self) -> str:
        """What leaving the match at the table keeps while its saves fail, said by the leave screen's line and the
        questions (``table_pages.UNSAVED``): "unsaved_rescued", a copy written now to the rescued folder, which goes
        among the saves once they can be written (``Autosave.rescue``: this writes it); "unsaved_earlier", its last
        save from before they failed; "unsaved_earlier_copy", a copy kept earlier in the rescued folder (none can be
        written now); "unsaved", nothing."""
        if self.autosave is not None and self.match() is not None and self.autosave.rescue() is not None:
            return "unsaved_rescued"
        earlier = self.earlier_save()     # (a copy kept before in the rescued folder is no save: REVIEW271 N2)
        return "unsaved" if earlier is None else "unsaved_earlier_copy" if in_rescued(earlier) else "unsaved_earlier"

    def copy_said(self, unsaved: str) -> Path | None:
        """The copy ``leaving_unsaved``'s answer ``unsaved`` names: written now, or kept earlier (None: none)."""
        if unsaved == "unsaved_rescued" and self.autosave is not None:
            return self.autosave.rescued
        return self.earlier_save() if unsaved == "unsaved_earlier_copy" else None

    def unsaved(self) -> str | None:
        """Why the match at the table could not be saved, while it is played on (None: saved, over, or no match)."""
        return None if self.autosave is None or self.match() is None else self.autosave.trouble()

    # ---- when something goes wrong ----------------------------------------------------------------

    def match(self) -> Match | None:
        """The match to keep, once one has been dealt (None: nothing to keep yet, or it is filed already)."""
        table = self.table
        filed = self.autosave is not None and self.autosave.finished is not None
        return None if table is None or table.match.game is None or filed else table.match

    def keep_for_later(self) -> None:
        """The app ends without the players ending the match (Ctrl+Q, a confirmed Ctrl+C, a signal, a crash): a match
        of single hands whose last hand is over stays saved to go on with, where the message says it is, as with
        q and "3. Quit"; only "End the match here" files it to the history (PLAYTEST163 F2: Ctrl+Q on the sheet
        filed it)."""
        if self.autosave is not None:
            self.autosave.kept_for_later = True

    stopping = False   # a signal is being handled: those that follow (a closing session sends several) change nothing

    def stop_on_signal(self, signum: int) -> None:
        """SIGHUP, SIGTERM, SIGINT: keep the match, restore the terminal (Textual's normal exit does) and end
        with the signal's status (128 + its number); one message, of the first signal; none once the app ends anyway."""
        if self.stopping or self.return_code is not None:   # (a Ctrl-C just after q: the quit stands, with status 0)
            return
        self.stopping = True
        self.keep_for_later()
        saved = rescue(self.match(), SIGNAL_NAMES.get(signal.Signals(signum), str(signum)), match_id=self.match_id,
                       earlier_save=self.earlier_save)
        self.exit(return_code=128 + signum, message=signal_message(signum, saved, self.settings.lang))


def run(*, lang: str | None = None, ascii_cards: bool | None = None, seed: int | None = None,
        ruleset: str | None = None, seats: Sequence[SeatSpec] | None = None, dealer: int | None = None,
        bot_delay: float | None = None, table: Table | None = None, match_id: str | None = None,
        replay: tuple[Replayed, str] | None = None, problems: Sequence[Any] = ()) -> int:
    """Start the app with the remembered settings (``start_settings``: ``lang``, ``ascii_cards`` and ``bot_delay``
    override them when given); with ``ruleset`` and ``seats`` ((name, level or None) pairs) the first hand is
    dealt at once (by the seat ``dealer``, default the last); ``table`` and ``match_id``: a saved match to play
    on (``problems``: what the store mended or set aside meanwhile, said in the app); ``replay``: a recorded match
    to step through.

    Returns 0 when the players leave; any other status (an internal error: 1, a signal: 128 + its number)
    ends the process with that status (``SystemExit``)."""
    settings = start_settings(lang=lang, ascii_cards=ascii_cards, seed=seed, bot_delay=bot_delay)
    spell_out(settings.plain)          # (the screen in ASCII: German spelled out, ``spelling``, until the app ends)
    try:
        app = MauMauApp(settings, ruleset=ruleset, seats=seats, dealer=dealer, handle_signals=True, table=table,
                        match_id=match_id, replay=replay, problems=problems)
        app.run()
        status = app.return_code or 0
        if status:
            raise SystemExit(status)
        kept = app.kept_match()           # quit at a table: say where the match waits (a finished one is history)
        if kept is not None:
            print(tr(app.settings.lang, "quit_kept", path=kept, id=kept.stem))
        elif (lost := app.unsaved()) is not None:
            earlier, rescued = app.earlier_save(), app.autosave.rescued if app.autosave is not None else None
            lost = store_message(app.settings.lang, lost)      # (the system's reason too: PLAYTEST275 N4)
            print(tr(app.settings.lang, "quit_lost_rescued", reason=lost, path=rescued) if rescued is not None
                  else tr(app.settings.lang, "quit_lost", reason=lost) if earlier is None
                  else tr(app.settings.lang, "quit_lost_earlier_copy", reason=lost, path=earlier)
                  if in_rescued(earlier)
                  else tr(app.settings.lang, "quit_lost_earlier", reason=lost, id=earlier.stem))
        return 0
    finally:
        spell_out(False)
