"""The statistics screen: each player's figures per ruleset (bots listed by level), from the finished matches."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import DataTable, Label

from maumau_tui.store.commands import STATS_WORDS, one_place, still_saved
from maumau_tui.store.saves import Store
from maumau_tui.store.stats import PlayerStats, Statistics
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import level_word
from maumau_tui.tui.screens.base import GameScreen
from maumau_tui.tui.settings import Settings


def player_label(row: PlayerStats, lang: str) -> str:
    if row.kind != "bot":
        return row.player
    return tr(lang, "stats_bot", level=level_word(row.level, lang) or "?")


def row_cells(row: PlayerStats, lang: str) -> tuple[str, ...]:
    """One row of the table, in the order of the ``stats_cols`` heading."""
    def maybe(value: int | None) -> str:
        return "–" if value is None else str(value)

    return (player_label(row, lang), str(row.matches), str(row.hands), str(row.wins), str(row.lost),
            str(row.hands_won), one_place(row.average_points, lang), maybe(row.best_hand), maybe(row.worst_hand),
            str(row.longest_chain), str(row.caught_cheating), str(row.cheats_caught))


class StatisticsScreen(GameScreen[None]):
    """Figures of one ruleset at a time (Tab changes it; first: every ruleset; ← → scroll the columns); Esc
    goes back."""

    BINDINGS = [Binding("tab", "ruleset(1)", show=False, priority=True),
                Binding("shift+tab", "ruleset(-1)", show=False, priority=True),
                Binding("right", "columns(1)", show=False, priority=True),
                Binding("left", "columns(-1)", show=False, priority=True),
                Binding("escape,q", "back", show=False)]

    def __init__(self, settings: Settings, store: Store) -> None:
        super().__init__(classes="setup")
        self.settings = settings
        self.statistics = Statistics(store)
        self.statistics.sync()                         # finished matches not yet counted are counted now
        self.rows = self.statistics.table()
        self.rulesets: list[str | None] = [None, *sorted({row.ruleset for row in self.rows})]
        self.choice = 0

    def compose(self) -> ComposeResult:
        lang = self.settings.lang
        with Vertical(classes="setup-box"):
            yield Label(tr(lang, "stats_title"), id="stats-title", classes="setup-title")
            yield DataTable(id="stats-table", cursor_type="row", zebra_stripes=True)
            yield Label("", id="stats-note")
            yield Label(tr(lang, "stats_keys"), classes="setup-hint")

    def on_mount(self) -> None:
        self.show()

    def show(self) -> None:
        lang = self.settings.lang
        ruleset = self.rulesets[self.choice]
        rows = [row for row in self.rows if ruleset is None or row.ruleset == ruleset]
        self.query_one("#stats-title", Label).update(f"{tr(lang, 'stats_title')} – {ruleset or tr(lang, 'stats_all')}")
        table = self.query_one("#stats-table", DataTable)
        table.clear(columns=True)
        columns = tr(lang, "stats_cols").split("|")
        if ruleset is None:
            columns = [columns[0], tr(lang, "stats_ruleset"), *columns[1:]]
        table.fixed_columns = 2 if ruleset is None else 1   # who (and in which ruleset) stays in view
        table.add_columns(*columns)
        for row in rows:
            cells = row_cells(row, lang)
            table.add_row(*((cells[0], row.ruleset, *cells[1:]) if ruleset is None else cells))
        words = STATS_WORDS.get(lang, STATS_WORDS["en"])
        notes = [self.statistics.problem or ("" if rows else tr(lang, "stats_empty"))]
        if rows:                                                       # what the last columns count (PLAYTEST128
            notes.append(words["legend"][-1])                          # F3: "Chain" said nothing)
        if any(row.kind == "bot" for row in rows):                     # (playtest 70: a bot level's matches read
            notes.append(words["bots"])                                # as too many)
        if running := still_saved(self.statistics.store, ruleset):    # (matches left mid-hand: not counted yet)
            notes.append(words["running"].format(n=running))
        self.query_one("#stats-note", Label).update("\n".join(note for note in notes if note))

    def action_ruleset(self, delta: int) -> None:
        self.choice = (self.choice + delta) % len(self.rulesets)
        self.show()

    def action_columns(self, step: int) -> None:
        """← →: the figures one whole column on or back (the players stay), at once however fast the keys come."""
        table = self.query_one("#stats-table", DataTable)
        widths = [column.get_render_width(table) for column in table.ordered_columns]
        fixed = sum(widths[:table.fixed_columns])
        starts = [sum(widths[:index]) - fixed for index in range(table.fixed_columns, len(widths))]
        now = round(table.scroll_x)
        ahead = [x for x in starts if x > now] if step > 0 else [x for x in starts if x < now]
        if ahead:
            table.scroll_to(x=min(ahead) if step > 0 else max(ahead), animate=False)

    def action_back(self) -> None:
        self.dismiss(None)
