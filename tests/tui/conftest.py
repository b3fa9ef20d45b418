"""Fixtures of the app's tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from maumau_tui.cards import card_label
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.widgets.hand import HandView


@pytest.fixture
def drawn_cards(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Every card the hand widget draws is one of the keyboard holder's own, in every frame."""
    drawn: list[int] = []
    render = HandView.render

    def checked(hand: HandView):  # type: ignore[no-untyped-def]
        if hand.cards:
            app = hand.app
            assert isinstance(app, MauMauApp) and app.flow is not None
            holder = app.flow.hotseat.holder
            assert holder is not None, "a hand is drawn while nobody holds the keyboard"
            own = app.flow.referee.table.game.hands[holder]
            assert set(hand.cards) <= set(own), \
                f"{[card_label(code) for code in hand.cards if code not in own]} drawn while {holder} holds the keyboard"
            drawn.extend(hand.cards)
        return render(hand)

    monkeypatch.setattr(HandView, "render", checked)
    yield drawn


@pytest.fixture(autouse=True)
def _own_saves(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """The app saves every match it plays: each test keeps its saves in a folder of its own, so what the first
    screen offers to continue never depends on the tests that ran before (a test may set its own folder)."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path_factory.mktemp("home")))
