"""The store's messages in German (``store/german.py``): each problem a save can have, and each refusal, made for
real and said in German, leaves no English phrase (paths and ids aside); the app's toast and the command line say
them so with ``--lang de``."""

from __future__ import annotations

import errno
import json
import os
import random
import re
from pathlib import Path

import pytest

from maumau_tui.cli import main
from maumau_tui.match import Match
from maumau_tui.store import Store, StoreError
from maumau_tui.store.german import store_in_german
from maumau_tui.store.saves import Problem
from maumau_tui.tui.notes import problem_text

from store_helpers import TickingClock, new_match, play

ENGLISH = re.compile(r"\b(the|it|is|was|save|saved|match|record|ruleset|cannot|waits|moved|file|version|newer|"
                     r"game|stays|where|not|no|broken|line|column|there|over|history|played|window|unexpected)\b")
FRIDAY = "id: friday\nextends: standard\nname: Friday\ndescription: x\n"


# what a hand may change in a save's own fields (PLAYTEST272 N4: these reasons were said in English in German)
HAND_EDITS = [{"version": None}, {"version": "1"}, {"version": 0}, {"started": None}, {"updated": "yesterday"},
              {"finished": "no"}, {"finished": True}, {"dealt": -1}, {"dealt": 5}]


def english_left(message: str) -> list[str]:
    """English words in ``message``, its paths and quoted ids left out."""
    bare = re.sub(r"(/[^\s;:,()']+)|('[^']*')", " ", message)
    return ENGLISH.findall(bare)


def saved(store: Store, seed: int = 3, ruleset: str = "standard") -> Path:
    match = new_match(ruleset, seed=seed, players=2)
    play(match, random.Random(seed), hands=1)
    return store.save(store.new_id(match), match)


def problems(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every kind of problem a listing can meet, made for real: their messages."""
    home = tmp_path / "home"
    (home / "rulesets").mkdir(parents=True)
    monkeypatch.setenv("MAUMAU_HOME", str(home))
    store = Store(home, clock=TickingClock())
    good = saved(store)
    whole = json.loads(good.read_bytes())
    record = whole["record"]
    first = record["moves"][0].split(": ")[0]                           # "1 Anna"
    wrong = [{**record, "moves": [f"{first}: play 2C"]},                 # nobody holds a 2 in a pack of 32
             {**record, "moves": [*record["moves"], f"{first}: draw"]},  # a move after the hand was won
             [],
             {**record, "seed": "x"}, {**record, "moves": [f"{first}: play ZZ"]},   # (PLAYTEST82: the reason in
             {**record, "moves": [f"{first}: play"]}, {**record, "seats": record["seats"][:1]},   # English)
             {**record, "first_dealer": 2}, {**record, "moves": ["1 Zed: play 7H"]},
             {**record, "seats": [record["seats"][0], {**record["seats"][1], "level": "superhard"}]},
             {key: value for key, value in record.items() if key != "seats"}]
    broken: list[bytes] = [*(json.dumps({**whole, "record": bad}).encode() for bad in wrong),
                           b"", b"\xff\xfe", b'{"format": ', b"[]",
                           b'{"seed": ' + b"9" * 5000 + b"}", json.dumps({**whole, "version": 9}).encode(),
                           json.dumps({**whole, "id": "other"}).encode(), json.dumps({**whole, "id": None}).encode(),
                           json.dumps({**whole, "record": None}).encode(),
                           *(json.dumps({**whole, **edit}).encode() for edit in HAND_EDITS),
                           json.dumps({**whole, "record": {**whole["record"], "versions": {"record": 99, "shuffle": 1}}}
                                      ).encode()]
    for number, data in enumerate(broken):
        good.with_name(f"2026010{number}-000000-standard.json").write_bytes(data)
    rules = home / "rulesets" / "friday.yaml"
    rules.write_text(FRIDAY, encoding="utf-8")
    friday = Match.create("friday", ["Anna", "Ben"], seed=1)
    play(friday, random.Random(1), hands=1)
    store.save(store.new_id(friday), friday)
    rules.write_text(FRIDAY + "hand_size: 7\n", encoding="utf-8")       # its rules changed
    store.unfinished()
    rules.unlink()                                                     # and then it is gone
    store.unfinished()
    said = [problem.message for problem in store.problems]
    for match_id in ("nope", good.stem + "-x", "20260103-000000-standard"):   # (the last one set aside above)
        with pytest.raises(StoreError) as refused:
            store.find(match_id)
        said.append(str(refused.value))
    assert "; it was set aside, and " in said[-1] and said[-1].endswith(".why.txt says why")   # (PLAYTEST82)
    assert len(said) >= len(broken) + 4
    return said


def test_every_problem_of_a_save_is_said_in_german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for message in problems(tmp_path, monkeypatch):
        german = store_in_german(message)
        assert english_left(message), message                        # (the check finds English where it is)
        assert not english_left(german), (message, german)


def test_a_path_is_never_translated() -> None:
    said = store_in_german("/srv/the file is empty/x.json: the file is empty; it was moved to /srv/it is not text")
    assert said == "/srv/the file is empty/x.json: die Datei ist leer; die Datei liegt jetzt in /srv/it is not text"


def test_the_apps_toast_and_the_command_line_say_it_in_german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "saves" / "x.json"
    toast = problem_text("de", Problem(path, "it is not a save file of this game", tmp_path / "set-aside" / "x"))
    assert toast == f"Beiseitegelegt: {path}: das ist kein Spielstand dieses Spiels; die Datei liegt jetzt in " \
                    f"{tmp_path / 'set-aside' / 'x'}"
    assert problem_text("en", Problem(path, "the file is empty")) == f"Cannot be continued for now: {path}: the file " \
                                                                      "is empty"
    finished = tmp_path / "history" / "x.json"         # (a finished match is shown, never continued: PLAYTEST134 F11)
    assert problem_text("en", Problem(finished, "the file is empty")) == f"Cannot be shown for now: {finished}: the " \
                                                                          "file is empty"
    assert problem_text("de", Problem(finished, "the file is empty")).startswith("Im Moment nicht zu zeigen: ")
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    assert main(["--lang", "de", "resume", "nope"]) == 2
    assert capsys.readouterr().err == (f"maumau: es gibt keine gespeicherte Partie 'nope' in {tmp_path}; `maumau resume "
                                       "--list` zeigt die nicht beendeten\n")
    assert main(["--lang", "en", "resume", "nope"]) == 2
    assert capsys.readouterr().err == (f"maumau: there is no saved match 'nope' in {tmp_path}; `maumau resume --list` lists "
                                       "the unfinished ones\n")


def test_a_record_of_a_match_still_played_is_refused_in_german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    """``maumau --lang de record export`` (and ``record cut``) of a match in play said its refusal in English
    (PLAYTEST35) while the refusals around it were German."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    store = Store(tmp_path)
    match = new_match("standard", seed=3, players=2)
    play(match, random.Random(3), hands=1)
    match.deal()
    match_id = store.save(store.new_id(match), match).stem
    said = []
    for argv in (["record", "export", match_id], ["record", "cut", match_id, "--hand", "2", "--move", "1"]):
        assert main(["--lang", "de", *argv]) == 2
        said.append(capsys.readouterr().err.strip())
    assert said[0].startswith(f"maumau: die Partie '{match_id}' ist nicht zu Ende: ihre Aufzeichnung würde noch Verdecktes zeigen"), said
    assert said[0].endswith(f"`maumau record export --unfinished {match_id}` gibt es trotzdem aus"), said
    assert said[1] == f"maumau: {match_id}: Spiel 2 hat noch keinen Zug: es läuft noch, oder es ist noch nicht gegeben", said
    for argv in (["record", "cut", match_id, "--hand", "1", "--move", "999"],   # (playtest 62: in English)
                 ["record", "cut", match_id, "--hand", "5", "--move", "0"]):
        assert main(["--lang", "de", *argv]) == 2
        said.append(capsys.readouterr().err.strip())
    moves = sum(line.startswith("1 ") for line in match.record()["moves"])
    assert said[2:] == [f"maumau: {match_id}: Spiel 1 hat {moves} Züge, nicht 999",
                        f"maumau: {match_id}: das letzte beendete Spiel der Aufzeichnung ist Spiel 1, nicht 5"]
    assert store_in_german("hand 2 has 1 move, not 4") == "Spiel 2 hat einen Zug, nicht 4"   # (review 73: "1 Züge")
    assert store_in_german('"O\'Brien" is not a seat of this table (Anna, Ben)') == \
        '"O\'Brien" hat keinen Platz an diesem Tisch (Anna, Ben)'                             # (REVIEW104)
    assert store_in_german("the Seed tag must be a whole number of at most 30 digits, not 'x'") == \
        "die Angabe Seed muss eine ganze Zahl mit höchstens 30 Ziffern sein, nicht 'x'"          # (PLAYTEST82)
    assert store_in_german("the save says 3 hands were dealt; its record holds 1 hand") == \
        "laut Spielstand wurden 3 Spiele gegeben; seine Aufzeichnung hat eines"                   # (REVIEW276 N9)
    assert store_in_german("the save says 4 hands were dealt; its record holds 2 hands") == \
        "laut Spielstand wurden 4 Spiele gegeben; seine Aufzeichnung hat 2"
    assert store_in_german("the file holds nothing but comments") == "die Datei enthält nur Kommentare"
    assert store_in_german("house-rule change 2 of the record is out of order: it is made after move 2, the one before "
                           "it after move 5") == ("Hausregel-Änderung 2 der Aufzeichnung steht nicht in der "
                                                  "Reihenfolge: sie kommt nach Zug 2, die davor nach Zug 5")
    assert store_in_german("seat 2 of the record (Ben) has a seed of more than 30 digits") == \
        "Platz 2 der Aufzeichnung (Ben) hat einen Startwert (seed) mit mehr als 30 Ziffern"     # (REVIEW276 R4)
    assert store_in_german("seat 2 of the record (Ben) is not a person or a bot with a level and a seed") == \
        "Platz 2 der Aufzeichnung (Ben) ist weder ein Mensch noch ein Bot mit Stufe und Startwert"   # (R2)
    assert not any(english_left(re.sub(r"`[^`]*`", "", line)) for line in said), said   # (the command aside)


GAME = '[Game "maumau-tui"]\n'
BROKEN_RECORDS = [
    "garbage\n", GAME + '[Seat "Anna"]\nHand 1\nwhat is this\n', GAME + "[Seat]\n", GAME + '[Seat "Anna robot"]\n',
    GAME + '[Options "x"]\n', GAME + '[Seat ""]\n', GAME + GAME, GAME + '[Seat "Anna"]\nHand 2\nHand 1\n',
    '[Seat "Anna"]\n', GAME, GAME + '[Seat "Anna"]\n[FirstDealer "Bo"]\n', GAME + '[Seat "Anna"]\n[Seed "x"]\n',
    GAME + '[Seat "Anna"]\nHand 0\n',
]


@pytest.mark.parametrize("text", BROKEN_RECORDS)
def test_every_refusal_of_a_text_record_is_said_in_german(text: str) -> None:
    """PLAYTEST86: `replay FILE --lang de` gave the reason a record cannot be read in English."""
    from maumau_tui.store.record_text import RecordTextError, parse_text

    with pytest.raises(RecordTextError) as refused:
        parse_text(text)
    message = str(refused.value)
    assert english_left(message), message                            # (the check finds English where it is)
    assert not english_left(store_in_german(message)), (message, store_in_german(message))


def test_the_systems_reason_a_file_cannot_be_read_is_said_in_german(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST113 F20: `maumau --lang de replay /tmp/nope.txt` said "(No such file or directory)" in a German line."""
    from maumau_tui.cli import main

    missing = tmp_path / "nope.txt"
    assert main(["--lang", "de", "replay", str(missing)]) == 2
    said = capsys.readouterr().err
    assert said == f"maumau: {missing}: lässt sich nicht lesen (die Datei oder der Ordner fehlt)\n", said
    assert store_in_german(f"{tmp_path}: the file cannot be read (Permission denied)") == \
        f"{tmp_path}: die Datei lässt sich nicht lesen (keine Berechtigung)"


@pytest.mark.parametrize("number", [errno.EACCES, errno.EPERM, errno.ENOSPC, errno.EROFS, errno.ENOENT, errno.EISDIR,
                                    errno.ENOTDIR, errno.EEXIST, errno.EDQUOT, errno.EIO, errno.ENAMETOOLONG,
                                    errno.EMLINK, errno.EXDEV, errno.EMFILE, errno.EBUSY, errno.ESTALE])
def test_why_the_system_refused_a_save_is_said_in_german(number: int) -> None:
    """REVIEW271 R2: "Disk quota exceeded", "Input/output error" and others stayed English in the German questions
    (the save's folder refusing: the reason as ``Autosave.failure`` gives it)."""
    said = store_in_german(f"/home/oma/.local/share/maumau/saves/a.json: {os.strerror(number)}")
    assert said.startswith("/home/oma/.local/share/maumau/saves/a.json: ") and os.strerror(number) not in said, said


def test_a_file_in_the_way_of_the_saves_folder_is_said_in_german(tmp_path: Path) -> None:
    """REVIEW271 R2: the game's own reason, a file where the saves' folder belongs, was English in German."""
    from maumau_tui.store import Autosave

    store = Store(tmp_path)
    (tmp_path / "saves").write_text("in the way", encoding="utf-8")
    autosave = Autosave(store, new_match("standard", seed=3, players=3))
    autosave()
    assert autosave.error is not None and autosave.error.endswith(": a file is in the way of the folder")
    said = store_in_german(autosave.error)
    assert said.endswith(": eine Datei steht, wo der Ordner hingehört") and not english_left(said), said
