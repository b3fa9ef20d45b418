"""A declared card (a joker, or a blind play) is named in the move list, so nobody plays a lie by accident."""

from __future__ import annotations

from maumau_tui.notation import parse_move
from maumau_tui.tui.labels import Look, move_label


def test_a_blind_play_names_the_real_and_the_declared_card() -> None:
    move = parse_move("play 9C as 7H")
    label_en = move_label(move, ["A", "B"], Look(lang="en", ascii_cards=True))
    assert "9C" in label_en and "as 7H" in label_en and "7 of Hearts" in label_en
    label_de = move_label(move, ["A", "B"], Look(lang="de", ascii_cards=False))
    assert "als 7♥" in label_de and "Herz 7" in label_de
