"""The hint key `t`: the hard bot's move for the person's own decision with its reason, thought out in a worker
thread on a copy of what the seat is given, made in the app's thread (a fixed iteration count here, so the
advice is the same every run); none on a public screen, none shown once the decision it was asked for has
moved on, a plain line when the search fails, and the screen's look (ASCII suits) for the move."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from textual.pilot import Pilot
from textual.widgets import Label, OptionList

from maumau_tui.bots.base import Seen
from maumau_tui.bots.hint import Hint
from maumau_tui.bots.search import SearchBot
from maumau_tui.cards import JOKER, parse_card
from maumau_tui.notation import Move, parse_move
from maumau_tui.table import Seat
from maumau_tui.tui import hinting
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.labels import Look, call_word, for_ruleset, move_label
from maumau_tui.tui.screens.dialogs import HelpScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.table import TableScreen
from tui_helpers import screen_text, send, settle, staged_app, table_screen, take_handoff, until, until_decision

SIZE = (80, 24)
ITERATIONS = {"iterations": 40}


def hint_app(seats: list[tuple[str, bool]], hands: list[str], ascii_cards: bool = False,
             options: dict[str, object] | None = None) -> MauMauApp:
    app = staged_app(seats, hands, pile="9H", stock="AS AH AC KC KS", dealer=len(seats) - 1, ascii_cards=ascii_cards,
                     options=options)
    assert app.table is not None
    app.table.hint_options = dict(ITERATIONS)
    return app


def toasts(app: MauMauApp) -> list[str]:
    return [str(note.message) for note in app._notifications]


async def advice_shown(pilot: Pilot[None], app: MauMauApp, move: str, reason: str) -> None:
    """``t`` asks for advice, which is ``move`` for ``reason`` (the search left out), and it shows."""
    assert app.flow is not None
    app.flow.hotseat.hint = lambda lang: lambda: Hint(parse_move(move), move, reason)  # type: ignore
    app.clock.advance(1.0)
    await send(pilot, "t")
    await until(pilot, lambda: bool(toasts(app)), "the hint")


async def test_t_shows_the_hard_bots_move_for_my_decision_with_a_reason() -> None:
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS", "KD QD 10S 7S"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        assert screen.seat == 0 and screen.view.my_turn
        await send(pilot, "t")
        await until(pilot, lambda: bool(toasts(app)), "the hint")
        [advice] = toasts(app)
        table = app.table
        assert table is not None
        expected = table.advice(0, "en")                 # the same search again (fixed count, fixed seed)
        assert expected is not None and expected.move in screen.view.legal and expected.reason
        assert advice == f"{move_label(expected.move, table.names, screen.look, screen.view)}. {expected.reason}"
        assert len(table.match.moves) == 0                # a hint makes no move


async def test_advice_on_the_table_chooses_its_card_and_an_enter_typed_with_t_plays_it() -> None:
    """PLAYTEST97 F2: on her own turn the advice said "Play 8♣" while the cursor stayed on another card, and Enter
    played that one; "t Enter" typed at once played the card under the cursor and the advice never showed."""
    for burst in (False, True):
        app = hint_app([("Anna", False), ("Bot", True)], ["9D 8H 10H QS", "KD QD 10S 7S"])
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await until_decision(pilot, app)
            screen = table_screen(app)
            assert app.flow is not None
            under = screen.view.hand[screen.selected]
            advised = next(move for move in screen.view.legal if move.kind == "play" and move.cards[0] != under
                           and not move.say)
            held = threading.Event()
            app.flow.hotseat.hint = lambda lang: lambda: (held.wait(10), Hint(advised, "", "why"))[1]  # type: ignore
            app.clock.advance(1.0)
            await pilot.press(*(("t", "enter") if burst else ("t",)))
            held.set()
            await until(pilot, lambda: bool(toasts(app)), "the advice")
            await settle(pilot)
            if not burst:
                assert screen.view.hand[screen.selected] == advised.cards[0]   # the advised card is chosen ...
                await pilot.press("enter")                                     # ... and Enter plays it
                await settle(pilot)
            played = [event[2] for event in app.table.game.log if event[0] == "play" and event[1] == 0]
            assert played == [advised.cards[0]] and advised.cards[0] != under, (burst, played)
            if burst:
                assert len(toasts(app)) == 1 and toasts(app)[0].endswith(". why")   # the advice followed stays


def advice_with_a_call(app: MauMauApp) -> tuple[TableScreen, Move]:
    """Anna's table, and the advice t will give: a card the cursor is not on, with a call."""
    screen = table_screen(app)
    under = screen.view.hand[screen.selected]
    advised = next(m for m in screen.view.legal if m.kind == "play" and m.cards[0] != under and m.say)
    assert app.flow is not None
    app.flow.hotseat.hint = lambda lang: lambda: Hint(advised, "", "why")  # type: ignore
    return screen, advised


async def test_enter_on_the_advised_card_plays_it_with_the_call_the_advice_makes() -> None:
    """PLAYTEST98 F1: the advice said to play 5♣ and call "Letzte Karte"; Enter on the card it chose played it
    without the call, and the next player caught her."""
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 8H", "KD QD 10S 7S"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        screen, advised = advice_with_a_call(app)
        app.clock.advance(1.0)
        await pilot.press("t")
        await until(pilot, lambda: bool(toasts(app)), "the advice")
        await settle(pilot)
        app.clock.advance(1.0)
        await pilot.press("enter")
        await settle(pilot)
        assert [event for event in app.table.game.log if event[0] == "play" and event[1] == 0] == [
            ("play", 0, advised.cards[0], advised.say)]


async def test_the_status_line_says_enter_plays_as_advised_with_its_call_while_it_does() -> None:
    """PLAYTEST107 F5: after t, Enter on the advised card made the advised call too (PLAYTEST98 F1), while the status
    line still said "Enter plays · m: with ..."; on another card Enter plays without a call, as the line says."""
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 8H", "KD QD 10S 7S"])
    async with app.run_test(size=(120, 30), notifications=True) as pilot:
        await until_decision(pilot, app)
        screen, advised = advice_with_a_call(app)
        status = lambda: str(screen.query_one("#status", Label).render())  # noqa: E731   (under the advice's toast)
        assert "Enter plays ·" in status() and "as advised" not in status()
        app.clock.advance(1.0)
        await pilot.press("t")
        await until(pilot, lambda: bool(toasts(app)), "the advice")
        await settle(pilot)
        assert f"Enter plays as advised, with “{call_word(advised.say, Look('en'))}”" in status(), status()
        app.clock.advance(1.0)
        await pilot.press("left")                    # another card: Enter plays it plainly
        await settle(pilot)
        assert "as advised" not in status() and "Enter plays ·" in status(), status()


async def test_an_enter_held_for_advice_that_never_came_does_not_take_later_advice() -> None:
    """REVIEW117 F1: "t Enter ?": the advice came while the help was open and was not shown, the Enter held for it
    stayed remembered, and the next t alone played the advised card."""
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 8H 10H QS", "KD QD 10S 7S"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        under = screen.view.hand[screen.selected]
        advised = next(m for m in screen.view.legal if m.kind == "play" and m.cards[0] != under and not m.say)
        held = threading.Event()
        assert app.flow is not None
        app.flow.hotseat.hint = lambda lang: lambda: (held.wait(10), Hint(advised, "", "why"))[1]  # type: ignore
        app.clock.advance(1.0)
        await pilot.press("t", "enter", "question_mark")       # the help opens before the advice comes ...
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is screen, "the table again")
        held.set()                                              # ... which comes once it has closed
        await until(pilot, lambda: not any(worker.is_running for worker in screen.workers), "the thinking")
        await settle(pilot)
        assert not toasts(app) and not [event for event in app.table.game.log if event[0] == "play"]
        app.clock.advance(5.0)
        await pilot.press("t")                                  # t alone
        await until(pilot, lambda: bool(toasts(app)), "the advice")
        await settle(pilot)
        assert not [event for event in app.table.game.log if event[0] == "play" and event[1] == 0]


async def test_no_hint_on_a_public_screen_and_none_after_the_decision_moved_on() -> None:
    app = hint_app([("Anna", False), ("Ben", False)], ["9D 7C 8C", "KD QD 10S"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        assert isinstance(app.screen, HandoffScreen)
        await send(pilot, "t")                          # the hand-off: nobody's decision, nothing to advise
        assert app.flow is not None
        hotseat = app.flow.hotseat
        assert hotseat.seat is None and not toasts(app)
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
        assert isinstance(app.screen, TableScreen) and hotseat.seat == 0
        asked, go = threading.Event(), threading.Event()

        def slow_hint(lang: str) -> Callable[[], Hint | None]:

            def think() -> Hint:                        # the search takes its time ...
                asked.set()
                assert go.wait(30)
                return Hint(parse_move("play 9D"), "play 9D", "")

            return think

        hotseat.hint = slow_hint  # type: ignore[method-assign]
        await send(pilot, "t")
        await until(pilot, asked.is_set, "the hint asked")
        await send(pilot, "3", "enter")                 # ... meanwhile Anna plays her 9♦ herself
        assert app.table is not None and len(app.table.match.moves) == 1
        go.set()
        await until(pilot, lambda: not app.screen.workers, "the hint's worker done")
        await settle(pilot)
        assert not toasts(app)                          # advice for a decision already made is not shown


async def test_t_pressed_again_while_thinking_shows_only_the_newest_hint() -> None:
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS", "KD QD 10S 7S"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        assert app.flow is not None
        hotseat = app.flow.hotseat
        asked: list[str] = []
        go = threading.Event()

        def slow_hint(lang: str) -> Callable[[], Hint | None]:

            def think() -> Hint:
                number = f"hint {len(asked) + 1}"
                asked.append(number)
                assert go.wait(30)
                return Hint(parse_move("play 9D"), "play 9D", number)

            return think

        hotseat.hint = slow_hint  # type: ignore[method-assign]
        await send(pilot, "t")
        await until(pilot, lambda: len(asked) == 1, "the first hint asked")
        await send(pilot, "t")                          # impatient: again, while the first still thinks
        await until(pilot, lambda: len(asked) == 2, "the second hint asked")
        go.set()
        await until(pilot, lambda: not table_screen(app).workers, "both workers done")
        await settle(pilot)
        label = move_label(parse_move("play 9D"), ["Anna", "Bot"], table_screen(app).look)
        assert toasts(app) == [f"{label}. hint 2"]


async def test_the_table_is_read_in_the_apps_thread_and_only_the_copy_goes_to_the_worker(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS", "KD QD 10S 7S"])
    app_thread = threading.current_thread()
    copies: list[tuple[threading.Thread, Seen]] = []
    thought: list[tuple[threading.Thread, Seen]] = []
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        table = app.table
        assert table is not None
        seen_of = table.seen_of

        def seen_where(seat: int, with_info: bool = False) -> Seen:
            seen = seen_of(seat, with_info)
            copies.append((threading.current_thread(), seen))
            return seen

        think = SearchBot.think

        def think_where(bot: SearchBot, seen: Seen) -> tuple[Move, dict[Move, tuple[float, float]]]:
            thought.append((threading.current_thread(), seen))
            return think(bot, seen)

        monkeypatch.setattr(table, "seen_of", seen_where)
        monkeypatch.setattr(SearchBot, "think", think_where)
        await send(pilot, "t")
        await until(pilot, lambda: bool(toasts(app)), "the hint")
    assert [thread for thread, _seen in copies] == [app_thread]           # the table, read in the app's thread
    [(worker, seen)] = thought
    assert worker is not app_thread and seen is copies[0][1]              # the search thinks on that copy only


def test_a_hint_request_thinks_on_its_copy_whatever_happens_at_the_table_meanwhile() -> None:
    app = hint_app([("Anna", False), ("Ben", False)], ["9D 7C 8C QS", "KD QD 10S 7S"])
    table = app.table
    assert table is not None
    request = hinting.hint_request(table, 0, "en")
    assert request is not None and request.seen.seat == 0 and request.seen.info is not None
    expected = table.advice(0, "en")
    table.apply(0, parse_move("play 9D"))                                 # the game goes on in the app's thread
    assert request() == expected                                          # the advice for the state it was asked in
    assert hinting.hint_request(table, 0, "en") is None                   # Anna has no decision now: nothing to ask
    assert hinting.hint_request(table, None, "en") is None


async def test_a_search_that_fails_says_so_in_one_line_instead_of_nothing() -> None:
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS", "KD QD 10S 7S"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        assert app.flow is not None
        hotseat = app.flow.hotseat

        def broken(lang: str) -> Callable[[], Hint | None]:
            def think() -> Hint:
                raise KeyError("no such card")
            return think

        hotseat.hint = broken  # type: ignore[method-assign]
        await send(pilot, "t")
        await until(pilot, lambda: bool(toasts(app)), "a word about the failed hint")
        assert toasts(app) == ["No hint this time: 'no such card'"]

        def unreadable(lang: str) -> Callable[[], Hint | None]:
            raise ValueError("the table is being dealt")

        hotseat.hint = unreadable  # type: ignore[method-assign]
        app.clear_notifications()
        await send(pilot, "t")
        assert toasts(app) == ["No hint this time: the table is being dealt"]
        assert app.table is not None and len(app.table.match.moves) == 0  # and the game goes on untouched


async def test_the_hint_shows_the_move_in_the_screens_look_ascii_suits_too() -> None:
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS", "KD QD 10S 7S"], ascii_cards=True)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "t")
        await until(pilot, lambda: bool(toasts(app)), "the hint")
        [advice] = toasts(app)
        table = app.table
        assert table is not None
        expected = table.advice(0, "en")
        assert expected is not None and expected.move.cards
        look = for_ruleset(Look("en", True, False), table.ruleset)
        assert advice == f"{move_label(expected.move, table.names, look)}. {expected.reason}"
        assert not set(advice) & set("♣♠♥♦")


async def test_the_footer_offers_t_only_for_a_persons_own_decision() -> None:
    app = staged_app([("Bot-1", True), ("Bot-2", True)], ["9D 7C 8C QS", "KD QD 10S 7S"], pile="9H", bot_delay=0.5)
    async with app.run_test(size=SIZE, notifications=True) as pilot:   # the bots wait for the test's clock
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table")
        await settle(pilot)
        assert table_screen(app).seat is None
        assert "t Hint" not in screen_text(app)      # bots only: nobody to advise
        await send(pilot, "t")
        assert not toasts(app)
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS", "KD QD 10S 7S"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        assert "t Hint" in screen_text(app)


async def test_advice_that_comes_while_the_help_is_open_is_not_shown_over_it() -> None:
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS", "KD QD 10S 7S"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        assert app.flow is not None
        asked, go = threading.Event(), threading.Event()

        def slow_hint(lang: str) -> Callable[[], Hint | None]:

            def think() -> Hint:
                asked.set()
                assert go.wait(30)
                return Hint(parse_move("play 9D"), "play 9D", "")

            return think

        app.flow.hotseat.hint = slow_hint  # type: ignore[method-assign]
        screen = table_screen(app)
        await send(pilot, "t")
        await until(pilot, asked.is_set, "the hint asked")
        await send(pilot, "question_mark")              # the help opens while the search thinks
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
        go.set()
        await until(pilot, lambda: not screen.workers, "the hint's worker done")
        await settle(pilot)
        assert not toasts(app)


async def test_a_hint_at_60_by_20_leaves_the_hands_cards_in_sight() -> None:
    """(Playtest 37: the hint took half the width, five lines high, over the cards and cut at the screen's foot.)"""
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS 9S 9H QH QD AS", "KD QD 10S 7S"])
    async with app.run_test(size=(60, 20), notifications=True) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "t")
        await until(pilot, lambda: bool(toasts(app)), "the hint")
        await settle(pilot)
        text = screen_text(app)
        row = next(line for line in text.splitlines() if "7♣" in line)
        assert all(card in row for card in ("7♣", "8♣", "9♠", "9♥", "9♦", "Q♠", "Q♥", "Q♦", "A♠")), text
        assert "cards stay for later." in text, text                    # the hint's last words too


async def test_advice_takes_back_what_an_earlier_key_was_told() -> None:
    """(At 60x20 "This variant has no cheating." stood on under the advice, and the two covered the hand's cards.)"""
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS 9S 9H QH QD AS", "KD QD 10S 7S"])
    said = "This variant has no cheating."
    async with app.run_test(size=(60, 20), notifications=True) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "f")
        await until(pilot, lambda: said in toasts(app), "the word on f")
        await advice_shown(pilot, app, "play 9H", "hint")
        await settle(pilot)
        assert said not in toasts(app)
        assert any("9♥" in toast for toast in toasts(app))
        row = next(line for line in screen_text(app).splitlines() if "7♣" in line)
        assert all(card in row for card in ("7♣", "8♣", "9♠", "9♥", "9♦", "Q♠", "Q♥", "Q♦", "A♠"))


def joker_app() -> MauMauApp:
    """Anna alone with a bot at Erftschmiede, her joker among three cards."""
    from test_erftschmiede import SOLO, erft_app

    return erft_app(SOLO, ["* 8S 9D", "KD QS 10S JH"], pile="9H", dealer=1)


async def at_the_jokers_question(pilot: Pilot[None], app: MauMauApp) -> None:
    """Anna plays her joker: the question which card it stands for."""
    from test_erftschmiede import select

    await until_decision(pilot, app)
    await send(pilot, select(app, "*"), "enter")
    await until(pilot, lambda: "Joker: which card does it stand for?" in screen_text(app), "the joker's question")


NOT_HERE = " (not among these choices: Esc goes back)"


@pytest.mark.parametrize(("advised", "said", "on_the_suit"), [
    ("play 9D", "Play 9♦ (9 of Diamonds). hint", NOT_HERE),
    ("play * as 10H", "Play Jkr (Joker) as 10♥ (10 of Hearts). hint", ""),
    ("play *", "Play Jkr (Joker) as a joker. hint", NOT_HERE)])   # (playtest 89: "Play Jkr" named no line of the question)
async def test_a_hint_asked_in_a_question_of_ones_own_says_when_its_move_is_not_a_line_of_it(
        advised: str, said: str, on_the_suit: str) -> None:
    """(Playtest 44: in the joker's "which card does it stand for?" the hint said "Play 9♥", a move the question
    does not offer, as if it were one of its lines.  PLAYTEST225 N4: in the follow-up, the suit's question, "as a
    joker" was advised as if it were one of the suits.)"""
    from test_erftschmiede import choose_line

    app = joker_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await at_the_jokers_question(pilot, app)
        assert app.flow is not None
        app.flow.hotseat.hint = lambda lang: lambda: Hint(parse_move(advised), advised, "hint")  # type: ignore
        await send(pilot, "t")
        await until(pilot, lambda: bool(toasts(app)), "the hint")
        assert toasts(app) == [said + (NOT_HERE if advised == "play 9D" else "")]
        app.clear_notifications()
        await choose_line(pilot, app, "As 10")
        await until(pilot, lambda: "Joker as 10: which suit?" in screen_text(app), "the follow-up question")
        await send(pilot, "t")                          # (on the follow-up it said nothing at all)
        await until(pilot, lambda: bool(toasts(app)), "the hint on the follow-up")
        assert toasts(app) == [said + on_the_suit]
        await send(pilot, "escape")                     # the suit's question put away, then the joker's:
        app.clock.advance(1.0)                          # (past the keys' hold of the question come back on top)
        await send(pilot, "escape")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen) and not toasts(app)   # its advice went with it, at once


def block_app() -> MauMauApp:
    """Anna, Ben and Cleo at Erftschmiede: Anna's 6 opens a block window Cleo may answer with her 5."""
    from test_erftschmiede import TRIO, erft_app

    return erft_app(TRIO, ["6H 9D 8S", "7C KD 10C", "5H QD 10S"], pile="9H", dealer=2, window_seconds=30)


async def cleos_block_question(pilot: Pilot[None], app: MauMauApp) -> ChoicePrompt:
    """Anna plays her 6, Cleo claims the window and takes the keyboard: her question."""
    from test_erftschmiede import select, take_keyboard

    await take_keyboard(pilot, app, "Anna")
    await pilot.press(select(app, "6H"), "enter")
    await pilot.pause()
    await pilot.press("3")                                              # Cleo claims the window
    await take_keyboard(pilot, app, "Cleo")
    prompt = app.screen
    assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "block"
    return prompt


async def test_a_hint_in_a_question_puts_the_cursor_on_the_advised_line() -> None:
    """PLAYTEST91 F4: Cleo claimed the block window, the hint said to block with the 5, and Enter let the 6 pass:
    the question starts on letting it happen. The advice now puts the cursor on its line, so Enter does what it
    says; on the joker's follow-up too."""
    app = block_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        prompt = await cleos_block_question(pilot, app)
        labels = [choice.label for choice in prompt.spec.choices]
        start = prompt.query_one(OptionList).highlighted
        assert start is not None and "Don't block" in labels[start]   # (what waiting would do)
        assert app.flow is not None
        app.flow.hotseat.hint = lambda lang: lambda: Hint(parse_move("play 5H"), "play 5H", "block")  # type: ignore
        await send(pilot, "t")
        await until(pilot, lambda: bool(toasts(app)), "the hint")
        advised = prompt.query_one(OptionList).highlighted
        assert advised is not None and "5♥" in labels[advised], labels
        app.clock.advance(1.0)
        await send(pilot, "enter")
        await settle(pilot)
        game = app.table.game
        assert game.top == parse_card("5H")                           # Cleo blocked, as advised


async def test_enter_after_a_hint_that_failed_plays_at_once() -> None:
    """REVIEW174: after "No hint this time", an Enter stayed held for the advice that was not coming (two seconds,
    longer with each Enter pressed meanwhile)."""
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS", "KD QD 10S 7S"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        assert app.flow is not None and app.table is not None

        def broken(lang: str) -> Callable[[], Hint | None]:
            def think() -> Hint:
                raise KeyError("no such card")
            return think

        app.flow.hotseat.hint = broken  # type: ignore[method-assign]
        await send(pilot, "t")
        await until(pilot, lambda: bool(toasts(app)), "a word about the failed hint")
        app.clock.advance(0.5)                    # (past the table's own hold on Enter, within the advice's wait)
        await send(pilot, "enter")
        await until(pilot, lambda: len(app.table.match.moves) > 0, "Anna's card played")


async def test_t_and_enter_in_one_burst_do_what_the_advice_says() -> None:
    """PLAYTEST94 F1: "t Enter" typed at once confirmed the line the cursor was on before the advice came (and the
    advice was never shown); then (PLAYTEST95 F6) the Enter was dropped without a word: it waits for the advice
    and chooses the line the advice puts the cursor on.  The advice stays to say why (PLAYTEST96 F3), titled as
    followed (PLAYTEST119 F2: "Play 5♥ – block" stood over Cleo's next decision as if it were advice for it)."""
    app = block_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await cleos_block_question(pilot, app)
        assert app.flow is not None
        app.flow.hotseat.hint = lambda lang: lambda: Hint(parse_move("play 5H"), "play 5H", "block")  # type: ignore
        app.clock.advance(1.0)                                          # (past the question's own hold on Enter)
        await send(pilot, "t", "enter")
        await until(pilot, lambda: bool(toasts(app)), "the hint")
        await settle(pilot)
        assert app.table.game.top == parse_card("5H")                 # Cleo blocked, as advised
        notes = [(note.title, str(note.message)) for note in app._notifications]
        assert notes == [("Hint followed", "Play 5♥ (5 of Hearts). block")], notes


async def test_the_advice_taken_by_the_enter_typed_with_t_stays_on_screen() -> None:
    """PLAYTEST96 F3: Robo swaps with Anna, she claims the window and types "t Enter": the advised 2 stopped the swap,
    but its note went at once with the decision it was about, so she never read why. Advice followed stays."""
    from test_erftschmiede import erft_app, take_keyboard
    from test_lone_window import AceBot

    seats = [Seat("Anna"), Seat("Ben"), Seat("Robo", AceBot())]  # type: ignore[arg-type]
    app = erft_app(seats, ["2H KD 8S 9C", "QC KS 9S 8D", "AH 7C 10S JD"], pile="9H", dealer=1, window_seconds=30)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until(pilot, lambda: "1: Anna   2: Ben" in screen_text(app), "the swap's claim screen")
        await pilot.press("1")
        await take_keyboard(pilot, app, "Anna")
        assert isinstance(app.screen, ChoicePrompt) and app.screen.spec.kind == "swap", screen_text(app)
        assert app.flow is not None
        held = threading.Event()                                        # the advice comes after the Enter
        app.flow.hotseat.hint = lambda lang: lambda: (held.wait(10), Hint(parse_move("play 2H"), "play 2H", "stop it"))[1]  # type: ignore
        app.clock.advance(1.0)
        await pilot.press("t", "enter")
        held.set()
        await until(pilot, lambda: app.table.game.top == parse_card("2H"), "the stop")
        await settle(pilot)
        assert toasts(app) == ["Play 2♥ (2 of Hearts). stop it"]


async def test_advice_followed_goes_when_the_cards_are_covered_while_the_others_watch() -> None:
    """PLAYTEST97 F1: Anna gave Robo a card with "t Enter"; while Robo decided, her cards were covered for the others
    to watch, and the advice note still named the card she gave."""
    from test_erftschmiede import erft_app, pick, select, take_keyboard

    from maumau_tui.bots.levels import make_bot

    seats = [Seat("Anna"), Seat("Ben"), Seat("Robo", make_bot("medium", 2))]  # type: ignore[arg-type]
    app = erft_app(seats, ["4H 9D 8S", "QC KS 9S 8D", "7C 10S JD"], pile="9H", dealer=2, bot_delay=5.0)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await take_keyboard(pilot, app, "Anna")
        await pilot.press(select(app, "4H"), "enter")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "whom to give to")
        await pilot.press(*pick(app, "Robo"))
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt) and app.screen.spec.kind == "give", "the card")
        assert app.flow is not None
        held = threading.Event()
        app.flow.hotseat.hint = lambda lang: lambda: (held.wait(10), Hint(parse_move("give 9D"), "give 9D", "why"))[1]  # type: ignore
        app.clock.advance(1.0)
        await pilot.press("t", "enter")
        held.set()
        await until(pilot, lambda: app.table.game.log[-1] == ("gift_picked", 0, parse_card("9D")), "the card given")
        await settle(pilot)
        screen = table_screen(app)
        assert screen.info.covered and app.table.game.actor == 2        # Robo decides; the others watch
        assert toasts(app) == []


async def test_an_enter_that_waited_for_advice_not_among_the_lines_chooses_nothing() -> None:
    """The Enter typed with t takes the advised line only where the question has it; else it chooses nothing."""
    app = block_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        prompt = await cleos_block_question(pilot, app)
        assert app.flow is not None
        app.flow.hotseat.hint = lambda lang: lambda: Hint(parse_move("draw"), "draw", "hint")  # type: ignore
        app.clock.advance(1.0)
        await send(pilot, "t", "enter")
        await until(pilot, lambda: bool(toasts(app)), "the hint")
        await settle(pilot)
        assert app.screen is prompt and parse_card("5H") in app.table.game.hands[2]


async def test_advice_that_comes_after_the_person_chose_another_line_leaves_the_cursor_there() -> None:
    """REVIEW115 F1: advice that came late put the cursor back on its line after Cleo had gone to another one, and
    her next Enter did what she had not chosen."""
    app = block_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        prompt = await cleos_block_question(pilot, app)
        assert app.flow is not None
        held = threading.Event()
        app.flow.hotseat.hint = lambda lang: lambda: (held.wait(10), Hint(parse_move("play 5H"), "play 5H", "block"))[1]  # type: ignore
        await send(pilot, "t")
        catch = next(i for i, choice in enumerate(prompt.spec.choices) if choice.move.kind == "catch")
        await send(pilot, str(catch + 1))                               # she chooses another line meanwhile
        held.set()
        await until(pilot, lambda: bool(toasts(app)), "the hint")
        await settle(pilot)
        assert prompt.query_one(OptionList).highlighted == catch


async def test_enter_on_the_follow_up_after_a_hint_waits_no_longer_than_the_questions_own_hold() -> None:
    """The wait for the advice asked on the joker's question did not end with the advice for its follow-up: the suit's
    question held Enter for the advice's 2 s instead of the question's own half second."""
    from test_erftschmiede import choose_line

    app = joker_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await at_the_jokers_question(pilot, app)
        await advice_shown(pilot, app, "play * as 10D", "hint")
        await choose_line(pilot, app, "As 10")
        await until(pilot, lambda: "Joker as 10: which suit?" in screen_text(app), "the follow-up question")
        follow = app.screen
        assert isinstance(follow, ChoicePrompt)
        app.clock.advance(app.settings.key_hold + 0.01)
        await send(pilot, "enter")
        await settle(pilot)
        assert app.screen is not follow and JOKER not in app.table.game.hands[0]   # the joker is played


async def test_a_hint_on_the_jokers_follow_up_puts_the_cursor_on_its_suit() -> None:
    from test_erftschmiede import choose_line

    app = joker_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await at_the_jokers_question(pilot, app)
        assert app.flow is not None
        app.flow.hotseat.hint = lambda lang: lambda: Hint(parse_move("play * as 10D"), "", "hint")  # type: ignore
        await choose_line(pilot, app, "As 10")
        await until(pilot, lambda: "Joker as 10: which suit?" in screen_text(app), "the follow-up question")
        follow = app.screen
        assert isinstance(follow, ChoicePrompt)
        await send(pilot, "t")
        await until(pilot, lambda: bool(toasts(app)), "the hint")
        line = follow.query_one(OptionList).highlighted
        assert line is not None and "10♦" in follow.spec.choices[line].label, follow.spec.choices


async def test_t_pressed_again_after_its_hint_came_replaces_it() -> None:
    """PLAYTEST102 F3: each t stacked one more hint for the same decision until they covered the hand."""
    app = hint_app([("Anna", False), ("Bot", True)], ["9D 7C 8C QS", "KD QD 10S 7S"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        assert app.flow is not None
        said = iter(["hint 1", "hint 2", "hint 3"])
        app.flow.hotseat.hint = lambda lang: lambda: Hint(parse_move("draw"), "draw", next(said))  # type: ignore
        for number in (1, 2, 3):
            await send(pilot, "t")
            await until(pilot, lambda: any(f"hint {number}" in toast for toast in toasts(app)), f"hint {number}")
            await settle(pilot)
            assert len(toasts(app)) == 1, toasts(app)


async def test_a_hint_that_took_the_last_card_out_does_not_stay_on_the_sheet() -> None:
    """PLAYTEST102 F4: "t Enter" went out, and "Play 9♣ ... – That takes you out." stood on the whole table's sheet."""
    from maumau_tui.tui.screens.hand_end import HandEndScreen

    app = hint_app([("Anna", False), ("Ben", False)], ["9D", "KD QD 10S 7S"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settle(pilot)
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
        assert app.flow is not None
        app.flow.hotseat.hint = lambda lang: lambda: Hint(parse_move("play 9D"), "play 9D", "out")  # type: ignore
        app.clock.advance(1.0)
        await send(pilot, "t", "enter")
        await until(pilot, lambda: isinstance(app.screen, HandEndScreen), "the hand's end")
        await settle(pilot)
        assert toasts(app) == []
        app.notify("A notice for the whole table.")       # (what comes after the sheet still shows)
        await settle(pilot)
        assert toasts(app) == ["A notice for the whole table."]


async def test_t_and_enter_on_the_table_draw_where_the_advice_is_to_draw() -> None:
    """PLAYTEST102 F3: with nothing that fits, "t Enter" showed "Draw a card" and the Enter was refused; it takes that
    advice as it takes a card's."""
    app = hint_app([("Anna", False), ("Bot", True)], ["KD QD 10S", "9D 7C 8C QS"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        assert screen.view.my_turn and [move.kind for move in screen.view.legal] == ["draw"]
        app.clock.advance(1.0)
        await send(pilot, "t", "enter")
        await until(pilot, lambda: len(app.table.game.hands[0]) == 4, "Anna's draw")
        await settle(pilot)
        assert len(toasts(app)) == 1 and "Draw" in toasts(app)[0]      # (followed: the advice stays to say why)


async def test_enter_a_moment_after_advice_to_draw_draws() -> None:
    """PLAYTEST104: "t", then Enter 0.3 s later, was refused for the card under the cursor ("7♣ does not follow the
    wish"): only an Enter in one burst with t waited for the advice.  Enter on a card that cannot be played takes
    the advice on screen; a card that can be played is played."""
    app = hint_app([("Anna", False), ("Bot", True)], ["KD QD 10S", "9D 7C 8C QS"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        app.clock.advance(1.0)
        await send(pilot, "t")
        await until(pilot, lambda: bool(toasts(app)), "the hint")
        app.clock.advance(3.0)                           # (long past the wait of an Enter typed with t)
        await send(pilot, "enter")
        await until(pilot, lambda: len(app.table.game.hands[0]) == 4, "Anna's draw")


async def test_enter_after_advice_to_draw_draws_in_blind_play_too() -> None:
    """PLAYTEST119 F3: in blind play every card may go down as a lie, so the Enter after "Draw a card" asked which lie
    to tell; a second Enter lied, and was caught."""
    app = hint_app([("Anna", False), ("Bot", True)], ["KD QD 10S", "9D 7C 8C QS"], options={"blind": True})
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        await advice_shown(pilot, app, "draw", "Nothing fits.")
        app.clock.advance(3.0)
        await send(pilot, "enter")                       # on K♦, which goes down only as a lie
        await until(pilot, lambda: len(app.table.game.hands[0]) == 4, "Anna's draw")
        assert not isinstance(app.screen, ChoicePrompt)


async def anna_misses_her_call(pilot: Pilot[None], app: MauMauApp) -> None:
    """Anna plays her 9♦ without "Mau"; Ben takes the keyboard for his turn."""
    await until_decision(pilot, app)
    await take_handoff(pilot, app)
    await until_decision(pilot, app)
    await send(pilot, str(table_screen(app).view.hand.index(parse_card("9D")) + 1), "enter")   # no "Mau"
    await until_decision(pilot, app)
    await take_handoff(pilot, app)
    await until_decision(pilot, app)
    assert app.table is not None and 0 in app.table.game.catchable


async def test_enter_after_advice_to_catch_catches() -> None:
    """PLAYTEST113 F18: after "Catch Anna – Anna missed a call", Enter was refused for the card under the cursor."""
    app = hint_app([("Anna", False), ("Ben", False)], ["9D 7C", "KC QC 8C"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await anna_misses_her_call(pilot, app)
        app.clock.advance(1.0)
        await send(pilot, "t")
        await until(pilot, lambda: any("Catch Anna" in toast for toast in toasts(app)), "the hint")
        app.clock.advance(3.0)
        await send(pilot, "enter")                       # on K♣, which does not fit
        await until(pilot, lambda: len(app.table.game.hands[0]) > 1, "Anna caught: she draws")
        assert 0 not in app.table.game.catchable


def test_advice_with_a_call_points_at_the_jokers_group_that_makes_the_call() -> None:
    """PLAYTEST116 F2: advised "joker as 4♥ and the last-card call", the cursor went to the group of 4s without the
    call (the first that held the card), Enter, Enter played it without the call and its player was caught."""
    from maumau_tui.cards import card
    from maumau_tui.tui.prompts import plays_prompt

    declared = [Move("play", (JOKER,), as_card=card(4, suit), say=say) for say in (None, "last") for suit in range(4)]
    spec = plays_prompt([*declared, Move("accept")], ["Anna", "Ben"], Look(lang="en"))

    class Question:
        def __init__(self) -> None:
            self.spec, self.line = spec, -1

        def point_at_line(self, line: int, move: Move) -> None:
            self.line = line

    for advised in declared:
        question = Question()
        hinting.point_at(question, advised)
        group = spec.choices[question.line]
        assert group.then is not None and advised in [choice.move for choice in group.then.choices], advised



async def test_enter_after_advice_to_catch_catches_with_a_card_that_fits_under_the_cursor() -> None:
    """PLAYTEST121 F6: after "Catch Anna – Anna missed the call", Enter played the card under the cursor, which
    fitted, and nobody was caught. A catch costs no turn: Enter makes it, and the next Enter plays."""
    app = hint_app([("Anna", False), ("Ben", False)], ["9D 7C", "KD QC 8C"])
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await anna_misses_her_call(pilot, app)
        app.clock.advance(1.0)
        await send(pilot, str(table_screen(app).view.hand.index(parse_card("KD")) + 1))   # K♦ fits on 9♦
        await send(pilot, "t")
        await until(pilot, lambda: any("Catch Anna" in toast for toast in toasts(app)), "the hint")
        status = str(table_screen(app).query_one("#status", Label).render())
        assert status.startswith(" Your turn. · Enter: as advised"), status      # (the hint's note covers it)
        app.clock.advance(3.0)
        await send(pilot, "enter")
        await until(pilot, lambda: len(app.table.game.hands[0]) > 1, "Anna caught: she draws")
        assert parse_card("KD") in app.table.game.hands[1] and app.table.game.top == parse_card("9D")


async def test_enter_after_advice_to_pass_passes_with_the_drawn_card_under_the_cursor() -> None:
    """PLAYTEST128 F5: after a draw the cursor stands on the drawn card; "Pass" came as advice, and the Enter that
    followed it played the drawn card (without its call, and was caught).  Enter passes where the person did not
    choose a card since the advice came, as the status line says; a card chosen after it is played."""
    for moved in (False, True, "digit"):
        app = staged_app([("Anna", False), ("Bot", True)], ["KD 10S", "9D 7C 8C QS"], pile="9H",
                         stock="9C AS AH KC KS", dealer=1)
        assert app.table is not None
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await until_decision(pilot, app)
            app.clock.advance(1.0)
            await send(pilot, "d")                      # 9♣ drawn: it fits, the cursor stands on it
            await until(pilot, lambda: [move.kind for move in table_screen(app).view.legal] == ["play", "pass"], "9♣")
            screen = table_screen(app)
            assert screen.chosen == parse_card("9C")
            await advice_shown(pilot, app, "pass", "Keep it.")
            status = lambda: str(screen.query_one("#status", Label).render())  # noqa: E731
            assert "Enter: as advised" in status(), status()
            if moved:                                   # away and back, or its digit: a card chosen, Enter plays it
                await send(pilot, *(["left", "right"] if moved is True else [str(screen.view.hand.index(parse_card("9C")) + 1)]))
                assert "Enter: as advised" not in status() and "Enter plays" in status(), status()
            app.clock.advance(3.0)
            before = len(app.table.game.log)
            await send(pilot, "enter")
            await until(pilot, lambda: len(app.table.game.log) > before, "Anna's move")
            assert (parse_card("9C") in app.table.game.hands[0]) != bool(moved)


@pytest.mark.parametrize("burst", [False, True])
async def test_advice_to_play_the_joker_as_a_card_with_its_call_asked_in_its_question_plays_it_so(burst: bool) -> None:
    """(A learner's playtest: advice to play the joker as a named card, asked in the joker's own question, was
    followed with Enter there; the question opened by Enter holds only lines without the call, so the joker went down
    without the call the advice made.)  A real hint in a real Erftschmiede position: the question goes, the joker
    is chosen on the table, and Enter plays it as advised, its call too."""
    from test_erftschmiede import SOLO, erft_app

    app = erft_app(SOLO, ["* 8S 2C", "KD QS 10S JH"], pile="9H", dealer=1)
    assert app.table is not None
    app.table.hint_options = {"iterations": 200}
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await at_the_jokers_question(pilot, app)
        advice = app.table.advice(0, "en")
        assert advice is not None and advice.move.cards == (JOKER,) and advice.move.as_card is not None
        assert advice.move.say                                        # (the position: the advice makes a call)
        app.clock.advance(1.0)
        await pilot.press(*(("t", "enter") if burst else ("t",)))    # (typed with t: the Enter waits for the advice)
        await until(pilot, lambda: bool(toasts(app)) or len(app.table.game.log) > 1, "the advice")
        await settle(pilot)
        if not burst:
            app.clock.advance(1.0)
            await pilot.press("enter")
            await settle(pilot)
        played = [event for event in app.table.game.log if event[0] == "declared" and event[1] == 0]
        assert played == [("declared", 0, advice.move.as_card, advice.move.say)]


@pytest.mark.parametrize("advised", ["play * as QH", "play * as JS", "play * as 10S", "play * as AH"])
async def test_advice_in_the_jokers_question_points_at_its_own_line_and_suit(advised: str) -> None:
    """(A learner's playtest: after "Play Jkr as 4♣" Enter did not play the joker so.  The joker's question keys
    its lines by rank, and the advice chose its line as if by that digit: a face's or an Ace's line put the cursor
    on another rank's (Q♥ on 2♥, A♥ on 4♥); a rank's follow-up started on its first suit, 10♣ for 10♠.)  Enter,
    Enter plays the joker as the advice says."""
    app = joker_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await at_the_jokers_question(pilot, app)
        assert app.flow is not None
        app.flow.hotseat.hint = lambda lang: lambda: Hint(parse_move(advised), advised, "why")  # type: ignore
        app.clock.advance(1.0)
        await send(pilot, "t")
        await until(pilot, lambda: bool(toasts(app)), "the advice")
        await settle(pilot)
        for _ in range(2):
            app.clock.advance(1.0)
            await pilot.press("enter")
            await settle(pilot)
            if app.table.game.log[-1][0] != "start":
                break
        played = [event for event in app.table.game.log if event[0] == "declared" and event[1] == 0]
        assert played == [("declared", 0, parse_move(advised).as_card, None)], played


def test_no_advice_while_another_seat_is_on_turn_says_whose_turn_it_is() -> None:
    """(Over SSH a seat that waits pressed t and read only "Nothing to advise right now.")  Whose turn it is shows on
    every screen: naming it tells nothing hidden.  It says to ask again (PLAYTEST273 F1: "Advice comes on yours" was
    read as a promise, and no advice came by itself)."""
    from types import SimpleNamespace

    waiting = SimpleNamespace(actor=1, names=("Anna", "Ben"), window=())
    assert hinting.nothing_to_advise(waiting, 0, "en") == "Nothing to advise now: it is Ben's turn. Press t again on your turn."  # type: ignore[arg-type]
    assert hinting.nothing_to_advise(waiting, 0, "de") == (  # type: ignore[arg-type]
        "Jetzt gibt es keinen Tipp: Ben ist dran. Drück t wieder, wenn du am Zug bist.")
    for actor, seat in ((0, 0), (-1, 0)):                       # its own turn, the hand over: nothing more to say
        view = SimpleNamespace(actor=actor, names=("Anna", "Ben"), window=())
        assert hinting.nothing_to_advise(view, seat, "en") == "Nothing to advise right now."  # type: ignore[arg-type]
    answering = SimpleNamespace(actor=1, names=("Anna", "Ben", "Cleo"), window=(2,))   # (PLAYTEST261 N5: Cleo answers
    assert hinting.nothing_to_advise(answering, 0, "en") == (                          # a swap; "it is Cleo's turn")
        "Nothing to advise now: the table waits for an answer out of turn. Press t again when you decide.")  # type: ignore[arg-type]


async def test_advice_goes_when_the_person_opens_another_cards_question() -> None:
    """PLAYTEST278 N5: "Play K♣" was advised, Lena chose her joker instead, and its question opened with the advice
    still under it."""
    from test_erftschmiede import select

    app = joker_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        await advice_shown(pilot, app, "play 9D", "hint")
        await send(pilot, select(app, "*"), "enter")
        await until(pilot, lambda: "Joker: which card does it stand for?" in screen_text(app), "the joker's question")
        await settle(pilot)
        assert toasts(app) == []
