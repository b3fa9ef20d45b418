"""A copy of the rules each saved match was played with is kept, so a match whose ruleset has other rules since (an
update of the game, the player's own file edited or removed) is still listed, continued with the rules it began
with, exported and counted; a finished match is never moved for its ruleset; a copy that does not hold the
record's rules is not used."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from maumau_tui.match import Match
from maumau_tui.net.host import TableHost
from maumau_tui.net.remote import RemoteSeat
from maumau_tui.net.saving import TableSaves
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.rules.files import reading_from
from maumau_tui.rules.loader import RulesetError, raw_ruleset
from maumau_tui.rules.schema import TEXT_LIMIT
from maumau_tui.store import Store
from maumau_tui.store.stats import Statistics
from maumau_tui.store.german import store_in_german
from maumau_tui.table import Table

from store_helpers import TickingClock, play, play_to_end

FRIDAY = "id: friday\nextends: standard\nname: Friday\ndescription: x\n"
EDITS = [FRIDAY + "hand_size: 7\n", FRIDAY + "hand_size: [7\n", None]   # a rule changed, a typo, the file gone


@pytest.fixture
def friday(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path / "home"))
    rules = tmp_path / "home" / "rulesets" / "friday.yaml"
    rules.parent.mkdir(parents=True)
    rules.write_text(FRIDAY, encoding="utf-8")
    return rules


def edit(rules: Path, text: str | None) -> None:
    if text is None:
        rules.unlink()
    else:
        rules.write_text(text, encoding="utf-8")


@pytest.mark.parametrize("text", EDITS, ids=["changed", "typo", "removed"])
def test_an_unfinished_match_plays_on_with_the_rules_it_began_with(friday: Path, tmp_path: Path,
                                                                   text: str | None) -> None:
    store = Store(tmp_path / "data", clock=TickingClock())
    match = Match.create("friday", ["Anna", "Ben"], seed=1)
    play(match, random.Random(1), hands=1)
    path = store.save(store.new_id(match), match)
    assert [copy.name for copy in store.folders.played.iterdir()] == [f"{match.ruleset_hash}.yaml"]
    edit(friday, text)
    assert [info.path for info in store.unfinished()] == [path] and not store.problems
    again = store.resume(path.stem)
    assert again.record() == match.record() and again.ruleset.hand_size == match.ruleset.hand_size == 5
    assert again.rules_unread is (text != EDITS[0])          # a typo or the file gone: not read (the toast says so)
    play(again, random.Random(2), hands=1)                  # plays on: the next deal has the old hand size
    assert again.game is not None and again.game.moves_made and len(again.results) >= 1
    store.save(path.stem, again)
    assert json.loads(path.read_text(encoding="utf-8"))["record"]["ruleset"] == "friday"   # its name, not the copy's


def test_a_match_of_a_copy_with_its_own_option_over_a_key_it_extends_plays_on_after_an_edit(
        friday: Path, tmp_path: Path) -> None:
    """REVIEW268 R1: its kept copy holds its files merged into one, where the option to play to 50 sits beside
    Kronenstube's target 101; read as a file of its own, the copy was refused ("101 never counts") and the save set
    aside for good after the author's next edit."""
    kitchen = friday.parent / "kitchen.yaml"
    kitchen.write_text("id: kitchen\nextends: kronenstube\nname: Kitchen\ndescription: x\noptions:\n  ziel:\n"
                       "    description: x\n    default: 50\n    set: {match: {target: $value}}\n", encoding="utf-8")
    store = Store(tmp_path / "data", clock=TickingClock())
    match = Match.create("kitchen", ["Anna", "Ben"], seed=1)
    play(match, random.Random(1), hands=1)
    path = store.save(store.new_id(match), match)
    kitchen.write_text(kitchen.read_text(encoding="utf-8") + "hand_size: 6\n", encoding="utf-8")
    assert [info.path for info in store.unfinished()] == [path] and not store.problems
    assert store.resume(path.stem).ruleset.match.target == 50


@pytest.mark.parametrize("text", EDITS, ids=["changed", "typo", "removed"])
def test_a_finished_match_stays_listed_exported_and_counted(friday: Path, tmp_path: Path, text: str | None) -> None:
    store = Store(tmp_path / "data", clock=TickingClock())
    match = Match.create("friday", ["Anna", "Ben"], seed=2)
    play_to_end(match, random.Random(2))
    path = store.finish(store.new_id(match), match)
    edit(friday, text)
    assert [info.path for info in store.history()] == [path] and not store.problems
    assert "Anna" in store.export_text(path.stem)
    statistics = Statistics(store)
    assert statistics.sync() == 1 and {row.player for row in statistics.table()} == {"Anna", "Ben"}


@pytest.mark.parametrize("text", [None, FRIDAY.replace("name: Friday", "name: ' '") + "hand_size: 6\n"],
                         ids=["unchanged", "edited"])
def test_a_match_begun_before_a_check_of_how_its_file_reads_is_never_set_aside(
        friday: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str | None) -> None:
    """REVIEW269 R1: an option with an empty description (and an empty name) came to be refused after matches were
    played with such rules; their saves and finished matches were set aside, from the file as from its kept copy.
    The checks of how a file reads are its author's: the rules a match was played with are spared them."""
    from maumau_tui.rules import loader, schema

    friday.write_text(FRIDAY.replace("name: Friday", "name: ' '") + "options:\n  big:\n    description: ''\n"
                      "    set: {hand_size: 6}\n", encoding="utf-8")
    store = Store(tmp_path / "data", clock=TickingClock())
    with monkeypatch.context() as before:
        before.setattr(schema, "authored", lambda info: False)          # as the game read it before those checks
        before.setattr(loader, "_validated", {})                        # (what it validated, forgotten after)
        unfinished = Match.create("friday", ["Anna", "Ben"], seed=1, options={"big": True})
        play(unfinished, random.Random(1), hands=1)
        saved = store.save(store.new_id(unfinished), unfinished)
        finished = Match.create("friday", ["Anna", "Ben"], seed=2)
        play_to_end(finished, random.Random(2))
        filed = store.finish("20260101-000000-friday", finished)
    with pytest.raises(RulesetError, match="the description is empty"):    # a new match of it is refused
        Match.create("friday", ["Anna", "Ben"])
    if text is not None:
        edit(friday, text)                                                  # (then: played from the kept copy)
    assert [info.path for info in store.unfinished()] == [saved] and not store.problems
    assert [info.path for info in store.history()] == [filed] and not store.problems
    again = store.resume(saved.stem)
    assert again.record() == unfinished.record() and again.ruleset.hand_size == 6


def finished_without_a_copy(tmp_path: Path) -> tuple[Store, Match, Path]:
    """A finished match of friday in the history, as one saved before copies of the rules were kept."""
    store = Store(tmp_path / "data", clock=TickingClock())
    match = Match.create("friday", ["Anna", "Ben"], seed=2)
    play_to_end(match, random.Random(2))
    path = store.finish(store.new_id(match), match)
    for copy in store.folders.played.iterdir():
        copy.unlink()
    return store, match, path


def test_without_a_copy_a_finished_match_is_never_moved_and_is_shown_once_its_rules_are_back(
        friday: Path, tmp_path: Path) -> None:
    """(Matches saved before the copies were kept, or their copies removed.)"""
    store, match, path = finished_without_a_copy(tmp_path)
    edit(friday, EDITS[0])
    assert store.history() == [] and path.exists() and store.problems[-1].moved_to is None
    assert "this finished match cannot be shown" in store.problems[-1].message
    assert "diese beendete Partie lässt sich nicht zeigen" in store_in_german(store.problems[-1].message)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["record"]["ruleset"], document["record"]["ruleset_hash"] = "standard", "0" * 64   # a built-in one
    path.write_text(json.dumps(document), encoding="utf-8")                                      # changed by an update
    assert store.history() == [] and path.exists() and not store.folders.aside.exists()
    edit(friday, FRIDAY)
    path.write_text(json.dumps(dict(document, record=match.record())), encoding="utf-8")
    assert [info.path for info in store.history()] == [path]


def test_a_copy_that_does_not_hold_the_records_rules_is_not_used(friday: Path, tmp_path: Path) -> None:
    store = Store(tmp_path / "data", clock=TickingClock())
    match = Match.create("friday", ["Anna", "Ben"], seed=1)
    play(match, random.Random(1), hands=1)
    path = store.save(store.new_id(match), match)
    copy = store.folders.played / f"{match.ruleset_hash}.yaml"
    copy.write_text(copy.read_text(encoding="utf-8").replace("hand_size: 5", "hand_size: 6"), encoding="utf-8")
    edit(friday, EDITS[0])
    assert store.unfinished() == [] and path.exists()
    message = store.problems[-1].message
    assert "has changed since this match was played" in message
    assert f"; the copy kept of the rules it was played with holds other rules now ({copy})" in message, message
    german = store_in_german(message)
    assert f"die Kopie der Regeln, mit denen sie gespielt wurde, enthält jetzt andere Regeln ({copy})" in german, german


@pytest.mark.parametrize("edited", [True, False])
def test_a_copy_that_cannot_be_read_is_named_beside_the_ruleset(friday: Path, tmp_path: Path, edited: bool) -> None:
    """PLAYTEST234 N1: with its copy damaged, the message blamed the ruleset alone and never named the copy (the
    ruleset changed since, or now not loading at all)."""
    store = Store(tmp_path / "data", clock=TickingClock())
    match = Match.create("friday", ["Anna", "Ben"], seed=1)
    play(match, random.Random(1), hands=1)
    path = store.save(store.new_id(match), match)
    copy = store.folders.played / f"{match.ruleset_hash}.yaml"
    copy.write_text("garbage: [\n", encoding="utf-8")
    edit(friday, EDITS[0] if edited else "id: friday\nrules: [\n")
    assert store.unfinished() == [] and path.exists()
    message = store.problems[-1].message
    said = "has changed since this match was played" if edited else "the record's ruleset cannot be loaded"
    assert said in message and f"; the copy kept of the rules it was played with cannot be read: {copy}, line 1:" \
        in message, message
    german = store_in_german(message)
    assert f"die Kopie der Regeln, mit denen sie gespielt wurde, lässt sich nicht lesen: {copy}, Zeile 1:" in german, \
        german
    assert "the copy" not in german and "line 1" not in german, german


BASE = "id: base\nextends: standard\nname: Base\ndescription: x\n"


@pytest.mark.parametrize("parent", ["base", "base.yaml"])
def test_a_copy_holds_when_the_ruleset_it_extends_changes_or_goes(friday: Path, tmp_path: Path, parent: str) -> None:
    (friday.parent / "base.yaml").write_text(BASE, encoding="utf-8")
    friday.write_text(FRIDAY.replace("extends: standard", f"extends: {parent}"), encoding="utf-8")
    store = Store(tmp_path / "data", clock=TickingClock())
    match = Match.create("friday", ["Anna", "Ben"], seed=1)
    play(match, random.Random(1), hands=1)
    path = store.save(store.new_id(match), match)
    (friday.parent / "base.yaml").write_text(BASE + "hand_size: 6\n", encoding="utf-8")
    assert [info.path for info in store.unfinished()] == [path] and not store.problems
    (friday.parent / "base.yaml").unlink()
    assert [info.path for info in store.unfinished()] == [path] and not store.problems
    assert store.resume(path.stem).ruleset.hand_size == 5


def test_a_copy_holds_when_an_update_adds_an_option_every_ruleset_has(friday: Path, tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from maumau_tui.rules import loader

    store = Store(tmp_path / "data", clock=TickingClock())
    match = Match.create("standard", ["Anna", "Ben"], seed=4)
    play_to_end(match, random.Random(4))
    path = store.finish(store.new_id(match), match)
    monkeypatch.setitem(loader.COMMON_OPTIONS, "slow", {"description": "x", "default": False,
                                                        "set": {"hand_size": 6}})
    assert [info.path for info in store.history()] == [path] and not store.problems


def test_a_match_saved_before_copies_were_kept_gets_one_when_it_is_read_and_its_rules_are_still_there(
        friday: Path, tmp_path: Path) -> None:
    store, match, path = finished_without_a_copy(tmp_path)
    assert [info.path for info in Store(tmp_path / "data", clock=TickingClock()).history()] == [path]
    assert [copy.name for copy in store.folders.played.iterdir()] == [f"{match.ruleset_hash}.yaml"]
    edit(friday, EDITS[0])
    assert [info.path for info in Store(tmp_path / "data", clock=TickingClock()).history()] == [path]


def test_a_copy_that_cannot_be_written_is_tried_once_and_the_save_goes_on(friday: Path, tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from maumau_tui.store import rules_kept

    store = Store(tmp_path / "data", clock=TickingClock())
    store.folders.root.mkdir(parents=True)
    store.folders.played.write_text("a file in the folder's place", encoding="utf-8")
    read: list[str] = []
    monkeypatch.setattr(rules_kept, "raw_ruleset", lambda ref: read.append(ref) or raw_ruleset(ref))
    match = Match.create("friday", ["Anna", "Ben"], seed=1)
    for hands in (1, 2):
        play(match, random.Random(hands), hands=1)
        path = store.save("evening", match)
    assert read == ["friday"] and path.is_file() and store.folders.played.is_file()


def test_a_scenario_is_not_cut_from_a_match_played_with_the_copy_of_its_rules(friday: Path, tmp_path: Path) -> None:
    """REVIEW53: the cut was checked with the old rules but named the ruleset, so it ran with the new ones and failed."""
    from maumau_tui.store.scenario_cut import cut_scenario

    store = Store(tmp_path / "data", clock=TickingClock())
    match = Match.create("friday", ["Anna", "Ben"], seed=2)
    play_to_end(match, random.Random(2))
    path = store.finish(store.new_id(match), match)
    assert cut_scenario(match.record(), 1, 3)                    # the rules as they were: it cuts
    edit(friday, EDITS[0])
    record = store.find(path.stem).match.record()

    def refusal() -> str:
        reading = reading_from.set(store.folders.played)
        try:
            with pytest.raises(ValueError) as error:
                cut_scenario(record, 1, 3)
        finally:
            reading_from.reset(reading)
        return str(error.value)

    said = refusal()
    assert "has other rules now than when this match was played" in said
    assert "das Regelwerk 'friday' hat jetzt andere Regeln" in store_in_german(said)
    kept = store.find(path.stem).match.rules_file          # (PLAYTEST271 F4: where the rules it was played with are)
    assert kept and said.endswith(f"; the rules it was played with are kept in {kept}") and Path(kept).is_file()
    assert store_in_german(said).endswith(f"; die Regeln, mit denen sie gespielt wurde, liegen in {kept}")
    friday.unlink()                                             # (PLAYTEST82: gone, it "had other rules now")
    said = refusal()
    assert "the ruleset 'friday' is none the game knows now" in said
    assert "das Regelwerk 'friday' kennt das Spiel jetzt nicht" in store_in_german(said)


@pytest.mark.parametrize("text", EDITS, ids=["changed", "typo", "removed"])
def test_a_house_rule_voted_in_keeps_the_rules_the_match_began_with(friday: Path, text: str | None) -> None:
    match = Match.create("friday", ["Anna", "Ben"], seed=1)
    play(match, random.Random(1), hands=1)
    edit(friday, text)                                  # the file edited while the match is on
    match.change_option("quick", True)
    assert match.ruleset.hand_size == 5 and match.ruleset.multi_play and match.option_values()["quick"]
    game = match.deal()                                 # and the next hand is dealt by them
    assert [len(hand) for hand in game.hands] == [5, 5]


class Link:
    """What a seat's window on a table in the server needs of its link here: nothing is pushed."""

    def on_change(self, callback: object) -> None:
        return None


@pytest.mark.parametrize("text", EDITS, ids=["changed", "typo", "removed"])
def test_a_seat_over_ssh_reads_a_house_rule_voted_in_as_the_server_plays_it(friday: Path, text: str | None) -> None:
    match = Match.create("friday", ["Anna", "Ben"], seed=1)
    seat = RemoteSeat(Link())  # type: ignore[arg-type]
    assert seat.ruleset("friday", dict(match.options), match.rules_file) == match.ruleset   # (read as the table began)
    edit(friday, text)
    match.change_option("quick", True)                 # the server's vote
    voted = seat.ruleset("friday", dict(match.options), match.rules_file)
    assert voted == match.ruleset and voted.hand_size == 5 and voted.multi_play


@pytest.mark.parametrize("text", EDITS, ids=["changed", "typo", "removed"])
def test_a_seat_that_comes_to_a_server_table_after_an_edit_reads_the_rules_it_plays(friday: Path, tmp_path: Path,
                                                                                   text: str | None) -> None:
    table = Table.from_names("friday", [("Anna", None), ("Robo", "medium")], seed=2)
    table.deal()
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0))
    saves = TableSaves(tmp_path / "server")
    saves.keep(host)                                   # the server saves the table from its deal on
    edit(friday, text)
    seat = RemoteSeat(Link())  # type: ignore[arg-type]
    info = host.info(0)
    assert seat.ruleset(info["ruleset"], info["options"], info.get("rules_file", "")) == table.match.ruleset
    saves.close()


def test_a_folder_of_copies_that_cannot_be_looked_into_stops_no_table(friday: Path, tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    is_file = Path.is_file

    def refused(path: Path) -> bool:               # (a folder listed but not searchable: a wrong chmod)
        if "played-rules" in str(path):
            raise PermissionError(13, "Permission denied", str(path))
        return is_file(path)

    monkeypatch.setattr(Path, "is_file", refused)
    table = Table.from_names("friday", [("Anna", None), ("Robo", "medium")], seed=2)
    table.deal()
    saves = TableSaves(tmp_path / "server")
    autosave = saves.keep(TableHost(Referee(table, ManualClock(), bot_delay=1.0)))   # the table starts all the same
    assert table.match.rules_file == "" and autosave.error is None and autosave.path.is_file()
    saves.close()


def test_a_save_whose_rules_cannot_be_looked_up_waits_and_is_not_set_aside(friday: Path, tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path / "data", clock=TickingClock())
    match = Match.create("friday", ["Anna", "Ben"], seed=1)
    play(match, random.Random(1), hands=1)
    path = store.save(store.new_id(match), match)
    edit(friday, FRIDAY + "hand_size: 7\n")            # its rules are only in the copy now ...
    is_file = Path.is_file

    def refused(path: Path) -> bool:                   # ... in a folder that cannot be looked into
        if "played-rules" in str(path):
            raise PermissionError(13, "Permission denied", str(path))
        return is_file(path)

    monkeypatch.setattr(Path, "is_file", refused)
    store.unfinished()
    assert path.is_file() and not list((tmp_path / "data").glob("set-aside/*"))   # it waits where it is


def test_a_copy_larger_than_the_file_it_was_made_of_is_read_back(friday: Path, tmp_path: Path) -> None:
    """(Review 83: a ruleset file near the 256 KB a file may have was kept as a copy larger than that, written out in
    full, which could not be read back: once the file was edited, the match waited for its ruleset.)"""
    def options(first: int) -> str:    # (texts as long as a text may be: the bytes without thousands of options)
        return "options:\n" + "".join(f"  o{n}: {{description: {{de: {'d' * TEXT_LIMIT}, en: {'e' * TEXT_LIMIT}}}, "
                                       "default: false, set: {hand_size: {2: 5, 3: 5}}}\n" for n in range(first, first + 236))
    base = friday.with_name("base.yaml")          # (review 84: two files, each in every limit, more than one holds)
    base.write_text("id: base\nextends: standard\nname: Base\ndescription: x\n" + options(0), encoding="utf-8")
    friday.write_text(FRIDAY.replace("extends: standard", "extends: base") + options(236), encoding="utf-8")
    assert 200_000 < friday.stat().st_size < 256 * 1024 and 200_000 < base.stat().st_size < 256 * 1024
    store = Store(tmp_path / "data", clock=TickingClock())
    match = Match.create("friday", ["Anna", "Ben"], seed=1)
    play(match, random.Random(1), hands=1)
    path = store.save(store.new_id(match), match)
    copy, = store.folders.played.iterdir()
    assert copy.stat().st_size > 2 * 256 * 1024
    edit(friday, FRIDAY + "hand_size: 7\n")
    assert [info.path for info in store.unfinished()] == [path] and not store.problems
    assert store.resume(path.stem).ruleset.hand_size == 5


def test_a_record_naming_another_ruleset_than_its_kept_rules_is_refused(friday: Path, tmp_path: Path) -> None:
    """(PLAYTEST134 F4: a record whose [Ruleset] tag was edited was replayed with the kept copy's rules, found by their
    hash, without a word, in the data folder that kept the copy, and refused in any other.)"""
    from maumau_tui.match_record import RecordError

    store = Store(tmp_path / "home", clock=TickingClock())    # (the data folder's copies: a record file's replay)
    match = Match.create("friday", ["Anna", "Ben"], seed=2)
    play_to_end(match, random.Random(2))
    store.finish(store.new_id(match), match)
    edit(friday, None)                                 # its file gone: read from the copy kept of it
    assert Match.replay(match.record()).record() == match.record()
    with pytest.raises(RecordError) as refused:        # the copy's rules under another ruleset's name
        Match.replay(dict(match.record(), ruleset="standard"))
    assert str(refused.value) == ("the record names the ruleset 'standard', but the rules it was played with (its "
                                  "ruleset hash) are those of 'friday'")
    assert store_in_german(str(refused.value)).startswith("die Aufzeichnung nennt das Regelwerk 'standard', doch")
    with pytest.raises(RecordError) as refused:        # a name found nowhere, the copy another's (PLAYTEST249 F10)
        Match.replay(dict(match.record(), ruleset="fridy"))
    assert str(refused.value) == ("the record names the ruleset 'fridy', which is not here, but the rules it was played "
                                  "with (its ruleset hash) are those of 'friday': the Ruleset tag is to name that one")
    german = store_in_german(str(refused.value))
    assert german == ("die Aufzeichnung nennt das Regelwerk 'fridy', das es hier nicht gibt, doch die Regeln, mit denen "
                      "gespielt wurde (laut ihrem Prüfwert), sind die von 'friday': das Ruleset-Feld muss dieses nennen")


def test_a_ruleset_whose_id_is_not_its_files_name_plays_on_from_its_copy(friday: Path, tmp_path: Path) -> None:
    """(REVIEW136 R1: a match of foo.yaml, whose id is bar, was set aside as broken once foo.yaml was edited.)"""
    foo = friday.with_name("foo.yaml")
    foo.write_text(FRIDAY.replace("id: friday", "id: bar"), encoding="utf-8")
    store = Store(tmp_path / "home", clock=TickingClock())
    match = Match.create("foo", ["Anna", "Ben"], seed=1)
    play(match, random.Random(1), hands=1)
    path = store.save(store.new_id(match), match)
    edit(foo, FRIDAY.replace("id: friday", "id: bar") + "hand_size: 7\n")
    assert [info.path for info in store.unfinished()] == [path] and not store.problems


def test_a_copy_of_a_ruleset_not_yet_edited_keeps_its_own_rules_once_it_is(friday: Path, tmp_path: Path) -> None:
    """(PLAYTEST162 F2: `rules new meine --from kronenstube` has kronenstube's rules, and so their hash, until it is
    edited; the copy kept of those rules was kronenstube's, so once meine was edited its match was set aside: "the
    record names the ruleset 'meine', but the rules it was played with are those of 'kronenstube'".)"""
    copy_of = friday.with_name("copy.yaml")
    copy_of.write_text(FRIDAY.replace("id: friday", "id: copy").replace("name: Friday", "name: Copy"), encoding="utf-8")
    store = Store(tmp_path / "home", clock=TickingClock())
    first = Match.create("friday", ["Anna", "Ben"], seed=1)      # the rules it has kept first, under friday's id
    play(first, random.Random(1), hands=1)
    first_path = store.save(store.new_id(first), first)
    match = Match.create("copy", ["Anna", "Ben"], seed=2)
    assert match.ruleset_hash == first.ruleset_hash               # the same rules, not yet edited
    play(match, random.Random(2), hands=1)
    path = store.save(store.new_id(match), match)
    edit(copy_of, FRIDAY.replace("id: friday", "id: copy") + "hand_size: 7\n")
    assert sorted(info.path for info in store.unfinished()) == sorted([first_path, path]) and not store.problems
    again = store.resume(path.stem)
    assert again.ruleset.id == "copy" and again.ruleset.hand_size == 5 and again.record() == match.record()
    edit(friday, FRIDAY + "hand_size: 6\n")                          # and the first one's rules stay friday's
    assert store.resume(first_path.stem).ruleset.id == "friday" and not store.problems


def test_a_misspelled_ruleset_is_refused_alike_with_and_without_a_copy_of_its_rules(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """(PLAYTEST249 F10: ``[Ruleset "standrd"]`` replayed in a data folder that kept standard's rules, found by their
    hash, and was refused in a fresh one: whether a file replays depended on the machine.)  Refused in both, each time
    saying what the tag should name."""
    from maumau_tui.match_record import RecordError
    from maumau_tui.store.record_text import export_text, parse_text

    match = Match.create("standard", ["Anna", "Ben"], seed=4)
    play_to_end(match, random.Random(4))
    text = export_text(match.record()).replace('[Ruleset "standard"]', '[Ruleset "standrd"]')
    kept = tmp_path / "kept"
    monkeypatch.setenv("MAUMAU_HOME", str(kept))
    Store(kept, clock=TickingClock()).finish("20250301-200000-standard", match)      # keeps a copy of its rules
    assert list((kept / "played-rules").glob("*.yaml"))
    with pytest.raises(RecordError, match="which is not here, but the rules it was played with .* are those of "
                                          "'standard': the Ruleset tag is to name that one"):
        Match.replay(parse_text(text).record)
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path / "fresh"))
    with pytest.raises(RecordError, match="no ruleset called 'standrd'; did you mean standard"):
        Match.replay(parse_text(text).record)


def test_a_match_of_a_ruleset_file_gone_plays_on_from_its_copy(friday: Path, tmp_path: Path) -> None:
    """(PLAYTEST249 F10.) A record naming a file's path, not an id, keeps its copy once the file is gone: the id of a
    file no longer there cannot be checked."""
    elsewhere = tmp_path / "mine.yaml"
    elsewhere.write_text(FRIDAY, encoding="utf-8")              # (its id, friday, is not its file's name)
    store = Store(tmp_path / "home", clock=TickingClock())
    match = Match.create(str(elsewhere), ["Anna", "Ben"], seed=2)
    play_to_end(match, random.Random(2))
    store.finish(store.new_id(match), match)
    elsewhere.unlink()
    assert Match.replay(match.record()).record() == match.record()
