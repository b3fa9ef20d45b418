"""A German-suited pack is shown in English with the French names (Jack of Spades for the Unter of Leaves, Queen
for the Ober: ``cards.card_name``).  A ruleset's English texts that speak of an Unter or an Ober name the card
as the English screen shows it too, so an English player can find it in the hand."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from maumau_tui.rules.loader import builtin_dir

# a German card name in an English text, and the English name the screen shows for it
SHOWN_AS = {"Unter of Leaves": "Jack of Spades", "Unter": "Jack", "Ober": "Queen"}


def english_texts(data: Any) -> Iterator[str]:
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "en" and isinstance(value, str):
                yield value
            else:
                yield from english_texts(value)
    elif isinstance(data, list):
        for value in data:
            yield from english_texts(value)


def german_names(path: Path) -> list[tuple[str, str]]:
    """The English texts of the ruleset file at ``path`` that name a German card: (text, the German name)."""
    return [(text, german) for text in english_texts(yaml.safe_load(path.read_text(encoding="utf-8")))
            for german in SHOWN_AS if re.search(rf"\b{german}\b", text)]


# only the files whose English texts name an Unter or an Ober (the others have nothing to check)
NAMING = [path for path in sorted(builtin_dir().glob("*.yaml")) if german_names(path)]


def test_the_rulesets_with_a_german_pack_are_among_those_checked() -> None:
    assert {path.stem for path in NAMING} >= {"faraon", "prsi"}


@pytest.mark.parametrize("path", NAMING, ids=lambda path: path.stem)
def test_english_texts_name_cards_as_shown(path: Path) -> None:
    for text, german in german_names(path):
        shown = SHOWN_AS[german]
        assert shown in text, f"{path.name}: {text!r} names the {german} but not the {shown} it is shown as"
