"""Every call of every ruleset is spoken in the ruleset's words, in German and English: in the log, in the
move list, on the status line, in a catch and in going out; never as its id in the move notation."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from maumau_tui.cards import parse_card
from maumau_tui.engine import events as ev
from maumau_tui.engine.events import describe
from maumau_tui.log_words import CALL_WORDS, QUOTED, TEMPLATES, spoken
from maumau_tui.engine.views import View
from maumau_tui.notation import Move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load, ruleset_paths
from maumau_tui.rules.schema import Ruleset
from maumau_tui.tui.labels import Look, call_ids, for_ruleset, move_label, ruleset_words
from maumau_tui.tui.seat_link import TableFacts
from maumau_tui.tui.status import status_line

RULESETS = sorted(ruleset_paths())
LANGS = ("de", "en")
NAMES = ["Anna", "Ben", "Cleo"]
CALLED = [(rid, word) for rid in RULESETS for word in call_ids(load(rid))]


def names_call(word: str, words: dict[str, dict[str, str]]) -> bool:
    """Whether the game or the ruleset (a ``call_<word>`` sentence in both languages) says ``word`` in words."""
    sentence = words.get(f"call_{word}", {})
    return all(word in CALL_WORDS[lang] or sentence.get(lang) for lang in TEMPLATES)


def raw(word: str, text: str) -> bool:
    """Whether ``text`` shows the call's id as it stands in the move notation (``tak-kart``, ``puque``)."""
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text) is not None


def test_every_ruleset_with_calls_is_walked() -> None:
    rulesets = {rid for rid, _ in CALLED}
    assert {"erftschmiede", "evil-seven", "pesten", "puque", "switch", "tschau-sepp", "standard"} <= rulesets
    assert ("tschau-sepp", "sepp") in CALLED and ("erftschmiede", "kauf") in CALLED


@pytest.mark.parametrize(("rid", "word"), CALLED, ids=[f"{rid}-{word}" for rid, word in CALLED])
def test_a_call_is_said_in_the_rulesets_words_in_the_log_move_list_and_status(rid: str, word: str) -> None:
    rules = load(rid)
    words = ruleset_words(rules)
    assert names_call(word, words), f"{rid}: the call {word!r} has no call_{word} sentence in its words"
    card = parse_card("9H")
    for lang in LANGS:
        said = spoken(word, lang, words)
        lines = describe((ev.PLAY, 0, card, word), NAMES, lang, None, words)
        if word != "kauf":   # the buy's own event says it
            assert len(lines) == 2 and said in lines[1] and not raw(word, lines[1]), lines
        look = for_ruleset(Look(lang), rules)
        label = move_label(Move("play", cards=(card,), say=word), NAMES, look)
        assert said in label and not raw(word, label), label


def status_of(rules: Ruleset, word: str, lang: str, *more: str) -> str:
    card = parse_card("9H")
    calls = tuple(Move("play", cards=(card,), say=said) for said in (word, *more))
    view = View(seat=0, names=tuple(NAMES), hand=(card, parse_card("7S")), hand_sizes=(2, 4, 4), top=card,
                pile_top=card, pile_size=1, stock_size=10, wish_suit=-1, wish_rank=0, pending_draw=0,
                pending_skip=0, direction=1, actor=0, phase="turn", dealer=2,
                legal=(Move("play", cards=(card,)), *calls, Move("draw")),
                catchable=(), out=(), finished=False, drawn=False, log_size=3)
    return status_line(view, True, TableFacts(ruleset=rules), Look(lang), None)


def test_two_calls_for_one_card_are_both_named_the_cards_own_first() -> None:
    """An Erftschmiede 3 from two cards: "Letzte Karte" or "Kauf ich" (the key line named only the buy, which sorts
    first, though the call that costs when forgotten is the other; playtest 31)."""
    rules = load("erftschmiede")
    assert "m: mit „Letzte Karte“ oder „Kauf ich“" in status_of(rules, "kauf", "de", "mau")
    assert "m: with “Last card” or “I'll buy that”" in status_of(rules, "mau", "en", "kauf")


def test_a_call_that_goes_with_some_cards_only_names_them() -> None:
    """Erftschmiede's buy goes with a 3 (or the joker as one), not with every card that fits: the status line named
    m and the buy while the King was chosen, and m said there was nothing to call with it (playtest 39)."""
    rules = load("erftschmiede")
    three, joker, king = parse_card("3D"), parse_card("*"), parse_card("KC")
    plays = (Move("play", cards=(three,)), Move("play", cards=(three,), say="kauf"), Move("play", cards=(king,)),
             Move("play", cards=(joker,), as_card=three, say="kauf"), Move("play", cards=(joker,), as_card=three))

    def status(lang: str, *more: Move, width: int = 78, letters: bool = False) -> str:
        view = View(seat=0, names=tuple(NAMES), hand=(joker, three, king, parse_card("7S")), hand_sizes=(4, 4, 4),
                    top=parse_card("3C"), pile_top=parse_card("3C"), pile_size=1, stock_size=10, wish_suit=-1,
                    wish_rank=0, pending_draw=0, pending_skip=0, direction=1, actor=0, phase="turn", dealer=2,
                    legal=(*plays, *more, Move("draw")), catchable=(), out=(), finished=False, drawn=False,
                    log_size=3)
        return status_line(view, True, TableFacts(ruleset=rules), Look(lang, letters), None, width)

    assert "m: Jkr, 3♦ with “I'll buy that”" in status("en")
    assert "m: Jkr, 3D with “I'll buy that”" in status("en", letters=True)   # the cards as the hand shows them
    assert "m: Jkr, 3♦ with “I'll buy that”" in status("en", width=45)   # little room: the cards still (the call
    #                                                                        alone read as m buying with the King too,
    #                                                                        PLAYTEST176 F5)
    assert "m: Jkr, 3♦ mit „Kauf ich“" in status("de")
    every = tuple(Move("play", cards=(card,), say="mau") for card in (three, king, joker))
    assert "m: with “Last card” or Jkr, 3♦ with “I'll buy that”" in status("en", *every, width=100)


@pytest.mark.parametrize("rid", [rid for rid in RULESETS if load(rid).calls.last_but_one])
def test_the_status_line_names_the_second_to_last_call_in_the_rulesets_words(rid: str) -> None:
    rules = load(rid)
    word = rules.calls.last_but_one.word  # type: ignore[union-attr]
    for lang in LANGS:
        line = status_of(rules, word, lang)
        assert spoken(word, lang, ruleset_words(rules)) in line and not raw(word, line), line


@pytest.mark.parametrize("rid", [rid for rid in RULESETS if load(rid).calls.last_but_one])
def test_a_catch_names_the_call_that_was_missed(rid: str) -> None:
    rules = load(rid)
    words = ruleset_words(rules)
    word = rules.calls.last_but_one.word  # type: ignore[union-attr]
    for lang in LANGS:
        line = describe((ev.CATCH, 1, 0), NAMES, lang, None, words)[0]
        assert spoken(word, lang, words) in line, f"{rid}: {line}"


# the rulesets with something to check below: no Mau-Mau call of their own, or a last-card call
CALLS_TOLD = [rid for rid in RULESETS if "maumau" not in set(call_ids(load(rid))) or load(rid).calls.last]


def test_most_rulesets_have_a_going_out_or_last_call_to_check() -> None:
    assert len(CALLS_TOLD) >= len(RULESETS) - 2, sorted(set(RULESETS) - set(CALLS_TOLD))


@pytest.mark.parametrize("rid", CALLS_TOLD)
def test_going_out_and_a_missed_last_call_say_only_the_rulesets_own_calls(rid: str) -> None:
    rules = load(rid)
    words = ruleset_words(rules)
    own = set(call_ids(rules))
    for lang in LANGS:
        out = describe((ev.OUT, 0), NAMES, lang, None, words)[0]
        if "maumau" not in own:
            assert "Mau-Mau" not in out, f"{rid}: {out}"
        if rules.calls.last:
            missed = describe((ev.MISSED_LAST, 0), NAMES, lang, None, words)[0]
            assert spoken(rules.calls.last.word, lang, words) in missed, f"{rid}: {missed}"


@pytest.mark.parametrize("rid", [rid for rid in RULESETS if load(rid).calls.last])
def test_a_missed_last_call_tells_its_penalty_once(rid: str) -> None:
    # (PLAYTEST193: Tschau Sepp's log said "four penalty cards" and then "draws 4 penalty cards")
    rules = load(rid)
    words = ruleset_words(rules)
    penalty = rules.calls.last.penalty
    for lang in LANGS:
        lines = [*describe((ev.MISSED_LAST, 0), NAMES, lang, None, words),
                 *describe((ev.DRAW, 0, penalty, (), ev.R_CALL), NAMES, lang, None, words)]
        told = [line for line in lines if re.search(r"penalty|Straf", line)]
        assert len(told) == 1, f"{rid}: {lines}"


def test_erftschmiede_says_letzte_karte_in_the_hint_move_list_catch_and_log() -> None:
    rules = load("erftschmiede")
    words = ruleset_words(rules)
    assert "m: mit „Letzte Karte“" in status_of(rules, "mau", "de")
    assert "m: with “Last card”" in status_of(rules, "mau", "en")
    label = move_label(Move("play", cards=(parse_card("9H"),), say="mau"), NAMES, for_ruleset(Look("de"), rules))
    assert label.endswith("legen und „Letzte Karte“ sagen")
    assert describe((ev.CATCH, 1, 0), NAMES, "de", None, words) == ["Ben erwischt Anna: nicht „Letzte Karte“ gesagt."]
    assert describe((ev.PLAY, 0, parse_card("9H"), "mau"), NAMES, "de", None, words)[1] == "Anna: „Letzte Karte!“"
    assert "Mau" not in describe((ev.OUT, 0), NAMES, "de", None, words)[0]


def test_going_out_with_the_call_says_mau_mau_once_in_the_log() -> None:
    words = ruleset_words(load("standard"))
    for lang in LANGS:
        lines = [*describe((ev.PLAY, 0, parse_card("JC"), "maumau"), NAMES, lang, None, words),
                 *describe((ev.OUT, 0), NAMES, lang, None, words)]
        assert sum(line.count("Mau-Mau") for line in lines) == 1, lines


def test_a_call_the_going_out_sentence_quotes_is_spelled_as_it_quotes_it() -> None:
    """Kronenstube's sentence says „MauMau!“: the call's own line and the hand end's headline must not say Mau-Mau."""
    plain = lambda text: text.replace("-", "").replace(" ", "").lower()  # noqa: E731
    checked = set()
    for rid in RULESETS:
        rules = load(rid)
        words = ruleset_words(rules)
        for lang in LANGS:
            for key in (key for key in words if key == "out" or key.startswith("out_")):   # (out_J: with a Jack)
                quoted = QUOTED.search(words[key].get(lang, ""))
                for word in call_ids(rules):
                    said = spoken(word, lang, words)
                    if quoted and plain(said) == plain(quoted.group(1)):
                        assert said == quoted.group(1), f"{rid} {lang}: {said} beside {quoted.group(1)}"
                        checked.add(rid)
    assert {"kronenstube", "miese-punkte", "tschau-sepp"} <= checked, checked


def test_a_call_no_ruleset_names_is_made_readable_not_shown_as_its_id() -> None:
    assert spoken("laatste-kaart", "de") == "Laatste kaart"
    line = describe((ev.PLAY, 0, parse_card("9H"), "laatste-kaart"), NAMES, "en", None, {})[1]
    assert line == "Anna: “Laatste kaart!”"


def test_penalty_cards_have_a_singular() -> None:
    assert describe((ev.DRAW, 0, 1, (), ev.R_CALL), NAMES, "de") == ["Anna zieht eine Strafkarte."]
    assert describe((ev.DRAW, 0, 2, (), ev.R_CALL), NAMES, "en") == ["Anna draws 2 penalty cards."]
    assert describe((ev.DRAW, 0, 1, (), ev.R_CALL), NAMES, "en") == ["Anna draws a penalty card."]


def test_one_card_is_one_card_in_the_log_and_the_prompts() -> None:
    from maumau_tui.tui.i18n import tr

    assert describe((ev.RESHUFFLE, 1), NAMES, "de") == ["Der Ablagestapel wird gemischt und ist der neue Talon (eine Karte)."]
    assert describe((ev.RESHUFFLE, 5), NAMES, "en") == ["The pile is shuffled into a new stock (5 cards)."]
    assert tr("de", "accept_victim", n=1) == "Nicht weitergeben: eine Karte ziehen"
    assert tr("en", "caught_accept", n=1) == "Take the card back and draw a penalty card"
    assert tr("en", "caught_accept", n=2) == "Take the card back and draw 2 penalty cards"
    for lang in ("de", "en"):
        for key in ("move_draw_n", "accept_victim", "caught_accept", "caught_dispute"):
            assert "(n)" not in tr(lang, key, n=1) and "(s)" not in tr(lang, key, n=1)


def test_a_penalty_that_also_costs_the_turn_and_a_card_to_follow_say_so_in_the_log() -> None:
    # the engine's PENALTY event may carry whether the drawer also misses the turn; FOLLOW: an Ace to follow
    assert describe((ev.PENALTY, 0, 1, True), NAMES, "en") == ["Draw one and miss a turn!"]
    assert describe((ev.PENALTY, 0, 1, False), NAMES, "de") == ["Zieh eine!"]
    assert describe((ev.PENALTY, 0, 2), NAMES, "de") == ["Zieh zwei!"]
    assert describe((ev.FOLLOW, 0), NAMES, "de") == ["Anna muss eine passende Karte nachlegen oder eine ziehen."]


def test_a_ruleset_without_catch_sentences_is_told_in_its_own_call_words(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    # (PLAYTEST197 F3: a table calling "Last card" read "B catches A: no “Mau” called.")
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    (tmp_path / "rulesets").mkdir()
    (tmp_path / "rulesets" / "kitchen.yaml").write_text(
        "id: kitchen\nextends: standard\nname: Kitchen\ndescription: Ours.\n"
        "calls:\n  last_but_one: {word: last-card}\n  last: {word: done-and-dusted}\n"
        "words:\n  call_last-card: {de: \"{name}: „Letzte!“\", en: \"{name}: “Last card!”\"}\n", encoding="utf-8")
    rules = load("kitchen")
    for words in (ruleset_words(rules), compile_ruleset(rules, 3).words):
        assert describe((ev.CATCH, 1, 0), NAMES, "en", None, words) == ["Ben catches Anna: no “Last card” called."]
        assert describe((ev.CATCH, 1, 0), NAMES, "de", None, words) == ["Ben erwischt Anna: nicht „Letzte“ gesagt."]
        assert describe((ev.MISSED_LAST, 0), NAMES, "en", None, words) == [
            "Anna did not call “Done and dusted” – play goes on."]
    assert "catch" not in ruleset_words(load("standard"))        # (the game's own words: its own sentences)
