"""The seats' owners file of a hosted table (rejoin codes, key fingerprints) goes when its match goes to the
history: a finished table leaves no secret behind and nothing to resume."""

from __future__ import annotations

import random
from pathlib import Path

from maumau_tui.net.claims import FREE, NEED_CODE, Claims, code_hash
from maumau_tui.net.host import TableHost
from maumau_tui.net.saving import TableSaves
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table


def test_the_owners_file_is_deleted_when_the_match_ends(tmp_path: Path) -> None:
    table = Table.from_names("standard", [("Anna", None), ("Ben", None)], seed=6, options={"play_to": 20})
    table.deal()
    referee = Referee(table, ManualClock(), 1.0)
    saves = TableSaves(tmp_path)
    host = TableHost(referee)
    saves.keep(host)
    assert host.claims.bind(0, None) is not None and host.claims.bind(1, "SHA256:ben") is None
    saves.writer.flush()
    owners = tmp_path / "tables" / "owners"
    [written] = owners.glob("*.json")
    assert written.stat().st_mode & 0o777 == 0o600
    rng = random.Random(1)
    for _ in range(50_000):
        if table.match.over:
            break
        if table.hand_over:
            referee.deal()
            continue
        seat = table.game.seats_to_act()[0]
        referee.submit(seat, rng.choice([m for m in table.game.legal_moves(seat) if m.kind != "catch"]))
    saves.close()
    assert table.match.over
    assert list(owners.iterdir()) == []
    assert TableSaves(tmp_path).resume(lambda t: TableHost(Referee(t, ManualClock(), 1.0))) == []


def test_the_owners_file_keeps_a_hash_of_the_rejoin_code_and_an_older_file_still_loads() -> None:
    claims = Claims()
    code = claims.bind(1, None)
    assert code is not None and claims.state() == {"1": ["hash", code_hash(code)]} and code not in str(claims.state())
    again = Claims()
    again.restore(claims.state(), 2)
    assert again.check(1, None, "wrong1", False) == NEED_CODE and again.check(1, None, None, False) == NEED_CODE
    assert again.check(1, None, f" {code.upper()} ", False) == FREE and again.bind(1, None) == code
    older = Claims()
    older.restore({"1": ["code", "abcdef"]}, 2)                    # a file written before the hash was kept
    assert older.check(1, None, "ABC DEF", False) == FREE and older.check(1, None, "abcdeg", False) == NEED_CODE


def test_an_owners_file_that_cannot_be_read_resumes_the_table_all_the_same(tmp_path: Path) -> None:
    table = Table.from_names("standard", [("Anna", None), ("Ben", None)], seed=6)
    table.deal()
    saves = TableSaves(tmp_path)
    host = TableHost(Referee(table, ManualClock(), 1.0))
    saves.keep(host)
    assert host.claims.bind(0, None) is not None
    saves.writer.flush()
    saves.close()
    [owners] = (tmp_path / "tables" / "owners").glob("*.json")
    for broken in (b"[" * 5000, b"\xff garbage", b'{"0": "x"}'):
        owners.write_bytes(broken)
        said: list[str] = []
        [host] = TableSaves(tmp_path).resume(lambda t: TableHost(Referee(t, ManualClock(), 1.0)), said.append)
        assert host.table.names == ["Anna", "Ben"] and host.claims.owners == {}
        assert len(said) == 1 and "who owns its seats cannot be read" in said[0]
