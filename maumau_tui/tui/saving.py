"""The hot-seat app's saves: the match at a table is saved when it sits down and after every change
(``store.autosave``); a save that fails is said once, and again only after one that worked (which is said too)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from maumau_tui.referee import Change, ChangeKind, Referee
from maumau_tui.store.autosave import Autosave
from maumau_tui.store.stats import Statistics
from maumau_tui.table import Table
from maumau_tui.tui.i18n import store_message, tr

if TYPE_CHECKING:
    from maumau_tui.tui.app import MauMauApp


def start_autosave(app: MauMauApp, table: Table, referee: Referee) -> Autosave:
    """Save ``table``'s match now and after every change from here on (a resumed one under its own id)."""
    store = app.store
    autosave = app.autosave = Autosave(store, table.match, app.resume_id, Statistics(store))
    app.resume_id = None
    app.save_trouble = None     # (another match's: a new one is neither "saved again" nor spared its own warning,
    #                             REVIEW262 R6)
    referee.subscribe(lambda change: autosaved(app, autosave, change, referee))
    autosaved(app, autosave, None)
    return autosave


def autosaved(app: MauMauApp, autosave: Autosave, change: Change | None, referee: Referee | None = None) -> None:
    """After each change of a table's match: save it; a failure is said once (again only after a save
    that worked).  A timed window's clock that stops (a claim, a dialog over it) is saved too: the time it
    has left is kept at that moment, also for a kill that no handler sees."""
    autosave.match.lang = app.settings.lang   # (played on in it after ``maumau resume``)
    autosave(change)
    if (change is not None and change.kind == ChangeKind.PAUSE and referee is not None
            and referee.window_left() is not None and autosave.finished is None):
        autosave.save()
    if autosave.error != app.save_trouble:
        app.save_trouble = autosave.error
        if autosave.error is not None:
            over = autosave.match.over and bool(autosave.match.results)   # (nothing goes on: it is not filed, and
            key = "save_failed" if not over else "save_failed_over" if autosave.earlier() else "save_failed_over_lost"
            app.notify(tr(app.settings.lang, key, reason=store_message(app.settings.lang, autosave.error)),
                       severity="warning", timeout=8)   # (R6; German, the system's reason too: PLAYTEST275 N4)
        else:           # (PLAYTEST255 N2: a disk freed again went without a word; the server says so of its tables)
            app.notify(tr(app.settings.lang, "saved_again"), timeout=5)
