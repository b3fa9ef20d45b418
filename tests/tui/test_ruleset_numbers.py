"""A number option on the rules page before a match is typed with digits (101: 1, 0, 1; Backspace takes one
back) as well as stepped with +/-; the page's key line says so."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import OptionList

from maumau_tui.rules.loader import builtin_dir
from maumau_tui.tui import app as app_module
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.screens.ruleset import RulesetScreen
from maumau_tui.tui.settings import Settings
from tui_helpers import screen_text


class RulesApp(App[object]):
    """Only the rules page of standard, with the app's styles."""

    CSS_PATH = str(Path(app_module.__file__).with_name("app.tcss"))

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def on_mount(self) -> None:
        self.push_screen(RulesetScreen("standard", Settings(lang=self.lang)))


@pytest.mark.parametrize(("lang", "said"), [("en", "digits, +/-: a number"), ("de", "Ziffern, +/-: eine Zahl")])
async def test_digits_type_a_number_option_and_plus_minus_step_it(lang: str, said: str) -> None:
    async with RulesApp(lang).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, RulesetScreen)
        assert said in screen_text(pilot.app)
        screen.query_one(OptionList).highlighted = list(screen.values).index("play_to")
        await pilot.press("1", "0", "1")
        assert screen.values["play_to"] == 101
        assert "[101]" in screen_text(pilot.app)
        await pilot.press("backspace")
        assert screen.values["play_to"] == 10
        await pilot.press("plus", "backspace")         # Backspace after a step: the last digit shown goes
        assert screen.values["play_to"] == 1
        await pilot.press("plus", "5")                 # a step ends the typing: the next digit starts afresh
        assert screen.values["play_to"] == 5
        await pilot.press("0", "0", "0")               # no further than a number option may go: 5000 is not typed
        assert screen.values["play_to"] == 500
        await pilot.press("backspace")                 # ... so Backspace takes a digit that shows
        assert screen.values["play_to"] == 50
        screen.query_one(OptionList).highlighted = list(screen.values).index("six_cards")
        await pilot.press("7")                         # a digit on a switch changes nothing
        assert screen.values["six_cards"] is False and screen.values["play_to"] == 50


async def the_page(pilot: Pilot[RulesApp]) -> tuple[RulesetScreen, int]:
    """The rules page, and the line of the number option play_to."""
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, RulesetScreen)
    return screen, list(screen.values).index("play_to")


async def test_a_digit_right_after_an_arrow_goes_to_the_line_the_arrow_chose() -> None:
    async with RulesApp("en").run_test(size=(80, 24)) as pilot:
        screen, at = await the_page(pilot)
        above = at > 0
        screen.query_one(OptionList).highlighted = at - 1 if above else at + 1   # a switch beside it
        for key in ("down" if above else "up", "3", "0"):        # one read of the terminal
            pilot.app.post_message(events.Key(key, key if key.isdigit() else None))
        await pilot.pause()
        await pilot.pause()
        assert screen.values["play_to"] == 30


async def test_digits_typed_after_coming_back_to_a_line_start_afresh() -> None:
    """(Playtest 31: 5 6, down, up, 5 made 565: only Backspace, which the key line does not name, undid it.)"""
    async with RulesApp("en").run_test(size=(80, 24)) as pilot:
        screen, at = await the_page(pilot)
        away, back = ("up", "down") if at > 0 else ("down", "up")
        screen.query_one(OptionList).highlighted = at
        await pilot.press("5", "6")
        assert screen.values["play_to"] == 56
        await pilot.press(away, back, "5")
        assert screen.values["play_to"] == 5
        await pilot.press("0")                             # ... and typing on there goes on as before
        assert screen.values["play_to"] == 50


class PageApp(App[object]):
    """The rules page of ``ruleset``; what ``s`` chose."""

    CSS_PATH = RulesApp.CSS_PATH
    chosen: dict[str, bool | int] | None = None

    def __init__(self, ruleset: str, lang: str) -> None:
        super().__init__()
        self.ruleset, self.lang = ruleset, lang

    def on_mount(self) -> None:
        self.push_screen(RulesetScreen(self.ruleset, Settings(lang=self.lang)), self.took)

    def took(self, chosen: dict[str, bool | int] | None) -> None:
        self.chosen = chosen


async def jokers_typed(app: PageApp, pilot: Pilot[object], *keys: str) -> RulesetScreen:
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, RulesetScreen)
    screen.query_one(OptionList).highlighted = list(screen.values).index("jokers")
    await pilot.press(*keys)
    await pilot.pause()
    return screen


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Not like this: the rules do not allow it (pack.jokers: should be at most 12, not 999). Change the number."),
    ("de", "So geht es nicht: die Regeln erlauben es nicht (pack.jokers: sollte höchstens 12 sein, nicht 999). "
           "Ändere die Zahl.")])
async def test_a_number_the_rules_cannot_take_is_refused_on_the_page_with_why(lang: str, said: str, tmp_path: Path) -> None:
    """PLAYTEST105 F3: 999 jokers, then s, ended the app with "internal error ... Please report it".  (A table's own
    copy of Erftschmiede whose jokers option does not say the pack's limit, as the file the game comes with does.)"""
    own = tmp_path / "erftschmiede.yaml"
    own.write_text((Path(builtin_dir()) / "erftschmiede.yaml").read_text().replace("    max: 12\n", ""))
    app = PageApp(str(own), lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await jokers_typed(app, pilot, "9", "9", "9", "s")
        assert app.screen is screen and app.chosen is None and screen.values["jokers"] == 999
        assert [str(note.message) for note in app._notifications] == [said]
        await pilot.press("backspace", "backspace", "s")             # 9 jokers: the rules allow it
        await pilot.pause()
        assert app.chosen is not None and app.chosen["jokers"] == 9


async def test_a_number_option_keeps_to_its_own_range() -> None:
    """PLAYTEST105 F3: Pesten dealt 12 jokers, which the pack allows, although its option says two or three (``min``
    and ``max`` in the ruleset)."""
    app = PageApp("pesten", "en")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await jokers_typed(app, pilot, "1", "2")
        assert screen.values["jokers"] == 3 and "[3]" in screen_text(app)
        notes = lambda: [str(note.message) for note in app._notifications]   # noqa: E731
        assert notes() == ["At most 3: the rules allow no more here."], notes()   # (PLAYTEST121 F2: said nothing)
        await pilot.press("minus", "minus", "minus")
        await pilot.pause()
        assert screen.values["jokers"] == 2 and notes()[-1] == "At least 2: the rules allow no fewer here.", notes()
        await pilot.press("s")
        await pilot.pause()
        assert app.chosen is not None and app.chosen["jokers"] == 2


async def test_a_stray_tab_leaves_the_keys_with_the_options() -> None:
    """PLAYTEST107 F3: Tab took the focus to the rules text above; Space, the arrows and digits then did nothing,
    while the key line still offered them.  The rules scroll with PgUp/PgDn whatever has the focus."""
    async with RulesApp("en").run_test(size=(80, 24)) as pilot:
        screen, _ = await the_page(pilot)
        options = screen.query_one(OptionList)
        await pilot.press("tab", "down", "space")
        assert pilot.app.focused is options and options.highlighted == 1
        second = list(screen.values)[1]                 # (a switch: Space turned it)
        assert screen.values[second] is (not screen.defaults[second]), screen.values
        scroll = screen.query_one("#rules-scroll")
        await pilot.press("pagedown")
        await pilot.pause()
        assert scroll.scroll_y > 0 and pilot.app.focused is options


async def test_a_variant_without_a_number_option_does_not_offer_digits() -> None:
    """(PLAYTEST110 F20: Switch has only switches; its key line said "digits, +/-: a number" all the same.)"""
    class SwitchApp(App[None]):
        def on_mount(self) -> None:
            self.push_screen(RulesetScreen("switch", Settings(lang="en")))

    async with SwitchApp().run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = " ".join(screen_text(pilot.app).split())
        assert "Space toggles · PgUp/PgDn, r: the rules" in text and "a number" not in text, text


async def test_a_ruleset_file_broken_while_its_page_is_open_says_so_not_change_the_number(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """(PLAYTEST110 F1: a copy of Switch edited to ``hand_size: 9x`` said "Change the number." on a page with none.)"""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    own = tmp_path / "rulesets" / "my-switch.yaml"
    own.parent.mkdir(parents=True)
    own.write_text("id: my-switch\nextends: switch\nname: My Switch\ndescription: x\n", encoding="utf-8")
    app = PageApp("my-switch", "en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        own.write_text(own.read_text(encoding="utf-8") + "hand_size: 9x\n", encoding="utf-8")
        await pilot.press("s")
        await pilot.pause()
        said = [str(note.message) for note in app._notifications]
        assert len(said) == 1 and said[0].startswith("The ruleset file was changed and now has a mistake: ")
        assert "my-switch.yaml" in said[0] and "Change the number" not in said[0] and app.chosen is None


def test_a_number_options_range_never_passes_the_limit_every_form_keeps_to() -> None:
    """(REVIEW127 R7: a ruleset's own max above 1000 let the forms walk into a refusal; a min above it made a range
    whose least was above its most.  `rules validate` notes such a max, PLAYTEST249 F6.)"""
    from maumau_tui.rules.schema import OPTION_LIMIT, option_range
    from maumau_tui.rules.schema import Option

    assert option_range(Option(description="x", default=5, max=5000)) == (0, OPTION_LIMIT)
    assert option_range(Option(description="x", default=1500, min=1200)) == (OPTION_LIMIT, OPTION_LIMIT)
    assert option_range(Option(description="x", default=2, min=2, max=3)) == (2, 3)


@pytest.mark.parametrize(("lang", "size"), [("en", (80, 24)), ("de", (60, 20))])
async def test_a_long_paste_into_a_number_types_what_fits_and_says_where_it_was_cut(lang: str,
                                                                                    size: tuple[int, int]) -> None:
    """A paste into a number option did nothing, and digits typed past 1000 went without a word: a paste types its
    digits as far as they fit and one notice says so; a paste that is no number, or onto a switch, is refused in
    words."""
    app = PageApp("standard", lang)
    notes = lambda: [str(note.message) for note in app._notifications]   # noqa: E731
    cut = tr(lang, "digits_fit", typed="123", most=1000)
    async with app.run_test(size=size) as pilot:
        screen, at = await the_page(pilot)
        screen.query_one(OptionList).highlighted = at
        app.post_message(events.Paste("123456789\n"))          # as the terminal's bracketed paste
        await pilot.pause()
        assert screen.values["play_to"] == 123 and "[123]" in screen_text(app) and notes() == [cut], notes()
        await pilot.press("backspace", "backspace", "backspace", "9", "9", "9", "9")   # typed, as well
        await pilot.pause()
        typed = tr(lang, "digits_fit", typed="999", most=1000)   # (words for a typed digit as well: PLAYTEST185)
        assert screen.values["play_to"] == 999 and notes() == [cut, typed], notes()
        app.post_message(events.Paste("one hundred"))
        await pilot.pause()
        assert screen.values["play_to"] == 999 and notes()[-1] == tr(lang, "paste_refused"), notes()
        screen.query_one(OptionList).highlighted = list(screen.values).index("six_cards")
        app.post_message(events.Paste("12"))                   # onto a switch
        await pilot.pause()
        assert screen.values["six_cards"] is False and screen.values["play_to"] == 999
        assert notes()[-1] == tr(lang, "paste_refused") and len(notes()) == 3, notes()


async def test_r_shows_the_rules_on_a_page_of_their_own_with_the_options_as_they_stand() -> None:
    """PLAYTEST228 N11: at 80x24 the rules above the options show eight lines; Erftschmiede's took ten PgDn.  ``r``
    opens them on a page of their own (as the table's ``r``), played with the options chosen; a key there toggles
    nothing; Esc comes back to the options as they were."""
    from maumau_tui.tui.screens.dialogs import RulesPage

    async with RulesApp("en").run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, RulesetScreen)
        box = screen.query_one("#rules-scroll").region.height
        screen.query_one(OptionList).highlighted = list(screen.values).index("play_to")
        await pilot.press("1", "0", "1")
        await pilot.press("r")
        page = pilot.app.screen
        assert isinstance(page, RulesPage) and page.chosen == screen.values
        assert page.query_one(".dialog-scroll").region.height >= box + 6, (box, page.query_one(".dialog-scroll"))
        await pilot.press("end")
        assert "[101]" in screen_text(pilot.app)
        await pilot.press("space", "plus", "escape")
        assert pilot.app.screen is screen and screen.values["play_to"] == 101


async def test_the_options_cursor_stops_at_the_last_line_and_the_first() -> None:
    """PLAYTEST276 N4: on the last of Pharao's options (below the box's edge at 100x30) one ↓ more went round to the
    first, and Space switched an option the player did not aim at (here the classic game's, at 80x24)."""
    async with RulesApp("en").run_test(size=(80, 24)) as pilot:
        screen, _ = await the_page(pilot)
        options = screen.query_one(OptionList)
        options.focus()
        options.highlighted = 0
        await pilot.press(*["down"] * (options.option_count + 2))
        assert options.highlighted == options.option_count - 1
        await pilot.press(*["up"] * (options.option_count + 2))
        assert options.highlighted == 0
