"""Fixtures of the app's tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from maumau_tui.cards import card_label
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.widgets.hand import CardCell


@pytest.fixture
def drawn_cards(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Every card the hand widget draws is one of the keyboard holder's own, in every frame."""
    drawn: list[int] = []
    render = CardCell.render

    def checked(cell: CardCell):  # type: ignore[no-untyped-def]
        if cell.code is None:
            return render(cell)          # an empty cell
        app = cell.app
        assert isinstance(app, MauMauApp) and app.flow is not None
        holder = app.flow.hotseat.holder
        assert holder is not None, "a hand is drawn while nobody holds the keyboard"
        assert cell.code in app.flow.referee.table.game.hands[holder], \
            f"{card_label(cell.code)} drawn while {holder} holds the keyboard"
        drawn.append(cell.code)
        return render(cell)

    monkeypatch.setattr(CardCell, "render", checked)
    yield drawn
