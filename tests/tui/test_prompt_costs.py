"""The list of moves (key o) and the decision prompts name a draw with its count, as the hint does: against a
pending 7 the list said "Draw a card" while the draw was 2."""

from __future__ import annotations

from maumau_tui.tui.labels import Look, for_ruleset
from maumau_tui.tui.prompts import all_moves_prompt
from test_labels_costs import after


def test_the_list_of_moves_against_a_seven_says_two_cards_in_english_and_german() -> None:
    seen, table = after("standard", ["7C 9D 10D", "KD QD 10S"], "9C", ["play 7C"])
    assert seen.pending_draw == 2
    for lang, words in (("en", "Draw 2 cards"), ("de", "2 Karten ziehen")):
        spec = all_moves_prompt(seen, for_ruleset(Look(lang), table.ruleset))
        assert [choice.label for choice in spec.choices] == [words]
