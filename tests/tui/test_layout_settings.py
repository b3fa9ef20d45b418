"""The settings file in the user config folder: written, read back, and a broken or strange file means the
defaults (never a traceback); the settings screen opens from any screen (``open_settings``)."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest
from textual.pilot import Pilot

from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.settings import SettingsScreen, changed, open_settings, row_text
from maumau_tui.cli import main
from maumau_tui.tui.settings import (SPEEDS, Settings, config_dir, load_settings, save_settings, settings_path,
                                     start_settings, take_set_aside)
from tui_helpers import screen_text, send, until


def test_the_config_folder_is_maumau_home_or_the_xdg_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path / "home"))
    assert config_dir() == tmp_path / "home" and settings_path() == tmp_path / "home" / "settings.json"
    monkeypatch.delenv("MAUMAU_HOME")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    assert config_dir() == tmp_path / "xdg" / "maumau-tui"


def test_a_maumau_home_with_a_tilde_or_a_relative_path_means_one_folder_wherever_the_game_starts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """(PLAYTEST234 N5: MAUMAU_HOME='~/mm' made a folder named "~" in the working folder, and a relative one moved
    with it: a match saved from one folder was missing when the game started from another.)"""
    from maumau_tui.rules.files import user_dir
    from maumau_tui.store.paths import data_dir

    monkeypatch.setenv("HOME", str(tmp_path / "anna"))
    monkeypatch.setenv("MAUMAU_HOME", "~/mm")
    assert config_dir() == data_dir() == tmp_path / "anna" / "mm" and user_dir() == tmp_path / "anna" / "mm" / "rulesets"
    monkeypatch.setenv("MAUMAU_HOME", "games")
    monkeypatch.chdir(tmp_path)
    assert config_dir() == data_dir() == tmp_path / "games"
    monkeypatch.setenv("MAUMAU_HOME", "~nosuchuser4711/x")     # (PLAYTEST236 F1: a traceback at every command)
    assert config_dir() == data_dir() == tmp_path / "~nosuchuser4711" / "x"


def test_saved_settings_come_back(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "settings.json"
    chosen = Settings(lang="en", ascii_cards=True, bot_delay=SPEEDS["slow"], colours="mono")
    assert save_settings(chosen, path) == path
    again = load_settings(Settings(seed=5), path)
    assert (again.lang, again.ascii_cards, again.bot_delay, again.colours, again.seed) == ("en", True, 1.2, "mono", 5)
    assert [file.name for file in path.parent.iterdir()] == ["settings.json"]     # no scratch file left


@pytest.mark.parametrize("content", ["", "{", "[1, 2]", "null", json.dumps({"lang": "fr", "ascii_cards": "yes",
                                                                            "bot_speed": "warp", "colours": 7}),
                                     json.dumps({"bot_speed": ["fast"], "lang": {"de": 1}, "colours": [7]}),
                                     pytest.param("[" * 5000, id="nested-list"),
                                     pytest.param('{"a":' * 5000, id="nested-object")])
def test_a_broken_or_strange_settings_file_means_the_defaults(tmp_path: Path, content: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="utf-8")
    assert load_settings(Settings(), path) == Settings()


@pytest.mark.parametrize(("content", "why"), [("{", "broken at line 1, column 2"), ("[1, 2]", "no JSON object"),
                                                ('{"lang": "en",', "broken at line 1, column 15")])
async def test_a_broken_settings_file_is_kept_aside_and_said_not_written_over(content: str, why: str) -> None:
    """A slip while editing the file by hand: the app says so once, and saving the settings keeps the broken file."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    app = MauMauApp(load_settings(Settings(lang="en")), variants=["standard"])
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until(pilot, lambda: app.screen is not None and app.is_running, "the first screen")
        said = [str(note.message) for note in app._notifications]
        kept = path.with_name("settings.json.broken")
        assert said == [f"settings.json could not be read ({why}): the file is kept as {kept}; the defaults are used."]
        open_settings(app, app.settings, lambda chosen: None)
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen), "the settings")
        await send(pilot, "s")
        await until(pilot, lambda: path.exists(), "the settings saved")
        await until(pilot, lambda: "Settings saved." in [str(note.message) for note in app._notifications], "the notice")
        # (PLAYTEST95 F8: with the file's path the notice covered the menu's key line)
    assert kept.read_text(encoding="utf-8") == content and json.loads(path.read_text(encoding="utf-8"))["lang"] == "en"


def test_a_command_that_only_reads_the_language_leaves_a_broken_file_for_the_app_to_tell(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Review 31: `maumau stats` renamed the file, and the next start of the app had nothing left to tell."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"lang": "de",}', encoding="utf-8")
    assert main(["stats"]) == 0
    capsys.readouterr()
    assert path.read_text(encoding="utf-8") == '{"lang": "de",}' and not path.with_name("settings.json.broken").exists()
    assert load_settings(Settings(lang="en")) == Settings(lang="en")     # the app's reading sets it aside
    assert take_set_aside()[0].kept == path.with_name("settings.json.broken") and not path.exists()


def test_a_second_broken_file_is_kept_beside_the_first(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for number, content in enumerate(["{", "[1]", "{]"]):
        path.write_text(content, encoding="utf-8")
        assert load_settings(Settings(), path) == Settings()
        kept = path.with_name("settings.json.broken" + (f"-{number + 1}" if number else ""))
        assert kept.read_text(encoding="utf-8") == content
    assert [found.kept for found in take_set_aside()] == [tmp_path / "settings.json.broken",
                                                          tmp_path / "settings.json.broken-2",
                                                          tmp_path / "settings.json.broken-3"]


def test_a_settings_file_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"lang": "en", "colours": "mono"}).encode())   # as some editors write
    assert load_settings(Settings(), path).colours == "mono" and path.exists() and not take_set_aside()


def test_a_broken_file_that_cannot_be_renamed_is_told_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{", encoding="utf-8")

    def refuse(*args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    for _ in range(3):                                  # the app reads it again at every ruleset and seats screen
        assert load_settings(Settings(), path) == Settings()
    told = take_set_aside()
    assert len(told) == 1 and told[0].kept is None and path.exists()


def test_a_missing_file_means_the_defaults(tmp_path: Path) -> None:
    assert load_settings(Settings(lang="en"), tmp_path / "none.json") == Settings(lang="en")


def test_each_row_turns_through_its_values_and_back() -> None:
    start = Settings()
    for row in ("lang", "ascii_cards", "speed", "colours"):
        forth = changed(start, row)
        assert forth != start and changed(forth, row, -1) == start


def test_a_pace_without_a_name_shows_its_seconds() -> None:
    """REVIEW276 N2: `--bot-delay 0.1` read "Bot speed: ‹ at once ›", `--bot-delay 30` "‹ slow ›"."""
    assert row_text(Settings(lang="en", bot_delay=0.1), "speed") == "Bot speed: ‹ 0.1 s ›"
    assert row_text(Settings(lang="de", bot_delay=0.1), "speed") == "Tempo der Bots: ‹ 0,1 s ›"
    assert row_text(Settings(lang="en", bot_delay=30.0), "speed") == "Bot speed: ‹ 30 s ›"
    assert row_text(Settings(lang="de", bot_delay=1.2), "speed") == "Tempo der Bots: ‹ langsam ›"
    assert row_text(changed(Settings(lang="en", bot_delay=30.0), "speed"), "speed") == "Bot speed: ‹ normal ›"


async def test_the_settings_screen_opens_over_any_screen_and_says_when_it_cannot_save(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("MAUMAU_HOME", str(blocker))       # the folder cannot be made: saving fails
    app = MauMauApp(Settings(lang="en"), variants=["standard"])
    got: list[Settings] = []
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until(pilot, lambda: app.screen is not None and app.is_running, "the first screen")
        open_settings(app, app.settings, got.append)
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen), "the settings")
        await send(pilot, "enter", "s")                      # a burst: both count on this screen, in order
        await until(pilot, lambda: bool(got), "the settings chosen")
        assert got[0].lang == "de" and app.settings.lang == "de"
        assert "Einstellungen nicht gespeichert" in " ".join(screen_text(app).split())


async def test_saving_keeps_a_pace_and_language_given_for_one_session_out_of_the_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """(Playtest 62: `maumau resume --bot-delay 4 --lang en`, the language changed on the screen and saved: the file's
    "fast" became "slow", the nearest name of the one evening's 4 s.)  Only the rows changed are written."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    settings_path().write_text(json.dumps({"lang": "de", "bot_speed": "fast", "colours": "mono"}), encoding="utf-8")
    app = MauMauApp(start_settings(lang="en", bot_delay=4.0), variants=["standard"])
    got: list[Settings] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: app.screen is not None and app.is_running, "the first screen")
        open_settings(app, app.settings, got.append)
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen), "the settings")
        shown = " ".join(screen_text(app).split())              # (PLAYTEST105 F4: saved, "Deutsch" was not kept)
        assert "Language: ‹ English › (this session only; remembered once changed here)" in shown
        assert shown.count("(this session only; remembered once changed here)") == 2   # (the language and the pace; not the cards)
        await send(pilot, "down", "enter", "s")             # suits as letters, and saved
        await until(pilot, lambda: bool(got), "the settings chosen")
        assert got[0].bot_delay == 4.0 and got[0].lang == "en" and got[0].ascii_cards    # this session: as given
        assert json.loads(settings_path().read_text(encoding="utf-8")) == {"lang": "de", "bot_speed": "fast",
                                                                           "colours": "mono", "ascii_cards": True}
        open_settings(app, got[0], got.append)             # the pace changed on the screen: that is remembered
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen), "the settings again")
        await send(pilot, "down", "down", "enter", "s")
        await until(pilot, lambda: len(got) == 2, "the settings chosen again")
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["bot_speed"] == got[1].speed != "fast" and saved["lang"] == "de"


async def turned_back_and_saved(pilot: Pilot[None], app: MauMauApp, got: list[Settings]) -> None:
    """On the first screen, the settings opened, the language turned (English -> German -> English) and saved."""
    await until(pilot, lambda: app.screen is not None and app.is_running, "the first screen")
    open_settings(app, app.settings, got.append)
    await until(pilot, lambda: isinstance(app.screen, SettingsScreen), "the settings")
    await send(pilot, "enter", "enter", "s")
    await until(pilot, lambda: bool(got), "the settings chosen")


async def test_a_value_given_for_one_session_is_remembered_once_its_row_is_turned_even_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """(Review 73: turned away and back, the row held what the command line gave, so it was not written: a player had
    to save twice to keep English.)  A file broken meanwhile is written over, not set aside unsaid."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(start_settings(lang="en", bot_delay=4.0), variants=["standard"])
    settings_path().write_text('{"lang": "de", "bot_speed": ', encoding="utf-8")     # broken after the start
    got: list[Settings] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await turned_back_and_saved(pilot, app, got)
    assert json.loads(settings_path().read_text(encoding="utf-8")) == {"lang": "en", "colours": "auto"}   # (no pace:
    assert not list(tmp_path.glob("settings.json.broken*"))                          # 4 s was for this session)


def test_why_settings_were_not_saved_is_said_in_the_apps_language() -> None:
    """(PLAYTEST82, PLAYTEST84.) The system's English reason stood in the German notice."""
    from maumau_tui.tui.screens.settings import os_reason

    assert os_reason(FileNotFoundError(errno.ENOENT, "No such file or directory"), "de") == \
        "der Ordner lässt sich nicht anlegen"
    assert os_reason(IsADirectoryError(errno.EISDIR, "Is a directory"), "en") == "there is a folder where the file should be"
    assert os_reason(OSError(errno.EIO, "Input/output error"), "de") == "Input/output error"   # (none known: as said)


async def test_saved_again_in_another_language_one_saved_notice_stands(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """(PLAYTEST97 F8: saved in German, then in English within a few seconds, "Einstellungen gespeichert." and
    "Settings saved." stood on top of each other.)"""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(start_settings(lang="de"), variants=["standard"])
    got: list[Settings] = []
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until(pilot, lambda: app.screen is not None and app.is_running, "the first screen")
        for turned in range(2):
            open_settings(app, app.settings, got.append)
            await until(pilot, lambda: isinstance(app.screen, SettingsScreen), "the settings")
            await send(pilot, "enter", "s")                 # the language turned, saved
            await until(pilot, lambda: len(got) == turned + 1, "the settings chosen")
        said = [str(note.message) for note in app._notifications]
    assert [setting.lang for setting in got] == ["en", "de"]
    assert said == ["Einstellungen gespeichert."]


@pytest.mark.parametrize("lang", ["de", "en"])
async def test_each_settings_row_stands_on_one_line_in_the_narrowest_terminal(lang: str) -> None:
    """(PLAYTEST196: the German row for cards as letters filled a terminal 80 columns wide, and broke at 60.)"""
    app = MauMauApp(Settings(lang=lang), variants=["standard"])
    async with app.run_test(size=(60, 20)) as pilot:
        open_settings(app, app.settings, lambda chosen: None)
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen), "the settings")
        lines = screen_text(app).splitlines()
        for row in ("lang", "ascii_cards", "speed", "colours"):
            text = row_text(app.settings, row)
            assert any(text in line for line in lines), (text, lines)


async def test_settings_saved_by_another_window_meanwhile_stay_but_for_the_rows_turned_here(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST234 N2: two windows on one MAUMAU_HOME; Anna's saved suits as letters, then Ben's saved his bot speed,
    and Anna's letters were gone from the file (each window wrote every setting as it had read them at its start)."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    settings_path().write_text('{"lang": "en", "bot_speed": "normal", "colours": "auto"}', encoding="utf-8")
    app = MauMauApp(start_settings(), variants=["standard"])                            # Ben's window
    got: list[Settings] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: app.screen is not None and app.is_running, "the first screen")
        settings_path().write_text('{"lang": "en", "bot_speed": "normal", "colours": "auto", "ascii_cards": true}',
                                   encoding="utf-8")                                  # Anna's window saved
        open_settings(app, app.settings, got.append)
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen), "the settings")
        await send(pilot, "down", "down", "enter", "s")                                # the bot speed, saved
        await until(pilot, lambda: bool(got), "the settings chosen")
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["bot_speed"] != "normal" and saved["ascii_cards"] is True, saved


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "{path} could not be read (no permission to read it); the defaults are used."),
    ("de", "{path} ließ sich nicht lesen (keine Berechtigung, sie zu lesen); es gelten die Voreinstellungen.")])
def test_a_settings_file_that_cannot_be_read_is_said_once_and_never_written_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, said: str) -> None:
    """PLAYTEST234 N4: a settings file without read permission was passed over without a word, and the next save
    of the settings screen replaced it: its language, bot speed and letters were gone."""
    from types import SimpleNamespace

    from maumau_tui.tui.notes import tell_set_aside
    from maumau_tui.tui.screens.settings import os_reason
    from maumau_tui.tui.settings import Unreadable

    path = tmp_path / "settings.json"
    path.write_text('{"lang": "de", "bot_speed": "slow", "ascii_cards": true}', encoding="utf-8")
    reading = Path.read_bytes, Path.read_text

    def refuse(method: object) -> object:
        def read(self: Path, *args: object, **kwargs: object) -> object:
            if self == path:
                raise PermissionError(errno.EACCES, "Permission denied", str(self))
            return method(self, *args, **kwargs)    # type: ignore[operator]
        return read

    monkeypatch.setattr(Path, "read_bytes", refuse(reading[0]))
    monkeypatch.setattr(Path, "read_text", refuse(reading[1]))
    for _ in range(3):
        assert load_settings(Settings(lang="en"), path) == Settings(lang="en")
    notes: list[str] = []
    tell_set_aside(SimpleNamespace(notify=lambda text, **_: notes.append(text)), lang)
    assert notes == [said.format(path=path)]                                  # said once, where it stays
    with pytest.raises(Unreadable) as refused:
        save_settings(Settings(colours="ansi"), path)
    assert "cannot be read (no permission to read it), and it is not written over" in os_reason(refused.value, "en")
    monkeypatch.undo()
    assert json.loads(path.read_text(encoding="utf-8"))["bot_speed"] == "slow"   # as it was


async def test_on_a_screen_in_ascii_the_cards_stay_letters_and_their_row_says_why(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST264 F1: in a terminal that is not UTF-8 (or with --ascii), "cards as letters: off", turned so there or
    saved so on another terminal, showed the German rank's letter beside the English suit's: "BS" for Pik Bube, "DD"
    for Karo Dame."""
    from maumau_tui.cards import parse_card
    from maumau_tui.tui.labels import label_of

    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    plain = Settings(lang="de", plain=True, ascii_cards=False)     # (letters off, as saved on a UTF-8 terminal)
    assert label_of(parse_card("QD"), plain.look()) == "QD"
    app = MauMauApp(plain, variants=["standard"])
    got: list[Settings] = []
    said: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **_: said.append(str(message)))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: app.screen is not None and app.is_running, "the first screen")
        open_settings(app, app.settings, got.append)
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen), "the settings")
        assert "Karten als Buchstaben (QD = Karo Dame): ‹ an ›" in " ".join(screen_text(app).split())
        await send(pilot, "down", "enter", "s")
        await until(pilot, lambda: bool(got), "the settings chosen")
    assert got[0].look().ascii_cards and said[:1] == [
        "Der Bildschirm ist ASCII (--ascii, oder das Terminal meldet kein UTF-8): die Karten bleiben Buchstaben (QS)."]


async def test_a_value_given_for_one_session_and_saved_is_no_longer_said_to_be_for_this_session(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST264 N4: `--lang en`, the language turned and saved: the settings opened again still said "(this session
    only; remembered once changed here)" beside it."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(start_settings(lang="en", bot_delay=4.0), variants=["standard"])
    got: list[Settings] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await turned_back_and_saved(pilot, app, got)
        open_settings(app, app.settings, got.append)
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen) and len(got) == 1, "the settings again")
        shown = " ".join(screen_text(app).split())
        assert "Language: ‹ English ›" in shown and shown.count("this session only") == 1, shown   # (the pace, still)
