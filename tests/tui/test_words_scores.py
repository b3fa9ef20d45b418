"""Scores that explain themselves, read from a HandSummary (plain data a remote seat can be sent): the
summary survives JSON, idioten-mau names its Idiot and counts losses, faraon marks a seat out of the
match, a second pack is announced, the sheet keeps every hand, the winner's call is named."""

from __future__ import annotations

import json
import random

from rich.console import Console

from maumau_tui import log_words as ev
from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.match import Match
from maumau_tui.notation import parse_move
from maumau_tui.table import Table
from maumau_tui.tui.hand_summary import HandSummary, SeatScore, hand_summary, out_with_joker
from maumau_tui.tui.score_words import ending_lines, explain_lines, next_lines, results_table, sheet_table
from maumau_tui.tui.labels import Look


def text_of(renderable: object) -> str:
    console = Console(width=100, record=True, color_system=None)
    console.print(renderable)
    return console.export_text()


def play_match(ruleset: str, names: list[str], seed: int, hands: int | None = None) -> Match:
    match = Match.create(ruleset, names, seed=seed)
    rng = random.Random(seed)
    while not match.over and (hands is None or len(match.results) < hands):
        game = match.deal()
        while not game.finished:
            match.apply(rng.choice(game.legal_moves()))
    return match


def test_the_summary_survives_a_json_round_trip() -> None:
    for ruleset in ("miese-punkte", "idioten-mau", "faraon", "pharaoh", "crazy-eights"):
        summary = hand_summary(play_match(ruleset, ["Ann", "Bob", "Cy"], seed=3, hands=4))
        assert HandSummary.from_data(json.loads(json.dumps(summary.as_data()))) == summary


def test_a_summary_is_only_made_of_a_finished_hand() -> None:
    match = Match.create("standard", ["Ann", "Bob"], seed=1)
    match.deal()
    try:
        hand_summary(match)
    except ValueError as error:
        assert "not over" in str(error)
    else:
        raise AssertionError("a hand in play was summed up")


def test_idioten_mau_names_its_idiot_and_counts_losses() -> None:
    match = play_match("idioten-mau", ["Ann", "Bob", "Cy"], seed=2)
    summary = hand_summary(match)
    idiot = match.names[match.idiot]  # type: ignore[index]
    assert next_lines(summary, "de")[0] == f"Die Partie ist vorbei: {idiot} ist der Idiot."
    assert next_lines(summary, "en")[0] == f"The match is over: {idiot} is the Idiot."
    assert "Losses" in text_of(results_table(summary, Look("en"))).splitlines()[0]
    assert "Verluste" in text_of(results_table(summary, Look("de"))).splitlines()[0]
    loser = match.names[match.results[-1].loser]  # type: ignore[index]
    assert ending_lines(summary, "de") == [f"{loser} bleibt auf den Karten sitzen: ein Verlust."]


def test_faraon_marks_a_seat_out_of_the_match_on_the_sheet() -> None:
    match = play_match("faraon", ["Ann", "Bob", "Cy"], seed=5)
    summary = hand_summary(match)
    gone = match.eliminated()
    assert gone and summary.eliminated == tuple(gone)
    footer = text_of(sheet_table(summary, "en")).splitlines()[-1]
    for seat in gone:
        assert f"{match.totals[seat]} out" in footer


def test_the_sheet_keeps_every_hand() -> None:
    match = play_match("miese-punkte", ["Ann", "Bob", "Cy"], seed=4, hands=11)
    rows = [line for line in text_of(sheet_table(hand_summary(match), "en")).splitlines()[1:-1] if line.strip()]
    assert [row.split()[0] for row in rows] == [str(number) for number in range(1, 12)]


def summary_with(**values: object) -> HandSummary:
    seats = tuple(SeatScore(name, (), False, 0, 0, 0) for name in ("Ann", "Bob", "Cy"))
    return HandSummary(number=4, names=("Ann", "Bob", "Cy"), seats=seats, next_dealer=1, **values)  # type: ignore[arg-type]


def test_a_second_pack_is_announced_and_the_runde_names_its_hand() -> None:
    lines = next_lines(summary_with(next_packs=2, start_cards=(6, 6, 5)), "de")
    assert "Zu viele Karten für ein Kartenspiel: im nächsten Spiel werden 2 Kartenspiele zusammengemischt." in lines
    assert next_lines(summary_with(next_packs=2, packs=2), "de")[-1] == "Als Nächstes gibt Bob."
    assert "Hand 5 is in Runde 2 of 4." in next_lines(summary_with(runde=2, runden=4), "en")


def test_the_winners_call_and_card_are_named() -> None:
    table = Table.from_names("standard", [("Ann", False), ("Bob", False)], seed=1)
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("JD"), cards("KC QC")], cards("9H"),
                                cards("7S 8S"), 1))
    move = next(move for move in table.game.legal_moves(0) if move.say == "maumau")
    table.apply(0, move)
    summary = hand_summary(table.match)
    assert ending_lines(summary, "de") == ["Ann geht mit Karo Bube aus: „Mau-Mau!“"]
    assert ending_lines(summary, "en") == ["Ann goes out with the Jack of Diamonds: “Mau-Mau!”"]
    assert explain_lines(summary, "en") == ["How it was counted:", "Out with a Jack: all card points count × 2.",
                                            "  Bob: 20 × 2 = 40"]


def test_a_hand_won_with_the_joker_names_the_joker() -> None:
    """(PLAYTEST163 F3: Neuner's sheet said "Out with ?: all card points count × 2.")"""
    seats = (SeatScore("Ann", (), True, 0, 0, 0), SeatScore("Bob", (), False, 20, 40, 40))
    summary = HandSummary(number=1, names=("Ann", "Bob"), seats=seats, winner=0, winner_card=parse_card("*"),
                          factor=2, next_dealer=1)
    assert explain_lines(summary, "en")[1] == "Out with a joker: all card points count × 2."
    assert explain_lines(summary, "de")[1] == "Ausgegangen mit einem Joker: alle Kartenpunkte zählen × 2."   # (REVIEW239 A6)


def test_a_scharf_dealer_out_with_a_jack_against_him_is_charged_every_factor_in_turn() -> None:
    """(PLAYTEST124: "Robo: 70 × 2 = 140", and no line showed the 35 card points the 70 came from.)"""
    seats = (SeatScore("Ann", (), True, 0, 0, 0), SeatScore("Robo", (), False, 35, 140, 140),
             SeatScore("Cy", (), False, 12, 0, 0))
    summary = HandSummary(number=12, names=("Ann", "Robo", "Cy"), seats=seats, winner=0, winner_card=parse_card("JC"),
                          factor=2, round_to=10, dealer=1, scharf=True, next_dealer=2)
    assert explain_lines(summary, "en")[-1] == "  Robo: 35 × 2 × 2 = 140"


def finished(ruleset: str, hands: list[str], pile: str) -> HandSummary:
    """A three-seat hand laid out card by card; Ann goes out with her only card, then play goes on to the end."""
    table = Table.from_names(ruleset, [("Ann", False), ("Bob", False), ("Cy", False)], seed=1)
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards(hand) for hand in hands], cards(pile),
                                cards("7S 8S 10D"), 2))
    game = table.game
    while not game.finished:
        table.apply(game.actor, game.legal_moves(game.actor)[0])
    return hand_summary(table.match)


def test_pharaohs_queen_and_crazy_eights_collection_are_explained() -> None:
    queen = finished("pharaoh", ["QH", "KC 9C", "6D 7D"], "9H")
    assert explain_lines(queen, "de") == ["So wurde gezählt:", "Ann: -20 für Herz Dame als letzte Karte."]
    collected = finished("crazy-eights", ["9D", "KC 8C", "AS 7D"], "9H")
    assert explain_lines(collected, "en") == ["How it was counted:",
                                              "Ann collects the card points of all the others: 60 + 8 = 68"]
    assert [seat.points for seat in collected.seats] == [68, 0, 0]


def staged(ruleset: str, hands: list[str], pile: str, stock: str, options: dict[str, bool] | None = None) -> Table:
    table = Table.from_names(ruleset, [("Ann", None), ("Bob", None), ("Cy", None)], seed=1, options=options)
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards(hand) for hand in hands], cards(pile),
                                cards(stock), dealer=2))
    return table


def test_a_hand_won_with_a_joker_says_the_joker_and_the_card_it_stood_for() -> None:
    """(Playtest 56: "Ben geht mit Pik 3 aus." while the log said he laid a joker as the 3 of Spades.) The winner's
    own last play: not the card on the pile at the end (playtest 58: a Queen answered with a joker after the
    winner's last card), and never a card laid face down (review 58: the sheet told every seat what a believed
    face-down card was)."""
    table = staged("erftschmiede", ["*", "8D 2C 3S", "7D 9C 10C"], "9H", "2S 3D 4D 5D 6H 9S 10S")
    table.apply(0, parse_move("play * as 9S"))
    summary = hand_summary(table.match)
    assert ending_lines(summary, "en") == ["Ann goes out with a joker as the 9 of Spades."]
    assert ending_lines(summary, "de") == ["Ann geht mit einem Joker als Pik 9 aus."]
    assert HandSummary.from_data(json.loads(json.dumps(summary.as_data()))) == summary

    queen = staged("erftschmiede", ["QH", "* 2C 3S", "7D 9C 10C"], "9H", "2S 3D 4D 5D 6H 9S 10S")
    queen.apply(0, parse_move("play QH"))                            # Ann's last card names Bob ...
    queen.apply(0, parse_move("name Bob", queen.names))
    queen.apply(1, parse_move("play * as QS"))                      # ... who answers with a joker
    while not queen.hand_over:
        seat = queen.game.seats_to_act()[0]
        queen.apply(seat, next(move for move in queen.view_of(seat).legal if move.kind not in ("play", "catch")))
    summary = hand_summary(queen.match)
    assert queen.game.pile[-1] == parse_card("*") and summary.winner == 0
    assert ending_lines(summary, "en") == ["Ann goes out with the Queen of Hearts."]

    blind = staged("pesten", ["*", "8D 2C 3S", "7D 9C 10C"], "9H", "2S 3D 4D 5D 6H 9S 10S", {"blind": True})
    move = next(m for m in blind.view_of(0).legal if m.kind == "play" and m.as_card == parse_card("9S"))
    blind.apply(0, move)                                            # face down, said to be the 9 of Spades
    blind.apply(1, parse_move("accept"))                            # believed: nobody saw the joker
    summary = hand_summary(blind.match)
    assert summary.winner == 0 and "joker" not in " ".join(ending_lines(summary, "en")).lower()
    # (PLAYTEST206 F2: "goes out with Queen of Clubs" over a lie believed; the sheet says what it was declared as)
    assert ending_lines(summary, "en") == ["Ann goes out with a card face down, declared as the 9 of Spades."]
    assert ending_lines(summary, "de") == ["Ann geht mit einer verdeckten Karte aus, angesagt als Pik 9."]
    assert HandSummary.from_data(json.loads(json.dumps(summary.as_data()))) == summary

    turned = staged("erftschmiede", ["*", "8D 2C 3S", "7D 9C 10C"], "9H", "2S 3D 4D 5D 6H 9S 10S", {"blind": True})
    move = next(m for m in turned.view_of(0).legal if m.kind == "play" and m.as_card == parse_card("9S"))
    turned.apply(0, move)
    turned.apply(1, next(m for m in turned.view_of(1).legal if m.kind == "catch"))   # turned over: everybody sees it
    summary = hand_summary(turned.match)                             # (review 59: a joker may stand for any card)
    assert turned.hand_over and ending_lines(summary, "en") == ["Ann goes out with a joker as the 9 of Spades."]


def test_the_joker_is_the_one_the_winner_went_out_with_not_an_earlier_last_card() -> None:
    """(Review 59: in Prší a last card is out only when play comes round without a penalty for it; one that a penalty
    sent back to drawing is not the card it went out with.)"""
    joker, nine = parse_card("*"), parse_card("9S")
    sent_back = [(ev.DECLARED, 0, nine, None), (ev.LAST_CARD, 0), (ev.DRAW, 0, 2, (), ev.R_PENALTY),
                 (ev.PLAY, 0, nine, None), (ev.LAST_CARD, 0), (ev.OUT, 0, nine)]
    assert not out_with_joker(sent_back, 0)
    later = [(ev.PLAY, 0, nine, None), (ev.LAST_CARD, 0), (ev.DRAW, 0, 2, (), ev.R_PENALTY),
             (ev.DECLARED, 0, nine, None), (ev.PLAY, 1, joker, None), (ev.OUT, 0, nine)]
    assert out_with_joker(later, 0) and not out_with_joker(later, 1)


def test_a_hand_won_with_a_plain_joker_says_a_joker() -> None:
    """(Playtest 58: "Xa geht mit Joker aus.")"""
    for turned in (False, True):           # (review 60: a joker laid as itself and turned over: not "as Joker")
        summary = HandSummary(number=1, names=("Ann", "Bob"), seats=(), winner=0, winner_card=parse_card("*"),
                              winner_joker=turned)
        assert ending_lines(summary, "de") == ["Ann geht mit einem Joker aus."]
        assert ending_lines(summary, "en") == ["Ann goes out with a joker."]
