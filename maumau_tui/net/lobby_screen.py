"""The lobby a player sees after ``ssh -p PORT Anna@host``: the server's tables, and making, joining,
watching and starting one.  Everything shown comes from the host's ``lobby`` message; every choice goes
back as a request the host checks (a refusal is shown with its reason).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label, Static

from maumau_tui.net.words import word
from maumau_tui.net.connection_screen import ConnectionScreen
from maumau_tui.tui.screens.base import GameModal

Send = Callable[[dict[str, Any]], None]
KINDS = ("person", "easy", "medium", "hard")
def table_line(table: dict[str, Any], lang: str) -> str:
    """One table of the lobby: number, ruleset, who sits (bots with their level), and what it waits for."""
    seats = []
    for name, level in zip(table.get("seats", []), table.get("levels", [])):
        seats.append(f"{name} ({word(lang, level)})" if level else (name or word(lang, "free")))
    free = sum(1 for name in table.get("seats", []) if not name)
    if table.get("started"):
        state = word(lang, "playing")
        if table.get("watchers"):
            state += " · " + word(lang, "watching", n=table["watchers"])
    elif free:
        state = word(lang, "gathering", n=free)
    else:
        state = word(lang, "full", who=table.get("creator", "?"))
    return f"#{table.get('number')} {table.get('ruleset')} · {', '.join(seats)} · {state}"


class LobbyScreen(ConnectionScreen):
    """The connection's lines, then the tables of the server; the chosen one is marked."""

    DEFAULT_CSS = "LobbyScreen { padding: 1 2; } LobbyScreen Static { height: auto; margin-bottom: 1; }"
    BINDINGS = [Binding("up", "move(-1)", show=False), Binding("down", "move(1)", show=False),
                Binding("c", "create", show=False), Binding("enter,j", "join", show=False),
                Binding("w", "watch", show=False), Binding("s", "start", show=False),
                Binding("l", "leave", show=False), Binding("q", "quit", show=False)]

    def __init__(self, user: str, lang: str, send: Send, quit_app: Callable[[], None]) -> None:
        super().__init__(user, lang)
        self.send, self.quit_app = send, quit_app
        self.tables: list[dict[str, Any]] = []
        self.rulesets: list[str] = ["standard"]
        self.chosen = 0
        self.notice = ""

    def below(self) -> ComposeResult:
        yield Label(Text(word(self.lang, "title", user=self.user), style="bold"), id="lobby-title")
        yield Static("", id="lobby-tables")
        yield Static("", id="lobby-notice", markup=False)
        yield Static(word(self.lang, "keys"), id="lobby-keys", markup=False)

    def on_mount(self) -> None:      # (after ConnectionScreen's)
        self.draw()       # (``is_mounted`` is not true yet while Mount is handled)

    def update(self, message: dict[str, Any]) -> None:
        self.tables = [table for table in message["tables"] if isinstance(table, dict)]
        self.rulesets = list(message["rulesets"]) or ["standard"]
        self.chosen = min(self.chosen, max(0, len(self.tables) - 1))
        self.show()

    def refused(self, reason: str) -> None:
        self.notice = reason
        self.show()

    def show(self) -> None:
        if self.is_mounted:
            self.draw()

    def draw(self) -> None:
        text = Text()
        for index, table in enumerate(self.tables):
            mine = any(name.casefold() == self.user.casefold() for name in table.get("seats", []))
            line = ("> " if index == self.chosen else "  ") + table_line(table, self.lang)
            text.append(line + "\n", style="bold" if mine else "")
        self.query_one("#lobby-tables", Static).update(text if self.tables else word(self.lang, "none"))
        self.query_one("#lobby-notice", Static).update(self.notice)

    def current(self) -> dict[str, Any] | None:
        return self.tables[self.chosen] if 0 <= self.chosen < len(self.tables) else None

    def action_move(self, step: int) -> None:
        if self.tables:
            self.chosen = (self.chosen + step) % len(self.tables)
            self.show()

    def request(self, kind: str, with_table: bool = True) -> None:
        table = self.current()
        if with_table and table is None:
            return
        self.notice = ""
        self.send({"type": kind, **({"table": table["number"]} if with_table and table else {})})

    def action_join(self) -> None:
        self.request("join")

    def action_watch(self) -> None:
        self.request("watch")

    def action_start(self) -> None:
        self.request("start", with_table=False)

    def action_leave(self) -> None:
        self.request("leave", with_table=False)

    def action_quit(self) -> None:
        self.quit_app()

    def action_create(self) -> None:
        self.app.push_screen(CreateScreen(self.lang, self.rulesets), self.created)

    def created(self, message: dict[str, Any] | None) -> None:
        if message is not None:
            self.notice = ""
            self.send(message)


class CreateScreen(GameModal[dict[str, Any] | None]):
    """A new table: the ruleset, how many seats, and for each seat after the creator's a person or a bot."""

    BINDINGS = [Binding("up", "row(-1)", show=False), Binding("down", "row(1)", show=False),
                Binding("left", "change(-1)", show=False), Binding("right", "change(1)", show=False),
                Binding("enter", "create", show=False), Binding("escape", "back", show=False)]

    def __init__(self, lang: str, rulesets: list[str]) -> None:
        super().__init__(classes="dialog")
        self.lang, self.rulesets = lang, rulesets
        self.ruleset = rulesets.index("standard") if "standard" in rulesets else 0
        self.others = ["person", "medium"]        # the seats after the creator's
        self.row = 0

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog-box"):
            yield Label(Text(word(self.lang, "create"), style="bold"))
            yield Static("", id="create-form", markup=False)
            yield Static(word(self.lang, "create_keys"), markup=False)

    def on_mount(self) -> None:
        self.draw()       # (``is_mounted`` is not true yet while Mount is handled)

    def lines(self) -> list[str]:
        lang = self.lang
        lines = [f"{word(lang, 'ruleset')}: {self.rulesets[self.ruleset]}", f"{word(lang, 'seats')}: {1 + len(self.others)}",
                 f"{word(lang, 'seat_number', n=1)}: {word(lang, 'you')}"]
        lines += [f"{word(lang, 'seat_number', n=index + 2)}: {word(lang, kind)}" for index, kind in enumerate(self.others)]
        return lines

    def show(self) -> None:
        if self.is_mounted:
            self.draw()

    def draw(self) -> None:
        text = "\n".join(("> " if number == self.row else "  ") + line for number, line in enumerate(self.lines()))
        self.query_one("#create-form", Static).update(text)

    def action_row(self, step: int) -> None:
        rows = [0, 1] + list(range(3, 3 + len(self.others)))
        self.row = rows[(rows.index(self.row) + step) % len(rows)] if self.row in rows else 0
        self.show()

    def action_change(self, step: int) -> None:
        if self.row == 0:
            self.ruleset = (self.ruleset + step) % len(self.rulesets)
        elif self.row == 1:
            count = min(5, max(1, len(self.others) + step))
            self.others = (self.others + ["person"] * 5)[:count]
        else:
            index = self.row - 3
            self.others[index] = KINDS[(KINDS.index(self.others[index]) + step) % len(KINDS)]
        self.show()

    def action_create(self) -> None:
        seats: list[str | None] = [None if kind == "person" else kind for kind in self.others]
        self.dismiss({"type": "create", "ruleset": self.rulesets[self.ruleset], "options": {}, "seats": seats})

    def action_back(self) -> None:
        self.dismiss(None)
