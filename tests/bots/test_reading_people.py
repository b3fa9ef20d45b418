"""What a sensible player reads at the table (PLAYTEST112): a card that keeps the turn and the one after it that takes
the player out; a declared card of blind play that lies face up already; the suit a rival about to go out wished for.
Hands laid out card by card; the medium bot, the hard bot (a fixed count of iterations) and the hint."""

from __future__ import annotations

from maumau_tui.bots.base import seen_by
from maumau_tui.bots.heuristic import HeuristicBot
from maumau_tui.bots.hint import hint, reason_text
from maumau_tui.bots.search import SearchBot
from maumau_tui.engine.game import Game
from maumau_tui.notation import format_move, parse_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load

from test_heuristic_decisions import apply, cards, decide, lay_out


def hard(game: Game) -> str:
    seat = game.seats_to_act()[0]
    return format_move(SearchBot(1, iterations=200).choose(seen_by(game, seat, with_info=True)), game.names)


def test_an_ace_first_when_the_card_after_it_takes_the_player_out() -> None:
    standard = lay_out("standard", ["7S AS", "9C 10C QC", "8D 9D KD", "8H 9H QH"], "KS")
    assert decide(standard) == hard(standard) == "play AS say mau"
    heads_up = lay_out("idioten-mau", ["7C AC", "9D 10D"], "QC", dealer=1)      # the Ace skips the only rival
    assert decide(heads_up) == hard(heads_up) == "play AC"
    told = hint(seen_by(heads_up, 0, with_info=True), "en", iterations=200)
    assert format_move(told.move, heads_up.names) == "play AC"
    assert told.reason == "You play on at once, and your last card takes you out."


def blind_game(hands: list[str], pile: str) -> Game:
    T = compile_ruleset(load("standard", {"blind": True}), len(hands))
    return Game.stacked(T, ["A", "B", "C"][:len(hands)], [cards(hand) for hand in hands], cards(pile),
                        cards("2C 3D 4D 5D 6H 7C 8C 9D 10D"), dealer=len(hands) - 1)


def test_a_declared_card_that_lies_face_up_is_doubted() -> None:
    game = blind_game(["10S KS 9C", "7D 8D 9D", "7H 10H QH"], "8H")     # the start card, face up for all: 8H
    apply(game, "play 10S as 8H")
    assert decide(game) == "catch A"
    told = hint(seen_by(game, 1, with_info=True), "en", iterations=50)
    assert told.reason == "That card already lies face up on the pile: it cannot be true."
    honest = blind_game(["8S KS 9C", "7D 8D 9D", "7H 10H QH"], "8H")    # 8S: one of the pack's, none face up
    apply(honest, "play 8S")
    assert decide(honest) == "accept"


def test_a_wish_is_not_the_suit_a_rival_on_two_cards_asked_for() -> None:
    game = lay_out("standard", ["9S JC 7H KH 8H", "JD QH 10H 9C", "9H 8C 10C"], "10D", dealer=0)
    for move in ("play JD", "wish H", "play 9H", "play 9S", "play 9C", "play 10C", "play JC"):
        apply(game, move)
    assert game.hands[1] == cards("QH 10H") and decide(game) != "wish H"     # B wished Hearts, and holds two cards
    told = HeuristicBot(1).explain(seen_by(game, 0))
    assert told.reason == "wish_suit_not_theirs"
    for seed in range(4):                                  # the hard bot and the hint too (PLAYTEST115 F2)
        chosen = SearchBot(seed, iterations=200).choose(seen_by(game, 0, with_info=True))
        assert format_move(chosen, game.names) != "wish H", seed
    assert format_move(hint(seen_by(game, 0, with_info=True), "en", iterations=200).move, game.names) != "wish H"
    last = lay_out("standard", ["9S JC 7H", "JD QH 10H 9C", "9H 8C 10C"], "10D", dealer=0)
    for move in ("play JD", "wish H", "play 9H", "play 9S", "play 9C", "play 10C", "play JC say mau"):
        apply(last, move)
    assert decide(last) == "wish H"             # its last card's suit takes it out first (PLAYTEST115 F5)
    plain = lay_out("standard", ["9S JC 7H KH 8H", "JD QS 10S 9C", "9S 8C 10C"], "10D", dealer=0)
    for move in ("play JD", "wish S", "play 9S", "play 9S", "play 9C", "play 10C", "play JC"):
        apply(plain, move)
    assert decide(plain) == "wish H"                       # the rival wished another suit: its own most, Hearts
    assert parse_move("wish H", plain.names) in plain.legal_moves(0)


def test_the_points_a_play_sheds_are_its_reason_only_where_no_other_card_sheds_more() -> None:
    game = lay_out("kronenstube", ["9C KD 7H", "7D 8D 9S", "7S 10H QH"], "9D", dealer=2)
    seen = seen_by(game, 0, with_info=True)
    points = {text: sum(game.T.points[card] for card in parse_move(text, game.names).cards) for text in ("play 9C", "play KD")}
    assert points["play 9C"] < points["play KD"]
    assert reason_text("points", -1, seen, parse_move("play KD", game.names)) == \
        f"That sheds {points['play KD']} points from your hand."
    assert "points" not in reason_text("points", -1, seen, parse_move("play 9C", game.names))


def test_a_card_that_turns_the_play_away_from_a_rival_about_to_go_out_says_so() -> None:
    """(PLAYTEST112 F5: Pesten's Ace with the next rival on one card read "your more useful cards stay for later".)"""
    game = lay_out("pesten", ["AH 4C 8S QS", "9D", "7D 8D 9C 10C", "7S 10S 5C 6C"], "3H", dealer=3)
    explained = HeuristicBot(1).explain(seen_by(game, 0))
    assert format_move(explained.move, game.names) == "play AH" and explained.reason == "reverse_away"
    assert reason_text("reverse_away", -1, seen_by(game, 0, with_info=True), explained.move) == \
        "It turns the play around: the player who was next, and is close to going out, comes later."


def test_a_card_declared_once_too_often_for_the_pack_is_doubted() -> None:
    """PLAYTEST113 F8: the hint said to believe a second 7♥ in a game of one pack, the first one believed before."""
    game = blind_game(["10S KS 9C", "7C 10C KD", "7H 10H QH"], "9H")
    apply(game, "play 10S as 9D")
    apply(game, "accept")
    apply(game, "play 7C as 9D")                        # the pack's only 9♦, declared a second time
    assert decide(game) == "catch B"
    told = hint(seen_by(game, 2, with_info=True), "en", iterations=50)
    assert told.reason == ("That card was declared and believed before, and the pack has no more copies of it: one of "
                           "the declarations is a lie.")
    honest = blind_game(["10S KS 9C", "9C 10C KD", "7H 10H QH"], "9H")
    apply(honest, "play 10S as 9D")
    apply(honest, "accept")
    apply(honest, "play 9C")
    assert decide(honest) == "accept"


def test_a_player_found_out_lying_more_often_than_not_is_doubted() -> None:
    """PLAYTEST115 F1: doubting only what could not be true, the bots let a player who lied whenever a lie helped win
    four hands of five."""
    game = blind_game(["10S KS 9C", "10H 9D KD", "10D QH 8C"], "9H")
    apply(game, "play 10S as 9D")
    apply(game, "catch A")                              # a lie: A takes it back and draws
    apply(game, "play 10H")
    apply(game, "accept")
    apply(game, "play QH")
    apply(game, "accept")
    apply(game, "play 9C as KH")
    assert decide(game) == "catch A"
    told = hint(seen_by(game, 1, with_info=True), "en", iterations=50)
    assert told.reason == "A was found out lying more often than telling the truth this hand: challenge it."
    trusted = blind_game(["9C KS 10S AS", "10H 9D KD", "10D QH 8C"], "9H")
    apply(trusted, "play 9C")
    apply(trusted, "catch A")                           # the truth: B draws
    apply(trusted, "play 9D")
    apply(trusted, "accept")
    apply(trusted, "play 10D")
    apply(trusted, "accept")
    apply(trusted, "play KS as QD")
    assert decide(trusted) == "accept"


def test_a_last_card_that_would_end_a_hand_whose_points_do_not_count_is_always_doubted() -> None:
    """PLAYTEST118 F2: the bots believed one such card in three (the hint too, "No reason to doubt it."), lies among
    them; true, the hand is over all the same, so the challenge costs nothing."""
    from maumau_tui.bots.heuristic import HeuristicBot

    game = blind_game(["10S", "7D 8D 9D", "7H 10H QH"], "9H")
    apply(game, "play 10S as 9C")
    for seed in range(8):                             # (before, one chance in two)
        assert format_move(HeuristicBot(seed).choose(seen_by(game, 1)), game.names) == "catch A", seed
    told = hint(seen_by(game, 1, with_info=True), "en", iterations=50)
    assert format_move(told.move, game.names) == "catch A"
    assert told.reason == ("That would take A out and end the hand: a challenge costs nothing, and if it is a lie "
                           "A is not out.")


def test_a_jack_turns_away_the_suit_a_rival_on_one_card_asked_for() -> None:
    """PLAYTEST115 F4 (seed 14 of its scan): on J♥ with Clubs wished by a rival on its last card, the medium bot
    played K♣ and kept its Jack; the rival went out with 9♣.  It spends the Jack where the rival plays next, and where
    others play before it only if they cannot wish the suit back with a Jack on its Jack (Kronenstube): in standard
    such a Jack stopped the rival no more often and cost its player a quarter of its wins (PLAYTEST118 F1)."""
    heads_up = lay_out("standard", ["9D QS KC JC 10S", "JH 9C"], "10H", dealer=0)
    apply(heads_up, "play JH say mau")
    apply(heads_up, "wish C")
    assert decide(heads_up) == "play JC"
    told = hint(seen_by(heads_up, 0, with_info=True), "en", iterations=200)
    assert format_move(told.move, heads_up.names) == "play JC"
    assert told.reason == "It wishes away the suit a rival on one card asked for."
    for ruleset, kept in (("kronenstube", "play JD"), ("standard", "play 10C")):
        game = lay_out(ruleset, ["KC 9H 9D QS 10D", "JD 10C 7S 8H", "10S QD KD 7D", "JH 9C"], "10H", dealer=2)
        apply(game, "play JH say mau")
        apply(game, "wish C")
        apply(game, "play KC")                     # B's turn: C plays before D, on one card, who asked for Clubs
        assert decide(game) == kept, ruleset
    plain = lay_out("standard", ["9H 9D JC QS KC", "8D 10D 7H", "10S QD KD", "JH 9C 8C"], "10H", dealer=2)
    apply(plain, "play JH")
    apply(plain, "wish C")
    assert decide(plain) == "play KC"              # the rival holds two cards: the Jack is kept


def test_an_ace_that_passes_a_swap_on_is_not_called_a_swap_of_ones_own_nor_a_stop() -> None:
    """PLAYTEST115 F6: the hint's reason for passing a swap on was "The swap gets you a smaller hand"."""
    game = lay_out("erftschmiede", ["AH JC 9S KD 8C 10C", "AS 9C", "8S 9C 10S", "3S 4S 8H"], "7H")
    apply(game, "play AH")
    apply(game, "name B")
    told = hint(seen_by(game, 1, with_info=True), "en", iterations=200)
    assert format_move(told.move, game.names) == "play AS say mau"
    assert told.reason == "The swap passes you by: you keep your hand instead of a bigger one."
