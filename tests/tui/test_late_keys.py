"""Keys meant for a question whose time ran out: they come late, when the game has gone on to the next decision of
the same person.  An Enter typed for a block window that closed must not let the swap that follows happen, nor play
the selected card of the turn that follows (a playtest saw both: "2 Enter" to catch, just too late)."""

from __future__ import annotations

from test_erftschmiede import erft_app
from tui_helpers import screen_text, settle

from maumau_tui.bots.levels import make_bot
from maumau_tui.cards import parse_card
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.table import Seat


class SixThenAce:
    """Plays the 6 of Hearts (the next two may block it with a 5), then the Ace of Hearts, and swaps with Anna."""

    level, searches = "random", False

    def choose(self, seen):  # type: ignore[no-untyped-def]
        legal = list(seen.legal)
        for card in ("6H", "AH"):
            play = next((m for m in legal if m.kind == "play" and m.cards == (parse_card(card),) and not m.say), None)
            if play is not None:
                return play
        return next((m for m in legal if m.kind == "name" and m.seat == 0), legal[0])

    def catch(self, seen):  # type: ignore[no-untyped-def]
        return None


def six_table(monkeypatch) -> tuple[MauMauApp, list[str]]:  # type: ignore[no-untyped-def]
    """Anna alone with Robo (6, then Ace and a swap with her) and a medium bot; the notices said."""
    seats = [Seat("Anna"), Seat("Robo", SixThenAce()), Seat("Bot", make_bot("medium", 2))]  # type: ignore[arg-type]
    app = erft_app(seats, ["2H KD 8S 9C", "6H AH QC KS", "7D 7C 10S JD"], pile="9H", dealer=0, bot_delay=0.5)
    notes: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **_: notes.append(str(message)))
    return app, notes


async def play_on(pilot, app: MauMauApp, ready) -> None:  # type: ignore[no-untyped-def]
    """The table's moves, each at its time (the clock brought to it), until ``ready()``."""
    referee, clock = app.flow.referee, app.clock
    for _ in range(60):
        await pilot.pause()
        if ready():
            return
        due = referee.due()
        if due is not None:
            clock.advance(max(0.0, due - clock.now()))
            referee.poll()
    raise AssertionError(f"never came:\n{screen_text(app)}")


def asked(app: MauMauApp, kind: str):  # type: ignore[no-untyped-def]
    return lambda: isinstance(app.screen, ChoicePrompt) and app.screen.spec.kind == kind


async def test_a_choice_made_too_late_for_a_block_does_not_answer_the_swap_that_follows(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app, notes = six_table(monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        await play_on(pilot, app, lambda: asked(app, "block")() and tuple(app.table.game.window) == (0,))
        await settle(pilot)                           # (the bot in the window has answered: Anna's clock runs)
        block = app.screen
        app.clock.advance(app.settings.key_hold)
        await pilot.press("down")                     # Anna is at the question ... and the time runs out
        await play_on(pilot, app, asked(app, "swap"))  # Robo plays on: his Ace swaps with Anna
        swap = app.screen
        assert swap is not block and swap.chosen_line().label == "Let the swap happen"   # (where a window starts)
        changed = "The question changed (the game went on): choose again, then Enter."
        assert changed in notes
        app.clock.advance(1.0)                        # long after the question opened, still in its time
        told = notes.count(changed)
        await pilot.press("enter")                    # meant for the block window: it answers nothing here
        await pilot.pause()
        assert app.screen is swap and not any(event[0] in ("swap_stop", "swapped") for event in app.table.game.log)
        assert notes.count(changed) == told + 1       # ... and says why (PLAYTEST173 F1: Enter seemed dead)
        await pilot.press("2", "enter")               # chosen here ("Let the swap happen"): now Enter answers
        await play_on(pilot, app, lambda: any(event[0] == "swapped" for event in app.table.game.log))


async def test_a_digit_and_enter_come_late_for_a_block_choose_nothing_in_the_swap_that_follows(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """PLAYTEST173 F2: "2 Enter" typed for a block window just as its time ran out chose line 2 of the swap question
    that replaced it, and answered it: the digit ended the hold on Enter.  Every key waits for a quiet moment there."""
    app, notes = six_table(monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        await play_on(pilot, app, lambda: asked(app, "block")() and tuple(app.table.game.window) == (0,))
        await settle(pilot)
        app.clock.advance(app.settings.key_hold)
        await pilot.press("down")                     # Anna is at the block question ... and the time runs out
        await play_on(pilot, app, asked(app, "swap"))
        swap = app.screen
        start = swap.chosen_line()
        await pilot.press("2", "enter")               # typed for the block window, come late
        await pilot.pause()
        assert app.screen is swap and swap.chosen_line() == start
        assert not any(event[0] in ("swap_stop", "swapped") for event in app.table.game.log)
        app.clock.advance(app.settings.key_hold)      # a quiet moment: now the keys are Anna's answer here
        await pilot.press("2", "enter")
        await play_on(pilot, app, lambda: any(event[0] in ("swap_stop", "swapped") for event in app.table.game.log))


async def test_the_word_to_choose_again_stands_once_however_often_enter_is_pressed() -> None:
    """REVIEW174: an Enter that waits for a choice said so beside the word said when the question came, twice."""
    seats = [Seat("Anna"), Seat("Robo", SixThenAce()), Seat("Bot", make_bot("medium", 2))]  # type: ignore[arg-type]
    app = erft_app(seats, ["2H KD 8S 9C", "6H AH QC KS", "7D 7C 10S JD"], pile="9H", dealer=0, bot_delay=0.5)
    changed = "The question changed (the game went on): choose again, then Enter."
    shown = lambda: [str(note.message) for note in app._notifications].count(changed)  # noqa: E731
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await play_on(pilot, app, lambda: asked(app, "block")() and tuple(app.table.game.window) == (0,))
        await settle(pilot)
        app.clock.advance(app.settings.key_hold)
        await pilot.press("down")                     # Anna is at the question ... and the time runs out
        await play_on(pilot, app, asked(app, "swap"))
        assert shown() == 1
        app.clock.advance(1.0)
        for _ in range(3):
            await pilot.press("enter")
            await pilot.pause()
        assert shown() == 1


async def test_an_enter_come_late_for_a_window_plays_no_card_in_the_turn_that_follows(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app, notes = six_table(monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        await play_on(pilot, app, asked(app, "swap"))
        await play_on(pilot, app, lambda: isinstance(app.screen, TableScreen) and app.screen.view.my_turn)
        game = app.table.game
        assert any(event[0] == "swapped" for event in game.log)   # Anna let the time run out
        moves = game.moves_made
        await pilot.press("enter")                    # at once: an Enter meant for the window, come late
        await pilot.pause()
        assert game.moves_made == moves, "a card was played by an Enter meant for the window"
        app.clock.advance(app.settings.key_hold)      # a moment later Enter is Anna's again
        await pilot.press("enter")
        await pilot.pause()
        assert game.moves_made > moves


class AceSwapsAnna:
    """Plays the Ace of Hearts and swaps with Anna, who sits next."""

    level, searches = "random", False

    def choose(self, seen):  # type: ignore[no-untyped-def]
        legal = list(seen.legal)
        play = next((m for m in legal if m.kind == "play" and m.cards == (parse_card("AH"),) and not m.say), None)
        return play or next((m for m in legal if m.kind == "name" and m.seat == 1), legal[0])

    def catch(self, seen):  # type: ignore[no-untyped-def]
        return None


async def test_an_enter_come_late_plays_no_card_where_the_window_ends_in_the_persons_own_turn(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Review 94: the swap window closed straight into Anna's turn (she sits next), so no decision "began" and the
    Enter meant for the window played her selected card; her next question then was cut short for nothing."""
    seats = [Seat("Robo", AceSwapsAnna()), Seat("Anna"), Seat("Bot", make_bot("medium", 2))]  # type: ignore[arg-type]
    app = erft_app(seats, ["AH QC KS 4D", "2H KD 8S 9C", "7D 7C 10S JD"], pile="9H", dealer=2, bot_delay=0.5)
    notes: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **_: notes.append(str(message)))
    async with app.run_test(size=(100, 30)) as pilot:
        await play_on(pilot, app, asked(app, "swap"))
        await settle(pilot)
        app.clock.advance(app.settings.key_hold)
        await pilot.press("up", "down")               # Anna is at the swap question ... and the time runs out
        await play_on(pilot, app, lambda: isinstance(app.screen, TableScreen) and app.screen.view.my_turn)
        game = app.table.game
        moves = game.moves_made
        await pilot.press("enter")                    # meant for the window
        await pilot.pause()
        assert game.moves_made == moves, "a card was played by an Enter meant for the window"
        app.clock.advance(max(app.settings.key_hold, app.settings.handoff_guard))   # (as long as a hand-off's guard)
        await pilot.press("enter")
        await play_on(pilot, app, lambda: game.moves_made > moves)
        assert "The question changed (the game went on): choose again, then Enter." not in notes
