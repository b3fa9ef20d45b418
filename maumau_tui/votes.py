"""House rules changed during play: a proposal, every seat's vote, and the change once all agree.

Any option of the ruleset in play (its own ones and the common ``quick`` and ``blind``) may be changed
during a match: a switch is turned over, a number option takes a new value from 0 to
``rules.schema.OPTION_LIMIT``.  A seat proposes (or the table as a whole, ``by=None``); every other seat is
asked in turn, starting after the proposer; people answer, bots answer at once by ``bot_agrees``.
The first "no" ends the vote and nothing changes; when every seat agreed, ``Match.change_option``
changes the option, and the match record keeps the change at the point it was made, so
``Match.replay`` changes it at the same point.

When a change reaches the cards (``match_options.plan_option``): the hand in play takes it at once when the
new rules use the same deck (its tables are swapped, what fits now is worked out again); a change
of the deck (jokers, packs) or of how hands are dealt (hand size) starts with the next hand; a
change of the match only (target, stake) holds at once.

Bot policy, deterministic and the same for every bot: a bot always agrees to going back to the
ruleset's default; any other change it refuses only while it alone leads the match (it has the
fewest points of the seats still in the match, after at least one scored hand; points are what
hands charged, so fewer is better): the leader keeps the rules it is winning with.  A seat's cards
play no part, so a vote shows nothing about any hand.

"All agree" means the people at the table: a bot standing in for a person away (over SSH, once their
grace runs out) agrees to nothing in their place.  Its seat answers no (``Vote.answer`` with ``absent``),
and the result says the person was away, not that they disagreed (PLAYTEST209 F2: "all agreed" with a
stand-in's yes).

Nothing here imports a UI library.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, TypeGuard

from maumau_tui.match import Match
from maumau_tui.match_options import RuleChange


@dataclass(frozen=True)
class Proposal:
    """A house rule to change: the option, its value now and proposed, and who proposes it."""

    option: str
    value: bool | int
    old: bool | int
    default: bool | int
    by: int | None = None     # the proposing seat; None: the table as a whole (everybody is asked)
    at_once: bool = False     # whether it would reach the hand in play at once (as things stand now)

    @property
    def back_to_default(self) -> bool:
        return self.value == self.default


def propose(match: Match, option: str, value: bool | int, by: int | None = None) -> Proposal:
    """A proposal to set ``option`` to ``value``; ``ValueError`` with a plain reason if it cannot be made."""
    if by is not None and not 0 <= by < match.players:
        raise ValueError(f"there is no seat {by}")
    _, _, at_once = match.plan_option(option, value)
    values = match.option_values()
    return Proposal(option, value, values[option], match.ruleset.options[option].default, by, at_once)


def toggled(match: Match, option: str) -> bool | int:
    """The value a proposal on ``option`` starts from: a switch turned over, a number as it stands."""
    value = match.option_values()[option]
    return (not value) if isinstance(value, bool) else value


def leader(match: Match) -> int | None:
    """The seat alone with the fewest points among those still in the match (None: no hand scored, or a tie)."""
    if not match.results:
        return None
    gone = set(match.eliminated())
    totals = match.totals
    seats = [seat for seat in range(match.players) if seat not in gone]
    if not seats:
        return None
    best = min(totals[seat] for seat in seats)
    leaders = [seat for seat in seats if totals[seat] == best]
    return leaders[0] if len(leaders) == 1 else None


def bot_agrees(match: Match, seat: int, proposal: Proposal) -> bool:
    """The bots' policy: yes to going back to the default; otherwise yes unless ``seat`` alone leads."""
    if proposal.back_to_default:
        return True
    return leader(match) != seat


@dataclass(frozen=True)
class VoteResult:
    """How a vote ended: accepted (with the change made), refused by a seat, cancelled, or not possible."""

    proposal: Proposal
    answers: tuple[tuple[int, bool], ...]   # (seat, agreed) in the order they answered
    change: RuleChange | None = None         # set when accepted and made
    refused_by: int | None = None
    cancelled: bool = False
    reason: str | None = None                # why an agreed change could not be made after all
    absent: bool = False                     # the refusing seat's person was away (a bot stands in)

    @property
    def accepted(self) -> bool:
        return self.change is not None


class Vote:
    """One proposal put to every seat; bots answer at once, people one after another."""

    def __init__(self, match: Match, proposal: Proposal, bots: Iterable[int] = ()) -> None:
        self.match = match
        self.proposal = proposal
        self.bots = frozenset(bots)
        players = match.players
        first = 0 if proposal.by is None else proposal.by + 1
        self.order = [seat for seat in ((first + step) % players for step in range(players)) if seat != proposal.by]
        self.answers: dict[int, bool] = {} if proposal.by is None else {proposal.by: True}
        self.cancelled = False
        self.result: VoteResult | None = None
        self.absent: int | None = None     # a seat refused for its person away (a bot stands in)
        self._bots_answer()

    def _next(self) -> int | None:
        if self.cancelled or self.result is not None or False in self.answers.values():
            return None
        return next((seat for seat in self.order if seat not in self.answers), None)

    def _bots_answer(self) -> None:
        while (seat := self._next()) is not None and seat in self.bots:
            self.answers[seat] = bot_agrees(self.match, seat, self.proposal)

    @property
    def asking(self) -> int | None:
        """The person whose answer the vote waits for (None once it is decided)."""
        return self._next()

    @property
    def decided(self) -> bool:
        return self._next() is None

    @property
    def refused_by(self) -> int | None:
        return next((seat for seat, agreed in self.answers.items() if not agreed), None)

    def answer(self, seat: int, agree: bool, absent: bool = False) -> None:
        """The answer of the person asked; bots after them answer at once.  ``absent``: the person is away and a
        bot stands in, which agrees to nothing in their place (``agree`` must be False)."""
        if seat != self.asking:
            raise ValueError("it is not this seat's turn to answer")
        if absent and agree:
            raise ValueError("nobody agrees in the place of a person away")
        self.answers[seat] = agree
        if absent:
            self.absent = seat
        self._bots_answer()

    def cancel(self) -> None:
        """Give the proposal up before it is decided: nothing changes."""
        if self.result is None:
            self.cancelled = True

    def finish(self) -> VoteResult:
        """Close the vote once decided: when every seat agreed the option changes (in the match record too)."""
        if self.result is not None:
            return self.result
        if not self.decided:
            raise ValueError("the vote is not decided yet")
        answers = tuple(self.answers.items())
        if self.cancelled:
            result = VoteResult(self.proposal, answers, cancelled=True)
        elif (refused := self.refused_by) is not None:
            result = VoteResult(self.proposal, answers, refused_by=refused, absent=refused == self.absent)
        else:
            try:  # the match may have moved on since the proposal: it is checked again
                change = self.match.change_option(self.proposal.option, self.proposal.value, self.proposal.by)
            except ValueError as error:
                result = VoteResult(self.proposal, answers, reason=str(error))
            else:
                result = VoteResult(self.proposal, answers, change=change)
        self.result = result
        return result


# ---- votes kept in a save (the table's state beyond the record: ``Table.saved_state``) ---------------

def _name(names: list[str], seat: int | None) -> str | None:
    return None if seat is None else names[seat]


def _seat(names: list[str], name: object) -> int | None:
    """The seat of a saved name (None for None); ``ValueError`` for a name not at this table."""
    if name is None:
        return None
    if not isinstance(name, str) or name not in names:
        raise ValueError(f"no seat is called {name!r}"[:120])
    return names.index(name)


def _answers(names: list[str], raw: object) -> list[tuple[int, bool]]:
    if not isinstance(raw, list) or not all(isinstance(pair, list) and len(pair) == 2 and isinstance(pair[1], bool)
                                            for pair in raw):
        raise ValueError("a vote's answers are pairs of a name and true or false")
    answers = []
    for name, agreed in raw:
        seat = _seat(names, name)
        if seat is None:
            raise ValueError("a vote's answer names no seat")
        answers.append((seat, agreed))
    return answers


def _proposed(match: Match, raw: object) -> tuple[dict[str, Any], str, bool | int, int | None]:
    """The mapping, option, value and proposing seat of a saved vote; ``ValueError`` when malformed."""
    if not isinstance(raw, dict):
        raise ValueError("a saved vote is a mapping")
    option, value = raw.get("option"), raw.get("value")
    if not isinstance(option, str) or option not in match.ruleset.options or not isinstance(value, (bool, int)):
        raise ValueError(f"a saved vote names no option of {match.ruleset.id} with a value")
    return raw, option, value, _seat(match.names, raw.get("by"))


def vote_state(vote: Vote) -> dict[str, Any]:
    """A vote still undecided as plain data: what is proposed, by whom, who answered how so far."""
    names = vote.match.names
    proposal = vote.proposal
    return {"option": proposal.option, "value": proposal.value, "by": _name(names, proposal.by),
            "answers": [[names[seat], agreed] for seat, agreed in vote.answers.items() if seat != proposal.by]}


def result_state(hand: int, at: int, result: VoteResult, names: list[str]) -> dict[str, Any]:
    """A decided vote as plain data, with its place in the log (``hand``, log position ``at``)."""
    proposal = result.proposal
    return {"hand": hand, "at": at, "option": proposal.option, "value": proposal.value, "old": proposal.old,
            "by": _name(names, proposal.by), "at_once": proposal.at_once,
            "answers": [[names[seat], agreed] for seat, agreed in result.answers],
            "accepted": result.accepted, "refused_by": _name(names, result.refused_by), "reason": result.reason,
            "cancelled": result.cancelled} | ({"absent": True} if result.absent else {})


def _count(value: object, least: int) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and value >= least


def result_from_state(match: Match, raw: object, used: list[RuleChange]) -> tuple[int, int, VoteResult]:
    """A decided vote read back: (hand, log position, result).  An accepted one takes its change from the match
    (one not in ``used`` yet); ``ValueError`` when the data is malformed or names a change the match never made."""
    data, option, value, by = _proposed(match, raw)
    hand, at, old = data.get("hand"), data.get("at"), data.get("old")
    if not (_count(hand, 1) and _count(at, 0) and isinstance(old, (bool, int))):
        raise ValueError("a saved vote has no place in the log or no old value")
    reason = data.get("reason")
    if reason is not None and not isinstance(reason, str):
        raise ValueError("a saved vote's reason is text")
    proposal = Proposal(option, value, old, match.ruleset.options[option].default, by, data.get("at_once") is True)
    answers = tuple(_answers(match.names, data.get("answers")))
    change = None
    if data.get("accepted") is True:
        change = next((c for c in match.changes if c not in used and (c.hands, c.option, c.value, c.by) ==
                       (hand, option, value, by)), None)
        if change is None:
            raise ValueError(f"the match made no change of {option!r} in hand {hand}")
        used.append(change)
    refused_by = _seat(match.names, data.get("refused_by"))
    return hand, at, VoteResult(proposal, answers, change, refused_by, reason=reason,
                                cancelled=data.get("cancelled") is True and change is None,
                                absent=data.get("absent") is True and refused_by is not None)


def vote_from_state(match: Match, raw: object, bots: Iterable[int]) -> Vote:
    """A vote still undecided, read back: proposed again (it must still be possible) and each saved answer
    given again in turn (bots answer by their policy as before); ``ValueError`` when it cannot be."""
    data, option, value, by = _proposed(match, raw)
    vote = Vote(match, propose(match, option, value, by), bots)
    for seat, agreed in _answers(match.names, data.get("answers")):
        if seat not in vote.answers:
            vote.answer(seat, agreed)
    if vote.decided:
        raise ValueError("a saved vote still undecided is decided by its own answers")
    return vote
