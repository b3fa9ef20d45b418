"""The screen below a dialog, dimmed, drawn again only when that screen's picture changed.

A Textual dialog (``ModalScreen``) with a see-through background shows the screen below it tinted
(``textual.renderables.background_screen.BackgroundScreen``): the whole screen below is rendered, every
segment tinted and the result cut into lines again whenever the dialog's background is refreshed: when it
opens, when it comes on top, after a layout of the screen below, and whenever anything below repaints (the
log's scrollbar does at every layout, whether it changed or not): three times for every prompt opened, about
half of the CPU of opening the list of moves (cProfile), and again for every repaint under an open prompt.
``DimmedBehind`` keeps the tinted lines with the lines of the screen below they were made from, and hands
them out again while the screen below renders to the same lines; otherwise it tints through the same
Textual code as before, so the picture is the same.  It does not even render the screen below while nothing
of it has repainted since (Textual tells the dialog of every repaint below by refreshing regions of it).

Textual tells only the top screen, though, and only of its own screen below: a dialog between it and the screen
that changed (a question under the leave question, a joker's rank question under its suit question) would keep
its old picture of it, and the top one its old picture of that dialog; ``show_through`` tells them all.
"""

from __future__ import annotations

from typing import Any, cast

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from textual.color import Color
from textual.geometry import Region
from textual.renderables.background_screen import BackgroundScreen
from textual.screen import Screen
from textual.strip import Strip, StripRenderable
from textual.style import Style
from textual.visual import RenderOptions, RichVisual, Visual
from textual.widget import Widget

from maumau_tui.tui.textual_private import screen_lines


class Tinted:
    """Lines of a screen, tinted as ``BackgroundScreen`` tints them (a Rich renderable)."""

    def __init__(self, lines: list[Strip], color: Color) -> None:
        self.lines, self.color = lines, color

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        return BackgroundScreen.process_segments(console.render(StripRenderable(self.lines), options), self.color)


class DimmedScreen(Visual):
    """The screen ``below`` tinted with ``color``, made again only when its lines changed."""

    def __init__(self, widget: Widget, below: Screen[Any], color: Color, dimmed: DimmedBehind) -> None:
        self.widget, self.below, self.color, self.dimmed = widget, below, color, dimmed

    def tinted(self) -> RichVisual:
        return RichVisual(self.widget, BackgroundScreen(self.below, self.color))

    def render_strips(self, width: int, height: int | None, style: Style, options: RenderOptions) -> list[Strip]:
        dimmed = self.dimmed
        quick = (width, height, style, self.color, self.below, dimmed.below_repaints)
        if dimmed.kept is not None and dimmed.kept[0] == quick:
            return list(dimmed.kept[2])
        lines = screen_lines(self.below)
        if dimmed.kept is not None and dimmed.kept[0][:-1] == quick[:-1] and dimmed.kept[1] == lines:
            dimmed.kept = (quick, lines, dimmed.kept[2])
            return list(dimmed.kept[2])
        strips = RichVisual(self.widget, Tinted(lines, self.color)).render_strips(width, height, style, options)
        dimmed.kept = (quick, lines, strips)
        return list(strips)

    def get_optimal_width(self, rules: Any, container_width: int) -> int:
        return self.tinted().get_optimal_width(rules, container_width)

    def get_height(self, rules: Any, width: int) -> int:
        return self.tinted().get_height(rules, width)


class DimmedBehind:
    """For a dialog screen: the screen below is tinted once per picture of it, not once per refresh."""

    kept: tuple[tuple[object, ...], list[Strip], list[Strip]] | None = None   # (key, lines below, tinted)
    below_repaints = 0          # regions of the dialog refreshed: the screen below repainted them

    def refresh(self, *regions: Region, **options: Any) -> Any:
        if regions:
            self.below_repaints += 1
        return super().refresh(*regions, **options)  # type: ignore[misc]

    def render(self) -> RenderableType:
        rendered = super().render()  # type: ignore[misc]
        if not isinstance(rendered, BackgroundScreen):
            return cast(RenderableType, rendered)
        return cast(RenderableType, DimmedScreen(cast(Widget, self), rendered.screen, rendered.color, self))


def show_through(below: Screen[Any]) -> None:
    """``below`` changed: the dialogs between it and the top screen draw it again (Textual repaints only the top
    one, which draws them as they were: a question under a dialog kept showing a table long gone by)."""
    stack = below.app.screen_stack
    above = stack[stack.index(below) + 1:] if below in stack else []
    if len(above) < 2:          # (right under the top screen: Textual tells that one itself)
        return
    for screen in above:        # (the top one too: its picture of the dialog under it is kept)
        if isinstance(screen, DimmedBehind):
            screen.below_repaints += 1
        screen.refresh()
