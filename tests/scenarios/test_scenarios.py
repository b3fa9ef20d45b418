"""Every scenario file under tests/scenarios/ passes; the runner itself reports failures plainly."""

from __future__ import annotations

from pathlib import Path

import pytest

from maumau_tui.scenarios import BUG, run_file, run_spec

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


def test_the_example_of_the_format_runs(tmp_path: Path) -> None:
    """The README's example is a scenario that passes (it named an option and a flag its ruleset lacks)."""
    text = (HERE / "README.md").read_text(encoding="utf-8").split("```yaml\n", 1)[1].split("```", 1)[0]
    example = tmp_path / "example.yaml"
    example.write_text(text, encoding="utf-8")
    outcome = run_file(example)
    assert outcome.passed, outcome.message


BASE = {"ruleset": "standard", "seats": ["A", "B"], "hands": {"A": ["7H", "KS"], "B": ["8D", "10D"]},
        "pile": ["9H"], "stock": ["QS", "7C", "AH"]}


def test_a_wrong_expectation_fails_with_step_state_and_reason() -> None:
    message = run_spec(BASE | {"steps": [{"A": "play 7H"}, {"expect": {"turn": "A"}}]})
    assert message is not None
    assert "step 2" in message and "turn: expected 'A', got 'B'" in message and "state:" in message


# After "A: play 7H" at three seats: each key the format checks, with what holds and with what does not (REVIEW265
# B1: 13 of the 17 keys were never seen to fail; a check turned into a no-op left every test green)
AFTER_7H = BASE | {"seats": ["A", "B", "C"], "hands": {"A": ["7H", "KS"], "B": ["8D", "10D"], "C": ["JC", "9S"]},
                   "stock": ["QS", "7C", "AH", "KD"]}
HOLDS_AND_NOT = {
    "turn": ("B", "C"), "top": ("7H", "KS"), "wish": (None, "H"), "pending_draw": (2, 0), "phase": ("turn", "wish"),
    "waiting": (["B"], ["C"]), "kings_round": (None, "A"), "direction": ("cw", "ccw"), "hands": ({"A": ["KS"]}, {"A": ["7H"]}),
    "hand_size": ({"A": 1}, {"A": 2}), "stock_size": (4, 3), "pile_size": (2, 1), "finished": (False, True),
    "winner": (None, "A"), "out": ([], ["A"]), "scores": ({"A": 10}, {"A": 0}), "log_contains": ("A plays the 7 of Hearts", "Queen"),
}


def test_every_key_of_an_expectation_is_shown_to_fail() -> None:
    from maumau_tui.rules.scenario_format import Expect
    assert set(HOLDS_AND_NOT) == set(Expect.model_fields)      # (a key added later is added here too)


@pytest.mark.parametrize("key", sorted(HOLDS_AND_NOT))
def test_each_key_passes_what_holds_and_fails_what_does_not(key: str) -> None:
    holds, wrong = HOLDS_AND_NOT[key]
    assert run_spec(AFTER_7H | {"steps": [{"A": "play 7H"}, {"expect": {key: holds}}]}) is None
    message = run_spec(AFTER_7H | {"steps": [{"A": "play 7H"}, {"expect": {key: wrong}}]})
    assert message is not None and message.startswith(f"step 2 (expect): {key}")
    assert ("is not in the log" if key == "log_contains" else "expected") in message


@pytest.mark.parametrize("word", ["S", "s", "Pik", "spades", "Spades"])
def test_an_expected_wish_may_be_written_as_a_move_names_it(word: str) -> None:
    """PLAYTEST271 F5: ``wish: Pik`` (or ``spades``) was taken and could never match ("expected 'PIK', got 'S'"),
    while the move ``wish Pik`` wished Spades."""
    jack = AFTER_7H | {"hands": {"A": ["JH", "KS"], "B": ["8D", "10D"], "C": ["JC", "9S"]}}
    assert run_spec(jack | {"steps": [{"A": "play JH"}, {"A": f"wish {word}"}, {"expect": {"wish": word}}]}) is None
    message = run_spec(jack | {"steps": [{"A": "play JH"}, {"A": "wish H"}, {"expect": {"wish": word}}]})
    assert message is not None and "wish: expected 'S', got 'H'" in message, message


def test_a_hand_is_a_multiset_a_card_held_twice_is_not_named_once() -> None:
    """(REVIEW265 B1: hands compared as sets passed every test.)"""
    twice = {"ruleset": "idioten-mau", "seats": ["A", "B"], "hands": {"A": ["*", "*", "7H"], "B": ["8D"]},
             "pile": ["9H"], "stock": ["QS"]}
    assert run_spec(twice | {"steps": [{"expect": {"hands": {"A": ["*", "*", "7H"]}}}]}) is None
    message = run_spec(twice | {"steps": [{"expect": {"hands": {"A": ["*", "7H"]}}}]})
    assert message is not None and "hands.A: expected" in message


def test_a_refused_move_that_changed_the_state_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """A refused step must change nothing (REVIEW265 B2: the runner's check of that was never reached)."""
    from maumau_tui.engine.game import Game, IllegalMoveError

    def apply(game: Game, move: object, seat: int | None = None) -> None:
        game.hands[0].pop()
        raise IllegalMoveError("refused after all")

    monkeypatch.setattr(Game, "apply", apply)
    message = run_spec(BASE | {"steps": [{"A": "play KS", "refused": True}]})
    assert message == "step 1 (A: play KS) was refused but changed the state"


def test_a_refused_step_that_is_played_fails() -> None:
    message = run_spec(BASE | {"steps": [{"A": "play 7H", "refused": True}]})
    assert message is not None and "should have been refused" in message


@pytest.mark.parametrize("move", ["plya KS", "play 7X", "name Zed"])
def test_a_refused_step_whose_move_does_not_parse_is_a_broken_scenario(move: str) -> None:
    """(Review 113: a typo in a step marked refused passed, taken for the game refusing the move.)"""
    from maumau_tui.scenarios import ScenarioError
    with pytest.raises(ScenarioError, match=f"step 1 \\(A: {move}\\): "):
        run_spec(BASE | {"steps": [{"A": move, "refused": True}]})
    assert run_spec(BASE | {"steps": [{"A": "play KS", "refused": True}]}) is None     # (a move that parses)


def test_an_empty_expectation_is_a_broken_scenario() -> None:
    """(Review 113: ``- expect: {}`` checked nothing and passed.)"""
    from maumau_tui.scenarios import ScenarioError
    for empty in ({}, None):
        with pytest.raises(ScenarioError, match="expect: names what must hold"):
            run_spec(BASE | {"steps": [{"A": "play 7H"}, {"expect": empty}]})
    for empty in ({"hands": {}}, {"hand_size": {}}, {"scores": {}}, {"log_contains": " "}):   # (REVIEW242 T5)
        with pytest.raises(ScenarioError, match="an empty one checks nothing"):
            run_spec(BASE | {"steps": [{"A": "play 7H"}, {"expect": empty}]})
    assert run_spec(BASE | {"steps": [{"A": "play 7H"}, {"expect": {"hands": {"A": []}}}]}) is not None   # (checked)


def test_an_illegal_step_fails_with_the_engines_reason() -> None:
    message = run_spec(BASE | {"steps": [{"A": "play KS"}]})
    assert message is not None and "KS does not fit on 9H" in message


def test_a_card_placed_twice_is_a_broken_scenario(tmp_path: Path) -> None:
    path = tmp_path / "twice.yaml"
    path.write_text("ruleset: standard\nseats: [A, B]\nhands: {A: [7H], B: [7H]}\npile: [9H]\n", encoding="utf-8")
    outcome = run_file(path)
    assert not outcome.passed and "7H appears 2 times" in outcome.message


def test_a_card_placed_twice_is_named_where_it_is(tmp_path: Path) -> None:
    """Playtest 82: "AH appears 2 times, the pack holds 1" said neither where nor in which line."""
    path = tmp_path / "twice.yaml"
    path.write_text("ruleset: standard\nseats: [A, B, C]\nhands:\n  A: [AH, 7S]\n  B: [8S]\n  C: [AH]\n"
                    "pile: [KH, AH]\n", encoding="utf-8")
    assert run_file(path).message == (f"cannot run: {path}, line 7: pile: AH appears 3 times (also in hands.A, hands.C), "
                                      "the pack holds 1")
    path.write_text("ruleset: standard\nseats: [A, B, C]\nhands:\n  A: [AH, 7S]\n  B: [8S]\n  C: [AH]\npile: [KH]\n",
                    encoding="utf-8")
    assert run_file(path).message == f"cannot run: {path}, line 6: hands.C: AH appears 2 times (also in hands.A), the pack holds 1"


def broken(tmp_path: Path, text: str) -> str:
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    outcome = run_file(path)
    assert not outcome.passed and outcome.message.startswith("cannot run: "), outcome.message
    assert "Traceback" not in outcome.message and BUG not in outcome.message
    return outcome.message


HEAD = "ruleset: standard\nhands: {A: [7H], B: [8H]}\npile: [9H]\n"  # lines 1-3


@pytest.mark.parametrize(("text", "reason"), [
    (HEAD + "seats: 5\n", "line 4: seats: should be a list, not 5"),
    (HEAD + "seats: [A]\n", "line 4: seats: "),
    ("ruleset: standard\nseats: [A, B]\nhands: [7H]\npile: [9H]\n", "line 3: hands: should be a mapping"),
    ("ruleset: standard\nseats: [A, B]\nhands: {A: 7H}\npile: [9H]\n", "line 3: hands.A: should be a list, not '7H'"),
    (HEAD + "seats: [A, B]\nsteps:\n  - expect: 5\n", "line 6: steps[1].expect: should be a mapping of keys and values, not 5"),
    (HEAD + "seats: [A, B]\nsteps:\n  - expect: {pending_draw: two}\n",
     "steps[1].expect.pending_draw: should be a whole number, not 'two'"),
    (HEAD + "seats: [A, B]\nsteps:\n  - expect: {finished: 'yes'}\n", "steps[1].expect.finished: should be true or false, not 'yes'"),
    (HEAD + "seats: [A, B]\nsteps:\n  - expect: {turn: [A]}\n", "steps[1].expect.turn: should be a text"),
    (HEAD + "seats: [A, B]\nsteps:\n  - expect: {direction: left}\n", "should be one of cw, ccw, not 'left'"),
    (HEAD + "seats: [A, B]\nsteps:\n  - expect: {top: 7X}\n", "steps[1].expect.top: '7X' is not a card"),
    (HEAD + "seats: [A, B]\nsteps:\n  - expect: {wish: purple}\n", "'purple' is not a suit (C, S, H, D) or a rank"),
    (HEAD + "seats: [A, B]\nsteps:\n  - expect: {turns: A}\n", "unknown key 'turns' (did you mean turn?)"),
    (HEAD + "seats: [A, B]\nsteps:\n  - expect: {colour: red}\n",       # (PLAYTEST82: pointed to the ruleset keys)
     "unknown key 'colour'; the keys here are: "),
    (HEAD + "seats: [A, B]\noptions: 5\n", "line 5: options: should be a mapping"),
    (HEAD + "seats: [A, B]\noptions: [quick]\n", "line 5: options: should be a mapping"),
    (HEAD + "seats: [A, B]\noptions: {quick: 'on'}\n", "options.quick: should be true or false or a whole number"),
    (HEAD + "seats: [A, B]\nsteps: true\n", "line 5: steps: should be a list, not true"),
    (HEAD + "seats: [A, B]\nsteps:\n  - A: play 7H\n    refused: 'no'\n", "line 7: steps[1].refused: should be true or false, not 'no'"),
    (HEAD + "seats: [A, B]\nsteps:\n  - A: 5\n", "steps[1].move: should be a text, not 5"),
    (HEAD + "seats: [A, B]\nsteps:\n  - 5\n", "line 6: steps[1]: a step is a seat and its move"),
    (HEAD + "seats: [A, B]\nsteps:\n  - A: play 7H\n    B: draw\n", "a step names one seat and its move"),
    (HEAD + "seats: [A, B]\nsteps:\n  - C: draw\n", "line 6: steps[1]: 'C' is not a seat (A, B)"),
    (HEAD + "seats: [A, B]\nsteps:\n  - expect: {hand_size: {C: 1}}\n", "steps[1].expect.hand_size.C: 'C' is not a seat"),
    (HEAD + "seats: [A, B]\ndealer: C\n", "line 5: dealer: 'C' is not a seat"),
    ("ruleset: standard\nseats: [A, B]\nhands: {A: [7H]}\npile: [9H]\n",      # (PLAYTEST190: B sat with no cards)
     "line 3: hands: 'B' has no hand here: give every seat its hand (B: [] for none)"),
    (HEAD + "seats: [A, a]\n", "'a' sits twice"),
    (HEAD + "seats: [A, 'B C']\n", "line 4: seats[2]: 'B C' has a space"),
    (HEAD + "seats: [A, B]\nsteps: " + "[" * 300 + "]" * 300 + "\n", "line 5: nested more than 24 levels deep"),
    (HEAD + "seats: [A, B]\nsteps: &s [*s]\n", "contains an alias (*) of itself"),
    (HEAD + "seats: [A, B]\npile: [9C]\n", "the key 'pile' is written twice in one mapping (lines 3 and 5)"),
    (HEAD + "seats: [A, B]\nruleset: standrd\n", "written twice"),
    ("ruleset: standrd\nseats: [A, B]\nhands: {A: [], B: []}\npile: [9H]\n",
     "no ruleset called 'standrd'; did you mean standard?"),
    ("ruleset: standard\nseats: [A, B, C, D, E, F, G, H, I, J, K]\nhands: {A: [], B: [], C: [], D: [], E: [], F: [], "
     "G: [], H: [], I: [], J: [], K: []}\npile: [9H]\n", "is for 2 to 10 players, not 11"),
    ("ruleset: standard\nseats: [A, B]\npile: [9H]\n", "no hands: give every seat its hand, like hands: {A: [7H, KS], ...}"),
    ("- just\n- a list\n", "a scenario file must be a mapping"),
    ("", "the file is empty; a scenario file is a mapping of keys (ruleset:, seats:, hands:, ...)"),
    ("# only a comment\n", "the file is empty"),
    ("ruleset: standard\nseats: [A, B]\nhands: {A: [7H], B: [8H]}\npile: []\n", "line 4: pile: should have at least 1 entry, not 0"),
])
def test_a_malformed_scenario_is_told_like_a_broken_ruleset(tmp_path: Path, text: str, reason: str) -> None:
    assert reason in broken(tmp_path, text)


@pytest.mark.parametrize(("options", "reason"), [
    ("{seven_stacking: 7}", "line 2: option 'seven_stacking' is on or off (true or false), not 7"),
    ("{play_to: -5}", "line 2: option 'play_to' takes a number from 0 to 1000, not -5"),
    ("{play_to: 99999999999999999999999}", "line 2: option 'play_to' takes a number from 0 to 1000, not 99999999999999999999999"),
    ("\n  play_to: true", "line 3: option 'play_to' takes a whole number, not true"),
])
def test_an_option_value_the_lobby_refuses_is_refused_at_its_own_line(tmp_path: Path, options: str, reason: str) -> None:
    """PLAYTEST218 F2, F3: ``seven_stacking: 7`` passed, and ``play_to: -5`` was said of the ruleset's own file
    ("rulesets/standard.yaml: match.target: should be at least 0"), with no line of the scenario."""
    said = broken(tmp_path, f"ruleset: standard\noptions: {options}\nseats: [A, B]\nhands: {{A: [7H], B: [8H]}}\n"
                            "pile: [9H]\n")
    assert said == f"cannot run: {tmp_path / 'bad.yaml'}, {reason}", said


def test_an_option_the_ruleset_lacks_is_refused_at_its_own_line(tmp_path: Path) -> None:
    """REVIEW278 N9: ``options: {nonexistent: 3}`` was told with no file and no line, unlike every other mistake."""
    said = broken(tmp_path, "ruleset: standard\noptions: {nonexistent: 3}\nseats: [A, B]\nhands: {A: [7H], B: [8H]}\n"
                            "pile: [9H]\n")
    head = f"cannot run: {tmp_path / 'bad.yaml'}, line 2: ruleset 'standard' has no option 'nonexistent'; it has: "
    assert said.startswith(head) and "six_cards" in said[len(head):].split(", "), said


def test_a_reason_of_several_lines_goes_on_indented_under_its_file(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("ruleset: standard\nseats: [A]\nhands: {A: [7H]}\npile: []\n", encoding="utf-8")
    lines = run_file(path).line().splitlines()
    assert lines[0].startswith(f"FAIL  {path}: cannot run: ") and len(lines) >= 2, lines
    assert all(line.startswith("      ") and line.strip() for line in lines[1:]), lines
    assert any("pile: should have at least 1 entry, not 0" in line for line in lines), lines


def test_refused_must_be_a_real_true() -> None:
    from maumau_tui.scenarios import ScenarioError
    with pytest.raises(ScenarioError, match="should be true or false, not 'no'"):
        run_spec(BASE | {"steps": [{"A": "play KS", "refused": "no"}]})


def test_a_batch_of_scenarios_goes_on_after_a_broken_file(tmp_path: Path) -> None:
    from maumau_tui.cli import main
    (tmp_path / "a_broken.yaml").write_text(HEAD + "seats: 5\n", encoding="utf-8")
    (tmp_path / "b_loop.yaml").write_text(HEAD + "seats: [A, B]\nsteps: &s [*s]\n", encoding="utf-8")
    (tmp_path / "c_good.yaml").write_text(HEAD + "seats: [A, B]\nsteps:\n  - A: play 7H\n  - expect: {winner: A}\n",
                                          encoding="utf-8")
    assert main(["scenario", str(tmp_path)]) == 1
    outcomes = [run_file(path) for path in sorted(tmp_path.glob("*.yaml"))]
    assert [outcome.passed for outcome in outcomes] == [False, False, True]


def test_a_card_no_pack_holds_is_said_so(tmp_path: Path) -> None:
    """(Playtest 64: "2H appears 1 times, the pack holds 0".)"""
    path = tmp_path / "two.yaml"
    path.write_text("ruleset: standard\nseats: [A, B]\nhands: {A: [2H], B: [7H]}\npile: [9H]\n", encoding="utf-8")
    outcome = run_file(path)
    assert not outcome.passed and "2H appears once, the pack holds none" in outcome.message, outcome.message
