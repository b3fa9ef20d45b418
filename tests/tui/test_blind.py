"""Blind play in the app: a lie is chosen from the move list, the next person sees only the declared card,
and a challenge turns the real card over for everybody."""

from __future__ import annotations

from textual.pilot import Pilot

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.notation import parse_move
from maumau_tui.table import Table
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.settings import Settings
from maumau_tui.clock import ManualClock
from tui_helpers import pass_guard, screen_text, send, table_screen, take_handoff, until, until_decision

SIZE = (80, 24)


def blind_app() -> MauMauApp:
    table = Table.from_names("standard", [("Anna", False), ("Ben", False)], 1, {"blind": True})
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("9C KS 8D"), cards("10D QC")],
                                cards("9H"), cards("7S AC KD"), dealer=1))
    app = MauMauApp(Settings(lang="en", seed=1, bot_delay=0.0), clock=ManualClock())
    app.table = table
    return app


async def anna_lies(pilot: Pilot[None], app: MauMauApp) -> str:
    """Anna takes the keyboard and lays her 9♣ face down as 7♥, chosen from the list of every move (lies
    included); returns the line she chose."""
    await until_decision(pilot, app)
    if isinstance(app.screen, HandoffScreen):
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
    await pilot.press("o")
    await pilot.pause()
    pass_guard(app)                                         # she reads the list before Enter counts
    prompt = app.screen
    assert isinstance(prompt, ChoicePrompt)
    index = [choice.move for choice in prompt.spec.choices].index(parse_move("play 9C as 7H"))
    await pilot.press(*["down"] * index, "enter")
    await until_decision(pilot, app)
    return prompt.spec.choices[index].label


async def test_a_lie_shows_only_the_declared_card_until_it_is_challenged() -> None:
    app = blind_app()
    async with app.run_test(size=SIZE) as pilot:
        label = await anna_lies(pilot, app)
        assert "as 7♥" in label
        assert isinstance(app.screen, HandoffScreen)        # Ben takes the keyboard
        assert "9♣" not in screen_text(app)
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
        seen = screen_text(app)
        assert "7♥" in seen and "9♣" not in seen and "9 of Clubs" not in seen
        assert table_screen(app).view.top == parse_card("7H")
        challenge = app.screen                              # believe or challenge, and what each risks
        assert isinstance(challenge, ChoicePrompt) and challenge.spec.kind == "challenge"
        assert "declares 7♥ (7 of Hearts)" in challenge.spec.title
        assert [choice.move.kind for choice in challenge.spec.choices] == ["accept", "catch"]
        assert "Anna takes the card back and draws 1 card; honest: you draw 1 card" in challenge.spec.choices[1].label
        assert "draws 1 card; honest: you draw 1 card" in seen and "Believe it: 7♥ stands" in seen
        await pilot.press("2", "enter")                     # Ben does not believe it
        await until_decision(pilot, app)
        game = app.table.game
        assert parse_card("9C") in game.hands[0] and game.top == parse_card("9H")
        if isinstance(app.screen, HandoffScreen):
            await take_handoff(pilot, app)
            await until_decision(pilot, app)
        seen = screen_text(app)                             # (the log line wraps: "... the 9 of" / "Clubs.")
        assert "Anna played the 9 of" in seen and "││Clubs." in seen, seen


async def test_a_double_enter_on_the_hand_off_answers_no_challenge_unseen() -> None:
    """Ben takes the keyboard with Enter pressed twice: the believe-or-challenge question his table opens at once
    takes the second Enter as nothing (its first line would believe the lie)."""
    app = blind_app()
    async with app.run_test(size=SIZE) as pilot:
        await anna_lies(pilot, app)
        assert isinstance(app.screen, HandoffScreen)
        pass_guard(app)
        await pilot.press("enter")
        await until_decision(pilot, app)
        assert isinstance(app.screen, ChoicePrompt) and app.screen.spec.kind == "challenge"
        await send(pilot, "enter")                          # the double press
        assert isinstance(app.screen, ChoicePrompt) and app.table is not None and app.table.game.actor == 1
        pass_guard(app)                                     # he has read the question
        await send(pilot, "2", "enter")
        await until(pilot, lambda: not isinstance(app.screen, ChoicePrompt) or app.screen.spec.kind != "challenge",
                    "the challenge answered")
        seen = screen_text(app)
        assert "9♣" in seen or ("played the 9 of" in seen and "││Clubs." in seen), seen   # (a wrapped log line)


async def test_keys_pressed_too_soon_on_a_hand_off_are_said_not_to_count() -> None:
    """Playtest 49: Enter every 0.3 s on a hand-off kept its "…" (each key starts the wait again) without a word why."""
    app = blind_app()
    async with app.run_test(size=SIZE) as pilot:
        await anna_lies(pilot, app)
        handoff = app.screen
        assert isinstance(handoff, HandoffScreen)
        await pilot.pause()
        assert str(handoff.query_one("#handoff-key").render()) == "…"      # (Ben's keys do not count yet)
        await pilot.press("enter")
        await pilot.pause()
        said = str(handoff.query_one("#handoff-key").render())
        assert said == "… wait a moment: keys pressed too early do not count.", said
        assert app.screen is handoff
        pass_guard(app)
        assert str(handoff.query_one("#handoff-key").render()) == "Ben: press Enter to see your hand."


async def test_only_the_cards_that_fit_are_marked_and_a_card_that_does_not_asks_which_lie_before_enter_plays() -> None:
    """PLAYTEST113 F5: in blind play every card was marked playable, and on a card that does not fit the question
    started on a lie, so Enter, Enter lied although nobody chose to (the truth comes first where there is one)."""
    from maumau_tui.tui.textual_private import notifications
    from maumau_tui.tui.widgets.hand import HandView

    app = blind_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
        assert app.screen.query_one(HandView).playable == {parse_card("9C")}      # not K♠ nor 8♦
        assert "[ ] = playable · any other face down, as a lie" in screen_text(app)
        hand = table_screen(app).view.hand
        await send(pilot, str(hand.index(parse_card("KS")) + 1), "enter")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the question")
        assert app.screen.spec.title == "K♠ does not fit: face down it can only be a lie – declare it as …"
        pass_guard(app)
        await send(pilot, "enter")                                               # not a lie yet
        assert isinstance(app.screen, ChoicePrompt) and len(app.table.game.hands[0]) == 3
        said = "Choose a line first (a digit or ↑↓): each one is a lie."
        assert said in [str(note.message) for note in notifications(app)]
        await send(pilot, "down", "enter")                                       # the second lie, chosen
        await until(pilot, lambda: len(app.table.game.hands[0]) == 2, "the card laid face down")
        blind = app.table.game.blind
        assert blind is not None and blind.real == parse_card("KS") and app.table.game.top != parse_card("KS")


async def test_on_a_card_that_fits_enter_enter_tells_the_truth() -> None:
    app = blind_app()
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
        hand = table_screen(app).view.hand
        await send(pilot, str(hand.index(parse_card("9C")) + 1), "enter")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the question")
        assert app.screen.spec.title == "Lay 9♣ face down – declare it as …"
        pass_guard(app)
        await send(pilot, "enter")
        await until(pilot, lambda: len(app.table.game.hands[0]) == 2, "the card laid face down")
        assert app.table.game.blind is not None and app.table.game.blind.real == parse_card("9C")
        assert app.table.game.top == parse_card("9C")
