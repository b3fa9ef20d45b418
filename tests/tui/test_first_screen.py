"""The first screen as a new table meets it: the settings one key away (a new language shows at once), the
settings remembered from the last start, each variant's name in one language, and the variants in the order a
table looks for them (the classic game, the house rules, the regional games, the player's own)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.widgets import OptionList

from maumau_tui.clock import ManualClock
from maumau_tui.rules.loader import builtin_dir, load, ruleset_paths
from maumau_tui.tui.app import MauMauApp, run
from maumau_tui.tui.settings import start_settings
from maumau_tui.tui.screens.dialogs import ConfirmScreen, QuitScreen
from maumau_tui.tui.screens.ruleset import RulesetScreen
from maumau_tui.tui.screens.settings import SettingsScreen
from maumau_tui.tui.textual_private import notifications
from maumau_tui.rules.order import listing_order
from maumau_tui.tui.screens.variant import VariantScreen, variant_name
from maumau_tui.tui.settings import SPEEDS, Settings
from tui_helpers import screen_text, send, until, until_decision

SIZE = (80, 24)


def words(app: App[Any]) -> str:
    return " ".join(screen_text(app).split())


def listed(app: MauMauApp) -> list[str]:
    options = app.screen.query_one(OptionList)          # the entries, not the groups' headings
    return [option.id or "" for option in (options.get_option_at_index(index) for index in range(options.option_count))
            if not option.disabled]


# ---- settings from the first screen ---------------------------------------------------------------------------

async def test_s_on_the_first_screen_opens_the_settings_and_a_new_language_shows_at_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(Settings(lang="de"), variants=["standard", "evil-seven"])
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: "Böse Sieben" in words(app), "the names")
        first = app.screen
        assert isinstance(first, VariantScreen)
        assert "Welche Variante" in words(app) and "s Einstellungen" in words(app)
        await send(pilot, "s")
        assert isinstance(app.screen, SettingsScreen)
        await send(pilot, "enter", "escape")                      # Esc changes nothing
        assert app.screen is first and app.settings.lang == "de" and "Welche Variante" in words(app)
        assert not (tmp_path / "settings.json").exists()
        await send(pilot, "s")
        await send(pilot, "enter", "s")                           # the language turns to English; saved
        await until(pilot, lambda: app.screen is first, "the first screen again")
        await until(pilot, lambda: "Evil Seven" in words(app), "the names in English")
        text = words(app)
        assert "Which variant do you want to play?" in text and "Welche Variante" not in text
        assert "Böse Sieben" not in text and "Iranian, 52 cards" in text
        assert "s Settings" in text and "q Quit" in text and "Einstellungen" not in text     # the footer too
        assert app.settings.lang == "en" and first.settings.lang == "en"
        assert json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["lang"] == "en"
        assert first.query_one(OptionList).highlighted == 1     # the entry in hand stays chosen (0: its heading)
        await send(pilot, "enter")                                # the set-up goes on in English
        await until(pilot, lambda: isinstance(app.screen, RulesetScreen), "the rules page")
        assert "Rules: Mau-Mau" in words(app)


async def test_settings_that_cannot_be_saved_say_where_and_why_in_the_apps_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """(PLAYTEST82.) "Einstellungen nicht gespeichert (Is a directory)": no file, and the reason in English."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    (tmp_path / "settings.json").mkdir()
    app = MauMauApp(Settings(lang="de"), variants=["standard"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until(pilot, lambda: "Das klassische Mau-Mau" in words(app), "the names")
        await send(pilot, "s")
        await send(pilot, "s")
        said = f"Einstellungen nicht gespeichert in {tmp_path / 'settings.json'} (ein Ordner steht, wo die Datei " \
               "hingehört); sie gelten bis zum Ende."
        await until(pilot, lambda: said in [str(note.message) for note in notifications(app)], "the notice")


async def test_keys_typed_with_s_do_not_reach_the_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(Settings(lang="de"), variants=["standard"])
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: "Das klassische Mau-Mau" in words(app), "the names")
        await send(pilot, "s", "enter", "s")          # typed before the settings were on top: nothing turned, saved
        assert isinstance(app.screen, SettingsScreen) and app.screen.settings.lang == "de"
        assert not (tmp_path / "settings.json").exists()
        await send(pilot, "escape", "escape")          # the second Esc came before the first screen was on top
        assert isinstance(app.screen, VariantScreen) and app.is_running and app.settings.lang == "de"


async def test_home_and_end_choose_the_first_and_the_last_setting(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """(PLAYTEST205: End did nothing, and the Enter after it turned the first row, the language.)"""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(Settings(lang="en"), variants=["standard"])
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: "Which variant do you want to play?" in words(app), "the first screen")
        await send(pilot, "s")
        assert isinstance(app.screen, SettingsScreen)
        await send(pilot, "end", "enter")                         # the last row: the hand's order
        assert app.screen.settings.by_suit and app.screen.settings.lang == "en"
        assert "The hand's cards (g at the table too): ‹ grouped by suit ›" in words(app)
        await send(pilot, "home", "enter")                        # the first: the language
        assert app.screen.settings.lang == "de" and app.screen.settings.by_suit
        await send(pilot, "end", "down", "enter")                 # past the last: the first again
        assert app.screen.settings.lang == "en"


async def test_a_stray_esc_or_q_on_the_first_screen_asks_before_the_game_ends(tmp_path: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(Settings(lang="en"), variants=["standard"])
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: "Which variant do you want to play?" in words(app), "the first screen")
        first = app.screen
        await send(pilot, "escape")
        assert isinstance(app.screen, QuitScreen) and app.is_running and "Really quit" in words(app)
        assert "no, stay" in words(app) and "keep playing" not in words(app)      # (no match is on)
        await send(pilot, "escape")                               # Esc again: keep playing
        assert app.screen is first and app.is_running
        await send(pilot, "q")          # q, its key line's key, asks too (PLAYTEST155 F2: a burst's Esc, then its q)
        assert isinstance(app.screen, QuitScreen) and app.is_running
        notes: list[str] = []
        app.notify = lambda message, **_: notes.append(str(message))   # type: ignore[method-assign]
        await send(pilot, "enter")                                # Enter does not answer it, but says which keys do
        assert isinstance(app.screen, QuitScreen) and notes == ["y / Ctrl+C: yes, quit · n / Esc: no, stay"], notes   # (PLAYTEST240
        await send(pilot, "x", "1", "n")                          # stray keys do not answer it; n keeps playing   # N3)
        assert app.screen is first and app.is_running
        await send(pilot, "q")
        await send(pilot, "y")
        await until(pilot, lambda: not app.is_running, "the end of the game")


async def test_back_from_a_match_the_first_screen_speaks_the_new_language_and_offers_the_match(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(Settings(lang="de", seed=1, bot_delay=0.0), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: "Das klassische Mau-Mau" in words(app), "the names")
        first = app.screen
        await send(pilot, "enter")
        await send(pilot, "s")                                    # the options as they are
        await send(pilot, "down", "b", "s")                       # Anna and two bots
        await until_decision(pilot, app)
        await send(pilot, "s")                                    # the settings at the table: English
        assert isinstance(app.screen, SettingsScreen)
        await send(pilot, "enter", "s")
        await until_decision(pilot, app)
        await send(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        await send(pilot, "y")
        await until(pilot, lambda: app.screen is first, "the first screen again")
        await until(pilot, lambda: "Continue: Mau-Mau" in words(app), "the match to continue")
        text = words(app)
        assert "Which variant do you want to play?" in text and "s Settings" in text and "Welche" not in text
        assert listed(app)[0].startswith("save:") and listed(app)[1] == "standard"
        await send(pilot, "home")                                 # on the match: Enter plays it on (PLAYTEST175 F7)
        await until(pilot, lambda: "↑↓ choose · Enter: play on · x: discard · q: quit" in words(app), "its keys")
        await send(pilot, "down")                                 # on a variant: its rules and options
        await until(pilot, lambda: "↑↓ choose · Enter: rules and options · q: quit" in words(app), "a variant's")
        await send(pilot, "end")                                  # the finished matches, then the statistics: Enter
        await until(pilot, lambda: "↑↓ choose · Enter: open · q: quit" in words(app), "an entry's")   # opens them
        await send(pilot, "up")
        assert "↑↓ choose · Enter: open · q: quit" in words(app) and "rules and options" not in words(app)


# ---- remembered settings at start -----------------------------------------------------------------------------

def remember(home: Path, **values: object) -> None:
    (home / "settings.json").write_text(json.dumps(values), encoding="utf-8")


def test_the_session_starts_with_the_remembered_settings_and_the_options_given_over_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    for name in ("LC_ALL", "LC_MESSAGES", "LC_CTYPE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    plain = start_settings()                                 # no settings file: the locale's language
    assert (plain.lang, plain.ascii_cards, plain.bot_delay, plain.colours) == ("de", False, 0.6, "auto")
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert start_settings().lang == "en"
    remember(tmp_path, lang="de", ascii_cards=True, bot_speed="fast", colours="mono")
    saved = start_settings(seed=4)
    assert (saved.lang, saved.ascii_cards, saved.bot_delay, saved.colours, saved.seed) == ("de", True, 0.25, "mono", 4)
    assert saved.bots_in_thread
    given = start_settings(lang="en", bot_delay=0.0)        # only what is given changes
    assert (given.lang, given.ascii_cards, given.bot_delay, given.colours) == ("en", True, 0.0, "mono")
    assert start_settings(ascii_cards=False).ascii_cards is False


@pytest.mark.parametrize(("env", "letters"), [
    ({"LANG": "C"}, True), ({"LC_ALL": "POSIX", "LANG": "de_DE.UTF-8"}, True), ({"LANG": "de_DE.ISO-8859-1"}, True),
    ({"LC_CTYPE": "C", "LANG": "en_US.UTF-8"}, True), ({"LANG": "en_US.utf8"}, False), ({"LC_ALL": "C.UTF-8"}, False),
    ({"LANG": "C", "LC_CTYPE": "C.UTF-8"}, True),   # what Python makes of LANG=C at its start (PEP 538)
    ({"LANG": "de_DE.ISO-8859-1", "LC_CTYPE": "C.UTF-8"}, True),   # ... of a locale this machine does not have
    ({"LANG": "de_DE.UTF-8", "LC_CTYPE": "C.UTF-8"}, False),
    ({}, False)])
def test_a_locale_without_utf8_starts_with_suits_as_letters_unless_the_settings_say_otherwise(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, env: dict[str, str], letters: bool) -> None:
    """On a Latin-1 terminal or a console with LANG=C the suit symbols would be garbage."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    for name in ("LC_ALL", "LC_CTYPE", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert start_settings().ascii_cards is letters
    remember(tmp_path, ascii_cards=False)                    # chosen on the settings screen: it counts
    assert start_settings().ascii_cards is False
    assert start_settings(ascii_cards=True).ascii_cards is True


def test_a_process_started_with_lang_c_only_plays_with_letters(tmp_path: Path) -> None:
    """Python puts LC_CTYPE=C.UTF-8 into the environment of a process started under LANG=C (PEP 538)."""
    import subprocess
    import sys

    code = "from maumau_tui.tui.app import start_settings; print(start_settings().ascii_cards)"
    env = {"PATH": "/usr/bin:/bin", "LANG": "C", "MAUMAU_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "True", done.stderr


def test_settings_saved_without_touching_the_suits_leave_them_to_the_locale(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the language changed on a UTF-8 terminal: on a LANG=C console later the suits are letters still."""
    from dataclasses import replace

    from maumau_tui.tui.settings import save_settings

    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    for name in ("LC_ALL", "LC_CTYPE", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    save_settings(replace(start_settings(), lang="en"))
    monkeypatch.setenv("LANG", "C")
    assert start_settings().ascii_cards is True and start_settings().lang == "en"
    save_settings(replace(start_settings(), ascii_cards=False))     # chosen on that console: symbols after all
    assert start_settings().ascii_cards is False
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    save_settings(replace(start_settings(), bot_delay=0.25))        # a letter choice made elsewhere ...
    monkeypatch.setenv("LANG", "C")
    assert start_settings().ascii_cards is True                     # ... that matched its locale is not kept


def test_run_opens_the_app_with_the_remembered_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    remember(tmp_path, lang="en", ascii_cards=True, bot_speed="slow", colours="ansi")
    started: list[Settings] = []
    monkeypatch.setattr(MauMauApp, "run", lambda app, *_, **__: started.append(app.settings))
    assert run() == 0
    assert run(lang="de", ascii_cards=None, bot_delay=None) == 0
    assert [(s.lang, s.ascii_cards, s.bot_delay, s.colours) for s in started] == [
        ("en", True, SPEEDS["slow"], "ansi"), ("de", True, SPEEDS["slow"], "ansi")]


async def test_the_first_screen_speaks_the_remembered_language(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    remember(tmp_path, lang="en")
    app = MauMauApp(start_settings(), variants=["standard"])
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: "Which variant do you want to play?" in words(app), "the English chooser")


# ---- the variants' names and their order ----------------------------------------------------------------------

def test_a_variant_is_named_in_one_language() -> None:
    evil = load("evil-seven")
    assert variant_name(evil, "en") == "Evil Seven (Haft khabis)"
    assert variant_name(evil, "de") == "Böse Sieben (Haft khabis)"


async def test_the_english_chooser_names_no_variant_twice() -> None:
    app = MauMauApp(Settings(lang="en"))
    async with app.run_test(size=(80, 60)) as pilot:
        await until(pilot, lambda: "Evil Seven" in words(app), "the names")
        text = words(app)
        for ruleset_id in ruleset_paths():
            rules = load(ruleset_id)
            assert rules.name.en in text
            if rules.name.de not in rules.name.en:
                assert f"({rules.name.de})" not in text, rules.id


def kind_of(ruleset_id: str) -> int:
    """0 the classic game (seed 003's rules), 1 a house rule (a seed of its own), 2 a regional game, from the
    ruleset's ``source``."""
    source = load(ruleset_id).source
    if source.startswith("003: Mau-Mau (card game), Rules"):
        return 0
    seed = source[:3]
    return 1 if seed.isdigit() and seed != "003" else 2


def test_the_classic_game_comes_first_then_the_house_rules_then_the_regional_games() -> None:
    order = listing_order(ruleset_paths())
    assert order[0] == "standard" and sorted(order) == sorted(ruleset_paths())
    kinds = [kind_of(ruleset_id) for ruleset_id in order]
    assert kinds == sorted(kinds), list(zip(order, kinds))
    assert set(kinds) == {0, 1, 2}
    assert {rid for rid in order if kind_of(rid) == 1} == {"kronenstube", "miese-punkte", "idioten-mau",
                                                           "erftschmiede"}


async def test_the_chooser_lists_the_variants_in_that_order_and_the_players_own_after_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    (tmp_path / "rulesets").mkdir()
    (tmp_path / "rulesets" / "aaa-home.yaml").write_text(
        "id: aaa-home\nextends: standard\nname: Bei uns\ndescription: x\n", encoding="utf-8")
    paths = ruleset_paths()
    assert paths["aaa-home"].parent != builtin_dir()
    app = MauMauApp(Settings(lang="en"))
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: "Mau-Mau" in words(app), "the names")
        entries = listed(app)
        builtin = [rid for rid in paths if rid != "aaa-home"]
        assert entries == [*listing_order({rid: paths[rid] for rid in builtin}), "aaa-home",
                           "menu:statistics", "menu:history"]
        assert entries[:2] == ["standard", "kronenstube"]
        await send(pilot, "enter")                                # the first entry is the classic game
        await until(pilot, lambda: isinstance(app.screen, RulesetScreen), "the rules page")
        screen = app.screen
        assert isinstance(screen, RulesetScreen) and screen.ruleset_id == "standard"


@pytest.mark.parametrize(("lang", "shadow", "not_utf8"), [
    ("en", "not used: a built-in ruleset is called 'standard'", "its name is not UTF-8 text"),
    ("de", "nicht benutzt: ein eingebautes Regelwerk heißt 'standard'", "ihr Name ist kein UTF-8-Text")])
async def test_the_chooser_says_once_why_a_ruleset_file_of_ones_own_is_not_listed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, shadow: str, not_utf8: str) -> None:
    # (PLAYTEST197: a file named like a built-in ruleset was left out without a word; one named in Latin-1 was
    # listed, and the app ended when its seats were saved)
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    folder = tmp_path / "rulesets"
    folder.mkdir()
    text = "id: mine\nextends: standard\nname: Bei uns\ndescription: x\n"
    (folder / "standard.yaml").write_text(text.replace("mine", "standard"), encoding="utf-8")
    Path(os.fsdecode(bytes(folder / "k") + b"\xfc.yaml")).write_text(text, encoding="utf-8")
    app = MauMauApp(Settings(lang=lang))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until(pilot, lambda: "Mau-Mau" in words(app), "the names")
        said = [str(note.message) for note in notifications(app)]
        assert [line for line in said if shadow in line and str(folder / "standard.yaml") in line] != [], said
        assert [line for line in said if not_utf8 in line and "k\ufffd.yaml" in line] != [], said
        assert not any("\udcfc" in entry for entry in listed(app))
        app.screen.on_screen_resume()                               # (listed again: said once)
        await pilot.pause()
        assert len(notifications(app)) == len(said)
