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
        "laut Spielstand wurden 3 Spiele gegeben; seine Aufzeichnung enthält nur eines"                   # (REVIEW276 N9)
    assert store_in_german("the save says 4 hands were dealt; its record holds 2 hands") == \
        "laut Spielstand wurden 4 Spiele gegeben; seine Aufzeichnung hat 2"
    assert store_in_german("the file holds nothing but comments") == "die Datei enthält nur Kommentare"
    assert store_in_german("house-rule change 2 of the record is out of order: it is made after move 2, the one before "
                           "it after move 5") == ("Hausregel-Änderung 2 der Aufzeichnung ist nicht in der "
                                                  "richtigen Reihenfolge: sie kommt nach Zug 2, die davor nach Zug 5")
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
    GAME + '[Seat "Anna"]\nHand 0\n', GAME + '[Seat "Anna"]\n[Ended "false"]\n[Record "2"]\n[Shuffle "1"]\n'
    '[Ruleset "standard"]\n[Seed "1"]\n',                  # (REVIEW276 R2: the Ended tag's refusal was English)
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


@pytest.mark.parametrize(("where", "said"), [
    ("folder", "ist ein Ordner, keine Aufzeichnung"),
    ("/dev/null", "ist keine gewöhnliche Datei (eine Pipe oder ein Gerät?) und wird nicht gelesen")])
def test_a_folder_or_a_device_given_to_replay_is_refused_in_german(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                    where: str, said: str) -> None:
    """REVIEW277 N3: `maumau --lang de replay gone` (a folder) said "is a folder, not a game record" in English."""
    path = tmp_path if where == "folder" else Path(where)
    assert main(["--lang", "de", "replay", str(path)]) == 2
    assert capsys.readouterr().err == f"maumau: {path}: {said}\n"


def test_a_record_too_large_is_refused_in_german() -> None:
    assert store_in_german("/tmp/x.maumau: too large for a game record (more than 64 MB)") == \
        "/tmp/x.maumau: zu groß für eine Aufzeichnung (mehr als 64 MB)"


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


# (REVIEW276 R2) every sentence ``engine/reasons.py`` refuses a move with, made from a state crafted for it: the words a
# German table would see in English were "you", "card", "draw" ...; the move notation stays as written, in quotes
REASON_WORDS = re.compile(r"\b(you|your|yourself|card|cards|draw|drawn|drawing|play|plays|pass|only|must|may|with|and|or|"
                          r"first|of|a|on|nothing|hand|penalty|wish|King|Kings|Round|cheat|cheating|catch|caught|"
                          r"answer|give|gives|after|needs|fit|fits|does|this|that|one|last|go|out|else|now|while|"
                          r"suit|rank|hold|turn|variant|needed|call|buys|joker|player|name|still|swap|stops|blocks|"
                          r"escaping|take|dispute|believe|challenge|pick|same|together|exactly|leaves|would|could|"
                          r"window|time|run|declares|blind|included|pending|skip|miss|plain|open|need|any|more|"
                          r"nobody|follow|drew|lay|keep|want|made|missed|did|make|redirect|named|wait|accept|say|"
                          r"the|it|is|not|no|there|can|cannot|goes)\b")
NAMES = ["Anna", "Ben", "Cleo"]


def per_card(*cards: str, value: object = 1) -> list[object]:
    from maumau_tui.cards import parse_card
    from maumau_tui.rules.tables import N_CODES

    table: list[object] = [0] * N_CODES
    for card in cards:
        table[parse_card(card)] = value
    return table


def refusal_of(move: str, seat: int = 0, hand: tuple[str, ...] = ("7H", "9S", "KC"), top: str = "8D",
               rules: dict[str, object] | None = None, **fields: object) -> str:
    """``why_illegal`` of ``move`` by ``seat`` in a three-seat hand of standard's rules (``rules`` changed), its
    state's ``fields`` set as the case needs."""
    import copy

    from maumau_tui.cards import parse_card
    from maumau_tui.engine.game import Game
    from maumau_tui.engine.reasons import why_illegal
    from maumau_tui.notation import parse_move
    from maumau_tui.rules.compile import compile_ruleset
    from maumau_tui.rules.loader import load

    tables = copy.copy(compile_ruleset(load("standard"), 3))
    for key, value in (rules or {}).items():
        setattr(tables, key, value)
    hands = [[parse_card(card) for card in cards] for cards in (hand, ("QH", "8S", "10C"), ("AH", "JD"))]
    game = Game.stacked(tables, NAMES, hands, [parse_card(top)], [parse_card("9D"), parse_card("10D")], dealer=2)
    game.actor = 0
    for key, value in fields.items():
        setattr(game, key, value)
    return why_illegal(game, parse_move(move, NAMES), seat)


def reason_cases() -> list[tuple[str, str]]:
    """(a fragment of the English sentence the case is for, the sentence made): every branch of ``reasons.py``."""
    from maumau_tui.cards import parse_card
    from maumau_tui.engine.state import DRAWN_IN_PENALTY, Phase, Window, WindowKind

    def answering(kind: WindowKind, seats: tuple[int, ...] = (1,)) -> dict[str, object]:
        return {"phase": Phase.ANSWERING, "answers": Window(kind, seats)}

    cheating: dict[str, object] = {"cheating": True}
    return [
        ("the hand is over", refusal_of("draw", phase=Phase.OVER)),
        ("you cannot catch yourself", refusal_of("catch Anna")),
        ("made no missed call", refusal_of("catch Ben")),
        ("did not make the last play", refusal_of("catch Ben", rules=cheating)),
        ("only Ben may answer", refusal_of("draw", **answering(WindowKind.VICTIM))),
        ("only Ben, Cleo may answer", refusal_of("draw", **answering(WindowKind.VICTIM, (1, 2)))),
        ("answer with a card, or accept", refusal_of("draw", seat=1, **answering(WindowKind.VICTIM))),
        ("(or wait)", refusal_of("accept", seat=1, **answering(WindowKind.SWAP))),
        ("you do not hold 7C", refusal_of("play 7C", seat=1, **answering(WindowKind.VICTIM))),
        ("only the 5 of the suit", refusal_of("play QH", seat=1, **answering(WindowKind.BLOCK))),
        ("only a 2 stops the swap", refusal_of("play QH", seat=1, **answering(WindowKind.SWAP))),
        ("may redirect it", refusal_of("play QH", seat=1, target=1, **answering(WindowKind.SWAP))),
        ("escaping with a 4", refusal_of("play AH", seat=2, **answering(WindowKind.GIFT, (2,)))),
        ("of the rank of", refusal_of("play QH", seat=1, **answering(WindowKind.VICTIM))),
        ("you may not go out with 8S", refusal_of("play 8S", seat=1, top="8C", **answering(WindowKind.VICTIM))),
        ("it is not your turn", refusal_of("draw", seat=1)),
        ("no window whose time", refusal_of("wait")),
        ("give one of your own cards", refusal_of("give QH", phase=Phase.GIVING)),
        ("must first pick a card to give", refusal_of("draw", phase=Phase.GIVING)),
        ("was caught cheating", refusal_of("draw", phase=Phase.CAUGHT)),
        ("cheating is not part", refusal_of("cheat 7H")),
        ("you do not hold QD", refusal_of("cheat QD", rules=cheating)),
        ("cheat with your last card", refusal_of("cheat 7H", hand=("7H",), rules=cheating)),
        ("cheat only on a plain turn", refusal_of("cheat 7H", rules=cheating, pending_draw=2)),
        ("needs cards left in hand", refusal_of("cheat 7H", hand=("7H", "9S"), rules={**cheating,
                                                                                        "give": per_card("7H")})),
        ("may be played as it is", refusal_of("cheat 7H", rules=cheating)),
        ("must first make a wish", refusal_of("draw", phase=Phase.WISHING)),
        ("must first believe", refusal_of("draw", phase=Phase.CHALLENGING)),
        ("name another player", refusal_of("name Anna", phase=Phase.NAMING)),
        ("must first name a player", refusal_of("draw", phase=Phase.NAMING)),
        ("nothing to wish for", refusal_of("wish H")),
        ("you have drawn already", refusal_of("draw", drawn=1)),
        ("drawing is only allowed", refusal_of("draw")),
        ("draw them (or answer it)", refusal_of("pass", pending_draw=2)),
        ("a pending penalty of 1 card", refusal_of("pass", pending_draw=1)),
        ("only pass after drawing", refusal_of("pass")),
        ("nothing to accept", refusal_of("accept")),
        ("'give' is not possible", refusal_of("give 7H")),
        ("you do not hold QD", refusal_of("play QD")),
        ("'as' declares a card", refusal_of("play 7H as 8H")),
        ("a new Round of Kings", refusal_of("play KC say koenigsrunde", kings=0)),
        ("closes a Round of Kings", refusal_of("play KC", hand=("KC",), kings=0)),
        ("only a King", refusal_of("play 7H", kings=1)),
        ("and no penalty or skip", refusal_of("play KC say koenigsrunde", rules={"kings_round": per_card("KC", value=3)})),
        ("gives a card away", refusal_of("play 7H", hand=("7H", "9S"), rules={"give": per_card("7H")})),
        ("while it answers a penalty", refusal_of("play 7H", hand=("7H",), pending_draw=2,
                                                  rules={"last_not_answering": per_card("7H")})),
        ("one card at a time", refusal_of("play 7H 7S", hand=("7H", "7S", "KC"))),
        ("the same rank", refusal_of("play 7H 9S", rules={"multi_play": True})),
        ("may not go out with 7H", refusal_of("play 7H", hand=("7H",), rules={"last_forbidden": per_card("7H")})),
        ("buys nothing", refusal_of("play 7H say kauf")),
        ("nothing to buy", refusal_of("play 7H say kauf", hand=("7H",), rules={"buy": per_card("7H")})),
        ("exactly one card", refusal_of("play 7H say mau", rules={"mau_word": "mau"})),
        ("no call is needed", refusal_of("play 7H say maumau", hand=("7H",), rules={"last_word": "maumau"})),
        ("is not a call of this variant", refusal_of("play 7H say maumau", rules={"mau_word": None})),
        ("draw the other 2", refusal_of("play 7H", drawn=DRAWN_IN_PENALTY, drawn_card=parse_card("9S"),
                                        pending_draw=2)),
        ("draw the other 1", refusal_of("play 7H", drawn=DRAWN_IN_PENALTY, drawn_card=parse_card("9S"),
                                        pending_draw=1)),
        ("just drawn, may be played now; else pass", refusal_of("play 7H", drawn=DRAWN_IN_PENALTY,
                                                                drawn_card=parse_card("9S"))),
        ("a pending penalty of 2 cards: draw them", refusal_of("play 7H", pending_draw=2)),
        ("a pending penalty of 1 cards: draw them", refusal_of("play 7H", pending_draw=1)),
        ("passes it on", refusal_of("play 7H", pending_draw=2, rules={"draw_stack": per_card("8D")})),
        ("you must miss this turn", refusal_of("play 7H", pending_skip=1)),
        ("after drawing you cannot play", refusal_of("play 7H", drawn=1, rules={"after_draw": "none"})),
        ("only play the card you drew", refusal_of("play 7H", drawn=1, drawn_card=parse_card("9S"))),
        ("may not be played on 8D", refusal_of("play 7H", rules={"wild": per_card("7H"),
                                                                 "wild_not_on": per_card("7H", value=frozenset({8}))})),
        ("the wish is C: 7H does not follow it", refusal_of("play 7H", wish_suit=0)),
        ("7H does not fit on 8D", refusal_of("play 7H")),
        ("10S does not fit on QD", refusal_of("play 10S", hand=("10S",), top="QD")),
        ("* does not fit on QD", refusal_of("play *", hand=("*",), top="QD")),
    ]


def returns_of_reasons() -> set[int]:
    """The lines of ``engine/reasons.py`` that return a sentence."""
    import ast

    from maumau_tui.engine import reasons

    tree = ast.parse(Path(reasons.__file__).read_text(encoding="utf-8"))
    return {node.lineno for node in ast.walk(tree) if isinstance(node, ast.Return)}


def test_every_refusal_of_the_engine_in_a_record_replayed_is_said_in_german() -> None:
    """REVIEW276 R2: `maumau --lang de replay` of a hand-edited record said "das Spiel sagt Anna: you can play a card:
    drawing is only allowed when none fits"; each sentence the engine refuses a move with, inside the replay's
    message, leaves no English word in German (the state of each made so that each of its return lines runs)."""
    import sys

    from maumau_tui.engine import reasons

    ran: set[int] = set()

    def trace(frame, event, arg):   # type: ignore[no-untyped-def]
        if frame.f_code.co_filename == reasons.__file__:
            ran.add(frame.f_lineno)
            return trace
        return None

    sys.settrace(trace)
    try:
        cases = reason_cases()
    finally:
        sys.settrace(None)
    assert returns_of_reasons() <= ran, sorted(returns_of_reasons() - ran)   # (a new sentence: a case for it here)
    for fragment, reason in cases:
        assert fragment in reason, (fragment, reason)
        message = f"move 160 of the record (hand 4, 'Anna: draw') cannot be made: the game tells Anna: {reason}"
        german = store_in_german(message)
        assert german.startswith("Zug 160 der Aufzeichnung (Spiel 4, 'Anna: draw') lässt sich nicht machen: das Spiel "
                                 "sagt Anna: "), german
        bare = re.sub(r"'[^']*'", " ", german)
        assert not REASON_WORDS.findall(bare), (reason, german, REASON_WORDS.findall(bare))



RECORD_WORDS = re.compile(r"\b(must|be|of|and|only|a|with|has|have|seat|seats|move|moves|card|cards|suit|rank|hand|"
                          r"hands|option|rule|house|change|text|list|like|word|name|needs|letter|digit|cannot|set|"
                          r"up|made|order|after|more|than|players|enough|deal|over|open|between|says|left|out|one|its|"
                          r"this|that|by|newer|another|way|version|reads|found|game|record|the|is|not|no|it|try|call|"
                          r"person|bot|declares|follows|spades|empty|alike|choose|capitals|called|space|longer|"
                          r"characters|letters|digits|switched|takes|number|already|allow|once|ended|cut|short)\b")


def record_refusals() -> list[str]:
    """What ``Match.replay`` says of a record edited by hand, for real: each field it reads wrong, a seat's name it
    cannot take, a move it cannot read or make, a house rule it cannot change, an end it cannot have."""
    from maumau_tui.match_record import SeatInfo
    from maumau_tui.cards import CardError, parse_rank
    from maumau_tui.store.record_text import export_text

    match = new_match("standard", seed=3, players=2)
    play(match, random.Random(3), hands=1)
    record = match.record()
    first = record["moves"][0].split(": ")[0]                   # "1 Ben"
    change = {"after": 0, "hand": 1, "option": "nosuch", "value": True}
    edits: list[dict[str, object]] = [
        {"versions": {"record": "x"}}, {"versions": {"record": 0, "shuffle": 1}}, {"versions": {"record": 2}},
        {"versions": {"record": 2, "shuffle": 9}}, {"versions": {"record": 2, "shuffle": 0}},
        {"seats": [{**record["seats"][0], "name": "Zed"}, record["seats"][1]]}, {"changes": "x"}, {"names": [1, 2]},
        {"names": ["An na", "Ben"]}, {"names": ["Anna", "anna"]}, {"names": ["Anna", "Anna"]},
        {"names": ["x" * 20, "Ben"]}, {"names": ["A!", "Ben"]}, {"names": ["expect", "Ben"]}, {"names": ["---", "Ben"]},
        {"names": ["", "Ben"]}, {"options": {"a": "b"}}, {"moves": [1]}, {"ruleset_hash": 5},
        {"options": {"nosuch": True}}, {"ended": "x"}, {"ended": True, "options": {"play_to": 100}},
        {"changes": [change]}, {"changes": [{**change, "hand": 3}]}, {"changes": [{**change, "after": 999}]},
        {"changes": [{**change, "option": "quick", "value": 5}]}, {"changes": [{**change, "option": "play_to"}]},
        {"changes": [{**change, "option": "play_to", "value": 0}], "options": {"play_to": 0}},
        {"changes": [{**change, "option": "quick", "value": False}]},
        {"moves": [f"{first}: wish Z"]}, {"moves": [f"{first}: play ZZ"]}, {"moves": [f"{first}: catch Zed"]},
        {"moves": [f"{first}: play 7H say !!"]}, {"moves": [f"{first}: jump"]}, {"moves": [f"{first}: play as 7H"]},
        {"moves": [f"{first}:  "]}, {"moves": [f"{first}: play"]}, {"moves": [*record["moves"], f"{first}: draw"]},
    ]
    said = []
    for edit in edits:
        with pytest.raises(ValueError) as refused:
            Match.replay({**record, **edit})
        said.append(str(refused.value))
    for refusal in (lambda: parse_rank("Z"), lambda: SeatInfo("Anna", "robot"),
                    lambda: export_text({**record, "seats": [record["seats"][0], {**record["seats"][1],
                                                                                   "level": "very hard"}]})):
        with pytest.raises((CardError, ValueError)) as refused:
            refusal()
        said.append(str(refused.value))
    return said


def test_every_refusal_of_a_record_edited_by_hand_is_said_in_german() -> None:
    """REVIEW276 R2: a record's house-rule change that cannot be made, a match it cannot set up, a suit or a rank
    the notation cannot read, the Ended tag ... were said in English under `--lang de`."""
    said = record_refusals()
    assert len(set(said)) == len(said), said                     # (each edit is refused for its own reason)
    for message in said:
        german = store_in_german(message)
        bare = re.sub(r"'[^']*'", " ", german)
        assert RECORD_WORDS.findall(re.sub(r"'[^']*'", " ", message)), message   # (the check finds English)
        assert not english_left(german) and not RECORD_WORDS.findall(bare), (message, german, RECORD_WORDS.findall(bare))
    for message in ("the record's house-rule change of 'x' in hand 2 cannot be made: the rules do not allow it (y)",
                    "the record's house-rule change of 'x' in hand 2 cannot be made: with it the game is for 2 to 4 "
                    "players", "the record's house-rule change of 'x' in hand 2 cannot be made: with it the match would "
                    "be over at once", "the record's match cannot be set up: 32 cards are not enough to deal 35 cards",
                    "the record changes a house rule after move 3, but has only 1 move"):
        assert not RECORD_WORDS.findall(re.sub(r"'[^']*'", " ", store_in_german(message))), store_in_german(message)


def test_a_hand_edited_record_replayed_in_german_says_the_games_refusal_in_german(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """REVIEW276 R2 as it was seen: `maumau --lang de replay x.maumau` of a record with a draw where a card fits."""
    from maumau_tui.store.record_text import export_text

    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    match = new_match("standard", seed=3, players=2)
    play(match, random.Random(3), hands=1)
    record = match.record()
    first, second = record["moves"][:2]                         # "1 Ben: draw", then a card he may play
    assert first.endswith(": draw") and second.split(": ")[1].startswith("play ")
    path = tmp_path / "x.maumau"
    path.write_text(export_text({**record, "moves": [first, first]}), encoding="utf-8")
    assert main(["--lang", "de", "replay", str(path)]) == 2
    name = first.split(": ")[0].split(" ")[1]
    assert capsys.readouterr().err == (f"maumau: {path}: Zug 2 der Aufzeichnung (Spiel 1, '{name}: draw') lässt sich "
                                       f"nicht machen: das Spiel sagt {name}: du kannst eine Karte legen: ziehen erst, "
                                       "wenn keine passt\n")
