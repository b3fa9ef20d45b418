"""A group at one SSH terminal: Anna plays her second-to-last card, a 6 that opens the block window, without the
call; the group's claim screen offers c to call it out in the name of Ben, who is named in the window (it had no
such key, so only the host's bot could call it; review 28)."""

from __future__ import annotations

from maumau_tui.notation import parse_move
from maumau_tui.tui.screens.window import WindowScreen
from net_helpers import at_the_hand_off, screen_text, until
from ssh_play import erftschmiede_group


async def test_the_groups_claim_screen_calls_out_a_missed_call() -> None:
    play, app, serving = erftschmiede_group(("6H 9C", "9S 8C 5H", "10D 10S 10C"), dealer=2)
    async with app.run_test(size=(100, 30)) as pilot:
        group = await at_the_hand_off(pilot, app)
        await pilot.press("enter")
        await until(pilot, lambda: group.holder == 0, "Anna at the keyboard")
        play.referee.submit(0, parse_move("play 6H"))          # (as her keys would: the 6, no "Mau")
        await until(pilot, lambda: isinstance(app.screen, WindowScreen), "the group's claim screen")
        await until(pilot, lambda: "c: Ben calls out Anna for the missed call" in " ".join(screen_text(app).split()),
                    "the catch key")
        await pilot.press("c")
        await until(pilot, lambda: ("catch", 1, 0) in play.table.game.log, "Ben's call")
    serving.cancel()
