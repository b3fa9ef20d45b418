"""`rules validate` speaks to a person: file, line of the key itself, plain words, and no traceback ever."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from maumau_tui.cli import main
from maumau_tui.rules.german import german_part, in_german
from maumau_tui.rules.loader import RulesetError, check_all_options, load

HEAD = "id: mine\nname: Mine\ndescription: x\n"  # lines 1-3


def problems(tmp_path: Path, text: str, name: str = "mine.yaml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError) as error:
        check_all_options(path)
    return str(error.value)


def test_a_misspelt_key_gets_did_you_mean(tmp_path: Path) -> None:
    message = problems(tmp_path, HEAD + "hand_sise: 5\n")
    assert message == f"{tmp_path / 'mine.yaml'}, line 4: hand_sise: unknown key 'hand_sise' (did you mean hand_size?)"
    message = problems(tmp_path, HEAD + "effects:\n  '7':\n    draw: {amout: 2}\n")
    assert "line 6: effects.7.draw.amout: unknown key 'amout' (did you mean amount?)" in message


@pytest.mark.parametrize("rule", ["effects: {'9': {others_draw: 1000000000}}", "effects: {'9': {name_draw: 11}}",
                                  "effects: {'7': {draw: {amount: 1000000000}}}", "cheating: {penalty: 50}"])
def test_a_draw_of_more_than_ten_cards_at_once_is_refused(tmp_path: Path, rule: str) -> None:
    """(Review 41: a 9 that made everybody else draw 10^9 cards was valid; one played, every card sat in a hand and
    the hand could not end.)"""
    message = problems(tmp_path, HEAD + "extends: standard\n" + rule + "\n")
    assert re.search(r"line 5: [a-z_.0-9]+: should be at most 10, not \d+$", message), message


def test_a_misspelt_required_key_is_one_mistake(tmp_path: Path) -> None:
    message = problems(tmp_path, "id: mine\nname: Mine\ndescripton: x\n")
    assert message == f"{tmp_path / 'mine.yaml'}, line 3: descripton: unknown key 'descripton' (did you mean description?)"


def test_an_unknown_rank_points_at_its_own_line(tmp_path: Path) -> None:
    message = problems(tmp_path, HEAD + "effects:\n  '7': {draw: {amount: 2}}\n  '8': {skip: {count: 1}}\n"
                       "  '1': {follow: true}\n")
    assert "line 7: effects.1: '1' is not a rank" in message
    message = problems(tmp_path, HEAD + "last_card_forbidden:\n  - J\n  - X\n")
    assert "line 6: last_card_forbidden[2]: 'X' is not a rank" in message


def test_no_regular_expression_reaches_the_reader(tmp_path: Path) -> None:
    message = problems(tmp_path, "id: My Rules\nname: x\ndescription: x\n")
    assert "line 1: id: 'My Rules' is not an id" in message and "like my-rules" in message
    assert not re.search(r"[\^$]|\[a-z", message)
    message = problems(tmp_path, "id: mein-über\nname: x\ndescription: x\n")     # (playtest 70: ü is a small letter)
    assert "use lowercase letters a–z" in message
    assert "'mein-über' ist keine Kennung: nimm die Buchstaben a–z (klein)" in in_german(message)


def test_a_mistake_in_the_file_extended_is_said_of_that_file_and_its_line(tmp_path: Path) -> None:
    """(PLAYTEST134 F16: it was said of the extending file, without a line.)"""
    (tmp_path / "base.yaml").write_text("id: base\nname: Base\ndescription: x\nextends: standard\ndraw:\n"
                                        "  after: drawn\n  until_playable: maybe\ndeal:\n  size: 5\n", encoding="utf-8")
    message = problems(tmp_path, HEAD + "extends: ./base.yaml\ndraw:\n  after: nothing\n")
    assert message.splitlines() == [                    # (by file, then line: PLAYTEST140 F7)
        f"{tmp_path / 'mine.yaml'}, line 6: draw.after: should be one of drawn, any, none, not 'nothing'",
        f"{tmp_path / 'base.yaml'}, line 7: draw.until_playable: should be true or false, not 'maybe'",
        f"{tmp_path / 'base.yaml'}, line 8: deal: unknown key 'deal' (see `maumau rules schema` for the keys a ruleset "
        "may have)"], message


def test_a_missing_id_is_said_of_the_file_that_misses_it_not_of_the_one_it_extends(tmp_path: Path) -> None:
    """PLAYTEST271 F1: it was said of kronenstube.yaml's line 3 (the id is never taken from the file extended)."""
    message = problems(tmp_path, "extends: kronenstube\nname: Mine\ndescription: x\n")
    assert message == f"{tmp_path / 'mine.yaml'}: id: this key is required but missing", message


def test_an_option_may_set_what_the_extended_file_sets_at_any_default(tmp_path: Path) -> None:
    """PLAYTEST271 F1: a copy of Kronenstube with an option to play to 50 was refused ("kronenstube.yaml, line 65:
    match.target: 101 never counts ... (options: {ziel: {default: 101}})"); its author cannot change that file, and
    the option's default is what she wants.  A typo in the option is said of her file."""
    option = "options:\n  ziel:\n    description: x\n    default: 50\n    max: 200\n    set: {match: {target: %s}}\n"
    path = tmp_path / "mine.yaml"
    path.write_text(HEAD + "extends: kronenstube\n" + option % "$value", encoding="utf-8")
    assert check_all_options(path) == [] and load(path).match.target == 50 and load(path, {"ziel": 120}).match.target == 120
    path.write_text(HEAD + "extends: kronenstube\n" + option % "$valeu", encoding="utf-8")
    said = f"option 'ziel' (on by default): {path}, line 10: match.target: should be a whole number, not '$valeu'"
    assert check_all_options(path) == [said]
    with pytest.raises(RulesetError) as error:          # (as the game loads it: not said of kronenstube.yaml's line)
        load(path)
    assert str(error.value) == said


def test_an_option_of_the_extended_file_over_its_own_key_is_still_a_mistake(tmp_path: Path) -> None:
    """REVIEW268 R2: a parent whose option overrides its own key at every default is refused; a file extending it
    passed, and could be played."""
    (tmp_path / "parent.yaml").write_text("id: parent\nextends: standard\nname: P\ndescription: x\nmatch: {target: 101}\n"
                                          "options:\n  play_to: {default: 50}\n", encoding="utf-8")
    message = problems(tmp_path, HEAD + "extends: ./parent.yaml\n")
    assert message.startswith(f"{tmp_path / 'parent.yaml'}, line 5: match.target: 101 never counts"), message


def test_a_mistake_in_a_list_that_replaces_the_extended_files_is_said_of_the_extending_file(tmp_path: Path) -> None:
    """(REVIEW142 R4: a list is not merged but replaced whole, and the mistake was said of the extended file's line.)"""
    (tmp_path / "base.yaml").write_text("id: base\nname: Base\ndescription: x\nextends: standard\ncalls:\n"
                                        "  last_spoken:\n    - word: maumau\n      ranks: [K]\n", encoding="utf-8")
    message = problems(tmp_path, HEAD + "extends: ./base.yaml\ncalls:\n  last_spoken:\n    - ranks: [Q]\n")
    assert message.startswith(f"{tmp_path / 'mine.yaml'}, line 7: calls.last_spoken"), message
    assert "base.yaml" not in message, message


def test_extends_with_a_typo_names_file_line_and_the_likely_id(tmp_path: Path) -> None:
    message = problems(tmp_path, HEAD + "\nextends: standrd\n")
    assert message == f"{tmp_path / 'mine.yaml'}, line 5: extends: no ruleset called 'standrd'; did you mean standard?"


def test_a_type_error_is_told_once_in_plain_words(tmp_path: Path) -> None:
    message = problems(tmp_path, HEAD + "hand_size: many\n")
    assert message.count("\n") == 0
    assert message.endswith("line 4: hand_size: should be a whole number or a mapping of keys and values, not 'many'")
    message = problems(tmp_path, HEAD + "pack: {size: 40}\nhand_ends: first-out\n")
    assert "line 4: pack.size: should be one of 32, 36, 52, not 40" in message
    assert "line 5: hand_ends: should be one of first_out, one_left, not 'first-out' (did you mean first_out?)" in message
    assert "Input should" not in message and "valid integer" not in message


@pytest.mark.parametrize(("text", "said"), [
    ("hand_size: true\n", "hand_size: should be a whole number or a mapping of keys and values, not true"),
    ('hand_size: "6"\n', "hand_size: should be a whole number or a mapping of keys and values, not '6'"),
    ("effects: {'7': {draw: {amount: true}}}\n", "effects.7.draw.amount: should be a whole number, not true"),
    ("players: {min: 2, max: 4.0}\n", "players.max: should be a whole number, not 4.0"),
    ("draw: {when_able: 1}\n", "draw.when_able: should be true or false, not 1"),
])
def test_true_a_quoted_number_or_a_fraction_is_no_whole_number(tmp_path: Path, text: str, said: str) -> None:
    """PLAYTEST190 M1: ``hand_size: true`` was "valid" and dealt one card each (pydantic's lax mode read true as 1);
    a quoted "6" and 4.0 were taken as numbers, 1 as true."""
    message = problems(tmp_path, HEAD + "extends: standard\n" + text)
    assert message == f"{tmp_path / 'mine.yaml'}, line 5: {said}", message


@pytest.mark.parametrize(("text", "said"), [
    ("options: {six_cards: {default: 7}}\n", "options.six_cards.default: should be true or false, not 7; the option "
                                             "'six_cards' of standard is switched on or off"),
    ("options: {play_to: {default: true}}\n", "options.play_to.default: should be a whole number, not true; the "
                                              "option 'play_to' of standard is a number"),
])
def test_an_option_taken_over_keeps_its_kind(tmp_path: Path, text: str, said: str) -> None:
    """PLAYTEST190 M2: a switch of standard given the default 7 was said of standard.yaml's hand_size ("hand_size: 5
    never counts: the option 'six_cards' sets it to 6 at its default (7)")."""
    message = problems(tmp_path, HEAD + "extends: standard\n" + text)
    assert message == f"{tmp_path / 'mine.yaml'}, line 5: {said}", message


def test_a_dedent_mistake_is_explained_as_one(tmp_path: Path) -> None:
    message = problems(tmp_path, HEAD + "draw:\n  when_able: true\nafter: any\n")
    assert "line 6: after: unknown key 'after' here; 'after' is a key of draw above it: it is indented too little" \
        in message
    message = problems(tmp_path, HEAD + "effects:\n  '7':\n    draw:\n      amount: 2\n  stack: true\n")
    assert "line 8: effects.stack:" in message and "'stack' is a key of effects.7.draw above it" in message
    message = problems(tmp_path, HEAD + "draw:\n  when_able: true\n  hand_size: 4\n")
    assert "line 6: draw.hand_size: unknown key 'hand_size' here; 'hand_size' is a key of the top level: " \
           "it is indented too far" in message
    message = problems(tmp_path, HEAD + "draw:\n  when_able: true\n after: any\n")
    assert "line 6: this is not valid YAML" in message and "indentation does not line up" in message


@pytest.mark.parametrize("text", ["name: [unclosed\n", 'name: "unclosed\nx: 1\n', "name: {a: 1\n\n\n", "name: [\n",
                                  "name: [1,\n", "name: [\n\n\n", "name: [1,\n\n# c\n",
                                  "name: {min: 2, max: 12\nx: 1\ny: 2\n", "name: [1, 2\nx: [3]\n"])   # (PLAYTEST157)
def test_a_bracket_or_quote_left_open_points_at_the_line_it_opens(tmp_path: Path, text: str) -> None:
    message = problems(tmp_path, HEAD + text)
    assert "line 4: this is not valid YAML" in message and "a quote or a bracket is not closed" in message


@pytest.mark.parametrize("text", ['extends: "standard\nplayers:\n  min: 2\ntexts:\n  x: "a quote"\n',
                                  "extends: 'standard\nplayers:\n  min: 2\ntexts:\n  x: 'it''s'\n",
                                  'extends: standard\nplayers:\n  min: "2\n  max: 4\ntexts:\n  x: "y"\n',
                                  'extends: standard\neffects:\n  - "7\n  - 8\nx:\n  - "y"\n'])
def test_a_quote_left_open_before_another_quote_is_named_not_the_indentation(tmp_path: Path, text: str) -> None:
    """Playtest 82: the quote ran on to the next one, where the parser blamed line 9's indentation."""
    message = problems(tmp_path, HEAD + text)
    line = 4 if "extends: standard" not in text else 6
    assert f"line {line}: this is not valid YAML" in message and "a quote or a bracket is not closed" in message
    assert "indentation" not in message


@pytest.mark.parametrize(("text", "line"), [('name2: "a long\n  name"\nplayers:\n  min: 2\n max: 4\n', 8),
                                           ('notes: >\n  Note: "the seven\nplayers:\n  min: 2\n max: 4\n', 8)])
def test_a_quoted_text_over_two_lines_or_in_a_block_is_no_open_quote(tmp_path: Path, text: str, line: int) -> None:
    """Review 108: a quoted text written over two lines (valid YAML) or a quote in a block of text was blamed for an
    indentation mistake further down."""
    message = problems(tmp_path, HEAD + text)
    assert f"line {line}: this is not valid YAML" in message and "indentation does not line up" in message, message


def test_a_quote_closed_on_its_line_leaves_the_indentation_blamed(tmp_path: Path) -> None:
    message = problems(tmp_path, HEAD + 'extends: "standard" # a "quote"\nname2: \'it\'\'s\'\nx: "a \\"b\\""\n'
                       "draw:\n  when_able: true\n after: any\n")
    assert "line 9: this is not valid YAML" in message and "indentation does not line up" in message


def test_duplicate_keys_are_refused_with_both_lines(tmp_path: Path) -> None:
    message = problems(tmp_path, HEAD + "hand_size: 5\neffects:\n  '7': {draw: {amount: 2}}\n  7: {follow: true}\n")
    assert message.endswith("line 7: the key '7' is written twice in one mapping (lines 6 and 7); keep one")
    message = problems(tmp_path, HEAD + "hand_size: 5\nhand_size: 6\n")
    assert "(lines 4 and 5)" in message
    message = problems(tmp_path, HEAD + "effects:\n  '7': {draw: {amount: 2, amount: 3}}\n")
    assert message.endswith("line 5: the key 'amount' is written twice in one mapping (both on line 5); keep one")


@pytest.mark.parametrize("text", ["effects: &a [*a]\n", "effects: &a {'7': *a}\n", "source: &n [x, *n]\n"])
def test_recursive_anchors_are_refused(tmp_path: Path, text: str) -> None:
    assert "contains an alias (*) of itself" in problems(tmp_path, HEAD + text)


def test_a_number_of_thousands_of_digits_is_refused_in_plain_words(tmp_path: Path) -> None:
    said = problems(tmp_path, HEAD + "hand_size: " + "9" * 5000 + "\n")
    assert "a value cannot be read (a number with thousands of digits)" in said and "set_int_max" not in said
    assert german_part(said.split(": ", 1)[1]) == "ein Wert lässt sich nicht lesen (eine Zahl mit Tausenden von Ziffern)"


def test_nesting_of_500_levels_is_refused(tmp_path: Path) -> None:
    assert "line 4: nested more than 24 levels deep" in problems(tmp_path, HEAD + "effects: " + "[" * 500 + "]" * 500 + "\n")
    block = "".join("  " * level + f"k{level}:\n" for level in range(500)) + "  " * 500 + "k: 1\n"
    assert "nested more than" in problems(tmp_path, HEAD + "effects:\n" + "".join("  " + line + "\n" for line in block.splitlines()))


def test_an_extends_chain_of_1200_files_is_refused(tmp_path: Path) -> None:
    for number in range(1200):
        parent = f"extends: r{number + 1}.yaml\n" if number < 1199 else "extends: standard\n"
        (tmp_path / f"r{number}.yaml").write_text(f"id: r{number}\nname: R\ndescription: x\n{parent}", encoding="utf-8")
    with pytest.raises(RulesetError, match="more than 16 rulesets extend one another"):
        load(tmp_path / "r0.yaml")
    assert load(tmp_path / "r1190.yaml").effects["7"].draw is not None  # ten deep is fine


@pytest.mark.parametrize("value", ["5", "[quick, blind]", "true", "text"])
def test_options_that_are_no_mapping(tmp_path: Path, value: str) -> None:
    message = problems(tmp_path, HEAD + f"options: {value}\n")
    assert "line 4: options: should be a mapping of house rules" in message


def test_an_option_whose_set_is_no_mapping(tmp_path: Path) -> None:
    message = problems(tmp_path, HEAD + "options:\n  big: {description: x, default: true, set: 5}\n")
    assert "line 5: options.big.set: should be a mapping of keys and values, not 5" in message


def test_an_option_that_breaks_the_deal_points_into_its_set(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text(HEAD + "options:\n  big:\n    description: x\n    set:\n      hand_size: 20\n", encoding="utf-8")
    found = check_all_options(path)
    assert len(found) == 1 and found[0].startswith("option 'big': ")
    assert "line 8: hand_size: the cards cannot be dealt for 2 to 5 players" in found[0]


def test_a_ruleset_that_cannot_be_dealt_is_refused_for_the_sizes_it_allows(tmp_path: Path) -> None:
    message = problems(tmp_path, HEAD + "hand_size: 20\n")
    assert message.endswith("line 4: hand_size: the cards cannot be dealt for 2 to 5 players: 2 × 20 cards and the "
                            "start card need 41, the deck has 32 (1 pack of 32); deal fewer cards, or add packs "
                            "(pack.packs_from)")
    message = problems(tmp_path, HEAD + "players: {max: 10}\nhand_size: 6\n")
    assert "cannot be dealt for 6 to 10 players: 6 × 6 cards and the start card need 37" in message
    assert "allow at most 5 players (players.max)" in message
    message = problems(tmp_path, HEAD + "players: {max: 12}\nhand_size: 6\npack: {packs_from: {8: 2}}\n")
    assert "cannot be dealt for 6, 7, 11 and 12 players: 6 × 6 cards" in message   # (8 to 10 are dealt from two packs:
    assert "lassen sich für 6, 7, 11 und 12 Spieler nicht geben: 6 × 6 Karten" in in_german(message)
    message = problems(tmp_path, HEAD + "players: {max: 16}\nhand_size: 6\npack: {packs_from: {9: 2}}\n")   # PLAYTEST271
    assert "cannot be dealt for 6 to 8 and 11 to 16 players: 6 × 6 cards" in message          # N2 said "6 to 12")
    path = tmp_path / "fits.yaml"
    path.write_text(HEAD + "players: {max: 10}\nhand_size: {2: 6, 6: 4}\npack: {packs_from: {8: 2}}\n", encoding="utf-8")
    assert check_all_options(path) == []


def test_validate_goes_on_after_a_bad_file_and_never_shows_a_traceback(tmp_path: Path,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    files = []
    for number, text in enumerate([HEAD + "effects: &a [*a]\n", HEAD + "options: 5\n",
                                   HEAD + "effects: " + "[" * 500 + "]" * 500 + "\n", "just text\n", ""]):
        path = tmp_path / f"bad{number}.yaml"
        path.write_text(text, encoding="utf-8")
        files.append(str(path))
    files.append(str(tmp_path / "missing.yaml"))
    good = tmp_path / "good.yaml"
    good.write_text(HEAD, encoding="utf-8")
    assert main(["rules", "validate", *files, str(good)]) == 1
    out, err = capsys.readouterr()
    assert out.count(": not valid") == len(files) and f"{good}: valid" in out
    assert "Traceback" not in out + err and err == ""


def test_the_example_in_the_rulesets_guide_is_what_validate_prints(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    guide = (Path(__file__).parents[2] / "rulesets" / "README.md").read_text(encoding="utf-8")
    section = guide.split("## Check it", 1)[1].split("\n## ", 1)[0]
    example = re.search(r"For this file\n\n```yaml\n(.*?)```\n\nit prints\n\n```\n(.*?)```", section, re.S)
    assert example is not None, "the guide's example is not where this test looks for it"
    (tmp_path / "my-rules.yaml").write_text(example.group(1), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["rules", "validate", "my-rules.yaml"]) == 1
    assert capsys.readouterr().out == example.group(2)


def test_a_name_or_text_too_long_to_show_is_refused(tmp_path: Path) -> None:
    """(A name of 200,000 characters filled the chooser with 2,800 lines.)"""
    said = problems(tmp_path, f"id: mine\nname: {'N' * 41}\ndescription: {'d' * 501}\n")
    assert "line 2: name: a name of 41 characters is too long: at most 40" in said
    assert "line 3: description: 501 characters are too many for a text here: at most 500" in said
    (tmp_path / "ok.yaml").write_text(f"id: ok\nname: {'N' * 40}\ndescription: {'d' * 500}\n", encoding="utf-8")
    assert check_all_options(tmp_path / "ok.yaml") == []                  # at the limits: fine


@pytest.mark.parametrize("name", ['""', '"   "', '{de: Oma, en: " "}'])
def test_an_empty_name_is_refused(tmp_path: Path, name: str) -> None:
    """PLAYTEST271 F3: a name of nothing (or of spaces) passed, and the variant was nameless in the lists and the
    table's header ("View: Anna ·  · Hand 1")."""
    assert "line 2: name: the name is empty: write what the variant is called" in problems(tmp_path, f"id: mine\nname: {name}\n")
    said = problems(tmp_path, HEAD + f"options:\n  big: {{description: {name}, default: false}}\n")   # (REVIEW268 R6:
    assert "line 5: options.big.description: the description is empty: write what the option does" in said, said   # its label)


@pytest.mark.parametrize(("option", "said"), [
    ("{description: x, default: true, max: 3}", "options.big: min and max belong to a number option"),
    ("{description: x, default: 2, min: 3, max: 2}", "options.big: min 3 is above max 2"),
    ("{description: x, default: 5, max: 3}", "options.big: the default 5 is above max 3"),
    ("{description: x, default: -5}", "options.big: the default -5 is below min 0"),   # (not "... and max None":
    #                                                                                       PLAYTEST134 F11)
])
def test_an_options_range_is_checked(tmp_path: Path, option: str, said: str) -> None:
    assert said in problems(tmp_path, HEAD + f"options:\n  big: {option}\n")


def test_a_line_break_or_a_tab_in_a_text_is_refused_but_a_folded_texts_last_newline_is_not(tmp_path: Path) -> None:
    """(PLAYTEST134 F14: a name of four lines broke `rules list`, the table's header lost its hand number, and the
    chooser's Continue line ran over four lines.)"""
    said = problems(tmp_path, 'id: mine\nname: "two\\nlines"\ndescription: "tab\\there"\n')
    assert "line 2: name: a line break or a tab in the text: each text here is shown on one line" in said
    assert "line 3: description: a line break or a tab in the text: each text here is shown on one line" in said
    assert said.count("a line break") == 2    # one text, said once: not as name.de and name.en (PLAYTEST138 F7)
    said = problems(tmp_path, 'id: mine\nname: "two\\u2028lines"\ndescription: x\n')      # (REVIEW136 R13)
    assert "line 2: name: a line break or a tab in the text: each text here is shown on one line" in said
    said = problems(tmp_path, 'id: mine\nname: {de: "zwei\\nZeilen", en: two}\ndescription: x\n')   # (one language's)
    assert "line 2: name.de: a line break or a tab in the text: each text here is shown on one line" in said
    said = problems(tmp_path, HEAD + 'words:\n  drawn: "a\\tb"\n')
    assert "line 5: words.drawn: a line break or a tab in the text: each text here is shown on one line" in said
    folded = tmp_path / "folded.yaml"
    folded.write_text("id: folded\nextends: standard\nname: Mine\ndescription: >\n  one line,\n  folded\n", encoding="utf-8")
    assert load(str(folded)).description.en == "one line, folded"


@pytest.mark.parametrize(("lang", "said"), [("en", "this looks like a scenario file: run it with `maumau scenario FILE`"),
                                            ("de", "das sieht nach einer Szenario-Datei aus: prüfe sie mit `maumau scenario DATEI`")])
def test_a_scenario_file_given_to_validate_is_named_as_one(lang: str, said: str,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    """(PLAYTEST163 F7: nine schema mistakes and no word that it is a scenario; `maumau scenario` of a ruleset says so.
    PLAYTEST165: the schema's mistakes after that word are a ruleset's, beside the point: only the word is said.)"""
    scenario = Path(__file__).parents[1] / "scenarios" / "erftschmiede" / "three_buys.yaml"
    assert main(["--lang", lang, "rules", "validate", str(scenario)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines == [f"{scenario}: {'fehlerhaft' if lang == 'de' else 'not valid'}", f"  {said}"], lines


def test_a_call_word_the_game_knows_by_another_name_is_told_which_and_how_to_say_it(tmp_path: Path) -> None:
    # (PLAYTEST197 F2: letzte-karte was refused, and the message gave letzte-karte as the example to follow)
    message = problems(tmp_path, HEAD + "extends: standard\ncalls:\n  last_but_one: {word: letzte-karte}\n"
                       "  last: {word: Bad Word}\n")
    said = [line.split(": ", 2)[-1] for line in message.splitlines()]
    assert said == ["'letzte-karte' is the game's other name for its call 'mau': write mau and say it in your words "
                    "with a call_mau sentence under words",
                    "'Bad Word' cannot be said in a move: write the call as one word of small letters and dashes, "
                    "like laatste-kaart"], message
    assert [german_part(line) for line in said] == [
        "'letzte-karte' ist ein anderer Name des Rufs 'mau' des Spiels: schreib mau und sag ihn in deinen Worten mit "
        "einem Satz call_mau unter words",
        "'Bad Word' lässt sich in einem Zug nicht sagen: schreib den Ruf als ein Wort aus Kleinbuchstaben und "
        "Bindestrichen, wie laatste-kaart"]


def test_a_sentence_that_cannot_be_filled_in_is_told_beside_the_files_other_mistakes(tmp_path: Path) -> None:
    """(PLAYTEST197: a file was mended in rounds: first its structure, then, once that was valid, its sentences.)
    In the file's order; a sentence the schema itself refuses is told once."""
    message = problems(tmp_path, HEAD + "extends: standard\nhand_size: zwei\nwords:\n"
                       "  skipped: {de: \"{nam} setzt aus\", en: \"{name} misses a turn\"}\n")
    assert message.splitlines() == [
        f"{tmp_path / 'mine.yaml'}, line 5: hand_size: should be a whole number or a mapping of keys and values, "
        "not 'zwei'",
        f"{tmp_path / 'mine.yaml'}, line 7: words.skipped.de: {{nam}} is not a placeholder of this sentence (did you "
        "mean {name}?); it may use {name}"], message
    message = problems(tmp_path, HEAD + "extends: standard\nwords:\n  skipped: {de: \"{nam} setzt aus\", en: 5}\n")
    assert "words.skipped.en" in message and "{nam}" not in message and len(message.splitlines()) == 1, message


def test_a_number_options_mistake_is_told_once_under_its_own_name(tmp_path: Path) -> None:
    """(Two jokers by default and no way to play them: each number option on by default got the joker's mistake, under
    its own name and its own line, as if play_to were wrong too.)"""
    path = tmp_path / "mine.yaml"
    path.write_text(HEAD + "options:\n"
                    "  play_to: {description: x, default: 0, set: {match: {target: $value}}}\n"     # line 5
                    "  jokers: {description: x, default: 2, set: {pack: {jokers: $value}}}\n",      # line 6
                    encoding="utf-8")
    found = check_all_options(path)
    assert len(found) == 1 and found[0].startswith("option 'jokers' (on by default): "), found
    assert "line 6: pack.jokers: the deck has jokers, but a joker can only be played if it is wild" in found[0]


@pytest.mark.parametrize(("option", "said"), [
    ("{description: x, default: 2, max: 20, set: {pack: {jokers: $value}}}",
     "option 'big' at 20 (its max): "),
    ("{description: x, default: 2, set: {pack: {jokers: $value}}}",
     "option 'big' at 1000 (no max: a table may choose up to 1000): "),
    ("{description: x, default: 5, max: 7, set: {hand_size: $value}}",
     "option 'big' at 0 (no min: a table may choose 0): "),
    ("{description: x, default: 2, min: 1, max: 5, set: {calls: {last_but_one: {word: mau, penalty: $value}}}}",
     "")])
def test_a_number_option_is_tried_at_the_least_and_the_most_a_table_may_choose(tmp_path: Path, option: str,
                                                                                said: str) -> None:
    """(A maximum of 20 jokers passed validate, and the set-up refused the table that chose it.)  Whether the deck
    holds the hands stays the table's to say, at its size."""
    path = tmp_path / "mine.yaml"
    path.write_text(HEAD + "effects: {'*': {wild: {wish: none}}}\noptions:\n  big: " + option + "\n", encoding="utf-8")
    found = check_all_options(path)
    if not said:
        assert found == []
        return
    assert len(found) == 1 and found[0].startswith(said), found
    assert f"{path}, line 6: " in found[0], found


def test_the_ends_of_a_number_option_are_said_in_german(tmp_path: Path) -> None:
    assert in_german("option 'big' at 20 (its max): x.yaml, line 6: pack.jokers: should be at most 12, not 20") == (
        "Hausregel 'big' auf 20 (ihr Höchstwert): x.yaml, Zeile 6: pack.jokers: sollte höchstens 12 sein, nicht 20")
    assert in_german("option 'big' at 1000 (no max: a table may choose up to 1000): x").startswith(
        "Hausregel 'big' auf 1000 (ohne max: ein Tisch darf bis 1000 wählen): ")
    assert in_german("option 'big' at 0 (no min: a table may choose 0): x").startswith(
        "Hausregel 'big' auf 0 (ohne min: ein Tisch darf 0 wählen): ")
    assert in_german("option 'big' at 1 (its min): x").startswith("Hausregel 'big' auf 1 (ihr Mindestwert): ")


def test_every_wrong_card_key_and_card_in_a_list_is_told_with_its_line(tmp_path: Path) -> None:
    """PLAYTEST271 N1: of two effects under ranks that are none ('1', XZ) only the first was told; the second came
    only once the first was mended.  Each is told, in lists of cards too, and finish points."""
    message = problems(tmp_path, HEAD + "effects:\n  '1': {skip: {count: 1}}\n  XZ: {skip: {count: 1}}\n"
                                        "last_card_forbidden: [A, ZZ, QQ]\nscoring: {finish_points: {QS: -20, YY: 3}}\n")
    for line, said in ((5, "effects.1: '1' is not a rank"), (6, "effects.XZ: 'XZ' is not a rank"),
                       (7, "last_card_forbidden[2]: 'ZZ' is not a rank"), (7, "last_card_forbidden[3]: 'QQ' is not a rank"),
                       (8, "scoring.finish_points.YY: 'YY' is not a rank")):
        assert f"line {line}: {said}" in message, message
