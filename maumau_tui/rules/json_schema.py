"""The JSON Schema of a ruleset *file*, as ``maumau rules schema`` prints it (``rulesets/ruleset.schema.json``).

pydantic's schema of ``Ruleset`` describes a ruleset as the game holds it after reading: every text a ``{de, en}``
mapping, every key a file with ``extends`` takes from its parent filled in.  A file is written otherwise, and an
editor using that schema flagged 12 of the 15 built-in rulesets (PLAYTEST249 F1).  So:

- a text (``name``, ``description``, an option's description, a sentence of ``words``) is one plain string for both
  languages or a ``{de, en}`` mapping, as ``schema.Text`` reads it;
- a file with ``extends`` sets only what it changes: it needs its ``id``, and nothing below it is required (neuner's
  ``calls: {last: {required_with: [...]}}`` keeps standard's ``word``); a file without one is a whole ruleset.

The keys a file may use, their types and limits are pydantic's own; only what is required differs.
"""

from __future__ import annotations

from typing import Any

from maumau_tui.rules.schema import Ruleset

DRAFT = "https://json-schema.org/draft/2020-12/schema"
SCHEMA_ID = "urn:maumau-tui:ruleset"   # (a name, not a place: the schema ships with the game, no server holds it)
PART = "Part"                          # a definition's name with this after it: the same, nothing in it required
DATA_KEYWORDS = ("default", "enum", "const", "examples")   # their values are data, not schemas


def ruleset_file_schema() -> dict[str, Any]:
    """The schema of a ruleset file: the keys of a file with ``extends`` (only ``id`` required) at the top, so an
    editor completes them in every file, and a whole ruleset's requirements where there is no ``extends``."""
    whole = Ruleset.model_json_schema()
    defs = whole.pop("$defs")
    defs["Text"] = one_or_two_languages(defs["Text"])
    parts = {name + PART: loose(definition) for name, definition in defs.items()}
    top = loose(whole)
    top["required"] = ["id"]
    return {"$schema": DRAFT, "$id": SCHEMA_ID, **top,
            "if": {"required": ["extends"], "properties": {"extends": {"type": "string"}}},   # (null: no parent,
            "else": {"$ref": "#/$defs/Ruleset"},                                                 # REVIEW252 R6)
            "$defs": {**defs, "Ruleset": whole, **parts}}


def one_or_two_languages(text: dict[str, Any]) -> dict[str, Any]:
    """``Text``'s schema as a file may write it: one string for both languages, or the ``{de, en}`` mapping."""
    mapping = {key: value for key, value in text.items() if key not in ("title", "description")}
    return {"title": text.get("title", "Text"), "description": "A text: one for both languages, or {de: ..., en: ...}.",
            "anyOf": [{"type": "string"}, mapping]}


def loose(node: Any, names: bool = False) -> Any:
    """A copy of the schema ``node`` with no ``required`` keys, its references pointing to the loose copies of the
    definitions (``#/$defs/Pack`` -> ``#/$defs/PackPart``); ``names``: ``node`` maps property names to schemas."""
    if isinstance(node, list):
        return [loose(item) for item in node]
    if not isinstance(node, dict):
        return node
    copy: dict[str, Any] = {}
    for key, value in node.items():
        if names:
            copy[key] = loose(value)
        elif key in ("required", "$defs"):
            continue
        elif key == "$ref" and isinstance(value, str) and value.startswith("#/$defs/"):
            copy[key] = value + PART
        elif key in DATA_KEYWORDS:
            copy[key] = value
        else:
            copy[key] = loose(value, names=key in ("properties", "patternProperties"))
    return copy
