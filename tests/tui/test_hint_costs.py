"""The hint (key t) names a draw with its count: against a pending 7 it said "Draw a card" while the draw was 2."""

from __future__ import annotations

from maumau_tui.notation import parse_move
from maumau_tui.tui.app import MauMauApp
from tui_helpers import send, staged_app, table_screen, until, until_decision

SIZE = (80, 24)


def hints(app: MauMauApp) -> list[str]:
    return [str(note.message) for note in app._notifications if note.title in ("Hint", "Tipp")]


def facing_a_seven(lang: str) -> MauMauApp:
    """The bot (on turn: Anna deals) has played its 7♣; Anna holds no 7, so she must draw two."""
    app = staged_app([("Anna", False), ("Bot", True)], ["9D 8H 10S", "7C KD QD"], pile="9C",
                     stock="8D AC AS KS", dealer=0, lang=lang)
    assert app.table is not None
    app.table.hint_options = {"iterations": 40}
    app.table.apply(1, parse_move("play 7C"))
    return app


async def test_the_hint_against_a_seven_says_two_cards_in_english_and_german() -> None:
    for lang, words in (("en", "Draw 2 cards"), ("de", "2 Karten ziehen")):
        app = facing_a_seven(lang)
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await until_decision(pilot, app)
            screen = table_screen(app)
            assert screen.seat == 0 and screen.view.pending_draw == 2
            assert [move.kind for move in screen.legal()] == ["draw"]
            await send(pilot, "t")
            await until(pilot, lambda: bool(hints(app)), "the hint")
            [advice] = hints(app)
            assert advice.startswith(words), advice
