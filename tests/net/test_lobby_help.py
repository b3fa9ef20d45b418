"""``?`` (or F1) in the lobby shows what each of its keys does, in the player's language, and Esc goes back."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Static

from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.seat_help import lobby_help
from maumau_tui.net.words import word
from maumau_tui.tui.screens.dialogs import HelpScreen
from maumau_tui.tui.textual_private import screen_lines

LETTERS = ("c", "j", "w", "s", "l", "g", "e", "k", "q")


def test_the_lobby_help_explains_every_key_of_the_lobby() -> None:
    bound = {key for binding in LobbyScreen.BINDINGS for key in str(binding.key).split(",") if len(key) == 1}
    assert bound == set(LETTERS)
    for lang in ("de", "en"):
        keyed = [line.split("  ")[1].strip() for line in lobby_help(lang).splitlines()
                 if line.startswith("  ") and line[2:3] != " "]
        told = {key.strip() for line in keyed for key in line.split(",")}
        assert set(LETTERS) <= told, lang
        assert {"↑ ↓", "?", "F1"} <= told, lang
    assert lobby_help("fr") == lobby_help("en")


@pytest.mark.parametrize("lang, line", [("de", "Tisch anlegen"), ("en", "make a new table")])
async def test_question_mark_in_the_lobby_opens_its_help(lang: str, line: str) -> None:
    sent: list[dict[str, object]] = []
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = LobbyScreen("Anna", lang, sent.append, app.exit)
        await app.push_screen(lobby)
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert line in str(app.screen.query_one("#help-text", Static).render())
        await pilot.press("c", "s", "l", "j", "g")     # the lobby's keys do nothing under its help
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen) and sent == []
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is lobby and app.return_code is None
        await pilot.press("f1", "question_mark")
        await pilot.pause()
        assert app.screen is lobby


def kronenstube(number: int) -> dict[str, object]:
    return {"number": number, "ruleset": "kronenstube", "options": {}, "seats": ["Anna", "", "Robo", ""],
            "levels": ["", "", "medium", ""], "creator": "Anna", "started": False, "over": False,
            "watchers": 0, "away": [], "stand_ins": []}


@pytest.mark.parametrize("width", [60, 70, 78, 80, 84, 100])
async def test_a_table_of_the_lobby_breaks_between_its_parts(width: int) -> None:
    """A long table line breaks before a " · ", never inside "waiting for 2" (PLAYTEST33: "waiting for" at the end
    of one line, "2" alone on the next); what follows is indented under the table's number."""
    app: App[None] = App()
    async with app.run_test(size=(width, 24)) as pilot:
        lobby = LobbyScreen("Anna", "en", lambda message: None, app.exit)
        await app.push_screen(lobby)
        lobby.update({"tables": [kronenstube(1), kronenstube(2)], "rulesets": ["standard", "kronenstube"]})
        await pilot.pause()
        shown = lobby.query_one("#lobby-tables", Static)
        lines = str(shown.render()).splitlines()
        assert all(cell_len(line) <= shown.size.width for line in lines), lines    # nothing left to wrap
        assert sum("waiting for 2" in line for line in lines) == 2, lines
        assert [line for line in lines if line.startswith(("> #", "  #"))] == [
            line for line in lines if not line.startswith("    ")]
        if width < 80:
            assert len(lines) > 2, lines


async def test_the_lobby_breaks_its_tables_again_when_the_terminal_narrows() -> None:
    app: App[None] = App()
    async with app.run_test(size=(120, 24)) as pilot:
        lobby = LobbyScreen("Anna", "en", lambda message: None, app.exit)
        await app.push_screen(lobby)
        lobby.update({"tables": [kronenstube(1)], "rulesets": ["standard", "kronenstube"]})
        await pilot.pause()
        shown = lobby.query_one("#lobby-tables", Static)
        assert len(str(shown.render()).splitlines()) == 1
        await pilot.resize_terminal(60, 24)
        await pilot.pause()
        await pilot.pause()
        lines = str(shown.render()).splitlines()
        assert len(lines) > 1 and all(cell_len(line) <= shown.size.width for line in lines), lines


def table_with_rules(number: int) -> dict[str, object]:
    return {**kronenstube(number), "ruleset": "standard",
            "options": {"quick": True, "blind": True, "cards": 6, "seven_on_seven": True, "play_to": 50}}


async def four_tables(app: App[None], pilot: Pilot[None]) -> LobbyScreen:
    """The lobby listing four tables with house rules (lines of four rows at 60 columns)."""
    lobby = LobbyScreen("Anna", "en", lambda message: None, app.exit)
    await app.push_screen(lobby)
    lobby.update({"tables": [table_with_rules(number) for number in range(1, 5)], "rulesets": ["standard"]})
    await pilot.pause()
    await pilot.pause()
    return lobby


@pytest.mark.parametrize("size", [(60, 20), (80, 24)])
async def test_the_lobbys_keys_stay_in_view_however_many_tables_it_lists(size: tuple[int, int]) -> None:
    """PLAYTEST36: at 60x20 two tables with house rules pushed the key lines and the group line below the screen."""
    app: App[None] = App()
    async with app.run_test(size=size) as pilot:
        lobby = await four_tables(app, pilot)
        for name in ("#lobby-keys", "#lobby-group"):
            region = lobby.query_one(name, Static).region
            assert region.height > 0 and region.y + region.height <= size[1], (name, region)
        assert "? help" in str(lobby.query_one("#lobby-keys", Static).render())


def test_a_table_line_counts_one_watcher_in_the_singular_and_ends_no_rule_with_a_full_stop() -> None:
    from maumau_tui.net.lobby_lines import options_said, table_line

    playing = {**kronenstube(3), "started": True, "seats": ["Anna", "Ben", "Cleo", "Dora"]}
    assert table_line({**playing, "watchers": 1}, "de").endswith("spielt · 1 schaut zu")
    assert table_line({**playing, "watchers": 2}, "de").endswith("spielt · 2 schauen zu")
    assert table_line({**playing, "watchers": 1}, "en").endswith("playing · 1 watching")
    said = options_said({"ruleset": "standard", "options": {"six_cards": True}}, "en")
    assert said == ["Six cards each instead of five: on"], said



def test_an_option_cut_short_keeps_its_mark_on_an_ascii_screen_too() -> None:
    """PLAYTEST129 F4: on an ASCII screen "Stake in cents per minus..." lost its "..." with the full stop
    taken off, and read "Stake in cents per minus: 10"."""
    from maumau_tui.net.lobby_lines import options_said
    from maumau_tui.tui.spelling import spell_out

    spell_out()
    try:
        said = options_said({"ruleset": "miese-punkte", "options": {"einsatz": 10}}, "en")
    finally:
        spell_out(False)
    assert said == ["Stake in cents per minus...: 10"], said


@pytest.mark.parametrize("size", [(60, 20), (80, 24)])
async def test_a_refusal_in_the_lobby_stays_in_view_above_its_keys(size: tuple[int, int]) -> None:
    """Review 36: with the keys at the foot, a long list of tables covered the notice that followed it."""
    app: App[None] = App()
    async with app.run_test(size=size) as pilot:
        lobby = await four_tables(app, pilot)
        lobby.refused("that table is full")
        await pilot.pause()
        await pilot.pause()
        notice, keys = (lobby.query_one(name, Static).region for name in ("#lobby-notice", "#lobby-keys"))
        assert notice.height > 0 and notice.y + notice.height <= keys.y, (notice, keys)
        assert str(lobby.query_one("#lobby-notice", Static).render()) == "That table is full."


async def test_the_chosen_table_is_kept_in_view_above_the_keys() -> None:
    """Review 36: at 60x20 ↓ chose tables drawn under the keys, out of sight."""
    app: App[None] = App()
    async with app.run_test(size=(60, 20)) as pilot:
        lobby = await four_tables(app, pilot)
        for _ in range(3):
            await pilot.press("down")
            await pilot.pause()
            await pilot.pause()
        assert lobby.chosen == 3
        keys = lobby.query_one("#lobby-foot").region
        rows = [strip.text for strip in screen_lines(lobby)][:keys.y]   # what shows above the keys
        assert any(line.strip().startswith("> #4 Mau-Mau") for line in rows), "\n".join(rows)
        for _ in range(3):
            await pilot.press("up")
            await pilot.pause()
            await pilot.pause()
        rows = [strip.text for strip in screen_lines(lobby)][:keys.y]
        assert any(line.strip().startswith("> #1 Mau-Mau") for line in rows), "\n".join(rows)


async def test_wait_until_every_seat_is_taken_goes_once_every_seat_is() -> None:
    """PLAYTEST50: "Wait until every seat is taken." stayed under "full: Anna starts" after the table filled."""
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = LobbyScreen("Anna", "en", lambda message: None, app.exit)
        await app.push_screen(lobby)
        listing = {"tables": [kronenstube(1)], "rulesets": ["kronenstube"]}
        lobby.update(listing)
        lobby.refused(word("en", "seats_open"))                # s while two seats are free
        lobby.update(listing)                                  # a listing with seats still free: it stays
        await pilot.pause()
        assert str(lobby.query_one("#lobby-notice", Static).render()) == ("Wait until every seat is taken (or close the "
                                                                          "table with l and make it again, with a bot in "
                                                                          "the free seat).")
        lobby.update({**listing, "tables": [{**kronenstube(1), "seats": ["Anna", "Ben", "Robo", "Cleo"]}]})
        await pilot.pause()
        assert str(lobby.query_one("#lobby-notice", Static).render()) == ""
        lobby.refused("that table is full")                    # another refusal stays as it was
        lobby.update({**listing, "tables": [{**kronenstube(1), "seats": ["Anna", "Ben", "Robo", "Cleo"]}]})
        await pilot.pause()
        assert str(lobby.query_one("#lobby-notice", Static).render()) == "That table is full."


def test_the_forms_help_says_each_of_its_keys_in_both_languages() -> None:
    from maumau_tui.net.create_screen import CreateScreen
    from maumau_tui.net.seat_help import create_help

    bound = {key for binding in CreateScreen.BINDINGS for key in str(binding.key).split(",")}
    assert {"up", "down", "left", "right", "plus", "minus", "space", "backspace", "enter", "escape", "f1"} <= bound
    for lang, words in (("de", ("← →, + -", "Leertaste", "Rücktaste", "Enter", "Esc", "?, F1")),
                        ("en", ("← →, + -", "Space", "Backspace", "Enter", "Esc", "?, F1"))):
        assert all(word in create_help(lang) for word in words), lang
    assert create_help("fr") == create_help("en")


async def test_a_notice_that_begins_with_somebodys_name_keeps_it_as_written() -> None:
    """PLAYTEST108 F12: pia's terminal died at ben's table, and the notice read "Pia is no longer connected ..."."""
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = LobbyScreen("ben", "en", lambda message: None, app.exit)
        await app.push_screen(lobby)
        lobby.update({"tables": [{"number": 1, "ruleset": "standard", "seats": ["pia", "ben", ""], "levels": ["", "", ""],
                                  "creator": "pia"}], "rulesets": ["standard"]})
        notice = lobby.query_one("#lobby-notice", Static)
        lobby.told({"en": "pia is no longer connected to the server: the seat at table #1 is free again"})
        await pilot.pause()
        assert str(notice.render()) == "pia is no longer connected to the server: the seat at table #1 is free again."
        lobby.news = ""                                 # (the next key in the lobby takes the news away)
        for reason, said in [("pia closed table #1 before it started", "pia closed table #1 before it started."),
                             ("pias Platz wurde von einem anderen Terminal aus eingenommen.",    # (German's genitive)
                              "pias Platz wurde von einem anderen Terminal aus eingenommen."),
                             ("piano players first", "Piano players first.")]:   # (a word that begins like a name)
            lobby.refused(reason)
            await pilot.pause()
            assert str(notice.render()) == said


@pytest.mark.parametrize("size", [(60, 20), (80, 24)])
async def test_only_the_list_of_tables_scrolls_under_the_lines_that_say_who_and_where_one_is(
        size: tuple[int, int]) -> None:
    """PLAYTEST108 F13: with twelve tables the whole lobby scrolled, "Hello, nora!" and where she sat off the screen."""
    app: App[None] = App()
    async with app.run_test(size=size) as pilot:
        lobby = LobbyScreen("Anna", "en", lambda message: None, app.exit)
        await app.push_screen(lobby)
        lobby.update({"tables": [table_with_rules(number) for number in range(1, 13)], "rulesets": ["standard"]})
        await pilot.pause()
        for _ in range(11):
            await pilot.press("down")
        await pilot.pause()
        await pilot.pause()
        keys = lobby.query_one("#lobby-foot").region
        rows = [strip.text for strip in screen_lines(lobby)]
        above = rows[:keys.y]
        assert lobby.chosen == 11 and any(line.strip().startswith("> #12 Mau-Mau") for line in above), "\n".join(rows)
        assert any("Hello, Anna!" in line for line in above) and any("Mau-Mau · Lobby · Anna" in line for line in above)
        assert not any("#1 Mau-Mau" in line for line in above), "\n".join(rows)    # (the list did scroll)


async def test_a_key_the_lobby_does_not_take_says_so_and_goes_with_the_next() -> None:
    """PLAYTEST219 N5: x, z or 1 in the lobby did nothing, without a word (at the table every stray key is answered)."""
    from maumau_tui.net.host import Hub
    from maumau_tui.net.lobby import Lobby
    from net_helpers import screen_text, seat_app, until

    app, serving = seat_app(Hub(Lobby()), lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.link is not None, "the lobby")
        said = "That key does nothing in the lobby: ? shows every key."
        for key in ("x", "1"):
            await pilot.press(key)
            await until(pilot, lambda: said in screen_text(app), f"the word on {key}")
        await pilot.press("down")
        await until(pilot, lambda: said not in screen_text(app), "the word gone with the next key")
        await pilot.press("space")                     # (the connection's check: a key of the lobby's)
        await pilot.pause()
        assert said not in screen_text(app)
    serving.cancel()
