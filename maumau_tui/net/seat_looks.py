"""The language and the cards' look of one terminal (``SeatApp``'s part): ``e`` and ``k`` in the lobby, ``s`` at a table,
and the hand's order (``g`` at a table, ``s``).

Each applies to this terminal alone: every screen from then on, and the lobby and the table at once (the table's
hand, seats, log and keys re-worded).  The host is told (``lang``, ``letters``, ``order``): it says its own words
(refusals, a vote's sentence, the seat's log) in the language, words the log again for the table shown, and remembers
all three for the seat, so a player back at it after a drop gets them again (``looks``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from textual.app import App

from maumau_tui.net.away_screen import AwayScreen
from maumau_tui.net.group_flow import GroupFlow
from maumau_tui.net.link import HostLink
from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.looks_screen import WATCHING_ROWS, LooksScreen
from maumau_tui.net.seat_help import lobby_help
from maumau_tui.net.seat_saves import told_again
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.net.words import word
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.keys import localise_bindings
from maumau_tui.tui.screens.settings import hand_order_now
from maumau_tui.tui.settings import Settings

if TYPE_CHECKING:
    from textual.screen import Screen


class SeatLooks:
    """What the looks need of the app (``SeatApp`` has it all)."""

    settings: Settings
    link: HostLink | None
    lobby: LobbyScreen
    help_away: str | None
    away: AwayScreen | None
    group_flow: GroupFlow | None
    title: str

    if TYPE_CHECKING:                  # (``SeatApp``'s own)
        @property
        def lang(self) -> str: ...

        def send(self, message: dict[str, Any]) -> None: ...

        def notify(self, message: str, **options: Any) -> None: ...

        @property
        def screen_stack(self) -> list[Screen[Any]]: ...

        @property
        def size(self) -> Any: ...

        @property
        def watching(self) -> bool: ...

    def action_language(self) -> None:
        """``e`` in the lobby: the other language, here and on every screen from now on."""
        self.take_looks(replace(self.settings, lang="de" if self.lang == "en" else "en"))

    def action_letters(self) -> None:
        """``k`` in the lobby: cards as letters (QS) or as symbols (Q♠) at the tables from now on; the first choice
        follows the terminal's locale (``LANG``), which a terminal that shows the symbols well may not say.  Where the
        locale is not UTF-8 the whole screen is in ASCII, symbols too: it stays letters, and says why (PLAYTEST122 F4:
        "symbols from now on", and the table still showed letters)."""
        if self.settings.plain:
            self.notify(word(self.lang, "letters_plain"), severity="warning")
            return
        self.take_looks(replace(self.settings, ascii_cards=not self.settings.ascii_cards))
        self.notify(word(self.lang, "now_letters" if self.settings.ascii_cards else "now_symbols"))

    def open_looks(self) -> None:
        """``s`` at the table: the dialog of the language, the cards as letters and the hand's order (``LooksScreen``)."""
        app = cast("App[Any]", self)
        settings = hand_order_now(app, self.settings)
        if self.watching:
            dialog = LooksScreen(settings, "looks_note_watching", WATCHING_ROWS)
        else:
            dialog = LooksScreen(settings, "looks_note_group" if self.group_flow is not None else "looks_note")
        app.push_screen(dialog, self.looks_chosen)

    def hand_order_chosen(self, by_suit: bool) -> None:
        """``g`` at the table (or the dialog): the host keeps the order for the seat, for a rejoin (``looks``)."""
        self.send({"type": "order", "by_suit": by_suit})

    def looks_chosen(self, chosen: Settings | None) -> None:
        if chosen is not None:
            self.take_looks(chosen)

    def take_looks(self, chosen: Settings) -> None:
        """This terminal's language, cards and hand's order as ``chosen`` from now on: the lobby and the table shown now
        too; the host is told what changed (its own words; the seat's, for a rejoin)."""
        lang, letters = chosen.lang, chosen.ascii_cards or self.settings.plain   # (an ASCII screen: letters only)
        other_lang, other_cards = lang != self.settings.lang, letters != self.settings.ascii_cards
        other_order = chosen.by_suit != self.settings.by_suit
        self.settings = replace(self.settings, lang=lang, ascii_cards=letters, by_suit=chosen.by_suit)
        if other_order:
            self.hand_order_chosen(chosen.by_suit)
        if other_lang:
            self.help_away = lobby_help(lang)
            localise_bindings(cast("App[Any]", self), lang)
            self.title = tr(lang, "app_title")
            self.lobby.relang(lang)               # (its terminal line too: the cards' look)
            link = self.link
            for each in (link, *link.members.values()) if link is not None else ():
                each.lang = lang                  # (words said at this terminal for a seat: a move on its way)
            if self.away is not None:
                self.away.lang = lang             # (who is away, on the status line)
            self.send({"type": "lang", "lang": lang})
            told_again(cast("App[Any]", self), lang)   # (the notice of the table's saves, if one stands)
        elif other_cards:
            self.lobby.show_terminal(self.size.width, self.size.height)
        if other_cards:
            self.send({"type": "letters", "letters": letters})
        if self.group_flow is not None:
            self.group_flow.settings = self.settings   # (its hand-offs and claim screens)
        for screen in self.screen_stack:
            if isinstance(screen, RemoteTableScreen):
                screen.relook(self.settings)
