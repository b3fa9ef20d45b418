"""The hot-seat app: a thin App that picks the first screen and starts matches; ``run`` is the entry point."""

from __future__ import annotations

import random
from typing import Any

from textual.app import App
from textual.binding import Binding
from textual.screen import Screen

from maumau_tui.table import Table
from maumau_tui.tui.i18n import LANGS, tr
from maumau_tui.tui.settings import Settings


class MauMauApp(App[None]):
    """Setup screens, then the table; with a ruleset and seats given it deals at once."""

    CSS_PATH = "app.tcss"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [Binding("ctrl+c", "ask_quit", show=False, priority=True)]

    def __init__(self, settings: Settings | None = None, *, ruleset: str | None = None,
                 seats: list[tuple[str, bool]] | None = None, options: dict[str, Any] | None = None,
                 dealer: int | None = None, variants: list[str] | None = None) -> None:
        super().__init__()
        self.variants = variants  # the rulesets the chooser lists (default: every one found)
        self.settings = settings or Settings()
        self.title = tr(self.settings.lang, "app_title")
        self.table: Table | None = None
        if ruleset is not None and seats:
            self.table = self.make_table(ruleset, seats, options, dealer)

    def make_table(self, ruleset: str, seats: list[tuple[str, bool]], options: dict[str, Any] | None,
                   dealer: int | None) -> Table:
        seed = self.settings.seed if self.settings.seed is not None else random.randrange(1 << 30)
        return Table.from_names(ruleset, seats, seed, options, dealer)

    def get_default_screen(self) -> Screen[Any]:
        if self.table is not None:
            from maumau_tui.tui.screens.table import TableScreen

            return TableScreen(self.table, self.settings)
        from maumau_tui.tui.screens.variant import VariantScreen

        return VariantScreen(self.settings, self.variants)

    def start_match(self, ruleset: str, seats: list[tuple[str, bool]], options: dict[str, Any] | None,
                    dealer: int | None) -> None:
        """Leave the setup screens and deal the first hand."""
        from maumau_tui.tui.screens.table import TableScreen

        self.table = self.make_table(ruleset, seats, options, dealer)
        self.switch_screen(TableScreen(self.table, self.settings))

    def action_ask_quit(self) -> None:
        from maumau_tui.tui.screens.dialogs import QuitScreen

        if isinstance(self.screen, QuitScreen):
            return
        self.push_screen(QuitScreen(self.settings.lang), lambda quit_now: self.exit() if quit_now else None)


def run(*, lang: str = "de", ascii_cards: bool = False, seed: int | None = None, ruleset: str | None = None,
        seats: list[tuple[str, bool]] | None = None, bot_delay: float = 0.6) -> None:
    """Start the app; with ``ruleset`` and ``seats`` ((name, is_bot) pairs) the first hand is dealt at once."""
    settings = Settings(lang=lang if lang in LANGS else "en", ascii_cards=ascii_cards, seed=seed,
                        bot_delay=bot_delay)
    MauMauApp(settings, ruleset=ruleset, seats=seats).run()
