"""What `rules validate` passes, plays: each ruleset that crashed a game after validating is now refused or plays."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from maumau_tui.cards import parse_card
from maumau_tui.engine.events import render_log
from maumau_tui.log_words import TEMPLATES
from maumau_tui.engine.game import Game
from maumau_tui.rules.checks import placeholders, template_problem
from maumau_tui.rules.commands import unseen_cards
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import RulesetError, check_all_options, load
from maumau_tui.rules.schema import Ruleset
from maumau_tui.notation import format_move, parse_move
from maumau_tui.sim import seat_names

HEAD = "id: mine\nname: Mine\ndescription: x\n"
CAP = 20_000


def refused(tmp_path: Path, text: str) -> str:
    path = tmp_path / "mine.yaml"
    path.write_text(HEAD + text, encoding="utf-8")
    with pytest.raises(RulesetError) as error:
        check_all_options(path)
    return str(error.value)


def play_to_the_end(ruleset: Ruleset, seeds: range) -> list[Game]:
    """Seeded random hands at every table size the ruleset allows; each must end."""
    games = []
    for players in range(ruleset.players.min, ruleset.players.max + 1):
        tables = compile_ruleset(ruleset, players)
        start = ruleset.match.start_cards
        for seed in seeds:
            game = Game.deal(tables, seat_names(players), dealer=seed % players, seed=seed,
                             hand_sizes=[start.first] * players if start else None)
            rng = random.Random(seed)
            while not game.finished and game.moves_made < CAP:
                seat = rng.choice(game.seats_to_act())
                game.apply(rng.choice(game.legal_moves(seat)), seat)
            assert game.finished, f"{players} players, seed {seed}: no end within {CAP} moves"
            games.append(game)
    return games


@pytest.mark.parametrize(("template", "reason"), [
    ("{nme} misses a turn", "{nme} is not a placeholder of this sentence (did you mean {name}?); it may use {name}"),
    ("{} misses a turn", "an empty {} is not a placeholder"),
    ("{name.upper} misses a turn", "{name.upper} is not a placeholder"),
    ("{name[0]} misses a turn", "{name[0]} is not a placeholder"),
    ("{name:d} misses a turn", "{name:d}: write placeholders plainly, like {name}, without a format"),
    ("{name:>99999999} misses a turn", "{name:>99999999}: write placeholders plainly"),   # (filled memory, hung)
    ("{name!r} misses a turn", "{name!r}: write placeholders plainly"),
    ("{name misses a turn", "a single { or } in the text"),
    ("name} misses a turn", "a single { or } in the text"),
])
def test_a_typo_in_a_word_template_is_refused_at_load(tmp_path: Path, template: str, reason: str) -> None:
    message = refused(tmp_path, f"words:\n  skipped: {{de: 'ok {{name}}', en: '{template}'}}\n")
    assert "line 5: words.skipped.en: " in message and reason in message


def test_an_unknown_sentence_is_refused_with_the_likely_one(tmp_path: Path) -> None:
    assert "words.skiped: the game has no sentence 'skiped' (did you mean skipped?)" in refused(
        tmp_path, "words:\n  skiped: '{name} sits out'\n")


def test_every_placeholder_of_every_sentence_is_filled_by_the_game() -> None:
    """The check allows exactly what the game's own sentences use, and those pass the check."""
    for lang in TEMPLATES:
        for key, template in TEMPLATES[lang].items():
            allowed = placeholders(key)
            assert allowed is not None and template_problem(template, allowed) is None, key


def test_the_game_fills_in_every_placeholder_the_check_allows() -> None:
    """Every sentence rewritten to use all the placeholders validate allows it; seeded hands of every shipped
    ruleset render their logs for every seat in both languages without a missing value."""
    from maumau_tui.rules.loader import builtin_dir
    everything = {key: " ".join("{" + name + "}" for name in sorted(placeholders(key) or ()))
                  for key in {key for lang in TEMPLATES for key in TEMPLATES[lang]}}
    seen: set[str] = set()
    for path in sorted(builtin_dir().glob("*.yaml")):
        ruleset = load(path.stem)
        if ruleset.blind is not None:
            continue
        for game in play_to_the_end(ruleset.model_copy(update={"players": ruleset.players.model_copy(
                update={"max": min(ruleset.players.max, ruleset.players.min + 1)})}), range(3)):
            words = {key: {"de": text, "en": text} for key, text in everything.items()}
            for viewer in [None, *range(len(game.names))]:
                for lang in ("de", "en"):
                    render_log(game.log, game.names, lang, viewer, words, game.T.german_pack)
            seen |= {event[0] for event in game.log}
    assert {"play", "draw", "out", "over", "skipped", "penalty", "wish"} <= seen


def test_own_words_with_every_allowed_placeholder_play(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text(HEAD + "extends: standard\nwords:\n  skipped: '{name} ({name}) sits out'\n"
                    "  penalty: {de: 'Zieh {n}!', en: 'Draw {n_word} ({n})!'}\n  call_mau: '{name}: Mau!'\n",
                    encoding="utf-8")
    assert check_all_options(path) == []
    ruleset = load(path)
    for game in play_to_the_end(ruleset, range(3)):
        for lang in ("de", "en"):
            assert render_log(game.log, game.names, lang, None, game.T.words, game.T.german_pack)


def test_an_empty_hand_size_table_is_refused(tmp_path: Path) -> None:
    assert "line 4: hand_size: gives no hand size" in refused(tmp_path, "hand_size: {}\n")


@pytest.mark.parametrize(("packs_from", "reason"), [
    ("{2: 100000000}", "100000000 packs: a table shuffles 1 to 4 packs together"),
    ("{2: 0}", "0 packs"),
    ("{0: 2}", "0 is not a table size"),
])
def test_packs_from_is_bounded(tmp_path: Path, packs_from: str, reason: str) -> None:
    message = refused(tmp_path, f"pack: {{packs_from: {packs_from}}}\n")
    assert "line 4: pack.packs_from." in message and reason in message


@pytest.mark.parametrize(("start_cards", "reason"), [
    ("{first: 20, idiot_at: 25}", "the cards cannot be dealt for 2 to 5 players: 2 × 20 cards"),
    ("{first: 2, loser_change: 1}", "start cards grow with every hand lost, and nothing stops them"),
    ("{first: 5, loser_change: -1}", "start cards shrink with every hand lost"),
    ("{first: 7, idiot_at: 7}", "everybody is the Idiot before the match begins"),
    ("{first: 1, out_below: 2}", "everybody would be out before the match begins"),
])
def test_start_cards_that_cannot_be_dealt_are_refused(tmp_path: Path, start_cards: str, reason: str) -> None:
    message = refused(tmp_path, f"hand_ends: one_left\nscoring: {{mode: loser}}\nmatch:\n  start_cards: {start_cards}\n")
    assert "match.start_cards" in message and reason in message


def test_every_rank_forbidden_as_the_last_card_is_refused(tmp_path: Path) -> None:
    message = refused(tmp_path, "last_card_forbidden: [7, 8, 9, 10, J, Q, K, A]\n")
    assert "line 4: last_card_forbidden: every card of the deck is forbidden as the last card" in message
    path = tmp_path / "one-left.yaml"
    path.write_text(HEAD + "last_card_forbidden: [7, 8, 9, 10, J, Q, K]\n", encoding="utf-8")
    assert check_all_options(path) == []
    play_to_the_end(load(path), range(5))


def test_no_card_that_could_be_the_last_is_refused(tmp_path: Path) -> None:
    follow_all = "".join(f"  {rank!r}: {{follow: true}}\n" for rank in ("7", "8", "9", "10", "J", "Q", "K", "A"))
    assert "line 4: effects: no card of the deck can be the last one" in refused(tmp_path, "effects:\n" + follow_all)
    message = refused(tmp_path, "last_card_forbidden: [7, 8, 9, 10, J, Q, K]\neffects:\n  A: {follow: true}\n")
    assert "no card of the deck can be the last one" in message


def test_eating_the_lone_start_card_plays_on(tmp_path: Path) -> None:
    path = tmp_path / "eat.yaml"
    path.write_text(HEAD + "extends: standard\nplayers: {max: 4}\neffects:\n  '8': {eat: true}\n  '9': {eat: true}\n",
                    encoding="utf-8")
    assert check_all_options(path) == []
    ruleset = load(path)
    games = play_to_the_end(ruleset, range(40))
    assert any(event[0] == "eat" for game in games for event in game.log)
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    game = Game.stacked(compile_ruleset(ruleset, 2), ["A", "B"], [cards("8C 9H KS"), cards("7D KD")], cards("10C"),
                        cards("QH QS"), dealer=1)
    game.apply(parse_move("play 8C"), 0)  # eats the lone start card: nothing is left beneath
    assert game.pile == [] and game.actor == 1
    plays = {format_move(move) for move in game.legal_moves(1) if move.kind == "play"}
    assert {"play 7D", "play KD"} <= plays  # the next card is free


def test_a_number_key_means_the_rank(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text(HEAD + "effects:\n  7: {draw: {amount: 2}}\nlast_card_forbidden: [8, J]\n", encoding="utf-8")
    ruleset = load(path)
    assert ruleset.effects["7"].draw is not None and ruleset.last_card_forbidden == ["8", "J"]


def test_every_shipped_ruleset_plays_at_every_table_size() -> None:
    from maumau_tui.rules.loader import builtin_dir
    for path in sorted(builtin_dir().glob("*.yaml")):
        ruleset = load(path.stem)
        if ruleset.blind is None:  # uniformly random blind play is a random walk of lies
            play_to_the_end(ruleset, range(2))


def test_cards_and_ranks_with_spaces_around_them_mean_the_same(tmp_path: Path) -> None:
    """The format reads " 8" as the rank 8 (as a person would), so the game's tables must too: no crash, same rules."""
    body = ('extends: standard\nlast_card_forbidden: [{j}, {qs}]\neffects:\n  {eight}: {{skip: {{count: 2}}}}\n'
            'start: {{redraw: [{seven}]}}\nscoring: {{finish_points: {{{q}: -20}}, values: {{{q}: 3}}}}\n'
            'calls: {{last: {{word: maumau, penalty: 1, required_with: [{j}]}}}}\n')
    spaced = tmp_path / "spaced.yaml"
    spaced.write_text(HEAD.replace("mine", "spaced") + body.format(
        j='" J"', qs='"QS "', eight='" 8"', seven='" 7 "', q='" Q"'), encoding="utf-8")
    plain = tmp_path / "plain.yaml"
    plain.write_text(HEAD.replace("mine", "plain") + body.format(
        j="J", qs="QS", eight='"8"', seven='"7"', q="Q"), encoding="utf-8")
    assert check_all_options(spaced) == check_all_options(plain)
    assert unseen_cards([load(spaced)]) == unseen_cards([load(plain)]) == []   # (REVIEW235 R1: validate said of " 8"
    #                                                        "no such card in play (...): the rule never comes up")
    for players in (2, 5):
        with_spaces, without = compile_ruleset(load(spaced), players), compile_ruleset(load(plain), players)
        assert with_spaces.skip_count[parse_card("8H")] == 2 and with_spaces.last_forbidden[parse_card("QS")]
        with_spaces.ruleset_id = without.ruleset_id
        assert with_spaces == without
