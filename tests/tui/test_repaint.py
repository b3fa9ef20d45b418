"""What a table screen repaints: the footer shows exactly the keys Textual's footer would, with the same key
widgets all hand long (shown and hidden, never mounted anew), and another seat's move that leaves this seat's
hand as it was repaints neither the hand nor the footer; the table box, which draws again only its rows that
changed, reads as the table's text after every move; a prompt's dimmed table behind it, kept while the table
stays the same, shows what changes under it.  (How long a repaint takes is measured by
``python -m maumau_tui.net.load_table`` and ``profile_seat``, never in a test.)"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Label
from textual.widgets._footer import FooterKey

from maumau_tui.clock import ManualClock
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.ruleset import RulesetScreen
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.screens.variant import VariantScreen
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.widgets.dimmed import show_through
from maumau_tui.tui.widgets.footer import FittedFooter, TableFooter
from maumau_tui.tui.widgets.game_log import GameLog
from maumau_tui.tui.widgets.hand import HandView
from maumau_tui.tui.widgets.table_info import TableInfo, table_text
from tui_helpers import (keys_for, pass_guard, screen_text, send, settle, staged_app, step, table_screen, take_handoff,
                         until, until_decision)

SIZE = (80, 24)
TRIO = [("Anna", False), ("Bot-1", True), ("Bot-2", True)]


def textual_footer_keys(screen: Screen[Any]) -> list[tuple[str, str]]:
    """The keys Textual's own footer shows for ``screen`` now: each shown binding, the first one per action."""
    by_action: dict[str, tuple[str, str]] = {}
    for _node, binding, _enabled, _tooltip in screen.active_bindings.values():
        if binding.show:
            by_action.setdefault(binding.action, (binding.key, binding.description))
    return list(by_action.values())


def shown_keys(footer: FittedFooter) -> list[tuple[str, str]]:
    return [(key.key, key.description) for key in footer.query(FooterKey) if key.display]


def counted(widget: Widget, calls: list[str]) -> None:
    """Note every refresh of ``widget`` in ``calls``."""
    refresh: Callable[..., Any] = widget.refresh

    def counting(*regions: Any, **options: Any) -> Any:
        calls.append(type(widget).__name__)
        return refresh(*regions, **options)

    widget.refresh = counting  # type: ignore[method-assign]


def two_people_and_a_bot() -> Any:
    """Anna and Ben share the keyboard (hand-offs), a bot plays between them."""
    return staged_app([("Anna", False), ("Ben", False), ("Bot", True)], ["7H 9D 8S KD", "KC QS 10S JH", "QD 10D"],
                      pile="9H", stock="AS AH AC 10H QH KH", dealer=2)


async def test_the_footer_shows_what_textuals_footer_would_with_the_same_key_widgets_all_hand() -> None:
    app = two_people_and_a_bot()
    rng = random.Random(3)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        footer = screen.query_one(TableFooter)
        widgets = set(footer.query(FooterKey))
        seen: set[tuple[tuple[str, str], ...]] = set()

        def check() -> None:
            shown = shown_keys(footer)
            assert shown == textual_footer_keys(screen)
            seen.add(tuple(shown))
            if app.screen is screen:             # the footer's row reads as those keys, in that order
                words = [word for key in footer.query(FooterKey) if key.display
                         for word in (key.key_display, *key.description.split())]
                assert screen_text(app).splitlines()[-1].split() == words

        for _ in range(600):
            await settle(pilot)
            check()
            if isinstance(app.screen, TableScreen) and screen.view.my_turn and rng.random() < 0.3:
                await send(pilot, "o")           # the list of every move: the table's keys rest under it
                check()
                await send(pilot, "escape")
                continue
            if await step(pilot, app, rng) == "end":
                break
        else:
            raise AssertionError("the hand did not end")
        assert set(footer.query(FooterKey)) == widgets                  # not one key widget mounted anew
        assert len(seen) >= 3, seen                                     # (the keys did change)


def footers_composed(monkeypatch: Any, kind: type[FittedFooter]) -> list[str]:
    """The screens whose footer of ``kind`` composes its keys from now on, one entry each time."""
    composed: list[str] = []
    recompose = Widget.recompose

    async def counting(widget: Widget) -> None:
        if isinstance(widget, kind):
            composed.append(type(widget.screen).__name__)
        await recompose(widget)

    monkeypatch.setattr(Widget, "recompose", counting)
    return composed


async def test_a_new_table_screen_composes_its_footer_keys_once(monkeypatch: Any) -> None:
    # The screen signals three times that its keys may have changed before its footer first composes, and the
    # hand-off comes over it: one set of key widgets shows what each of them asks for.
    composed = footers_composed(monkeypatch, TableFooter)
    app = two_people_and_a_bot()
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        footer = table_screen(app).query_one(TableFooter)
        widgets = set(footer.query(FooterKey))
        assert len(composed) == 1 and widgets
        await take_handoff(pilot, app)                                  # Anna takes the keyboard
        await until_decision(pilot, app)
        assert app.screen is table_screen(app)
        assert shown_keys(footer) == textual_footer_keys(table_screen(app)) != []
        assert set(footer.query(FooterKey)) == widgets and len(composed) == 1


async def test_the_first_screen_composes_its_footer_keys_once_and_the_next_screen_its_own(monkeypatch: Any) -> None:
    composed = footers_composed(monkeypatch, FittedFooter)
    app = MauMauApp(Settings(lang="en", seed=1), clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.pause()
        first = app.screen
        assert isinstance(first, VariantScreen) and composed == ["VariantScreen"]
        assert shown_keys(first.query_one(FittedFooter)) == textual_footer_keys(first) != []
        await pilot.press("enter")
        await settle(pilot)
        await pilot.pause()
        assert isinstance(app.screen, RulesetScreen) and composed == ["VariantScreen", "RulesetScreen"]
        assert shown_keys(app.screen.query_one(FittedFooter)) == textual_footer_keys(app.screen) != []


async def test_another_seats_move_repaints_neither_the_hand_nor_the_footer_of_a_seat_that_waits() -> None:
    # Anna plays 9♦ on 9♥; Bot-1 answers with a diamond (no card that would touch Anna's hand or turn), and
    # only then comes Bot-2: while Bot-1 moves, Anna waits before and after.
    app = staged_app(TRIO, ["9D 10S KS AS", "10D QD KD", "QC 10C KC"], pile="9H", stock="QH KH 10H",
                     bot_delay=1.0, dealer=2)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        view = screen.view
        move = next(m for m in view.legal if m.kind == "play")
        await send(pilot, *keys_for(move, view.hand))
        referee = app.referee
        assert referee is not None and referee.table.actor == 1
        clock = app.clock
        assert isinstance(clock, ManualClock)
        hand, footer, log = screen.query_one(HandView), screen.query_one(TableFooter), screen.query_one(GameLog)
        calls: list[str] = []
        for widget in (hand, footer, *footer.query(FooterKey)):
            counted(widget, calls)
        lines, shown = len(log.texts), screen_text(app)
        due = referee.due()
        assert due is not None
        clock.advance(max(0.0, due - clock.now()))
        referee.poll()
        await settle(pilot)
        assert referee.table.actor == 2, "Bot-1 has moved, Bot-2 is next"
        assert len(log.texts) > lines and screen_text(app) != shown      # Anna's screen shows Bot-1's move
        assert calls == []


def box_rows(app: Any, widget: Widget) -> list[str]:
    """The rows of ``widget``'s content as the screen shows them."""
    region, rows = widget.content_region, screen_text(app).splitlines()
    return [(rows[y] if y < len(rows) else "")[region.x:region.right].rstrip() for y in range(region.y, region.bottom)]


async def test_the_table_box_reads_as_the_tables_text_after_every_move_of_a_hand() -> None:
    app = two_people_and_a_bot()
    rng = random.Random(5)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        box = screen.query_one(TableInfo)
        partial: list[int] = []               # how many rows each refresh of the box named (0: all of them)
        refresh: Callable[..., Any] = box.refresh

        def counting(*regions: Any, **options: Any) -> Any:
            partial.append(len(regions))
            return refresh(*regions, **options)

        box.refresh = counting  # type: ignore[method-assign]
        shown: set[tuple[str, ...]] = set()
        for _ in range(600):
            await settle(pilot)
            if app.screen is screen and not screen.view.finished:
                lines = [line.plain for line in table_text(screen.view, screen.look, screen.info).split("\n")]
                assert all(len(line) <= box.content_size.width for line in lines)   # (no row wraps)
                rows = box_rows(app, box)
                assert rows == lines + [""] * (len(rows) - len(lines)), (rows, lines)
                shown.add(tuple(rows))
            if await step(pilot, app, rng) == "end":
                break
        else:
            raise AssertionError("the hand did not end")
        assert len(shown) >= 5, shown                                   # (the box did change)
        assert any(partial), partial                                    # some moves drew only some rows


async def test_a_prompt_shows_the_table_dimmed_behind_it_as_it_is_now() -> None:
    app = staged_app(TRIO, ["9D 10S KS AS", "10D QD KD", "QC 10C KC"], pile="9H", stock="QH KH 10H", dealer=2)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        before = screen_text(app).splitlines()
        await send(pilot, "o")                                          # the list of every move, over the table
        assert isinstance(app.screen, ChoicePrompt)
        dimmed = screen_text(app).splitlines()
        assert dimmed[0].split("?: help")[0].rstrip() == before[0].split("?: help")[0].rstrip()   # the title bar behind
        assert before[0].rstrip().endswith("s: settings") and dimmed[0].rstrip().endswith(" ?: help")   # the dialog, its
        #                                                               keys the help's alone (PLAYTEST264 N7)
        status = screen.query_one("#status", Label)
        row = status.region.y
        assert dimmed[row] != "  the table changed under the prompt"
        status.update("  the table changed under the prompt")
        await until(pilot, lambda: screen_text(app).splitlines()[row] == "  the table changed under the prompt",
                    "the change under the prompt")
        calls: list[str] = []
        counted(app.screen, calls)
        show_through(screen)                                            # (REVIEW106: under one dialog Textual
        assert calls == []                                              # tells it: no second repaint of the top)
        await send(pilot, "escape")
        assert app.screen is screen


async def test_a_dialog_over_the_table_hides_the_tables_keys() -> None:
    """PLAYTEST85 F6: under "Back to the menu?" the key bar still offered the table's keys ("d Draw"), which did nothing there."""
    from maumau_tui.tui.screens.dialogs import ConfirmScreen

    app = staged_app([("Anna", False), ("Bot", True)], ["7H 8S JC 9D", "KD QD 10C"], pile="9H",
                     stock="AD AS 7C 7S", dealer=1)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        assert app.screen is screen
        footer = screen.query_one(TableFooter)
        assert ("o", "All moves") in shown_keys(footer)
        pass_guard(app)
        await send(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        assert shown_keys(footer) == []
        await send(pilot, "enter", "x")                                 # (PLAYTEST94 F5: nothing, without a word)
        await until(pilot, lambda: [str(note.message) for note in app._notifications] == [
            "y: yes, to the menu · n / Esc: keep playing"], "the keys the question takes, said once")
        assert isinstance(app.screen, ConfirmScreen)
        app.clock.advance(app.settings.key_hold)
        await send(pilot, "n")
        assert app.screen is screen and ("o", "All moves") in shown_keys(footer)


async def test_a_dialog_over_a_question_hides_the_tables_keys() -> None:
    """PLAYTEST92 F4: under "Back to the menu?" over the table's own question (here the list of every move) the key
    bar still offered "t Hint  r Rules", which did nothing there; back at the question they are offered again."""
    from maumau_tui.tui.screens.dialogs import ConfirmScreen

    app = staged_app([("Anna", False), ("Bot", True)], ["7H 8S JC 9D", "KD QD 10C"], pile="9H",
                     stock="AD AS 7C 7S", dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        footer = screen.query_one(TableFooter)
        pass_guard(app)
        await send(pilot, "o")
        question = app.screen
        assert isinstance(question, ChoicePrompt)
        await settle(pilot)
        assert ("t", "Hint") in shown_keys(footer)
        await send(pilot, "q")                                          # q: the menu, asked first
        assert isinstance(app.screen, ConfirmScreen)
        await settle(pilot)
        assert shown_keys(footer) == []
        await until(pilot, lambda: "Hint" not in screen_text(app).splitlines()[-1], "the key bar seen through both")
        app.clock.advance(app.settings.key_hold)
        await send(pilot, "n")
        assert app.screen is question
        await settle(pilot)
        assert ("t", "Hint") in shown_keys(footer)
        await until(pilot, lambda: "Hint" in screen_text(app).splitlines()[-1], "the key bar under the question")


async def test_a_footer_s_keys_are_styled_once_when_they_are_mounted(monkeypatch: Any) -> None:
    """A ``FooterKey`` begins compact and its footer's ``data_bind`` made it not compact once mounted: each key of
    each footer had its style worked out again, twice (a fifth of a new screen's CPU). Keys now begin as their
    footer is, on every screen of a hand (the table's footer, the hand-off's, a prompt's)."""
    from maumau_tui.tui.app import MauMauApp

    restyled: list[str] = []
    update_styles = MauMauApp.update_styles
    monkeypatch.setattr(MauMauApp, "update_styles", lambda app, node=None, animate=True: (
        restyled.append(node.key) if isinstance(node, FooterKey) else None) or update_styles(app, node, animate))
    app = two_people_and_a_bot()
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        keys = [key for screen in app.screen_stack for key in screen.query(FooterKey)]
        assert keys and all(key.compact == key.parent.compact and key.has_class("-compact") == key.compact
                            for key in keys if isinstance(key.parent, TableFooter))
        for _ in range(4):
            await step(pilot, app, random.Random(3))
    assert restyled == []
