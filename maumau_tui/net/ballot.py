"""House-rule votes at a table in the server: a seat proposes on its own screen, every seat answers on its own.

The vote is ``maumau_tui.votes`` through the referee, as at the hot seat: the seats are asked in turn after the
proposer, bots answer at once by the bots' policy (``votes.bot_agrees``), the first "no" ends it, and when all
agreed the option changes for everybody.  Here each person answers from their own terminal, and the host checks that
an answer comes from the seat asked.  While a vote runs the table stands still (``referee.pause``: no bot
moves, no countdown runs, moves are refused with the reason), so nobody plays on under rules that may change.
No vote begins while a person is away (their connection dropped: it would ask their seat, which cannot answer, and
the table plays on without them meanwhile; or a bot plays for them now).  A person asked whose seat a bot takes
during the vote (the grace ran out, or they left) refuses it: the bot agrees to nothing in their place
(``votes``: PLAYTEST209 F2, "all agreed" with a stand-in's yes).  Every seat is sent the
vote as it stands (``ballot``) and its end in its own language (``voted``); the log of every seat says it.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from maumau_tui.net.words import word
from maumau_tui.table import Table
from maumau_tui.tui.labels import vote_sentence
from maumau_tui.votes import Vote, VoteResult, bot_agrees

if TYPE_CHECKING:
    from maumau_tui.net.host import SeatConnection
    from maumau_tui.net.table_host import TableHost

log = logging.getLogger("maumau.net.ballot")

PAUSE = "vote"      # the referee's pause while a vote runs


class Ballot:
    """The house-rule vote of one hosted table (at most one at a time)."""

    def __init__(self, host: TableHost) -> None:
        self.host = host
        self.vote: Vote | None = host.table.vote     # undecided in a save the table was resumed from
        self.stood_in: set[int] = set()              # people's seats a bot standing in answered for in this vote
        if self.vote is not None:
            host.referee.pause(PAUSE)

    @property
    def table(self) -> Table:
        return self.host.table

    def voting(self) -> bool:
        """Whether a vote runs (then no move is taken: ``vote_first``)."""
        return self.vote is not None

    def propose(self, connection: SeatConnection, option: str, value: bool | int) -> None:
        """The connection's seat proposes ``option`` = ``value``; refused with the reason when it cannot."""
        seat, table = connection.seat, self.table
        why: tuple[str, dict[str, object]] | None = None     # the words of the refusal, and what goes in them
        if seat is None:
            why = ("you_watch" if connection.watching else "not_seated"), {}
        elif self.vote is not None:
            why = "vote_running", {}
        elif table.hand_over:
            why = "vote_hand_over", {}
        elif self.host.away or self.host.stand_ins:
            away = sorted(set(self.host.away) | self.host.stand_ins)
            why = "vote_away", {"names": ", ".join(table.names[other] for other in away)}
        elif option not in table.ruleset.options:
            why = "no_option", {"ruleset": table.ruleset.id, "name": repr(option[:40])}
        if why is not None:
            connection.send({"type": "refused", "reason": word(connection.lang, why[0], **why[1])})
            return
        assert seat is not None
        try:
            self.vote = self.host.referee.start_vote(option, value, seat)
        except ValueError as error:     # a change the match cannot take (the value, the rules' limits)
            connection.send({"type": "refused", "reason": str(error)})
            return
        log.info("%s proposes %s = %r", connection.user, option, value)
        self.stood_in = set()
        self.host.referee.pause(PAUSE)
        self.go_on()

    def answer(self, connection: SeatConnection, agree: bool) -> None:
        """The answer of the connection's seat, if the vote asks that seat now."""
        vote = self.vote
        if vote is None:
            connection.refuse("no_vote")
        elif connection.seat is None or vote.asking != connection.seat:
            if vote.asking is None:
                connection.refuse("vote_asks_nobody")
            else:
                connection.refuse("vote_asks", name=self.table.names[vote.asking])
        else:
            self.host.referee.answer_vote(vote, connection.seat, agree)   # (told to the save too)
            self.go_on()

    def withdraw(self, connection: SeatConnection) -> None:
        """The proposer gives the proposal up before it is decided: nothing changes."""
        vote = self.vote
        if vote is None or connection.seat is None or vote.proposal.by != connection.seat:
            connection.refuse("only_proposer")
            return
        self.finish(vote, self.host.referee.finish_vote(vote, cancel=True))

    def go_on(self) -> None:
        """Seats a bot plays now answer: a bot seat as bots do, a person's seat a bot took during the vote with no (it
        agrees to nothing in their place); a decided vote ends, else everybody sees who is asked."""
        vote = self.vote
        if vote is None:
            return
        while (seat := vote.asking) is not None and self.table.is_bot(seat):   # a bot stands in (or took the seat)
            if seat in vote.bots:
                self.host.referee.answer_vote(vote, seat, bot_agrees(self.table.match, seat, vote.proposal))
            else:
                self.stood_in.add(seat)
                self.host.referee.answer_vote(vote, seat, False, absent=True)
        if vote.decided:
            self.finish(vote, self.host.referee.finish_vote(vote))
            return
        for connection in self.host.connections:
            connection.send(ballot_message(vote, self.stood_in))

    def finish(self, vote: Vote, result: VoteResult) -> None:
        """The vote is over (the referee has told every seat the change): each seat sees every answer and hears
        how it ended, in its words; the console hears it too (PLAYTEST98 F6: it heard only the proposal)."""
        self.vote = None
        if result.accepted:
            self.host.on_wait()      # the lobby lists the table's house rules as they are now (PLAYTEST122 F1)
        log.info("table #%d: %s", self.table.number, vote_sentence(result, self.table.ruleset, list(self.table.names),
                                                               "en"))
        for connection in self.host.connections:
            connection.send(ballot_message(vote, self.stood_in))
            connection.send({"type": "voted", "accepted": result.accepted, "withdrawn": result.cancelled,
                             "sentence": vote_sentence(result, self.table.ruleset, list(self.table.names),
                                                       connection.lang)})
        self.host.referee.resume(PAUSE)           # (every seat's screen is pushed again with it)

    def tell(self, connection: SeatConnection) -> None:
        """A seat that sits down (again) while a vote runs sees it."""
        if self.vote is not None:
            connection.send(ballot_message(self.vote, self.stood_in))


def ballot_message(vote: Vote, stood_in: set[int]) -> dict[str, Any]:
    """The vote as it stands: the proposal, the order of the seats asked, the answers so far, who is asked, and whose
    answer a bot standing in for its person gave (PLAYTEST206 F1: "anna: yes" read as her own answer)."""
    proposal = vote.proposal
    return {"type": "ballot", "option": proposal.option, "value": proposal.value, "old": proposal.old,
            "by": proposal.by, "at_once": proposal.at_once, "order": list(vote.order),
            "answers": {str(seat): agreed for seat, agreed in vote.answers.items()},
            "asking": vote.asking, "bots": sorted(vote.bots)} | ({"stand_ins": sorted(stood_in)} if stood_in else {})

