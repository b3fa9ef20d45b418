"""The bot levels by name: ``hard`` is the ``search`` level.  Below the match, which reads a level in a save or a
record before any bot is made (``bots/levels.py`` makes the bot of a level)."""

from __future__ import annotations

# level -> the names it is also known by (the seats screen and ``--seat Robo:bot=hard`` use either)
LEVELS = {"random": ("easy",), "heuristic": ("medium",), "search": ("hard",)}
PLAIN_NAMES = {"random": "easy", "heuristic": "medium", "search": "hard"}
PLAIN_LEVELS = tuple(PLAIN_NAMES.values())   # ("easy", "medium", "hard"): what a seat screen, a file and a command say


def level_name(text: str) -> str:
    """The level a name means (``hard`` -> ``search``); ``ValueError`` with the choices if none."""
    key = text.strip().lower()
    for level, aliases in LEVELS.items():
        if key == level or key in aliases:
            return level
    choices = ", ".join(f"{level} ({'/'.join(aliases)})" for level, aliases in LEVELS.items())
    raise ValueError(f"{text!r} is not a bot level: choose one of {choices}")
