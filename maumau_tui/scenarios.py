"""Running scenario files: a stacked hand, moves in notation, and what must hold afterwards.

The format is the one of ``SCENARIOS.md`` (kept in ``tests/scenarios/README.md``).  ``run_file``
never raises for a broken scenario: it returns a failed ``Outcome`` whose message names the step,
the state and the reason.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from maumau_tui.cards import CardError, SUIT_LETTERS, RANK_TEXT, format_card, format_cards, parse_card
from maumau_tui.engine.events import render_log
from maumau_tui.engine.game import Game, IllegalMoveError
from maumau_tui.notation import NotationError, parse_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import RulesetError, load

TOP_KEYS = {"ruleset", "options", "seats", "dealer", "hands", "pile", "stock", "start_effect", "scharf",
            "steps", "description"}


class ScenarioError(Exception):
    """The scenario itself is malformed (not a rules failure)."""


@dataclass
class Outcome:
    path: str
    passed: bool
    message: str = ""

    def line(self) -> str:
        return f"pass  {self.path}" if self.passed else f"FAIL  {self.path}: {self.message}"


def _cards(value: Any, what: str) -> list[int]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ScenarioError(f"{what} must be a list of cards like [7H, QS]")
    try:
        return [parse_card(str(item)) for item in value]
    except CardError as error:
        raise ScenarioError(f"{what}: {error}") from None


def build(spec: dict[str, Any], base: Path | None = None) -> tuple[Game, list[str]]:
    """The stacked hand a scenario describes."""
    unknown = set(spec) - TOP_KEYS
    if unknown:
        raise ScenarioError(f"unknown keys {sorted(unknown)}")
    seats = [str(s) for s in spec.get("seats") or []]
    if len(seats) < 2 or len(set(seats)) != len(seats):
        raise ScenarioError("seats must list at least two different names")
    ref = str(spec.get("ruleset", ""))
    if base is not None and (ref.endswith((".yaml", ".yml"))) and not Path(ref).is_absolute():
        candidate = base / ref
        ref = str(candidate) if candidate.exists() else ref
    ruleset = load(ref, spec.get("options") or {})
    scharf = bool(spec.get("scharf", False))
    if scharf and not ruleset.match.scharf_last_runde:
        raise ScenarioError(f"ruleset {ruleset.id!r} has no scharf hands")
    tables = compile_ruleset(ruleset, len(seats))
    hands_spec = spec.get("hands") or {}
    if set(hands_spec) - set(seats):
        raise ScenarioError(f"hands given for unknown seats {sorted(set(hands_spec) - set(seats))}")
    hands = [_cards(hands_spec.get(seat), f"hands.{seat}") for seat in seats]
    pile = _cards(spec.get("pile"), "pile")
    stock = _cards(spec.get("stock"), "stock")
    if not pile:
        raise ScenarioError("pile needs at least one card (the top card)")
    placed = Counter(pile + stock + [c for hand in hands for c in hand])
    pack = Counter(tables.deck)
    for card, count in placed.items():
        if count > pack[card]:
            raise ScenarioError(f"{format_card(card)} appears {count} times, the pack holds {pack[card]}")
    dealer_name = spec.get("dealer", seats[-1])
    if dealer_name not in seats:
        raise ScenarioError(f"dealer {dealer_name!r} is not a seat")
    game = Game.stacked(tables, seats, hands, pile, stock, seats.index(dealer_name),
                        start_effect=bool(spec.get("start_effect", False)) and tables.start_effect, scharf=scharf)
    return game, seats


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


def check(game: Game, seats: list[str], expect: dict[str, Any]) -> list[str]:
    """What in ``expect`` does not hold (empty: all holds)."""
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
            differ(key, None if want is None else str(want).upper(), got)
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
                    render_log(game.log, seats, "de", None, game.T.words, game.T.german_pack)[-12:]))
        else:
            raise ScenarioError(f"unknown expectation {key!r}")
    return problems


def run_spec(spec: dict[str, Any], base: Path | None = None) -> str | None:
    """Run one scenario; ``None`` when it passes, else why it failed."""
    game, seats = build(spec, base)
    for number, step in enumerate(spec.get("steps") or [], start=1):
        if not isinstance(step, dict):
            raise ScenarioError(f"step {number} must be a mapping like '- A: play 7H' or '- expect: {{...}}'")
        if "expect" in step:
            problems = check(game, seats, step["expect"] or {})
            if problems:
                return f"step {number} (expect): " + "; ".join(problems) + f"\n    state: {summary(game)}"
            continue
        movers = [key for key in step if key != "refused"]
        if len(movers) != 1:
            raise ScenarioError(f"step {number} must name one seat and its move")
        name = movers[0]
        text = str(step[name])
        seat = _seat(seats, name)
        refused = bool(step.get("refused", False))
        try:
            move = parse_move(text, seats)
        except NotationError as error:
            if refused:
                continue
            raise ScenarioError(f"step {number} ({name}: {text}): {error}") from None
        before = _snapshot(game)
        try:
            game.apply(move, seat)
        except IllegalMoveError as error:
            if not refused:
                return f"step {number} ({name}: {text}) was refused: {error}\n    state: {summary(game)}"
            if _snapshot(game) != before:
                return f"step {number} ({name}: {text}) was refused but changed the state"
            continue
        if refused:
            return f"step {number} ({name}: {text}) should have been refused but was played\n    state: {summary(game)}"
    return None


def run_file(path: Path) -> Outcome:
    try:
        spec = yaml.safe_load(path.read_text(encoding="utf-8"))
        if not isinstance(spec, dict):
            raise ScenarioError("a scenario file must be a mapping (ruleset:, seats:, hands:, ...)")
        failure = run_spec(spec, path.parent)
    except (OSError, yaml.YAMLError, ScenarioError, RulesetError, ValueError) as error:
        return Outcome(str(path), False, f"cannot run: {error}")
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
