"""SVG snapshots at 80x24 of the main screens, from hands laid out card by card (no shuffle involved).

Update after a reviewed change with ``pytest tests/tui/test_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.pilot import Pilot

from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.settings import Settings
from tui_helpers import ready_handoff, staged_app, until_decision

SOLO = [("Anna", False), ("Bot", True)]
PAIR = [("Anna", False), ("Ben", False), ("Bot", True)]
Compare = Callable[..., bool]


def waiting_for_decision(*keys: str, then: tuple[str, ...] = ()) -> Callable[[Pilot[Any]], Any]:
    """Press ``keys``, each when a decision is due, then ``then`` (keys that open a dialog)."""
    async def run_before(pilot: Pilot[Any]) -> None:
        await until_decision(pilot, pilot.app)  # type: ignore[arg-type]
        ready_handoff(pilot.app)  # type: ignore[arg-type]
        for key in keys:
            await pilot.press(key)
            await until_decision(pilot, pilot.app)  # type: ignore[arg-type]
            ready_handoff(pilot.app)  # type: ignore[arg-type]
        await pilot.press(*then)
        await pilot.pause()

    return run_before


def test_variant_chooser(snap_compare: Compare) -> None:
    app = MauMauApp(Settings(lang="de"), variants=["standard", "kronenstube"])
    assert snap_compare(app, terminal_size=(80, 24))


def test_seats(snap_compare: Compare) -> None:
    app = MauMauApp(Settings(lang="en"), variants=["kronenstube"])
    assert snap_compare(app, press=["enter", "s", "down", "b", "plus"], terminal_size=(80, 24))


def test_table(snap_compare: Compare) -> None:
    app = staged_app(SOLO, ["7H 9D 8S 10D QD AC", "KD QS 10S JH"], pile="9H", stock="AS AH AD 7C", dealer=1)
    assert snap_compare(app, terminal_size=(80, 24), run_before=waiting_for_decision("3", "enter", "right"))


def test_table_german_ascii(snap_compare: Compare) -> None:
    app = staged_app(SOLO, ["7H 9D 8S 10D", "KD QS 10S JH"], pile="9H", stock="AS AH", dealer=1, lang="de",
                     ascii_cards=True)
    assert snap_compare(app, terminal_size=(80, 24), run_before=waiting_for_decision())


def test_wish_prompt(snap_compare: Compare) -> None:
    app = staged_app(SOLO, ["JC 7H 8S", "KD QD 10C"], pile="9D", stock="AD AS", dealer=1)
    assert snap_compare(app, terminal_size=(80, 24), run_before=waiting_for_decision("3", "enter"))


def test_handoff(snap_compare: Compare) -> None:
    app = staged_app(PAIR, ["7D 9D 10S", "KC QC 8C", "AS AH 7S"], pile="9H", dealer=2, lang="de")
    assert snap_compare(app, terminal_size=(80, 24), run_before=waiting_for_decision())


def test_hand_end(snap_compare: Compare) -> None:
    app = staged_app(SOLO, ["9D", "KC QC 7S"], pile="9H", dealer=1)
    assert snap_compare(app, terminal_size=(80, 24), run_before=waiting_for_decision("enter"))


def test_help(snap_compare: Compare) -> None:
    app = staged_app(SOLO, ["9D 7C", "KC QC 7S"], pile="9H", dealer=1)
    assert snap_compare(app, terminal_size=(80, 24), run_before=waiting_for_decision(then=("question_mark",)))
