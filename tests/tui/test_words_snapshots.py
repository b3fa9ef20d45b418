"""SVG snapshots at 80x24, German and English: a long status line (a round of Kings back with its caller),
the Scharf table, and the hand end of a Jack doubling and of a Scharf hand; with Pilot checks of the words.

Update after a reviewed change with ``pytest tests/tui/test_words_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.match import HandResult
from maumau_tui.clock import ManualClock
from maumau_tui.table import Table
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.settings import Settings
from tui_helpers import pass_guard, ready_handoff, screen_text, until, until_decision

SIZE = (80, 24)
TRIO = [("Anna", False), ("Ben", True), ("Cleo", True)]
Compare = Callable[..., bool]


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


def laid_out(ruleset: str, seats: list[tuple[str, bool]], hands: list[str], pile: str, stock: str, dealer: int,
             lang: str, played: int = 0, scharf: bool = False, options: dict[str, bool | int] | None = None) -> MauMauApp:
    """An app on a hand laid out card by card, after ``played`` finished hands of two points each for Cleo."""
    table = Table.from_names(ruleset, seats, seed=1, options=options)
    for number in range(1, played + 1):
        scores = [0] * len(seats)
        scores[-1] = 20
        table.match.results.append(HandResult(number, (number - 1) % len(seats), False, [0], None, scores))
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards(hand) for hand in hands], cards(pile),
                                cards(stock), dealer, scharf=scharf))
    app = MauMauApp(Settings(lang=lang, seed=1, bot_delay=0.0), clock=ManualClock())
    app.table = table
    return app


def kings_back(lang: str) -> MauMauApp:
    """Erftschmiede: Anna calls a round of Kings, the bot answers with a King, the round is back with Anna."""
    return laid_out("erftschmiede", [("Anna", False), ("Bot", True)], ["KH KD 8S 3D", "KS 5D 10C 7C"], "KC",
                    "2C 3C 3S 3H 3D 4C", 1, lang)


def scharf_table(lang: str) -> MauMauApp:
    """Miese Punkte, hand 10 of 12 with three players: the last Runde, scharf; Cleo deals and plays alone."""
    return laid_out("miese-punkte", TRIO, ["JC 9D 8S", "KD QS 9S 7D", "AH 7S 8D 10C"], "9H", "7C 8C 9C 10S", 2, lang,
                    played=9, scharf=True)


def jack_doubling(lang: str) -> MauMauApp:
    """Miese Punkte: Anna goes out with a Jack, every charge counts twice and is rounded."""
    return laid_out("miese-punkte", TRIO, ["JC", "KD QS 9S", "AH 7S 8D 10C"], "9H", "7C 8C 9C", 2, lang, played=1)


def scharf_end(lang: str) -> MauMauApp:
    """The Scharf hand: Anna goes out first, so Cleo, the dealer alone, pays twice her card points."""
    return laid_out("miese-punkte", TRIO, ["9D", "KD QS 9S", "AH 7S 8D 10C"], "9H", "7C 8C 9C", 2, lang,
                    played=9, scharf=True)


def at_decision(*keys: str) -> Callable[[Pilot[Any]], Any]:
    async def run_before(pilot: Pilot[Any]) -> None:
        app = pilot.app
        await until_decision(pilot, app)  # type: ignore[arg-type]
        for key in keys:
            await pilot.press(key)
            await until_decision(pilot, app)  # type: ignore[arg-type]
        ready_handoff(app)  # type: ignore[arg-type]
        await pilot.pause()
    return run_before


def at_hand_end(pilot_keys: tuple[str, ...]) -> Callable[[Pilot[Any]], Any]:
    async def run_before(pilot: Pilot[Any]) -> None:
        app = pilot.app
        await until_decision(pilot, app)  # type: ignore[arg-type]
        await pilot.press(*pilot_keys)
        await until(pilot, lambda: isinstance(app.screen, HandEndScreen), "the hand-end screen")  # type: ignore[arg-type]
        pass_guard(app)  # type: ignore[arg-type]
        await pilot.pause()
    return run_before


@pytest.mark.parametrize("lang", ["de", "en"])
def test_long_status_line(snap_compare: Compare, lang: str) -> None:
    assert snap_compare(kings_back(lang), terminal_size=SIZE, run_before=at_decision("3", "k"))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_scharf_table(snap_compare: Compare, lang: str) -> None:
    assert snap_compare(scharf_table(lang), terminal_size=SIZE, run_before=at_decision())


@pytest.mark.parametrize("lang", ["de", "en"])
def test_hand_end_of_a_jack_doubling(snap_compare: Compare, lang: str) -> None:
    assert snap_compare(jack_doubling(lang), terminal_size=SIZE, run_before=at_hand_end(("enter",)))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_hand_end_of_a_scharf_hand(snap_compare: Compare, lang: str) -> None:
    assert snap_compare(scharf_end(lang), terminal_size=SIZE, run_before=at_hand_end(("enter",)))


async def test_the_scharf_table_names_the_runde_and_who_plays_alone() -> None:
    app = scharf_table("de")
    async with app.run_test(size=SIZE) as pilot:
        await at_decision()(pilot)
        text = screen_text(app)  # type: ignore[arg-type]
        assert "Runde: 4 von 4 (Spiel 10)" in text and "Scharf: Cleo allein" in text


@pytest.mark.parametrize(("lang", "said"), [("de", "Dieses Spiel ist scharf: Cleo gibt und spielt allein gegen alle."),
                                             ("en", "This hand is scharf: Cleo deals and plays alone against all.")])
async def test_the_first_hand_off_of_a_scharf_hand_says_who_plays_alone(lang: str, said: str) -> None:
    """(PLAYTEST124 F4: only the table's panel said so, and the hand-off is what the table reads first.)"""
    app = laid_out("miese-punkte", [("Anna", False), ("Ben", False), ("Cleo", True)],
                   ["JC 9D 8S", "KD QS 9S 7D", "AH 7S 8D 10C"], "9H", "7C 8C 9C 10S", 2, lang, played=9, scharf=True)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the first hand-off")
        assert said in " ".join(screen_text(app).split())  # type: ignore[arg-type]


async def test_the_hand_end_explains_the_jack_doubling_line_by_line() -> None:
    app = jack_doubling("en")
    async with app.run_test(size=(100, 40)) as pilot:
        await at_hand_end(("enter",))(pilot)
        text = screen_text(app)  # type: ignore[arg-type]
        assert "Anna goes out with the Jack of Clubs: “MauMau!”" in text   # (the game says it for her)
        assert "Out with a Jack: all card points count × 2." in text
        assert "Ben: 16 × 2 = 32 → 30 (rounded to 10s)" in text
        assert "Cleo: 36 × 2 = 72 → 70 (rounded to 10s)" in text


async def test_the_hand_end_explains_the_scharf_settlement() -> None:
    app = scharf_end("de")
    async with app.run_test(size=(100, 40)) as pilot:
        await at_hand_end(("enter",))(pilot)
        text = screen_text(app)  # type: ignore[arg-type]
        assert "Scharf: Cleo hat gegeben, allein gegen alle gespielt und ist nicht zuerst ausgegangen" in text
        assert "Cleo: 36 × 2 = 72 → 70 (auf 10er gerundet)" in text
        assert app.table is not None and app.table.match.results[-1].scores == [0, 0, 70]


async def test_the_match_end_says_what_each_pays_above_the_scrolled_tables() -> None:
    """(PLAYTEST101 L5: the settlement stood under the per-hand table, out of sight at 100x30 until scrolled.)"""
    app = laid_out("miese-punkte", TRIO, ["9D", "KD QS 9S", "AH 7S 8D 10C"], "9H", "7C 8C 9C", 2, "en", played=11,
                   scharf=True, options={"einsatz": 10})
    async with app.run_test(size=SIZE) as pilot:
        await at_hand_end(("enter",))(pilot)
        screen = app.screen
        assert isinstance(screen, HandEndScreen) and app.table is not None and app.table.match.over
        said = "Settlement: Anna pays €0.00, Ben pays €0.00, Cleo pays €29.00."
        assert str(screen.query_one("#hand-end-winner", Static).render()).startswith(said)
        assert said in " ".join(screen_text(app).split())  # type: ignore[arg-type]


async def test_the_sheet_scrolls_to_every_hand_and_says_so() -> None:
    app = scharf_end("en")
    async with app.run_test(size=SIZE) as pilot:
        await at_hand_end(("enter",))(pilot)
        text = screen_text(app)  # type: ignore[arg-type]
        assert "10 (scharf)" not in text and "↑↓ scroll · Enter, n: next hand" in text
        await pilot.press("end")
        await pilot.pause()
        assert "10 (scharf)" in screen_text(app)  # type: ignore[arg-type]


async def test_a_hand_end_that_fits_does_not_offer_to_scroll() -> None:
    app = jack_doubling("de")
    async with app.run_test(size=(100, 50)) as pilot:
        await at_hand_end(("enter",))(pilot)
        await pilot.pause()
        assert "blättern" not in screen_text(app)  # type: ignore[arg-type]
