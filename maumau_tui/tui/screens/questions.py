"""The table's questions: the prompt of this seat's decision (a wish, a victim, a window, ...), kept open while
the game moves on without changing it, asked again when it changed (starting on the line the person was on).

A part of the table screen (``TableScreen`` mixes it in), kept apart so each module stays small.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, cast

from maumau_tui.engine.views import View
from maumau_tui.notation import Move
from maumau_tui.tui.hinting import drop_hint, offered
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import Look
from maumau_tui.tui.notes import private_note, withdraw_said
from maumau_tui.tui.prompts import Choice, PromptSpec, catch_prompt, prompt_for, same_question, window_prompt
from maumau_tui.tui.screens.prompt import ChoicePrompt, recent_lines
from maumau_tui.tui.seat_link import TableFacts, SeatLink
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.widgets.dimmed import show_through


def untimed(spec: PromptSpec) -> PromptSpec:
    """The question without its clock (its time and what the clock does when it runs out)."""
    return replace(spec, timeout=None, on_timeout=None)


class Questions:
    """The screen supplies its app, settings, link, view and info, its look, its way to the menu, its keys'
    hold (``guarding``) and the move to send."""

    app: Any
    settings: Settings
    link: SeatLink
    view: View
    info: TableFacts
    look: Look
    asking: ChoicePrompt | None
    asked: tuple[object, ...] | None
    shown: tuple[object, ...] | None
    menu_text: str | None
    to_menu: Callable[[], None] | None

    guarding: bool                            # (``Guarded``: its keys are held now)
    holding_every_key: bool                   # (``Guarded``: all of them)
    enter_free = False                        # the next question need not hold Enter (see ``ask_again``)
    withdrawn: PromptSpec | None = None       # the question ``ask_again`` last took away
    dropped: tuple[tuple[object, ...], bool] | None   # (``BurstHold``: a question that went unanswered)
    action_menu: Callable[[], None]           # (``TablePages``)
    action_hint: Callable[[], None]
    action_rules: Callable[[], None]
    hinted: tuple[object, ...] | None         # (``TablePages``: the decision a hint was asked for)
    told: list[tuple[str, tuple[object, ...]]]   # (the table: notices told, taken back once they no longer hold)
    refresh_bindings: Callable[[], None]      # (Textual's widget)
    call_after_refresh: Callable[..., bool]
    is_active: bool

    @property
    def seat(self) -> int | None:
        raise NotImplementedError

    def state_key(self) -> tuple[object, ...]:
        raise NotImplementedError

    def show_status(self) -> None:
        raise NotImplementedError

    def changed(self) -> None:
        raise NotImplementedError

    def send(self, move: Move) -> None:
        raise NotImplementedError

    def status_followed(self) -> None:
        """A question's follow-up (a joker's suit) opened or closed: the status line says its words, also seen
        through the question under it (Textual repaints only the top screen)."""
        self.show_status()
        self.seen_through()

    def question_covered(self) -> None:
        """A screen came over the question or went (the help, the menu's question): the key bar under them offers
        the table's keys only while the question is on top, also seen through them."""
        self.refresh_bindings()
        self.seen_through()

    def seen_through(self) -> None:
        """Under a question or a dialog, the screens above show this one as it is now, once it has repainted (Textual
        repaints only the top screen)."""
        if not self.is_active:
            self.call_after_refresh(show_through, self)

    def ask_again(self) -> tuple[Choice | None, bool]:
        """The game moved on while this seat's question is open (it is on top, so this screen is not): the same
        question stays as it is (its cursor, its keys, the log above it brought up to date); another one closes,
        and the line the person was on is returned for the question that follows (same hand, same seat; None where
        they never chose it: ``ChoicePrompt.picked``), with whether the person had been at the question at all
        (``ChoicePrompt.been_at``)."""
        asking, asked, now = self.asking, self.asked, self.state_key()
        assert asking is not None
        same_seat = asked is not None and asked[:2] == now[:2]          # (hand and seat)
        spec = self.prompt() if self.seat is not None else None
        if same_seat and spec is not None and same_question(spec, asking.spec):
            self.asked = now
            asking.show_recent(recent_lines(spec, self.link.log_lines(self.settings.lang), self.app.size.height))
            return None, False
        self.asking = None
        # only its clock changed (the bots in a window answered): the person may be answering it already, so the
        # question that follows holds Enter only if this one still did
        clock_only = same_seat and spec is not None and same_question(untimed(spec), untimed(asking.spec))
        self.enter_free = clock_only and not asking.guarding
        asking.withdraw()                  # the question is out of date (time ran out, somebody moved)
        self.withdrawn = asking.spec
        if not same_seat:
            return None, False
        if clock_only:                     # the same question with another clock (a claim; advice asked, PLAYTEST180
            return asking.chosen_line(), asking.been_at()   # F3): the cursor stays, nothing of theirs came too late
        been_at = asking.been_at()
        if spec is None and self.view.my_turn and (clock := getattr(self.app, "clock", None)) is not None:
            # the person's own turn follows at once (``BurstHold`` sees no decision begin): keys meant for the
            # question come late ("1 Enter" for its line chose a card of the hand and played it: PLAYTEST89), also
            # from a person who read it without a key and answered a moment after it went (PLAYTEST100 F1: 0.6 s
            # after another player stopped the swap): every key waits as long as a hand-off's
            settings = self.settings
            cast(Any, self).hold_keys(clock, max(settings.key_hold, settings.handoff_guard))
        else:
            self.dropped = (now[:2], been_at)
        return (asking.chosen_line() if asking.picked() else None), been_at

    def prompt(self) -> PromptSpec | None:
        view = self.view
        if not (view.my_turn or view.may_answer) or self.info.covered:
            return None                    # (a covered hand is asked nothing: the others watch the screen)
        if view.may_answer and self.info.window_left is None:
            return window_prompt(view, self.look, None)   # no clock for this seat (it claimed the window)
        return prompt_for(view, self.look, self.info.window_left)

    def question_gone(self, carried: Choice) -> None:
        """A question the person was at went with a change that is not a decision of theirs (the catch question
        ``c`` opened: the game moved on, somebody else made a catch first): the catch question comes back with its
        catches that are left (the cursor where it was; its line gone, on none: Enter waits for a choice); else,
        where the move the person was on is gone, a notice says it is too late, so a move is never just gone."""
        asked = self.withdrawn
        if asked is not None and asked.kind == "catch" and self.seat is not None and cast(Any, self).is_active:
            lines = {(choice.move, choice.label) for choice in asked.choices}   # (a line says why: a missed call,
            moves = {move for move, _ in lines}                                  # or a cheat)
            left = tuple(move for move in self.view.legal if move in moves)
            spec = catch_prompt(replace(self.view, legal=left), self.look)
            kept = tuple(choice for choice in spec.choices if (choice.move, choice.label) in lines) if spec else ()
            if spec is not None and kept:
                self.ask(replace(spec, choices=kept), carried)
                return
        if carried.move not in self.view.legal:     # (a catch: another seat's may have come first, PLAYTEST108 F3)
            gone = "catch_gone" if carried.move.kind == "catch" else "prompt_gone"
            private_note(self.app, tr(self.settings.lang, gone), timeout=4)

    def ask(self, spec: PromptSpec, carried: Choice | None = None, touched: bool = True) -> None:
        """Open ``spec``'s question; ``carried``: the line the person was on in the question it replaces (the
        cursor stays on it; gone, Enter waits until another key chooses a line, and a notice says why);
        ``touched``: the person opened it or was at the one it replaces (else only once they are at it)."""
        enter_free, self.enter_free = self.enter_free, False
        dropped, self.dropped = self.dropped, None
        advice = getattr(self, "advice_for", None)
        if touched and advice is not None and advice[0] == self.state_key() and getattr(self, "hinted", None) \
                is not None and not offered(spec, advice[1]):   # the person chose another way than the advice on
            cast(Any, self).put_hint_away()                     # screen: it goes (PLAYTEST278 N5: "K♣ legen" stood
        #                                                         under the joker's question)
        # the person was at a question that went unanswered (time ran out, or the game moved on): what they were
        # typing for it must not answer this one, however late it comes
        cut_short = carried is None and dropped is not None and dropped[1] and dropped[0] == self.state_key()[:2]
        countdown = (lambda: self.link.info().window_left) if spec.timeout is not None else None
        recent = recent_lines(spec, self.link.log_lines(self.settings.lang), self.app.size.height)
        leave = (self.menu_text or tr(self.settings.lang, "title_menu"), self.action_menu) if self.to_menu else None
        prompt = self.asking = ChoicePrompt(spec, self.settings.lang, countdown, hint=self.action_hint, recent=recent,
                                            leave=leave, followed=self.status_followed,
                                            covered=self.question_covered)
        prompt.touched = touched
        prompt.held = lambda: self.link.info().clock_held
        prompt.rules = self.action_rules
        prompt.answering = getattr(self.link, "answering", None)   # (``HotSeat.hold_window``; over SSH none: a held
        #                                                            clock shows at every seat, REVIEW256 B2)
        prompt.hint_holds = callable(getattr(self.link, "hold_window", None))   # (at one keyboard only)
        gone = carried is not None and not prompt.start_on(carried)
        cut_short = cut_short or (gone and touched)
        if cut_short:      # an Enter meant for a line gone answers nothing (a line the person never came to, where the
            prompt.enter_waits = prompt.enter_waits or "prompt_changed"   # question opened, was not theirs: no word)
            private_note(self.app, tr(self.settings.lang, "prompt_changed"), timeout=4)
        clock = getattr(self.app, "clock", None)
        if self.holding_every_key:         # a decision held against a burst of keys: its question too
            prompt.hold_as(cast(Any, self))   # (a ``Guarded`` screen, as the table is)
        elif clock is not None and cast(Any, self).handed_over:   # the question came with the hand a hand-off showed:
            prompt.hold_keys(clock, self.settings.key_hold)   # "3 Enter" typed at once chose a line unread and answered
            #                                                   it (PLAYTEST183 H1: an accusation, with a penalty)
        elif clock is not None and cut_short:   # every key for a quiet moment: "2 Enter" typed for the question that
            prompt.hold_keys(clock, self.settings.key_hold)   # went chose line 2 here and answered (PLAYTEST173 F2)
        elif clock is not None and (not enter_free or self.guarding):
            prompt.hold_enter(clock, self.settings.key_hold)   # Enter pressed twice (on the move that opened it, or
            #                                                    on the question before it) answers nothing
        self.asked = self.state_key()
        self.take_back_told()              # (it stood on: "8♠ fits" under "How to play K♦?")
        self.shown = None                  # the footer changes: the table's keys rest while the prompt asks
        self.refresh_bindings()
        self.show_status()                 # under the question: what is asked (its own key line waits)
        self.app.push_screen(prompt, lambda move: self.answered(prompt, move))

    def take_back_told(self) -> None:
        """Take back what earlier keys were told: out of date once a question or advice comes over it (two notices
        at once would cover the hand's cards)."""
        if self.told:
            withdraw_said(self.app, {text for text, _ in self.told})
            self.told = []

    def answered(self, prompt: ChoicePrompt, move: Move | None) -> None:
        if self.asking is not prompt:
            return                         # closed because it was out of date: the answer does not count
        self.asking = None
        self.shown = None
        if move is not None:
            self.send(move)
            if (clock := getattr(self.app, "clock", None)) is not None and not self.guarding:
                # Enter pressed twice on the question plays no card of the turn it may leave this person (a digit
                # or an arrow shows they choose there: then Enter counts at once)
                cast(Any, self).hold_enter(clock, self.settings.key_hold)
        else:
            if self.hinted is not None:    # advice asked in the question put away goes with it (it may speak
                self.hinted = None         # of that question's lines)
                drop_hint(self.app, tr(self.settings.lang, "hint_title"))
            self.changed()
        self.refresh_bindings()   # (after the move: the keys it rests are not shown for a moment in between)
