"""Which decisions become prompts, with which choices; how moves, wishes and rules read on screen."""

from __future__ import annotations

from dataclasses import replace

import pytest

from maumau_tui.cards import HEARTS, JOKER, parse_card, suit_of
from maumau_tui.engine.views import View
from maumau_tui.notation import Move, WAIT_MOVE, play
from maumau_tui.rules.loader import load, ruleset_paths
from maumau_tui.table import Table
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import Look, call_word, for_ruleset, move_label
from maumau_tui.tui.prompts import Choice, all_moves_prompt, catch_prompt, has_more_moves, play_choices, prompt_for
from maumau_tui.tui.rules_text import key_name, rules_plain
from maumau_tui.tui.screens.prompt import same_line

LOOK = Look("en")


def seat_view(*legal: Move, seat: int = 0, actor: int = 0) -> View:
    table = Table.from_names("standard", [("Anna", False), ("Ben", False), ("Cleo", False)], seed=1)
    table.deal()
    return replace(table.view_of(seat), legal=tuple(legal), actor=actor, opening=False)   # a move made since the deal


def test_a_suit_wish_is_a_prompt_with_the_four_suits() -> None:
    spec = prompt_for(seat_view(*(Move("wish", suit=s) for s in range(4))), LOOK)
    assert spec is not None and spec.kind == "wish" and not spec.cancellable
    assert spec.title == "Which suit do you wish for?"
    assert [c.label for c in spec.choices] == ["♣ Clubs", "♠ Spades", "♥ Hearts", "♦ Diamonds"]


def test_a_rank_wish_lists_only_the_legal_ranks() -> None:
    spec = prompt_for(seat_view(Move("wish", rank=7), Move("wish", rank=14)), Look("de"))
    assert spec is not None and spec.title == "Welchen Wert wünschst du dir?"
    assert [c.label for c in spec.choices] == ["Ass", "7"]        # the Ace first: its key is 1 (PLAYTEST244 N4)


def test_each_rank_wished_for_has_its_own_digit_and_other_questions_their_numbers() -> None:
    ranks = (7, 8, 9, 10, 11, 12, 13, 14)                 # (a pack of 32: no digit 2 to 6)
    spec = prompt_for(seat_view(*(Move("wish", rank=rank) for rank in ranks)), LOOK)
    assert spec is not None and spec.keys == ("1", "7", "8", "9", "0", "", "", "")      # the Ace first, as its key
    assert [choice.move.rank for choice in spec.choices] == [14, 7, 8, 9, 10, 11, 12, 13]
    suits = prompt_for(seat_view(*(Move("wish", suit=s) for s in range(4))), LOOK)
    assert suits is not None and suits.keys == ()


def test_naming_a_player_and_giving_a_card_are_prompts() -> None:
    spec = prompt_for(seat_view(Move("name", seat=1), Move("name", seat=2)), LOOK)
    assert spec is not None and spec.kind == "name" and [c.label for c in spec.choices] == ["Ben (5 cards)", "Cleo (5 cards)"]
    spec = prompt_for(seat_view(Move("give", (parse_card("7H"),))), LOOK)
    assert spec is not None and spec.kind == "give" and spec.choices[0].label == "Give 7♥ (7 of Hearts)"
    shown = (parse_card("9S"), parse_card("6H"))            # grouped by suit (PLAYTEST253 F1: the list gave 6♥ on 1)
    given = replace(seat_view(*(Move("give", (card,)) for card in sorted(shown))), hand=shown)
    assert [choice.label for choice in prompt_for(given, LOOK).choices] == ["Give 9♠ (9 of Spades)", "Give 6♥ (6 of Hearts)"]


def test_an_answer_window_with_wait_has_a_countdown_and_waits_on_timeout() -> None:
    block = play(parse_card("5H"))
    spec = prompt_for(seat_view(block, WAIT_MOVE), LOOK, window_seconds=3)
    assert spec is not None and spec.kind == "window"
    assert spec.timeout == 3 and spec.on_timeout == WAIT_MOVE
    assert [c.move for c in spec.choices] == [block]


def test_plays_draws_passes_and_accepts_are_keys_not_prompts() -> None:
    assert prompt_for(seat_view(play(parse_card("7H")), Move("draw")), LOOK) is None
    assert prompt_for(seat_view(Move("pass"), Move("accept")), LOOK) is None


def test_no_prompt_for_a_seat_that_is_not_on_turn() -> None:
    assert prompt_for(seat_view(Move("wish", suit=HEARTS), actor=1), LOOK) is None


def test_an_unknown_kind_falls_back_to_the_list_of_every_legal_move() -> None:
    spec = prompt_for(seat_view(Move("say", say="koenigsrunde"), Move("cheat", (parse_card("7H"),))), LOOK)
    assert spec is not None and spec.kind == "any" and len(spec.choices) == 2
    mixed = seat_view(Move("say", say="koenigsrunde"), Move("draw"))
    assert prompt_for(mixed, LOOK) is None and has_more_moves(mixed)


def test_the_list_of_every_move_plays_the_cards_in_the_order_the_hand_shows_them() -> None:
    """PLAYTEST243 N2: the list numbered the plays as the engine made them (J♦ first where the hand began 3♦), so a
    digit in the list meant another card than the same digit in the hand."""
    hand = seat_view().hand
    for shown in (hand, tuple(sorted(hand, key=lambda card: (suit_of(card), card)))):     # by rank, grouped by suit
        legal = (Move("draw"), *(play(card) for card in reversed(shown)), play(shown[0], say="mau"))
        view = replace(seat_view(*legal), hand=shown)
        spec = all_moves_prompt(view, LOOK)
        firsts = [choice.move.cards[0] for choice in spec.choices if choice.move is not None and choice.move.cards]
        assert firsts == [shown[0], shown[0], *shown[1:]]
        assert spec.choices[-1].move == Move("draw")


def test_the_jokers_lines_stand_by_its_own_in_the_list_of_every_move() -> None:
    """PLAYTEST253 N1: the joker's "as ..." lines, grouped by rank, came last, after the lines of cheating."""
    from maumau_tui.cards import card

    two, nine = parse_card("2D"), parse_card("9C")
    hand = (JOKER, two, nine)
    declared = [Move("play", (JOKER,), as_card=card(rank, suit)) for rank in (3, 4, 5) for suit in range(4)]
    legal = (Move("cheat", (nine,)), play(two), Move("play", (JOKER,)), *declared)
    spec = all_moves_prompt(replace(seat_view(*legal), hand=hand), LOOK)
    kinds = ["joker" if choice.move is not None and choice.move.cards[:1] == (JOKER,) else choice.move.kind
             for choice in spec.choices if choice.move is not None]
    assert kinds == ["joker"] * 4 + ["play", "cheat"], [choice.label for choice in spec.choices]


def test_catch_prompt_lists_only_catch_moves() -> None:
    view = seat_view(Move("catch", seat=1), Move("catch", seat=2), play(parse_card("7H")))
    spec = catch_prompt(view, LOOK)
    assert spec is not None and [c.label for c in spec.choices] == ["Catch Ben", "Catch Cleo"]
    assert catch_prompt(seat_view(Move("draw")), LOOK) is None
    assert len(all_moves_prompt(view, LOOK).choices) == 3


def test_move_labels_name_cards_calls_and_seats() -> None:
    names = ["Anna", "Ben"]
    assert move_label(play(parse_card("JC"), say="maumau"), names, LOOK) == "Play J♣ (Jack of Clubs) and call “Mau-Mau”"
    assert move_label(play(parse_card("10H")), names, Look("de", ascii_cards=True)) == "10H (Herz 10) legen"
    assert move_label(Move("draw"), names, Look("de")) == "Karte ziehen"
    assert call_word("mau") == "Mau" and call_word("laatste-kaart") == "Laatste kaart"


@pytest.mark.parametrize("ruleset_id", sorted(ruleset_paths()))
@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_ruleset_has_a_rules_page_naming_each_special_card(ruleset_id: str, lang: str) -> None:
    rules = load(ruleset_id)
    text = rules_plain(rules, lang)
    assert getattr(rules.description, lang) in text
    for key, effect in rules.effects.items():
        plain = all(value in (None, False) for _, value in effect)   # (made plain again: Neuner's Jack)
        assert (f"- {key_name(key, lang, rules.pack.german)}:" in text) is not plain


def test_only_the_start_cards_wish_says_start_card() -> None:
    """A Jack played on a pile an eating card emptied lies alone too: the pile's size does not tell."""
    wishes = [Move("wish", suit=s) for s in range(4)]
    alone = replace(seat_view(*wishes), pile_size=1)                      # a move made already this hand
    spec = prompt_for(alone, LOOK)
    assert spec is not None and spec.title == "Which suit do you wish for?"
    start = replace(alone, opening=True)                                  # no move made yet: the start card's
    spec = prompt_for(start, LOOK)
    assert spec is not None and spec.title.startswith("Start card ") and spec.title.endswith(": Which suit do you wish for?")


def test_ajoker_line_among_other_moves_says_its_call_last_in_german_too() -> None:
    """(Playtest 38: "Jkr als 3♦ (Karo 3) und „Kauf ich“ sagen legen".)"""
    from maumau_tui.cards import JOKER, parse_card
    from maumau_tui.notation import Move, MoveKind
    from maumau_tui.tui.labels import Look
    from maumau_tui.tui.prompts import joker_line

    move = Move(kind=MoveKind.PLAY, cards=(JOKER,), as_card=parse_card("3D"), say="kauf")
    assert joker_line(move, Look("de"), "_named", "Jkr") == "Jkr als 3♦ (Karo 3) legen und „Kauf ich“ sagen"
    assert joker_line(move, Look("en"), "_named", "Jkr") == "Play Jkr as 3♦ (3 of Diamonds) and call “I'll buy that”"


@pytest.mark.parametrize(("lang", "title"), [("en", "Whom do you name? The one named draws 1 card."),
                                             ("de", "Wen nennst du? Wer genannt wird, zieht eine Karte.")])
def test_naming_a_player_who_draws_says_so(lang: str, title: str) -> None:
    """Playtest 54: Evil Seven's 2 asked only "Which player do you name?"."""
    two = replace(seat_view(Move("name", seat=1), Move("name", seat=2)), top=parse_card("2C"), name_draw=1)
    spec = prompt_for(two, Look(lang))
    assert spec is not None and spec.title == title
    plain = replace(two, name_draw=0)
    assert prompt_for(plain, Look(lang)).title == tr(lang, "prompt_name")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Take the card (escaping with 4♥ needs two other cards in hand)"),
    ("de", "Karte nehmen (wer sich mit 4♥ entzieht, braucht noch zwei andere Karten auf der Hand)")])
def test_a_gift_that_a_held_four_cannot_escape_says_why(lang: str, said: str) -> None:
    """PLAYTEST243 N4: holding 4♥ A♠, the receiver of a 4's card read "no card of yours answers it"."""
    gift = replace(seat_view(Move("accept")), window=(0,), window_kind="gift", top=parse_card("4C"))
    short = replace(gift, hand=(parse_card("4H"), parse_card("AS")))
    assert [choice.label for choice in prompt_for(short, Look(lang)).choices] == [said]
    plain = replace(gift, hand=(parse_card("5H"), parse_card("AS")))
    assert prompt_for(plain, Look(lang)).choices[0].label == tr(lang, "accept_gift") + " " + tr(lang, "no_answer_held")


def test_a_window_that_runs_out_by_itself_starts_on_letting_it_go_others_on_the_answer() -> None:
    """(Playtest 71, review 98.) A block or a swap closes by itself: Enter alone does what waiting does. A Queen's
    window waits for an answer, and there the answer is what a player nearly always wants."""
    queen, accept = play(parse_card("QH")), Move("accept")
    untimed = replace(seat_view(queen, accept), window=(0,), window_kind="victim", name_draw=2)
    spec = prompt_for(untimed, LOOK)
    assert spec is not None and [c.move for c in spec.choices] == [queen, accept] and spec.start == 0
    timed = replace(seat_view(queen, accept, WAIT_MOVE), window=(0,), window_kind="swap", timed=True)
    spec = prompt_for(timed, LOOK, window_seconds=3)
    assert spec is not None and spec.choices[spec.start].move == accept


def test_a_line_to_let_a_window_go_is_kept_only_where_it_means_the_same() -> None:
    accept = Move("accept")
    let_swap, draw_two = Choice("Let the swap happen", accept), Choice("Don't pass it on: draw 2 cards", accept)
    assert same_line(Choice("Let the swap happen", accept), let_swap) and not same_line(draw_two, let_swap)
    card = Move("play", (parse_card("2H"),))
    assert same_line(Choice("Play 2♥ (2 of Hearts)", card), Choice("2♥", card))   # a card is the same card


def test_a_window_only_the_joker_can_answer_names_the_joker_on_its_lines() -> None:
    """PLAYTEST96 F5: Ben, asked about a swap he could stop only with his joker, read "As 2 …" (as the joker's own
    question reads), not which card it was."""
    from maumau_tui.engine.game import Game
    from maumau_tui.tui.prompts import window_prompt

    table = Table.from_names("erftschmiede", [("Anna", False), ("Ben", False), ("Cleo", False)], seed=1)
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("AH 9D 8S"), cards("* KD 10C"), cards("7C 8C 9C")],
                                cards("9H"), cards("2C 3C 3S 3H 3D 4C"), 2))
    game = table.game
    game.apply(play(parse_card("AH")), 0)
    game.apply(Move("name", seat=1), 0)
    view = table.view_of(1)
    assert view.may_answer and view.window_kind == "swap"
    spec = window_prompt(view, LOOK, None)
    jokers = [choice.label for choice in spec.choices if choice.move.cards[:1] == (parse_card("*"),)]
    assert jokers and all(label.startswith("Play Jkr as ") for label in jokers), jokers


def test_naming_on_after_answering_a_queen_is_out_of_turn_also_for_the_chains_first_player() -> None:
    """REVIEW117 F4: Anna's Queen went round (Ben, Cleo) and came back to her; she passed it on and named out of
    turn, but the status line said "Your turn." (the chain's first player is its origin, so the origin did not tell)."""
    from maumau_tui.engine.game import Game
    from maumau_tui.tui.status import out_of_turn

    table = Table.from_names("erftschmiede", [("Anna", False), ("Ben", False), ("Cleo", False)], seed=1)
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("QH QC 8S 9D"), cards("QS KD 10C"),
                                                                 cards("QD 8C 9C")], cards("9H"), cards("2C 3C 3S 3H 3D 4C"), 2))
    game = table.game
    game.apply(play(parse_card("QH")), 0)
    assert not out_of_turn(table.view_of(0))                     # her own Queen: her turn
    game.apply(Move("name", seat=1), 0)
    for seat, card, victim in ((1, "QS", 2), (2, "QD", 0)):
        game.apply(play(parse_card(card)), seat)
        assert out_of_turn(table.view_of(seat))                  # passing it on: out of turn
        game.apply(Move("name", seat=victim), seat)
    game.apply(play(parse_card("QC")), 0)                          # back at Anna, who passes it on too
    view = table.view_of(0)
    assert view.phase == "name" and view.my_turn and out_of_turn(view)


def test_a_caught_cheat_answers_out_of_turn() -> None:
    """PLAYTEST266 F2: "Your turn. · Ben caught you cheating: penalty or objection?", where every other answer has no
    turn to name."""
    from maumau_tui.engine.game import Game
    from maumau_tui.tui.prompts import caught_prompt
    from maumau_tui.tui.seat_link import TableFacts
    from maumau_tui.tui.status import out_of_turn, status_line

    table = Table.from_names("erftschmiede", [("Anna", False), ("Ben", False), ("Cleo", False)], seed=1)
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("2C 3D 7D"), cards("KH 9H 8S"),
                                                                 cards("QH 10C 9C")], cards("5D"), cards("8D AC AS KS"), 2))
    game = table.game
    game.apply(Move("cheat", cards=(parse_card("2C"),)), 0)
    assert not out_of_turn(table.view_of(1))                     # Ben's turn, in which he may accuse her
    game.apply(Move("catch", seat=0), 1)
    view = table.view_of(0)
    assert view.phase == "caught" and view.my_turn and out_of_turn(view)
    line = status_line(view, True, TableFacts(table.ruleset), LOOK, caught_prompt(view, LOOK), width=100)
    assert line.startswith(" Ben caught you cheating: penalty or objection?"), line


def test_the_jokers_own_question_keys_each_rank_by_its_digit_as_the_rank_wish_does() -> None:
    """PLAYTEST101 L3: in the joker's question 1 played it as a joker, in the rank wish that follows 1 is the Ace."""
    from maumau_tui.cards import JOKER, card
    from maumau_tui.tui.prompts import plays_prompt

    plain = Move("play", (JOKER,))
    declared = [Move("play", (JOKER,), as_card=card(rank, suit)) for rank in range(2, 15) for suit in range(4)]
    spec = plays_prompt([plain, *declared], ["Anna", "Ben"], LOOK)
    assert [choice.move.as_card is None for choice in spec.choices][:2] == [True, False]
    assert spec.keys == ("", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "", "", "")   # the Ace first, as in the wish
    ace = spec.choices[spec.keys.index("1")]
    assert ace.label.startswith("As Ace") and ace.then is not None
    few = plays_prompt([plain, *(m for m in declared if m.as_card in (card(7, 0), card(7, 1)))], ["Anna"], LOOK)
    assert few.keys == ()                     # two lines of one rank: they keep their numbers


def test_whom_to_name_says_how_many_cards_each_holds() -> None:
    """PLAYTEST173 F8: whom the Queen hits, whom to swap with: the counts had to be read off the seat bar."""
    view = replace(seat_view(Move("name", seat=1), Move("name", seat=2)), hand_sizes=(4, 1, 6))
    spec = prompt_for(view, LOOK)
    assert spec is not None and [choice.label for choice in spec.choices] == ["Ben (1 card)", "Cleo (6 cards)"]
    german = prompt_for(view, Look("de"))
    assert german is not None and [choice.label for choice in german.choices] == ["Ben (1 Karte)", "Cleo (6 Karten)"]


@pytest.mark.parametrize(("ruleset", "lang", "said"), [
    ("erftschmiede", "en", "Play it as a joker – then wish for a rank"),
    ("neuner", "de", "Als Joker legen – dann eine Farbe wünschen"),
    ("pesten", "en", "Play it as a joker"), ("pesten", "de", "Als Joker legen"), ("idioten-mau", "en", "Play it as a joker")])
def test_a_joker_played_as_itself_promises_the_wish_its_ruleset_makes(ruleset: str, lang: str, said: str) -> None:
    """PLAYTEST187 L1: in Pesten the joker's line said "Jkr als Joker legen – dann einen Wert wünschen", and no wish
    came (its joker wishes nothing; Neuner's wishes a suit)."""
    look = for_ruleset(Look(lang), load(ruleset))
    plain = Move("play", cards=(JOKER,))
    assert [choice.label for choice in play_choices([plain], ["Anna", "Ben"], look, jokers_own=True)] == [said]


def test_a_swap_between_two_players_offers_no_redirect() -> None:
    """PLAYTEST220 N3: with two players in the hand the swap's partner read "an Ace (redirect), a 2 (stop), or let it
    happen?", and the claim screen "Ben may redirect it with an Ace", though there is no third seat to turn it to."""
    from maumau_tui.cards import parse_card
    from maumau_tui.engine.game import Game
    from maumau_tui.engine.views import view
    from maumau_tui.notation import parse_move
    from maumau_tui.rules.compile import compile_ruleset
    from maumau_tui.rules.loader import load
    from maumau_tui.tui.screens.window import window_text

    def swapped(names: list[str], hands: list[str]) -> Game:
        cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
        game = Game.stacked(compile_ruleset(load("erftschmiede"), len(names)), names, [cards(hand) for hand in hands],
                            cards("9H"), cards("7C 8C 9C KC"), dealer=len(names) - 1)
        game.apply(parse_move("play AH", names), 0)
        if any(move.kind == "name" for move in game.legal_moves(0)):
            game.apply(parse_move("name Ben", names), 0)
        return game

    two = swapped(["Anna", "Ben"], ["AH 9D 8S", "AS KD 10C"])
    assert view(two, 1).window_kind == "swap"
    assert prompt_for(view(two, 1), LOOK).title == "Anna wants to swap hands with you: a 2 (stop), or let it happen?"
    assert window_text(view(two, None), [0, 1], "en")[1] == "Anybody may stop it with a 2."
    three = swapped(["Anna", "Ben", "Cleo"], ["AH 9D 8S", "AS KD 10C", "2C QD 10S"])
    assert prompt_for(view(three, 1), LOOK).title == (
        "Anna wants to swap hands with you: an Ace (redirect), a 2 (stop), or let it happen?")
    assert window_text(view(three, None), [0, 1, 2], "en")[1] == "Ben may redirect it with an Ace; anyone may stop it with a 2."
    own = swapped(["Anna", "Ben", "Cleo"], ["AH 2D 8S", "AS KD 10C", "QC QD 10S"])   # (PLAYTEST248 N5: why she is asked)
    assert prompt_for(view(own, 0), LOOK).title == "You swap with Ben. Changed your mind? A 2 stops the swap."


@pytest.mark.parametrize("ben, flat", [("* KD 10C", True), ("* AS 2D 10C", False)])
def test_a_jokers_declared_cards_against_the_clock_are_lines_of_their_own_where_each_keeps_a_digit(
        ben: str, flat: bool) -> None:
    """REVIEW256 B2: in a timed window the joker's lines asked its suit after the rank, and that follow-up held the
    window's clock for the whole table (over SSH): only a seat with a joker could make it stop.  Against the clock
    each declared card is a line of its own, digit and Enter, wherever every line keeps a digit key; with more lines
    (an Ace and a 2 beside the joker) and without a clock the lines ask the suit after the rank as before."""
    from maumau_tui.engine.game import Game
    from maumau_tui.tui.prompts import window_prompt

    digit_keys = 10     # a prompt's digit keys, 1 to 9 and 0
    table = Table.from_names("erftschmiede", [("Anna", False), ("Ben", False), ("Cleo", False)], seed=1)
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("AH 9D 8S"), cards(ben), cards("7C 8C 9C")],
                                cards("9H"), cards("2C 3C 3S 3H 3D 4C"), 2))
    table.game.apply(play(parse_card("AH")), 0)
    table.game.apply(Move("name", seat=1), 0)
    view = table.view_of(1)
    timed = window_prompt(view, LOOK, 4.0)
    untimed = window_prompt(view, LOOK, None)
    assert [choice.label for choice in untimed.choices if choice.then is not None] == [
        "Play Jkr as Ace …", "Play Jkr as 2 …"]
    asking = [choice.label for choice in timed.choices if choice.then is not None]
    if flat:
        assert not asking and len(timed.choices) <= digit_keys
        jokers = [choice.label for choice in timed.choices if choice.move is not None and choice.move.cards[:1] == (JOKER,)]
        assert jokers[:2] == ["Play Jkr as A♣ (Ace of Clubs)", "Play Jkr as A♠ (Ace of Spades)"] and len(jokers) == 8
        assert {choice.move for choice in timed.choices} == {m for m in view.legal if m.kind != "wait"}
    else:
        assert asking == ["Play Jkr as Ace …", "Play Jkr as 2 …"] and len(view.legal) - 1 > digit_keys
    # a question asked again (a line more or less) that turns grouped lines flat, or flat ones grouped, leaves the
    # cursor on no joker's line: Enter on "Play Jkr as A♣" must not stand for "Play Jkr as Ace …" (a suit unchosen)
    grouped = next(choice for choice in untimed.choices if choice.then is not None)
    assert grouped.move is not None and grouped.move.cards[:1] == (JOKER,)
    assert not same_line(Choice("Play Jkr as A♣ (Ace of Clubs)", grouped.move), grouped)
    assert not same_line(grouped, Choice("Play Jkr as A♣ (Ace of Clubs)", grouped.move))
    assert same_line(grouped, grouped)
