"""A ruleset file's name is its id: `rules validate` notes a file whose id is another name and a file of the
player's own that a built-in ruleset of the same name keeps out (`rules list` says it is not used); a folder
without ruleset files is said so (not silence), and a file that extends itself is said so."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from maumau_tui.rules.commands import list_rulesets, validate_files
from maumau_tui.rules.files import RulesetError, ruleset_paths
from maumau_tui.rules.loader import load

HEAD = "name: Mine\ndescription: Ours.\n"


@pytest.fixture
def own(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    folder = tmp_path / "rulesets"
    folder.mkdir()
    return folder


@pytest.mark.parametrize(("german", "shadow", "other_id"), [
    (False, "note: not used: a built-in ruleset is called 'standard'",
     "note: its id 'other-id' is not its file name: the game lists it as 'mismatch'"),
    (True, "Hinweis: nicht benutzt: ein eingebautes Regelwerk heißt 'standard'",
     "Hinweis: die id 'other-id' ist nicht der Dateiname: das Spiel führt es als 'mismatch'"),
])
def test_validate_notes_a_file_the_game_does_not_know_by_its_id(own: Path, capsys: pytest.CaptureFixture[str],
                                                                german: bool, shadow: str, other_id: str) -> None:
    (own / "standard.yaml").write_text(f"id: standard\n{HEAD}hand_size: 6\n", encoding="utf-8")
    (own / "mismatch.yaml").write_text(f"id: other-id\nextends: standard\n{HEAD}", encoding="utf-8")
    (own / "fine.yaml").write_text(f"id: fine\nextends: standard\n{HEAD}", encoding="utf-8")
    assert validate_files([str(own)], german=german) == 0         # valid files, with a note
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert len(lines) == 5, out
    assert lines[0].endswith(("fine.yaml: valid", "fine.yaml: gültig"))
    assert lines[2].strip().startswith(other_id) and lines[4].strip().startswith(shadow)


def test_rules_list_says_a_file_kept_out_by_a_built_in_ruleset_is_not_used(own: Path,
                                                                            capsys: pytest.CaptureFixture[str]) -> None:
    (own / "standard.yaml").write_text(f"id: standard\n{HEAD}hand_size: 6\n", encoding="utf-8")
    assert list_rulesets("en") == 0
    out, err = capsys.readouterr()
    assert "standard       Mau-Mau" in out and "Mine" not in out
    assert f"maumau: {own / 'standard.yaml'}: not used: a built-in ruleset is called 'standard'" in err


@pytest.mark.parametrize(("german", "said"), [(False, "no ruleset files (*.yaml) in it"),
                                              (True, "keine Regeldateien (*.yaml) darin")])
def test_a_folder_without_ruleset_files_is_said_and_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          german: bool, said: str) -> None:
    (tmp_path / "notes.txt").write_text("x", encoding="utf-8")
    assert validate_files([str(tmp_path)], german=german) == 1
    assert capsys.readouterr().out == f"{tmp_path}: {said}\n"


@pytest.mark.parametrize(("german", "said"), [(False, "line 2: extends: a ruleset cannot extend itself (loop)"),
                                              (True, "Zeile 2: extends: ein Regelwerk kann nicht sich selbst erweitern")])
def test_a_file_that_extends_itself_is_told_so(tmp_path: Path, capsys: pytest.CaptureFixture[str], german: bool,
                                               said: str) -> None:
    path = tmp_path / "loop.yaml"
    path.write_text(f"id: loop\nextends: loop\n{HEAD}", encoding="utf-8")
    assert validate_files([str(path)], german=german) == 1
    assert said in capsys.readouterr().out


def test_validate_takes_an_id_too_and_goes_on_after_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert validate_files(["standard", "kronenstube"]) == 0
    assert capsys.readouterr().out == "standard: valid\nkronenstube: valid\n"


def test_two_files_of_one_name_in_the_players_folder_and_a_yml_shadowed(own: Path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    (own / "foo.yaml").write_text(f"id: foo\nextends: standard\n{HEAD}", encoding="utf-8")
    (own / "foo.yml").write_text(f"id: foo\nextends: standard\n{HEAD}", encoding="utf-8")
    (own / "switch.yml").write_text(f"id: switch\nextends: standard\n{HEAD}", encoding="utf-8")
    assert list_rulesets("en") == 0
    err = capsys.readouterr().err
    assert f"{own / 'foo.yml'}: not used: {own / 'foo.yaml'} has the same name" in err
    assert f"{own / 'switch.yml'}: not used: a built-in ruleset is called 'switch'" in err
    assert "a built-in ruleset is called 'foo'" not in err
    assert validate_files([str(own / "switch.yml"), str(own / "foo.yml"), str(own / "foo.yaml")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == "  note: not used: a built-in ruleset is called 'switch'; give this file a name of its own " \
                       "(and its id: the same name)"
    assert lines[3].startswith(f"  note: not used: {own / 'foo.yaml'} has the same name") and len(lines) == 5


def test_rules_show_names_the_ruleset_as_it_was_asked_for() -> None:
    # the head said `maumau rules show something-else --full`, an id the game does not list (it lists the file's)
    from maumau_tui.rules.commands import show
    from maumau_tui.store.paths import user_dir

    user_dir().mkdir(parents=True, exist_ok=True)
    (user_dir() / "ours.yaml").write_text("id: something-else\nextends: standard\nname: Ours\ndescription: x\n",
                                          encoding="utf-8")
    head = show("ours", "en").splitlines()[0]
    assert head == "# ours: only what differs from the defaults (everything: maumau rules show ours --full)"


def test_rules_show_quotes_a_path_with_a_space_in_its_everything_line(tmp_path: Path) -> None:
    from maumau_tui.rules.commands import show

    folder = tmp_path / "our rules"
    folder.mkdir()
    (folder / "ours.yaml").write_text("id: ours\nextends: standard\nname: Ours\ndescription: x\n", encoding="utf-8")
    head = show(str(folder / "ours.yaml"), "en").splitlines()[0]
    assert head.endswith(f"(everything: maumau rules show '{folder / 'ours.yaml'}' --full)"), head


def test_validate_reads_a_file_named_plainly_whatever_it_ends_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """(Review 41: `rules validate mine.txt` said "no ruleset called 'mine.txt'" of a file that was there.)"""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine.txt").write_text(f"id: mine\nextends: standard\n{HEAD}", encoding="utf-8")
    (tmp_path / "broken").write_text("hand_size: [\n", encoding="utf-8")
    assert validate_files(["mine.txt"]) == 0
    assert capsys.readouterr().out == "mine.txt: valid\n"
    assert validate_files(["broken"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("broken: not valid") and "no ruleset called" not in out, out


@pytest.mark.parametrize("german", [False, True])
def test_validate_notes_a_special_card_no_pack_of_the_ruleset_holds(own: Path, capsys: pytest.CaptureFixture[str],
                                                                   german: bool) -> None:
    """(Playtest 64: a 2 that skips, in a pack of 32, was "valid" without a word; a rule never played.)  A card an
    option brings in (a pack of 52) is not noted."""
    (own / "two.yaml").write_text(f"id: two\nextends: standard\n{HEAD}effects:\n  \"2\": {{skip: {{count: 1}}}}\n"
                                  "  \"3\": {draw: {amount: 2}}\n  \"6\": {skip: {count: 1}}\n"
                                  "options:\n  big: {description: {de: Groß, en: Big}, default: false, "
                                  "set: {pack: {size: 52}}}\n", encoding="utf-8")
    (own / "fine.yaml").write_text(f"id: fine\nextends: standard\n{HEAD}", encoding="utf-8")
    assert validate_files([str(own / "two.yaml"), str(own / "fine.yaml")], german=german) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[1].endswith(("fine.yaml: valid", "fine.yaml: gültig")), lines
    (own / "two.yaml").write_text(f"id: two\nextends: standard\n{HEAD}effects:\n  \"2\": {{skip: {{count: 1}}}}\n",
                                  encoding="utf-8")
    assert validate_files([str(own / "two.yaml")], german=german) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].strip() == ("Hinweis: effects: '2': keine solche Karte im Spiel (ein Paket mit 32 Karten): die "
                                "Regel kommt nie vor" if german else
                                "note: effects: '2': no such card in play (a pack of 32 cards): the rule never comes up")


def test_a_card_an_option_brings_in_or_named_in_small_letters_is_no_note(own: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """(Review 76: "k" is a King as "K" is; jokers a number option adds from 0 count; a number option whose 1 cannot
    be played made a valid file "not valid".)"""
    (own / "mine.yaml").write_text(
        f"id: mine\nextends: standard\n{HEAD}effects:\n  k: {{skip: {{count: 1}}}}\n  \"*\": {{wild: {{}}}}\n"
        "options:\n  jokers: {description: {de: Joker, en: Jokers}, default: 0, max: 12, set: {pack: {jokers: $value}}}\n"
        "  deal: {description: {de: Karten, en: Cards}, default: 5, min: 1, set: {hand_size: $value}}\n", encoding="utf-8")
    assert validate_files([str(own / "mine.yaml")]) == 0
    assert capsys.readouterr().out.splitlines() == [f"{own / 'mine.yaml'}: valid"]


def test_a_file_whose_name_is_not_utf8_is_said_and_never_played(own: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # (PLAYTEST197 F1: it was listed as playable, and the app ended at the deal, saving the seats' ruleset name)
    path = Path(os.fsdecode(bytes(own / "k") + b"\xfc.yaml"))
    path.write_text(f"id: mine\nextends: standard\n{HEAD}", encoding="utf-8")
    assert not any("\udcfc" in rid for rid in ruleset_paths())
    for lang, said in (("en", "its name is not UTF-8 text, so it is not read; rename it"),
                       ("de", "ihr Name ist kein UTF-8-Text, darum wird sie nicht gelesen")):
        assert list_rulesets(lang) == 0
        assert f"maumau: {own}/k\ufffd.yaml: {said}" in capsys.readouterr().err
    for ref in (str(path), path.stem):
        with pytest.raises(RulesetError) as refused:
            load(ref)
        str(refused.value).encode("utf-8")              # (it can be printed)


@pytest.mark.parametrize(("german", "said"), [
    (False, "note: its id 'my-rules' is not its file name: the game lists it as 'My Rules'; rename the file to "
            "my-rules.yaml"),
    (True, "Hinweis: die id 'my-rules' ist nicht der Dateiname: das Spiel führt es als 'My Rules'; benenne die Datei "
           "um in my-rules.yaml")])
def test_a_file_name_that_cannot_be_an_id_is_told_to_take_the_ids_name(own: Path, capsys: pytest.CaptureFixture[str],
                                                                      german: bool, said: str) -> None:
    # (PLAYTEST197 F9: "make them the same" led to writing id: 'My Rules', which is refused)
    (own / "My Rules.yaml").write_text(f"id: my-rules\nextends: standard\n{HEAD}", encoding="utf-8")
    assert validate_files([str(own / "My Rules.yaml")], german=german) == 0
    assert said in capsys.readouterr().out


@pytest.mark.parametrize(("german", "said"), [
    (False, "note: the option 'seven_stacking' sets effects.7.draw.amount to 2 where this file sets 3: switched on, it "
            "undoes the file's rule (give it a set of its own under options)"),
    (True, "Hinweis: die Option 'seven_stacking' setzt effects.7.draw.amount auf 2, wo diese Datei 3 setzt: "
           "eingeschaltet hebt sie die Regel der Datei auf (gib ihr unter options ein eigenes set)")])
def test_an_option_taken_over_that_undoes_the_files_own_rule_is_noted(own: Path, capsys: pytest.CaptureFixture[str],
                                                                       german: bool, said: str) -> None:
    # (PLAYTEST197 F6: a 7 made to draw 3 drew 2 again once the table voted seven_stacking on, without a word)
    (own / "kitchen.yaml").write_text(f"id: kitchen\nextends: standard\n{HEAD}effects:\n  '7': {{draw: {{amount: 3}}}}\n",
                                      encoding="utf-8")
    (own / "kept.yaml").write_text(f"id: kept\nextends: kitchen\n{HEAD}options:\n  seven_stacking:\n"
                                   "    description: x\n    set: {effects: {'7': {draw: {amount: 3, stack: true}}}}\n",
                                   encoding="utf-8")
    assert validate_files([str(own / "kitchen.yaml"), str(own / "kept.yaml")], german=german) == 0
    valid = "gültig" if german else "valid"
    assert capsys.readouterr().out == (f"{own / 'kitchen.yaml'}: {valid}\n  {said}\n"
                                       f"{own / 'kept.yaml'}: {valid}\n")   # (kept sets its own: no note)


@pytest.mark.parametrize("german", [False, True])
def test_validate_notes_packs_for_more_players_than_the_game_allows(own: Path, capsys: pytest.CaptureFixture[str],
                                                                    german: bool) -> None:
    """(PLAYTEST197: packs_from {8: 2} beside players.max 6 was "valid" without a word; the packs never came.)  An
    option that lets 8 sit down makes it count."""
    (own / "six.yaml").write_text(f"id: six\nextends: standard\n{HEAD}players: {{min: 2, max: 6}}\n"
                                  "pack:\n  packs_from: {5: 2, 8: 3}\n", encoding="utf-8")
    assert validate_files([str(own / "six.yaml")], german=german) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.strip() for line in lines[1:]] == [
        "Hinweis: pack.packs_from: 8: mehr Spieler, als das Spiel zulässt (players.max: 6): die Pakete kommen nie dazu"
        if german else "note: pack.packs_from: 8: more players than the game allows (players.max: 6): the packs are "
        "never added"], lines
    (own / "six.yaml").write_text(f"id: six\nextends: standard\n{HEAD}players: {{min: 2, max: 6}}\n"
                                  "pack:\n  packs_from: {8: 3}\noptions:\n  crowd: {description: {de: Viele, en: "
                                  "Many}, default: false, set: {players: {max: 10}}}\n", encoding="utf-8")
    assert validate_files([str(own / "six.yaml")], german=german) == 0
    assert capsys.readouterr().out.strip().endswith(("six.yaml: valid", "six.yaml: gültig"))
    (own / "six.yaml").write_text(f"id: six\nextends: kronenstube\n{HEAD}players: {{min: 2, max: 5}}\n"
                                  "pack:\n  packs_from: {8: 1}\n", encoding="utf-8")   # (PLAYTEST271 F2: its packs
    assert validate_files([str(own / "six.yaml")], german=german) == 0                 # taken back, no note)
    assert capsys.readouterr().out.strip().endswith(("six.yaml: valid", "six.yaml: gültig"))


@pytest.mark.parametrize(("name", "german", "said"), [
    ("bad_wish", False, "note: its id 'standard' is not its file name: the game lists it as 'bad_wish'; 'standard' is a "
                        "built-in ruleset: give it a name of its own as its id, and its file the same name"),
    ("bad-wish", False, "'standard' is a built-in ruleset: give it 'bad-wish' as its id, and its file the same name"),
    ("bad-wish", True, "'standard' ist ein eingebautes Regelwerk: nimm als id 'bad-wish' und nenne die Datei genauso")])
def test_a_copy_that_keeps_a_built_in_rulesets_id_is_told_to_take_its_own(tmp_path: Path, name: str, german: bool,
                                                                         said: str, capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST218 F11: the note said "rename the file to standard.yaml", a file the game then does not use (a built-in
    ruleset is called so)."""
    from maumau_tui.rules.loader import find

    copy = tmp_path / f"{name}.yaml"
    copy.write_text(find("standard").read_text(encoding="utf-8"), encoding="utf-8")
    assert validate_files([str(copy)], german=german) == 0
    out = capsys.readouterr().out
    assert said in out and "standard.yaml" not in out, out


@pytest.mark.parametrize(("german", "said"), [
    (False, "note: options.play_to.max 5000 is above 1000, the most a table can choose"),
    (True, "Hinweis: options.play_to.max 5000 liegt über 1000, dem höchsten Wert, den ein Tisch wählen kann")])
def test_an_options_limit_above_what_a_table_can_choose_is_noted(own: Path, capsys: pytest.CaptureFixture[str],
                                                                 german: bool, said: str) -> None:
    """PLAYTEST249 F6: max 5000 was "valid" without a word, and the form stopped at 1000.  A note, not a refusal: a
    match saved with such a file replays still (REVIEW252 R4)."""
    (own / "long.yaml").write_text(f"id: long\nextends: standard\n{HEAD}options:\n  play_to:\n    description: x\n"
                                   "    default: 0\n    set: {match: {target: $value}}\n    max: 5000\n", encoding="utf-8")
    assert validate_files([str(own / "long.yaml")], german=german) == 0
    assert said in capsys.readouterr().out
