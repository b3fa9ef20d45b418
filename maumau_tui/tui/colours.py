"""Colours that every table can read: monochrome without unreadable greys, the terminal's 16 colours, or the theme.

With ``NO_COLOR`` Textual turns every colour into its grey (``Monochrome``): a red card (a dark red
turns into a dark grey) or a dim line on a dark background can then hardly be read.  ``ReadableMono``
does the same but lifts any text too close to its background to a readable grey; bold, underline and
reverse (which mark the playable, the marked and the chosen card) stay as they are.

``apply_colours(app, colours)`` gives the app the chosen colours: ``auto`` (the theme, or monochrome
with ``NO_COLOR``), ``ansi`` (Textual's ANSI theme: the terminal's own 16 colours) or ``mono``.
``ensure_colours(app)`` swaps Textual's own monochrome filter for ``ReadableMono`` and applies the colours of
``app.settings`` when they changed; every screen of the app calls it when it comes on top
(``screens/base.py``), so both hold from the first frame on.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rich.color import Color as RichColor
from rich.segment import Segment
from rich.style import Style
from textual.app import App
from textual.color import Color
from textual.filter import LineFilter, Monochrome, monochrome_style
from textual.theme import BUILTIN_THEMES, Theme
from textual.widget import Widget

from maumau_tui.tui.textual_private import forget_styles, line_filters

ANSI_THEME = "maumau-ansi"
DEFAULT_THEME = "textual-dark"


def ansi_theme() -> Theme:
    """Textual's ``ansi-dark`` (the terminal's own 16 colours), with the chosen row of a list that has no focus (the
    settings' rows) marked, and titles in the bright blue that reads on black (its blue is hard to read there)."""
    base = BUILTIN_THEMES["ansi-dark"]
    return replace(base, name=ANSI_THEME, primary="ansi_bright_blue", variables={
        **base.variables, "block-cursor-blurred-foreground": "ansi_black",
        "block-cursor-blurred-background": "ansi_white", "border-blurred": "ansi_bright_black"})
MIN_CONTRAST = 100        # the least difference in brightness (0..255) between text and its background


def _brightness(colour: RichColor) -> float:
    red, green, blue = colour.get_truecolor()
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


class ReadableMono(LineFilter):
    """Monochrome, with text lifted away from its background where the two greys come too close."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        out = []
        for text, style, control in segments:
            if style is not None:
                style = monochrome_style(style)
                out.append(Segment(text, self.readable(style, background), None))
            else:
                out.append(Segment(text, style, control))
        return out

    @staticmethod
    def readable(style: Style, background: Color) -> Style:
        colour = style.color
        if colour is None or not text_colour(colour):
            return style
        ground = style.bgcolor if style.bgcolor is not None else background.rich_color
        back = _brightness(ground)
        if abs(_brightness(colour) - back) >= MIN_CONTRAST:
            return style
        level = int(min(255, back + 150) if back < 128 else max(0, back - 150))
        return style + Style(color=RichColor.from_rgb(level, level, level))


def text_colour(colour: RichColor) -> bool:
    """A colour that can be turned into a grey (not the terminal's default)."""
    return not colour.is_default


def readable(app: App[Any]) -> None:
    """Use ``ReadableMono`` wherever Textual would use its plain monochrome filter (``NO_COLOR``)."""
    filters = line_filters(app)                 # Textual's line filters; NO_COLOR puts Monochrome there
    for index, line_filter in enumerate(filters):
        if type(line_filter) is Monochrome:
            filters[index] = ReadableMono()


def ensure_colours(app: App[Any]) -> None:
    """``NO_COLOR`` readable, and the colours of the app's settings (cheap when nothing changed)."""
    readable(app)
    colours = str(getattr(getattr(app, "settings", None), "colours", "auto"))
    if getattr(app, "maumau_colours", "auto") != colours or (colours == "auto" and app.theme != auto_theme(app)):
        apply_colours(app, colours)


def auto_theme(app: App[Any]) -> str:
    """The theme of ``auto``: a terminal of 16 colours (TERM=xterm, linux, screen) gets them as they are (the
    theme's red cards, brought down to 16 colours, would be magenta there).  A headless app (a test's) has no
    terminal: its console's 16 colours say nothing."""
    sixteen = app.console.color_system == "standard" and not app.is_headless
    return ANSI_THEME if sixteen else DEFAULT_THEME


def apply_colours(app: App[Any], colours: str) -> None:
    """Show the app in ``colours`` (``auto``, ``ansi``, ``mono``); ``NO_COLOR`` in the environment stays mono."""
    readable(app)
    filters = line_filters(app)
    ours = [f for f in filters if getattr(f, "from_setting", False)]
    for line_filter in ours:
        filters.remove(line_filter)
    from_env = any(isinstance(f, ReadableMono) for f in filters)
    if colours == "mono" and not from_env:
        mono = ReadableMono()
        mono.from_setting = True                 # type: ignore[attr-defined]
        filters.append(mono)
    app.no_color = from_env or colours == "mono"
    app.maumau_colours = colours                 # type: ignore[attr-defined]
    theme = ANSI_THEME if colours == "ansi" else auto_theme(app)
    if theme == ANSI_THEME and theme not in app.available_themes:
        app.register_theme(ansi_theme())
    if theme in app.available_themes and app.theme != theme:
        app.theme = theme
    app.refresh_css(animate=False)
    for screen in app.screen_stack:
        for widget in screen.walk_children(Widget, with_self=True):
            forget_styles(widget)               # filtered lines are cached per widget
            widget.refresh()
