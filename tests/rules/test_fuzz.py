"""Hundreds of mutated rulesets and scenarios from a seed: nothing escapes the loader, validate or the runner,
and every mutated ruleset that validates plays seeded hands to their end at the smallest and largest table.

``MAUMAU_FUZZ_CASES`` (default 300 of each) and ``MAUMAU_FUZZ_SEED`` run a bigger or another batch.
"""

from __future__ import annotations

import copy
import os
import random
from pathlib import Path
from typing import Any

import pytest
import yaml

from maumau_tui.engine.game import Game
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import RulesetError, builtin_dir, check_all_options, load
from maumau_tui.rules.schema import Ruleset
from maumau_tui.scenarios import BUG, run_file
from maumau_tui.sim import seat_names

CASES = int(os.environ.get("MAUMAU_FUZZ_CASES", "300"))
SEED = int(os.environ.get("MAUMAU_FUZZ_SEED", "2024"))
CAP = 20_000
RULESETS = sorted(builtin_dir().glob("*.yaml"))
SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").rglob("*.yaml"))
VALUES: list[Any] = [0, 1, 2, 3, -1, 7, 52, 10**9, -(10**9), 2.5, True, False, None, "", "x", "7", "J", "*", "QS",
                     "{nme}", "{name} {n}", "{", "7X", [], {}, [1, 2], ["J", "Q"], {"a": 1}, {"7": {"eat": True}},
                     {"2": 100}, "first_out", "one_left", "suit", "none", [[[[["deep"]]]]]]
EFFECTS: list[Any] = [{"follow": True}, {"again": True}, {"eat": True}, {"give": True}, {"buy": True},
                      {"reverse": True}, {"skip": {"count": 3}}, {"draw": {"amount": 4, "stack": True}},
                      {"wild": {"wish": "rank"}}, {"name_draw": 2}, {"others_draw": 1}, {"swap": {}}, {"cancel": True},
                      {"kings_round": {"min_held": 2}}, {"draw": {"amount": 1, "then_skip": True, "drawn_answer": 2}},
                      {"skip": {"count": 1, "block_with": "5"}}, {"wild": {"wish": "none"}, "eat": True}, None]
KEYS = ["hand_size", "players", "pack", "effects", "words", "options", "match", "calls", "draw", "start",
        "last_card_forbidden", "scoring", "extends", "multi_play", "blind", "amount", "stack", "wild", "eat",
        "start_cards", "packs_from", "skipped", "out", "word", "7", "J", "*"]


def value(rng: random.Random) -> Any:
    return copy.deepcopy(rng.choice(VALUES))


def paths(data: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [at]
    if isinstance(data, dict):
        for key, value in data.items():
            found += paths(value, at + (key,))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += paths(value, at + (index,))
    return found


def parent_of(data: Any, at: tuple[Any, ...]) -> Any:
    for part in at[:-1]:
        data = data[part]
    return data


def mutate_data(data: Any, rng: random.Random) -> Any:
    if isinstance(data, dict) and isinstance(data.get("effects"), dict) and rng.random() < 0.3:
        rank = rng.choice(["2", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "*", "QS"])
        data["effects"][rank] = copy.deepcopy(rng.choice(EFFECTS))
        return data
    for _ in range(rng.randint(1, 3)):
        where = rng.choice(paths(data))
        kind = rng.randrange(6)
        if not where:
            if isinstance(data, dict):
                data[rng.choice(KEYS)] = value(rng)
            continue
        parent, key = parent_of(data, where), where[-1]
        if kind == 0:
            parent[key] = value(rng)
        elif kind == 1 and isinstance(parent, dict):
            del parent[key]
        elif kind == 2 and isinstance(parent, dict) and isinstance(key, str) and len(key) > 1:
            cut = rng.randrange(len(key))
            parent[key[:cut] + key[cut + 1:]] = parent.pop(key)
        elif kind == 3 and isinstance(parent[key], dict):
            parent[key][rng.choice(KEYS)] = value(rng)
        elif kind == 4 and isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] = rng.choice([parent[key] + 1, parent[key] - 1, parent[key] * 10, -parent[key], 0])
        elif kind == 5 and isinstance(parent[key], list):
            parent[key] = parent[key] + [value(rng)] if rng.random() < 0.5 else parent[key][1:]
    return data


def mutate_text(text: str, rng: random.Random) -> str:
    lines = text.splitlines()
    for _ in range(rng.randint(1, 3)):
        index = rng.randrange(len(lines))
        kind = rng.randrange(6)
        if kind == 0:
            del lines[index]
        elif kind == 1:
            lines.insert(index, lines[index])
        elif kind == 2:
            lines[index] = " " * rng.choice([1, 2, 4]) + lines[index]
        elif kind == 3:
            lines[index] = lines[index][rng.choice([1, 2]):]
        elif kind == 4:
            spot = rng.randint(0, len(lines[index]))
            lines[index] = lines[index][:spot] + rng.choice(["&a", "*a", ":", "{", "[", "- ", "\t", "'", "#"]) + lines[index][spot:]
        else:
            lines[index:index + 1] = [lines[index], " " * rng.randrange(8) + rng.choice(KEYS) + ": " + repr(value(rng))]
        if not lines:
            lines = ["x"]
    return "\n".join(lines) + "\n"


def mutant(sources: list[Path], rng: random.Random) -> str:
    text = rng.choice(sources).read_text(encoding="utf-8")
    if rng.random() < 0.5:
        return mutate_text(text, rng)
    return yaml.safe_dump(mutate_data(yaml.safe_load(text), rng), allow_unicode=True, sort_keys=False)


def play_hands(ruleset: Ruleset, seed: int) -> None:
    """A seeded hand at the smallest and the largest table; each must end within ``CAP`` moves."""
    for players in sorted({ruleset.players.min, ruleset.players.max}):
        tables = compile_ruleset(ruleset, players)
        start = ruleset.match.start_cards
        game = Game.deal(tables, seat_names(players), dealer=seed % players, seed=seed,
                         hand_sizes=[start.first] * players if start else None)
        rng = random.Random(seed)
        while not game.finished and game.moves_made < CAP:
            seat = rng.choice(game.seats_to_act())
            legal = game.legal_moves(seat)
            if tables.blind:  # uniformly random blind play is nearly all lies: mostly tell the truth
                honest = [move for move in legal if move.as_card is None and move.kind != "catch"]
                legal = honest if honest and rng.random() < 0.8 else legal
            game.apply(rng.choice(legal), seat)
        assert game.finished, f"{players} players: the hand did not end within {CAP} moves"


def test_mutated_rulesets_are_refused_plainly_or_play(tmp_path: Path) -> None:
    rng = random.Random(SEED)
    accepted = refused = 0
    for number in range(CASES):
        text = mutant(RULESETS, rng)
        path = tmp_path / f"mutant{number}.yaml"
        path.write_text(text, encoding="utf-8")
        try:
            try:
                problems = check_all_options(path)
                ruleset = load(path)
            except RulesetError as error:
                assert str(error) and "Traceback" not in str(error)
                refused += 1
                continue
            if problems:
                refused += 1
                continue
            accepted += 1
            play_hands(ruleset, number)
        except Exception as error:  # noqa: BLE001 - report the case that broke, to replay it
            pytest.fail(f"mutant {number} (seed {SEED}): {type(error).__name__}: {error}\n--- file:\n{text}")
    assert accepted > CASES // 10 and refused > CASES // 10, (accepted, refused)


def test_mutated_scenarios_never_escape_the_runner(tmp_path: Path) -> None:
    rng = random.Random(SEED + 1)
    outcomes = []
    for number in range(CASES):
        text = mutant(SCENARIOS, rng)
        path = tmp_path / f"mutant{number}.yaml"
        path.write_text(text, encoding="utf-8")
        try:
            outcome = run_file(path)
        except Exception as error:  # noqa: BLE001
            pytest.fail(f"scenario mutant {number} (seed {SEED + 1}): {type(error).__name__}: {error}\n--- file:\n{text}")
        assert BUG not in outcome.message, f"scenario mutant {number}: {outcome.message}\n--- file:\n{text}"
        assert "Traceback" not in outcome.message
        outcomes.append(outcome)
    broken = sum(outcome.message.startswith("cannot run") for outcome in outcomes)
    assert broken > CASES // 10 and CASES - broken > CASES // 10, broken
