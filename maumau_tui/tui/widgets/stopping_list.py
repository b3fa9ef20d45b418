"""A list whose cursor stops at its last line and its first instead of going round (PLAYTEST276 N4: from the last
house rule, below the box's edge, one ↓ more went to the first, and Space switched another than the one aimed at;
PLAYTEST278 N1: ``+ ↓ ↓ b`` on the seats made the second seat a bot, not the seat just added)."""

from __future__ import annotations

from textual.widgets import OptionList


class StoppingList(OptionList):
    """An ``OptionList`` whose ↓ on the last line and ↑ on the first do nothing."""

    def action_cursor_down(self) -> None:
        if self.highlighted is None or self.highlighted < self.option_count - 1:
            super().action_cursor_down()

    def action_cursor_up(self) -> None:
        if self.highlighted is None or self.highlighted > 0:
            super().action_cursor_up()
