"""The last resort's saves (``store/rescued.py``): a match written to rescued/ when its save could not be written is
taken back among the saves the next time they are listed, as it stood, begun when it began; a rescued copy its save
holds as much as is dropped; a broken save is set aside for a rescued copy at once; a finished match goes to the
history."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from maumau_tui.match import Match
from maumau_tui.store import Store
from maumau_tui.store.errors import StoreError
from maumau_tui.store.german import store_in_german
from maumau_tui.store.rescued import write_rescued

from store_helpers import TickingClock, new_match, play, play_to_end
from unreadable import refused_in, unreadable
from test_store_german import english_left


def test_a_rescued_match_comes_back_as_it_stood_begun_when_its_save_began(tmp_path: Path) -> None:
    """Review 90: the match came back begun at the moment it was rescued."""
    store = Store(tmp_path, clock=TickingClock())
    match = new_match("standard", seed=3, players=3)
    play(match, random.Random(3), hands=1)
    store.save("evening", match)
    began = store.find("evening").started
    play(match, random.Random(4), hands=1)                      # further on, its save failing
    write_rescued(tmp_path, "evening", match)
    [info] = Store(tmp_path).unfinished()
    assert info.id == "evening" and info.match.moves == match.moves and info.started == began
    assert not (tmp_path / "rescued" / "evening.json").exists()


def test_a_rescued_copy_no_further_on_than_its_save_is_dropped(tmp_path: Path) -> None:
    store = Store(tmp_path, clock=TickingClock())
    match = new_match("standard", seed=3, players=3)
    play(match, random.Random(3), hands=1)
    write_rescued(tmp_path, "evening", match)
    store.save("evening", match)                                # saved where it belongs after all
    [info] = Store(tmp_path).unfinished()
    assert info.match.moves == match.moves and not (tmp_path / "rescued" / "evening.json").exists()


def test_a_broken_save_is_set_aside_for_its_rescued_copy_at_the_first_listing(tmp_path: Path) -> None:
    """Review 90: the first listing set the broken save aside and called the match broken; only the next one took
    the rescued copy."""
    match = new_match("standard", seed=3, players=3)
    play(match, random.Random(3), hands=1)
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "evening.json").write_text("{broken", encoding="utf-8")
    write_rescued(tmp_path, "evening", match)
    store = Store(tmp_path)
    [info] = store.unfinished()
    assert info.match.moves == match.moves
    [problem] = store.problems
    assert "a copy of its match further on was kept" in problem.message and problem.moved_to is not None
    assert not english_left(store_in_german(problem.message)), store_in_german(problem.message)


def test_a_rescued_finished_match_goes_to_the_history(tmp_path: Path) -> None:
    match = new_match("idioten-mau", seed=2, players=3)
    play_to_end(match, random.Random(2))
    write_rescued(tmp_path, "evening", match)
    store = Store(tmp_path)
    assert store.unfinished() == [] and [info.id for info in store.history()] == ["evening"]


def test_a_broken_save_that_cannot_be_moved_aside_is_never_written_over(tmp_path: Path) -> None:
    """Review 91: with set-aside/ a file, the rescued copy was renamed over the broken save all the same."""
    match = new_match("standard", seed=3, players=3)
    play(match, random.Random(3), hands=1)
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "evening.json").write_text("{broken", encoding="utf-8")
    (tmp_path / "set-aside").write_text("in the way", encoding="utf-8")
    write_rescued(tmp_path, "evening", match)
    Store(tmp_path).unfinished()
    assert (tmp_path / "saves" / "evening.json").read_text(encoding="utf-8") == "{broken"
    assert (tmp_path / "rescued" / "evening.json").is_file()


def test_a_save_of_a_newer_version_is_never_written_over(tmp_path: Path) -> None:
    """Review 92: a save whose record a newer version wrote stays for that version, as everywhere in the store."""
    match = new_match("standard", seed=3, players=3)
    play(match, random.Random(3), hands=1)
    store = Store(tmp_path)
    store.save("evening", match)
    save = tmp_path / "saves" / "evening.json"
    document = json.loads(save.read_text(encoding="utf-8"))
    document["record"]["versions"]["record"] = 999
    save.write_text(json.dumps(document), encoding="utf-8")
    newer = save.read_bytes()
    play(match, random.Random(4), hands=1)
    write_rescued(tmp_path, "evening", match)
    Store(tmp_path).unfinished()
    assert save.read_bytes() == newer and (tmp_path / "rescued" / "evening.json").is_file()


def two_lines(tmp_path: Path) -> tuple[Store, Match, Match]:
    """A match saved as "evening" after a hand, played on a hand further (not saved), and its save resumed again."""
    store = Store(tmp_path, clock=TickingClock())
    match = new_match("standard", seed=3, players=3)
    play(match, random.Random(3), hands=1)
    store.save("evening", match)
    older = store.resume("evening")
    store.release("evening")
    play(match, random.Random(4), hands=1)
    return store, match, older


def test_a_second_rescue_of_another_line_of_play_goes_beside_the_first_never_over_it(tmp_path: Path) -> None:
    """(PLAYTEST138 F2: rescued further on, then resumed from the older save while saves/ still could not be written
    and rescued again: the second rescue replaced the first, and eight moves were lost.)"""
    _store, match, older = two_lines(tmp_path)                  # further on: rescued
    first = write_rescued(tmp_path, "evening", match)
    play(older, random.Random(5), hands=1)                      # another line from the older save: rescued too
    second = write_rescued(tmp_path, "evening", older)
    assert first.name == "evening.json" and second.name == "evening-2.json"
    assert json.loads(first.read_text(encoding="utf-8"))["record"]["moves"] == match.record()["moves"]
    again = write_rescued(tmp_path, "evening", match)           # the first line rescued again, further on: over its own
    assert again == first
    listed = {info.id: info.match.moves for info in Store(tmp_path).unfinished()}
    assert listed == {"evening": match.moves, "evening-2": older.moves}, sorted(listed)


def test_a_rescued_copy_of_another_line_than_its_save_comes_in_beside_it(tmp_path: Path) -> None:
    """(PLAYTEST138 F2: a copy rescued further on waited while the game went on from the older save; once that save
    was further on still, the copy, of another line of play, was dropped.)"""
    store, match, other = two_lines(tmp_path)
    write_rescued(tmp_path, "evening", match)                   # one line, rescued
    play(other, random.Random(5), hands=2)                      # another, played on from the older save, saved
    store.save("evening", other)
    listed = {info.id: info.match.moves for info in Store(tmp_path).unfinished()}
    assert listed == {"evening": other.moves, "evening-2": match.moves}, sorted(listed)


def test_a_rescued_copy_that_cannot_be_taken_in_is_said_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """(PLAYTEST138 F2: with saves/ still not writable, `maumau resume` went on from the older save without a word.)"""
    from maumau_tui.store import rescued

    store = Store(tmp_path, clock=TickingClock())
    match = new_match("standard", seed=3, players=3)
    play(match, random.Random(3), hands=1)
    store.save("evening", match)
    play(match, random.Random(4), hands=1)
    path = write_rescued(tmp_path, "evening", match)

    def refused(source: object, target: object) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(rescued.os, "replace", refused)
    again = Store(tmp_path)
    again.unfinished()
    again.history()
    said = [problem.message for problem in again.problems]
    save = tmp_path / "saves" / "evening.json"      # (PLAYTEST272 F1: the save, moves behind, was played on all the
    assert said == [f"{path}: a copy of this match kept when it could not be saved cannot be restored to your saved "   # same:
                    "matches (Operation not permitted); it is waiting here until it can be",   # two matches alike)
                    f"{save}: a copy of this match kept when it could not be saved waits in {tmp_path / 'rescued'} to be "
                    "put back: the match goes on from that copy once it is back; the save stays where it is"], said
    assert again.unfinished() == [] and save.exists() and path.exists() and len(again.problems) == 2
    with pytest.raises(StoreError, match="to be put back"):           # (`maumau resume evening` too)
        again.find("evening")
    assert [english_left(store_in_german(line)) for line in said] == [[], []], [store_in_german(line) for line in said]
    monkeypatch.undo()                                          # the folder writable again: the copy comes back
    [info] = Store(tmp_path).unfinished()
    assert info.match.moves == match.moves and not path.exists()


def test_a_rescued_copy_of_another_line_that_cannot_be_taken_in_holds_no_save(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """REVIEW269 R2: a copy that goes beside the save as a match of its own (another line of play) could not be
    moved; the save, further on, was held and said to go on from that copy, which came back as evening-2."""
    from maumau_tui.store import rescued

    store, match, other = two_lines(tmp_path)
    path = write_rescued(tmp_path, "evening", match)                 # one line, rescued
    play(other, random.Random(5), hands=2)                          # another, played on from the older save
    store.save("evening", other)
    monkeypatch.setattr(rescued.os, "replace", lambda source, target: (_ for _ in ()).throw(PermissionError(1, "no")))
    again = Store(tmp_path)
    assert [info.match.moves for info in again.unfinished()] == [other.moves]   # the save plays on, the copy waits
    assert [problem.path for problem in again.problems] == [path] and again.find("evening").match.moves == other.moves
    monkeypatch.undo()
    listed = {info.id: info.match.moves for info in Store(tmp_path).unfinished()}
    assert listed == {"evening": other.moves, "evening-2": match.moves}, sorted(listed)


def test_a_finished_rescued_copy_that_cannot_be_filed_holds_the_save_it_would_sweep_away(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """REVIEW270 R1: a finished copy of the save's line, bound for the history and refused there, held no save any
    more: the players were offered the match they had ended, to play on as a second line."""
    from maumau_tui.store import rescued

    store = Store(tmp_path, clock=TickingClock())
    match = new_match("idioten-mau", seed=2, players=3)
    play(match, random.Random(2), hands=1)
    store.save("evening", match)
    play_to_end(match, random.Random(2))
    path = write_rescued(tmp_path, "evening", match)
    monkeypatch.setattr(rescued.os, "replace", lambda source, target: (_ for _ in ()).throw(PermissionError(1, "no")))
    again = Store(tmp_path)
    assert match.over and again.unfinished() == [] and path.exists()
    monkeypatch.undo()
    later = Store(tmp_path)
    assert later.unfinished() == [] and [info.id for info in later.history()] == ["evening"]


def test_a_look_at_one_save_moves_no_rescued_copy(tmp_path: Path) -> None:
    """REVIEW270 R2: `maumau resume ID` without a terminal (only looking) took the rescued copy in before it refused."""
    store = Store(tmp_path, clock=TickingClock())
    match = new_match("standard", seed=3, players=3)
    play(match, random.Random(3), hands=1)
    saved = store.save("evening", match)
    before = saved.read_bytes()
    play(match, random.Random(4), hands=1)
    path = write_rescued(tmp_path, "evening", match)
    from maumau_tui.table import Table

    looking = Store(tmp_path)
    looking.looking = True
    looking.find("evening")
    looking.resume_into("evening", Table.from_match)                # (and seated, as resume does: no claim written)
    assert path.exists() and saved.read_bytes() == before and not list(saved.parent.glob("*.playing*"))


def test_a_match_never_saved_goes_on_from_its_last_rescued_copy_when_the_next_cannot_be_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST275 F3: the saves refusing from the start, a copy was kept once (asked to leave, the players played
    on); when the rescued folder refused too, the question said "the match ends here", and the copy came back later.
    The match goes on from it, without the moves since."""
    from maumau_tui.store import Autosave, rescued, saves

    refused = PermissionError(1, "Operation not permitted")
    monkeypatch.setattr(saves, "write_atomic", lambda *args, **kwargs: (_ for _ in ()).throw(refused))
    store = Store(tmp_path, clock=TickingClock())
    match = new_match("standard", seed=3, players=3)
    autosave = Autosave(store, match)
    play(match, random.Random(3), hands=1, after_move=lambda m: autosave() if len(m.moves) < 3 else None)
    assert autosave.error is not None and autosave.earlier() is None      # nothing kept yet: it would end here
    copy = autosave.rescue()
    assert copy is not None
    monkeypatch.setattr(rescued, "write_atomic", lambda *args, **kwargs: (_ for _ in ()).throw(refused))
    play(match, random.Random(4), hands=1)                                # played on; then the next copy fails
    assert autosave.rescue() is None and autosave.earlier() == copy       # the copy from before, not "ends here"


def test_a_copy_rescued_beside_another_line_began_when_the_match_began(tmp_path: Path) -> None:
    """(A copy rescued as ``evening-2`` read its begin time from a save of that name, which there is none of: it said
    it began when it was rescued.)"""
    store, match, older = two_lines(tmp_path)
    began = store.find("evening").started
    write_rescued(tmp_path, "evening", match)
    play(older, random.Random(5), hands=1)
    write_rescued(tmp_path, "evening", older)
    listed = {info.id: info.started for info in Store(tmp_path).unfinished()}
    assert listed == {"evening": began, "evening-2": began}, listed


def test_a_finished_rescued_copy_of_another_line_goes_to_the_history_beside_the_match_filed_there(tmp_path: Path) -> None:
    """(A finished copy beside another line was given a place among the unfinished saves.)"""
    store = Store(tmp_path, clock=TickingClock())
    filed, other = new_match("idioten-mau", seed=2, players=3), new_match("idioten-mau", seed=2, players=3)
    play_to_end(filed, random.Random(2))
    store.finish("evening", filed)
    play_to_end(other, random.Random(7))
    assert other.moves[:len(filed.moves)] != filed.moves and filed.moves[:len(other.moves)] != other.moves
    write_rescued(tmp_path, "evening", other)
    again = Store(tmp_path)
    assert again.unfinished() == []
    assert {info.id: info.match.moves for info in again.history()} == {"evening": filed.moves, "evening-2": other.moves}


def test_a_finished_rescued_copy_of_another_line_than_the_unfinished_save_never_sweeps_it_away(tmp_path: Path) -> None:
    """(REVIEW142 R10: the finished copy went to the history under the save's id, and the next listing took the
    unfinished save of the other line for the leftover of that finish and deleted it.)"""
    store = Store(tmp_path, clock=TickingClock())
    saved, other = new_match("idioten-mau", seed=2, players=3), new_match("idioten-mau", seed=2, players=3)
    play(saved, random.Random(11), hands=3)
    store.save("evening", saved)
    play_to_end(other, random.Random(7))
    assert other.moves[:len(saved.moves)] != saved.moves
    write_rescued(tmp_path, "evening", other)
    again = Store(tmp_path)
    assert {info.id: info.match.moves for info in again.unfinished()} == {"evening": saved.moves}
    assert {info.id: info.match.moves for info in again.history()} == {"evening-2": other.moves}
    (tmp_path / "history" / "evening-2.json").rename(tmp_path / "history" / "evening.json")   # (filed so all the same:
    assert [info.id for info in Store(tmp_path).unfinished()] == ["evening"]                 # the save is no leftover)
    assert (tmp_path / "saves" / "evening.json").is_file()


def test_a_rescue_of_a_match_not_as_far_as_its_rescued_copy_adds_no_copy(tmp_path: Path) -> None:
    """(PLAYTEST167 F1: rescued further on, resumed from the older save while saves/ still could not be written, and
    left again before a move: the second rescue went beside the first and came back as a second match, listed twice.)"""
    _store, match, older = two_lines(tmp_path)
    first = write_rescued(tmp_path, "evening", match)
    assert write_rescued(tmp_path, "evening", older) == first       # the older position: the copy holds it already
    assert sorted(path.name for path in (tmp_path / "rescued").iterdir()) == ["evening.json"]
    listed = {info.id: info.match.moves for info in Store(tmp_path).unfinished()}
    assert listed == {"evening": match.moves}, sorted(listed)


def test_a_rescue_never_counts_a_copy_of_another_match_as_its_own(tmp_path: Path) -> None:
    """REVIEW174: "evening-2" is also the id of a second match begun in the same second; a rescue of "evening" whose
    moves its copy begins with (here: none yet) was taken for held by it, and never written."""
    other = new_match("standard", seed=5, players=3)
    play(other, random.Random(5), hands=1)
    held = write_rescued(tmp_path, "evening-2", other)
    fresh = new_match("standard", seed=9, players=2)          # another match, not a move made yet
    written = write_rescued(tmp_path, "evening", fresh)
    assert written != held and written.name == "evening.json"
    assert json.loads(held.read_text(encoding="utf-8"))["record"]["seed"] == other.seed
    assert sorted(path.name for path in (tmp_path / "rescued").iterdir()) == ["evening-2.json", "evening.json"]


def test_a_rescued_copy_that_is_no_save_is_set_aside_and_said_and_one_of_a_newer_version_waits(tmp_path: Path) -> None:
    """PLAYTEST234 N3: a broken file in rescued/ stayed there for good, and every `resume --list` said that the game
    would take it in; nothing ever told that it was broken.  It is set aside as any broken save, and said."""
    store = Store(tmp_path, clock=TickingClock())
    match = new_match("standard", seed=3, players=3)
    play(match, random.Random(3), hands=1)
    store.save("evening", match)
    rescued = tmp_path / "rescued"
    rescued.mkdir()
    (rescued / "evening.json").write_text('{"trunc', encoding="utf-8")
    (rescued / "later.json").write_text(json.dumps({"format": "maumau-tui save", "version": 999}), encoding="utf-8")
    looked = Store(tmp_path)
    [info] = looked.unfinished()
    assert info.id == "evening" and info.match.moves == match.moves
    [problem] = looked.problems
    assert problem.path == rescued / "evening.json" and problem.moved_to is not None, problem
    assert "the file cannot be read: broken at line 1" in problem.message and not (rescued / "evening.json").exists()
    assert not english_left(store_in_german(problem.message)), store_in_german(problem.message)
    assert (rescued / "later.json").is_file()                          # (a newer version's: it waits for that one)


def test_what_a_match_goes_on_from_is_none_where_the_saves_folder_cannot_be_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """REVIEW274 R1, REVIEW275 R2: ``Autosave.earlier`` looked at the save with ``Path.is_file``, which raises where the
    folder cannot be read: Ctrl+C, the menu's question and a match ending then ended the game with an internal error."""
    from maumau_tui.store.autosave import Autosave

    store = Store(tmp_path / "data")
    match = Match.create("standard", ["Anna", "Ben"], seed=3)
    autosave = Autosave(store, match)
    autosave.save()
    monkeypatch.setattr(store, "save", refused_in(store.folders.saves))
    play(match, random.Random(1), hands=1)
    autosave.save()
    assert autosave.error is not None and autosave.earlier() == autosave.path     # (its save from before)
    unreadable(monkeypatch, store.folders.saves)
    assert autosave.earlier() is None
