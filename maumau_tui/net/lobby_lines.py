"""What the lobby's list says of a table: its line (ruleset, seats, state, house rules), and who sits at it."""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import Any

from maumau_tui.net.create_screen import rules_of
from maumau_tui.net.words import word
from maumau_tui.tui.labels import option_text, ruleset_name, value_text
from maumau_tui.tui.spelling import ellipsis

SHORT = 32        # characters of an option's description in the list of tables


def table_line(table: dict[str, Any], lang: str, ours: AbstractSet[str] = frozenset()) -> str:
    """One table of the lobby: number, ruleset (by name), who sits (bots with their level), and what it waits for;
    the people at this terminal (``ours``, case-folded) are "you" among those who would end its match (PLAYTEST138 F4:
    Anna read "would end the match here: Anna")."""
    seats, stand_ins = [], table.get("stand_ins", [])
    for seat, (name, level) in enumerate(zip(table.get("seats", []), table.get("levels", []))):
        level = level or ("stand_in" if seat in stand_ins else "")   # its person may take the seat back
        seats.append(f"{name} ({word(lang, level)})" if level else (name or word(lang, "free")))
    free = sum(1 for name in table.get("seats", []) if not name)
    said = lambda key, names: word(lang, key, names=", ".join(str(name) for name in names))   # noqa: E731
    waits = ending = ""
    if table.get("away"):
        waits = said("lobby_waits", table["away"])
    elif table.get("parked"):
        waits = said("lobby_parked", table["parked"])
    if table.get("ending"):
        ending = said("lobby_ending", named_you([str(name) for name in table["ending"]], ours, lang))
    if table.get("over"):
        state = word(lang, "over")
    elif table.get("started") and (waits or ending):     # (whom it waits for, and who would end it: PLAYTEST140 F4)
        state = " · ".join(part for part in (waits, ending) if part)
    elif table.get("started"):
        state = word(lang, "playing")
        if table.get("watchers"):
            state += " · " + word(lang, "watching_one" if table["watchers"] == 1 else "watching", n=table["watchers"])
    elif free:
        state = word(lang, "gathering", n=free)
    elif str(table.get("creator", "")).casefold() in ours:   # the creator is told what to do (PLAYTEST274 N8)
        state = word(lang, "full_yours")
    else:
        state = word(lang, "full", who=table.get("creator", "?"))
    rules = rules_of(str(table.get("ruleset", "")))
    name = ruleset_name(rules, lang) if rules is not None else table.get("ruleset")
    line = f"#{table.get('number')} {name} · {', '.join(seats)} · {state}"
    return line + "".join(f" · {option}" for option in options_said(table, lang))


def named_you(names: list[str], ours: AbstractSet[str], lang: str) -> list[str]:
    """``names`` with this terminal's people (``ours``) said as "you", once and first: one person, or every one of a
    group (not some of a group: "ihr" would say all of them, REVIEW142 R2; they keep their names)."""
    others = [name for name in names if name.casefold() not in ours]
    if len(others) == len(names) or (len(ours) > 1 and len(names) - len(others) < len(ours)):
        return names
    return [word(lang, "you" if len(ours) == 1 else "you_all"), *others]


def short(text: str, width: int = SHORT) -> str:
    """``text`` cut to ``width`` characters (an option's description in the lobby's list of tables): before its last
    clause that begins in the second half (a comma, a bracket, a dash), else after a whole word where there is one."""
    if len(text) <= width:
        return text
    mark = ellipsis()       # ("..." in ASCII: PLAYTEST122 F7)
    cut = text[:width - len(mark)]
    clause = max(cut.rfind(", "), cut.rfind("; "), cut.rfind(" ("), cut.rfind(" – "))   # (PLAYTEST219 N7: "Cards dealt
    if clause >= width // 2:                                                              # to each player (at…")
        return cut[:clause].rstrip() + mark
    words = cut.rsplit(" ", 1)[0] if " " in cut else cut
    return words.rstrip(" ,;:(") + mark


def options_said(table: dict[str, Any], lang: str) -> list[str]:
    """A table's house rules that differ from its ruleset's defaults, in the player's words."""
    rules = rules_of(str(table.get("ruleset", "")))
    options = table.get("options")
    if rules is None or not isinstance(options, dict):
        return []
    return [f"{short(option_text(rules, name, lang).rstrip('.'))}: {value_text(value, lang)}"   # not ".: on", nor
            #                                                 the ASCII "..." of a name cut short (PLAYTEST129 F4)
            for name, value in options.items()
            if name in rules.options and value != rules.options[name].default and isinstance(value, (bool, int))]


def people_at(table: dict[str, Any]) -> list[str]:
    """The people who hold a seat at ``table`` as listed (those who left its match for good have a bot's level)."""
    return [name for name, level in zip(table.get("seats", []), table.get("levels", [])) if not level]


def ends_without(table: dict[str, Any], ours: set[str]) -> list[str]:
    """Who would end ``table``'s match here, where they are every other person at it: leaving it then ends it."""
    ending = [str(name) for name in table.get("ending", []) if str(name).casefold() not in ours]   # (not the one
    others = {name.casefold() for name in people_at(table)} - ours                               # leaving: R12)
    return ending if others and others <= {name.casefold() for name in ending} else []
