"""Every scenario file under tests/scenarios/ passes; the runner itself reports failures plainly."""

from __future__ import annotations

from pathlib import Path

import pytest

from maumau_tui.scenarios import run_file, run_spec

HERE = Path(__file__).parent
FILES = sorted(HERE.rglob("*.yaml"))


def test_every_ruleset_folder_has_scenarios() -> None:
    rulesets = {p.stem for p in (HERE.parents[1] / "rulesets").glob("*.yaml")}
    folders = {p.name for p in HERE.iterdir() if p.is_dir() and any(p.glob("*.yaml"))}
    assert rulesets <= folders, f"rulesets without scenarios: {sorted(rulesets - folders)}"


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(HERE)) for p in FILES])
def test_scenario(path: Path) -> None:
    outcome = run_file(path)
    assert outcome.passed, outcome.message


BASE = {"ruleset": "standard", "seats": ["A", "B"], "hands": {"A": ["7H", "KS"], "B": ["8D", "10D"]},
        "pile": ["9H"], "stock": ["QS", "7C", "AH"]}


def test_a_wrong_expectation_fails_with_step_state_and_reason() -> None:
    message = run_spec(BASE | {"steps": [{"A": "play 7H"}, {"expect": {"turn": "A"}}]})
    assert message is not None
    assert "step 2" in message and "turn: expected 'A', got 'B'" in message and "state:" in message


def test_a_refused_step_that_is_played_fails() -> None:
    message = run_spec(BASE | {"steps": [{"A": "play 7H", "refused": True}]})
    assert message is not None and "should have been refused" in message


def test_an_illegal_step_fails_with_the_engines_reason() -> None:
    message = run_spec(BASE | {"steps": [{"A": "play KS"}]})
    assert message is not None and "KS does not fit on 9H" in message


def test_a_card_placed_twice_is_a_broken_scenario(tmp_path: Path) -> None:
    path = tmp_path / "twice.yaml"
    path.write_text("ruleset: standard\nseats: [A, B]\nhands: {A: [7H], B: [7H]}\npile: [9H]\n", encoding="utf-8")
    outcome = run_file(path)
    assert not outcome.passed and "7H appears 2 times" in outcome.message
