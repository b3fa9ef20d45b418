"""The choices a player makes once for the whole session: language, ASCII suits, bot pace."""

from __future__ import annotations

from dataclasses import dataclass

from maumau_tui.tui.labels import Look


@dataclass(frozen=True)
class Settings:
    """Session settings every screen reads; ``bot_delay`` is the pause before each bot move."""

    lang: str = "de"
    ascii_cards: bool = False
    seed: int | None = None
    bot_delay: float = 0.6
    window_seconds: float | None = None   # a real-time window's length; None: the ruleset's (view.window_seconds)
    handoff_guard: float = 0.5            # keys on a hand-off are ignored this long after it opens
    bots_in_thread: bool = False          # bots decide in a worker thread (the app stays responsive)

    def look(self, german_pack: bool = False) -> Look:
        return Look(self.lang, self.ascii_cards, german_pack)
