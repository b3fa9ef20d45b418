"""The statistics screen: each player's figures per ruleset (bots listed by level), from the finished matches."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import DataTable, Label

from maumau_tui.rules.schema import Ruleset
from maumau_tui.store.commands import STATS_WORDS, one_place, still_saved
from maumau_tui.store.saves import Store
from maumau_tui.store.stats import PlayerStats, Statistics
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.labels import level_word, ruleset_name
from maumau_tui.tui.screens.base import GameScreen
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.spelling import spelled
from maumau_tui.tui.widgets.text import fitted_keys, show_text

SETUP_WIDTH = 100     # the set-up's box (``.setup-box``), the notes' lines in it; wider only as the table needs


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
    """Figures of one ruleset at a time (Tab changes it; first: every ruleset; ← → scroll the columns; i shows or
    folds the notes); Esc goes back."""

    BINDINGS = [Binding("tab", "ruleset(1)", show=False, priority=True),
                Binding("shift+tab", "ruleset(-1)", show=False, priority=True),
                Binding("right", "columns(1)", show=False, priority=True),
                Binding("left", "columns(-1)", show=False, priority=True),
                Binding("i", "notes", show=False),
                Binding("escape,q", "back", show=False)]

    def __init__(self, settings: Settings, store: Store) -> None:
        super().__init__(classes="setup")
        self.settings = settings
        self.statistics = Statistics(store)
        self.statistics.sync()                         # finished matches not yet counted are counted now
        self.rows = self.statistics.table()
        self.rulesets: list[str | None] = [None, *sorted({row.ruleset for row in self.rows})]
        self.choice = 0
        self.lead = ""                     # said whatever the room: a problem reading the figures, or none yet
        self.notes: list[str] = []         # what the columns count and what is not counted: folded where rows need room
        self.notes_open: bool | None = None   # as the player chose with i; None: as the room allows
        self.notes_whole = True
        self.read: dict[str, Ruleset | None] = {}   # each ruleset as read once (``rules``; None: cannot be read now)

    def compose(self) -> ComposeResult:
        lang = self.settings.lang
        with Vertical(id="stats-box", classes="setup-box"):
            yield Label(tr(lang, "stats_title"), id="stats-title", classes="setup-title")
            yield DataTable(id="stats-table", cursor_type="row", zebra_stripes=True)
            yield Label("", id="stats-note")
            yield Label(tr(lang, "stats_keys"), id="stats-keys", classes="setup-hint")

    def on_mount(self) -> None:
        self.show()

    def on_resize(self, event: events.Resize) -> None:   # the base class's handler runs too (Textual walks the MRO)
        self.call_after_refresh(self.fit)

    def show(self) -> None:
        lang = self.settings.lang
        ruleset = self.rulesets[self.choice]
        rows = [row for row in self.rows if ruleset is None or row.ruleset == ruleset]
        self.query_one("#stats-title", Label).update(f"{tr(lang, 'stats_title')} – {self.heading(ruleset)}")
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
        self.lead = self.statistics.problem or ("" if rows else tr(lang, "stats_empty"))
        notes: list[str] = []
        if rows:                                                       # what the last columns count (PLAYTEST128
            notes.append(words["legend"][-1])                          # F3: "Chain" said nothing)
        shown = sorted({row.ruleset for row in rows})
        for mode, said in words["scored_by"].items():                  # points/hand where a hand is not scored by
            if named := [each for each in shown if self.scoring(each) == mode]:   # the points left in hand
                notes.append(said.format(rulesets=", ".join(named)))
        if any(row.kind == "bot" for row in rows):                     # (playtest 70: a bot level's matches read
            notes.append(words["bots"])                                # as too many)
        if running := still_saved(self.statistics.store, ruleset):    # (matches left mid-hand: not counted yet)
            notes.append(words["running"].format(n=running))
        self.notes = [spelled(note) for note in notes]    # (the store's words, in ASCII: "zaehlt", not "zahlt")
        self.fit()
        self.call_after_refresh(self.fit)                  # again with the columns measured and the box laid out

    def rules(self, ruleset: str) -> Ruleset | None:
        """``ruleset`` as read once (None: removed or broken since: nothing said about it)."""
        if ruleset not in self.read:
            from maumau_tui.rules.loader import load

            try:
                self.read[ruleset] = load(ruleset)
            except (ValueError, OSError):
                self.read[ruleset] = None
        return self.read[ruleset]

    def scoring(self, ruleset: str) -> str | None:
        """How ``ruleset`` scores a hand (``Scoring.mode``; None: its file cannot be read now)."""
        rules = self.rules(ruleset)
        return rules.scoring.mode if rules is not None else None

    def heading(self, ruleset: str | None) -> str:
        """What the title names: every ruleset, or one by its name and the id its rows show in the table of all
        ("Faraón (faraon)"; the id alone had named one: "Statistik – faraon")."""
        lang = self.settings.lang
        if ruleset is None:
            return tr(lang, "stats_all")
        rules = self.rules(ruleset)
        name = ruleset_name(rules, lang) if rules is not None else ruleset
        return name if name.casefold() == ruleset.casefold() else f"{name} ({ruleset})"

    def fit(self) -> None:
        """The box as wide as the table's columns need (at least the set-up's 100 columns; PLAYTEST175 F2: the table
        stayed 98 wide at 120), the table at most as tall as its rows (on a tall screen the notes followed a blank
        gap); the notes whole where they leave the table room for every row or take a third of the room at most, else
        folded to one line that names i (F1: at 60x20 two rows of nine were seen); shown whole, the key line names i to
        fold them; ↑ ↓ named in the key line where rows are hidden."""
        box = self.query_one("#stats-box", Vertical)
        table = self.query_one("#stats-table", DataTable)
        note = self.query_one("#stats-note", Label)
        keys = self.query_one("#stats-keys", Label)
        wide = max(SETUP_WIDTH, table.virtual_size.width + table.styles.scrollbar_size_vertical + box.styles.padding.width)
        if box.styles.max_width is None or box.styles.max_width.value != wide:
            box.styles.max_width = wide
            self.call_after_refresh(self.fit)                  # again at the width the box then has
        tall = table.header_height + table.row_count
        if table.styles.max_height is None or table.styles.max_height.value != tall:
            table.styles.max_height = tall
        if not note.size.width or not keys.size.width:
            return

        def lines(text: str, label: Label = note) -> int:
            return Content(text).get_height(label.styles.get_rules(), label.size.width) if text else 0

        lang = self.settings.lang
        columns = table.max_scroll_x or table.scroll_x          # (where every column shows, ← → would do nothing)
        key_line = tr(lang, "stats_keys" if columns else "stats_keys_all")
        folding = f"{tr(lang, 'stats_notes_fold')} · {key_line}"   # (notes shown whole: i folds them; PLAYTEST185)
        title = self.query_one("#stats-title", Label)

        def room_beside(keyed: str) -> int:
            return (box.content_region.height - title.outer_size.height - table.header_height - lines(self.lead)
                    - lines(fitted_keys(keyed, keys.size.width), keys))

        room = room_beside(folding if self.notes else key_line)
        whole = lines("\n".join(self.notes))
        crowded = table.row_count > room - whole and 3 * whole > room
        self.notes_whole = not crowded if self.notes_open is None else self.notes_open
        notes = self.notes if self.notes_whole else [tr(lang, "stats_notes_folded", n=len(self.notes))] if self.notes else []
        show_text(note, "\n".join(line for line in (self.lead, *notes) if line))
        if self.notes and self.notes_whole:
            key_line = folding
        if table.row_count > room_beside(key_line) - lines("\n".join(notes)):
            key_line = f"{tr(lang, 'stats_more_rows', n=table.row_count)} · {key_line}"
        show_text(keys, fitted_keys(key_line, keys.size.width))

    def action_notes(self) -> None:
        """i: the notes whole, or folded to their line (whatever the room would have them)."""
        self.notes_open = not self.notes_whole
        self.fit()

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
