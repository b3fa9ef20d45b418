"""The hint key `t`: the hard bot's move for the person's own decision with its reason, thought out in a worker
thread (a fixed iteration count here, so the advice is the same every run); none on a public screen, and none
shown once the decision it was asked for has moved on."""

from __future__ import annotations

import threading

from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.labels import move_label
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.table import TableScreen
from tui_helpers import send, settle, staged_app, table_screen, take_handoff, until, until_decision

SIZE = (80, 24)
ITERATIONS = {"iterations": 40}


def hint_app(seats: list[tuple[str, bool]], hands: list[str]) -> MauMauApp:
    app = staged_app(seats, hands, pile="9H", stock="AS AH AC KC KS", dealer=len(seats) - 1)
    assert app.table is not None
    app.table.hint_options = dict(ITERATIONS)
    return app


def toasts(app: MauMauApp) -> list[str]:
    return [str(note.message) for note in app._notifications]


async def test_t_shows_the_hard_bots_move_for_my_decision_with_a_reason() -> None:
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS", "KD QD 10S 7S"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        assert screen.seat == 0 and screen.view.my_turn
        await send(pilot, "t")
        await until(pilot, lambda: bool(toasts(app)), "the hint")
        [advice] = toasts(app)
        table = app.table
        assert table is not None
        expected = table.advice(0, "en")                 # the same search again (fixed count, fixed seed)
        assert expected is not None and expected.move in screen.view.legal and expected.reason
        assert advice == f"{move_label(expected.move, table.names, screen.look)} – {expected.reason}"
        assert len(table.match.moves) == 0                # a hint makes no move


async def test_no_hint_on_a_public_screen_and_none_after_the_decision_moved_on() -> None:
    app = hint_app([("Anna", False), ("Ben", False)], ["9D 7C 8C", "KD QD 10S"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        assert isinstance(app.screen, HandoffScreen)
        await send(pilot, "t")                          # the hand-off: nobody's decision, nothing to advise
        assert app.flow is not None
        hotseat = app.flow.hotseat
        assert hotseat.seat is None and not toasts(app)
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
        assert isinstance(app.screen, TableScreen) and hotseat.seat == 0
        asked, go = threading.Event(), threading.Event()

        def slow_hint(lang: str) -> str | None:        # the search takes its time ...
            asked.set()
            assert go.wait(30)
            return "play 9D"

        hotseat.hint = slow_hint  # type: ignore[method-assign]
        await send(pilot, "t")
        await until(pilot, asked.is_set, "the hint asked")
        await send(pilot, "3", "enter")                 # ... meanwhile Anna plays her 9♦ herself
        assert app.table is not None and len(app.table.match.moves) == 1
        go.set()
        await until(pilot, lambda: not app.screen.workers, "the hint's worker done")
        await settle(pilot)
        assert not toasts(app)                          # advice for a decision already made is not shown


async def test_t_pressed_again_while_thinking_shows_only_the_newest_hint() -> None:
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS", "KD QD 10S 7S"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        assert app.flow is not None
        hotseat = app.flow.hotseat
        asked: list[str] = []
        go = threading.Event()

        def slow_hint(lang: str) -> str | None:
            number = f"hint {len(asked) + 1}"
            asked.append(number)
            assert go.wait(30)
            return number

        hotseat.hint = slow_hint  # type: ignore[method-assign]
        await send(pilot, "t")
        await until(pilot, lambda: len(asked) == 1, "the first hint asked")
        await send(pilot, "t")                          # impatient: again, while the first still thinks
        await until(pilot, lambda: len(asked) == 2, "the second hint asked")
        go.set()
        await until(pilot, lambda: not table_screen(app).workers, "both workers done")
        await settle(pilot)
        assert toasts(app) == ["hint 2"]
