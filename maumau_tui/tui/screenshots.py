"""Pictures for the README: SVGs of the main screens, made from seeded games, never by hand.

Run ``python -m maumau_tui.tui.screenshots [folder]`` (default ``screenshots/``).  The games run with a data
folder of their own (``MAUMAU_HOME`` in a temporary folder): the first screen lists no saves of the person
running it, and nothing is saved into their folder.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path

from textual.pilot import Pilot

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.base import HeldKeyLine
from maumau_tui.tui.settings import Settings

SIZE = (80, 24)
SEED = 7
Step = Callable[[Pilot[None]], Awaitable[None]]


def seeded_app(table: Table, lang: str = "en") -> MauMauApp:
    return MauMauApp(Settings(lang=lang, seed=SEED, bot_delay=0.0), table=table, clock=ManualClock())


def played_out(seats: list[tuple[str, bool]]) -> Table:
    """A seeded hand played to its end (people take their first legal move)."""
    table = Table.from_names("standard", seats, seed=SEED)
    table.deal()
    referee = Referee(table, ManualClock(), bot_delay=0.0)
    while not table.hand_over:
        if not referee.poll():
            seat = table.actor
            assert seat is not None
            referee.submit(seat, table.view_of(seat).legal[0])
    return table


def with_jack_to_play() -> Table:
    """A seeded table whose hand is laid out so that Anna plays a Jack and must wish."""
    table = Table.from_names("standard", [("Anna", False), ("Bot", True)], seed=SEED)
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("JC 7H 8S 10D"), cards("KD QD 10C")],
                                cards("9D"), cards("AD AS 7C"), dealer=1))
    return table


async def settle(pilot: Pilot[None]) -> None:
    """Let the app finish what it is doing; a screen that holds keys for a moment (a hand-off, a question, a
    hand's sheet) is shown once they count, with its key line."""
    for _ in range(3):
        await pilot.pause()
    app = pilot.app
    if isinstance(app.screen, HeldKeyLine) and isinstance(app, MauMauApp) and isinstance(app.clock, ManualClock):
        app.clock.advance(max(app.settings.handoff_guard, app.settings.key_hold))
        app.screen.show_keys_when_free()
        await pilot.pause()


def pressing(*keys: str) -> Step:
    async def run(pilot: Pilot[None]) -> None:
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)
        await settle(pilot)

    return run


SHOTS: dict[str, tuple[Callable[[], MauMauApp], Step]] = {
    "variant-chooser": (lambda: MauMauApp(Settings(lang="de")), pressing()),
    "table": (lambda: seeded_app(Table.from_names("standard", [("Anna", False), ("Bot-1", True), ("Bot-2", True)],
                                                  seed=SEED)), pressing("4", "enter", "right")),
    "handoff": (lambda: seeded_app(Table.from_names("standard", [("Anna", False), ("Ben", False), ("Bot", True)],
                                                    seed=SEED), lang="de"), pressing()),
    "wish-prompt": (lambda: seeded_app(with_jack_to_play()), pressing("4", "enter")),   # J♣, the 4th card
    "hand-end": (lambda: seeded_app(played_out([("Anna", False), ("Bot-1", True), ("Bot-2", True)])), pressing()),
}


async def shoot(name: str, make: Callable[[], MauMauApp], step: Step, folder: Path) -> Path:
    app = make()
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        return Path(app.save_screenshot(f"{name}.svg", str(folder)))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0] if args else "screenshots").absolute()
    folder.mkdir(parents=True, exist_ok=True)
    before = os.environ.get("MAUMAU_HOME")
    with tempfile.TemporaryDirectory(prefix="maumau-screenshots-") as home:
        os.environ["MAUMAU_HOME"] = home
        try:
            for name, (make, step) in SHOTS.items():
                print(asyncio.run(shoot(name, make, step, folder)))
        finally:
            if before is None:
                os.environ.pop("MAUMAU_HOME", None)
            else:
                os.environ["MAUMAU_HOME"] = before
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
