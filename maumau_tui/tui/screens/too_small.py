"""The terminal is too small for the game: one plain message instead of a broken layout, gone once it grows.

Every screen of the app (``screens/base.py``) calls ``check_size`` when it comes on top and when the
terminal is resized; below ``MIN_SIZE`` this screen goes on top of the stack.  It shows no cards, and
while it is on top the table stands still (the flow pauses the referee for any screen but the table).
It closes itself as soon as the terminal is large enough again; keys typed meanwhile do nothing.
"""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.events import Resize
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Label

from maumau_tui.tui.i18n import tr

MIN_SIZE = Size(60, 20)   # the table, the prompts and the hand-off fit down to here (tests/tui/test_layout*.py)
TERSE_BELOW = Size(40, 10)   # below this the notice says only the sizes and Ctrl+C, so that all of it shows (12×6)


def too_small(size: Size) -> bool:
    return size.width < MIN_SIZE.width or size.height < MIN_SIZE.height


def terse(size: Size) -> bool:
    return size.width < TERSE_BELOW.width or size.height < TERSE_BELOW.height


def app_lang(app: App[Any]) -> str:
    settings = getattr(app, "settings", None)
    return str(getattr(settings, "lang", "en"))


def check_size(app: App[Any]) -> None:
    """Put the too-small screen on top when the terminal is below ``MIN_SIZE`` (once; again over a screen that came
    on top of it meanwhile: a table that started under it over SSH)."""
    if not app.is_running or not too_small(app.size) or isinstance(app.screen, TooSmallScreen):
        return
    app.push_screen(TooSmallScreen(app_lang(app)))


class TooSmallScreen(Screen[None]):
    """"The terminal is too small (needs W×H)"; closes by itself when the terminal has grown."""

    AUTO_FOCUS = None

    def __init__(self, lang: str) -> None:
        super().__init__(classes="too-small")
        self.lang = lang

    def compose(self) -> ComposeResult:
        with Vertical(id="too-small-box"):
            yield Label(self.message(), id="too-small-text")
            yield Label(self.hint(), id="too-small-hint")

    def message(self) -> str:
        size = self.app.size
        key = "too_small_terse" if terse(size) else "too_small"
        return tr(self.lang, key, w=size.width, h=size.height, need_w=MIN_SIZE.width, need_h=MIN_SIZE.height)

    def hint(self) -> str:
        if terse(self.app.size):
            return tr(self.lang, "too_small_quit")
        hint = getattr(self.app, "too_small_hint", "")    # an app whose table does not wait says its own
        return hint or tr(self.lang, "too_small_hint")

    def on_resize(self, event: Resize) -> None:
        if not too_small(self.app.size):
            if self.is_active:
                self.dismiss(None)
            return
        self.query_one("#too-small-text", Label).update(self.message())
        self.query_one("#too-small-hint", Label).update(self.hint())

    def on_screen_resume(self) -> None:
        if not too_small(self.app.size):
            self.call_later(self.on_resize, Resize(self.app.size, self.app.size))
