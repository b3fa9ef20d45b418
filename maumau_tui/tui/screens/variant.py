"""The first screen: every unfinished match to continue, every ruleset that ``ruleset_paths()`` finds (its name
and one line about it) under the heading of its group (the classic Mau-Mau, the house rules, the regional
games, the player's own: ``rules/order.py``; the keys pass over the headings), the statistics and the finished
matches; ``s`` opens the settings."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option, OptionDoesNotExist

from maumau_tui.rules.files import RulesetError, ruleset_paths, scan
from maumau_tui.rules.order import group_of, listing_order
from maumau_tui.tui.i18n import rules_message, store_message, tr, when
from maumau_tui.tui.keys import localise_bindings
from maumau_tui.tui.notes import tell_problems
from maumau_tui.tui.screens.base import GameScreen
from maumau_tui.tui.screens.settings import open_settings
from maumau_tui.tui.textual_private import first_frame_shown
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.widgets.entry_list import EntryList, ItemLines, parts_of
from maumau_tui.tui.widgets.footer import FittedFooter
from maumau_tui.tui.widgets.text import KeyHint

if TYPE_CHECKING:   # (the rules' schema, the engine and the saves load after the first frame, which shows ids)
    from maumau_tui.rules.schema import Ruleset
    from maumau_tui.store.saves import SaveInfo, Store

SAVE, MENU = "save:", "menu:"         # option ids of a match to continue and of the other entries
RULES_FOLDER = Path("rulesets")      # (the key of a ruleset file's problem among those said)
BROKEN = "broken:"                    # option id of a ruleset file that cannot be played
GROUP = "group:"                      # option id of a group's heading (disabled: the keys pass over it)
STATISTICS, HISTORY = "statistics", "history"

def variant_name(rules: Ruleset, lang: str) -> str:
    """The ruleset's name in ``lang`` (once: not the other language's name beside it)."""
    from maumau_tui.tui.labels import ruleset_name

    return ruleset_name(rules, lang)


def file_mark(path: Path) -> tuple[Path, int, int] | None:
    """A ruleset file's path, size and time of its last change (None: it cannot be read), to see it changed."""
    try:
        stat = path.stat()
    except OSError:
        return None
    return path, stat.st_size, stat.st_mtime_ns


def variant_option(ruleset_id: str, lang: str, own: bool = False) -> Option:
    """One entry: name and players on the first line (``own``: the player's own file, its id too: two copies of one
    ruleset had looked alike, PLAYTEST110 F2), the description below; a broken file says why."""
    from maumau_tui.rules.loader import load
    from maumau_tui.tui.labels import ruleset_text

    try:
        rules = load(ruleset_id)
    except RulesetError as error:     # listed where it can be reached; Enter shows the whole reason
        line = Text(f"{ruleset_id}: {tr(lang, 'ruleset_broken')}", style="bold")
        return Option(ItemLines(line, rules_message(lang, error).splitlines()[0].split(), "dim"), id=BROKEN + ruleset_id)
    line = Text(variant_name(rules, lang), style="bold")
    line.append(f"  ({tr(lang, 'players_range', min=rules.players.min, max=rules.players.max)})", style="dim")
    if own:
        line.append(f"  [{ruleset_id}]", style="dim")
    return Option(ItemLines(line, ruleset_text(rules.description, lang).split()), id=ruleset_id)


def continue_options(saves: list[SaveInfo], lang: str, elsewhere: Callable[[str], bool]) -> list[Option]:
    """Each unfinished match; two that would read alike (the same set-up, last played the same minute) also
    say when they began, to the second."""
    options = [continue_option(info, lang, elsewhere(info.id)) for info in saves]
    texts = [str(option.prompt) for option in options]
    return [continue_option(info, lang, elsewhere(info.id), began=True) if texts.count(text) > 1 else option
            for info, option, text in zip(saves, options, texts)]


def continue_option(info: SaveInfo, lang: str, elsewhere: bool = False, began: bool = False) -> Option:
    """One unfinished match: ruleset and hand, then each seat with its score (bots with their level) and
    when it was last played (``elsewhere``: and that another window plays it now; ``began``: and when it began)."""
    from maumau_tui.tui.score_words import seats_scored

    game = info.match.game
    over = game is not None and game.finished        # the hand's sheet was shown: the next deal comes
    line = Text(tr(lang, "continue_title_over" if over else "continue_title",
                   ruleset=variant_name(info.match.ruleset, lang), hand=info.hand), style="bold")
    if elsewhere:
        line.append(" · " + tr(lang, "continue_elsewhere"))
    last = [tr(lang, "continue_last", when=when(info.updated, lang))]
    began_at = [tr(lang, "continue_began", when=when(info.started, lang, seconds=True))] if began else []
    return Option(ItemLines(line, parts_of(seats_scored(info, lang), last, began_at)), id=SAVE + info.id)


def heading_option(group: str, lang: str) -> Option:
    """A group's heading (classic, house rules, regional, your own): disabled, so the keys pass over it."""
    return Option(Text(f"── {tr(lang, 'group_' + group)} ──", style="bold"), id=GROUP + group, disabled=True)


def grouped(variants: list[str], groups: list[str], lang: str, entry: Callable[[str], Option]) -> list[Option]:
    """Each variant's entry, with its group's heading before the first of each group."""
    options: list[Option] = []
    for index, (ruleset_id, group) in enumerate(zip(variants, groups)):
        if index == 0 or groups[index - 1] != group:
            options.append(heading_option(group, lang))
        options.append(entry(ruleset_id))
    return options


def menu_options(lang: str) -> list[Option]:
    return [Option(Text(tr(lang, "entry_statistics"), style="bold"), id=MENU + STATISTICS),
            Option(Text(tr(lang, "entry_history"), style="bold"), id=MENU + HISTORY)]


class VariantScreen(GameScreen[None]):
    """Choose the ruleset: Enter posts ``Chosen`` (the app opens its rules page over this screen); q or Esc ask
    before leaving the app (PLAYTEST155 F2: a burst's Esc came back here and its q quit).  The first screen of the
    app, it stays at the bottom while the set-up goes on."""

    DEFAULT_CSS = """
    VariantScreen OptionList > .option-list--option-disabled {
        color: $text-primary;
        text-style: bold;
    }
    """
    BINDINGS = [Binding("q", "app.ask_quit", "key_quit"), Binding("escape", "app.ask_quit", show=False),   # (both ask)
                Binding("question_mark,f1", "help", "key_help"),
                Binding("s", "settings", "key_settings"), Binding("x,delete", "discard", "key_discard")]

    class Chosen(Message):
        """A ruleset was chosen."""

        def __init__(self, ruleset_id: str) -> None:
            super().__init__()
            self.ruleset_id = ruleset_id

    class Continued(Message):
        """An unfinished match was chosen, to play on."""

        def __init__(self, match_id: str) -> None:
            super().__init__()
            self.match_id = match_id

    class Opened(Message):
        """The statistics or the finished matches were chosen (``what``: STATISTICS or HISTORY)."""

        def __init__(self, what: str) -> None:
            super().__init__()
            self.what = what

    def __init__(self, settings: Settings, variants: list[str] | None = None, store: Store | None = None,
                 at: str | None = None, left: str | None = None) -> None:
        super().__init__(classes="setup")
        self.settings = settings
        self.at = at                   # the variant the cursor starts on (the one just played), if listed
        self.left = left               # the id of the match just left unfinished: its "Continue" line takes the cursor
        self.fixed = variants is not None   # the list was given (else it is what the rulesets folders hold)
        self.marks: dict[str, tuple[Path, int, int] | None] = {}
        self.file_problems: list[str] = []   # ruleset files the folders hold but nobody can play (``scan``'s)
        self.variants: list[str] = variants or []
        self.groups: list[str] = []
        self.read_rulesets()
        self.store = store             # where the unfinished matches are (None: the app's, if it has one)
        self.saves: list[SaveInfo] = []
        self.told = 0                  # the store's problems shown so far
        self.said: set[tuple[Path, str]] = set()   # (file, message) of each problem shown
        self.described = False         # names, descriptions and saves shown (after the first frame)
        self.offers_discard = False    # the cursor is on a saved match: the footer names x
        localise_bindings(self, settings.lang)

    def compose(self) -> ComposeResult:
        lang = self.settings.lang
        with Vertical(classes="setup-box"):
            yield Label(tr(lang, "choose_variant"), classes="setup-title", id="variant-title")
            # ids first, so the first frame comes at once; names and descriptions follow right after it
            yield EntryList(*grouped(self.variants, self.groups, lang, lambda rid: Option(Text(rid, style="bold"), id=rid)),
                             *menu_options(lang), id="variants")
            yield KeyHint(tr(lang, "variant_hint"), id="variant-hint")
        yield FittedFooter()

    def on_mount(self) -> None:
        variants = self.query_one(OptionList)
        variants.action_first()
        if self.at is not None:            # (PLAYTEST193: after "new match", the cursor stood on the first variant)
            try:
                variants.highlighted = variants.get_option_index(self.at)
            except OptionDoesNotExist:     # (a file of one's own played by its path, or gone since)
                pass
        variants.focus()
        if first_frame_shown(self.app):   # (else the app's first frame comes first: MauMauApp.on_ready describes)
            self.call_after_refresh(self.describe_variants)

    def on_screen_resume(self) -> None:
        """On top again (after a match, the statistics, the settings): settings changed meanwhile (at the table)
        show, and so does each match there is now to continue (the one just left)."""
        if not self.described:                     # the names come right after the first frame (or, when the
            if first_frame_shown(self.app):        # terminal was too small for it, now that it is big enough)
                self.call_after_refresh(self.name_entries)
            return
        settings: Settings = getattr(self.app, "settings", self.settings)
        if settings != self.settings:
            self.read_rulesets()
            self.settings_changed(settings)
        elif self.read_rulesets():
            self.describe_variants()
        elif self.store is not None:
            saves = self.store.unfinished()
            if [(info.id, info.updated) for info in saves] != [(info.id, info.updated) for info in self.saves]:
                self.describe_variants(saves)
            self.tell_problems()

    def read_rulesets(self) -> bool:
        """The rulesets folders read again (the list made anew): whether a file was added, taken away or changed
        (mended or broken) since they were last read."""
        paths, self.file_problems = scan()
        marks = {ruleset_id: file_mark(path) for ruleset_id, path in paths.items()}
        if marks == self.marks:
            return False
        self.marks = marks
        if not self.fixed:
            self.variants = listing_order(paths)
        self.groups = [group_of(ruleset_id, paths) for ruleset_id in self.variants]
        return True

    def name_entries(self) -> None:
        """Name the entries if they are not named yet (``describe_variants``)."""
        if not self.described:
            self.describe_variants()

    def describe_variants(self, saves: list[SaveInfo] | None = None) -> None:
        """Load every ruleset and show its name, players and description (a broken file says why); the
        unfinished matches (``saves``, else the store's) come first (saves that cannot be used are set aside,
        and said so).  The cursor stays on its entry; a match that was not listed before (the one just left)
        takes it, so Enter goes back to it."""
        lang = self.settings.lang
        variants = self.query_one(OptionList)
        keep = variants.highlighted
        on_top = keep is None or all(variants.get_option_at_index(index).disabled for index in range(keep))
        kept = variants.get_option_at_index(keep).id if keep is not None else None
        if self.store is None:
            self.store = getattr(self.app, "store", None)
            self.told = len(self.store.problems) if self.store is not None else 0
        if saves is None:
            saves = self.store.unfinished() if self.store is not None else []
        new = self.described and bool({info.id for info in saves} - {info.id for info in self.saves})
        self.saves = saves
        self.described = True
        store = self.store
        elsewhere = (lambda match_id: store.played_elsewhere(match_id)) if store is not None else (lambda _: False)
        own = {rid for rid, group in zip(self.variants, self.groups) if group == "own"}
        variants.set_options([*continue_options(self.saves, lang, elsewhere),
                              *grouped(self.variants, self.groups, lang,
                                       lambda rid: variant_option(rid, lang, own=rid in own)),
                              *menu_options(lang)])
        if self.back_to_left(variants):            # (PLAYTEST214 N1: it stood on the variant, and Enter began a new match
            pass                                   # where the player meant to go back to theirs)
        elif on_top or new:                        # the top entry: a match to continue (the newest), if any
            variants.action_first()
        else:                                      # the same entry as before, wherever it is now
            try:
                variants.highlighted = variants.get_option_index(kept) if kept is not None else None
            except OptionDoesNotExist:             # gone (discarded): the entry now in its place
                variants.highlighted = min(keep or 0, variants.option_count - 1)
            if variants.highlighted is not None and variants.get_option_at_index(variants.highlighted).disabled:
                variants.action_cursor_down()
        self.tell_problems()

    def back_to_left(self, variants: OptionList) -> bool:
        """The cursor to the "Continue" line of the match just left, once it is listed (the first time only); whether
        it went there."""
        left, self.left = self.left, None
        if left is None:
            return False
        try:
            variants.highlighted = variants.get_option_index(SAVE + left)
        except OptionDoesNotExist:                 # (not saved: the variant just played keeps it)
            return False
        return True

    def tell_problems(self) -> None:
        """Each save the store could not use, once (also when every listing meets it again): its message names the
        file and what is wrong; so is each ruleset file that is not read (PLAYTEST197 F5: one named like a built-in
        ruleset was simply not listed)."""
        for unread in self.file_problems:
            if (RULES_FOLDER, unread) not in self.said:
                self.said.add((RULES_FOLDER, unread))
                self.notify(rules_message(self.settings.lang, unread), severity="warning", timeout=15)
        if self.store is None:
            return
        new = []
        for problem in self.store.problems[self.told:]:
            if (problem.path, problem.message) not in self.said:   # a save left in place is met again at each listing
                self.said.add((problem.path, problem.message))
                new.append(problem)
        tell_problems(self, self.settings.lang, new)
        self.told = len(self.store.problems)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """The first entry chosen again (Home, or the keys going round): its group's heading shows above it.
        The footer offers ``x`` (discard) on a saved match only."""
        options = event.option_list
        if all(options.get_option_at_index(index).disabled for index in range(event.option_index)):
            options.scroll_home(animate=False, immediate=True)
        if (self.chosen_save() is not None) != self.offers_discard:    # the footer changes only then
            self.offers_discard = not self.offers_discard
            self.refresh_bindings()
        self.show_hint()

    def show_hint(self) -> None:
        """The line of keys under the list, for the entry the cursor is on: Enter plays a saved match on (PLAYTEST175
        F7), opens the statistics or the finished matches, or shows a variant's rules and options."""
        variants = self.query_one(OptionList)
        index = variants.highlighted
        chosen = (variants.get_option_at_index(index).id if index is not None else None) or ""
        hint = "variant_hint_save" if self.offers_discard else "variant_hint_open" if chosen.startswith(MENU) \
            else "variant_hint"
        self.query_one("#variant-hint", KeyHint).say(tr(self.settings.lang, hint))

    def chosen_save(self) -> SaveInfo | None:
        """The saved match the cursor is on, if it is on one."""
        variants = self.query_one(OptionList)
        index = variants.highlighted
        chosen = variants.get_option_at_index(index).id if index is not None else None
        if not chosen or not chosen.startswith(SAVE):
            return None
        return next((info for info in self.saves if info.id == chosen.removeprefix(SAVE)), None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "discard":
            return self.is_mounted and self.store is not None and self.chosen_save() is not None
        return True

    def action_discard(self) -> None:
        """``x`` on a saved match: asked first; yes moves its file to the set-aside folder (nothing is deleted)."""
        info, store, lang = self.chosen_save(), self.store, self.settings.lang
        if info is None or store is None:
            return
        if store.played_elsewhere(info.id):      # (refused at once, as Enter on it is: no question to answer first)
            self.notify(tr(lang, "discard_elsewhere"), severity="error", timeout=12)
            return
        from maumau_tui.store.saves import StoreError
        from maumau_tui.tui.screens.dialogs import ConfirmScreen

        what = tr(lang, "discard_what", ruleset=variant_name(info.match.ruleset, lang), hand=info.hand,
                  when=when(info.updated, lang), id=info.id)

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            try:
                where = store.discard(info.id)
            except StoreError as error:
                self.notify(store_message(lang, error), severity="error", timeout=12)
            else:
                self.notify(tr(lang, "discarded", what=what, path=where, name=f"{info.id}.json"), timeout=12)
            self.describe_variants()

        self.app.push_screen(ConfirmScreen(tr(lang, "discard_question", what=what, folder=store.folders.aside),
                                           tr(lang, "discard_keys"), lang), answered)

    def on_key(self, event: events.Key) -> None:
        """Enter passing on its way to choose an entry: keys typed with it were meant for the screen it opens, and are
        held until a quiet moment (PLAYTEST230 F2: "Enter s" opened the settings, the variants' s, and the rules never
        came).  (Here, not where the entry is chosen: the keys typed with the Enter pass before that.)"""
        clock = getattr(self.app, "clock", None)
        if event.key == "enter" and clock is not None and self.query_one(OptionList).highlighted is not None:
            self.hold_keys(clock, self.settings.key_hold)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        chosen = event.option.id
        if chosen is None:
            return
        if chosen.startswith(SAVE):
            self.post_message(self.Continued(chosen.removeprefix(SAVE)))
        elif chosen.startswith(MENU):
            self.post_message(self.Opened(chosen.removeprefix(MENU)))
        else:
            self.choose_ruleset(chosen.removeprefix(BROKEN))

    def choose_ruleset(self, ruleset_id: str) -> None:
        """A ruleset is chosen to play (the app loads it: a file broken since the list was made is told by
        ``ruleset_broken``, one mended since is played)."""
        self.post_message(self.Chosen(ruleset_id))

    def ruleset_broken(self, ruleset_id: str, error: RulesetError) -> None:
        """Say what is wrong with a ruleset that was chosen and how to see it with its line; a file listed as one
        to play (broken since the list was made) gets its entry mended."""
        lang = self.settings.lang
        path = ruleset_paths().get(ruleset_id, ruleset_id)
        self.notify(f"{rules_message(lang, error)}\n{tr(lang, 'ruleset_broken_how', path=path)}",
                    title=tr(lang, "ruleset_broken"), severity="error", timeout=20)
        try:
            self.query_one(OptionList).get_option(BROKEN + ruleset_id)
        except OptionDoesNotExist:
            self.describe_variants()

    def action_settings(self) -> None:
        open_settings(self.app, self.settings, self.settings_changed)

    def settings_changed(self, settings: Settings) -> None:
        """New settings hold at once: the words of this screen, its footer and its entries."""
        self.settings = settings
        lang = settings.lang
        localise_bindings(self, lang)
        self.refresh_bindings()
        self.app.title = tr(lang, "app_title")
        self.query_one("#variant-title", Label).update(tr(lang, "choose_variant"))
        self.show_hint()
        self.describe_variants()

    def action_help(self) -> None:
        from maumau_tui.tui.screens.dialogs import open_screen_help

        open_screen_help(self.app, "variant", self.settings.lang, covered_closes=True)


def name_chooser(app: App[Any], now: bool = True) -> None:
    """Have the chooser in ``app``'s stack (on top or beneath a "too small" screen) name its entries, if it has not:
    ``now``, before a key or a click reaches it (the first frame lists ids; the key then meets the whole list, and
    Enter continues the newest match as the player sees it a moment later), else right after the next refresh
    (``MauMauApp.on_ready``: after the app's first frame)."""
    for screen in app.screen_stack:
        if isinstance(screen, VariantScreen) and not screen.described:
            if now:
                screen.describe_variants()
            else:
                screen.call_after_refresh(screen.name_entries)
