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
from maumau_tui.referee import ManualClock
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
        assert "Anna played 9 of Clubs" in screen_text(app)


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
        assert "9♣" in screen_text(app) or "9 of Clubs" in screen_text(app)


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
        assert said == "… a moment without keys: early ones do not count.", said
        assert app.screen is handoff
        pass_guard(app)
        assert str(handoff.query_one("#handoff-key").render()) == "Ben: press Enter to see your hand."
