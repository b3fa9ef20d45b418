"""The hint for a person: the hard bot's move for the seat, legal, with a reason in the player's language."""

from __future__ import annotations

from dataclasses import replace

from maumau_tui.bots.base import Seen, seen_by
from maumau_tui.bots.heuristic import HeuristicBot
from maumau_tui.bots.hint import REASONS, compared, hint, last_card_calls, reason_text, searched, settled
from maumau_tui.bots.plays import play_value
from maumau_tui.bots.reading import Situation
from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.log_words import PLAY
from maumau_tui.notation import format_move, parse_move

from bot_helpers import tables


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


def test_the_hint_is_a_legal_move_with_a_reason_in_both_languages() -> None:
    game = Game.stacked(tables("standard", 4), ["A", "B", "C", "D"],
                        [cards("9H KS"), cards("7C 8C 9D"), cards("9C 10C 10D"), cards("AC KC QD")],
                        cards("10H"), cards("2C 3D 4D 5D 6H 7D 8D 9S 10S"), dealer=3)
    seen = seen_by(game, 0, with_info=True)
    english = hint(seen, "en", iterations=30)
    german = hint(seen, "de", iterations=30)
    assert english.move == german.move == parse_move("play 9H say mau")
    assert english.text == "play 9H say mau"
    assert english.reason and german.reason and english.reason != german.reason


def test_the_hint_names_the_wished_suit_and_the_rival() -> None:
    game = Game.stacked(tables("standard", 4), ["A", "B", "C", "D"],
                        [cards("JC 7H 9H KH 8C"), cards("7C 8C"), cards("9C 10C"), cards("AC KC")],
                        cards("10S"), cards("2C 3D 4D 5D 6H 7D 8D 9S 10D"), dealer=3)
    game.apply(parse_move("play JC"))
    shown = hint(seen_by(game, 0, with_info=True), "en", iterations=60)
    assert format_move(shown.move) == "wish H"
    assert shown.reason == "You hold more Hearts than any other suit."


def test_every_reason_is_worded_in_both_languages() -> None:
    assert set(REASONS["de"]) == set(REASONS["en"])
    assert all(text.strip() for words in REASONS.values() for text in words.values())


def test_a_seven_says_the_next_player_is_close_to_going_out_only_when_they_are() -> None:
    def reason(next_hand: str) -> str:
        game = Game.stacked(tables("standard", 3), ["A", "B", "C"],
                            [cards("7H KS QS"), cards(next_hand), cards("9C 10C 10D 8D 9D")],
                            cards("10H"), cards("2C 3D 4D 5D 6H 7D 9S 10S"), dealer=2)
        shown = hint(seen_by(game, 0, with_info=True), "en", iterations=60)
        assert shown.text == "play 7H"
        return shown.reason

    assert reason("7C 8C KD QD AS") == "The next player must draw."
    assert reason("7C 8C") == "The next player must draw – they are down to a few cards."


def test_the_last_card_with_its_call_is_one_move_for_the_hint() -> None:
    game = Game.stacked(tables("kronenstube", 3), ["A", "B", "C"],
                        [cards("8C"), cards("7C 9D KD"), cards("9C 10C 10D")],
                        cards("QC"), cards("2C 3D 4D 5D 6H 7D 9S 10S"), dealer=2)
    seen = seen_by(game, 0, with_info=True)
    assert {format_move(move) for move in seen.view.legal if move.kind == "play"} >= {"play 8C"}
    shown = hint(seen, "en", iterations=60)
    assert shown.move.cards == (parse_card("8C"),)
    assert shown.reason == "That takes you out."


def test_the_search_alone_speaks_of_a_close_call_when_another_move_was_followed_nearly_as_often() -> None:
    eight, eight_called, nine = parse_move("play 8C"), parse_move("play 8C say mau"), parse_move("play 9C")
    calls = last_card_calls(tables("standard", 3))
    key, share = searched(eight, {eight: (40, 0.5), eight_called: (45, 0.5), nine: (30, 0.4)}, calls)
    assert key == "searched" and round(share, 3) == round(85 / 115, 3)
    key, share = searched(nine, {eight: (20, 0.5), eight_called: (20, 0.5), nine: (45, 0.6)}, calls)
    assert key == "searched_close" and round(share, 3) == round(45 / 85, 3)
    others = {parse_move(f"play {rank}H"): (9.0, 0.3) for rank in (7, 8, 9, 10, "J", "Q", "K", "A")}
    key, share = searched(nine, {**others, nine: (10, 0.31)}, calls)   # (PLAYTEST121 F4: 4% said as "no better move")
    assert key == "searched_spread" and round(share, 3) == round(10 / 82, 3)


def test_the_calls_that_count_as_one_move_are_the_ruleset_s_own() -> None:
    """Tschau Sepp calls "Tschau" and "Sepp", not "Mau": its call twins are one move for the hint as well."""
    eight, tschau, nine = parse_move("play 8C"), parse_move("play 8C say tschau"), parse_move("play 9C")
    calls = last_card_calls(tables("tschau-sepp", 3))
    assert calls == {"tschau", "sepp"}
    key, share = searched(eight, {eight: (40, 0.5), tschau: (45, 0.5), nine: (30, 0.4)}, calls)
    assert key == "searched" and round(share, 3) == round(85 / 115, 3)


def test_playing_the_wild_card_itself_is_not_explained_as_keeping_the_valuable_cards() -> None:
    game = Game.stacked(tables("crazy-eights", 3), ["A", "B", "C"],
                        [cards("5C 8C QC KC"), cards("7D 9D 3S"), cards("4S 6S")], cards("2H"),
                        cards("2C 3D 4D 5D 6H 7S 9S"), dealer=2)
    seen = seen_by(game, 0, with_info=True)
    eight, plain = parse_move("play 8C"), parse_move("play 5C")
    assert reason_text("play", -1, seen, eight, "en") == "A wild card: you choose what comes next."
    assert reason_text("play", -1, seen, plain, "en") == "It fits, and your more useful cards stay for later."


def test_a_last_card_that_must_be_followed_is_not_said_to_take_the_player_out() -> None:
    # standard: "An Ace cannot win: a player whose last card is an Ace plays it and must follow or draw."
    game = Game.stacked(tables("standard", 3), ["A", "B", "C"], [cards("AD"), cards("7C 8C 9D"), cards("9C 10C")],
                        cards("QD"), cards("2C 3D 4D 5D 6H 7D 8D 9S"), dealer=2)
    shown = hint(seen_by(game, 0, with_info=True), "en", iterations=30)
    assert format_move(shown.move).startswith("play AD")
    assert shown.reason == "It fits, but nobody goes out with it: then cover it or draw."


def test_the_only_move_is_said_to_be_the_only_one() -> None:
    """With one move to make (its call aside) the hint says there is no other, instead of a reason to choose it
    (PLAYTEST35: 'the valuable cards stay for later' for the only card that fitted)."""
    game = Game.stacked(tables("standard", 4), ["A", "B", "C", "D"],
                        [cards("9H KS"), cards("7C 8C QS"), cards("9C 10C 10D"), cards("AC KC QD")],
                        cards("10H"), cards("2C 3D 4D 5D 6H 7D 8D 9S 10S"), dealer=3)
    seen = seen_by(game, 0, with_info=True)
    assert {move.kind for move in seen.view.legal} == {"play"} and len(seen.view.legal) == 2   # with or without Mau
    assert hint(seen, "en", iterations=30).reason == "The only card you can play – with its call, or you get caught."
    assert hint(seen, "de", iterations=30).reason == ("Die einzige Karte, die du legen kannst – mit der Ansage, sonst "
                                                      "erwischt man dich.")       # (PLAYTEST110 F21: "the only move")
    game.apply(parse_move("play 9H say mau"))
    later = hint(seen_by(game, 1, with_info=True), "en", iterations=30)     # 7C, 8C and QS do not fit: draw alone
    assert later.reason == "Nothing fits." and later.text == "draw"   # a reason that tells something stays (not
    #                                                                   "Draw a card. Nothing fits: draw.": PLAYTEST189)


def test_a_play_only_the_search_speaks_for_is_told_by_what_it_does_where_that_has_a_name(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """(Playtest 44: "The search chose it most often (62% …)" told a learner nothing about why; PLAYTEST173 F3 no more
    "found no better move (46% …)": the move it is better than is named.)"""
    from maumau_tui.bots.heuristic import Choice, HeuristicBot
    from maumau_tui.bots.search import SearchBot

    game = Game.stacked(tables("standard", 3), ["A", "B", "C"],
                        [cards("7H 9H KS QS"), cards("7C 8C"), cards("9C 10C 10D 8D 9D")],
                        cards("10H"), cards("2C 3D 4D 5D 6H 7D 9S 10S"), dealer=2)
    seen = seen_by(game, 0, with_info=True)
    seven, nine = parse_move("play 7H"), parse_move("play 9H")
    monkeypatch.setattr(HeuristicBot, "explain", lambda bot, seen: Choice(nine, "play"))
    monkeypatch.setattr(SearchBot, "think", lambda bot, seen: (seven, {seven: (80.0, 0.6), nine: (20.0, 0.4)}))
    assert hint(seen, "en", iterations=10).reason == "The next player must draw – they are down to a few cards."
    monkeypatch.setattr(SearchBot, "think", lambda bot, seen: (nine, {seven: (20.0, 0.6), nine: (80.0, 0.4)}))
    monkeypatch.setattr(HeuristicBot, "explain", lambda bot, seen: Choice(seven, "attack"))
    assert hint(seen, "en", iterations=10).reason == ("Better than the 7 of Hearts, the move that looks obvious: in many "
                                                      "trial games the search chose this one 80% of the time, that one "
                                                      "20%.")    # (PLAYTEST273 N1: the other's share too)
    assert hint(seen, "de", iterations=10).reason == ("Besser als Herz 7, der Zug, der sich anbietet: in vielen Probespielen "
                                                      "wählte die Suche diesen in 80 % der Fälle, jenen in 20 %.")   # (PLAYTEST173
    #                                                 F3; PLAYTEST240 N4: "in 8% of its games" said nothing to a player)
    draw = parse_move("draw")
    monkeypatch.setattr(HeuristicBot, "explain", lambda bot, seen: Choice(draw, "draw_keep"))
    assert hint(seen, "en", iterations=10).reason.startswith("Better than drawing, the move that looks obvious: ")
    monkeypatch.setattr(HeuristicBot, "explain", lambda bot, seen: Choice(parse_move("catch B", ["A", "B", "C"]), "catch"))
    assert hint(seen, "en", iterations=10).reason == ("No better move: in many trial games the search chose it 80% of "
                                                      "the time, every other move less often.")   # (no words)


def test_a_joker_played_as_a_king_in_a_round_of_kings_is_told_as_the_answer_to_it() -> None:
    """(Playtest 44: "It fits on anything, and you choose what comes next" for a joker that stood in for a King.)"""
    game = Game.stacked(tables("erftschmiede", 3), ["A", "B", "C"],
                        [cards("KH KD 9S 8S"), cards("* 5C 8D 2C"), cards("9C 10C 10D 8D")],
                        cards("9H"), cards("2S 3D 4D 5D 6H 7D 9S 10S"), dealer=2)
    game.apply(parse_move("play KH say koenigsrunde"))
    seen = seen_by(game, 1, with_info=True)
    assert seen.view.kings == 0
    joker = next(move for move in seen.view.legal if move.kind == "play" and move.as_card is not None)
    assert reason_text("play", -1, seen, joker, "en") == "It answers the Round of Kings: you draw nothing."
    assert reason_text("play", -1, seen, joker, "de") == "Das bedient die Königsrunde: du ziehst nichts."


def test_the_caller_closing_a_round_of_kings_is_told_what_not_closing_costs() -> None:
    """PLAYTEST278 F1: the caller, whose round came back, read "you draw nothing" (the others' reason, who may draw
    one card); without a King the caller draws three penalty cards."""
    game = Game.stacked(tables("erftschmiede", 3), ["A", "B", "C"],
                        [cards("KH KD 9S 8S"), cards("KC 5C 8D 2C"), cards("9C 10C 10D 8D")],
                        cards("9H"), cards("2S 3D 4D 5D 6H 7D 9S 10S"), dealer=2)
    game.apply(parse_move("play KH say koenigsrunde"))
    game.apply(parse_move("play KC"))
    game.apply(parse_move("draw"))
    seen = seen_by(game, 0, with_info=True)
    assert seen.view.kings == 0 and seen.view.seat == 0
    king = next(move for move in seen.view.legal if move.kind == "play")
    assert reason_text("play", -1, seen, king, "en") == ("It closes your Round of Kings: without a King you would draw 3 "
                                                         "penalty cards.")
    assert reason_text("play", -1, seen, king, "de") == ("Das beendet deine Königsrunde: ohne einen König zögest du 3 "
                                                         "Strafkarten.")
    from dataclasses import replace   # (REVIEW275 N3: a house rule's penalty of one card, or none, was "1 penalty cards")

    one, none = (replace(seen, tables=replace(seen.tables, kings_fail_draw=n)) for n in (1, 0))
    assert reason_text("play", -1, one, king, "en").endswith("without a King you would draw a penalty card.")
    assert reason_text("play", -1, none, king, "de").endswith("ohne einen König setztest du aus.")


def test_a_window_with_nothing_to_answer_with_says_it_is_the_only_move() -> None:
    """(Playtest 44: "No answer pays here" to a player who held no Queen to answer with.)"""
    game = Game.stacked(tables("erftschmiede", 3), ["A", "B", "C"],
                        [cards("QH 9S 8S 8C"), cards("5C 8D 2C 3S"), cards("9C 10C 10D 8D")],
                        cards("9H"), cards("2S 3D 4D 5D 6H 7D 9S 10S"), dealer=2)
    game.apply(parse_move("play QH"))
    game.apply(parse_move("name B", game.names))
    seen = seen_by(game, 1, with_info=True)
    assert [move.kind for move in seen.view.legal if move.kind not in ("wait", "catch")] == ["accept"]
    assert any(move.kind == "catch" for move in seen.view.legal)   # (an accusation of cheating: Erftschmiede's)
    assert hint(seen, "en", iterations=10).reason == "The only move – but for a catch, and there is no reason for one."


def test_the_reasons_say_what_the_table_makes_true() -> None:
    """(Playtest 56.) Erftschmiede's 6 skips the next two players; a last 7 may not go out (it is drawn for that, not
    because nothing fits); a caught cheat is told why a dispute does not pay; Kronenstube's points, where the match
    is scored by them, are said as points, not as "your useful cards stay"."""
    game = Game.stacked(tables("erftschmiede", 4), ["A", "B", "C", "D"],
                        [cards("6H 9S 8S 8C"), cards("5C 8D 2C 3S"), cards("9C 10C 10D 8D"), cards("3D 3H 9D 2H")],
                        cards("9H"), cards("2S 3C 4D 5D 6D 7D 9S 10S"), dealer=3)
    seen = seen_by(game, 0, with_info=True)
    six = parse_move("play 6H")
    assert reason_text("skip", -1, seen, six, "en") == "The next 2 players miss a turn."
    assert reason_text("skip_close", -1, seen, six, "de") == "Die nächsten 2 Spieler setzen aus – einer von ihnen ist bald draußen."
    two = Game.stacked(tables("erftschmiede", 2), ["A", "B"], [cards("6H 9S"), cards("5C 8D")], cards("9H"),
                       cards("2S 3C 4D 5D"), dealer=1)
    assert reason_text("skip", -1, seen_by(two, 0, with_info=True), six, "en") == "The next player misses a turn."

    last = Game.stacked(tables("erftschmiede", 3), ["A", "B", "C"], [cards("7C"), cards("8D 2C 3S"), cards("7D 9C 10C")],
                        cards("9D"), cards("2S 3D 4D 5D 6H 9S 10S"), dealer=1)
    last.apply(parse_move("play 7D"), 2)
    seen = seen_by(last, 0, with_info=True)
    assert [move.kind for move in seen.view.legal if move.kind != "catch"] == ["draw"]
    assert hint(seen, "en", iterations=10).reason == "7 of Clubs may not be your last card."
    assert hint(seen, "de", iterations=10).reason == "Kreuz 7 darf nicht deine letzte Karte sein."
    two = Game.stacked(tables("erftschmiede", 3), ["A", "B", "C"], [cards("2D"), cards("8D 2C 3S"), cards("7D 9C 10C")],
                       cards("9D"), cards("2S 3D 4D 5D 6H 9S 10S"), dealer=1)
    two.apply(parse_move("play 7D"), 2)           # a last 2 answers no 7 (PLAYTEST248 F3: said to be barred as last)
    said = hint(seen_by(two, 0, with_info=True), "en", iterations=10).reason
    assert said == "No card passes the penalty on: draw it first.", said

    caught = Game.stacked(tables("erftschmiede", 3), ["A", "B", "C"],
                          [cards("9D KS 8C"), cards("2H 3H 5S"), cards("6C 7C 8H")], cards("5H"),
                          cards("2S 3D 4D 5D 6H 9C 10S"), dealer=2)
    caught.apply(parse_move("cheat 9D"), 0)
    caught.apply(parse_move("catch A", caught.names), 1)
    seen = seen_by(caught, 0, with_info=True)
    assert seen.view.phase == "caught"
    assert hint(seen, "en", iterations=10).reason == "Disputing only costs more: the card did not fit."
    level = replace(seen, view=replace(seen.view, cheat_penalties=(2, 2)))   # (a ruleset whose dispute costs no more)
    assert reason_text("caught", -1, level, parse_move("accept"), "en") == "No answer pays here."
    cheaper = replace(seen, view=replace(seen.view, cheat_penalties=(3, 1)),   # (review 58: one whose dispute is cheaper)
                      tables=replace(seen.tables, cheat_penalty=3, cheat_dispute_penalty=1))
    explained = HeuristicBot(0).explain(cheaper)
    assert explained.move == parse_move("say einspruch") and explained.reason == "dispute"
    assert reason_text("dispute", -1, cheaper, explained.move, "en") == "Disputing costs fewer cards here than the penalty."

    points = Game.stacked(tables("kronenstube", 3), ["A", "B", "C"], [cards("AS 9S KC"), cards("7D 8D 9C"),
                          cards("9D 10C 8H")], cards("8S"), cards("2S 3D 4D 5D 6H 9H 10S"), dealer=2)
    seen = seen_by(points, 0, with_info=True)
    assert reason_text("points", -1, seen, parse_move("play AS"), "en") == "That sheds 11 points from your hand."
    assert reason_text("points", -1, seen, parse_move("play AS"), "de") == "Damit hast du 11 Punkte weniger auf der Hand."
    one = Game.stacked(tables("crazy-eights", 3), ["A", "B", "C"], [cards("AS 3C KC"), cards("7D 8D 9C"),
                       cards("9D 10C 8H")], cards("2S"), cards("3S 3D 4D 5D 6H 9H 10S"), dealer=2)
    assert reason_text("points", -1, seen_by(one, 0, with_info=True), parse_move("play AS"), "en") == \
        "That sheds 1 point from your hand."

    faraon = Game.stacked(tables("faraon", 4), ["A", "B", "C", "D"],
                          [cards("AH AS 9S 8S"), cards("8D 9C 10C KD"), cards("9D 10D KC KS"), cards("8H 9H 10H KH")],
                          cards("7H"), cards("8C 10S QD"), dealer=3)
    seen = seen_by(faraon, 0, with_info=True)
    assert reason_text("skip", -1, seen, parse_move("play AH AS"), "en") == "The next 2 players miss a turn."
    assert reason_text("skip", -1, seen, parse_move("play AH"), "en") == "The next player misses a turn."
    faraon.apply(parse_move("play AH AS"), 0)
    assert faraon.actor == 3                                      # (as the engine plays it: B and C skipped)


def test_a_close_call_is_said_with_the_sensible_move() -> None:
    """(Playtest 56: "swap with Bot-2 – a close call" for the largest hand.) Where the search chose the medium bot's
    move at least CLOSE_CALL as often as its own, the hint says the medium bot's; with its call, where it has one."""
    calls = frozenset({"mau"})
    big, small, other = (parse_move(f"name {seat}", ["A", "B", "C", "D"]) for seat in "DBC")
    stats = {big: (100.0, 0.5), small: (85.0, 0.5), other: (10.0, 0.4)}
    assert settled(big, small, stats, calls) == small
    assert settled(big, other, stats, calls) == big                 # far behind: the search's own
    assert settled(big, small, {big: (100.0, 0.5), small: (70.0, 0.5)}, calls) == big
    assert settled(big, small, {}, calls) == big                      # nothing searched (one move)
    play, play_said = parse_move("play 9H"), parse_move("play 9H say mau")
    assert settled(parse_move("play 9C"), play, {parse_move("play 9C"): (50.0, 0.5), play_said: (45.0, 0.5)},
                   calls) == play


def test_a_wish_among_suits_held_alike_is_not_said_to_be_the_suit_held_most() -> None:
    """(Playtest 56: "You hold most cards in Spades" of a hand of one card in each suit.)"""
    game = Game.stacked(tables("standard", 4), ["A", "B", "C", "D"],
                        [cards("JC 7H 9S 8C"), cards("7C 8D"), cards("9C 10C"), cards("AC KC")],
                        cards("10S"), cards("7S 3D 4D 5D 6H 7D 8H 9D 10D"), dealer=3)   # (a Spade still out)
    game.apply(parse_move("play JC"))
    explained = HeuristicBot(0).explain(seen_by(game, 0, with_info=True))
    assert explained.reason == "wish_suit_tied" and explained.move.kind == "wish"
    text = reason_text(explained.reason, explained.about, seen_by(game, 0, with_info=True), explained.move, "en")
    assert text.startswith("No suit in your hand outnumbers ") and text.endswith(".") and "{" not in text
    game = Game.stacked(tables("standard", 4), ["A", "B", "C", "D"],
                        [cards("JC 7H 9H 8C"), cards("7C 8D"), cards("9C 10C"), cards("AC KC")],
                        cards("10S"), cards("2C 3D 4D 5D 6H 7D 8H 9D 10D"), dealer=3)
    game.apply(parse_move("play JC"))
    assert HeuristicBot(0).explain(seen_by(game, 0, with_info=True)).reason == "wish_suit"


def test_the_only_card_that_fits_and_a_rival_as_close_as_another_are_said_so() -> None:
    """(Playtest 58.) "Your more useful cards stay for later" of the one card that fits; "Ben is closest to going
    out" of Ben beside Cleo holding as many cards."""
    game = Game.stacked(tables("standard", 4), ["A", "B", "C", "D"],
                        [cards("9H KS 2C"), cards("7C 8D 9C"), cards("9D 10C 8S"), cards("AC KC")],
                        cards("10H"), cards("2D 3D 4D 5D 6H 7D 8H"), dealer=3)
    seen = seen_by(game, 0, with_info=True)
    assert [move.cards for move in seen.view.legal if move.kind == "play" and not move.say] == [tuple(cards("9H"))]
    assert reason_text("play", -1, seen, parse_move("play 9H"), "en") == "The only card that fits."
    assert reason_text("play", -1, seen, parse_move("play 9H say mau"), "de") == "Die einzige Karte, die passt."
    assert reason_text("give_to", 1, seen, parse_move("name B", seen.view.names), "en") == \
        "Nobody is closer to going out than B."
    assert reason_text("victim", 3, seen, parse_move("name D", seen.view.names), "en") == "D is closest to going out."


def after_a_seven(ruleset_id: str, rest: str) -> Seen:
    """B's view after A's 7 of Clubs, B holding the 10 of Clubs (it fits; it passes no penalty on) and ``rest``."""
    game = Game.stacked(tables(ruleset_id, 3), ["A", "B", "C"], [cards("7C 9S 8H"), cards(f"10C {rest}"),
                        cards("9D 10D 8S")], cards("9C"), cards("2S 3D 4D 5D 6H 9H 10S KS"), dealer=2)
    game.apply(parse_move("play 7C"), 0)
    return seen_by(game, 1, with_info=True)


def test_a_penalty_nothing_passes_on_is_not_said_to_be_drawn_for_want_of_a_fitting_card() -> None:
    """(Playtest 58: Kronenstube's 7 of Clubs, "Nothing fits: draw." to a hand holding the 10 of Clubs.)  Where no card
    at the table ever passes a penalty on, the reason says so (PLAYTEST248 N3: "No card ..." read as if one might; at
    this table: a house rule may let 7s pass it on)."""
    seen = after_a_seven("kronenstube", "AS AH")
    assert seen.view.pending_draw == 2 and [move.kind for move in seen.view.legal if move.kind != "catch"] == ["draw"]
    assert hint(seen, "en", iterations=10).reason == "At this table no card passes a penalty on: draw it first."
    assert hint(seen, "de", iterations=10).reason == "An diesem Tisch gibt keine Karte eine Strafe weiter: erst ziehen."


def test_a_catch_says_which_of_the_two_everybody_saw_and_a_swap_partner_as_small_as_another() -> None:
    """(Playtest 58: "Anna missed a call or cheated" of a Queen that visibly did not fit, Anna holding five cards;
    "Robo holds the smallest hand" beside Ben holding as many.)"""
    game = Game.stacked(tables("standard", 4), ["A", "B", "C", "D"],
                        [cards("9H KS 2C"), cards("7C 8D 9C"), cards("9D 10C 8S"), cards("AC KC")],
                        cards("10H"), cards("2D 3D 4D 5D 6H 7D 8H"), dealer=3)
    seen = seen_by(game, 0, with_info=True)
    catch = parse_move("catch B", seen.view.names)
    called = replace(seen, view=replace(seen.view, catchable=(1,), last_play_misfit=False))
    played = (*seen.log, (PLAY, 1, parse_card("KS"), None))            # (B's card lies face up, not fitting)
    cheated = replace(seen, view=replace(seen.view, catchable=(), last_play_misfit=True), log=played)
    assert reason_text("catch", 1, called, catch, "en") == "B missed a call: catch them!"
    assert reason_text("catch", 1, cheated, catch, "en") == "B's card did not fit: catch them!"
    assert reason_text("catch", 1, cheated, catch, "de") == "Die Karte von B passte nicht: erwischen!"
    both = replace(seen, view=replace(seen.view, catchable=(2,), last_play_misfit=True), log=played)
    assert reason_text("catch", 2, both, parse_move("catch C", seen.view.names), "en") == "C missed a call: catch them!"
    assert reason_text("swap_with", 1, seen, parse_move("name B", seen.view.names), "en") == \
        "Nobody holds a smaller hand than B."
    assert reason_text("swap_with", 3, seen, parse_move("name D", seen.view.names), "en") == "D holds the smallest hand."


def test_a_penalty_that_also_skips_is_said_to_cost_the_turn() -> None:
    """(Review 60: "draw it first" in Prší, where drawing the 7's penalty also ends the turn.)"""
    seen = after_a_seven("prsi", "AS KH")
    assert seen.view.pending_draw and seen.tables.draw_then_skip[seen.view.top]
    assert reason_text("draw", -1, seen, parse_move("draw"), "en") == "No card passes the penalty on: draw it and miss a turn."


def test_a_ten_that_sends_the_penalty_back_says_to_whom() -> None:
    """(Playtest 89: "It passes the penalty on" for Erftschmiede's 10, which sends it back to who played the 7.)"""
    game = Game.stacked(tables("erftschmiede", 3), ["A", "B", "C"],
                        [cards("7H 9S 8S KD"), cards("10H 5C 8D 2C"), cards("9C 10C 10D 8D")],
                        cards("9H"), cards("2S 3D 4D 5D 6H 7D 9S 10S"), dealer=2)
    game.apply(parse_move("play 7H"))
    seen = seen_by(game, 1, with_info=True)
    ten = parse_move("play 10H")
    assert ten in seen.view.legal
    assert reason_text("pass_penalty", -1, seen, ten, "en") == "It sends the penalty back to A instead of drawing."
    assert reason_text("pass_penalty", -1, seen, ten, "de") == "Schickt die Strafe an A zurück, statt selbst zu ziehen."


def test_the_only_card_that_fits_is_said_so_beside_its_buy_and_cheats() -> None:
    """(Playtest 89: "your more useful cards stay for later" where the 3 was the only card that fitted, beside its
    twin with "I'll buy" and cheats with the others.)"""
    game = Game.stacked(tables("erftschmiede", 3), ["A", "B", "C"],
                        [cards("3S 5H 5D 7S"), cards("KH 5C 8D 2S"), cards("9C 10C 10D 8D")],
                        cards("2C"), cards("2H 3D 4D 6D 6H 7D 9S 10S"), dealer=2)
    seen = seen_by(game, 0, with_info=True)
    three = parse_move("play 3S")
    assert three in seen.view.legal and any(move.say for move in seen.view.legal if move.kind == "play")
    assert reason_text("play", -1, seen, three, "en") == "The only card that fits."


def test_a_jokers_declaration_is_no_only_card_that_fits() -> None:
    """(Review 111: every declaration of the one joker that fitted was "The only card that fits": which card it
    stands for is the choice.)"""
    game = Game.stacked(tables("erftschmiede", 3), ["A", "B", "C"],
                        [cards("* 5C"), cards("KH 5D 8D 2S"), cards("9C 10C 10D 8D")],
                        cards("9H"), cards("2H 3D 4D 6D 6H 7D 9S 10S"), dealer=2)
    seen = seen_by(game, 0, with_info=True)
    declared = [move for move in seen.view.legal if move.kind == "play" and move.as_card is not None]
    assert len(declared) > 5
    assert all(reason_text("play", -1, seen, move, "en") != "The only card that fits." for move in declared)


def test_the_hint_says_the_call_the_hard_bot_would_say(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """(Review 112: the hint took the search's move as it came, the twin without "Mau", where the bot says it.)"""
    from maumau_tui.bots.heuristic import Choice
    from maumau_tui.bots.search import SearchBot

    game = Game.stacked(tables("standard", 3), ["A", "B", "C"], [cards("7H 8H"), cards("7C 8C KD"), cards("9C 10C 10D")],
                        cards("10H"), cards("2C 3D 4D 5D 6H 7D 9D 10S"), dealer=2)
    seen = seen_by(game, 0, with_info=True)
    eight, eight_mau, seven_mau = parse_move("play 8H"), parse_move("play 8H say mau"), parse_move("play 7H say mau")
    monkeypatch.setattr(HeuristicBot, "explain", lambda bot, seen: Choice(seven_mau, "play"))
    monkeypatch.setattr(SearchBot, "think", lambda bot, seen: (eight, {eight: (60.0, 0.5), eight_mau: (40.0, 0.5),
                                                                      seven_mau: (5.0, 0.4)}))
    assert hint(seen, "en", iterations=10).move == eight_mau


def test_a_cheat_down_to_one_card_carries_its_call_too() -> None:
    from maumau_tui.bots.search import with_call

    game = Game.stacked(tables("erftschmiede", 3), ["A", "B", "C"],
                        [cards("3S 5C"), cards("KH 5D 8D 2S"), cards("9C 10C 10D 8D")],
                        cards("9H"), cards("2H 3D 4D 6D 6H 7D 9S 10S"), dealer=2)
    seen = seen_by(game, 0, with_info=True)
    cheats = [move for move in seen.view.legal if move.kind == "cheat"]
    plain = next(move for move in cheats if move.say is None)
    assert any(move.say for move in cheats) and with_call(plain, seen).say


def test_a_wish_of_a_suit_nobody_else_can_hold_says_so() -> None:
    """PLAYTEST89 F10: the search wished Hearts with every Heart played and none in the hand, and the reason was "the
    search chose it most often": it says that nobody else can follow but with a wild card."""
    def seen_after_jack(pile: str, others: str, mine: str = "JC 9S 8C") -> Seen:
        game = Game.stacked(tables("standard", 4), ["A", "B", "C", "D"],
                            [cards(mine), cards(others), cards("9C 10C"), cards("AC KC")], cards(pile),
                            cards("2C 3D 4D 5D 6D 7D 8D 9D 10D"), dealer=3)
        game.apply(parse_move("play JC"))
        return seen_by(game, 0, with_info=True)

    hearts = parse_move("wish H")
    every_heart = seen_after_jack("7H 8H 9H 10H QH KH AH 10S", "7C 8S")
    assert reason_text("searched", -1, every_heart, hearts, "en") == (
        "All the Hearts are played: neither you nor the others can follow but with a card that goes on anything.")
    #                                                                 (PLAYTEST92: A holds no Heart either)
    assert reason_text("searched", -1, every_heart, hearts, "de").startswith("Alle Herz-Karten sind gespielt: ")
    one_held = seen_after_jack("8H 9H 10H QH KH AH 10S", "7C 8S", mine="JC 9S 7H")
    for lang, start in (("en", "All the Hearts are played or in your hand: "), ("de", "Alle Herz-Karten sind ")):
        assert reason_text("searched", -1, one_held, hearts, lang).startswith(start)
    spades = parse_move("wish S")
    assert reason_text("wish_suit", spades.suit or 0, every_heart, spades, "en") == "You hold more Spades than any other suit."
    one_heart_out = seen_after_jack("7H 8H 9H 10H QH KH 10S", "7C AH")      # (the Ace is in B's hand)
    assert not reason_text("searched", -1, one_heart_out, hearts, "en").startswith("All the Hearts")


def test_a_wish_only_the_search_speaks_for_names_the_wish_it_is_better_than(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """(PLAYTEST269 N1: with 10♣ J♣ A♥ the search wished Hearts, and the reason was "No better move: … chose it 36 % of
    the time", which a learner cannot act on.)  The wish that looks obvious, of the suit held most, is named."""
    from maumau_tui.bots.heuristic import Choice
    from maumau_tui.bots.search import SearchBot

    game = Game.stacked(tables("standard", 3), ["A", "B", "C"], [cards("JS 10C JC AH"), cards("7C 8C"),
                        cards("9C 10D 8D")], cards("10S"), cards("2C 3D 4D 5D 6H 7D 9S"), dealer=2)
    game.apply(parse_move("play JS"))
    seen = seen_by(game, 0, with_info=True)
    hearts, clubs = parse_move("wish H"), parse_move("wish C")
    monkeypatch.setattr(HeuristicBot, "explain", lambda bot, seen: Choice(clubs, "wish_suit"))
    monkeypatch.setattr(SearchBot, "think", lambda bot, seen: (hearts, {hearts: (36.0, 0.5), clubs: (24.0, 0.4)}))
    assert hint(seen, "en", iterations=10).reason == ("Better than the wish for Clubs, the move that looks obvious: in "
                                                      "many trial games the search chose this one 60% of the time, that "
                                                      "one 40%.")
    assert hint(seen, "de", iterations=10).reason.startswith("Besser als der Wunsch Kreuz, der Zug, der sich anbietet: ")


def test_a_skip_that_hands_the_turn_to_a_rival_closer_to_going_out_says_so() -> None:
    """PLAYTEST89 F9, PLAYTEST91 F1: "the next player misses a turn" of an 8 that skipped a player on two cards and
    gave the turn to one on a single card, who went out."""
    def reason(after_next: str) -> str:
        game = Game.stacked(tables("standard", 4), ["A", "B", "C", "D"],
                            [cards("8H KS QS"), cards("7C 8C"), cards(after_next), cards("9C 10C 10D 8D 9D")],
                            cards("10H"), cards("AD AS 7D 9S 10S"), dealer=3)
        return reason_text("skip_close", -1, seen_by(game, 0, with_info=True), parse_move("play 8H"), "en")

    assert reason("KD") == "The next player misses a turn, though then C plays, with only one card left: still the best move."
    assert reason("KD QD") == ("The next player misses a turn, though then C plays, with only two cards left: "
                                 "still the best move.")  # (as close)
    assert reason("KD QD AH") == "The next player misses a turn – they are close to going out."
    six = Game.stacked(tables("erftschmiede", 4), ["A", "B", "C", "D"],              # (PLAYTEST92: a 6 skips two)
                       [cards("6H KS QS 9D"), cards("7C 8C 9C"), cards("KD QD QC"), cards("KC")], cards("10H"),
                       cards("AD AS 7D 9S 10S"), dealer=3)
    assert reason_text("skip", -1, seen_by(six, 0, with_info=True), parse_move("play 6H"), "en") == (
        "The next players miss a turn, though then D plays, with only one card left: still the best move.")


def test_a_joker_that_eats_the_top_card_is_told_by_what_it_eats() -> None:
    """(PLAYTEST121 F9: "your more useful cards stay for later" for the joker, the hand's most useful card, that ate
    the Jack and its wish.)"""
    game = Game.stacked(tables("idioten-mau", 3), ["Amy", "Bob", "Hal"],
                        [cards("JC 8S"), cards("* 9D KH AS"), cards("9C 10C 10D")],
                        cards("9S"), cards("2S 3D 4D 5D 6H 7D 8D 10S"), dealer=2)
    game.apply(parse_move("play JC"))
    game.apply(parse_move("wish D"))
    seen = seen_by(game, 1, with_info=True)
    joker = next(move for move in seen.view.legal if move.kind == "play" and move.cards == (parse_card("*"),))
    assert reason_text("play", -1, seen, joker, "en") == "It eats the Jack of Clubs, and Amy's wish with it."
    assert reason_text("play", -1, seen, joker, "de") == "Frisst Kreuz Bube und damit den Wunsch von Amy."
    game = Game.stacked(tables("idioten-mau", 3), ["Amy", "Bob", "Hal"],
                        [cards("9H 8S"), cards("* 9D KH AS"), cards("9C 10C 10D")],
                        cards("9S"), cards("2S 3D 4D 5D 6H 7D 8D 10S"), dealer=2)
    game.apply(parse_move("play 9H"))
    seen = seen_by(game, 1, with_info=True)
    joker = next(move for move in seen.view.legal if move.kind == "play" and move.cards == (parse_card("*"),))
    assert reason_text("play", -1, seen, joker, "en") == "It eats the 9 of Hearts: play goes on from the card beneath."
    alone = Game.stacked(tables("idioten-mau", 3), ["Amy", "Bob", "Hal"],
                         [cards("* 8S"), cards("9D KH AS"), cards("9C 10C 10D")],
                         cards("9S"), cards("2S 3D 4D 5D 6H 7D 8D 10S"), dealer=2)
    seen = seen_by(alone, 0, with_info=True)
    joker = next(move for move in seen.view.legal if move.kind == "play" and move.cards == (parse_card("*"),))
    assert reason_text("play", -1, seen, joker, "en") == "It eats the 9 of Spades: then any card fits."


def test_a_name_among_hands_all_as_big_claims_no_smaller_or_closer_one() -> None:
    """(A learner's playtest: "Nobody holds a smaller hand than Robo" where every seat held five cards.)  Said of the
    opponents, whatever one holds oneself (PLAYTEST248 N1: "Robo and the others" read as if it counted one's own
    hand, of four cards beside their one each)."""
    game = Game.stacked(tables("standard", 4), ["A", "B", "Robo", "D"],
                        [cards("9H KS 2C 7S"), cards("7C 8D 9C"), cards("9D 10C 8S"), cards("AC KC QD")],
                        cards("10H"), cards("2D 3D 4D 5D 6H 7D 8H"), dealer=3)
    seen = seen_by(game, 0, with_info=True)
    name = parse_move("name Robo", seen.view.names)
    for key in ("swap_with", "victim", "give_to"):
        assert reason_text(key, 2, seen, name, "en") == "Every opponent holds as many cards as Robo."
        assert reason_text(key, 2, seen, name, "de") == "Jeder Gegner hat so viele Karten wie Robo."


def test_a_skip_at_two_the_other_may_answer_promises_no_other_turn() -> None:
    """(A learner's playtest: "You get another turn" of a Prší Ace, which the other may answer with an Ace.)"""
    def does(ruleset_id: str, hand: str, move: str) -> str:
        game = Game.stacked(tables(ruleset_id, 2), ["A", "B"], [cards(hand), cards("9C 10C KD")], cards(hand.split()[0]),
                            cards("2S 3C 4D 5D 6H 9S"), dealer=1)
        return play_value(Situation.of_seen(seen_by(game, 0, with_info=True)), parse_move(move))[1]

    assert does("prsi", "AH 9H 10S", "play AH") == "again_unless"         # (an Ace answers an Ace)
    assert does("erftschmiede", "6H 9H 10S", "play 6H") == "again_unless"  # (a 5 blocks the 6)
    assert does("erftschmiede", "8H 9H 10S", "play 8H") == "again"         # (nothing answers the 8)
    assert REASONS["en"]["again_unless"] != REASONS["en"]["again"]


def test_a_wish_with_no_plain_card_in_hand_is_not_said_to_be_the_suit_held_most() -> None:
    """(A learner's playtest: a wish said to be of the suit held most, with no card of it in hand, only the search
    speaking for it.)"""
    game = Game.stacked(tables("standard", 3), ["A", "B", "C"],
                        [cards("JC JH"), cards("7C 8D 9S KD"), cards("9C 10C 8H KS")],
                        cards("10C"), cards("7S 3D 4D 5D 6H 7D 8S 9D 10D"), dealer=2)
    game.apply(parse_move("play JC say mau"))
    seen = seen_by(game, 0, with_info=True)
    assert HeuristicBot(0).explain(seen).reason == "wish_suit_tied"
    for lang in ("en", "de"):
        shown = hint(seen, lang, iterations=40)
        assert shown.move.kind == "wish" and shown.reason
        assert not any(word in shown.reason for word in ("hold", "Karten", "Von keiner", "Farbe hast"))


def test_a_card_whose_victim_is_chosen_next_does_not_say_whom_it_hits() -> None:
    """PLAYTEST209 F4: Evil Seven's 2 was advised as "It hits the player closest to going out" (Gina, 6 cards); the
    next question's hint, the search's, named Easy (7 cards).  Whom it hits is that question's, and its hint's: the
    play's reason says only what the card lets the player do."""
    game = Game.stacked(tables("evil-seven", 4), ["Hans", "Gina", "Easy", "Hardy"],
                        [cards("2C KD 9S 8S 10H"), cards("7D 8D 9C 10C AD AH"), cards("9D 10D AC KS QH QS 8C"),
                         cards("8H 9H 10H KH QD JD JS")], cards("KC"), cards("3C 3D 4D 5D 6H 9S 10S"), dealer=3)
    seen = seen_by(game, 0, with_info=True)
    two = parse_move("play 2C")
    assert two in seen.view.legal
    assert reason_text("name_victim", -1, seen, two, "en") == "It makes a player of your choice draw cards."
    assert reason_text("name_victim", -1, seen, two, "de") == "Ein Spieler deiner Wahl muss Karten ziehen."


def test_a_move_the_hint_is_better_than_is_told_apart_from_it_where_both_play_the_same_card() -> None:
    """PLAYTEST228 F1: "Play 3♣. Better than the 3 of Clubs, which looks natural" was 3♣ with "I'll buy that" against
    3♣ plain: what tells them apart is said (the call, the card a joker stands for)."""
    game = Game.stacked(tables("standard", 2), ["A", "B"], [cards("3C * 9H"), cards("7C 8C")], cards("10C"),
                        cards("2C 3D 4D 5D 6H 7D 9S 10S"), dealer=1)
    seen = seen_by(game, 0, with_info=True)
    plain, bought = parse_move("play 3C"), parse_move("play 3C say kauf")
    assert compared(plain, bought, seen, "en") == "the 3 of Clubs without its call"
    assert compared(bought, plain, seen, "de") == "Kreuz 3 mit Ansage"
    assert compared(parse_move("play 9H"), bought, seen, "en") == "the 9 of Hearts"        # another card: its name
    assert compared(parse_move("play * as QD"), parse_move("play * as 10C"), seen, "en") == \
        "the Joker as the Queen of Diamonds"
    assert compared(parse_move("play * as QD"), parse_move("play * as 10C"), seen, "de") == "Joker als Karo Dame"
    assert compared(parse_move("draw"), bought, seen, "de") == "Ziehen"
