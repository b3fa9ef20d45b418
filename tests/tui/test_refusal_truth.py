"""A refused card is told why only where that is so: on random hands of every ruleset, every card a seat holds and
may not play now gets a sentence that is true of the table (review 43: "does not fit on" was said of cards that
fitted, when a skip was open, after a draw, or in an answer window)."""

from __future__ import annotations

import random

import pytest

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.engine.state import Phase
from maumau_tui.engine.views import view as view_of
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load, ruleset_paths
from maumau_tui.notation import parse_move
from maumau_tui.tui.labels import Look
from maumau_tui.tui.refusals import refusal
from maumau_tui.tui.seat_link import TableFacts


@pytest.mark.parametrize("ruleset_id", sorted(ruleset_paths()))
def test_every_refusal_of_a_card_is_true_of_the_table(ruleset_id: str) -> None:
    rules = load(ruleset_id, {"drawn_seven": True} if ruleset_id == "faraon" else None)   # (a penalty drawn card by card)
    facts, look = TableFacts(ruleset=rules), Look("en")
    told = 0
    for players in (2, 4):
        tables = compile_ruleset(rules, max(players, rules.players.min))
        names = [f"P{seat}" for seat in range(max(players, rules.players.min))]
        for seed in range(3):
            rng, game = random.Random(seed), Game.deal(tables, names, seed=seed)
            for _ in range(150):
                seats = game.seats_to_act()
                if game.finished or not seats:
                    break
                for seat in seats:
                    seen = view_of(game, seat)
                    for card in set(seen.hand):
                        if any(move.kind == "play" and move.cards[:1] == (card,) for move in seen.legal):
                            continue
                        said, told = refusal("play", seen, facts, look, card), told + 1
                        fits = tables.playable(seen.top, seen.wish_suit, seen.wish_rank)[card]
                        if " does not fit on " in said or "does not follow the wish" in said or "may not be played on" in said:
                            assert not fits and seen.phase == Phase.TURN and not seen.pending_skip, (said, seen)
                            assert not seen.drawn or rules.draw.after == "any", (said, seen)
                        if said.startswith("You have drawn"):
                            assert seen.drawn and any(move.kind == "play" for move in seen.legal) == (
                                "play the drawn card" in said), (said, seen)
                        if said.endswith("or answer it."):      # (any card of the hand that answers it)
                            assert not seen.drawn, (said, seen)
                        if said.startswith("Only the card just drawn answers"):
                            assert seen.drawn and seen.pending_draw and any(move.kind == "play" for move in seen.legal)
                        if said.startswith("Accept the skip (a)"):
                            assert seen.pending_skip, (said, seen)
                        if "may not be played on" in said:
                            assert tables.wild[card], (said, seen)
                        if "gives a card away" in said:
                            assert len(seen.hand) < 3 and tables.give[card], (said, seen)
                game.apply(rng.choice(game.legal_moves(seats[0])), seats[0])
    assert told > 0


def test_the_caller_of_a_round_of_kings_hears_why_the_last_king_does_not_close_it() -> None:
    """000 K: the King that closes a round of Kings may not be the caller's last card (the scenario
    ``erftschmiede/kings_round_caller_fails.yaml``): the caller holding one King is told that, not that only a King
    fits; a seat that is not the caller, holding a card that is no King, still hears that only a King fits."""
    rules = load("erftschmiede")
    names = ["A", "B", "C"]
    cards = [[parse_card(c) for c in hand.split()] for hand in ("KH KS", "KC 5D 6D", "QD 10D 3S", "9S 5H", "AC 8S 9D 2C 3C")]
    game = Game.stacked(compile_ruleset(rules, 3), names, cards[:3], cards[3], cards[4], dealer=2)
    facts = TableFacts(ruleset=rules)
    for move, seat in (("play KH say koenigsrunde", 0), ("play KC", 1)):
        game.apply(parse_move(move, names), seat)
    said = refusal("play", view_of(game, 2), facts, Look("en"), parse_card("10D"))
    assert said == "In a Round of Kings only a King (or a joker as a King) fits – else draw (d)."
    game.apply(parse_move("draw", names), 2)
    assert game.phase == Phase.TURN and game.actor == 0 and game.hands[0] == [parse_card("KS")]
    said = refusal("play", view_of(game, 0), facts, Look("en"), parse_card("KS"))
    assert said == "The King that closes your Round of Kings may not be your last card: draw (d)."
    german = refusal("play", view_of(game, 0), facts, Look("de"), parse_card("KS"))
    assert german.startswith("Der König, der deine Königsrunde beendet")


def test_k_in_another_seats_round_of_kings_says_whose_round_it_is() -> None:
    """(PLAYTEST102 F1: B, holding two Kings in A's round, pressed k and read that a round is called by who plays a
    King and holds another, which B was doing.)  B hears that the round is A's; before it, with nothing open, the
    plain rule."""
    rules = load("erftschmiede")
    names = ["A", "B", "C"]
    cards = [[parse_card(c) for c in hand.split()] for hand in ("KH KS 9D", "KC KD 6D", "QD 10D 3S", "9S 5H", "AC 8S 9D")]
    game = Game.stacked(compile_ruleset(rules, 3), names, cards[:3], cards[3], cards[4], dealer=2)
    facts = TableFacts(ruleset=rules)
    game.apply(parse_move("play KH say koenigsrunde", names), 0)
    assert refusal("kings", view_of(game, 1), facts, Look("en")) == \
        "A's Round of Kings is on: play a King or draw (d). Only the one who opened it may open another."
    assert refusal("kings", view_of(game, 1), facts, Look("de")).startswith("Die Königsrunde von A läuft")
    seven = Game.stacked(compile_ruleset(rules, 3), names, [cards[0][:2] + [parse_card("7H")], *cards[1:3]], cards[3],
                         cards[4], dealer=2)
    seven.apply(parse_move("play 7H", names), 0)
    assert refusal("kings", view_of(seven, 1), facts, Look("en")) == \
        "No Round of Kings can be called while a penalty or a skip is pending."


def test_f_refused_says_why_cheating_is_not_possible_now() -> None:
    """PLAYTEST121 F7: Ben faced "draw 2" in Erftschmiede and f said only "Cheating is not possible now."."""
    rules = load("erftschmiede")
    game = Game.stacked(compile_ruleset(rules, 3), ["Anna", "Ben", "Robo"],
                        [[parse_card(c) for c in "7H 9D 8S".split()], [parse_card(c) for c in "KC QD 10S".split()],
                         [parse_card(c) for c in "JD 9C 8C".split()]],
                        [parse_card("9H")], [parse_card(c) for c in "2C 3D 4D 5D 6H 7C 8D 9S".split()], dealer=2)
    game.apply(parse_move("play 7H", game.names), 0)
    seen = view_of(game, 1)
    assert seen.pending_draw and not any(move.kind == "cheat" for move in seen.legal)
    assert refusal("cheat", seen, TableFacts(ruleset=rules), Look("en")) == \
        "No cheating while a penalty is pending: draw (d) or answer it."
    assert refusal("cheat", seen, TableFacts(ruleset=rules), Look("de")).startswith("Fuschen geht nicht, solange eine Strafe")


def test_p_on_an_open_penalty_says_it_may_be_answered_where_a_card_answers_it() -> None:
    """PLAYTEST282 N5: p on an open 7 said only "Draw the penalty first (d)." to one who held a 7 to answer it."""
    rules = load("erftschmiede")
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    for held, said in (("7C KD 6S", "A penalty is pending: draw 2 cards (d) or answer it."),
                       ("KC QD 6S", "Draw the penalty first (d).")):
        game = Game.stacked(compile_ruleset(rules, 3), ["Anna", "Ben", "Robo"], [cards("7H 9D 8S"), cards(held),
                            cards("JD 9C 8C")], cards("9H"), cards("2C 3D 4D 5D 6H 7D 8D 9S"), dealer=2)
        game.apply(parse_move("play 7H", game.names), 0)
        seen = view_of(game, 1)
        assert seen.pending_draw == 2
        assert refusal("pass", seen, TableFacts(ruleset=rules), Look("en")) == said


def test_f_with_every_card_fitting_says_so() -> None:
    """PLAYTEST217 N4: Bert held 4♥ 5♣ Q♣ Q♥ on the 4♠, every card fitting, and f said only "Fuschen geht gerade
    nicht."."""
    rules = load("erftschmiede")
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    game = Game.stacked(compile_ruleset(rules, 3), ["Anna", "Ben", "Robo"], [cards("4H 5S QS QH"), cards("KC QD 10S"),
                        cards("JD 9C 8C")], cards("4S"), cards("2C 3D 4D 5D 6H 7C 8D 9S"), dealer=2)
    seen = view_of(game, 0)
    assert seen.my_turn and not any(move.kind == "cheat" for move in seen.legal)
    assert refusal("cheat", seen, TableFacts(ruleset=rules), Look("en")) == \
        "Cheating is not possible now: every card of yours fits."
    assert refusal("cheat", seen, TableFacts(ruleset=rules), Look("de")) == \
        "Fuschen geht gerade nicht: jede deiner Karten passt."


def test_f_where_an_option_of_the_table_took_cheating_away_says_so_not_that_the_variant_has_none() -> None:
    """PLAYTEST176 F3: after the table voted "No cheating.", f said "This variant has no cheating" of Erftschmiede."""
    game = Game.deal(compile_ruleset(load("erftschmiede"), 3), ["A", "B", "C"], seed=1)
    seen = view_of(game, game.seats_to_act()[0])
    off = load("erftschmiede", {"no_cheating": True})
    assert off.cheating is None
    facts = TableFacts(ruleset=off, options={"no_cheating": True})
    assert refusal("cheat", seen, facts, Look("en")) == "Cheating is off at this table (house rule: No cheating)."
    assert refusal("cheat", seen, facts, Look("de")) == "Fuschen ist an diesem Tisch aus (Hausregel: Fuschen verboten)."
    assert refusal("cheat", seen, TableFacts(ruleset=load("standard")), Look("en")) == "This variant has no cheating."


def test_m_on_a_card_that_does_not_go_says_why_not_when_the_call_is_made() -> None:
    """PLAYTEST208 F2: in Tschau Sepp, holding two cards of which none fits, m said "“Tschau” goes with the
    second-to-last card", which the player held.  A card that does not go at all is told why, as for a play; a
    card that fits, with more cards in hand than the call goes with, is still told when the call is made."""
    rules = load("tschau-sepp")
    facts = TableFacts(ruleset=rules)
    tables = compile_ruleset(rules, 2)
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    stuck = Game.stacked(tables, ["Anna", "Ben"], [cards("7D 10D"), cards("KS QS 8S")], cards("9C"),
                         cards("2C 3C 4C 5C"), dealer=1)
    seen = view_of(stuck, 0)
    assert not any(move.kind == "play" for move in seen.legal)
    for lang, said in (("en", "10 of Diamonds does not fit on 9 of Clubs."), ("de", "Karo 10 passt nicht auf Kreuz 9.")):
        assert refusal("call", seen, facts, Look(lang), parse_card("10D")) == said
    early = Game.stacked(tables, ["Anna", "Ben"], [cards("9D 10D 8H"), cards("KS QS 8S")], cards("9C"),
                         cards("2C 3C 4C 5C"), dealer=1)
    assert refusal("call", view_of(early, 0), facts, Look("en"), parse_card("9D")) == \
        "“Tschau” goes with the second-to-last card."


def test_a_card_refused_while_a_penalty_card_just_drawn_answers_it_counts_what_is_left() -> None:
    """(Faraón, the 7 drawn card by card: with one card of the penalty left the refusal said "draw the other 1".)"""
    rules = load("faraon", {"drawn_seven": True})
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    game = Game.stacked(compile_ruleset(rules, 2), ["A", "B"], [cards("7C 9D 10D"), cards("8D 9H 10H")], cards("8C"),
                        cards("9S 7H KC QC KD QD"), 1)
    game.apply(parse_move("play 7C"))
    game.apply(parse_move("draw"))
    seen = view_of(game, 1)
    assert seen.drawn and seen.pending_draw == 1 and any(move.kind == "play" for move in seen.legal)
    facts = TableFacts(ruleset=rules)
    assert refusal("play", seen, facts, Look("en"), card=parse_card("9H")) == (
        "Only the card just drawn answers the penalty now; else draw the last card of the penalty (d).")
    assert refusal("play", seen, facts, Look("de"), card=parse_card("9H")) == (
        "Nur die eben gezogene Karte beantwortet die Strafe jetzt; sonst die letzte Strafkarte ziehen (d).")


@pytest.mark.parametrize("ruleset_id", sorted(ruleset_paths()))
def test_a_refused_pass_never_sends_the_seat_to_a_key_that_is_refused_too(ruleset_id: str) -> None:
    """PLAYTEST258 N2 (Puque): with a card that fits, p said "You can only pass after drawing (d)", and d was refused
    with "You can only draw when no card fits"."""
    rules = load(ruleset_id)
    facts, look = TableFacts(ruleset=rules), Look("en")
    for seed in range(4):
        tables = compile_ruleset(rules, max(3, rules.players.min))
        names = [f"P{seat}" for seat in range(max(3, rules.players.min))]
        rng, game = random.Random(seed), Game.deal(tables, names, seed=seed)
        for _ in range(120):
            seats = game.seats_to_act()
            if game.finished or not seats:
                break
            seen = view_of(game, seats[0])
            kinds = {move.kind for move in seen.legal}
            if seen.my_turn and seen.phase == Phase.TURN and "pass" not in kinds:
                said = refusal("pass", seen, facts, look)
                assert "(d)" not in said or "draw" in kinds, (said, seen)
                if "play a card in [ ]" in said:
                    assert "play" in kinds, (said, seen)
            game.apply(rng.choice(game.legal_moves(seats[0])), seats[0])
