"""One table without any UI, so a terminal app or a server can drive the same game.

A ``Table`` holds the seats (people or bots), the ``Match`` and the house-rule votes of the hand; it
says which bot acts next and hands out ``view(game, seat)`` per seat.  Time and turns (bot pace,
countdowns, moves for a seat) are the ``Referee``'s; who sits at a shared keyboard is the hot-seat
app's.  Nothing here imports a UI library.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from maumau_tui.bots.base import Bot, Seen, seen_by
from maumau_tui.bots.hint import Hint, hint
from maumau_tui.bots.levels import make_bot
from maumau_tui.level_names import PLAIN_NAMES, level_name
from maumau_tui.engine.game import Game
from maumau_tui.engine.views import View, log_lines, view
from maumau_tui.match import Match
from maumau_tui.match_options import RuleChange
from maumau_tui.match_record import BOT, PERSON, SeatInfo
from maumau_tui.notation import Move
from maumau_tui.rules.schema import Ruleset
from maumau_tui.votes import Vote, VoteResult, propose, result_from_state, result_state, vote_from_state, vote_state

HINT_BUDGET_MS = 200.0    # how long the hint thinks (the hard bot's own budget)
SeatSpec = tuple[str, "str | bool | None"]   # (name, bot level or None for a person; True/False: easy bot/person)


class ViewBot:
    """A bot made by hand that reads only a view (``choose(view)``, optionally ``catch(view)``), asked the
    way every bot is asked: with the view of its ``Seen``."""

    level = "custom"
    searches = False

    def __init__(self, bot: Any) -> None:
        self.bot = bot

    def choose(self, seen: Seen) -> Move:
        move: Move = self.bot.choose(seen.view)
        return move

    def catch(self, seen: Seen) -> Move | None:
        catch = getattr(self.bot, "catch", None)
        return None if catch is None else catch(seen.view)


@dataclass
class Seat:
    """One chair at the table: a name, and for a computer seat either its ``level`` and ``seed`` (the table
    makes its bot for each decision) or a ``bot`` made by hand."""

    name: str
    bot: Any = None              # a bot made by hand: a ``bots.base.Bot``, or anything with ``choose(view)``
    level: str | None = None     # a bot by level (its plain name: "easy", "medium", "hard")
    seed: int | None = None

    def __post_init__(self) -> None:
        if self.bot is not None and not hasattr(self.bot, "searches"):
            self.bot = ViewBot(self.bot)
        if self.level is not None:
            self.level = PLAIN_NAMES[level_name(self.level)]

    @property
    def is_bot(self) -> bool:
        return self.bot is not None or self.level is not None

    def info(self) -> SeatInfo:
        """What the match record keeps of this seat."""
        return SeatInfo(self.name, BOT if self.is_bot else PERSON, self.level, self.seed if self.is_bot else None)

    def decider(self, moves: int, options: Mapping[str, Any], at_once: bool = False) -> Bot:
        """The bot that takes this seat's decision after ``moves`` moves of the match: a bot by level is made
        afresh, seeded by its seed and ``moves`` only, so a decision thrown away (the state moved on while it
        thought) or a match resumed from its record changes none of its later moves.  ``at_once``: a decision
        that may take no time (``Referee._pace``): a bot that searches leaves it to the medium bot."""
        if self.bot is not None:
            if at_once and self.bot.searches:
                return make_bot("medium", getattr(self.bot, "seed", None))
            return self.bot   # type: ignore[no-any-return]
        if self.level is None:
            raise RuntimeError(f"{self.name} is not a bot")
        seed = ((self.seed or 0) * 1_000_003 + moves) % (1 << 62)
        level = "medium" if at_once and self.level == "hard" else self.level
        return make_bot(level, seed, **(options if level == "hard" else {}))


def seat_of(name: str, level: str | bool | None, seed: int) -> Seat:
    """A chair from the seats screen's ``(name, level)``: ``None``/``False`` a person, ``True`` an easy bot."""
    if level is None or level is False:
        return Seat(name)
    return Seat(name, level="easy" if level is True else str(level), seed=seed)


STAND_IN_LEVEL = "medium"   # the bot that plays a person's seat while they are away, or after they left for good
MAX_NUMBER = 1_000_000      # a server's table numbers count from 1; a saved one beyond this is a hand-edited save


def bot_seed(seed: int, seat: int) -> int:
    """The seed of a seat's bot, fixed by the table's seed so a seeded match replays exactly."""
    return seed * 1_000 + seat


class Table:
    """A match at one table, with bots and a keyboard that people pass around."""

    def __init__(self, ruleset: str, seats: Sequence[Seat], seed: int = 0,
                 options: dict[str, Any] | None = None, first_dealer: int | None = None,
                 bot_options: dict[str, Any] | None = None, match: Match | None = None) -> None:
        """``bot_options``: what a searching bot is given (``budget_ms``, or ``iterations`` for a fixed count);
        ``match``: a match already under way (``from_match``) instead of a new one."""
        self.seats = list(seats)
        self.bot_options = dict(bot_options or {})
        self.match = match if match is not None else Match.create(
            ruleset, [seat.name for seat in self.seats], seed, options, first_dealer, seats=[seat.info() for seat in self.seats])
        self.vote_log: list[tuple[int, int, VoteResult]] = []  # (hand number, log position, result) of votes
        self.vote: Vote | None = None               # a house-rule vote begun and not yet decided
        self.saved_window_left: float | None = None  # a resumed table: the open timed window's time left (seconds)
        self.left: set[int] = set()                 # seats whose person left the match for good (over SSH)
        self.number = 0                             # the table's number in a server's lobby (0: none), kept by a save
        self.hint_options: dict[str, Any] = {"budget_ms": HINT_BUDGET_MS}   # or {"iterations": N} (tests)
        self._catches: tuple[tuple[int, ...], tuple[int, Move] | None] | None = None

    @classmethod
    def from_names(cls, ruleset: str, seats: Sequence[SeatSpec], seed: int = 0,
                   options: dict[str, Any] | None = None, first_dealer: int | None = None,
                   bot_options: dict[str, Any] | None = None) -> Table:
        """A table from ``(name, level)`` pairs: a level ("easy", "medium", "hard", or random/heuristic/search)
        for a bot, None for a person; ``True``/``False`` still mean an easy bot / a person.  Each bot is seeded
        with ``bot_seed(seed, seat)``."""
        chairs = [seat_of(name, level, bot_seed(seed, index)) for index, (name, level) in enumerate(seats)]
        return cls(ruleset, chairs, seed, options, first_dealer, bot_options)

    @classmethod
    def from_match(cls, match: Match, bot_options: dict[str, Any] | None = None) -> Table:
        """The table of a match already under way (resumed or replayed from its record): its bots come back
        with their recorded levels and seeds, so a seeded match plays on exactly as it would have."""
        chairs = [seat_of(info.name, (info.level or "easy") if info.is_bot else None,
                          info.seed if info.seed is not None else bot_seed(match.seed, index))
                  for index, info in enumerate(match.seats)]
        table = cls(match.ruleset_ref, chairs, match.seed, bot_options=bot_options, match=match)
        table.restore(match.saved_table_state)
        return table

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
        self._catches = None             # (judged of the hand it replaces)
        return game

    @property
    def actor(self) -> int | None:
        """The seat whose decision the game waits for (None when the hand is over)."""
        return None if self.hand_over else self.game.actor

    def is_bot(self, seat: int) -> bool:
        return self.seats[seat].is_bot

    def next_bot(self) -> int | None:
        """The bot that acts next (``next_decision``'s seat)."""
        decision = self.next_decision()
        return None if decision is None else decision[0]

    def next_decision(self) -> tuple[int, Move | None] | None:
        """The bot that acts next, with its catch when it acts out of turn: first a bot that calls somebody out
        (only what it would notice, ``Bot.catch``), else a bot the game waits for (its move still to choose)."""
        if self.hand_over:
            return None
        caught = self.bot_catch()
        if caught is not None:
            return caught
        return next(((seat, None) for seat in self.game.seats_to_act() if self.is_bot(seat)), None)

    def bot_catch(self) -> tuple[int, Move] | None:
        """A bot the game does not wait for that calls somebody out now, and its catch.  After every play that
        could be a cheat each other seat may call it out; a bot does so only when it would notice (its own
        judgment, asked once per state: ``Bot.catch`` sees only its seat's ``Seen``)."""
        game = self.game
        key = (len(self.match.results), game.moves_made, len(game.log), len(self.match.moves), len(self.match.changes))
        if self._catches is not None and self._catches[0] == key:
            return self._catches[1]
        found: tuple[int, Move] | None = None
        for seat, _ in game.catchers():
            if not self.seats[seat].is_bot:
                continue
            move = self.bot_for(seat).catch(seen_by(game, seat, self.match))
            if move is not None:
                found = (seat, move)
                break
        self._catches = (key, found)
        return found

    def person_may_catch(self, seats: Iterable[int] | None = None) -> bool:
        """Whether a person (of ``seats``: those who can press a key now; default every seat) may call somebody out
        now (a missed call or a cheat is public)."""
        game = self.game
        return any(not self.seats[seat].is_bot and any(m.kind == "catch" for m in game.legal_moves(seat))
                   for seat in (range(len(self.seats)) if seats is None else seats))

    def bot_for(self, seat: int, moves: int | None = None, at_once: bool = False) -> Bot:
        """The bot deciding for ``seat`` after ``moves`` moves of the match (default: now); ``at_once``: see
        ``Seat.decider``."""
        return self.seats[seat].decider(self.match.told_moves if moves is None else moves, self.bot_options, at_once)

    def seen_of(self, seat: int, with_info: bool = False) -> Seen:
        """What ``seat`` is given for a decision (a bot, or a hint): its view, its log, the score sheet."""
        return seen_by(self.game, seat, self.match, with_info)

    def hint_seen(self, seat: int) -> Seen | None:
        """What a hint for ``seat``'s own decision is given (its ``Seen`` with its information set, a copy that
        later moves do not change); None when the game waits for no decision of that person (a bot's seat, the
        hand over, nothing but the clock's ``wait``).  Made in the thread that changes the table."""
        if self.hand_over or self.is_bot(seat) or seat not in self.game.seats_to_act():
            return None
        seen = self.seen_of(seat, with_info=True)
        if not any(move.kind not in ("wait", "catch") for move in seen.legal):
            return None
        return seen

    def advice(self, seat: int, lang: str = "en") -> Hint | None:
        """What the hard bot would do in ``seat``'s own decision now, and why (``bots.hint`` on ``hint_seen``);
        None when there is nothing to advise.  It thinks in the caller's thread (the app thinks in a worker, on
        a copy made first: ``tui.hinting``)."""
        seen = self.hint_seen(seat)
        return None if seen is None else hint(seen, lang, **self.hint_options)

    @property
    def levels(self) -> dict[int, str]:
        """Each bot seat's level by its plain name (bots made by hand have none)."""
        return {index: seat.level for index, seat in enumerate(self.seats) if seat.level is not None}

    def apply(self, seat: int, move: Move) -> None:
        """Make ``seat``'s move; raises ``IllegalMoveError`` (with the reason) and changes nothing."""
        self.match.apply(move, seat)

    # ---- house rules changed by a vote (maumau_tui/votes.py) --------------------------------

    def start_vote(self, option: str, value: bool | int, by: int | None = None) -> Vote:
        """Put a house-rule change to every seat (bots answer by their policy); ``ValueError`` with the
        reason when the change cannot be made.  ``by``: the proposing seat, None for the table."""
        self.vote = Vote(self.match, propose(self.match, option, value, by), self.bots)
        return self.vote

    @property
    def bots(self) -> list[int]:
        return [seat for seat in range(len(self.seats)) if self.is_bot(seat)]

    def finish_vote(self, vote: Vote, cancel: bool = False) -> VoteResult:
        """Close a vote, decided or (``cancel``) given up: the option changes when all agreed; the result joins
        the log (a proposal withdrawn too: those who answered it learn it ended)."""
        if cancel:
            vote.cancel()
        result = vote.finish()
        if vote is self.vote:
            self.vote = None
        if self.match.game is not None:
            self.vote_log.append((self.hand_number, len(self.match.game.log), result))
        return result

    def votes_in_hand(self) -> list[tuple[int, VoteResult]]:
        """The votes of the current hand: (log position, result), in order."""
        number = self.hand_number
        return [(at, result) for hand, at, result in self.vote_log if hand == number]

    # ---- what a save keeps beyond the record (``Match.saved_table_state``) ------------------------

    def saved_state(self) -> dict[str, Any]:
        """The votes of the match (the log shows them where they happened) and a vote still undecided."""
        names = self.names
        state: dict[str, Any] = {"votes": [result_state(hand, at, result, names)
                                           for hand, at, result in self.vote_log]}
        if self.vote is not None and not self.vote.decided:
            state["vote"] = vote_state(self.vote)
        if self.left:
            state["left"] = sorted(self.left)
        if self.number:
            state["number"] = self.number
        return state

    def set_seat(self, seat: int, chair: Seat) -> None:
        """``chair`` sits at ``seat`` from now on (a person back, a bot standing in): a catch judged for the seat's
        former chair is forgotten (a person's seat never makes a stand-in's call, nor the reverse)."""
        self.seats[seat] = chair
        self._catches = None

    def stand_in(self, seat: int) -> Seat:
        """``seat`` played by the medium bot (its person is away, or left), seeded by the match's seed."""
        return Seat(self.names[seat], level=STAND_IN_LEVEL, seed=self.match.seed * 1_000 + 500 + seat)

    def leave_for_good(self, seat: int) -> None:
        """``seat``'s person left the match: the medium bot plays it to the end (a save keeps it so)."""
        self.left.add(seat)
        if not self.seats[seat].is_bot:
            self.set_seat(seat, self.stand_in(seat))

    def restore(self, state: Mapping[str, Any]) -> None:
        """Take back what a save kept of this table (``saved_state`` and the referee's time left).  What does not
        fit the match (a hand-edited save) is left out, never raised: the match itself comes from its record."""
        used: list[RuleChange] = []
        votes = state.get("votes")
        for raw in votes if isinstance(votes, list) else []:
            try:
                self.vote_log.append(result_from_state(self.match, raw, used))
            except ValueError:
                continue
        if state.get("vote") is not None and not self.hand_over:
            try:
                self.vote = vote_from_state(self.match, state["vote"], self.bots)
            except ValueError:
                self.vote = None
        gone = state.get("left")
        for seat in gone if isinstance(gone, list) else []:
            if type(seat) is int and 0 <= seat < len(self.seats):
                self.leave_for_good(seat)
        number = state.get("number")
        if type(number) is int and 0 < number < MAX_NUMBER:
            self.number = number
        left = state.get("window_left")
        if isinstance(left, (int, float)) and not isinstance(left, bool) and left == left:   # not NaN
            self.saved_window_left = max(0.0, float(left))

    # ---- what a screen may show --------------------------------------------------------------

    def view_of(self, seat: int) -> View:
        return view(self.game, seat)

    def log_of(self, seat: int | None, lang: str = "de", start: int = 0) -> list[str]:
        """The log as ``seat`` may read it (``None``: what everybody saw)."""
        return log_lines(self.game, seat, lang, start)

    def log_with(self, seat: int | None, lang: str, start: int, said: Iterable[tuple[int, str]]) -> list[str]:
        """The log from event ``start`` on as ``seat`` may read it, with each line of ``said`` (its place in the hand's
        log, in order) where it happened: a house-rule vote's sentence, a note of the table's host."""
        lines, done = list[str](), start
        for at, line in said:
            if at > done:
                rest = self.log_of(seat, lang, at)
                lines += self.log_of(seat, lang, done)[:-len(rest) or None]
                done = at
            lines.append(line)
        return lines + self.log_of(seat, lang, done)

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
