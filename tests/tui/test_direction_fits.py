"""The table box says the direction in one row at 80 columns, either way round ("Direction: counter-clockwise
←" took two rows and pushed Stock a row down), in German and English."""

from __future__ import annotations

import pytest

from maumau_tui.tui.i18n import tr
from tui_helpers import screen_text, staged_app, take_handoff, until_decision


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("direction", [1, -1])
async def test_the_direction_takes_one_row_of_the_table_box(lang: str, direction: int) -> None:
    app = staged_app([("Anna", False), ("Ben", False), ("Bot", True)], ["9D 7C", "KD QD", "8S 8C"], pile="9H",
                     stock="AS AH", dealer=2, lang=lang)
    assert app.table is not None
    app.table.game.direction = direction
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
        rows = [row[:32] for row in screen_text(app).splitlines()]  # type: ignore[arg-type]
        word = tr(lang, "direction")
        [at] = [number for number, row in enumerate(rows) if f"│ {word}: " in row]
        arrow = "→" if direction > 0 else "←"
        assert rows[at].rstrip(" │").endswith(arrow), rows[at]
        assert f"│ {tr(lang, 'stock')}: " in rows[at + 1], rows[at:at + 2]
