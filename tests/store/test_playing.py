"""Two windows never play the same saved match: the second is refused with a clear message and the save stays
where it is; a claim left by a process that has ended (a kill) is taken over."""

from __future__ import annotations

import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import textwrap
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from maumau_tui.store import Autosave, Store, StoreError
from maumau_tui.store.german import store_in_german
from maumau_tui.store.playing import claim_path
from maumau_tui.store.processes import start_mark

from store_helpers import TickingClock, new_match, play, play_to_end

HOLDER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from maumau_tui.store import Store
    Store(Path(sys.argv[1])).resume(sys.argv[2])
    print("playing", flush=True)
    sys.stdin.read()                      # plays on until told to stop
""")


def saved_match(root: Path, lang: str = "") -> str:
    store = Store(root, clock=TickingClock())
    match = new_match("kronenstube", seed=3, players=3)     # a match to 101: one hand leaves it unfinished
    match.lang = lang
    autosave = Autosave(store, match)
    play(match, random.Random(3), hands=1, after_move=lambda m: autosave())
    autosave.leave()
    assert not claim_path(store.folders.saves, autosave.match_id).exists()
    return autosave.match_id


def other_window(root: Path, match_id: str) -> subprocess.Popen[str]:
    process = subprocess.Popen([sys.executable, "-c", HOLDER, str(root), match_id], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None and process.stdout.readline() == "playing\n"
    return process


def test_a_match_played_in_another_window_is_refused_and_its_save_stays(tmp_path: Path) -> None:
    match_id = saved_match(tmp_path)
    window = other_window(tmp_path, match_id)
    try:
        store = Store(tmp_path)
        assert store.played_elsewhere(match_id)
        listed = subprocess.run([sys.executable, "-m", "maumau_tui", "resume", "--list"], capture_output=True, text=True,
                                env={**os.environ, "MAUMAU_HOME": str(tmp_path)}, check=True).stdout
        assert listed.startswith(match_id + "\n") and " · open in another window\n" in listed, listed
        with pytest.raises(StoreError, match=rf"is being played in another window \(process {window.pid} on this"):
            store.resume(match_id)
        assert [info.id for info in store.unfinished()] == [match_id] and not store.problems
    finally:
        assert window.stdin is not None
        window.stdin.close()
        window.wait(timeout=30)
    assert not claim_path(store.folders.saves, match_id).exists()   # released as that window closed
    assert not store.played_elsewhere(match_id)
    assert store.resume(match_id).moves
    assert not store.played_elsewhere(match_id)                     # this process's own claim


def test_a_german_match_played_in_another_window_is_refused_in_german(tmp_path: Path) -> None:
    """Playtest 86: `resume ID` of a match played in German (and played on in German) was refused in English."""
    match_id = saved_match(tmp_path, lang="de")
    window = other_window(tmp_path, match_id)
    try:
        refused = subprocess.run([sys.executable, "-m", "maumau_tui", "resume", match_id], capture_output=True,
                                 text=True, env={**os.environ, "MAUMAU_HOME": str(tmp_path), "LANG": "C.UTF-8",
                                                 "LC_ALL": "C.UTF-8"}, timeout=60)
    finally:
        assert window.stdin is not None
        window.stdin.close()
        window.wait(timeout=30)
    assert refused.returncode == 2 and "läuft schon in einem anderen Fenster" in refused.stderr, refused.stderr


def test_a_claim_left_by_a_killed_window_is_taken_over(tmp_path: Path) -> None:
    match_id = saved_match(tmp_path)
    window = other_window(tmp_path, match_id)
    window.send_signal(signal.SIGKILL)
    window.wait(timeout=30)
    store = Store(tmp_path)
    assert claim_path(store.folders.saves, match_id).exists()
    assert store.resume(match_id).moves
    assert claim_path(store.folders.saves, match_id).read_text().split()[0] != str(window.pid)


def test_a_new_match_is_claimed_while_played_and_let_go_when_left(tmp_path: Path) -> None:
    store = Store(tmp_path, clock=TickingClock())
    autosave = Autosave(store, new_match("standard", seed=5, players=2))
    autosave()
    claim = claim_path(store.folders.saves, autosave.match_id)
    assert claim.exists() and autosave.error is None
    autosave.leave()
    assert not claim.exists() and [info.id for info in store.unfinished()] == [autosave.match_id]


def test_a_claim_that_cannot_be_removed_is_let_go_for_other_windows(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST275 F1: a window that left its match while the saves folder refused every change (read-only,
    immutable) could not remove its claim, and, back at its menu, kept every other window from the match ("being
    played in another window") once the folder worked again. Emptied, the claim names nobody."""
    match_id = saved_match(tmp_path)
    store = Store(tmp_path)
    store.resume(match_id)
    claim = claim_path(store.folders.saves, match_id)
    refused = Path.unlink

    def unlink(path: Path, missing_ok: bool = False) -> None:
        if path.parent == store.folders.saves:
            raise PermissionError(1, "Operation not permitted", str(path))
        refused(path, missing_ok=missing_ok)

    monkeypatch.setattr(Path, "unlink", unlink)
    store.release(match_id)
    monkeypatch.undo()
    assert claim.read_bytes() == b"" and not store.holds(match_id)
    window = other_window(tmp_path, match_id)                  # this process runs on: the other window plays
    try:
        assert store.played_elsewhere(match_id)
    finally:
        assert window.stdin is not None
        window.stdin.close()
        window.wait(timeout=30)


def test_a_folder_that_refuses_every_change_still_keeps_a_second_window_from_a_match_in_play(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST275 F2: with the saves folder made immutable, a second window could not write its claim, skipped the
    check of the first window's, and played the same match on into a second line."""
    from maumau_tui.store import playing

    match_id = saved_match(tmp_path)
    window = other_window(tmp_path, match_id)
    try:
        monkeypatch.setattr(playing, "_create", lambda path: (_ for _ in ()).throw(PermissionError(1, "refused")))
        with pytest.raises(StoreError, match=rf"is being played in another window \(process {window.pid} on this"):
            Store(tmp_path).resume(match_id)
    finally:
        assert window.stdin is not None
        window.stdin.close()
        window.wait(timeout=30)
    Store(tmp_path).resume(match_id)          # (nobody plays it now: played without a claim, as before)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="zombies are read from /proc")
def test_a_claim_of_a_process_that_ended_unreaped_is_taken_over(tmp_path: Path) -> None:
    """Killed under a terminal that went away first, a process can stay a zombie nobody reaps: it plays nothing."""
    match_id = saved_match(tmp_path)
    window = subprocess.Popen([sys.executable, "-c", "pass"])
    os.waitid(os.P_PID, window.pid, os.WEXITED | os.WNOWAIT)    # ended, and left unreaped
    store = Store(tmp_path)
    claim_path(store.folders.saves, match_id).write_text(f"{window.pid} {socket.gethostname()}\n")
    try:
        assert store.resume(match_id).moves
    finally:
        window.wait()


def test_a_discarded_match_goes_to_the_set_aside_folder_whole_and_comes_back_when_moved_back(tmp_path: Path) -> None:
    match_id = saved_match(tmp_path)
    store = Store(tmp_path, clock=TickingClock())
    path = store.folders.saves / f"{match_id}.json"
    saved = path.read_bytes()
    where = store.discard(match_id)
    assert not path.exists() and where.parent == store.folders.aside and where.read_bytes() == saved
    assert "discarded by the players" in where.with_name(where.name + ".why.txt").read_text(encoding="utf-8")
    assert store.unfinished() == [] and not store.problems               # no longer listed, and no problem
    assert not claim_path(store.folders.saves, match_id).exists()
    with pytest.raises(StoreError, match="there is no saved match"):
        store.discard(match_id)
    os.replace(where, path)                                              # put back by hand: it plays on
    assert [info.id for info in store.unfinished()] == [match_id] and store.resume(match_id).moves


def test_a_match_that_cannot_be_moved_aside_stays_listed_and_unclaimed(tmp_path: Path) -> None:
    """(REVIEW242 T2: the refusal of a discard that cannot move the save was never run.)"""
    match_id = saved_match(tmp_path)
    store = Store(tmp_path, clock=TickingClock())
    path = store.folders.saves / f"{match_id}.json"
    store.folders.aside.write_text("a file where the folder belongs", encoding="utf-8")
    with pytest.raises(StoreError, match="could not be moved aside") as refused:
        store.discard(match_id)
    assert str(path) in str(refused.value) and path.is_file()
    assert "ließ sich nicht beiseitelegen" in store_in_german(str(refused.value))
    assert [info.id for info in store.unfinished()] == [match_id] and not claim_path(store.folders.saves, match_id).exists()


def test_a_match_played_in_another_window_is_not_discarded(tmp_path: Path) -> None:
    match_id = saved_match(tmp_path)
    window = other_window(tmp_path, match_id)
    try:
        store = Store(tmp_path)
        with pytest.raises(StoreError, match=r"is being played in another window"):
            store.discard(match_id)
        assert [info.id for info in store.unfinished()] == [match_id]
        assert store.played_elsewhere(match_id)                          # that window's claim stays
    finally:
        assert window.stdin is not None
        window.stdin.close()
        window.wait(timeout=30)


def test_a_folder_where_the_claim_belongs_refuses_the_match_instead_of_letting_two_windows_play_it(
        tmp_path: Path) -> None:
    """Saving works there, so a match played without its claim could be opened twice and one window's moves lost."""
    match_id = saved_match(tmp_path)
    store = Store(tmp_path)
    blocker = claim_path(store.folders.saves, match_id)
    blocker.mkdir()
    with pytest.raises(StoreError, match=rf"cannot be marked as being played in this window: {blocker} is a folder; "
                                         "remove it, then play on"):
        store.resume(match_id)
    with pytest.raises(StoreError, match="is a folder"):
        store.discard(match_id)
    assert [info.id for info in store.unfinished()] == [match_id] and not store.problems   # the save stays
    said = store_in_german(f"the match {match_id!r} cannot be marked as being played in this window: {blocker} is a "
                           "folder; remove it, then play on")
    assert said == (f"die Partie '{match_id}' lässt sich in diesem Fenster nicht als gespielt kennzeichnen: {blocker} "
                    "ist ein Ordner; lösche ihn, dann geht es weiter")
    blocker.rmdir()
    assert store.resume(match_id).moves


@pytest.mark.skipif(not Path("/proc/1/stat").exists(), reason="a process's start is read from /proc")
def test_a_claim_whose_number_now_belongs_to_another_process_is_taken_over(tmp_path: Path) -> None:
    """(Playtest 43: after a restart of the computer, a claim left behind named a process number that another
    program had taken by then, and the match stayed "open in another window" until the file was removed by hand.
    Review 44: judged by the wall clock, a clock set forward would have let a second window take a running one's
    match: the claim's start is the boot's id and the process's start in clock ticks.)"""
    match_id = saved_match(tmp_path)
    store = Store(tmp_path)
    claim = claim_path(store.folders.saves, match_id)
    start = claim.with_name(claim.name + ".start")
    running = start_mark(1)                                       # process 1 runs, and is not this one
    assert running is not None
    claim.write_text(f"1 {socket.gethostname()}\n")
    for beside in (None, f"1 {running}\n", f"2 {running.split('/')[0]}/7\n"):   # none (an earlier version's
        if beside is not None:                                    # claim), process 1's own, another process's
            start.write_text(beside)
        assert store.played_elsewhere(match_id), beside
    start.write_text(f"1 {running.split('/')[0]}/7\n")            # a process 1 that started at another time
    assert not store.played_elsewhere(match_id) and store.resume(match_id).moves
    assert claim.read_text() == f"{os.getpid()} {socket.gethostname()}\n"    # (as every version writes it)
    assert start.read_text() == f"{os.getpid()} {start_mark(os.getpid())}\n"
    store.release(match_id)
    assert not claim.exists() and not start.exists()


def test_a_match_begun_where_it_could_not_be_saved_is_claimed_once_it_can_be(tmp_path: Path) -> None:
    """(Playtest 43: a match begun while a file stood where the saves folder belongs had no claim; once the file was
    gone it was saved, and a second window could continue it: the two saved over each other.)"""
    (tmp_path / "saves").write_text("in the way")
    store = Store(tmp_path, clock=TickingClock())
    autosave = Autosave(store, new_match("standard", seed=5, players=2))
    autosave()
    assert autosave.error == f"{tmp_path / 'saves'}: a file is in the way of the folder"    # (the file, by name)
    assert not store.holds(autosave.match_id)
    (tmp_path / "saves").unlink()
    autosave()                                                    # the folder can be written now: claimed, saved
    assert autosave.error is None and store.holds(autosave.match_id)
    assert claim_path(store.folders.saves, autosave.match_id).exists()
    late = Autosave(Store(tmp_path / "late", clock=TickingClock()), new_match("standard", seed=6, players=2))
    folder = late.store.folders.saves
    late.store.release(late.match_id)                             # (as if its claim had not been written)
    claim_path(folder, late.match_id).write_text(f"1 {socket.gethostname()}\n")   # meanwhile another window took it
    late()
    assert late.error is not None and "is being played in another window" in late.error
    assert not (folder / f"{late.match_id}.json").exists()        # nothing saved over that window's saves


def test_a_start_left_by_an_earlier_process_of_this_number_goes_before_the_claim_is_made(tmp_path: Path) -> None:
    """(Review 45: read beside the new claim before its own start was written, it made the claim look like another
    process's for a moment, and a second window could take the match.)"""
    from maumau_tui.store import playing

    claim = claim_path(tmp_path, "evening")
    start = claim.with_name(claim.name + ".start")
    start.write_text(f"{os.getpid()} an-earlier-boot/7\n")
    playing._drop_old_start(claim)
    assert not start.exists()
    start.write_text("1 an-earlier-boot/7\n")                  # another number's: not this process's to remove
    playing._drop_old_start(claim)
    assert start.exists()


CLAIMER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from maumau_tui.store import playing
    playing.claim(Path(sys.argv[1]), sys.argv[2])
    print("playing", flush=True)
    sys.stdin.read()
""")


def test_two_windows_that_begin_a_match_in_the_same_second_save_both(tmp_path: Path) -> None:
    # the other window found the same id free, claimed it, and has not written its first save yet
    second = datetime(2026, 11, 29, 21, 20, 54).astimezone()
    store = Store(tmp_path, clock=lambda: second)
    match = new_match("standard", seed=4, players=2)
    taken = store.new_id(match)
    window = subprocess.Popen([sys.executable, "-c", CLAIMER, str(store.folders.saves), taken], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert window.stdout is not None and window.stdout.readline() == "playing\n"
        autosave = Autosave(store, match)
        assert autosave.match_id == taken + "-2" and autosave.error is None
        play(match, random.Random(4), hands=1, after_move=lambda m: autosave())
        assert autosave.error is None and (store.folders.saves / f"{taken}-2.json").is_file()
        looks = iter([taken])                 # this window looked before the other claimed: its claim is refused
        new_id = store.new_id
        store.new_id = lambda match: next(looks, None) or new_id(match)   # type: ignore[method-assign]
        third = Autosave(store, new_match("standard", seed=5, players=2))
        assert third.match_id == taken + "-3" and third.error is None
    finally:
        window.communicate("")


def test_a_finished_match_the_history_refuses_names_the_history_not_the_saves(tmp_path: Path,
                                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """(PLAYTEST134 F8: history/ refused the finished match, and the notice named its save in saves/, which was
    writable; with a file where history/ belongs it named the data folder.)"""
    for blocked in ("a file", "no permission"):
        store = Store(tmp_path / blocked, clock=TickingClock())
        match = new_match("kronenstube", seed=4, players=3)
        autosave = Autosave(store, match)
        play(match, random.Random(4), hands=1, after_move=lambda m: autosave())
        history = store.folders.history
        if blocked == "a file":
            history.write_text("in the way")
        else:
            refused = os.open

            def refuse(path: str, *args: Any, **kwargs: Any) -> int:
                if Path(path).parent == history:
                    raise PermissionError(13, "Permission denied", str(path))
                return refused(path, *args, **kwargs)

            monkeypatch.setattr(os, "open", refuse)
        play_to_end(match, random.Random(4))
        autosave()
        monkeypatch.undo()
        said = {"a file": f"{history}: a file is in the way of the folder",
                "no permission": f"{history / autosave.match_id}.json: Permission denied"}
        assert match.over and autosave.error == said[blocked], autosave.error


def test_a_finished_match_that_cannot_be_filed_says_whether_an_earlier_save_stays(tmp_path: Path) -> None:
    """(REVIEW136 R6: "it stays among the saved matches" was said where saves/ had failed too and nothing stayed.)"""
    from types import SimpleNamespace

    from maumau_tui.tui.saving import autosaved

    for earlier in (True, False):
        store = Store(tmp_path / str(earlier), clock=TickingClock())
        match = new_match("kronenstube", seed=4, players=3)
        autosave = Autosave(store, match)
        said: list[str] = []
        app = SimpleNamespace(settings=SimpleNamespace(lang="en"), save_trouble=None,
                              notify=lambda text, **_: said.append(text))
        if earlier:
            autosave()                                   # saved once: that save stays when the history refuses
        store.folders.history.parent.mkdir(parents=True, exist_ok=True)
        store.folders.history.write_text("in the way")
        if not earlier:                                  # (nothing saved, nor can be)
            shutil.rmtree(store.folders.saves, ignore_errors=True)
            store.folders.saves.write_text("in the way")
        play_to_end(match, random.Random(4))
        autosaved(app, autosave, None)                   # type: ignore[arg-type]
        assert len(said) == 1 and said[0].startswith("The match is over but cannot be ")
        assert ("it stays saved as it stood before its last move" in said[0]) is earlier, said


def test_a_window_whose_claim_went_saves_no_more_over_the_window_that_claimed_the_match_since(tmp_path: Path) -> None:
    """PLAYTEST234 F2: Anna's window played on after its claim was removed by hand (as the refusal of a second window
    tells when no window is left); the second window resumed the match, and each saved over the other's moves.  The
    first one's next save finds the claim another window's: it saves nothing and says why; once that window has
    closed, it claims the match again and saves."""
    match_id = saved_match(tmp_path)
    store = Store(tmp_path)
    match = store.resume(match_id)
    autosave = Autosave(store, match, match_id)
    save = store.folders.saves / f"{match_id}.json"
    claim_path(store.folders.saves, match_id).unlink()          # "remove .../<id>.playing"
    window = other_window(tmp_path, match_id)
    try:
        written = save.read_bytes()
        match.deal()                                             # (the next hand: a save would differ)
        autosave()
        assert save.read_bytes() == written, "saved over the other window's match"
        assert autosave.error is not None and f"another window (process {window.pid}" in autosave.error
    finally:
        assert window.stdin is not None
        window.stdin.close()
        window.wait(timeout=30)
    autosave()
    assert autosave.error is None and claim_path(store.folders.saves, match_id).read_text().split()[0] == str(os.getpid())
    autosave.leave()


OTHER_CLAIM = textwrap.dedent("""
    import sys
    from pathlib import Path
    from maumau_tui.store import playing
    try:
        playing.claim(Path(sys.argv[1]), sys.argv[2])
    except playing.InUse:
        print("refused")
    else:
        print("claimed" if playing.holds(Path(sys.argv[1]), sys.argv[2]) else "unclaimed")
""")


def test_a_claim_is_never_seen_empty_by_another_window(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST234 F1: the claim was made empty and written a moment later; a second window that read it then took
    it for one left by an ended process, removed it and claimed the match too (4 of 24 pairs of `maumau resume`
    started together).  Another window that looks the moment the claim is there is refused."""
    from maumau_tui.store import playing

    path = claim_path(tmp_path, "evening")
    answers: list[str] = []

    def looking(real: Any) -> Any:
        def made(*args: Any, **kwargs: Any) -> Any:
            result = real(*args, **kwargs)
            if path.exists() and not answers:       # the claim is there: another window looks now
                answers.append(subprocess.run([sys.executable, "-c", OTHER_CLAIM, str(tmp_path), "evening"],
                                              capture_output=True, text=True, check=True, timeout=60).stdout.strip())
            return result
        return made

    monkeypatch.setattr(os, "open", looking(os.open))
    monkeypatch.setattr(os, "link", looking(os.link))
    playing.claim(tmp_path, "evening")
    monkeypatch.undo()
    assert answers == ["refused"] and playing.holds(tmp_path, "evening")
    playing.release(tmp_path, "evening")
