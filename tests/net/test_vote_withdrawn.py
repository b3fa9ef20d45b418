"""A proposal withdrawn at a seat of the server: back at the table with a notice, no dialog that takes the next key;
a key on a vote that asks somebody else says whom it asks."""

from __future__ import annotations

import asyncio

from textual.widgets import Static

from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.net.vote_screen import RemoteVoteScreen
from net_helpers import LIMIT, until
from test_remote_votes import a_table, anna_at_her_terminal, text


async def test_a_proposal_withdrawn_with_w_is_back_at_the_table_with_a_notice() -> None:
    """PLAYTEST93 F3: a withdrawal left a dialog "any key: back to the table" over Anna's table (and over everybody's)
    that took the key of her next move: she is back at the table at once, told by a notice.  Esc only goes back to
    the table, the vote going on (PLAYTEST206 F3)."""
    table, referee, clock, hub = a_table()
    app, serving, ben = await anna_at_her_terminal(hub)
    told: list[str] = []
    notify = app.notify
    app.notify = lambda message, **options: (told.append(str(message)) if not str(message).startswith(  # type: ignore[method-assign]
        "Your rejoin code:") else None, notify(message, **options))[1]     # (the first code's own notice: test_new_code)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna's table")
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen), "the house rules")
        await pilot.press("space")                                  # quick
        assert (await ben.until("ballot"))["option"] == "quick"
        await until(pilot, lambda: "Waiting for Ben's answer." in text(app), "the vote on Anna's screen")
        await pilot.press("y")                                      # (PLAYTEST93 F6: it did nothing, without a word)
        await until(pilot, lambda: bool(told), "a word")
        assert told == ["The vote asks Ben now."], told
        hint = str(app.screen.query_one("#vote-hint", Static).render())
        assert hint == "Waiting for Ben's answer. · w: withdraw the proposal · Esc: back to the table", hint
        await pilot.press("escape")             # (PLAYTEST206 F3: Esc withdrew it, the proposer's only way back)
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna's table, the vote going on")
        assert hub.places["anna"][0].ballot.vote is not None
        await pilot.press("h")                  # the vote under way again
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen), "the vote again")
        await pilot.press("w", "w")             # pressed twice: withdrawn once
        voted = await ben.until("voted")
        assert voted["withdrawn"] is True and voted["accepted"] is False
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen) and app.vote is None, "the table")
        await until(pilot, lambda: len(told) == 2, "the notice")
        assert told[1] == voted["sentence"] and voted["sentence"].startswith("Proposal withdrawn: “Quick"), told
        assert table.match.option_values()["quick"] is False
    await ben.leave()
    await asyncio.wait_for(serving, LIMIT)
