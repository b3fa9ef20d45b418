"""Choosing a number option's value by keys, shared by the hot seat's house rules, a remote seat's vote and the
rules page before a match: digits type it (``keys.typed_digit``), +/- or the arrows step it, Backspace takes back
the last digit typed; a paste of digits types them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from textual import events
from textual.binding import Binding

from maumau_tui.rules.schema import OPTION_LIMIT, Option, option_range
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.keys import erased_digit, typed_digit
from maumau_tui.tui.notes import warn_once, withdraw_said


# Digits are bindings, as the arrows are: a digit right after an arrow (one burst) then goes to the line the arrow
# chose (handled on the way up, a digit ran before the arrow's binding and went to the line before).
DIGIT_BINDINGS = [Binding(str(digit), f"digit({digit})", show=False) for digit in range(10)]


def within(app: Any, lang: str, option: Option, value: int, typing: bool = False) -> int:
    """``value`` within ``option``'s own range (Pesten's two or three jokers); one pushed past it says the limit
    (PLAYTEST121 F2: + at the most did nothing, said nothing), one still being ``typing`` below the least does not
    (1 of 12: more digits may follow)."""
    least, most = option_range(option)
    kept = max(least, min(most, value))
    if value > most or (value < least and not typing):
        warn_once(app, tr(lang, "option_most" if value > most else "option_least", n=kept), private=False)
    return kept


def digits_cut(app: Any, lang: str, typed: str) -> None:
    """A digit that would take the number ``typed`` past ``OPTION_LIMIT`` is not typed: say so (a paste of a long
    number kept its first digits without a word), in words that fit a paste and a typed digit alike."""
    warn_once(app, tr(lang, "digits_fit", typed=typed, most=OPTION_LIMIT), private=False)


def pasted_digits(text: str) -> list[int] | None:
    """The digits of a pasted number (blanks and line ends around it left out), or None where it is no number."""
    text = text.strip()
    return [int(digit) for digit in text] if text and all(digit in "0123456789" for digit in text) else None


def type_pasted(app: Any, lang: str, text: str, takes: bool, type_digit: Callable[[int], bool]) -> None:
    """A paste typed digit by digit (``type_digit``: whether it was typed) as far as they fit, where a number option
    ``takes`` digits now; a paste that is no number, or where none does, is refused in words, not dropped without one."""
    digits = pasted_digits(text)
    if digits is None or not takes:
        warn_once(app, tr(lang, "paste_refused"), private=False)
        return
    for digit in digits:
        if not type_digit(digit):
            break


class NumberDrafts:
    """A screen's number options being chosen: ``values`` now, ``drafts`` the values being chosen, ``typed``
    (option, digits typed); the screen says which option is highlighted and how a new draft is shown."""

    values: Mapping[str, bool | int]
    drafts: Mapping[str, bool | int]
    typed: tuple[str, str]

    def highlighted(self) -> str | None:
        raise NotImplementedError

    def proposed(self) -> None:
        """A change is proposed: "choose another value first", said to a proposal before, goes (PLAYTEST193 F3: it
        stood under the vote's question to the next person)."""
        screen: Any = self
        withdraw_said(screen.app, {tr(self.words_lang(), "house_unchanged")})

    def set_draft(self, name: str, value: int) -> None:
        raise NotImplementedError

    def typing_into(self, name: str) -> bool:
        """Whether digits of option ``name`` are being typed (1 of 12: more may follow)."""
        return self.typed[0] == name and bool(self.typed[1])

    def typing(self) -> bool:
        """Whether digits type a number now (a screen says not while a vote asks)."""
        return True

    def words_lang(self) -> str:
        """The language a refused digit or paste is said in: the screen's ``lang``."""
        screen: Any = self
        return str(screen.lang)

    def takes_digits(self) -> str | None:
        """The number option digits go to now, or None."""
        name = self.highlighted()
        if not self.typing() or name is None or isinstance(self.values[name], bool):
            return None
        return name

    def action_digit(self, digit: int) -> bool:
        """A digit typed into the highlighted number option (101: 1, 0, 1); whether it was typed."""
        name = self.takes_digits()
        if name is None:
            return False
        typed = typed_digit(self.typed, name, digit)
        screen: Any = self
        if int(typed[1]) > OPTION_LIMIT:      # a digit beyond the limit is not typed (Backspace takes a shown one)
            digits_cut(screen.app, self.words_lang(), self.typed[1] if self.typed[0] == name else "")
            return False
        self.typed = typed
        self.set_draft(name, int(typed[1]))
        return True

    def on_paste(self, event: events.Paste) -> None:
        """A paste types its digits into the highlighted number option, as many as fit (one notice says where they
        were cut); a paste that is no number, or with no number option chosen, is refused in words, not dropped
        without one."""
        event.stop()
        screen: Any = self
        type_pasted(screen.app, self.words_lang(), event.text, self.takes_digits() is not None, self.action_digit)

    def on_option_list_option_highlighted(self) -> None:
        """Another line: digits typed on the next visit to this one start afresh (5 6, down, up, 5 made 565)."""
        if self.highlighted() != self.typed[0]:
            self.typed = ("", "")

    def action_change(self, step: int) -> None:
        name = self.highlighted()
        if name is not None and not isinstance(self.values[name], bool):
            self.typed = ("", "")
            self.set_draft(name, int(self.drafts.get(name, self.values[name])) + step)

    def action_erase(self) -> None:
        """Backspace: the last digit typed goes; after a step (+/-) the last digit of the number shown."""
        name = self.highlighted()
        if name is not None and not isinstance(self.values[name], bool) and self.typed[0] != name:
            self.typed = (name, str(self.drafts.get(name, self.values[name])))
        if name is not None and (erased := erased_digit(self.typed, name)) is not None:
            self.typed = erased
            self.set_draft(name, int(erased[1] or 0))
