"""Pilot tests of the setup screens and the screens over everything: chooser, rules, seats, help, quit."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events
from textual.widgets import OptionList

from maumau_tui.rules.loader import load, ruleset_paths
from maumau_tui.clock import ManualClock
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.screens.dialogs import HelpScreen, QuitScreen, RulesPage
from maumau_tui.tui.screens.ruleset import RulesetScreen
from maumau_tui.tui.screens.seats import NamePrompt, SeatsScreen
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.screens.variant import VariantScreen
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.screens.prompt import ChoicePrompt
from tui_helpers import pass_guard, screen_text, settle, staged_app, take_handoff, until, until_decision

SIZE = (80, 24)


async def test_the_chooser_lists_every_ruleset_with_name_and_description() -> None:
    app = MauMauApp(Settings(lang="de"))
    every = [load(ruleset_id) for ruleset_id in ruleset_paths()]
    async with app.run_test(size=(80, 60)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, VariantScreen)
                    and all(rules.name.de in screen_text(app) for rules in every),
                    "every ruleset's name in the chooser")   # the names come once the rulesets are read
        text = " ".join(screen_text(app).split())
        for rules in every:
            assert " ".join(rules.description.de.split())[:30] in text


async def test_rules_page_options_and_seats_lead_to_a_dealt_table() -> None:
    clock = ManualClock()
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["kronenstube", "standard"], clock=clock)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("down", "enter")
        assert isinstance(app.screen, RulesetScreen) and app.screen.ruleset_id == "standard"
        assert "Rules: Mau-Mau" in screen_text(app)
        rules_screen = app.screen
        await pilot.press(*["down"] * list(rules_screen.values).index("six_cards"))
        assert "[ ] Six cards each" in screen_text(app)
        await pilot.press("space")
        assert "[x] Six cards each" in screen_text(app)
        await pilot.press("space")
        assert rules_screen.values["six_cards"] is False
        await pilot.press("space", "enter")             # Enter goes on, as s does (PLAYTEST95 F5: it switched)
        seats = app.screen
        assert isinstance(seats, SeatsScreen) and seats.options["six_cards"] is True
        assert seats.seats == [("Anna", None), ("Ben", None), ("Bot-1", "medium")]
        await pilot.press("enter")                       # rename Anna
        assert isinstance(app.screen, NamePrompt)
        await pilot.press(*"Zoe Q", "enter")
        await pilot.pause()                              # the space became a hyphen, and it says so (PLAYTEST223 N6)
        assert [note.message for note in app._notifications] == ["A name is one word: Zoe-Q."]
        clock.advance(app.settings.key_hold)            # (the seat keys wait for a quiet moment after a name)
        await pilot.press("down", "b", "g", "plus")     # Ben becomes an easy bot and deals; one more seat
        await pilot.press("enter", *"zoe-q", "enter")   # a taken name is refused (it stays in the field) ...
        assert isinstance(app.screen, NamePrompt)
        await pilot.press("escape")                      # ... and given up
        assert seats.seats == [("Zoe-Q", None), ("Ben", "easy"), ("Bot-1", "medium"), ("Bot-2", "medium")]
        assert seats.dealer == 1
        clock.advance(app.settings.key_hold)
        await pilot.press("minus")
        assert len(seats.seats) == 3
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        table = app.table
        assert table is not None
        assert table.names == ["Zoe-Q", "Ben", "Bot-1"] and table.is_bot(1) and not table.is_bot(0)
        assert table.game.dealer == 1 and table.match.options["six_cards"] is True
        assert len(table.game.hands[0]) + len(table.game.hands[2]) >= 11


async def test_the_rules_above_the_options_are_read_with_page_down() -> None:
    """Playtest 70: at 60x20 the box showed five lines of the rules, and only Tab then the arrows moved it."""
    app = MauMauApp(Settings(lang="en"), variants=["kronenstube"])
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.press("enter")
        assert isinstance(app.screen, RulesetScreen)
        scroll = app.screen.query_one("#rules-scroll")
        assert scroll.scroll_y == 0 and app.screen.query_one(OptionList).has_focus
        await pilot.press("pagedown")
        await pilot.pause()
        assert scroll.scroll_y > 0 and app.screen.query_one(OptionList).has_focus
        await pilot.press("pageup")
        await pilot.pause()
        assert scroll.scroll_y == 0


async def test_seat_count_stays_within_the_ruleset_limits() -> None:
    app = MauMauApp(Settings(lang="en"), variants=["standard"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter", "s", "minus", "minus", "minus", "minus")
        seats = app.screen
        assert isinstance(seats, SeatsScreen) and len(seats.seats) == 2
        await pilot.pause()
        told = [str(note.message) for note in app._notifications]
        assert told == ["It takes at least 2 players."], told          # (playtest 70: once, not a pile)
        await pilot.press(*["plus"] * 12)
        assert len(seats.seats) == load("standard").players.max
        await pilot.press("escape", "escape")
        assert isinstance(app.screen, VariantScreen)


async def test_help_and_rules_open_over_the_table_and_close_again() -> None:
    app = MauMauApp(Settings(lang="de", seed=2, bot_delay=0.0), ruleset="standard",
                    seats=[("Anna", False), ("Bot", True)])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        assert "Am Tisch" in screen_text(app)
        assert "↑↓ blättern · Esc, ?: zurück" in screen_text(app)    # its keys in sight from the start
        assert "Karte ziehen" in screen_text(app)                 # standard has no round of Kings, no cheating
        assert "Königsrunde" not in screen_text(app) and "fuschen" not in screen_text(app)
        await pilot.press("end")                          # a long page scrolls to its end
        await pilot.pause()
        assert "Karten in [Klammern] passen jetzt." in screen_text(app)
        await pilot.press("escape", "r")
        assert isinstance(app.screen, RulesPage)
        assert "Besondere Karten" in screen_text(app) and "↑↓ blättern · Esc, r: zurück" in screen_text(app)
        await pilot.press("escape")
        assert isinstance(app.screen, TableScreen)


async def test_ctrl_c_asks_before_quitting() -> None:
    app = MauMauApp(Settings(lang="en", seed=2, bot_delay=0.0), ruleset="standard",
                    seats=[("Anna", False), ("Bot", True)])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+c")
        assert isinstance(app.screen, QuitScreen)
        assert "Really quit the game?" in screen_text(app)
        await pilot.press("n")
        assert isinstance(app.screen, TableScreen) and app.return_code is None
        await pilot.press("ctrl+c", "y")
        await pilot.pause()
        assert app.return_code == 0


def anna_and_a_bot(lang: str) -> MauMauApp:
    """Anna and a bot at standard, the match saved as it goes (in the data folder the test sets)."""
    return MauMauApp(Settings(lang=lang, seed=2, bot_delay=0.0), ruleset="standard",
                     seats=[("Anna", False), ("Bot", True)], clock=ManualClock())


async def test_ctrl_c_twice_quits_where_the_match_stays_saved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST113 F2: a second Ctrl+C left the question up, where people used to Ctrl+C Ctrl+C expect the app to end
    (the match stays saved); the question says so."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = anna_and_a_bot("en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+c")
        assert isinstance(app.screen, QuitScreen) and "y / Ctrl+C: yes, quit · n / Esc: keep playing" in screen_text(app)
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert app.return_code == 0 and app.kept_match() is not None


async def test_the_quit_question_at_a_table_says_the_match_stays_saved_in_the_apps_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = anna_and_a_bot("de")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+c")
        assert isinstance(app.screen, QuitScreen)
        assert "Das Programm wirklich beenden?" in screen_text(app) and "Die Partie bleibt gespeichert." in screen_text(app)
        kept = app.kept_match()
        assert kept is not None and kept.exists() and kept.parent == tmp_path / "saves"
        said = tr("de", "quit_kept", path=kept, id=kept.stem)  # what the command line prints after the app ends
        assert said.startswith("maumau: die Partie ist gespeichert in ") and f"`maumau resume {kept.stem}`" in said
    menu = MauMauApp(Settings(lang="de"), variants=["standard"])
    async with menu.run_test(size=SIZE) as pilot:             # no match: nothing to keep, nothing said
        await pilot.press("ctrl+c")
        assert isinstance(menu.screen, QuitScreen) and menu.kept_match() is None
        assert "gespeichert" not in screen_text(menu)


async def test_ctrl_q_quits_at_once() -> None:
    app = MauMauApp(Settings(lang="en"), variants=["standard"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert app.return_code == 0


async def test_the_seats_screen_asks_the_one_rule_for_names() -> None:
    app = MauMauApp(Settings(lang="en"), variants=["standard"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter", "s")
        seats = app.screen
        assert isinstance(seats, SeatsScreen)
        await pilot.press("enter", *"B:x", "enter")             # a colon would break the move notation
        await pilot.pause()
        assert isinstance(app.screen, NamePrompt) and "'B:x' has ':'" in screen_text(app)
        await pilot.press("backspace", "backspace", "backspace", *"BEN", "enter")   # Ben is taken, whatever the capitals
        await pilot.pause()
        assert isinstance(app.screen, NamePrompt) and "Another seat is called Ben already" in screen_text(app)
        await pilot.press("escape")
        assert app.screen is seats and seats.seats[0] == ("Anna", None)


async def test_the_seats_screen_says_why_a_name_is_refused_in_german() -> None:
    app = MauMauApp(Settings(lang="de"), variants=["standard"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter", "s")
        assert isinstance(app.screen, SeatsScreen)
        await pilot.press("enter", *"B:x", "enter")
        await pilot.pause()
        assert isinstance(app.screen, NamePrompt) and "'B:x' enthält ':': ein Name darf" in screen_text(app)


async def test_the_start_cards_wish_says_it_is_the_start_cards() -> None:
    """Kronenstube: a Jack turned up at the start lets the first player wish; the question says why it comes."""
    app = MauMauApp(Settings(lang="de", seed=8, bot_delay=0.0), ruleset="kronenstube",
                    seats=[("Anna", False), ("Ben", False)], clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
        assert app.table is not None and app.table.game.phase == "wish" and len(app.table.game.pile) == 1
        assert "Startkarte B♦: Welche Farbe wünschst du dir?" in screen_text(app)


@pytest.mark.parametrize(("lang", "said"), [("en", "This variant has no Round of Kings."),
                                            ("de", "Eine Königsrunde gibt es in dieser Variante nicht.")])
async def test_k_in_a_variant_without_a_round_of_kings_says_so_whatever_the_card(lang: str, said: str) -> None:
    app = MauMauApp(Settings(lang=lang, seed=2, bot_delay=0.0), ruleset="standard",
                    seats=[("Anna", False), ("Bot", True)], clock=ManualClock())
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        assert isinstance(app.screen, TableScreen)
        pass_guard(app)
        for digit in "12":                                # a card chosen, then k
            await pilot.press(digit, "k")
            await pilot.pause()
            assert [str(note.message) for note in app._notifications] == [said]


async def test_enter_on_the_rules_page_goes_on_and_switches_no_option() -> None:
    """(PLAYTEST95 F5.) Enter, which goes on from the menu, switched the first house rule on the rules page; it goes
    on there too (Space switches), and a double Enter on the menu stops on the rules page instead of passing it."""
    clock = ManualClock()
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"], clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "enter")
        rules_screen = app.screen
        assert isinstance(rules_screen, RulesetScreen)
        assert rules_screen.values == rules_screen.defaults           # nothing switched
        first = next(iter(rules_screen.values))
        await pilot.click("#options", offset=(4, 1))                   # a click on a line switches it
        assert rules_screen.values == {**rules_screen.defaults, first: not rules_screen.defaults[first]}
        clock.advance(app.settings.key_hold)
        await pilot.press("enter")
        assert isinstance(app.screen, SeatsScreen) and app.screen.options == rules_screen.values


async def test_a_burst_of_enter_opens_one_rules_page_and_one_name_question() -> None:
    """(PLAYTEST96.) Keys of one burst all wait in the queue before the first is handled: three Enters on the menu
    chose three times before the first rules page came (three pages), two on the seats opened two name questions,
    the second holding the old name. The first opens its screen, the rest go to it or nowhere."""
    clock = ManualClock()
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"], clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        chooser = app.screen
        assert isinstance(chooser, VariantScreen)
        await until(pilot, lambda: chooser.described, "the chooser")

        async def burst(count: int) -> None:
            for _ in range(count):
                app.post_message(events.Key("enter", "\r"))
            await settle(pilot)

        await burst(3)
        assert [type(screen).__name__ for screen in app.screen_stack] == ["VariantScreen", "RulesetScreen"]
        clock.advance(app.settings.key_hold)
        await pilot.press("s")
        assert isinstance(app.screen, SeatsScreen)
        clock.advance(app.settings.key_hold)
        await burst(2)
        assert [type(screen).__name__ for screen in app.screen_stack][-2:] == ["SeatsScreen", "NamePrompt"]


async def test_a_bot_made_a_person_gets_a_persons_name() -> None:
    """(PLAYTEST95 F9.) ``b`` made the seat "Bot-1" a person named "Bot-1"; it takes the first free name of a person
    (a name given by hand stays)."""
    clock = ManualClock()
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"], clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        clock.advance(app.settings.key_hold)
        await pilot.press("s")
        seats = app.screen
        assert isinstance(seats, SeatsScreen) and seats.seats == [("Anna", None), ("Ben", None), ("Bot-1", "medium")]
        clock.advance(app.settings.key_hold)
        await pilot.press("down", "down", "b", "b")                  # medium, hard, then a person
        assert seats.seats[2] == ("Cleo", None)
        await pilot.press("b", "b", "b", "b")                        # round again: the name stays
        assert seats.seats[2] == ("Cleo", None)


async def test_r_opens_the_rules_over_a_question_not_asked_against_the_clock() -> None:
    """PLAYTEST105 F1: under the wish the key bar offered "r Rules", and r only said which keys the question takes."""
    app = staged_app([("Anna", False), ("Bot", True)], ["JH 8S 9S", "KD QS 8C"], "7C", "2D 3D", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "Anna's turn")
        pass_guard(app)
        await pilot.press("3", "enter")                       # her Jack: which suit does she wish for?
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the wish")
        assert "r Rules" in screen_text(app)
        pass_guard(app)
        await pilot.press("r")
        await until(pilot, lambda: isinstance(app.screen, RulesPage), "the rules over the question")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the wish again")
        assert not [note for note in app._notifications if "Here" in str(note.message)]   # (the keys it takes: not said)
