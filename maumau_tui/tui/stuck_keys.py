"""Keys dropped on one screen for a long time: what the screens were goes to the app's log.

Over SSH a question once took no key for minutes (its key line an ellipsis) and worked again after Ctrl+C; no
reading of the code found how.  A screen of ``screens/base.py`` that has dropped every key for ``STUCK_AFTER``
seconds writes the screen stack, with each guarded screen's state, through ``App.keep_in_log`` (the seat's log on
the table server; nothing at the hot seat), and again after as long again while it goes on.
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual.screen import Screen

STUCK_AFTER = 20.0   # seconds of keys dropped in a row on one screen
STATE = ("closed", "is_active", "guarding", "_close_with", "_held_until", "_held_keys", "_on_top_since", "_opened_at")


def note_dropped(screen: Screen[Any], event: events.Key, since: float | None) -> float:
    """A key dropped on ``screen``; ``since``: the first of those dropped in a row before it.  Returns the new first."""
    if since is None:
        return event.time
    if event.time - since < STUCK_AFTER:
        return since
    keep = getattr(screen.app, "keep_in_log", None)   # (the game's apps have it; a test's bare app not)
    if keep is not None:
        keep(f"keys dropped for {event.time - since:.0f} s on {type(screen).__name__} (last: {event.key}); "
             f"screens: {stack_words(screen.app.screen_stack)}")
    return event.time


def stack_words(stack: list[Screen[Any]]) -> str:
    """Each screen of ``stack`` (bottom first) with the state that decides whether it takes a key."""
    words = []
    for screen in stack:
        state = {name: getattr(screen, name) for name in STATE if hasattr(screen, name)}
        spec = getattr(screen, "spec", None)
        kind = f" {spec.kind}" if spec is not None else ""
        words.append(f"{type(screen).__name__}{kind} {state}")
    return " | ".join(words)
