"""Which of the game's files a text looks like (a game record, a scenario, a ruleset), so that a command given the
wrong kind can say so: `maumau replay` of a scenario said "'ruleset: standard' is not a move", `maumau scenario` of
a record "not valid YAML" (PLAYTEST134 F10)."""

from __future__ import annotations

import re

COMMANDS = {"record": ("a game record", "step through it with `maumau replay FILE`"),
            "scenario": ("a scenario file", "run it with `maumau scenario FILE`"),
            "ruleset": ("a ruleset file", "check it with `maumau rules validate FILE`, play it with `--ruleset FILE`")}


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


def other_kind(text: str, wanted: str) -> str:
    """What ``text`` is and what to do with it, where it plainly is another kind of file than ``wanted`` ("" else):
    "this looks like a scenario file: run it with `maumau scenario FILE`"."""
    kind = looks_like(text)
    if kind is None or kind == wanted:
        return ""
    what, how = COMMANDS[kind]
    return f"this looks like {what}: {how}"
