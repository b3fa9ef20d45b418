"""Enter pressed again and again by the person at the keyboard while a bot plays: when the decision comes back
to them (no hand-off in between) it takes no key until the keyboard has been quiet for a moment, so the burst
plays no card unseen; and the last move's keys skip no hand-end sheet (they would deal the next hand)."""

from __future__ import annotations

from textual.pilot import Pilot

from maumau_tui.notation import parse_move
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from tui_helpers import (keys_for, pass_guard, screen_text, send, settle, staged_app, table_screen, take_handoff, until,
                         until_decision)

SOLO = [("Anna", False), ("Bot", True)]


def anna_moves(app: MauMauApp) -> int:
    assert app.table is not None
    return sum(1 for _hand, seat, _text in app.table.match.moves if seat == 0)


def some_move(app: MauMauApp) -> list[str]:
    """The keys of Anna's first legal play (else a draw)."""
    view = table_screen(app).view
    move = next((m for m in view.legal if m.kind == "play" and not m.say), None) or parse_move("draw")
    return keys_for(move, view.hand)


async def test_a_burst_of_enter_while_the_bot_plays_makes_no_move_when_the_turn_comes_back() -> None:
    app = staged_app(SOLO, ["9D 9C 10S", "9S 7C"], pile="9H", stock="8D AC AS KS 7H", dealer=1, bot_delay=0.5)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        await send(pilot, *keys_for(parse_move("play 9D"), table_screen(app).view.hand))
        assert anna_moves(app) == 1
        await send(pilot, "enter")                           # again, while the bot thinks
        app.clock.advance(0.5)                               # the bot moves: Anna's turn again
        await until(pilot, lambda: app.table is not None and app.table.actor == 0, "Anna's turn")
        step = app.settings.key_hold * 0.6
        for _ in range(5):                                   # the burst goes on: nothing is played
            await send(pilot, "enter")
            app.clock.advance(step)
            assert anna_moves(app) == 1 and table_screen(app).view.my_turn
        app.clock.advance(app.settings.key_hold)             # a quiet moment, then a deliberate move
        await send(pilot, *some_move(app))
        assert anna_moves(app) == 2


async def test_without_keys_while_waiting_the_turn_that_comes_back_takes_keys_at_once() -> None:
    app = staged_app(SOLO, ["9D 9C 10S", "9S 7C"], pile="9H", stock="8D AC AS KS 7H", dealer=1, bot_delay=0.5)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        await send(pilot, *keys_for(parse_move("play 9D"), table_screen(app).view.hand))
        app.clock.advance(0.5)
        await until(pilot, lambda: app.table is not None and app.table.actor == 0, "Anna's turn")
        await settle(pilot)
        await send(pilot, *some_move(app))
        assert anna_moves(app) == 2


async def test_the_last_cards_enter_pressed_twice_leaves_the_hand_end_sheet_up() -> None:
    app = staged_app(SOLO, ["9D", "KC QC"], pile="9H", dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "enter")                           # Anna's last card ...
        await until(pilot, lambda: isinstance(app.screen, HandEndScreen), "the hand end")
        await send(pilot, "enter", "n", "enter")             # ... and the habit's keys after it
        assert isinstance(app.screen, HandEndScreen) and app.table is not None and app.table.hand_number == 1
        assert "Enter, n: next hand" not in screen_text(app)         # its key line waits too
        pass_guard(app)
        await settle(pilot)
        assert "Enter, n: next hand" in screen_text(app)
        await send(pilot, "n")
        await until_decision(pilot, app)
        assert app.table.hand_number == 2


PAIR = [("Anna", False), ("Ben", False)]


def moves_of(app: MauMauApp, seat: int) -> int:
    assert app.table is not None
    return sum(1 for _hand, mover, _text in app.table.match.moves if mover == seat)


async def ben_takes_the_keyboard(pilot: Pilot[None], app: MauMauApp) -> None:
    """Anna takes the keyboard and plays her 9♦; Ben presses Enter on his hand-off the moment it counts (his
    table's hold on Enter starts then)."""
    await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off to Anna")
    await take_handoff(pilot, app)
    await until_decision(pilot, app)
    await send(pilot, *keys_for(parse_move("play 9D"), table_screen(app).view.hand))
    await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off to Ben")
    pass_guard(app)
    await pilot.press("enter")
    await settle(pilot)


async def test_enter_pressed_twice_on_the_hand_off_plays_no_card_unseen() -> None:
    """Ben takes the keyboard with a double Enter: the second one, arriving after his table came on top, plays
    nothing; after a quiet moment his Enter plays."""
    app = staged_app(PAIR, ["9D 9C 10S", "KD QD 8D"], pile="9H", stock="8S AC AS KS 7H", dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await ben_takes_the_keyboard(pilot, app)
        assert table_screen(app).seat == 1
        await send(pilot, "enter")                           # the double press
        assert moves_of(app, 1) == 0
        app.clock.advance(app.settings.key_hold * 0.6)
        await send(pilot, "enter")                           # and a third one, still in the rush
        assert moves_of(app, 1) == 0
        assert "Your turn." not in screen_text(app)           # the status line says to wait: "…"
        pass_guard(app)                                      # he has looked at his hand
        await settle(pilot)
        assert "Your turn." in screen_text(app)
        await send(pilot, "enter")
        assert moves_of(app, 1) == 1


async def test_after_the_hand_off_the_other_keys_work_at_once() -> None:
    """Only the hand-off's own key waits: choosing a card (and drawing) takes effect at once."""
    app = staged_app(PAIR, ["9D 9C 10S", "KS QS 8C"], pile="9H", stock="8S AC AS KS 7H", dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await ben_takes_the_keyboard(pilot, app)
        await send(pilot, "2")
        assert table_screen(app).selected == 1
        await send(pilot, "d")
        assert moves_of(app, 1) == 1


async def test_enter_pressed_twice_on_a_jack_chooses_no_suit_unseen() -> None:
    """Anna plays her Jack with Enter pressed twice: the wish question it opens takes the second Enter as nothing;
    a digit shows she chooses there, and her Enter after it counts."""
    app = staged_app(SOLO, ["JC 9C 10S", "9S 7C"], pile="9H", stock="8D AC AS KS 7H", dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        await send(pilot, *keys_for(parse_move("play JC"), table_screen(app).view.hand))
        assert isinstance(app.screen, ChoicePrompt) and app.screen.spec.kind == "wish"
        await send(pilot, "enter")                           # the double press
        assert isinstance(app.screen, ChoicePrompt) and anna_moves(app) == 1
        assert "Enter confirms" not in screen_text(app)      # its key line: "…"
        await send(pilot, "3", "enter")                      # she chooses: Hearts
        assert app.table is not None and app.table.game.wish_suit == 2 and anna_moves(app) == 2


async def test_enter_alone_on_a_question_counts_after_a_quiet_moment() -> None:
    app = staged_app(SOLO, ["JC 9C 10S", "9S 7C"], pile="9H", stock="8D AC AS KS 7H", dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        await send(pilot, *keys_for(parse_move("play JC"), table_screen(app).view.hand))
        pass_guard(app)
        await settle(pilot)
        assert "Enter confirms" in screen_text(app)
        await send(pilot, "enter")                           # the first line: Clubs
        assert app.table is not None and (1, 0, "wish C") in app.table.match.moves


async def test_after_the_hand_off_a_digit_then_enter_plays_at_once() -> None:
    """Ben takes the keyboard and types "2 Enter" quickly: the digit shows he chooses, so his Enter counts."""
    app = staged_app(PAIR, ["9D 9C 10S", "KD QD 8D"], pile="9H", stock="8S AC AS KS 7H", dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await ben_takes_the_keyboard(pilot, app)
        await send(pilot, "2", "enter")
        assert moves_of(app, 1) == 1


async def test_enter_pressed_twice_on_a_question_plays_no_card_when_the_turn_stays() -> None:
    """(Playtest 56: a block answered with Enter Enter played the card selected in the hand.) The bot's 6 opens
    Anna's window; she blocks with her 5 ("1 Enter") and the turn is hers: an Enter pressed again plays nothing,
    a digit then Enter plays at once, and so does Enter alone after a quiet moment."""
    for digit_first in (True, False):
        app = staged_app(SOLO, ["5H 9D 10D", "6H QS"], pile="9H", stock="8D AC AS KS 7H QC", ruleset="erftschmiede",
                         dealer=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await until_decision(pilot, app)
            assert isinstance(app.screen, ChoicePrompt) and app.screen.spec.kind == "block", app.screen
            assert app.screen.spec.choices[0].move == parse_move("play 5H")
            pass_guard(app)
            await settle(pilot)
            await send(pilot, "1", "enter")                  # the block ...
            assert app.table is not None and (1, 0, "play 5H") in app.table.match.moves
            await send(pilot, "enter")                       # ... and Enter again, once the table is back
            assert anna_moves(app) == 1 and table_screen(app).view.my_turn
            if digit_first:
                await send(pilot, *some_move(app))
            else:
                app.clock.advance(app.settings.key_hold)
                await send(pilot, "enter")
            assert anna_moves(app) == 2


async def test_enter_alone_on_an_answer_window_spends_no_card() -> None:
    """(Playtest 71: an Enter out of habit in a window played the answering card on the first line.) The cursor
    starts on the line that lets the window go by: Enter alone misses the turn and keeps the 5."""
    app = staged_app(SOLO, ["5H 9D 10D", "6H QS"], pile="9H", stock="8D AC AS KS 7H QC", ruleset="erftschmiede",
                     dealer=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        assert isinstance(app.screen, ChoicePrompt) and app.screen.spec.kind == "block", app.screen
        assert [choice.move for choice in app.screen.spec.choices][:2] == [parse_move("play 5H"), parse_move("accept")]
        pass_guard(app)
        await settle(pilot)
        await send(pilot, "enter")
        assert app.table is not None and (1, 0, "accept") in app.table.match.moves
        assert parse_move("play 5H").cards[0] in app.table.game.hands[0]


async def test_the_keys_after_drawing_a_penalty_wait_for_the_new_hand_to_be_seen() -> None:
    """PLAYTEST243 F1: "d Enter" in one burst drew the 7's two cards, and the Enter played the card the cursor had
    jumped to, unseen ("d d" drew once more where a ruleset lets one draw). After the draw the keys that act wait for
    a quiet moment; a key that chooses a card ends the wait."""
    for burst, ruleset in (("enter", "standard"), ("d", "kronenstube")):
        app = staged_app(SOLO, ["8S 9C 10H", "9S 7C"], pile="7H", stock="9D 10D AC AS KS", ruleset=ruleset, dealer=1,
                         start_effect=True)
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await until_decision(pilot, app)
            assert table_screen(app).view.pending_draw == 2
            await send(pilot, "d", burst)
            assert app.table is not None and app.table.match.moves[-1] == (1, 0, "draw")
            assert not app._notifications, [str(note.message) for note in app._notifications]   # (the Enter held said
            #                                                     the card it had jumped to "cannot be played now")
            assert anna_moves(app) == 1 and len(table_screen(app).view.hand) == 5, app.table.match.moves
            for _ in range(3):                                 # the burst goes on: nothing more is done
                app.clock.advance(app.settings.key_hold * 0.6)
                await send(pilot, burst)
                assert anna_moves(app) == 1, app.table.match.moves
            await send(pilot, *some_move(app))                 # a digit chose a card: it is played at once
            assert anna_moves(app) == 2


async def test_a_double_enter_on_a_card_that_plays_again_plays_no_second_card_unseen() -> None:
    """PLAYTEST243 F2: Pesten's 7 ("nog even") leaves the turn with its player; the second Enter of a double press
    played the card that had slid under the cursor. It waits for a quiet moment; after it Enter plays."""
    app = staged_app(SOLO, ["3H 7D 10D JC", "9S 5C"], pile="7C", stock="9D 10S AC AS KS", ruleset="pesten", dealer=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        await send(pilot, *keys_for(parse_move("play 7D"), table_screen(app).view.hand), "enter")
        assert anna_moves(app) == 1 and table_screen(app).view.my_turn, app.table.match.moves if app.table else None
        app.clock.advance(app.settings.key_hold)
        await send(pilot, "enter")
        assert anna_moves(app) == 2
