"""A notice shows every line of its words on a narrow screen too (playtest 45: at 60 columns "Karo 8 folgt dem Wunsch
nicht: Herz ist gewünscht." showed without its last word: the notice's height was measured at another width than
the one it was drawn at)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.pilot import Pilot

from tui_helpers import screen_text, settle, staged_app, table_screen, until, until_decision


@pytest.mark.parametrize("size", [(60, 20), (100, 30)])     # (a narrow screen, a wide one)
async def test_a_notice_of_any_length_keeps_its_last_word_on_screen(size: tuple[int, int]) -> None:
    app = staged_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS", "KD QD 10S 7S"], pile="9H",
                     stock="AS AH AC KC KS", dealer=1)
    async with app.run_test(size=size, notifications=True) as pilot:
        await until_decision(pilot, app)
        for length in range(40, 160):
            app.clear_notifications()
            end = f" end{length}"                        # (not the last notice's end, which may still show)
            table_screen(app).notify("x" * (length - len(end)) + end)
            await shown(pilot, lambda: end in screen_text(app), f"the end of a notice of {length} at {size}")


async def shown(pilot: Pilot[None], ready: Callable[[], bool], what: str) -> None:
    """Once the app has worked off what is queued, ``ready()``; a loaded machine may need longer to draw a notice
    (``until``), but one cut short never shows its end."""
    await settle(pilot)
    if not ready():
        await until(pilot, ready, what)
