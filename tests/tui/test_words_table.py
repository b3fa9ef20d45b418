"""The table's words from one seat's view: the status line fits or breaks between short parts, a round of
Kings tells its caller what to do, the seat bar shows bot levels, an empty pile takes any card, and a key
that does nothing says why."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date, datetime

import pytest
from rich.cells import cell_len
from rich.console import Console

from maumau_tui.cards import JOKER, parse_card
from maumau_tui.engine.views import View
from maumau_tui.notation import Move, play
from maumau_tui.rules.loader import load
from maumau_tui.tui.i18n import tr, when
from maumau_tui.tui.labels import Look
from maumau_tui.tui.prompts import all_moves_prompt
from maumau_tui.tui.refusals import refusal
from maumau_tui.tui.seat_link import TableFacts
from maumau_tui.tui.status import SEPARATOR, status_line
from maumau_tui.tui.widgets.table_info import seats_line, table_text

NAMES = ("Anna", "Ben", "Cleo")
NINE, SEVEN, KING, OTHER_KING = parse_card("9H"), parse_card("7S"), parse_card("KH"), parse_card("KD")


def plain(text: object) -> str:
    console = Console(width=200, record=True, color_system=None)
    console.print(text)
    return console.export_text()


def a_view(**values: object) -> View:
    view = View(seat=0, names=NAMES, hand=(NINE, SEVEN), hand_sizes=(2, 4, 4), top=NINE, pile_top=NINE,
                pile_size=1, stock_size=10, wish_suit=-1, wish_rank=0, pending_draw=0, pending_skip=0, direction=1,
                actor=0, phase="turn", dealer=2, legal=(Move("play", cards=(NINE,)), Move("draw")), catchable=(),
                out=(), finished=False, drawn=False, log_size=3)
    return replace(view, **values)  # type: ignore[arg-type]


@dataclass(frozen=True)
class LevelledInfo(TableFacts):
    """TableFacts with bot levels (the field the seats work adds)."""

    levels: dict[int, str] = field(default_factory=dict)


def test_every_status_part_is_short_so_the_line_breaks_between_whole_parts() -> None:
    rules = load("erftschmiede")
    legal = (Move("play", cards=(KING,)), Move("play", cards=(KING,), say="koenigsrunde"),
             Move("play", cards=(NINE,), say="mau"), Move("cheat", cards=(SEVEN,)), Move("draw"))
    view = a_view(hand=(NINE, SEVEN, KING), legal=legal, kings=1, actor=0)
    for lang in ("de", "en"):   # a wide terminal: every part (at 80 columns the line keeps what fits)
        line = status_line(view, True, TableFacts(ruleset=rules, kings_word="koenigsrunde"), Look(lang), None, width=200)
        parts = line.strip().split(SEPARATOR)
        assert len(parts) >= 5 and all(len(part) <= 78 for part in parts), parts
    german = status_line(view, True, TableFacts(ruleset=rules, kings_word="koenigsrunde"), Look("de"), None)
    assert german.strip().startswith("Königsrunde von Ben: König legen oder ziehen · Du bist dran.")


def test_the_caller_of_a_round_of_kings_is_told_to_close_or_renew_it() -> None:
    rules = load("erftschmiede")
    info = TableFacts(ruleset=rules, kings_word="koenigsrunde")
    closing = a_view(hand=(KING, NINE), kings=0, legal=(Move("play", cards=(KING,)), Move("draw")))
    assert "Deine Königsrunde ist zurück: mit einem König beenden ·" in status_line(closing, True, info, Look("de"), None)
    renewing = replace(closing, hand=(KING, OTHER_KING, NINE),
                       legal=(Move("play", cards=(KING,)), Move("play", cards=(KING,), say="koenigsrunde")))
    assert "close it with a King or call a new one (k)" in status_line(renewing, True, info, Look("en"), None)
    stuck = replace(closing, hand=(NINE,), legal=(Move("draw"),))
    assert "you hold no King: d draws the penalty" in status_line(stuck, True, info, Look("en"), None)
    watching = replace(closing, seat=1, legal=())
    assert "Die Königsrunde von Anna ist zurück: Anna beendet sie oder sagt eine neue an" in status_line(
        watching, True, info, Look("de"), None)


def test_the_seat_bar_shows_each_bots_level() -> None:
    info = LevelledInfo(ruleset=load("standard"), bots=frozenset({1, 2}), levels={1: "hard", 2: "easy"})
    line = seats_line(a_view(), Look("de"), info.bots, 0, info.levels).plain
    assert "Ben 4 [Bot, schwer]" in line and "Cleo 4 [Bot, leicht]" in line
    assert "Ben 4 [bot]" in seats_line(a_view(), Look("en"), info.bots, 0).plain   # no levels: a bot


def test_an_empty_pile_takes_any_card() -> None:
    view = a_view(pile_size=0, top=JOKER, pile_top=JOKER)
    assert "Oben: jede Karte" in plain(table_text(view, Look("de")))
    assert "Top: any card" in plain(table_text(view, Look("en")))


def test_the_table_box_names_the_runde_and_a_scharf_hands_lone_dealer() -> None:
    rules = load("miese-punkte")
    box = plain(table_text(a_view(), Look("en"), TableFacts(ruleset=rules, hand_number=4)))
    assert "Runde: 2 of 4 (hand 4)" in box and "Scharf" not in box
    box = plain(table_text(a_view(), Look("de"), TableFacts(ruleset=rules, hand_number=12)))
    assert "Runde: 4 von 4 (Spiel 12)" in box and "Scharf: Cleo allein" in box
    assert "Runde" not in plain(table_text(a_view(), Look("de"), TableFacts(ruleset=load("standard"))))


def test_a_refused_key_says_why() -> None:
    standard = TableFacts(ruleset=load("standard"))
    assert refusal("draw", a_view(), standard, Look("en")) == \
        "You can only draw when no card fits: play a card in [ ]."
    assert refusal("pass", a_view(), standard, Look("de")) == "Passen erst nach dem Ziehen (d); Strafkarten zählen dafür nicht."
    assert refusal("draw", a_view(actor=1), standard, Look("de")) == "Jetzt ist Ben dran."
    assert refusal("accept", a_view(), standard, Look("en")).startswith("Nothing to accept")
    # a penalty that also costs the turn (Miese-Punkte's 7) is accepted by drawing it, not by `a` (PLAYTEST236 N7:
    # "Nothing to accept" where the turn is missed)
    sevens = a_view(pending_draw=1, top=SEVEN, pile_top=SEVEN, legal=(Move("draw"),))
    for lang, said in (("en", "The missed turn comes with the penalty: draw it (d)."),
                       ("de", "Das Aussetzen gehört zur Strafe: die Strafe ziehen (d).")):
        assert refusal("accept", sevens, TableFacts(ruleset=load("miese-punkte")), Look(lang)) == said
    assert refusal("accept", sevens, standard, Look("en")) == "Nothing to accept: draw the penalty (d)."
    answer = (Move("play", cards=(SEVEN,)), Move("draw"))      # a 7 of its own answers the 7 (where 7s stack)
    assert refusal("play", a_view(pending_draw=2, legal=answer), standard, Look("en"), NINE) == \
        "A penalty is pending: draw 2 cards (d) or answer it."
    sevens = a_view(pending_draw=2, top=SEVEN, pile_top=SEVEN, legal=(Move("draw"),))
    for lang, said in (("en", "A penalty is pending: draw 2 cards (d)."), ("de", "Offene Strafe: 2 Karten ziehen (d).")):
        assert refusal("play", sevens, standard, Look(lang), NINE) == said
    for lang, said in (("en", "A penalty is pending: draw 2 cards (d); in this variant a card of the same rank does not "
                              "answer it."),   # (PLAYTEST240 N5: a 7 on the 7 in standard said no rule)
                       ("de", "Offene Strafe: 2 Karten ziehen (d); in dieser Variante beantwortet eine Karte desselben "
                              "Werts sie nicht.")):
        assert refusal("play", sevens, standard, Look(lang), parse_card("7C")) == said
    miese = TableFacts(ruleset=load("miese-punkte"))      # one card (PLAYTEST107 F1: "1 Karten", "1 cards")
    for lang, said in (("en", "A penalty is pending: draw 1 card (d) or answer it."),
                       ("de", "Offene Strafe: eine Karte ziehen (d) oder beantworten.")):
        assert refusal("play", a_view(pending_draw=1, legal=answer), miese, Look(lang), NINE) == said


def test_k_says_whether_the_variant_has_a_round_of_kings_at_all() -> None:
    king = parse_card("KS")
    assert refusal("kings", a_view(), TableFacts(ruleset=load("standard")), Look("en"), king) == \
        "This variant has no Round of Kings."
    assert refusal("kings", a_view(), TableFacts(ruleset=load("standard")), Look("de")) == \
        "Eine Königsrunde gibt es in dieser Variante nicht."
    erft = TableFacts(ruleset=load("erftschmiede"))
    assert refusal("kings", a_view(), erft, Look("en"), king).startswith("A Round of Kings is called by")
    blind = TableFacts(ruleset=load("erftschmiede", {"blind": True}))
    assert refusal("kings", a_view(), blind, Look("en"), king) == "This variant has no Round of Kings."


def test_enter_on_a_card_that_may_not_be_the_last_one_names_the_rule() -> None:
    erft = TableFacts(ruleset=load("erftschmiede"))
    ace = parse_card("AS")
    view = a_view(hand=(ace,), legal=(Move("draw"),))
    assert refusal("play", view, erft, Look("de"), ace) == \
        "Pik Ass darf nicht die letzte Karte sein (nicht ausgehen mit Ass, 2, 4, 7): ziehen (d)."
    ten = parse_card("10S")
    answering = a_view(hand=(ten,), legal=(Move("draw"),), pending_draw=2)
    assert "when it answers a penalty" in refusal("play", answering, erft, Look("en"), ten)
    assert refusal("play", a_view(hand=(ace, NINE)), erft, Look("en"), ace) == "Ace of Spades does not fit on 9 of Hearts."


def test_a_card_that_does_not_fit_is_told_why_from_what_everybody_sees() -> None:
    """(Playtest 44: every refusal said "… does not fit now", never "no Jack on a Jack" or "Hearts is wished".)"""
    standard, kronenstube = TableFacts(ruleset=load("standard")), TableFacts(ruleset=load("kronenstube"))
    jack, eight, jack_hearts = parse_card("JS"), parse_card("8C"), parse_card("JH")
    wished = a_view(hand=(eight, NINE), top=parse_card("JC"), wish_suit=2)
    assert refusal("play", wished, standard, Look("en"), eight) == "8 of Clubs does not follow the wish for Hearts."
    assert refusal("play", wished, standard, Look("de"), eight) == "Kreuz 8 folgt dem Wunsch nicht: Herz ist gewünscht."
    on_a_jack = a_view(hand=(jack, NINE), top=jack_hearts)
    assert refusal("play", on_a_jack, kronenstube, Look("en"), jack) == \
        "Jack of Spades may not be played on Jack of Hearts in this variant."
    drawn = a_view(hand=(eight, NINE, SEVEN), drawn=True)
    assert refusal("play", drawn, standard, Look("en"), SEVEN) == "You have drawn: play the drawn card, or p to pass."


def test_drawing_again_is_told_what_is_left_by_the_ruleset() -> None:
    """(PLAYTEST99 F4: in Kronenstube any card that fits may follow a draw, and `d` again said "play the drawn card".)"""
    eight, seven = parse_card("8C"), parse_card("7H")
    drawn = a_view(hand=(eight, NINE, seven), drawn=True, legal=(play(NINE), play(seven), Move("pass")))
    said = {(ruleset, lang): refusal("draw", drawn, TableFacts(ruleset=load(ruleset)), Look(lang))
            for ruleset in ("standard", "kronenstube") for lang in ("en", "de")}
    assert said == {("standard", "en"): "You have drawn: play the drawn card, or p to pass.",
                    ("standard", "de"): "Schon gezogen: die gezogene Karte legen oder mit p passen.",
                    ("kronenstube", "en"): "You have drawn: play a card that fits, or p to pass.",
                    ("kronenstube", "de"): "Schon gezogen: eine passende Karte legen oder mit p passen."}
    nothing = replace(drawn, legal=(Move("pass"),))
    assert refusal("draw", nothing, TableFacts(ruleset=load("kronenstube")), Look("en")) == \
        "You have drawn, and nothing can be played now: p passes."


def test_pharaohs_six_says_draw_one_and_miss_a_turn_its_seven_only_draw_one() -> None:
    info = TableFacts(ruleset=load("pharaoh"))
    six, seven = parse_card("6H"), parse_card("7H")
    for card, box, hint in ((six, "Penalty: draw 1, miss a turn", "d draws 1 and misses a turn"),
                            (seven, "Penalty: draw 1", "d draws 1")):
        view = a_view(top=card, pile_top=card, pending_draw=1, legal=(Move("draw"),))
        assert box in [line.strip() for line in plain(table_text(view, Look("en"), info)).splitlines()]
        line = status_line(view, True, info, Look("en"), None)
        assert line.strip().endswith(hint), line
    german = a_view(top=six, pile_top=six, pending_draw=1, legal=(Move("draw"),))
    assert "Strafe: zieh 1 und setz aus" in plain(table_text(german, Look("de"), info))


@dataclass(frozen=True)
class FollowingView(View):
    """A view that says the seat must follow its own card (the field the engine's view is to carry)."""

    following: bool = False


def test_a_card_that_must_be_followed_says_so_on_the_status_line() -> None:
    info = TableFacts(ruleset=load("standard"))
    ace = parse_card("AH")
    view = FollowingView(**{**a_view(top=ace, pile_top=ace).__dict__, "following": True})
    wide = 200   # the whole sentence where there is room; at 80 columns its short form (test_status_fit.py)
    assert "Ace must be covered: play a fitting card or draw" in status_line(view, True, info, Look("en"), None, wide)
    assert "Das Ass verlangt: eine passende Karte nachlegen oder ziehen" in status_line(view, True, info, Look("de"), None,
                                                                                      wide)   # (REVIEW239 A14)
    assert "verlangt" not in status_line(a_view(top=ace, pile_top=ace), True, info, Look("de"), None)
    holding = FollowingView(**{**view.__dict__, "legal": tuple(move for move in view.legal if move.kind != "draw")})
    assert "Ace must be covered: play a fitting card" + " ·" in status_line(holding, True, info, Look("en"), None, wide) + " ·"
    assert "or draw" not in status_line(holding, True, info, Look("en"), None, wide)   # (playtest 37: d drew nothing)


def test_the_seat_bar_names_a_seat_out_of_the_match() -> None:
    gone = a_view(hand_sizes=(2, 0, 4), out=(1,), absent=(1,))
    assert "Ben ausgeschieden" in seats_line(gone, Look("de"), (), 0).plain
    assert "Ben eliminated" in seats_line(gone, Look("en"), (), 0).plain
    assert "Ben out" in seats_line(a_view(hand_sizes=(2, 0, 4), out=(1,)), Look("en"), (), 0).plain


def test_a_window_several_may_answer_is_awaited_as_answers_not_as_the_next_player() -> None:
    """(Playtest 47: while Ben answered a claimed window, Carla's line said "Waiting for Anna", the next to play.)"""
    erft = TableFacts(ruleset=load("erftschmiede"))
    window = a_view(actor=1, legal=(), timed=True, window=(1, 2), window_kind="swap")
    assert status_line(window, True, erft, Look("en"), None).startswith(" Waiting for answers.")
    assert status_line(window, True, erft, Look("de"), None).startswith(" Der Tisch wartet auf Antworten.")
    alone = replace(window, window=(1,))
    assert status_line(alone, True, erft, Look("en"), None).startswith(f" Waiting for {NAMES[1]}.")


def test_m_names_the_cards_its_call_goes_with_however_short_the_line() -> None:
    """PLAYTEST176 F5: at 78 columns the status line said "m: with “I'll buy that”" where only the joker (as a 3) buys,
    and the player moved to a King expecting m to buy with it."""
    from maumau_tui.engine.game import Game
    from maumau_tui.engine.views import view as view_of
    from maumau_tui.rules.compile import compile_ruleset

    rules = load("erftschmiede")
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    game = Game.stacked(compile_ruleset(rules, 3), list(NAMES), [cards("* JS KC KS KH"), cards("7C 8C 9C"),
                                                                 cards("7D 8D 9D")],
                        cards("10S"), cards("2C 3D 4D 5D 6D 7H 8H 9H 2H 3H"), dealer=2)
    seen = view_of(game, 0)
    assert {move.cards[0] for move in seen.legal if move.kind == "play" and move.say == "kauf"} == {JOKER}
    info = TableFacts(ruleset=rules, kings_word="koenigsrunde")
    for width in (50, 60, 78, 140):
        for lang, said in (("en", "m: Jkr with “I'll buy that”"), ("de", "m: Jkr mit „Kauf ich“")):
            line = status_line(seen, True, info, Look(lang), None, width=width)
            assert said in line and "m: with" not in line and "m: mit" not in line, (width, line)


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["today 21:05", "yesterday 23:59", "2026-12-03 08:00", "today 21:05:09"]),
    ("de", ["heute 21:05", "gestern 23:59", "03.12.2026 08:00", "heute 21:05:09"])])
def test_a_moment_of_today_or_yesterday_is_named_so(lang: str, expected: list[str]) -> None:
    """("last played 2026-12-05 06:43" made the reader work out that it was this morning.)"""
    today = date(2026, 12, 5)
    moments = [datetime(2026, 12, 5, 21, 5, 9), datetime(2026, 12, 4, 23, 59), datetime(2026, 12, 3, 8, 0)]
    said = [when(moment, lang, today=today) for moment in moments] + [when(moments[0], lang, True, today)]
    assert said == expected


def test_a_key_on_the_hidden_table_during_a_bots_turn_names_whose_turn_it_is() -> None:
    """(PLAYTEST201: resumed in a bot's turn, "Someone has to take the keyboard first." stood over "Rita is thinking …".)
    A person's turn: somebody takes the keyboard first (at the hand-off)."""
    standard = TableFacts(ruleset=load("standard"), bots=frozenset({2}))
    hidden = a_view(seat=-1, hand=(), legal=(), actor=2)
    assert refusal("play", hidden, standard, Look("en")) == "It is Cleo's turn now."
    assert refusal("draw", hidden, standard, Look("de")) == "Jetzt ist Cleo dran."
    assert refusal("play", replace(hidden, actor=1), standard, Look("en")) == "Someone has to take the keyboard first."


def test_the_status_line_names_the_skip_with_the_key_bars_word_for_a() -> None:
    """Facing an Ace in Prší the status line said "a: aussetzen" while the key bar said "a Annehmen": two words
    for one key.  The line now says the key bar's word, then what accepting costs."""
    info = TableFacts(ruleset=load("prsi"))
    view = a_view(pending_skip=1, legal=(Move("play", cards=(NINE,)), Move("accept")))
    for lang, said in (("de", "a: annehmen und aussetzen"), ("en", "a: accept and miss a turn")):
        assert said.startswith(f"a: {tr(lang, 'key_accept').lower()} ")
        assert said in status_line(view, True, info, Look(lang), None, width=200)


def test_a_question_under_a_round_of_kings_back_at_its_caller_keeps_its_words_on_the_next_row() -> None:
    """PLAYTEST208 F3: with the round of Kings back at its caller, the status line's second row read "Your turn. · A…":
    the question's title was cut to what the first row had left beside the round of Kings."""
    rules = load("erftschmiede")
    info = TableFacts(ruleset=rules, kings_word="koenigsrunde")
    closing = a_view(hand=(KING, OTHER_KING, NINE), kings=0,
                     legal=(Move("play", cards=(KING,)), Move("play", cards=(KING,), say="koenigsrunde"), Move("draw")))
    for lang in ("en", "de"):
        prompt = all_moves_prompt(closing, Look(lang))
        line = status_line(closing, True, info, Look(lang), prompt)
        rows = line.split("\n")
        assert len(rows) == 2 and all(cell_len(row) <= 80 for row in rows), rows
        assert rows[1].strip() == f"{tr(lang, 'your_turn')}{SEPARATOR}{prompt.title}", rows


def test_a_skip_to_take_first_is_said_to_pass_on_only_where_it_does_and_how() -> None:
    """PLAYTEST211 F2: facing Prší's Ace, d said "or pass it on with the same card", read as the Ace on the pile; and
    the same words came where nothing passes a skip on (standard's Ace, Kronenstube's 8)."""
    ace, eight = parse_card("AH"), parse_card("8H")
    facing = a_view(top=ace, pile_top=ace, pending_skip=1, legal=(Move("accept"),))
    prsi = TableFacts(ruleset=load("prsi"))
    for action, card in (("draw", None), ("play", NINE)):
        assert refusal(action, facing, prsi, Look("en"), card) == "Accept the skip (a) – or pass it on: Ace on Ace."
        assert refusal(action, facing, prsi, Look("de"), card) == "Erst aussetzen (a) – oder weitergeben: Daus auf Daus."
    assert refusal("draw", facing, TableFacts(ruleset=load("standard")), Look("en")) == "Accept the skip (a)."
    kronenstube = replace(facing, top=eight, pile_top=eight)
    assert refusal("draw", kronenstube, TableFacts(ruleset=load("kronenstube")), Look("de")) == "Erst aussetzen (a)."


def test_the_german_status_line_says_whose_turn_it_is_not_to_wait() -> None:
    """PLAYTEST274 N10: "Warte auf Opa." reads as told to wait (an imperative); it says whose turn it is."""
    view, info = a_view(actor=1, legal=()), TableFacts(ruleset=load("standard"))
    assert status_line(view, True, info, Look("de"), None).startswith(f" {NAMES[1]} ist dran.")
    assert status_line(view, True, info, Look("en"), None).startswith(f" Waiting for {NAMES[1]}.")
    absent = replace(info, unconnected=frozenset({1}))
    assert status_line(view, True, absent, Look("de"), None).startswith(
        f" {NAMES[1]} ist dran, aber noch nicht mit dem Tisch verbunden.")
