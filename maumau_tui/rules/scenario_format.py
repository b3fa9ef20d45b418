"""The scenario file format (``tests/scenarios/README.md``) as pydantic models, as strict as the ruleset schema.

Every key is known, every value has its type (``refused: "no"`` is not true), every card is a card;
``cross_check`` then finds names that are not seats.  The runner in ``maumau_tui/scenarios.py``
validates a file with these before it deals a single card.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BeforeValidator, Field, StrictBool, StrictInt, StrictStr, field_validator, \
    model_validator

from maumau_tui.cards import RANK_TEXT, SUIT_LETTERS, CardError, parse_card, parse_rank, parse_suit
from maumau_tui.names import name_problem
from maumau_tui.rules.effect_schema import Strict


def _name(value: Any) -> Any:
    """A seat name written as a number (``seats: [1, 2]``) is that text."""
    return str(value) if isinstance(value, int) and not isinstance(value, bool) else value


def _card(value: str) -> str:
    parse_card(value)  # CardError (a ValueError) says what a card looks like
    return value


def _empty_list(value: Any) -> Any:
    return [] if value is None else value


SeatName = Annotated[StrictStr, BeforeValidator(_name)]
CardText = Annotated[StrictStr, AfterValidator(_card)]
Cards = Annotated[list[CardText], BeforeValidator(_empty_list)]
Count = Annotated[StrictInt, Field(ge=0)]


NULLABLE = frozenset({"turn", "wish", "kings_round", "winner"})  # null means: no seat's turn, no wish, ...


class Expect(Strict):
    """What must hold after the steps before it; only the keys given are checked."""

    turn: SeatName | None = Field(None, description="The seat whose move the game waits for (null: none).")
    top: CardText | None = Field(None, description="The top card of the pile.")
    wish: SeatName | None = Field(None, description="The wished suit or rank (a 7 may be written without quotes), or null.")
    pending_draw: Count | None = None
    phase: StrictStr | None = None
    waiting: list[SeatName] | None = None
    kings_round: SeatName | None = None
    direction: Literal["cw", "ccw"] | None = None
    hands: dict[SeatName, Cards] | None = None
    hand_size: dict[SeatName, Count] | None = None
    stock_size: Count | None = None
    pile_size: Count | None = None
    finished: StrictBool | None = None
    winner: SeatName | None = None
    out: list[SeatName] | None = None
    scores: dict[SeatName, StrictInt] | None = None
    log_contains: StrictStr | None = None

    @model_validator(mode="after")
    def _no_empty_values(self) -> Expect:
        empty = sorted(key for key in self.model_fields_set - NULLABLE if getattr(self, key) is None)
        if empty:
            raise ValueError(f"{', '.join(empty)}: give a value to expect, not null (only {', '.join(sorted(NULLABLE))} "
                             "may be null)")
        nothing = sorted(key for key in ("hands", "hand_size", "scores") if getattr(self, key) == {})
        if self.log_contains is not None and not self.log_contains.strip():
            nothing.append("log_contains")   # (every log contains the empty string: REVIEW242 T5)
        if nothing:
            raise ValueError(f"{', '.join(nothing)}: name what to expect (an empty one checks nothing)")
        return self

    @field_validator("wish")
    @classmethod
    def _wish(cls, value: str | None) -> str | None:
        """The wish as the notation writes it (``S``, ``7``), from any word a move may use for it (PLAYTEST271 F5:
        ``wish: Pik`` was taken and never matched, while the move ``wish Pik`` wished Spades)."""
        if value is None:
            return None
        try:
            return SUIT_LETTERS[parse_suit(value)]
        except CardError:
            try:
                return RANK_TEXT[parse_rank(value)]
            except CardError:
                raise ValueError(f"{value!r} is not a suit (C, S, H, D) or a rank (2..10, J, Q, K, A)") from None


class Step(Strict):
    """``- SEAT: MOVE`` (with ``refused: true`` when the game must refuse it) or ``- expect: {...}``."""

    expect: Expect | None = None
    seat: SeatName | None = None
    move: StrictStr | None = None
    refused: StrictBool = False

    @model_validator(mode="before")
    @classmethod
    def _shape(cls, value: Any) -> Any:
        if not isinstance(value, dict):
            raise ValueError("a step is a seat and its move (- A: play 7H) or what must hold (- expect: {turn: B})")
        if "expect" in value:
            others = sorted(str(key) for key in value if key != "expect")
            if others:
                raise ValueError(f"an expect step holds nothing but expect:, not also {', '.join(others)}")
            return {"expect": {} if value["expect"] is None else value["expect"]}
        movers = [key for key in value if key != "refused"]
        if len(movers) != 1:
            raise ValueError("a step names one seat and its move, like - A: play 7H")
        return {"seat": movers[0], "move": value[movers[0]], "refused": value.get("refused", False)}

    @model_validator(mode="after")
    def _a_move(self) -> Step:
        if self.expect is None and (self.seat is None or self.move is None):
            raise ValueError("the move is missing: a step is a seat and its move, like - A: play 7H")
        if self.expect is not None and not self.expect.model_fields_set:
            raise ValueError("expect: names what must hold, like - expect: {turn: B}")
        return self


class Scenario(Strict):
    """One stacked hand, the moves played on it, and what must hold."""

    ruleset: StrictStr = Field(description="A ruleset id, or a path to a ruleset file.")
    description: StrictStr = ""
    options: dict[StrictStr, StrictBool | StrictInt] = Field(default_factory=dict)
    seats: list[SeatName] = Field(min_length=2, description="Clockwise; at least two different names.")
    dealer: SeatName | None = None
    hands: dict[SeatName, Cards] = Field(default_factory=dict)
    pile: Cards = Field(min_length=1, description="Bottom first; the last card is the top card.")
    stock: Cards = Field(default_factory=list, description="The first card is drawn first.")
    start_effect: StrictBool = False
    scharf: StrictBool = False
    steps: Annotated[list[Step], BeforeValidator(_empty_list)] = Field(default_factory=list)


def cross_check(scenario: Scenario) -> list[tuple[tuple[Any, ...], str]]:
    """Seat names the game cannot use (``names.py``), names that are not seats, a seat named twice:
    ``(key path, reason)`` pairs."""
    seats = scenario.seats
    problems: list[tuple[tuple[Any, ...], str]] = []
    lowered = [seat.lower() for seat in seats]
    for index, name in enumerate(seats):
        problem = name_problem(name)
        if problem:
            problems.append((("seats", index), problem))
        elif lowered.index(name.lower()) != index:
            problems.append((("seats", index), f"{name!r} sits twice: every seat needs a name of its own"))

    def seat(loc: tuple[Any, ...], name: str | None) -> None:
        if name is not None and name not in seats:
            problems.append((loc, f"{name!r} is not a seat ({', '.join(seats)})"))

    seat(("dealer",), scenario.dealer)
    for name in scenario.hands:
        seat(("hands", name), name)
    left_out = [name for name in seats if name not in scenario.hands]   # (PLAYTEST190: a seat left out sat with no
    if left_out and not scenario.hands:                                 # cards and was never out; [] says so)
        problems.append((("hands",), f"no hands: give every seat its hand, like hands: {{{seats[0]}: [7H, KS], ...}}"))
    for name in left_out if scenario.hands else ():
        problems.append((("hands",), f"{name!r} has no hand here: give every seat its hand ({name}: [] for none)"))
    for number, step in enumerate(scenario.steps):
        seat(("steps", number), step.seat)
        expect = step.expect
        if expect is None:
            continue
        where = ("steps", number, "expect")
        for key in ("turn", "kings_round", "winner"):
            seat(where + (key,), getattr(expect, key))
        for key in ("waiting", "out"):
            for name in getattr(expect, key) or []:
                seat(where + (key,), name)
        for key in ("hands", "hand_size", "scores"):
            for name in getattr(expect, key) or {}:
                seat(where + (key, name), name)
    return problems
