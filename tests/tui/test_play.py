"""Pilot tests of the table: every kind of prompt, the call and catch keys, hand-off, hand end, bot pace."""

from __future__ import annotations

import random
from pathlib import Path

from textual.app import App

from maumau_tui import log_words as ev
from maumau_tui.cards import HEARTS, card_label, card_name, parse_card
from maumau_tui.engine.game import Game
from maumau_tui.notation import Move, WAIT_MOVE, play
from maumau_tui.tui import app as app_module
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.prompts import Choice, PromptSpec
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.dialogs import ConfirmScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.clock import ManualClock
from maumau_tui.tui.settings import Settings
from tui_helpers import holder as held_by
from tui_helpers import (labels_on_screen, pass_guard, ready_handoff, screen_text, staged_app, step, table_screen, take_handoff, until,
                         until_decision)

SIZE = (80, 24)
SOLO = [("Anna", False), ("Bot", True)]
PAIR = [("Anna", False), ("Ben", False)]


async def test_a_jack_asks_for_the_wish_with_the_legal_suits_only() -> None:
    app = staged_app(SOLO, ["JC 7H 8S", "KD QD 10C"], pile="9D", stock="AD AS", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        assert "[J♣]" in screen_text(app) and " 8♠ " in screen_text(app)
        await pilot.press("3", "enter")
        await until_decision(pilot, app)
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "wish"
        assert "Which suit do you wish for?" in screen_text(app)
        await pilot.press("escape")                      # a wish cannot be skipped: Esc asks about the menu
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await until(pilot, lambda: app.screen is prompt, "the wish again")
        await pilot.press("3", "enter")
        await pilot.pause()
        assert app.table.game.wish_suit == HEARTS
        assert "I wish for Hearts" in screen_text(app)


async def test_m_plays_the_card_with_the_call() -> None:
    app = staged_app(SOLO, ["7D 9D", "KC QC 8C"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        assert "m: with “Mau”" in screen_text(app)
        await pilot.press("2", "m")
        await pilot.pause()
        assert ("play", 0, play(39).card, "mau") in [event[:4] for event in app.table.game.log]   # (Anna's 9♦)
        assert "Anna: “Mau!”" in screen_text(app)
        assert app.table.game.catchable == []


async def test_m_asks_before_a_call_that_plays_more_cards_than_the_chosen_one() -> None:
    # Quick: only 7♣ with 7♦ leaves one card and calls "Mau"; m on 7♣ must not play the 7♦ unasked (PLAYTEST61)
    app = staged_app(SOLO, ["7C 7D 9C", "KH QH 8H"], pile="10C", stock="AS AH AD", dealer=1)
    assert app.table is not None
    app.table.match.change_option("quick", True)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        hand = table_screen(app).view.hand
        await pilot.press(str(hand.index(parse_card("7C")) + 1), "m")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the question")
        moves = [choice.move for choice in app.screen.spec.choices]   # type: ignore[attr-defined]
        assert [(len(move.cards), move.say) for move in moves if move is not None] == [(2, "mau")]
        assert len(app.table.game.hands[0]) == 3                        # nothing played yet
        app.clock.advance(app.settings.key_hold)                        # (a question holds Enter a moment)
        await pilot.press("enter")                                      # the player saw it and confirms
        await until(pilot, lambda: len(app.table.game.hands[0]) == 1, "both sevens played")


async def test_a_missed_call_can_be_caught_by_the_next_person_with_c() -> None:
    app = staged_app(PAIR, ["7D 9D", "KC QC 8C"], pile="9H", stock="AS AH", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        assert await step(pilot, app, random.Random(0)) == "handoff"
        await until_decision(pilot, app)
        await pilot.press("2", "enter")                  # 9♦ without "Mau"
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
        assert "c: catch Anna" in screen_text(app)
        await pilot.press("c")
        await pilot.pause()
        game = app.table.game
        assert len(game.hands[0]) == 2 and game.catchable == []
        assert "Ben catches Anna" in screen_text(app)


async def test_the_handoff_names_the_next_person_and_shows_no_card() -> None:
    app = staged_app(PAIR, ["7D 9D 10S", "KC QC 8C"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        text = screen_text(app)
        assert isinstance(app.screen, HandoffScreen) and "Anna's turn" in text
        assert "press Enter" not in text and "…" in text      # keys do not count yet: the screen just opened
        ready_handoff(app)
        await pilot.pause()
        text = screen_text(app)
        assert "Anna: press Enter to see your hand." in text and not labels_on_screen(text)
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
        assert isinstance(app.screen, TableScreen) and "Your hand – Anna" in screen_text(app)
        await pilot.press("1", "enter")                   # 7♦ on 9♥? no: only 9♦ fits
        await pilot.press("2", "enter")
        await until_decision(pilot, app)
        text = screen_text(app)
        assert "Ben's turn" in text and "Anna plays the 9 of Diamonds." in text
        assert not labels_on_screen(text)


async def test_hand_end_reveals_every_hand_with_points_and_deals_the_next() -> None:
    app = staged_app(SOLO, ["9D", "KC QC"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await pilot.press("enter")
        await until_decision(pilot, app)
        assert isinstance(app.screen, HandEndScreen)
        pass_guard(app)
        text = screen_text(app)
        assert "Hand 1 is over" in text and "Anna goes out with the 9 of Diamonds." in text
        assert "Q♣ K♣" in text and "20" in text
        await pilot.press("n")
        await until_decision(pilot, app)
        assert app.table.hand_number == 2 and "Hand 2" in screen_text(app)


async def test_leaving_at_hand_end_asks_then_quits() -> None:
    app = staged_app(SOLO, ["9D", "KC QC"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await pilot.press("enter")
        await until_decision(pilot, app)
        pass_guard(app)                                                           # the sheet's hold on keys
        await pilot.press("q")
        await pilot.pause()
        assert app.return_code is None and "Leave the match?" in screen_text(app)   # q asks first
        await pilot.press("3", "enter")                      # 1 menu (kept), 2 end the match here, 3 quit
        await pilot.pause()
        assert app.return_code == 0


async def test_an_illegal_move_shows_the_engine_reason_not_a_traceback() -> None:
    app = staged_app(SOLO, ["7D 9D", "KC QC 8C"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        table_screen(app).send(Move("pass"))
        await pilot.pause()
        assert "Not allowed: you may only pass after" in screen_text(app)
        await pilot.press("1", "enter")                  # 7♦ does not fit: a warning, no move
        await pilot.pause()
        assert len(app.table.game.hands[0]) == 2


async def test_bots_move_one_at_a_time_after_the_delay() -> None:
    app = staged_app(SOLO, ["9D 7C 8C", "KD QS 10S"], pile="9H", stock="AS AH AC", dealer=1, bot_delay=0.4)
    clock = app.clock
    assert isinstance(clock, ManualClock)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await pilot.press("3", "enter")
        referee = app.referee
        assert referee is not None
        await until(pilot, lambda: referee.due() is not None, "the bot waits")
        assert referee.due() == clock.now() + 0.4
        clock.advance(0.39)
        assert not referee.poll()                       # just before the delay is over: nothing yet
        await pilot.pause()
        assert app.table.actor == 1 and "Bot is thinking" in screen_text(app)
        clock.advance(0.02)
        assert referee.poll()
        await until(pilot, lambda: app.table.actor == 0, "the bot's move after 0.4 s on the clock")
        assert len(app.table.game.hands[1]) in (2, 4)   # one move: a card played or drawn


async def test_ascii_suits_and_no_colour_keep_the_marks_readable(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("NO_COLOR", "1")
    app = staged_app(SOLO, ["7D 9D", "KC QC 8C"], pile="9H", dealer=1, ascii_cards=True)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        text = screen_text(app)
        assert "[9D]" in text and " 7D " in text and "[ 9H ]" in text
        assert not set("♣♠♥♦") & set(text)


class PromptHost(App[None]):
    """Pushes one prompt and keeps its answer."""

    def __init__(self, spec: PromptSpec, lang: str = "en") -> None:
        super().__init__()
        self.spec, self.lang = spec, lang
        self.answer: object = "none yet"
        self.clock = ManualClock()

    def on_mount(self) -> None:
        deadline = self.clock.now() + (self.spec.timeout or 0)
        self.push_screen(ChoicePrompt(self.spec, self.lang, lambda: max(0.0, deadline - self.clock.now())), self.keep)

    def keep(self, move: Move | None) -> None:
        self.answer = move


async def test_why_a_questions_clock_stands_still_is_said_whole_in_the_dialog() -> None:
    """(PLAYTEST125: "noch 16 s (steht still: der Tisch wartet auf einen Spiel" was cut at the dialog's edge.)"""
    spec = PromptSpec("block", "Blocken?", (Choice("Blocken", Move("block")), Choice("Nicht blocken", Move("pass"))),
                      timeout=20)
    app = StyledPromptHost(spec, "de")
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, ChoicePrompt)
        app.screen.held = lambda: "away"
        app.screen.show_countdown()
        await pilot.pause()
        text = screen_text(app).replace("\xa0", " ")
        assert "noch 20 s (steht still: der Tisch wartet auf einen" in text and "Spieler)" in text, text


class StyledPromptHost(PromptHost):
    CSS_PATH = str(Path(app_module.__file__).with_name("app.tcss"))   # (the dialog as wide as the app makes it)


async def test_0_chooses_the_tenth_line_of_a_long_prompt_as_it_chooses_the_tenth_card() -> None:
    """(Playtest 31: a joker's tenth "as" line had no number, and 0 was refused there.)"""
    spec = PromptSpec("declare", "What does the joker stand for?",
                      tuple(Choice(f"as card {n}", Move("name", seat=n)) for n in range(12)))
    app = PromptHost(spec)
    async with app.run_test(size=(80, 30)) as pilot:
        assert "9. as card 8" in screen_text(app) and "0. as card 9" in screen_text(app)
        assert "as card 10" in screen_text(app) and "11. as card 10" not in screen_text(app)
        await pilot.press("0", "enter")
        assert app.answer == Move("name", seat=9)


async def test_a_name_prompt_answers_with_the_chosen_seat() -> None:
    spec = PromptSpec("name", "Which player do you name?",
                      (Choice("Ben", Move("name", seat=1)), Choice("Cleo", Move("name", seat=2))))
    app = PromptHost(spec)
    async with app.run_test(size=SIZE) as pilot:
        assert "1. Ben" in screen_text(app) and "2. Cleo" in screen_text(app)
        await pilot.press("2")                           # a digit chooses ...
        assert app.answer == "none yet"
        await pilot.press("enter")                       # ... and Enter confirms
        assert app.answer == Move("name", seat=2)


async def test_a_give_prompt_answers_by_arrows_and_enter() -> None:
    spec = PromptSpec("give", "Which card do you give?", (Choice("Give 7♥", Move("give", (30,))),
                                                          Choice("Give 8♥", Move("give", (34,)))))
    app = PromptHost(spec)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "enter")
        assert app.answer == Move("give", (34,))


async def test_a_countdown_prompt_shows_the_seconds_it_is_given_and_never_answers_by_itself() -> None:
    spec = PromptSpec("window", "Answer now?", (Choice("Play 5♥", play(22)),), timeout=3, on_timeout=WAIT_MOVE)
    app = PromptHost(spec)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "3 s left" in screen_text(app) and app.answer == "none yet"
        app.clock.advance(2.5)
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt)
        prompt.show_countdown()
        await pilot.pause()
        assert "1 s left" in screen_text(app)
        app.clock.advance(5)
        prompt.show_countdown()
        await pilot.pause()
        assert "0 s left" in screen_text(app) and app.answer == "none yet"   # the referee sends `wait`


async def test_a_cancellable_prompt_returns_none_on_escape() -> None:
    app = PromptHost(PromptSpec("catch", "Whom do you catch?", (Choice("Catch Ben", Move("catch", seat=1)),),
                                cancellable=True))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("escape")
        assert app.answer is None


async def test_a_whole_hot_seat_hand_never_shows_another_seat_cards(drawn_cards: list[int]) -> None:
    """Two people and a bot: every screen shows at most the holder's own cards and the top card, names in words no
    card of another hand that was never played (a hand-off shows none), and every card drawn in any frame is the
    holder's (``drawn_cards``)."""
    app = MauMauApp(Settings(lang="en", seed=1, bot_delay=0.0), ruleset="standard",
                    seats=[("Anna", False), ("Ben", False), ("Bot-1", True)], clock=ManualClock())
    rng = random.Random(1)
    seen = {"handoff": 0, "table": 0}
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(400):
            await until_decision(pilot, app)
            if isinstance(app.screen, HandEndScreen):
                break
            table = app.table
            assert table is not None
            text = screen_text(app)
            shown = labels_on_screen(text)
            holder = held_by(app) if not isinstance(app.screen, HandoffScreen) else None
            assert not named_hidden(text, table.game, holder), f"named on screen: {named_hidden(text, table.game, holder)}"
            if isinstance(app.screen, HandoffScreen):
                seen["handoff"] += 1
                assert not shown, f"cards on a hand-off screen: {shown}"
            else:
                seen["table"] += 1
                assert holder is not None and f"Your hand – {table.names[holder]}" in text
                allowed = {card_label(code) for code in table.game.hands[holder]}
                allowed.add(card_label(table.game.pile[-1]))
                assert shown <= allowed, f"{sorted(shown - allowed)} shown to {table.names[holder]}"
            await step(pilot, app, rng)
        assert isinstance(app.screen, HandEndScreen)
        pass_guard(app)
    assert seen["handoff"] >= 2 and seen["table"] >= 4 and drawn_cards


def named_hidden(text: str, game: Game, viewer: int | None) -> set[str]:
    """The English names (``8 of Diamonds``) on the screen of cards in hands other than ``viewer``'s that no play
    (nor the start card) has shown."""
    public = {event[2] for event in game.log if event[0] in (ev.PLAY, ev.DECLARED, ev.START)}
    hidden = {card for seat, hand in enumerate(game.hands) if seat != viewer for card in hand if card not in public}
    flat = " ".join(text.split())
    return {card_name(card, "en") for card in hidden if card_name(card, "en") in flat}


async def test_resizing_keeps_the_table_usable() -> None:
    app = staged_app(SOLO, ["7D 9D 8S", "KC QC 8C"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert "Your hand – Anna" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.press("3", "enter")
        await pilot.pause()
        assert "Anna plays the 9 of Diamonds." in screen_text(app)
