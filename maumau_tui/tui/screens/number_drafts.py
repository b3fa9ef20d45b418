"""Choosing a number option's value by keys, shared by the hot seat's house rules and a remote seat's vote:
+/- or the arrows step it, Backspace takes back the last digit typed (digits: ``keys.typed_digit``)."""

from __future__ import annotations

from collections.abc import Mapping

from maumau_tui.tui.keys import erased_digit


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

    def action_change(self, step: int) -> None:
        name = self.highlighted()
        if name is not None and not isinstance(self.values[name], bool):
            self.typed = ("", "")
            self.set_draft(name, int(self.drafts.get(name, self.values[name])) + step)

    def action_erase(self) -> None:
        name = self.highlighted()
        if name is not None and (erased := erased_digit(self.typed, name)) is not None:
            self.typed = erased
            self.set_draft(name, int(erased[1] or 0))
