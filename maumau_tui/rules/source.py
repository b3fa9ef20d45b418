"""Reading a YAML file a person wrote, safely: bounded in size, nesting and aliases, with a line for every key.

Ruleset and scenario files come from players, so a file may be huge, nested a thousand levels deep,
an alias bomb, an anchor that contains itself, a FIFO, or a mapping with a key written twice.
``read_yaml`` refuses all of these with a ``SourceError`` naming the file and the line, before any
of it reaches Python objects, and never follows an alias twice (the line index is linear in the file).
"""

from __future__ import annotations

import copy
import functools
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml  # type: ignore[import-untyped]

MAX_BYTES = 256 * 1024        # a ruleset is a few KB; the largest shipped one is under 12 KB
MAX_DEPTH = 24                # the deepest shipped key (options.x.set.effects.7.draw.answer_with) is 7 levels
MAX_NODES = 50_000            # values after every alias is expanded
MAX_EVENTS = 200_000          # YAML events in the text itself
# what a person most likely did, for two of the YAML parser's complaints (``_hint``)
INDENTED = " (the indentation does not line up with the keys above: indent each key of a block the same)"
UNCLOSED = " (a quote or a bracket is not closed)"
# libyaml's parser where it is installed (several times faster); its composer recurses in C, which is
# safe here because the nesting is bounded before anything is composed
LOADER: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class SourceError(ValueError):
    """A file that cannot be read as YAML data, with a message for people."""


@dataclass
class Source:
    """One parsed file: its data and a map from key paths to line numbers."""

    path: Path
    data: Any
    lines: dict[tuple[Any, ...], int]
    extended: tuple[Source, ...] = ()    # the files it extends, nearest first (what it leaves as they say comes from them)

    def line_of(self, loc: tuple[Any, ...]) -> int | None:
        """The line of ``loc``, or of the nearest key above it that the file has."""
        for cut in range(len(loc), -1, -1):
            if loc[:cut] in self.lines:
                return self.lines[loc[:cut]]
        return None

    def where(self, loc: tuple[Any, ...] = ()) -> str:
        """``file, line N`` for a message (just the file when there is no line): in the file it extends where that one
        holds more of ``loc`` (PLAYTEST134 F16: a mistake in the file extended was said of the extending file, with
        no line)."""
        source = self.holder(loc)
        line = source.line_of(loc) if loc else None
        return f"{source.path}, line {line}" if line else str(self.path)

    def holder(self, loc: tuple[Any, ...]) -> Source:
        """The file whose value ``loc`` is: from the top key down, the nearest file (this one, then those it extends)
        that has the key; below a value that is not a mapping, its file holds all (the files' lists and values are not
        merged: one replaces another whole, REVIEW142 R4)."""
        owner = self
        if loc[:1] == ("id",):      # (each file its own: the id is never taken from the file extended, PLAYTEST271 F1)
            return self
        for cut in range(1, len(loc) + 1):
            found = next((one for one in (self, *self.extended) if loc[:cut] in one.lines), None)
            if found is None:
                break
            owner = found
            if not isinstance(value_at(found.data, loc[:cut]), dict):
                break
        return owner

    def order(self, loc: tuple[Any, ...]) -> tuple[int, int]:
        """Where ``loc`` stands, to sort messages by: this file first, then those it extends; by line in each."""
        source = self.holder(loc)
        return (0 if source is self else 1 + self.extended.index(source), source.line_of(loc) or 0)


def value_at(data: Any, loc: tuple[Any, ...]) -> Any:
    """The value at key path ``loc`` in ``data`` (mappings and lists), or None where there is none."""
    for key in loc:
        if isinstance(data, dict):
            data = data.get(key)
        elif isinstance(data, list) and isinstance(key, int) and 0 <= key < len(data):
            data = data[key]
        else:
            return None
    return data


def read_text(path: Path, what: str = "file", limit: int = MAX_BYTES) -> str:
    """The text of a regular file, refusing folders, FIFOs, devices, files over ``limit`` bytes and other encodings."""
    try:
        info = path.stat()
    except OSError as error:
        reason = "no such file" if isinstance(error, FileNotFoundError) else (error.strerror or str(error))
        raise SourceError(f"{path}: cannot read the {what} ({reason})") from None
    if stat.S_ISDIR(info.st_mode):
        raise SourceError(f"{path}: is a folder, not a {what}")
    if not stat.S_ISREG(info.st_mode):
        raise SourceError(f"{path}: is not a regular file (a pipe or a device?), so it is not read")
    if info.st_size > limit:
        raise SourceError(f"{path}: the file has {info.st_size:,} bytes; a {what} may have at most {limit:,}")
    try:
        with open(path, "rb", opener=_no_block_opener) as handle:
            raw = handle.read(limit + 1)
    except OSError as error:
        raise SourceError(f"{path}: cannot read the {what} ({error.strerror or error})") from None
    if len(raw) > limit:
        raise SourceError(f"{path}: the file has more than {limit:,} bytes; a {what} may have at most that")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise SourceError(f"{path}, line {line}: the file is not UTF-8 text") from None


def _no_block_opener(name: str, flags: int) -> int:
    """Open without waiting for a writer, should the file turn into a FIFO after the check."""
    return os.open(name, flags | getattr(os, "O_NONBLOCK", 0))


def read_yaml(path: Path, what: str = "file", scale: int = 1) -> Source:
    """The data of a YAML file with the line of every key; ``SourceError`` for anything a person got wrong.
    ``scale``: the limits times that (a file that holds several files' data, written out whole)."""
    return parse_yaml(read_text(path, what, MAX_BYTES * scale), path, what, scale)


def parse_yaml(text: str, path: Path, what: str = "file", scale: int = 1) -> Source:
    """The text's data and key lines; a text parsed before is not parsed again (the first screen and a list of
    saves read the same rulesets many times), and each caller gets data of its own to change."""
    parse = _parsed if len(text) <= MAX_BYTES else _parsed.__wrapped__   # (a big kept copy is read once: not kept)
    parsed = parse(text, path, what, scale)
    return Source(parsed.path, copy.deepcopy(parsed.data), dict(parsed.lines))


@functools.lru_cache(maxsize=32)
def _parsed(text: str, path: Path, what: str, scale: int = 1) -> Source:
    try:
        _check_events(text, path, what, MAX_EVENTS * scale)
        node = yaml.compose(text, Loader=LOADER)
    except yaml.YAMLError as error:
        raise SourceError(_yaml_message(error, path, text)) from None
    if node is None:
        return Source(path, None, {})
    lines: dict[tuple[Any, ...], int] = {}
    _walk(node, path, lines, MAX_NODES * scale, what)
    try:
        data = yaml.SafeLoader("").construct_document(node)
    except yaml.YAMLError as error:
        raise SourceError(_yaml_message(error, path, text)) from None
    except (TypeError, ValueError, OverflowError) as error:  # e.g. a date that does not exist
        reason = "a number with thousands of digits" if "integer string conversion" in str(error) else str(error)
        raise SourceError(f"{path}: a value cannot be read ({reason})") from None
    return Source(path, data, lines)


def _yaml_message(error: yaml.YAMLError, path: Path, text: str) -> str:
    mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
    opened = getattr(error, "context_mark", None)
    last = max(0, len(text.splitlines()) - 1)
    ended = mark is not None and mark.line > last    # the file ended before what was open was closed
    problem = getattr(error, "problem", None) or str(error).splitlines()[0]
    unclosed = "expected ',' or" in problem            # a bracket open where the next key came (PLAYTEST157: its line
    if opened is not None and (ended or unclosed):     # was named, not the bracket's)
        mark = opened      # the line where the quote or the bracket was opened
    hint = _hint(error, problem, mark, text, ended)
    line = _shown_line(mark.line, text, ended) if mark is not None else None
    quoted = _open_quote(text, mark.line) if mark is not None and hint == INDENTED else None
    if quoted is not None:      # a quote left open ran over the lines below it, up to the next quote
        line, hint = quoted, UNCLOSED
    where = f"{path}, line {line + 1}" if line is not None else str(path)
    return f"{where}: this is not valid YAML ({problem}){hint}"


def _open_quote(text: str, line: int) -> int | None:
    """The line where a quoted text began that ran on over lines to ``line``, where the parser stumbled: YAML lets a
    quoted text go on over lines, so a quote left open takes in every line up to the next quote, and the parser
    blames the indentation there.  (The scanner's tokens, not a look at the lines: a quoted text written over two
    lines on purpose, or a quote inside a block of text, is no mistake.)"""
    try:
        for token in yaml.scan(text, Loader=LOADER):
            if token.start_mark.line > line:
                break
            if (isinstance(token, yaml.ScalarToken) and token.style in ('"', "'")
                    and token.start_mark.line < token.end_mark.line == line):
                return int(token.start_mark.line)
    except yaml.YAMLError:
        pass
    return None


def _shown_line(line: int, text: str, ended: bool) -> int:
    """The line to name: never past the end; where the file ended with something open, the last line with text
    on it (not a blank or a comment after the bracket)."""
    lines = text.splitlines()
    line = min(line, max(0, len(lines) - 1))
    while ended and line > 0 and (not lines[line].strip() or lines[line].lstrip().startswith("#")):
        line -= 1
    return line


TABS = " (indent with spaces, not tabs)"


def _hint(error: yaml.YAMLError, problem: str, mark: Any, text: str, ended: bool = False) -> str:
    """What a person most likely did, for the parser's words."""
    lines = text.splitlines()
    char = ""
    if mark is not None and mark.line < len(lines) and mark.column < len(lines[mark.line]):
        char = lines[mark.line][mark.column]
    if "tab character" in problem:       # (PLAYTEST271 N3: a tab after a key of the top level had no hint)
        return TABS
    if "cannot start any token" in problem:
        return TABS if char == "\t" else f" (a text that starts with {char!r} needs quotes)"
    if "mapping values are not allowed" in problem:
        return " (a key is indented differently from the keys beside it, or a text with ': ' needs quotes)"
    if "expected <block end>" in problem or "did not find expected key" in problem or "expected '-'" in problem:
        return INDENTED
    if "alias" in problem or "alias" in str(getattr(error, "context", "") or ""):
        return " (a * starts an alias in YAML: write the joker as \"*\" in quotes)"
    if "end of stream" in problem or "expected ',' or" in problem or (ended and "node content" in problem):
        return UNCLOSED
    return ""


def too_many_values(path: Path, most: int, what: str) -> SourceError:
    return SourceError(f"{path}: the file holds more than {most:,} values; a {what} has a few hundred")


def _check_events(text: str, path: Path, what: str, most: int = MAX_EVENTS) -> None:
    """Nesting and length of the text, read as a flat stream of events (nothing here recurses)."""
    depth = events = 0
    for event in yaml.parse(text, Loader=LOADER):
        events += 1
        if events > most:
            raise too_many_values(path, most, what)
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
            if depth > MAX_DEPTH:
                mark = event.start_mark      # (the parser gives every event one; the stubs allow None)
                where = f", line {mark.line + 1}" if mark is not None else ""
                raise SourceError(f"{path}{where}: nested more than {MAX_DEPTH} levels deep; a {what} needs fewer than ten")
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1


def _key_text(key: yaml.Node, path: Path) -> str:
    if not isinstance(key, yaml.ScalarNode):
        raise SourceError(f"{path}, line {key.start_mark.line + 1}: a key must be a plain word or number, "
                          "not a list or a mapping")
    return str(key.value)


def _walk(root: yaml.Node, path: Path, lines: dict[tuple[Any, ...], int], most: int = MAX_NODES,
          what: str = "file") -> None:
    """Index key lines, refuse repeated keys, anchors that contain themselves and alias bombs.

    A node reached again through an alias is not walked again (its lines are those of its anchor);
    its expanded size and depth are counted from what was computed the first time.
    """
    size: dict[int, int] = {}        # id(node) -> values it expands to
    depth: dict[int, int] = {}       # id(node) -> levels it expands to
    open_nodes: set[int] = set()
    aliased = False                  # a node was reached again (through an alias)
    stack: list[tuple[yaml.Node, tuple[Any, ...], bool]] = [(root, (), False)]
    while stack:
        node, at, done = stack.pop()
        ident = id(node)
        children = _children(node)
        if done:
            open_nodes.discard(ident)
            size[ident] = 1 + sum(size[id(child)] for _, _, child in children)
            depth[ident] = 1 + max((depth[id(child)] for _, _, child in children), default=0)
            if size[ident] > most and not aliased:   # (REVIEW267: no alias at all, and the words spoke of them)
                raise too_many_values(path, most, what)
            if size[ident] > most:
                raise SourceError(f"{path}, line {node.start_mark.line + 1}: anchors (&) and aliases (*) here "
                                  f"expand to more than {most:,} values; write the values out instead")
            if depth[ident] > MAX_DEPTH:
                raise SourceError(f"{path}, line {node.start_mark.line + 1}: aliases (*) here nest the values "
                                  f"more than {MAX_DEPTH} levels deep")
            continue
        if ident in size:
            continue
        open_nodes.add(ident)
        stack.append((node, at, True))
        if isinstance(node, yaml.MappingNode):
            _check_keys(node, path)
        for key, line, child in reversed(children):
            here = at + (key,)
            lines.setdefault(here, line)
            if isinstance(key, str) and key.isdigit():
                lines.setdefault(at + (int(key),), line)
            if id(child) in open_nodes:
                raise SourceError(f"{path}, line {child.start_mark.line + 1}: an anchor (&) contains an alias (*) "
                                  "of itself, so the value never ends")
            if id(child) not in size:
                stack.append((child, here, False))
            else:
                aliased = True


def _children(node: yaml.Node) -> list[tuple[Any, int, yaml.Node]]:
    """(key or index, line of the key or item, value) for each child of a mapping or a list."""
    if isinstance(node, yaml.MappingNode):
        return [(str(key.value), key.start_mark.line + 1, value) for key, value in node.value]
    if isinstance(node, yaml.SequenceNode):
        return [(index, item.start_mark.line + 1, item) for index, item in enumerate(node.value)]
    return []


def _check_keys(node: yaml.MappingNode, path: Path) -> None:
    seen: dict[str, int] = {}
    for key, _ in node.value:
        text = _key_text(key, path)
        if text == "<<" and key.tag == "tag:yaml.org,2002:merge":
            continue
        line = key.start_mark.line + 1
        if text in seen:
            where = f"lines {seen[text]} and {line}" if seen[text] != line else f"both on line {line}"
            raise SourceError(f"{path}, line {line}: the key {text!r} is written twice in one mapping "
                              f"({where}); keep one")
        seen[text] = line
