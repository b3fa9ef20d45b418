"""Home and End go to the first and the last line of the lists of the server's screens, as they do on the settings
screen and in the replay (PLAYTEST205: End did nothing on the settings screen, and the Enter after it changed the
first row): the lobby's tables, the rows of a new table's form, the rows of the table's ``s`` dialog."""

from __future__ import annotations

from textual.app import App
from textual.widgets import OptionList

from maumau_tui.net.create_screen import CreateScreen
from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.looks_screen import LooksScreen
from maumau_tui.tui.settings import Settings
from test_lobby_help import table_with_rules


async def test_home_and_end_choose_the_first_and_the_last_table_of_the_lobby() -> None:
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = LobbyScreen("Anna", "en", lambda message: None, app.exit)
        await app.push_screen(lobby)
        lobby.update({"tables": [table_with_rules(number) for number in range(1, 6)], "rulesets": ["standard"]})
        await pilot.pause()
        await pilot.press("end")
        assert lobby.chosen == 4 and lobby.current() == lobby.tables[4]
        await pilot.press("up", "home")
        assert lobby.chosen == 0
        await pilot.press("end", "down")                     # past the last: the first, as ↓ goes
        assert lobby.chosen == 0


async def test_home_and_end_choose_the_first_and_the_last_row_of_a_new_tables_form() -> None:
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        form = CreateScreen("en", ["standard", "kronenstube"])
        await app.push_screen(form)
        await pilot.pause()
        await pilot.press("end")
        assert form.row == len(form.rows()) - 1
        last = form.rows()[-1]
        await pilot.press("home")
        assert form.row == 0 and form.rows()[0][0] == "ruleset"
        await pilot.press("end")
        assert form.rows()[form.row] == last


async def test_home_and_end_choose_the_first_and_the_last_row_of_the_tables_s_dialog() -> None:
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = LooksScreen(Settings(lang="en"))
        await app.push_screen(dialog)
        await pilot.pause()
        await pilot.press("end", "enter")                    # the last row: the hand's order
        assert dialog.settings.by_suit and dialog.settings.lang == "en"
        await pilot.press("home")
        assert dialog.query_one(OptionList).highlighted == 0
        await pilot.press("enter")
        assert dialog.settings.lang == "de"
