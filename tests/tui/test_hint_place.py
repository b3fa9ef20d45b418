"""Where the advice shows: low, over the footer, the status line and the hand's lower border, never over the hand's
cards (played in tmux at 80x24: a hint of three lines and its title stood over the card it named, Puque's
"Play J♦ (Jack of Diamonds) as A♥ (Ace of Hearts) …" with the search's "Hard to say: …")."""

from __future__ import annotations

import pytest
from textual.widgets._toast import Toast

from maumau_tui.notation import format_move
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.widgets.hand import HandView
from test_hint_key import advice_shown, hint_app
from tui_helpers import send, settle, table_screen, until, until_decision

LONG = ("Hard to say: no move stood out (in its many trial games the search chose this one most, 6% of the time). It "
        "fits, and your more useful cards stay for later.")


@pytest.mark.parametrize(("size", "reason"), [((80, 24), LONG), ((100, 30), LONG), ((120, 40), LONG),
                                              ((60, 20), LONG[:84])])
async def test_the_advice_leaves_the_hands_cards_in_sight(size: tuple[int, int], reason: str) -> None:
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS 9S", "KD QD 10S 7S"])
    async with app.run_test(size=size, notifications=True) as pilot:
        await advice_shown(pilot, app, "play 9S", reason)
        await settle(pilot)
        hand = app.screen.query_one(HandView).region
        [toast] = app.screen.query(Toast)
        shown = toast.region
        cards = range(hand.y + 1, hand.bottom - 2)       # the digits' row and the cards' (not the cursor's, below them)
        assert shown.height >= 3 and shown.bottom <= size[1], shown          # (the title and the words: more than one)
        assert not set(range(shown.y, shown.bottom)) & set(cards), (shown, hand)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_advice_over_a_question_leaves_the_hands_cards_in_sight(size: tuple[int, int]) -> None:
    """(A question's dialog stands over the table, and the hand shows under it: a wish is chosen looking at it.)"""
    app = hint_app([("Anna", False), ("Bot", True)], ["KD QD 10S", "9D 7C 8C QS"], options={"blind": True})
    async with app.run_test(size=size, notifications=True) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "enter")                       # K♦ goes down only as a lie: which one?
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the question")
        offered = app.screen.spec.choices[0].move
        assert offered is not None
        await advice_shown(pilot, app, format_move(offered, ["Anna", "Bot"]), LONG)
        await settle(pilot)
        hand = table_screen(app).query_one(HandView).region
        [toast] = app.screen.query(Toast)
        shown = toast.region
        cards = range(hand.y + 1, hand.bottom - 2)
        assert shown.height >= 3 and shown.bottom <= size[1], shown
        assert not set(range(shown.y, shown.bottom)) & set(cards), (shown, hand)


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (60, 20)])
async def test_the_advice_leaves_no_stub_of_the_status_and_key_lines_beside_it(size: tuple[int, int]) -> None:
    """PLAYTEST248 N6: at 80x24 the advice stood over the status and key lines but left their first letters at its
    left ("Du bi▌", "⏎ Leg▌"); it is as wide as the screen."""
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS 9S", "KD QD 10S 7S"])
    async with app.run_test(size=size, notifications=True) as pilot:
        await advice_shown(pilot, app, "play 9S", "It fits.")
        await settle(pilot)
        [toast] = app.screen.query(Toast)
        assert (toast.region.x, toast.region.right) == (0, size[0]), toast.region
