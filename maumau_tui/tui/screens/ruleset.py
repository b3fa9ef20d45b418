"""A ruleset's rules page before the match, with its options to switch on or off (or set, for numbers: digits
type the number, +/- or the arrows step it, Backspace takes back a digit)."""

from __future__ import annotations

import contextlib

from rich.text import Text
from textual import events
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from maumau_tui.rules.loader import RulesetError, load, option_values, switchable
from maumau_tui.rules.schema import Ruleset
from maumau_tui.tui.i18n import rules_message, tr
from maumau_tui.tui.keys import localise_bindings
from maumau_tui.tui.labels import ruleset_text
from maumau_tui.tui.notes import warn_once
from maumau_tui.tui.screens.base import GameScreen
from maumau_tui.tui.screens.dialogs import RulesPage, rules_text
from maumau_tui.tui.screens.number_drafts import DIGIT_BINDINGS, NumberDrafts, within
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.widgets.key_scroll import KeyScroll
from maumau_tui.tui.widgets.text import Bulleted, KeyHint, show_text
from maumau_tui.tui.widgets.footer import FittedFooter
from maumau_tui.tui.widgets.stopping_list import StoppingList


def option_row(value: bool | int, description: str, draft: bool | int | None = None, default: str = "") -> Text:
    """One option in a list: ``[x]``/``[ ]`` or ``[n]`` (``[n → m]`` while a new number is being typed);
    ``default``: what the ruleset itself says, where the value is another (dim, after the description)."""
    if isinstance(value, bool):
        mark = "[x] " if value else "[ ] "
    else:
        mark = f"[{value}] " if draft is None or draft == value else f"[{value} → {draft}] "
    text = Text(mark, style="bold")
    text.append(description)
    if default:
        text.append(default, style="dim")
    return text


def show_options(options: OptionList, rows: dict[str, Text], highlight: int | None = None) -> None:
    """Refill an option list, keeping (or setting) the highlighted line."""
    keep = options.highlighted if highlight is None else highlight
    options.set_options(Option(row, id=name) for name, row in rows.items())
    options.highlighted = keep


class OptionLines(StoppingList):
    """The options: Enter is the screen's (it goes on, PLAYTEST95 F5: it switched the first house rule for a
    newcomer going on); a click on a line still switches it."""

    BINDINGS = [Binding("enter", "pass_on", show=False)]

    def action_pass_on(self) -> None:
        raise SkipAction()


class RulesetScreen(NumberDrafts, GameScreen[dict[str, bool | int] | None]):
    """Rules text above, options below (``[x]``/``[ ]`` so they read without colour).

    Dismisses with the chosen options (``s``), or ``None`` to go back (Esc)."""

    BINDINGS = [
        Binding("s", "next", "key_continue"),
        Binding("enter", "next", show=False),   # (as the menu's Enter, it goes on; a click on a line switches it)
        Binding("space", "switch", "key_toggle"),
        Binding("plus,right", "change(1)", show=False),
        Binding("minus,left", "change(-1)", show=False),
        Binding("backspace", "erase", show=False),
        Binding("escape", "back", "key_back"),
        Binding("question_mark,f1", "help", show=False),
        Binding("pagedown", "rules_page(1)", show=False, priority=True),   # the rules above (the options: the arrows)
        Binding("pageup", "rules_page(-1)", show=False, priority=True),
        Binding("r", "rules", show=False),    # the rules on a page of their own (PLAYTEST228 N11: at 80x24 the box
        *DIGIT_BINDINGS,                       # above the options shows eight lines, Erftschmiede's took ten PgDn)
    ]

    def __init__(self, ruleset_id: str, settings: Settings, values: dict[str, bool | int] | None = None,
                 rules: Ruleset | None = None) -> None:
        super().__init__(classes="setup")
        self.ruleset_id = ruleset_id
        self.settings = settings
        self.rules = rules if rules is not None else load(ruleset_id)   # (the app has loaded it: a file broken is told there)
        self.defaults = switchable(self.rules, option_values(self.rules))
        self.values: dict[str, bool | int] = dict(self.defaults)
        self.values.update({name: value for name, value in (values or {}).items() if name in self.values})
        self.drafts = self.values      # a number typed counts at once (``NumberDrafts``: the value chosen)
        self.typed = ("", "")          # (option, digits typed into it)
        localise_bindings(self, settings.lang)

    def words_lang(self) -> str:
        return self.settings.lang

    def compose(self) -> ComposeResult:
        lang = self.settings.lang
        with Vertical(classes="setup-box"):
            with KeyScroll(id="rules-scroll", can_focus=not self.values):   # (PgUp/PgDn scroll it: a stray Tab
                                                                            # kept the options' keys, PLAYTEST107 F3)
                yield Static(Bulleted(self.page()), id="rules-text")
            if self.values:               # (options that would change nothing are not offered: ``switchable``)
                yield Label(tr(lang, "options"), classes="setup-subtitle")
                yield OptionLines(id="options")
            else:
                yield Label(tr(lang, "no_options"), classes="setup-subtitle")
            numbers = any(isinstance(value, int) and not isinstance(value, bool) for value in self.values.values())
            yield KeyHint(tr(lang, "ruleset_hint" if numbers else "ruleset_hint_switches"))
        yield FittedFooter()

    def on_mount(self) -> None:
        if self.values:
            self.refresh_options(0)
            self.query_one(OptionList).focus()
        else:
            self.query_one("#rules-scroll").focus()
        clock = getattr(self.app, "clock", None)
        if clock is not None:   # Enter pressed twice on the menu would pass the rules unread
            self.hold_enter(clock, self.settings.key_hold)

    def option_row(self, name: str) -> Text:
        """An option's line; one set otherwise than the ruleset says (remembered from the last match, or from a
        vote at its table) says what the ruleset's own value is, so that a change nobody looks for is seen."""
        lang, option, default = self.settings.lang, self.rules.options[name], self.defaults[name]
        said = ""
        if self.values[name] != default:
            value = tr(lang, "on" if default else "off") if isinstance(default, bool) else str(default)
            said = tr(lang, "option_default", value=value)
        return option_row(self.values[name], ruleset_text(option.description, lang), default=said)

    def refresh_options(self, highlight: int | None = None) -> None:
        show_options(self.query_one(OptionList), {name: self.option_row(name) for name in self.values}, highlight)

    def action_rules_page(self, step: int) -> None:
        scroll = self.query_one("#rules-scroll", KeyScroll)   # (its own page keys: a burst of them adds up)
        with contextlib.suppress(SkipAction):                  # (rules too short to scroll: nothing moves)
            if step > 0:
                scroll.action_page_down()
            else:
                scroll.action_page_up()

    def action_rules(self) -> None:
        self.app.push_screen(RulesPage(self.played(), self.settings.lang, self.values))

    def played(self) -> Ruleset:
        """The rules as they will be played with the options as they stand (values the ruleset cannot be loaded
        with: the rules without them)."""
        try:
            return load(self.ruleset_id, self.values) if self.values else self.rules   # (no options: loaded)
        except RulesetError:
            return self.rules

    def page(self) -> Text:
        return rules_text(self.played(), self.settings.lang, self.values)

    def options_changed(self) -> None:
        self.refresh_options()
        show_text(self.query_one("#rules-text", Static), Bulleted(self.page()))

    def highlighted(self) -> str | None:
        if not self.values:
            return None
        index = self.query_one(OptionList).highlighted
        return list(self.values)[index] if index is not None else None

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_switch()

    def action_switch(self) -> None:
        name = self.highlighted()
        if name is not None and isinstance(self.values[name], bool):
            self.values[name] = not self.values[name]
            self.options_changed()

    def set_draft(self, name: str, value: int) -> None:
        self.values[name] = within(self.app, self.settings.lang, self.rules.options[name], value, self.typing_into(name))
        self.options_changed()

    def action_next(self) -> None:
        try:
            load(self.ruleset_id, self.values)
        except RulesetError as error:   # a number the rules cannot take (PLAYTEST105 F3: the app ended with it)
            lang = self.settings.lang
            if self.file_broken():     # the file was edited meanwhile, not the options (PLAYTEST110 F1)
                text = rules_message(lang, error)
                warn_once(self.app, tr(lang, "ruleset_changed_broken", reason=text), private=False)
                return
            reason = str(error).split(": ", 1)[-1]   # (the key and its limit, without the file's path and line)
            warn_once(self.app, tr(lang, "options_refused", reason=rules_message(lang, reason)),
                      private=False)
            return
        self.dismiss(dict(self.values))
        self.went_on = self.closed

    went_on = False          # closed towards the seats (``action_next``)

    def key_came_late(self, event: events.Key) -> None:
        """An ``s`` after the one that went on to the seats (``s s`` quickly: both in one read of the terminal, or
        the second a moment later) is told as the seats screen tells an ``s`` held as it comes up (PLAYTEST268 F1: it
        was lost here without a word)."""
        if self.went_on and event.key == "s":
            warn_once(self.app, tr(self.settings.lang, "start_as_shown"), private=False)

    def file_broken(self) -> bool:
        """Whether the ruleset's file fails with its own defaults too."""
        try:
            load(self.ruleset_id)
        except RulesetError:
            return True
        return False

    def action_help(self) -> None:
        from maumau_tui.tui.screens.dialogs import open_screen_help

        open_screen_help(self.app, "ruleset", self.settings.lang)

    def action_back(self) -> None:
        self.dismiss(None)
