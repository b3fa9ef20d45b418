"""The status line fits one row at 80x24 (78 columns and its blank) in German and English: a long part
says it shorter, the least important parts go; a challenge of a blind play is answered in its prompt, so
the line does not also offer ``c`` for it; after an Ace at 80x24 the line is one row."""

from __future__ import annotations

from dataclasses import replace

import pytest
from rich.cells import cell_len
from textual.pilot import Pilot
from textual.widgets import Label

from maumau_tui.cards import parse_card
from maumau_tui.engine.views import View
from maumau_tui.notation import Move
from maumau_tui.rules.loader import load
from maumau_tui.tui.labels import Look
from maumau_tui.tui.prompts import PromptSpec, challenge_prompt, prompt_for
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.seat_link import TableFacts
from maumau_tui.tui.status import Part, clipped, fitted, status_line
from tui_helpers import pass_guard, send, staged_app, until, until_decision

NAMES = ("Anna", "Ben", "Robo")
NINE, ACE, SEVEN, TEN = parse_card("9H"), parse_card("AS"), parse_card("7S"), parse_card("10S")
LANGS = ("de", "en")


def a_view(**values: object) -> View:
    view = View(seat=0, names=NAMES, hand=(NINE, SEVEN, ACE), hand_sizes=(3, 4, 4), top=NINE, pile_top=NINE,
                pile_size=1, stock_size=10, wish_suit=-1, wish_rank=0, pending_draw=0, pending_skip=0, direction=1,
                actor=0, phase="turn", dealer=2, legal=(Move("play", cards=(NINE,)), Move("draw")), catchable=(),
                out=(), finished=False, drawn=False, log_size=3)
    return replace(view, **values)  # type: ignore[arg-type]


FOLLOW_ACE = a_view(top=ACE, pile_top=ACE, following=True,   # PLAYTEST F6: an Ace to follow, Mau to call
                    legal=(Move("play", cards=(ACE,)), Move("play", cards=(ACE,), say="mau"), Move("draw")))
CHEAT_AND_CATCH = a_view(legal=(Move("play", cards=(NINE,)), Move("play", cards=(NINE,), say="mau"),
                                Move("cheat", cards=(SEVEN,)), Move("draw"), Move("catch", seat=2)))
PENALTY = a_view(top=SEVEN, pile_top=SEVEN, pending_draw=4, catchable=(1,),
                 legal=(Move("play", cards=(SEVEN,)), Move("play", cards=(SEVEN,), say="mau"), Move("draw"),
                        Move("catch", seat=1)))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("ruleset", "view", "kept"), [
    ("standard", FOLLOW_ACE, {
        "de": ("Auf das Ass muss nachgelegt werden", "„Mau“", "d zieht"), "en": ("Ace must be covered", "“Mau”", "d draws")}),
    ("erftschmiede", CHEAT_AND_CATCH, {"de": ("f fuscht", "c: Robo beschuldigen"), "en": ("f cheats", "c: accuse Robo")}),
    ("standard", PENALTY, {"de": ("d zieht 4", "c: Ben erwischen"), "en": ("d draws 4", "c: catch Ben")}),
])
def test_the_common_status_lines_fit_78_columns_and_keep_what_is_owed(lang: str, ruleset: str, view: View,
                                                                     kept: dict[str, tuple[str, ...]]) -> None:
    info = TableFacts(ruleset=load(ruleset))
    line = status_line(view, True, info, Look(lang), None)
    assert cell_len(line) <= 78, line
    assert line.startswith(" Du bist dran." if lang == "de" else " Your turn.")
    for words in kept[lang]:
        assert words in line, line
    wide = status_line(view, True, info, Look(lang), None, width=200)
    assert cell_len(wide) > 78 and len(wide.split(" · ")) > len(line.split(" · ")) - 1   # room: all of it


def test_a_part_says_it_shorter_before_any_part_goes_and_the_essential_parts_stay() -> None:
    parts = [Part("Your turn.", 9), Part("a long reminder " * 3, 4, "short"), Part("o: more", 1)]
    assert fitted(parts, 40) == ["Your turn.", "short", "o: more"]
    assert fitted(parts, 25) == ["Your turn.", "short"]
    assert fitted(parts, 5) == ["Your turn."]                      # too narrow: wraps rather than hiding the turn
    assert fitted(parts, 200) == [part.text for part in parts]


@pytest.mark.parametrize("lang", LANGS)
def test_the_challenge_of_a_blind_play_is_not_offered_again_as_c(lang: str) -> None:
    rules = load("standard")
    view = a_view(seat=1, actor=1, top=TEN, pile_top=TEN, phase="challenge",
                  legal=(Move("accept"), Move("catch", seat=0)))
    prompt = prompt_for(view, Look(lang))
    assert prompt is not None and prompt.kind == "challenge"
    assert any(choice.move == Move("catch", seat=0) for choice in prompt.choices)   # the challenge is choice 2
    line = status_line(view, True, TableFacts(ruleset=rules), Look(lang), prompt, width=200)
    assert line == f" {'Du bist dran.' if lang == 'de' else 'Your turn.'} · {prompt.title}"   # no "c: catch Anna"


def test_a_catch_the_prompt_does_not_offer_stays_on_the_line() -> None:
    view = a_view(legal=(Move("wish", suit=0), Move("wish", suit=1), Move("catch", seat=2)), catchable=(2,))
    prompt = prompt_for(view, Look("en"))
    assert prompt is not None and all(choice.move.kind == "wish" for choice in prompt.choices)
    assert "c: catch Robo" in status_line(view, True, TableFacts(ruleset=load("standard")), Look("en"), prompt)
    other = PromptSpec("challenge", "t", challenge_prompt(replace(view, legal=(Move("accept"),)), Look("en")).choices)
    assert "c: catch Robo" in status_line(view, True, TableFacts(ruleset=load("standard")), Look("en"), other)


def test_a_long_question_is_cut_at_a_word_on_a_narrow_status_line() -> None:
    """(Playtest 40: at 60 columns the swap partner's question broke onto a second row, into the footer; its box
    says it whole.)"""
    view = a_view(legal=(Move("accept"), Move("play", cards=(ACE,))))
    title = "Cleo will mit dir tauschen: Ass (umlenken), 2 (stoppen) oder tauschen lassen?"
    asked = PromptSpec("swap", title, ())
    line = status_line(view, True, TableFacts(ruleset=load("erftschmiede")), Look("de"), asked, width=58)
    assert line == " Du bist dran. · Cleo will mit dir tauschen: Ass …", line
    assert status_line(view, True, TableFacts(ruleset=load("erftschmiede")), Look("de"), asked, width=120).endswith(title)
    assert clipped("Tauschverweigerungsbestätigung!", 12) == "Tauschverwe…"   # no word fits: cut inside the first
    assert clipped("一二三四五六七八九十", 9) == "一二三四…"                    # (wide characters: by cells)


@pytest.mark.parametrize("lang", LANGS)
def test_essential_parts_too_long_for_a_row_break_between_parts(lang: str) -> None:
    """(Found in play over SSH at 60 columns: the terminal's own wrap parted "Your" from "turn." after a round of
    Kings called by a long name.)"""
    view = a_view(kings=2, names=("Anna", "Ben", "Maximilian-Bern"))
    info, turn = TableFacts(ruleset=load("erftschmiede")), "Du bist dran." if lang == "de" else "Your turn."
    rows = status_line(view, True, info, Look(lang), None, width=58).split("\n")
    assert len(rows) == 2 and "Maximilian-Bern" in rows[0] and rows[1] == " " + turn, rows
    narrow = status_line(view, True, info, Look(lang), None, width=40).split("\n")   # a part longer than a row:
    assert len(narrow) == 2 and narrow[1].endswith(" · " + turn), narrow              # between its words
    assert all(row.startswith(" ") and cell_len(row) <= width for width, shown in ((58, rows), (40, narrow))
               for row in shown)
    assert "\n" not in status_line(view, True, info, Look(lang), None, width=120)


def ace_app(lang: str) -> MauMauApp:
    return staged_app([("Anna", False), ("Bot", True)], ["AH 9H 8D KD", "8S 9S 10S"], pile="9H", stock="7C 8C",
                      dealer=1, lang=lang)


async def ace_played(pilot: Pilot[None], app: MauMauApp, lang: str) -> tuple[TableScreen, Label]:
    """Anna plays A♥ (sorted last) and must follow it: the table screen and its status line, once it says so."""
    await until_decision(pilot, app)
    await send(pilot, "4", "enter")
    pass_guard(app)                # (the keys that act wait a moment after her own move: the status line says "…")
    screen = app.screen
    assert isinstance(screen, TableScreen)
    status = screen.query_one("#status", Label)
    following = ("Das Ass verlangt", "Auf das Ass muss nachgelegt werden") if lang == "de" else ("Ace must be covered",)
    await until(pilot, lambda: any(words in str(status.render()) for words in following), "the Ace to follow")
    return screen, status


@pytest.mark.parametrize("lang", LANGS)
async def test_after_an_ace_the_status_line_is_one_row_at_80_by_24(lang: str) -> None:
    app = ace_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        _screen, status = await ace_played(pilot, app, lang)
        assert status.size.height == 1, str(status.render())


@pytest.mark.parametrize("lang", LANGS)
async def test_the_status_line_takes_the_terminals_width_and_fits_again_after_a_resize(lang: str) -> None:
    app = ace_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen, status = await ace_played(pilot, app, lang)
        shown = lambda: str(status.render())  # noqa: E731
        narrow = shown()
        whole = status_line(screen.view, True, screen.info, Look(lang), screen.prompt(), width=1000)
        assert cell_len(narrow) <= 78 and cell_len(whole) > 78, (narrow, whole)   # at 80 columns something goes
        await pilot.resize_terminal(160, 30)
        await until(pilot, lambda: shown() == whole, "the whole line at 160 columns")
        assert status.size.height == 1
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: shown() == narrow, "the fitted line at 80 columns again")
        assert status.size.height == 1


@pytest.mark.parametrize("lang", LANGS)
async def test_the_status_line_under_the_list_of_moves_says_what_is_asked(lang: str) -> None:
    app = staged_app([("Anna", False), ("Robo", True)], ["9S KH 7C", "QD 7D"], pile="9H", stock="AS AH 8D",
                     dealer=1, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        table = app.screen
        assert isinstance(table, TableScreen)
        await send(pilot, "o")
        await until(pilot, lambda: table.asking is not None, "the list of every move")
        status = str(table.query_one("#status", Label).render())
        assert tr(lang, "prompt_other") in status and tr(lang, "your_turn") in status, status


async def test_the_title_fits_the_width_again_when_the_terminal_grows_under_a_question() -> None:
    """PLAYTEST91 F9, PLAYTEST92 F3: grown back under a wish (and under the help over it), the title kept only
    "?: help" (no "Esc: menu · s: settings") until the next screen."""
    from maumau_tui.tui.screens.dialogs import HelpScreen
    from maumau_tui.tui.screens.prompt import ChoicePrompt
    from tui_helpers import pass_guard, screen_text

    app = staged_app([("Anna", False), ("Bot", True)], ["7H 8S JC 9D", "KD QD 10C"], pile="9H", stock="AD AS 7C 7S",
                     dealer=1)
    title = lambda: screen_text(app).splitlines()[0].rstrip()  # noqa: E731
    async with app.run_test(size=(100, 30)) as pilot:
        await until_decision(pilot, app)
        wide = title()
        assert wide.endswith("?: help · Esc: menu · s: settings"), wide
        await pilot.resize_terminal(60, 20)
        await until(pilot, lambda: title().endswith(" ?: help · Esc: menu"), "the title cut at 60 columns")
        pass_guard(app)
        await send(pilot, "4", "enter")                     # J♣: which suit?
        assert isinstance(app.screen, ChoicePrompt)
        await pilot.resize_terminal(100, 30)
        # (under the question the title offers the help's key alone: PLAYTEST264 N7)
        under = " ".join(wide.removesuffix(" · Esc: menu · s: settings").split())
        words = lambda: " ".join(title().split())  # noqa: E731
        await until(pilot, lambda: words() == under, "the whole title again, the question still open")
        await pilot.resize_terminal(60, 20)
        await until(pilot, lambda: words() == under, "the title at 60 columns again")
        pass_guard(app)
        await send(pilot, "question_mark")                  # the help over the question
        assert isinstance(app.screen, HelpScreen)
        await pilot.resize_terminal(100, 30)
        pass_guard(app)
        await send(pilot, "escape")
        assert isinstance(app.screen, ChoicePrompt)
        await until(pilot, lambda: words() == under, "the whole title, the help closed over the question")
        await send(pilot, "1", "enter")                     # the suit wished: the table's keys again, at 100 columns
        await until(pilot, lambda: title() == wide, "the whole title on the table")


def test_a_missed_call_is_caught_and_a_play_that_may_have_been_a_cheat_accused() -> None:
    """PLAYTEST113 F3: "c: catch Med" after every play read as a sign that Med had cheated; whether the card fitted is
    for the player to see (a missed call is heard by everybody: caught)."""
    facts = TableFacts(ruleset=load("erftschmiede"))
    assert "c: accuse Robo" in status_line(CHEAT_AND_CATCH, True, facts, Look("en"), None)
    assert "c: catch Robo" in status_line(replace(CHEAT_AND_CATCH, catchable=(2,)), True, facts, Look("en"), None)


@pytest.mark.parametrize("lang", LANGS)
def test_after_advice_with_a_call_a_long_line_keeps_what_enter_does(lang: str) -> None:
    """PLAYTEST119 F5: where the line had no room, "Enter plays with the call" went and "m: with the call" stayed,
    which told a learner following the advice that the call needs m (Enter makes it)."""
    info = TableFacts(ruleset=load("erftschmiede"))
    line = status_line(CHEAT_AND_CATCH, True, info, Look(lang), None, advised=Move("play", cards=(NINE,), say="mau"))
    assert cell_len(line) <= 78, line
    enter = "Enter legt mit" if lang == "de" else "Enter plays with"
    assert enter in line and ("c: Robo beschuldigen" if lang == "de" else "c: accuse Robo") in line, line
