"""Every reach into Textual's private parts, in one place: whoever moves the pinned Textual (pyproject.toml) reads this
module and runs ``tests/tui/test_textual_private.py``, which calls each reach once.  Written against Textual 8.2.8;
each function says what it reads and why no public call does it.  (One more: ``widgets/footer.py`` imports the
footer's key widget, ``FooterKey``, from ``textual.widgets._footer``: it has no public name; and ``GameApp``
(``app_base.py``) overrides ``App._handle_exception``, Textual's last stop for an exception, to keep the match
before the app ends.)  It imports no Textual itself, so the hot seat's hint, which withdraws notifications, stays free of the UI library."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.app import App
    from textual.binding import Binding
    from textual.dom import DOMNode
    from textual.screen import Screen
    from textual.strip import Strip
    from textual.widget import Widget


def line_filters(app: App[Any]) -> list[Any]:
    """The app's line filters (``App._filters``), which ``NO_COLOR`` fills with ``Monochrome``: the colours setting
    puts its own there, and a readable monochrome in Textual's place."""
    filters: list[Any] = app._filters
    return filters


def forget_styles(widget: Widget) -> None:
    """A widget's cache of rendered lines (``Widget._styles_cache``), which keeps lines filtered with the old
    colours after the line filters changed."""
    widget._styles_cache.clear()


def forget_closed_styles() -> None:
    """Textual's cache of background styles (``StylesCache.get_inner_outer``, an ``lru_cache`` on a method, so each
    widget's ``StylesCache`` is in its key) keeps up to 1,024 closed widgets alive with their rendered lines (Textual
    issue 6665: about 55 MB after 75 hands of the hot seat); emptied whenever the screens change."""
    from textual._styles_cache import StylesCache

    clear = getattr(StylesCache.get_inner_outer, "cache_clear", None)
    if callable(clear):
        clear()


def screen_lines(screen: Screen[Any]) -> list[Strip]:
    """The lines the screen shows now (``Screen._compositor``): what a dialog dims behind it."""
    lines: list[Strip] = screen._compositor.render_strips()
    return lines


def shown_text(app: App[Any]) -> list[str]:
    """The text of each line the app shows now, the screens under a dialog that show through it included
    (``Screen._compositor``, ``App._background_screens``): the lines ``App.export_screenshot`` renders, without drawing
    them as SVG afterwards (which took most of the time of tests that read the screen after every key)."""
    update: Any = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)   # (a LayoutUpdate)
    return ["".join(segment.text for strip in line for segment in strip) for line in update.strips]


def binding_chain(screen: Screen[Any]) -> Iterable[tuple[DOMNode, Iterable[tuple[str, Binding]]]]:
    """The chain of bindings ``Screen.active_bindings`` walks (``Screen._modal_binding_chain``), in order."""
    return ((node, bindings) for node, bindings in screen._modal_binding_chain)


def bindings_by_key(node: DOMNode) -> dict[str, list[Binding]]:
    """A node's own copy of its bindings (``DOMNode._bindings``), whose descriptions the footer shows."""
    bindings: dict[str, list[Binding]] = node._bindings.key_to_bindings
    return bindings


def notifications(app: Any) -> Any:
    """The notifications on screen (``App._notifications``), or None on a Textual without them."""
    return getattr(app, "_notifications", None)


def unnotify(app: Any) -> Any:
    """Textual's call that takes one notification off (``App._unnotify``), or None."""
    unnotify_one = getattr(app, "_unnotify", None)
    return unnotify_one if callable(unnotify_one) else None


def drop_toasts_below(app: Any) -> None:
    """Every toast off the racks of the screens under the top one: Textual shows the notifications on the top screen's
    rack (``App._refresh_notifications``) but leaves those the screen below already showed, which a dialog lets show
    through: a notice withdrawn while the dialog was over it stayed there (PLAYTEST106 F2), and where the racks stand
    at other heights (a dialog's keeps Textual's bottom margin, the table's none) each notice showed twice, a line
    apart.  The screen below gets the notifications still running back when it is on top again
    (``Screen._on_screen_resume``)."""
    for screen in list(getattr(app, "screen_stack", ()))[:-1]:
        for rack in screen.query("#textual-toastrack"):
            rack.remove_children()


def first_frame_shown(app: App[Any]) -> bool:
    """Whether the app has drawn its first frame (Textual posts ``events.Ready`` to it then)."""
    return bool(app._dom_ready)


PARSED_KEPT = 256   # CSS texts kept parsed (each with its variables): the app's, Textual's widgets', every theme's


def share_parsed_css() -> None:
    """Textual's stylesheets keep what they parsed each for itself (``Stylesheet._parse_rules``, keyed without the
    variables), and its ``reparse`` (the theme, at every start) begins a stylesheet with nothing kept: every app parsed
    every CSS text twice, about a fifth of a new app's CPU, and again for each terminal joining the server.  Parsed
    once per process now, kept with the variables it was parsed with (the rules are read, never changed, once
    parsed: Textual's own cache hands the same list to every ``parse``)."""
    from textual.css.stylesheet import Stylesheet

    parse_rules = Stylesheet._parse_rules
    if getattr(parse_rules, "shared", False):
        return
    parsed: dict[tuple[Any, ...], Any] = {}

    def shared(self: Stylesheet, css: str, read_from: Any, is_default_rules: bool = False, tie_breaker: int = 0,
               scope: str = "") -> Any:
        key = (css, read_from, is_default_rules, tie_breaker, scope, tuple(sorted(self._variables.items())))
        rules = parsed.get(key)
        if rules is None:
            rules = parsed[key] = parse_rules(self, css, read_from, is_default_rules, tie_breaker, scope)
            if len(parsed) > PARSED_KEPT:
                parsed.pop(next(iter(parsed)), None)
        return rules

    shared.shared = True     # type: ignore[attr-defined]
    Stylesheet._parse_rules = shared    # type: ignore[method-assign]
