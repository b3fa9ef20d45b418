"""No glimpse of another hand, whatever keys come when: stray keys on a hand-off, the habit "digit, Enter"
after a prompt, a claim key just after a timed window closed, a warning left over from the last person,
and the frames between one screen closing and the next opening (``drawn_cards`` checks every card drawn)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events
from textual.pilot import Pilot

from maumau_tui.cards import card_label, card_name, parse_card
from maumau_tui.engine.game import Game
from maumau_tui.clock import ManualClock
from maumau_tui.table import Table
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.dialogs import ConfirmScreen, LeaveScreen
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.screens.variant import VariantScreen
from maumau_tui.tui.screens.window import WindowScreen
from maumau_tui.tui.notes import private_note
from maumau_tui.tui.settings import Settings
from tui_helpers import (everybody_looked, holder, labels_on_screen, pass_guard, screen_text, send, settle, staged_app,
                         table_screen, until, until_decision)

SIZE = (80, 24)
PAIR = [("Anna", False), ("Ben", False)]
SOLO = [("Anna", False), ("Bot", True)]
EVERY_STRAY = [*"1234567890", "c", "space", "enter", "escape", "d", "p", "a", "o", "m", "k", "f"]


def hidden(app: MauMauApp) -> str:
    """The screen's text, after checking it is a hand-off that shows no card at all: no label, and no card held
    named in words ("Ace of Spades" in the lines of what happened)."""
    assert isinstance(app.screen, HandoffScreen), app.screen
    text = screen_text(app)
    assert not labels_on_screen(text), text
    held = {card_name(code, app.settings.lang, german) for hand in app.table.game.hands for code in hand
            for german in (False, True)}                      # (a German-suited pack's names too)
    assert not [name for name in held if name in text], text
    return text


def jack_app(seats: list[tuple[str, bool]], **settings: object) -> MauMauApp:
    """Anna holds 7♥ 8♠ 9♦ J♣ (keys 1 to 4); her J♣ asks for a wish; Ben (or the bot) plays next."""
    return staged_app(seats, ["7H 8S JC 9D", "KD QD 10C"], pile="9H", stock="AD AS 7C 7S", dealer=1, **settings)


async def take(pilot: Pilot[None], app: MauMauApp, name: str) -> None:
    assert f"{name}'s turn" in hidden(app)
    pass_guard(app)
    await send(pilot, "enter")
    assert isinstance(app.screen, TableScreen) and holder(app) == app.table.names.index(name)
    pass_guard(app)                                  # a look at the hand before the next Enter


async def test_no_stray_key_opens_a_hand_off_only_enter_after_its_guard_time(drawn_cards: list[int]) -> None:
    app = jack_app(PAIR)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        for key in EVERY_STRAY:                      # too early: every key, Enter too
            await send(pilot, key)
            hidden(app)
        for key in EVERY_STRAY:                      # in time, but not a deliberate Enter (Esc: the menu's question)
            if key not in ("enter", "escape"):
                pass_guard(app)
                await send(pilot, key)
                hidden(app)
                if key != "c":                       # a key of the table's starts the wait again (PLAYTEST99 F2)
                    await send(pilot, "enter")
                    hidden(app)
        pass_guard(app)
        await send(pilot, "enter")
        assert isinstance(app.screen, TableScreen) and holder(app) == 0
        assert {"7♥", "J♣"} <= labels_on_screen(screen_text(app))
    assert drawn_cards and {card_label(code) for code in drawn_cards} <= {"7♥", "8♠", "J♣", "9♦"}


async def test_digit_enter_meant_for_the_table_never_takes_a_hand_off_that_has_been_up_a_while(
        drawn_cards: list[int]) -> None:
    """(PLAYTEST99 F2: with a slow bot, Ben typed "2 Enter" for the table seconds after Anna's hand-off had come, its
    wait long over, and Anna's hand showed.)  A key of the table's says its person has not seen the hand-off: it
    starts the wait again, and the key line says why; a deliberate Enter after a quiet moment takes it."""
    app = jack_app(PAIR)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await take(pilot, app, "Anna")
        await send(pilot, "3", "enter")               # 9♦ on 9♥: Ben's turn
        app.clock.advance(10)                         # the hand-off has been up a while
        for keys in (("2", "enter"), ("right", "enter"), ("d", "enter"), ("space", "enter", "enter")):
            await send(pilot, *keys)
            assert "Ben's turn" in hidden(app) and holder(app) is None
            await until(pilot, lambda: "keys pressed too early do not count" in screen_text(app), "the key line saying why")
            app.clock.advance(10)
        await until(pilot, lambda: "Ben: press Enter" in screen_text(app), "the key line once keys count")
        await send(pilot, "enter")
        assert isinstance(app.screen, TableScreen) and holder(app) == 1
    assert {card_label(code) for code in drawn_cards} <= {"7♥", "8♠", "J♣", "9♦", "K♦", "Q♦", "10♣"}


@pytest.mark.parametrize("every", [0.3, 0.7])
async def test_enter_pressed_again_and_again_by_the_last_player_never_takes_the_hand_off(
        drawn_cards: list[int], every: float) -> None:
    """Anna plays and keeps pressing Enter while the hand-off for Ben is up (every 0.3 s, or every 0.7 s as
    somebody tapping while a bot plays, both less than its guard time): it waits until the keys stop, then takes
    only a fresh Enter."""
    app = jack_app(PAIR)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await take(pilot, app, "Anna")
        await send(pilot, "3", "enter")               # 9♦ on 9♥: Ben's turn
        step = every
        assert step < app.settings.handoff_guard
        for _ in range(12):
            app.clock.advance(step)
            await send(pilot, "enter")
            assert "Ben's turn" in hidden(app) and holder(app) is None
        app.clock.advance(step)                       # not yet quiet for the whole guard time
        await send(pilot, "enter")
        assert "Ben's turn" in hidden(app)
        await take(pilot, app, "Ben")
    assert {card_label(code) for code in drawn_cards} <= {"7♥", "8♠", "J♣", "9♦", "K♦", "Q♦", "10♣"}


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_the_hand_off_after_a_draw_never_names_the_card_drawn(lang: str) -> None:
    app = staged_app(PAIR, ["7C 8S KD", "QD 10C 7D"], pile="9H", stock="AS AD 7S 8C", dealer=1, lang=lang)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        hidden(app)
        pass_guard(app)
        await send(pilot, "enter")                    # Anna takes the keyboard
        assert isinstance(app.screen, TableScreen) and holder(app) == 0
        await send(pilot, "d")                        # the A♠ does not fit the 9♥: Anna passes
        await until(pilot, lambda: app.table.game.drawn or app.table.game.actor == 1, "Anna has drawn")
        if app.table.game.actor == 0:
            pass_guard(app)                           # (she looks at it)
            await send(pilot, "p")
        await until_decision(pilot, app)
        assert parse_card("AS") in app.table.game.hands[0] and app.table.game.actor == 1
        text = hidden(app)
        assert ("Ben's turn" if lang == "en" else "Ben ist dran") in text
        assert card_name(parse_card("AS"), lang) not in text and ("draw" in text or "zieht" in text), text


async def test_the_digit_enter_habit_after_a_prompt_leaves_nothing_for_the_hand_off(drawn_cards: list[int]) -> None:
    app = jack_app(PAIR)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await take(pilot, app, "Anna")
        await send(pilot, "4", "enter")               # J♣: which suit?
        assert isinstance(app.screen, ChoicePrompt)
        await send(pilot, "1", "enter", "enter", "1", "enter")   # Clubs, and the habit's keys after it
        assert app.table.game.wish_suit == 0 and app.table.game.actor == 1
        handoff = app.screen
        assert "Ben's turn" in hidden(app)
        pass_guard(app)                               # even once keys count, the old ones stay gone
        await settle(pilot)
        assert app.screen is handoff and holder(app) is None and "Ben's turn" in hidden(app)
        await take(pilot, app, "Ben")
    assert {card_label(code) for code in drawn_cards} <= {"7♥", "8♠", "J♣", "9♦", "K♦", "Q♦", "10♣"}


async def test_a_stray_enter_after_a_prompt_never_plays_on_the_next_turn() -> None:
    app = jack_app(SOLO, bot_delay=0.5)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "4", "enter")
        await send(pilot, "1", "enter", "enter", "enter")        # the wish, then two keys too many
        referee = app.referee
        assert referee is not None and app.table.game.actor == 1
        for _ in range(5):                                        # the bot's moves, each after its delay
            if app.table.actor != 1:
                break
            app.clock.advance(0.5)
            await settle(pilot)
        assert app.table.actor == 0
        assert [seat for _, seat, _ in app.table.match.moves].count(0) == 2   # J♣ and the wish: nothing more


def window_app() -> MauMauApp:
    """Erftschmiede: Anna's 6♥ lets Ben and Cleo block it with a 5 (3 s on the clock)."""
    table = Table.from_names("erftschmiede", [("Anna", False), ("Ben", False), ("Cleo", False)], seed=1)
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("6H 9D 8S"), cards("7C KD 10C"),
                                cards("5H QD 10S")], cards("9H"), cards("2C 3C 3S 3H 3D 4C"), 2))
    return MauMauApp(Settings(lang="en", seed=1, bot_delay=0.0, window_seconds=3), table=table, clock=ManualClock())


async def open_window(pilot: Pilot[None], app: MauMauApp) -> None:
    await until_decision(pilot, app)
    await take(pilot, app, "Anna")
    everybody_looked(app)
    await send(pilot, "1", "enter")
    assert isinstance(app.screen, WindowScreen) and "2: Ben" in screen_text(app)   # Ben's seat number


async def test_a_claim_key_just_after_the_window_closed_never_skips_the_hand_off(drawn_cards: list[int]) -> None:
    app = window_app()
    async with app.run_test(size=SIZE) as pilot:
        await open_window(pilot, app)
        app.clock.advance(3)                          # time is up ...
        await settle(pilot)
        assert app.table.game.phase == "turn"
        await send(pilot, "2", "3", "enter")          # ... and a claim key comes a moment later
        assert "Anna's turn" in hidden(app) and holder(app) is None   # the others sit it out
        pass_guard(app)
        await send(pilot, "1")
        hidden(app)
        await take(pilot, app, "Anna")
        assert labels_on_screen(screen_text(app)) == {"8♠", "9♦", "6♥"}
    assert {card_label(code) for code in drawn_cards} <= {"6♥", "9♦", "8♠"}


async def test_a_claim_key_read_as_the_window_closed_still_ends_on_a_hand_off() -> None:
    app = window_app()
    async with app.run_test(size=SIZE) as pilot:
        await open_window(pilot, app)
        app.post_message(events.Key("2", "2"))   # Ben's claim, read from the terminal ...
        app.clock.advance(3)                     # ... as the window ran out: in time or too late, either way
        await settle(pilot)                      # the next person gets the keyboard only by a hand-off
        assert app.flow is not None
        claim = app.flow.hotseat.claim
        assert claim in (None, 1) and f"{'Anna' if claim is None else 'Ben'}'s turn" in hidden(app)


async def test_a_warning_meant_for_one_person_is_gone_at_the_hand_off() -> None:
    app = jack_app(PAIR)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        await take(pilot, app, "Anna")
        await send(pilot, "2", "enter")                # 8♠ does not fit on 9♥: a warning for Anna
        assert "8 of Spades does not fit on 9 of Hearts" in " ".join(screen_text(app).split())
        await send(pilot, "3", "enter")                # 9♦ fits: Ben's turn
        text = hidden(app)
        assert "does not fit" not in text and not list(app._notifications)


async def test_a_warning_typed_in_one_burst_with_the_play_that_hands_on_is_gone_too() -> None:
    """Playtest 72: "2 Enter 3 Enter" typed at once: the warning for the 8♠ joined the screen only after the hand-off
    had cleared the others, and stayed on it and on Ben's table, naming a card of Anna's."""
    app = jack_app(PAIR)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        await take(pilot, app, "Anna")
        await send(pilot, "2", "enter", "3", "enter")  # 8♠ refused, 9♦ played: Ben's turn
        text = hidden(app)
        assert "does not fit" not in text and not list(app._notifications)


async def test_a_notice_of_the_last_person_that_comes_once_the_hand_off_is_up_goes_at_once() -> None:
    """Playtest 76: over a real terminal "3 Enter p Enter" could arrive so that the refusal of the 9 of Diamonds was
    said only once Ben's hand-off was up (Enter's binding is off, so it is refused after the keys of its read), and
    it stood there.  A notice for one person that joins while a screen that hides every hand is on top goes."""
    app = jack_app(PAIR)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        await take(pilot, app, "Anna")
        await send(pilot, "3", "enter")                # 9♦ fits: Ben's turn, his hand-off
        hidden(app)
        private_note(app, "9 of Diamonds does not fit on 7 of Spades.", severity="warning")   # (as the late refusal)
        app.notify("The match cannot be saved (disk full). Play goes on.", severity="warning")   # for everybody
        await settle(pilot)
        shown = [str(note.message) for note in app._notifications]
        assert shown == ["The match cannot be saved (disk full). Play goes on."], shown


@pytest.mark.parametrize("key", ["escape", "q"])
async def test_esc_or_q_on_a_hand_off_asks_about_the_menu_and_shows_no_hand(key: str) -> None:
    app = jack_app(PAIR)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        hidden(app)
        pass_guard(app)
        await send(pilot, key)
        assert isinstance(app.screen, ConfirmScreen) and "Back to the menu?" in screen_text(app)
        assert labels_on_screen(screen_text(app)) <= {"9♥"} and holder(app) is None   # the public table only
        await send(pilot, "n")                       # no: the hand-off again, still nobody's hand
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off again")
        assert "Anna's turn" in hidden(app)
        pass_guard(app)
        await send(pilot, key)
        await send(pilot, "y")                       # yes: the menu
        await until(pilot, lambda: isinstance(app.screen, VariantScreen), "the menu")


async def test_behind_the_hand_end_sheet_nobody_s_own_view_is_shown() -> None:
    """Two people: the sheet (every hand revealed) and the leave question over it cover the public table, not the
    last person's view with their private log lines (which cards they drew)."""
    app = staged_app(PAIR, ["9D", "KC QC 8S"], pile="9H", stock="7S AC KD", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await take(pilot, app, "Anna")
        await send(pilot, "enter")                           # her last card
        await until(pilot, lambda: isinstance(app.screen, HandEndScreen), "the hand end")
        assert holder(app) is None and table_screen(app).seat is None
        pass_guard(app)
        await send(pilot, "q")
        await until(pilot, lambda: isinstance(app.screen, LeaveScreen), "the leave question")
        assert holder(app) is None and "Your hand" not in screen_text(app)


async def test_r_on_a_hand_off_shows_the_rules_and_esc_comes_back_to_it_with_no_hand_shown() -> None:
    """(PLAYTEST110 F14: r did nothing there, though the hand-off's help lists it.)"""
    from maumau_tui.tui.screens.dialogs import RulesPage

    app = jack_app(PAIR)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        hidden(app)
        pass_guard(app)
        await send(pilot, "r")
        await until(pilot, lambda: isinstance(app.screen, RulesPage), "the rules")
        assert not labels_on_screen(screen_text(app)) & {"7♥", "8♠", "J♣", "9♦"}     # (Anna's hand)
        await send(pilot, "escape")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off again")
        hidden(app)
        pass_guard(app)
        await send(pilot, "enter")
        assert isinstance(app.screen, TableScreen) and holder(app) == 0


async def test_s_on_a_hand_off_opens_the_settings_and_the_hand_off_comes_back_in_their_words(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """(PLAYTEST110 F14: s did nothing there, though the hand-off's help lists it.)  One hand-off comes back, not a
    second one over the first, and no hand is shown on the way; Esc on the settings changes nothing."""
    from maumau_tui.tui.screens.settings import SettingsScreen

    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = jack_app(PAIR)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        hidden(app)
        for keys, title in ((("escape",), "Anna's turn"), (("enter", "s"), "Anna ist dran")):
            pass_guard(app)
            await send(pilot, "s")
            await until(pilot, lambda: isinstance(app.screen, SettingsScreen), "the settings")
            assert holder(app) is None and not labels_on_screen(screen_text(app))
            await send(pilot, *keys)             # (Enter turns the language, the first row; s saves)
            await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off again")
            assert title in hidden(app)
            assert sum(isinstance(screen, HandoffScreen) for screen in app.screen_stack) == 1
        pass_guard(app)
        await send(pilot, "enter")
        assert isinstance(app.screen, TableScreen) and holder(app) == 0 and app.settings.lang == "de"
