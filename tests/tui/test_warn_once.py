"""A key refused again and again shows its reason once (refreshed), not a pile of the same sentence over the
table; a different reason still shows beside it.  Stale advice goes through the same door (``notes.withdraw``)."""

from __future__ import annotations

from typing import Any

import pytest

from maumau_tui.tui.notes import warn_once
from maumau_tui.notation import parse_move
from tui_helpers import keys_for, pass_guard, send, settle, staged_app, table_screen, until, until_decision


def notes(app: Any) -> list[str]:
    return [str(note.message) for note in app._notifications]


async def test_a_key_refused_four_times_shows_its_reason_once() -> None:
    app = staged_app([("Anna", False), ("Bot", True)], ["9D 8H 10S", "7C KD QD"], pile="9C", stock="8D AC AS KS",
                     dealer=1)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "c", "c", "c", "c")
        await until(pilot, lambda: "There is nobody to catch now." in notes(app), "the reason")
        assert notes(app).count("There is nobody to catch now.") == 1
        warn_once(app, "Another reason.")
        await until(pilot, lambda: "Another reason." in notes(app), "the other reason")
        assert sorted(notes(app)) == ["Another reason.", "There is nobody to catch now."]


@pytest.mark.parametrize(("bot_cards", "then"), [("7C KD QD", "Anna's turn"),    # the bot moves: Anna's turn again
                                                 ("7D", "the hand's end")])    # the bot plays its last card
async def test_it_is_somebody_elses_turn_is_taken_back_when_the_turn_comes_back_or_the_hand_ends(
        bot_cards: str, then: str) -> None:
    """Taken back, not left to run out (nor over the hand-end sheet)."""
    app = staged_app([("Anna", False), ("Bot", True)], ["9D 8H 10S", bot_cards], pile="9C", stock="8D AC AS KS",
                     dealer=1, bot_delay=0.5)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until_decision(pilot, app)
        await send(pilot, *keys_for(parse_move("play 9D"), table_screen(app).view.hand))   # the bot's turn
        await send(pilot, "d")                                  # Anna wants to draw already
        await until(pilot, lambda: "It is Bot's turn now." in notes(app), "the reason")
        app.clock.advance(0.5)
        await until(pilot, lambda: app.table.hand_over if then == "the hand's end" else app.table.actor == 0, then)
        await settle(pilot)
        assert "It is Bot's turn now." not in notes(app)


async def test_advice_on_a_decision_is_taken_back_once_the_decision_is_made() -> None:
    """'You have drawn: play the drawn card, or p to pass.' stayed over the table into the bot's turn."""
    app = staged_app([("Anna", False), ("Bot", True)], ["7D 8H 10S", "7C KD QD"], pile="9C", stock="9S AC AS KS",
                     dealer=1, bot_delay=0.5)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "d")                                  # 9♠ fits: Anna may play it or pass
        await until(pilot, lambda: bool(app.table.game.drawn), "Anna has drawn")
        pass_guard(app)                                         # (she looks at it)
        await send(pilot, "d")                                  # drawing again is refused, with the reason
        said = "You have drawn: play the drawn card, or p to pass."
        await until(pilot, lambda: said in notes(app), "the reason")
        await send(pilot, "k")                                  # another key refused: its reason stands alone
        await until(pilot, lambda: notes(app) == ["This variant has no Round of Kings."], "the second reason")
        await send(pilot, "d")
        await until(pilot, lambda: notes(app) == [said], "the first reason again")
        await send(pilot, "p")                                  # the decision is made: the bot's turn
        await until(pilot, lambda: app.table.actor == 1, "the bot's turn")
        await settle(pilot)
        assert said not in notes(app) and "This variant has no Round of Kings." not in notes(app)


@pytest.mark.parametrize("size", [(60, 20), (80, 24)])
async def test_a_notice_never_covers_the_hand(size: tuple[int, int]) -> None:
    from maumau_tui.cards import card_label, parse_card
    from tui_helpers import labels_on_screen, pass_guard, screen_text

    hand = "7C 7H 8C 8H 9D AS KC 10C"
    app = staged_app([("Anna", False), ("Bot", True)], [hand, "KD QS 10S"], pile="9H", stock="AH AC 8D", dealer=1)
    async with app.run_test(size=size, notifications=True) as pilot:
        await until_decision(pilot, app)
        pass_guard(app)
        await send(pilot, "d", "k", "p", "c", "d")              # refused keys, one after another
        await until(pilot, lambda: any("You can only draw when" in note for note in notes(app)), "the notice")
        await settle(pilot)
        assert len(notes(app)) == 1
        shown = labels_on_screen(screen_text(app))
        assert {card_label(parse_card(code)) for code in hand.split()} <= shown, screen_text(app)



async def test_it_is_somebody_elses_turn_is_taken_back_when_that_turn_ends() -> None:
    """PLAYTEST156 F3: "It is Robo's turn now." stood on while the next bot, or another person, had the turn."""
    app = staged_app([("Anna", False), ("Robo", True), ("Bot", True)], ["9D 8H 10S", "KD QD 10H", "KS QS 10C"],
                     pile="9C", stock="8D AC AS KS 7H", dealer=2, bot_delay=0.5)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until_decision(pilot, app)
        await send(pilot, *keys_for(parse_move("play 9D"), table_screen(app).view.hand))   # Robo's turn
        await send(pilot, "d")                                  # Anna wants to draw already
        await until(pilot, lambda: "It is Robo's turn now." in notes(app), "the reason")
        app.clock.advance(0.5)
        await until(pilot, lambda: app.table.actor == 2, "Bot's turn")
        await settle(pilot)
        assert "It is Robo's turn now." not in notes(app)
        await send(pilot, "d")                                  # asked again: the reason now names Bot
        await until(pilot, lambda: "It is Bot's turn now." in notes(app), "the new reason")
