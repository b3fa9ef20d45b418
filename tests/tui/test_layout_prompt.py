"""The prompt over the table: `t` asks for the hint there too (the footer below names it), and a prompt withdrawn
before it was ever mounted (moves back to back) closes quietly."""

from __future__ import annotations

from textual.widgets import Static

from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.prompts import all_moves_prompt
from maumau_tui.tui.screens.dialogs import HelpScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.table import TableScreen
from tui_helpers import send, staged_app, table_screen, until, until_decision

SIZE = (80, 24)
SOLO = [("Anna", False), ("Bot", True)]


def app_at_my_turn() -> MauMauApp:
    app = staged_app(SOLO, ["9D 7C 8C QS", "KD QD 10S 7S"], pile="9H", stock="AS AH AC KC KS", dealer=1)
    assert app.table is not None
    app.table.hint_options = {"iterations": 40}
    return app


async def test_t_in_a_prompt_shows_the_hint_for_that_decision() -> None:
    app = app_at_my_turn()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "o")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the list of moves")
        await send(pilot, "t")
        await until(pilot, lambda: bool(list(app._notifications)), "the hint")
        [advice] = [str(note.message) for note in app._notifications]
        assert app.table is not None
        expected = app.table.advice(0, "en")
        assert expected is not None and expected.reason and expected.reason in advice
        assert isinstance(app.screen, ChoicePrompt) and len(app.table.match.moves) == 0   # still asking


async def test_a_prompt_withdrawn_before_it_mounted_closes_quietly() -> None:
    app = app_at_my_turn()
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        for _ in range(3):
            prompt = ChoicePrompt(all_moves_prompt(screen.view, screen.look), "en")
            app.push_screen(prompt)
            prompt.withdraw()                      # out of date at once: it never gets to mount
            await pilot.pause()
            await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table again")
        await send(pilot, "o")                     # the app goes on: the table asks as before
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "a prompt again")
        assert app.screen.query_one("OptionList").highlighted == 0 and app.return_code is None


async def test_the_help_page_names_every_key_of_the_table() -> None:
    for lang, words in {"de": ["Esc, q", "Menü", "Einstellungen", "markieren", "dieselbe Ziffer", "↑ ↓", "Tipp"],
                        "en": ["Esc, q", "menu", "settings", "mark a card", "the same digit again", "↑ ↓",
                               "hint"]}.items():
        app = app_at_my_turn()
        async with app.run_test(size=SIZE) as pilot:
            await until_decision(pilot, app)
            app.push_screen(HelpScreen(lang))
            await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help page")
            text = str(app.screen.query_one("#help-text", Static).render())
            missing = [word for word in words if word not in text]
            assert not missing, (lang, missing)
            assert "\n  t " in text and "\n  s " in text


async def test_the_title_offers_the_tables_keys_only_while_the_table_takes_them() -> None:
    """PLAYTEST264 N7: above a question the title bar still offered "Esc: menu · s: settings", the table's keys,
    though the question refuses ``s`` and names its own way out; under it the title offers the help's key alone
    (every screen takes it), and the others come back with the table."""
    app = app_at_my_turn()
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        keys = table_screen(app).query_one("#title-keys", Static)
        assert str(keys.render()).strip() == "?: help · Esc: menu · s: settings"
        await send(pilot, "o")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the list of moves")
        await pilot.pause()
        assert str(keys.render()).strip() == "?: help"
        await send(pilot, "s")                   # refused here, as the question's notice says
        assert isinstance(app.screen, ChoicePrompt)
        await send(pilot, "question_mark")       # the help's key works over the question
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
        await send(pilot, "escape")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the question again")
        await send(pilot, "escape")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table again")
        await pilot.pause()
        assert str(keys.render()).strip() == "?: help · Esc: menu · s: settings"
