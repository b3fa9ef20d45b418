"""Bots that play a script, for tests of the hot seat and of the server alike (this folder is on the path: the
conftest's)."""

from __future__ import annotations

from maumau_tui.cards import parse_card


class AceBot:
    """Plays the Ace of Hearts and names Anna for the swap."""

    level, searches = "random", False

    def choose(self, seen):  # type: ignore[no-untyped-def]
        legal = list(seen.legal)
        return next((m for m in legal if m.kind == "play" and m.cards == (parse_card("AH"),) and not m.say),
                    next((m for m in legal if m.kind == "name" and m.seat == 0), legal[0]))

    def catch(self, seen):  # type: ignore[no-untyped-def]
        return None
