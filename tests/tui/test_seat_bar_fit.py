"""The seat bar fits the terminal: a bot's level word loses "bot" first, then the seats go on up to three rows,
broken between seats; names are cut only where twelve long names need more than that."""

from __future__ import annotations

from dataclasses import replace

import pytest
from rich.text import Text

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.engine.views import View
from maumau_tui.engine.views import view as view_of
from maumau_tui.notation import parse_move
from maumau_tui.rules.compile import compile_ruleset
from maumau_tui.rules.loader import load as load_ruleset
from maumau_tui.table import Table
from maumau_tui.tui.labels import Look
from maumau_tui.tui.widgets.table_info import SEAT_GAP, SeatsBar, awaited, seats_line
from tui_helpers import staged_app, table_screen, take_handoff, until

LEVELS = ("easy", "medium", "hard", None)       # None: a person


def table_of(ruleset: str, count: int, long_names: bool) -> tuple[View, dict[int, str], list[int]]:
    names = [(f"Maximilianus{seat:02d}ab" if long_names else f"P{seat}") for seat in range(count)]
    seats = [(name, LEVELS[seat % 4] if seat else None) for seat, name in enumerate(names)]
    table = Table.from_names(ruleset, seats, seed=1)
    table.deal()
    return view_of(table.game, count - 1), dict(table.levels), sorted(table.bots)


CASES = [(ruleset, count) for ruleset in ("standard", "kronenstube", "prsi")
         for count in (2, 5, load_ruleset(ruleset).players.max)]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("ruleset", "count"), CASES)
@pytest.mark.parametrize("width", [78, 158])
@pytest.mark.parametrize("long_names", [False, True])
def test_every_seat_shows_whole_on_one_of_at_most_three_rows(ruleset: str, count: int, width: int, lang: str,
                                                           long_names: bool) -> None:
    view, levels, bots = table_of(ruleset, count, long_names)
    actor = count // 2
    text = seats_line(view, Look(lang), bots, actor, levels, width)
    rows = text.plain.split("\n")
    assert len(rows) <= 3 and all(Text(row).cell_len <= width for row in rows), rows
    seats = [part for row in rows for part in row.split(SEAT_GAP)]
    assert len(seats) == count, rows                        # never broken inside a seat
    for seat, part in enumerate(seats):
        name = view.names[seat]
        shown = part[1:].split(" ")[0]
        head, cut, tail = shown.partition("…")
        assert name == shown or (cut and name.startswith(head) and name.endswith(tail) and len(shown) >= 3), part
        assert part.startswith("▶") == (seat == actor)
        assert f" {view.hand_sizes[seat]}" in part
    if text.plain == seats_line(view, Look(lang), bots, actor, levels).plain:
        assert len(rows) == 1                                # the whole line is kept only where it fits


def test_the_level_word_loses_bot_before_the_line_breaks_and_names_are_cut_last() -> None:
    view, levels, bots = table_of("standard", 5, long_names=False)
    wide = seats_line(view, Look("en"), bots, 0, levels, 200).plain
    assert "P1 5 [bot, medium]" in wide and "P3 5 │" in wide and "\n" not in wide
    narrow = seats_line(view, Look("en"), bots, 0, levels, 40).plain
    assert "P1 5 [medium]" in narrow and "bot," not in narrow and "\n" in narrow and "…" not in narrow
    german = seats_line(view, Look("de"), bots, 0, levels, 40).plain
    assert "P1 5 [mittel]" in german and "P4 5 [leicht] (G)" in german and "Bot," not in german
    assert "P1 5 [Bot, mittel]" in seats_line(view, Look("de"), bots, 0, levels, 200).plain


async def test_five_seats_fit_one_row_at_80_columns_and_refit_after_a_resize() -> None:
    seats = [("Anna", None), ("Ben", None), ("Bot-1", "easy"), ("Bot-2", "hard"), ("Bot-3", "medium")]
    app = staged_app(seats, ["7H 9D", "KC QS", "QD 10D", "8C 8D", "9C 9S"], pile="9H",  # type: ignore[arg-type]
                     stock="AS AH AC")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: bool(app.screen_stack) and any(
            s.__class__.__name__ == "TableScreen" for s in app.screen_stack), "the table")
        bar = table_screen(app).query_one(SeatsBar)
        await until(pilot, lambda: "[easy]" in str(bar.content), "the seat bar fitted to 78 columns")
        assert "\n" not in str(bar.content) and "Bot-3 2 [medium]" in str(bar.content)
        await pilot.resize_terminal(160, 30)
        await until(pilot, lambda: "[bot, easy]" in str(bar.content), "the seat bar at 158 columns")
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: "[easy]" in str(bar.content) and "bot," not in str(bar.content),
                    "the seat bar fitted again")
        await take_handoff(pilot, app)                          # the table itself on top
        await pilot.resize_terminal(50, 15)                     # too small: the table waits under a notice
        await until(pilot, lambda: app.screen.__class__.__name__ == "TooSmallScreen", "the too-small notice")
        await pilot.resize_terminal(80, 24)                     # back: one row again, and one row high
        await until(pilot, lambda: app.screen.__class__.__name__ != "TooSmallScreen" and "\n" not in str(bar.content),
                    f"the table again ({app.screen}, {bar.content})")
        await until(pilot, lambda: bar.region.height == 1, "the seat bar one row high again")


def test_in_an_answer_window_the_mark_is_on_the_seat_that_may_answer() -> None:
    """Anna's 6♥ (Erftschmiede): Ben misses his turn and Ben or Cleo may block it; Cleo's bar marks Cleo."""
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    game = Game.stacked(compile_ruleset(load_ruleset("erftschmiede"), 3), ["Anna", "Ben", "Cleo"],
                        [cards("6H 9D 8S"), cards("7C KD 10C"), cards("5H QD 10S")], cards("9H"),
                        cards("2C 3C 3S 3H 3D 4C"), 2)
    assert awaited(view_of(game, 0)) == 0                         # Anna's turn
    game.apply(parse_move("play 6H"), 0)
    assert view_of(game, 2).window == (1, 2)
    assert [awaited(view_of(game, seat)) for seat in (None, 0, 1, 2)] == [1, 1, 1, 2]
    line = seats_line(view_of(game, 2), Look(), [], awaited(view_of(game, 2)))
    assert "▶Cleo" in line.plain and "▶Ben" not in line.plain


def test_names_alike_but_for_their_end_stay_apart_when_they_are_cut() -> None:
    """PLAYTEST279 N15: ten seats of 16 letters, nine bots "Spielerin-Nr-1xx" to "-9xx": cut at their end, every bot
    read "Spielerin-N…"; cut in the middle each keeps its number."""
    view, levels, bots = table_of("standard", 10, long_names=False)
    names = ("Aaaaaaaaaaaaaaaa", *(f"Spielerin-Nr-{n}xx" for n in range(1, 10)))
    view = replace(view, names=names)
    rows = seats_line(view, Look("de"), bots, 0, levels, 98).plain.split("\n")
    shown = [part[1:].split(" ")[0] for row in rows for part in row.split(SEAT_GAP)]
    assert len(set(shown)) == 10 and any("…" in name for name in shown), shown
    from maumau_tui.tui.widgets.table_info import cut_middle
    assert cut_middle("Spielerin-Nr-9xx", 12) == "Spiele…r-9xx" and cut_middle("Anna", 3) == "A…a"
    assert cut_middle("台所のマウマウ", 7) == "台…ウ" and cut_middle("Anna", 4) == "Anna"   # (wide letters: 2 columns)
