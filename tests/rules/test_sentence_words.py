"""A ruleset's own words for the sentences rulesets/README.md names: a penalty that costs the turn, a card to
follow, a call, one penalty card, a one-card reshuffle.  Each validates with the values the game fills in and
stands in the log where the game says it."""

from __future__ import annotations

from pathlib import Path

import pytest

from maumau_tui.cards import parse_card
from maumau_tui.log_words import spoken
from maumau_tui.engine.game import Game
from maumau_tui.engine.views import log_lines
from maumau_tui.notation import parse_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import RulesetError, check_all_options, load

HEAD = "id: mine\nname: Mine\ndescription: x\n"
NAMES = ["Ann", "Bob", "Cy"]


def own(tmp_path: Path, extends: str, words: str, more: str = "") -> Path:
    path = tmp_path / "mine.yaml"
    path.write_text(f"{HEAD}extends: {extends}\n{more}words:\n{words}", encoding="utf-8")
    return path


def game_of(path: Path, hands: list[list[str]], pile: list[str], stock: list[str]) -> Game:
    tables = compile_ruleset(load(path), 3)
    return Game.stacked(tables, NAMES, [[parse_card(c) for c in cards] for cards in hands],
                        [parse_card(c) for c in pile], [parse_card(c) for c in stock], dealer=2)


def play(game: Game, *moves: str) -> None:
    for words in moves:
        game.apply(parse_move(words, NAMES))


def test_own_words_for_a_penalty_that_costs_the_turn_and_for_a_card_to_follow(tmp_path: Path) -> None:
    path = own(tmp_path, "pharaoh", "  penalty_skip: {de: 'Zieh {n} ({n_word}), dann aussetzen!', en: 'Take {n}, sit out!'}\n"
                                    "  follow: {de: '{name} legt nach.', en: '{name} follows.'}\n")
    assert check_all_options(path) == []
    game = game_of(path, [["6H", "9S"], ["8H", "10D"], ["9C", "8C"]], ["10H"], ["9D", "7D"])
    play(game, "play 6H")
    assert log_lines(game, None, "de")[-1] == "Zieh 1 (eine), dann aussetzen!"
    assert log_lines(game, None, "en")[-1] == "Take 1, sit out!"
    follow = own(tmp_path, "standard", "  follow: {de: '{name} legt nach.', en: '{name} follows.'}\n")
    game = game_of(follow, [["AH", "9H"], ["8H", "10D"], ["9C", "8C"]], ["10H"], ["9D", "7D"])
    play(game, "play AH")
    assert log_lines(game, None, "en")[-1] == "Ann follows."


def test_own_words_for_one_penalty_card(tmp_path: Path) -> None:
    path = own(tmp_path, "standard", "  draw_call_one: {de: '{name}: {n} Strafkarte.', en: '{name}: {n} penalty card.'}\n")
    assert check_all_options(path) == []
    game = game_of(path, [["9H", "KS"], ["8D", "10D", "QC"], ["9C", "8C"]], ["10H"], ["9D", "7D", "7C"])
    play(game, "play 9H")                # Ann is down to one card and did not say "Mau"
    play(game, "catch Ann")
    assert log_lines(game, None, "en")[-1] == "Ann: 1 penalty card."


def test_a_call_without_a_sentence_of_its_own_is_said_in_the_call_sentence(tmp_path: Path) -> None:
    path = own(tmp_path, "standard", "  call: {de: '{name} ruft {word}.', en: '{name} calls {word}.'}\n",
               "calls:\n  last_but_one: {word: tschau}\n")
    assert check_all_options(path) == []
    game = game_of(path, [["9H", "KS"], ["8D", "10D", "QC"], ["9C", "8C"]], ["10H"], ["9D", "7D", "7C"])
    play(game, "play 9H say tschau")
    assert log_lines(game, None, "en")[-2:] == ["Ann plays the 9 of Hearts.", "Ann calls Tschau."]


def test_a_call_sentence_names_the_call_by_its_quoted_words(tmp_path: Path) -> None:
    path = own(tmp_path, "standard", "  call_tschau: {de: '{name}: „Tschau zäme!“', en: '{name}: “Bye all!”'}\n",
               "calls:\n  last_but_one: {word: tschau}\n")
    assert check_all_options(path) == []
    words = load(path).words
    as_mapping = {key: {"de": text.de, "en": text.en} for key, text in words.items()}
    assert (spoken("tschau", "de", as_mapping), spoken("tschau", "en", as_mapping)) == ("Tschau zäme", "Bye all")
    game = game_of(path, [["9H", "KS"], ["8D", "10D", "QC"], ["9C", "8C"]], ["10H"], ["9D", "7D", "7C"])
    play(game, "play 9H say tschau")
    assert log_lines(game, None, "de")[-1] == "Ann: „Tschau zäme!“"


@pytest.mark.parametrize(("key", "text", "reason"), [
    ("penalty_skip", "Take {cards}!", "{cards} is not a placeholder of this sentence"),
    ("follow", "{other} follows", "{other} is not a placeholder of this sentence"),
    ("reshuffle_one", "{name} shuffles", "{name} is not a placeholder of this sentence"),
    ("again_K", "{other} again", "{other} is not a placeholder of this sentence"),
])
def test_a_placeholder_the_game_does_not_fill_in_is_refused(tmp_path: Path, key: str, text: str, reason: str) -> None:
    with pytest.raises(RulesetError) as error:
        check_all_options(own(tmp_path, "standard", f"  {key}: {{de: '{text}', en: '{text}'}}\n"))
    assert f"words.{key}" in str(error.value) and reason in str(error.value)


def test_a_one_card_reshuffle_says_its_own_words(tmp_path: Path) -> None:
    path = own(tmp_path, "standard", "  reshuffle_one: {de: 'Neu gemischt: {n} Karte.', en: 'Reshuffled: {n} card.'}\n")
    assert check_all_options(path) == []
    # the stock is empty: Bob's draw shuffles the one card beneath Ann's 9H into a new stock
    game = game_of(path, [["9H", "KS"], ["8D", "10D"], ["9C", "8C"]], ["10H"], [])
    play(game, "play 9H")
    assert game.actor == 1
    play(game, "draw")
    assert "Reshuffled: 1 card." in log_lines(game, None, "en")


def test_own_words_for_a_card_that_plays_again_per_rank(tmp_path: Path) -> None:
    path = own(tmp_path, "standard", "  again: {de: '{name} nochmal.', en: '{name} again.'}\n"
                                     "  again_K: {de: '„Heer!“ – {name} nochmal.', en: '“Heer!” – {name} again.'}\n",
               "effects:\n  Q: {again: true}\n  K: {again: true}\n")
    assert check_all_options(path) == []
    game = game_of(path, [["QH", "KH", "9H", "QD"], ["8S", "10D"], ["9C", "8C"]], ["10H"], ["9D", "7D"])
    play(game, "play QH")
    assert log_lines(game, None, "en")[-1] == "Ann again."
    play(game, "play KH")
    assert log_lines(game, None, "de")[-1] == "„Heer!“ – Ann nochmal."
    with pytest.raises(RulesetError) as error:
        check_all_options(own(tmp_path, "pesten", "  again_Z: {de: '{name}', en: '{name}'}\n"))
    assert "words.again_Z" in str(error.value)
