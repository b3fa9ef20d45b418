"""Footer texts in the player's language: a binding's description names a string in ``i18n``.

Textual reads footer texts from ``Binding.description``, fixed when the class is defined; this one
small function rewrites a screen's own copy of its bindings (Textual's ``_bindings``) after init.
"""

from __future__ import annotations

from dataclasses import replace

from textual.dom import DOMNode

from maumau_tui.tui.i18n import STRINGS


def localise_bindings(node: DOMNode, lang: str) -> None:
    """Replace every description that is an i18n key by its text in ``lang``."""
    strings = STRINGS.get(lang, STRINGS["en"])
    bindings = node._bindings.key_to_bindings
    for key, group in bindings.items():
        bindings[key] = [replace(b, description=strings[b.description]) if b.description in strings else b
                         for b in group]
