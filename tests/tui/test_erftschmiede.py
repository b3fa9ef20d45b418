"""Pilot tests of the Erftschmiede prompts: the Queen's victim, the 4's card, the block window (run out and
claimed), a joker declared, a cheat caught, a round of Kings called.  Every hand is laid out card by card;
at every decision the screen is checked for cards the person at the keyboard may not see."""

from __future__ import annotations

from textual.app import App
from textual.widgets import Label, OptionList

from maumau_tui.cards import card_label, parse_card
from maumau_tui.engine.game import Game
from maumau_tui.engine.views import view
from maumau_tui.notation import Move, parse_move
from maumau_tui.clock import ManualClock
from maumau_tui.table import Seat, Table
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.labels import Look
from maumau_tui.tui.prompts import window_title
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.screens.window import WindowScreen
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.screens.window import claim_key
from tui_helpers import (everybody_looked, holder as held_by, labels_on_screen, pass_guard, screen_text, settle,
                         table_screen, take_handoff, until, until_decision)

SIZE = (100, 30)
SOLO = [("Anna", False), ("Bot", True)]
PAIR = [("Anna", False), ("Ben", False)]
TRIO = [("Anna", False), ("Ben", False), ("Cleo", False)]


def erft_app(seats: list[tuple[str, bool]] | list[Seat], hands: list[str], pile: str, stock: str = "2C 3C 3S 3H 3D 4C",
             dealer: int | None = None, lang: str = "en", **settings: object) -> MauMauApp:
    """An Erftschmiede hand laid out card by card (stock drawn from the left)."""
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    if seats and isinstance(seats[0], Seat):
        table = Table("erftschmiede", seats, seed=1)  # type: ignore[arg-type]
    else:
        table = Table.from_names("erftschmiede", seats, seed=1)  # type: ignore[arg-type]
    dealer = len(table.seats) - 1 if dealer is None else dealer
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards(hand) for hand in hands], cards(pile),
                                cards(stock), dealer))
    settings.setdefault("bot_delay", 0.0)
    app = MauMauApp(Settings(lang=lang, seed=1, **settings), clock=ManualClock())  # type: ignore[arg-type]
    app.table = table
    return app


def no_leak(app: App[object]) -> str:
    """The screen's text, after checking it shows no card but the holder's own and the ones on the pile."""
    text = screen_text(app)
    shown = labels_on_screen(text)
    table = app.table  # type: ignore[attr-defined]
    game = table.game
    if isinstance(app.screen, (HandoffScreen, WindowScreen)):
        assert not shown, f"cards on a public screen: {shown}\n{text}"
        return text
    allowed = {card_label(game.pile[-1]), card_label(game.top)}
    if held_by(app) is not None:
        allowed |= {card_label(code) for code in game.hands[held_by(app)]}
        # the cards the holder's joker may stand for come from the holder's own moves
        allowed |= {card_label(m.as_card) for m in table.view_of(held_by(app)).legal if m.as_card is not None}
    assert shown <= allowed, f"{sorted(shown - allowed)} shown to {held_by(app)}\n{text}"
    return text


async def decide(pilot, app: MauMauApp) -> str:  # type: ignore[no-untyped-def]
    await until_decision(pilot, app)
    return no_leak(app)


async def take_keyboard(pilot, app: MauMauApp, name: str) -> str:  # type: ignore[no-untyped-def]
    """Pass the hand-off screen that names ``name``."""
    text = await decide(pilot, app)
    assert isinstance(app.screen, HandoffScreen), text
    assert f"{name}'s turn" in text or f"{name} answers" in text   # (answers: a timed window's claim)
    await take_handoff(pilot, app)
    return await decide(pilot, app)


def pick(app: MauMauApp, label_part: str) -> list[str]:
    """The digit that chooses the prompt's line whose label contains ``label_part``, and Enter."""
    index = choice_index(app, label_part)
    assert index < 9
    return [str(index + 1), "enter"]


def choice_index(app: MauMauApp, label_part: str) -> int:
    prompt = app.screen
    assert isinstance(prompt, ChoicePrompt), app.screen
    labels = [choice.label for choice in prompt.spec.choices]
    return next(i for i, label in enumerate(labels) if label_part in label)


async def choose_line(pilot, app: MauMauApp, label_part: str) -> None:  # type: ignore[no-untyped-def]
    """Choose a prompt line by the arrows (for lines past the ninth), from the line the cursor is on, and Enter."""
    steps = choice_index(app, label_part) - (app.screen.query_one(OptionList).highlighted or 0)
    await pilot.press(*["down" if steps > 0 else "up"] * abs(steps), "enter")


def select(app: MauMauApp, code: str) -> str:
    """The digit that chooses ``code`` in the holder's hand."""
    view = table_screen(app).view
    assert view is not None
    return str(view.hand.index(parse_card(code)) + 1)


async def test_the_queen_asks_for_a_victim_who_may_answer_or_draw() -> None:
    app = erft_app(TRIO, ["QH 9D 8S", "QS KD 10C", "7C 8C 9C"], pile="9H", dealer=2)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot, app, "Anna")
        await pilot.press(select(app, "QH"), "enter")
        text = await decide(pilot, app)
        assert isinstance(app.screen, ChoicePrompt) and app.screen.spec.kind == "name"
        assert "Whom does the Queen hit?" in text and "1. Ben" in text and "2. Cleo" in text
        await pilot.press("1", "enter")
        text = await decide(pilot, app)
        assert "Ben answers" in text and "Ben's turn" not in text      # (PLAYTEST97 F3: out of turn)
        text = await take_keyboard(pilot, app, "Ben")
        assert "Anna: “Draw one card, Ben!”" in text
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "victim"
        assert "Anna names you: pass it on with a Queen, or draw?" in text
        # a card that could have been a cheat may be called out from here (the catch is a judgment)
        assert [c.move for c in prompt.spec.choices] == [parse_move("play QS"), Move("accept"), Move("catch", seat=0)]
        assert "Don't pass it on: draw" in text
        await pilot.press(*pick(app, "draw"))
        await decide(pilot, app)
        game = app.table.game
        assert len(game.hands[1]) == 4 and game.phase == "turn"


async def test_with_one_seat_to_name_the_table_names_it_without_asking() -> None:
    """PLAYTEST96 F5: a question of whom to name with one line (two at the table, or three with an Ace's swap
    redirected) asked for an Enter that chose nothing; the table names the only seat there is."""
    app = erft_app(PAIR, ["QH 9D 8S", "QS KD 10C"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot, app, "Anna")
        await pilot.press(select(app, "QH"), "enter")
        text = await take_keyboard(pilot, app, "Ben")
        assert "Anna: “Draw one card, Ben!”" in text and "Anna names you: pass it on with a Queen, or draw?" in text
        assert sum(1 for event in app.table.game.log if event[0] == "named") == 1


async def test_the_four_asks_whom_and_which_own_card_to_give() -> None:
    app = erft_app(PAIR, ["4H 9D 8S", "QS KD 10C"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot, app, "Anna")
        await pilot.press(select(app, "4H"), "enter")           # (Ben is the only one to give to: not asked)
        text = await decide(pilot, app)
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "give"
        assert "Which card does Ben get?" in text
        assert [c.label for c in prompt.spec.choices] == ["Give 8♠ (8 of Spades)", "Give 9♦ (9 of Diamonds)"]
        await pilot.press("2", "enter")
        text = await take_keyboard(pilot, app, "Ben")
        assert "9♦" not in text                          # Ben does not know the card yet
        assert "Anna gives you a card: give it back with a 4, or take it?" in text and "Take the card" in text
        await pilot.press(*pick(app, "Take the card"))
        text = await decide(pilot, app)
        assert parse_card("9D") in app.table.game.hands[1]
        assert "Anna gives Ben a card." in text and "(The card from Anna to Ben: 9 of Diamonds.)" in text


async def test_a_block_window_runs_out_on_a_public_countdown() -> None:
    app = erft_app(PAIR, ["6H 9D 8S", "5H KD 10C"], pile="9H", dealer=1, window_seconds=0.4)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot, app, "Anna")
        everybody_looked(app)
        await pilot.press(select(app, "6H"), "enter")
        await pilot.pause()
        assert isinstance(app.screen, WindowScreen)
        text = no_leak(app)
        assert "Block? Anna played a 6" in text and "5 of Hearts" in text and "2: Ben" in text   # his seat number
        clock, referee = app.clock, app.referee
        assert isinstance(clock, ManualClock) and referee is not None
        clock.advance(0.39)
        assert not referee.poll()                           # the window is still open ...
        clock.advance(0.01)
        assert referee.poll()                               # ... until nobody claimed it in time: `wait`
        text = await take_keyboard(pilot, app, "Anna")      # the keyboard went public: a hand-off
        game = app.table.game
        assert game.phase == "turn" and game.actor == 0 and parse_card("5H") in game.hands[1]
        assert "“Sit this one out!” – Ben misses a turn." in text


async def test_a_key_the_window_does_not_take_says_which_keys_it_takes() -> None:
    """PLAYTEST91 F7: Enter, a card's digit or t on the window did nothing, without a word: a notice for everybody
    names the keys that answer (the seats in the window, public); the window stays open."""
    app = erft_app(TRIO, ["6H 9D 8S", "7C KD 10C", "5H QD 10S"], pile="9H", dealer=2, window_seconds=30)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await take_keyboard(pilot, app, "Anna")
        await pilot.press(select(app, "6H"), "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, WindowScreen)
        told = "Whoever wants to answer presses their number: 2: Ben, 3: Cleo."
        for key in ("enter", "4", "t"):
            await pilot.press(key)
            await settle(pilot)
            assert app.screen is screen
            assert [str(note.message) for note in app._notifications] == [told], key   # (once, not a pile)
        await pilot.press("3")
        await take_keyboard(pilot, app, "Cleo")


async def test_a_block_window_claimed_by_a_person_hands_them_the_keyboard() -> None:
    app = erft_app(TRIO, ["6H 9D 8S", "7C KD 10C", "5H QD 10S"], pile="9H", dealer=2, window_seconds=30)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot, app, "Anna")
        await pilot.press(select(app, "6H"), "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, WindowScreen)
        text = no_leak(app)
        assert "2: Ben" in text and "3: Cleo" in text
        await pilot.press("2")                              # Ben claims (he has no 5: nobody learns it)
        text = await take_keyboard(pilot, app, "Ben")
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "block" and prompt.spec.timeout is None
        assert "Anna played the 6 of Hearts: block it with the 5 of Hearts?" in text   # the 5 that blocks, named
        assert [c.label for c in prompt.spec.choices] == ["Don't block: miss a turn (no card of yours answers it)",
                                                        "Catch Anna (if the card fitted, you draw 1 card)"]
        await pilot.press("1", "enter")
        await pilot.pause()
        assert isinstance(app.screen, WindowScreen)         # the clock goes on for Cleo
        text = no_leak(app)
        assert "3: Cleo" in text and "Ben" not in text.split("3: Cleo")[1]   # Cleo keeps her key
        await pilot.press("3")
        text = await take_keyboard(pilot, app, "Cleo")
        await pilot.press(*pick(app, "5♥"))
        text = await decide(pilot, app)
        game = app.table.game
        assert game.phase == "turn" and game.actor == 2 and game.top == parse_card("5H")
        assert "Cleo: “Blocked!”" in text and "“Sit this one out!” – Ben misses a turn." in text


class FirstPlayBot:
    """Plays the first card it may, else makes its first legal move."""

    def choose(self, view):  # type: ignore[no-untyped-def]
        legal = list(view.legal)
        return next((m for m in legal if m.kind == "play"), legal[0])


async def test_one_person_answers_a_block_in_the_countdown_prompt() -> None:
    seats = [Seat("Anna"), Seat("Bot", FirstPlayBot())]  # type: ignore[arg-type]
    app = erft_app(seats, ["5H 9D 8S", "6H KD"], pile="9H", dealer=0, window_seconds=30)
    table = app.table
    assert table is not None
    async with app.run_test(size=SIZE) as pilot:
        text = await decide(pilot, app)                     # the bot plays its 6
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "block" and prompt.spec.timeout == 30
        assert "remaining" in text or "s left" in text
        await pilot.press(*pick(app, "5♥"))
        await decide(pilot, app)
        assert table.game.actor == 0 and table.game.top == parse_card("5H")


def status(app: MauMauApp) -> str:
    """The table's status line (under the questions)."""
    return str(next(screen for screen in app.screen_stack if isinstance(screen, TableScreen)).query_one(
        "#status", Label).render())


async def test_a_joker_is_declared_by_rank_then_suit() -> None:
    app = erft_app(SOLO, ["* 8S 9D", "KD QS 10S JH"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await decide(pilot, app)
        await pilot.press(select(app, "*"), "enter")
        text = await decide(pilot, app)
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and "Joker: which card does it stand for?" in text
        assert len(prompt.spec.choices) <= 14 < len(app.table.game.legal_moves(0))
        assert prompt.spec.choices[0].label == "Play it as a joker – then wish for a rank"
        assert "Your turn. · Joker: which card does it stand for?" in status(app)   # what is asked, below too
        await choose_line(pilot, app, "As 10")
        text = await decide(pilot, app)
        assert "Joker as 10: which suit?" in text
        assert "Your turn. · Joker as 10: which suit?" in status(app)
        await pilot.press("escape")                         # back to the ranks
        await pilot.pause()
        assert app.screen is prompt
        assert "Your turn. · Joker: which card does it stand for?" in status(app)
        await pilot.press("home")
        await choose_line(pilot, app, "As 10")
        await decide(pilot, app)
        await pilot.press(*pick(app, "10♥"))
        text = await decide(pilot, app)
        game = app.table.game
        assert parse_card("*") in game.pile and parse_card("*") not in game.hands[0]
        assert "Anna plays a joker as the 10 of Hearts." in text        # (the bot may have played on since)


async def test_a_rank_is_wished_for_by_its_own_digit() -> None:
    """(PLAYTEST99 F1: the ranks were numbered 1, 2 ... from the 2, so "7 Enter" wished for an 8.)  A digit chooses its
    own rank (0 the 10, 1 the Ace); a face has no digit; a digit with no rank of its own chooses nothing."""
    app = erft_app(SOLO, ["* 8S 9D", "KD QS 10S JH"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await decide(pilot, app)
        await pilot.press(select(app, "*"), "enter")
        await decide(pilot, app)
        await pilot.press("down", "up", "enter")   # "Play it as a joker – then wish for a rank" (the first line: no digit)
        text = await decide(pilot, app)
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and "Which rank do you wish for?" in text
        lines = [str(line.prompt) for line in prompt.query_one(OptionList)._options]
        assert [line for line in lines if line.startswith(("2.", "7.", "0.", "1.", "   Jack"))] == \
            ["1. Ace", "2. 2", "7. 7", "0. 10", "   Jack"]                 # in the order of the digits (PLAYTEST244 N4)
        await pilot.press("0")
        assert prompt.chosen_line() is not None and prompt.chosen_line().label == "10"   # type: ignore[union-attr]
        await pilot.press("7", "enter")
        await decide(pilot, app)
        assert "Anna: “I wish for a 7.”" in " ".join(screen_text(app).split())   # (the bot may have played on since)


async def test_m_on_a_card_without_a_call_names_the_card_the_call_goes_with() -> None:
    """(PLAYTEST100 F4: the status line said "m: 3♠ with “I'll buy that”", m on 2♣ said only "Nothing to call with
    2♣".)  The refusal names the card the call goes with; m there makes it."""
    app = erft_app(SOLO, ["2C 3S 8D KH", "KD QS 10S JH"], pile="3C", dealer=1)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await decide(pilot, app)
        assert "m: 3♠ with “I'll buy that”" in status(app)
        await pilot.press("1", "m")
        said = "Nothing to call with 2♣ (Enter plays it); “I'll buy that” goes with 3♠: choose it, then m."
        await until(pilot, lambda: said in [str(note.message) for note in app._notifications], "the reason")
        assert app.table.game.hands[0] == [parse_card(code) for code in ("2C", "3S", "8D", "KH")]
        await pilot.press(select(app, "8D"), "m")          # a card that does not fit (PLAYTEST101 M2: "Last card ...")
        said = "“I'll buy that” goes with 3♠: choose it, then m."
        await until(pilot, lambda: said in [str(note.message) for note in app._notifications], "where the call goes")
        assert len(app.table.game.hands[0]) == 4
        await pilot.press(select(app, "3S"), "m")
        await until(pilot, lambda: parse_card("3S") not in app.table.game.hands[0], "3♠ played")
        assert parse_card("3C") in app.table.game.hands[0]                  # bought: the card beneath, in her hand


async def test_the_list_of_every_move_names_the_joker_on_each_of_its_lines() -> None:
    """(Playtest 37: under "Cheat: Play 9♥" the joker's lines read "As 2♠", "As 4 …", as if of the 9♥.)"""
    app = erft_app(SOLO, ["* 8S 9D", "KD QS 10S JH"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await decide(pilot, app)
        await pilot.press("o")
        await decide(pilot, app)
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt)
        labels = [choice.label for choice in prompt.spec.choices]
        jokers = [label for label in labels if "Jkr" in label]
        assert "Play Jkr as a joker – then wish for a rank" in labels and "Play Jkr as 10 …" in labels, labels
        assert len(jokers) >= 10 and not any(label.startswith("As ") for label in labels), labels


async def test_a_cheat_is_played_with_f_and_caught_with_c(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app = erft_app(PAIR, ["2C KD 8S", "QS 5D 10C"], pile="9H", dealer=1)
    notes: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **_: notes.append(str(message)))
    async with app.run_test(size=SIZE) as pilot:
        text = await take_keyboard(pilot, app, "Anna")
        assert "f cheats" in text and "Cheat" in text
        await pilot.press(select(app, "2C"), "enter")       # it does not fit ...
        await pilot.pause()
        assert app.table.game.top == parse_card("9H")
        await pilot.press("f")                              # ... so Anna cheats: f asks first (PLAYTEST99 F3)
        await until(pilot, lambda: "f again cheats with 2♣ (it does not fit: the others may catch you)." in notes, "why")
        assert app.table.game.top == parse_card("9H") and app.table.game.actor == 0
        notes.clear()
        await pilot.press("right", "left", "f")             # another key between: f asks again (PLAYTEST101 M1)
        await until(pilot, lambda: "f again cheats with 2♣ (it does not fit: the others may catch you)." in notes, "again")
        assert app.table.game.top == parse_card("9H") and app.table.game.actor == 0
        await pilot.press("f")                              # ... and f again cheats
        text = await take_keyboard(pilot, app, "Ben")
        assert app.table.game.top == parse_card("2C")
        assert "c: accuse Anna" in text
        await pilot.press("c")                              # an accusation is asked first: a wrong one costs a card
        await pilot.pause()
        accuse = app.screen
        assert isinstance(accuse, ChoicePrompt) and accuse.spec.kind == "catch"
        assert "If the card fitted, you draw 1 card." in screen_text(app)
        pass_guard(app)                                     # the question holds keys a moment, as every prompt
        await pilot.press("enter")
        handoff = await decide(pilot, app)
        assert isinstance(app.screen, HandoffScreen) and "Anna answers" in handoff, handoff   # (PLAYTEST240 N10: "Anna's
        text = await take_keyboard(pilot, app, "Anna")                                       # turn")
        assert "Ben catches Anna cheating: the card goes back and its effect is" in text   # (then "undone.")
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "caught"
        assert "Ben caught you cheating: penalty or objection?" in text   # (PLAYTEST228 N2: who caught her)
        await pilot.press(*pick(app, "Objection"))
        text = await decide(pilot, app)
        game = app.table.game
        assert parse_card("2C") in game.hands[0] and len(game.hands[0]) == 5 and game.actor == 1
        assert "Anna: “Objection!” – in vain." in text


async def test_what_f_said_goes_once_another_key_ends_the_question() -> None:
    """(PLAYTEST101 L4: "f again cheats with 2♥" stood on under the question of how to play another card.)"""
    app = erft_app(PAIR, ["2C KD 8S", "QS 5D 10C"], pile="9H", dealer=1)
    said = "f again cheats with 2♣ (it does not fit: the others may catch you)."
    shown = lambda: [str(note.message) for note in app._notifications]  # noqa: E731
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await take_keyboard(pilot, app, "Anna")
        await pilot.press(select(app, "2C"), "f")
        await until(pilot, lambda: said in shown(), "the question")
        await pilot.press(select(app, "KD"))
        await pilot.pause()
        assert said not in shown()                        # gone with the key (long before its time is up)
        assert app.table.game.top == parse_card("9H") and len(app.table.game.hands[0]) == 3


async def test_what_f_said_of_a_card_that_fits_goes_once_a_question_opens() -> None:
    """"8♠ fits – Enter plays it honestly." stood on under the question of how to cheat with another card, K♦."""
    app = erft_app(PAIR, ["KD 8S", "QS 5D 10C"], pile="9H", dealer=1)
    said = "8♠ fits – Enter plays it honestly."
    shown = lambda: [str(note.message) for note in app._notifications]  # noqa: E731
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await take_keyboard(pilot, app, "Anna")
        await pilot.press(select(app, "8S"), "f")
        await until(pilot, lambda: said in shown(), "the word that 8♠ fits")
        await pilot.press(select(app, "KD"), "f")
        text = await decide(pilot, app)
        assert "How to play K♦?" in text
        await pilot.pause()
        assert said not in shown()
        assert app.table.game.top == parse_card("9H") and len(app.table.game.hands[0]) == 2


async def test_a_cheat_that_may_go_with_a_call_asks_how_the_card_is_played() -> None:
    app = erft_app(PAIR, ["KD 8S", "QS 5D 10C"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot, app, "Anna")
        await pilot.press(select(app, "KD"), "f")           # a cheat from two cards: with or without the call
        text = await decide(pilot, app)
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and all(choice.label.startswith("Cheat: ") for choice in prompt.spec.choices)
        assert "How to play K♦?" in text and "All moves" not in text
        await pilot.press(*pick(app, "Last card"))
        await decide(pilot, app)
        assert app.table.game.top == parse_card("KD")


async def test_a_stray_c_after_an_honest_play_asks_first_and_esc_costs_nothing() -> None:
    app = erft_app(PAIR, ["9S KD 8S", "QS 5D 10C"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot, app, "Anna")
        await pilot.press(select(app, "9S"), "enter")       # fits: an honest play
        text = await take_keyboard(pilot, app, "Ben")
        assert "c: accuse Anna" in text                     # offered after every play that could have been a cheat
        before = list(app.table.game.hands[1])
        await pilot.press("c")
        await pilot.pause()
        accuse = app.screen
        assert isinstance(accuse, ChoicePrompt) and accuse.spec.kind == "catch"
        assert "Whom do you accuse? If the card fitted, you draw 1 card." in screen_text(app)
        await pilot.press("escape")
        text = await decide(pilot, app)
        assert isinstance(app.screen, TableScreen) and app.table.game.hands[1] == before
        assert "wrongly" not in text and app.table.game.actor == 1


class CheatingBot:
    """Cheats whenever it may, else draws."""

    def choose(self, view):  # type: ignore[no-untyped-def]
        legal = list(view.legal)
        return next((m for m in legal if m.kind == "cheat"), next((m for m in legal if m.kind == "draw"), legal[0]))


async def test_the_person_still_at_the_keyboard_catches_a_bot_before_the_hand_off() -> None:
    seats = [Seat("Anna"), Seat("Bot", CheatingBot()), Seat("Cleo")]  # type: ignore[arg-type]
    app = erft_app(seats, ["10S KD 8H", "7D KD QC", "QS 7C 10D"], pile="9H", dealer=2)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot, app, "Anna")
        await pilot.press(select(app, "10S"), "enter")
        text = await decide(pilot, app)                     # the bot cheated; the keyboard goes to Cleo ...
        assert isinstance(app.screen, HandoffScreen) and app.table.game.top == parse_card("7D")
        assert "Anna, before passing on: c if you saw Bot cheat or miss a call." in text   # ... but Anna, still at it, calls it out
        await take_handoff(pilot, app, "c")
        await pilot.pause()
        assert isinstance(app.screen, ChoicePrompt) and app.screen.spec.kind == "catch"
        pass_guard(app)
        await pilot.press("enter")
        text = await decide(pilot, app)
        game = app.table.game
        assert parse_card("7D") in game.hands[1] and game.top == parse_card("10S") and game.pending_draw == 0
        assert isinstance(app.screen, HandoffScreen) and "Cleo's turn" in text
        await take_handoff(pilot, app)
        text = await decide(pilot, app)
        assert "Anna catches Bot cheating" in text


async def test_the_victim_of_a_cheated_queen_catches_it_from_the_victim_prompt() -> None:
    seats = [Seat("Anna"), Seat("Bot", CheatingBot())]  # type: ignore[arg-type]
    app = erft_app(seats, ["5H 6H 7D", "QC KS AD"], pile="9H", dealer=0)
    async with app.run_test(size=SIZE) as pilot:
        text = await decide(pilot, app)                     # the bot cheated the Queen and named Anna
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "victim", text
        assert "Catch Bot" in text
        await pilot.press(*pick(app, "Catch Bot"))
        text = await decide(pilot, app)
        game = app.table.game
        assert parse_card("QC") in game.hands[1] and len(game.hands[1]) == 4   # the card back, one penalty card
        assert game.top == parse_card("9H") and len(game.hands[0]) == 3         # Anna drew nothing
        assert "Anna catches Bot cheating" in text


async def test_k_plays_a_king_and_calls_a_round_of_kings() -> None:
    app = erft_app(SOLO, ["KH KD 8S 3D", "KS 5D 10C 7C"], pile="KC", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        text = await decide(pilot, app)
        assert "k: “Round of Kings”" in text
        await pilot.press(select(app, "KH"), "k")
        await until_decision(pilot, app)
        text = no_leak(app)
        game = app.table.game
        assert game.kings == 0
        assert "Anna: “Round of Kings!”" in text
        assert "Your Round of Kings is back" in text and "Kings: Anna" in text


def test_snapshot_of_the_queen_victim_prompt(snap_compare) -> None:  # type: ignore[no-untyped-def]
    """SVG snapshot (German): Ben, named by Anna's Queen, may pass it on with a Queen or draw."""
    app = erft_app(PAIR, ["QH 9D 8S", "QS KD 10C"], pile="9H", dealer=1, lang="de")

    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        for keys in (("enter",), ("3", "enter"), ("enter",)):  # hand-off, Q♥ (Ben named: the only one), hand-off
            await until_decision(pilot, app)
            handoff = isinstance(app.screen, HandoffScreen)
            if handoff:
                pass_guard(app)
            await pilot.press(*keys)
            if handoff:
                pass_guard(app)                              # a look at the hand before the next Enter
        await until_decision(pilot, app)
        assert isinstance(app.screen, ChoicePrompt) and app.screen.spec.kind == "victim"

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


async def test_an_ace_swap_is_redirected_by_its_partner_and_stopped_with_a_two() -> None:
    app = erft_app(TRIO, ["AH 9D 8S", "AS KD 10C", "2C QD 10S"], pile="9H", dealer=2, window_seconds=30)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot, app, "Anna")
        await pilot.press(select(app, "AH"), "enter")
        text = await decide(pilot, app)
        assert "Whom do you swap hands with?" in text
        await pilot.press(*pick(app, "Ben"))
        await pilot.pause()
        assert isinstance(app.screen, WindowScreen)
        text = no_leak(app)
        assert "Swap! Anna swaps with Ben" in text and "1: Anna   2: Ben   3: Cleo" in text
        await pilot.press("2")
        text = await take_keyboard(pilot, app, "Ben")
        assert "Anna wants to swap hands with you: an Ace (redirect), a 2 (stop), or let it happen?" in text
        await pilot.press(*pick(app, "A♠"))                 # (Cleo is the only one left to name: not asked)
        await pilot.pause()
        assert isinstance(app.screen, WindowScreen)          # a new window, with its own clock
        text = no_leak(app)
        assert "Swap! Anna swaps with Cleo" in text and "30 s" in text
        await pilot.press(claim_key(2))
        text = await take_keyboard(pilot, app, "Cleo")
        assert "Anna wants to swap hands with you" in text
        await pilot.press(*pick(app, "2♣"))
        text = await take_keyboard(pilot, app, "Ben")       # play goes on after Anna
        game = app.table.game
        assert "Cleo: “No swapping here!”" in text and "Ben: “Swap with Cleo instead!”" in text
        assert parse_card("9D") in game.hands[0] and game.phase == "turn"


async def test_naming_again_after_redirecting_a_swap_is_not_called_the_turn() -> None:
    """PLAYTEST96 F5: Ben, who redirected Anna's swap with his Ace, names whom she swaps with instead, out of his
    turn: the status line under the question said "Your turn." there."""
    quartet = [*TRIO, ("Dora", False)]
    app = erft_app(quartet, ["AH 9D 8S", "AS KD 10C", "QD 10S 7C", "8C 9C 10H"], pile="9H", dealer=3,
                   window_seconds=30)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot, app, "Anna")
        await pilot.press(select(app, "AH"), "enter")
        await decide(pilot, app)
        await pilot.press(*pick(app, "Ben"))
        await pilot.pause()
        await pilot.press(claim_key(1))
        await take_keyboard(pilot, app, "Ben")
        await pilot.press(*pick(app, "A♠"))
        text = await decide(pilot, app)
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and "Whom should Anna swap with instead?" in text
        assert [c.label for c in prompt.spec.choices] == ["Cleo (3 cards)", "Dora (3 cards)"]
        assert status(app).strip() == "Whom should Anna swap with instead?"


async def test_the_receiver_escapes_with_a_four_and_gives_one_of_their_own_cards_back() -> None:
    app = erft_app(PAIR, ["4H 9D 8S", "4S KD 10C"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot, app, "Anna")
        await pilot.press(select(app, "4H"), "enter")                # (to Ben: the only one)
        await decide(pilot, app)
        await pilot.press(*pick(app, "9♦"))
        text = await take_keyboard(pilot, app, "Ben")
        await pilot.press(*pick(app, "4♠"))
        text = await decide(pilot, app)
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and "Which card do you give back to Anna?" in text
        assert [c.label for c in prompt.spec.choices] == ["Give 10♣ (10 of Clubs)", "Give K♦ (King of Diamonds)"]   # (as a
        #                                                                     play says it: PLAYTEST274 N13)
        await pilot.press("2", "enter")
        text = await decide(pilot, app)      # Ben's turn goes on (play resumes after Anna), his last card uncalled:
        assert isinstance(app.screen, HandoffScreen)        # Anna may call it out before he plays on
        assert "Ben plays again without calling: Anna, press c to catch them." in " ".join(text.split())
        text = await take_keyboard(pilot, app, "Ben")
        game = app.table.game
        assert parse_card("KD") in game.hands[0] and parse_card("9D") in game.hands[0]
        assert "Ben: “And one back for you!”" in text and "(The card from Ben to Anna: King of Diamonds.)" in text
        assert "(Your card to give: King of Diamonds.)" not in text   # given: the give says it, the pick's line goes


async def test_the_givers_log_on_screen_reads_as_the_log_after_the_give() -> None:
    """The table's log widget shows the log as it reads now: the pick's line goes once the card is given."""
    from maumau_tui.tui.widgets.game_log import GameLog

    app = erft_app(SOLO, ["4H 9D 8S 7C 6C", "QS KD 10C"], pile="9H", dealer=1, bot_delay=0.5)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        pass_guard(app)
        await pilot.press(select(app, "4H"), "enter")         # the Bot gets a card (the only one to name)
        await decide(pilot, app)
        await pilot.press(*pick(app, "9♦"))
        await settle(pilot)
        app.clock.advance(0.6)                                # the Bot takes it (or escapes), then plays on
        await settle(pilot)
        screen = table_screen(app)
        lines = screen.link.log_lines("en")
        assert screen.query_one(GameLog).texts == lines
        assert lines.count("(The card from Anna to Bot: 9 of Diamonds.)") == 1 and "(Your card to give: 9 of Diamonds.)" not in lines


def test_the_victim_of_a_queen_passed_on_is_told_who_passed_it() -> None:
    """PLAYTEST209 F1: the named player's question did not say who named them, and the log's lines that did were
    left out where the box had no room for them.  In a chain the one who passed the Queen on names them."""
    tables = Table.from_names("erftschmiede", TRIO, seed=1).match.tables
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    game = Game.stacked(tables, ["Anna", "Ben", "Cleo"], [cards("QH 9D 8S"), cards("QS KD 10C"), cards("7D 8D 10H")],
                        cards("9H"), cards("2C 3C 3S 3H 3D 4C"), dealer=2)
    game.apply(parse_move("play QH"), 0)
    game.apply(parse_move("name Ben", game.names), 0)
    for lang, said in (("en", "Anna names you: pass it on with a Queen, or draw?"),
                       ("de", "Anna nennt dich: mit einer Dame weitergeben oder ziehen?")):
        assert window_title(view(game, 1), Look(lang)) == said
    game.apply(parse_move("play QS"), 1)
    game.apply(parse_move("name Cleo", game.names), 1)
    assert view(game, 2).namer == 1 and view(game, 2).origin == 0
    assert window_title(view(game, 2), Look("en")) == "Ben names you: pass it on with a Queen, or draw?"
    assert view(game, 0).namer == 1 and view(game, None).namer == 1    # (public: the log says it to everybody)
