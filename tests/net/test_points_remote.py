"""PLAYTEST193 F1 over SSH: the points so far of a match that keeps a total reach every seat with the table's facts
(``info``, the same for every seat: the totals are public) and show in its table box."""

from __future__ import annotations

from maumau_tui.match import HandResult
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.net.table_info import info_message
from maumau_tui.table import Table
from net_helpers import hosted, join, screen_text, seat_app, until


def kronenstube_after_a_hand() -> Table:
    table = Table.from_names("kronenstube", [("Anna", None), ("Ben", None)], seed=3)
    table.match.results.append(HandResult(1, 1, False, [0], 1, [0, 44]))
    table.deal()
    return table


def test_every_seat_and_a_watcher_are_told_the_same_points() -> None:
    host, _ = hosted(kronenstube_after_a_hand())
    assert [info_message(host, seat)["points"] for seat in (0, 1, None)] == [[0, 44]] * 3
    single = Table.from_names("standard", [("Anna", None), ("Ben", None)], seed=3)
    single.deal()
    assert "points" not in info_message(hosted(single)[0], 0)      # single hands: no total


async def test_the_remote_table_box_shows_the_points() -> None:
    _, hub = hosted(kronenstube_after_a_hand())
    ben = await join(hub, "Ben")
    app, serving = seat_app(hub, "Anna")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen) and "Points" in screen_text(app),
                    "the table with its points")
        assert "│ Points: Anna 0 · Ben 44" in screen_text(app)
    await ben.leave()
    serving.cancel()
