"""Saves: written atomically after every move, listed, resumed exactly, moved to the history, bad ones set aside."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from maumau_tui.match import Match
from maumau_tui.store import Autosave, Store, StoreError
from maumau_tui.store.atomic import write_atomic
from maumau_tui.store.german import store_in_german
from maumau_tui.store.paths import data_dir
from maumau_tui.store.paths import MAX_SAVE_BYTES, in_the_way
from maumau_tui.store.save_file import read_save_info
from maumau_tui.store.saves import StillPlaying, decode

from store_helpers import TickingClock, new_match, play, play_to_end


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / "data", clock=TickingClock())


def test_the_store_lives_in_the_user_data_folder_that_maumau_home_sets(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    assert data_dir() == tmp_path and Store().folders.saves == tmp_path / "saves"


def test_an_atomic_write_that_fails_leaves_the_old_file_and_no_temporary_one(tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "a.json"
    write_atomic(path, b"old")

    def full_disk(descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError):
        write_atomic(path, b"new")
    assert path.read_bytes() == b"old" and sorted(p.name for p in tmp_path.iterdir()) == ["a.json"]


def test_autosave_after_every_move_lists_the_match_and_resumes_it_exactly(store: Store) -> None:
    match = new_match("kronenstube", seed=4, players=3)
    autosave = Autosave(store, match)
    rng = random.Random(4)
    play(match, rng, hands=1, after_move=lambda m: autosave())
    [info] = store.unfinished()
    assert info.id == autosave.match_id and info.hand == 1 and info.totals == tuple(match.totals)
    assert info.seats == tuple(match.seats) and info.ruleset == "kronenstube"
    assert info.updated > info.started and autosave.saves == len(match.moves)
    resumed = store.resume(info.id)
    assert resumed.record() == match.record() and resumed.totals == match.totals
    again = Autosave(store, resumed, info.id)          # play on: the same save, begun when it began
    play(resumed, rng, hands=1, after_move=lambda m: again())
    [later] = store.unfinished()
    assert later.id == info.id and later.started == info.started and later.updated > info.updated


def test_a_finished_match_moves_to_the_history(store: Store) -> None:
    match = new_match("idioten-mau", seed=2, players=3)
    autosave = Autosave(store, match)
    play_to_end(match, random.Random(2))
    autosave()
    assert autosave.finished is not None and not store.unfinished()
    [info] = store.history()
    assert info.finished and info.losers == (match.idiot,) and info.match.record() == match.record()
    with pytest.raises(StoreError, match="is over"):
        store.resume(info.id)


def test_a_finish_stopped_between_its_two_steps_is_completed_when_the_saves_are_listed(store: Store) -> None:
    """Review 87: a kill after the history was written and before the save was removed left the match finished and
    offered to go on with (played on, the statistics kept its first count for good)."""
    match = new_match("idioten-mau", seed=2, players=3)
    autosave = Autosave(store, match)
    play(match, random.Random(2), hands=1, after_move=lambda m: autosave())    # saved after every move
    play_to_end(match, random.Random(2))
    save = store.folders.saves / f"{autosave.match_id}.json"
    left = save.read_bytes()
    store.finish(autosave.match_id, match)
    save.write_bytes(left)                            # as if the process had died before its last step
    assert not store.unfinished() and not save.exists()
    assert [info.id for info in store.history()] == [autosave.match_id]
    save.write_bytes(left)                            # `maumau resume ID` finds the finished match, not the save
    assert store.find(autosave.match_id).finished and not save.exists()


def test_single_hands_go_to_the_history_when_the_players_leave_after_a_hand(store: Store) -> None:
    match = new_match("standard", seed=5, players=2)
    autosave = Autosave(store, match)
    play(match, random.Random(5), hands=1, after_move=lambda m: autosave())
    autosave.leave()
    assert not store.unfinished() and [i.id for i in store.history()] == [autosave.match_id]
    kronenstube = new_match("kronenstube", seed=5, players=3)
    left = Autosave(store, kronenstube)
    play(kronenstube, random.Random(5), hands=1, after_move=lambda m: left())
    left.leave()
    assert [i.id for i in store.unfinished()] == [left.match_id], "a match with an end of its own waits"


def test_single_hands_kept_for_later_stay_saved_and_play_on(store: Store) -> None:
    match = new_match("standard", seed=5, players=2)
    autosave = Autosave(store, match)
    play(match, random.Random(5), hands=1, after_move=lambda m: autosave())
    autosave.kept_for_later = True                    # "back to the menu (the match stays saved)" at the hand's end
    autosave.leave()
    assert [i.id for i in store.unfinished()] == [autosave.match_id] and not store.history()
    again = store.resume(autosave.match_id)
    assert again.results == match.results and again.totals == match.totals and again.deal() is not None


def test_a_save_that_fails_never_stops_the_game(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    match = new_match("standard", seed=1, players=2)
    autosave = Autosave(store, match)

    def broken(path: Path, data: bytes) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr("maumau_tui.store.saves.write_atomic", broken)
    play(match, random.Random(1), hands=1, after_move=lambda m: autosave())
    assert autosave.error is not None and "Read-only file system" in autosave.error and autosave.saves == 0


def test_ids_are_unique_and_only_plain_names_are_accepted(store: Store) -> None:
    match = new_match("standard", seed=1, players=2)
    first = store.new_id(match)
    store.save(first, match)
    assert store.new_id(match) != first
    for bad in ("../etc/passwd", "a/b", "", ".hidden", "x" * 200):
        with pytest.raises(StoreError, match="not the id"):
            store.find(bad)
    with pytest.raises(StoreError, match="no saved match"):
        store.find("missing")


# ---- bad files: a message naming the file, the file set aside, everything else working ----------------

def _saved(store: Store, seed: int = 3) -> tuple[Path, Match]:
    match = new_match("standard", seed=seed, players=2)
    play(match, random.Random(seed), hands=1, vote_at=3)
    match_id = store.new_id(match)
    return store.save(match_id, match), match


def test_a_save_an_editor_wrote_with_a_byte_order_mark_is_read_as_it_was(store: Store) -> None:
    """(PLAYTEST134 F7: a save opened and written again by an editor that begins UTF-8 with a byte-order mark was
    "broken at line 1, column 1", and set aside.)"""
    from maumau_tui.store.commands import read_record_file

    path, match = _saved(store)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes().replace(b"\n", b"\r\n"))
    assert [info.path for info in store.unfinished()] == [path] and not store.problems
    assert store.resume(path.stem).record() == match.record()
    store.release(path.stem)
    replayed, _title = read_record_file(path)
    assert replayed


def test_a_save_truncated_at_every_byte_is_set_aside_or_read_whole_never_a_traceback(store: Store) -> None:
    path, match = _saved(store)
    data = path.read_bytes()
    whole = json.loads(data)
    kept = set_aside = 0
    for cut in range(len(data)):
        try:
            info = read_save_info(path, data[:cut], finished=False)
        except ValueError as error:
            assert str(error)
            set_aside += 1
        else:                       # only the final newline (or a space) was cut
            assert info.match.record() == whole["record"] and not data[cut:].strip()
            kept += 1
    assert set_aside >= len(data) - 2 and kept <= 2
    for cut in range(0, len(data), max(1, len(data) // 40)):   # the whole way: files on disk
        path.write_bytes(data[:cut])
        good, _ = _saved(store, seed=9)
        listed = store.unfinished()
        assert [info.path for info in listed] == [good], "the good save still lists"
        assert store.problems[-1].path == path and store.problems[-1].moved_to is not None
        assert store.problems[-1].moved_to.read_bytes() == data[:cut], "set aside, never deleted"
        assert str(path) in store.problems[-1].message
        good.unlink()


def test_a_save_cut_off_or_broken_in_the_middle_says_where_in_both_languages(store: Store) -> None:
    """(Review 56: only "some message" was asked of a save that is no JSON.) A save cut off while written says so;
    one broken in the middle says where, and not that it ends too early; the German words follow the English."""
    path, _ = _saved(store)
    data = path.read_text(encoding="utf-8")
    path.write_text(data[:len(data) // 2], encoding="utf-8")
    assert store.unfinished() == []
    cut = store.problems[-1].message
    with pytest.raises(json.JSONDecodeError) as ended:   # where the parser stops: at the end
        json.loads(data[:len(data) // 2])
    line, column = ended.value.lineno, ended.value.colno
    assert f"the file cannot be read: broken at line {line}, column {column} (it ends too early: cut off while" in cut, cut
    assert f"die Datei ist nicht lesbar: kaputt in Zeile {line}, Spalte {column}" in store_in_german(cut)
    assert "(sie endet zu früh: beim Schreiben abgebrochen oder gekürzt)" in store_in_german(cut)
    path, _ = _saved(store, seed=5)
    data = path.read_text(encoding="utf-8")
    path.write_text(data[:data.index('"summary"') + 7], encoding="utf-8")   # cut off inside a text (PLAYTEST272 N6:
    assert store.unfinished() == []                                         # "broken at line 9, column 2" alone)
    assert "(it ends too early: cut off while written, or truncated)" in store.problems[-1].message
    path, _ = _saved(store, seed=4)
    text = path.read_text(encoding="utf-8")
    broken = text.replace(",", "}", 1)
    path.write_text(broken, encoding="utf-8")
    assert store.unfinished() == []
    message = store.problems[-1].message
    with pytest.raises(json.JSONDecodeError) as error:   # where the parser stops: the stray brace ends the document
        json.loads(broken)
    assert error.value.pos < len(broken.rstrip()) // 2
    assert f"broken at line {error.value.lineno}, column {error.value.colno}" in message, message
    assert "ends too early" not in message
    assert f"kaputt in Zeile {error.value.lineno}, Spalte {error.value.colno}" in store_in_german(message)


HUGE = "a number of 5,000 digits"   # written into the file as one


@pytest.mark.parametrize(("change", "reason"), [
    ({"format": "something else"}, "not a save file of this game"),
    ({"started": "yesterday"}, "'started' time"),
    ({"updated": 5}, "'updated' time"),
    ({"finished": "no"}, "'finished' must be"),
    ({"id": "other"}, "names itself 'other'"),
    ({"id": None}, "the save does not name itself (its 'id', "),              # (PLAYTEST249 N1: "names itself None")
    ({"record": None}, "record cannot be used: the game record is missing"),  # (N2: "a mapping of fields, not empty")
    ({"record": []}, "record cannot be used: a game record is a mapping of fields, not a list"),
    ({"record": {"version": 2}}, "record cannot be used"),
    ({"version": 0}, "save version 0 is none this game knows"),
    ({"started": None}, "the save has no 'started' time"),
    ({"version": None}, "does not say which version"),
    ({"version": True}, "the save's 'version' must be a whole number, not true"),
    ({"version": "1"}, "the save's 'version' must be a whole number, not \"1\""),   # (PLAYTEST272 N4: "does not say")
    ({"seed": HUGE}, "it is not a save file: a number in it is too long"),   # more digits than Python reads
])
def test_hand_edited_saves_are_set_aside_with_what_is_wrong(store: Store, change: dict[str, object], reason: str) -> None:
    path, _ = _saved(store)
    document = json.loads(path.read_bytes())
    path.write_text(json.dumps({**document, **change}).replace(f'"{HUGE}"', "9" * 5000), encoding="utf-8")
    assert store.unfinished() == []
    problem = store.problems[-1]
    assert reason in problem.message and str(path) in problem.message and problem.moved_to is not None
    assert problem.moved_to.with_name(problem.moved_to.name + ".why.txt").read_text(encoding="utf-8").count(reason)


@pytest.mark.parametrize("change", [{"version": 7}, {"record": {"versions": {"record": 99, "shuffle": 1}}},
                                    {"record": {"versions": {"record": 2, "shuffle": 9}}}])
def test_a_save_from_a_newer_version_stays_for_that_version(store: Store, change: dict[str, object]) -> None:
    path, _ = _saved(store)
    document = json.loads(path.read_bytes())
    if "record" in change:
        change = {"record": {**document["record"], **change["record"]}}   # type: ignore[dict-item]
    data = json.dumps({**document, **change}).encode()
    path.write_bytes(data)
    for _ in range(2):                              # listed twice (the menu, resume --list): still there
        assert store.unfinished() == []
        problem = store.problems[-1]
        assert "newer version of the game" in problem.message and problem.moved_to is None, problem.message
        assert "stays where it is" in problem.message
    assert path.read_bytes() == data and not list(store.folders.root.rglob("*.why.txt"))
    with pytest.raises(StoreError, match="newer version"):
        store.find(path.stem)
    assert path.read_bytes() == data


def test_random_bytes_and_wrong_types_never_raise(store: Store) -> None:
    path, _ = _saved(store)
    document = json.loads(path.read_bytes())
    rng = random.Random(7)
    junk: list[object] = [None, True, 3, -1.5, "", "x", [], {}, [1, "a"], {"a": None}]
    for number in range(120):
        if number % 3 == 0:
            data = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 400)))
        else:
            broken = json.loads(json.dumps(document))
            target = broken if rng.random() < 0.4 else broken["record"]
            target[rng.choice(list(target))] = rng.choice(junk)
            data = json.dumps(broken).encode()
        path.write_bytes(data)
        listed = store.unfinished()
        if listed:
            assert [info.path for info in listed] == [path]
            path.unlink()
        else:
            assert store.problems[-1].path == path and "unexpected" not in store.problems[-1].reason
    assert not list(store.folders.saves.glob("*.json"))


FRIDAY = "id: friday\nextends: standard\nname: Friday\ndescription: x\n"


@pytest.mark.parametrize(("edit", "said"), [
    (FRIDAY + "hand_size: 7\n", "has changed since this match was played"),      # a rule changed
    (FRIDAY + "hand_size: [7\n", "ruleset cannot be loaded"),                      # a typo
    (None, "ruleset cannot be loaded"),                                              # the file moved away
])
def test_a_save_whose_own_ruleset_changed_or_broke_waits_until_it_is_back(
        store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, edit: str | None, said: str) -> None:
    """The players' own ruleset, and no copy kept of the rules the match began with: the save is whole, so it stays
    where it is (said), and plays on once the ruleset is as it was; the other saves play on meanwhile."""
    home = tmp_path / "home"
    (home / "rulesets").mkdir(parents=True)
    monkeypatch.setenv("MAUMAU_HOME", str(home))
    rules = home / "rulesets" / "friday.yaml"
    rules.write_text(FRIDAY, encoding="utf-8")
    match = Match.create("friday", ["Anna", "Ben"], seed=1)
    play(match, random.Random(1), hands=1)
    friday = store.save(store.new_id(match), match)
    good, _ = _saved(store)
    assert len(store.unfinished()) == 2
    for copy in store.folders.played.iterdir():                # (saved before copies of the rules were kept:
        copy.unlink()                                           # test_rules_kept.py plays on with those)
    if edit is None:
        rules.unlink()
    else:
        rules.write_text(edit, encoding="utf-8")
    assert [info.path for info in store.unfinished()] == [good]
    problem = store.problems[-1]
    assert said in problem.message and "waits for its ruleset" in problem.message and str(friday) in problem.message
    assert friday.exists() and problem.moved_to is None and not store.folders.aside.exists()
    rules.write_text(FRIDAY, encoding="utf-8")                       # put back as it was
    assert sorted(info.path for info in store.unfinished()) == sorted([good, friday])
    assert store.resume(friday.stem).record() == match.record()


def test_a_save_whose_built_in_ruleset_has_other_rules_now_is_set_aside(store: Store) -> None:
    """A newer version of the game changed the rules of a ruleset it ships: nobody can put it back."""
    path, match = _saved(store)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["record"]["ruleset_hash"] = "0" * 64
    path.write_text(json.dumps(document), encoding="utf-8")
    assert store.unfinished() == []
    assert "has changed since this match was played" in store.problems[-1].message and not path.exists()
    assert store.problems[-1].moved_to is not None


def test_a_kill_at_any_instant_leaves_a_whole_save(tmp_path: Path) -> None:
    """Processes saving after every move are killed (-9) at 12 points; each save reads back whole."""
    script = textwrap.dedent("""
        import random, sys
        from pathlib import Path
        from maumau_tui.match import Match
        from maumau_tui.store import Autosave, Store
        store = Store(Path(sys.argv[1]))
        match = Match.create("miese-punkte", ["Anna", "Ben", "Cleo"], seed=int(sys.argv[2]))
        autosave = Autosave(store, match, "killed")
        rng = random.Random(int(sys.argv[2]))
        while not match.over:
            game = match.deal()
            while not game.finished:
                match.apply(rng.choice(game.legal_moves()))
                autosave()
                print(len(match.moves), flush=True)
                if len(match.moves) >= int(sys.argv[3]):   # far enough: wait for the kill without using the CPU
                    sys.stdin.read()
    """)
    rng = random.Random(12)
    targets = [rng.randrange(1, 300) for _ in range(12)]
    children = [subprocess.Popen([sys.executable, "-c", script, str(tmp_path / f"run{point}"), str(point),
                                  str(target + 20)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
                for point, target in enumerate(targets)]
    for point, (child, target) in enumerate(zip(children, targets)):   # started together: start-ups overlap
        assert child.stdout is not None and child.stdin is not None
        saved = 0
        while saved < target:
            line = child.stdout.readline()
            if not line:
                break
            saved = int(line)
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        child.stdin.close()
        root = tmp_path / f"run{point}"
        store = Store(root)
        [info] = store.unfinished()
        assert not store.problems and len(info.match.moves) >= saved > 0
        assert decode((root / "saves" / "killed.json").read_bytes())["id"] == "killed"


def test_a_hand_dealt_but_not_yet_played_is_dealt_again_on_resume(store: Store) -> None:
    fresh = new_match("kronenstube", seed=6, players=3)
    store.save("fresh", fresh)
    assert store.resume("fresh").game is None                 # saved before the first deal: nothing dealt
    first = fresh.deal()
    store.save("fresh", fresh)
    again = store.resume("fresh").game                        # dealt, saved before its first move
    assert again is not None and again.hands == first.hands
    match = play(new_match("kronenstube", seed=6, players=3), random.Random(6), hands=1)
    dealt = match.deal()                                      # the next hand is on the table, nobody moved yet
    store.save("dealt", match)
    resumed = store.resume("dealt")
    assert resumed.hands_dealt == match.hands_dealt == 2 and resumed.game is not None
    assert resumed.game.hands == dealt.hands and resumed.game.actor == dealt.actor
    assert store.find("dealt").hand == 2
    document = json.loads((store.folders.saves / "dealt.json").read_text())
    for wrong, said in ((5, "the save"), ("two", "the save's 'dealt' must be a whole number of 0 or more, not 'two'"),
                        (-1, "the save's 'dealt' must be a whole number of 0 or more, not -1")):   # (PLAYTEST218 N5:
        document["dealt"] = wrong                                                        # "not a whole number, not -1")
        (store.folders.saves / "wrong.json").write_text(json.dumps({**document, "id": "wrong"}))
        with pytest.raises(StoreError, match=f"wrong.json: {said}"):
            store.find("wrong")
    assert len(list(store.folders.aside.glob("wrong.json.*.why.txt"))) == 3


def test_a_match_still_being_played_is_exported_only_when_asked(store: Store) -> None:
    match = play(new_match("standard", seed=3, players=2), random.Random(3), hands=1)
    game = match.deal()                                       # the second hand, a few moves in
    rng = random.Random(3)
    for _ in range(3):
        seat = rng.choice(game.seats_to_act())
        match.apply(rng.choice(game.legal_moves(seat)), seat)
    store.save("evening", match)
    with pytest.raises(StillPlaying, match="'evening' is not over.*the seed determines every deal"):
        store.export_text("evening")
    assert "[Seed " in store.export_text("evening", unfinished=True)
    whole = play_to_end(new_match("standard", seed=4, players=2), random.Random(4))
    store.finish("done", whole)
    assert '[Result "' in store.export_text("done")        # a finished match as before


def test_a_save_whose_match_cannot_be_seated_is_set_aside_and_named(store: Store) -> None:
    match = play(new_match("standard", seed=5, players=2), random.Random(5), hands=1)
    store.save("evening", match)
    store.save("other", match)

    def refuse(_match: Match) -> None:
        raise ValueError("no chair for Ben")

    with pytest.raises(StoreError, match=r"evening.json: its match cannot be seated at a table \(ValueError: no chair"):
        store.resume_into("evening", refuse)
    assert [info.id for info in store.unfinished()] == ["other"]          # everything else keeps working
    [aside] = store.folders.aside.glob("evening.json.*[0-9]")
    assert json.loads(aside.read_text())["id"] == "evening"                # moved, never deleted
    assert store.resume_into("other", lambda seated: seated.names) == ["Anna", "Ben"]


def test_a_fault_of_this_version_in_seating_a_match_leaves_its_save_where_it_is(store: Store) -> None:
    """(REVIEW235 R3: every error of the seating set the save aside; a fault in building a server's table would have
    taken every table it resumed out of the saves, and they stayed out after the fault was mended.)"""
    store.save("evening", play(new_match("standard", seed=5, players=2), random.Random(5), hands=1))

    def broken(_match: Match) -> None:
        raise KeyError("seat_levels")

    with pytest.raises(StoreError, match=r"evening.json: unexpected trouble seating its match \(KeyError: "
                                         r"'seat_levels'\); the save stays where it is"):
        store.resume_into("evening", broken)
    assert [info.id for info in store.unfinished()] == ["evening"] and not list(store.folders.aside.glob("evening*"))
    assert store.resume_into("evening", lambda seated: seated.names) == ["Anna", "Ben"]   # (claimable again)


def test_a_save_without_a_count_of_hands_dealt_reads_as_none_beyond_its_record(store: Store) -> None:
    match = play(new_match("standard", seed=6, players=2), random.Random(6), hands=1)
    store.save("older", match)
    path = store.folders.saves / "older.json"
    document = json.loads(path.read_text())
    del document["dealt"]
    path.write_text(json.dumps(document))
    assert store.resume("older").moves == match.moves and not store.problems


def test_a_temporary_file_left_by_a_kill_in_a_save_goes_when_the_saves_are_listed(store: Store) -> None:
    path, _ = _saved(store)
    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True,
                           check=True).stdout.strip()                  # the id of a process that has ended
    stale = path.with_name(f".{path.name}.{ended}.tmp")   # a write that a kill cut off, two hours ago
    fresh = path.with_name(f".{path.name}.{ended}1.tmp")  # one that may be under way now
    writer = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"],   # a writer that still runs
                              stdin=subprocess.PIPE)
    try:
        running = path.with_name(f".{path.name}.{writer.pid}.tmp")   # an old one of a process that still runs
        own = path.with_name(f".{path.name}.{os.getpid()}.tmp")       # this process's own
        other = path.with_name(".notes.2024.tmp")                      # not one of ours
        for temporary in (stale, fresh, running, own, other):
            temporary.write_bytes(b'{"format": ')
        old = time.time() - 2 * 3600
        for temporary in (stale, running, own, other):
            os.utime(temporary, (old, old))
        assert [info.path for info in store.unfinished()] == [path]
        assert not stale.exists() and not store.problems
        assert fresh.exists() and running.exists() and own.exists() and other.exists()
    finally:
        assert writer.stdin is not None
        writer.stdin.close()
        writer.wait(timeout=30)



@pytest.mark.parametrize("name", ["über", "my save", "-dash", ".hidden"])
def test_a_save_renamed_to_a_name_no_id_can_have_is_said_and_left_where_it_is(store: Store, name: str) -> None:
    """It was listed, and then Continue, Discard and `maumau resume` all refused its id.  (PLAYTEST218 N4: the words
    said "plain letters and digits, '.'" of ".hidden", and "rename the file", where only its match's id will do.)"""
    path, _ = _saved(store)
    renamed = path.with_name(f"{name}.json")
    path.rename(renamed)
    assert store.unfinished() == [] and renamed.exists()
    problem = store.problems[-1]
    assert problem.path == renamed and problem.moved_to is None
    assert problem.message == f"{renamed}: " + (
        "its name cannot be a match's id (a letter or a digit first, then letters, digits, '.', '_' and '-'): give it "
        "back its match's id as its name (the \"id\" written in it) to play it on; it stays where it is")
    assert "gib ihr die ID ihrer Partie als Namen" in store_in_german(problem.message)
    renamed.rename(path)                                    # as the words say: it plays on
    assert [info.id for info in store.unfinished()] == [path.stem]


def test_a_folder_that_may_not_be_looked_into_is_no_file_in_the_way_and_the_listing_goes_on(tmp_path: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Review 31: the look for a file in the way of the data folder raised PermissionError (a folder the player may
    not enter above MAUMAU_HOME), and the app's first screen crashed; the listing goes on (and says what it cannot read)."""
    locked = tmp_path / "locked"
    real = Path.exists

    def exists(path: Path, *args: object, **kwargs: object) -> bool:
        if path == locked:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, *args, **kwargs)   # type: ignore[arg-type]

    monkeypatch.setattr(Path, "exists", exists)
    store = Store(locked / "home")
    assert in_the_way(store.folders.saves) is None
    assert store.unfinished() == []


def test_a_file_too_large_to_be_a_save_is_set_aside_unread(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """Review 30: a 400 MB file took 1.2 GB of memory before it was set aside."""
    good, _ = _saved(store)
    huge = good.with_name("20260101-000000-standard.json")
    with huge.open("wb") as file:                           # sparse: no disk is spent on it
        file.truncate(MAX_SAVE_BYTES + 1)
    read = Path.read_bytes
    monkeypatch.setattr(Path, "read_bytes", lambda path: pytest.fail(f"read {path}") if path == huge else read(path))
    assert [info.path for info in store.unfinished()] == [good]
    problem = store.problems[-1]
    assert problem.moved_to is not None and "too large for a save (more than 64 MB)" in problem.message
    assert "zu groß für einen Spielstand (mehr als 64 MB)" in store_in_german(problem.message)


def test_a_save_beside_a_history_file_that_cannot_be_read_stays(store: Store) -> None:
    """Review 92: a save was removed as a finish's leftover because a file of its id was in the history, even one that
    could not be read."""
    match = new_match("standard", seed=3, players=3)
    play(match, random.Random(3), hands=1)
    store.save("evening", match)
    (store.folders.history).mkdir(parents=True, exist_ok=True)
    (store.folders.history / "evening.json").write_text("{broken", encoding="utf-8")
    assert [info.id for info in store.unfinished()] == ["evening"]


def test_a_fault_of_the_game_while_replaying_a_save_leaves_the_save_where_it_is(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """(REVIEW169: a fault of this version's replay, not of the file, moved every unfinished match to set-aside/ for
    good, and the version that mended it listed none.)"""
    path, match = _saved(store)

    def faulty(cls: type[Match], record: object, **_: object) -> Match:
        raise TypeError("a fault in this version's replay")

    with monkeypatch.context() as patched:
        patched.setattr(Match, "replay", classmethod(faulty))
        assert store.unfinished() == [] and store.unfinished() == []
    assert len(store.problems) == 1, store.problems               # (listed twice, said once: REVIEW174)
    said = store.problems[-1].message
    assert "unexpected trouble replaying it (TypeError: a fault in this version's replay); the save stays where it " \
           "is" in said, said
    assert "der Spielstand bleibt, wo er ist" in store_in_german(said)
    assert path.exists() and not store.folders.aside.exists()
    assert [info.path for info in store.unfinished()] == [path]    # the mended version plays it on


@pytest.mark.parametrize("where", ["a move", "a house-rule change", "the hand dealt after the record"])
def test_a_value_error_of_the_game_while_replaying_a_save_neither_cuts_it_back_nor_sets_it_aside(
        store: Store, monkeypatch: pytest.MonkeyPatch, where: str) -> None:
    """REVIEW278 F1: a fault of the game that raises ValueError (``[].remove(1)``, ``max([])``) while a move was made
    again was taken for a broken record: the save was written again cut back to the move before it, or set aside."""
    from maumau_tui.engine.game import Game
    from maumau_tui.store import save_file

    path, match = _saved(store)
    assert match.changes and len(match.moves) > 5
    before = path.read_bytes()

    def fault(*_: object, **__: object) -> None:
        raise ValueError("a fault in this version")

    with monkeypatch.context() as patched:
        if where == "a move":
            apply = Game.apply
            patched.setattr(Game, "apply", lambda game, *args: fault() if game.moves_made == 5 else apply(game, *args))
        elif where == "a house-rule change":
            patched.setattr(Match, "change_option", fault)
        else:
            patched.setattr(save_file, "deal_saved_hand", fault)
        assert store.unfinished() == []
    said = store.problems[-1].message
    assert "unexpected trouble replaying it (ValueError: a fault in this version); the save stays where it is" in said
    assert path.read_bytes() == before and not store.folders.aside.exists()
    [info] = store.unfinished()                                    # the mended version plays it on, every move
    assert info.path == path and len(info.match.moves) == len(match.moves)


@pytest.mark.parametrize(("ruleset", "hands", "cut", "said"), [
    ("standard", 1, 1, "a finished match whose record stops in the middle of hand 1"),
    ("kronenstube", 1, 0, "a finished match whose record stops after hand 1, before the match is over"),
    ("kronenstube", 0, 0, "a finished match with no hand played")])
def test_a_match_in_the_history_whose_record_does_not_reach_its_end_is_set_aside_not_counted(
        store: Store, ruleset: str, hands: int, cut: int, said: str) -> None:
    """REVIEW278 F2: a history file cut short or edited (a hand's last move gone, or a match to 101 after its first
    hand) was listed as finished, counted in the statistics as won and lost, and exported with a false Result."""
    from maumau_tui.store.stats import Statistics

    match = new_match(ruleset, seed=5, players=3)
    play(match, random.Random(5), hands=hands)
    assert not match.over and (match.game is None or match.game.finished)
    match_id = store.new_id(match)
    path = store.finish(match_id, match)
    if cut:
        document = json.loads(path.read_text(encoding="utf-8"))
        document["record"]["moves"] = document["record"]["moves"][:-cut]
        path.write_text(json.dumps(document), encoding="utf-8")
    statistics = Statistics(store)
    assert statistics.sync() == 0 and statistics.table() == []
    assert not path.exists() and [kept.name.startswith(path.name) for kept in store.folders.aside.iterdir()] == [True] * 2
    message = next(problem.message for problem in store.problems if problem.path == path)
    assert said in message, message
    assert said not in store_in_german(message) and "Partie" in store_in_german(message), store_in_german(message)


def test_a_broken_finished_match_is_not_said_to_wait_for_maumau_resume(store: Store) -> None:
    """PLAYTEST190 L9: a finished match's file cut short was listed (`record list`, only looking) as "the save cannot
    be read; when the game or `maumau resume` opens the saves, it is set aside": resume never reads finished ones."""
    path, match = _saved(store)
    finished = store.finish(path.stem, match)
    data = finished.read_text(encoding="utf-8")
    finished.write_text(data[:len(data) // 2], encoding="utf-8")
    store.looking = True
    assert store.history() == [] and finished.exists()
    said = store.problems[-1].message
    assert "the file cannot be read" in said and "maumau resume" not in said, said
    assert said.endswith("; when the finished matches are read next (`maumau record export`, the statistics), it is set "
                         "aside"), said
    assert store_in_german(said).endswith("; sobald die beendeten Partien das nächste Mal gelesen werden (`maumau record "
                                          "export`, die Statistik), wird die Datei beiseitegelegt"), store_in_german(said)
