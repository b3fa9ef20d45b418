"""Setting a match up on the hot-seat app: a ruleset chosen on the first screen, its rules page and house rules,
the seats, the deal (``MauMauApp`` starts the chain of screens with ``choose_options``).  The chosen ruleset is loaded once,
here: a file that cannot be loaded (broken since it was listed, or since the seats were opened) is told on the
first screen, never an internal error."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from maumau_tui.tui.notes import tell_set_aside

if TYPE_CHECKING:
    from maumau_tui.rules.files import RulesetError
    from maumau_tui.tui.app import MauMauApp


@dataclass
class Draft:
    """How far the players had set a match up before they went back to the variant chooser: the seats (offered
    again to whichever variant comes next, fitted to it) and the house rules of each ruleset as they left them.
    Kept until a table is dealt (PLAYTEST223 N5: a fourth seat and the names typed were gone)."""

    seats: Any = None
    options: dict[str, dict[str, bool | int]] = field(default_factory=dict)


def choose_options(app: MauMauApp, ruleset_id: str, options: dict[str, bool | int] | None, seats: Any = None) -> None:
    """The ruleset's page and house rules: as chosen (back from the seats, which come again as they were), else
    as left before going back to the variants, else as last dealt with.  A file that cannot be loaded (broken
    since it was listed, or since the seats were opened) is told on the first screen."""
    from maumau_tui.rules.loader import RulesetError, load
    from maumau_tui.tui.last_seats import remembered_options
    from maumau_tui.tui.screens.ruleset import RulesetScreen

    try:
        rules = load(ruleset_id)
    except RulesetError as error:
        ruleset_broken(app, ruleset_id, error)
        return
    draft = app.set_up_draft
    seats = seats if seats is not None else draft.seats
    if options is None:
        options = draft.options.get(ruleset_id)
    if options is None:
        options = remembered_options(ruleset_id)
        tell_set_aside(app, app.settings.lang)
    screen = RulesetScreen(ruleset_id, app.settings, options, rules)
    app.push_screen(screen, lambda chosen: options_chosen(app, ruleset_id, chosen, seats, screen.values))


def options_chosen(app: MauMauApp, ruleset_id: str, options: dict[str, bool | int] | None, seats: Any = None,
                   left: dict[str, bool | int] | None = None) -> None:
    """``left``: the house rules on the page as the players left it (kept when they went back)."""
    if options is None:                          # back to the variant chooser below
        app.set_up_draft.seats = seats
        app.set_up_draft.options[ruleset_id] = dict(left or {})
        return
    from maumau_tui.tui.screens.seats import SeatsScreen

    app.push_screen(SeatsScreen(ruleset_id, options, app.settings, seats),
                    lambda chosen: seats_chosen(app, ruleset_id, options, chosen))


def seats_chosen(app: MauMauApp, ruleset_id: str, options: dict[str, bool | int], seats: Any) -> None:
    from maumau_tui.rules.loader import RulesetError
    from maumau_tui.tui.last_seats import remember as remember_seats

    if seats is None or seats.back:
        choose_options(app, ruleset_id, options, seats)
        return
    try:
        app.table = app.make_table(ruleset_id, list(seats.seats), dict(options), seats.dealer)
    except RulesetError as error:
        ruleset_broken(app, ruleset_id, error)
        return
    # the next set-up starts from these seats, and this ruleset's from these house rules
    app.set_up_draft = Draft()
    remember_seats(list(seats.seats), seats.dealer, ruleset_id=ruleset_id, options=dict(options))
    app.call_next(app.open_table, app.table)


def ruleset_broken(app: MauMauApp, ruleset_id: str, error: RulesetError) -> None:
    """A chosen ruleset cannot be loaded: the first screen (beneath the set-up) says why."""
    from maumau_tui.tui.screens.variant import VariantScreen

    for screen in reversed(app.screen_stack):
        if isinstance(screen, VariantScreen):
            screen.ruleset_broken(ruleset_id, error)
            return
    app.notify(str(error), severity="error", timeout=20)
