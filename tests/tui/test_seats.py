"""The seats screen: `b` makes a seat a person or a bot of a level, a new bot seat plays at medium, the screen
returns (name, level or None) seats and the table gets those bots; a name already taken is kept and explained."""

from __future__ import annotations

import asyncio

import pytest
from textual import events
from textual.pilot import Pilot
from textual.widgets import Input, Label
from tui_helpers import screen_text, until

from maumau_tui.clock import ManualClock
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.ruleset import RulesetScreen
from maumau_tui.tui.screens.seats import NamePrompt, SeatsScreen
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.screens.variant import VariantScreen
from maumau_tui.tui.settings import Settings

SIZE = (80, 24)


async def seats_screen(pilot: object, app: MauMauApp) -> SeatsScreen:
    await pilot.press("enter", "s")                      # type: ignore[attr-defined]  # the ruleset, its options
    screen = app.screen
    assert isinstance(screen, SeatsScreen)
    return screen


async def test_b_cycles_a_seat_through_person_and_the_levels_and_the_table_gets_those_bots() -> None:
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"])
    async with app.run_test(size=SIZE) as pilot:
        seats = await seats_screen(pilot, app)
        assert seats.seats == [("Anna", None), ("Ben", None), ("Bot-1", "medium")]
        text = screen_text(app)
        assert "Anna" in text and "person" in text and "bot, medium" in text
        await pilot.press("down")                       # Ben
        shown = []
        for _ in range(4):
            await pilot.press("b")
            shown.append(seats.seats[1][1])
        assert shown == ["easy", "medium", "hard", None]
        await pilot.press("b", "b", "b")
        assert seats.seats[1] == ("Ben", "hard") and "bot, hard" in screen_text(app)
        await pilot.press("plus")                        # a new seat is a medium bot
        assert seats.seats[-1] == ("Bot-2", "medium")
        await pilot.press("up", "up", "up", "b")         # Anna plays too: an easy bot
        assert seats.seats == [("Anna", "easy"), ("Ben", "hard"), ("Bot-1", "medium"), ("Bot-2", "medium")]
        await pilot.press("b", "b", "b", "s")            # ... no: Anna is a person again; deal
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table")
        table = app.table
        assert table is not None
        assert table.levels == {1: "hard", 2: "medium", 3: "medium"} and table.humans == [0]
        assert [(s["kind"], s["level"]) for s in table.match.record()["seats"]] == [
            ("person", None), ("bot", "hard"), ("bot", "medium"), ("bot", "medium")]


async def test_going_back_to_the_house_rules_keeps_the_seats_as_they_were_set() -> None:
    """Esc on the seats screen to change a house rule, s to come back: the seats were the usual ones again
    (playtest 31: a fourth seat, a bot made a person, the dealer, all gone)."""
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"])
    async with app.run_test(size=SIZE) as pilot:
        seats = await seats_screen(pilot, app)
        await pilot.press("plus", "up", "b", "b", "g")             # a fourth seat; Bot-1 a person (Cleo), dealing
        await until(pilot, lambda: seats.dealer == 2, "the new dealer")
        set_up = (list(seats.seats), seats.dealer)
        assert set_up == ([("Anna", None), ("Ben", None), ("Cleo", None), ("Bot-2", "medium")], 2)
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, SeatsScreen), "the house rules")
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SeatsScreen), "the seats again")
        again = app.screen
        assert isinstance(again, SeatsScreen) and (again.seats, again.dealer) == set_up


async def test_s_pressed_twice_on_the_house_rules_does_not_deal_before_the_seats_were_seen() -> None:
    """(Playtest 31: `s s` went through the seats screen and dealt the usual seats.)"""
    clock = ManualClock()
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"], clock=clock)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter", "s", "s")
        await pilot.pause()
        assert isinstance(app.screen, SeatsScreen)
        told = [str(note.message) for note in app._notifications]   # (PLAYTEST265 F2: the s was lost without a word)
        assert told == ["That s came as the seats appeared and does not deal yet: check the seats, then press s again."]
        clock.advance(app.settings.key_hold)                   # a moment later s deals
        await pilot.press("s")
        await until(pilot, lambda: not isinstance(app.screen, SeatsScreen), "the table")


@pytest.mark.parametrize("turns", [0, 2])
async def test_s_s_quickly_on_the_house_rules_says_why_the_second_did_not_deal(turns: int) -> None:
    """(PLAYTEST268 F1) Both keys in one read of the terminal (a key repeat, a quick double tap), or the second a few
    turns of the app's loop later (REVIEW267 R1): it reached the house rules page as it closed and was lost there
    without the word the seats screen gives a held s."""
    clock = ManualClock()
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"], clock=clock)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, RulesetScreen), "the house rules")
        clock.advance(app.settings.key_hold)
        app.post_message(events.Key("s", "s"))
        for _ in range(turns):
            await asyncio.sleep(0)
        app.post_message(events.Key("s", "s"))
        await until(pilot, lambda: isinstance(app.screen, SeatsScreen), "the seats")
        await pilot.pause()
        told = [str(note.message) for note in app._notifications]
        assert told == ["That s came as the seats appeared and does not deal yet: check the seats, then press s again."]
        clock.advance(app.settings.key_hold)
        await pilot.press("escape")              # back to the house rules, where "press s again" means nothing
        await until(pilot, lambda: isinstance(app.screen, RulesetScreen), "the house rules again")
        await pilot.pause()
        assert not list(app._notifications), [str(note.message) for note in app._notifications]   # (PLAYTEST270 N2)


async def test_a_name_with_brackets_is_refused_in_plain_words() -> None:
    """(PLAYTEST82.) The refusal quoted the name through markup: ``[/]Y`` ended the game, ``[bold]X`` lost its
    brackets in the sentence that complains of them."""
    clock = ManualClock()
    app = MauMauApp(Settings(lang="en"), variants=["standard"], clock=clock)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        seats = await seats_screen(pilot, app)
        for name in ("[/]Y", "[bold]X"):
            clock.advance(5.0)                           # (keys held a moment after a name closed)
            await pilot.press("enter", *name, "enter")
            prompt = app.screen
            assert isinstance(prompt, NamePrompt)
            assert f"'{name}' has " in str(prompt.query_one("#name-why", Label).render())
            await pilot.press("escape")
            assert app.screen is seats
        seats.notify("'[/]Y' has '/' '[' ']'", severity="warning")  # (the notices quote names too; a screen's
        await until(pilot, lambda: "'[/]Y' has" in screen_text(app), "the notice")   # notify asks for markup)


async def test_a_name_with_a_slash_is_refused_in_german_in_the_german_app() -> None:
    """(PLAYTEST84.) '[/]x' read as a file's path in the German sentence, which then stayed English."""
    clock = ManualClock()
    app = MauMauApp(Settings(lang="de"), variants=["standard"], clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        await seats_screen(pilot, app)
        clock.advance(5.0)
        await pilot.press("enter", *"[/]x", "enter")
        prompt = app.screen
        assert isinstance(prompt, NamePrompt)
        assert str(prompt.query_one("#name-why", Label).render()).startswith("'[/]x' enthält '/' '[' ']': ein Name")


async def test_a_taken_name_stays_in_the_field_and_the_prompt_says_why() -> None:
    app = MauMauApp(Settings(lang="en"), variants=["standard"])
    async with app.run_test(size=SIZE) as pilot:
        seats = await seats_screen(pilot, app)
        await pilot.press("down", "enter")               # rename Ben ...
        prompt = app.screen
        assert isinstance(prompt, NamePrompt)
        assert "One word (up to 16 characters)" in str(prompt.query_one("#name-why", Label).render())   # the limit
        await pilot.press(*"anna", "enter")              # ... to a name Anna has
        assert app.screen is prompt and prompt.query_one(Input).value == "anna"
        why = str(prompt.query_one("#name-why", Label).render())
        assert "Another seat is called Anna already" in why   # (as that seat writes it: PLAYTEST107 F2)
        await pilot.press("backspace", "backspace", *"ton", "enter")   # "anton" is free
        assert app.screen is seats
        assert seats.seats[:2] == [("Anna", None), ("anton", None)]


async def test_the_seats_screen_names_the_variant_in_the_players_language() -> None:
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["evil-seven"])
    async with app.run_test(size=SIZE) as pilot:
        await seats_screen(pilot, app)
        text = screen_text(app)
        assert "Seats – Evil Seven (Haft khabis)" in text and "Böse" not in text


async def renaming_ben(pilot: Pilot[None], app: MauMauApp) -> SeatsScreen:
    """The seats screen, with Ben's name being typed; the seats screen."""
    seats = await seats_screen(pilot, app)
    await pilot.press("down", "enter")
    assert isinstance(app.screen, NamePrompt)
    return seats


async def test_letters_typed_on_after_a_name_closed_are_no_seat_keys() -> None:
    app = MauMauApp(Settings(lang="en"), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        seats = await renaming_ben(pilot, app)
        await pilot.press(*"Maxi", "enter", *"-von-und-zu-gb")   # ... and typing on after Enter closed the name
        assert app.screen is seats
        assert seats.seats == [("Anna", None), ("Maxi", None), ("Bot-1", "medium")] and seats.dealer == 2
        app.clock.advance(app.settings.key_hold)          # a quiet moment: the seat keys count again
        await pilot.press("minus")
        assert seats.seats == [("Anna", None), ("Bot-1", "medium")]


async def test_s_just_after_a_name_says_why_it_did_not_deal_yet() -> None:
    """PLAYTEST91 F3: s pressed a moment after a name was confirmed was lost without a word."""
    app = MauMauApp(Settings(lang="en"), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        seats = await renaming_ben(pilot, app)
        await pilot.press(*"Maxi", "enter")
        told = lambda: [str(note.message) for note in app._notifications]  # noqa: E731
        assert told() == []
        await pilot.press("s")
        assert app.screen is seats and seats.seats[1] == ("Maxi", None)
        await until(pilot, lambda: bool(told()), "the notice")
        assert told() == ["Just after a name, s does not count yet (it could still be part of the name): wait a moment "
                          "and press it again."]
        app.clock.advance(app.settings.key_hold)
        await pilot.press("s")
        await until(pilot, lambda: app.table is not None, "the deal")


async def test_b_just_after_a_name_says_why_it_did_nothing() -> None:
    """PLAYTEST128 F1: "b b b" a moment after a name did nothing, without a word; the players thought b broken."""
    app = MauMauApp(Settings(lang="en"), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        seats = await renaming_ben(pilot, app)
        await pilot.press(*"Maxi", "enter", "b", "b", "b")
        told = lambda: [str(note.message) for note in app._notifications]  # noqa: E731
        await until(pilot, lambda: bool(told()), "the notice")
        assert seats.seats[1] == ("Maxi", None)
        assert told() == ["Just after a name, b does not count yet (it could still be part of the name): wait a moment "
                          "and press it again."]


async def test_s_in_the_same_read_as_the_names_enter_says_why_it_did_not_deal_yet() -> None:
    """(REVIEW267) "Maxi Enter s" in one read of the terminal: the name field kept the s out of the name, and it was
    lost there without the word an s a moment later gets."""
    app = MauMauApp(Settings(lang="en"), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        seats = await renaming_ben(pilot, app)
        for key in [*"Maxi", "enter", "s"]:               # (all queued before the app handles the first)
            app.post_message(events.Key(key, key if len(key) == 1 else "\r"))
        await until(pilot, lambda: app.screen is seats and seats.seats[1] == ("Maxi", None), "the name")
        await pilot.pause()
        assert app.table is None
        assert [str(note.message) for note in app._notifications] == [
            "Just after a name, s does not count yet (it could still be part of the name): wait a moment and press it "
            "again."]


async def test_keys_after_enter_in_one_burst_are_not_part_of_the_name() -> None:
    app = MauMauApp(Settings(lang="en"), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        seats = await renaming_ben(pilot, app)
        for key, character in (("B", "B"), ("o", "o"), ("enter", "\r"), ("minus", "-"), ("b", "b")):
            app.post_message(events.Key(key, character))   # one read of the terminal: all queued before any is acted on
        await until(pilot, lambda: app.screen is seats, "the seats again")
        assert seats.seats[1] == ("Bo", None)            # not "Bo-b", nor a seat removed
        assert seats.seats == [("Anna", None), ("Bo", None), ("Bot-1", "medium")]


async def test_seats_the_deck_cannot_serve_are_refused_in_german() -> None:
    """(Playtest 31: 712 cards each, typed into the house rules, were refused in English in the German app.)"""
    clock = ManualClock()
    app = MauMauApp(Settings(lang="de", seed=3, bot_delay=0.0), variants=["erftschmiede"], clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        await until(pilot, lambda: hasattr(app.screen, "set_draft"), "the rules page")
        app.screen.set_draft("cards", 712)                 # type: ignore[attr-defined]
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SeatsScreen), "the seats")
        clock.advance(app.settings.key_hold)
        await pilot.press("s")
        told = lambda: [str(note.message) for note in app._notifications]  # noqa: E731
        await until(pilot, lambda: bool(told()), "the refusal")
        assert told() == ["55 Karten reichen nicht, um 3 Spielern je 712 zu geben und eine Startkarte aufzudecken: "
                          "gib weniger Karten oder setz weniger Spieler an den Tisch"]
        assert isinstance(app.screen, SeatsScreen)


async def test_question_mark_opens_the_help_on_the_seats_screen_too() -> None:
    """(Playtest 31: ? did nothing there.)"""
    from maumau_tui.tui.screens.dialogs import HelpScreen

    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"])
    async with app.run_test(size=SIZE) as pilot:
        await seats_screen(pilot, app)
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, SeatsScreen), "the seats again")


async def test_the_seats_screens_footer_shows_only_whole_keys_at_60_columns() -> None:
    """(Playtest 37: "- Remove sea" at 60 columns.)"""
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"])
    async with app.run_test(size=(60, 20)) as pilot:
        await seats_screen(pilot, app)
        await pilot.pause()
        footer = lambda: screen_text(app).splitlines()[-1]  # noqa: E731
        assert footer().split()[-3:] == ["+", "Add", "seat"], footer()
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: "- Remove seat" in footer(), "every key at 80 columns")


async def test_the_dealer_stays_the_same_person_when_a_seat_above_goes() -> None:
    """Playtest 71: "-" on a seat above the dealer moved the dealer mark to the next person down."""
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"])
    async with app.run_test(size=SIZE) as pilot:
        seats = await seats_screen(pilot, app)
        await pilot.press("plus", "plus")                 # Anna, Ben, Bot-1 (the dealer), Bot-2, Bot-3
        assert seats.seats[seats.dealer][0] == "Bot-1"
        await pilot.press("home", "down", "minus")        # Ben goes
        assert [name for name, _ in seats.seats] == ["Anna", "Bot-1", "Bot-2", "Bot-3"]
        assert seats.seats[seats.dealer][0] == "Bot-1" and "Bot-1" in dealer_row(app)
        await pilot.press("minus")                        # the dealer goes: the seat before deals, so Bot-2 begins
        assert [name for name, _ in seats.seats] == ["Anna", "Bot-2", "Bot-3"] and seats.seats[seats.dealer][0] == "Anna"


def dealer_row(app: MauMauApp) -> str:
    return next(line for line in screen_text(app).splitlines() if "dealer" in line)


async def test_a_bot_made_a_person_and_a_bot_again_gets_its_bots_name_back() -> None:
    """PLAYTEST107 F4: Bot-2 became "Cleo" as a person (PLAYTEST95 F9) and stayed "Cleo" as a bot again, which the
    log reads as a person's seat; a name typed meanwhile is the player's choice and stays."""
    clock = ManualClock()
    app = MauMauApp(Settings(lang="en"), variants=["standard"], clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        seats = await seats_screen(pilot, app)
        await pilot.press("plus")                         # Bot-2, medium
        names = []
        for _ in range(3):
            await pilot.press("b")
            names.append(seats.seats[-1])
        assert names == [("Bot-2", "hard"), ("Cleo", None), ("Bot-2", "easy")]
        await pilot.press("b", "b", "b")                  # a person again: Cleo; renamed, then a bot: the name stays
        assert seats.seats[-1] == ("Cleo", None)
        await pilot.press("enter", *"Kai", "enter")        # (the name field opens with the name chosen: typed over)
        await until(pilot, lambda: app.screen is seats, "the seats again")
        assert seats.seats[-1] == ("Kai", None)
        clock.advance(app.settings.key_hold)              # (a seat key typed on after a name waits a moment)
        await pilot.press("b")
        assert seats.seats[-1] == ("Kai", "easy")


async def test_a_seat_added_chosen_and_removed_in_one_burst_asks_for_no_name() -> None:
    """(PLAYTEST162 F1: "+ Enter Enter -" in one burst ended the app: the Enter came to the screen once its seat was
    gone, IndexError.)"""
    app = MauMauApp(Settings(lang="en"), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        seats = await seats_screen(pilot, app)
        for key, character in (("plus", "+"), ("enter", "\r"), ("enter", "\r"), ("minus", "-")):
            app.post_message(events.Key(key, character))   # one read of the terminal: all queued before any is acted on
        for _ in range(10):
            await pilot.pause()
        assert app.return_code is None and app.screen is seats
        assert seats.seats == [("Anna", None), ("Ben", None), ("Bot-1", "medium")]
        await pilot.press("enter")                         # an Enter of its own still asks for the seat's name
        await until(pilot, lambda: isinstance(app.screen, NamePrompt), "the name question")


async def test_an_enter_in_a_burst_asks_for_its_seats_name_when_another_seat_changes_after_it() -> None:
    """(PLAYTEST165 F2: "- Enter +" asked nothing: any change after the Enter dropped it, not only its seat's going.)"""
    app = MauMauApp(Settings(lang="en"), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        seats = await seats_screen(pilot, app)
        await pilot.press("down")                          # Ben
        for key, character in (("enter", "\r"), ("plus", "+")):
            app.post_message(events.Key(key, character))
        await until(pilot, lambda: isinstance(app.screen, NamePrompt), "Ben's name question")
        assert app.screen.number == 2 and app.screen.current == "Ben"
        assert [name for name, _ in seats.seats] == ["Anna", "Ben", "Bot-1", "Bot-2"]


async def test_a_name_is_spelled_on_the_seats_screen_as_at_the_table_in_ascii() -> None:
    """PLAYTEST175 F3: in ASCII the seats screen read "Jurgen" (the driver's fallback) where the table said "Juergen"."""
    from maumau_tui.tui.spelling import spell_out

    spell_out()
    try:
        app = MauMauApp(Settings(lang="de", plain=True), variants=["standard"], clock=ManualClock())
        async with app.run_test(size=SIZE) as pilot:
            seats = await seats_screen(pilot, app)
            seats.seats[0] = ("Jürgen", None)
            assert "1. Juergen " in seats.row(0).plain
    finally:
        spell_out(False)


async def test_going_back_to_the_variants_keeps_the_seats_and_house_rules_for_the_next_set_up() -> None:
    """PLAYTEST223 N5: Esc on the seats, Esc on the house rules, the same variant again: the fourth seat, the
    person made of a bot, the dealer and the house rule switched were gone.  They stay until a table is dealt."""
    clock = ManualClock()    # (a key held a moment after a screen came: the clock moves it on)
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"], clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        rules = app.screen
        assert isinstance(rules, RulesetScreen) and rules.values
        first = next(iter(rules.values))
        await pilot.press("space")                                  # the first house rule switched
        switched = dict(rules.values)
        assert switched[first] != rules.defaults[first]
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SeatsScreen), "the seats")
        seats = app.screen
        assert isinstance(seats, SeatsScreen)
        clock.advance(app.settings.key_hold)
        await pilot.press("plus", "up", "b", "b", "g")              # a fourth seat; Bot-1 a person (Cleo), dealing
        await until(pilot, lambda: seats.dealer == 2, "the new dealer")
        set_up = (list(seats.seats), seats.dealer)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, RulesetScreen), "the house rules")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, VariantScreen), "the variants")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, RulesetScreen), "the house rules again")
        again = app.screen
        assert isinstance(again, RulesetScreen) and again.values == switched
        clock.advance(app.settings.key_hold)
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SeatsScreen), "the seats again")
        seats_again = app.screen
        assert isinstance(seats_again, SeatsScreen) and (seats_again.seats, seats_again.dealer) == set_up
        clock.advance(app.settings.key_hold)
        await pilot.press("s")                                      # dealt: the next set-up starts afresh
        await until(pilot, lambda: app.table is not None, "the table")
        assert app.set_up_draft.seats is None and app.set_up_draft.options == {}


async def test_the_seats_cursor_stops_at_the_last_seat_and_the_first() -> None:
    """PLAYTEST278 N1: ``+`` put the cursor on the new last seat, ``↓`` went round to the first, and ``+ ↓ ↓ b`` made
    the second seat a bot instead of the one just added."""
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), variants=["standard"])
    async with app.run_test(size=SIZE) as pilot:
        seats = await seats_screen(pilot, app)
        await pilot.press("plus")
        assert seats.seats[-1] == ("Bot-2", "medium")
        await pilot.press("down", "down", "b")
        assert seats.seats == [("Anna", None), ("Ben", None), ("Bot-1", "medium"), ("Bot-2", "hard")]
        await pilot.press(*["up"] * 6, "b")
        assert seats.seats[0] == ("Anna", "easy")
