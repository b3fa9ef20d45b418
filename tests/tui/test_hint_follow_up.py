"""Advice followed, and the same turn asks again at once (Evil Seven's 2: whom it names): the question that comes
with the advised move is advised too, its cursor on the advised line, as the first advice's reason spoke of it
("It hits the player closest to going out").  Only after the advised move: a move of the person's own choosing
brings no advice unasked."""

from __future__ import annotations

from textual.widgets import OptionList

from maumau_tui.bots.hint import Hint
from maumau_tui.notation import parse_move
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.prompt import ChoicePrompt
from tui_helpers import send, settle, staged_app, until, until_decision


def evil_seven() -> MauMauApp:
    app = staged_app([("Anna", False), ("Ben", True), ("Cy", True)], ["2H 9C 8C QS", "KD QD", "7S 8S 9S 10S JS"],
                     pile="9H", stock="AS AH AC KC KS", ruleset="evil-seven", dealer=2)
    assert app.table is not None
    return app


def advise(app: MauMauApp) -> list[str]:
    """The hint key's advice, without the search: the 2 first, then Cy (the second line) as its victim; what was
    asked is kept."""
    asked: list[str] = []
    table = app.table
    assert table is not None and app.flow is not None

    def hint(lang: str) -> object:
        naming = any(move.kind == "name" for move in table.view_of(0).legal)
        asked.append("name" if naming else "play")
        advice = Hint(parse_move("name Cy", table.names), "", "Cy has the most cards.") if naming else \
            Hint(parse_move("play 2H"), "", "It hits the player closest to going out.")
        return lambda: advice

    app.flow.hotseat.hint = hint  # type: ignore[method-assign]
    return asked


def toasts(app: MauMauApp) -> list[str]:
    return [str(note.message) for note in app._notifications]


async def test_the_victim_of_an_advised_two_is_advised_at_once() -> None:
    app = evil_seven()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until_decision(pilot, app)
        asked = advise(app)
        app.clock.advance(1.0)
        await send(pilot, "t")
        await until(pilot, lambda: any("closest to going out" in text for text in toasts(app)), "the advice")
        await send(pilot, "enter")                            # the 2, as advised
        await until(pilot, lambda: any("most cards" in text for text in toasts(app)), "the victim's advice")
        question = app.screen
        assert isinstance(question, ChoicePrompt) and asked == ["play", "name"]
        assert question.spec.choices[question.query_one(OptionList).highlighted or 0].move == \
            parse_move("name Cy", ["Anna", "Ben", "Cy"])


async def test_a_two_played_without_advice_brings_none() -> None:
    app = evil_seven()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until_decision(pilot, app)
        asked = advise(app)
        await send(pilot, "enter")                            # the 2 (the cursor's card), nobody asked for advice
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the victim's question")
        await settle(pilot)
        assert asked == [] and not toasts(app) and app.screen.query_one(OptionList).highlighted == 0
