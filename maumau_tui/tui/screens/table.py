"""The table during a hand: the keyboard holder's view, moves by keys, prompts, bots at a visible pace.

This screen renders ``view(game, holder)`` of the person at the keyboard and nothing else: while
nobody holds it (several people, before the first hand-off) no hand is shown at all.  It asks
``prompts.prompt_for`` which decisions need a prompt and answers the rest by keys.  Every bot waits
the same ``bot_delay`` before its move, whatever it holds.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Footer, Label, RichLog

from maumau_tui.engine.game import IllegalMoveError
from maumau_tui.engine.views import View
from maumau_tui.notation import Move
from maumau_tui.table import Table
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.keys import localise_bindings
from maumau_tui.tui.labels import call_word, card_label
from maumau_tui.tui.prompts import PromptSpec, all_moves_prompt, catch_prompt, has_more_moves, plays_prompt, prompt_for
from maumau_tui.tui.screens.dialogs import HelpScreen, RulesPage
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.house_rules import HouseRulesScreen, vote_sentence
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.window import TimedWindows
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.widgets.hand import HandView
from maumau_tui.tui.widgets.table_info import SeatsBar, TableInfo

# Keys that need a legal move of this kind to be shown and to work.
ACTION_KINDS = {"play": "play", "draw": "draw", "pass": "pass", "accept": "accept",
                "catch": "catch"}


class GameLog(RichLog, can_focus=False):
    """The log; never focused, so arrows, Home and End choose cards instead of scrolling it."""


class TableScreen(Screen[None]):
    """One hand after another at one table."""

    AUTO_FOCUS = None

    BINDINGS = [
        Binding("left", "select(-1)", show=False),
        Binding("right", "select(1)", show=False),
        Binding("home", "select_at(0)", show=False),
        Binding("end", "select_at(-1)", show=False),
        *(Binding(str(n % 10), f"select_at({n - 1})", show=False) for n in range(1, 11)),
        Binding("enter,space", "play", "key_play"),
        Binding("m", "call", "key_call"),
        Binding("k", "kings", "key_kings"),
        Binding("f", "cheat", "key_cheat"),
        Binding("d", "draw", "key_draw"),
        Binding("p", "pass", "key_pass"),
        Binding("a", "accept", "key_accept"),
        Binding("c", "catch", "key_catch"),
        Binding("o", "other", "key_other"),
        Binding("r", "rules", "key_rules"),
        Binding("h", "house_rules", "key_house"),
        Binding("question_mark,f1", "help", "key_help"),
    ]

    def __init__(self, table: Table, settings: Settings) -> None:
        super().__init__(classes="table")
        self.table = table
        self.settings = settings
        self.look = settings.look(table.ruleset.pack.german)
        self.current: View | None = None      # the holder's view, or None while hands are hidden
        self.waiting = False                  # a prompt, hand-off or hand end is open
        self.bot_timer: Timer | None = None
        self.log_owner: tuple[int, int | None] | None = None   # (hand number, viewer) of the log
        self.log_events = 0
        self.log_votes = 0                    # votes on house rules written into the log this hand
        self.windows = TimedWindows(self)     # real-time answer windows: clock, claims, hand-offs
        localise_bindings(self, settings.lang)

    def compose(self) -> ComposeResult:
        yield Label("", id="title-bar")
        yield SeatsBar(id="seats")
        with Horizontal(id="middle"):
            yield TableInfo(id="info")
            yield GameLog(id="log", wrap=True, markup=False, highlight=False)
        yield HandView(id="hand")
        yield Label("", id="status")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#info").border_title = tr(self.settings.lang, "table_box")
        self.query_one(GameLog).border_title = tr(self.settings.lang, "log")
        if self.table.match.game is None:
            self.table.deal()
        self.advance()

    def on_screen_resume(self) -> None:
        self.advance()

    # ---- the loop: show, then let whoever decides next decide ------------------------------

    def advance(self) -> None:
        """Redraw, then start what comes next: a bot's move, a hand-off, a prompt, or the hand end."""
        self.redraw()
        if self.waiting or not self.is_current or self.bot_timer is not None:
            return
        table = self.table
        if table.hand_over:
            self.open(HandEndScreen(table, self.look), self.after_hand)
        elif table.bot_to_move:
            self.bot_timer = self.set_timer(max(self.settings.bot_delay, 0.001), self.bot_step)
        elif self.windows.people():
            self.windows.run()
        elif (seat := table.handoff_due()) is not None:
            self.hand_off(seat)
        elif self.current is not None and (spec := self.prompt(self.current)):
            self.ask(spec)

    def prompt(self, view: View) -> PromptSpec | None:
        return prompt_for(view, self.look, self.settings.window_seconds, view.cheat_penalties)

    def hand_off(self, seat: int) -> None:
        """The keyboard goes to ``seat``; the person still holding it may first call out a cheat or a
        missed call they can see (``c`` on the hand-off screen)."""
        table, lang = self.table, self.settings.lang
        recent = table.public_since_handoff(lang)
        holder = table.holder
        line = None
        if holder is not None and holder != seat and self.current is not None:
            caught = [table.names[m.seat] for m in self.current.legal if m.kind == "catch" and m.seat is not None]
            if caught:
                line = tr(lang, "handoff_catch", name=table.names[holder], others=", ".join(caught))
        self.open(HandoffScreen(table.names[seat], recent, lang, line),
                  lambda result: self.action_catch() if result == "catch" else self.after_handoff(seat))

    def open(self, screen: Screen, callback) -> None:  # type: ignore[no-untyped-def, type-arg]
        self.waiting = True

        def done(result: object) -> None:
            self.waiting = False
            callback(result)
            self.advance()

        self.app.push_screen(screen, done)

    def ask(self, spec: PromptSpec) -> None:
        self.open(ChoicePrompt(spec, self.settings.lang), self.answer)

    def answer(self, move: Move | None) -> None:
        if move is not None:
            self.make_move(move, advance=False)

    def bot_step(self) -> None:
        self.bot_timer = None
        if not self.is_current or self.waiting:
            self.bot_timer = self.set_timer(max(self.settings.bot_delay, 0.001), self.bot_step)
            return
        if self.table.bot_to_move:
            self.table.play_bot()
        self.advance()

    def after_handoff(self, seat: int) -> None:
        self.table.take_keyboard(seat)
        self.query_one(HandView).selected = 0

    def after_hand(self, choice: object) -> None:
        if choice == "next":
            self.table.deal()
            self.query_one(HandView).selected = 0
        else:
            self.app.exit()

    def make_move(self, move: Move, advance: bool = True) -> None:
        """The holder's move; a refusal shows the engine's reason, never a traceback."""
        seat = self.table.holder
        if seat is None:
            return
        try:
            self.table.apply(seat, move)
        except IllegalMoveError as error:
            self.notify(tr(self.settings.lang, "illegal", reason=error), severity="error")
            return
        if advance:
            self.advance()

    # ---- drawing the screen ------------------------------------------------------------------

    def redraw(self) -> None:
        table, lang = self.table, self.settings.lang
        holder = table.holder
        shown = table.view_of(holder if holder is not None else 0)
        self.current = shown if holder is not None else None
        actor = table.actor
        bots = [seat for seat in range(len(table.seats)) if table.is_bot(seat)]
        name = table.ruleset.name.de
        who = tr(lang, "view_of", name=table.names[holder]) if holder is not None else tr(lang, "public_view")
        self.query_one("#title-bar", Label).update(f" {name} · {tr(lang, 'hand_no', n=table.hand_number)} · {who}")
        self.query_one(SeatsBar).show(shown, self.look, bots, actor)
        self.query_one(TableInfo).show(shown, self.look)
        hand = self.query_one(HandView)
        if self.current is None:
            hand.hide(tr(lang, "hidden_hand"))
            hand.border_title = tr(lang, "public_view")
        else:
            playable = frozenset(m.cards[0] for m in self.current.legal if m.kind == "play" and m.cards)
            hand.show(self.current.hand, playable, self.look)
            hand.border_title = tr(lang, "your_hand", name=table.names[holder]) if holder is not None else ""
            hand.border_subtitle = tr(lang, "playable_legend")
        self.query_one("#status", Label).update(self.status_text(actor))
        self.redraw_log(holder)
        self.refresh_bindings()

    def status_text(self, actor: int | None) -> str:
        lang, table, view = self.settings.lang, self.table, self.current
        if actor is None:
            return ""
        parts: list[str] = []
        if view is not None and (view.my_turn or view.may_answer) and (spec := self.prompt(view)):
            parts += [tr(lang, "your_turn"), spec.title]
        elif view is not None and view.my_turn:
            kinds = {move.kind for move in view.legal}
            parts.append(tr(lang, "your_turn"))
            if "play" in kinds:
                parts.append(tr(lang, "hint_play"))
            words = sorted({move.say for move in view.legal if move.kind == "play" and move.say})
            if [word for word in words if word != self.kings_word]:
                parts.append(tr(lang, "hint_call", word=call_word(next(w for w in words if w != self.kings_word))))
            if self.kings_word in words:
                parts.append(tr(lang, "hint_kings"))
            if "cheat" in kinds:
                parts.append(tr(lang, "hint_cheat"))
            for kind in ("draw", "pass", "accept"):
                if kind in kinds:
                    parts.append(tr(lang, f"hint_{kind}"))
            if has_more_moves(view):
                parts.append(tr(lang, "hint_other"))
        elif table.is_bot(actor):
            parts.append(tr(lang, "hint_wait_bot", name=table.names[actor]))
        else:
            parts.append(tr(lang, "hint_wait", name=table.names[actor]))
        if view is not None:
            caught = [table.names[m.seat] for m in view.legal if m.kind == "catch" and m.seat is not None]
            if caught:
                parts.append(tr(lang, "hint_catch", names=", ".join(caught)))
        if view is not None and view.kings >= 0:   # a round of Kings is open: everybody sees it
            parts.insert(0, tr(lang, "kings_open", name=table.names[view.kings]))
        return " " + " · ".join(parts)

    @property
    def kings_word(self) -> str:
        """The call that opens a round of Kings (``play K say koenigsrunde``): key ``k``, not ``m``."""
        return getattr(self.table.game.T, "kings_word", "") if not self.table.hand_over else ""

    def redraw_log(self, viewer: int | None) -> None:
        log = self.query_one(GameLog)
        owner = (self.table.hand_number, viewer)
        if owner != self.log_owner:
            log.clear()
            self.log_owner, self.log_events, self.log_votes = owner, 0, 0
        game, lang = self.table.game, self.settings.lang
        lines = self.table.log_of(viewer, lang, self.log_events)
        for at, result in self.table.votes_in_hand()[self.log_votes:]:  # votes where they happened
            after = self.table.log_of(viewer, lang, max(at, self.log_events))
            for line in lines[:len(lines) - len(after)]:
                log.write(line, scroll_end=True)
            log.write(vote_sentence(result, self.table.ruleset, self.table.names, lang), scroll_end=True)
            lines, self.log_votes = after, self.log_votes + 1
        for line in lines:
            log.write(line, scroll_end=True)
        self.log_events = len(game.log)

    # ---- keys ----------------------------------------------------------------------------------

    def legal(self, kind: str | None = None) -> list[Move]:
        view = self.current
        if view is None or self.waiting:
            return []
        moves = view.legal
        if not (view.my_turn or view.may_answer):   # out of turn only a catch (whatever else the engine lists)
            moves = tuple(move for move in moves if move.kind == "catch")
        return [move for move in moves if kind is None or move.kind == kind]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ACTION_KINDS:
            return bool(self.legal(ACTION_KINDS[action]))
        if action == "call":
            return any(move.say and move.say != self.kings_word for move in self.legal("play"))
        if action == "kings":
            return any(move.say and move.say == self.kings_word for move in self.legal("play"))
        if action == "cheat":
            return bool(self.legal("cheat"))
        if action == "other":
            return bool(self.legal())
        if action == "house_rules":
            return not self.waiting and not self.table.hand_over and bool(self.table.ruleset.options)
        return True

    def action_select(self, step: int) -> None:
        self.query_one(HandView).move_selection(step)

    def action_select_at(self, index: int) -> None:
        hand = self.query_one(HandView)
        hand.select(index if index >= 0 else len(hand.cards) - 1)

    def plays_of_chosen(self, with_call: bool, kings: bool = False) -> list[Move]:
        """The chosen card's plays: without a call, with a call (``m``), or calling a round of Kings (``k``)."""
        chosen = self.query_one(HandView).chosen
        word = self.kings_word
        return [move for move in self.legal("play")
                if move.cards[:1] == (chosen,) and bool(move.say) == with_call
                and (not with_call or (move.say == word) == kings)]

    def play_chosen(self, with_call: bool, kings: bool = False) -> None:
        moves = self.plays_of_chosen(with_call, kings)
        chosen = self.query_one(HandView).chosen
        if len(moves) == 1:
            self.make_move(moves[0])
        elif moves:
            self.ask(self.choices_prompt(moves))
        elif chosen is not None:
            label = card_label(chosen, self.settings.ascii_cards)
            if kings:
                key = "no_kings"
            elif not with_call and (self.plays_of_chosen(True) or self.plays_of_chosen(True, kings=True)):
                key = "need_call"
            elif with_call and self.plays_of_chosen(False):
                key = "no_call"
            else:
                key = "not_playable"
            self.notify(tr(self.settings.lang, key, card=label), severity="warning")

    def choices_prompt(self, moves: list[Move]) -> PromptSpec:
        """Several moves for one key: a plain list, a joker's declared cards grouped by rank."""
        assert self.current is not None
        return plays_prompt(moves, self.current.names, self.look)

    def action_kings(self) -> None:
        self.play_chosen(with_call=True, kings=True)

    def action_cheat(self) -> None:
        """``f``: play the chosen card although it does not fit (``cheat CARD``); others may catch it."""
        chosen = self.query_one(HandView).chosen
        moves = [move for move in self.legal("cheat") if move.cards[:1] == (chosen,)]
        if len(moves) == 1:
            self.make_move(moves[0])
        elif moves:
            self.ask(self.choices_prompt(moves))
        elif chosen is not None:
            key = "cheat_fits" if self.plays_of_chosen(False) or self.plays_of_chosen(True) else "cheat_not_here"
            self.notify(tr(self.settings.lang, key, card=card_label(chosen, self.settings.ascii_cards)),
                        severity="warning")

    def action_play(self) -> None:
        self.play_chosen(with_call=False)

    def action_call(self) -> None:
        self.play_chosen(with_call=True)

    def single(self, kind: str) -> None:
        moves = self.legal(kind)
        if len(moves) == 1:
            self.make_move(moves[0])
        elif moves:
            self.ask(self.choices_prompt(moves))

    def action_draw(self) -> None:
        self.single("draw")

    def action_pass(self) -> None:
        self.single("pass")

    def action_accept(self) -> None:
        self.single("accept")

    def action_catch(self) -> None:
        if self.current is not None and (spec := catch_prompt(self.current, self.look)):
            if len(spec.choices) == 1:
                self.make_move(spec.choices[0].move)
            else:
                self.ask(spec)

    def action_other(self) -> None:
        if self.current is not None and self.legal():
            self.ask(all_moves_prompt(self.current, self.look))

    def action_rules(self) -> None:
        self.app.push_screen(RulesPage(self.table.ruleset, self.settings.lang, self.table.match.options))

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(self.settings.lang))

    def action_house_rules(self) -> None:
        """A house rule to change by a vote; the person at the keyboard proposes (nobody yet: the table)."""
        if self.check_action("house_rules", ()):
            self.open(HouseRulesScreen(self.table, self.settings.lang, self.table.holder), lambda _: None)
