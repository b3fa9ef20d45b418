"""What a file may hold at a given key path, read from the pydantic models: for "did you mean" and dedent hints.

``expected_at(Ruleset, ("effects", "7", "draw"))`` is the type a value there must have (``Penalty``);
``keys_at`` lists the keys a mapping there may have.  Nothing here validates; it only answers questions
about the format so that messages can name the right key.
"""

from __future__ import annotations

import difflib
import types
import typing
from typing import Any, Literal, Union

from pydantic import BaseModel


def _unwrap(kind: Any) -> list[Any]:
    """The alternatives of a union (``X | None`` is just ``X``); a plain type is its own alternative."""
    origin = typing.get_origin(kind)
    if origin is Union or origin is types.UnionType:
        return [arg for part in typing.get_args(kind) if part is not type(None) for arg in _unwrap(part)]
    if origin is typing.Annotated:
        return _unwrap(typing.get_args(kind)[0])
    return [kind]


def bare(kind: Any) -> Any:
    """``kind`` without what ``Annotated`` adds to it (a card key is text checked one by one: ``schema.CardKey``)."""
    return typing.get_args(kind)[0] if typing.get_origin(kind) is typing.Annotated else kind


def is_model(kind: Any) -> bool:
    return isinstance(kind, type) and issubclass(kind, BaseModel)


def _step(kind: Any, part: Any) -> Any:
    """The type one level down: a model's field, a mapping's value, a list's item; None when unknown."""
    for alternative in _unwrap(kind):
        origin = typing.get_origin(alternative)
        if is_model(alternative):
            field = alternative.model_fields.get(str(part))
            if field is not None:
                return field.annotation
        elif origin is dict and isinstance(part, (str, int)) and not isinstance(part, bool):
            return typing.get_args(alternative)[1]
        elif origin is list and isinstance(part, int):
            return typing.get_args(alternative)[0]
    return None


def expected_at(root: Any, loc: tuple[Any, ...]) -> Any:
    """The type a value at ``loc`` must have, or None where the format says nothing (free data)."""
    kind = root
    for part in loc:
        kind = _step(kind, part)
        if kind is None:
            return None
    return kind


def model_at(root: Any, loc: tuple[Any, ...]) -> type[BaseModel] | None:
    """The model whose keys a mapping at ``loc`` holds, if there is exactly one."""
    models = [kind for kind in _unwrap(expected_at(root, loc)) if is_model(kind)]
    return models[0] if len(models) == 1 else None


def keys_at(root: Any, loc: tuple[Any, ...]) -> list[str]:
    model = model_at(root, loc)
    return list(model.model_fields) if model else []


def literal_values(root: Any, loc: tuple[Any, ...]) -> list[Any]:
    values: list[Any] = []
    for alternative in _unwrap(expected_at(root, loc)):
        if typing.get_origin(alternative) is Literal:
            values.extend(typing.get_args(alternative))
    return values


def closest(word: str, choices: list[str], cutoff: float = 0.6) -> str | None:
    """The choice a typo most likely meant (``hand_sise`` -> ``hand_size``), if one is close enough (``cutoff``:
    ``difflib``'s likeness, 0 to 1)."""
    lowered = {choice.lower(): choice for choice in choices}
    found = difflib.get_close_matches(str(word).lower(), list(lowered), n=1, cutoff=cutoff)
    return lowered[found[0]] if found else None


def _keyed(kind: Any, key_type: type) -> bool:
    return any(typing.get_origin(alternative) is dict and bare(typing.get_args(alternative)[0]) is key_type
               for alternative in _unwrap(kind))


def _as_number(key: Any) -> Any:
    """``key`` as a whole number if it is one written as text (``"6"``, ``" 6 "``), else as it is."""
    if isinstance(key, str) and key.strip().isascii() and key.strip().isdigit():
        return int(key.strip())
    return key


def normalise_keys(root: Any, data: Any, loc: tuple[Any, ...] = (), depth: int = 0) -> Any:
    """``data`` with numbers turned into text where the format wants text (``7:`` means ``"7":``), and number keys
    written as text into numbers where it wants numbers (``"6":`` means ``6:``: what ``rules show`` printed, what
    the README's "Quote number ranks" leads to, and what a JSON editor writes, whose keys are all text: PLAYTEST249
    F4, where ``packs_from: {"6": 2}`` was refused as "should be a whole number, not '6'", as if the 2 were wrong).

    Follows the format only as deep as it is known; everything else is returned as it is.
    """
    return _normalised(expected_at(root, loc), data, loc[-1] if loc else None, depth)


def _normalised(kind: Any, data: Any, part: Any, depth: int) -> Any:
    """``normalise_keys`` of ``data``, found at key or index ``part`` where the format wants a ``kind``: each level
    steps down from its parent's type (not again from the top, which made a file's every key cost its depth)."""
    if depth > 64:
        return data
    if isinstance(data, dict):
        as_text, as_number = _keyed(kind, str), _keyed(kind, int)
        out: dict[Any, Any] = {}
        for key, value in data.items():
            new_key = str(key) if as_text and isinstance(key, int) and not isinstance(key, bool) else key
            if as_number:
                new_key = _as_number(new_key)
            if as_text and isinstance(new_key, str):
                new_key = new_key.strip()  # "7 " is the rank 7
            if new_key in out:  # 7 and "7" (or 6 and "6") both written: keep both so the schema refuses the clash
                new_key = key
            out[new_key] = _normalised(_step(kind, new_key), value, new_key, depth + 1)
        return out
    if isinstance(data, list):
        return [_normalised(_step(kind, index), item, index, depth + 1) for index, item in enumerate(data)]
    if isinstance(data, (int, str)) and not isinstance(data, bool) and isinstance(part, int) \
            and bare(kind) is str:
        return str(data).strip()  # a rank written 7 in a list of ranks: [7, J] means ["7", "J"]
    return data
