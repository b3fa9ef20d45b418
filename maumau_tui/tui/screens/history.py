"""The finished matches, last played first; Enter opens one in the replay viewer."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from maumau_tui.store.positions import positions
from maumau_tui.store.saves import SaveInfo, Store
from maumau_tui.tui.i18n import tr, when
from maumau_tui.tui.labels import ruleset_name
from maumau_tui.tui.notes import tell_problems
from maumau_tui.tui.score_words import seats_scored
from maumau_tui.tui.screens.base import GameScreen
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.widgets.entry_list import EntryList, ItemLines, parts_of
from maumau_tui.tui.widgets.text import KeyHint


def history_option(info: SaveInfo, lang: str) -> Option:
    match = info.match
    line = Text(ruleset_name(match.ruleset, lang), style="bold")
    line.append(f"  {when(info.updated, lang)}", style="dim")
    lost = [tr(lang, "history_lost", names=", ".join(match.names[seat] for seat in info.losers))] if info.losers else []
    return Option(ItemLines(line, parts_of(seats_scored(info, lang), lost)), id=info.id)   # (a single hand has no loser)


class HistoryScreen(GameScreen[None]):
    """Choose a finished match to look at; Esc goes back."""

    BINDINGS = [Binding("escape,q", "back", show=False)]

    def __init__(self, settings: Settings, store: Store) -> None:
        super().__init__(classes="setup")
        self.settings = settings
        self.store = store
        self.told = len(store.problems)
        self.infos = {info.id: info for info in store.history()}

    def compose(self) -> ComposeResult:
        lang = self.settings.lang
        with Vertical(classes="setup-box"):
            yield Label(tr(lang, "history_title"), classes="setup-title")
            yield EntryList(*(history_option(info, lang) for info in self.infos.values()), id="history")
            yield KeyHint(tr(lang, "history_hint") if self.infos else tr(lang, "history_empty"))

    def on_mount(self) -> None:
        history = self.query_one(OptionList)
        history.highlighted = 0 if self.infos else None
        history.focus()
        tell_problems(self, self.settings.lang, self.store.problems[self.told:])

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        info = self.infos.get(event.option.id or "")
        if info is None:
            return
        from maumau_tui.tui.screens.replay import ReplayScreen

        try:
            replayed = positions(info.match.record())
        except ValueError as error:
            self.notify(tr(self.settings.lang, "replay_failed", message=error), severity="error")
            return
        self.app.push_screen(ReplayScreen(replayed, self.settings, info.id))

    def action_back(self) -> None:
        self.dismiss(None)
