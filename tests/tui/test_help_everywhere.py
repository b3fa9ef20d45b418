"""``?`` (and F1) opens the help wherever the title bar promises it: on the hand-off, over a question, on a hand's
sheet, over a dialog (PLAYTEST35: there it did nothing, without a word); Esc comes back to the same screen."""

from __future__ import annotations

from textual.widgets import Static

from maumau_tui.clock import ManualClock
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.i18n import HELP
from maumau_tui.tui.screens.dialogs import HelpScreen, QuitScreen
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.seats import NameInput
from maumau_tui.tui.screens.too_small import TooSmallScreen
from maumau_tui.tui.settings import Settings
from tui_helpers import at_a_name_prompt, pass_guard, ready_handoff, send, settle, staged_app, take_handoff


def help_text(screen: object) -> str:
    assert isinstance(screen, HelpScreen)
    return str(screen.query_one("#help-text", Static).render())


async def test_question_mark_opens_the_help_on_the_hand_off_over_a_question_and_over_a_dialog() -> None:
    app = staged_app([("Anna", False), ("Ben", False)], ["JH 7C 8C", "8D 9D"], "10H", stock="KS QS AS")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        handoff = app.screen
        assert isinstance(handoff, HandoffScreen)
        pass_guard(app)
        await send(pilot, "question_mark")
        shown = help_text(app.screen)
        assert "choose a card" in shown and "\n  k " in HELP["en"] and "\n  k " not in shown   # the table's, for its rules
        await send(pilot, "escape")
        assert app.screen is handoff
        await take_handoff(pilot, app)
        await send(pilot, "o")
        question = app.screen
        assert isinstance(question, ChoicePrompt)
        pass_guard(app)                                 # (a key right after a question opens is held a moment)
        await send(pilot, "f1")
        assert isinstance(app.screen, HelpScreen)
        await send(pilot, "question_mark")             # ? closes it again, as it opened it
        assert app.screen is question
        await send(pilot, "ctrl+c")
        dialog = app.screen
        assert isinstance(dialog, QuitScreen)
        await send(pilot, "question_mark")
        assert isinstance(app.screen, HelpScreen)
        await send(pilot, "escape")
        assert app.screen is dialog
        await send(pilot, "n")
        assert app.screen is question and app.return_code is None


async def test_question_mark_opens_the_help_on_a_hands_sheet() -> None:
    app = staged_app([("Anna", False), ("Ben", False)], ["9H", "8D 9D"], "10H", stock="KS QS AS")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await take_handoff(pilot, app)
        await send(pilot, "enter")
        ready_handoff(app)
        sheet = app.screen
        assert isinstance(sheet, HandEndScreen), sheet
        await send(pilot, "question_mark")
        assert "choose a card" in help_text(app.screen)
        await send(pilot, "escape")
        assert app.screen is sheet


async def test_the_help_is_german_at_a_german_table() -> None:
    app = staged_app([("Anna", False), ("Ben", False)], ["JH 7C 8C", "8D 9D"], "10H", stock="KS QS AS", lang="de")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        pass_guard(app)
        await send(pilot, "question_mark")
        assert "Karte wählen" in help_text(app.screen)


async def test_a_question_mark_typed_into_a_name_is_a_letter_not_the_help() -> None:
    async with at_a_name_prompt() as (pilot, app, prompt):
        await pilot.press("b", "question_mark", "a", "f1")   # (as a terminal sends them: ? with its character)
        await settle(pilot)
        assert app.screen is prompt and prompt.query_one(NameInput).value == "b?a"


async def test_question_mark_in_the_hand_offs_first_moment_or_on_a_terminal_too_small_does_nothing() -> None:
    """The hand-off drops every key in its first moment (a key meant for the screen before); a terminal too small
    for any screen takes none (review 35: the help opened over both)."""
    app = staged_app([("Anna", False), ("Ben", False)], ["JH 7C 8C", "8D 9D"], "10H", stock="KS QS AS")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        handoff = app.screen
        assert isinstance(handoff, HandoffScreen) and handoff.guarding
        await send(pilot, "question_mark", "f1")
        assert app.screen is handoff
        await pilot.resize_terminal(40, 12)
        await settle(pilot)
        small = app.screen
        assert isinstance(small, TooSmallScreen)
        pass_guard(app)
        await send(pilot, "question_mark")
        assert app.screen is small


async def test_q_on_a_question_goes_to_the_menu_as_at_the_table() -> None:
    """The help says "Esc, q: back to the menu"; on the wish question q did nothing but a notice (PLAYTEST35)."""
    app = staged_app([("Anna", False), ("Ben", False)], ["JH 7C 8C", "8D 9D"], "10H", stock="KS QS AS")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await take_handoff(pilot, app)
        await send(pilot, "3", "enter")                 # the Jack: which suit?
        pass_guard(app)
        wish = app.screen
        assert isinstance(wish, ChoicePrompt) and not wish.spec.cancellable
        await send(pilot, "escape")
        asked = type(app.screen)
        assert app.screen is not wish
        await send(pilot, "n")
        assert app.screen is wish
        await send(pilot, "q")
        assert type(app.screen) is asked and app.screen is not wish
        await send(pilot, "n")
        assert app.screen is wish
        await send(pilot, "o")                          # (o on a question: the notice, nothing chosen)
        assert app.screen is wish


async def test_question_mark_on_a_page_of_its_own_away_from_a_table_does_nothing() -> None:
    """The statistics (and the history) show their keys on them; the table's help would list none of them (review 35;
    the replay has a help of its own: ``test_replay.py``)."""
    from maumau_tui.tui.screens.statistics import StatisticsScreen

    app = MauMauApp(Settings(lang="en"), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        page = StatisticsScreen(app.settings, app.store)
        await app.push_screen(page)
        await settle(pilot)
        pass_guard(app)
        for key in ("question_mark", "f1"):
            await pilot.press(key)
            await settle(pilot)
            assert app.screen is page, key


async def test_q_on_a_follow_up_question_asks_for_the_menu_too() -> None:
    """A joker's suit, asked after its rank: q there asked nothing, it only went back a step (review 36)."""
    from textual.app import App

    from maumau_tui.notation import Move
    from maumau_tui.tui.prompts import Choice, PromptSpec

    asked: list[str] = []
    suit = PromptSpec("joker-suit", "Joker as a Queen: which suit?",
                      (Choice("QH", Move("play", (0,))), Choice("QS", Move("play", (1,)))), cancellable=True)
    rank = PromptSpec("play", "Joker", (Choice("as a Queen ...", Move("play", (0,)), then=suit),
                                        Choice("as an Ace", Move("play", (2,)))), cancellable=True)
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        prompt = ChoicePrompt(rank, "en", leave=("Esc: menu", lambda: asked.append("menu")))
        await app.push_screen(prompt)
        await pilot.pause()
        await pilot.press("1", "enter")
        await pilot.pause()
        assert prompt.follow is not None and app.screen is prompt.follow
        await pilot.press("q")
        await pilot.pause()
        assert asked == ["menu"] and app.screen is prompt.follow
        await pilot.press("escape")                   # Esc there still goes back to the rank
        await pilot.pause()
        assert app.screen is prompt and asked == ["menu"]


async def test_the_screens_before_a_match_put_their_own_keys_at_the_top_of_the_help() -> None:
    """(Playtest 37: the variant chooser and the seats screen showed only the table's keys, and ? did nothing on
    the rules and options.)"""
    from maumau_tui.tui.screens.ruleset import RulesetScreen
    from maumau_tui.tui.screens.seats import SeatsScreen
    from maumau_tui.tui.screens.variant import VariantScreen

    app = MauMauApp(Settings(lang="de", seed=3, bot_delay=0.0), clock=ManualClock(), variants=["standard"])
    async with app.run_test(size=(80, 24)) as pilot:
        for screen, keys, first in ((VariantScreen, [], "Hier: die Variante wählen"),
                                    (RulesetScreen, ["enter"], "Hier: die Regeln lesen und Optionen wählen"),
                                    (SeatsScreen, ["s"], "Hier: die Plätze besetzen")):
            for key in keys:
                await send(pilot, key)
            await settle(pilot)
            assert isinstance(app.screen, screen)
            for key in ("question_mark", "f1"):
                await send(pilot, key)
                shown = help_text(app.screen)
                assert shown.startswith(first) and "Am Tisch" in shown, shown[:200]
                await send(pilot, "escape")
                assert isinstance(app.screen, screen)


async def test_the_settings_screen_has_a_help_of_its_own() -> None:
    """(Playtest 40: ? did nothing on the settings.)"""
    from maumau_tui.tui.screens.settings import SettingsScreen

    app = MauMauApp(Settings(lang="de", seed=3, bot_delay=0.0), clock=ManualClock(), variants=["standard"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await send(pilot, "s")
        assert isinstance(app.screen, SettingsScreen)
        for key in ("question_mark", "f1"):
            await send(pilot, key)
            shown = help_text(app.screen)
            assert shown.startswith("Hier: die Einstellungen") and "Am Tisch" not in shown, shown[:200]
            await send(pilot, "escape")
            assert isinstance(app.screen, SettingsScreen)
