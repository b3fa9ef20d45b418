"""A copy of the rules each saved match was played with, so that a match whose ruleset has other rules since (an
update of the game, a file of the player's edited or removed) can still be played again: continued, listed among
the finished matches, exported, counted.

The copy is the ruleset's data with ``extends`` resolved, as YAML, named by its content hash
(``rules.files.played_copy`` finds it; ``match_record.read_record`` uses it when the ruleset's file no longer holds
the rules the record names).  It is written once, beside the first save of a match that uses those rules.
"""

from __future__ import annotations

import yaml  # type: ignore[import-untyped]

from maumau_tui.match import Match
from maumau_tui.match_record import content_hash
from maumau_tui.rules.files import RULES_HASH, RulesetError, played_copy, played_dir
from maumau_tui.rules.loader import raw_ruleset
from maumau_tui.store.atomic import write_atomic


def keep_rules(match: Match) -> None:
    """Make sure the rules ``match`` is played with are kept; a copy that cannot be written is left for the next
    save (the match's own save matters more, and its ruleset is still there to read)."""
    rules_hash = match.ruleset_hash
    if match.rules_file or not RULES_HASH.fullmatch(rules_hash):
        return                       # played from the copy already, or a ruleset made in memory (tests)
    if played_copy(rules_hash) is not None:
        return                       # (one look at the folder: a save is written after every move)
    try:
        data, _source = raw_ruleset(match.ruleset_ref)
    except RulesetError:
        return
    if content_hash(data) != rules_hash:
        return                       # the file has other rules already: these cannot be copied from it any more
    text = "# The rules a match was played with (maumau keeps them; do not edit)\n"
    text += yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    try:
        write_atomic(played_dir() / f"{rules_hash}.yaml", text.encode("utf-8"))
    except OSError:
        pass
