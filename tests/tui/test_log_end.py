"""The game log shows its newest line after a hand-off: the hand box is one row high while the hand-off
covers the table and grows back to three rows, which took the log's two newest lines below the fold."""

from __future__ import annotations

from random import Random

from textual.app import App, ComposeResult
from textual.pilot import Pilot
from textual.widgets import Static

from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.widgets.game_log import GameLog
from tui_helpers import (choose, keys_for, pass_guard, screen_text, send, staged_app, table_screen, take_handoff, until,
                         until_decision)

PAIR = [("Anna", False), ("Ben", False), ("Bot", True)]
# Anna's Ace must be followed (a line that wraps in the log's box); then no card fits: everyone draws and passes
HANDS = ["AH 10C", "KD QS", "8D 8S"]
STOCK = "7C 7S 7D 8C 10S 10D QC QD KC KS"


def last_log_row(text: str) -> str:
    """The lowest row with text inside the log's box of a screen's text."""
    rows = text.splitlines()
    top = next(number for number, row in enumerate(rows) if "Game log" in row)
    inside = []
    for row in rows[top + 1:]:
        if row.startswith("╰"):
            break
        inside.append(row[32:].rstrip().removesuffix("│").rstrip(" ▁▂▃▄▅▆▇█").lstrip("│"))
    return next(row for row in reversed(inside) if row.strip())


async def decide(pilot: Pilot[None], app: MauMauApp) -> None:
    """The person on turn plays the Ace, else draws, else passes."""
    screen = table_screen(app)
    if screen.guarding:            # (a person looks at what their own move brought)
        pass_guard(app)
    moves = screen.legal()
    kinds = {move.kind for move in moves}
    keys = keys_for(choose(moves, Random(1)), screen.view.hand) if "play" in kinds else ["d" if "draw" in kinds else "p"]
    await send(pilot, *keys)


async def test_after_every_hand_off_the_log_ends_with_its_newest_line() -> None:
    app = staged_app(PAIR, HANDS, pile="9H", stock=STOCK, dealer=2)
    async with app.run_test(size=(80, 24)) as pilot:
        hand_offs = 0
        for _ in range(40):
            if hand_offs == 6:
                break
            await until_decision(pilot, app)
            if isinstance(app.screen, HandoffScreen):
                await take_handoff(pilot, app)
                await until_decision(pilot, app)
                hand_offs += 1
                log = table_screen(app).query_one(GameLog)
                newest = log.texts[-1]
                shown = lambda: last_log_row(screen_text(app))  # type: ignore[arg-type]  # noqa: E731
                await until(pilot, lambda: log.scroll_y == log.max_scroll_y and shown() in newest,
                            f"the log at its newest line after hand-off {hand_offs}")
                text = screen_text(app)  # type: ignore[arg-type]
                assert newest.endswith(last_log_row(text).split()[-1]) and last_log_row(text) in newest, (
                    hand_offs, newest, text)
            else:
                await decide(pilot, app)
        assert hand_offs == 6, screen_text(app)  # type: ignore[arg-type]
        log = table_screen(app).query_one(GameLog)
        assert log.max_scroll_y > 0                      # the log was longer than its box
        assert len(log.lines) > len(log.texts)           # and a line wrapped onto a second row


class LogAndBox(App[None]):
    """A log above a box whose height changes (as the hand box does around a hand-off)."""

    CSS = "#log { height: 1fr; } #box { height: 1; }"

    def compose(self) -> ComposeResult:
        yield GameLog(id="log")
        yield Static("", id="box")


async def test_the_log_follows_its_box_when_the_box_shrinks_and_stays_where_the_reader_scrolled() -> None:
    app = LogAndBox()
    async with app.run_test(size=(30, 12)) as pilot:
        log = app.query_one(GameLog)
        log.add([f"line {number}: a line long enough to wrap onto a second row" for number in range(12)])
        await until(pilot, lambda: log.scroll_y == log.max_scroll_y > 0, "the log at its newest line")
        before = log.max_scroll_y
        app.query_one("#box").styles.height = 4          # the log's box loses three rows
        await until(pilot, lambda: log.max_scroll_y > before, "the box laid out smaller")
        await pilot.pause()
        assert log.scroll_y == log.max_scroll_y
        log.scroll_to(y=2, animate=False)                # the reader scrolls back (the mouse wheel, the bar)
        await pilot.pause()
        assert log.scroll_y == 2 < log.max_scroll_y
        before = log.max_scroll_y
        app.query_one("#box").styles.height = 2          # and the log gains two back
        await until(pilot, lambda: log.max_scroll_y < before, "the box laid out larger")
        await pilot.pause()
        assert log.scroll_y == 2                         # the log stays where the reader is
