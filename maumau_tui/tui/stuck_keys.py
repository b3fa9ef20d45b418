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


def note_dropped(screen: Screen[Any], event: events.Key, dropped: tuple[float, float] | None) -> tuple[float, float]:
    """A key dropped on ``screen``; ``dropped``: (the first, the last) of the keys dropped in a row before it, a row
    that ends where the keyboard was quiet for ``STUCK_AFTER`` seconds.  Returns the row with this key."""
    now = event.time
    if dropped is None or now - dropped[1] >= STUCK_AFTER:
        return now, now
    if now - dropped[0] < STUCK_AFTER:
        return dropped[0], now
    keep = getattr(screen.app, "keep_in_log", None)   # (the game's apps have it; a test's bare app not)
    if keep is not None:
        try:
            keep(f"keys dropped for {now - dropped[0]:.0f} s on {type(screen).__name__} (last: {event.key}); "
                 f"screens: {stack_words(screen.app.screen_stack)}")
        except Exception:  # noqa: BLE001 - a log that cannot be written (a full disk) must not end the app
            pass
    return now, now


def stack_words(stack: list[Screen[Any]]) -> str:
    """Each screen of ``stack`` (bottom first) with the state that decides whether it takes a key."""
    words = []
    for screen in stack:
        state = {name: getattr(screen, name) for name in STATE if hasattr(screen, name)}
        spec = getattr(screen, "spec", None)
        kind = f" {spec.kind}" if spec is not None else ""
        words.append(f"{type(screen).__name__}{kind} {state}")
    return " | ".join(words)
