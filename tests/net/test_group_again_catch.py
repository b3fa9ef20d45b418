"""A group at one terminal (SSH): a person who plays again having missed a call keeps the keyboard, so a hand-off to
them first lets another person of the terminal call it out (as at the hot seat, ``tests/tui/test_again_catch.py``)."""

from __future__ import annotations

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.referee import ManualClock, Referee
from maumau_tui.table import Table
from maumau_tui.tui.screens.dialogs import ConfirmScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from net_helpers import at_the_hand_off, group_app, screen_text, until


def stacked() -> Table:
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table = Table.from_names("standard", [("Anna", None), ("Ben", None)], seed=1)
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("8H 9H"), cards("KS QS AS")], cards("10H"),
                                cards("7C 7D 7S 8C 8D QD"), 1))
    return table


async def test_the_other_person_at_the_terminal_may_call_out_a_missed_call_before_the_same_one_plays_again() -> None:
    table = stacked()
    app, serving = group_app(Hub(), TableHost(Referee(table, ManualClock(), bot_delay=0.0)), [0, 1])
    async with app.run_test(size=(100, 30)) as pilot:
        group = await at_the_hand_off(pilot, app)
        await pilot.press("enter")
        await until(pilot, lambda: group.holder == 0, "Anna at the keyboard")
        app.clock.advance(app.settings.handoff_guard)     # type: ignore[attr-defined]
        await pilot.press("1", "enter")                  # 8H, no "Mau": Ben misses his turn, Anna plays again
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "a hand-off back to Anna")
        said = " ".join(screen_text(app).replace("\xa0", " ").split())
        assert "Anna plays again and made no call: Ben, c calls it out." in said, said
        app.clock.advance(app.settings.handoff_guard)     # type: ignore[attr-defined]
        await pilot.press("escape")                      # the way out asked, and "no": the offer stays
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "back to the lobby?")
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off again")
        assert "Ben, c calls it out." in " ".join(screen_text(app).replace("\xa0", " ").split())
        app.clock.advance(app.settings.handoff_guard)     # type: ignore[attr-defined]
        await pilot.press("c")
        await until(pilot, lambda: len(table.game.hands[0]) > 1, "Anna draws for the missed call")
    serving.cancel()
