"""The hint key at the table (``t``): what the hard bot would do in the person's own decision, and why.

The search thinks in a worker thread (``Table.hint_options``: 200 ms, or a fixed iteration count in tests),
so the screen keeps answering keys; the advice is shown as a notification only if the same person still
holds the same decision when it arrives (a hand-off clears notifications, and a late answer for a decision
that moved on is dropped).  A public screen (nobody's hand) gives no advice.
"""

from __future__ import annotations

from typing import Any
from weakref import WeakKeyDictionary

from maumau_tui.table import Table
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import Look, for_ruleset, move_label

HINT_SECONDS = 10.0     # how long the advice stays on screen
_latest: WeakKeyDictionary[Any, object] = WeakKeyDictionary()   # screen -> its newest request (`t` pressed twice)


def hint_line(table: Table, seat: int | None, lang: str, ascii_cards: bool = False) -> str | None:
    """The advice for ``seat``'s own decision as one line (the move in words, then the reason); None when
    there is nothing to advise (nobody's view, a bot's seat, no decision of this seat)."""
    if seat is None:
        return None
    advice = table.advice(seat, lang)
    if advice is None:
        return None
    rules = table.ruleset
    look = for_ruleset(Look(lang, ascii_cards, rules.pack.german), rules)
    label = move_label(advice.move, table.names, look)
    return f"{label} – {advice.reason}" if advice.reason else label


def ask_hint(screen: Any) -> None:
    """Key ``t`` on a table screen (it has ``link``, ``settings`` and ``notify``): think in a worker thread,
    then show the advice if the decision it was asked for is still the one on screen."""
    link, lang = screen.link, screen.settings.lang
    seat = link.seat
    if seat is None:
        return                      # a public view: nobody's decision to advise on
    asked = link.view()
    token = _latest[screen] = object()

    def show(text: str | None) -> None:
        if _latest.get(screen) is not token or link.seat != seat or link.view() != asked:
            return                  # asked again, or the decision (or the keyboard) moved on: out of date
        screen.notify(text or tr(lang, "hint_none"), title=tr(lang, "hint_title"), timeout=HINT_SECONDS)

    def think() -> None:
        try:
            text = link.hint(lang)
        except (ValueError, RuntimeError):     # the state changed under the search: no advice this time
            text = None
        screen.app.call_from_thread(show, text)

    screen.run_worker(think, thread=True, group="hint", exclusive=True, exit_on_error=False)
