"""The bot levels by name: ``hard`` is the ``search`` level.  Below the match, which reads a level in a save or a
record before any bot is made (``bots/levels.py`` makes the bot of a level)."""

from __future__ import annotations

# level -> its plain name: ``level_name`` reads either (``arena --bots``, saves, records); ``--seat`` and the seats
# screen take only the plain one (``seat_text``)
LEVELS = {"random": ("easy",), "heuristic": ("medium",), "search": ("hard",)}
PLAIN_NAMES = {"random": "easy", "heuristic": "medium", "search": "hard"}
PLAIN_LEVELS = tuple(PLAIN_NAMES.values())   # ("easy", "medium", "hard"): what a seat screen, a file and a command say
DEFAULT_LEVEL = "medium"  # a new bot seat (the seats screen, ``--seat NAME:bot``)


def level_name(text: str) -> str:
    """The level a name means (``hard`` -> ``search``); ``ValueError`` with the choices if none."""
    key = text.strip().lower()
    for level, aliases in LEVELS.items():
        if key == level or key in aliases:
            return level
    choices = ", ".join(f"{level} ({'/'.join(aliases)})" for level, aliases in LEVELS.items())
    raise ValueError(f"{text!r} is not a bot level: choose one of {choices}")


def seat_text(text: str, option: str) -> tuple[str, str | None]:
    """A seat as ``maumau play --seat`` and ``maumau serve --seats`` take it: ``NAME`` (a person, for the one rule
    for names to judge), ``NAME:bot`` (a bot at ``DEFAULT_LEVEL``) or ``NAME:bot=LEVEL``, in any capitals
    (``Robo:Bot=HARD``); ``ValueError`` naming ``option`` for anything else after a colon or an unknown level."""
    name, colon, kind = text.partition(":")
    if not colon:
        return text, None
    kind = kind.lower()
    if kind != "bot" and not kind.startswith("bot="):
        raise ValueError(f"{option} {text}: write a bot as NAME:bot or NAME:bot=LEVEL")
    level = DEFAULT_LEVEL if kind == "bot" else kind.removeprefix("bot=")
    if level not in PLAIN_LEVELS:
        raise ValueError(f"{option} {text}: {level!r} is not a bot level; choose easy, medium or hard")
    return name, level


def plain_level(level: str | None) -> str | None:
    """A bot's level as the game says it (a record may say ``random`` for ``easy``); a level it does not know as it
    is."""
    try:
        return None if level is None else PLAIN_NAMES[level_name(level)]
    except ValueError:
        return level
