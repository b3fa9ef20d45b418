"""The local table protocol on its own: framing, checks, and views that travel without losing anything."""

from __future__ import annotations

import json
import random

import pytest

from maumau_tui.engine.game import Game
from maumau_tui.engine.views import View, view
from maumau_tui.net.protocol import (
    FROM_SEAT, MAX_FROM_SEAT, TO_SEAT, ProtocolError, check, decode, encode, frame_size, view_from_json, view_to_json,
)
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import builtin_dir, load
from maumau_tui.sim import seat_names

RULESETS = sorted(path.stem for path in builtin_dir().glob("*.yaml"))


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_view_of_random_hands_travels_unchanged(ruleset_id: str) -> None:
    ruleset = load(ruleset_id)
    players = max(ruleset.players.min, min(4, ruleset.players.max))
    tables = compile_ruleset(ruleset, players)
    checked = 0
    for seed in range(6):
        game = Game.deal(tables, seat_names(players), dealer=seed % players, seed=seed)
        rng = random.Random(seed)
        while not game.finished and game.moves_made < 400:
            for seat in range(players):
                seen = view(game, seat)
                wire = json.loads(encode({"type": "view", "view": view_to_json(seen)}, 1 << 20)[4:])
                check(wire, TO_SEAT)
                assert view_from_json(wire["view"]) == seen
                checked += 1
            game.apply(rng.choice(game.legal_moves()))
    assert checked > 100


def a_view() -> View:
    tables = compile_ruleset(load("standard"), 2)
    return view(Game.deal(tables, ["Anna", "Ben"], dealer=0, seed=1), 0)


@pytest.mark.parametrize("change", [
    {"hand": [1, "2"]}, {"legal": ["play banana"]}, {"finished": 1}, {"actor": True}, {"phase": 3},
    {"cheat_penalties": [1]}, {"names": "Anna"}, {"spy": 1},
])
def test_a_view_that_is_not_one_is_refused(change: dict[str, object]) -> None:
    data = view_to_json(a_view()) | change
    with pytest.raises(ProtocolError):
        view_from_json(data)


@pytest.mark.parametrize(("body", "reason"), [
    (b"\xff\xfe", "not a JSON message"),
    (b"[1, 2]", "a message must be a JSON object"),
    (b"{\"type\": \"shout\"}", "unknown message type"),
    (b"{\"move\": \"draw\"}", "unknown message type"),
    (b"{\"type\": \"submit\"}", "the field 'move' is missing"),
    (b"{\"type\": \"submit\", \"move\": 7}", "the field .move. has the wrong type"),
    (b"{\"type\": \"submit\", \"move\": \"draw\", \"seat\": true}", "the field 'seat' has the wrong type"),
    (b"{\"type\": \"submit\", \"move\": \"draw\", \"seat\": \"1\"}", "the field 'seat' has the wrong type"),
    (b"{\"type\": \"submit\", \"move\": \"draw\", \"as\": 1}", "unknown fields"),
    (b"{\"type\": \"view\", \"view\": {}}", "unknown message type"),   # a seat may not send a view
    (b"{\"type\": \"letters\", \"letters\": \"on\"}", "the field 'letters' has the wrong type"),   # (k, s)
    (b"[" * 50_000, "not a JSON message"),
    (b"{\"type\": \"member\", \"n\": 0, \"message\": {\"type\": \"next\"}}", "n counts the further seats from 1"),
])
def test_malformed_messages_from_a_seat_are_refused_with_a_reason(body: bytes, reason: str) -> None:
    with pytest.raises(ProtocolError, match=reason):
        decode(body, FROM_SEAT)


def test_frames_are_bounded_both_ways() -> None:
    with pytest.raises(ProtocolError, match="exceeds"):
        encode({"type": "submit", "move": "x" * MAX_FROM_SEAT}, MAX_FROM_SEAT)
    with pytest.raises(ProtocolError, match="at most"):
        frame_size((MAX_FROM_SEAT + 1).to_bytes(4, "big"), MAX_FROM_SEAT)
    assert frame_size((MAX_FROM_SEAT).to_bytes(4, "big"), MAX_FROM_SEAT) == MAX_FROM_SEAT
    framed = encode({"type": "ping", "n": 3}, MAX_FROM_SEAT)
    assert decode(framed[4:], FROM_SEAT) == {"type": "ping", "n": 3}
    assert int.from_bytes(framed[:4], "big") == len(framed) - 4


@pytest.mark.parametrize("message", [
    {"type": "log", "start": 0, "lines": ["ok", 3]},
    {"type": "log", "start": 0, "lines": ["x" * 5000]},
    {"type": "log", "start": 0, "lines": ["."] * 10_001},
    {"type": "hello", "user": "Anna", "seat": "0", "names": ["Anna"]},
    {"type": "info", "ruleset": "standard", "options": {"quick": "yes"}, "bots": [], "levels": {}, "hand_number": 1,
     "kings_word": "", "window_left": None, "open_left": None},
    {"type": "info", "ruleset": "standard", "options": {}, "bots": [True], "levels": {}, "hand_number": 1,
     "kings_word": "", "window_left": None, "open_left": None},
    {"type": "info", "ruleset": "standard", "options": {}, "bots": [], "levels": {}, "hand_number": 1,
     "kings_word": "", "window_left": None},
    {"type": "info", "ruleset": "standard", "options": {}, "bots": [2], "levels": {"2": 3}, "hand_number": 1,
     "kings_word": "", "window_left": None, "open_left": None},
    {"type": "seated", "seat": True, "names": ["Anna"], "table": 1},
    {"type": "hand_end", "summary": [], "waiting": []},
    {"type": "pause", "seat": 1, "name": "Ben"},
    {"type": "pause", "seat": 1, "name": "Ben", "seconds": 120},          # (whether the table waits for Ben: said)
])
def test_messages_to_a_seat_are_checked_as_strictly(message: dict[str, object]) -> None:
    with pytest.raises(ProtocolError):
        check(message, TO_SEAT)


def test_the_messages_a_host_sends_pass_the_check() -> None:
    for message in [
        {"type": "hello", "user": "Anna", "seat": None, "names": []},
        {"type": "info", "ruleset": "erftschmiede", "options": {"quick": True, "target": 101}, "bots": [2],
         "levels": {"2": "hard"}, "hand_number": 3, "kings_word": "koenigsrunde", "window_left": 2.5, "open_left": 2.5},
        {"type": "seated", "seat": None, "names": ["Anna", "Ben"], "table": 2},
        {"type": "lobby", "tables": [{"number": 1}], "rulesets": ["standard"]},
        {"type": "hand_end", "summary": {"number": 1}, "waiting": ["Ben"]},
        {"type": "log", "start": 4, "lines": ["Ben draws a card."]},
        {"type": "pause", "seat": 1, "name": "Ben", "seconds": 120, "waits": False},
        {"type": "pause", "seat": 1, "name": "Ben", "seconds": 60.5, "waits": True, "restart": True},
        {"type": "stand_in", "seat": 1, "name": "Ben"},
        {"type": "bye", "reason": "the server is stopping"},
    ]:
        check(message, TO_SEAT)


def readme_rows(heading: str) -> dict[str, set[str]]:
    """The net README's table of messages under ``| heading |``: each kind -> the names its fields cell quotes."""
    import re
    from pathlib import Path

    import maumau_tui.net

    text = (Path(maumau_tui.net.__file__).parent / "README.md").read_text(encoding="utf-8")
    table = text.split(f"| {heading} | fields |", 1)[1].split("\n\n", 1)[0]
    rows: dict[str, set[str]] = {}
    for line in table.splitlines()[2:]:
        cells = line.split(" | ")
        for kind in re.findall(r"`(\w+)`", cells[0]):
            rows[kind] = set(re.findall(r"`(\w+)`", cells[1]))
    return rows


@pytest.mark.parametrize(("heading", "kinds"), [("from the seat", FROM_SEAT), ("from the host", TO_SEAT)])
def test_the_readme_names_every_message_and_field(heading: str, kinds: dict[str, dict[str, object]]) -> None:
    """REVIEW245 D3: the tables had lost fields (`news` said `text`, `submit` had no `at`)."""
    rows = readme_rows(heading)
    assert set(rows) == set(kinds)
    missing = {kind: sorted({name.lstrip("?") for name in fields} - rows[kind])
               for kind, fields in kinds.items() if {name.lstrip("?") for name in fields} - rows[kind]}
    assert not missing
