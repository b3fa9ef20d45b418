"""Bot games without a screen: `maumau sim` summaries and `maumau bench` speed figures."""

from __future__ import annotations

import gc
import random
import time
import tracemalloc
from dataclasses import dataclass, field

from maumau_tui.engine.game import OVER, Game
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load
from maumau_tui.rules.schema import Ruleset
from maumau_tui.rules.tables import Tables

MOVE_CAP = 5000
DEFAULT_PLAYERS = 4


def seat_names(players: int) -> list[str]:
    return [chr(ord("A") + i) for i in range(players)]


def play_random_hand(tables: Tables, names: list[str], seed: int, cap: int = MOVE_CAP) -> Game:
    """One hand of uniformly random legal moves (the engine's own fast path, no views)."""
    game = Game.deal(tables, names, dealer=seed % len(names), seed=seed)
    choice = random.Random(seed ^ 0x5EED).choice
    legal, apply = game.legal_moves, game.apply
    while game.phase != OVER and game.moves_made < cap:
        apply(choice(legal()))
    return game


@dataclass
class SimSummary:
    ruleset: str
    players: int
    games: int
    wins: list[int] = field(default_factory=list)
    moves: int = 0
    capped: int = 0
    seconds: float = 0.0

    def lines(self, lang: str = "en") -> list[str]:
        """The summary, in English or German (``lang`` "de")."""
        words = SAID["de" if lang == "de" else "en"]
        names = seat_names(self.players)
        finished = self.games - self.capped
        hands = words["hand"] if self.games == 1 else words["hands"].format(n=self.games)
        return [words["head"].format(hands=hands, ruleset=self.ruleset, players=self.players, s=f"{self.seconds:.2f}"),
                words["wins"] + ", ".join(f"{n} {w}" for n, w in zip(names, self.wins)),
                words["moves"].format(n=f"{self.moves / max(1, self.games):.1f}"),
                words["capped"].format(cap=MOVE_CAP, n=self.capped) + ("" if self.capped else words["none"])
                + words["finished"].format(n=finished)]

    def stuck(self, lang: str = "en") -> str | None:
        """Why the run failed: hands that never ended (PLAYTEST197 F11: a ruleset nobody can finish passed)."""
        words = SAID["de" if lang == "de" else "en"]
        return words["stuck"].format(n=self.capped, games=self.games, cap=MOVE_CAP,
                                     ruleset=self.ruleset) if self.capped else None


SAID = {   # (numbers as Python writes them, in both: the summary is read by people and scripts alike)
    "en": {"hand": "1 hand", "hands": "{n} hands", "head": "{hands} of {ruleset} with {players} random bots in {s} s",
           "wins": "wins per seat: ", "moves": "average moves per hand: {n}",
           "capped": "hands that hit the cap of {cap} moves: {n}", "none": " (none)", "finished": "; finished: {n}",
           "stuck": "{n} of {games} hands did not end within {cap} moves: can a hand of {ruleset} end at all?"},
    "de": {"hand": "1 Spiel", "hands": "{n} Spiele", "head": "{hands} {ruleset} mit {players} Zufalls-Bots in {s} s",
           "wins": "Siege je Platz: ", "moves": "Züge je Spiel im Schnitt: {n}",
           "capped": "Spiele, die an die Grenze von {cap} Zügen stießen: {n}", "none": " (keins)",
           "finished": "; zu Ende gespielt: {n}",
           "stuck": "{n} von {games} Spielen endeten nicht in {cap} Zügen: kann ein Spiel von {ruleset} überhaupt "
                    "enden?"},
}


def table_size(ruleset: Ruleset, players: int | None) -> int:
    """``players`` if the ruleset allows that many (``ValueError`` if not); by default 4, or the nearest it allows."""
    low, high = ruleset.players.min, ruleset.players.max
    if players is None:
        return min(max(DEFAULT_PLAYERS, low), high)
    if not low <= players <= high:
        raise ValueError(f"{ruleset.id} is for {low} to {high} players, not {players}")
    return players


def simulate(ruleset_id: str, players: int | None, games: int, seed: int = 0) -> SimSummary:
    if games < 1:
        raise ValueError(f"the number of games must be at least 1, not {games}")
    ruleset = load(ruleset_id)
    players = table_size(ruleset, players)
    tables = compile_ruleset(ruleset, players)
    names = seat_names(players)
    summary = SimSummary(ruleset_id, players, games, [0] * players)
    start = time.perf_counter()
    for number in range(games):
        game = play_random_hand(tables, names, seed * 1_000_003 + number)
        summary.moves += game.moves_made
        if game.finished and game.winner is not None:
            summary.wins[game.winner] += 1
        else:
            summary.capped += 1
    summary.seconds = time.perf_counter() - start
    return summary


def bench(ruleset_id: str, players: int | None, seconds: float = 3.0, repeats: int = 3) -> dict[str, float | str]:
    """Random play on one core: decisions (legal moves + choice + apply) and hands per second.

    Seconds of this process's CPU time, so that other work on a shared machine does not count: the
    median of ``repeats`` runs of ``seconds`` each; plus the memory of one hand's state.
    """
    if not seconds > 0:
        raise ValueError(f"the length of a run must be more than 0 seconds, not {seconds}")
    ruleset = load(ruleset_id)
    players = table_size(ruleset, players)
    tables = compile_ruleset(ruleset, players)
    names = seat_names(players)
    runs = []
    seed = 0
    for _ in range(repeats):
        decisions = hands = 0
        start = time.process_time()
        while (elapsed := time.process_time() - start) < seconds:
            game = play_random_hand(tables, names, seed)
            seed += 1
            decisions += game.moves_made
            hands += 1
        runs.append((decisions / elapsed, hands / elapsed))
    decisions_per_s = sorted(run[0] for run in runs)[len(runs) // 2]     # each figure's own median
    games_per_s = sorted(run[1] for run in runs)[len(runs) // 2]
    gc.collect()
    gc.disable()        # (a collection inside the window would count or drop memory that is not the states')
    try:
        tracemalloc.start()
        game = Game.deal(tables, names, seed=1)
        copies = [game_copy(game) for _ in range(100)]
        size, _peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    finally:
        gc.enable()
    return {
        "ruleset": ruleset_id, "players": players,
        "decisions_per_s": round(decisions_per_s), "games_per_s": round(games_per_s, 1),
        "state_bytes": size // (len(copies) + 1),
    }


def game_copy(game: Game) -> Game:
    return game.copy(with_log=False)
