"""The log and the view say what a played card asks of the next player: a penalty that also costs the turn
(Pharaoh's 6, not its 7), and a card that must be followed (standard's Ace, Evil Seven's 8), for whoever
looks (the seat on turn, the others, the public view)."""

from __future__ import annotations

from maumau_tui.cards import parse_card
from maumau_tui.engine import events as ev
from maumau_tui.engine.game import Game
from maumau_tui.engine.views import log_lines, view
from maumau_tui.notation import parse_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load

NAMES = ["Ann", "Bob", "Cy"]


def stacked(ruleset_id: str, hands: list[list[str]], pile: list[str], stock: list[str]) -> Game:
    tables = compile_ruleset(load(ruleset_id), 3)
    return Game.stacked(tables, NAMES, [[parse_card(c) for c in cards] for cards in hands],
                        [parse_card(c) for c in pile], [parse_card(c) for c in stock], dealer=2)


def play(game: Game, words: str) -> None:
    game.apply(parse_move(words, NAMES))


def test_pharaohs_six_logs_a_penalty_that_costs_the_turn_and_its_seven_one_that_does_not() -> None:
    for card, skips in (("6H", True), ("7H", False)):
        game = stacked("pharaoh", [[card, "9S", "QD"], ["8H", "10D", "KH"], ["9C", "8C", "10C"]], ["10H"],
                       ["9D", "7D", "AC"])
        play(game, f"play {card}")
        assert game.log[-1] == (ev.PENALTY, 0, 1, skips)
        english = log_lines(game, None, "en")
        assert ("Draw one and miss a turn!" in english) is skips
        assert ("Draw one!" in english) is not skips
        assert ("Zieh eine und setz aus!" in log_lines(game, 1, "de")) is skips


def test_a_stacked_penalty_that_costs_the_turn_says_the_whole_count() -> None:
    game = stacked("prsi", [["7H", "9S", "QD"], ["7S", "10D", "KH"], ["9C", "8C", "10C"]], ["10H"], ["9D", "7D", "AC"])
    play(game, "play 7H")
    play(game, "play 7S")
    assert game.log[-1] == (ev.PENALTY, 1, 4, True)
    assert log_lines(game, None, "en")[-1] == "Draw four and miss a turn!"


def test_a_card_to_follow_is_logged_and_shown_in_every_view_until_it_is_followed() -> None:
    for ruleset_id, card, fitting in (("standard", "AH", "9H"), ("evil-seven", "8H", "3H")):
        game = stacked(ruleset_id, [[card, fitting, "KS"], ["9S", "10D", "KD"], ["QS", "8C", "10C"]], ["10H"],
                       ["7S", "9D", "8D"])
        assert not view(game, 0).following
        play(game, f"play {card}")
        assert game.log[-1] == (ev.FOLLOW, 0)
        assert log_lines(game, None, "en")[-1] == "Ann must cover it with a fitting card or draw one."
        assert all(view(game, seat).following for seat in (0, 1, None))
        play(game, f"play {fitting}")
        assert not any(view(game, seat).following for seat in (0, 1, None))
        assert game.log[-1][0] == ev.PLAY and [event[0] for event in game.log].count(ev.FOLLOW) == 1


def test_a_follow_ended_by_drawing_leaves_the_next_seat_free() -> None:
    game = stacked("standard", [["AH", "KS", "QC"], ["KH", "10D", "9S"], ["QS", "8C", "10C"]], ["10H"],
                   ["9H", "7D", "8D"])
    play(game, "play AH")
    assert view(game, 0).following
    play(game, "draw")
    assert game.actor == 1 and not view(game, 1).following


def test_following_with_a_wish_card_asks_the_wish_not_a_follow() -> None:
    game = stacked("standard", [["AH", "JC", "KS"], ["KH", "10D", "9S"], ["QS", "8C", "10C"]], ["10H"],
                   ["9H", "7D", "8D"])
    play(game, "play AH")
    play(game, "play JC")
    assert game.phase == "wish" and not view(game, 0).following


def test_the_dealer_follows_an_ace_turned_up_at_the_start() -> None:
    tables = compile_ruleset(load("standard"), 3)
    hands = [[parse_card(c) for c in cards] for cards in (["9S", "KD"], ["9C", "10D"], ["9H", "8C"])]
    game = Game.stacked(tables, NAMES, hands, [parse_card("AH")], [parse_card("7S")], dealer=2, start_effect=True)
    assert game.actor == 2 and game.log[-1] == (ev.FOLLOW, 2) and view(game, None).following


def test_an_old_penalty_event_without_the_flag_still_reads() -> None:
    assert ev.describe((ev.PENALTY, 0, 2), NAMES, "en") == ["Draw two!"]


def test_a_card_that_plays_again_says_so_but_not_as_the_last_card() -> None:
    """A King in Pesten is followed by "Ann goes again." (its own words: "Heer: nog 'n keer"); Prší's 10 (with its
    option) played as the last card, by a player then out, says nothing of the kind (review 82)."""
    game = stacked("pesten", [["KH", "9H", "QD"], ["8S", "10D", "KD"], ["9C", "8C", "10C"]], ["10H"], ["9D", "7D", "AC"])
    play(game, "play KH")
    assert game.log[-1] == (ev.AGAIN, 0, parse_card("KH")) and game.actor == 0
    assert "“Heer: nog ’n keer!” – Ann goes again." in log_lines(game, 1, "en")
    for options in ({"ten_all_draw": True}, {"ten_all_draw": True, "return_after_out": True}):
        tables = compile_ruleset(load("prsi", options), 3)
        game = Game.stacked(tables, NAMES, [[parse_card("10H")], [parse_card("8S")], [parse_card("9C")]],
                            [parse_card("KH")], [parse_card(c) for c in ("9D", "7D", "AC", "8D")], dealer=2)
        play(game, "play 10H")                      # the others draw one each; Ann has no card left
        assert not any(event[0] == ev.AGAIN for event in game.log), (options, game.log)
        assert game.hands[0] == [] and game.actor != 0
