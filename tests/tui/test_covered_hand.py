"""Several people at one keyboard watch the bots play together: once nothing is asked of the person at the
keyboard, their cards and their own log lines are covered, and their next decision comes after a hand-off (to
themselves too, when a bot skipped everybody else).  A person alone with bots, or the last person still in the
hand, keeps their hand on screen, and a timed window is hers alone."""

from __future__ import annotations

from textual.pilot import Pilot

from maumau_tui.cards import card_label, card_name, parse_card
from maumau_tui.notation import parse_move
from maumau_tui.store.paths import user_dir
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.table import TableScreen
from tui_helpers import (keys_for, labels_on_screen, pass_guard, screen_text, send, settle, staged_app, table_screen, take_handoff,
                         until, until_decision)

TRIO = [("Anna", None), ("Bot", "medium"), ("Ben", None)]
SOLO = [("Anna", None), ("Bot", "medium")]
COVERED = "Covered while the others watch"


def anna_named(app: MauMauApp, text: str) -> set[str]:
    """Anna's cards as the screen would name them: labels, or words in a log line."""
    assert app.table is not None
    hand = app.table.game.hands[0]
    return ({card_label(code) for code in hand} & labels_on_screen(text)
            | {name for code in hand if (name := card_name(code, "en", False)) in text})


async def turn_after_hand_off(pilot: Pilot[None], app: MauMauApp, name: str) -> None:
    """The hand-off to ``name`` comes, is taken, and the decision is on screen."""
    await until(pilot, lambda: isinstance(app.screen, HandoffScreen), f"the hand-off to {name}")
    assert f"{name}" in screen_text(app)
    await take_handoff(pilot, app)
    await until_decision(pilot, app)


async def test_the_bots_turn_covers_the_cards_and_the_draw_of_the_person_who_just_played() -> None:
    app = staged_app(TRIO, ["10S QC 7C", "9S KS QD", "7D 8C"], pile="9H", stock="AS KD 7H 8S", dealer=2,
                     bot_delay=0.5)
    async with app.run_test(size=(80, 24)) as pilot:
        await turn_after_hand_off(pilot, app, "Anna")
        assert {"10♠", "Q♣", "7♣"} <= labels_on_screen(screen_text(app))
        await send(pilot, "d")                                     # Anna draws the Ace of Spades ...
        if table_screen(app).view.my_turn:
            await until_decision(pilot, app)
            pass_guard(app)                                        # (she looks at it)
            await send(pilot, "p")                                 # ... and keeps it
        assert app.table is not None and app.table.actor == 1 and parse_card("AS") in app.table.game.hands[0]
        await until(pilot, lambda: COVERED in screen_text(app), "Anna's cards covered")
        text = screen_text(app)
        assert isinstance(app.screen, TableScreen) and "Your hand – Anna" in text
        assert not anna_named(app, text), text                      # no card of hers, nor the one she drew
        assert "Anna draws" in text, text                          # the public line stays
        assert "t Hint" not in text, text                          # (PLAYTEST98 F5: no advice on covered cards)
        app.clock.advance(0.5)                                     # the bot plays: Ben's turn, after a hand-off
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off to Ben")
        assert "Ben" in screen_text(app)


async def test_a_key_pressed_while_the_cards_are_covered_says_whose_turn_it_is() -> None:
    """PLAYTEST243 N1: with the cards covered while the bot thinks, d, Enter and the rest did nothing without a word
    (a refusal is a notice for the person at the keyboard, which a covered table takes back at once)."""
    app = staged_app(TRIO, ["10S QC 7C", "9S KS QD", "7D 8C"], pile="9H", stock="AS KD 7H 8S", dealer=2,
                     bot_delay=0.5)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await turn_after_hand_off(pilot, app, "Anna")
        await send(pilot, "d")
        if table_screen(app).view.my_turn:
            await until_decision(pilot, app)
            pass_guard(app)
            await send(pilot, "p")
        await until(pilot, lambda: COVERED in screen_text(app), "Anna's cards covered")
        for key in ("d", "enter"):
            app.clear_notifications()
            await send(pilot, key)
            await settle(pilot)
            assert [str(note.message) for note in app._notifications] == ["It is Bot's turn now."], key


def skipping_bot() -> MauMauApp:
    """Anna, the bot and Ben: Anna's 9 of Diamonds, then the bot's 8 of Diamonds skips Ben."""
    return staged_app(TRIO, ["9D 9C 10S", "8D KC QS", "7C 7S"], pile="9H", stock="AS KS 7H 8S", dealer=2,
                      bot_delay=0.5)


async def back_to_herself(pilot: Pilot[None], app: MauMauApp) -> None:
    """Anna plays her 9, her cards are covered, the bot's 8 skips Ben: the hand-off to Anna herself."""
    await turn_after_hand_off(pilot, app, "Anna")
    await send(pilot, *keys_for(parse_move("play 9D"), table_screen(app).view.hand))
    await until(pilot, lambda: COVERED in screen_text(app), "Anna's cards covered")
    app.clock.advance(0.5)                                         # the bot's 8 skips Ben: Anna again
    await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "a hand-off to Anna herself")


async def test_a_bot_that_skips_everybody_else_hands_the_keyboard_back_through_a_hand_off() -> None:
    app = skipping_bot()
    async with app.run_test(size=(80, 24)) as pilot:
        await back_to_herself(pilot, app)
        text = screen_text(app)
        assert app.table is not None and app.table.actor == 0 and "Anna" in text, text
        assert not anna_named(app, text), text
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
        assert COVERED not in screen_text(app) and {"9♣", "10♠"} <= labels_on_screen(screen_text(app))


async def test_the_hand_off_to_herself_keeps_its_recap_after_the_settings() -> None:
    """PLAYTEST223 F3: on a hand-off to the person who held the keyboard (a bot's 8 skipped everybody else), s and Esc
    brought the hand-off back without "What just happened": hiding her covered cards had counted as her looking at
    the table then.  What befell her since her cards were covered stays her recap, however often it is shown."""
    app = skipping_bot()
    async with app.run_test(size=(80, 24)) as pilot:
        await back_to_herself(pilot, app)
        first = app.screen
        assert isinstance(first, HandoffScreen) and "Bot plays the 8 of Diamonds." in first.recent, first.recent
        await take_handoff(pilot, app, "s")                        # her settings, then Esc: the hand-off again
        await until(pilot, lambda: not isinstance(app.screen, HandoffScreen), "the settings")
        await send(pilot, "escape")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen) and app.screen is not first, "the hand-off again")
        assert app.screen.recent == first.recent and "What just happened" in screen_text(app)


async def test_a_person_alone_with_bots_keeps_the_hand_in_view_while_the_bot_plays() -> None:
    app = staged_app(SOLO, ["9D 9C 10S", "9S KC QD"], pile="9H", stock="AS KS 7H 8S", dealer=1, bot_delay=0.5)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        await send(pilot, *keys_for(parse_move("play 9D"), table_screen(app).view.hand))
        assert app.table is not None and app.table.actor == 1
        text = screen_text(app)
        assert COVERED not in text and {"9♣", "10♠"} <= labels_on_screen(text), text


async def test_once_the_other_person_is_out_of_the_hand_nothing_is_covered_and_no_hand_off_comes() -> None:
    seats = [("Anna", None), ("Ben", None), ("Bot", "medium")]           # (Prší: the last one holding cards loses)
    app = staged_app(seats, ["10C 8C KC", "9S", "KS KH 10S"], pile="9H", stock="8D 10D 10H 8S 8H", ruleset="prsi",
                     dealer=2, bot_delay=0.5)
    async with app.run_test(size=(80, 24)) as pilot:
        await turn_after_hand_off(pilot, app, "Anna")
        await send(pilot, "d")                                      # Anna draws; Ben goes out with his 9
        await turn_after_hand_off(pilot, app, "Ben")
        await send(pilot, "enter")
        assert app.table is not None and app.table.game.out == [1]
        app.clock.advance(0.5)                                      # the bot; then Anna after a hand-off
        await turn_after_hand_off(pilot, app, "Anna")
        view = table_screen(app).view
        await send(pilot, *keys_for(next(m for m in view.legal if m.kind == "play"), view.hand))
        assert app.table.actor == 2
        text = screen_text(app)                                     # Ben is out: he may see Anna's cards
        assert COVERED not in text and "Your hand – Anna" in text and anna_named(app, text), text
        app.clock.advance(0.5)
        await until(pilot, lambda: app.table is not None and app.table.actor == 0, "Anna's turn")
        await until_decision(pilot, app)
        assert isinstance(app.screen, TableScreen)                 # no hand-off between her turns


async def test_a_timed_window_for_the_last_person_in_the_hand_is_hers_without_a_claim_screen() -> None:
    user_dir().mkdir(parents=True, exist_ok=True)                 # Erftschmiede played on to the last one
    (user_dir() / "erft-on.yaml").write_text("id: erft-on\nname: {de: Erft weiter, en: Erft on}\n"
                                             "extends: erftschmiede\nhand_ends: one_left\n", encoding="utf-8")
    seats = [("Anna", None), ("Ben", None), ("Bot", "medium")]
    app = staged_app(seats, ["5H KD 10C QS", "9D", "6D 8S JC"], pile="9H", stock="2C 3C 3S 3H 3D 4C",
                     ruleset="erft-on", dealer=0, bot_delay=0.5)
    async with app.run_test(size=(100, 30)) as pilot:
        await turn_after_hand_off(pilot, app, "Ben")
        await send(pilot, "enter")                                  # Ben goes out with his 9
        await turn_after_hand_off(pilot, app, "Anna")
        view = table_screen(app).view
        await send(pilot, *keys_for(parse_move("play KD"), view.hand))
        app.clock.advance(0.5)                                      # the bot's 6: a window only Anna may answer
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "Anna's question")
        assert app.screen.countdown is not None and "block it with the 5" in screen_text(app)


async def test_the_person_who_just_went_out_is_covered_and_told_the_hand_is_done_for_her() -> None:
    """PLAYTEST113 F9: out of the hand, her own log lines stayed on the screen the others watch the bots on (a card
    she laid face down, and what it really was): covered as while she plays, the log as everybody saw it; "until your
    next turn" would be wrong, she has none."""
    app = staged_app(TRIO, ["9S", "KS KH 10S", "10C 8C KC"], pile="9H", stock="8D 10D 10H 8S 8H", ruleset="prsi",
                     dealer=2, bot_delay=0.5)
    async with app.run_test(size=(80, 24)) as pilot:
        await turn_after_hand_off(pilot, app, "Anna")
        await send(pilot, "enter")                                  # Anna goes out with her 9
        assert app.table is not None and app.table.game.out == [0] and app.table.actor == 1
        await until(pilot, lambda: "Covered while the others watch: you are done in this hand." in screen_text(app),
                    "her hand covered")
        assert app.flow is not None and app.flow.hotseat.covered and "until your next turn" not in screen_text(app)
        app.clock.advance(0.5)
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off to Ben")


async def test_a_window_a_bot_opens_asks_a_covered_person_nothing_and_goes_through_the_claim_screen() -> None:
    """Anna's cards are covered while the bots play; Robo's Ace swaps with Ben, and everybody may stop it with a 2.
    With the other bot still to answer, Anna's own question for the window opened over her covered hand, its line
    "Play 2♦" on the screen the others watched (playtest 29); now the window comes to her through the claim screen."""
    from maumau_tui.bots.levels import make_bot
    from maumau_tui.table import Seat
    from maumau_tui.tui.screens.window import WindowScreen
    from test_erftschmiede import erft_app
    from test_lone_window import AceBot

    class AceOnBen(AceBot):
        def choose(self, seen):  # type: ignore[no-untyped-def]
            legal = list(seen.legal)
            return next((m for m in legal if m.kind == "play" and m.cards == (parse_card("AH"),) and not m.say),
                        next((m for m in legal if m.kind == "name" and m.seat == 3), legal[0]))

    seats = [Seat("Anna"), Seat("Robo", AceOnBen()), Seat("Bot", make_bot("medium", 2)), Seat("Ben")]  # type: ignore[arg-type]
    app = erft_app(seats, ["10H 2D KC", "AH QC KS 9D", "7D 7C 10S JD", "8C 8D QS"], pile="10S", dealer=3,
                   bot_delay=0.5)
    async with app.run_test(size=(100, 30)) as pilot:
        await turn_after_hand_off(pilot, app, "Anna")
        await send(pilot, *keys_for(parse_move("play 10H"), table_screen(app).view.hand))
        for _ in range(30):
            await settle(pilot)
            text = screen_text(app)
            assert not isinstance(app.screen, ChoicePrompt) and not anna_named(app, text), text
            if isinstance(app.screen, WindowScreen):
                break
            due = app.flow.referee.due()
            assert due is not None, text
            app.clock.advance(max(0.0, due - app.clock.now()))
            app.flow.referee.poll()
        assert isinstance(app.screen, WindowScreen) and "1: Anna" in screen_text(app), screen_text(app)


async def test_an_ace_played_as_the_last_card_says_why_the_hand_is_empty() -> None:
    """(PLAYTEST110 F11: Anna's last card, an Ace, must be followed; her hand's box was blank.)"""
    app = staged_app(SOLO, ["AH", "KS KH 10S"], pile="9H", stock="8D 10D 10H 8S 8H", dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "enter")                                  # the Ace: Anna must follow it, or draw
        await until(pilot, lambda: "your last one must be covered: draw (d)" in " ".join(screen_text(app).split()),
                    "why the hand is empty")
        assert app.table is not None and app.table.game.hands[0] == [] and app.table.actor == 0
