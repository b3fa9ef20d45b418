"""The rules page says how a match goes: what the target means (101 loses in Kronenstube), the Runden and the
scharf last Runde, start cards that change with losses, how many cards each table size gets, and who wishes
for a wild start card; one card is "one card", never "1 cards"."""

from __future__ import annotations

import re

import pytest

from maumau_tui.rules.schema import Text
from maumau_tui.rules.loader import load, option_values, ruleset_paths, switchable
from maumau_tui.tui.rules_text import rules_plain

EXPECTED = {
    "kronenstube": {
        "de": ["Die Partie endet nach dem Spiel, in dem jemand 101 erreicht; wer dann 101 oder mehr hat, hat verloren.",
               "Karten je Spieler: 5 bei 2–5 Spielern, 4 bei 6, 3 bei 7, 5 bei 8–10, 4 bei 11–12.",
               "Startkarte Bube: Der erste Spieler wünscht."],
        "en": ["the match ends after the hand in which somebody reaches 101; whoever then has 101 or more has lost.",
               "Cards per player: 5 with 2–5 players, 4 with 6, 3 with 7, 5 with 8–10, 4 with 11–12.",
               "Start card Jack: the first player makes the wish."],
    },
    "idioten-mau": {
        "de": ["Im ersten Spiel bekommt jeder eine Karte; wer ein Spiel verliert, im nächsten eine Karte mehr.",
               "Wer 7 Karten bekäme, ist der Idiot: die Partie ist vorbei."],
        "en": ["In the first hand everybody gets one card; whoever loses a hand gets one card more in the next.",
               "Whoever would be dealt 7 cards is the Idiot: the match is over.",
               # RULES.md: "Joker: on any card (but not against an open 7-penalty)"; "J: ... as last card its own
               # suit is the wish"
               "While a penalty is pending, only a card that answers it may be played; whoever has none draws.",
               "Whoever goes out with a card that wishes a suit wishes its own suit."],
    },
    "faraon": {
        "de": ["Im ersten Spiel bekommt jeder 5 Karten; wer ein Spiel verliert, im nächsten eine Karte weniger.",
               "Wer weniger als eine Karte bekäme, scheidet aus; wer als Letzter übrig bleibt, gewinnt."],
        "en": ["Whoever would be dealt fewer than one card is out; the last one left wins."],
    },
    "miese-punkte": {
        "de": ["Gespielt werden 4 Runden (in jeder gibt jeder einmal); wer dann die meisten Punkte hat, verliert.",
               "In der letzten Runde ist jedes Spiel scharf: der Geber spielt allein gegen alle."],
        "en": ["The match has 4 Runden (in each, everybody deals once); whoever then has the most points loses.",
               "In the last Runde every hand is scharf: the dealer plays alone against all. If the dealer goes out "
               "first, the card points of all the others are added up and each of them pays that sum; if anyone "
               "else goes out first, only the dealer pays, twice their own card points.",
               # 002: "14 Pkt ergeben 10 miese Punkte; 45 Pkt ergeben 50"; "unter 10 Pkt werden immer zu 10 ...
               # aufgerundet"
               "Each sum is rounded to the nearest 10 (halves up).", "A sum above 0 but below 10 counts as 10."],
    },
    "prsi": {   # playtest 81: the Queen "fits on any card", but not on an open Ace (RULES.md)
        "de": ["Solange ein Aussetzen offen ist, darf nur eine Karte gelegt werden, die es weitergibt; wer keine hat, "
               "setzt aus."],
        "en": ["While a skip is pending, only a card that passes it on may be played; whoever has none misses a turn."],
    },
    "crazy-eights": {
        "de": ["Karten je Spieler: 7 bei 2 Spielern, 5 bei 3–8."],
        "en": ["Cards per player: 7 with 2 players, 5 with 3–8."],
    },
}


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("ruleset_id", sorted(EXPECTED))
def test_the_rules_page_says_how_the_match_goes(ruleset_id: str, lang: str) -> None:
    text = rules_plain(load(ruleset_id), lang)
    missing = [sentence for sentence in EXPECTED[ruleset_id][lang] if sentence not in text]
    assert not missing, f"{ruleset_id} ({lang}) lacks:\n" + "\n".join(missing) + f"\n\npage:\n{text}"


@pytest.mark.parametrize("ruleset_id", sorted(ruleset_paths()))
def test_no_rules_page_counts_one_card_in_the_plural(ruleset_id: str) -> None:
    for lang, plural in (("de", r"\b1 Karten\b"), ("en", r"\b1 cards\b")):
        text = rules_plain(load(ruleset_id), lang)
        assert not re.search(plural, text), f"{ruleset_id} ({lang}):\n{text}"


def test_a_wild_start_card_that_is_turned_under_asks_nobody_to_wish() -> None:
    text = rules_plain(load("crazy-eights"), "en")                  # an 8 turned up goes back into the stock
    assert "Start card" not in text and "makes the wish" not in text


def test_a_last_wish_card_wishes_its_own_suit_only_where_its_player_is_then_out() -> None:
    own = "Whoever goes out with a card that wishes a suit wishes its own suit."
    assert own in rules_plain(load("prsi"), "en")
    later = {"return_after_out": True}          # out only after a whole round: the wish is asked as any other
    assert own not in rules_plain(load("prsi", later), "en", later)


def test_a_penalty_card_of_its_own_names_every_card_that_answers_it() -> None:
    chosen = {"black_jack": True}                # Switch: a black Jack draws five, the other black Jack passes it on
    text = rules_plain(load("switch", chosen), "en", chosen)
    assert "Jack of Clubs: The next player draws 5. Can be answered with the Jack of Clubs or the Jack of Spades" in text
    assert "Jack of Spades: The next player draws 5. Can be answered with the Jack of Clubs or the Jack of Spades" in text


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "7: The next player draws 2. Can be answered with a 7 or a 10; each 7 on it adds 2."),
    ("de", "7: Der Nächste zieht 2. Mit einer 7 oder einer 10 beantwortbar; mit jeder weiteren 7 darauf wächst die "
           "Strafe um 2.")])   # (REVIEW239 A1, A2: "Mit 7 oder 10", "mit 7 darauf")
def test_a_penalty_answered_by_other_cards_too_says_which_one_makes_it_grow(lang: str, said: str) -> None:
    """(Playtest 44: "Can be answered with 7, 10: the penalty grows by 2" read as if a 10 made it grow too; the 10
    sends it back, as its own line says.)"""
    text = rules_plain(load("erftschmiede"), lang)
    assert said in text, text


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "second-to-last card; forgetting costs a penalty card. With a 4, which gives a card away too, already with "
           "three cards in hand."),
    ("de", "vorletzten Karte „Letzte Karte“ sagen; Vergessen kostet eine Strafkarte. Wer mit einer 4 noch eine Karte "
           "verschenkt, sagt es schon bei drei Karten auf der Hand.")])
def test_the_last_card_call_says_a_card_that_gives_one_away_needs_it_with_three_cards(lang: str, said: str) -> None:
    """(Playtest 44: a 4 played from three cards was caught without the call, and nothing on the rules page said so.)"""
    assert said in rules_plain(load("erftschmiede"), lang)
    assert "gives a card away too" not in rules_plain(load("standard"), "en")


@pytest.mark.parametrize(("lang", "jack"), [("de", "Bube"), ("en", "Jack")])
def test_a_card_made_plain_again_gets_no_line_of_its_own(lang: str, jack: str) -> None:
    """Playtest 54: Neuner's Jack is a plain card again (``wild: null``, ``× 1``); its page said "Bube:" with
    nothing after it, and "won with Jack: all points × 1"."""
    page = rules_plain(load("neuner"), lang)
    assert not [line for line in page.splitlines() if line.strip(" -•").startswith(f"{jack}:")], page
    assert "× 1" not in page and f"{jack}: 10" in page                          # (its points are still said)
    assert f"{jack}:" in rules_plain(load("standard"), lang)                       # (where it wishes, it is said)


@pytest.mark.parametrize(("lang", "warning", "shout"), [
    ("de", "vorletzten Karte „Letzte Karte“ sagen", "Beim Ausgehen sagt das Spiel „Mau“ für den Spieler."),
    ("en", "Call “Last card” with the second-to-last card", "Going out, the game says “Mau” for the player.")])
def test_the_shout_the_game_says_for_the_winner_is_on_the_rules_page(lang: str, warning: str, shout: str) -> None:
    """(Review 80: Miese-Punkte's "Mau", said by the game in the going-out line, was on its rules page nowhere.)"""
    page = rules_plain(load("miese-punkte"), lang)
    assert warning in page and shout in page
    assert "für den Spieler" not in rules_plain(load("tschau-sepp"), "de")   # "Sepp" is the player's own call there
    quoting_the_name = load("standard").model_copy(update={"words": {"out": Text(de="„{name}“ ist raus.",
                                                                                en="“{name}” is out.")}})
    assert "for the player" not in rules_plain(quoting_the_name, "en")        # (review 83: "the game says {name}")
    name_and_shout = load("standard").model_copy(update={"words": {"out": Text(de="„{name}“ ruft „Bingo!“",
                                                                              en="“{name}” shouts “Bingo!”")}})
    assert "Going out, the game says “Bingo” for the player." in rules_plain(name_and_shout, "en")   # (review 84)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Call “Sepp” with the last card; forgetting it costs 4 penalty cards and the player is not out."),
    ("de", "Mit der letzten Karte „Sepp“ sagen; Vergessen kostet 4 Strafkarten, und man ist nicht draußen.")])
def test_the_call_with_the_last_card_says_what_forgetting_it_costs(lang: str, said: str) -> None:
    """Playtest 68: going out without "Sepp" cost four cards and the hand went on; the page named no penalty."""
    assert said in rules_plain(load("tschau-sepp"), lang)


@pytest.mark.parametrize(("ruleset_id", "said"), [
    ("switch", "Points for cards left in hand: 2–10 face value, Jack: 20, Queen: 10, King: 10, Ace: 11."),
    ("neuner", "Points for cards left in hand: 7–8 face value, 9: 20, 10: 10, Jack: 10, Queen: 10, King: 10, "
               "Ace: 11, Joker: 20."),
    ("crazy-eights", "2–7 face value, 8: 50, 9–10 face value, Jack: 10")])
def test_the_page_gives_the_points_the_sheet_charges(ruleset_id: str, said: str) -> None:
    """Playtest 68: Switch lists no card values (the sheet counts them as in Mau-Mau), Neuner not its joker's."""
    assert said in rules_plain(load(ruleset_id), "en")


def test_a_match_lost_by_the_last_to_hold_cards_gives_no_points() -> None:
    standard = load("standard")                                   # (its values listed: the scoring mode decides)
    loser = standard.model_copy(update={"scoring": standard.scoring.model_copy(update={"mode": "loser"})})
    assert "Points for cards left in hand" not in rules_plain(loser, "en")


def test_a_joker_among_the_values_gives_what_the_game_charges() -> None:
    """Review 88: the schema lets "*" into ``scoring.values``, unused (the game charges ``scoring.joker``); the page
    broke on it (review 90: refusing it would set aside saved matches whose kept rules hold it)."""
    pesten = load("pesten")
    starred = pesten.model_copy(update={"scoring": pesten.scoring.model_copy(update={"values": {"*": 50}})})
    assert "Jack: 20, Queen: 10, King: 10, Ace: 11, Joker: 20." in rules_plain(starred, "en")

def test_an_option_that_would_change_nothing_is_not_offered() -> None:
    """Review 89, playtest 68: Faraón always plays several cards at once; its page offered "Quick [off]" all the
    same, an option that changes nothing there (hidden in the set-up and the votes too: ``switchable``)."""
    faraon = load("faraon")
    assert "quick" not in switchable(faraon, option_values(faraon)) and "Schnell:" not in rules_plain(faraon, "de")
    assert "Quick: several cards" in rules_plain(load("standard"), "en")
    chosen = {"quick": True}                  # switched on where it means something: said as on
    standard = load("standard", chosen)
    assert switchable(standard, option_values(standard, chosen))["quick"] is True
    assert "Quick: several cards of one rank at once if the first one fits; their draw penalties add up. [on]" in \
        rules_plain(standard, "en", chosen)


@pytest.mark.parametrize(("ruleset_id", "said"), [
    ("evil-seven", "8: Its player must at once play another fitting card; if they cannot, they draw one card, and the turn "
                   "ends (the drawn card may not be played). Nobody goes out with it."),
    ("standard", "Ace: Its player must at once play another fitting card; if they cannot, they draw one card, and the turn "
                 "ends (the drawn card may not be played). Nobody goes out with it."),
    ("pesten", "Fits on any card, and any card fits on it."),
    ("idioten-mau", "Joker: Fits on any card. Eats the top card: both leave the game, and play goes on from the card "
                    "beneath as a plain card (the eaten card's wish is gone; with none beneath, any card fits)."),
    ("prsi", "Play goes on until only one player holds cards: that player loses.")])
def test_the_page_says_what_a_card_leaves_open(ruleset_id: str, said: str) -> None:
    """Review 89 (playtest 68): a card that must be followed never wins as the last card, and the page did not say
    so; a joker "wished for nothing" (any card follows it, or, eating, the card beneath counts); "until one player
    holds cards" said the opposite of the German."""
    assert said in rules_plain(load(ruleset_id), "en")


@pytest.mark.parametrize(("ruleset_id", "lang", "said"), [
    ("standard", "en", "Start card Ace: the dealer must cover it at once (or draw) before the first player moves."),
    ("evil-seven", "de", "Startkarte 8: Der Geber muss sofort nachlegen (oder ziehen), bevor der erste Spieler dran ist."),
    ("pesten", "en", "Start card 7 or King: nobody goes again; the first player begins."),
    ("faraon", "de", "Wer ein Spiel gewinnt, beginnt das nächste (die Startkarte gilt als vor ihm gespielt)."),
    ("faraon", "en", "The start card counts as played by the player before the one who begins (in the first hand the "
                     "dealer, later the player before the last winner)."),
    ("neuner", "en", "32 cards (2 packs with 6 or more players), one joker; 2–10 players.")])
def test_the_page_says_how_a_hand_begins(ruleset_id: str, lang: str, said: str) -> None:
    """Review 89: a turned-up Ace holds the dealer, a turned-up King of Pesten gives nobody another turn, Faraón's
    winner begins the next hand: none of it was said (review 90: and there the start card hits the winner: a start
    Ace skips them)."""
    assert said in rules_plain(load(ruleset_id), lang)


def test_a_target_whose_exact_total_goes_back_to_nothing_is_lost_only_over_it() -> None:
    """Review 89: Pharaoh's 101 said "whoever then has 101 or more has lost" beside "exactly 101 goes back to 0"."""
    chosen = {"play_to_101": True}
    page = rules_plain(load("pharaoh", chosen), "en", chosen)
    assert "the match ends after the hand in which somebody goes over 101; whoever then has more than 101 has lost." \
        in page and "101 or more" not in page


@pytest.mark.parametrize(("ruleset_id", "options", "lang", "said"), [
    ("standard", None, "en", "Going out with a Jack, call “Mau-Mau”; forgetting it costs a penalty card and the player is "
                             "not out; with any other last card nothing is called."),
    ("neuner", None, "de", "Wer mit einer 9 oder einem Joker ausgeht, sagt dazu „Mau-Mau“; Vergessen kostet eine Strafkarte, und "
                           "man ist nicht draußen; mit jeder anderen letzten Karte wird nichts gesagt."),
    ("standard", None, "en", "A draw penalty is drawn first: no card may be played on it."),
    ("kronenstube", None, "de", "Eine Ziehstrafe wird zuerst gezogen: auf sie darf keine Karte gelegt werden."),
    ("standard", None, "en", "7: The next player draws 2. Then it is their turn as usual."),
    ("pesten", None, "de", "Danach ist er ganz normal am Zug."),
    ("erftschmiede", None, "en", "Playing it, or escaping with it, needs two more cards in hand: one to give and one "
                                 "to keep."),
    ("erftschmiede", None, "de", "Mit der letzten Karte darf niemand fuschen."),
    ("faraon", {"blind": True}, "en", "In blind play cards go down one at a time."),
    ("evil-seven", None, "en", "A 7 may be answered with a 7: the penalty grows to 4, 6, 8 cards."),
    ("kronenstube", None, "en", "If the last card opens a draw penalty, it is still drawn before the cards are counted."),
    ("kronenstube", {"quick": True}, "en", "the others go with it, even where one of them alone would not fit."),
    ("kronenstube", {"quick": True}, "de", "die weiteren gehen mit, auch wo eine allein nicht passen würde."),
    ("miese-punkte", None, "de", "Wer mit einem Buben ausgeht, sagt dazu „MauMau“; Vergessen kostet nichts."),   # (PLAYTEST124
    ("kronenstube", None, "en", "With the last card one says “MauMau”; forgetting it costs nothing."),   # F6)
    ("faraon", None, "en", "Jack of Spades: May be played on a pending draw penalty and cancels it. The other cards of "
                           "its rank may go with it in the same move."),   # (PLAYTEST258 N1: the other Unters)
    ("faraon", None, "de", "Die anderen Karten desselben Werts dürfen im selben Zug dazugelegt werden."),
    ("crazy-eights", None, "en", "Points add up over several hands: the first to reach 100 wins the match; everyone "
                                 "else has lost."),   # (PLAYTEST258 N3: only the hand's winner scores, no tie to settle)
    ("crazy-eights", None, "de", "Wer zuerst 100 erreicht, gewinnt die Partie; alle anderen haben verloren."),
    ("pharaoh", None, "en", "If the last card opens a draw penalty, it is not drawn: the hand is over."),   # (PLAYTEST258 N4)
    ("standard", None, "de", "Öffnet die letzte Karte eine Ziehstrafe, wird sie nicht mehr gezogen: das Spiel ist aus."),
])
def test_the_page_says_the_rules_the_game_holds_players_to(ruleset_id: str, options: dict[str, bool] | None,
                                                          lang: str, said: str) -> None:
    """Review 109: a Mau-Mau call said to go with every last card (it is refused with any but a Jack), a drawn card
    after an Ace said playable, a 7 said nothing of being drawn first and of the turn after it, a 4 that needs two
    more cards, a cheat that may not be the last card, several cards at once with blind play (one at a time); with
    Quick, two Jacks together where a Jack may not go on a Jack (PLAYTEST121 F8)."""
    assert said in rules_plain(load(ruleset_id, options), lang)


@pytest.mark.parametrize(("ruleset_id", "options", "unsaid"), [
    ("faraon", {"blind": True}, "Several cards of one rank may be played at once"),
    ("faraon", {"blind": True}, "The other cards of its rank may go with it"),   # (one card at a time)
    ("faraon", None, "it is not drawn: the hand is over"),    # (the hand goes on to the last seat: the next draws it)
    ("prsi", None, "it is not drawn: the hand is over"),
    ("kronenstube", None, "it is not drawn: the hand is over"),   # (drawn before counting)
    ("switch", {"black_jack": True}, "Jack: The direction of play reverses."),
    ("standard", None, "Call “Mau-Mau” with the last card"),
    ("standard", None, "or draw one: nobody goes out with it"),
])
def test_the_page_leaves_out_what_the_game_does_not_do(ruleset_id: str, options: dict[str, bool] | None,
                                                       unsaid: str) -> None:
    """Review 109: blind play switches several cards at once off; Switch's black and red Jacks each have their own
    line, so the Jack's reversing is said of no card."""
    assert unsaid not in rules_plain(load(ruleset_id, options), "en")


def test_a_german_suited_pack_says_which_suit_sign_stands_for_which_suit() -> None:
    """PLAYTEST113 F10: Faraón's log and rules said Grün-Unter and Schellen, the cards showed U♠ and ♦, and nothing
    on screen said which was which.  In English the cards show the French letters (J, Q, A), and the page says so:
    it promised U and O (PLAYTEST158 F2)."""
    german, english = rules_plain(load("faraon"), "de"), rules_plain(load("faraon"), "en")
    assert "Eichel ♣, Grün ♠, Rot ♥, Schellen ♦; Unter U, Ober O, Daus A." in german, german
    assert ("shown in English as a French one: Eichel ♣, Grün ♠, Rot ♥, Schellen ♦; the Unter is the Jack, the Ober"
            " the Queen, the Daus the Ace.") in " ".join(english.split()), english
    assert "Unter U" not in english
    for lang in ("de", "en"):
        assert "Eichel" not in rules_plain(load("standard"), lang)


def test_a_stake_of_one_cent_is_said_in_the_singular() -> None:
    """(REVIEW233 A9: "At the end, 1 cents are paid per point.")"""
    from maumau_tui.tui.rules_text import rules_plain

    assert "At the end, 1 cent is paid per point." in rules_plain(load("miese-punkte", {"einsatz": 1}), "en")
    assert "At the end, 5 cents are paid per point." in rules_plain(load("miese-punkte", {"einsatz": 5}), "en")


@pytest.mark.parametrize(("ruleset_id", "said"), [
    ("erftschmiede", "Start card Jack or joker: the dealer makes the wish."),
    ("neuner", "Start card 9 or joker: the first player makes the wish."),
    ("pesten", "- Joker: The next player draws 5. Can be answered with a 2 or a joker; each joker on it adds 5.")])
def test_a_joker_in_running_english_is_written_small(ruleset_id: str, said: str) -> None:
    """As "a joker" beside it; "Joker:" heads a line of its own (PLAYTEST238 N2, N3: "each Joker on it adds 5")."""
    from maumau_tui.tui.rules_text import rules_plain

    assert said in rules_plain(load(ruleset_id), "en")


@pytest.mark.parametrize(("lang", "said"), [("de", "Bube: Passt auf jede Karte außer auf einen Buben;"),
                                            ("en", "Jack: Fits on any card except a Jack;")])
def test_a_wild_card_that_does_not_go_on_its_own_rank_names_it_with_its_article(lang: str, said: str) -> None:
    """(REVIEW239 B7: "außer auf Bube".)"""
    from maumau_tui.tui.rules_text import rules_plain

    assert said in rules_plain(load("kronenstube"), lang)
