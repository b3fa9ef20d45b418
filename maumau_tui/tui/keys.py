"""Keys: footer texts in the player's language, and the digits a key types.

Textual reads footer texts from ``Binding.description``, fixed when the class is defined;
``localise_bindings`` rewrites a screen's own copy of its bindings (Textual's ``_bindings``) after init.  It
may be called again with another language (the settings screen switches it): a description already
in one language is found again by its text.  ``digit_of`` reads the digit a key types ('²' is none);
``typed_digit`` and ``erased_digit`` keep the digits typed into a number option.
"""

from __future__ import annotations

from dataclasses import replace

from textual.dom import DOMNode

from maumau_tui.tui.i18n import STRINGS
from maumau_tui.tui.spelling import SPELLING, spelled
from maumau_tui.tui.textual_private import bindings_by_key

KEY_OF_TEXT = {said: key for strings in STRINGS.values() for key, text in strings.items() if key.startswith("key_")
               for said in (text, text.translate(SPELLING))}


def localise_bindings(node: DOMNode, lang: str) -> None:
    """Replace every description that is an i18n key (or a key's text in any language) by its text in ``lang`` (German
    spelled out where the screen is in ASCII: ``spelling``)."""
    strings = STRINGS.get(lang, STRINGS["en"])
    bindings = bindings_by_key(node)
    for key, group in bindings.items():
        bindings[key] = [replace(b, description=spelled(strings[name])) if (name := _key(b.description)) in strings else b
                         for b in group]


def _key(description: str) -> str:
    return description if description in STRINGS["en"] else KEY_OF_TEXT.get(description, description)


def digit_of(character: str | None) -> int | None:
    """The digit 0-9 a key types, or None: '²' (AltGr+2 on a German keyboard) passes ``str.isdigit()`` but
    ``int()`` refuses it, so only the ten ASCII digits count."""
    if character is None or len(character) != 1 or character not in "0123456789":
        return None
    return int(character)


def typed_digit(typed: tuple[str, str], name: str, digit: int) -> tuple[str, str]:
    """The digits typed into the number option ``name`` after one more: ``typed`` is (option, digits so far);
    typing into another option starts afresh, and leading zeros fall away."""
    before = typed[1] if typed[0] == name else ""
    return name, (before + str(digit)).lstrip("0") or "0"


def erased_digit(typed: tuple[str, str], name: str) -> tuple[str, str] | None:
    """The digits typed into ``name`` after Backspace, or None when nothing was typed into it."""
    return (name, typed[1][:-1]) if typed[0] == name and typed[1] else None
