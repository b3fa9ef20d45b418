"""Running scenario files: a stacked hand, moves in notation, and what must hold afterwards.

The format is the one of ``tests/scenarios/README.md``, checked by ``rules/scenario_format.py``
before a card is dealt.  ``run_file`` never raises, whatever the file holds: it returns a failed
``Outcome`` whose message names the line and key of a malformed file, or the step, the state and the
reason of a rule that did not hold.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from maumau_tui.cards import CardError, SUIT_LETTERS, RANK_TEXT, format_card, format_cards, parse_card
from maumau_tui.engine.events import render_log
from maumau_tui.file_kinds import other_kind_of_file
from maumau_tui.engine.game import Game, IllegalMoveError
from maumau_tui.notation import NotationError, parse_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.explain import dotted, explain
from maumau_tui.rules.loader import RulesetError, option_problem, read_played
from maumau_tui.rules.scenario_format import Scenario, cross_check
from maumau_tui.rules.source import Source, SourceError, read_yaml

class ScenarioError(Exception):
    """The scenario itself is malformed (not a rules failure)."""


@dataclass
class Outcome:
    path: str
    passed: bool
    message: str = ""

    def line(self) -> str:
        """``pass  PATH`` or ``FAIL  PATH: why``; a reason of several lines goes on indented under it."""
        return f"pass  {self.path}" if self.passed else "\n      ".join(f"FAIL  {self.path}: {self.message}".splitlines())


def _cards(value: Any, what: str) -> list[int]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ScenarioError(f"{what} must be a list of cards like [7H, QS]")
    try:
        return [parse_card(str(item)) for item in value]
    except CardError as error:
        raise ScenarioError(f"{what}: {error}") from None


def parse(spec: Any, source: Source | None = None) -> Scenario:
    """The validated scenario; ``ScenarioError`` names the line and the key of each mistake."""
    source = source or Source(Path("scenario"), spec, {})
    if spec is None:       # (PLAYTEST271 N5: as an empty ruleset file is told)
        raise ScenarioError(f"{source.path}: the file is empty; a scenario file is a mapping of keys (ruleset:, seats:, "
                            "hands:, ...)")
    if not isinstance(spec, dict):
        raise ScenarioError(f"{source.path}: a scenario file must be a mapping (ruleset:, seats:, hands:, ...)")
    try:
        scenario = Scenario.model_validate(spec)
    except ValidationError as error:
        raise ScenarioError("\n".join(explain(error, source, Scenario, spec))) from None
    problems = cross_check(scenario)
    if problems:
        raise ScenarioError("\n".join(f"{source.where(loc)}: {dotted(loc, spec)}: {reason}" for loc, reason in problems))
    return scenario


def build(scenario: Scenario, base: Path | None = None, source: Source | None = None) -> tuple[Game, list[str]]:
    """The stacked hand a scenario describes (``source``: its file, to name the line of a card put twice)."""
    seats = list(scenario.seats)
    ref = scenario.ruleset
    if base is not None and ref.endswith((".yaml", ".yml")) and not Path(ref).is_absolute():
        candidate = base / ref
        ref = str(candidate) if candidate.exists() else ref
    rules = read_played(ref)                         # (read once: its options are checked, then applied)
    options = rules.data.get("options") or {}
    for name, value in scenario.options.items():     # (PLAYTEST218 F3: a value out of range was said of the ruleset's
        problem = (option_problem(name, options[name], value) if name in options   # own file, with no line here;
                   else f"ruleset {rules.data.get('id')!r} has no option {name!r}; it has: "   # REVIEW278 N9: nor
                        f"{', '.join(options) or 'none'}")                                  # an option it lacks)
        if problem is not None:
            where = source.where(("options", name)) if source is not None else "options"
            raise ScenarioError(f"{where}: {problem}")
    ruleset = rules.with_options(dict(scenario.options))
    if scenario.scharf and not ruleset.match.scharf_last_runde:
        raise ScenarioError(f"ruleset {ruleset.id!r} has no scharf hands")
    if not ruleset.players.min <= len(seats) <= ruleset.players.max:
        raise ScenarioError(f"ruleset {ruleset.id!r} is for {ruleset.players.min} to {ruleset.players.max} "
                            f"players, not {len(seats)}")
    tables = compile_ruleset(ruleset, len(seats))
    hands = [[parse_card(card) for card in scenario.hands.get(seat, [])] for seat in seats]
    pile = [parse_card(card) for card in scenario.pile]
    stock = [parse_card(card) for card in scenario.stock]
    placed: dict[int, list[tuple[Any, ...]]] = {}     # each card and the places it is put (hands.Ann, pile, ...)
    for seat, hand in zip(seats, hands):
        for card in hand:
            placed.setdefault(card, []).append(("hands", seat))
    for key, cards in (("pile", pile), ("stock", stock)):
        for card in cards:
            placed.setdefault(card, []).append((key,))
    pack = Counter(tables.deck)
    for card, places in placed.items():
        if len(places) > pack[card]:
            raise ScenarioError(_too_many(card, places, pack[card], source))
    dealer = seats.index(scenario.dealer) if scenario.dealer is not None else len(seats) - 1
    game = Game.stacked(tables, seats, hands, pile, stock, dealer,
                        start_effect=scenario.start_effect and tables.start_effect, scharf=scenario.scharf)
    return game, seats


def _too_many(card: int, places: list[tuple[Any, ...]], pack: int, source: Source | None) -> str:
    """``file, line 6: hands.Cy: AH appears 2 times (also in hands.Ann), the pack holds 1``."""
    named = [".".join(map(str, place)) for place in places]
    others = sorted(set(named[:-1]) - {named[-1]})
    where = f"{source.where(places[-1])}: " if source is not None else ""
    times = "once" if len(places) == 1 else f"{len(places)} times"
    also = f" (also in {', '.join(others)})" if others else ""
    return f"{where}{named[-1]}: {format_card(card)} appears {times}{also}, the pack holds {pack or 'none'}"


def summary(game: Game) -> str:
    """The state in one line, for failure messages."""
    names = game.names
    wish = SUIT_LETTERS[game.wish_suit] if game.wish_suit >= 0 else (RANK_TEXT[game.wish_rank] if game.wish_rank else "-")
    hands = "; ".join(f"{names[s]}: {format_cards(sorted(h)) or '-'}" for s, h in enumerate(game.hands))
    turn = "over" if game.finished else f"{names[game.actor]} ({game.phase})"
    return (f"[turn {turn}, top {format_card(game.top)}, wish {wish}, pending_draw {game.pending_draw}, "
            f"stock {len(game.stock)}, pile {len(game.pile)}, hands {hands}]")


def _snapshot(game: Game) -> tuple:
    return (tuple(tuple(h) for h in game.hands), tuple(game.stock), tuple(game.pile), game.actor,
            game.phase, game.top, game.wish_suit, game.wish_rank, game.pending_draw, game.pending_skip,
            game.drawn, tuple(game.catchable), tuple(game.out), len(game.log), tuple(game.window), game.kings,
            game.direction, game.cheat is None, game.gift, game.target)


def _seat(seats: list[str], name: Any) -> int:
    if str(name) not in seats:
        raise ScenarioError(f"{name!r} is not a seat")
    return seats.index(str(name))


def check(game: Game, seats: list[str], expect: dict[str, Any], lang: str = "en") -> list[str]:
    """What in ``expect`` does not hold (empty: all holds); ``log_contains`` looks in the log in either language and
    quotes its end in ``lang``."""
    problems: list[str] = []

    def differ(key: str, want: Any, got: Any) -> None:
        if want != got:
            problems.append(f"{key}: expected {want!r}, got {got!r}")

    for key, want in expect.items():
        if key == "turn":
            differ(key, want, None if game.finished else seats[game.actor])
        elif key == "top":
            differ(key, format_card(parse_card(str(want))), format_card(game.top))
        elif key == "wish":
            got = SUIT_LETTERS[game.wish_suit] if game.wish_suit >= 0 else (RANK_TEXT[game.wish_rank] if game.wish_rank else None)
            differ(key, want, got)   # (the format gives it as the notation writes it)
        elif key == "pending_draw":
            differ(key, want, game.pending_draw)
        elif key == "phase":
            differ(key, want, game.phase)
        elif key == "waiting":
            differ(key, [str(name) for name in want], [seats[s] for s in game.seats_to_act()])
        elif key == "kings_round":
            differ(key, want, None if game.kings < 0 else seats[game.kings])
        elif key == "direction":
            differ(key, want, "cw" if game.direction == 1 else "ccw")
        elif key == "hands":
            for name, cards in want.items():
                got_cards = Counter(game.hands[_seat(seats, name)])
                if Counter(_cards(cards, f"hands.{name}")) != got_cards:
                    problems.append(f"hands.{name}: expected {sorted(cards)}, got {format_cards(sorted(got_cards.elements()))}")
        elif key == "hand_size":
            for name, size in want.items():
                differ(f"hand_size.{name}", size, len(game.hands[_seat(seats, name)]))
        elif key == "stock_size":
            differ(key, want, len(game.stock))
        elif key == "pile_size":
            differ(key, want, len(game.pile))
        elif key == "finished":
            differ(key, want, game.finished)
        elif key == "winner":
            differ(key, want, None if game.winner is None else seats[game.winner])
        elif key == "out":
            differ(key, list(want), [seats[s] for s in game.out])
        elif key == "scores":
            scores = game.scores()
            for name, points in want.items():
                differ(f"scores.{name}", points, scores[_seat(seats, name)])
        elif key == "log_contains":
            text = "\n".join(render_log(game.log, seats, "de", None, game.T.words, game.T.german_pack)
                             + render_log(game.log, seats, "en", None, game.T.words, game.T.german_pack))
            if str(want) not in text:
                problems.append(f"log_contains: {want!r} is not in the log:\n    " + "\n    ".join(
                    render_log(game.log, seats, lang, None, game.T.words, game.T.german_pack)[-12:]))
        else:
            raise ScenarioError(f"unknown expectation {key!r}")
    return problems


def run_spec(spec: dict[str, Any] | Scenario, base: Path | None = None, source: Source | None = None,
             lang: str = "en") -> str | None:
    """Run one scenario; ``None`` when it passes, else why it failed (``ScenarioError``: it is malformed; a log
    quoted in ``lang``)."""
    scenario = spec if isinstance(spec, Scenario) else parse(spec)
    game, seats = build(scenario, base, source)
    for number, step in enumerate(scenario.steps, start=1):
        line = source.line_of(("steps", number - 1)) if source is not None else None
        at = f"step {number}" + (f" at line {line}" if line else "")   # (PLAYTEST271 N4: where in the file)
        if step.expect is not None:
            problems = check(game, seats, step.expect.model_dump(exclude_unset=True), lang)
            if problems:
                return f"{at} (expect): " + "; ".join(problems) + f"\n    state: {summary(game)}"
            continue
        assert step.seat is not None and step.move is not None
        name, text = step.seat, step.move
        try:
            move = parse_move(text, seats)
        except NotationError as error:    # (marked refused or not: a move that does not parse tests nothing)
            raise ScenarioError(f"{at} ({name}: {text}): {error}") from None
        before = _snapshot(game)
        try:
            game.apply(move, seats.index(name))
        except IllegalMoveError as error:
            if not step.refused:
                return f"{at} ({name}: {text}) was refused: {error}\n    state: {summary(game)}"
            if _snapshot(game) != before:
                return f"{at} ({name}: {text}) was refused but changed the state"
            continue
        if step.refused:
            return f"{at} ({name}: {text}) should have been refused but was played\n    state: {summary(game)}"
    return None


BUG = "the game itself failed (a bug, please report it)"


def run_file(path: Path, lang: str = "en") -> Outcome:
    """Read, check and run one scenario file (a log quoted in ``lang``); never raises, whatever the file holds."""
    try:
        source = read_yaml(path, "scenario file")
        failure = run_spec(parse(source.data, source), path.parent, source, lang)
    except (SourceError, ScenarioError, RulesetError) as error:
        return Outcome(str(path), False, f"cannot run: {other_kind_of_file(path, 'scenario') or error}")
    except Exception as error:  # noqa: BLE001 - an engine bug must not stop a batch of scenarios
        return Outcome(str(path), False, f"{BUG}: {type(error).__name__}: {error}")
    return Outcome(str(path), failure is None, failure or "")


def collect(paths: list[str]) -> list[Path]:
    """Files given, and every *.yaml below directories given."""
    files: list[Path] = []
    for text in paths:
        path = Path(text)
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*.y*ml")))
        else:
            files.append(path)
    return files
