"""The next set-up starts from the seats of the last table dealt (names, bot levels, the dealer), fitted to the
ruleset's table sizes, and from the house rules last chosen for its ruleset; a file that makes no sense is
ignored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import OptionList

from maumau_tui.clock import ManualClock
from maumau_tui.rules.loader import load
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.last_seats import fitted, remember, remembered, remembered_options, seats_path
from maumau_tui.tui.screens.ruleset import RulesetScreen
from maumau_tui.tui.screens.seats import NamePrompt, SeatsScreen
from maumau_tui.tui.settings import Settings
from tui_helpers import send, until


async def set_up(app: MauMauApp, pilot, ruleset: str = "standard") -> SeatsScreen:  # type: ignore[no-untyped-def]
    """Mau-Mau (or ``ruleset``) chosen in the menu (below a saved match, if there is one), its rules page passed."""
    await until(pilot, lambda: getattr(app.screen, "described", False), "the chooser")
    options = app.screen.query_one(OptionList)
    options.highlighted = options.get_option_index(ruleset)
    for key in ("enter", "s"):
        await send(pilot, key)
    await until(pilot, lambda: isinstance(app.screen, SeatsScreen), "the seats")
    screen = app.screen
    assert isinstance(screen, SeatsScreen)
    return screen


async def test_the_seats_of_the_last_table_come_back_in_the_next_set_up() -> None:
    clock = ManualClock()
    first = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"], clock=clock)
    async with first.run_test(size=(80, 24)) as pilot:
        seats = await set_up(first, pilot)
        assert seats.seats == [("Anna", None), ("Ben", None), ("Bot-1", "medium")]    # nothing remembered yet
        await send(pilot, "enter")                                       # rename Anna
        await until(pilot, lambda: isinstance(first.screen, NamePrompt), "the name")
        await send(pilot, *"Zoe", "enter")
        clock.advance(first.settings.key_hold)
        await send(pilot, "down", "down", "b", "g")                     # Bot-1 becomes hard and deals
        assert seats.seats == [("Zoe", None), ("Ben", None), ("Bot-1", "hard")] and seats.dealer == 2
        await send(pilot, "s")
        await until(pilot, lambda: first.table is not None, "the table")
    assert remembered() == ([("Zoe", None), ("Ben", None), ("Bot-1", "hard")], 2)
    again = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"], clock=ManualClock())
    async with again.run_test(size=(80, 24)) as pilot:
        seats = await set_up(again, pilot)
        assert seats.seats == [("Zoe", None), ("Ben", None), ("Bot-1", "hard")] and seats.dealer == 2


async def test_seats_changed_but_not_dealt_come_back_after_the_app_closed() -> None:
    """PLAYTEST255 N1: names typed and levels set were lost when the terminal closed before the deal."""
    clock = ManualClock()
    first = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"], clock=clock)
    async with first.run_test(size=(80, 24)) as pilot:
        seats = await set_up(first, pilot)
        await send(pilot, "enter")                                       # rename Anna
        await until(pilot, lambda: isinstance(first.screen, NamePrompt), "the name")
        await send(pilot, *"Zoe", "enter")
        clock.advance(first.settings.key_hold)
        await send(pilot, "down", "b", "plus", "g")                      # Ben a bot, a fourth seat that deals
        assert seats.seats == [("Zoe", None), ("Ben", "easy"), ("Bot-1", "medium"), ("Bot-2", "medium")]
    assert first.table is None                                          # closed before the deal
    assert remembered() == ([("Zoe", None), ("Ben", "easy"), ("Bot-1", "medium"), ("Bot-2", "medium")], 3)
    again = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"], clock=ManualClock())
    async with again.run_test(size=(80, 24)) as pilot:
        seats = await set_up(again, pilot)
        assert seats.seats[0] == ("Zoe", None) and seats.dealer == 3


async def test_seats_fitted_to_a_smaller_table_are_not_kept_by_a_change_before_the_deal() -> None:
    """REVIEW266 R3: eight seats remembered, Faraón seats six; a change there wrote the six, and the other two were
    gone from the next set-up of any ruleset."""
    eight = [(name, None) for name in ("Anna", "Ben", "Cleo", "Dora", "Emil", "Fine", "Gero", "Hanna")]
    remember(eight, 7)
    clock = ManualClock()
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["faraon"], clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        seats = await set_up(app, pilot, "faraon")
        assert len(seats.seats) == 6
        clock.advance(app.settings.key_hold)
        await send(pilot, "b", "g")
        assert seats.seats[0] == ("Anna", "easy") and seats.dealer == 0
    assert remembered() == (eight, 7)


def test_remembered_seats_fit_the_rulesets_table_sizes() -> None:
    five = [("Anna", None), ("Ben", None), ("Cleo", None), ("Dora", None), ("Bot-1", "easy")]
    two = load("standard").players.__class__(min=2, max=2)
    assert fitted(five, 4, two, "medium") == ([("Anna", None), ("Ben", None)], 1)
    bots_first = [("Bot-1", "hard"), ("Bot-2", "easy"), ("Anna", None)]       # the people stay, bots go first
    assert fitted(bots_first, 2, two, "medium") == ([("Bot-1", "hard"), ("Anna", None)], 1)
    three = load("standard").players.__class__(min=3, max=6)
    assert fitted([("Bot-1", "hard")], 0, three, "medium") == ([("Bot-1", "hard"), ("Bot-2", "medium"),
                                                                ("Bot-3", "medium")], 0)


NONSENSE = ["", "{", "[]", '{"seats": [], "dealer": 0}', '{"seats": [["Anna", null]], "dealer": 3}',
            '{"seats": [["Anna", "genius"]], "dealer": 0}', '{"seats": [["Anna", null], ["anna", null]], "dealer": 0}',
            '{"seats": [["' + "x" * 17 + '", null]], "dealer": 0}', '{"seats": [[" ", null]], "dealer": 0}',
            '{"seats": "Anna", "dealer": 0}', '{"dealer": 0}', pytest.param("[" * 5000, id="nested-too-deep")]


@pytest.mark.parametrize("content", NONSENSE)
def test_a_seats_file_that_makes_no_sense_is_ignored(content: str) -> None:
    seats_path().parent.mkdir(parents=True, exist_ok=True)
    seats_path().write_text(content, encoding="utf-8")
    assert remembered() is None and remembered_options("standard") is None


async def test_a_broken_seats_file_is_kept_aside_and_said_before_the_next_table_writes_the_file() -> None:
    broken = '{"seats": [["Zora", null], ["Bot-1", "medium"]], "dealer": 0, "options": {"kronenstube": {"x": 1}},}'
    seats_path().parent.mkdir(parents=True, exist_ok=True)
    seats_path().write_text(broken, encoding="utf-8")                  # one comma too many
    clock = ManualClock()
    app = MauMauApp(Settings(lang="de", seed=3, bot_delay=0.0), variants=["standard"], clock=clock)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        seats = await set_up(app, pilot)
        assert seats.seats == [("Anna", None), ("Ben", None), ("Bot-1", "medium")]   # the defaults
        kept = seats_path().with_name("seats.json.broken")
        said = [str(note.message) for note in app._notifications if "seats.json" in str(note.message)]
        assert said == [f"seats.json ließ sich nicht lesen (kaputt in Zeile 1, Spalte 100): die Datei liegt jetzt als "
                        f"{kept} da; es gelten die Voreinstellungen."]
        clock.advance(app.settings.key_hold)
        await send(pilot, "s")
        await until(pilot, lambda: app.table is not None, "the table")
    assert kept.read_text(encoding="utf-8") == broken and remembered() == ([("Anna", None), ("Ben", None),
                                                                            ("Bot-1", "medium")], 2)


def test_remembering_writes_names_as_typed_and_survives_a_folder_that_refuses(tmp_path: Path) -> None:
    remember([("Jürgen", None), ("Robo", "easy")], 1)
    assert json.loads(seats_path().read_text(encoding="utf-8")) == {"seats": [["Jürgen", None], ["Robo", "easy"]],
                                                                     "dealer": 1, "options": {}}
    blocked = tmp_path / "file"
    blocked.write_text("")
    remember([("Anna", None)], 0, blocked / "seats.json")          # its folder is a file: nothing raised


async def open_rules_page(app: MauMauApp, pilot) -> RulesetScreen:  # type: ignore[no-untyped-def]
    await until(pilot, lambda: getattr(app.screen, "described", False), "the chooser")
    options = app.screen.query_one(OptionList)
    options.highlighted = options.get_option_index("standard")
    await send(pilot, "enter")
    await until(pilot, lambda: isinstance(app.screen, RulesetScreen), "the rules page")
    screen = app.screen
    assert isinstance(screen, RulesetScreen)
    return screen


async def test_the_house_rules_last_chosen_for_a_ruleset_come_back_in_its_next_set_up() -> None:
    first = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"], clock=ManualClock())
    async with first.run_test(size=(80, 24)) as pilot:
        page = await open_rules_page(first, pilot)
        assert page.values["seven_stacking"] is False and page.values["play_to"] == 0     # the ruleset's defaults
        page.query_one("#options", OptionList).highlighted = list(page.values).index("seven_stacking")
        await send(pilot, "space")
        page.set_draft("play_to", 101)
        await send(pilot, "s")
        await until(pilot, lambda: isinstance(first.screen, SeatsScreen), "the seats")
        first.clock.advance(first.settings.key_hold)            # (s twice at once deals not)
        await send(pilot, "s")
        await until(pilot, lambda: first.table is not None, "the table")
    assert remembered_options("standard") == {"seven_stacking": True, "play_to": 101}   # what differs from the defaults
    again = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"], clock=ManualClock())
    async with again.run_test(size=(80, 24)) as pilot:
        page = await open_rules_page(again, pilot)
        assert page.values["seven_stacking"] is True and page.values["play_to"] == 101
        assert "[x]" in str(page.option_row("seven_stacking"))
        options = page.query_one("#options", OptionList)

        def row(name: str) -> str:
            return str(options.get_option(name).prompt)

        assert row("seven_stacking").endswith("(the ruleset's own: off)")   # a remembered change is seen
        assert row("play_to").endswith("(the ruleset's own: 0)") and "ruleset's own" not in row("six_cards")
        options.highlighted = list(page.values).index("seven_stacking")
        await send(pilot, "space")              # back to the ruleset's value: nothing more to say
        assert "ruleset's own" not in row("seven_stacking")


async def test_a_seat_changed_keeps_the_house_rules_chosen_before_it_too() -> None:
    """PLAYTEST268 F2: a rule switched on the rules page was lost with the terminal, the seat changed after it kept."""
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=(80, 24)) as pilot:
        page = await open_rules_page(app, pilot)
        page.query_one("#options", OptionList).highlighted = list(page.values).index("seven_stacking")
        await send(pilot, "space", "s")
        await until(pilot, lambda: isinstance(app.screen, SeatsScreen), "the seats")
        app.clock.advance(app.settings.key_hold)
        await send(pilot, "b")                                  # Anna a bot: the seats are kept at once
    assert app.table is None and remembered_options("standard") == {"seven_stacking": True}
    assert remembered() == ([("Anna", "easy"), ("Ben", None), ("Bot-1", "medium")], 2)


@pytest.mark.parametrize("options", ['"nonsense"', '{"standard": 3}', '{"standard": {"seven_stacking": 1}}',
                                     '{"standard": {"no_such_rule": true}}', '{"standard": {"six_cards": true, '
                                     '"play_to": -5}}', '{"standard": {"play_to": 1000000000000000000000000000000}}'])
def test_house_rules_that_make_no_sense_give_the_rulesets_defaults(options: str) -> None:
    seats_path().parent.mkdir(parents=True, exist_ok=True)
    seats_path().write_text('{"seats": [["Anna", null]], "dealer": 0, "options": ' + options + "}", encoding="utf-8")
    chosen = remembered_options("standard")
    assert chosen is None or chosen == {}
    assert remembered() == ([("Anna", None)], 0)                   # the seats stay good


def test_remembering_one_rulesets_house_rules_keeps_the_others() -> None:
    remember([("Anna", None)], 0, ruleset_id="standard", options={"seven_stacking": True})
    remember([("Anna", None)], 0, ruleset_id="kronenstube", options={})
    assert remembered_options("standard") == {"seven_stacking": True} and remembered_options("kronenstube") == {}


async def test_the_rules_above_the_house_rules_follow_what_is_switched() -> None:
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=(80, 24)) as pilot:
        page = await open_rules_page(app, pilot)
        rules = page.query_one("#rules-text")
        stacking = "A 7 may be answered with a 7: the penalty grows to 4, 6, 8 cards."
        assert f"{stacking} [off]" in str(rules.content).replace("\n", " ")
        page.query_one("#options", OptionList).highlighted = list(page.values).index("seven_stacking")
        await send(pilot, "space")
        await until(pilot, lambda: f"{stacking} [on]" in str(rules.content).replace("\n", " "), "the option on")
        assert "Can be answered with a 7" in str(rules.content).replace("\n", " ")     # the 7 as it will be played
