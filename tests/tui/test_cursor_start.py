"""When a person's turn comes, the hand's cursor is on a card that fits: on the first one, unless it is on a
card that fits already; where nothing fits it stays.  A plain Enter then plays, instead of "does not fit"."""

from __future__ import annotations

from maumau_tui.cards import parse_card
from tui_helpers import pass_guard, staged_app, table_screen, take_handoff, until, until_decision


async def test_the_cursor_starts_on_the_first_card_that_fits_and_enter_plays_it() -> None:
    app = staged_app([("Anna", False), ("Ben", False), ("Bot", True)], ["7C 9S KH", "QD 7D", "8C 10C"], pile="9H",
                     stock="AS AH 8D", dealer=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
        screen = table_screen(app)
        assert screen.view.hand == tuple(parse_card(card) for card in ("7C", "9S", "KH"))
        assert screen.selected == 1                     # 9S: the 7 of Clubs does not fit on the 9 of Hearts
        pass_guard(app)
        await pilot.press("enter")
        assert app.table is not None
        game = app.table.game
        await until(pilot, lambda: game.top == parse_card("9S"), "9S played")
        assert parse_card("9S") not in game.hands[0]


async def test_the_cursor_stays_where_nothing_fits() -> None:
    app = staged_app([("Anna", False), ("Ben", False), ("Bot", True)], ["7C 8D", "QD 7D", "8C 10C"], pile="9H",
                     stock="AS AH 8S", dealer=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
        screen = table_screen(app)
        assert not [move for move in screen.view.legal if move.kind == "play"]
        assert screen.selected == 0
