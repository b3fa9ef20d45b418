"""The first screen: every ruleset that ``ruleset_paths()`` finds, with its name and one line about it."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Footer, Label, OptionList
from textual.widgets.option_list import Option

from maumau_tui.rules.loader import RulesetError, load, ruleset_paths
from maumau_tui.rules.schema import Ruleset
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.keys import localise_bindings
from maumau_tui.tui.screens.base import GameScreen
from maumau_tui.tui.settings import Settings


def variant_name(rules: Ruleset, lang: str) -> str:
    """The German name is kept; in English the English one comes first when it differs."""
    if lang == "de" or rules.name.en == rules.name.de:
        return rules.name.de
    return f"{rules.name.en} ({rules.name.de})"


def variant_option(ruleset_id: str, lang: str) -> Option:
    """One entry: name and players on the first line, the description below; a broken file says why."""
    try:
        rules = load(ruleset_id)
    except RulesetError as error:
        return Option(Text(f"{ruleset_id}: {error}", style="dim"), id=ruleset_id, disabled=True)
    line = Text(variant_name(rules, lang), style="bold")
    line.append(f"  ({tr(lang, 'players_range', min=rules.players.min, max=rules.players.max)})", style="dim")
    line.append("\n  " + getattr(rules.description, lang, rules.description.en))
    return Option(line, id=ruleset_id)


class VariantScreen(GameScreen[None]):
    """Choose the ruleset: Enter posts ``Chosen`` (the app opens its rules page over this screen); q or Esc
    leaves the app.  The first screen of the app, it stays at the bottom while the set-up goes on."""

    BINDINGS = [Binding("q,escape", "app.quit", "key_quit"), Binding("question_mark,f1", "help", "key_help")]

    class Chosen(Message):
        """A ruleset was chosen."""

        def __init__(self, ruleset_id: str) -> None:
            super().__init__()
            self.ruleset_id = ruleset_id

    def __init__(self, settings: Settings, variants: list[str] | None = None) -> None:
        super().__init__(classes="setup")
        self.settings = settings
        self.variants = variants if variants is not None else list(ruleset_paths())
        localise_bindings(self, settings.lang)

    def compose(self) -> ComposeResult:
        lang = self.settings.lang
        with Vertical(classes="setup-box"):
            yield Label(tr(lang, "choose_variant"), classes="setup-title")
            # ids first, so the first frame comes at once; names and descriptions follow right after it
            yield OptionList(*(Option(Text(rid, style="bold"), id=rid) for rid in self.variants), id="variants")
            yield Label(tr(lang, "variant_hint"), classes="setup-hint")
        yield Footer()

    def on_mount(self) -> None:
        variants = self.query_one(OptionList)
        variants.highlighted = 0
        variants.focus()
        self.call_after_refresh(self.describe_variants)

    def describe_variants(self) -> None:
        """Load every ruleset and show its name, players and description (a broken file says why)."""
        variants = self.query_one(OptionList)
        keep = variants.highlighted
        variants.set_options(variant_option(rid, self.settings.lang) for rid in self.variants)
        variants.highlighted = keep

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.post_message(self.Chosen(event.option.id))

    def action_help(self) -> None:
        from maumau_tui.tui.screens.dialogs import HelpScreen

        self.app.push_screen(HelpScreen(self.settings.lang))
