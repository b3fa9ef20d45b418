"""A ruleset key that a number option sets at its default, whatever the file says.

A number option (``default: 0``, ``set: {match: {target: $value}}``) always applies, so a file that sets the key
itself (a copy of standard with ``match: {target: 30}``: standard's ``play_to`` sets the target back to 0 at every
load, and the match never ends) is refused, saying which option to give that default instead.  A switch on by
default is not affected: switched off, the file's own value counts.
"""

from __future__ import annotations

from typing import Any

from maumau_tui.rules.source import Source

MISSING = object()   # a key the data does not have


def substitute(value: Any, number: Any) -> Any:
    """An option's ``set`` with each ``$value`` replaced by the number chosen."""
    if value == "$value":
        return number
    if isinstance(value, dict):
        return {k: substitute(v, number) for k, v in value.items()}
    if isinstance(value, list):
        return [substitute(v, number) for v in value]
    return value


def leaves(data: dict[Any, Any], path: tuple[Any, ...] = ()) -> list[tuple[tuple[Any, ...], Any]]:
    """Every key path of nested mappings and the value at its end (an empty mapping sets nothing: merged, it
    leaves what is there)."""
    found: list[tuple[tuple[Any, ...], Any]] = []
    for key, value in data.items():
        if isinstance(value, dict):
            found += leaves(value, (*path, key))
        else:
            found.append(((*path, key), value))
    return found


def overridden_by_defaults(data: dict[str, Any], source: Source) -> list[str]:
    """Each key the file sets that a number option sets otherwise at its default, as a problem to report; a key the
    file takes from the one it extends is its own option's to set (PLAYTEST271 F1: a copy of Kronenstube with its own
    option to play to 50 was refused, said of kronenstube.yaml's target 101, which its author cannot change); an
    option of the file extended that overrides that file's own key is still that file's mistake (REVIEW268 R2)."""
    problems = []
    options = data.get("options")
    for name, option in (options.items() if isinstance(options, dict) else ()):
        if not isinstance(option, dict) or not isinstance(option.get("set") or {}, dict):
            continue
        default = option.get("default", False)
        if isinstance(default, bool):
            continue
        own = dict(leaves(option.get("set") or {}))
        for path, wanted in leaves(substitute(option.get("set") or {}, default)):
            here: Any = data
            for key in path:
                here = here.get(key, MISSING) if isinstance(here, dict) else MISSING
            if here is not MISSING and here != wanted and source.holder(path) in (source, source.holder(("options", name))):
                want = here if own.get(path) == "$value" else "..."   # the file's number, where the option sets it
                problems.append(f"{source.where(path)}: {'.'.join(map(str, path))}: {here!r} never counts: the "
                                f"option {name!r} sets it to {wanted!r} at its default ({default!r}); give the option "
                                f"the default you want instead (options: {{{name}: {{default: {want}}}}})")
    return problems


def kinds_changed(inherited: dict[str, Any], parent: str, source: Source) -> list[str]:
    """Each option the file takes over from the ruleset it extends (``parent``, whose merged data is ``inherited``)
    with a default of another kind, as a problem to report: a switch stays on or off, a number option a number
    (PLAYTEST190 M2: ``six_cards: {default: 7}`` was said of standard's hand_size, in standard.yaml)."""
    own, theirs = source.data.get("options"), inherited.get("options")
    if not isinstance(own, dict) or not isinstance(theirs, dict):
        return []
    problems = []
    for name, option in own.items():
        before = theirs.get(name)
        if not isinstance(option, dict) or "default" not in option or not isinstance(before, dict):
            continue
        was, now = before.get("default", False), option["default"]
        if isinstance(was, bool) and isinstance(now, int) and not isinstance(now, bool):
            reason = f"should be true or false, not {now!r}; the option {name!r} of {parent} is switched on or off"
        elif isinstance(was, int) and not isinstance(was, bool) and isinstance(now, bool):
            reason = f"should be a whole number, not {str(now).lower()}; the option {name!r} of {parent} is a number"
        else:
            continue
        problems.append(f"{source.where(('options', name, 'default'))}: options.{name}.default: {reason}")
    return problems
