"""A broken ruleset's message in German for the German app: the frame (file, line, key) and the common mistakes
(a wrong type, bounds, a choice not offered, an unknown, missing, misplaced or doubled key, YAML that cannot
be read).  `maumau rules validate` speaks the language every command speaks: ``--lang``, else the one remembered,
else the locale's."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from maumau_tui.rules.german import OPTIONS, RULES, in_german
from maumau_tui.rules.loader import RulesetError, load

HEAD = "extends: standard\nname: Mine\ndescription: x\n"
# a broken file (after ``id:`` and HEAD) and the German line of its first mistake, past "FILE, Zeile N: "
BROKEN = {
    "hand_size: zwei\n": "hand_size: sollte eine ganze Zahl oder eine Zuordnung von Schlüsseln und Werten sein, "
                         "nicht 'zwei'",
    "hand_sise: 5\n": "hand_sise: unbekannter Schlüssel 'hand_sise' (meinst du hand_size?)",
    "players: {min: 1, max: 4}\n": "players.min: sollte mindestens 2 sein, nicht 1",
    "players: {min: 2, max: 99}\n": "players.max: sollte höchstens 16 sein, nicht 99",
    "pack: {size: 33}\n": "pack.size: sollte eins von 32, 36, 52 sein, nicht 33",
    "draw: {when_able: vielleicht}\n": "draw.when_able: sollte true oder false sein, nicht 'vielleicht'",
    "players:\n  min: 2\n  hand_size: 4\n": "players.hand_size: unbekannter Schlüssel 'hand_size' an dieser Stelle; "
                                          "'hand_size' gehört zur obersten Ebene: es ist zu weit eingerückt (richte "
                                          "es an den Schlüsseln der obersten Ebene aus)",
    "name: Twice\n": "der Schlüssel 'name' steht zweimal in derselben Zuordnung (Zeilen 3 und 5); behalte einen",
    "players:\n  min: 2\n max: 4\n": "das ist kein gültiges YAML (wo ein Schlüssel stehen sollte, steht keiner) (die Einrückung passt "
                                    "nicht zu den Schlüsseln darüber: rücke jeden Schlüssel eines Blocks gleich ein)",
    "jokers: @x\n": "das ist kein gültiges YAML (mit diesem Zeichen kann hier nichts beginnen) (ein Text, der mit "
                    "'@' beginnt, braucht Anführungszeichen)",
    "effects: {8: {skip: {count: 1}\n": "das ist kein gültiges YAML (',' oder '}' fehlt) (ein "
                                        "Anführungszeichen oder eine Klammer ist nicht geschlossen)",   # (playtest 64)
    "effects:\n  *: {draw: {amount: 2}}\n": "das ist kein gültiges YAML (hier sollte ein Buchstabe oder eine Ziffer "
                                             "stehen) (ein * beginnt in YAML einen Verweis: schreib den Joker als "
                                             "\"*\" in Anführungszeichen)",
    "name: x\n  id: y\n": "das ist kein gültiges YAML („Schlüssel: Wert“ ist hier nicht erlaubt) (ein Schlüssel "
                         "ist anders eingerückt als die daneben, oder ein Text mit ': ' braucht Anführungszeichen)",
    # (PLAYTEST197: the YAML reader's own words stood in English)
    "players:\n\tmin: 2\n": "das ist kein gültiges YAML (mit diesem Zeichen kann hier nichts beginnen) (mit "
                            "Leerzeichen einrücken, nicht mit Tabs)",
    "hand_size: 5\n\tname: x\n": "das ist kein gültiges YAML (ein Tabulator in der Einrückung) (mit Leerzeichen "
                                     "einrücken, nicht mit Tabs)",   # (PLAYTEST271 N3: no hint after a top-level key)
    'name: "x\n': "das ist kein gültiges YAML (die Datei endet mittendrin) (ein Anführungszeichen oder eine Klammer "
                  "ist nicht geschlossen)",
    "effects:\n  - 8\n  7: {}\n": "das ist kein gültiges YAML (ein '-' fehlt) (die Einrückung passt nicht zu den "
                                 "Schlüsseln darüber: rücke jeden Schlüssel eines Blocks gleich ein)",
    "jokers: [1, *x]\n": "das ist kein gültiges YAML (ein Verweis (*) auf nichts) (ein * beginnt in YAML einen "
                        "Verweis: schreib den Joker als \"*\" in Anführungszeichen)",
    "hand_size: .nan\n": "hand_size: sollte eine ganze Zahl oder eine Zuordnung von Schlüsseln und Werten sein, "
                         "nicht nan",                                                  # (pydantic's own words were
    "7: 1\n": "7: ein Schlüssel sollte ein Wort sein, nicht 7",                            # left, in English)
    'words:\n  skipped: "{name}\\e]0;pwned\\a"\n': "words.skipped: ein Steuerzeichen (0x1b) im Text: schreib "
                                                 "nur, was sich zeigen lässt",   # (an escape retitled the terminal)
    'source: "x\\e[2J"\n': "source: ein Steuerzeichen (0x1b) im Text: schreib nur, was sich zeigen lässt",
    'words:\n  skipped: "{name} \\u202ezieht zwei"\n': "words.skipped: ein Steuerzeichen (0x202e) im Text: "
                                                     "schreib nur, was sich zeigen lässt",   # (shown backwards)
    "options:\n  big: {description: x, default: -5}\n": "options.big: der default -5 liegt unter min 0",   # (REVIEW136 R4)
    'words:\n  skipped: "{name}\\nzieht zwei"\n': "words.skipped: ein Zeilenumbruch oder ein Tabulator im Text: "
                                                 "jeder Text hier steht in einer Zeile",   # (PLAYTEST134 F14: a
    'words:\n  skipped: "{name}\\tzieht zwei"\n': "words.skipped: ein Zeilenumbruch oder ein Tabulator im Text: "
                                                 "jeder Text hier steht in einer Zeile",   # name of four lines)
    'words:\n  skipped: "[/]{name}"\n': "words.skipped: eine eckige Klammer im Text: schreib runde, ( ) (die Bildschirme lesen [ ] als "
                                       "Auszeichnung)",   # (PLAYTEST82: [/] in a name ended every match)
}
ENGLISH = ("should be", "unknown key", ", line ", "is required", "written twice", "not valid YAML", "indented",
           "did you mean", "keep one", "Input should", "Keys should")


def broken(tmp_path: Path, index: int, body: str) -> tuple[Path, str]:
    path = tmp_path / f"mine-{index}.yaml"
    path.write_text(f"id: mine-{index}\n{HEAD}{body}", encoding="utf-8")
    with pytest.raises(RulesetError) as caught:
        load(str(path))
    return path, str(caught.value)


@pytest.mark.parametrize(("index", "body"), list(enumerate(BROKEN)))
def test_the_common_mistakes_read_in_german_with_file_and_line(tmp_path: Path, index: int, body: str) -> None:
    path, message = broken(tmp_path, index, body)
    german = in_german(message)
    first = german.splitlines()[0]
    assert first.startswith(f"{path}, Zeile ") and first.split(": ", 1)[1] == BROKEN[body], (message, german)
    assert len(german.splitlines()) == len(message.splitlines())
    assert not [phrase for phrase in ENGLISH if phrase in german], german


def test_a_missing_key_and_more_mistakes_than_are_listed() -> None:
    message = "a.yaml: description: this key is required but missing\n... and 3 more mistakes"
    assert in_german(message) == "a.yaml: description: dieser Schlüssel fehlt, er muss da sein\n... und 3 weitere Fehler"


def test_one_more_mistake_and_a_list_too_short_are_said_in_the_singular_where_it_is_one() -> None:
    assert in_german("... and 1 more mistake") == "... und 1 weiterer Fehler"
    assert in_german("s.yaml, line 4: pile: should have at least 1 entry, not 0") == (
        "s.yaml, Zeile 4: pile: sollte mindestens 1 Eintrag haben, nicht 0")
    assert in_german("s.yaml, line 2: seats: should have at least 2 entries, not 1") == (
        "s.yaml, Zeile 2: seats: sollte mindestens 2 Einträge haben, nicht 1")


def test_a_name_or_text_too_long_is_said_in_german() -> None:
    assert in_german("m.yaml, line 2: name: a name of 41 characters is too long: at most 40") == (
        "m.yaml, Zeile 2: name: ein Name mit 41 Zeichen ist zu lang: höchstens 40")
    assert in_german("m.yaml, line 2: name: the name is empty: write what the variant is called") == (
        "m.yaml, Zeile 2: name: der Name ist leer: schreib, wie die Variante heißt")
    assert in_german("m.yaml, line 5: options.big.description: the description is empty: write what the option does") == (
        "m.yaml, Zeile 5: options.big.description: die Beschreibung ist leer: schreib, was die Hausregel tut")
    assert in_german("m.yaml, line 3: description.en: 2,000 characters are too many for a text here: at most 500") == (
        "m.yaml, Zeile 3: description.en: 2.000 Zeichen sind zu viele für einen Text hier: höchstens 500")


def test_what_it_does_not_know_stays_as_it_was() -> None:
    message = "a.yaml, line 4: hand_size: a sentence no validator says"
    assert in_german(message) == "a.yaml, Zeile 4: hand_size: a sentence no validator says"
    assert in_german("") == "" and in_german("no frame here") == "no frame here"


def test_rules_validate_speaks_the_language_of_every_command(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST218 F5: under a German locale ``rules validate`` answered in English, where ``rules show`` said the
    same mistake in German."""
    from maumau_tui.cli import main

    path, message = broken(tmp_path, 0, "hand_size: zwei\n")
    assert main(["rules", "validate", str(path)]) == 1
    english = capsys.readouterr().out
    assert english == f"{path}: not valid\n  {message}\n"
    assert main(["rules", "validate", "--lang", "de", str(path)]) == 1
    german = capsys.readouterr().out
    assert german == f"{path}: fehlerhaft\n  {in_german(message)}\n" and "Zeile 5" in german
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert main(["rules", "validate", str(path)]) == 1
    assert capsys.readouterr().out == german
    good = tmp_path / "fine.yaml"
    good.write_text(f"id: fine\n{HEAD}", encoding="utf-8")
    assert main(["rules", "validate", "--lang", "de", str(good)]) == 0
    assert capsys.readouterr().out == f"{good}: gültig\n"


def crafted(repeat: int) -> list[str]:
    """Lines shaped to make a backtracking matcher try every split: slots full of the words that end them."""
    return [
        f"x.yaml, line 3: '{'k is a key of ' * repeat}' is a key of 'effects': it is indented too far "
        f"(line it up with the keys of {'b ' * repeat})",
        f"x.yaml, line 3: k: should be one of {', not ' * repeat}, not {'a' * repeat} (did you mean {'(' * repeat}?)",
        f"x.yaml, line 3: k: should be {', not ' * repeat}x{'; ' * repeat}",
        "x.yaml, line 3: k: unknown key '" + "' " * repeat + "' here" + "; " * repeat,
        f"x.yaml, line {'1' * repeat}: k: should be at least {', not' * repeat}, not {'x' * repeat}",
        f"x.yaml: k: this is not valid YAML ({'(a)' * repeat}){')' * repeat}",
        f"{', line ' * repeat}: the key 'a' is written twice in one mapping (lines {'1' * repeat} and 2); keep one",
        f"x.yaml, line 3: k: {'unknown key ' * repeat}'a' (did you mean {'b' * repeat}?)",
        f"x.yaml, line 3: k: should be a list, not 'x'{'; should be a list, not y' * repeat}",   # hints in hints
        "option 'a': " * repeat + "x.yaml, line 3: k: this key is required but missing",       # options in options
    ]


def steps() -> int:
    return sum(template.steps for template, _replace in RULES + OPTIONS)


def test_a_line_costs_the_same_few_steps_whatever_its_length() -> None:
    """A crafted key kilobytes long took minutes with the backtracking patterns (they tried every split of a line,
    the cube of its length), so lines over 600 characters were left in English.  Each message's words are now found
    with one ``str.find`` / ``rfind`` per slot, never tried again, and a hint or an option's message is translated
    once, not nested: the steps a line costs do not grow with its length (and each step is one linear pass over the
    line), so every line is translated."""
    most = sum(template.searches for template, _replace in OPTIONS) + 2 * sum(
        template.searches for template, _replace in RULES)
    for short, long in zip(crafted(2), crafted(6000), strict=True):
        before = steps()
        short_german = in_german(short)
        short_steps, before = steps() - before, steps()
        long_german = in_german(long)
        long_steps = steps() - before
        assert len(long) > 20_000 and long_steps == short_steps <= most, (short, short_steps, long_steps)
        assert (long_german == long) == (short_german == short), short   # the same shape, the same outcome
    translated = [in_german(line) for line in crafted(6000)]
    assert "gehört zu 'effects'" in translated[0] and "Zeile 3" in translated[0]
    assert "sollte eins von" in translated[1] and "(meinst du ((" in translated[1]
    assert "das ist kein gültiges YAML ((a)(a)" in translated[5]
    assert "steht zweimal" in translated[6] and "unbekannter Schlüssel 'a' (meinst du bbb" in translated[7]


def test_an_unknown_ruleset_is_said_in_german_with_the_known_ones_too() -> None:
    # the list after "known:" was taken for a file name and its line left in English
    with pytest.raises(RulesetError) as caught:
        load("nonexistent-rules")
    said = in_german(str(caught.value))
    assert said.startswith("es gibt kein Regelwerk 'nonexistent-rules'; bekannt: ") and "standard" in said


@pytest.mark.parametrize(("kind", "german"), [
    ("fifo", "ist keine gewöhnliche Datei (eine Pipe oder ein Gerät?) und wird nicht gelesen"),
    ("big", "die Datei hat 300\u202f028 Bytes; eine Regeldatei darf höchstens 262\u202f144 haben"),
    ("anchor", "ein Anker (&) enthält einen Verweis (*) auf sich selbst, so endet der Wert nie"),
    ("date", "ein Wert lässt sich nicht lesen (day is out of range for month)"),
    ("empty", "die Datei ist leer; eine Regeldatei ist eine Zuordnung von Schlüsseln (id:, name:, ...), und "
              "`maumau rules new NAME` schreibt eine zum Anfangen"),     # (PLAYTEST190: "must be a mapping")
])
def test_a_file_the_game_cannot_read_is_said_in_german_too(tmp_path: Path, kind: str, german: str) -> None:
    path = tmp_path / f"{kind}.yaml"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "empty":
        path.write_text("# nothing yet\n", encoding="utf-8")
    else:
        body = {"big": "#" + "x" * 300_000, "anchor": "a: &a [*a]", "date": "name: 2024-02-30"}[kind]
        path.write_text(f"id: {kind}\nextends: standard\n{body}\n", encoding="utf-8")
    with pytest.raises(RulesetError) as caught:
        load(str(path))
    said = in_german(str(caught.value))
    assert said.endswith(german) and not [phrase for phrase in ENGLISH if phrase in said], said


@pytest.mark.parametrize(("english", "german"), [
    ("no ruleset called 'foo.bar'; known: a, b", "es gibt kein Regelwerk 'foo.bar'; bekannt: a, b"),
    ("my rules/bad one.yaml, line 2: players.min: should be at least 2, not 1",
     "my rules/bad one.yaml, Zeile 2: players.min: sollte mindestens 2 sein, nicht 1"),
    ("bad one.yaml: is a folder, not a ruleset file", "bad one.yaml: ist ein Ordner, keine Regeldatei"),
    ("BAD ONE.YAML, line 2: players.min: should be at least 2, not 1",
     "BAD ONE.YAML, Zeile 2: players.min: sollte mindestens 2 sein, nicht 1"),
])
def test_a_file_before_the_colon_is_told_from_a_sentence(english: str, german: str) -> None:
    assert in_german(english) == german
