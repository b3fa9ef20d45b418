"""A decision asked in a modal prompt: the legal choices only, an optional countdown, a typed answer."""

from __future__ import annotations

import math
import time
from dataclasses import replace

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from maumau_tui.notation import Move
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.prompts import PromptSpec


class ChoicePrompt(ModalScreen[Move | None]):
    """Shows a ``PromptSpec``; dismisses with the chosen move (``None`` when cancelled)."""

    BINDINGS = [Binding(str(n), f"pick({n - 1})", show=False) for n in range(1, 10)] + [
        Binding("escape", "cancel", show=False),
    ]

    def __init__(self, spec: PromptSpec, lang: str) -> None:
        super().__init__(classes=f"prompt -{spec.kind}")
        self.spec = spec
        self.lang = lang
        self.deadline = time.monotonic() + spec.timeout if spec.timeout else None
        self.timed_out = False                 # dismissed because the countdown ran out
        self.left_at_close: float | None = None  # seconds that were left when it closed (timed prompts)

    def compose(self) -> ComposeResult:
        with Vertical(id="prompt-box"):
            yield Label(self.spec.title, id="prompt-title")
            yield OptionList(*(Option(f"{index}. {choice.label}" if index < 10 else choice.label)
                               for index, choice in enumerate(self.spec.choices, 1)), id="prompt-choices")
            if self.deadline is not None:
                yield Label(self._countdown_text(), id="prompt-countdown")
            hint = tr(self.lang, "prompt_hint")
            if self.spec.cancellable:
                hint += " · " + tr(self.lang, "prompt_cancel")
            yield Label(hint, id="prompt-hint")

    def on_mount(self) -> None:
        choices = self.query_one(OptionList)
        choices.highlighted = 0
        choices.focus()
        if self.deadline is not None:
            self.set_interval(0.2, self._tick)

    def _countdown_text(self) -> str:
        left = max(0.0, (self.deadline or 0.0) - time.monotonic())
        return tr(self.lang, "countdown", s=math.ceil(left))

    def _stop_clock(self) -> None:
        if self.deadline is not None:
            self.left_at_close = max(0.0, self.deadline - time.monotonic())
        self.deadline = None

    def _tick(self) -> None:
        if self.deadline is None or not self.is_current:   # a dialog on top (help, quit): dismiss later
            return
        if time.monotonic() >= self.deadline:
            self.deadline = None
            self.timed_out = True
            self.dismiss(self.spec.on_timeout)
            return
        self.query_one("#prompt-countdown", Label).update(self._countdown_text())

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick(event.option_index)

    def action_pick(self, index: int) -> None:
        if not 0 <= index < len(self.spec.choices):
            return
        choice = self.spec.choices[index]
        if choice.then is not None:
            self.follow_up(choice.then)
            return
        self._stop_clock()
        self.dismiss(choice.move)

    def follow_up(self, spec: PromptSpec) -> None:
        """A group (a joker's rank): ask its follow-up (the suit); Esc there comes back here.
        The countdown goes on in the follow-up and answers for both when it runs out."""
        left = None if self.deadline is None else max(0.0, self.deadline - time.monotonic())
        self.deadline = None
        if left is not None:
            spec = replace(spec, timeout=max(left, 0.05), on_timeout=self.spec.on_timeout)

        def done(move: Move | None) -> None:
            if move is not None or follow.timed_out:
                self.dismiss(move)
            elif follow.left_at_close is not None:   # back to the groups, the clock still running
                self.deadline = time.monotonic() + follow.left_at_close

        follow = ChoicePrompt(spec, self.lang)
        self.app.push_screen(follow, done)

    def action_cancel(self) -> None:
        if self.spec.cancellable:
            self._stop_clock()
            self.dismiss(None)
