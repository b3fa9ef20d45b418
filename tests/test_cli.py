"""The command line as a person uses it: real processes, real output, no tracebacks."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

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
    assert "FAIL" in result.stdout and "step 1 (A: play 8H)" in result.stdout and "0 passed, 1 failed" in result.stdout


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
    (["play", "--seat", "Anna", "--seat", "Ben:bot"], "--seat needs --ruleset ID to say what to play"),
    (["play", "--ruleset", "standard", "--seat", "Anna"], "standard is for 2 to 10 players, not 1"),
    (["play", "--ruleset", "standrd"], "no ruleset called 'standrd'; did you mean standard?"),
    (["play", "--ruleset", "standard", "--seat", "Anna", "--seat", "anna"], "'Anna' and 'anna' differ only in capitals"),
    (["play", "--ruleset", "standard", "--seat", "Anna Lena", "--seat", "Ben"], "'Anna Lena' has a space"),
    (["play", "--ruleset", "standard", "--seat", "B: x", "--seat", "Ben"], "'B: x' has a space"),
    (["play", "--ruleset", "standard", "--seat", "B:x", "--seat", "Ben"], "'B:x' has ':'"),
])
def test_bad_command_lines_get_one_plain_message(args: list[str], text: str, capsys: pytest.CaptureFixture[str]) -> None:
    from maumau_tui.cli import main
    try:
        status = main(args)
    except SystemExit as exit_:  # argparse's own refusal
        status = exit_.code
    out, err = capsys.readouterr()
    assert status == 2 and text in err and "Traceback" not in out + err, (status, err)


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
        "standard", [("Anna", False), ("Ben", False), ("Robo", True)])
    assert play_seats(_parser().parse_args(["--ruleset", "standard", "--seat", "Kim", "--seat", "Ulf:bot"])) == (
        "standard", [("Kim", False), ("Ulf", True)])
    assert play_seats(_parser().parse_args(["play"])) == (None, None)


def test_a_closed_pipe_ends_quietly() -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first line is written, as with `| head -1`
    try:
        result = subprocess.run([sys.executable, "-m", "maumau_tui", "rules", "list"], stdout=write_end,
                                stderr=subprocess.PIPE, text=True, cwd=ROOT, timeout=120)
    finally:
        os.close(write_end)
    assert result.returncode == 141 and result.stderr == ""


def test_rules_list_and_show_speak_the_chosen_language() -> None:
    german = maumau("rules", "list", "--lang", "de").stdout
    english = maumau("--lang", "en", "rules", "list").stdout
    assert "Der amerikanische Klassiker" in german and "The American classic" in english
    from_locale = run_without_terminal("rules", "list", env=dict(os.environ, LANG="de_DE.UTF-8", LC_ALL=""))
    assert from_locale.stdout == german
    shown = maumau("rules", "show", "idioten-mau", "--lang", "en").stdout
    assert "description: One card in the first round" in shown and "Anzahl der Joker" not in shown
    assert "description: Number of jokers." in shown


def test_rules_show_has_a_short_and_a_full_form() -> None:
    short = maumau("rules", "show", "standard", "--lang", "en").stdout
    full = maumau("rules", "show", "standard", "--full", "--lang", "en").stdout
    assert short.startswith("# standard: only what differs from the defaults")
    assert "multi_play" not in short and "multi_play: false" in full
    assert "quick:" not in short and "quick:" in full  # the options every ruleset has
    assert "six_cards:" in short and "packs_from:" in short
    assert len(short.splitlines()) * 2 < len(full.splitlines())
    import yaml
    assert yaml.safe_load(short)["effects"]["7"] == {"draw": {"amount": 2}}


def test_the_language_follows_the_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    from maumau_tui.cli import default_lang
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    assert default_lang() == "en"
    monkeypatch.setenv("LANG", "de_AT.UTF-8")
    assert default_lang() == "de"
    monkeypatch.setenv("LC_ALL", "en_GB.UTF-8")
    assert default_lang() == "en"


def test_validate_takes_a_folder() -> None:
    result = maumau("rules", "validate", "rulesets")
    assert result.returncode == 0
    assert result.stdout.count(": valid\n") == len(list((ROOT / "rulesets").glob("*.yaml"))) > 10
