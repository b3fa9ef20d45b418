"""The last resort's saves (``store/rescued.py``): a match written to rescued/ when its save could not be written is
taken back among the saves the next time they are listed, as it stood, begun when it began; a rescued copy its save
holds as much as is dropped; a broken save is set aside for a rescued copy at once; a finished match goes to the
history."""

from __future__ import annotations

import json
import random
from pathlib import Path

from maumau_tui.store import Store
from maumau_tui.store.german import store_in_german
from maumau_tui.store.rescued import write_rescued

from store_helpers import TickingClock, new_match, play, play_to_end
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
    assert "a copy of its match was rescued" in problem.message and problem.moved_to is not None
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
