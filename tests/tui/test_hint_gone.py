"""A hint (key t) goes the moment the decision it answers moves on: after the person drew, "draw" was wrong
advice and the notification covered a card of the hand until its timeout."""

from __future__ import annotations

from textual.pilot import Pilot

from maumau_tui.tui.app import MauMauApp
from tui_helpers import send, staged_app, table_screen, until, until_decision

SIZE = (80, 24)


def hint_toasts(app: MauMauApp) -> list[str]:
    return [str(note.message) for note in app._notifications if note.title == "Hint"]


def nothing_fits() -> MauMauApp:
    """Anna on turn, and no card of hers fits: the hint says draw."""
    app = staged_app([("Anna", False), ("Bot", True)], ["KD QS 10S", "KC QC 10C 8C"], pile="7H",
                     stock="8D AC AS KS")
    assert app.table is not None
    app.table.hint_options = {"iterations": 40}
    return app


async def ask_hint(pilot: Pilot[None], app: MauMauApp) -> None:
    await until_decision(pilot, app)
    screen = table_screen(app)
    assert screen.seat == 0 and {move.kind for move in screen.legal()} == {"draw"}
    await send(pilot, "t")
    await until(pilot, lambda: bool(hint_toasts(app)), "the hint")


async def test_the_hint_goes_when_the_person_makes_the_move_it_was_for() -> None:
    app = nothing_fits()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await ask_hint(pilot, app)
        await send(pilot, "d")
        screen = table_screen(app)
        await until(pilot, lambda: len(screen.view.hand) == 4, "the card drawn")
        assert hint_toasts(app) == []


async def test_the_hint_stays_while_its_decision_does() -> None:
    app = nothing_fits()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await ask_hint(pilot, app)
        await send(pilot, "right", "p", "1")           # a choice of card, a refused key: the same decision
        assert len(hint_toasts(app)) == 1


async def test_the_hint_goes_when_the_rules_or_the_keys_open_over_the_table() -> None:
    """Playtest 71: the advice stayed over the rules page (r) and the keys (?), covering their last lines."""
    for key in ("r", "question_mark"):
        app = nothing_fits()
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await ask_hint(pilot, app)
            table = app.screen
            await send(pilot, key)
            await until(pilot, lambda: app.screen is not table, f"the page of {key}")
            assert hint_toasts(app) == [], key
