"""What `maumau replay FILE` reads: a save file is replayed as the store resumes it, its last hand dealt too."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from maumau_tui.cli import main
from maumau_tui.store.commands import read_record_file
from maumau_tui.store.german import store_in_german
from maumau_tui.store.record_text import export_text
from maumau_tui.store.saves import Store

from store_helpers import TickingClock, new_match, play, play_to_end


def test_a_save_with_a_hand_dealt_but_not_yet_played_replays_that_deal_hidden(tmp_path: Path) -> None:
    store = Store(tmp_path, clock=TickingClock())
    match = play(new_match("kronenstube", seed=6, players=3), random.Random(6), hands=1)
    dealt = match.deal()                                      # the next hand is on the table, nobody moved yet
    path = store.save("dealt", match)
    replayed, title = read_record_file(path)
    assert title == "dealt.json" and replayed.hands == 2
    last = replayed.positions[-1]
    assert (last.hand, last.move, last.said) == (2, 0, "") and last.game.hands == dealt.hands
    assert replayed.played_out(1) and not replayed.played_out(2)       # the viewer keeps its hands hidden
    assert replayed.match.hands_dealt == store.resume("dealt").hands_dealt == 2


def test_a_record_of_a_match_dealt_but_not_yet_played_replays_its_first_deal(tmp_path: Path) -> None:
    match = new_match("standard", seed=7, players=2)
    dealt = match.deal()                                      # left before the first move: a record of no move
    path = tmp_path / "zero.maumau"
    path.write_text(export_text(match.record()), encoding="utf-8")
    replayed, _ = read_record_file(path)
    [only] = replayed.positions
    assert (only.hand, only.move) == (1, 0) and only.game.hands == dealt.hands and not replayed.played_out(1)


@pytest.mark.parametrize(("where", "said"), [("/dev/zero", "is not a regular file (a pipe or a device?)"),
                                             ("folder", "is a folder, not a game record")])
def test_a_device_or_a_folder_is_refused_before_it_is_read(tmp_path: Path, where: str, said: str) -> None:
    path = Path(where) if where.startswith("/") else tmp_path
    with pytest.raises(ValueError) as refused:   # (/dev/zero was read until memory ran out)
        read_record_file(path)
    assert str(refused.value).startswith(f"{path}: {said}"), refused.value


@pytest.mark.parametrize(("lang", "said", "written"), [
    ("en", "a file where the game's folder belongs: no match is saved or found under it",
     "the statistics cannot be written (a file is in the way of the folder)"),
    ("de", "eine Datei, wo der Ordner des Spiels hingehört: darunter wird keine Partie gespeichert oder gefunden",
     "die Statistik lässt sich nicht schreiben (eine Datei steht dem Ordner im Weg)")])
def test_a_file_where_the_data_folder_belongs_is_named_not_taken_for_no_saves(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: str,
        said: str, written: str) -> None:
    """A mistyped MAUMAU_HOME (or a file in the way): the command line says so, as the app does, instead of
    telling a player with saves that there are none."""
    home = tmp_path / "a-file"
    home.write_text("not a folder")
    monkeypatch.setenv("MAUMAU_HOME", str(home))
    assert main(["--lang", lang, "resume", "--list"]) == 2          # (a script sees the list could not be made)
    out, err = capsys.readouterr()
    assert f"maumau: {home}: {said}\n" in err
    assert out == ""            # no "no unfinished match in ..." of a folder that is a file (PLAYTEST138 F8)
    assert main(["--lang", lang, "resume", "20260101-000000-standard"]) == 2
    assert capsys.readouterr().err == f"maumau: {home}: {said}\n"
    assert main(["--lang", lang, "resume"]) == 2
    assert capsys.readouterr().err == f"maumau: {home}: {said}\n"      # (not "no unfinished match": PLAYTEST140 F5)
    assert main(["--lang", lang, "stats"]) == 2          # (PLAYTEST218 F8: 0, after "no finished match yet")
    out, err = capsys.readouterr()
    assert out == "" and err == f"maumau: {home / 'stats.sqlite3'}: {written}\n"


def test_a_broken_json_file_is_told_as_a_save_not_as_a_text_record(tmp_path: Path) -> None:
    """PLAYTEST218 N10: ``[1,2`` in a .json file was read as a text record: "a tag reads [Name "value"], not '[1,2'"."""
    path = tmp_path / "bad.json"
    path.write_text("[1,2", encoding="utf-8")
    with pytest.raises(ValueError, match=re.escape(f"{path}: the file cannot be read: broken at line 1, column 5")):
        read_record_file(path)
    path.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(ValueError, match=re.escape(f"{path}: it is not a save file of this game")):
        read_record_file(path)


def test_a_record_cut_short_in_the_middle_of_a_hand_is_said_to_be_cut_short(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """REVIEW276 R1: a record whose moves stop in hand 2, its Result tag the true one, was told that its moves give
    'over (Anna 0, ...)': the true tag called false, the file never called cut short."""
    path = finished_record(tmp_path, None)
    lines = path.read_text(encoding="utf-8").splitlines()
    second = lines.index(next(line for line in lines if line.startswith("Hand 2")))
    kept = [line for line in lines[:second + 4] if not line.startswith("[Ended ")]   # (a match ended by its rules)
    path.write_text("\n".join(kept) + "\n", encoding="utf-8")
    stated = re.search(r'\[Result "([^"]*)"\]', "\n".join(lines[:second]))
    assert stated is not None and stated[1] != "*"
    replayed, _ = read_record_file(path)
    assert replayed.notes == (f"the record's Result tag says '{stated[1]}', but its moves stop in the middle of hand 2: "
                              "the file is probably cut short",)
    assert main(["--lang", "de", "record", "cut", str(path), "--hand", "1", "--move", "2"]) == 0
    german = capsys.readouterr().err
    assert german == (f"maumau: {path}: das Ergebnis-Feld (Result) der Aufzeichnung lautet '{stated[1]}', doch ihre "
                      "Züge hören mitten in Spiel 2 auf: die Datei ist wohl abgeschnitten\n")


def test_a_record_cut_short_between_two_hands_is_said_to_be_cut_short(tmp_path: Path) -> None:
    """REVIEW277 R1: cut right before its 'Hand 2' line, a record of a match with an end of its own (Kronenstube to
    101) was told that its moves give 'over (...)', its true Result tag called false."""
    store = Store(tmp_path / "home", clock=TickingClock())
    match = play_to_end(new_match("kronenstube", seed=5, players=3), random.Random(5))
    assert match.over and match.hands_dealt > 1
    store.finish("20250301-200000-kronenstube", match)
    lines = store.export_text("20250301-200000-kronenstube").splitlines()
    path = tmp_path / "evening.maumau"
    path.write_text("\n".join(lines[:lines.index("Hand 2")]) + "\n", encoding="utf-8")
    stated = re.search(r'\[Result "([^"]*)"\]', "\n".join(lines))
    assert stated is not None and stated[1] != "*"
    replayed, _ = read_record_file(path)
    assert replayed.notes == (f"the record's Result tag says '{stated[1]}', but its moves stop after hand 1, before the "
                              "match is over: the file is probably cut short",)
    assert store_in_german(replayed.notes[0]) == (
        f"das Ergebnis-Feld (Result) der Aufzeichnung lautet '{stated[1]}', doch ihre Züge hören nach Spiel 1 auf, "
        "bevor die Partie vorbei ist: die Datei ist wohl abgeschnitten")


def finished_record(tmp_path: Path, result: str | None) -> Path:
    """A text record of a finished standard match, its Result tag as exported, or ``result`` in its place."""
    store = Store(tmp_path / "home", clock=TickingClock())
    match = play(new_match("standard", seed=5, players=3), random.Random(5), hands=2)
    match.end_here()
    store.finish("20250301-200000-standard", match)
    text = store.export_text("20250301-200000-standard")
    if result is not None:
        text = re.sub(r'\[Result "[^"]*"\]', f'[Result "{result}"]', text)
    path = tmp_path / "evening.maumau"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(("result", "noted"), [(None, False), ("*", False), ("", False), ("Cem lost (Cem 1)", True)])
def test_only_a_result_its_moves_do_not_give_is_noted(tmp_path: Path, result: str | None, noted: bool) -> None:
    """(PLAYTEST249 F10.)  The Result as exported, or none stated ("*" or nothing), says nothing."""
    replayed, _ = read_record_file(finished_record(tmp_path, result))
    assert bool(replayed.notes) == noted


def test_a_record_whose_result_its_moves_contradict_is_replayed_with_a_note(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """(PLAYTEST249 F10: ``[Result "over (Anna 0, Robo 99, Cem 0)"]`` replayed without a word, the totals recomputed.)
    The moves decide, and the reader is told the stated Result is false: in the viewer, and by `record cut`."""
    path = finished_record(tmp_path, "over (Anna 0, Robo 99, Cem 0)")
    replayed, _ = read_record_file(path)
    [note] = replayed.notes
    given = re.search(r'\[Result "([^"]*)"\]', finished_record(tmp_path / "true", None).read_text(encoding="utf-8"))
    assert given is not None and given[1] != "*"
    assert note == ("the record's Result tag says 'over (Anna 0, Robo 99, Cem 0)', but its moves give "
                    f"'{given[1]}'")
    assert main(["--lang", "en", "record", "cut", str(path), "--hand", "1", "--move", "2"]) == 0
    out, err = capsys.readouterr()
    assert "ruleset: standard" in out                     # (cut all the same: the moves decide)
    assert err == f"maumau: {path}: {note}\n"
    assert main(["--lang", "de", "record", "cut", str(path), "--hand", "1", "--move", "2"]) == 0
    german = capsys.readouterr().err
    assert german == (f"maumau: {path}: das Ergebnis-Feld (Result) der Aufzeichnung lautet 'over (Anna 0, Robo 99, "
                      f"Cem 0)', doch ihre Züge ergeben '{given[1]}'\n")
