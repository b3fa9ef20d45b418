"""PLAYTEST215 F9: the dealer who acts for the start card (Erftschmiede's 4: who gets a card) read "Your turn. · Who
gets a card from you?", as if they also played a card now; the first turn is the next seat's (RULES.md)."""

from __future__ import annotations

import pytest

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.engine.views import view
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load
from maumau_tui.tui.labels import Look
from maumau_tui.tui.prompts import prompt_for
from maumau_tui.tui.seat_link import TableFacts
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.status import status_line
from tui_helpers import pass_guard, screen_text, send, staged_app, until_decision

NAMES = ["Ann", "Bob", "Cy"]


def dealt(start: str, dealer: int) -> Game:
    rules = compile_ruleset(load("erftschmiede"), 3)
    hands = [[parse_card(card) for card in hand.split()] for hand in ("7H 9S QD", "8H 10D KD", "9C 8C 10C")]
    return Game.stacked(rules, NAMES, hands, [parse_card(start)], [parse_card(card) for card in "9D 7D AC KC".split()],
                        dealer=dealer, start_effect=True)


@pytest.mark.parametrize(("lang", "said"), [("en", "You dealt: the start card is yours."),
                                            ("de", "Du hast gegeben: die Startkarte zählt als deine.")])
def test_the_dealer_deciding_for_the_start_card_is_not_told_it_is_their_turn(lang: str, said: str) -> None:
    game = dealt("4C", dealer=2)
    seen = view(game, 2)
    assert seen.actor == 2 and seen.opening
    prompt = prompt_for(seen, Look(lang))
    assert prompt is not None and prompt.kind != "play"
    line = status_line(seen, True, TableFacts(load("erftschmiede")), Look(lang), prompt, 100)
    assert line.startswith(f" {said} · "), line
    assert "Your turn" not in line and "Du bist dran" not in line
    game.apply(prompt.choices[0].move, 2)                   # the receiver named: the card to give is the next question
    seen = view(game, 2)
    prompt = prompt_for(seen, Look(lang))
    assert prompt is not None and prompt.kind == "give" and seen.actor == 2
    line = status_line(seen, True, TableFacts(load("erftschmiede")), Look(lang), prompt, 100)
    assert line.startswith(f" {said} · "), line              # (PLAYTEST216 F2: "Your turn. · Which card does Ann get?")


def test_the_first_player_on_the_opening_is_told_it_is_their_turn() -> None:
    game = dealt("10H", dealer=2)
    seen = view(game, 0)
    assert seen.actor == 0 and seen.opening
    line = status_line(seen, True, TableFacts(load("erftschmiede")), Look("en"), prompt_for(seen, Look("en")), 100)
    assert line.startswith(" Your turn."), line


@pytest.mark.parametrize(("lang", "title"), [("en", "Cy decides on the start card"),
                                             ("de", "Cy entscheidet über die Startkarte")])
async def test_the_hand_off_to_the_dealer_for_the_start_card_does_not_call_it_their_turn(lang: str, title: str) -> None:
    """PLAYTEST216 N3: the hand-off before it read "Cy's turn", and the status line behind it that it was not."""
    people = [("Ann", False), ("Bob", False), ("Cy", False)]
    app = staged_app(people, ["7H 9S QD", "8H 10D KD", "9C 8C 10C"], pile="4C", stock="9D 7D AC KC",
                     ruleset="erftschmiede", lang=lang, dealer=2, start_effect=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        assert isinstance(app.screen, HandoffScreen)
        said = screen_text(app)
        assert title in said and "Cy's turn" not in said and "Cy ist dran" not in said, said
        pass_guard(app)
        await send(pilot, "enter")                          # Cy takes the keyboard
        pass_guard(app)
        await send(pilot, "1", "enter")                     # names Ann as the receiver of the start card's gift
        await until_decision(pilot, app)
        assert app.table is not None and app.table.game.actor == 2, "the card to give is Cy's next question"
        pass_guard(app)
        await send(pilot, "1", "enter")                     # and gives it: Ann may give it back with a 4
        await until_decision(pilot, app)
        assert isinstance(app.screen, HandoffScreen)
        said = screen_text(app)
        assert ("Ann answers" if lang == "en" else "Ann antwortet") in said, said
