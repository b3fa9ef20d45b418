"""The settings screen: language, ASCII suits, bot speed, colours and the hand's order, remembered in the user config
folder.

Reachable from the table (``s``, through the flow) and from any other screen with ``open_settings``.
It is a full screen (no hand behind it) and changes nothing until ``s`` saves: it returns the new
``Settings`` (written to ``settings.settings_path()``), Esc returns ``None``; ``colours.apply_colours``
then shows the chosen colours.  The hand's order is also ``g`` at a table (``GameApp.by_suit``, the one that holds
now): the screen opens with it (``hand_order_now``) and sets it.
"""

from __future__ import annotations

import errno
from collections.abc import Callable
from typing import Any
from dataclasses import replace

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from maumau_tui.tui.i18n import LANGS, tr
from maumau_tui.tui.keys import localise_bindings
from maumau_tui.tui.notes import read_reason, withdraw_said
from maumau_tui.tui.screens.base import GameScreen
from maumau_tui.tui.settings import COLOURS, LANGUAGES, SPEEDS, Settings, Unreadable, save_settings, settings_path
from maumau_tui.tui.widgets.footer import FittedFooter
from maumau_tui.tui.widgets.text import KeyHint

ROWS = ("lang", "ascii_cards", "speed", "colours", "hand_order")
ROW_OF = {"bot_delay": "speed"}   # a setting's row, where it is not named alike
FILE_KEY = {"speed": "bot_speed"}   # a row's key in the settings file, where it is not named alike
LANGUAGE_NAMES = {"de": "Deutsch", "en": "English"}


def _next(values: tuple[str, ...], value: str, step: int) -> str:
    return values[(values.index(value) + step) % len(values)] if value in values else values[0]


def changed(settings: Settings, row: str, step: int = 1) -> Settings:
    """``settings`` with the value of ``row`` turned one step on (``step`` -1: back)."""
    if row == "lang":
        return replace(settings, lang=_next(LANGUAGES, settings.lang, step))
    if row == "ascii_cards":
        return replace(settings, ascii_cards=not settings.ascii_cards)
    if row == "speed":
        return replace(settings, bot_delay=SPEEDS[_next(tuple(SPEEDS), settings.speed, step)])
    if row == "hand_order":
        return replace(settings, by_suit=not settings.by_suit)
    return replace(settings, colours=_next(COLOURS, settings.colours, step))


def row_text(settings: Settings, row: str) -> str:
    lang = settings.lang
    if row == "lang":
        value = LANGUAGE_NAMES[settings.lang]
    elif row == "ascii_cards":
        value = tr(lang, "on" if settings.letters else "off")
    elif row == "speed":   # (a pace given on the command line that has no name: its seconds, REVIEW276 N2)
        named = SPEEDS[settings.speed] == settings.bot_delay
        seconds = f"{settings.bot_delay:g}".replace(".", "," if lang == "de" else ".")
        value = tr(lang, f"speed_{settings.speed}") if named else tr(lang, "speed_seconds", seconds=seconds)
    elif row == "hand_order":
        value = tr(lang, "hand_by_suit" if settings.by_suit else "hand_by_rank")
    else:
        value = tr(lang, f"colours_{settings.colours}")
    title = {"lang": "settings_lang", "ascii_cards": "settings_ascii", "speed": "settings_speed",
             "colours": "settings_colours", "hand_order": "settings_hand_order"}[row]
    return f"{tr(lang, title)}: ‹ {value} ›"


OS_REASONS = {   # (the system's own words are English, and "File exists" meant a file where the folder belongs)
    "en": {errno.EACCES: "no permission to write there", errno.EPERM: "no permission to write there",
           errno.EISDIR: "there is a folder where the file should be", errno.ENOTDIR: "there is a file where a folder should be",
           errno.EEXIST: "there is a file where a folder should be", errno.ENOSPC: "the disk is full",
           errno.EROFS: "the disk is read-only", errno.ENOENT: "the folder cannot be made"},
    "de": {errno.EACCES: "keine Berechtigung, dort zu schreiben", errno.EPERM: "keine Berechtigung, dort zu schreiben",
           errno.EISDIR: "ein Ordner steht, wo die Datei hingehört", errno.ENOTDIR: "eine Datei steht, wo ein Ordner "
           "hingehört", errno.EEXIST: "eine Datei steht, wo ein Ordner hingehört", errno.ENOSPC: "der Datenträger ist "
           "voll", errno.EROFS: "der Datenträger ist schreibgeschützt", errno.ENOENT: "der Ordner lässt sich nicht "
           "anlegen"},
}


def os_reason(error: OSError, lang: str) -> str:
    """Why a file could not be written, in ``lang`` where the game knows the case, else in the system's words."""
    if isinstance(error, Unreadable):
        return tr(lang, "config_not_written_over", why=read_reason(error.errno or 0, lang))
    said = OS_REASONS.get(lang, OS_REASONS["en"]).get(error.errno or 0)
    return said if said is not None else str(error.strerror or error)


class SettingRows:
    """A list of settings switched in place (the settings screen, an SSH table's ``s``): ↑↓ move, Home/End to the first
    or last row, Enter, Space or → switches the value, ← back, a click switches it; the screen redraws (``redraw``)
    and hears which row (``turned``)."""

    settings: Settings
    rows: tuple[str, ...] = ROWS

    def row_list(self) -> OptionList:
        screen: Any = self
        rows: OptionList = screen.query_one(OptionList)
        return rows

    def redraw(self) -> None:
        raise NotImplementedError

    def turned(self, row: str) -> None:
        """``row`` was switched."""

    def show_rows(self) -> None:
        """Each row with its value now, the cursor where it was."""
        rows = self.row_list()
        keep = rows.highlighted
        rows.set_options(map(self.row_option, self.rows))
        rows.highlighted = keep

    def row_option(self, row: str) -> Option:
        """``row`` as a line of the list: its value now, and what it says beside it."""
        return Option(row_text(self.settings, row) + self.row_note(row), id=row)

    def row_note(self, row: str) -> str:
        """What the row says beside its value ("": nothing)."""
        return ""

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()                               # a click on a row
        self.row_list().highlighted = event.option_index
        self.action_turn(1)

    def action_move(self, step: int) -> None:
        self.action_go((self.row_list().highlighted or 0) + step)

    def action_go(self, row: int) -> None:
        """To row ``row`` (-1: the last)."""
        self.row_list().highlighted = row % len(self.rows)

    def action_turn(self, step: int) -> None:
        row = self.rows[self.row_list().highlighted or 0]
        self.settings = changed(self.settings, row, step)
        self.turned(row)
        self.redraw()


class SettingsScreen(SettingRows, GameScreen[Settings | None]):
    """The settings as a list: Space/Enter/→ turns a value on, ← back; ``s`` saves, Esc leaves unchanged."""

    AUTO_FOCUS = None
    BINDINGS = [
        # the screen takes every key itself, in the order typed (the list is not focused: its own Enter would
        # answer by a message that comes after a quick s)
        Binding("enter,space,right", "turn(1)", "key_toggle"),
        Binding("left", "turn(-1)", show=False),
        Binding("up", "move(-1)", show=False),
        Binding("down", "move(1)", show=False),
        Binding("home", "go(0)", show=False),
        Binding("end", "go(-1)", show=False),
        Binding("s", "save", "key_save"),
        Binding("escape", "back", "key_back"),
        Binding("question_mark,f1", "help", show=False),
    ]

    def __init__(self, settings: Settings, saver: Callable[..., object] = save_settings) -> None:
        super().__init__(classes="setup")
        self.original = settings
        self.settings = settings
        self.touched: set[str] = set()      # the rows turned here (a value given on the command line: remembered now)
        self.saver = saver
        localise_bindings(self, settings.lang)

    def row_note(self, row: str) -> str:
        """A value given on the command line is for this time only, unless turned here (PLAYTEST105 F4: "Deutsch" was
        shown and saved, and the next start was English)."""
        given = {ROW_OF.get(name, name) for name in self.original.given}
        return " " + tr(self.settings.lang, "settings_this_time") if row in given and row not in self.touched else ""

    def compose(self) -> ComposeResult:
        with Vertical(classes="setup-box"):
            yield Label(tr(self.settings.lang, "settings_title"), classes="setup-title", id="settings-title")
            rows = OptionList(*map(self.row_option, ROWS), id="settings-rows")
            rows.can_focus = False
            yield rows
            yield KeyHint(tr(self.settings.lang, "settings_hint"), id="settings-hint")
        yield FittedFooter()

    def on_mount(self) -> None:
        self.query_one(OptionList).highlighted = 0

    def action_turn(self, step: int) -> None:
        """As every row's; not the cards' letters on a screen in ASCII, where a symbol is a letter too (PLAYTEST264 F1:
        "BS" for Pik Bube, the German rank's letter and the English suit's): it says why, as over SSH."""
        if self.rows[self.row_list().highlighted or 0] == "ascii_cards" and self.settings.plain:
            self.app.notify(tr(self.settings.lang, "letters_plain"), severity="warning")
            return
        super().action_turn(step)

    def turned(self, row: str) -> None:
        self.touched.add(row)

    def redraw(self) -> None:
        self.show_rows()
        lang = self.settings.lang
        self.query_one("#settings-title", Label).update(tr(lang, "settings_title"))
        self.query_one("#settings-hint", KeyHint).say(tr(lang, "settings_hint"))
        localise_bindings(self, lang)
        self.refresh_bindings()

    def action_save(self) -> None:
        lang = self.settings.lang
        try:
            given = tuple(name for name in self.original.given if ROW_OF.get(name, name) not in self.touched)
            mine = {FILE_KEY.get(row, row) for row in self.touched}   # (another window's other changes stay)
            self.saver(self.settings, since=replace(self.original, given=given), mine=mine)
        except OSError as error:
            self.app.notify(tr(lang, "settings_not_saved", path=settings_path(), reason=os_reason(error, lang)),
                            severity="warning")
        else:   # (one "saved" at a time: saved again in another language, the earlier one would stand beside it)
            self.settings = replace(self.settings, given=given)   # (remembered now: PLAYTEST264 N4, "this session
            said = {tr(each, "settings_saved") for each in LANGS}  # only" was said again of a row saved)
            withdraw_said(self.app, said)
            self.app.notify(tr(lang, "settings_saved"))    # (no path: PLAYTEST95 F8, it covered the menu's key line)
        self.dismiss(self.settings)

    def action_back(self) -> None:
        self.dismiss(None)

    def action_help(self) -> None:
        from maumau_tui.tui.screens.dialogs import open_screen_help

        open_screen_help(self.app, "settings", self.settings.lang)


def hand_order_now(app: App[Any], settings: Settings) -> Settings:
    """``settings`` with the hand's order that holds now (``g`` at a table may have turned it since they were read)."""
    return replace(settings, by_suit=getattr(app, "by_suit", settings.by_suit))


def taken(settings: Settings, new: Settings) -> Settings:
    """``settings`` with what the screen sets (the session's other settings kept; a value given for the session and
    saved there is no longer only the session's): once they are the app's, the hand's order holds too
    (``GameApp.by_suit`` reads it from them)."""
    return replace(settings, lang=new.lang, ascii_cards=new.ascii_cards, bot_delay=new.bot_delay,
                   colours=new.colours, by_suit=new.by_suit, given=new.given)


def open_settings(app: App[Any], settings: Settings, done: Callable[[Settings], None]) -> None:
    """Show the settings screen over ``app``; when new settings are saved they become ``app.settings`` (``taken``),
    its colours hold at once, and ``done`` gets them (to redraw a screen)."""
    from maumau_tui.tui.colours import apply_colours

    def chosen(new: Settings | None) -> None:
        if new is None:
            return
        merged = taken(getattr(app, "settings", settings), new)
        if hasattr(app, "settings"):
            app.settings = merged  # type: ignore[attr-defined]
        apply_colours(app, merged.colours)
        done(merged)

    app.push_screen(SettingsScreen(hand_order_now(app, settings)), chosen)
