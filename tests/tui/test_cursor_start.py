"""When a person's turn comes, the hand's cursor is on a card that fits: on the first one, unless it is on a
card that fits already; where nothing fits it stays.  A plain Enter then plays, instead of "does not fit"."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

from textual.pilot import Pilot
from tui_helpers import pass_guard, staged_app, table_screen, take_handoff, until, until_decision

from maumau_tui.cards import parse_card
from maumau_tui.engine.views import View
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.hand_keys import HandKeys
from maumau_tui.tui.screens.table import TableScreen


class Hand(HandKeys):
    """The cursor's part of the table screen, on a hand of cards."""

    def __init__(self, hand: tuple[int, ...]) -> None:
        self.view = cast(View, SimpleNamespace(hand=hand))
        self.selected = 0


async def annas_turn(pilot: Pilot[None], app: MauMauApp) -> TableScreen:
    """Anna takes the keyboard for her first turn; the table screen."""
    await until_decision(pilot, app)
    await take_handoff(pilot, app)
    await until_decision(pilot, app)
    return table_screen(app)


async def solo_turn(pilot: Pilot[None], app: MauMauApp) -> TableScreen:
    """The one person's first turn (no hand-off), keys counting; the table screen."""
    await until_decision(pilot, app)
    pass_guard(app)
    return table_screen(app)


async def test_the_cursor_starts_on_the_first_card_that_fits_and_enter_plays_it() -> None:
    app = staged_app([("Anna", False), ("Ben", False), ("Bot", True)], ["7C 9S KH", "QD 7D", "8C 10C"], pile="9H",
                     stock="AS AH 8D", dealer=2)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await annas_turn(pilot, app)
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
        screen = await annas_turn(pilot, app)
        assert not [move for move in screen.view.legal if move.kind == "play"]
        assert screen.selected == 0


async def test_after_a_bots_move_the_cursor_leaves_a_card_that_no_longer_fits() -> None:
    app = staged_app([("Anna", False), ("Robo", True)], ["KS 7C QD", "KD 10D 8H"], pile="9S", stock="AS AH 8S 9C",
                     dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await solo_turn(pilot, app)
        assert screen.view.hand[screen.selected] == parse_card("KS")   # the only card that fits
        await pilot.press("enter")
        assert app.table is not None
        game = app.table.game
        await until(pilot, lambda: game.top == parse_card("KD") and game.actor == 0, "Robo's King, Anna's turn")
        await until_decision(pilot, app)
        assert len(screen.view.hand) == 2 and screen.view.hand[screen.selected] == parse_card("QD")


async def test_a_drawn_card_that_fits_takes_the_cursor() -> None:
    app = staged_app([("Anna", False), ("Robo", True)], ["7C 8D", "KD 10D 8H"], pile="9S", stock="9C AH 8S",
                     dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await solo_turn(pilot, app)
        assert screen.selected == 0 and not [move for move in screen.view.legal if move.kind == "play"]
        await pilot.press("d")                           # Anna draws the 9 of Clubs, and may play it
        await until(pilot, lambda: len(screen.view.hand) == 3, "the card drawn")
        await until_decision(pilot, app)
        assert screen.view.hand[screen.selected] == parse_card("9C")


async def test_a_drawn_card_that_does_not_fit_takes_the_cursor_where_nothing_else_fits() -> None:
    app = staged_app([("Anna", False), ("Robo", True)], ["7C 8D", "KD 10D 8H"], pile="9S", stock="10H AH 8S",
                     dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await solo_turn(pilot, app)
        assert screen.selected == 0 and not [move for move in screen.view.legal if move.kind == "play"]
        await pilot.press("d")                           # Anna draws the 10 of Hearts, which does not fit either
        await until(pilot, lambda: len(screen.view.hand) == 3, "the card drawn")
        await pilot.pause()
        assert screen.view.hand[screen.selected] == parse_card("10H"), screen.view.hand


def test_a_card_the_person_chose_stays_chosen_while_nothing_about_their_cards_changes() -> None:
    cards = tuple(parse_card(card) for card in ("7C", "9S", "KH"))
    fits = frozenset({cards[1]})
    hand = Hand(cards)
    hand.cursor_to_playable(fits, (1, 0, cards, fits, True))       # the decision comes: onto the 9
    assert hand.selected == 1
    hand.selected = 0                                               # the person chooses the 7 (to cheat with it)
    hand.cursor_to_playable(fits, (1, 0, cards, fits, True))       # somebody else's move, a catch: it stays
    assert hand.selected == 0
    more = frozenset({cards[1], cards[2]})
    hand.cursor_to_playable(more, (1, 0, cards, more, True))       # what fits changed: onto the first that does
    assert hand.selected == 1


def test_cards_that_came_in_take_the_cursor_and_a_new_person_starts_afresh() -> None:
    before = tuple(parse_card(card) for card in ("7C", "QC", "KH"))
    after = tuple(parse_card(card) for card in ("7C", "10S", "JS", "QC", "KH"))   # two cards drawn, sorted in
    hand = Hand(before)
    hand.follow_cards((1, 0), before)
    hand.selected = 2                                               # on the King of Hearts
    hand.view = cast(View, SimpleNamespace(hand=after))
    hand.follow_cards((1, 0), after)
    assert after[hand.selected] == parse_card("10S")                # on the first card that came
    hand.cursor_to_playable(frozenset({after[3]}), (1, 0, after, frozenset({after[3]}), True))
    assert after[hand.selected] == parse_card("QC")                 # it does not fit: on to the one that does
    hand.follow_cards((1, 0), after)                                # back after a vote: as it was
    assert after[hand.selected] == parse_card("QC")
    played = tuple(card for card in after if card != parse_card("7C"))
    hand.view = cast(View, SimpleNamespace(hand=played))
    hand.follow_cards((1, 0), played)                               # a card went: the cursor stays on its card
    assert played[hand.selected] == parse_card("QC")
    hand.follow_cards((1, 1), played)                               # another person at the screen: afresh
    assert hand.selected == 0 and hand.cursor_turn == ()            # ... so the next decision places it again
    hand.cursor_to_playable(frozenset({played[2]}), (1, 1, played, frozenset({played[2]}), True))
    assert played[hand.selected] == parse_card("QC")


async def test_a_card_chosen_stays_chosen_when_the_settings_change_the_words() -> None:
    app = staged_app([("Anna", False), ("Robo", True)], ["7C 9S 9D KH", "QD 7D"], pile="9H", stock="AS AH 8D",
                     dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await solo_turn(pilot, app)
        seven = screen.view.hand.index(parse_card("7C"))
        await pilot.press(str(seven + 1))                # the 7 of Clubs, which does not fit (to cheat with it)
        assert screen.selected == seven
        screen.relabel()                                 # what saving new settings does at the table
        await pilot.pause()
        assert screen.selected == seven
