"""The server's screens have their words in one place, German and English alike: the same keys, and the same
placeholders in each key's two texts (a text missing one would fail when shown)."""

from __future__ import annotations

import string

from maumau_tui.net.words import WORDS, word


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_german_and_english_have_the_same_keys_and_placeholders() -> None:
    assert set(WORDS) == {"de", "en"}
    assert set(WORDS["de"]) == set(WORDS["en"])
    for key in WORDS["en"]:
        assert placeholders(WORDS["de"][key]) == placeholders(WORDS["en"][key]), key


def test_a_language_we_do_not_have_gets_english() -> None:
    assert word("fr", "back", name="Ben") == word("en", "back", name="Ben") == "Ben is back."
    assert word("de", "back", name="Ben") == "Ben ist wieder da."
