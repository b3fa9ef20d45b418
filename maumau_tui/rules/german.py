"""A broken ruleset's message in German, for the German app: the frame (which file, which line, which key) and the
most common mistakes (a wrong type, a number out of bounds, a choice not offered, an unknown or missing key, a
key indented wrongly, YAML that cannot be read, a key written twice).

The messages are made in English (``explain.py``, ``loader.py``, ``source.py``, ``checks.py``); this module
turns each line's known parts into German and leaves what it does not know as it is (a file name, a key, a
value, the YAML parser's own words).  ``maumau rules validate`` prints the English messages unless asked
for German (``--lang de``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

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


Rule = tuple[re.Pattern[str], Callable[[re.Match[str]], str]]
RULES: list[Rule] = [(re.compile(pattern), replace) for pattern, replace in [
    (r"this key is required but missing$", lambda m: "dieser Schlüssel fehlt, er muss da sein"),
    (r"should be at least (.+?), not (.+)$", lambda m: f"sollte mindestens {m[1]} sein, nicht {_value(m[2])}"),
    (r"should be at most (.+?), not (.+)$", lambda m: f"sollte höchstens {m[1]} sein, nicht {_value(m[2])}"),
    (r"should be more than (.+?), not (.+)$", lambda m: f"sollte mehr als {m[1]} sein, nicht {_value(m[2])}"),
    (r"should be less than (.+?), not (.+)$", lambda m: f"sollte weniger als {m[1]} sein, nicht {_value(m[2])}"),
    (r"should be one of (.+), not (.+?) \(did you mean (.+)\?\)$",
     lambda m: f"sollte eins von {m[1]} sein, nicht {_value(m[2])} (meinst du {m[3]}?)"),
    (r"should be one of (.+), not (.+)$", lambda m: f"sollte eins von {m[1]} sein, nicht {_value(m[2])}"),
    (r"should be (.+), not (.+?)(; .+)?$",
     lambda m: f"sollte {_kind(m[1])} sein, nicht {_value(m[2])}{german_part(m[3]) if m[3] else ''}"),
    (r"unknown key ('.+?') \(did you mean (.+)\?\)$", lambda m: f"unbekannter Schlüssel {m[1]} (meinst du {m[2]}?)"),
    (r"unknown key ('.+?'); the keys here are: (.+)$",
     lambda m: f"unbekannter Schlüssel {m[1]}; hier gibt es die Schlüssel {m[2]}"),
    (r"unknown key ('.+?') \(see `maumau rules schema` for the keys a ruleset may have\)$",
     lambda m: f"unbekannter Schlüssel {m[1]} (welche Schlüssel ein Regelwerk haben darf, zeigt `maumau rules schema`)"),
    (r"unknown key ('.+?') here(; .+)$", lambda m: f"unbekannter Schlüssel {m[1]} an dieser Stelle{german_part(m[2])}"),
    (r"('.+?') is a key of (.+?) above it: it is indented too little \(indent it like the other keys of (.+)\)$",
     lambda m: f"{m[1]} gehört {_to(m[2])} darüber: es ist zu wenig eingerückt (rücke es ein wie die anderen "
               f"Schlüssel {_of(m[3])})"),
    (r"('.+?') is a key of (.+?): it is indented too far \(line it up with the keys of (.+)\)$",
     lambda m: f"{m[1]} gehört {_to(m[2])}: es ist zu weit eingerückt (richte es an den Schlüsseln {_of(m[3])} "
               "aus)"),
    (r"this is not valid YAML \(((?:[^()]|\([^()]*\))*)\)(.*)$",
     lambda m: f"das ist kein gültiges YAML ({m[1]}){_hint(m[2])}"),
    (r"the key ('.+?') is written twice in one mapping \(lines (\d+) and (\d+)\); keep one$",
     lambda m: f"der Schlüssel {m[1]} steht zweimal in derselben Zuordnung (Zeilen {m[2]} und {m[3]}); behalte einen"),
    (r"the key ('.+?') is written twice in one mapping \(both on line (\d+)\); keep one$",
     lambda m: f"der Schlüssel {m[1]} steht zweimal in derselben Zuordnung (beide in Zeile {m[2]}); behalte einen"),
    (r"no such ruleset file$", lambda m: "diese Regeldatei gibt es nicht"),
    (r"a ruleset file must be a mapping of keys \(id:, name:, \.\.\.\)$",
     lambda m: "eine Regeldatei ist eine Zuordnung von Schlüsseln (id:, name:, ...)"),
    (r"is a folder, not a ruleset file$", lambda m: "ist ein Ordner, keine Regeldatei"),
    (r"the file is not UTF-8 text$", lambda m: "die Datei ist kein UTF-8-Text"),
    (r"^\.\.\. and (\d+) more mistakes?$", lambda m: f"... und {m[1]} weitere Fehler"),
]]
FRAME = re.compile(r"^(?P<path>.+?)(?:, line (?P<line>\d+))?: (?P<rest>.*)$")
# The longest line translated.  The patterns above backtrack, at worst with the cube of a line's length, and
# a key of a crafted file can be kilobytes long (a 3.7 KB line took a second, 11 KB a minute and a half);
# a real message's line is a few hundred characters.  A longer line stays as the validator wrote it.
LONGEST = 600


def german_part(text: str) -> str:
    """One part of a message (after the file and line) in German where it is known; else as it is."""
    for pattern, replace in RULES:
        found = pattern.search(text)
        if found is not None:
            return text[:found.start()] + replace(found)
    return text


def in_german(message: str) -> str:
    """A broken ruleset's message (one mistake per line) in German: ``FILE, Zeile N: KEY: WHAT IS WRONG``."""
    lines = []
    for line in message.splitlines():
        if len(line) > LONGEST:
            lines.append(line)
            continue
        if line.startswith("... and "):
            lines.append(german_part(line))
            continue
        frame = FRAME.match(line)
        if frame is None:
            lines.append(german_part(line))
            continue
        where = frame["path"] + (f", Zeile {frame['line']}" if frame["line"] else "")
        rest = german_part(frame["rest"]).replace("(the whole file)", "(die ganze Datei)")
        lines.append(f"{where}: {rest}")
    return "\n".join(lines)
