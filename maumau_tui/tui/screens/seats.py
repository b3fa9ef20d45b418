"""Who sits at the table: 2 up to the ruleset's maximum seats, each a name, a person or a bot of a level; the dealer."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Input, Label, OptionList
from textual.widgets.option_list import Option

from maumau_tui.level_names import DEFAULT_LEVEL, PLAIN_LEVELS
from maumau_tui.match import Match
from maumau_tui.names import MAX_LENGTH, check_names, same_name
from maumau_tui.rules.loader import load
from maumau_tui.tui.last_seats import fitted, remember, remember_options, remembered
from maumau_tui.tui.i18n import rules_message, tr
from maumau_tui.tui.spelling import spelled
from maumau_tui.tui.keys import localise_bindings
from maumau_tui.tui.labels import ruleset_name
from maumau_tui.tui.notes import tell_set_aside, warn_once, withdraw_said
from maumau_tui.tui.screens.base import GameModal, GameScreen
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.typed_input import TypedInput
from maumau_tui.tui.widgets.footer import FittedFooter
from maumau_tui.tui.widgets.stopping_list import StoppingList
from maumau_tui.tui.widgets.text import KeyHint

HUMAN_NAMES = ("Anna", "Ben", "Cleo", "Dora", "Emil", "Fine", "Gero", "Hanna", "Ida", "Jonas", "Kim", "Lea")
KINDS: tuple[str | None, ...] = (None, *PLAIN_LEVELS)   # what ``b`` cycles through: a person, then the levels
Seats = list[tuple[str, str | None]]


def clean_name(text: str) -> str:
    """Seat names are single words (the move notation names seats by word)."""
    return "-".join(text.split())


def tell_seat_key_after_name(app: Any, lang: str, event: events.Key) -> None:
    """A seat key typed on just after a name did nothing: say why (it could still have been part of the name)."""
    typed = event.character if event.character and event.character.isprintable() else ""
    if typed and event.key in SEAT_KEYS:
        warn_once(app, tr(lang, "key_after_name", letter=typed), private=False)


class NameInput(TypedInput):
    """The name field: the name is what it held when Enter came; keys after Enter in the same burst (a seat key
    typed on) reach it before the Enter is acted on, and are not part of the name; a seat key among them says why it
    did nothing, as the seats screen says of one a moment later (REVIEW267: "Maxi Enter s" in one read)."""

    entered: str | None = None

    def on_key(self, event: events.Key) -> None:
        """(Runs before ``Input``'s own handler, which a key stopped here never reaches.)"""
        if self.entered is not None:
            event.stop()
            event.prevent_default()
            tell_seat_key_after_name(self.app, getattr(self.screen, "lang", "en"), event)
        elif event.key == "enter":
            self.entered = self.value


class NamePrompt(GameModal[str | None]):
    """Asks for one seat's name.  A name that ``check`` refuses keeps what was typed and says why below it."""

    BINDINGS = [Binding("escape", "cancel", show=False)]

    def __init__(self, number: int, current: str, lang: str,
                 check: Callable[[str], str | None] | None = None) -> None:
        super().__init__(classes="dialog")
        self.number, self.current, self.lang, self.check = number, current, lang, check

    def compose(self) -> ComposeResult:
        with Vertical(id="name-box"):
            yield Label(tr(self.lang, "name_prompt", n=self.number), classes="dialog-title")
            yield NameInput(placeholder=self.current, id="name-input", compact=True, max_length=MAX_LENGTH)
            yield Label(tr(self.lang, "name_rules", n=MAX_LENGTH), id="name-why", classes="dialog-hint",
                        markup=False)   # (it quotes a name refused: ``[/]`` is no markup)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        field = self.query_one(NameInput)
        typed = field.entered if field.entered is not None else event.value
        name = clean_name(typed) or self.current
        why = self.check(name) if self.check is not None else None
        if why is not None:            # the typed name stays in the field; the line below says why
            field.entered = None
            self.query_one("#name-why", Label).update(why)
            return
        if len(typed.split()) > 1:     # (PLAYTEST223 N6: "Jürgen Müller" became Jürgen-Müller without a word)
            self.app.notify(tr(self.lang, "name_joined", name=name))
        self.dismiss(name)

    def action_cancel(self) -> None:
        self.dismiss(None)


@dataclass(frozen=True)
class SeatsChoice:
    """Who sits at the table, clockwise: (name, a bot's level or None for a person); and who deals first.
    ``back``: not to deal yet but back to the house rules (the seats come again as they were)."""

    seats: tuple[tuple[str, str | None], ...]
    dealer: int
    back: bool = False


# the keys that change the seats (held a moment after a name was typed; the arrows are not)
SEAT_KEYS = ("s", "b", "g", "plus", "equals_sign", "insert", "minus", "delete", "enter", "escape")


class SeatsScreen(GameScreen[SeatsChoice | None]):
    """Seats as a list; keys change the highlighted seat.  Dismisses with the ``SeatsChoice`` (``s``, once a
    match can be made with it; Esc: the seats as they are, marked ``back``).  ``draft``: the seats to start from
    (else those last dealt with, else the usual ones)."""

    BINDINGS = [
        Binding("s", "start", "key_start"),
        Binding("b", "toggle_bot", "key_level"),
        Binding("g", "dealer", "key_dealer"),
        Binding("plus,equals_sign,insert", "add", "key_add"),
        Binding("minus,delete", "remove", "key_remove"),
        Binding("escape", "back", "key_back"),
        Binding("question_mark,f1", "help", show=False),
    ]

    def __init__(self, ruleset_id: str, options: dict[str, Any], settings: Settings,
                 draft: SeatsChoice | None = None) -> None:
        super().__init__(classes="setup")
        self.ruleset_id, self.options, self.settings = ruleset_id, options, settings
        self.rules = load(ruleset_id, options)
        count = max(self.rules.players.min, min(3, self.rules.players.max))
        self.seats: Seats = [(HUMAN_NAMES[i], None) for i in range(count - 1)]
        self.seats.append(("Bot-1", DEFAULT_LEVEL))
        self.dealer = len(self.seats) - 1
        self.was_bot: dict[str, str] = {}   # a person's made-up name -> the bot's that ``b`` took from the seat
        last = (list(draft.seats), draft.dealer) if draft is not None else remembered()
        self.keeps = True         # each change is kept in seats.json at once (``changed``)
        if last is not None:      # the seats set up before going back, or those of the last table set up, fitted
            self.seats, self.dealer = fitted(*last, self.rules.players, DEFAULT_LEVEL)
            # ... but not where fitting left seats out or added bots: the seats remembered stay for the next set-up
            self.keeps = (self.seats, self.dealer) == last   # (until this table is dealt; REVIEW266 R3)
        localise_bindings(self, settings.lang)

    def compose(self) -> ComposeResult:
        lang = self.settings.lang
        with Vertical(classes="setup-box"):
            yield Label(tr(lang, "seats_title", name=ruleset_name(self.rules, lang)), classes="setup-title")
            yield StoppingList(id="seat-list")
            yield KeyHint(tr(lang, "seats_hint"))
        yield FittedFooter()

    def on_mount(self) -> None:
        tell_set_aside(self.app, self.settings.lang)      # the remembered seats' file, when it could not be read
        self.refresh_rows(0)
        self.query_one(OptionList).focus()
        clock = getattr(self.app, "clock", None)
        if clock is not None:   # s pressed twice on the house rules would deal before the seats were seen
            self.hold_keys(clock, self.settings.key_hold, ("s",), until_other_key=True)

    def row(self, index: int) -> Text:
        lang = self.settings.lang
        name, level = self.seats[index]
        text = Text(f"{index + 1:>2}. {spelled(name):<17}")   # (as the table spells it: PLAYTEST175 F3)
        kind = tr(lang, "human") if level is None else tr(lang, "seat_level", level=tr(lang, f"level_{level}"))
        text.append(f"{kind:<14}", style="bold" if level is None else "dim")
        if index == self.dealer:
            text.append(f"* {tr(lang, 'dealer')}", style="bold")
        return text

    def refresh_rows(self, highlight: int | None = None) -> None:
        seats = self.query_one(OptionList)
        keep = seats.highlighted if highlight is None else highlight
        seats.set_options(Option(self.row(index), id=self.seats[index][0]) for index in range(len(self.seats)))
        seats.highlighted = min(keep or 0, len(self.seats) - 1)

    def changed(self, highlight: int | None = None) -> None:
        """A seat was changed: shown, and kept for the next set-up at once with the house rules chosen before it (a
        terminal closed before the deal loses no name typed, PLAYTEST255 N1, nor a rule switched, PLAYTEST268 F2), unless
        these are the remembered seats fitted to this ruleset (then the house rules alone)."""
        if self.keeps:
            remember(self.seats, self.dealer, ruleset_id=self.ruleset_id, options=self.options)
        else:
            remember_options(self.ruleset_id, self.options)
        self.refresh_rows(highlight)

    @property
    def at(self) -> int:
        return self.query_one(OptionList).highlighted or 0

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if not self.is_active:
            return      # the rest of a burst of Enter: its first already asked for a name (PLAYTEST96: two questions)
        index = next((at for at, (name, _) in enumerate(self.seats) if name == event.option.id), None)
        if index is None:
            return      # its seat went after this Enter, before it came here ("+ Enter -": PLAYTEST162 F1, a crash)
        self.app.push_screen(NamePrompt(index + 1, self.seats[index][0], self.settings.lang,
                                        lambda name: self.name_problem(index, name)),
                             lambda name: self.rename(index, name))

    def name_problem(self, index: int, name: str) -> str | None:
        """Why ``name`` cannot be seat ``index``'s name (None: it can), in the app's language."""
        lang = self.settings.lang
        names = [other for other, _ in self.seats]
        names[index] = name
        try:
            check_names(names)          # the one rule for names (the match asks it too)
        except ValueError as error:
            if not name:
                return tr(lang, "name_empty")
            taken = next((other for i, other in enumerate(names) if i != index and same_name(other, name)), None)
            if taken is not None:           # (named as the other seat writes it: PLAYTEST107 F2, "BEN" for Ben)
                return tr(lang, "name_taken_keep", name=taken)
            return rules_message(lang, error)
        return None

    def takes_key(self, event: events.Key) -> bool:
        """A key that counts now; a seat key held as a letter typed on after a name says why it did nothing
        (PLAYTEST91: an ``s`` was lost without a word; PLAYTEST128 F1: ``b b b`` too), and so does an ``s`` held as
        the screen came up."""
        taken = super().takes_key(event)
        if not taken and self._held_keys == frozenset(SEAT_KEYS) and self.guarding:
            tell_seat_key_after_name(self.app, self.settings.lang, event)
        elif not taken and event.key == "s" and self._held_keys == frozenset({"s"}) and self.guarding:
            warn_once(self.app, tr(self.settings.lang, "start_as_shown"), private=False)   # (PLAYTEST265 F2: no word)
        return taken

    def rename(self, index: int, name: str | None) -> None:
        clock = getattr(self.app, "clock", None)
        if clock is not None:   # letters still being typed after the name closed are no seat keys (- removes one)
            self.hold_keys(clock, self.settings.key_hold, SEAT_KEYS)
        if name is None:
            return
        why = self.name_problem(index, name)
        if why is not None:
            warn_once(self.app, why)
            return
        self.seats[index] = (name, self.seats[index][1])
        self.changed()

    def action_toggle_bot(self) -> None:
        """``b``: the seat becomes a person, an easy, a medium or a hard bot, in turn."""
        name, level = self.seats[self.at]
        level = KINDS[(KINDS.index(level) + 1) % len(KINDS)]
        taken = {other.lower() for other, _ in self.seats}
        if level is None and re.fullmatch(r"bot-\d+", name.lower()):   # a bot's made-up name: a person's made-up name
            person = next((free for free in HUMAN_NAMES if free.lower() not in taken), name)   # (PLAYTEST95 F9:
            self.was_bot[person], name = name, person                                      # "Bot-2" stayed a person's)
        elif level == KINDS[1] and self.was_bot.get(name, "").lower() not in ("", *taken):   # ... and back again
            name = self.was_bot.pop(name)   # (PLAYTEST107 F4: a bot called Anna reads as a person in the log)
        self.seats[self.at] = (name, level)
        self.changed()

    def action_dealer(self) -> None:
        self.dealer = self.at
        self.changed()

    def action_add(self) -> None:
        if len(self.seats) >= self.rules.players.max:
            warn_once(self.app, tr(self.settings.lang, "too_many", n=self.rules.players.max))
            return
        taken = {name.lower() for name, _ in self.seats}
        number = 1
        while f"bot-{number}" in taken:
            number += 1
        self.seats.append((f"Bot-{number}", DEFAULT_LEVEL))
        self.changed(len(self.seats) - 1)

    def action_remove(self) -> None:
        if len(self.seats) <= self.rules.players.min:
            warn_once(self.app, tr(self.settings.lang, "too_few", n=self.rules.players.min))
            return
        del self.seats[self.at]
        if self.at <= self.dealer:   # the dealer stays who it was; a dealer taken away: the seat before (so the
            self.dealer = (self.dealer - 1) % len(self.seats)   # same player begins)
        self.changed()

    def action_help(self) -> None:
        from maumau_tui.tui.screens.dialogs import open_screen_help

        open_screen_help(self.app, "seats", self.settings.lang)

    def action_back(self) -> None:
        """Esc: back to the house rules, without this screen's word about a held ``s`` ("press s again" would mean
        nothing there: PLAYTEST270 N2)."""
        withdraw_said(self.app, {tr(self.settings.lang, "start_as_shown")})
        self.dismiss(SeatsChoice(tuple(self.seats), self.dealer, back=True))

    def action_start(self) -> None:
        try:   # a match that cannot be made (too few cards for this many players): say why, stay here
            Match.create(self.ruleset_id, [name for name, _ in self.seats], 0, self.options, self.dealer)
        except ValueError as error:
            self.notify(rules_message(self.settings.lang, error), severity="error")
            return
        self.dismiss(SeatsChoice(tuple(self.seats), self.dealer))
