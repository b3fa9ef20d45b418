"""A notice shows every line of its words on a narrow screen too (playtest 45: at 60 columns "Karo 8 folgt dem Wunsch
nicht: Herz ist gewünscht." showed without its last word: the notice's height was measured at another width than
the one it was drawn at)."""

from __future__ import annotations

import pytest

from tui_helpers import screen_text, staged_app, table_screen, until_decision


@pytest.mark.parametrize("size", [(60, 20), (100, 30)])     # (a narrow screen, a wide one)
async def test_a_notice_of_any_length_keeps_its_last_word_on_screen(size: tuple[int, int]) -> None:
    app = staged_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS", "KD QD 10S 7S"], pile="9H",
                     stock="AS AH AC KC KS", dealer=1)
    cut = []
    async with app.run_test(size=size, notifications=True) as pilot:
        await until_decision(pilot, app)
        for length in range(40, 160):
            app.clear_notifications()
            table_screen(app).notify("x" * (length - 4) + " end")
            await pilot.pause()
            if " end" not in screen_text(app):
                cut.append(length)
    assert not cut, f"notices cut at {size}: lengths {cut}"
