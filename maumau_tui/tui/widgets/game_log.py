"""The game log on the table: lines wrapped to the box's width, the newest always in sight.

Textual's ``RichLog`` renders each line once, at the width it has then (at least ``min_width``, 78 by
default: wider than the log's box, so long lines ran off under a horizontal scrollbar).  This log
renders at the width of its box (the scrollbar's column is kept free by ``scrollbar-gutter: stable``
in ``app.tcss``), keeps the lines it was given, and wraps them again when the box changes its width.

The log is anchored to its end (Textual's ``Widget.anchor``): whenever the screen is laid out again, the
compositor scrolls it to the newest line.  ``scroll_end`` alone is worked out once, for the box's height
at that moment; during a hand-off the hand box is one row high, so when the hand came back (two rows
taller) the log's box shrank by two rows and its two newest lines were below the fold.  Scrolling up (the
mouse wheel) releases the anchor until the log is scrolled back to its end.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style
from rich.text import Text
from textual import events
from textual.geometry import Region
from textual.strip import Strip
from textual.widgets import RichLog

from maumau_tui.tui.spelling import spelled_lines


class GameLog(RichLog, can_focus=False):
    """The log; never focused, so arrows, Home and End choose cards instead of scrolling it."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, highlight=False, min_width=1)
        self.texts: list[str] = []
        self.wrapped_at = 0            # the width the lines on screen were wrapped to (0: not yet)
        self.line_style: Style | None = None   # the widget's style while its lines are drawn (see ``rich_style``)

    def on_mount(self) -> None:
        self.anchor()

    def add(self, lines: Sequence[str]) -> None:
        """Append lines (one write for all of them) and scroll to the newest."""
        if not lines:
            return
        lines = spelled_lines(lines)   # (the screen in ASCII: ``spelling``)
        self.texts += lines
        self._render_lines(lines)

    def reset(self) -> None:
        """Empty the log (another person, a new hand)."""
        self.texts = []
        self.clear()

    def _render_lines(self, lines: Sequence[str]) -> None:
        width = self.scrollable_content_region.width
        if width > 0:
            self.wrapped_at = width
            self.write(Text("\n".join(lines)), width=width, scroll_end=True)
        else:
            self.write(Text("\n".join(lines)), scroll_end=True)   # kept until the size is known

    @property
    def rich_style(self) -> Style:
        """The widget's style, worked out once per drawing of its lines: ``RichLog`` asks for it for every line,
        and Textual works it out each time from every ancestor's styles (4 % of the CPU of a push)."""
        return self.line_style if self.line_style is not None else super().rich_style

    def render_lines(self, crop: Region) -> list[Strip]:
        self.line_style = super().rich_style
        try:
            return super().render_lines(crop)
        finally:
            self.line_style = None

    def on_resize(self, event: events.Resize) -> None:
        width = self.scrollable_content_region.width
        if self.wrapped_at and width > 0 and width != self.wrapped_at and self.texts:
            self.clear()
            self._render_lines(self.texts)
        elif width > 0 and not self.wrapped_at and self.texts:
            # the first lines were written before the size was known: RichLog rendered them at its
            # min_width; render them again at the box's width
            self.clear()
            self._render_lines(self.texts)
