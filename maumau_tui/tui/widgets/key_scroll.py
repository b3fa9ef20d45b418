"""A scrolled page whose arrow and page keys add up when pressed quickly: Textual's own reckon each step from where
the page will be after the next refresh, so a burst of eight ↓ moved the help one line (playtest 31)."""

from __future__ import annotations

from textual.actions import SkipAction
from textual.containers import VerticalScroll


class KeyScroll(VerticalScroll):
    """``VerticalScroll`` whose keys scroll at once, each from where the last one left it."""

    def _step(self, rows: float) -> None:
        if not self.allow_vertical_scroll:
            raise SkipAction()
        self.scroll_to(y=self.scroll_target_y + rows, animate=False, immediate=True)

    def action_scroll_down(self) -> None:
        self._step(1)

    def action_scroll_up(self) -> None:
        self._step(-1)

    def action_page_down(self) -> None:
        self._step(self.scrollable_content_region.height)

    def action_page_up(self) -> None:
        self._step(-self.scrollable_content_region.height)
