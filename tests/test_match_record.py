"""The record is the save: seat names by one rule, seats, the ruleset's content hash, versions, corrupt records
refused plainly, and every shipped ruleset replayed state by state."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from maumau_tui.cards import JOKER, parse_card
from maumau_tui.match import Match, RecordError, RulesetChangedError, SeatInfo
from maumau_tui.match_record import ruleset_hash, write_record
from maumau_tui.names import check_names, name_problem
from maumau_tui.rules.german import in_german
from maumau_tui.notation import Move
from maumau_tui.rules.loader import builtin_dir, load
from maumau_tui.store.german import store_in_german
from maumau_tui.sim import seat_names


def play_match(match: Match, seed: int) -> Match:
    rng = random.Random(seed)
    while not match.over:
        assert len(match.results) < 2000, "the match does not end"
        game = match.deal()
        while not game.finished:
            assert game.moves_made < 5000
            match.apply(rng.choice(game.legal_moves()))
    return match

# ---- seat names: one rule (maumau_tui/names.py) ----------------------------------------------------

@pytest.mark.parametrize(("names", "reason"), [
    (["Anna", "anna", "Bert"], "differ only in capitals"),
    (["Anna", "Anna"], "name of its own"),
    (["Anna Lena", "Bert"], "a space"),
    (["Anna", ""], "at least one letter"),
    (["Anna", "   "], "at least one letter"),
    (["Anna:", "Bert"], "':'"),
    (["A*", "Bert"], "'\\*'"),
    (["Anna", "B\tC"], "a space"),
    (["Anna", "x" * 17], "longer than 16"),
    (["Anna", "--"], "at least one letter"),
    (["Anna", "expect"], "scenario files"),
    (["STRASSE", "straße"], "differ only in capitals"),
])
def test_names_that_break_the_notation_or_the_record_are_refused(names: list[str], reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        check_names(names)
    with pytest.raises(ValueError, match=reason):
        Match.create("erftschmiede", names if len(names) > 1 else [*names, "Zed"])


@pytest.mark.parametrize("name", ["\u0430nna", "\u0391nna", "Z\u0435us", "\u041d\u0438na"])   # а, Α, е, Ни
def test_a_name_mixing_look_alike_alphabets_is_refused(name: str) -> None:
    """PLAYTEST108 F11: 'аnna' with a Cyrillic а sat down over SSH beside anna, the same on every screen."""
    with pytest.raises(ValueError) as error:
        check_names([name])
    assert str(error.value) == f"'{name}' mixes letters of alphabets that look alike: a name is written in one of them"


@pytest.mark.parametrize("name", ["Jürgen", "ZOË", "\u041d\u0438\u043d\u0430", "\u039b\u03ac\u03bc\u03b4\u03b1",
                                  "\u674e\u96f7", "\u674eLei", "bén"])   # Нина, Λάμδα, 李雷, 李Lei: one alphabet each
def test_names_in_one_alphabet_or_with_accents_stay_good(name: str) -> None:
    assert name_problem(name) is None


@pytest.mark.parametrize(("name", "message"), [
    ("Anna Lena", "'Anna Lena' has a space: a name is one word (like Anna-Lena)"),
    ("B: x", "'B: x' has a space: a name is one word (like B-x)"),
    ("a  b\tc", "'a  b\\tc' has a space: a name is one word (like a-b-c)"),
    ("Maximiliane Sophie", "'Maximiliane Sophie' has a space: a name is one word"),
    ("* *", "'* *' has a space: a name is one word"),
])
def test_a_name_with_a_space_is_shown_a_good_one_word_name(name: str, message: str) -> None:
    with pytest.raises(ValueError) as error:
        check_names([name])
    assert str(error.value) == message


@pytest.mark.parametrize(("name", "message"), [
    ("x" * 5000, "'xxxxxxxxxxxxxxxx…' is longer than 16 characters"),
    ("x " * 2500, "'x x x x x x x x …' has a space: a name is one word"),
    ("x" * 32, f"'{'x' * 32}' is longer than 16 characters"),          # short enough to show whole
    ("a\\b", "'a\\b' has '\\': a name may hold letters, digits and - _ . '"),   # as typed (PLAYTEST84: Python's
    ("O'N[", "'O'N[' has '[': a name may hold letters, digits and - _ . '"),       # repr doubled the backslash)
    ("An\x1bna", "'An\\x1bna' has '\\x1b': a name may hold letters, digits and - _ . '"),   # (what cannot be shown:
])                                                                                      # as Python writes it)
def test_a_name_of_a_screenful_is_shown_cut_in_the_reason(name: str, message: str) -> None:
    with pytest.raises(ValueError) as error:
        check_names([name])
    assert str(error.value) == message


@pytest.mark.parametrize(("names", "german"), [
    (["Anna", "Anna"], "zwei Plätze heißen 'Anna': jeder Platz braucht einen eigenen Namen"),
    (["Anna", "anna"], "'Anna' und 'anna' unterscheiden sich nur in Groß- und Kleinschreibung: jeder Platz braucht "
                       "einen eigenen Namen"),
    (["Anna Lena"], "'Anna Lena' hat ein Leerzeichen: ein Name ist ein Wort (etwa Anna-Lena)"),
    (["* *"], "'* *' hat ein Leerzeichen: ein Name ist ein Wort"),
    (["x" * 17], f"'{'x' * 17}' ist länger als 16 Zeichen"),
    (["A#b"], "'A#b' enthält '#': ein Name darf Buchstaben, Ziffern und - _ . ' enthalten"),
    (["--"], "'--' braucht mindestens einen Buchstaben oder eine Ziffer"),
    ([" "], "ein Name braucht mindestens einen Buchstaben oder eine Ziffer"),
    (["expect"], "'expect' ist ein Wort der Szenario-Dateien: wähle einen anderen Namen"),
    (["O'N\x07"], "'O'N\\x07' enthält '\\x07': ein Name darf Buchstaben, Ziffern und - _ . ' enthalten"),  # (REVIEW106)
    (["\u0430nna"], "'\u0430nna' mischt Buchstaben von Alphabeten, die sich gleichen: ein Name ist in einem von ihnen "
                    "geschrieben"),
])
def test_every_reason_a_name_is_refused_is_said_in_german(names: list[str], german: str) -> None:
    with pytest.raises(ValueError) as error:
        check_names(names)
    assert in_german(str(error.value)) == german


def test_good_names_pass_and_read_back_from_every_move() -> None:
    names = ["Anna", "Jörg-2", "o'Neil", "B.B", "x" * 16]
    check_names(names)
    match = play_match(Match.create("kronenstube", names, seed=4), 4)
    again = Match.replay(json.loads(json.dumps(match.record())))
    assert again.results == match.results and again.moves == match.moves


# ---- the record is the save ------------------------------------------------------------------------

def test_the_record_holds_the_seats_the_ruleset_hash_and_the_versions() -> None:
    seats = [SeatInfo("Anna"), SeatInfo("Robo", "bot", "random", 4001), SeatInfo("Ben")]
    match = Match.create("kronenstube", ["Anna", "Robo", "Ben"], seed=4, seats=seats)
    record = json.loads(json.dumps(play_match(match, 4).record()))
    assert record["versions"] == {"record": 2, "shuffle": 1} and record["version"] == 2
    assert record["seats"] == [{"name": "Anna", "kind": "person", "level": None, "seed": None},
                               {"name": "Robo", "kind": "bot", "level": "random", "seed": 4001},
                               {"name": "Ben", "kind": "person", "level": None, "seed": None}]
    assert record["ruleset_hash"] == ruleset_hash("kronenstube") and len(record["ruleset_hash"]) == 64
    again = Match.replay(record)
    assert again.seats == seats and again.results == match.results
    assert Match.create("standard", ["A", "B"]).seats == [SeatInfo("A"), SeatInfo("B")]


def test_a_record_that_lost_its_seats_is_refused_not_read_as_people_only() -> None:
    """PLAYTEST249 F7: a save whose record had lost 'seats' resumed with its bot played as a person (a record of
    version 1, from before bots were kept, has people only: it still reads so)."""
    match = Match.create("standard", ["Anna", "Robo"], seats=[SeatInfo("Anna"), SeatInfo("Robo", "bot", "easy", 5)])
    record = {key: value for key, value in write_record(match).items() if key != "seats"}
    with pytest.raises(RecordError, match="'seats' must list one seat for each of the 2 names, missing"):
        Match.replay(record)
    old = {key: value for key, value in record.items() if key != "versions"} | {"version": 1}
    assert Match.replay(old).seats == [SeatInfo("Anna"), SeatInfo("Robo")]


def test_seats_must_match_the_names() -> None:
    with pytest.raises(ValueError, match="order of the names"):
        Match.create("standard", ["A", "B"], seats=[SeatInfo("B"), SeatInfo("A")])
    with pytest.raises(ValueError, match="person or a bot"):
        SeatInfo("A", "robot")


RULESET = """id: house
# a comment
extends: standard
name: House rules
description: {de: Hausregeln., en: House rules.}
options:
  big: {description: Six cards., default: false, set: {hand_size: 6}}
effects:
  "8": {skip: {count: 1}}
"""
REORDERED = """# the same rules, written another way
effects: {8: {skip: {count: 1}}}
options:
  big: {set: {hand_size: 6}, default: false, description: Sechs Karten.}
description: {en: Our rules., de: Unsere Regeln.}
name: Our house
extends: standard
id: house
"""


def test_the_content_hash_ignores_comments_order_and_words_but_not_rules(tmp_path: Path) -> None:
    path = tmp_path / "house.yaml"
    path.write_text(RULESET, encoding="utf-8")
    first = ruleset_hash(str(path))
    path.write_text(REORDERED, encoding="utf-8")
    assert ruleset_hash(str(path)) == first
    path.write_text(RULESET.replace("count: 1", "count: 2"), encoding="utf-8")
    assert ruleset_hash(str(path)) != first
    path.write_text(RULESET.replace("hand_size: 6", "hand_size: 7"), encoding="utf-8")
    assert ruleset_hash(str(path)) != first


def test_the_content_hash_is_the_same_in_another_process() -> None:
    code = "from maumau_tui.match_record import ruleset_hash; print(ruleset_hash('erftschmiede'))"
    outputs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                              env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout.strip() for seed in (1, 2)}
    assert outputs == {ruleset_hash("erftschmiede")}


def test_a_record_whose_ruleset_changed_is_refused_and_one_whose_words_changed_replays(tmp_path: Path) -> None:
    path = tmp_path / "house.yaml"
    path.write_text(RULESET, encoding="utf-8")
    match = play_match(Match.create(str(path), ["Anna", "Ben", "Cleo"], seed=3,
                                    options={"big": True, "play_to": 60}), 3)
    record = json.loads(json.dumps(match.record()))
    path.write_text(RULESET.replace("House rules.", "Our rules.") + "# played on Fridays\n", encoding="utf-8")
    assert Match.replay(record).results == match.results
    path.write_text(RULESET.replace("count: 1", "count: 2"), encoding="utf-8")
    with pytest.raises(RulesetChangedError, match=r"ruleset '.*house.yaml' has changed since this match") as changed:
        Match.replay(record)
    assert str(changed.value).endswith("so its moves cannot be followed with it")   # (resumed or replayed alike)
    assert store_in_german(str(changed.value)).endswith("darum lassen sich ihre Züge damit nicht nachspielen")
    path.unlink()
    with pytest.raises(RecordError, match="cannot be loaded.*no such ruleset file"):
        Match.replay(record)


def test_a_record_of_version_1_still_replays() -> None:
    match = play_match(Match.create("idioten-mau", seat_names(3), seed=2), 2)
    record = match.record()
    old = {key: record[key] for key in ("ruleset", "options", "names", "seed", "first_dealer", "moves")}
    again = Match.replay({**old, "version": 1})
    assert again.results == match.results and again.seats == [SeatInfo(name) for name in seat_names(3)]


@pytest.mark.parametrize(("change", "reason"), [
    ({"version": 3, "versions": {"record": 3, "shuffle": 1}}, "newer version of the game"),
    ({"versions": {"record": 2, "shuffle": 2}}, "shuffled by a newer version"),
    ({"versions": {"record": 2, "shuffle": 0}}, "shuffled another way"),
    ({"versions": {"record": 2}}, "how its hands were shuffled"),
    ({"versions": None, "version": "2"}, "not a game record"),
    ({"ruleset": 7}, "'ruleset' must be"),
    ({"ruleset": "no-such-rules"}, "no ruleset called"),
    ({"names": "A B"}, "'names' must be"),
    ({"names": ["A", 2]}, "must all be text"),
    ({"names": ["A", "a"]}, "differ only in capitals"),
    ({"seats": [{"name": "A", "kind": "person"}]}, "one seat for each"),
    ({"seats": [{"name": "A", "kind": "cat", "level": None, "seed": None},
                {"name": "B", "kind": "person", "level": None, "seed": None}]}, "person or a bot"),
    ({"seed": "1"}, "'seed' must be a whole number"),
    ({"seed": True}, "'seed' must be a whole number"),
    ({"seed": 10 ** 40}, "'seed' must be a whole number of at most 30 digits"),   # (as a text record's: PLAYTEST134 F9)
    ({"seats": [{"name": "A", "kind": "person", "level": None, "seed": None},    # (REVIEW276 R4: exported, then
                {"name": "B", "kind": "bot", "level": "random", "seed": 10 ** 31}]},   # not read back)
     r"seat 2 of the record \(B\) has a seed of more than 30 digits"),
    ({"first_dealer": 5}, "first dealer 5 is not a seat"),
    ({"options": {"quick": "yes"}}, "'options' must map"),
    ({"options": {"no_such": True}}, "no option no_such"),
    ({"moves": "1 A: draw"}, "'moves' must be"),
    ({"moves": [1]}, "must all be text"),
    ({"moves": ["one A: draw"]}, "reads 'HAND NAME: MOVE'"),
    ({"moves": ["1 Zed: draw"]}, r"'Zed' is not a seat of this table \(A, B\)"),   # (PLAYTEST82: not the format's fault)
    ({"moves": ["2 A: draw"]}, "jumps to hand 2"),
    ({"moves": ["1 A: fly away"]}, "is not a move"),
    ({"moves": ["1 A: play 2C"]}, "move 1 of the record"),
    ({"changes": [{"after": 0, "hand": 1, "option": "quick"}]},
     "house-rule change 1 of the record: its 'value' must be true, false or a whole number, missing"),   # (PLAYTEST249
    ({"changes": [{"after": 0, "hand": 1, "option": "quick", "value": True, "by": "Zed"}]},                   # F9: a dict)
     r"house-rule change 1 of the record: 'Zed' is not a seat of this table \(A, B\)"),
    ({"changes": [{"after": 99, "hand": 1, "option": "quick", "value": True, "by": None}]}, "has only"),
    ({"changes": [{"after": 5, "hand": 1, "option": "quick", "value": True, "by": None},     # (REVIEW276 N6: both
                  {"after": 2, "hand": 1, "option": "quick", "value": False, "by": None}]},  # made at move 5)
     "house-rule change 2 of the record is out of order: it is made after move 2, the one before it after move 5"),
    ({"ruleset_hash": 12}, "'ruleset_hash' must be text"),
    ({"seats": [{"name": "A", "kind": "person", "level": None, "seed": None},
                {"name": "B", "kind": "bot", "level": "godlike", "seed": 7}]}, "no bot level called 'godlike'"),
])
def test_a_malformed_record_is_refused_with_a_plain_reason(change: dict[str, Any], reason: str) -> None:
    match = Match.create("standard", ["A", "B"], seed=1)
    game = match.deal()
    for _ in range(3):
        match.apply(game.legal_moves()[0])
    record = {**json.loads(json.dumps(match.record())), **change}
    with pytest.raises(RecordError, match=reason):
        Match.replay(record)


def test_a_move_line_may_write_its_seats_name_in_other_capitals() -> None:
    """(PLAYTEST134 F12: `x: play QD` was "'x' is not a seat of this table (X, Y, Z)", though a card may be written
    in small letters and names differ by more than capitals.)"""
    match = Match.create("standard", ["Anna", "Ben"], seed=1)
    game = match.deal()
    for _ in range(4):
        match.apply(game.legal_moves()[0])
    record = match.record()
    typed = [line.replace(" Anna: ", " anna: ").replace(" Ben: ", " BEN: ") for line in record["moves"]]
    assert typed != record["moves"] and Match.replay(dict(record, moves=typed)).record() == record


def test_a_record_without_its_seed_says_it_is_missing_not_that_it_is_none() -> None:
    """(PLAYTEST134 F11: "the record's 'seed' must be a whole number, not None".)"""
    from maumau_tui.store.german import store_in_german

    record = Match.create("standard", ["A", "B"], seed=1).record()
    del record["seed"]
    with pytest.raises(RecordError) as refused:
        Match.replay(record)
    assert str(refused.value) == "the record's 'seed' must be a whole number, missing"
    assert store_in_german(str(refused.value)) == "'seed' fehlt in der Aufzeichnung (eine ganze Zahl)"


def test_a_record_that_is_no_mapping_is_refused() -> None:
    for thing, kind in (([], "a list"), ("record", "a text"), (3, "a number")):
        with pytest.raises(RecordError, match=f"mapping of fields, not {kind}$"):
            Match.replay(thing)
    with pytest.raises(RecordError, match="^the game record is missing$"):   # (PLAYTEST249 N2: "not empty")
        Match.replay(None)


def test_records_with_fields_replaced_by_junk_never_raise_anything_but_a_record_error() -> None:
    match = play_match(Match.create("kronenstube", seat_names(3), seed=5), 5)
    record = json.loads(json.dumps(match.record()))
    rng = random.Random(5)
    junk: list[Any] = [None, True, -1, 10**30, 2.5, "", "x", [], ["x"], {}, {"a": 1}, [None], "1 A: draw"]
    refused = 0
    for _ in range(150):
        broken = json.loads(json.dumps(record))
        for _ in range(rng.randint(1, 3)):
            target = broken
            key: Any = rng.choice(list(target))
            while isinstance(target[key], (dict, list)) and target[key] and rng.random() < 0.6:
                target = target[key]
                key = rng.choice(list(target)) if isinstance(target, dict) else rng.randrange(len(target))
            if rng.random() < 0.2 and isinstance(target, dict):
                del target[key]
            else:
                target[key] = rng.choice(junk)
        try:
            Match.replay(broken)
        except RecordError:
            refused += 1
    assert refused > 100, refused        # (junk in a field the replay ignores, or a name that stays a name, may pass)


# ---- every shipped ruleset: record, replay, compare every state --------------------------------------

def state_of(match: Match) -> tuple[Any, ...]:
    """Everything a seat or the table could see, and more: each hand, stock, pile, turn, open effects."""
    game = match.game
    assert game is not None
    seats = game.seats_to_act() if not game.finished else []
    return (len(match.results), tuple(tuple(h) for h in game.hands), tuple(game.stock), tuple(game.pile),
            game.actor, str(game.phase), game.top, game.wish_suit, game.wish_rank, game.pending_draw,
            game.direction, tuple(game.out), tuple(seats), len(game.log), game.log[-1] if game.log else None,
            tuple(tuple(game.legal_moves(seat)) for seat in seats), tuple(match.totals))


@pytest.mark.parametrize("ruleset_id", sorted(path.stem for path in builtin_dir().glob("*.yaml")))
def test_every_shipped_ruleset_replays_every_state_of_random_matches(ruleset_id: str) -> None:
    rules = load(ruleset_id)
    for seed in range(3):
        rng = random.Random(seed)
        players = rng.randint(rules.players.min, min(rules.players.max, 5))
        names = ["Anna", "Ben", "Cleo", "Dora", "Emil"][:players]
        options = {name: not option.default for name, option in rules.options.items()
                   if isinstance(option.default, bool) and rng.random() < 0.3}
        seats = [SeatInfo(name, "bot", "random", seed * 1000 + index) if index % 2 else SeatInfo(name)
                 for index, name in enumerate(names)]
        match = Match.create(ruleset_id, names, seed=seed, options=options, first_dealer=rng.randrange(players),
                             seats=seats)
        states: list[tuple[Any, ...]] = []
        for _ in range(4):               # up to four hands (a match that ends sooner stops there)
            if match.over:
                break
            game = match.deal()
            while not game.finished:
                seat = rng.choice(game.seats_to_act())
                match.apply(random_move(game.legal_moves(seat), rng), seat)
                states.append(state_of(match))
                assert len(states) < 100_000
        record = json.loads(json.dumps(match.record()))
        replayed: list[tuple[Any, ...]] = []
        again = Match.replay(record, on_move=lambda m: replayed.append(state_of(m)))
        assert replayed == states, f"{ruleset_id} seed {seed}: a replayed state differs"
        assert again.record() == record and again.results == match.results and again.seats == seats
        assert again.game is not None and match.game is not None and again.game.log == match.game.log


def random_move(legal: list[Move], rng: random.Random) -> Move:
    """A random legal move; a face-down card is mostly declared as what it is (see test_whole_matches)."""
    move = rng.choice(legal)
    if move.as_card is not None and move.cards[0] != JOKER and rng.random() < 0.8:
        honest = Move(move.kind, move.cards, move.say, move.seat, move.suit, move.rank)
        if honest in legal:
            return honest
    return move


def _first_hand_played() -> tuple[Match, dict[str, Any]]:
    match = Match.create("standard", ["A", "B"], seed=1)
    game = match.deal()
    while not game.finished:
        match.apply(game.legal_moves()[0])
    return match, json.loads(json.dumps(match.record()))


def test_a_move_after_the_hand_was_won_is_refused_as_such() -> None:
    match, record = _first_hand_played()
    winner = match.names[match.results[0].out[0]]
    record["moves"] = [*record["moves"], f"1 {winner}: draw"]
    with pytest.raises(RecordError, match="hand 1 is over already"):
        Match.replay(record)
    record["moves"][-1] = f"3 {winner}: draw"
    with pytest.raises(RecordError, match="jumps to hand 3 after 1 hand$"):
        Match.replay(record)


def test_a_refused_move_names_the_seat_and_quotes_the_line_as_the_file_shows_it() -> None:
    match = Match.create("standard", ["Anna", "Ben"], seed=1)
    match.deal()
    record = json.loads(json.dumps(match.record()))
    seat = match.names[match.game.actor] if match.game is not None else "Anna"
    absent = next(text for text in ("7H", "8S", "9D", "10C", "QS") if parse_card(text) not in match.game.hands[
        match.names.index(seat)])
    record["moves"] = [f"1 {seat}: play {absent}"]
    with pytest.raises(RecordError) as refused:
        Match.replay(record)
    assert f"(hand 1, '{seat}: play {absent}')" in str(refused.value)
    assert f"the game tells {seat}: you do not hold {absent}" in str(refused.value)


def test_a_move_line_of_any_length_is_quoted_short() -> None:
    record = json.loads(json.dumps(Match.create("standard", ["A", "B"], seed=1).record()))
    for line in ("1 A: wish " + "S" * 200_000, "1 A: fly " + "x" * 200_000, "1 A: catch " + "Z" * 200_000,
                 "1 A: play " + "7" * 200_000, "1" * 5000 + " A: draw", "1" * 200_000 + " A: draw"):
        record["moves"] = [line]
        with pytest.raises(RecordError) as refused:
            Match.replay(record)
        assert len(str(refused.value)) < 300, str(refused.value)[:400]
