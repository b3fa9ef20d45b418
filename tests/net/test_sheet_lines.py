"""The key line of a remote seat's sheet, broken between its pieces on a narrow terminal: a piece that does not fit
starts a line of its own as a whole, and reads as the start of a line (a playtest: "dein Rückkehr-Code ..." stood
alone on a line at 60 columns, starting small, as if a sentence went on there)."""

from __future__ import annotations

import re

import pytest
from textual.widgets import Label

from maumau_tui.net.seat_screens import RemoteHandEnd
from net_helpers import join, screen_text, seat_app, until
from test_end_here import at_the_sheet

KEY = re.compile(r"(↑↓ |[a-z]( (or|oder) Enter)?: )")   # a line may start with a key: "e: end the match here"


@pytest.mark.parametrize(("lang", "size", "code_words"), [("de", (60, 20), "Dein Rückkehr-Code"),
                                                          ("en", (60, 20), "Your rejoin code"),
                                                          ("de", (80, 24), "Dein Rückkehr-Code")])
async def test_each_line_of_the_sheets_keys_starts_as_a_line(lang: str, size: tuple[int, int], code_words: str) -> None:
    table, host, hub = at_the_sheet()
    ben, cleo = await join(hub, "Ben"), await join(hub, "Cleo")
    app, serving = seat_app(hub, "Anna", lang=lang)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        code = app.link.code if app.link is not None else None
        assert code
        hint = app.screen.query_one("#hand-end-hint", Label)
        await until(pilot, lambda: code in str(hint.render()), "the code on the sheet")

        def as_shown() -> bool:     # (the screen a frame after the label: under load a frame came late, CI)
            lines = [line.strip() for line in screen_text(app).replace("\xa0", " ").splitlines()]
            return all(line in lines for line in str(hint.render()).splitlines())

        await until(pilot, as_shown, "the key line as it stands on the screen")
        shown = str(hint.render()).splitlines()
        assert any(line.startswith(f"{code_words}: {code}") or line.endswith(f" · {code_words}: {code}")
                   for line in shown), shown
        for line in shown:
            assert not line.startswith("·") and (KEY.match(line) or not line[0].islower()), line
    for raw in (ben, cleo):
        await raw.leave()
    serving.cancel()
