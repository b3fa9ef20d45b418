"""``hinting.drop_hint``: stale advice goes at once and other notifications stay; on a Textual without the private
notification API it reaches for, the public ``clear_notifications`` takes the advice off instead of an error."""

from __future__ import annotations

import pytest
from textual.app import App

from maumau_tui.tui.hinting import drop_hint
from tui_helpers import until


def shown(app: App[None]) -> list[str]:
    return sorted(str(note.message) for note in app._notifications)


async def test_dropping_the_hint_keeps_the_other_notifications() -> None:
    app: App[None] = App()
    async with app.run_test(notifications=True) as pilot:
        app.notify("Draw 2 cards – nothing fits", title="Hint", timeout=10)
        app.notify("The match cannot be saved", severity="warning", timeout=10)
        await until(pilot, lambda: len(shown(app)) == 2, "both notifications")
        drop_hint(app, "Hint")
        assert shown(app) == ["The match cannot be saved"]
        drop_hint(app, "Hint")                              # nothing left to drop: nothing happens
        assert shown(app) == ["The match cannot be saved"]


async def test_without_the_private_api_the_public_call_takes_the_hint_off(monkeypatch: pytest.MonkeyPatch) -> None:
    app: App[None] = App()
    async with app.run_test(notifications=True) as pilot:
        app.notify("Draw 2 cards – nothing fits", title="Hint", timeout=10)
        await until(pilot, lambda: len(shown(app)) == 1, "the hint")
        monkeypatch.setattr(app, "_unnotify", None)         # a Textual whose private method went away
        drop_hint(app, "Hint")
        assert shown(app) == []
