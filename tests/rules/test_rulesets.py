"""Ruleset files: validation with file and line, extends, options, and the committed JSON Schema."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from maumau_tui.rules.schema import option_range
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import RulesetError, builtin_dir, check_all_options, load, ruleset_paths
from maumau_tui.rules.json_schema import ruleset_file_schema

ROOT = Path(__file__).resolve().parents[2]


def test_committed_schema_matches_the_models() -> None:
    committed = json.loads((ROOT / "rulesets" / "ruleset.schema.json").read_text(encoding="utf-8"))
    assert committed == ruleset_file_schema(), "run: maumau rules schema > rulesets/ruleset.schema.json"


@pytest.mark.parametrize("ruleset_id", sorted(path.stem for path in builtin_dir().glob("*.yaml")))
def test_every_shipped_ruleset_and_option_is_valid(ruleset_id: str) -> None:
    assert check_all_options(ruleset_id) == []
    ruleset = load(ruleset_id)
    assert ruleset.id == ruleset_id
    for players in range(ruleset.players.min, ruleset.players.max + 1):
        tables = compile_ruleset(ruleset, players)
        assert tables.hand_size * players < len(tables.deck), f"{players} players: not enough cards"


def test_shipped_rulesets_come_from_the_rulesets_folder() -> None:
    assert {"standard", "kronenstube"} <= set(ruleset_paths())
    assert builtin_dir().name in ("rulesets", "builtin_rulesets")


def write(tmp_path: Path, text: str, name: str = "mine.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_unknown_key_names_file_line_and_key(tmp_path: Path) -> None:
    path = write(tmp_path, "id: mine\nname: Mine\ndescription: x\neffects:\n  '7':\n    drwa: {amount: 2}\n")
    with pytest.raises(RulesetError) as error:
        load(path)
    message = str(error.value)
    assert str(path) in message and "line 6" in message and "unknown key 'drwa'" in message


def test_wrong_type_names_the_field(tmp_path: Path) -> None:
    path = write(tmp_path, "id: mine\nname: Mine\ndescription: x\nhand_size: many\n")
    with pytest.raises(RulesetError) as error:
        load(path)
    assert "line 4" in str(error.value) and "hand_size" in str(error.value)


def test_broken_yaml_is_refused_with_its_line(tmp_path: Path) -> None:
    path = write(tmp_path, "id: mine\nname: [unclosed\ndescription: x\n")
    with pytest.raises(RulesetError, match=r"line \d+: this is not valid YAML"):
        load(path)


def test_missing_required_key(tmp_path: Path) -> None:
    path = write(tmp_path, "id: mine\nname: Mine\n")
    with pytest.raises(RulesetError, match="description: this key is required but missing"):
        load(path)


def test_bad_rank_in_effects(tmp_path: Path) -> None:
    path = write(tmp_path, "id: mine\nname: Mine\ndescription: x\neffects:\n  '1': {follow: true}\n")
    with pytest.raises(RulesetError, match="not a rank"):
        load(path)


def test_extends_overrides_and_keeps_the_rest(tmp_path: Path) -> None:
    path = write(tmp_path, "id: mine\nextends: standard\nname: Mine\ndescription: x\nhand_size: 7\n"
                           "players: {max: 4}\neffects:\n  '9': {reverse: true}\n")
    ruleset = load(path)
    assert ruleset.hand_size == 7
    assert ruleset.effects["9"].reverse and ruleset.effects["7"].draw is not None
    assert "seven_stacking" in ruleset.options


def test_extends_in_a_circle_is_refused(tmp_path: Path) -> None:
    write(tmp_path, "id: a\nextends: " + str(tmp_path / "b.yaml") + "\nname: A\ndescription: x\n", "a.yaml")
    write(tmp_path, "id: b\nextends: " + str(tmp_path / "a.yaml") + "\nname: B\ndescription: x\n", "b.yaml")
    with pytest.raises(RulesetError, match="circle"):
        load(tmp_path / "a.yaml")


def test_options_switch_rules() -> None:
    assert load("standard").effects["7"].draw.stack is False
    assert load("standard", {"seven_stacking": True}).effects["7"].draw.stack is True
    assert load("standard", {"six_cards": True}).hand_size == 6
    with pytest.raises(RulesetError, match="has no option"):
        load("standard", {"no_such_option": True})


def test_an_option_that_breaks_the_ruleset_is_reported(tmp_path: Path) -> None:
    path = write(tmp_path, "id: mine\nname: Mine\ndescription: x\noptions:\n  bad:\n"
                           "    description: breaks\n    set: {hand_size: lots}\n")
    problems = check_all_options(path)
    assert len(problems) == 1 and "option 'bad'" in problems[0]


def test_every_mistake_an_option_brings_names_the_option(tmp_path: Path) -> None:
    """(Playtest 64: the second mistake of an option read like one of the ruleset's own top level.)"""
    path = write(tmp_path, "id: mine\nname: Mine\ndescription: x\noptions:\n  bad:\n"
                           "    description: breaks\n    set: {effects: {Q: {drow: {amount: 1}}}, handsize: 6}\n")
    lines = "\n".join(check_all_options(path)).splitlines()
    assert len(lines) == 2 and all(line.startswith("option 'bad': ") for line in lines), lines
    both = write(tmp_path, "id: both\nname: Both\ndescription: x\npack: {size: 52}\noptions:\n"   # (review 83: two
                           "  a: {description: a, default: true, set: {pack: {size: 32}}}\n"       # options on by
                           "  b: {description: b, default: true, set: {hand_size: {2: 16, 3: 3}, "  # default break it
                           "last_card_forbidden: ['7', '8', '9', '10', J, Q, K, A]}}\n")           # only together)
    lines = "\n".join(check_all_options(both)).splitlines()
    assert len(lines) == 2 and all(line.startswith("with the options at their defaults: ") for line in lines), lines


def test_unknown_ruleset_id() -> None:
    with pytest.raises(RulesetError, match="no ruleset called 'nope'"):
        load("nope")


def test_kronenstube_hand_sizes_and_packs() -> None:
    ruleset = load("kronenstube")
    expected = {2: (5, 32), 5: (5, 32), 6: (4, 32), 7: (3, 32), 8: (5, 64), 10: (5, 64), 11: (4, 64), 12: (4, 64)}
    for players, (hand, deck) in expected.items():
        tables = compile_ruleset(ruleset, players)
        assert (tables.hand_size, len(tables.deck)) == (hand, deck)


def test_rules_new_copies_a_ruleset_to_edit(tmp_path: Path) -> None:
    from maumau_tui.rules.loader import new_ruleset

    path = new_ruleset("our-rules", "kronenstube", folder=tmp_path)
    text = path.read_text(encoding="utf-8")
    assert "id: our-rules" in text and "Es können keine Auswirkungen" in text  # the comments stay
    assert text.startswith("# our-rules: a copy of kronenstube to change as your table plays.\n")
    again = new_ruleset("their-rules", str(path), folder=tmp_path / "other")   # from a file: named by its path
    assert again.read_text(encoding="utf-8").startswith(f"# their-rules: a copy of {path} to change")   # (PLAYTEST249 N12)
    copy = load(path)
    assert copy.id == "our-rules" and copy.match.target == 101
    with pytest.raises(RulesetError, match="not a ruleset id"):
        new_ruleset("Our Rules", "standard", folder=tmp_path)
    for long in ("a" * 41, "a" * 300):                          # (PLAYTEST134 F15: "[Errno 36] File name too long",
        with pytest.raises(RulesetError, match=f"an id of {len(long)} characters is too long for a new ruleset: at "
                                               "most 40$"):   # or the name of 240 characters, said of the copy)
            new_ruleset(long, "standard", folder=tmp_path)
    assert new_ruleset("a" * 40, "standard", folder=tmp_path).exists()
    with pytest.raises(RulesetError, match=r"a ruleset called 'standard' exists already \(a built-in one, "):
        new_ruleset("standard", "kronenstube", folder=tmp_path)
    os.mkfifo(tmp_path / "piped.yaml")                         # (writing into it waited for a reader for ever)
    with pytest.raises(RulesetError, match="something of that name is there already"):
        new_ruleset("piped", "standard", folder=tmp_path)
    (tmp_path / "flat").write_text("")
    with pytest.raises(RulesetError, match="is a file, not the folder of your rulesets"):
        new_ruleset("mine", "standard", folder=tmp_path / "flat")


def test_user_rulesets_are_listed_beside_the_built_in_ones(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from maumau_tui.rules.loader import new_ruleset, user_dir

    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    new_ruleset("house", "standard")
    assert ruleset_paths()["house"].parent == user_dir()
    assert load("house").effects["7"].draw is not None


def test_a_key_a_number_option_always_sets_otherwise_is_refused_with_the_way_out(tmp_path: Path) -> None:
    """A copy of standard that sets its own match target kept standard's option play_to (default 0), which set the
    target back to 0 at every load: the match never ended.  The option's default is where the target goes."""
    path = write(tmp_path, "id: mine\nextends: standard\nname: Mine\ndescription: x\nmatch:\n  target: 30\n")
    with pytest.raises(RulesetError, match=r"line 6: match.target: 30 never counts: the option 'play_to' sets it to 0"):
        load(path)
    assert any("options: {play_to: {default: 30}}" in problem for problem in check_all_options_or_error(path))
    path = write(tmp_path, "id: mine\nextends: standard\nname: Mine\ndescription: x\noptions:\n  play_to: {default: 30}\n")
    assert load(path).match.target == 30
    path = write(tmp_path, "id: mine\nextends: standard\nname: Mine\ndescription: x\nhand_size: 4\n"   # a switch:
                 "options:\n  big: {description: x, default: true, set: {hand_size: 5}}\n")         # off, 4 counts
    assert load(path).hand_size == 5 and load(path, {"big": False}).hand_size == 4


def test_the_check_of_option_defaults_takes_number_keys_and_empty_sets(tmp_path: Path) -> None:
    path = write(tmp_path, "id: mine\nextends: standard\nname: Mine\ndescription: x\npack: {packs_from: {6: 2}}\n"
                 "options:\n  more_packs: {description: x, default: 3, set: {pack: {packs_from: {6: $value}}}}\n")
    with pytest.raises(RulesetError, match=r"pack.packs_from.6: 2 never counts: the option 'more_packs' sets it to 3"):
        load(path)
    path = write(tmp_path, "id: mine\nextends: standard\nname: Mine\ndescription: x\n"
                 "options:\n  nothing: {description: x, default: 3, set: {effects: {}}}\n")
    assert load(path).effects == load("standard").effects          # an empty mapping sets nothing: no conflict


def check_all_options_or_error(path: Path) -> list[str]:
    try:
        return check_all_options(path)
    except RulesetError as error:
        return [str(error)]


def test_a_number_option_outside_its_own_range_is_refused() -> None:
    """Pesten's jokers are two or three (``min``/``max``): the pack would take twelve, the option says no."""
    assert load("pesten", {"jokers": 3}).pack.jokers == 3
    for value in (1, 12):
        with pytest.raises(RulesetError, match=f"option 'jokers' takes a number from 2 to 3, not {value}"):
            load("pesten", {"jokers": value})
    with pytest.raises(RulesetError, match="option 'cards' takes a number from 1 to 1000, not 0"):   # (no max: the
        #                                                                                    most a table may choose)
        load("erftschmiede", {"cards": 0})


def number_options() -> list[tuple[str, str]]:
    return [(ruleset_id, name) for ruleset_id in sorted(ruleset_paths())
            for name, option in load(ruleset_id).options.items() if not isinstance(option.default, bool)]


def value_paths(settings: object, path: tuple = ()) -> list[tuple]:
    """The places in an option's ``set`` that take its ``$value``."""
    if settings == "$value":
        return [path]
    if isinstance(settings, dict):
        return [found for key, inner in settings.items() for found in value_paths(inner, (*path, key))]
    return []


def test_the_number_options_are_found() -> None:
    assert ("erftschmiede", "jokers") in number_options() and ("pesten", "last_card_penalty") in number_options()


@pytest.mark.parametrize(("ruleset_id", "name"), number_options())
def test_every_number_an_option_offers_is_one_its_ruleset_takes(ruleset_id: str, name: str) -> None:
    """PLAYTEST125: the forms let a number option go as far as the ruleset allows, and Erftschmiede's jokers took
    999 there, which the pack refused (at most 12): each option's own range says such limits, so the forms stop at
    them and say so. Both ends of the range load and reach the ruleset; one past the end is refused."""
    option = load(ruleset_id).options[name]
    places = value_paths(option.set)
    assert places, f"{ruleset_id}: option {name!r} sets no $value"
    for value in option_range(option):
        rules = load(ruleset_id, {name: value}).model_dump()
        for place in places:
            carried = rules
            for key in place:
                carried = carried[key]
            assert carried == value, (ruleset_id, name, place)
    if option.max is not None:
        with pytest.raises(RulesetError, match=f"option '{name}' takes a number"):
            load(ruleset_id, {name: option.max + 1})
    if option.min:
        with pytest.raises(RulesetError, match=f"option '{name}' takes a number"):
            load(ruleset_id, {name: option.min - 1})
