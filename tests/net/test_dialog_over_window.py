"""A dialog opened during a timed window does not freeze the table under it: when the window closes by itself, the
question under the dialog shows nothing more and the table under both is brought up to date (playtest 36: Ben's
leave question stood over "Your turn · Cleo swaps with Anna: stop it with a 2?" until he closed it).  The other way
round, the back-to-the-lobby question gives way to a timed window that comes for the terminal (the table's clock
does not wait for one seat's dialog)."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable

from textual.pilot import Pilot

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.net.group_seat import GroupSeat
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.net.vote_screen import RemoteVoteScreen
from maumau_tui.notation import parse_move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.screens.dialogs import ConfirmScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.net.away_screen import AwayScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.window import WindowScreen
from maumau_tui.tui.textual_private import screen_lines
from net_helpers import Raw, at_the_hand_off, group_table, join, looked, seat_app, until
from ssh_play import erftschmiede_group


async def bens_ace_table() -> tuple[TableHost, ManualClock, Raw, Raw, SeatApp, asyncio.Task[None]]:
    """Erftschmiede in a server: Ben holds the A♥ that swaps, Anna a 2 that stops a swap; Ben and Cleo connected,
    Anna's seat app (not started)."""
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    names = [("Anna", None), ("Ben", None), ("Cleo", None)]
    table = Table.from_names("erftschmiede", names, seed=1)
    hands = [cards("10S KD 8S 2C"), cards("AH 5D QC"), cards("8H 7C 10D")]
    table.use_hand(Game.stacked(table.match.tables, table.names, hands, cards("9H"), cards("3C 3S 3H 3D 4C"), 0))
    clock = ManualClock()
    host = TableHost(Referee(table, clock, bot_delay=0.0))
    hub = Hub()
    hub.lobby.add_hosted(host, "erftschmiede", names)
    for seat, name in enumerate(table.names):
        hub.place(name, host, seat)
    ben, cleo = await join(hub, "Ben"), await join(hub, "Cleo")
    await looked(host, ben, cleo)
    app, serving = seat_app(hub)
    return host, clock, ben, cleo, app, serving


def shown(app: SeatApp) -> str:
    return "\n".join("".join(segment.text for segment in line) for line in screen_lines(app.screen))


async def ben_swaps_with_cleo(ben: Raw) -> None:
    """Ben plays his A♥ and names Cleo: Anna may stop the swap with her 2."""
    await ben.send({"type": "submit", "move": "play AH"})
    await ben.send({"type": "submit", "move": "name Cleo"})


async def opened_at_the_table(pilot: Pilot[None], app: SeatApp, key: str, kind: type, what: str) -> None:
    """Anna at the table presses ``key`` (past the keys' hold), and the screen of ``kind`` it opens is on top."""
    await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna at the table")
    app.clock.advance(1.0)                                       # (past the keys' hold)
    await pilot.press(key)
    await until(pilot, lambda: isinstance(app.screen, kind), what)


async def test_the_table_under_the_leave_question_follows_a_window_that_times_out() -> None:
    host, clock, ben, cleo, app, serving = await bens_ace_table()
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna at the table")
        await ben_swaps_with_cleo(ben)
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "Anna asked whether she stops the swap")
        app.clock.advance(1.0)                                   # (past the keys' hold)
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the leave question")
        await until(pilot, lambda: "stop it with a 2?" in shown(app) and "▶Anna" in shown(app),
                    "the question seen under it")         # (drawn a moment after the dialog is on top)
        clock.advance(60.0)                                      # nobody answers in time
        host.referee.poll()
        await until(pilot, lambda: "Waiting for Cleo." in shown(app), "the table under both brought up to date")
        await until(pilot, lambda: "Ben and Cleo swap hands." in shown(app), "the log under both")
        assert "▶Cleo 2" in shown(app) and "Time is up" in shown(app)
        assert "stop it with a 2?" not in shown(app) and "s left" not in shown(app)
        assert isinstance(app.screen, ConfirmScreen)             # the leave question stays until it is answered
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "back at the table")
    await ben.leave()
    await cleo.leave()
    serving.cancel()


async def test_a_timed_question_for_the_seat_closes_its_back_to_the_lobby_question() -> None:
    """(Playtest 41: Esc left the leave question open at a remote seat; a block window asked her under it, unseen,
    with no countdown, until its time ran out: the table's clock does not wait for one seat's dialog.)"""
    host, clock, ben, cleo, app, serving = await bens_ace_table()
    async with app.run_test(size=(100, 30)) as pilot:
        await opened_at_the_table(pilot, app, "q", ConfirmScreen, "the leave question")
        await ben_swaps_with_cleo(ben)
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt) and "stop it with a 2?" in shown(app),
                    "Anna's question on top, drawn")
        assert not any(isinstance(screen, ConfirmScreen) for screen in app.screen_stack)
        assert app.link is not None and app.link.at_table            # still at the table: "no" was the answer
    await ben.leave()
    await cleo.leave()
    serving.cancel()


async def test_at_a_groups_terminal_a_window_for_one_of_its_seats_closes_the_back_to_the_lobby_question() -> None:
    """(Review 40: at a terminal of several people the question stayed over a window that asked one of them.)"""
    play, app, serving = erftschmiede_group(("6H 9C 8D", "9S 8C 5H", "10D 10S 10C"), dealer=2)
    async with app.run_test(size=(100, 30)) as pilot:
        group = await at_the_hand_off(pilot, app)
        await pilot.press("enter")
        await until(pilot, lambda: group.holder == 0, "Anna at the keyboard")
        app.clock.advance(1.0)                                   # (past the keys' hold)
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the leave question")
        play.referee.submit(0, parse_move("play 6H"))            # Ben, at this terminal, may block with his 5
        await until(pilot, lambda: isinstance(app.screen, WindowScreen), "the group's claim screen on top")
        assert not any(isinstance(screen, ConfirmScreen) for screen in app.screen_stack)
        assert app.link is not None and app.link.at_table
    serving.cancel()


async def asked_in_robos_turn(pilot: Pilot[None], app: SeatApp) -> GroupSeat:
    """The group's table in Robo's turn (nobody of the group at the keyboard), the leave question asked with q."""
    group = await group_table(pilot, app)
    await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen) and group.holder is None,
                "Robo's turn: nobody of the group at the keyboard")
    app.clock.advance(1.0)                                   # (past the keys' hold)
    await pilot.press("q")
    await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the leave question")
    return group


async def test_a_groups_question_asked_in_a_bots_turn_does_not_come_back_after_the_window() -> None:
    """(Playtest 42: nobody of the group held the keyboard while a bot played; the leave question asked then was
    covered by the group's claim screen of the window that came, instead of closing, and came back after the window
    over the next person's hand and took her key.)"""
    play, app, serving = erftschmiede_group(("KC 8D 10D", "7S 8C 5H", "6H 2S 2C"), dealer=1)   # (Robo first)
    async with app.run_test(size=(100, 30)) as pilot:
        await asked_in_robos_turn(pilot, app)
        play.clock.advance(play.bot_delay)                       # Robo plays the 6: Ben may block with his 5
        play.referee.poll()
        await until(pilot, lambda: isinstance(app.screen, WindowScreen), "the group's claim screen on top")
        play.clock.advance(60.0)                                 # nobody claims it in time
        play.referee.poll()
        await until(pilot, lambda: not isinstance(app.screen, WindowScreen), "the window over")
        await until(pilot, lambda: not any(isinstance(screen, ConfirmScreen) for screen in app.screen_stack),
                    "the leave question gone with the window")
        assert app.link is not None and app.link.at_table
    serving.cancel()


async def test_a_groups_question_asked_at_the_table_closes_when_the_keyboard_is_handed_on() -> None:
    """(Playtest 46: a back-to-the-lobby question asked while the bot played came back over the next person's hand
    after the hand-off and took the Enter meant for it; a reflexive y would have sent the whole group to the lobby.)"""
    play, app, serving = erftschmiede_group(("KC 8D 10D", "7S 8C 5H", "8H 2S 2C"), dealer=1)   # (Robo first)
    async with app.run_test(size=(100, 30)) as pilot:
        group = await asked_in_robos_turn(pilot, app)
        play.clock.advance(play.bot_delay)                       # Robo plays his 8 (Anna sits out): Ben's turn
        play.referee.poll()
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "Ben's hand-off")
        assert not any(isinstance(screen, ConfirmScreen) for screen in app.screen_stack)
        app.clock.advance(app.settings.handoff_guard)
        await pilot.press("enter")
        await until(pilot, lambda: group.holder == 1, "Ben at the keyboard")
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Ben's hand, no question over it")
        assert app.link is not None and app.link.at_table
    serving.cancel()


async def asked_to_stop_the_swap(pilot: Pilot[None], app: SeatApp, ben: Raw, shown: Callable[[], str]) -> None:
    """Ben swaps with Cleo (his A♥): Anna's question whether she stops it with her 2, with its clock."""
    await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna at the table")
    await ben_swaps_with_cleo(ben)
    await until(pilot, lambda: isinstance(app.screen, ChoicePrompt) and "s left" in shown(), "Anna asked, with its clock")


async def test_a_question_whose_clock_stands_still_says_why() -> None:
    """(Playtest 47: while another person of a group answered a claimed window, Carla's own question in it showed
    "4 s left" for 30 seconds without a word why; the status line said it only to a seat not asked.)"""
    host, clock, ben, cleo, app, serving = await bens_ace_table()
    shown = lambda: " ".join("".join(s.text for s in line) for line in screen_lines(app.screen))  # noqa: E731
    async with app.run_test(size=(80, 24)) as pilot:
        await asked_to_stop_the_swap(pilot, app, ben, shown)
        assert "stands still" not in shown()
        host.referee.pause("claim")                              # somebody claimed the window: its clock stands still
        await until(pilot, lambda: "s left (paused: waiting for an answer)" in shown(), "why")
        host.referee.resume("claim")
        await until(pilot, lambda: "stands still" not in shown(), "the clock runs again")
    await ben.leave()
    await cleo.leave()
    serving.cancel()


async def test_a_question_whose_clock_waits_for_a_player_who_dropped_says_so() -> None:
    """(Playtest 50: while the table waited for Cleo, whose connection had dropped, Anna's question in the window
    said its clock stood still because "an answer is awaited".)"""
    host, clock, ben, cleo, app, serving = await bens_ace_table()
    shown = lambda: " ".join("".join(s.text for s in line) for line in screen_lines(app.screen))  # noqa: E731
    async with app.run_test(size=(80, 24)) as pilot:
        await asked_to_stop_the_swap(pilot, app, ben, shown)
        prompt = app.screen
        await cleo.leave()                                       # the table waits for Cleo: the clock stands still
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice over the question")
        assert prompt.countdown_text().endswith("s left (paused: waiting for a player)")
        app.clock.advance(1.0)                                   # (past the keys' hold)
        await pilot.pause()                                      # (the notice knows it is on top)
        await pilot.press("escape")                              # the notice put away: the question says why too
        await until(pilot, lambda: app.screen is prompt and "(paused: waiting for a player)" in shown(),
                    "why, on the question")
        log_size = len(host.table.game.log)
        await pilot.press("1", "enter")                          # (PLAYTEST103 F5: the question went, refused)
        await until(pilot, lambda: any("answer it once play goes on" in str(note.message) for note in app._notifications),
                    "why the answer waits")
        assert app.screen is prompt and len(host.table.game.log) == log_size
    await ben.leave()
    serving.cancel()


async def test_under_a_question_and_the_notice_the_status_line_counts_the_wait_down_too() -> None:
    """(PLAYTEST103 F4: with a question open when Cleo dropped, the notice over it counted down and the status line
    under both stood at 2:00: Textual repaints only the top screen, and the table is two screens down.)"""
    host, clock, ben, cleo, app, serving = await bens_ace_table()
    shown = lambda: " ".join("".join(s.text for s in line) for line in screen_lines(app.screen))  # noqa: E731
    async with app.run_test(size=(80, 24)) as pilot:
        await asked_to_stop_the_swap(pilot, app, ben, shown)
        await cleo.leave()
        await until(pilot, lambda: isinstance(app.screen, AwayScreen) and "nobody moves until then" in shown(),
                    "the notice over the question, the wait on the status line")
        assert app.away is not None
        now = [app.away.clock()]
        app.away.clock = lambda: now[0]          # (the wait's time, moved on by the test)
        at_start = re.search(r"waits (\d+:\d\d) more for Cleo: nobody moves", shown())
        assert at_start is not None
        now[0] += 30
        await until(pilot, lambda: (later := re.search(r"waits (\d+:\d\d) more for Cleo: nobody moves", shown())) is not
                    None and later.group(1) != at_start.group(1), "the status line counting down")
    await ben.leave()
    serving.cancel()


async def test_a_timed_question_for_the_seat_closes_the_end_of_a_vote_left_on_its_screen() -> None:
    """(PLAYTEST87: "House rule refused ... Any key: back to the table" stood over a swap window that asked the seat;
    its time ran out unseen.)"""
    host, clock, ben, cleo, app, serving = await bens_ace_table()
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna at the table")
        await ben.send({"type": "propose", "option": "no_cheating", "value": True})
        await cleo.until("ballot")
        await cleo.send({"type": "answer", "agree": True})      # (Cleo is asked first, then Anna)
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen) and "Anna, do you agree?" in shown(app),
                    "Anna asked")
        app.clock.advance(1.0)                                   # (past the keys' hold)
        await pilot.press("n")
        await until(pilot, lambda: "Any key: back to the table" in shown(app), "the vote's end left on her screen")
        await ben_swaps_with_cleo(ben)
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt) and "stop it with a 2?" in shown(app),
                    "Anna's question on top, drawn")
        assert not any(isinstance(screen, RemoteVoteScreen) for screen in app.screen_stack)
    await ben.leave()
    await cleo.leave()
    serving.cancel()


async def test_a_timed_question_for_the_seat_closes_the_house_rules_opened_with_nothing_proposed() -> None:
    """(Review 111: the house rules opened with h, nothing proposed, hid a swap window just as a vote's end did.)"""
    host, clock, ben, cleo, app, serving = await bens_ace_table()
    async with app.run_test(size=(100, 30)) as pilot:
        await opened_at_the_table(pilot, app, "h", RemoteVoteScreen, "the house rules")
        await ben_swaps_with_cleo(ben)
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "Anna's question on top")
        assert not any(isinstance(screen, RemoteVoteScreen) for screen in app.screen_stack)
    await ben.leave()
    await cleo.leave()
    serving.cancel()


async def test_a_proposal_refused_after_a_window_opened_for_the_seat_gives_the_window_way() -> None:
    """(Review 112 F6: a proposal on its way holds the dialog when a window comes; refused afterwards, the dialog went
    back to choosing over the window, whose clock ran unseen.)"""
    host, clock, ben, cleo, app, serving = await bens_ace_table()
    async with app.run_test(size=(100, 30)) as pilot:
        await opened_at_the_table(pilot, app, "h", RemoteVoteScreen, "the house rules")
        rules = app.screen
        assert isinstance(rules, RemoteVoteScreen)
        rules.asked = True                                       # a proposal on its way to the host
        await ben_swaps_with_cleo(ben)
        table = next(screen for screen in app.screen_stack if isinstance(screen, RemoteTableScreen))
        await until(pilot, lambda: table.in_window, "the window for Anna")
        assert rules in app.screen_stack                         # (held by the proposal)
        assert rules.refused("the table waits for a window")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "Anna's question on top")
        assert rules not in app.screen_stack
    await ben.leave()
    await cleo.leave()
    serving.cancel()
