"""Pydantic's validation errors told in plain words: the file, the line of the key itself, what is wrong.

One message per mistake (a value that fits neither a number nor a mapping is one mistake, not two), no
regular expressions and no type names, "did you mean hand_size?" for a misspelt key, and a key that
belongs to the block above it is called what it most likely is: an indentation mistake.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError

from maumau_tui.rules import keys
from maumau_tui.rules.schema import Ruleset
from maumau_tui.rules.source import Source

LIMIT = 5
TYPE_ERRORS = {
    "int_type": "a whole number", "int_parsing": "a whole number", "int_from_float": "a whole number",
    "bool_type": "true or false", "bool_parsing": "true or false",
    "string_type": "a text", "string_sub_type": "a text",
    "dict_type": "a mapping of keys and values", "model_type": "a mapping of keys and values",
    "model_attributes_type": "a mapping of keys and values",
    "list_type": "a list", "float_type": "a number", "float_parsing": "a number",
    "none_required": "empty (null)",
}


def explain(error: ValidationError, source: Source, root: Any, data: Any, prefix: tuple[Any, ...] = (),
            limit: int = LIMIT, also: Sequence[tuple[tuple[Any, ...], str]] = ()) -> list[str]:
    """One line per mistake: ``file, line N: field: what is wrong``.

    ``data`` is what was validated (for a ruleset: the file merged with what it extends); ``prefix``
    places it in the file (an option's ``set`` lies under ``options.NAME.set``); ``also``: mistakes found beside
    the schema's (key path, reason), told in the file's order with them.
    """
    found: dict[tuple[Any, ...], list[Any]] = {}
    for item in error.errors(include_url=False):
        loc = _clean(tuple(item["loc"]), data, item["type"], root)
        found.setdefault(loc, []).append(item)
    deeper = [loc for loc in found if any(other[: len(loc)] == loc and other != loc for other in found)]
    for loc in deeper:  # a value that fits one alternative of a union: its inner mistakes are the ones to tell
        kept = [item for item in found[loc] if item["type"] not in TYPE_ERRORS]
        if kept:
            found[loc] = kept
        else:
            del found[loc]
    unknown = [loc for loc, items in found.items() if items[0]["type"] == "extra_forbidden"]
    for loc in [loc for loc, items in found.items() if items[0]["type"] == "missing"]:
        if any(other[:-1] == loc[:-1] and keys.closest(str(other[-1]), [str(loc[-1])]) for other in unknown):
            del found[loc]  # a misspelt required key: "did you mean description?" says it all
    told = [(loc, _message(loc, items, source, root, data, prefix)) for loc, items in found.items()]
    told += [(loc, f"{source.where(prefix + loc)}: {dotted(loc, data)}: {reason}") for loc, reason in also]
    messages = [message for _, message in sorted(told, key=lambda item: source.order(prefix + item[0]))]
    if len(messages) > limit:
        messages = messages[:limit] + [f"... and {len(messages) - limit} more mistake{'s' if len(messages) - limit > 1 else ''}"]
    return messages


def _clean(loc: tuple[Any, ...], data: Any, kind: str, root: Any) -> tuple[Any, ...]:
    """The key path as it is in the data: union tags ('int', 'dict[int,int]') and '[key]' markers dropped."""
    out: list[Any] = []
    here = data
    for index, part in enumerate(loc):
        last = index == len(loc) - 1
        if isinstance(part, str) and part in keys.keys_at(root, tuple(out)) and not (
                isinstance(here, dict) and part in here):
            out.append(part)  # a field the model makes of the data (a scenario step's move)
            here = None
        elif isinstance(here, dict) and part in here:
            out.append(part)
            here = here[part]
        elif isinstance(here, dict) and isinstance(part, str) and part.isdigit() and int(part) in here:
            out.append(int(part))
            here = here[int(part)]
        elif isinstance(here, list) and isinstance(part, int) and 0 <= part < len(here):
            out.append(part)
            here = here[part]
        elif last and kind == "missing":
            out.append(part)
        # anything else is a tag pydantic adds (a union member, a dict key marker): not part of the path
    return tuple(out)


def _value_at(data: Any, loc: tuple[Any, ...]) -> Any:
    for part in loc:
        try:
            data = data[part]
        except (KeyError, IndexError, TypeError):
            return None
    return data


def _message(loc: tuple[Any, ...], items: list[dict[str, Any]], source: Source, root: Any, data: Any,
             prefix: tuple[Any, ...]) -> str:
    first = items[0]
    value = first.get("input")
    kind = first["type"]
    if kind == "value_error":
        loc, reason = _value_error(loc, first, value, root, data)
    elif kind == "extra_forbidden":
        reason = _unknown_key(loc, source, root, data, prefix)
    elif kind == "missing":
        reason = "this key is required but missing"
    elif all(item["type"] in TYPE_ERRORS for item in items):
        reason = _wrong_type(loc, items, value, root)
    else:
        reason = _bounds(first, value, loc, root)
    if kind not in ("extra_forbidden", "value_error", "missing") and loc and isinstance(loc[-1], str) \
            and loc[-1] not in keys.keys_at(root, loc[:-1]):
        hint = _belongs_above(loc[:-1], loc[-1], root, data)
        reason = f"{reason}; {hint}" if hint else reason
    return f"{source.where(prefix + loc)}: {dotted(loc, data)}: {reason}"


def dotted(loc: tuple[Any, ...], data: Any = None) -> str:
    """``effects.7.draw.amount``; a list entry is counted from 1: ``last_card_forbidden[2]``."""
    parts: list[str] = []
    here = data
    for part in loc:
        if isinstance(here, list) and isinstance(part, int) and parts:
            parts[-1] += f"[{part + 1}]"
        else:
            parts.append(str(part))
        here = _value_at(here, (part,)) if here is not None else None
    return ".".join(parts) or "(the whole file)"


def _shown(value: Any) -> str:
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if value is None:
        return "empty"
    if isinstance(value, bool):
        return "true" if value else "false"
    text = repr(value) if isinstance(value, str) else str(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _wrong_type(loc: tuple[Any, ...], items: list[dict[str, Any]], value: Any, root: Any) -> str:
    wanted: list[str] = []
    for item in items:
        phrase = TYPE_ERRORS[item["type"]]
        if item["type"] == "model_type" and (item.get("ctx") or {}).get("class_name") == "Text":
            phrase = "a text, or one text per language like {de: ..., en: ...}"
        if phrase not in wanted:
            wanted.append(phrase)
    return f"should be {' or '.join(wanted)}, not {_shown(value)}"


def _bounds(item: dict[str, Any], value: Any, loc: tuple[Any, ...], root: Any) -> str:
    kind, ctx = item["type"], item.get("ctx") or {}
    if kind == "greater_than_equal":
        return f"should be at least {ctx.get('ge')}, not {_shown(value)}"
    if kind == "less_than_equal":
        return f"should be at most {ctx.get('le')}, not {_shown(value)}"
    if kind == "greater_than":
        return f"should be more than {ctx.get('gt')}, not {_shown(value)}"
    if kind == "less_than":
        return f"should be less than {ctx.get('lt')}, not {_shown(value)}"
    if kind == "literal_error":
        choices = keys.literal_values(root, loc)
        guess = keys.closest(str(value), [str(choice) for choice in choices]) if isinstance(value, str) else None
        listed = ", ".join(str(choice) for choice in choices) or str(ctx.get("expected", ""))
        hint = f" (did you mean {guess}?)" if guess else ""
        return f"should be one of {listed}, not {_shown(value)}{hint}"
    if kind == "string_pattern_mismatch":
        return (f"{_shown(value)} is not an id: use lowercase letters a–z, digits and hyphens, starting with a letter "
                "or digit, like my-rules")
    if kind == "finite_number":           # .nan or .inf written for a number
        return f"should be an ordinary number, not {_shown(value)}"
    if kind == "invalid_key":             # a key written as a number (1: ...)
        return f"a key should be a word, not {_shown(loc[-1] if loc else value)}"
    if kind in ("too_short", "too_long") and isinstance(value, list):
        most = kind == "too_long"
        bound = ctx.get("max_length" if most else "min_length")
        return f"should have {'at most' if most else 'at least'} {bound} {'entry' if bound == 1 else 'entries'}, not {len(value)}"
    if kind in ("too_short", "too_long"):
        return str(item["msg"]).replace("Value", "it").replace("List", "the list").replace(" after validation", "")
    return str(item["msg"]).removeprefix("Value error, ")


def _value_error(loc: tuple[Any, ...], item: dict[str, Any], value: Any, root: Any,
                 data: Any) -> tuple[tuple[Any, ...], str]:
    """A validator's own message; for a bad entry in a mapping or list, point at that entry's line."""
    reason = str(item["msg"]).removeprefix("Value error, ")
    if isinstance(value, str) and loc and loc[-1] == value:   # a key checked on its own (``schema.CardKey``)
        hint = _belongs_above(loc[:-1], value, root, data)
        return loc, f"{reason}; {hint}" if hint else reason
    entries: list[tuple[Any, Any]] = []
    if isinstance(value, dict):
        entries = [(key, key) for key in value]
    elif isinstance(value, list):
        entries = list(enumerate(value))
    for at, entry in entries:
        if reason.startswith(repr(str(entry))):
            if isinstance(value, dict):
                hint = _belongs_above(loc, str(entry), root, data)
                if hint:
                    return loc + (at,), f"{reason}; {hint}"
            return loc + (at,), reason
    return loc, reason


def _unknown_key(loc: tuple[Any, ...], source: Source, root: Any, data: Any, prefix: tuple[Any, ...]) -> str:
    key = str(loc[-1])
    hint = _belongs_above(loc[:-1], key, root, data) or _belongs_outside(loc, key, root)
    if hint:
        return f"unknown key {key!r} here; {hint}"
    guess = keys.closest(key, keys.keys_at(root, loc[:-1]))
    if guess:
        return f"unknown key {key!r} (did you mean {guess}?)"
    allowed = keys.keys_at(root, loc[:-1])
    listed = f"; the keys here are: {', '.join(allowed)}" if allowed and (len(allowed) <= 12 or root is not Ruleset) else \
        " (see `maumau rules schema` for the keys a ruleset may have)"
    return f"unknown key {key!r}{listed}"


def _belongs_above(parent: tuple[Any, ...], key: str, root: Any, data: Any) -> str | None:
    """A key that would fit the block just above it in the same mapping: it has lost its indentation."""
    siblings = _value_at(data, parent)
    if not isinstance(siblings, dict):
        return None
    names = list(siblings)
    position = next((i for i, name in enumerate(names) if str(name) == key), None)
    if not position:
        return None
    block = parent + (names[position - 1],)
    for _ in range(8):  # into the last block that was open above the key
        if key in keys.keys_at(root, block):
            return (f"{key!r} is a key of {dotted(block)} above it: it is indented too little "
                    f"(indent it like the other keys of {dotted(block)})")
        inner = _value_at(data, block)
        if not isinstance(inner, dict) or not inner:
            return None
        block = block + (list(inner)[-1],)
    return None


def _belongs_outside(loc: tuple[Any, ...], key: str, root: Any) -> str | None:
    """A key that would fit a mapping further out: it is indented too far."""
    for cut in range(len(loc) - 2, -1, -1):
        if key in keys.keys_at(root, loc[:cut]):
            owner = dotted(loc[:cut]) if cut else "the top level"
            return f"{key!r} is a key of {owner}: it is indented too far (line it up with the keys of {owner})"
    return None
