"""The score sheet says what the Schreiber says: Runde and Scharf, start cards, the settlement."""

from __future__ import annotations

import json
import random
from dataclasses import replace

from rich.console import Console

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.match import Match
from maumau_tui.notation import parse_move
from maumau_tui.tui.hand_summary import HandSummary, hand_summary
from maumau_tui.tui.score_words import _charge, ending_lines, explain_lines, next_lines, scharf_lines, sheet_table, total_words
from maumau_tui.tui.spelling import spell_out


def finish_hand(match: Match, rng: random.Random) -> None:
    game = match.deal()
    while not game.finished:
        match.apply(rng.choice(game.legal_moves()))


def rendered(match: Match, lang: str) -> str:
    console = Console(width=80, record=True, color_system=None)
    console.print(sheet_table(hand_summary(match), lang))
    return console.export_text()


def test_miese_punkte_announces_the_runde_the_scharf_hands_and_the_settlement() -> None:
    match = Match.create("miese-punkte", ["Ann", "Bob", "Cy"], seed=4, options={"einsatz": 10})
    rng = random.Random(4)
    for _ in range(9):
        finish_hand(match, rng)
    lines = next_lines(hand_summary(match), "de")
    assert lines[1] == "Spiel 10 ist in Runde 4 von 4."
    assert scharf_lines(hand_summary(match), "de") == [
        f"Die letzte Runde beginnt, und jedes Spiel darin ist scharf: {match.names[match.next_dealer()]} gibt und "
        "spielt allein gegen alle. Geht der Geber zuerst aus, zahlt jeder andere die Summe aller Kartenpunkte; geht "
        "ein anderer zuerst aus, zahlt nur der Geber, seine eigenen Kartenpunkte doppelt."]
    finish_hand(match, rng)
    assert scharf_lines(hand_summary(match), "de") == [
        f"Das nächste Spiel ist auch scharf: {match.names[match.next_dealer()]} gibt und spielt allein gegen alle."]
    while not match.over:
        finish_hand(match, rng)
    text = rendered(match, "de")
    assert "(scharf)" in text and "Summe" in text
    assert scharf_lines(hand_summary(match), "de") == []
    lines = next_lines(hand_summary(match), "de")
    assert lines[0].startswith("Die Partie ist vorbei")
    totals = match.totals
    assert lines[1] == "Kassieren: " + ", ".join(      # (playtest 66: "3.50 €" in German; a comma now)
        f"{name} zahlt {total / 10:.2f} €".replace(".", ",") for name, total in zip(match.names, totals)) + "."
    assert next_lines(hand_summary(match), "en")[1] == "Settlement: " + ", ".join(     # (PLAYTEST99 F5: who pays)
        f"{name} pays €{total / 10:.2f}" for name, total in zip(match.names, totals)) + "."


def test_idioten_mau_shows_everybodys_next_start_cards() -> None:
    match = Match.create("idioten-mau", ["Ann", "Bob"], seed=1)
    finish_hand(match, random.Random(1))
    loser = match.results[-1].loser
    lines = next_lines(hand_summary(match), "en")
    expected = ", ".join(f"{name} {2 if seat == loser else 1}" for seat, name in enumerate(match.names))
    assert f"Cards dealt next hand: {expected}." in lines


def test_kronenstube_names_the_target_and_the_next_dealer() -> None:
    match = Match.create("kronenstube", ["Ann", "Bob", "Cy"], seed=2)
    finish_hand(match, random.Random(2))
    lines = next_lines(hand_summary(match), "en")
    assert lines[0] == "Ann deals next." and "Played to 101 points: whoever reaches them loses the match." in lines


def test_pharaoh_says_exactly_the_target_goes_back_to_nought() -> None:
    match = Match.create("pharaoh", ["Ann", "Bob", "Cy"], seed=2, options={"play_to_101": True})
    finish_hand(match, random.Random(2))
    summary = hand_summary(match)
    assert summary.target == 101 and summary.reset_at == 101 and not match.over
    assert (f"Played to {summary.target} points: whoever goes over them loses the match (exactly {summary.target}: "
            "back to 0).") in next_lines(summary, "en")


def test_a_total_sent_back_to_nought_is_said_and_marked_on_the_sheet() -> None:
    """PLAYTEST212 F1: Pharaoh's 101: Anna's 81 + 20 showed as a total of 0 with no word of why, and her column on the
    sheet added up to 174 where its total said 73."""
    match = Match.create("pharaoh", ["Ann", "Bob", "Cy"], seed=12, options={"play_to_101": True})
    rng = random.Random(12)
    for _ in range(4):                                  # (seed 12: the fourth hand takes Ann to exactly 101)
        finish_hand(match, rng)
    assert match.resets()[-1] == (0,) and match.results[-1].scores[0] == 33 and match.totals[0] == 0
    summary = hand_summary(match)
    assert summary.sheet[-1].reset == (0,) and all(not row.reset for row in summary.sheet[:-1])
    assert "Ann: 68 + 33 = exactly 101: back to 0." in explain_lines(summary, "en")
    assert "Ann: 68 + 33 = genau 101: zurück auf 0." in explain_lines(summary, "de")
    row = next(line for line in rendered(match, "en").splitlines() if line.split()[:1] == ["4"])
    assert "33 →0" in row, row
    assert HandSummary.from_data(json.loads(json.dumps(summary.as_data()))) == summary   # (over SSH too)


def test_crazy_eights_says_the_first_to_the_target_wins() -> None:
    match = Match.create("crazy-eights", ["Ann", "Bob", "Cy"], seed=2)
    finish_hand(match, random.Random(2))
    summary = hand_summary(match)
    assert summary.target and not match.over
    assert f"Played to {summary.target} points: the first to reach them wins the match." in next_lines(summary, "en")
    assert f"Gespielt wird bis {summary.target} Punkte: wer sie zuerst erreicht, gewinnt die Partie." in \
        next_lines(summary, "de")


def test_a_charge_says_whether_rounding_or_the_minimum_made_it() -> None:
    """Miese Punkte rounds to tens and charges at least 10: 14 is rounded down to 10 (PLAYTEST49 read "at least
    10" there), 4 is raised to the minimum."""
    match = Match.create("miese-punkte", ["Ann", "Bob", "Cy"], seed=4)
    finish_hand(match, random.Random(4))
    summary = replace(hand_summary(match), round_to=10, minimum=10)
    assert _charge(14, 10, summary, "de") == "14 → 10 (auf 10er gerundet)"
    assert _charge(15, 20, summary, "en") == "15 → 20 (rounded to 10s)"
    assert _charge(4, 10, summary, "de") == "4 → 10 (mindestens 10)"
    assert _charge(4, 10, replace(summary, round_to=0), "en") == "4 → 10 (at least 10)"


def test_the_sum_a_scharf_dealer_collects_says_it_was_rounded() -> None:
    """(PLAYTEST146 F4: "jeder außer Ben: 19 + 22 = 41 → 40" said no why, as every other rounded line does.)"""
    match = Match.create("miese-punkte", ["Ann", "Ben", "Cy"], seed=4)
    finish_hand(match, random.Random(4))
    summary = hand_summary(match)
    seats = (replace(summary.seats[0], out=False, card_points=19, points=40),
             replace(summary.seats[1], out=True, card_points=0, points=0),
             replace(summary.seats[2], out=False, card_points=22, points=40))
    scharf = replace(summary, seats=seats, scharf=True, dealer=1, winner=1, factor=1, round_to=10, minimum=10,
                     scoring="points")
    assert "  jeder außer Ben: 19 + 22 = 41 → 40 (auf 10er gerundet)" in explain_lines(scharf, "de")
    assert "  everybody but Ben: 19 + 22 = 41 → 40 (rounded to 10s)" in explain_lines(scharf, "en")



def test_a_charge_on_an_ascii_screen_says_what_the_points_became_with_an_arrow() -> None:
    """PLAYTEST128 F6: the driver's ">" for "→" read "15 > 20 (rounded to 10s)", a false comparison."""
    match = Match.create("miese-punkte", ["Ann", "Bob", "Cy"], seed=4)
    finish_hand(match, random.Random(4))
    summary = replace(hand_summary(match), round_to=10, minimum=10)
    spell_out()
    try:
        assert _charge(15, 20, summary, "en") == "15 -> 20 (rounded to 10s)"
    finally:
        spell_out(False)


def test_the_word_the_game_says_for_a_player_going_out_is_in_the_headline_too() -> None:
    """(Playtest 77.) Kronenstube says „MauMau!“ for a player who goes out without it (its log: „MauMau!“ –
    Schluss.); the sheet's headline said it only for one who had typed it."""
    for said in (" say maumau", ""):
        match = Match.create("kronenstube", ["Ann", "Bob"], seed=1)
        match.deal()
        cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
        game = match.game = Game.stacked(match.tables, match.names, [cards("9S"), cards("KC QC")], cards("9H"),
                                         cards("8C 8D 8H 7S"), dealer=1)
        match.apply(parse_move("play 9S" + said), 0)
        assert game.finished
        assert ending_lines(hand_summary(match), "de") == ["Ann geht mit Pik 9 aus: „MauMau!“"], said
    match = Match.create("miese-punkte", ["Ann", "Bob", "Cy"], seed=1)   # (review 100) its sentence: „Mau!“, with a
    match.deal()                                                          # Jack „MauMau!“, as its log says
    for card, call in (("9S", "Mau"), ("JS", "MauMau")):
        match.game = Game.stacked(match.tables, match.names, [cards(card), cards("KC QC"), cards("KD QD")],
                                  cards("9H"), cards("8C 8D 8H 7S"), dealer=2)
        match.apply(parse_move(f"play {card}"), 0)
        assert ending_lines(hand_summary(match), "de")[0].endswith(f"aus: „{call}!“"), card
        match.results.pop()


def test_a_total_is_said_in_its_unit() -> None:
    """(Review 100, 101.) Points, or the hands lost where only a hand's loser is counted (Prší)."""
    assert [total_words(n, False, "de") for n in (270, 1)] == ["270 Punkte", "1 Punkt"]
    assert [total_words(n, True, "de") for n in (0, 1, 3)] == ["nie verloren", "einmal verloren", "3-mal verloren"]
    assert [total_words(n, True, "en") for n in (0, 1, 3)] == ["never lost", "lost once", "lost 3 times"]


def test_a_narrow_sheet_cuts_names_never_a_total() -> None:
    """(PLAYTEST110 F18: eight seats at 60 columns showed a losing total of 150 as "1…".)"""
    names = ["Anna-Lena", "Bartholomäus", "Robo", "Cleo", "Dieter", "Emil", "Fritzi", "Gustav"]
    match = Match.create("kronenstube", names, seed=4)
    rng = random.Random(4)
    while len(match.results) < 2 and not match.over:
        finish_hand(match, rng)
    console = Console(width=52, record=True, color_system=None)    # (the sheet's room at 60 columns, and less)
    console.print(sheet_table(hand_summary(match), "de"))
    total_line = next(line for line in console.export_text().splitlines() if line.startswith("Summe"))
    assert total_line.split()[1:] == [str(total) for total in match.totals], total_line


def test_the_loser_of_a_hand_the_first_out_ended_holds_the_most_cards_and_a_tie_says_what_settled_it() -> None:
    """PLAYTEST122 F6: Prší with "the first out wins": the sheet said "Cleo is the last one holding cards" while three
    still held cards, Carl as many as she did."""
    from maumau_tui.tui.hand_summary import HandSummary, SeatScore
    from maumau_tui.tui.score_words import loser_line

    def seat(name: str, cards: str, points: int) -> SeatScore:
        return SeatScore(name, tuple(parse_card(c) for c in cards.split()), not cards, points, 0, 0)

    carl, cleo, emil, dora = seat("Carl", "9H QC QD KD", 30), seat("Cleo", "8D 10S 10D JD", 38), seat("Emil", "", 0), \
        seat("Dora", "9C 9D 10H", 28)
    summary = HandSummary(1, ("Carl", "Cleo", "Emil", "Dora"), (carl, cleo, emil, dora), winner=2, loser=1, scoring="loser")
    assert loser_line(summary, "en") == "Cleo holds the most cards (4, as many as Carl; more points in them): one loss."
    assert loser_line(replace(summary, seats=(replace(carl, card_points=38), cleo, emil, dora)), "de") == \
        "Cleo hat die meisten Karten (4, wie Carl, gleich viele Punkte; am weitesten vom Sieger): ein Verlust."
    alone = replace(summary, seats=(replace(carl, cards=()), cleo, emil, replace(dora, cards=())))
    assert ending_lines(alone, "en") == ["Cleo is the last one holding cards: one loss."]
    assert loser_line(replace(summary, seats=(replace(carl, cards=carl.cards[:2]), cleo, emil, dora)), "en") == \
        "Cleo holds the most cards (4): one loss."


def test_an_ascii_screen_spells_a_name_in_the_tables_and_the_seat_bar_as_its_log_does() -> None:
    """PLAYTEST128 F7: "Dorte" in the seat bar and the score table (the driver's one letter for ö), "Doerte" in the
    log and the sentences: two people, to the table."""
    from maumau_tui.engine.views import view
    from maumau_tui.tui.labels import Look
    from maumau_tui.tui.score_words import results_table
    from maumau_tui.tui.widgets.table_info import seat_part

    match = Match.create("standard", ["Ann", "Dörte"], seed=4)
    finish_hand(match, random.Random(4))
    summary = hand_summary(match)
    console = Console(width=80, record=True, color_system=None)
    spell_out()
    try:
        console.print(results_table(summary, Look("en")))
        console.print(sheet_table(summary, "en"))
        console.print(seat_part(view(match.game, 1), Look("en"), 1, False, None, 20))
    finally:
        spell_out(False)
    text = console.export_text()
    assert text.count("Doerte") == 4 and "Dörte" not in text, text   # (her row, column, deal and seat)
