"""Choosing a number option's value by keys, shared by the hot seat's house rules, a remote seat's vote and the
rules page before a match: digits type it (``keys.typed_digit``), +/- or the arrows step it, Backspace takes back
the last digit typed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from textual.binding import Binding

from maumau_tui.match_options import OPTION_LIMIT, option_range
from maumau_tui.rules.schema import Option
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.keys import erased_digit, typed_digit
from maumau_tui.tui.notes import warn_once


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


class NumberDrafts:
    """A screen's number options being chosen: ``values`` now, ``drafts`` the values being chosen, ``typed``
    (option, digits typed); the screen says which option is highlighted and how a new draft is shown."""

    values: Mapping[str, bool | int]
    drafts: Mapping[str, bool | int]
    typed: tuple[str, str]

    def highlighted(self) -> str | None:
        raise NotImplementedError

    def set_draft(self, name: str, value: int) -> None:
        raise NotImplementedError

    def typing_into(self, name: str) -> bool:
        """Whether digits of option ``name`` are being typed (1 of 12: more may follow)."""
        return self.typed[0] == name and bool(self.typed[1])

    def typing(self) -> bool:
        """Whether digits type a number now (a screen says not while a vote asks)."""
        return True

    def action_digit(self, digit: int) -> None:
        """A digit typed into the highlighted number option (101: 1, 0, 1)."""
        name = self.highlighted()
        if not self.typing() or name is None or isinstance(self.values[name], bool):
            return
        typed = typed_digit(self.typed, name, digit)
        if int(typed[1]) <= OPTION_LIMIT:     # a digit beyond the limit is not typed (Backspace takes a shown one)
            self.typed = typed
            self.set_draft(name, int(typed[1]))

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
