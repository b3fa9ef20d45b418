"""The command line as a person uses it: real processes, real output, no tracebacks."""

from __future__ import annotations

import argparse

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def maumau(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "maumau_tui", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=120)


def test_rules_list_shows_the_shipped_rulesets() -> None:
    result = maumau("rules", "list")
    assert result.returncode == 0
    assert "standard" in result.stdout and "kronenstube" in result.stdout


def test_rules_show_resolves_a_ruleset() -> None:
    result = maumau("rules", "show", "kronenstube")
    assert result.returncode == 0 and "hand_size" in result.stdout and "Kronenstube" in result.stdout


def test_rules_schema_is_json() -> None:
    result = maumau("rules", "schema")
    assert json.loads(result.stdout)["title"] == "Ruleset"


def test_validate_explains_a_broken_file_without_traceback(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text("id: broken\nname: B\ndescription: x\nplayers: {min: 4, max: 2}\n", encoding="utf-8")
    result = maumau("rules", "validate", str(path), "rulesets/standard.yaml")
    assert result.returncode == 1
    assert f"{path}: not valid" in result.stdout and "line 4" in result.stdout
    assert "rulesets/standard.yaml: valid" in result.stdout
    assert "Traceback" not in result.stdout + result.stderr


def test_unknown_ruleset_is_a_plain_error() -> None:
    result = maumau("sim", "--ruleset", "nope", "--games", "1")
    assert result.returncode == 2
    assert "no ruleset called 'nope'" in result.stderr and "Traceback" not in result.stderr


def test_sim_summarises_games() -> None:
    result = maumau("sim", "--ruleset", "standard", "--players", "3", "--games", "200", "--seed", "4")
    assert result.returncode == 0
    assert "200 hands of standard" in result.stdout and "cap of 5000 moves: 0" in result.stdout
    wins = result.stdout.split("wins per seat: ")[1].splitlines()[0]
    assert sum(int(part.split()[1]) for part in wins.split(", ")) == 200


def test_bench_prints_one_json_line() -> None:
    result = maumau("bench", "--ruleset", "standard", "--players", "4", "--seconds", "0.2", "--json")
    assert result.returncode == 0
    figures = json.loads(result.stdout)
    assert figures["decisions_per_s"] > 0 and figures["games_per_s"] > 0


def test_scenario_command_exit_status(tmp_path: Path) -> None:
    good = ROOT / "tests" / "scenarios" / "standard"
    assert maumau("scenario", str(good)).returncode == 0
    bad = tmp_path / "bad.yaml"
    bad.write_text("ruleset: standard\nseats: [A, B]\nhands: {A: [7H], B: [8H]}\npile: [9H]\n"
                   "steps:\n  - A: play 8H\n", encoding="utf-8")
    result = maumau("scenario", str(bad))
    assert result.returncode == 1
    assert "FAIL" in result.stdout and "step 1 at line 6 (A: play 8H)" in result.stdout and "0 passed, 1 failed" in result.stdout


def test_a_scenario_path_that_is_not_there_is_a_usage_error(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    """(Review 41: a mistyped path was a failing scenario, exit status 1, as if a rule were broken.)"""
    status, out, err = run_main(["scenario", str(ROOT / "tests" / "scenarios" / "standard"), str(tmp_path / "nope")],
                                capsys)
    assert (status, out, err) == (2, "", f"maumau: no such file or folder: {tmp_path / 'nope'}\n")


def run_without_terminal(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "maumau_tui", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=120, stdin=subprocess.DEVNULL, env=env)


def plain_error(result: subprocess.CompletedProcess[str], text: str) -> None:
    assert result.returncode == 2, result
    assert text in result.stderr and "Traceback" not in result.stdout + result.stderr


def test_version() -> None:
    result = maumau("--version")
    assert result.returncode == 0 and re.fullmatch(r"maumau \d+\.\d+\.\d+\n", result.stdout)


@pytest.mark.parametrize(("args", "text"), [
    (["sim", "--players", "0"], "argument --players: 0 is out of range: give a whole number from 2 to 16"),
    (["sim", "--players", "-2"], "argument --players: -2 is out of range"),
    (["sim", "--players", "two"], "argument --players: 'two' is not a whole number"),
    (["bench", "--players", "0"], "argument --players: 0 is out of range"),
    (["sim", "--games", "-5"], "argument --games: -5 is out of range: give a whole number from 1 to 10,000,000"),
    (["sim", "--games", "0"], "argument --games: 0 is out of range"),
    (["bench", "--seconds", "inf"], "argument --seconds: inf is out of range"),
    (["sim", "--players", "12"], "standard is for 2 to 10 players, not 12"),
    (["sim", "--ruleset", "miese-punkte", "--players", "2"], "miese-punkte is for 3 to 7 players, not 2"),
    (["bench", "--ruleset", "faraon", "--players", "7"], "faraon is for 2 to 6 players, not 7"),
    (["play", "--bot-delay", "inf"], "argument --bot-delay: inf is out of range: give a number of seconds from 0 to 60"),
    (["play", "--bot-delay", "nan"], "argument --bot-delay: nan is out of range"),
    (["play", "--bot-delay", "-1"], "argument --bot-delay: -1 is out of range"),
    (["play", "--seed", "1" + "0" * 27], "argument --seed: 1" + "0" * 27 + " is out of range: give a whole number "
                                         "from -100,000,000,000,000,000,000 to 100,000,000,000,000,000,000"),  # (PLAYTEST82:
    (["serve", "--seed", "x"], "argument --seed: 'x' is not a whole number"),        # a record could not keep it)
    (["sim", "--seed", "abc"], "argument --seed: 'abc' is not a whole number"),      # (PLAYTEST218 N1: "invalid int
    (["arena", "--seed", "abc"], "argument --seed: 'abc' is not a whole number"),    # value: 'abc'" in these two)
    (["play", "--seat", "Anna", "--seat", "Ben:bot"], "--seat needs --ruleset ID to say what to play"),
    (["play", "--ruleset", "standard", "--seat", "Anna"], "standard is for 2 to 10 players, not 1"),
    (["play", "--ruleset", "standrd"], "no ruleset called 'standrd'; did you mean standard?"),
    (["play", "--ruleset", "kronenstub"], "no ruleset called 'kronenstub'; did you mean kronenstube?"),
    (["play", "--ruleset", "kitchen"], "no ruleset called 'kitchen'; known: "),   # (PLAYTEST197: not "switch")
    (["play", "--ruleset", "standard", "--seat", "Anna", "--seat", "anna"], "'Anna' and 'anna' differ only in capitals"),
    (["play", "--ruleset", "standard", "--seat", "Anna Lena", "--seat", "Ben"], "--seat: 'Anna Lena' has a space"),
    (["play", "--ruleset", "standard", "--seat", ":bot", "--seat", "Ben"],      # (PLAYTEST82: which option?)
     "--seat: a name needs at least one letter or digit"),
    (["play", "--ruleset", "standard", "--seat", "B: x", "--seat", "Ben"], "--seat B: x: write a bot as NAME:bot"),
    (["play", "--ruleset", "standard", "--seat", "B:x", "--seat", "Ben"], "--seat B:x: write a bot as NAME:bot or NAME:bot=LEVEL"),
    (["play", "--ruleset", "standard", "--seat", "Ann", "--seat", "Robo:bot=wizard"],
     "--seat Robo:bot=wizard: 'wizard' is not a bot level; choose easy, medium or hard"),
    (["play", "--ruleset", "standard", "--seat", "Ann", "--seat", "Robo:bot="], "'' is not a bot level"),
    (["play", "--ruleset", "standard", "--seat", "Ann", "--seat", "Robo:boot"], "--seat Robo:boot: write a bot as NAME:bot"),
    (["record", "export", "../etc"], "'../etc' is not the id of a saved match"),
    (["record", "export", "nothing-here"], "there is no saved match 'nothing-here'"),
    (["resume", "nothing-here"], "there is no saved match 'nothing-here'"),
    (["resume", "nothing-here"], "; `maumau resume --list` lists the unfinished ones\n"),   # (PLAYTEST190 L8: what next)
    (["resume", ""], "'' is not the id of a saved match"),
    (["resume"], "there is no unfinished match to continue"),
    (["resume"], "/saves; `maumau` starts one\n"),
    (["replay", "no-such-file.maumau"], "no-such-file.maumau: cannot be read"),
    (["resume", "--bot-delay", "-1"], "argument --bot-delay: -1 is out of range"),
    (["stats", "--json", "--ruleset"], "argument --ruleset: expected one argument"),
])
def test_bad_command_lines_get_one_plain_message(args: list[str], text: str, capsys: pytest.CaptureFixture[str]) -> None:
    from maumau_tui.cli import main
    try:
        status = main(args)
    except SystemExit as exit_:  # argparse's own refusal
        status = int(exit_.code or 0)
    out, err = capsys.readouterr()
    assert status == 2 and text in err and "Traceback" not in out + err, (status, err)


def test_a_message_of_several_lines_goes_on_under_the_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    from maumau_tui.cli import main
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    (tmp_path / "rulesets").mkdir()
    (tmp_path / "rulesets" / "nobody.yaml").write_text(
        "id: nobody\nextends: standard\nname: N\ndescription: n\nplayers: {min: 0, max: 0}\n", encoding="utf-8")
    assert main(["play", "--ruleset", "nobody", "--seat", "Ann", "--seat", "Ben"]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 2 and lines[0].startswith("maumau: ") and "players.min" in lines[0], lines
    assert lines[1].startswith(" " * len("maumau: ")) and "players.max" in lines[1], lines


def test_a_bad_count_from_a_real_process() -> None:
    plain_error(run_without_terminal("sim", "--players", "0"), "argument --players: 0 is out of range")


def test_sim_keeps_to_the_rulesets_table_sizes() -> None:
    result = maumau("sim", "--ruleset", "miese-punkte", "--games", "5")
    assert result.returncode == 0 and "5 hands of miese-punkte with 4 random bots" in result.stdout
    from maumau_tui.rules.loader import load
    from maumau_tui.sim import table_size
    assert table_size(load("idioten-mau"), None) == 4
    tiny = load("standard").model_copy(update={"players": load("standard").players.model_copy(update={"max": 3})})
    assert table_size(tiny, None) == 3


@pytest.mark.parametrize("args", [[], ["play"], ["--lang", "en"], ["--ascii"], ["play", "--ruleset", "standard"]])
def test_the_game_without_a_terminal_says_so_and_exits(args: list[str]) -> None:
    plain_error(run_without_terminal(*args), "the game needs a terminal to play in")


def test_a_ruleset_without_seats_seats_two_people_and_a_bot() -> None:
    from maumau_tui.cli import _parser, play_seats
    assert play_seats(_parser().parse_args(["play", "--ruleset", "standard"])) == (
        "standard", [("Anna", None), ("Ben", None), ("Robo", "medium")])
    assert play_seats(_parser().parse_args(["--ruleset", "standard", "--seat", "Kim", "--seat", "Ulf:bot"])) == (
        "standard", [("Kim", None), ("Ulf", "medium")])
    seats = ["--seat", "Kim", "--seat", "Ulf:bot=hard", "--seat", "Eva:bot=Easy", "--seat", "Max:Bot=MEDIUM"]
    assert play_seats(_parser().parse_args(["--ruleset", "standard", *seats])) == (
        "standard", [("Kim", None), ("Ulf", "hard"), ("Eva", "easy"), ("Max", "medium")])
    assert play_seats(_parser().parse_args(["play"])) == (None, None)


def test_the_first_dealer_is_named_on_the_command_line() -> None:
    """(Playtest 65: Idioten-Mau's first dealer is "chosen by the players"; from the command line the last seat dealt.)"""
    from maumau_tui.cli import _parser, play_dealer, play_seats
    args = _parser().parse_args(["--ruleset", "idioten-mau", "--seat", "Kim", "--seat", "Ulf", "--seat", "Eva:bot",
                                 "--dealer", "ulf"])
    _, seats = play_seats(args)
    assert play_dealer(args, seats) == 1
    assert play_dealer(_parser().parse_args(["--ruleset", "standard"]), seats) is None
    with pytest.raises(ValueError, match="--dealer Zed: nobody of that name sits at the table \\(Kim, Ulf, Eva\\)"):
        play_dealer(_parser().parse_args(["--dealer", "Zed"]), seats)
    with pytest.raises(ValueError, match="--dealer needs --ruleset"):
        play_dealer(_parser().parse_args(["--dealer", "Kim"]), None)
    plain_error(run_without_terminal("play", "--ruleset", "standard", "--dealer", "Zed"),
                "--dealer Zed: nobody of that name sits at the table (Anna, Ben, Robo)")


def test_the_dealer_named_deals_the_first_hand() -> None:
    from maumau_tui.tui.app import MauMauApp
    app = MauMauApp(ruleset="idioten-mau", seats=[("Kim", None), ("Ulf", None), ("Eva", "medium")], dealer=1)
    assert app.table is not None and app.table.deal().dealer == 1


def test_a_ruleset_file_named_by_a_relative_path_is_kept_by_its_whole_path(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The match is saved with the ruleset's whole path, so it can be continued from any folder."""
    from maumau_tui.cli import _parser, play_seats
    from maumau_tui.match import Match
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path / "home"))
    (tmp_path / "mine.yaml").write_text("id: mine\nextends: standard\nname: Mine\ndescription: m\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    ruleset, _ = play_seats(_parser().parse_args(["--ruleset", "mine.yaml"]))
    assert ruleset == str(tmp_path.resolve() / "mine.yaml")
    monkeypatch.chdir(tmp_path / "home" if (tmp_path / "home").is_dir() else "/")
    assert Match.create(ruleset, ["Kim", "Ulf"]).ruleset.id == "mine"


@pytest.mark.parametrize(("locale", "said"), [("C", ["Bube wuenscht", "32 Karten - 7 zieht", "Koenigsrunde"]),
                                              ("C.UTF-8", ["Bube wünscht", "32 Karten – 7 zieht", "Königsrunde"])])
def test_where_the_locale_is_not_utf8_the_commands_print_ascii(locale: str, said: list[str]) -> None:
    """PLAYTEST215 F7: under ``LANG=C`` the app draws in ASCII, but ``stats`` and ``rules list`` printed UTF-8 (Python
    writes it under a C locale all the same), which such a terminal shows as other characters."""
    env = {name: value for name, value in os.environ.items() if name not in ("LC_ALL", "LC_CTYPE", "LANG")}
    env["LANG"] = locale
    listed = subprocess.run([sys.executable, "-m", "maumau_tui", "rules", "list", "--lang", "de"], capture_output=True,
                            cwd=ROOT, env=env, timeout=120)
    refused = subprocess.run([sys.executable, "-m", "maumau_tui", "sim", "--games", "-1", "--lang", "de"],
                             capture_output=True, cwd=ROOT, env=env, timeout=120)
    assert listed.returncode == 0 and refused.returncode == 2
    out, err = listed.stdout.decode("utf-8"), refused.stderr.decode("utf-8")
    assert all(part in out for part in said), out
    assert ("-1 liegt ausserhalb" if locale == "C" else "-1 liegt außerhalb") in err, err
    if locale == "C":
        assert out.isascii() and err.isascii(), (out, err)
        lines = {line.split()[0]: line for line in out.splitlines()}   # the columns stay in line, German spelled out
        assert lines["evil-seven"].index("Iranisch") == lines["standard"].index("Das klassische"), out   # (PLAYTEST221 N2)


def test_spelling_out_takes_what_a_word_grows_by_from_the_next_gap_between_columns() -> None:
    from maumau_tui.cli_screen import spelled_in_columns

    assert spelled_in_columns("Jürgen   5\nAnna     7") == "Juergen  5\nAnna     7"
    assert spelled_in_columns("Böse  x") == "Boese x" and spelled_in_columns("ä ö") == "ae oe"   # one blank stays
    assert spelled_in_columns("drücken …") == "druecken ..."


def test_a_closed_pipe_ends_quietly() -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first line is written, as with `| head -1`
    try:
        result = subprocess.run([sys.executable, "-m", "maumau_tui", "rules", "list"], stdout=write_end,
                                stderr=subprocess.PIPE, text=True, cwd=ROOT, timeout=120)
    finally:
        os.close(write_end)
    assert result.returncode == 141 and result.stderr == ""


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (a disk that is always full)")
@pytest.mark.parametrize(("lang", "said"), [("en", "maumau: the output could not be written (No space left on device)\n"),
                                            ("de", "maumau: die Ausgabe ließ sich nicht schreiben (der Datenträger ist voll)\n")])
def test_output_to_a_full_disk_says_so(lang: str, said: str) -> None:
    """(PLAYTEST134 F17: every command said "maumau: [Errno 28] No space left on device", and nothing of what failed.)"""
    with open("/dev/full", "w") as full:
        result = subprocess.run([sys.executable, "-m", "maumau_tui", "rules", "list", "--lang", lang], stdout=full,
                                stderr=subprocess.PIPE, text=True, cwd=ROOT, timeout=120)
    assert result.returncode == 74 and result.stderr == said, result.stderr


def test_the_version_into_a_full_disk_or_a_closed_pipe_ends_without_a_traceback() -> None:
    """(REVIEW136 R3: --version is answered while the command line is read, before main's handler: a traceback.)"""
    if os.path.exists("/dev/full"):
        with open("/dev/full", "w") as full:
            result = subprocess.run([sys.executable, "-m", "maumau_tui", "--version"], stdout=full,
                                    stderr=subprocess.PIPE, text=True, cwd=ROOT, timeout=120)
        assert result.returncode == 74 and result.stderr == "maumau: the output could not be written (No space left on " \
                                                            "device)\n", result.stderr
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        result = subprocess.run([sys.executable, "-m", "maumau_tui", "--version"], stdout=write_end,
                                stderr=subprocess.PIPE, text=True, cwd=ROOT, timeout=120)
    finally:
        os.close(write_end)
    assert result.returncode == 141 and result.stderr == "", result.stderr


def test_rules_list_and_show_speak_the_chosen_language() -> None:
    german = maumau("rules", "list", "--lang", "de").stdout
    english = maumau("--lang", "en", "rules", "list").stdout
    assert "Der amerikanische Klassiker" in german and "The American classic" in english
    from_locale = run_without_terminal("rules", "list", env=dict(os.environ, LANG="de_DE.UTF-8", LC_ALL=""))
    assert from_locale.stdout == german
    shown = maumau("rules", "show", "idioten-mau", "--lang", "en").stdout
    assert "description: One card in the first hand" in shown and "Anzahl der Joker" not in shown
    assert "description: Number of jokers." in shown


def test_rules_show_has_a_short_and_a_full_form() -> None:
    short = maumau("rules", "show", "standard", "--lang", "en").stdout
    full = maumau("rules", "show", "standard", "--full", "--lang", "en").stdout
    assert short.startswith("# standard: only what differs from the defaults")
    assert "multi_play" not in short and "multi_play: false" in full
    assert "quick:" not in short and "quick:" in full  # the options every ruleset has
    assert "six_cards:" in short and "packs_from:" in short
    assert len(short.splitlines()) * 2 < len(full.splitlines())
    import yaml  # type: ignore[import-untyped]
    assert yaml.safe_load(short)["effects"]["7"] == {"draw": {"amount": 2}}
    assert "null" not in short and "min: null" in full     # (PLAYTEST197: every switch said "min: null")
    numbers = yaml.safe_load(maumau("rules", "show", "erftschmiede", "--lang", "en").stdout)["options"]
    assert numbers["jokers"]["max"] == 12 and "min" not in numbers["jokers"]


def test_the_language_follows_the_locale(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from maumau_tui.cli import chosen_lang
    from maumau_tui.tui.i18n import locale_lang
    assert locale_lang({}) == "en" and locale_lang({"LANG": "de_AT.UTF-8"}) == "de"
    assert locale_lang({"LANG": "de_AT.UTF-8", "LC_ALL": "en_GB.UTF-8"}) == "en"
    assert locale_lang({"LANG": "de_DE.UTF-8", "LC_ALL": ""}) == "de"           # an empty one does not count
    assert locale_lang({"LANG": "de_DE.UTF-8", "LC_ALL": "C"}) == "en"          # how one asks for English (REVIEW271
    assert locale_lang({"LANG": "de_DE.UTF-8", "LC_MESSAGES": "POSIX"}) == "en"  # N1: German came, C said nothing)
    assert locale_lang({"LANG": "C.UTF-8"}, unsaid="de") == "de"                # (a LANG of C: no language)
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))                         # no settings remembered
    monkeypatch.setenv("LANG", "de_AT.UTF-8")
    assert chosen_lang(None) == "de" and chosen_lang("en") == "en"


def test_validate_takes_a_folder() -> None:
    result = maumau("rules", "validate", "rulesets")
    assert result.returncode == 0
    assert result.stdout.count(": valid\n") == len(list((ROOT / "rulesets").glob("*.yaml"))) > 10


# ---- saved matches: resume, replay, record export, stats, and the commands handed on ----------------------

def seeded_match(seed: int, moves: int, finish: bool = False) -> Any:
    """A match of standard with a bot, random legal moves (to its end with ``finish``)."""
    import random

    from maumau_tui.match import Match, SeatInfo
    rng = random.Random(seed)
    match = Match.create("standard", ["Anna", "Robo"], seed=seed,
                         seats=[SeatInfo("Anna"), SeatInfo("Robo", "bot", "easy", 7)])
    game = match.deal()
    for _ in range(moves if not finish else 100_000):
        if game.finished:
            break
        seat = rng.choice(game.seats_to_act())
        match.apply(rng.choice([m for m in game.legal_moves(seat) if m.kind != "cheat"] or game.legal_moves(seat)),
                    seat)
    return match


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    return tmp_path


def run_main(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    from maumau_tui.cli import main
    try:
        status = main(args)
    except SystemExit as exit_:
        status = int(exit_.code or 0)
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return status, out, err


def test_rules_list_keeps_its_columns_with_a_long_id_and_name(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST271 N10: a name of 35 letters (40 are allowed) pushed its line's description out of the column."""
    (home / "rulesets").mkdir()
    (home / "rulesets" / "mit-langem-namen-1.yaml").write_text(
        "id: mit-langem-namen-1\nextends: standard\nname: {en: Kitchen-table Mau-Mau (Größ family), de: Küche}\n",
        encoding="utf-8")
    status, out, _ = run_main(["--lang", "en", "rules", "list"], capsys)
    lines = {line.split()[0]: line for line in out.splitlines()}
    assert status == 0 and "Kitchen-table Mau-Mau (Größ family) Classic" in lines["mit-langem-namen-1"], out
    assert lines["mit-langem-namen-1"].index("Classic") == lines["standard"].index("Classic") > 40, out


def test_rules_list_keeps_its_columns_with_wide_letters_in_a_name(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """REVIEW270 N11: the columns counted letters, so a name in wide letters (two columns each) pushed its line out."""
    from rich.cells import cell_len
    (home / "rulesets").mkdir()
    (home / "rulesets" / "weit.yaml").write_text(
        "id: weit\nextends: standard\nname: {en: 台所のマウマウ und die ganze Familie, de: Küche}\n", encoding="utf-8")
    status, out, _ = run_main(["--lang", "en", "rules", "list"], capsys)
    lines = {line.split()[0]: line for line in out.splitlines()}
    wide, plain = lines["weit"], lines["standard"]
    assert status == 0 and "台所のマウマウ und die ganze Familie Classic" in wide, out
    assert cell_len(wide[:wide.index("Classic")]) == cell_len(plain[:plain.index("Classic")]), out
    from maumau_tui.rules.commands import cells
    assert cells("Mau\u200dMau") == 6 and cells("Mau\u0301") == 3 and cells("台所") == 4   # (a joiner, an accent)
    assert cells("\u0e17\u0e35\u0e48") == 1 and cells("\u0915\u0941") == 1 and cells("1\u20e3") == 1   # (REVIEW274 R2:
    assert cells("Mau\u00adMau") == 7          # marks of combining class 0, Thai and Hindi; a soft hyphen shows)


def test_rules_new_writes_its_own_lines_in_the_command_s_language(home: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST274 N3: a German table's copy began in English; REVIEW274 N2: only the loader's part was tested."""
    status, out, _ = run_main(["--lang", "de", "rules", "new", "omas-regeln"], capsys)
    path = home / "rulesets" / "omas-regeln.yaml"
    assert status == 0 and out.startswith(f"geschrieben: {path}\n"), out
    assert path.read_text(encoding="utf-8").startswith(
        "# omas-regeln: eine Kopie von standard, zum Anpassen an eure Tischregeln.\n"
        f"# Prüfen mit: maumau rules validate {path}\n# Mau-Mau, ")           # (then the copied file's comments)
    status, out, _ = run_main(["--lang", "en", "rules", "new", "our-rules", "--from", "kronenstube"], capsys)
    assert status == 0 and (home / "rulesets" / "our-rules.yaml").read_text(encoding="utf-8").startswith(
        "# our-rules: a copy of kronenstube to change as your table plays.\n# Check it with: ")


def test_record_export_prints_the_record_that_replays_the_match(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from maumau_tui.store.record_text import parse_text
    from maumau_tui.store.saves import Store
    match = seeded_match(3, 30)
    Store(home).save("evening", match)
    status, out, err = run_main(["record", "export", "--unfinished", "evening"], capsys)
    assert status == 0 and err == ""
    assert '[Ruleset "standard"]' in out and '[Seat "Robo bot level=easy seed=7"]' in out
    assert parse_text(out).record == match.record() and len(match.moves) == 30


def test_a_match_that_counts_lost_hands_is_listed_with_them_not_with_points(home: Path,
                                                                             capsys: pytest.CaptureFixture[str]) -> None:
    """(PLAYTEST113 F12: "Continue: Faraón · hand 1 — Anna 0, Ben 0": Faraón counts no points.)"""
    from maumau_tui.match import Match, SeatInfo
    from maumau_tui.store.saves import Store

    match = Match.create("faraon", ["Anna", "Robo"], seed=3, seats=[SeatInfo("Anna"), SeatInfo("Robo", "bot", "easy", 7)])
    match.deal()
    Store(home).save("evening", match)
    status, out, _ = run_main(["--lang", "en", "resume", "--list"], capsys)
    assert status == 0 and "\n  Anna: never lost, Robo (bot, easy): never lost · last played " in out, out


def test_resume_lists_and_refuses_without_a_terminal_and_names_a_broken_save(home: Path,
                                                                            capsys: pytest.CaptureFixture[str],
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from maumau_tui.store.saves import Store
    Store(home).save("evening", seeded_match(4, 12))
    (home / "saves" / "cut.json").write_text('{"format": "maumau-tui save", "version": 1, "id": "cut", "rec')
    status, out, err = run_main(["resume", "--list"], capsys)
    assert status == 0 and out.startswith("evening\n  Continue: Mau-Mau · hand 1\n  points: Anna 0, Robo (bot, easy) 0 · ")
    assert "cut.json" in err and "it is set aside" in err and len(out.splitlines()) == 3
    assert (home / "saves" / "cut.json").exists()                     # a listing changes no file (PLAYTEST102 F5)
    refused = run_without_terminal("resume", env=dict(os.environ, MAUMAU_HOME=str(home)))
    plain_error(refused, "the game needs a terminal to play in")
    assert "cut.json" in refused.stderr and "opens the saves, it is set aside" in refused.stderr   # (what opening does)
    assert (home / "saves" / "cut.json").exists() and not (home / "set-aside").exists()   # a refused resume changes
    monkeypatch.setattr("maumau_tui.cli_screen.screen_missing", lambda: None)      # no file (PLAYTEST272 N2: it set
    status, _, err = run_main(["resume", "cut"], capsys)                          # one aside, mended another)
    assert status == 2 and "cut.json" in err and "moved to" in err
    assert list((home / "set-aside").glob("cut.json.*"))                 # opening the saves moved it aside, never deleted


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "no unfinished match in {saves} can be played on now: the save named here stays where it is"),
    ("de", "keine nicht beendete Partie in {saves} kann jetzt weitergespielt werden: der hier genannte Spielstand "
           "bleibt, wo er ist")])
def test_a_save_that_waits_for_its_ruleset_is_not_called_no_match_at_all(home: Path, lang: str, said: str,
                                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST271 F6: `resume` said "it waits for its ruleset", then "there is no unfinished match"; `resume --list`
    "no unfinished match" as if there were none."""
    from maumau_tui.match import Match
    from maumau_tui.store.saves import Store
    (home / "rulesets").mkdir()
    friday = home / "rulesets" / "friday.yaml"
    friday.write_text("id: friday\nextends: standard\nname: Friday\ndescription: x\n", encoding="utf-8")
    match = Match.create("friday", ["Anna", "Ben"], seed=1)
    match.deal()
    store = Store()
    store.save("evening", match)
    for copy in store.folders.played.iterdir():      # (a save from before copies of the rules were kept)
        copy.unlink()
    friday.write_text(friday.read_text(encoding="utf-8") + "hand_size: 7\n", encoding="utf-8")
    line = said.format(saves=store.folders.saves)
    status, out, err = run_main(["--lang", lang, "resume", "--list"], capsys)
    assert status == 0 and out == line + "\n" and "evening.json" in err, (out, err)
    status, out, err = run_main(["--lang", lang, "resume"], capsys)
    lines = err.splitlines()
    assert status == 2 and len(lines) == 2 and "evening.json" in lines[0] and lines[1] == f"maumau: {line}", err


def test_a_save_renamed_by_hand_is_not_called_no_match_at_all(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """REVIEW268 R4: a save whose name cannot be an id stays where it is, as one that waits for its ruleset."""
    from maumau_tui.store.saves import Store
    Store(home).save("evening", seeded_match(4, 12))
    (home / "saves" / "evening.json").rename(home / "saves" / "-evening.json")
    status, _, err = run_main(["resume"], capsys)
    assert status == 2 and err.splitlines()[-1] == f"maumau: no unfinished match in {home / 'saves'} can be played on " \
                                                   "now: the save named here stays where it is", err


def test_resume_list_mends_nothing_a_match_broken_off_at_a_move_goes_on_when_resumed(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST102 F5: `resume --list` cut a match back to the move before one that cannot be made, before anybody
    chose to play it on."""
    import json
    from maumau_tui.store.saves import Store
    saved = Store(home).save("evening", seeded_match(4, 12))
    document = json.loads(saved.read_text(encoding="utf-8"))
    document["record"]["moves"][-1] = "1 Anna: play 10H 10H"          # a move that cannot be made
    saved.write_text(json.dumps(document), encoding="utf-8")
    before = saved.read_bytes()
    status, out, err = run_main(["resume", "--list"], capsys)
    assert status == 0 and out.startswith("evening\n") and ("when the game, `maumau resume` or `maumau record` opens "
                                                             "the saves, the match goes on from the move before it") in err, err
    assert saved.read_bytes() == before and not (home / "set-aside").exists()
    status, out, err = run_main(["--lang", "de", "resume", "--list"], capsys)
    assert "geht die Partie vom Zug davor aus weiter" in err and saved.read_bytes() == before
    status, out, err = run_main(["record", "export", "--unfinished", "evening"], capsys)   # as the words say (PLAYTEST218
    assert status == 0 and "mended: " in err                                             # F7: they named the game and
    assert saved.read_bytes() != before and list((home / "set-aside").glob("evening.json.*"))   # resume alone)


@pytest.mark.parametrize("content", [b"", b"\x00\xff\xfe garbage", b'[Ruleset "standard"]\nHand 1\nAnna: XX',
                                     b'[Ruleset "nonesuch"]\n[Seat "Anna"]\n[Seat "Ben"]\n', b'{"format": 1}'])
def test_replay_of_a_bad_file_is_one_plain_message_naming_it(tmp_path: Path, content: bytes,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "disputed.maumau"
    path.write_bytes(content)
    status, out, err = run_main(["replay", str(path)], capsys)
    assert status == 2 and err.startswith(f"maumau: {path}: ") and len(err.splitlines()) == 1, err


def test_replay_reads_an_exported_record_and_a_save_file(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from maumau_tui.store.commands import read_record_file
    from maumau_tui.store.saves import Store
    match = seeded_match(5, 25)
    saved = Store(home).save("evening", match)
    status, text, _ = run_main(["record", "export", "--unfinished", "evening"], capsys)
    exported = home / "evening.maumau"
    exported.write_text(text)
    for path in (exported, saved):
        replayed, title = read_record_file(path)
        assert title == path.name and replayed.hands == 1 and replayed.moves_in(1) == len(match.moves) > 10
        assert replayed.positions[-1].game.hands == match.game.hands
    plain_error(run_without_terminal("replay", str(exported)), "the game needs a terminal to play in")


def test_stats_count_finished_matches_per_player_with_bots_by_level(home: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    from maumau_tui.store.saves import Store
    store = Store(home)
    for number in range(3):
        store.finish(f"done-{number}", seeded_match(10 + number, 0, finish=True))
    status, out, _ = run_main(["stats", "--json"], capsys)
    rows = {row["player"]: row for row in json.loads(out)}
    assert status == 0 and set(rows) == {"Anna", "bot:easy"}
    assert rows["Anna"]["matches"] == rows["bot:easy"]["matches"] == 3
    assert rows["Anna"]["hands_won"] + rows["bot:easy"]["hands_won"] == 3
    status, out, _ = run_main(["stats"], capsys)
    assert status == 0 and out.splitlines()[0].split()[:3] == ["player", "ruleset", "matches"]
    assert any(line.startswith("bot (easy)") for line in out.splitlines())
    status, out, _ = run_main(["stats", "--json", "--ruleset", "kronenstube"], capsys)
    assert status == 0 and json.loads(out) == []
    status, out, _ = run_main(["--lang", "de", "stats"], capsys)   # the language asked for, as the app speaks it
    assert status == 0 and out.splitlines()[0].split()[:3] == ["Spieler", "Variante", "Partien"]
    assert any(line.startswith("Bot (leicht)") for line in out.splitlines()) and "Fuschen aufgedeckt:" in out
    status, out, _ = run_main(["--lang", "de", "stats", "--ruleset", "kronenstube"], capsys)
    assert status == 0 and out.strip() == "noch keine beendete Partie von kronenstube"
    status, out, _ = run_main(["stats", "--ruleset", "kronenstube", "--lang", "de"], capsys)   # after it, too
    assert status == 0 and out.strip() == "noch keine beendete Partie von kronenstube"


def test_serve_and_arena_get_every_argument(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import maumau_tui.arena
    import maumau_tui.net
    handed: list[tuple[str, list[str]]] = []
    def taker(name: str, status: int) -> Any:
        def take(argv: list[str]) -> int:
            handed.append((name, list(argv)))
            return status
        return take

    monkeypatch.setattr(maumau_tui.net, "serve_command", taker("serve", 5))
    monkeypatch.setattr(maumau_tui.arena, "main", taker("arena", 6))
    assert run_main(["serve", "--port", "2223", "--help"], capsys)[0] == 5
    assert run_main(["arena", "--games", "3"], capsys)[0] == 6
    assert run_main(["--lang", "de", "arena", "--games", "0"], capsys)[0] == 6   # (review 73: "unbekannte Argumente")
    assert run_main(["--lang=en", "serve", "--port", "2"], capsys)[0] == 5
    status, _, err = run_main(["--lang", "xx", "arena", "--games", "1"], capsys)   # (review 74: taken unchecked)
    assert status == 2 and "invalid choice: 'xx'" in err
    assert handed == [("serve", ["--port", "2223", "--help"]), ("arena", ["--games", "3"]), ("arena", ["--games", "0"]),
                      ("serve", ["--lang", "en", "--port", "2"])]     # (a language before serve is its own too)


@pytest.mark.parametrize(("args", "words"), [
    (["resume", "--help"], "Play on with a match that was not finished"),
    (["replay", "--help"], "replay viewer"),
    (["record", "export", "--help"], "maumau record export ID > match.maumau"),
    (["stats", "--help"], "bots by level"),
    (["play", "--help"], "NAME:bot=easy|medium|hard"),
])
def test_each_command_explains_itself(args: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_main(args, capsys)
    assert status == 0 and words in " ".join(out.split())


def test_record_cut_prints_a_scenario_that_checks(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from maumau_tui.scenarios import run_file
    from maumau_tui.store.saves import Store
    match = seeded_match(6, 0, finish=True)                   # hand 1 is over (a hand in play is not cut)
    Store(home).save("evening", match)
    status, text, _ = run_main(["record", "export", "--unfinished", "evening"], capsys)
    (home / "evening.maumau").write_text(text)
    for source in ("evening", str(home / "evening.maumau")):
        status, scenario, err = run_main(["record", "cut", source, "--hand", "1", "--move", "7"], capsys)
        assert status == 0 and err == "", err
        path = home / "disputed.yaml"
        path.write_text(scenario)
        assert run_file(path).passed, run_file(path).line()
    status, _, err = run_main(["record", "cut", "evening", "--hand", "1", "--move", "999"], capsys)
    assert status == 2 and "maumau: evening: hand 1 has" in err and "not 999" in err   # (PLAYTEST82: under its name)
    status, _, err = run_main(["record", "cut", "evening", "--hand", "0", "--move", "1"], capsys)
    assert status == 2 and "argument --hand: 0 is out of range" in err


# ---- the settings the app starts with: remembered, and what the command line gives over them -------------------

def started_settings(args: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> Any:
    """The settings `maumau ARGS` opens the app with (the app itself is not run)."""
    from maumau_tui.tui.app import MauMauApp
    started: list[Any] = []
    monkeypatch.setattr("maumau_tui.cli_screen.screen_missing", lambda: None)   # (a terminal)
    monkeypatch.setattr(MauMauApp, "run", lambda app, *_, **__: started.append(app.settings))
    status, _, err = run_main(args, capsys)
    assert status == 0 and len(started) == 1, err
    return started[0]


def test_the_app_starts_with_the_remembered_settings_and_only_the_options_given_change_them(
        home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LC_CTYPE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    plain = started_settings([], monkeypatch, capsys)                 # no settings file: as before
    assert (plain.lang, plain.ascii_cards, plain.bot_delay) == ("de", False, 0.6)
    (home / "settings.json").write_text(json.dumps({"lang": "en", "ascii_cards": True, "bot_speed": "fast",
                                                    "colours": "mono"}))
    remembered = started_settings([], monkeypatch, capsys)
    assert (remembered.lang, remembered.ascii_cards, remembered.bot_delay, remembered.colours) == ("en", True, 0.25, "mono")
    given = started_settings(["--lang", "de", "--bot-delay", "2"], monkeypatch, capsys)
    assert (given.lang, given.ascii_cards, given.bot_delay, given.colours) == ("de", True, 2.0, "mono")
    dealt = started_settings(["play", "--ruleset", "standard", "--seed", "3"], monkeypatch, capsys)
    assert (dealt.lang, dealt.bot_delay, dealt.seed) == ("en", 0.25, 3)
    from maumau_tui.store.saves import Store
    Store(home).save("evening", seeded_match(4, 12))
    resumed = started_settings(["resume", "--bot-delay", "0"], monkeypatch, capsys)
    assert (resumed.lang, resumed.ascii_cards, resumed.bot_delay) == ("en", True, 0.0)


def test_rules_list_speaks_the_remembered_language_unless_told_otherwise(home: Path) -> None:
    (home / "settings.json").write_text(json.dumps({"lang": "de"}))
    env = {**os.environ, "MAUMAU_HOME": str(home), "LC_ALL": "en_US.UTF-8"}
    german = subprocess.run([sys.executable, "-m", "maumau_tui", "rules", "list"], capture_output=True, text=True,
                            env=env, timeout=120)
    assert german.returncode == 0 and "Böse Sieben" in german.stdout and "Evil Seven" not in german.stdout
    english = subprocess.run([sys.executable, "-m", "maumau_tui", "rules", "list", "--lang", "en"],
                             capture_output=True, text=True, env=env, timeout=120)
    assert english.returncode == 0 and "Evil Seven" in english.stdout


@pytest.mark.parametrize(("argv", "given"), [
    (["--lang", "de", "resume"], {"lang": "de", "ascii_cards": None, "bot_delay": None}),
    (["resume", "--lang", "en", "--ascii"], {"lang": "en", "ascii_cards": True, "bot_delay": None}),
    (["--ascii", "--bot-delay", "0", "replay", "match.maumau"], {"lang": None, "ascii_cards": True, "bot_delay": 0.0}),
    (["resume"], {"lang": None, "ascii_cards": None, "bot_delay": None}),
])
def test_the_screen_options_count_before_and_after_resume_and_replay(argv: list[str], given: dict[str, object]) -> None:
    """`maumau --lang de resume` opened the match in English: the command's own defaults overwrote the option."""
    from maumau_tui.cli import _parser, given_settings
    assert given_settings(_parser().parse_args(argv)) == given


def test_the_replay_viewer_takes_no_bot_delay_of_its_own(capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST249 N4: `replay --help` offered a pause after each bot's move, and no bot moves there."""
    from maumau_tui.cli import _parser
    with pytest.raises(SystemExit):
        _parser().parse_args(["replay", "--bot-delay", "1", "match.maumau"])
    assert "unrecognized arguments: --bot-delay" in capsys.readouterr().err
    assert _parser().parse_args(["resume", "--bot-delay", "1"]).bot_delay == 1.0      # (where bots play on)


@pytest.mark.parametrize(("args", "said"), [
    (["--seat", "Robo:bot=ultra", "--ruleset", "standard"],
     "maumau: --seat Robo:bot=ultra: 'ultra' ist keine Bot-Stufe; wähle easy, medium oder hard"),
    (["--seat", "Anna:xyz", "--seat", "Ben", "--ruleset", "standard"],
     "maumau: --seat Anna:xyz: schreib einen Bot als NAME:bot oder NAME:bot=STUFE"),
    (["--seat", "A", "--ruleset", "standard"],
     "maumau: standard ist für 2 bis 10 Spieler, nicht 1: gib für jeden ein --seat NAME (oder NAME:bot) an"),
    (["--ruleset", "nonexistent-rules"], "maumau: es gibt kein Regelwerk 'nonexistent-rules'; bekannt: "),
])
def test_the_command_lines_refusals_are_german_with_lang_de(home: Path, args: list[str], said: str,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run_main(["--lang", "de", *args], capsys)
    assert status == 2 and err.startswith(said), err


def test_seconds_take_a_decimal_comma_as_the_german_help_writes_them() -> None:
    """PLAYTEST279 F5: the German help says "sonst 0,6", and `--bot-delay 0,6` was "keine Sekundenzahl"."""
    from maumau_tui.cli import DELAY, SECONDS

    assert DELAY("0,6") == DELAY("0.6") == 0.6 and SECONDS("1,5") == 1.5
    for wrong in ("0,6,1", "0,6.1", "1,000.5"):
        with pytest.raises(argparse.ArgumentTypeError, match="is not a number of seconds"):
            DELAY(wrong)
    with pytest.raises(argparse.ArgumentTypeError, match=r"\A99,5 is out of range"):   # (as typed: REVIEW275 N4)
        DELAY("99,5")


@pytest.mark.parametrize(("given", "german"), [
    (["play", "--seed", "abc"], "maumau play: Fehler: Argument --seed: 'abc' ist keine ganze Zahl"),
    (["play", "--bot-delay", "99"],
     "Argument --bot-delay: 99 liegt außerhalb des erlaubten Bereichs: gib eine Sekundenzahl von 0 bis 60 an"),
    (["record", "cut", "x", "--hand", "1", "--move", "-1"],       # (playtest 62: "0 bis 10,000,000")
     "Argument --move: -1 liegt außerhalb des erlaubten Bereichs: gib eine ganze Zahl von 0 bis 10\u202f000\u202f000 an"),
    (["play", "--seat"], "maumau play: Fehler: Argument --seat: erwartet einen Wert"),
    (["stats", "--wat"], "maumau stats: Fehler: unbekannte Argumente: --wat"),   # (its usage: PLAYTEST279 N13)
    (["record", "cut", "x"], "maumau record cut: Fehler: diese Argumente fehlen: --hand, --move"),
    (["serve", "--port", "99999"],
     "Argument --port: 99999 liegt außerhalb des erlaubten Bereichs: gib eine Portnummer von 0 bis 65\u202f535 an"),
    (["serve", "--idle-timeout", "x"], "Argument --idle-timeout: 'x' ist keine Sekundenzahl"),   # (review 110)
    (["serve", "--input-rate", "x"], "'x' ist keine Zahl von Bytes je Sekunde"),
    (["arena", "--budget-ms", "0"], "0 liegt außerhalb des erlaubten Bereichs: gib eine Zahl von Millisekunden von 1 bis 600\u202f000 an"),
    (["serve", "--max-sessions", "0"], "gib eine Zahl von Sitzungen von 1 bis 10\u202f000 an"),
    (["serve", "--copies", "99"], "gib eine Zahl von Tischen von 1 bis 32 an"),
    (["serve", "--port", "x'y"], "Argument --port: \"x'y\" ist keine Portnummer"),   # (review 111)
])
def test_the_parsers_refusals_are_german_on_a_german_command_line(given: list[str], german: str,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """Review 30: `--lang de` got argparse's English ("invalid int value")."""
    from maumau_tui.cli import main

    for lang in (["--lang", "de"], ["--lang=de"]):
        with pytest.raises(SystemExit) as ended:
            main([*lang, *given])
        said = capsys.readouterr().err
        assert ended.value.code == 2 and german in said and said.startswith("Aufruf: maumau"), said
    with pytest.raises(SystemExit):
        main(["--lang", "en", *given])
    assert "error: " in capsys.readouterr().err


@pytest.mark.parametrize(("lang", "given", "said"), [
    ("en", ["play", "--rulset", "standard"], "unrecognized arguments: --rulset standard; did you mean --ruleset?"),
    ("en", ["--rulset", "standard"], "unrecognized arguments: --rulset standard; did you mean --ruleset?"),  # (PLAYTEST134
    ("de", ["--rulset", "standard", "--seat", "A"], "unbekannte Argumente: --rulset standard; meinst du --ruleset?"),  # F5)
    ("en", ["--ruleset", "standard", "--rulset", "standard"], "unrecognized arguments: --rulset standard; did you mean "
                                                               "--ruleset?"),   # (REVIEW136 R9: its second time)
    ("en", ["plya"], "; did you mean play?"),
    ("en", ["rules", "lsit"], "; did you mean list?"),
    ("en", ["play", "--lang", "dee"], "; did you mean de?"),
    ("en", ["play", "--seet", "A"], "; did you mean --seat or --seed?"),
    ("en", ["play", "--sed=3", "--bot-dely", "1", "--wat"], "; did you mean --seed for --sed, --bot-delay for --bot-dely?"),
    ("en", ["play", "--wat", "--sede", "3"], "--wat --sede 3; did you mean --seed for --sede?"),   # (review 110)
    ("de", ["play", "--seet", "A"], "unbekannte Argumente: --seet A; meinst du --seat oder --seed?"),
    ("de", ["play", "--seet", "A", "--rulset", "x"], "; meinst du --seat oder --seed für --seet, --ruleset für --rulset?"),
    ("de", ["plya"], "; meinst du play?"),
    ("en", ["serve", "--prot", "22"], "unrecognized arguments: --prot 22; did you mean --port?"),
    ("de", ["arena", "--gmes", "3"], "unbekannte Argumente: --gmes 3; meinst du --games?"),
])
def test_a_misspelt_option_or_command_is_guessed(lang: str, given: list[str], said: str,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Playtest 82: `--rulset` was refused without a word of what was meant."""
    from maumau_tui.cli import main

    with pytest.raises(SystemExit) as ended:
        main(["--lang", lang, *given])
    err = capsys.readouterr().err
    assert ended.value.code == 2 and said in err and err.endswith("?\n"), err


@pytest.mark.parametrize("given", [["stats", "--wat"], ["stats", "--dealer", "Anna"], ["rules", "show", "x", "--rulset"],
                                   ["play", "--", "--rulset"], ["serve", "--lang", "en", "--wat"],
                                   ["arena", "--lang", "en", "--wat"], ["--lang", "plya"], ["dee"]])
def test_nothing_is_guessed_where_the_command_has_no_option_near(given: list[str],
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """Review 108: the guesses were drawn from every command's options (`stats --seed`: "did you mean --seed?"),
    and from words after `--`."""
    from maumau_tui.cli import main

    with pytest.raises(SystemExit):
        main(given)
    err = capsys.readouterr().err
    said = err.splitlines()[-1]
    assert ("unrecognized arguments: " in said or "invalid choice" in said) and "did you mean" not in said, err
    assert "--lang" not in said or given[0] == "--lang", err



@pytest.mark.parametrize(("arguments", "said"), [
    (["--ascii", "serve", "--port", "0"], "maumau: maumau serve takes its options after its name (maumau serve --help), "
                                          "not --ascii before it"),
    (["--lang", "de", "--bot-delay", "0", "arena", "--help"], "maumau: maumau arena nimmt seine Optionen nach seinem "
                                                              "Namen (maumau arena --help), nicht --bot-delay davor"),
    (["--ruleset=kronenstube", "stats"], "maumau: maumau stats takes its options after its name (maumau stats --help), "
                                         "not --ruleset before it"),
    (["--seed", "5", "--lang", "en", "sim", "--games", "3"], "maumau: maumau sim takes its options after its name "
                                                             "(maumau sim --help), not --seed before it"),
    (["--bot-delay", "0", "replay", "x.maumau"], "maumau: maumau replay takes its options after its name (maumau replay "
                                                 "--help), not --bot-delay before it"),
    (["--rule", "kronenstube", "stats"], "maumau: maumau stats takes its options after its name (maumau stats --help), "
                                         "not --rule before it"),      # (REVIEW275 N1: as argparse reads --ruleset)
])
def test_the_games_options_before_a_command_with_its_own_options_are_named(arguments: list[str], said: str) -> None:
    """PLAYTEST108 F9: `maumau --ascii serve --port 2309 ...` blamed serve's own options ("unrecognized arguments:
    --port 2309 ..."); PLAYTEST279 F4: before any other command they were dropped without a word (`maumau --seed 5
    sim` ran unseeded, `maumau --ruleset kronenstube stats` counted every ruleset)."""
    done = maumau(*arguments)
    assert done.returncode == 2 and done.stderr.strip() == said, done.stderr


def test_rules_new_says_in_german_why_it_cannot_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST279 F1: "cannot write the new ruleset (ein Teil des Pfads ist kein Ordner)" at a German table."""
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("MAUMAU_HOME", str(blocked))
    status, _, err = run_main(["--lang", "de", "rules", "new", "x1"], capsys)
    assert status == 2 and err == (f"maumau: {blocked}/rulesets/x1.yaml: die neue Regeldatei lässt sich nicht schreiben "
                                   "(ein Teil des Pfads ist kein Ordner)\n"), err
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    (tmp_path / "rulesets").write_text("not a folder")
    status, _, err = run_main(["--lang", "de", "rules", "new", "x1"], capsys)
    assert status == 2 and err == (f"maumau: {tmp_path}/rulesets: ist eine Datei, nicht der Ordner deiner Regelwerke; "
                                   "räume sie beiseite\n"), err


def test_a_misspelt_option_after_a_command_shows_that_commands_usage(capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST279 N13: `maumau resume --lst` showed the usage of `maumau` itself above the good guess."""
    status, _, err = run_main(["--lang", "en", "resume", "--lst"], capsys)
    assert status == 2 and err.startswith("usage: maumau resume ") and err.endswith(
        "maumau resume: error: unrecognized arguments: --lst; did you mean --list?\n"), err
    status, _, err = run_main(["--lang", "en", "--rulset", "standard"], capsys)     # (no command: the game's own)
    assert status == 2 and err.startswith("usage: maumau [-h]") and "\nmaumau: error: " in err, err


def test_rules_check_is_rules_validate(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST279 N14: `rules check FILE`, the verb tried first, was "invalid choice" with no word of validate."""
    from maumau_tui.rules.loader import builtin_dir

    path = str(builtin_dir() / "standard.yaml")
    assert run_main(["--lang", "en", "rules", "check", path], capsys)[:2] == (0, f"{path}: valid\n")
    assert run_main(["--lang", "en", "rules", "validate", path], capsys)[:2] == (0, f"{path}: valid\n")


def test_the_arena_refuses_in_the_commands_language(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST279 F3: its help and the parser's refusals were German, its own refusals English."""
    status, _, err = run_main(["--lang", "de", "arena", "--bots", "foo"], capsys)
    assert status == 2 and err == ("maumau arena: 'foo' ist keine Bot-Stufe: wähle eine von random (easy), heuristic "
                                   "(medium), search (hard)\n"), err
    status, _, err = run_main(["arena", "--lang", "de", "--bots", "random", "--games", "2"], capsys)
    assert status == 2 and err == "maumau arena: standard ist für 2 bis 10 Spieler, nicht 1\n", err
    status, _, err = run_main(["--lang", "en", "arena", "--bots", "hard,,easy"], capsys)
    assert status == 2 and err.startswith("maumau arena: --bots 'hard,,easy' has an empty place: "), err


def test_options_a_command_takes_before_its_name_stay_taken(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A language before every command, the screen's before resume and replay; `record --lang de list` as `rules
    --lang de list` (PLAYTEST279 F7: "invalid choice: 'de'")."""
    for arguments in (["--lang", "de", "record", "list"], ["record", "--lang", "de", "list"]):
        status, out, err = run_main(arguments, capsys)
        assert status == 0 and out.startswith("keine beendete Partie in "), (arguments, out, err)
    status, out, err = run_main(["--ascii", "--bot-delay", "0", "--lang", "en", "resume", "--list"], capsys)
    assert status == 0 and out.startswith("no unfinished match in "), (out, err)
    for arguments in (["-h", "stats"], ["--lang", "en", "--help", "rules"]):   # (REVIEW275 N1: refused, exit 2)
        status, out, err = run_main(arguments, capsys)
        assert status == 0 and out.startswith("usage: maumau [-h]"), (arguments, out, err)


def test_a_language_the_game_does_not_speak_is_refused_in_the_remembered_one(home: Path,
                                                                             capsys: pytest.CaptureFixture[str]) -> None:
    """(PLAYTEST110 F3: `--lang fr` with German remembered was refused in English, every other refusal in German.)"""
    (home / "settings.json").write_text(json.dumps({"lang": "de"}))
    status, _, err = run_main(["--lang", "fr"], capsys)
    assert status == 2 and "Fehler: Argument --lang: ungültige Wahl: 'fr'" in err, err


@pytest.mark.parametrize(("lang", "quoted"), [("en", "A plays the 9 of Hearts."), ("de", "A legt Herz 9.")])
def test_a_failed_log_expectation_quotes_the_log_in_the_commands_language(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, quoted: str) -> None:
    # (PLAYTEST197 F4: the log quoted under English messages was German, whatever --lang said)
    bad = tmp_path / "bad.yaml"
    bad.write_text("ruleset: standard\nseats: [A, B]\nhands: {A: [9H, 7C], B: [8H]}\npile: [10H]\n"
                   "steps:\n  - A: play 9H\n  - expect: {log_contains: zzz}\n", encoding="utf-8")
    status, out, _ = run_main(["scenario", "--lang", lang, str(bad)], capsys)
    assert status == 1 and f"    {quoted}\n" in out, out


def test_sim_fails_where_hands_do_not_end(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    # (PLAYTEST197 F11: a ruleset whose hands never ended passed with exit status 0)
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    (tmp_path / "rulesets").mkdir()
    effects = "".join(f"  '{rank}': {{others_draw: 2}}\n" for rank in ("7", "8", "9", "10", "J", "Q", "K", "A"))
    (tmp_path / "rulesets" / "flood.yaml").write_text(
        f"id: flood\nextends: standard\nname: Flood\ndescription: x\neffects:\n{effects}", encoding="utf-8")
    status, out, err = run_main(["sim", "--ruleset", "flood", "--players", "2", "--games", "3"], capsys)
    assert status == 1 and "hands that hit the cap of 5000 moves: 3; finished: 0" in out
    assert err == "maumau: 3 of 3 hands did not end within 5000 moves: can a hand of flood end at all?\n"


def test_a_move_the_engine_refuses_in_a_command_is_a_bug_to_report(capsys: pytest.CaptureFixture[str],
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """(REVIEW235 R2: an IllegalMoveError is a ValueError, and the command line said it as a mistake of the user's:
    "maumau: ...", exit status 2.  From ``sim`` or ``arena`` it is a bug of ours: said so, and where.)"""
    from maumau_tui import sim
    from maumau_tui.engine.game import IllegalMoveError

    def refused(*_args: object, **_kwargs: object) -> None:
        raise IllegalMoveError("you do not hold 7H")

    monkeypatch.setattr(sim, "simulate", refused)
    status, out, err = run_main(["sim", "--games", "1"], capsys)
    assert status == 70 and out == "", (status, err)
    assert err.startswith("maumau: unexpected error, please report it: IllegalMoveError: you do not hold 7H ("), err
