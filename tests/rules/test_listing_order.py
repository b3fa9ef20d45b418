"""`maumau rules list` lists the variants in the chooser's order: the classic game, the house rules, the
regional games, then a player's own."""

from __future__ import annotations

from pathlib import Path

import pytest

from maumau_tui.rules.commands import list_rulesets
from maumau_tui.rules.loader import ruleset_paths
from maumau_tui.rules.order import listing_order


def test_rules_list_follows_the_listing_order_with_a_players_own_last(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    own = tmp_path / "rulesets"
    own.mkdir(parents=True, exist_ok=True)
    (own / "aaa-home.yaml").write_text("id: aaa-home\nextends: standard\nname: Home\ndescription: Ours.\n")
    assert list_rulesets("en") == 0
    listed = [line.split()[0] for line in capsys.readouterr().out.splitlines()]
    assert listed == listing_order(ruleset_paths())
    assert listed[:2] == ["standard", "kronenstube"] and listed[-1] == "aaa-home" and listed != sorted(listed)
