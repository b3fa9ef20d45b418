"""A card that eats the top card works on any pile: also on a lone start card, also in a user's ruleset."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

from maumau_tui.cards import JOKER, parse_card
from maumau_tui.engine.game import Game
from maumau_tui.notation import parse_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load
from maumau_tui.sim import seat_names

EIGHT_EATS = """\
id: eight-eats
name: Eight eats
description: An eight eats the top card.
extends: standard
effects:
  "8": {eat: true}
"""


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


def eight_eats(tmp_path: Path, players: int):
    path = tmp_path / "eight-eats.yaml"
    path.write_text(EIGHT_EATS, encoding="utf-8")
    return compile_ruleset(load(path), players)


def test_an_eight_that_eats_on_a_lone_start_card_leaves_a_free_pile(tmp_path: Path) -> None:
    tables = eight_eats(tmp_path, 3)
    game = Game.stacked(tables, seat_names(3), [cards("8C KD 9S"), cards("QH 10D"), cards("9C 7S")],
                        cards("8H"), cards("AC AS 7D"), dealer=2)
    game.apply(parse_move("play 8C"))
    assert game.pile == [] and game.top == JOKER and game.actor == 1
    assert Counter(game.removed) == Counter(cards("8H 8C"))
    assert {m.cards[0] for m in game.legal_moves() if m.kind == "play"} == set(cards("QH 10D"))
    game.apply(parse_move("play QH"))
    assert game.pile == cards("QH") and game.top == parse_card("QH")


def test_random_hands_with_an_eating_eight_conserve_cards_and_end(tmp_path: Path) -> None:
    for players in (2, 3, 5):
        tables = eight_eats(tmp_path, players)
        pack = sorted(tables.deck)
        emptied = 0
        for seed in range(400):
            game = Game.deal(tables, seat_names(players), dealer=seed % players, seed=seed)
            rng = random.Random(seed)
            while not game.finished and game.moves_made < 3000:
                game.apply(rng.choice(game.legal_moves()))
                emptied += not game.pile
                assert sorted(game.cards_in_play()) == pack
            assert game.finished
        assert emptied > 0, "no hand emptied the pile: the case is not exercised"


def test_idioten_mau_joker_on_the_start_card_in_the_first_round() -> None:
    tables = compile_ruleset(load("idioten-mau"), 2)
    game = Game.stacked(tables, seat_names(2), [[JOKER], cards("9D")], cards("9C"), cards("AC 7D"), dealer=1)
    assert parse_move("play *") in game.legal_moves()
    game.apply(parse_move("play *"))
    assert game.finished and game.out == [0]
