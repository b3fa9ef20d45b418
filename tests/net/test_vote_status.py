"""PLAYTEST215 F2: while a house-rule vote waited for Ben, the proposer's status line offered "Your turn ... Enter
plays · d draws", each move was refused with "answer it first" (she had answered), and the seat the vote waited for,
its question put away, read "Waiting for Anna.".  The status line now says whose answer the table waits for, the move
keys rest until the vote is decided, and a move's refusal says why."""

from __future__ import annotations

import asyncio

from textual.widgets import Static

from maumau_tui.net.seat_app import SeatApp
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.net.vote_screen import RemoteVoteScreen
from net_helpers import LIMIT, until
from test_remote_burst import notes_of
from test_remote_votes import a_table, anna_at_her_terminal, ben_asks_anna, key_bar


def status(app: SeatApp) -> str:
    """The table's status line (also under a dialog)."""
    screen = next(screen for screen in app.screen_stack if isinstance(screen, RemoteTableScreen))
    return " ".join(str(screen.query_one("#status", Static).render()).split())


async def test_the_proposer_reads_whose_answer_the_table_waits_for_and_plays_once_it_is_decided() -> None:
    table, referee, clock, hub = a_table()
    app, serving, ben = await anna_at_her_terminal(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen) and app.screen.view.my_turn, "her turn")
        await until(pilot, lambda: "Your turn" in status(app) and "⏎ Play" in key_bar(app), "her keys")   # (a frame
        #                                                                       later: under load it came late, CI)
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen), "the house rules")
        await pilot.press("down", "down", "down", "space")            # seven stacking, put to the vote
        assert (await ben.until("ballot"))["asking"] == 1
        await pilot.press("escape")                                  # back to the table, the vote going on
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "her table")
        await until(pilot, lambda: "the table waits for Ben's answer" in status(app), "the vote on the status line")
        assert status(app) == "A house-rule vote: the table waits for Ben's answer."
        assert "⏎ Play" not in key_bar(app) and " o " not in key_bar(app)   # no move is taken meanwhile
        told = notes_of(app)
        await pilot.press("enter")
        await until(pilot, lambda: bool(told), "why not")
        assert told == ["Not allowed: the table is voting on a house rule: no move until it is decided"], told
        assert table.actor == 0
        moves = table.game.moves_made
        await ben.send({"type": "answer", "agree": False})
        await until(pilot, lambda: "Your turn" in status(app), "her turn again")
        await until(pilot, lambda: "⏎ Play" in key_bar(app), "the move keys again")
        await pilot.press("o")                                       # every move: the first one
        await until(pilot, lambda: not isinstance(app.screen, RemoteTableScreen), "her moves")
        await pilot.press("1", "enter")
        await until(pilot, lambda: table.game.moves_made > moves, "her move made")
    await ben.leave()
    await asyncio.wait_for(serving, LIMIT)


async def test_the_seat_a_vote_waits_for_is_told_so_and_that_h_brings_the_question_back() -> None:
    table, referee, clock, hub = a_table()
    app, serving, ben = await anna_at_her_terminal(hub)
    async with app.run_test(size=(60, 20)) as pilot:
        await ben_asks_anna(pilot, app, ben, "quick")
        assert status(app) == "A house-rule vote: the table waits for your answer."   # (under the question)
        await pilot.press("escape")                                  # later
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "her table")
        await until(pilot, lambda: "(h)" in status(app), "the status line")
        assert status(app) == "Vote: the table waits for your answer (h)"          # (in 60 columns)
        await pilot.resize_terminal(100, 24)
        await until(pilot, lambda: "your answer (h: the question)" in status(app), "the longer words")
        assert status(app) == "A house-rule vote: the table waits for your answer (h: the question)."
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen), "the question again")
        await pilot.press("y")
        await until(pilot, lambda: "house-rule vote" not in status(app), "the vote over")
    await ben.leave()
    await asyncio.wait_for(serving, LIMIT)
