"""Finding and loading rulesets: by id or path, with `extends`, options, and errors that name the line.

A broken file raises ``RulesetError`` whose message names the file, the line and the field in a plain
sentence; callers print it, never a traceback.
"""

from __future__ import annotations

import copy
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from maumau_tui.rules.schema import Ruleset

SUFFIXES = (".yaml", ".yml")


class RulesetError(ValueError):
    """A ruleset that cannot be used, with a message for people."""


def builtin_dir() -> Path:
    """The built-in rulesets: inside the installed package, or ``rulesets/`` of a source checkout."""
    packaged = Path(__file__).resolve().parents[1] / "builtin_rulesets"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[2] / "rulesets"


def user_dir() -> Path:
    """The user's own rulesets, in the platform's user data folder."""
    if env := os.environ.get("MAUMAU_HOME"):
        return Path(env) / "rulesets"
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share"))
    return base / "maumau-tui" / "rulesets"


def search_dirs() -> list[Path]:
    return [builtin_dir(), user_dir()]


def ruleset_paths() -> dict[str, Path]:
    """Every ruleset id that can be found, built-in first (a user file cannot shadow a built-in one)."""
    found: dict[str, Path] = {}
    for folder in search_dirs():
        if folder.is_dir():
            for path in sorted(folder.iterdir()):
                if path.suffix in SUFFIXES:
                    found.setdefault(path.stem, path)
    return found


# ---- YAML with line numbers ------------------------------------------------------------------

@dataclass
class Source:
    """One parsed file: its data and a map from key paths to line numbers."""

    path: Path
    data: dict[str, Any]
    lines: dict[tuple[Any, ...], int]

    def line_of(self, loc: tuple[Any, ...]) -> int | None:
        for cut in range(len(loc), -1, -1):
            if loc[:cut] in self.lines:
                return self.lines[loc[:cut]]
        return None


def _index_lines(node: yaml.Node, path: tuple[Any, ...], lines: dict[tuple[Any, ...], int]) -> None:
    lines.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            name = key.value
            for candidate in (name, _as_int(name)):
                if candidate is not None:
                    lines[path + (candidate,)] = key.start_mark.line + 1
                    _index_lines(value, path + (candidate,), lines)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _index_lines(item, path + (index,), lines)


def _as_int(text: str) -> int | None:
    return int(text) if text.isdigit() else None


def read_source(path: Path) -> Source:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise RulesetError(f"{path}: cannot read the file ({error.strerror or error})") from None
    except UnicodeDecodeError:
        raise RulesetError(f"{path}: the file is not UTF-8 text") from None
    try:
        node = yaml.compose(text)
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f", line {mark.line + 1}" if mark else ""
        problem = getattr(error, "problem", None) or str(error)
        raise RulesetError(f"{path}{where}: this is not valid YAML ({problem})") from None
    if not isinstance(data, dict) or node is None:
        raise RulesetError(f"{path}: a ruleset file must be a mapping of keys (id:, name:, ...)")
    lines: dict[tuple[Any, ...], int] = {}
    _index_lines(node, (), lines)
    return Source(path, data, lines)


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


def _substitute(value: Any, number: Any) -> Any:
    if value == "$value":
        return number
    if isinstance(value, dict):
        return {k: _substitute(v, number) for k, v in value.items()}
    if isinstance(value, list):
        return [_substitute(v, number) for v in value]
    return value


def _locate(path: Path) -> Path:
    if path.is_file():
        return path
    raise RulesetError(f"{path}: no such ruleset file")


def find(ref: str | Path) -> Path:
    """A ruleset id (``standard``) or a path to a YAML file."""
    text = str(ref)
    if text.endswith(SUFFIXES) or os.sep in text or "/" in text:
        return _locate(Path(text))
    paths = ruleset_paths()
    if text not in paths:
        raise RulesetError(f"no ruleset called {text!r}; known: {', '.join(sorted(paths)) or 'none'}")
    return paths[text]


def raw_ruleset(ref: str | Path, _seen: tuple[Path, ...] = ()) -> tuple[dict[str, Any], Source]:
    """The merged data of a ruleset (its `extends` chain resolved), and the file it came from."""
    path = find(ref).resolve()
    if path in _seen:
        chain = " -> ".join(p.name for p in _seen + (path,))
        raise RulesetError(f"{_seen[-1]}: 'extends' goes round in a circle ({chain})")
    source = read_source(path)
    data = source.data
    parent = data.get("extends")
    if parent:
        base, _ = raw_ruleset(parent, _seen + (path,))
        base.pop("id", None)
        data = deep_merge(base, data)
    if not _seen:
        data = with_common_options(data)
    return data, source


# Options every ruleset has (a ruleset may define its own under the same name instead).
COMMON_OPTIONS: dict[str, Any] = {
    "quick": {
        "description": {"de": "Schnell: mehrere Karten gleichen Werts auf einmal, wenn die erste passt; 7er zählen zusammen.",
                        "en": "Quick: several cards of one rank at once if the first one fits; 7s add up."},
        "default": False,
        "set": {"multi_play": True},
    },
    "blind": {
        "description": {"de": "Blind: Karten verdeckt legen und ansagen; der Nächste glaubt oder deckt auf. Wer lügt oder falsch zweifelt, zieht eine Karte.",
                        "en": "Blind: cards go down face down and are declared; the next player believes or challenges. A liar or a wrong challenger draws a card."},
        "default": False,
        "set": {"blind": {"penalty": 1}},
    },
}


def with_common_options(data: dict[str, Any]) -> dict[str, Any]:
    options = dict(COMMON_OPTIONS)
    options.update(data.get("options") or {})
    return {**data, "options": options}


def apply_options(data: dict[str, Any], chosen: dict[str, Any] | None = None) -> dict[str, Any]:
    """The ruleset data with every option's `set` merged in where that option is on."""
    options = data.get("options") or {}
    chosen = chosen or {}
    unknown = set(chosen) - set(options)
    if unknown:
        raise RulesetError(f"ruleset {data.get('id')!r} has no option {', '.join(sorted(unknown))}; it has: {', '.join(options) or 'none'}")
    merged = data
    for name, option in options.items():
        if not isinstance(option, dict):
            continue
        value = chosen.get(name, option.get("default", False))
        if value is False:  # a switched-off option; a number option always sets its value
            continue
        merged = deep_merge(merged, _substitute(option.get("set") or {}, value))
    return merged


def option_values(ruleset: Ruleset, chosen: dict[str, Any] | None = None) -> dict[str, bool | int]:
    values: dict[str, bool | int] = {name: option.default for name, option in ruleset.options.items()}
    values.update(chosen or {})
    return values


def _explain(error: ValidationError, source: Source) -> str:
    messages = []
    for item in error.errors()[:5]:
        loc = tuple(item["loc"])
        line = source.line_of(loc)
        field = ".".join(str(part) for part in loc) or "(top)"
        where = f"{source.path}, line {line}" if line else str(source.path)
        reason = item["msg"]
        if item["type"] == "extra_forbidden":
            reason = f"unknown key {loc[-1]!r} (see `maumau rules schema` for the keys a ruleset may have)"
        elif item["type"] == "missing":
            reason = "this key is required but missing"
        messages.append(f"{where}: {field}: {reason}")
    more = len(error.errors()) - 5
    if more > 0:
        messages.append(f"... and {more} more problems")
    return "\n".join(messages)


def validate(data: dict[str, Any], source: Source) -> Ruleset:
    try:
        return Ruleset.model_validate(data)
    except ValidationError as error:
        raise RulesetError(_explain(error, source)) from None


def load(ref: str | Path, options: dict[str, Any] | None = None) -> Ruleset:
    """The validated ruleset, with the given options (others at their defaults) applied."""
    data, source = raw_ruleset(ref)
    base = validate(data, source)  # the file itself must be valid, whatever the options
    if not base.options and not options:
        return base
    return validate(apply_options(data, options), source)


def new_ruleset(name: str, source: str, folder: Path | None = None) -> Path:
    """Copy ruleset ``source`` as ``name`` into the user's rulesets folder, ready to edit.

    The copy keeps the source's comments; its top-level ``id`` and ``name`` are replaced.
    """
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", name):
        raise RulesetError(f"{name!r} is not a ruleset id: use small letters, digits and dashes, like my-rules")
    if name in ruleset_paths():
        raise RulesetError(f"a ruleset called {name!r} exists already ({ruleset_paths()[name]})")
    original = find(source)
    load(original)  # refuse to copy a broken file
    target = (folder or user_dir()) / f"{name}.yaml"
    out = [f"# {name}: a copy of {original.stem} to change as your table plays.",
           f"# Check it with: maumau rules validate {target}"]
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
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("\n".join(out) + "\n", encoding="utf-8")
    try:
        load(target)
    except RulesetError:
        target.unlink()
        raise
    return target


def check_all_options(ref: str | Path) -> list[str]:
    """Validate a ruleset and each of its options switched on alone; return what went wrong."""
    problems = []
    data, source = raw_ruleset(ref)
    base = validate(data, source)
    for name, option in base.options.items():
        value = True if isinstance(option.default, bool) else option.default
        try:
            validate(apply_options(data, {name: value}), source)
        except RulesetError as error:
            problems.append(f"option {name!r}: {error}")
    return problems
