"""Small screens over everything: help, the rules page during play, the question before quitting or leaving
the table, and what to do when a match is left (the menu, a rematch, a new match, quitting)."""

from __future__ import annotations

import textwrap
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from maumau_tui.rules.schema import Ruleset
from maumau_tui.tui.i18n import HELP, tr
from maumau_tui.tui.i18n_help import screen_help
from maumau_tui.tui.spelling import spelled_columns
from maumau_tui.tui.labels import ruleset_name
from maumau_tui.tui.notes import warn_once, withdraw_said
from maumau_tui.tui.rules_text import rules_sections
from maumau_tui.tui.score_words import w as score_word
from maumau_tui.tui.screens.base import GameModal, HeldKeyLine
from maumau_tui.tui.widgets.key_scroll import KeyScroll
from maumau_tui.tui.widgets.text import Bulleted


def rules_text(rules: Ruleset, lang: str, chosen: dict[str, Any] | None = None) -> Text:
    """The rules page with bold section titles."""
    text = Text(tr(lang, "rules_title", name=ruleset_name(rules, lang)), style="bold underline")   # its name once
    for title, lines in rules_sections(rules, lang, chosen):
        text.append(f"\n\n{title}", style="bold")
        for line in lines:
            text.append(f"\n• {line}")
    return text


def page_keys(lang: str, key: str) -> str:
    """The keys of a page to read (help, rules), always in sight below it: ↑↓ scroll, Esc or ``key`` (the key that
    opened it) goes back (PLAYTEST236 N4: the rules page said only Esc)."""
    return f"{score_word(lang, 'scroll')} · {tr(lang, 'page_back', other=key)}"


KEY_COLUMN = 17   # where a key's words begin on the help page ("  Enter          play the chosen card")


def hang(text: str, width: int, indent: int = KEY_COLUMN) -> str:
    """``text`` with each line longer than ``width`` broken again between words, the line after it joined on
    where it goes on (a sentence, or a key's words); a line of the key table goes on under its key's words."""
    under = " " * indent
    joined: list[str] = []
    for line in text.split("\n"):
        last = joined[-1] if joined else ""
        goes_on = line.strip() and last.strip() and (line.startswith(under) if last.startswith("  ")
                                                     else not line.startswith(" "))
        if goes_on and len(last) > width:
            joined[-1] = f"{last} {line.strip()}"
        else:
            joined.append(line)
    lines: list[str] = []
    for line in joined:
        keyed = line.startswith("  ") and len(line) > indent and line[indent - 1] == " "
        lines += (textwrap.wrap(line, width, subsequent_indent=under if keyed else "", break_on_hyphens=False)
                  if len(line) > width else [line])
    return "\n".join(lines)


def open_screen_help(app: Any, screen: str, lang: str, covered_closes: bool = False) -> None:
    """The help of a screen of its own (the variants, the rules, the seats, the settings): its keys first
    (``covered_closes``: see ``HelpScreen``)."""
    shown = HelpScreen(lang, screen_help(screen, lang))
    shown.covered_closes = covered_closes
    app.push_screen(shown)


class HelpScreen(GameModal[None]):
    """The keys and how the table works."""

    BINDINGS = [Binding("escape,q,question_mark,f1", "close", "key_back")]

    def __init__(self, lang: str, text: str | None = None) -> None:
        super().__init__(classes="dialog")
        self.lang = lang
        self.text = spelled_columns(text if text is not None else HELP.get(lang, HELP["en"]))

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog-box"):
            with KeyScroll(classes="dialog-scroll"):
                yield Label(tr(self.lang, "help_title"), classes="dialog-title")
                yield Static(self.text, id="help-text", markup=False)
            yield Label(page_keys(self.lang, "?"), classes="dialog-hint")

    def on_mount(self) -> None:
        self.query_one(".dialog-scroll").focus()
        self.call_after_refresh(self.fit)

    def on_resize(self, event: object) -> None:   # (the base class's own handler runs as well)
        self.call_after_refresh(self.fit)

    def fit(self) -> None:
        """The help at the width it has: a key's words that wrap go on under its words, not under its key."""
        if not self.is_mounted:
            return
        shown = self.query_one("#help-text", Static)
        if shown.size.width > 0:
            shown.update(hang(self.text, shown.size.width))

    covered_closes = False   # a screen that comes over it (not the "too small" notice) closes it for good

    def on_screen_suspend(self) -> None:
        """PLAYTEST90 F1: on the first screen "Enter ?" in one burst opened the help, then the variant's rules over
        it (the Enter's choice reached the app after ?), and the help showed when the menu came back: the keys before
        ? asked for another screen, so the help closes as soon as it is on top again."""
        from maumau_tui.tui.screens.too_small import TooSmallScreen

        if self.covered_closes and not isinstance(self.app.screen, TooSmallScreen):
            self.close_soon(None)

    def action_close(self) -> None:
        self.dismiss(None)


class RulesPage(GameModal[None]):
    """The rules of the ruleset in play, read-only."""

    BINDINGS = [Binding("escape,q,r", "close", "key_back")]

    def __init__(self, rules: Ruleset, lang: str, chosen: dict[str, Any] | None = None) -> None:
        super().__init__(classes="dialog")
        self.rules, self.lang, self.chosen = rules, lang, chosen

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog-box"):
            with KeyScroll(classes="dialog-scroll"):
                yield Static(Bulleted(rules_text(self.rules, self.lang, self.chosen)), id="rules-text")
            yield Label(page_keys(self.lang, "r"), classes="dialog-hint")

    def on_mount(self) -> None:
        self.query_one(".dialog-scroll").focus()

    def action_close(self) -> None:
        self.dismiss(None)


class QuitScreen(GameModal[bool]):
    """Asks before quitting; ``True`` means quit."""

    BINDINGS = [Binding("escape,n", "answer(False)", show=False)]

    def __init__(self, lang: str, note: str | None, playing: bool, again: bool = False,
                 question: str = "quit_question") -> None:
        super().__init__(classes="dialog -quit")
        self.lang = lang
        self.question = question    # its words' key (at a terminal of the table server: the connection ends)
        self.note = note            # what becomes of the match (it stays saved; a bot plays the seat meanwhile)
        self.playing = playing      # a match is on (else "n" keeps nothing going: the first screen stays)
        self.again = again          # Ctrl+C again says yes (nothing is lost by quitting: the app's ``action_ask_quit``)

    def compose(self) -> ComposeResult:
        with Vertical(id="quit-box"):
            yield Label(tr(self.lang, self.question), classes="dialog-title")
            if self.note:
                yield Label(self.note, classes="dialog-note")
            yield Label(self.keys(), classes="dialog-hint")

    def keys(self) -> str:
        yes = tr(self.lang, "quit_yes_again" if self.again else "quit_yes")
        return tr(self.lang, "quit_keys" if self.playing else "quit_keys_idle", yes=yes)

    def on_key(self, event: Any) -> None:
        if event.key in tr(self.lang, "yes_keys"):
            event.stop()
            self.dismiss(True)
        elif event.key not in self.active_bindings:   # (PLAYTEST240 N3: Enter did nothing without a word)
            event.stop()
            warn_once(self.app, self.keys(), private=False)

    def action_answer(self, quit_now: bool) -> None:
        self.dismiss(quit_now)


class ConfirmScreen(GameModal[bool]):
    """A yes/no question (j/y: yes; n, Esc: no); ``True`` means yes."""

    BINDINGS = [Binding("escape,n", "answer(False)", show=False)]

    def __init__(self, question: str, keys: str, lang: str) -> None:
        super().__init__(classes="dialog -confirm")
        self.question, self.keys, self.lang = question, keys, lang

    def compose(self) -> ComposeResult:
        with Vertical(id="quit-box"):
            yield Label(self.question, classes="dialog-title")
            yield Label(self.keys, classes="dialog-hint")

    def ask(self, question: str) -> None:
        """The question as things stand now (its answer still means the same)."""
        if question != self.question:
            self.question = question
            for title in self.query(".dialog-title").results(Label):   # (none once it is closed)
                title.update(question)

    def on_key(self, event: Any) -> None:
        if event.key in tr(self.lang, "yes_keys"):
            event.stop()
            self.dismiss(True)
        elif event.key not in self.active_bindings:   # (PLAYTEST94 F5: Enter, t, x did nothing without a word)
            event.stop()
            warn_once(self.app, self.keys, private=False)

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class DrawSeenScreen(GameModal[None]):
    """What a person drew for a penalty whose drawing could stop at an answer, once its turn is over (``DrawSeen``):
    its own log lines, over its own table; Enter goes on (the others look away until then, whether it decided on such
    a card or not).  Another key says so."""

    BINDINGS = [Binding("enter", "seen", show=False)]

    def __init__(self, lines: list[str], lang: str) -> None:
        super().__init__(classes="dialog -confirm")
        self.lines, self.lang = lines, lang

    def compose(self) -> ComposeResult:
        with Vertical(id="quit-box"):
            yield Label(tr(self.lang, "draw_seen_title"), classes="dialog-title")
            if self.lines:
                yield Label("\n".join(self.lines), classes="dialog-note", markup=False)
            yield Label(tr(self.lang, "draw_seen_keys"), classes="dialog-hint")

    def on_key(self, event: Any) -> None:
        if event.key not in self.active_bindings:
            event.stop()
            warn_once(self.app, tr(self.lang, "draw_seen_keys"))

    def action_seen(self) -> None:
        self.dismiss(None)


LEAVE_CHOICES = {"menu": "leave_menu", "finish": "leave_finish", "unsaved": "leave_unsaved",
                 "unsaved_earlier": "leave_unsaved_earlier", "unsaved_earlier_copy": "leave_unsaved_earlier_copy",
                 "unsaved_rescued": "leave_unsaved_rescued",
                 "rematch": "leave_rematch", "new": "leave_new", "quit": "leave_quit", "quit_kept": "leave_quit_kept"}
LEAVE_DIGITS = {"menu": 1, "unsaved": 1, "unsaved_earlier": 1, "unsaved_earlier_copy": 1, "unsaved_rescued": 1,
                "rematch": 1, "finish": 2, "new": 2, "quit": 3, "quit_kept": 3}
# (each line's digit, the same in every match: 3 always quits, PLAYTEST158 F1)


class UnchosenList(OptionList):
    """A list that may have no line marked (``LeaveScreen``'s): an arrow either way then marks the
    first line (↑ marked the last one, "Quit", PLAYTEST148 F3), and Enter alone says to choose a line first."""

    class NothingChosen(Message):
        """Enter came with no line marked."""

    def action_cursor_up(self) -> None:
        if self.highlighted is None:
            self.action_first()
        else:
            super().action_cursor_up()

    def action_select(self) -> None:
        if self.highlighted is None:
            self.post_message(self.NothingChosen())
        else:
            super().action_select()


class LeaveScreen(HeldKeyLine, GameModal[str | None]):
    """Leaving the table: ``choices`` (of ``LEAVE_CHOICES``) as a list; a digit
    chooses a line and Enter confirms it (as in every prompt), Esc or n goes back (``None``: n, the sheet's key
    for the next hand below it, did nothing here).  Each line keeps its digit whichever others are offered
    (``LEAVE_DIGITS``): where a match has no "end it here", "2 Enter" quitted the program.  A digit missing below
    the last one stands as a greyed line saying why (``gap``: its words; PLAYTEST161 F1: "1 ... 3" read as a line
    lost); a cursor passes over it, its digit marks nothing.  No line is marked until one is chosen, so
    Enter alone chooses nothing (at the match's end, where Enter pressed on and on dealt a rematch: PLAYTEST144 F5;
    on a sheet, where Esc and a stray Enter left for the menu: PLAYTEST240 N1)."""

    BINDINGS = [*(Binding(str(n), f"highlight({n})", show=False) for n in range(1, 4)),
                Binding("escape,n", "back", show=False)]

    def __init__(self, title: str, choices: list[str], lang: str, gap: str = "leave_no_finish") -> None:
        super().__init__(classes="dialog -leave")
        self.title_text, self.choices, self.lang = title, choices, lang
        by_digit = {LEAVE_DIGITS[choice]: choice for choice in choices}
        self.lines: list[str | None] = [by_digit.get(digit) for digit in range(1, max(by_digit) + 1)]   # None: a gap
        self.gap = gap

    def compose(self) -> ComposeResult:
        with Vertical(id="prompt-box"):
            yield Label(self.title_text, id="prompt-title")
            yield UnchosenList(*(Option(f"{digit}. {tr(self.lang, LEAVE_CHOICES[choice])}", id=choice)
                                 if choice is not None else Option(f"{digit}. {tr(self.lang, self.gap)}", disabled=True)
                                 for digit, choice in enumerate(self.lines, 1)), id="prompt-choices")
            yield Label(self.key_line(), id="prompt-hint")

    def key_words(self) -> str:
        return tr(self.lang, "prompt_hint") + " · " + tr(self.lang, "leave_cancel")

    def on_mount(self) -> None:
        options = self.query_one(OptionList)
        options.highlighted = None
        options.focus()
        self.watch_key_line()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick(event.option_index)

    def on_unchosen_list_nothing_chosen(self, event: UnchosenList.NothingChosen) -> None:
        event.stop()
        warn_once(self.app, tr(self.lang, "leave_choose_first"), private=False)

    def dismiss(self, result: str | None = None) -> AwaitComplete:
        told = tr(self.lang, "leave_choose_first")   # (it would stand over the rematch's first hand)
        withdraw_said(self.app, {told})
        return super().dismiss(result)

    def action_highlight(self, digit: int) -> None:
        """The line of that digit; a digit of no line offered here marks none (Enter then chooses nothing), and the
        greyed line's digit says why (PLAYTEST176 F1: nothing happened, then Enter said "choose a line first")."""
        offered = 0 < digit <= len(self.lines) and self.lines[digit - 1] is not None
        self.query_one(OptionList).highlighted = digit - 1 if offered else None
        if 0 < digit <= len(self.lines) and not offered:
            warn_once(self.app, tr(self.lang, "leave_gap_chosen", n=digit, why=tr(self.lang, self.gap)), private=False)

    def action_pick(self, index: int) -> None:
        if 0 <= index < len(self.lines) and (choice := self.lines[index]) is not None:
            self.dismiss(choice)

    def action_back(self) -> None:
        self.dismiss(None)
