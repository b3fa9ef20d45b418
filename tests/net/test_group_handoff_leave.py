"""At a terminal of several people (a hot-seat group in the server), Esc or q on the hand-off asks about going back
to the lobby, as the hot seat's asks about the menu: "no" brings the hand-off back (no hand shown meanwhile),
"yes" goes to the lobby and bots play the terminal's seats."""

from __future__ import annotations

import asyncio

import pytest

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.screens.dialogs import ConfirmScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from net_helpers import at_the_hand_off, group_app, screen_text, until


def anna_and_ben_with_robo() -> tuple[Table, SeatApp, asyncio.Task[None], ManualClock]:
    """Anna and Ben at one terminal, Robo a bot: the table dealt, the terminal's app (to be run) and its clock."""
    table = Table.from_names("standard", [("Anna", None), ("Ben", None), ("Robo", True)], seed=3)
    table.deal()
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0))
    app, serving = group_app(Hub(), host, [0, 1])
    clock = app.clock
    assert isinstance(clock, ManualClock)
    return table, app, serving, clock


@pytest.mark.parametrize("key", ["escape", "q"])
async def test_esc_or_q_on_a_groups_hand_off_asks_about_the_lobby(key: str) -> None:
    table, app, serving, clock = anna_and_ben_with_robo()
    async with app.run_test(size=(80, 24)) as pilot:
        await at_the_hand_off(pilot, app)
        handoff = app.screen
        await pilot.press(key)
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
        await until(pilot, lambda: "Back to the lobby, all of you at this terminal?" in screen_text(app).replace(
            "\xa0", " "), "its words")
        assert "Hands hidden" in screen_text(app).replace("\xa0", " ") and app.group is not None and app.group.holder is None
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off again")
        assert app.screen.seat_name == handoff.seat_name   # type: ignore[attr-defined]
        assert app.group.holder is None
        clock.advance(app.settings.handoff_guard)
        await pilot.press(key)
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question again")
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby")
        await until(pilot, lambda: table.is_bot(0) and table.is_bot(1), "bots in Anna's and Ben's seats")
    serving.cancel()


async def test_leaving_a_match_for_good_from_the_lobby_speaks_to_the_whole_group() -> None:
    """Playtest 33: `l` asked "Leave the match ... for good? A bot plays your seat" and every seat of the terminal went
    to a bot."""
    table = Table.from_names("standard", [("Anna", None), ("Ben", None), ("Robo", True)], seed=3)
    table.deal()
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0))
    hub = Hub()
    hub.lobby.add_hosted(host, "standard", [("Anna", None), ("Ben", None), ("Robo", "medium")])
    app, serving = group_app(hub, host, [0, 1])
    async with app.run_test(size=(100, 30)) as pilot:
        await at_the_hand_off(pilot, app)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and bool(app.lobby.tables), "the lobby")
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question before leaving for good")
        said = " ".join(screen_text(app).replace("\xa0", " ").split())
        assert "bots play your seats at table #1 now (Enter: back to the table)" in said
        asked = app.screen.question   # type: ignore[attr-defined]
        assert asked.startswith("Leave the match at table #1 for good, all of you at this terminal? Bots play your "
                                "seats to its end"), asked
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby again")
        said = "You left the match at table #1, and nobody else plays it: it stays saved as it stands."
        await until(pilot, lambda: said in " ".join(screen_text(app).split()), "the word")   # (playtest 63: it said
        #                                                                        "bots play your seats to its end")
    serving.cancel()


async def test_a_groups_first_hand_off_shows_its_rejoin_code() -> None:
    """Playtest 73: a group's first screen is a hand-off, and the rejoin code stood only in the title of a hand, so a
    terminal that dropped before anybody had looked at a hand could never take its seats back."""
    table = Table.from_names("standard", [("Anna", None), ("Ben", None), ("Robo", True)], seed=3)
    table.deal()
    host = TableHost(Referee(table, ManualClock(), bot_delay=1.0))
    app, serving = group_app(Hub(), host, [0, 1])
    async with app.run_test(size=(80, 24)) as pilot:
        group = await at_the_hand_off(pilot, app)
        code = group.primary.link.code
        assert code
        await until(pilot, lambda: f"This terminal's rejoin code: {code}" in " ".join(screen_text(app).split()),
                    "the code on the hand-off")
    serving.cancel()


async def test_s_on_a_groups_hand_off_sets_this_terminals_language_and_the_hand_off_comes_back() -> None:
    """(PLAYTEST110 F14, at a terminal of several people.)  One hand-off comes back, in the words chosen, no hand
    shown on the way."""
    from maumau_tui.net.looks_screen import LooksScreen

    table, app, serving, clock = anna_and_ben_with_robo()
    async with app.run_test(size=(80, 24)) as pilot:
        await at_the_hand_off(pilot, app)
        name = app.screen.seat_name   # type: ignore[attr-defined]
        clock.advance(app.settings.handoff_guard)
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, LooksScreen), "the terminal's settings")
        assert app.group is not None and app.group.holder is None
        shown = " ".join(screen_text(app).split())       # (PLAYTEST120 F6: "your seat keeps them" to a group)
        assert "Only this screen changes; your seats keep them, even when you come back." in shown, shown
        await pilot.press("enter", "s")           # Deutsch, kept
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off again")
        await until(pilot, lambda: f"{name} ist dran" in screen_text(app).replace("\xa0", " "), "in German")
        assert sum(isinstance(screen, HandoffScreen) for screen in app.screen_stack) == 1
        assert app.group.holder is None and app.settings.lang == "de"
    serving.cancel()
