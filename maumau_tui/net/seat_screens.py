"""Screens a remote seat shows beside its table: the end of a hand (the hot seat's ``HandEndScreen`` from
the host's ``hand_end``) and the notice that the table waits for a player whose connection dropped, with
the grace counting down.  Both are built from plain data the table host sent; neither holds the table.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from collections.abc import Mapping

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Label, Static

from maumau_tui.net.remote import RemoteSeat
from maumau_tui.rules.schema import Ruleset
from maumau_tui.tui.hand_summary import HandSummary
from maumau_tui.tui.labels import Look
from maumau_tui.tui.screens.base import GameModal
from maumau_tui.tui.screens.dialogs import ConfirmScreen
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.prompts import window_title
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.status import status_line
from maumau_tui.tui.settings import Settings

WORDS = {
    "de": {"next_hint": "n: bereit für das nächste Spiel · q: Tisch verlassen",
           "end_hint": "Die Partie ist vorbei · q: Tisch verlassen",
           "waiting": "Wir warten auf: {names}", "ready": "Du bist bereit.",
           "away": "{name} hat die Verbindung verloren.",
           "grace": "Der Tisch wartet noch {time} auf {name}; danach spielt ein Bot für {name}, bis {name} "
                    "wieder verbindet.",
           "back": "{name} ist wieder da.", "bot_plays": "Ein Bot spielt jetzt für {name}.",
           "leave_question": "Zurück in die Lobby? Ein Bot spielt deinen Platz; mit Enter auf diesem Tisch "
                             "bekommst du ihn wieder.",
           "leave_keys": "j: ja, zur Lobby · n / Esc: weiterspielen",
           "your_code": "Dein Rückkehr-Code: {code}. Reißt deine Verbindung ab, verbinde wieder als {name} und "
                        "gib ihn an: nur damit bekommst du deinen Platz zurück."},
    "en": {"next_hint": "n: ready for the next hand · q: leave the table",
           "end_hint": "The match is over · q: leave the table",
           "waiting": "Waiting for: {names}", "ready": "You are ready.",
           "away": "{name} lost the connection.",
           "grace": "The table waits {time} more for {name}; then a bot plays for {name} until they connect again.",
           "back": "{name} is back.", "bot_plays": "A bot plays for {name} now.",
           "leave_question": "Back to the lobby? A bot plays your seat; Enter on this table gives it back.",
           "leave_keys": "y: yes, to the lobby · n / Esc: keep playing",
           "your_code": "Your rejoin code: {code}. Should your connection drop, connect again as {name} and give "
                        "it: only with it you get your seat back."},
}


def word(lang: str, key: str, **values: object) -> str:
    return WORDS[lang if lang in WORDS else "en"][key].format(**values)


class RemoteHandEnd(HandEndScreen):
    """The hot seat's end of a hand, from the summary the host sent.  ``n`` tells the host this seat is ready
    for the next deal (which comes once every connected person is) and says whom the deal waits for;
    ``q`` leaves (with the app's question).  ``update`` takes the host's later news of who is ready."""

    def __init__(self, summary: HandSummary, waiting: list[str], look: Look, rules: Ruleset | None,
                 options: Mapping[str, bool | int], send_next: Callable[[], None], leave: Callable[[], None]) -> None:
        super().__init__(summary, look, rules, options)
        self.waiting, self.send_next, self.leave = waiting, send_next, leave
        self.asked = False

    @property
    def hand_number(self) -> int:
        return self.summary.number

    def on_mount(self) -> None:
        self.draw_hint()

    def hint(self) -> str:
        lang = self.look.lang
        if self.match_over:
            return word(lang, "end_hint")
        lines = [word(lang, "ready")] if self.asked else [word(lang, "next_hint")]
        if self.waiting:
            lines.append(word(lang, "waiting", names=", ".join(self.waiting)))
        return "\n".join(lines)

    def draw_hint(self) -> None:
        self.query_one("#hand-end-hint", Label).update(self.hint())

    def update(self, waiting: list[str]) -> None:
        self.waiting = waiting
        if self.is_mounted:
            self.draw_hint()

    def action_finish(self, choice: str) -> None:
        if choice != "next":
            self.leave()
            return
        if self.asked or self.match_over:
            return
        self.asked = True
        self.send_next()
        self.draw_hint()


class RemoteTableScreen(TableScreen):
    """The table screen of a remote seat: ``q``/Esc asks whether to go back to the lobby (not to a menu), and a
    timed window open at the table counts down on the status line of every seat that is not asked in it (the
    seats asked see it in their question)."""

    def __init__(self, link: RemoteSeat, settings: Settings, to_lobby: Callable[[], None]) -> None:
        super().__init__(link, settings)
        self.remote = link
        self.to_menu = to_lobby
        self.clock_shown = False

    def on_mount(self) -> None:
        self.set_interval(0.5, self.show_clock)

    def redraw(self) -> None:
        super().redraw()
        self.clock_shown = False
        self.show_clock()

    def show_clock(self) -> None:
        """The status line, with the time left of a window this seat is not asked in."""
        left = self.remote.open_left()
        mine = self.info.window_left is not None and (self.view.may_answer or self.view.my_turn)
        if (left is None or mine) and not self.clock_shown:
            return
        lang, seat = self.settings.lang, self.seat
        line = status_line(self.view, seat is not None, self.info, lang, self.prompt() if seat is not None else None)
        self.clock_shown = left is not None and not mine and not self.view.finished
        if self.clock_shown and left is not None:
            line += f" · {window_title(self.view, self.look)} {tr(lang, 'countdown', s=math.ceil(left))}"
        self.query_one("#status", Label).update(line)

    def action_menu(self) -> None:
        lang = self.settings.lang
        self.app.push_screen(ConfirmScreen(word(lang, "leave_question"), word(lang, "leave_keys"), lang),
                             lambda yes: self.to_menu() if yes and self.to_menu is not None else None)


class AwayScreen(GameModal[None]):
    """Over the table while it waits for players whose connection dropped: who, and how long it waits."""

    def __init__(self, lang: str, clock: Callable[[], float] = time.monotonic, code: str | None = None,
                 user: str = "") -> None:
        super().__init__(classes="dialog")
        self.lang, self.clock = lang, clock
        self.code, self.user = code, user      # this player's own rejoin code (shown to them only)
        self.away: dict[int, tuple[str, float]] = {}   # seat -> (name, when the grace ends on ``clock``)

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog-box"):
            yield Static("", id="away-text", markup=False)

    def on_mount(self) -> None:
        self.draw()       # (``is_mounted`` is not true yet while Mount is handled)
        self.set_interval(0.5, self.show)

    def wait_for(self, seat: int, name: str, seconds: float) -> None:
        self.away[seat] = (name, self.clock() + seconds)
        self.show()

    def back(self, seat: int) -> bool:
        """``seat`` waits no more; returns whether anybody is still awaited."""
        self.away.pop(seat, None)
        self.show()
        return bool(self.away)

    def text(self) -> str:
        lines = []
        for name, until in self.away.values():
            left = max(0, math.ceil(until - self.clock()))
            lines += [word(self.lang, "away", name=name),
                      word(self.lang, "grace", name=name, time=f"{left // 60}:{left % 60:02d}")]
        if self.code and lines:
            lines.append(word(self.lang, "your_code", code=self.code, name=self.user))
        return "\n".join(lines)

    def show(self) -> None:
        if self.is_mounted:
            self.draw()

    def draw(self) -> None:
        self.query_one("#away-text", Static).update(self.text())
