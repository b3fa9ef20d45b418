"""Hands in a row: dealer rotation, scores and totals, Runden and Scharf, start cards, the match's end.

A match belongs to no ruleset in particular: the ruleset's ``match`` section configures it.  It is
fully determined by its ruleset, options, seats, seed, first dealer and the moves made, so
``record()`` and ``Match.replay()`` serialize and restore it exactly.  House rules changed during the
match by a vote (``change_option``, see ``maumau_tui/votes.py``) are part of the record: each at the
point it was made, so a replay changes it at the same point.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from maumau_tui.engine.game import Game
from maumau_tui.notation import Move, format_move, parse_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load, option_values
from maumau_tui.rules.schema import Ruleset
from maumau_tui.rules.tables import Tables

RECORD_VERSION = 1
OPTION_LIMIT = 1000  # the largest value a number option may be changed to during a match
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


def _tables_differ(old: Tables, new: Tables, deal_only: bool) -> bool:
    """Whether the tables differ in the fields read only at dealing (``deal_only``) or in the others."""
    return any(getattr(old, f.name) != getattr(new, f.name) for f in fields(Tables)
               if not f.name.startswith("_") and (f.name in DEAL_ONLY) == deal_only)


@dataclass
class HandResult:
    """One finished hand: who dealt, whether it was scharf, who went out, what each seat was charged."""

    number: int
    dealer: int
    scharf: bool
    out: list[int]
    loser: int | None
    scores: list[int]


@dataclass
class Match:
    """A match of one ruleset at one table."""

    ruleset: Ruleset
    names: list[str]
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    first_dealer: int | None = None
    ruleset_ref: str = ""
    results: list[HandResult] = field(default_factory=list)
    moves: list[tuple[int, int, str]] = field(default_factory=list)  # (hand number, seat, move text)
    game: Game | None = None
    changes: list[RuleChange] = field(default_factory=list)  # house rules changed by a vote, in order

    def __post_init__(self) -> None:
        players = len(self.names)
        if len(set(self.names)) != players or not all(name.strip() for name in self.names):
            raise ValueError("every seat needs a name of its own")
        if not self.ruleset.players.min <= players <= self.ruleset.players.max:
            raise ValueError(f"{self.ruleset.name.en} is for {self.ruleset.players.min} to "
                             f"{self.ruleset.players.max} players, not {players}")
        self.tables = compile_ruleset(self.ruleset, players)
        needed = players * self.tables.hand_size + 1
        if self.ruleset.match.start_cards is None and needed > len(self.tables.deck):
            raise ValueError(f"{len(self.tables.deck)} cards are too few to deal {self.tables.hand_size} each to "
                             f"{players} players and turn up a start card: deal fewer cards or seat fewer players")
        self.rules = self.ruleset.match
        if self.first_dealer is None:
            self.first_dealer = players - 1
        self.ruleset_ref = self.ruleset_ref or self.ruleset.id
        self.start_options = dict(self.options)  # ``options`` follows the votes; the record starts here

    @classmethod
    def create(cls, ruleset_ref: str, names: list[str], seed: int = 0,
               options: dict[str, Any] | None = None, first_dealer: int | None = None) -> Match:
        ruleset = load(ruleset_ref, options)
        return cls(ruleset, list(names), seed, dict(options or {}), first_dealer, str(ruleset_ref))

    # ---- where the match stands ----------------------------------------------------------------

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def totals(self) -> list[int]:
        totals = [0] * self.players
        reset = self.rules.reset_at
        for result in self.results:
            for seat, points in enumerate(result.scores):
                totals[seat] += points
                if reset is not None and totals[seat] == reset:  # exactly on the mark: back to 0 (Russian 101)
                    totals[seat] = 0
        return totals

    def start_cards(self, after: int | None = None) -> list[int]:
        """Each seat's start cards for the hand after the first ``after`` results (default: the next hand).

        0 for a seat that is out of the match.
        """
        rules = self.rules.start_cards
        if rules is None:
            return [self.tables.hand_size] * self.players
        cards = [rules.first] * self.players
        for result in self.results[: len(self.results) if after is None else after]:
            if result.loser is not None:
                cards[result.loser] += rules.loser_change
        if rules.out_below is not None:
            cards = [count if count >= rules.out_below else 0 for count in cards]
        return cards

    def eliminated(self) -> list[int]:
        """Seats out of the match (faraon), in the order they went out."""
        rules = self.rules.start_cards
        if rules is None or rules.out_below is None:
            return []
        gone: list[int] = []
        for after in range(1, len(self.results) + 1):
            for seat, count in enumerate(self.start_cards(after)):
                if count == 0 and seat not in gone:
                    gone.append(seat)
        return gone

    def next_dealer(self) -> int:
        assert self.first_dealer is not None
        return (self.first_dealer + len(self.results)) % self.players

    def runde(self, hand_number: int | None = None) -> int:
        """The Runde (1, 2, ...) of a hand: in a Runde every seat deals once."""
        number = len(self.results) + 1 if hand_number is None else hand_number
        return (number - 1) // self.players + 1

    def is_scharf(self, hand_number: int | None = None) -> bool:
        rules = self.rules
        return bool(rules.scharf_last_runde and rules.runden and self.runde(hand_number) == rules.runden)

    @property
    def idiot(self) -> int | None:
        """The seat that would be dealt too many cards (Idioten-Mau), once there is one."""
        rules = self.rules.start_cards
        if rules is None or rules.idiot_at is None:
            return None
        for seat, cards in enumerate(self.start_cards()):
            if cards >= rules.idiot_at:
                return seat
        return None

    @property
    def over(self) -> bool:
        if self.game is not None and not self.game.finished:
            return False
        rules = self.rules
        if rules.target and any(total >= rules.target for total in self.totals):
            return True
        if rules.runden is not None and len(self.results) >= rules.runden * self.players:
            return True
        if rules.start_cards is not None and rules.start_cards.out_below is not None:
            return self.players - len(self.eliminated()) <= 1
        return self.idiot is not None

    def losers(self) -> list[int]:
        """Who lost the match (empty while it goes on): everyone at or over the target (where reaching it
        wins: everyone but the best), the Idiot, or with Runden the seats with the most minus points."""
        if not self.over:
            return []
        if self.idiot is not None:
            return [self.idiot]
        if self.eliminated():
            return self.eliminated()
        totals = self.totals
        if self.rules.target and self.rules.target_wins:  # first to the target wins (Crazy Eights)
            return [seat for seat, total in enumerate(totals) if total < max(totals)]
        if self.rules.target:
            return [seat for seat, total in enumerate(totals) if total >= self.rules.target]
        worst = max(totals)
        return [seat for seat, total in enumerate(totals) if total == worst]

    def settlement(self) -> list[tuple[int, float]]:
        """'Kassieren': what each seat pays (in euros), its total times the stake per point."""
        return [(seat, total * self.rules.stake_cents / 100) for seat, total in enumerate(self.totals)]

    # ---- playing ----------------------------------------------------------------------------------

    def deal(self) -> Game:
        """Start the next hand: the dealer moves one seat clockwise each hand."""
        if self.over:
            raise ValueError("the match is over")
        number = len(self.results) + 1
        first = None
        if self.rules.winner_starts and self.results and self.results[-1].out:
            first = self.results[-1].out[0]
        self.game = Game.deal(self.tables, self.names, self.next_dealer(), seed=self.seed * 100_003 + number,
                              hand_sizes=self.start_cards(), first=first, scharf=self.is_scharf(number))
        return self.game

    def apply(self, move: Move, seat: int | None = None) -> None:
        """Make a move in the current hand and record it; score the hand when it ends."""
        game = self.game
        if game is None:
            raise ValueError("deal first")
        actor = game.actor if seat is None else seat
        game.apply(move, actor)
        self.moves.append((len(self.results) + 1, actor, format_move(move, self.names)))
        if game.finished:
            self.results.append(HandResult(len(self.results) + 1, game.dealer, game.scharf, list(game.out),
                                           game.loser, game.scores()))

    # ---- house rules changed during the match (the vote: maumau_tui/votes.py) ---------------------

    @property
    def hands_dealt(self) -> int:
        """Hands dealt so far, the one in play included."""
        return len(self.results) + (self.game is not None and not self.game.finished)

    def option_values(self) -> dict[str, bool | int]:
        """Every option of the ruleset with its value now (changes by votes included)."""
        return option_values(self.ruleset, self.options)

    def plan_option(self, name: str, value: bool | int) -> tuple[Ruleset, Tables, bool]:
        """The ruleset and tables with option ``name`` set to ``value``, and whether that reaches the hand in
        play at once; ``ValueError`` with a plain reason when the change cannot be made."""
        if self.over:
            raise ValueError("the match is over")
        option = self.ruleset.options.get(name)
        if option is None:
            raise ValueError(f"{self.ruleset.name.en} has no option {name!r}")
        if isinstance(option.default, bool):
            if not isinstance(value, bool):
                raise ValueError(f"option {name!r} is switched on or off, it takes no number")
        elif isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= OPTION_LIMIT:
            raise ValueError(f"option {name!r} takes a number from 0 to {OPTION_LIMIT}")
        if self.option_values()[name] == value:
            raise ValueError(f"option {name!r} is {value} already")
        try:
            ruleset = load(self.ruleset_ref, {**self.options, name: value})
        except ValueError as error:  # the ruleset's own limits; its message starts with the file's name
            raise ValueError(f"the rules do not allow it ({str(error).split(': ', 1)[-1]})") from None
        if not ruleset.players.min <= self.players <= ruleset.players.max:
            raise ValueError(f"with it the game is for {ruleset.players.min} to {ruleset.players.max} players")
        tables = compile_ruleset(ruleset, self.players)
        saved = self.ruleset, self.tables, self.rules, self.game
        self.ruleset, self.tables, self.rules, self.game = ruleset, tables, ruleset.match, None
        try:  # the match as it would stand with the change, between hands
            ends, sizes = self.over, self.start_cards()
        finally:
            self.ruleset, self.tables, self.rules, self.game = saved
        if ends:
            raise ValueError("with it the match would be over at once")
        if sum(sizes) + 1 > len(tables.deck):
            raise ValueError(f"{len(tables.deck)} cards are not enough to deal {sum(sizes)} cards")
        game = self.game
        if _tables_differ(self.tables, tables, deal_only=False):
            at_once = game is not None and not game.finished and tables.deck == game.T.deck
        else:  # only the match's settings (a target, a stake) or only how hands are dealt
            at_once = not _tables_differ(self.tables, tables, deal_only=True)
        return ruleset, tables, at_once

    def change_option(self, name: str, value: bool | int, by: int | None = None) -> RuleChange:
        """Set option ``name`` to ``value`` (every seat agreed) and record it.  The hand in play takes the new
        tables at once when its deck stays the same; otherwise (another deck) the next hand does."""
        ruleset, tables, at_once = self.plan_option(name, value)
        game = self.game
        if game is not None and not game.finished and tables.deck == game.T.deck:
            if not game.retable(tables):  # refused when it would leave the hand stuck: the next hand takes it
                at_once = False
        self.ruleset, self.tables, self.rules = ruleset, tables, ruleset.match
        self.options = {**self.options, name: value}
        change = RuleChange(len(self.moves), self.hands_dealt, name, value, by, at_once)
        self.changes.append(change)
        return change

    # ---- record and replay ------------------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """Everything needed to restore this match exactly, as plain JSON-able data."""
        record: dict[str, Any] = {
            "version": RECORD_VERSION, "ruleset": self.ruleset_ref, "options": self.start_options,
            "names": self.names, "seed": self.seed, "first_dealer": self.first_dealer,
            "moves": [f"{hand} {self.names[seat]}: {text}" for hand, seat, text in self.moves],
        }
        if self.changes:  # house rules changed by votes: after how many moves, in which hand
            record["changes"] = [{"after": c.after, "hand": c.hands, "option": c.option, "value": c.value,
                                  "by": None if c.by is None else self.names[c.by]} for c in self.changes]
        return record

    @classmethod
    def replay(cls, record: dict[str, Any]) -> Match:
        """The match a record describes, with every recorded move made again."""
        if record.get("version") != RECORD_VERSION:
            raise ValueError(f"a game record of version {record.get('version')!r}; this game reads version {RECORD_VERSION}")
        match = cls.create(record["ruleset"], list(record["names"]), int(record["seed"]),
                           record.get("options") or {}, record.get("first_dealer"))
        changes = list(record.get("changes") or [])
        for index, line in enumerate([*record["moves"], None]):
            while changes and int(changes[0]["after"]) <= index:
                change = changes.pop(0)
                if match.hands_dealt < int(change["hand"]):
                    in_play = match.game is not None and not match.game.finished
                    if in_play or match.hands_dealt + 1 != int(change["hand"]) or match.over:
                        raise ValueError(f"the record changes a house rule in hand {change['hand']} out of order")
                    match.deal()
                by = change.get("by")
                match.change_option(change["option"], change["value"], None if by is None else match.names.index(by))
            if line is None:
                break
            hand_text, rest = line.split(" ", 1)
            name, text = rest.split(": ", 1)
            if match.game is None or match.game.finished:
                if int(hand_text) != len(match.results) + 1:
                    raise ValueError(f"the record jumps to hand {hand_text}")
                match.deal()
            match.apply(parse_move(text, match.names), match.names.index(name))
        return match
