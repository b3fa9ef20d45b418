"""Which of the game's files a text looks like (a game record, a scenario, a ruleset), so that a command given the
wrong kind can say so: `maumau replay` of a scenario said "'ruleset: standard' is not a move", `maumau scenario` of
a record "not valid YAML" (PLAYTEST134 F10)."""

from __future__ import annotations

import re
from pathlib import Path

COMMANDS = {"record": ("a game record", "step through it with `maumau replay FILE`"),
            "scenario": ("a scenario file", "run it with `maumau scenario FILE`"),
            "ruleset": ("a ruleset file", "check it with `maumau rules validate FILE`, play it with `maumau play --ruleset FILE`")}
GERMAN = {"record": ("einer Spielaufzeichnung", "schau sie mit `maumau replay DATEI` an"),
          "scenario": ("einer Szenario-Datei", "prüfe sie mit `maumau scenario DATEI`"),
          "ruleset": ("einer Regeldatei", "prüfe sie mit `maumau rules validate DATEI`, spiel sie mit `maumau play --ruleset DATEI`")}


def said(kind: str, german: bool = False) -> str:
    """What a file of ``kind`` is and what to do with it, as the commands say it."""
    what, how = (GERMAN if german else COMMANDS)[kind]
    return f"das sieht nach {what} aus: {how}" if german else f"this looks like {what}: {how}"


def looks_like(text: str) -> str | None:
    """"record", "scenario" or "ruleset" where ``text`` plainly is one of these, else None."""
    if re.search(r'^\s*\[Game "', text, re.M):
        return "record"
    keys = set(re.findall(r"^([a-z_]+):", text.lstrip("\ufeff"), re.M))
    if "ruleset" in keys and keys & {"seats", "hands", "steps"}:
        return "scenario"
    if "id" in keys and keys & {"name", "extends", "description"}:
        return "ruleset"
    return None


def other_kind(text: str, wanted: str, german: bool = False) -> str:
    """What ``text`` is and what to do with it, where it plainly is another kind of file than ``wanted`` ("" else):
    "this looks like a scenario file: run it with `maumau scenario FILE`"."""
    kind = looks_like(text)
    return "" if kind is None or kind == wanted else said(kind, german)


def other_kind_of_file(path: Path, wanted: str, german: bool = False) -> str:
    """``other_kind`` of the file at ``path`` ("" where it is no regular file, such as a FIFO that would never end
    being read, or cannot be read)."""
    try:
        return other_kind(path.read_text(encoding="utf-8", errors="replace")[:100_000], wanted, german) if (
            path.is_file()) else ""
    except OSError:
        return ""
