"""Our own validators' sentences (schema, checks, loader) read in German in a German message about a broken ruleset:
they came out in English inside the German frame.  Each message here is made by the validator itself, from a
broken file, so a sentence that changes without its German shows here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from maumau_tui.rules.checks import template_problem
from maumau_tui.rules.german import in_german
from maumau_tui.rules.loader import RulesetError, check_all_options, load

HEAD = "extends: standard\nname: Mine\ndescription: x\n"
# a broken file (after ``id:`` and HEAD) and a piece of the German its message must read
BROKEN = {
    "players: {min: 5, max: 3}\n": "min (5) ist größer als max (3)",
    "effects: {7x: {skip: {count: 1}}}\n": "'7x' ist weder ein Rang (2 3 4 5 6 7 8 9 10 J Q K A) noch eine Karte wie QS",
    "effects: {'7': {draw: {amount: 2, answer_with: [x]}}}\n": "'x' ist kein Rang (2..10, J, Q, K, A)",
    "hand_size: 0\n": "jeder Spieler bekommt mindestens eine Karte",
    "hand_size: {}\n": "nennt keine Kartenzahl",
    "hand_size: {1: 5}\n": "1 ist keine Tischgröße: an einem Tisch sitzen 2 bis 16 Spieler",
    "pack: {packs_from: {3: 9}}\n": "9 Kartenspiele: ein Tisch mischt 1 bis 4 Kartenspiele zusammen",
    "calls: {last: {word: 'Letzte Karte'}}\n": "'Letzte Karte' lässt sich in einem Zug nicht sagen",
    "words: {catchx: x}\n": "das Spiel hat keinen Satz 'catchx' (meinst du catch?)",
    "words: {penalty: {de: '{nn} Karten', en: '{nn} cards'}}\n": "{nn} ist kein Platzhalter dieses Satzes (meinst du {n}?)",
    "last_card_forbidden: ['7', '8', '9', '10', J, Q, K, A]\n": "jede Karte des Decks ist als letzte Karte verboten",
    "pack: {jokers: 2}\n": "das Deck hat Joker, aber ein Joker lässt sich nur legen",
    "cheating: {penalty: 1}\neffects: {'7': {draw: {amount: 2, drawn_answer: 2}}}\n":   # (REVIEW195 F2: the others saw
        "eine gezogene Antwort und Fuschen passen nicht zusammen",                       # the catch go with the draw)
    "hand_size: 16\n": "die Karten lassen sich für 2 bis 10 Spieler nicht geben: 2 × 16 Karten und die Startkarte "
                       "brauchen 33, das Deck hat 32 (1 Kartenspiel zu 32); gib weniger Karten",
    "extends: ''\n": "sollte die id eines Regelwerks sein, wie standard, nicht ''",
    "options: 7\n": "options: sollte eine Zuordnung von Hausregeln sein",
    "match: {target: 30}\n": "30 zählt nie: die Option 'play_to' setzt es bei ihrem Standardwert (0) auf 0",
    "options: {six_cards: {default: 7}}\n": "options.six_cards.default: sollte true oder false sein, nicht 7; die Option "
                                           "'six_cards' von standard wird an- oder ausgeschaltet",   # (PLAYTEST190 M2)
    "options: {play_to: {default: true}}\n": "options.play_to.default: sollte eine ganze Zahl sein, nicht true; die Option "
                                            "'play_to' von standard ist eine Zahl",
}
# English words of our sentences that must not be left in the German (keys and values stay as written)
ENGLISH = re.compile(r"\b(is|not|the|a|of|and|or|should|cannot|every|with|line|option|players?|cards?)\b")


def message(tmp_path: Path, index: int, body: str) -> str:
    path = tmp_path / f"mine-{index}.yaml"
    text = f"id: mine-{index}\n{HEAD}{body}" if not body.startswith("extends") else f"id: mine-{index}\nname: M\n{body}"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError) as caught:
        load(str(path))
    return str(caught.value)


def left_in_english(german: str) -> list[str]:
    """English words outside the file name, keys, quoted values and braces of a German message."""
    words = re.sub(r"'[^']*'|\{[^}]*\}|/\S+|[\w.\[\]*]+:", "", german)
    return ENGLISH.findall(words)


@pytest.mark.parametrize(("index", "body"), list(enumerate(BROKEN)))
def test_our_own_sentences_read_in_german(tmp_path: Path, index: int, body: str) -> None:
    english = message(tmp_path, index, body)
    german = in_german(english)
    assert BROKEN[body] in german, (english, german)
    assert len(german.splitlines()) == len(english.splitlines())
    assert left_in_english(german) == [], (english, german)


def test_a_sentences_placeholder_mistakes_read_in_german() -> None:
    cases = {
        template_problem("{name} zieht {", {"name"}): "ein einzelnes { oder } im Text",
        template_problem("{} zieht", {"name"}): "ein leeres {} ist kein Platzhalter dieses Satzes; er darf {name} verwenden",
        template_problem("{name!z} zieht", {"name"}): "{name!z}: schreib Platzhalter schlicht, wie {name}, ohne Format",
        template_problem("{name:>9} zieht", {"name"}): "{name:>9}: schreib Platzhalter schlicht, wie {name}, ohne Format",
        template_problem("{x} zieht", set()): "{x} ist kein Platzhalter dieses Satzes; er darf keine verwenden",
    }
    for english, german in cases.items():
        assert english is not None
        said = in_german(f"a.yaml, line 3: words.x.de: {english}")
        assert said.startswith("a.yaml, Zeile 3: words.x.de: ") and german in said, (english, said)


def test_an_option_that_breaks_the_ruleset_reads_in_german(tmp_path: Path) -> None:
    german = []
    for index, default in enumerate(("true", "false")):
        path = tmp_path / f"mine-{index}.yaml"
        path.write_text(f"id: mine-{index}\n{HEAD}options:\n  big: {{description: x, default: {default}, set: "
                        "{hand_size: 0}}\n  small: {description: y, set: {hand_size: 40}}\n", encoding="utf-8")
        german += in_german("\n".join(check_all_options(path))).splitlines()
    on, big, small = german
    assert on.startswith("Hausregel 'big' (voreingestellt an): ") and "Zeile 6: hand_size: jeder Spieler" in on
    assert big.startswith("Hausregel 'big': ") and big.endswith("hand_size: jeder Spieler bekommt mindestens eine Karte")
    assert small.startswith("Hausregel 'small': ") and "die Karten lassen sich für 2 bis 10 Spieler nicht geben" in small
    assert [left_in_english(line) for line in german] == [[]] * 3, german


def test_what_no_validator_says_stays_as_it_was() -> None:
    line = "a.yaml, line 4: hand_size: something nobody wrote"
    assert in_german(line) == "a.yaml, Zeile 4: hand_size: something nobody wrote"
