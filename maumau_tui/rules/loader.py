"""Loading rulesets (found by id or path: `files.py`), with `extends`, options, and errors that name the line.

A broken file raises ``RulesetError`` whose message names the file, the line and the field in a plain
sentence; callers print it, never a traceback.
"""

from __future__ import annotations

import copy
import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from maumau_tui.file_kinds import other_kind_of_file
from maumau_tui.rules import checks
from maumau_tui.rules.explain import dotted, explain
from maumau_tui.rules.files import (NOT_UTF8_NAME, RULESET_ID, SUFFIXES, RulesetError, built_in, ruleset_paths, shown,
                                     user_dir, utf8_name)
from maumau_tui.rules.files import builtin_dir as builtin_dir   # (where the tests and tools take it from)
from maumau_tui.rules.keys import closest, normalise_keys
from maumau_tui.rules.option_defaults import kinds_changed, overridden_by_defaults, substitute
from maumau_tui.rules.schema import NAME_LIMIT, OPTION_LIMIT, Option, Ruleset, option_range
from maumau_tui.rules.source import Source, SourceError, read_yaml


# ---- YAML with line numbers ------------------------------------------------------------------

def read_source(path: Path, scale: int = 1) -> Source:
    """A ruleset file read safely (see ``source.py``; ``scale``: its limits times that): a mapping of keys, with the
    line of each key."""
    try:
        source = read_yaml(path, "ruleset file", scale)
    except SourceError as error:
        raise RulesetError(str(error)) from None
    if source.data is None:         # (PLAYTEST190: an empty file was only "must be a mapping")
        raise RulesetError(f"{path}: the file is empty; a ruleset file is a mapping of keys (id:, name:, ...), "
                           "and `maumau rules new NAME` writes one to start from")
    if not isinstance(source.data, dict):
        raise RulesetError(f"{path}: a ruleset file must be a mapping of keys (id:, name:, ...)")
    return source


# ---- merging: extends and options ------------------------------------------------------------

def deep_merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    """``over`` on top of ``base``: mappings merge key by key, anything else is replaced."""
    merged = copy.deepcopy(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = deep_merge(merged[key], value)
        else:
            merged[key] = copy.deepcopy(value)
    return merged


def _locate(path: Path) -> Path:
    """The path if something is there (reading it says what is wrong with a folder or a pipe), and its name can be
    written down (a save names the file it was played from)."""
    if not utf8_name(path):
        raise RulesetError(f"{shown(path)}: {NOT_UTF8_NAME}")
    try:
        path.stat()
    except FileNotFoundError:
        raise RulesetError(f"{path}: no such ruleset file") from None
    except OSError:
        pass  # reading it names the reason
    return path


def is_path(ref: str) -> bool:
    """Whether ``ref`` names a ruleset by its file's path (a YAML suffix or a folder in it), not by an id."""
    return ref.endswith(SUFFIXES) or os.sep in ref or "/" in ref


def find(ref: str | Path, near: Path | None = None) -> Path:
    """A ruleset id (``standard``) or a path to a YAML file (relative paths also next to ``near``)."""
    text = str(ref)
    if is_path(text):
        path = Path(text)
        if near is not None and not path.is_absolute() and (near / path).exists():
            path = near / path
        return _locate(path)
    paths = ruleset_paths()
    if text not in paths and Path(text).is_file():     # a file named plainly, whatever it ends in
        return _locate(Path(text))
    if text not in paths:
        guess = closest(text, list(paths), ID_LIKENESS)
        known = playable(paths)
        hint = f"; did you mean {guess}?" if guess else f"; known: {', '.join(known)}" if known else ""
        raise RulesetError(f"no ruleset called {text!r}{hint}")
    return paths[text]


ID_LIKENESS = 0.7   # a ruleset's id a typo meant (standrd -> standard), not any id sharing a few letters
#                     (PLAYTEST197: "extends: kitchen" suggested switch)
_naming: list[bool] = []   # ``playable`` is loading the rulesets: an unknown id met meanwhile is not listed again


def playable(paths: dict[str, Path]) -> list[str]:
    """The ids among ``paths`` whose files can be played (a broken file is no ruleset to name)."""
    if _naming:                    # (a ruleset that extends an unknown one, loaded to see whether it plays)
        return []
    ids = []
    _naming.append(True)
    try:
        for ruleset_id in sorted(paths):
            try:
                load(ruleset_id)
            except RulesetError:
                continue
            ids.append(ruleset_id)
    finally:
        _naming.pop()
    return ids


MAX_EXTENDS = 16  # a ruleset extending one extending one ... this many deep


def raw_ruleset(ref: str | Path, whole: bool = False) -> tuple[dict[str, Any], Source]:
    """The merged data of a ruleset (its `extends` chain resolved, the common options added), and the file it came
    from; ``whole``: a file that holds such data already (the copy kept of the rules a match was played with), read
    as it is, so no change to another file (a parent, the common options) changes it."""
    if whole:   # (a copy holds a file and all it extends, aliases written out in full: up to that many files)
        source = read_source(find(ref), MAX_EXTENDS + 1)
        return source.data, source
    chain = [read_source(find(ref))]
    while (parent := chain[-1].data.get("extends")) is not None:
        source = chain[-1]
        if not isinstance(parent, str) or not parent:
            raise RulesetError(f"{source.where(('extends',))}: extends: should be the id of a ruleset, like standard, "
                               f"not {parent!r}")
        try:
            path = find(parent, source.path.parent)
        except RulesetError as error:
            if parent in (source.path.stem, source.data.get("id")):   # (a file outside the rulesets folders)
                raise RulesetError(f"{source.where(('extends',))}: extends: a ruleset cannot extend itself "
                                   f"({parent})") from None
            raise RulesetError(f"{source.where(('extends',))}: extends: {error}") from None
        if path.resolve() in [s.path.resolve() for s in chain]:
            names = " -> ".join(s.path.name for s in chain) + f" -> {path.name}"
            raise RulesetError(f"{source.where(('extends',))}: 'extends' goes round in a circle ({names})")
        if len(chain) >= MAX_EXTENDS:
            raise RulesetError(f"{source.where(('extends',))}: extends: more than {MAX_EXTENDS} rulesets extend "
                               "one another here; start from one closer to the base")
        chain.append(read_source(path))
    data = chain[-1].data
    for source, parent in zip(reversed(chain[:-1]), reversed(chain[1:])):
        if problems := kinds_changed(data, str(parent.data.get("id") or parent.path.stem), source):
            raise RulesetError("\n".join(problems))
        base = dict(normalise_keys(Ruleset, data))   # (a key as the format reads it before the merge: a parent's "7"
        base.pop("id", None)                         # and its child's 7, or 6 and "6", are one key: PLAYTEST249 F4)
        data = deep_merge(base, normalise_keys(Ruleset, source.data))
    return with_common_options(data, chain[0]), replace(chain[0], extended=tuple(chain[1:]))


# Options every ruleset has (a ruleset may define its own under the same name instead).
COMMON_OPTIONS: dict[str, Any] = {
    "quick": {
        "description": {"de": "Schnell: mehrere Karten gleichen Werts auf einmal, wenn die erste passt; ihre Ziehstrafen "
                              "zählen zusammen.",
                        "en": "Quick: several cards of one rank at once if the first one fits; their draw penalties add "
                              "up."},
        "default": False,
        "set": {"multi_play": True},
    },
    "blind": {
        "description": {"de": "Blind: Karten verdeckt legen und ansagen; der Nächste glaubt oder deckt auf. "
                              "Wer lügt oder falsch zweifelt, zieht eine Karte.",
                        "en": "Blind: cards go down face down and are declared; the next player believes or "
                              "challenges. A liar or a wrong challenger draws a card."},
        "default": False,
        "set": {"blind": {"penalty": 1}},
    },
}


def with_common_options(data: dict[str, Any], source: Source | None = None) -> dict[str, Any]:
    own = data.get("options")
    if own is not None and not isinstance(own, dict):
        where = source.where(("options",)) if source else "options"
        raise RulesetError(f"{where}: options: should be a mapping of house rules (name: {{description: ..., "
                           f"default: ..., set: {{...}}}}), not {type(own).__name__ if not isinstance(own, (int, str)) else repr(own)}")
    options = dict(COMMON_OPTIONS)
    options.update(own or {})
    return {**data, "options": options}


def apply_options(data: dict[str, Any], chosen: dict[str, Any] | None = None) -> dict[str, Any]:
    """The ruleset data with every option's `set` merged in where that option is on."""
    options = data.get("options") or {}
    chosen = chosen or {}
    unknown = set(chosen) - set(options)
    if unknown:
        raise RulesetError(f"ruleset {data.get('id')!r} has no option {', '.join(sorted(unknown))}; it has: {', '.join(options) or 'none'}")
    parts = []
    for name, option in options.items():
        if not isinstance(option, dict) or not isinstance(option.get("set") or {}, dict):
            continue  # refused by the validation of the file itself
        value = chosen.get(name, option.get("default", False))
        if name in chosen and (problem := option_problem(name, option, value)) is not None:
            raise RulesetError(problem)
        if value is False:  # a switched-off option; a number option always sets its value
            continue
        parts.append(substitute(option.get("set") or {}, value))
    if not parts:
        return data
    merged = normalise_keys(Ruleset, data)   # (keys as the format reads them, once: "7" and 7 are one key)
    for part in parts:
        merged = deep_merge(merged, normalise_keys(Ruleset, part))
    return merged


def option_problem(name: str, option: dict[str, Any], value: Any) -> str | None:
    """What is wrong with ``value`` for option ``name`` of a ruleset's file (its ``default`` says whether it is a switch
    or a number; a number stays within its ``min`` and ``max``, and at most ``OPTION_LIMIT``), or None.  (PLAYTEST218
    F2: a scenario's ``seven_stacking: 7`` and ``play_to: 10**26`` were taken, which ``serve`` and the lobby refuse.)"""
    said = str(value).lower() if isinstance(value, bool) else repr(value)     # (as a file writes it: true, not True)
    if isinstance(option.get("default", False), bool):
        return None if isinstance(value, bool) else f"option {name!r} is on or off (true or false), not {said}"
    if isinstance(value, bool) or not isinstance(value, int):
        return f"option {name!r} takes a whole number, not {said}"
    low, high = option.get("min"), option.get("max")
    low = low if isinstance(low, int) else 0
    high = min(high, OPTION_LIMIT) if isinstance(high, int) else OPTION_LIMIT
    return None if low <= value <= high else f"option {name!r} takes a number from {low} to {high}, not {value}"


def option_values(ruleset: Ruleset, chosen: dict[str, Any] | None = None) -> dict[str, bool | int]:
    values: dict[str, bool | int] = {name: option.default for name, option in ruleset.options.items()}
    values.update(chosen or {})
    return values


def switchable(ruleset: Ruleset, values: dict[str, bool | int]) -> dict[str, bool | int]:
    """``values`` without the options that switching on would change nothing: off, and ``ruleset`` (as played now)
    holds all they set already (Faraón plays several cards at once: the common "Quick" is not offered there)."""
    played = ruleset.model_dump(mode="json")
    return {name: value for name, value in values.items()
            if not (value is False and (option := ruleset.options.get(name)) is not None and option.set
                    and _holds(played, option.set))}


def _holds(have: Any, want: Any) -> bool:
    if isinstance(want, dict):
        return isinstance(have, dict) and all(_holds(have.get(key), value) for key, value in want.items())
    return bool(have == want)


def validate(data: dict[str, Any], source: Source, prefix: tuple[Any, ...] = (),
             every_table_size: bool = True, played: bool = False) -> Ruleset:
    """The ruleset, or ``RulesetError`` naming file, line and key of each mistake in plain words.

    ``prefix`` places ``data`` in the file where it is not the file's own top level (an option's ``set``);
    ``every_table_size``: the deck must hold the hands at every table size (see ``checks.check``); ``played``: the
    rules a match was played with, spared the checks of how a file reads (``schema.authored``).
    """
    key = (_fingerprint(data), every_table_size, played)
    if (known := _validated.get(key)) is not None:
        return known
    ruleset = _validated_anew(data, source, prefix, every_table_size, played)
    _validated[key] = ruleset
    if len(_validated) > VALIDATED_KEPT:
        _validated.pop(next(iter(_validated)), None)     # (the oldest)
    return ruleset


VALIDATED_KEPT = 64   # rulesets validated lately, kept: the set-up screens load the same rules at every key
_validated: dict[tuple[str, bool, bool], Ruleset] = {}


def _fingerprint(data: dict[str, Any]) -> str:
    """The data as text, in its order (the order of options is shown) and with the type of every key and value (a
    YAML file gives only Python's own types, each written by ``repr`` as it is: ``7`` and ``'7'`` differ)."""
    return repr(data)


def _validated_anew(data: dict[str, Any], source: Source, prefix: tuple[Any, ...], every_table_size: bool,
                    played: bool) -> Ruleset:
    data = normalise_keys(Ruleset, data)
    try:
        ruleset = Ruleset.model_validate(data, context={"played": played})
    except ValidationError as error:
        refused = {tuple(item["loc"])[:1] for item in error.errors(include_url=False)}
        also = checks.sentence_problems(data) if ("words",) not in refused else []   # (not said twice)
        raise RulesetError("\n".join(explain(error, source, Ruleset, data, prefix, also=also))) from None
    problems = checks.check(ruleset, every_table_size)
    if problems:
        raise RulesetError("\n".join(f"{source.where(_in_file(source, prefix, loc))}: {dotted(loc, data)}: {reason}"
                                     for loc, reason in problems))
    return ruleset


def _in_file(source: Source, prefix: tuple[Any, ...], loc: tuple[Any, ...]) -> tuple[Any, ...]:
    """Where a key path of the merged data is best shown: under the option that set it, else in the file."""
    if prefix and source.line_of(prefix + loc) != source.line_of(prefix):
        return prefix + loc
    return loc if source.line_of(loc) is not None else prefix + loc


def _checked(ref: str | Path, whole: bool = False, played: bool = False) -> tuple[dict[str, Any], Source, Ruleset]:
    """The ruleset's merged data, its file and the ruleset as written: the file itself must be valid, whatever
    the options, and every key it sets must count with the options at their defaults (``played``: the rules a match
    was played with, accepted when it began, are spared the checks of how a file reads; a kept copy always is)."""
    try:
        data, source = raw_ruleset(ref, whole)
        base = validate(data, source, played=played or whole)
    except RulesetError:          # a scenario or a record given for a ruleset: said what it is, not its schema's many
        if whole or played or str(ref) in ruleset_paths():    # mistakes (PLAYTEST271 N6; REVIEW269 R3: only `play`
            raise                                             # said it, `sim`, `rules show`, `serve --table` not)
        told = other_kind_of_file(Path(ref), "ruleset")
        if not told:
            raise
        raise RulesetError(f"{ref}: {told}") from None
    if not (played or whole) and (problems := overridden_by_defaults(data, source)):   # (a kept copy holds rules
        raise RulesetError("\n".join(problems))             # accepted when its match began, its files merged into
    return data, source, base                               # one: REVIEW268 R1)


def load(ref: str | Path, options: dict[str, Any] | None = None, whole: bool = False) -> Ruleset:
    """The validated ruleset, with the given options (others at their defaults) applied (``whole``: see
    ``raw_ruleset``)."""
    return Rules(*_checked(ref, whole), played=whole).with_options(options)


@dataclass(frozen=True, eq=False)
class Rules:
    """A ruleset as read once (its merged data, its file, the ruleset as written), to apply options to later without
    reading its files again: a match in play keeps the rules it began with, whatever is edited meanwhile."""

    data: dict[str, Any]
    source: Source
    base: Ruleset
    played: bool = False    # the rules a match was played with (``validate``)

    def with_options(self, options: dict[str, Any] | None = None) -> Ruleset:
        applied = apply_options(self.data, options)
        if applied is self.data:            # no option on: the file as validated
            return self.base
        try:   # options the table chose (a number of cards) are checked against the deck by the table, for its size
            return validate(applied, self.source, every_table_size=not options, played=self.played)
        except RulesetError:
            if options:     # (a table's choice: its screen says the reason in its own words)
                raise
            if culprits := _culprits(self.data, self.source, self.base):   # said of the option that breaks it, in its
                raise RulesetError("\n".join(culprits)) from None          # own file (PLAYTEST271 F1)
            raise


def read_played(ref: str | Path, rules_file: str = "", played: bool = False) -> Rules:
    """A match's ruleset ``ref``: from its file, or from ``rules_file``, the copy kept of the rules the match began
    with (``Match.rules_file``: its file has other rules now), read whole; ``played``: of a match begun already (a
    record replayed), spared the checks of how a file reads, as a kept copy is (``schema.authored``)."""
    if rules_file:
        return Rules(*_checked(rules_file, whole=True), played=True)
    return Rules(*_checked(ref, played=played), played=played)


def load_played(ref: str | Path, options: dict[str, Any] | None = None, rules_file: str = "") -> Ruleset:
    """``read_played`` with ``options`` applied, for a match begun already."""
    return read_played(ref, rules_file, played=True).with_options(options)


NEW_HEAD = ("# {name}: a copy of {copied} to change as your table plays.",
            "# Check it with: maumau rules validate {path}")


def new_ruleset(name: str, source: str, folder: Path | None = None, head: tuple[str, ...] = NEW_HEAD) -> Path:
    """Copy ruleset ``source`` as ``name`` into the user's rulesets folder, ready to edit.

    The copy keeps the source's comments; its top-level ``id`` and ``name`` are replaced; its first lines, ours, are
    ``head`` (``{name}``, ``{copied}``, ``{path}`` filled in: the command's, in its language, PLAYTEST274 N3).
    """
    if not RULESET_ID.fullmatch(name):
        raise RulesetError(f"{name!r} is not a ruleset id: use lowercase letters a–z, digits and hyphens, like my-rules")
    if len(name) > NAME_LIMIT:     # (it is the new variant's name too: PLAYTEST134 F15, "[Errno 36] File name too long")
        raise RulesetError(f"an id of {len(name)} characters is too long for a new ruleset: at most {NAME_LIMIT}")
    found = ruleset_paths().get(name)
    if found is not None:
        shipped = "a built-in one, " if built_in(found) else ""
        raise RulesetError(f"a ruleset called {name!r} exists already ({shipped}{found}); choose another name")
    original = find(source)
    load(original)  # refuse to copy a broken file
    target = (folder or user_dir()) / f"{name}.yaml"
    if target.parent.exists() and not target.parent.is_dir():
        raise RulesetError(f"{target.parent}: is a file, not the folder of your rulesets; move it away")
    if target.exists() or target.is_symlink():     # (not a ruleset file: a folder, a pipe, a broken link)
        raise RulesetError(f"{target}: something of that name is there already; choose another name")
    copied = original.stem if source in ruleset_paths() else str(original)   # (a file given: named so, PLAYTEST249 N12)
    out = [line.format(name=name, copied=copied, path=target) for line in head]
    replacing = False
    for line in original.read_text(encoding="utf-8").splitlines():
        if replacing and (line.startswith((" ", "\t")) or not line.strip()):
            continue  # the replaced key's indented block
        replacing = False
        if line.startswith(("id:", "name:")):
            key = line.split(":", 1)[0]
            out.append(f"{key}: {name}")
            replacing = True
            continue
        out.append(line)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text("\n".join(out) + "\n", encoding="utf-8")
    except OSError as error:
        raise RulesetError(f"{target}: cannot write the new ruleset ({error.strerror or error})") from None
    try:
        load(target)
    except RulesetError:
        target.unlink()
        raise
    return target


def check_all_options(ref: str | Path) -> list[str]:
    """Validate a ruleset, then with its options at their defaults, then each option switched on alone
    (the others at their defaults); return what went wrong, each problem once."""
    data, source, base = _checked(ref)
    try:
        validate(apply_options(data), source)
    except RulesetError as error:
        return _culprits(data, source, base) or [_each_line("with the options at their defaults: ", error)]
    problems = []
    for name, option in base.options.items():
        if not isinstance(option.default, bool):
            problems += _number_ends(data, source, name, option)   # (always on: at its default, checked above)
            continue
        try:
            validate(apply_options(data, {name: True}), source, ("options", name, "set"))
        except RulesetError as error:
            problems.append(_each_line(f"option {name!r}: ", error))
    return problems


def _number_ends(data: dict[str, Any], source: Source, name: str, option: Option) -> list[str]:
    """A number option at the least and the most a table may choose (``option_range``: without a max, up to
    ``OPTION_LIMIT``), the others at their defaults; whether the deck holds the hands is for the table to say, at its
    size (``every_table_size``)."""
    problems = []
    least, most = option_range(option)
    ends = {least: "its min" if option.min is not None else "no min: a table may choose 0",
            most: "its max" if option.max is not None else f"no max: a table may choose up to {most}"}
    for value, end in ends.items():
        if value == option.default:
            continue
        try:
            validate(apply_options(data, {name: value}), source, ("options", name, "set"), every_table_size=False)
        except RulesetError as error:
            problems.append(_each_line(f"option {name!r} at {value} ({end}): ", error))
    return problems


def _each_line(prefix: str, error: RulesetError) -> str:
    """``error``'s lines, each with ``prefix`` (which option's switch they come from)."""
    return "\n".join(prefix + line for line in str(error).splitlines())


def _culprits(data: dict[str, Any], source: Source, base: Ruleset) -> list[str]:
    """The options on by default that break the ruleset each on their own: the others left out, number options too,
    which are never off (else a number option's mistake was told once for every option, under each one's name); each
    said of its own ``set``, in its own file."""
    culprits = []
    for name, option in base.options.items():
        if option.default is False:
            continue
        alone = {**data, "options": {name: data["options"][name]}}
        try:
            validate(apply_options(alone, {name: option.default}), source, ("options", name, "set"))
        except RulesetError as error:
            culprits.append(_each_line(f"option {name!r} (on by default): ", error))
    return culprits
