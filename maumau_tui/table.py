"""One table without any UI, so a terminal app or a server can drive the same game.

A ``Table`` holds the seats (people or bots), the ``Match`` and the house-rule votes of the hand; it
says which bot acts next and hands out ``view(game, seat)`` per seat.  Time and turns (bot pace,
countdowns, moves for a seat) are the ``Referee``'s; who sits at a shared keyboard is the hot-seat
app's.  Nothing here imports a UI library.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from maumau_tui.bots.random_bot import RandomBot
from maumau_tui.engine.game import Game
from maumau_tui.engine.views import View, log_lines, view
from maumau_tui.match import Match
from maumau_tui.notation import Move
from maumau_tui.rules.schema import Ruleset
from maumau_tui.votes import Vote, VoteResult, propose


class Bot(Protocol):
    """Anything that picks a legal move from a view."""

    def choose(self, view: View) -> Move: ...


@dataclass
class Seat:
    """One chair at the table: a name, and a bot when no person sits there."""

    name: str
    bot: Bot | None = None

    @property
    def is_bot(self) -> bool:
        return self.bot is not None


def bot_seed(seed: int, seat: int) -> int:
    """The seed of a seat's bot, fixed by the table's seed so a seeded match replays exactly."""
    return seed * 1_000 + seat


class Table:
    """A match at one table, with bots and a keyboard that people pass around."""

    def __init__(self, ruleset: str, seats: Sequence[Seat], seed: int = 0,
                 options: dict[str, Any] | None = None, first_dealer: int | None = None) -> None:
        self.seats = list(seats)
        self.match = Match.create(ruleset, [seat.name for seat in self.seats], seed, options, first_dealer)
        self.vote_log: list[tuple[int, int, VoteResult]] = []  # (hand number, log position, result) of votes

    @classmethod
    def from_names(cls, ruleset: str, seats: Sequence[tuple[str, bool]], seed: int = 0,
                   options: dict[str, Any] | None = None, first_dealer: int | None = None) -> Table:
        """A table from ``(name, is_bot)`` pairs; every bot is a seeded ``RandomBot``."""
        chairs = [Seat(name, RandomBot(bot_seed(seed, index)) if is_bot else None)
                  for index, (name, is_bot) in enumerate(seats)]
        return cls(ruleset, chairs, seed, options, first_dealer)

    # ---- what the table is -------------------------------------------------------------------

    @property
    def ruleset(self) -> Ruleset:
        return self.match.ruleset

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def humans(self) -> list[int]:
        return [index for index, seat in enumerate(self.seats) if not seat.is_bot]

    @property
    def game(self) -> Game:
        if self.match.game is None:
            raise RuntimeError("no hand has been dealt yet")
        return self.match.game

    @property
    def hand_over(self) -> bool:
        return self.match.game is None or self.match.game.finished

    # ---- dealing and moving ------------------------------------------------------------------

    def deal(self) -> Game:
        """Deal the next hand."""
        return self.match.deal()

    def use_hand(self, game: Game) -> Game:
        """Play ``game`` as the current hand (a dealt one, or one laid out card by card for a test)."""
        self.match.game = game
        return game

    @property
    def actor(self) -> int | None:
        """The seat whose decision the game waits for (None when the hand is over)."""
        return None if self.hand_over else self.game.actor

    def is_bot(self, seat: int) -> bool:
        return self.seats[seat].is_bot

    def next_bot(self) -> int | None:
        """The bot that acts next: one that calls out a cheat or a missed call (before anybody moves on),
        else a bot the game waits for (in an answer window every bot answers at once)."""
        if self.hand_over:
            return None
        game = self.game
        waiting = game.seats_to_act()
        for seat, chair in enumerate(self.seats):
            if chair.is_bot and seat not in waiting and any(m.kind == "catch" for m in game.legal_moves(seat)):
                return seat   # out of turn a bot may only call somebody out
        return next((seat for seat in waiting if self.is_bot(seat)), None)

    def apply(self, seat: int, move: Move) -> None:
        """Make ``seat``'s move; raises ``IllegalMoveError`` (with the reason) and changes nothing."""
        self.match.apply(move, seat)

    # ---- house rules changed by a vote (maumau_tui/votes.py) --------------------------------

    def start_vote(self, option: str, value: bool | int, by: int | None = None) -> Vote:
        """Put a house-rule change to every seat (bots answer by their policy); ``ValueError`` with the
        reason when the change cannot be made.  ``by``: the proposing seat, None for the table."""
        bots = [seat for seat in range(len(self.seats)) if self.is_bot(seat)]
        return Vote(self.match, propose(self.match, option, value, by), bots)

    def finish_vote(self, vote: Vote, cancel: bool = False) -> VoteResult:
        """Close a vote, decided or (``cancel``) given up: the option changes when all agreed; the result joins
        the log unless cancelled."""
        if cancel:
            vote.cancel()
        result = vote.finish()
        if not result.cancelled and self.match.game is not None:
            self.vote_log.append((self.hand_number, len(self.match.game.log), result))
        return result

    def votes_in_hand(self) -> list[tuple[int, VoteResult]]:
        """The votes of the current hand: (log position, result), in order."""
        number = self.hand_number
        return [(at, result) for hand, at, result in self.vote_log if hand == number]

    # ---- what a screen may show --------------------------------------------------------------

    def view_of(self, seat: int) -> View:
        return view(self.game, seat)

    def log_of(self, seat: int | None, lang: str = "de", start: int = 0) -> list[str]:
        """The log as ``seat`` may read it (``None``: what everybody saw)."""
        return log_lines(self.game, seat, lang, start)

    def revealed_hands(self) -> list[tuple[int, ...]]:
        """Every seat's cards; only when the hand is over, never during play."""
        if not self.hand_over or self.match.game is None:
            raise RuntimeError("hands are revealed only when the hand is over")
        return [tuple(sorted(hand)) for hand in self.match.game.hands]

    @property
    def last_scores(self) -> list[int]:
        return list(self.match.results[-1].scores) if self.match.results else [0] * len(self.seats)

    @property
    def totals(self) -> list[int]:
        return self.match.totals

    @property
    def hand_number(self) -> int:
        """1 for the first hand: the hand in play, or the one just finished."""
        return max(1, len(self.match.results) + (0 if self.hand_over else 1))

    @property
    def match_over(self) -> bool:
        """No further hand: a total reached the target, the Runden are played, or an Idiot is found."""
        return self.hand_over and self.match.over

    def match_losers(self) -> list[int]:
        return self.match.losers() if self.match_over else []
