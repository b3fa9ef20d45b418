"""Where a seat's CPU goes: the CPU time one seat app spends per push of another seat's move and per own move.

``python -m maumau_tui.net.profile_seat [--moves 60] [--seeds 3] [--profile FILE] [--json]`` runs, in this one
process, a table of four people (standard) with its table host, the real ``SeatApp`` of P1 (headless, 80x24)
and three protocol links for P2 to P4.  P1 plays by keys as ``load_table`` does (``o``, ``1``, Enter: the first
move of the list of every move), the others send the first move of that list.  After each step it waits until
the app is idle and reads the process's CPU time: per push to P1 while it waits, and per own move (the keys
``o``, ``1`` and Enter apart).  The host and the three links add about 1 ms to each push; a real seat also
writes its frames to a terminal, which headless Textual skips.  ``--profile FILE`` writes a cProfile of the
steps (read it with ``python -m pstats FILE``).  Hands start with seeds 21, 22, ... so runs compare.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import os
import socket
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from textual import events

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.link import HostLink
from maumau_tui.net.load import report
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.labels import Look
from maumau_tui.tui.prompts import all_moves_prompt
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.table import TableScreen

NAMES = ("P1", "P2", "P3", "P4")
FIRST_SEED = 21
Steps = dict[str, list[float]]


async def until(ready: Callable[[], bool], what: str, limit: float = 20.0) -> None:
    deadline = time.monotonic() + limit
    while not ready():
        if time.monotonic() > deadline:
            raise TimeoutError(f"never: {what}")
        await asyncio.sleep(0.001)


async def idle() -> None:
    """Until the app has drawn what the last step changed: until the process has used less than 0.3 ms of CPU in
    25 ms (longer than Textual's repaint period, 1/60 s; the other processes of the machine do not count in it).
    Textual's own wait (``pilot.pause()``) posts a message to every widget and waits for each: about 1 ms of
    CPU each time, which was counted in every step."""
    while True:
        before = time.process_time()
        await asyncio.sleep(0.025)
        if time.process_time() - before < 0.0003:
            return


def press(app: SeatApp, key: str) -> None:
    """A key as the terminal's driver hands it to the app (``pilot.press`` also waits on every widget)."""
    event = events.Key(key, "\r" if key == "enter" else key)
    event.set_sender(app)
    app.post_message(event)


async def one_hand(seed: int, moves: int, steps: Steps, profiler: cProfile.Profile | None) -> None:
    table = Table.from_names("standard", [(name, False) for name in NAMES], seed=seed)
    table.deal()
    hub, host = Hub(), TableHost(Referee(table, ManualClock(), bot_delay=1.0))
    pairs = [socket.socketpair() for _ in NAMES]
    for seat, ((_, host_end), name) in enumerate(zip(pairs, NAMES)):
        hub.place(name, host, seat)
    serving = [asyncio.create_task(hub.serve(host_end, name)) for (_, host_end), name in zip(pairs, NAMES)]
    links = {seat: await HostLink.open(pairs[seat][0], NAMES[seat], "en") for seat in range(1, len(NAMES))}
    reading = [asyncio.create_task(link.run()) for link in links.values()]
    app, look = SeatApp(NAMES[0], "en", pairs[0][0]), Look("en")
    async with app.run_test(size=(80, 24)):
        await until(lambda: any(isinstance(screen, TableScreen) for screen in app.screen_stack), "P1's table")
        screen = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        await idle()
        for _ in range(moves):
            if table.hand_over or table.actor is None:
                break
            logged, actor = len(table.game.log), table.actor
            if profiler is not None:
                profiler.enable()
            if actor == 0:
                await until(lambda: screen.view.my_turn, "P1's turn on P1's screen")
                await idle()
                start = time.process_time()
                if not isinstance(app.screen, ChoicePrompt):   # (a decision of its own asks by itself)
                    press(app, "o")
                    await until(lambda: isinstance(app.screen, ChoicePrompt), "the list of every move")
                    await idle()
                listed = time.process_time()
                press(app, "1")
                await idle()
                chosen = time.process_time()
                press(app, "enter")
                await until(lambda: screen.view.log_size > logged, "P1's move on P1's screen")
                await idle()
                done = time.process_time()
                steps["o"].append(listed - start)
                steps["1"].append(chosen - listed)
                steps["enter"].append(done - chosen)
                steps["own"].append(done - start)
            else:
                view = links[actor].view
                assert view is not None
                move = all_moves_prompt(view, look).choices[0].move
                assert move is not None
                start = time.process_time()
                await links[actor].submit(move)
                await until(lambda: screen.view.log_size > logged, "the move on P1's screen")
                await idle()
                steps["push"].append(time.process_time() - start)
            if profiler is not None:
                profiler.disable()
    for link in links.values():
        await link.close()
    await asyncio.wait_for(asyncio.gather(*serving, *reading, return_exceptions=True), 5.0)


def measure(moves: int = 60, seeds: int = 3, profile: str | None = None) -> dict[str, Any]:
    """CPU milliseconds per push and per own move (mean and median), over ``seeds`` hands of ``moves`` moves."""
    steps: Steps = {"push": [], "own": [], "o": [], "1": [], "enter": []}
    profiler = cProfile.Profile() if profile else None
    for seed in range(FIRST_SEED, FIRST_SEED + seeds):
        asyncio.run(one_hand(seed, moves, steps, profiler))
    if profiler is not None and profile:
        profiler.dump_stats(profile)
    result: dict[str, Any] = {"pushes": len(steps["push"]), "own_moves": len(steps["own"])}
    for name, values in steps.items():
        label = {"o": "key_o", "1": "key_1", "enter": "key_enter"}.get(name, name)
        result[f"{label}_cpu_ms_mean"] = round(1000 * statistics.mean(values), 1) if values else float("nan")
        result[f"{label}_cpu_ms_median"] = round(1000 * statistics.median(values), 1) if values else float("nan")
    result["load_average"] = round(os.getloadavg()[0], 2)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m maumau_tui.net.profile_seat", description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=60, help="moves per hand at most (default 60)")
    parser.add_argument("--seeds", type=int, default=3, help="hands, seeds 21, 22, ... (default 3)")
    parser.add_argument("--profile", metavar="FILE", help="write a cProfile of the steps to FILE")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = measure(max(1, args.moves), max(1, args.seeds), args.profile)
    report(result, args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
