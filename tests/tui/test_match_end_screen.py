"""The last hand of a match says first that the match is over and who lost (its title, the top line at
80x24), in German and English; a hand in the middle of the match keeps its own title; a player out of the
match shows as out."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from textual.app import App
from textual.widgets import Label

from maumau_tui.match import Match
from maumau_tui.clock import ManualClock
from maumau_tui.tui import app as app_module
from maumau_tui.tui.hand_summary import HandSummary, hand_summary
from maumau_tui.tui.labels import Look
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.score_words import next_lines
from tui_helpers import screen_text, until

SIZE = (80, 24)
NAMES = ["Anna", "Ben", "Robo"]


class EndApp(App[object]):
    """Only the hand-end screen, with the app's styles."""

    CSS_PATH = str(Path(app_module.__file__).with_name("app.tcss"))

    def __init__(self, summary: HandSummary, lang: str) -> None:
        super().__init__()
        self.summary, self.lang = summary, lang
        self.results: list[str | None] = []

    def on_mount(self) -> None:
        self.push_screen(HandEndScreen(self.summary, Look(self.lang)), self.results.append)


def played(ruleset: str, seed: int, to_the_end: bool) -> tuple[HandSummary, HandSummary]:
    """The summaries of a match's first hand and (played at random) of its last one."""
    match = Match.create(ruleset, NAMES, seed=seed)
    rng = random.Random(seed)
    first: HandSummary | None = None
    while first is None or (to_the_end and not match.over):
        game = match.deal()
        while not game.finished:
            match.apply(rng.choice(game.legal_moves()))
        first = first or hand_summary(match)
    return first, hand_summary(match)


@pytest.mark.parametrize(("lang", "over", "best", "hand"),
                         [("de", "Die Partie ist vorbei. Verloren: ", "Am besten: ", "Spiel {n} ist vorbei."),
                          ("en", "The match is over. Lost: ", "Best: ", "Hand {n} is over.")])
async def test_the_last_hand_of_a_match_is_titled_with_the_matchs_result(lang: str, over: str, best: str,
                                                                        hand: str) -> None:
    first, last = played("faraon", 3, to_the_end=True)
    assert last.match_over and last.losers and last.number > 1 and last.winners
    losers = ", ".join(NAMES[seat] for seat in last.losers)
    winner = ", ".join(NAMES[seat] for seat in last.winners)       # (the last one left: no points named)
    async with EndApp(last, lang).run_test(size=SIZE) as pilot:
        await pilot.pause()
        lines = [line.strip() for line in screen_text(pilot.app).splitlines() if line.strip()]
        assert lines[0] == f"{over}{losers}. {best}{winner}.", lines[:3]
        assert lines[1] == hand.format(n=last.number), lines[:3]
        assert sum(over in line for line in lines) == 1           # said once, at the top
        gone = [seat for seat in last.eliminated if not last.seats[seat].cards]   # out before this hand
        assert gone
        for seat in gone:                                           # out of the match, and it says so
            assert any(line.startswith(NAMES[seat]) and ("aus der Partie" in line or "out of the match" in line)
                       for line in lines), lines
    async with EndApp(first, lang).run_test(size=SIZE) as pilot:
        await pilot.pause()
        lines = [line.strip() for line in screen_text(pilot.app).splitlines() if line.strip()]
        assert lines[0] == hand.format(n=1).rstrip("."), lines[:3]
        assert not any(over in line for line in lines)


def test_a_match_scored_by_points_names_the_best_with_the_total() -> None:
    _, last = played("kronenstube", 3, to_the_end=True)
    (best,) = last.winners
    assert best not in last.losers and last.totals[best] == min(last.totals)
    said = next_lines(last, "en")[0]
    assert said.endswith(f" Best: {NAMES[best]} ({last.totals[best]} points).") and said.startswith("The match is over. Lost: ")


def test_a_match_won_by_reaching_the_target_names_its_winner() -> None:
    """PLAYTEST113 F16: Crazy Eights' end read "The match is over. Lost: Mia, Hal. Best: Eve (118 points)" for a win."""
    _, last = played("crazy-eights", 3, to_the_end=True)
    (best,) = last.winners
    assert last.target_wins and last.totals[best] == max(last.totals) >= last.target
    assert next_lines(last, "en")[0] == f"The match is over: {NAMES[best]} wins it ({last.totals[best]} points)."
    assert next_lines(last, "de")[0] == f"Die Partie ist vorbei. Gewonnen: {NAMES[best]} ({last.totals[best]} Punkte)."
    tied = replace(last, winners=[best, (best + 1) % 3])                  # (REVIEW233 A10: "Anna, Ben wins it")
    assert next_lines(tied, "en")[0] == f"The match is over: {NAMES[best]}, {NAMES[(best + 1) % 3]} win it " \
                                        f"({last.totals[best]} points)."


@pytest.mark.parametrize(("lang", "next_hand", "what_now"), [("en", "Next hand", "What next?"),
                                                             ("de", "Nächstes Spiel", "Wie weiter?")])
async def test_the_footer_names_what_enter_does_at_a_match_end_and_in_the_middle(lang: str, next_hand: str,
                                                                                  what_now: str) -> None:
    first, last = played("faraon", 3, to_the_end=True)
    for summary, shown, hidden, result in ((first, next_hand, what_now, "next"), (last, what_now, next_hand, "leave")):
        async with EndApp(summary, lang).run_test(size=SIZE) as pilot:
            await until(pilot, lambda: shown in screen_text(pilot.app).splitlines()[-1], "the footer")   # (under load
            footer = screen_text(pilot.app).splitlines()[-1]                                   # a frame may come late)
            assert hidden not in footer, footer
            assert (f"⏎/n {what_now}" in footer) == (summary is last), footer   # (PLAYTEST270 N1: n as the key line)
            await pilot.press("enter")
            await until(pilot, lambda: bool(pilot.app.results), "Enter's result")
            assert pilot.app.results == [result]   # the next hand, or (as q) the what-now question


async def test_on_a_wide_terminal_the_points_stay_near_the_names() -> None:
    first, _ = played("kronenstube", 2, to_the_end=False)
    async with EndApp(first, "en").run_test(size=(200, 50)) as pilot:
        await pilot.pause()
        rows = [line for line in screen_text(pilot.app).splitlines() if line.strip().startswith(tuple(NAMES))]
        assert rows and all(len(line.rstrip()) <= 102 for line in rows), rows


async def test_a_sheet_that_holds_keys_shows_no_keys_from_its_first_frame() -> None:
    """In a real terminal the first frame (the sheet as composed) showed "q: leave" while the sheet still held
    the last move's keys: a q pressed on it was dropped."""
    first, _ = played("kronenstube", 2, to_the_end=False)

    class HeldSheetApp(App[object]):
        CSS_PATH = EndApp.CSS_PATH

        def on_mount(self) -> None:
            sheet = HandEndScreen(first, Look("en"))
            sheet.hold_keys(clock, 0.5)
            sheet.show_scroll_hint = lambda: None     # type: ignore[method-assign]  # only what compose drew
            self.push_screen(sheet)

    clock = ManualClock()
    async with HeldSheetApp().run_test(size=SIZE) as pilot:
        await pilot.pause()
        sheet = pilot.app.screen
        assert isinstance(sheet, HandEndScreen)
        hint = str(sheet.query_one("#hand-end-hint", Label).render())
        assert hint == "…", hint
        assert "Next hand" not in screen_text(pilot.app).splitlines()[-1], "nor does the footer offer a key"
        clock.advance(0.5)
        sheet.show_keys_when_free()                   # (its watch, every 0.1 s)
        await until(pilot, lambda: "Next hand" in screen_text(pilot.app).splitlines()[-1], "the footer's keys")


def before_the_scharf_runde() -> HandSummary:
    """Miese Punkte with three players: the sheet of hand 9, after which the last Runde, played scharf, comes."""
    match = Match.create("miese-punkte", NAMES, seed=4)
    rng = random.Random(4)
    while len(match.results) < 9:
        game = match.deal()
        while not game.finished:
            match.apply(rng.choice(game.legal_moves()))
    return hand_summary(match)


@pytest.mark.parametrize(("lang", "begins"), [("de", "Die letzte Runde beginnt"), ("en", "The last Runde begins")])
async def test_the_sheet_before_the_scharf_runde_says_so_above_the_scroll(lang: str, begins: str) -> None:
    """Miese Punkte with three players: after hand 9 the last Runde, played scharf, comes next; the sheet says so
    and what it means in its fixed part, not below nine rows of scores that are seen only by scrolling."""
    app = EndApp(before_the_scharf_runde(), lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        fixed = str(app.screen.query_one("#hand-end-winner").render())
        assert begins in fixed and "scharf" in fixed
        assert begins in " ".join(screen_text(app).split())



@pytest.mark.parametrize("lang", ["de", "en"])
async def test_at_60x20_the_sheet_before_the_scharf_runde_shows_the_hands_points(lang: str) -> None:
    """PLAYTEST217 N6: at 60x20 the scharf Runde's five lines and the last moves pushed the points below the fold; the
    first look showed the table's header alone.  The points come into view, the moves above them a key away."""
    from textual.containers import VerticalScroll

    app = EndApp(before_the_scharf_runde(), lang)
    async with app.run_test(size=(60, 20)) as pilot:
        await until(pilot, lambda: bool(app.screen.query("#hand-end-table")), "the sheet")
        scroll = app.screen.query_one("#hand-end-scroll", VerticalScroll)
        table = app.screen.query_one("#hand-end-table")
        await until(pilot, lambda: scroll.region.y <= table.region.y and table.region.bottom <= scroll.region.bottom,
                    "the points in view")
        assert scroll.max_scroll_y > 0 and scroll.scroll_y > 0           # it does not fit: the moves scrolled up ...
        shown = screen_text(app)
        for name in NAMES:                                              # ... and every seat's row of points shows
            assert any(line.strip().startswith(name) for line in shown.splitlines()), shown
