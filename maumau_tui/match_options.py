"""House rules changed during a match (every seat agreed, ``maumau_tui/votes.py``): whether a change can be made,
whether it reaches the hand in play at once, and making it.

A change is part of the match's record (``RuleChange``, at its place among the moves), so a replay makes it at
the same point.  The hand in play takes the new tables at once when its deck stays the same and only tables read
during play differ; a change of how hands are dealt (``DEAL_ONLY``), or one that needs another deck, starts with the
next hand.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, NamedTuple

from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load_played
from maumau_tui.rules.schema import OPTION_LIMIT, Ruleset
from maumau_tui.rules.tables import Tables

if TYPE_CHECKING:
    from maumau_tui.match import Match

# Tables read only when a hand is dealt: changing them alone reaches the next hand.
DEAL_ONLY = frozenset({"hand_size", "start_effect", "start_wish_by_dealer", "players_min", "players_max"})


@dataclass
class RuleChange:
    """A house rule changed during the match (every seat agreed): where, what, and from when."""

    after: int              # moves made before it: its place in ``Match.moves``
    hands: int              # hands dealt when it was made (a hand dealt but not yet played counts)
    option: str
    value: bool | int
    by: int | None = None   # the seat that proposed it (None: the table as a whole)
    at_once: bool = False   # the hand in play plays on with it; else it starts with the next hand


class OptionPlan(NamedTuple):
    """A change that can be made: the rules with it, and whether it reaches the hand in play at once."""

    ruleset: Ruleset
    tables: Tables
    at_once: bool


class OptionRefused(ValueError):
    """A house-rule change that cannot be made now, with a plain reason (a record replayed says it; any other
    ``ValueError`` while one is made is a fault of the game, not of the record)."""


def tables_differ(old: Tables, new: Tables, deal_only: bool) -> bool:
    """Whether the tables differ in the fields read only at dealing (``deal_only``) or in the others."""
    return any(getattr(old, f.name) != getattr(new, f.name) for f in fields(Tables)
               if not f.name.startswith("_") and (f.name in DEAL_ONLY) == deal_only)


def plan_option(match: Match, name: str, value: bool | int) -> OptionPlan:
    """``match``'s ruleset and tables with option ``name`` set to ``value``, and whether that reaches the hand in
    play at once; ``OptionRefused`` with a plain reason when the change cannot be made."""
    if match.over:
        raise OptionRefused("the match is over")
    option = match.ruleset.options.get(name)
    if option is None:
        raise OptionRefused(f"{match.ruleset.name.en} has no option {name!r}")
    if isinstance(option.default, bool):
        if not isinstance(value, bool):
            raise OptionRefused(f"option {name!r} is switched on or off, it takes no number")
    elif isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= OPTION_LIMIT:
        raise OptionRefused(f"option {name!r} takes a number from 0 to {OPTION_LIMIT}")
    if match.option_values()[name] == value:
        raise OptionRefused(f"option {name!r} is {value} already")
    try:
        options = {**match.options, name: value}
        ruleset = (match.begun.with_options(options) if match.begun is not None
                   else load_played(match.ruleset_ref, options, match.rules_file))
    except ValueError as error:  # the ruleset's own limits; its message starts with the file's name
        raise OptionRefused(f"the rules do not allow it ({str(error).split(': ', 1)[-1]})") from None
    if not ruleset.players.min <= match.players <= ruleset.players.max:
        raise OptionRefused(f"with it the game is for {ruleset.players.min} to {ruleset.players.max} players")
    tables = compile_ruleset(ruleset, match.players)
    saved = match.ruleset, match.tables, match.rules, match.game
    match.ruleset, match.tables, match.rules, match.game = ruleset, tables, ruleset.match, None
    try:  # the match as it would stand with the change, between hands
        ends, sizes, packs = match.over, match.start_cards(), match.deal_packs()
    finally:
        match.ruleset, match.tables, match.rules, match.game = saved
    if ends:
        raise OptionRefused("with it the match would be over at once")
    if sum(sizes) + 1 > len(tables.deck) * packs:
        raise OptionRefused(f"{len(tables.deck)} cards are not enough to deal {sum(sizes)} cards")
    if tables_differ(match.tables, tables, deal_only=False):
        at_once = for_hand_in_play(match, tables) is not None
    else:  # only the match's settings (a target, a stake) or only how hands are dealt
        at_once = not tables_differ(match.tables, tables, deal_only=True)
    return OptionPlan(ruleset, tables, at_once)


def for_hand_in_play(match: Match, tables: Tables) -> Tables | None:
    """``tables`` for ``match``'s hand in play, dealt from its deck (the ruleset's, or that deck taken several
    times when packs joined); ``None`` when no hand is in play or the new rules need another deck."""
    game = match.game
    if game is None or game.finished or not tables.deck:
        return None
    dealt, own = game.T.deck, tables.deck
    packs = len(dealt) // len(own)
    if own * packs != dealt:
        return None
    return tables if packs == 1 else replace(tables, deck=list(dealt))


def change_option(match: Match, name: str, value: bool | int, by: int | None = None) -> RuleChange:
    """Set ``match``'s option ``name`` to ``value`` (every seat agreed) and record it.  The hand in play takes the
    new tables at once when its deck stays the same; otherwise (another deck) the next hand does."""
    ruleset, tables, at_once = plan_option(match, name, value)
    game = match.game
    in_play = for_hand_in_play(match, tables)
    if game is not None and in_play is not None:
        if not game.retable(in_play):  # refused when it would leave the hand stuck: the next hand takes it
            at_once = False
    match.ruleset, match.tables, match.rules = ruleset, tables, ruleset.match
    match.options = {**match.options, name: value}
    change = RuleChange(len(match.moves), match.hands_dealt, name, value, by, at_once)
    match.changes.append(change)
    return change
