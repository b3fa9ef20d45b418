"""A single card's key (``JS``) replaces its rank's effects for that card, as rulesets/README.md says: a 7 of spades
that skips no longer also makes the next player draw, a Jack of spades that cancels is no longer wild
(REVIEW107 F15: the rank's draw, skip, wild, swap, round of Kings and block stayed on the card)."""

from __future__ import annotations

from pathlib import Path

from maumau_tui.cards import parse_card
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load
from maumau_tui.rules.tables import Tables


def tables(tmp_path: Path, effects: str) -> Tables:
    path = tmp_path / "keys.yaml"
    path.write_text(f"id: keys\nname: Keys\ndescription: x\nextends: standard\neffects:\n{effects}", encoding="utf-8")
    return compile_ruleset(load(path), 4)


def test_a_card_key_replaces_its_ranks_effects(tmp_path: Path) -> None:
    T = tables(tmp_path, '  "7S": {skip: {count: 1}}\n  JS: {cancel: true}\n  "8": {skip: {count: 2, block_with: "9"}}\n'
                         '  "8H": {again: true}\n')
    seven, other_seven = parse_card("7S"), parse_card("7H")
    assert (T.draw_amount[seven], T.skip_count[seven]) == (0, 1)
    assert (T.draw_amount[other_seven], T.skip_count[other_seven]) == (2, 0)      # the rest of the rank as it was
    jack, other_jack = parse_card("JS"), parse_card("JH")
    assert (T.wild[jack], T.wish_kind[jack], T.cancel_penalty[jack]) == (0, 0, 1)
    assert T.wild[other_jack] == 1
    eight, other_eight = parse_card("8H"), parse_card("8D")
    assert (T.skip_count[eight], T.block_card[eight], T.again[eight]) == (0, -1, 1)
    assert T.skip_count[other_eight] == 2 and T.block_card[other_eight] == parse_card("9D")
