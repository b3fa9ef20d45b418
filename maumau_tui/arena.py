"""`maumau arena`: bots of different levels play each other; win rates, points and thinking time per level.

Every deal is played once per rotation of the levels around the table (seat ``j`` gets level ``j + r``),
so no level keeps the first move or the better cards: ``--games N`` hands are ``N / players`` deals
played that many times each.  Everything is seeded by ``--seed``; with ``--iterations`` (a fixed search
size instead of a time budget) the whole run is the same on every machine, with any ``--jobs``.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import signal
import sys
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from maumau_tui.arguments import Parser, number, seed
from maumau_tui.bots.base import Bot
from maumau_tui.bots.driver import BotMoveError, play_hand
from maumau_tui.bots.levels import make_bot
from maumau_tui.bots.search import BUDGET_MS
from maumau_tui.level_names import level_name
from maumau_tui.engine.game import Game
from maumau_tui.match import Match
from maumau_tui.rules.german import in_german
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load

HAND_CAP = 300          # hands at most in one match (no shipped ruleset needs so many)


@dataclass
class Plan:
    ruleset: str
    levels: list[str]
    games: int
    seed: int = 0
    matches: bool = False
    search: dict[str, float] = field(default_factory=dict)   # budget_ms / iterations for the search bots


@dataclass
class SeatResult:
    """One level's seat in one game: won (first out, or best in a match), lost (the hand's or match's
    loser), points charged, the thinking time of each of its decisions, and whether every hand of the
    game came to its end (a hand stopped at the driver's move cap counts as unfinished)."""

    level: str
    won: float = 0.0
    lost: float = 0.0
    points: float = 0.0
    hands: int = 0
    seconds: list[float] = field(default_factory=list)
    iterations: int = 0
    searched: list[float] = field(default_factory=list)   # the decisions a search bot searched (> 1 choice)
    finished: bool = True


def seat_levels(levels: Sequence[str], game_index: int) -> list[str]:
    n = len(levels)
    rotation = game_index % n
    return [levels[(seat + rotation) % n] for seat in range(n)]


def names(n: int) -> list[str]:
    return [f"P{seat + 1}" for seat in range(n)]


def make_bots(plan: Plan, levels: list[str], game_index: int) -> list[Bot]:
    return [make_bot(level, plan.seed * 1_000_003 + game_index * 16 + seat,
                     **(plan.search if level == "search" else {})) for seat, level in enumerate(levels)]


def play_game(plan: Plan, game_index: int) -> list[SeatResult]:
    """One game (a hand, or with ``plan.matches`` a whole match) of the arena."""
    levels = seat_levels(plan.levels, game_index)
    n = len(levels)
    deal = game_index // n
    bots = make_bots(plan, levels, game_index)
    results = [SeatResult(level) for level in levels]

    def noted(seat: int, _move: object, seconds: float) -> None:
        if seconds <= 0.0:   # a catch out of turn, not a decision the game waited for
            return
        results[seat].seconds.append(seconds)
        iterations = getattr(bots[seat], "last_iterations", 0)
        if iterations:
            results[seat].iterations += iterations
            results[seat].searched.append(seconds)

    if plan.matches:
        match = Match.create(plan.ruleset, names(n), seed=plan.seed * 1_000_003 + deal, first_dealer=deal % n)
        finished = True
        while not match.over and len(match.results) < HAND_CAP:
            hand = match.deal()
            finished = not play_hand(hand, bots, match, noted).capped and hand.finished and finished
        finished = finished and match.over
        losers, winners, totals = match.losers(), match.winners(), match.totals
        for seat, result in enumerate(results):
            result.won = 1.0 / len(winners) if seat in winners else 0.0
            result.lost = 1.0 if seat in losers else 0.0
            result.points = float(totals[seat])
            result.hands = len(match.results)
            result.finished = finished
        return results
    ruleset = load(plan.ruleset)
    tables = compile_ruleset(ruleset, n)
    game = Game.deal(tables, names(n), dealer=deal % n, seed=plan.seed * 1_000_003 + deal)
    played = play_hand(game, bots, None, noted)
    scores = game.scores() if game.finished else [0] * n
    for seat, result in enumerate(results):
        result.won = 1.0 if game.winner == seat else 0.0
        result.lost = 1.0 if game.finished and game.loser == seat else 0.0
        result.points = float(scores[seat])
        result.hands = 1
        result.finished = game.finished and not played.capped
    return results


def _play_chunk(args: tuple[Plan, list[int]]) -> list[list[SeatResult]]:
    plan, indices = args
    return [play_game(plan, index) for index in indices]


def run(plan: Plan, jobs: int = 1) -> list[list[SeatResult]]:
    """Every game of the plan, in order (the same results for any number of ``jobs``)."""
    indices = list(range(plan.games))
    jobs = min(jobs, plan.games)
    if jobs <= 1:
        return [play_game(plan, index) for index in indices]
    chunks = [(plan, indices[start::jobs]) for start in range(jobs)]
    # the workers ignore Ctrl-C (they are forked while this process does): this one stops them, and says nothing
    # more than it does alone (PLAYTEST222 N7: each worker printed its own traceback of the KeyboardInterrupt)
    main = threading.current_thread() is threading.main_thread()   # (only there may a handler change)
    handler = signal.signal(signal.SIGINT, signal.SIG_IGN) if main else None
    try:
        pool = multiprocessing.get_context("fork").Pool(jobs)
    finally:
        if main:
            signal.signal(signal.SIGINT, handler)
    with pool:
        parts = pool.map(_play_chunk, chunks)
    games: list[list[SeatResult] | None] = [None] * plan.games
    for start, part in enumerate(parts):
        for offset, result in enumerate(part):
            games[start + offset * jobs] = result
    return [game for game in games if game is not None]


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate."""
    if trials <= 0:
        return 0.0, 0.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - spread), min(1.0, centre + spread)


def summary(plan: Plan, games: list[list[SeatResult]]) -> dict[str, Any]:
    levels: dict[str, dict[str, Any]] = {}
    for level in dict.fromkeys(plan.levels):
        seats = [result for game in games for result in game if result.level == level]
        trials = len(seats)
        won = sum(result.won for result in seats)
        times = sorted(t for result in seats for t in result.seconds)
        low, high = wilson(won, trials)
        lost = sum(result.lost for result in seats)
        safe_low, safe_high = wilson(trials - lost, trials)
        hands = sum(result.hands for result in seats) or 1
        iterations = sum(result.iterations for result in seats)
        searched = sorted(t for result in seats for t in result.searched)
        levels[level] = {
            "seats": plan.levels.count(level), "games": trials,
            "win_rate": round(won / trials, 4) if trials else 0.0, "win_low": round(low, 4), "win_high": round(high, 4),
            "lost_rate": round(lost / trials, 4) if trials else 0.0,
            "not_lost_rate": round(1 - lost / trials, 4) if trials else 0.0,
            "not_lost_low": round(safe_low, 4), "not_lost_high": round(safe_high, 4),
            "points": round(sum(result.points for result in seats) / (trials if plan.matches else hands), 2),
            "decisions": len(times),
            "ms_mean": round(1000 * sum(times) / len(times), 3) if times else 0.0,
            "ms_median": round(1000 * times[len(times) // 2], 3) if times else 0.0,
            "ms_p95": round(1000 * times[min(len(times) - 1, int(0.95 * len(times)))], 3) if times else 0.0,
            "searched": len(searched),
            "searched_ms_median": round(1000 * searched[len(searched) // 2], 3) if searched else None,
            "searched_ms_p95": round(1000 * searched[min(len(searched) - 1, int(0.95 * len(searched)))], 3)
            if searched else None,
            "iterations_per_s": round(iterations / sum(searched)) if searched else None,
        }
    return {"ruleset": plan.ruleset, "players": len(plan.levels), "bots": plan.levels, "games": plan.games,
            "unit": "matches" if plan.matches else "hands", "seed": plan.seed, "search": plan.search,
            "unfinished": sum(1 for game in games if not all(result.finished for result in game)),
            "levels": levels}


def lines(report: dict[str, Any]) -> list[str]:
    unit = report["unit"]
    unit = {"hands": "hand", "matches": "match"}[unit] if report["games"] == 1 else unit   # (not "1 hands")
    out = [f"{report['games']} {unit} of {report['ruleset']}, {report['players']} players: "
           f"{', '.join(report['bots'])} (seed {report['seed']}); "
           + (f"{report['unfinished']} not played to the end" if report["unfinished"] else "all played to the end")]
    out.append(f"{'level':10} {'seats':>5} {'win rate':>9} {'95% interval':>15} {'lost':>6} {'not lost':>18} "
               f"{'points':>7} {'ms avg':>8} {'ms p95':>8} {'it/s':>7}")
    for level, row in report["levels"].items():
        rate = f"{row['win_low']:.3f}-{row['win_high']:.3f}"
        safe = f"{row['not_lost_rate']:.3f} ({row['not_lost_low']:.2f}-{row['not_lost_high']:.2f})"
        speed = "" if row["iterations_per_s"] is None else str(row["iterations_per_s"])
        out.append(f"{level:10} {row['seats']:>5} {row['win_rate']:>9.3f} {rate:>15} {row['lost_rate']:>6.3f} {safe:>18} "
                   f"{row['points']:>7.1f} {row['ms_mean']:>8.2f} {row['ms_p95']:>8.2f} {speed:>7}")
    for level, row in report["levels"].items():
        if row["searched"]:
            out.append(f"{level}: {row['searched']} decisions searched, median {row['searched_ms_median']:.1f} ms, "
                       f"p95 {row['searched_ms_p95']:.1f} ms, {row['iterations_per_s']} iterations/s")
    out.append("win rate: first out of a hand (with --matches: the best standing); lost: the loser of the hand "
               "(where the last seat holding cards loses: the last one out; else the one left holding the most cards, "
               "then the most points) or of the match; not lost: the rest, with its 95% interval; points: charged per "
               "hand (per match: the final total)")
    return out


WHOLE = "a whole number"


def parser() -> argparse.ArgumentParser:
    p = Parser(prog="maumau arena", description="Bots of different levels play each other (the results in English, as "
               "bots/README.md records them).")
    p.add_argument("--lang", choices=("de", "en"), help=argparse.SUPPRESS)   # (its refusals' language, as for every command)
    p.add_argument("--ruleset", default="standard", metavar="ID", help="the ruleset to play (default: %(default)s)")
    p.add_argument("--bots", default="search,heuristic,random,random",
                   help="one level per seat: random/easy, heuristic/medium, search/hard (default: %(default)s)")
    p.add_argument("--games", type=number(int, 1, 1_000_000, WHOLE), default=100, help="hands (or matches) to play (default: %(default)s)")
    p.add_argument("--seed", type=seed, default=0, help="seed for the deals and the bots (the same seed plays the same hands)")
    p.add_argument("--jobs", type=number(int, 1, 256, WHOLE), default=1,
                   help="processes to play in (no more than there are games)")
    p.add_argument("--matches", action="store_true", help="play whole matches instead of single hands")
    thinking = p.add_mutually_exclusive_group()      # (one or the other, as bots/README says)
    thinking.add_argument("--budget-ms", type=number(float, 1, 600_000, "a number of milliseconds"), default=None,
                          help=f"the search's thinking time per decision (default: {BUDGET_MS:g})")
    thinking.add_argument("--iterations", type=number(int, 1, 10_000_000, WHOLE), default=None,
                          help="a fixed number of search iterations per decision (the same results on any machine)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def plan_from(args: argparse.Namespace) -> Plan:
    pieces = args.bots.split(",")
    if any(not text.strip() for text in pieces):     # (PLAYTEST163 F5: "hard,,medium" sat two quietly)
        raise ValueError(f"--bots {args.bots!r} has an empty place: one level per seat, separated by commas "
                         "(random/easy, heuristic/medium, search/hard)")
    levels = [level_name(text) for text in pieces]
    ruleset = load(args.ruleset)
    if not ruleset.players.min <= len(levels) <= ruleset.players.max:
        raise ValueError(f"{args.ruleset} is for {ruleset.players.min} to {ruleset.players.max} players, "
                         f"not {len(levels)}")
    if args.matches and Match.create(args.ruleset, names(len(levels))).single_hands:   # (PLAYTEST163 F4: it played
        raise ValueError(f"{args.ruleset}'s matches are open-ended (a table plays its hands until it stops): "
                         "play single hands, without --matches")                    # each to the cap of hands)
    search: dict[str, float] = {}      # (the numbers' ranges are the parser's)
    if args.iterations is not None:
        search["iterations"] = args.iterations
    if args.budget_ms is not None:
        search["budget_ms"] = args.budget_ms
    return Plan(args.ruleset, levels, args.games, args.seed, args.matches, search)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the arena as ``maumau arena ...``; 0 on success, 2 for bad arguments, 1 when a bot failed."""
    args = parser().parse_args(argv)
    try:
        plan = plan_from(args)
    except ValueError as error:   # (in the command's language, as its help and the parser's own refusals: PLAYTEST279 F3)
        german = (args.lang or Parser.lang) == "de"
        print(f"maumau arena: {in_german(str(error)) if german else error}", file=sys.stderr)
        return 2
    try:
        games = run(plan, args.jobs)
    except BotMoveError as error:
        print(f"maumau arena: a bot broke the rules: {error}", file=sys.stderr)
        return 1
    report = summary(plan, games)
    print(json.dumps(report) if args.json else "\n".join(lines(report)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
