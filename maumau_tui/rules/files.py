"""Where ruleset files are found: the built-in folder and the player's own, by id (no parsing here).

Kept apart from ``loader`` (which validates with pydantic) so that what only lists or finds rulesets, as the
first screen does before its first frame, loads neither YAML nor the schema.
"""

from __future__ import annotations

import os
import re
import stat
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

SUFFIXES = (".yaml", ".yml")


class RulesetError(ValueError):
    """A ruleset that cannot be used, with a message for people."""


def builtin_dir() -> Path:
    """The built-in rulesets: inside the installed package, or ``rulesets/`` of a source checkout."""
    packaged = Path(__file__).resolve().parents[1] / "builtin_rulesets"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[2] / "rulesets"


def maumau_home() -> Path | None:
    """``$MAUMAU_HOME`` (None where unset or empty), with ``~`` expanded and made absolute (PLAYTEST234 N5: a quoted
    ``~/mm`` made a folder named ``~`` wherever the game was started, a relative one moved with the working folder,
    and the paths the game printed could not be pasted into a shell)."""
    env = os.environ.get("MAUMAU_HOME")
    if not env:
        return None
    try:
        return Path(env).expanduser().absolute()
    except RuntimeError:          # ("~nobody/x": no such user's home, PLAYTEST236 F1: a traceback) as written
        return Path(env).absolute()


def user_dir() -> Path:
    """The user's own rulesets, in the platform's user data folder."""
    if (home := maumau_home()) is not None:
        return home / "rulesets"
    if sys.platform == "win32":
        base = folder_from("APPDATA", Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = folder_from("XDG_DATA_HOME", Path.home() / ".local" / "share")
    return base / "maumau-tui" / "rulesets"


def folder_from(variable: str, default: Path) -> Path:
    """The folder an environment variable names, or ``default`` where it is unset, empty or relative (as the XDG
    specification says: an empty one put the saves into whatever folder the game was started from)."""
    value = os.environ.get(variable, "")
    return Path(value) if os.path.isabs(value) else default


def search_dirs() -> list[Path]:
    return [builtin_dir(), user_dir()]


RULES_HASH = re.compile(r"[0-9a-f]{64}")
PLAYED = "played-rules"           # the folder of copies beside a store's saves (``store.rules_kept`` writes them)
reading_from: ContextVar[Path | None] = ContextVar("reading_from", default=None)   # the store reading a save now


@contextmanager
def reading_in(folder: Path) -> Iterator[None]:
    """While a store reads a save (or counts one): copies of played rules are looked for in ``folder`` first."""
    token = reading_from.set(folder)
    try:
        yield
    finally:
        reading_from.reset(token)


def played_copy(rules_hash: str, ruleset_id: str = "") -> Path | None:
    """The copy kept of the rules with content hash ``rules_hash`` (a match whose ruleset has other rules since, an
    update of the game or a file edited, is played again with the rules it began with), if there is one: beside the
    saves of the store reading a save now (``reading_from``: the server keeps its tables apart), else the data
    folder's; the one kept for ``ruleset_id`` first (``copy_in``)."""
    for folder in (reading_from.get(), user_dir().parent / PLAYED):
        if folder is not None and (path := copy_in(folder, rules_hash, ruleset_id)) is not None:
            return path
    return None


RULESET_ID = re.compile(r"[a-z0-9][a-z0-9-]*")    # (the schema's pattern of an id)


def copy_path(folder: Path, rules_hash: str, ruleset_id: str = "") -> Path:
    """Where ``folder`` keeps the copy of the rules with content hash ``rules_hash``; with ``ruleset_id``, the copy
    kept for that ruleset where another one with the same rules was kept first under the plain name (a copy of a
    ruleset not yet edited has its rules: PLAYTEST162 F2)."""
    return folder / (f"{rules_hash}.{ruleset_id}.yaml" if ruleset_id else f"{rules_hash}.yaml")


def copy_in(folder: Path, rules_hash: str, ruleset_id: str = "") -> Path | None:
    """The copy of the rules with content hash ``rules_hash`` in ``folder`` (a store's ``played-rules``), if it holds
    one: the one kept for ``ruleset_id`` where there is one, else the plain one (kept for whichever ruleset had those
    rules first); a folder that cannot be looked into holds none."""
    if not isinstance(rules_hash, str) or not RULES_HASH.fullmatch(rules_hash):
        return None
    named = [copy_path(folder, rules_hash, ruleset_id)] if RULESET_ID.fullmatch(ruleset_id) else []
    for path in [*named, copy_path(folder, rules_hash)]:
        try:
            if path.is_file():
                return path
        except OSError:
            return None
    return None


def scan() -> tuple[dict[str, Path], list[str]]:
    """Every ruleset id that can be found (built-in first: a user file cannot shadow a built-in one),
    and why a folder or an entry could not be read.  Only regular files count: a FIFO or a folder named
    x.yaml is named among the problems and never opened.
    """
    found: dict[str, Path] = {}
    problems: list[str] = []
    for folder in search_dirs():
        try:
            if not folder.is_dir():
                if folder.exists():     # (PLAYTEST134 F18: the player's own rulesets were gone without a word)
                    problems.append(f"{folder}: is a file, not the rulesets folder, so no ruleset in it is read")
                continue
            entries = sorted(folder.iterdir())
        except OSError as error:
            problems.append(f"{folder}: cannot read the rulesets folder ({error.strerror or error})")
            continue
        for path in entries:
            if path.suffix not in SUFFIXES:
                continue
            if not utf8_name(path):      # (PLAYTEST197 F1: a ruleset called "k\udcfc" ended the app at the deal)
                problems.append(f"{shown(path)}: {NOT_UTF8_NAME}")
                continue
            try:
                regular = stat.S_ISREG(path.stat().st_mode)
            except OSError as error:
                problems.append(f"{path}: cannot be read ({error.strerror or error})")
                continue
            if regular and path.stem in found:     # a built-in one, or foo.yaml beside foo.yml
                problems.append(f"{path}: {not_used(found[path.stem])}")
            elif regular:
                found[path.stem] = path
            else:
                problems.append(f"{path}: is not a regular file (a folder, a pipe or a device?), so it is not read")
    return found, problems


NOT_UTF8_NAME = "its name is not UTF-8 text, so it is not read; rename it (like my-rules.yaml)"


def utf8_name(path: Path) -> bool:
    """Whether the file name is UTF-8 text (a name in another encoding reaches Python with stand-in characters that
    no terminal, save or JSON file can take)."""
    try:
        path.name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def shown(path: Path) -> str:
    """``path`` as it can be printed: a byte of a name that is not UTF-8 as \ufffd."""
    return os.fsencode(path).decode("utf-8", "replace")


def built_in(path: Path) -> bool:
    """Whether the ruleset file ``path`` is one of the game's own."""
    return path.parent.resolve() == builtin_dir().resolve()


def not_used(played: Path) -> str:
    """Why a file named like ``played`` is not used: ``played`` is (a built-in ruleset, or another file of the
    same name in the same folder).  (In German: ``rules.german``.)"""
    if built_in(played):
        return (f"not used: a built-in ruleset is called {played.stem!r}; give this file a name of its own (and its "
                "id: the same name)")
    return f"not used: {played} has the same name; give this file a name of its own (and its id: the same name)"


def naming_notes(path: Path, data: dict[str, Any], german: bool = False) -> list[str]:
    """Notes on a valid ruleset file's name: its id is not its file name, or (a file of the player's own) another
    ruleset of the same name is played instead."""
    note = "Hinweis: " if german else "note: "
    notes = []
    if isinstance(data.get("id"), str) and data["id"] != path.stem:
        named = RULESET_ID.fullmatch(path.stem)
        same = ("mach beide gleich" if german else "make them the same") if named else (
            f"benenne die Datei um in {data['id']}.yaml" if german else f"rename the file to {data['id']}.yaml")
        taken = ruleset_paths().get(data["id"])
        if taken is not None and built_in(taken) and taken.resolve() != path.resolve():   # (PLAYTEST218 F11: a copy
            own = f"'{path.stem}'" if named else ("einen eigenen Namen" if german else "a name of its own")  # renamed
            same = (f"{data['id']!r} ist ein eingebautes Regelwerk: nimm als id {own} und nenne die Datei genauso"
                    if german else f"{data['id']!r} is a built-in ruleset: give it {own} as its id, and its file the "
                    "same name")     # as its id was ignored: a built-in ruleset is called so)
        notes.append(note + (f"die id {data['id']!r} ist nicht der Dateiname: das Spiel führt es als {path.stem!r}; "
                             if german else f"its id {data['id']!r} is not its file name: the game lists it as "
                             f"{path.stem!r}; ") + same)   # (PLAYTEST197 F9: "My Rules" cannot be an id)
    played = ruleset_paths().get(path.stem)
    if played is not None and path.parent.resolve() == user_dir().resolve() and played.resolve() != path.resolve():
        from maumau_tui.rules.german import german_part

        notes.append(note + (german_part(not_used(played)) if german else not_used(played)))
    return notes


def ruleset_paths() -> dict[str, Path]:
    """Every ruleset id that can be found; an unreadable folder or file is left out, never an error."""
    return scan()[0]
