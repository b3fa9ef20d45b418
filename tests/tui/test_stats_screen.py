"""The statistics screen, from the first screen: each player's figures per ruleset, bots by level."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from textual.widgets import DataTable, Label, OptionList

from maumau_tui.store.commands import one_place
from maumau_tui.match import Match, SeatInfo
from maumau_tui.store.saves import Store
from maumau_tui.store.stats import Statistics
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.statistics import StatisticsScreen
from maumau_tui.tui.screens.variant import VariantScreen
from maumau_tui.tui.settings import Settings
from tui_helpers import screen_text, until

SIZE = (120, 30)


def finished(ruleset: str, seed: int) -> Match:
    """A whole match (single hands: one hand) of ``ruleset``: Anna against an easy and a medium bot."""
    rng = random.Random(seed)
    match = Match.create(ruleset, ["Anna", "Robo", "Rita"], seed=seed,
                         seats=[SeatInfo("Anna"), SeatInfo("Robo", "bot", "easy", 1), SeatInfo("Rita", "bot", "medium", 2)])
    while not match.over or not match.results:
        game = match.deal()
        while not game.finished:
            seat = rng.choice(game.seats_to_act())
            legal = game.legal_moves(seat)
            match.apply(rng.choice([move for move in legal if move.kind != "cheat"] or legal), seat)
        if match.single_hands:
            break
    return match


def rows_of(table: DataTable[object]) -> list[list[str]]:
    return [[str(cell) for cell in table.get_row_at(index)] for index in range(table.row_count)]


async def test_statistics_from_the_first_screen_per_ruleset_with_bots_by_level(tmp_path: Path,
                                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    store = Store(tmp_path)
    for number, ruleset in enumerate(["standard", "standard", "crazy-eights"]):
        store.finish(f"m{number}", finished(ruleset, 30 + number))
    counted = Statistics(Store(tmp_path))
    assert counted.sync() == 3
    expected = {(row.player, row.ruleset): row for row in counted.table()}
    app = MauMauApp(Settings(lang="en"), variants=["standard"])
    async with app.run_test(size=SIZE) as pilot:
        options = app.screen.query_one(OptionList)
        await until(pilot, lambda: "Statistics" in str(options.get_option_at_index(options.option_count - 2).prompt),
                    "the first screen's entries")
        await pilot.press("end", "up", "enter")
        await until(pilot, lambda: isinstance(app.screen, StatisticsScreen), "the statistics")
        table = app.screen.query_one(DataTable)
        rows = rows_of(table)                                   # every ruleset: player, ruleset, matches ...
        assert table.fixed_columns == 2                         # (who, and in which ruleset, stay in view)
        assert {(row[0], row[1]) for row in rows} == {
            (name, ruleset) for name in ("Anna", "bot (easy)", "bot (medium)") for ruleset in ("standard", "crazy-eights")}
        for row in rows:
            key = ("Anna" if row[0] == "Anna" else "bot:" + row[0][5:-1], row[1])
            figures = expected[key]
            assert (int(row[2]), int(row[3]), int(row[5]), row[7]) == (
                figures.matches, figures.hands, figures.lost, one_place(figures.average_points))
        note = str(app.screen.query_one("#stats-note", Label).render())   # (playtest 70: a level's matches per seat)
        assert "bot (level): every seat a bot of that level played counts" in note, note
        assert "chain: the longest chain of naming cards" in note, note   # (PLAYTEST128 F3: the column said nothing)
        await pilot.press("tab")                                # one ruleset at a time
        title = str(app.screen.query_one("#stats-title", Label).render())
        assert title == "Statistics – Crazy Eights (crazy-eights)" and len(rows_of(table)) == 3   # (its name, and the
        assert [int(row[1]) for row in rows_of(table)] == [1, 1, 1]                     # id the rows of all show)
        await pilot.press("tab")
        assert str(app.screen.query_one("#stats-title", Label).render()) == "Statistics – Mau-Mau (standard)"
        assert [int(row[1]) for row in rows_of(table)] == [2, 2, 2]
        await pilot.press(*["right"] * 60)                     # scrolled to the last figures, the players stay
        assert table.scroll_x > 0 and "Anna" in screen_text(app) and "bot (medium)" in screen_text(app)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, VariantScreen), "back to the first screen")


async def test_no_finished_match_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(Settings(lang="de"), variants=["standard"])
    async with app.run_test(size=SIZE) as pilot:
        await statistics_open(pilot, app)
        assert app.screen.query_one(DataTable).row_count == 0
        assert str(app.screen.query_one("#stats-note", Label).render()) == "Noch keine beendete Partie."


def test_a_bots_level_is_said_in_the_language_of_the_screen() -> None:
    from maumau_tui.store.stats import PlayerStats
    from maumau_tui.tui.screens.statistics import player_label

    row = PlayerStats(player="bot:hard", ruleset="standard", kind="bot", level="hard", matches=1, hands=1, wins=0,
                      lost=0, hands_won=0, points=0, best_hand=0, worst_hand=0, longest_chain=0, cheats_caught=0,
                      caught_cheating=0)
    assert player_label(row, "de") == "Bot (schwer)" and player_label(row, "en") == "bot (hard)"


async def test_matches_still_saved_are_said_not_counted_and_the_columns_say_what_they_count(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As ``maumau stats`` says it (review 35): an evening left mid-hand is not counted yet, and the last two columns
    are about cheating only."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    store = Store(tmp_path)
    unfinished = Match.create("standard", ["Anna", "Ben"], seed=5)
    unfinished.deal()
    store.save("20261129-050154-standard", unfinished)
    app = MauMauApp(Settings(lang="de"), variants=["standard"])
    async with app.run_test(size=SIZE) as pilot:
        await statistics_open(pilot, app)
        note = str(app.screen.query_one("#stats-note", Label).render())
        assert note.startswith("Noch keine beendete Partie.\nnoch nicht gezählt, weil zum Weiterspielen gespeichert: 1;"), note
        columns = [str(column.label) for column in app.screen.query_one(DataTable).columns.values()]
        assert columns[-2:] == ["beim Fuschen erwischt", "Fuschen aufgedeckt"], columns


def test_matches_still_saved_are_told_by_their_rulesets_id_even_one_ending_in_digits(tmp_path: Path) -> None:
    from maumau_tui.store.commands import still_saved

    saves = tmp_path / "saves"
    saves.mkdir()
    for name in ("20261129-050154-kneipe-2024", "20261129-050154-kneipe-2024-2", "20261129-050155-evil-seven",
                 "20261129-050155-evil-seven-3", "evening"):
        (saves / f"{name}.json").write_text("{}", encoding="utf-8")
    store = Store(tmp_path)
    assert [still_saved(store, ruleset) for ruleset in ("kneipe-2024", "kneipe", "evil-seven", "evil", None)] == \
        [2, 0, 2, 0, 4]


async def test_at_80_columns_arrows_move_whole_columns_and_the_note_is_read_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """(Playtest 62: → moved by 10 characters, then by 1, headers cut mid-word; the note ended at the window's edge.)"""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    store = Store(tmp_path)
    store.finish("m0", finished("standard", 30))
    unfinished = Match.create("standard", ["Anna", "Ben"], seed=5)
    unfinished.deal()
    store.save("20261129-050154-standard", unfinished)
    app = MauMauApp(Settings(lang="de"), variants=["standard"])
    async with app.run_test(size=(80, 24)) as pilot:
        await statistics_open(pilot, app)
        table = app.screen.query_one(DataTable)
        widths = [column.get_render_width(table) for column in table.ordered_columns]
        starts = [sum(widths[2:index]) for index in range(2, len(widths))]   # (after the two that stay)
        seen = [round(table.scroll_x)]
        for _ in range(4):
            await pilot.press("right")
            seen.append(round(table.scroll_x))
        assert seen == starts[:5], (seen, starts)
        await pilot.press("left")
        assert round(table.scroll_x) == starts[3]
        text = " ".join(screen_text(app).split())
        assert "wenn ihr sie am Ende eines Spiels beendet: q, „Partie hier beenden“; über SSH e auf der Abrechnung)" in text, text


async def test_with_many_rows_the_notes_and_keys_stay_on_the_screen(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Review 91: the table grew with its rows and pushed the notes and the key line below an 80x24 screen."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    store = Store(tmp_path)
    for number, ruleset in enumerate(("standard", "crazy-eights", "puque", "switch", "pesten", "tschau-sepp")):
        store.finish(f"m{number}", finished(ruleset, 40 + number))
    app = MauMauApp(Settings(lang="en"), variants=["standard"])
    async with app.run_test(size=(80, 24)) as pilot:
        await statistics_open(pilot, app)
        assert app.screen.query_one(DataTable).row_count == 18
        text = " ".join(screen_text(app).split())
        assert "bot (level): every seat a bot of that level played counts" in text and "Esc" in text, text


def many_players(home: Path, running: bool = True) -> None:
    """Nine rows (three rulesets, Anna and two bots in each), and a match still saved: the longest notes."""
    store = Store(home)
    for number, ruleset in enumerate(("standard", "crazy-eights", "puque")):
        store.finish(f"m{number}", finished(ruleset, 40 + number))
    if running:
        unfinished = Match.create("standard", ["Anna", "Ben"], seed=5)
        unfinished.deal()
        store.save("20261129-050154-standard", unfinished)


def rows_seen(app: MauMauApp) -> int:
    """The table's rows on the screen (a player, then a ruleset)."""
    row = re.compile(r"\s+(Anna|[Bb]ot \(\w+\))\s+(standard|crazy-eights|puque)\s")
    return sum(1 for line in screen_text(app).splitlines() if row.match(line))


async def statistics_open(pilot, app: MauMauApp) -> None:  # type: ignore[no-untyped-def]
    """The statistics screen over ``app``'s first screen, laid out: its notes are written once the table's width is
    known (a test that read them a pause after the screen came read none on a busy machine)."""
    app.push_screen(StatisticsScreen(app.settings, app.store))
    await until(pilot, lambda: noted(app), "the statistics with their notes")


def noted(app: MauMauApp) -> bool:
    screen = app.screen
    return isinstance(screen, StatisticsScreen) and bool(screen.query("#stats-note")) and bool(
        str(screen.query_one("#stats-note", Label).render()))


async def test_at_60x20_every_row_comes_before_the_notes_which_i_unfolds(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST175 F1: at 60x20 the notes took the room and two of nine rows were seen; now the notes fold to a line
    that names its key, and ↑ ↓ are named where rows are hidden."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    many_players(tmp_path)
    app = MauMauApp(Settings(lang="de"), variants=["standard"])
    async with app.run_test(size=(60, 20)) as pilot:
        await statistics_open(pilot, app)
        assert app.screen.query_one(DataTable).row_count == 9
        assert rows_seen(app) == 9, screen_text(app)
        text = screen_text(app)
        assert "i: Hinweise zu den Zahlen (4)" in text and "Kette:" not in text, text   # (Crazy Eights' points too)
        assert "Tab: nächste Variante" in text and "Zeilen" not in text, text
        await pilot.press("i")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "Kette: die längste Kette" in text and "i: Hinweise einklappen" in text, text
        assert "↑ ↓: alle 9 Zeilen" in text and "Esc: zurück" in text, text   # (rows hidden behind the notes now)
        await pilot.press("i")
        await pilot.pause()
        assert rows_seen(app) == 9, screen_text(app)


async def test_where_the_notes_leave_room_for_every_row_they_stay_whole(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    many_players(tmp_path)
    app = MauMauApp(Settings(lang="en"), variants=["standard"])
    async with app.run_test(size=(80, 30)) as pilot:
        await statistics_open(pilot, app)
        text = " ".join(screen_text(app).split())
        assert rows_seen(app) == 9 and "chain: the longest chain" in text and "i: fold the notes" in text, text
        await pilot.press("i")                             # (it works: the key line names it, PLAYTEST185)
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert rows_seen(app) == 9 and "chain: the longest chain" not in text and "i: fold" not in text, text


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_at_120_columns_the_table_takes_the_width_and_at_200_shows_every_column(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """PLAYTEST175 F2: at 120 columns the table stayed 98 wide (the set-up's box), its columns cut at 100."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    many_players(tmp_path, running=False)
    app = MauMauApp(Settings(lang=lang), variants=["standard"])
    async with app.run_test(size=(120, 40)) as pilot:
        await statistics_open(pilot, app)
        table = app.screen.query_one(DataTable)
        assert table.size.width == 118, table.size
        keys = lambda: " ".join(str(app.screen.query_one("#stats-keys", Label).render()).split())   # noqa: E731
        more = "← →: more columns" if lang == "en" else "← →: weitere Spalten"
        assert more in keys(), keys()
        await pilot.resize_terminal(200, 40)
        await pilot.pause()
        await pilot.pause()
        headings = [str(column.label) for column in table.ordered_columns]
        assert table.max_scroll_x == 0 and table.size.width < 200, (table.size, table.virtual_size)
        assert more not in keys() and "Esc" in keys(), keys()   # (a playtest: ← → offered where every column shows)
        heading_line = next(line for line in screen_text(app).splitlines() if headings[0] in line)
        assert all(heading in heading_line for heading in headings), heading_line


async def test_in_ascii_the_notes_are_german_spelled_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The notes come from the store's words (``STATS_WORDS``), past the word tables that spell German out: in ASCII
    the driver made "zählt" (counts) "zahlt" (pays), as PLAYTEST110 F16 had it elsewhere."""
    from maumau_tui.tui.spelling import spell_out

    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    many_players(tmp_path)
    app = MauMauApp(Settings(lang="de"), variants=["standard"])
    spell_out()
    try:
        async with app.run_test(size=(100, 40)) as pilot:
            await statistics_open(pilot, app)
            note = str(app.screen.query_one("#stats-note", Label).render())
            assert "zaehlt bei keinem" in note and "noch nicht gezaehlt" in note and "ä" not in note, note
    finally:
        spell_out(False)


@pytest.mark.parametrize(("lang", "size", "fold"), [("en", (80, 24), "i: fold the notes"),
                                                     ("de", (100, 50), "i: Hinweise einklappen")])
async def test_notes_unfolded_with_i_have_the_key_line_name_i_to_fold_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int], fold: str) -> None:
    """A playtest: the notes, whole where there is room, folded with i and unfolded with i again; then nothing on the
    screen named i to fold them again.  (PLAYTEST185: nor where they were whole to begin with.)"""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    many_players(tmp_path)
    app = MauMauApp(Settings(lang=lang), variants=["standard"])
    async with app.run_test(size=size) as pilot:
        await statistics_open(pilot, app)
        keys = lambda: " ".join(str(app.screen.query_one("#stats-keys", Label).render()).split())   # noqa: E731
        assert fold in keys() and rows_seen(app) == 9, keys()   # (whole, with room for every row: i folds them)
        await pilot.press("i")
        await pilot.pause()
        assert rows_seen(app) == 9 and fold not in screen_text(app)    # folded: the notes' line names i
        await pilot.press("i")
        await pilot.pause()
        assert fold in keys() and rows_seen(app) == 9, keys()
        await pilot.press("i")
        await pilot.pause()
        assert fold not in keys(), keys()


@pytest.mark.parametrize(("lang", "size"), [("en", (80, 24)), ("de", (100, 50)), ("en", (60, 20))])
async def test_the_notes_follow_the_last_row_with_no_stray_line_between(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]) -> None:
    """A playtest: a lone scroll-bar cell stood above the notes (the table's horizontal scroll bar, whose dark thumb
    did not show: ← → scroll the columns, the key line says so), and on a tall screen the notes came after a blank
    gap under the rows (the table took the height whatever its rows)."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    many_players(tmp_path)
    app = MauMauApp(Settings(lang=lang), variants=["standard"])
    async with app.run_test(size=size) as pilot:
        await statistics_open(pilot, app)
        lines = screen_text(app).splitlines()
        last_row = max(index for index, line in enumerate(lines) if re.match(r"\s+(Anna|[Bb]ot \(\w+\))\s", line))
        note = str(app.screen.query_one("#stats-note", Label).render())
        assert note[:20] and lines[last_row + 1].strip().startswith(note[:20]), lines[last_row:last_row + 3]
        assert rows_seen(app) == 9, screen_text(app)


@pytest.mark.parametrize("lang, loser, winner", [
    ("en", "points/hand in idioten-mau, prsi: a lost hand counts as 1 (only the loser is counted)",
     "points/hand in crazy-eights: what the hand's winner collects (more is better)"),
    ("de", "Punkte/Spiel in idioten-mau, prsi: ein verlorenes Spiel zählt 1 (nur der Verlierer zählt)",
     "Punkte/Spiel in crazy-eights: was der Gewinner eines Spiels bekommt (mehr ist besser)")])
async def test_points_per_hand_are_explained_where_a_ruleset_scores_a_hand_otherwise(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, loser: str, winner: str) -> None:
    """(As ``maumau stats``'s legend says it: in Prší a hand charges 1 to its loser, so points/hand there is the hands
    lost per hand; in Crazy Eights the winner collects.)  Said for the rulesets on the screen only."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    store = Store(tmp_path)
    for number, ruleset in enumerate(("prsi", "standard", "crazy-eights", "idioten-mau")):
        store.finish(f"m{number}", finished(ruleset, 50 + number))
    app = MauMauApp(Settings(lang=lang), variants=["standard"])
    async with app.run_test(size=SIZE) as pilot:
        await statistics_open(pilot, app)

        def note() -> str:
            return " ".join(str(app.screen.query_one("#stats-note", Label).render()).split())

        assert loser in note() and winner in note(), note()
        await pilot.press("tab")                                  # crazy-eights alone
        assert winner in note() and "prsi" not in note(), note()
        await pilot.press("tab", "tab", "tab")                    # standard alone: scored by the points left
        assert str(app.screen.query_one("#stats-title", Label).render()).endswith("(standard)")
        assert loser.split(" idioten-mau")[0] not in note(), note()     # ("points/hand in": no such note)
