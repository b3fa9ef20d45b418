"""The command line as a person uses it: real processes, real output, no tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

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
