"""A mouse click counts like a key: while a screen still ignores keys (it has just come on top, or holds them) a
click on it does nothing.  The second click of a double click on the hand-off lands on the question that opens
behind it (here the challenge of a card laid face down), where it chose a line unseen; a press made while keys are
held counts for nothing when released after.  The clicks come as a terminal sends them, to the app
(``terminal_click``)."""

from __future__ import annotations

from textual import events
from textual.widgets import OptionList

from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from test_blind import anna_lies, blind_app
from tui_helpers import pass_guard, settle, staged_app, table_screen, terminal_click, until, until_decision

SIZE = (80, 24)


def key_line(handoff: object) -> tuple[int, int]:
    """Where on the screen the hand-off's line "Ben: press Enter ..." is (a click there takes the keyboard)."""
    assert isinstance(handoff, HandoffScreen)
    region = handoff.query_one(HandoffScreen.KEY_LINE).region
    return region.x + 2, region.y


async def test_a_double_click_on_the_hand_off_answers_nothing_behind_it(drawn_cards: list[int]) -> None:
    app = blind_app()
    async with app.run_test(size=SIZE) as pilot:
        await anna_lies(pilot, app)
        assert isinstance(app.screen, HandoffScreen)
        pass_guard(app)
        await terminal_click(pilot, app, *key_line(app.screen))  # Ben clicks the hand-off away ...
        await until_decision(pilot, app)
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "challenge" and prompt.guarding
        lines = prompt.query_one(OptionList).content_region
        await terminal_click(pilot, app, lines.x + 3, lines.y + 1)   # ... and clicks again, on "Challenge"
        await settle(pilot)
        assert app.screen is prompt and app.table is not None and app.table.game.phase == "challenge"
        pass_guard(app)                                          # read, then clicked on purpose: it counts
        await terminal_click(pilot, app, lines.x + 3, lines.y + 1)
        await until(pilot, lambda: app.screen is not prompt, "the challenge answered by a click")
        assert app.table.game.phase != "challenge"



def press(app: MauMauApp, kind: type[events.MouseEvent], x: int, y: int) -> None:
    app.post_message(kind(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y))


async def test_a_press_made_while_keys_are_held_and_released_after_counts_for_nothing() -> None:
    app = staged_app([("Anna", None), ("Bot", "medium")], ["9D 9C 10S KH", "9S KC"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        table = table_screen(app)
        hand = table.hand_widget().content_region
        card = lambda index: (hand.x + index * 6 + 2, hand.y + 1)     # noqa: E731 - the label's row of card index
        await terminal_click(pilot, app, *card(1))                   # a click chooses the second card
        assert table.selected == 1
        table.hold_keys(app.clock, 1.0)                              # the table holds keys a moment ...
        press(app, events.MouseDown, *card(2))                       # ... while the third card is pressed
        await settle(pilot)
        app.clock.advance(1.0)
        press(app, events.MouseUp, *card(2))                         # released once keys count again: no click
        await settle(pilot)
        assert table.selected == 1
        await terminal_click(pilot, app, *card(2))                   # a whole click chooses it
        assert table.selected == 2


async def test_a_click_sent_to_the_hand_off_itself_does_nothing_while_it_guards(drawn_cards: list[int]) -> None:
    """(Review 56: only the app's own check of a click was tested.) A click that reaches the hand-off screen straight
    (not through the app's mouse handling) is dropped by the screen while its guard time runs, and taken after."""
    app = blind_app()
    async with app.run_test(size=SIZE) as pilot:
        await anna_lies(pilot, app)
        handoff = app.screen
        assert isinstance(handoff, HandoffScreen) and handoff.guarding
        line = handoff.query_one(HandoffScreen.KEY_LINE)
        x, y = key_line(handoff)
        handoff.post_message(events.Click(line, 1, 0, 0, 0, 1, False, False, False, screen_x=x, screen_y=y))
        await settle(pilot)
        assert app.screen is handoff and not handoff.closed
        pass_guard(app)
        handoff.post_message(events.Click(line, 1, 0, 0, 0, 1, False, False, False, screen_x=x, screen_y=y))
        await until(pilot, lambda: app.screen is not handoff, "the hand-off taken by a click")


async def test_a_click_off_the_hand_offs_key_line_shows_no_hand_and_starts_its_wait_again() -> None:
    """PLAYTEST226 F1, F2: once the hand-off's first second had passed, any click took the keyboard: Anna's click on the
    card she had just played, a moment late, showed Ben's hand to her; so did a right click in a corner (the click
    that focuses a terminal's window), or one on the line that offers her a catch.  Only a left click on the line
    that says what to press takes it; any other starts the wait again, as a key of the table's does."""
    app = staged_app([("Anna", None), ("Ben", None), ("Robo", "medium")], ["9D 9C 10S KH", "9S KC 7D", "8H 8S"],
                     pile="9H", dealer=2)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "Anna's hand-off")
        pass_guard(app)
        await terminal_click(pilot, app, *key_line(app.screen))
        await until_decision(pilot, app)
        table = table_screen(app)
        card = table.hand_widget().content_region
        at_card = (card.x + 2, card.y + 1)
        await terminal_click(pilot, app, *at_card)                        # Anna chooses a card ...
        app.clock.advance(app.settings.key_hold)                          # (Enter held a moment after the hand-off)
        await pilot.press("enter")                                        # ... and plays it: Ben's hand-off
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "Ben's hand-off")
        handoff = app.screen
        assert isinstance(handoff, HandoffScreen)
        pass_guard(app)
        for x, y, button in (*at_card, 1), (0, 0, 3), (*key_line(handoff), 3):   # the card again, a right click
            for kind in (events.MouseDown, events.MouseUp, events.Click):      # in a corner, one on the key line
                app.post_message(kind(None, x, y, 0, 0, button, False, False, False, screen_x=x, screen_y=y))
            await settle(pilot)
            assert app.screen is handoff and not handoff.closed, (x, y, button)
            assert handoff.guarding                                       # the wait began again
            pass_guard(app)
        await terminal_click(pilot, app, *key_line(handoff))              # Ben clicks where it says to
        await until(pilot, lambda: app.screen is not handoff, "Ben's hand")
        assert app.flow is not None and app.flow.hotseat.holder == 1
