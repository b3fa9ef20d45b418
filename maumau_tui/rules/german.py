"""A broken ruleset's message in German, for the German app: the frame (which file, which line, which key) and the
most common mistakes (a wrong type, a number out of bounds, a choice not offered, an unknown or missing key, a
key indented wrongly, YAML that cannot be read, a key written twice).

The messages are made in English (``explain.py``, ``loader.py``, ``source.py``, ``checks.py``); this module
(with ``german_own.py``: our own validators' sentences) turns each line's known parts into German and leaves
what it does not know as it is (a file name, a key, a value, the YAML parser's own words).  ``maumau rules
validate`` prints the English messages unless asked for German (``--lang de``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from maumau_tui.numerals import german
from maumau_tui.rules.german_own import OWN

# what a value should be (``explain.TYPE_ERRORS`` and its phrase for texts), longest first when replaced
KINDS = {
    "a text, or one text per language like {de: ..., en: ...}": "ein Text oder ein Text je Sprache wie {de: ..., en: ...}",
    "a mapping of keys and values": "eine Zuordnung von Schlüsseln und Werten",
    "a whole number": "eine ganze Zahl", "true or false": "true oder false", "empty (null)": "leer (null)",
    "a number": "eine Zahl", "a text": "ein Text", "a list": "eine Liste",
}
SHOWN = {"a mapping": "eine Zuordnung", "a list": "eine Liste", "empty": "leer"}   # what a value was (``_shown``)
HINTS = {   # ``source._hint``: what a person most likely did, for the YAML parser's words
    " (indent with spaces, not tabs)": " (mit Leerzeichen einrücken, nicht mit Tabs)",
    " (a key is indented differently from the keys beside it, or a text with ': ' needs quotes)":
        " (ein Schlüssel ist anders eingerückt als die daneben, oder ein Text mit ': ' braucht Anführungszeichen)",
    " (the indentation does not line up with the keys above: indent each key of a block the same)":
        " (die Einrückung passt nicht zu den Schlüsseln darüber: rücke jeden Schlüssel eines Blocks gleich ein)",
    " (a * starts an alias in YAML: write the joker as \"*\" in quotes)":
        " (ein * beginnt in YAML einen Verweis: schreib den Joker als \"*\" in Anführungszeichen)",
    " (a quote or a bracket is not closed)": " (ein Anführungszeichen oder eine Klammer ist nicht geschlossen)",
}


def _kind(text: str) -> str:
    for english in sorted(KINDS, key=len, reverse=True):
        text = text.replace(english, KINDS[english])
    return text.replace(" or ", " oder ")


def _value(text: str) -> str:
    return SHOWN.get(text, text)


def _hint(text: str) -> str:
    quoted = re.fullmatch(r" \(a text that starts with (.+) needs quotes\)", text)
    if quoted is not None:
        return f" (ein Text, der mit {quoted[1]} beginnt, braucht Anführungszeichen)"
    return HINTS.get(text, text)


def _of(text: str) -> str:
    """``of OWNER`` in German: ``der obersten Ebene`` or ``von players``."""
    return "der obersten Ebene" if text == "the top level" else f"von {text}"


def _to(text: str) -> str:
    """``belongs to OWNER`` in German: ``zur obersten Ebene`` or ``zu players``."""
    return "zur obersten Ebene" if text == "the top level" else f"zu {text}"


class Found:
    """A template's match in a line: where it starts and its slots (``found[1]`` is the first, as in ``re``)."""

    def __init__(self, start: int, slots: list[str]) -> None:
        self.start, self.slots = start, slots

    def __getitem__(self, index: int) -> str:
        return self.slots[index - 1]


class Template:
    """A message's known words with slots, matched at the end of a line without backtracking.

    ``{l}`` is a slot that ends at the first place the words after it follow (``.+?``), ``{g}`` one that ends at
    the last (``.+``), ``{q}`` a quoted key (``'.+?'``, quotes kept), ``{d}`` a whole number (``-5`` too).  The template starts at
    the first place its first words occur and ends with the line.  Each slot is settled by one ``str.find`` or
    ``str.rfind`` (linear in the line), never tried again: a line costs at most ``searches`` such steps per
    template, whatever its length (``steps`` counts them).  A crafted line whose slots the first choice does
    not fit is left as it is."""

    def __init__(self, text: str) -> None:
        pieces = SLOT.split(text)
        self.words: list[str] = pieces[0::2]         # the words around the slots (the first and last may be "")
        self.kinds: list[str] = pieces[1::2]         # l, g, q or d, one per slot
        self.steps = 0
        self.hints = text.endswith("; {g}")            # its tail is translated again (see ``german_part``)

    @property
    def searches(self) -> int:
        """The most ``str.find`` / ``rfind`` / ``endswith`` steps one line costs this template."""
        return 2 + len(self.kinds)

    def match(self, text: str) -> Found | None:
        first, last, kinds = self.words[0], self.words[-1], self.kinds
        self.steps += 2
        if not text.endswith(last):
            return None
        end = len(text) - len(last)
        if not kinds:
            return Found(end, [])
        start = text.find(first + "'" if kinds[0] == "q" else first)
        if start < 0:
            return None
        at, slots = start + len(first), []
        for index, kind in enumerate(kinds):
            self.steps += 1
            if index == len(kinds) - 1:                  # the last slot: up to the last words
                stop = end
            elif kind == "g":
                stop = text.rfind(self.words[index + 1], at + 1, end)
            elif kind == "q":                            # up to the first closing quote that the words follow
                stop = text.find("'" + self.words[index + 1], at + 2, end)
                stop = stop + 1 if stop >= 0 else stop
            else:
                stop = text.find(self.words[index + 1], at + 1, end)
            slot = text[at:stop]
            digits = slot.removeprefix("-")         # (a number below zero too: REVIEW136 R4, "the default -5 ...")
            if stop <= at or (kind == "d" and not (digits.isdigit() and digits.isascii())):
                return None
            slots.append(slot)
            at = stop + len(self.words[index + 1])
        return Found(start, slots)


def _entries(word: str) -> str:
    return "Eintrag" if word == "entry" else "Einträge"


SLOT = re.compile(r"\{([lgqd])\}")
Rule = tuple[Template, Callable[[Found], str]]
RULES: list[Rule] = [(Template(template), replace) for template, replace in OWN + [
    ("this key is required but missing", lambda m: "dieser Schlüssel fehlt, er muss da sein"),
    ("a key should be a word, not {g}", lambda m: f"ein Schlüssel sollte ein Wort sein, nicht {m[1]}"),
    ("should be an ordinary number, not {g}", lambda m: f"sollte eine gewöhnliche Zahl sein, nicht {_value(m[1])}"),
    ("the name is empty: write what the variant is called", lambda m: "der Name ist leer: schreib, wie die Variante heißt"),
    ("the description is empty: write what the option does",
     lambda m: "die Beschreibung ist leer: schreib, was die Hausregel tut"),
    ("a name of {d} characters is too long: at most {d}",
     lambda m: f"ein Name mit {m[1]} Zeichen ist zu lang: höchstens {m[2]}"),
    ("{l} characters are too many for a text here: at most {d}",
     lambda m: f"{m[1].replace(',', '.')} Zeichen sind zu viele für einen Text hier: höchstens {m[2]}"),
    ("should have at least {d} {l}, not {d}", lambda m: f"sollte mindestens {m[1]} {_entries(m[2])} haben, nicht {m[3]}"),
    ("should have at most {d} {l}, not {d}", lambda m: f"sollte höchstens {m[1]} {_entries(m[2])} haben, nicht {m[3]}"),
    ("should be at least {l}, not {g}", lambda m: f"sollte mindestens {m[1]} sein, nicht {_value(m[2])}"),
    ("should be at most {l}, not {g}", lambda m: f"sollte höchstens {m[1]} sein, nicht {_value(m[2])}"),
    ("should be more than {l}, not {g}", lambda m: f"sollte mehr als {m[1]} sein, nicht {_value(m[2])}"),
    ("should be less than {l}, not {g}", lambda m: f"sollte weniger als {m[1]} sein, nicht {_value(m[2])}"),
    ("should be one of {g}, not {l} (did you mean {g}?)",
     lambda m: f"sollte eins von {m[1]} sein, nicht {_value(m[2])} (meinst du {m[3]}?)"),
    ("should be one of {g}, not {g}", lambda m: f"sollte eins von {m[1]} sein, nicht {_value(m[2])}"),
    ("should be {g}, not {l}; {g}",
     lambda m: f"sollte {_kind(m[1])} sein, nicht {_value(m[2])}{german_part('; ' + m[3], hints=False)}"),
    ("should be {g}, not {g}", lambda m: f"sollte {_kind(m[1])} sein, nicht {_value(m[2])}"),
    ("unknown key {q} (did you mean {g}?)", lambda m: f"unbekannter Schlüssel {m[1]} (meinst du {m[2]}?)"),
    ("unknown key {q}; the keys here are: {g}", lambda m: f"unbekannter Schlüssel {m[1]}; hier gibt es die Schlüssel {m[2]}"),
    ("unknown key {q} (see `maumau rules schema` for the keys a ruleset may have)",
     lambda m: f"unbekannter Schlüssel {m[1]} (welche Schlüssel ein Regelwerk haben darf, zeigt `maumau rules schema`)"),
    ("unknown key {q} here; {g}", lambda m: f"unbekannter Schlüssel {m[1]} an dieser Stelle{german_part('; ' + m[2], hints=False)}"),
    ("{q} is a key of {l} above it: it is indented too little (indent it like the other keys of {g})",
     lambda m: f"{m[1]} gehört {_to(m[2])} darüber: es ist zu wenig eingerückt (rücke es ein wie die anderen "
               f"Schlüssel {_of(m[3])})"),
    ("{q} is a key of {l}: it is indented too far (line it up with the keys of {g})",
     lambda m: f"{m[1]} gehört {_to(m[2])}: es ist zu weit eingerückt (richte es an den Schlüsseln {_of(m[3])} "
               "aus)"),
    ("the key {q} is written twice in one mapping (lines {d} and {d}); keep one",
     lambda m: f"der Schlüssel {m[1]} steht zweimal in derselben Zuordnung (Zeilen {m[2]} und {m[3]}); behalte einen"),
    ("the key {q} is written twice in one mapping (both on line {d}); keep one",
     lambda m: f"der Schlüssel {m[1]} steht zweimal in derselben Zuordnung (beide in Zeile {m[2]}); behalte einen"),
    ("no such ruleset file", lambda m: "diese Regeldatei gibt es nicht"),
    ("the file is empty; a ruleset file is a mapping of keys (id:, name:, ...), and `maumau rules new NAME` writes one "
     "to start from",
     lambda m: "die Datei ist leer; eine Regeldatei ist eine Zuordnung von Schlüsseln (id:, name:, ...), und "
               "`maumau rules new NAME` schreibt eine zum Anfangen"),
    ("a ruleset file must be a mapping of keys (id:, name:, ...)",
     lambda m: "eine Regeldatei ist eine Zuordnung von Schlüsseln (id:, name:, ...)"),
    ("is a folder, not a ruleset file", lambda m: "ist ein Ordner, keine Regeldatei"),
    ("the file is not UTF-8 text", lambda m: "die Datei ist kein UTF-8-Text"),
    ("its name is not UTF-8 text, so it is not read; rename it (like my-rules.yaml)",
     lambda m: "ihr Name ist kein UTF-8-Text, darum wird sie nicht gelesen; benenne sie um (etwa my-rules.yaml)"),
    ("not used: a built-in ruleset is called {q}; give this file a name of its own (and its id: the same name)",
     lambda m: f"nicht benutzt: ein eingebautes Regelwerk heißt {m[1]}; gib dieser Datei einen eigenen Namen (und der "
               "id denselben)"),
    ("not used: {g} has the same name; give this file a name of its own (and its id: the same name)",
     lambda m: f"nicht benutzt: {m[1]} hat denselben Namen; gib dieser Datei einen eigenen Namen (und der id "
               "denselben)"),
    ("is not a regular file (a pipe or a device?), so it is not read",
     lambda m: "ist keine gewöhnliche Datei (eine Pipe oder ein Gerät?) und wird nicht gelesen"),
    ("is a file, not the rulesets folder, so no ruleset in it is read",
     lambda m: "ist eine Datei, nicht der Ordner der Regelwerke, darum wird kein Regelwerk darin gelesen"),
    ("is not a regular file (a folder, a pipe or a device?), so it is not read",
     lambda m: "ist keine gewöhnliche Datei (ein Ordner, eine Pipe oder ein Gerät?) und wird nicht gelesen"),
    ("the file has {l} bytes; a ruleset file may have at most {g}",
     lambda m: f"die Datei hat {german(m[1])} Bytes; eine Regeldatei darf höchstens {german(m[2])} haben"),
    ("the file has more than {l} bytes; a ruleset file may have at most that",
     lambda m: f"die Datei hat mehr als {german(m[1])} Bytes; so viel darf eine Regeldatei höchstens haben"),
    ("the file holds more than {l} values; a ruleset file has a few hundred",
     lambda m: f"die Datei enthält mehr als {german(m[1])} Werte; eine Regeldatei hat ein paar hundert"),
    ("the file holds more than {l} values; a scenario file has a few hundred",
     lambda m: f"die Datei enthält mehr als {german(m[1])} Werte; eine Szenariodatei hat ein paar hundert"),
    ("anchors (&) and aliases (*) here expand to more than {l} values; write the values out instead",
     lambda m: f"Anker (&) und Verweise (*) ergeben hier mehr als {german(m[1])} Werte; schreib die Werte aus"),
    ("an anchor (&) contains an alias (*) of itself, so the value never ends",
     lambda m: "ein Anker (&) enthält einen Verweis (*) auf sich selbst, so endet der Wert nie"),
    ("a value cannot be read (a number with thousands of digits)",
     lambda m: "ein Wert lässt sich nicht lesen (eine Zahl mit Tausenden von Ziffern)"),
    ("a value cannot be read ({g})", lambda m: f"ein Wert lässt sich nicht lesen ({m[1]})"),
    ("cannot be read ({g})", lambda m: f"lässt sich nicht lesen ({m[1]})"),
    # names.py: the one rule for seat names (the command line, the seats screen, a record's seats)
    ("a name needs at least one letter or digit", lambda m: "ein Name braucht mindestens einen Buchstaben oder eine Ziffer"),
    ("{q} has a space: a name is one word (like {l})",
     lambda m: f"{m[1]} hat ein Leerzeichen: ein Name ist ein Wort (etwa {m[2]})"),
    ("{q} has a space: a name is one word", lambda m: f"{m[1]} hat ein Leerzeichen: ein Name ist ein Wort"),
    ("{q} is longer than {d} characters", lambda m: f"{m[1]} ist länger als {m[2]} Zeichen"),
    ("{q} has {l}: a name may hold letters, digits and - _ . '",
     lambda m: f"{m[1]} enthält {m[2]}: ein Name darf Buchstaben, Ziffern und - _ . ' enthalten"),
    ("{q} needs at least one letter or digit", lambda m: f"{m[1]} braucht mindestens einen Buchstaben oder eine Ziffer"),
    ("{q} mixes letters of alphabets that look alike: a name is written in one of them",
     lambda m: f"{m[1]} mischt Buchstaben von Alphabeten, die sich gleichen: ein Name ist in einem von ihnen geschrieben"),
    ("{q} is a word the scenario files use: choose another name",
     lambda m: f"{m[1]} ist ein Wort der Szenario-Dateien: wähle einen anderen Namen"),
    ("two seats are called {q}: every seat needs a name of its own",
     lambda m: f"zwei Plätze heißen {m[1]}: jeder Platz braucht einen eigenen Namen"),
    ("{q} and {q} differ only in capitals: every seat needs a name of its own",
     lambda m: f"{m[1]} und {m[2]} unterscheiden sich nur in Groß- und Kleinschreibung: jeder Platz braucht einen "
               "eigenen Namen"),
    # rules new, and scenario: the files named on the command line
    ("a ruleset called {q} exists already (a built-in one, {g}); choose another name",
     lambda m: f"ein Regelwerk namens {m[1]} gibt es schon (ein eingebautes, {m[2]}); wähle einen anderen Namen"),
    ("a ruleset called {q} exists already ({g}); choose another name",
     lambda m: f"ein Regelwerk namens {m[1]} gibt es schon ({m[2]}); wähle einen anderen Namen"),
    ("cannot write the new ruleset ({g})", lambda m: f"die neue Regeldatei lässt sich nicht schreiben ({m[1]})"),
    ("is a file, not the folder of your rulesets; move it away",
     lambda m: "ist eine Datei, nicht der Ordner deiner Regelwerke; räume sie beiseite"),
    ("something of that name is there already; choose another name",
     lambda m: "etwas mit diesem Namen gibt es dort schon; wähle einen anderen Namen"),
    ("no such file or folder: {g}", lambda m: f"diese Datei oder diesen Ordner gibt es nicht: {m[1]}"),
    ("no scenario files found", lambda m: "keine Szenario-Dateien gefunden"),
    # cli.py: the seats given on the command line
    ("{q} is not a bot level: choose one of random (easy), heuristic (medium), search (hard)",
     lambda m: f"{m[1]} ist keine Bot-Stufe: wähle eine von random (easy), heuristic (medium), search (hard)"),
    ("--bots {q} has an empty place: one level per seat, separated by commas (random/easy, heuristic/medium, "
     "search/hard)",
     lambda m: f"--bots {m[1]} hat eine leere Stelle: eine Stufe je Platz, durch Kommas getrennt (random/easy, "
               "heuristic/medium, search/hard)"),
    ("{q} is not a bot level; choose easy, medium or hard",
     lambda m: f"{m[1]} ist keine Bot-Stufe; wähle easy, medium oder hard"),
    ("write a bot as NAME:bot or NAME:bot=LEVEL", lambda m: "schreib einen Bot als NAME:bot oder NAME:bot=STUFE"),
    ("{l} is for {l} to {l} players, not {l}: give one --seat NAME (or NAME:bot) for each",
     lambda m: f"{m[1]} ist für {m[2]} bis {m[3]} Spieler, nicht {m[4]}: gib für jeden ein --seat NAME (oder "
               "NAME:bot) an"),
    ("{l} is for {l} to {l} players, not {l}", lambda m: f"{m[1]} ist für {m[2]} bis {m[3]} Spieler, nicht {m[4]}"),
    ("--seat needs --ruleset ID to say what to play (`maumau rules list` shows the ids)",
     lambda m: "--seat braucht --ruleset ID, damit klar ist, was gespielt wird (`maumau rules list` zeigt die IDs)"),
    ("--dealer needs --ruleset ID (and the seats, --seat NAME) to say who sits at the table",
     lambda m: "--dealer braucht --ruleset ID (und die Plätze, --seat NAME), damit klar ist, wer am Tisch sitzt"),
    ("--dealer {l}: nobody of that name sits at the table ({g})",
     lambda m: f"--dealer {m[1]}: niemand dieses Namens sitzt am Tisch ({m[2]})"),
]]


YAML = "this is not valid YAML ("
YAML_PROBLEMS = {   # the YAML reader's own words for the mistakes met most (PLAYTEST197: English in a German message)
    "did not find expected key": "wo ein Schlüssel stehen sollte, steht keiner",
    "did not find expected ',' or ']'": "',' oder ']' fehlt",
    "did not find expected ',' or '}'": "',' oder '}' fehlt",
    "did not find expected '-' indicator": "ein '-' fehlt",
    "did not find expected node content": "ein Wert fehlt",
    "did not find expected alphabetic or numeric character": "hier sollte ein Buchstabe oder eine Ziffer stehen",
    "could not find expected ':'": "ein ':' fehlt",
    "mapping values are not allowed in this context": "„Schlüssel: Wert“ ist hier nicht erlaubt",
    "block sequence entries are not allowed in this context": "ein Listeneintrag ('- ') ist hier nicht erlaubt",
    "found character that cannot start any token": "mit diesem Zeichen kann hier nichts beginnen",
    "found unexpected end of stream": "die Datei endet mittendrin",
    "found unknown escape character": "ein unbekanntes Zeichen nach '\\'",
    "found a tab character that violates indentation": "ein Tabulator in der Einrückung",
    "found undefined alias": "ein Verweis (*) auf nichts",
}


def _yaml(text: str) -> str | None:
    """``this is not valid YAML (PROBLEM)HINT`` in German, PROBLEM with parentheses one deep; None if it is not
    that (one pass over the line)."""
    start = text.find(YAML)
    if start < 0:
        return None
    depth, at = 0, start + len(YAML)
    for at in range(at, len(text)):
        char = text[at]
        if char == "(":
            depth += 1
            if depth > 1:
                return None
        elif char == ")":
            if depth == 0:
                problem, rest = text[start + len(YAML):at], text[at + 1:]
                return f"{text[:start]}das ist kein gültiges YAML ({YAML_PROBLEMS.get(problem, problem)}){_hint(rest)}"
            depth -= 1
    return None


def _more(text: str) -> str | None:
    """``... and N more mistakes`` in German, or None."""
    count = text.removeprefix("... and ").removesuffix(" more mistakes").removesuffix(" more mistake")
    if text.startswith("... and ") and count.isdigit() and count.isascii() and text.endswith((" mistakes", " mistake")):
        return f"... und {count} {'weiterer' if count == '1' else 'weitere'} Fehler"
    return None


FILE_ENDINGS = (".yaml", ".yml", ".maumau", ".json", ".txt")   # what a file named before a colon ends with


def names_a_file(text: str) -> bool:
    """Whether ``text``, before a message's colon, is a file's name (a path, or a name ending like a file)."""
    return "/" in text or "\\" in text or text.lower().endswith(FILE_ENDINGS)


def frame(line: str) -> tuple[str, str | None, str] | None:
    """``PATH, line N: REST`` or ``PATH: REST`` split at the first ``": "`` (PATH not empty), or None."""
    colon = line.find(": ", 1)
    if colon < 0:
        return None
    head, rest = line[:colon], line[colon + 2:]
    path, mark, number = head.rpartition(", line ")
    named = path if mark else head
    if named.startswith("'") or (" " in named and not names_a_file(named)):
        return None              # a sentence, not a file ("no ruleset called 'x.y'; known: a, b"; "'a/b' has '/'")
    if mark and path and number.isdigit() and number.isascii():
        return path, number, rest
    return head, None, rest


def german_part(text: str, hints: bool = True) -> str:
    """One part of a message (after the file and line) in German where it is known; else as it is.  A template
    ending in ``; {g}`` translates that tail (a hint) once more, but only with ``hints``: a line costs at most
    two passes over the templates, however many hints a crafted line strings together."""
    for template, replace in RULES:
        if not hints and template.hints:
            continue
        found = template.match(text)
        if found is not None:
            return text[:found.start] + replace(found)
    said = _yaml(text)
    return said if said is not None else _more(text) or text


OPTIONS: list[Rule] = [(Template(template), replace) for template, replace in [   # a line about an option's set
    ("option {q} (on by default): {g}",
     lambda m: f"Hausregel {m[1]} (voreingestellt an): {in_german(m[2], options=False)}"),
    ("option {q} at {d} (its min): {g}",
     lambda m: f"Hausregel {m[1]} auf {m[2]} (ihr Mindestwert): {in_german(m[3], options=False)}"),
    ("option {q} at {d} (its max): {g}",
     lambda m: f"Hausregel {m[1]} auf {m[2]} (ihr Höchstwert): {in_german(m[3], options=False)}"),
    ("option {q} at {d} (no max: a table may choose up to {d}): {g}",
     lambda m: f"Hausregel {m[1]} auf {m[2]} (ohne max: ein Tisch darf bis {m[3]} wählen): "
               f"{in_german(m[4], options=False)}"),
    ("option {q} at 0 (no min: a table may choose 0): {g}",
     lambda m: f"Hausregel {m[1]} auf 0 (ohne min: ein Tisch darf 0 wählen): {in_german(m[2], options=False)}"),
    ("option {q}: {g}", lambda m: f"Hausregel {m[1]}: {in_german(m[2], options=False)}"),
    ("with the options at their defaults: {g}",
     lambda m: f"mit den Hausregeln wie voreingestellt: {in_german(m[1], options=False)}"),
]]


def _option(line: str) -> str | None:
    """A line that starts with the option it is about, in German; None if it does not."""
    for template, replace in OPTIONS:
        found = template.match(line)
        if found is not None and found.start == 0:
            return replace(found)
    return None


def in_german(message: str, options: bool = True) -> str:
    """A broken ruleset's message (one mistake per line) in German: ``FILE, Zeile N: KEY: WHAT IS WRONG``; a line
    about an option (``option 'x': FILE, line N: ...``) with the option's message in German too (``options``)."""
    lines = []
    for line in message.splitlines():
        if options and (option := _option(line)) is not None:   # the option's own message: once, not nested
            lines.append(option)
            continue
        parts = None if line.startswith("... and ") else frame(line)
        if parts is None:
            lines.append(german_part(line))
            continue
        path, number, rest = parts
        where = path + (f", Zeile {number}" if number else "")
        lines.append(f"{where}: " + german_part(rest).replace("(the whole file)", "(die ganze Datei)"))
    return "\n".join(lines)
