"""The hard bot: information-set Monte Carlo tree search over re-dealt hands (ISMCTS, Cowling et al. 2012).

Each iteration deals what the seat cannot see afresh from its information set (``InfoSet.sample``: the
hidden cards shuffled into the places they could be, consistent with everything the seat has seen),
then walks one shared tree of moves with the engine itself: at every decision the seat to act picks,
among the moves legal in this deal, the one with the best upper confidence bound (counted against the
iterations in which that move was available), a new move is tried once, and from there the quick player
(``rollout.py``) plays on for a few moves before the hand is judged (``value.py``).  The move tried most
often at the root is played.  Missed calls and visible cheats are called out at once, as the medium bot
does; a cheat is considered at most in one chance of ten.

Thinking stops when one more iteration (as long as the longest so far) would end after ``budget_ms`` of
wall time from the start of the decision (less ``MARGIN_MS``, the table's part: building the seat's view),
or after exactly ``iterations`` iterations (then the move depends only on the seed and what the seat
knows).
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from dataclasses import replace

from maumau_tui.bots.base import MatchSheet, Seen
from maumau_tui.bots.circling import off_the_circle
from maumau_tui.bots.heuristic import CHEAT_CHANCE, catch_choice, decide, rivals_wished
from maumau_tui.bots.inference import Void, refine, voids
from maumau_tui.bots.reading import Situation
from maumau_tui.bots.rollout import quick_catch, quick_move
from maumau_tui.bots.value import final_values, guessed_values
from maumau_tui.engine.game import Game
from maumau_tui.engine.knowledge import InfoSet
from maumau_tui.engine.state import Phase
from maumau_tui.notation import Move
from maumau_tui.rules.tables import Tables

BUDGET_MS = 200.0
MARGIN_MS = 2.0         # kept back from the budget for the table's side of a decision (building the seat's Seen)
EXPLORE = 0.7           # the UCB constant (values are about 0..1)
ROLLOUT_MOVES = 4       # moves the quick player makes after the tree before the hand is judged
FORCED_MOVES = 8        # ... and, beside those, forced moves (one legal move beside waiting) it plays on
PRIOR_VISITS = 2.0      # the medium bot's own choice starts with this many virtual good visits


class Edge:
    """A move out of a node: visits, summed value for the seat that made it, times it was available."""

    __slots__ = ("visits", "total", "avail", "child")

    def __init__(self) -> None:
        self.visits = 0.0
        self.total = 0.0
        self.avail = 0
        self.child: Node | None = None


class Node:
    __slots__ = ("edges",)

    def __init__(self) -> None:
        self.edges: dict[Move, Edge] = {}


class SearchBot:
    """The hard level."""

    level = "search"
    searches = True

    def __init__(self, seed: int | None = None, budget_ms: float = BUDGET_MS, iterations: int = 0,
                 rollout_moves: int = ROLLOUT_MOVES, explore: float = EXPLORE) -> None:
        self.seed = seed if seed is not None else random.randrange(1 << 62)
        self.budget_ms = float(budget_ms)
        self.iterations = int(iterations)
        self.rollout_moves = int(rollout_moves)
        self.explore = float(explore)
        self.last_iterations = 0          # how many iterations the last decision took (for the arena)

    def catch(self, seen: Seen) -> Move | None:
        return catch_choice(Situation.of_seen(seen))

    def choose(self, seen: Seen) -> Move:
        return with_call(self.think(seen)[0], seen)

    def think(self, seen: Seen) -> tuple[Move, dict[Move, tuple[float, float]]]:
        """The move, and per root move (visits, mean value) of the search."""
        clock = time.perf_counter
        deadline = clock() + (self.budget_ms - MARGIN_MS) / 1000.0   # the whole decision fits in the budget
        view = seen.view
        rng = random.Random(f"{self.seed}:{view.seat}:{view.log_size}:{len(view.legal)}")
        s = Situation.of_seen(seen)
        caught = catch_choice(s)
        if caught is not None:
            return caught, {}
        sensible = decide(s, rng)
        prior = sensible.move
        if sensible.reason in SURE:   # out in this turn for certain: nothing to search (PLAYTEST112 F2)
            return prior, {}
        moves = off_the_circle(seen.log, view.seat, candidates(view.legal, rng))   # (PLAYTEST241 F1)
        if s.phase == Phase.WISHING:   # never the suit a rival close to going out asked for (PLAYTEST115 F2): its
            theirs = rivals_wished(s)  # tree re-deals that rival's cards without reading its wish
            moves = [m for m in moves if m.kind != "wish" or m.suit not in theirs] or moves
        if prior not in moves:
            moves.append(prior)
        self.last_iterations = 0
        if len(moves) == 1 or seen.info is None:
            return (moves[0] if len(moves) == 1 else prior), {}
        found = voids(seen.log, seen.tables, view.seat)
        known = Counter(seen.info.facts)   # (holder, card): cards the seat knows to be in other hands
        root = Node()
        for move in moves:
            root.edges[move] = Edge()
        edge = root.edges[prior]
        edge.visits, edge.total = PRIOR_VISITS, PRIOR_VISITS * 0.5 + 0.5
        count = 0
        slowest = 0.0   # the longest iteration so far: one more must still end before the deadline
        started = clock()
        while True:
            if self.iterations:
                if count >= self.iterations:
                    break
            elif count and started + slowest >= deadline:
                break
            game = self.deal(seen.info, found, known, rng)
            self.iterate(root, game, view.seat, seen.sheet, rng, moves)
            count += 1
            if not self.iterations:
                now = clock()
                slowest = max(slowest, now - started)
                started = now
        self.last_iterations = count
        stats = {move: (e.visits, e.total / e.visits if e.visits else 0.0) for move, e in root.edges.items()}
        best = max(moves, key=lambda m: (root.edges[m].visits, stats[m][1], m == prior))
        return best, stats

    def deal(self, info: InfoSet, found: list[Void], known: Counter[tuple[int, int]], rng: random.Random) -> Game:
        """One re-deal of what the seat cannot see, agreeing with its information set and the voids."""
        game = info.sample(rng)
        if found:
            refine(game, found, known, info.seat, rng)
        return game

    def iterate(self, root: Node, game: Game, me: int, sheet: MatchSheet, rng: random.Random,
                root_moves: list[Move]) -> None:
        """One iteration on one re-dealt game: down the tree, one new move, a short quick play, back up."""
        path: list[tuple[Edge, int]] = []
        node: Node | None = root
        first = True
        steps = 0
        while not game.finished and node is not None:
            caught = None if first else self.catch_in_play(game)
            if caught is not None:
                game.apply(caught[1], caught[0])
                continue
            if first:
                seat = me
                legal = root_moves
                first = False
            else:
                seat = game.seats_to_act()[0]
                legal = [m for m in game.legal_moves(seat) if m.kind != "wait" and m.kind != "cheat"
                         and (m.kind != "catch" or game.phase is Phase.CHALLENGING)] or game.legal_moves(seat)
            move, edge, fresh = self.pick(node, game, seat, legal, rng)
            path.append((edge, seat))
            game.apply(move, seat)
            steps += 1
            if fresh:
                node = None
            else:
                if edge.child is None:
                    edge.child = Node()
                node = edge.child
        self.play_out(game, rng)
        values = final_values(game, sheet) if game.finished else guessed_values(game, sheet)
        for edge, seat in path:
            edge.visits += 1.0
            edge.total += values[seat]

    def play_out(self, game: Game, rng: random.Random) -> None:
        """The quick player's ``rollout_moves`` decisions after the tree.  A forced move (one legal move beside waiting:
        the draw a 7 forces) is no decision: it is played on without counting, at most ``FORCED_MOVES`` of them, so a
        line through one is judged as many decisions deep as the others (EXPERIMENT139, ``EXPERIMENTS.md``); so is a
        catch."""
        rollout = forced = 0
        while not game.finished and rollout < self.rollout_moves:
            caught = self.catch_in_play(game)
            if caught is not None:
                game.apply(caught[1], caught[0])
                continue
            seat = game.seats_to_act()[0]
            legal = game.legal_moves(seat)
            if forced < FORCED_MOVES and sum(1 for move in legal if move.kind != "wait") == 1:
                forced += 1
            else:
                rollout += 1
            game.apply(self.play_on(game, seat, rng, legal), seat)

    def catch_in_play(self, game: Game) -> tuple[int, Move] | None:
        """Who calls somebody out inside an iteration (the quick player's habit; ``ceiling.py`` models seats)."""
        return quick_catch(game)

    def pick(self, node: Node, game: Game, seat: int, legal: list[Move], rng: random.Random) -> tuple[Move, Edge, bool]:
        """The move ``seat`` makes at ``node`` inside the tree (``ceiling.py`` models some seats instead)."""
        return self.select(node, legal, rng)

    def play_on(self, game: Game, seat: int, rng: random.Random, legal: list[Move] | None = None) -> Move:
        """The move ``seat`` makes after the tree (``legal``: its legal moves, where known): the quick player's."""
        return quick_move(game, seat, game.legal_moves(seat) if legal is None else legal, rng)

    def select(self, node: Node, legal: list[Move], rng: random.Random) -> tuple[Move, Edge, bool]:
        """The move to follow at ``node`` among ``legal``: an untried one first, then the best bound."""
        edges = node.edges
        untried = [m for m in legal if m not in edges]
        if untried:
            move = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
            edge = edges[move] = Edge()
            for m in legal:
                if m in edges:
                    edges[m].avail += 1
            return move, edge, True
        best_move, best_edge, best_bound = legal[0], edges[legal[0]], -math.inf
        explore = self.explore
        for m in legal:
            e = edges[m]
            e.avail += 1
            if e.visits <= 0:
                return m, e, True
            bound = e.total / e.visits + explore * math.sqrt(math.log(e.avail) / e.visits)
            if bound > best_bound:
                best_move, best_edge, best_bound = m, e, bound
        return best_move, best_edge, False


SURE = frozenset({"out_next",    # the medium bot's reasons for a play whose turn goes on to take the seat out,
                  "doubt_free"})  # and for a challenge that costs nothing


def candidates(legal: tuple[Move, ...], rng: random.Random) -> list[Move]:
    """The moves worth searching: never ``wait`` (the table's) nor a catch (decided apart); a cheat only in
    one chance of ten."""
    moves = [m for m in legal if m.kind not in ("wait", "catch", "cheat")]
    if rng.random() < CHEAT_CHANCE or not moves:
        moves += [m for m in legal if m.kind == "cheat"]
    return moves or list(legal)


def with_call(move: Move, seen: Seen) -> Move:
    """A play said with the last-card call it may carry: the search shares its games out between a play and its
    twin with the call and may come out on the one without, which the others catch (PLAYTEST89: the hard bot
    "forgot" Mau); the call costs nothing."""
    if move.kind not in ("play", "cheat") or move.say is not None:     # (a cheat down to one card needs it too)
        return move
    calls = last_card_calls(seen.tables)
    return next((other for other in seen.view.legal if other.say in calls and unsaid(other, calls) == move), move)


def last_card_calls(T: Tables) -> frozenset[str]:
    """The ruleset's calls with the last cards (Mau, Mau-Mau; Tschau, Sepp; the words it also accepts)."""
    return frozenset(word for word in (T.mau_word, T.last_word, *(said for said, _ranks in T.last_spoken)) if word)


def unsaid(move: Move, calls: frozenset[str]) -> Move:
    """The move without the last-card call said with it."""
    return replace(move, say=None) if move.say in calls else move
