"""Each reach into Textual's private parts (``tui/textual_private.py``) still finds what it reads, on the pinned Textual:
the test to run first when Textual is moved."""

from __future__ import annotations

import gc
import inspect
import weakref
from typing import Any

from textual.strip import Strip

from maumau_tui.clock import ManualClock
from maumau_tui.tui import textual_private as private
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.dialogs import HelpScreen
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.widgets.footer import FooterKey
from tui_helpers import settle, until


async def test_every_private_reach_finds_what_it_reads() -> None:
    app = MauMauApp(Settings(lang="en"), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(private.line_filters(app), list)
        private.forget_styles(screen)
        lines = private.screen_lines(screen)
        assert lines and all(isinstance(line, Strip) for line in lines)
        shown = private.shown_text(app)
        assert len(shown) == 24 and any("Which variant" in line for line in shown)
        chain = list(private.binding_chain(screen))
        assert chain and all(isinstance(key, str) for _node, bindings in chain for key, _binding in bindings)
        assert "question_mark" in private.bindings_by_key(screen)
        app.notify("a note")
        await settle(pilot)
        notes = private.notifications(app)
        take_off = private.unnotify(app)
        assert notes is not None and take_off is not None
        note = next(note for note in notes if str(note.message) == "a note")
        take_off(note)
        await settle(pilot)
        assert not [note for note in private.notifications(app) if str(note.message) == "a note"]
        assert FooterKey.__name__ == "FooterKey"


def test_the_app_still_overrides_textuals_last_stop_for_an_exception() -> None:
    """``MauMauApp._handle_exception`` keeps the match; it only runs while Textual still calls a method of that
    name with the exception alone."""
    from textual.app import App
    assert list(inspect.signature(App._handle_exception).parameters) == ["self", "error"]
    assert MauMauApp._handle_exception is not App._handle_exception


async def test_a_closed_screens_widgets_are_let_go() -> None:
    """(Review 71: Textual's ``lru_cache`` on ``StylesCache.get_inner_outer`` kept up to 1,024 closed widgets with their
    rendered lines, 59 -> about 120 MB over the first 75 hands of the hot seat.)"""
    app = MauMauApp(Settings(lang="en"), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        caches: list[weakref.ref[Any]] = []
        for _ in range(3):
            await pilot.press("question_mark")                  # the help over the chooser, then closed
            await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
            await settle(pilot)
            caches += [weakref.ref(widget._styles_cache) for widget in app.screen.query("*")]
            await pilot.press("escape")
            await until(pilot, lambda: not isinstance(app.screen, HelpScreen), "the chooser")
            await settle(pilot)
        gc.collect()
        assert caches and not [cache for cache in caches if cache() is not None]


async def test_a_notice_withdrawn_under_a_dialog_goes_from_the_screen_under_it_too() -> None:
    """``drop_toasts_below``: each screen keeps its own toasts, and Textual brings only the top one's up to date."""
    app = MauMauApp(Settings(lang="en"), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(pilot)
        below = app.screen
        shown = lambda: " ".join("".join(s.text for s in line) for line in private.screen_lines(below))  # noqa: E731
        app.notify("a note")
        await until(pilot, lambda: "a note" in shown(), "the note")
        await app.push_screen(HelpScreen("en"))
        note = next(note for note in private.notifications(app) if str(note.message) == "a note")
        private.unnotify(app)(note)
        await settle(pilot)
        assert "a note" not in shown()


async def test_css_is_parsed_once_per_process_and_again_for_other_variables(monkeypatch: Any) -> None:
    """``share_parsed_css``: a second app parses no CSS text again (each app parsed all of it twice, a fifth of its
    start); a text with variables is parsed for each set of them (a theme's colours are not another theme's)."""
    from textual.color import Color
    from textual.css import stylesheet

    private.share_parsed_css()
    private.share_parsed_css()                       # (once is enough: never wrapped twice)
    assert getattr(stylesheet.Stylesheet._parse_rules, "shared", False)
    parsed: list[str] = []
    parse = stylesheet.parse
    monkeypatch.setattr(stylesheet, "parse", lambda scope, css, *args, **kwargs: parsed.append(css) or parse(
        scope, css, *args, **kwargs))
    for _ in range(2):
        parsed.clear()
        app = MauMauApp(Settings(lang="en"), variants=["standard"], clock=ManualClock())
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert "Which variant" in "\n".join(private.shown_text(app))
    assert parsed == []                              # (the second app's start: nothing parsed again)
    colours = []
    for colour in ("red", "blue", "red"):
        sheet = stylesheet.Stylesheet(variables={"mine": colour})
        sheet.add_source("Label { color: $mine; }", read_from=("test", "mine"))
        sheet.parse()
        colours.append(sheet.rules[0].styles.color)
    assert colours == [Color.parse("red"), Color.parse("blue"), Color.parse("red")]
