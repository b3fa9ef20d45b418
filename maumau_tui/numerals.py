"""Numbers written the German way, for the command line's refusals and a broken ruleset's message alike."""

from __future__ import annotations


def german(number: str) -> str:
    """A number as ``arguments.plain`` writes it, written the German way: ``10,000`` -> ``10 000`` (a narrow space: a
    point there would be read back as a decimal point by the parser), ``0.5`` -> ``0,5``."""
    return number.translate(str.maketrans(",.", "\u202f,"))
