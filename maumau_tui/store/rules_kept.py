"""A copy of the rules each saved match was played with, so that a match whose ruleset has other rules since (an
update of the game, a file of the player's edited or removed) can still be played again: continued, listed among
the finished matches, exported, counted.

The copy is the ruleset's data with ``extends`` resolved and the common options added, as YAML, read as it is
(``whole``), named by its content hash, in ``played-rules/`` beside the store's saves (``rules.files.played_copy``
finds it; ``match_record.read_record`` uses it when the ruleset's file no longer holds the rules the record names).
It is written with the first save of a match that uses those rules, or when such a match is read and its ruleset
still holds them (a match saved before copies were kept).  A copy that cannot be written, or read back (beyond the
limits of ``rules/source.py`` times a chain of extends), is tried once per process.
"""

from __future__ import annotations

from pathlib import Path

import yaml  # type: ignore[import-untyped]

from maumau_tui.match import Match
from maumau_tui.match_record import content_hash
from maumau_tui.rules.files import RULES_HASH, RulesetError, copy_in, copy_path
from maumau_tui.rules.loader import raw_ruleset
from maumau_tui.store.atomic import write_atomic

_failed: set[tuple[Path, str]] = set()   # (folder, hash) of copies that could not be made: not tried again
_kept_for: dict[Path, str] = {}           # the id each plain copy (``copy_path`` without one) was kept for, read once


def keep_rules(match: Match, folder: Path) -> None:
    """Make sure the rules ``match`` is played with are kept in ``folder`` (each store keeps its own); a copy that
    cannot be made is not tried again in this process (the match's own save matters more, and its ruleset is still
    there to read)."""
    rules_hash = match.ruleset_hash
    if match.rules_file or not RULES_HASH.fullmatch(rules_hash) or (folder, rules_hash) in _failed:
        return                       # played from the copy already, a ruleset made in memory (tests), or tried
    ruleset_id = match.ruleset.id
    kept = copy_in(folder, rules_hash, ruleset_id)   # (a look or two at the folder: a save is written after every move)
    if kept is not None and (kept != copy_path(folder, rules_hash) or kept_for(kept) == ruleset_id):
        return
    # (kept already for another ruleset with the same rules, a copy of it not yet edited: one of its own, PLAYTEST162 F2)
    copy = copy_path(folder, rules_hash, ruleset_id if kept is not None else "")
    try:
        data, _source = raw_ruleset(match.ruleset_ref)
        if content_hash(data) == rules_hash:     # (else the file has other rules already: not these to copy)
            text = "# The rules a match was played with (maumau keeps them; do not edit)\n"
            text += yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
            write_atomic(copy, text.encode("utf-8"))
            try:
                raw_ruleset(copy, whole=True)      # (read back as a match would: beyond what a copy may hold, none)
            except RulesetError:
                copy.unlink(missing_ok=True)
                raise
            return
    except (RulesetError, OSError):
        pass                         # (its file cannot be read, or the copy written)
    _failed.add((folder, rules_hash))


def kept_for(copy: Path) -> str:
    """The id of the ruleset whose rules ``copy`` keeps ("" where it cannot be read), read once per process."""
    if copy not in _kept_for:
        try:
            _kept_for[copy] = str(raw_ruleset(copy, whole=True)[0].get("id", ""))
        except RulesetError:
            _kept_for[copy] = ""
    return _kept_for[copy]
