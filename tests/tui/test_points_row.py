"""PLAYTEST193 F1: in a match played to a total (Kronenstube to 101, Crazy Eights to 100) or over Runden
(Miese-Punkte) the points so far were seen only on each hand's sheet.  The table box shows them, for everybody at
the table alike (the totals are public), at one keyboard (over SSH: ``tests/net/test_points_remote.py``)."""

from __future__ import annotations

from maumau_tui.match import HandResult, Match
from tui_helpers import screen_text, staged_app, until_decision

SOLO = [("Anna", False), ("Bot", True)]


def test_the_points_are_kept_where_the_match_keeps_a_total_only() -> None:
    assert Match.create("kronenstube", ["Anna", "Ben"]).points_so_far == (0, 0)
    assert Match.create("miese-punkte", ["Anna", "Ben", "Cleo"]).points_so_far == (0, 0, 0)
    assert Match.create("standard", ["Anna", "Ben"], options={"play_to": 50}).points_so_far == (0, 0)
    assert Match.create("standard", ["Anna", "Ben"]).points_so_far == ()       # single hands: no total
    idiots = Match.create("idioten-mau", ["Anna", "Ben"])
    assert idiots.points_so_far == ()                                          # no hand lost yet: nothing to tell
    idiots.results.append(HandResult(1, 1, False, [1], 0, [1, 0]))
    assert idiots.points_so_far == (1, 0)                                      # the hands each seat lost


async def test_the_table_box_shows_the_hands_lost_where_only_a_hands_loser_is_counted() -> None:
    """(PLAYTEST196: playing Idioten-Mau, who had lost how often was seen only on each hand's sheet.)"""
    app = staged_app(SOLO, ["7H 9C", "7S QC"], pile="9H", stock="8C 8D 8H AC", ruleset="idioten-mau", dealer=1)
    assert app.table is not None
    app.table.match.results.append(HandResult(1, 1, False, [1], 0, [1, 0]))
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        assert "│ Hands lost: Anna 1 · Bot 0" in screen_text(app) and "Points" not in screen_text(app)


async def test_the_table_box_shows_each_seats_points_so_far() -> None:
    app = staged_app(SOLO, ["7H 9C KD", "7S QC 10D"], pile="9H", stock="8C 8D 8H AC", ruleset="kronenstube", dealer=1)
    assert app.table is not None
    app.table.match.results.append(HandResult(1, 1, False, [1], 0, [57, 0]))
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        assert "│ Points: Anna 57 · Bot 0" in screen_text(app)
    single = staged_app(SOLO, ["7H 9C KD", "7S QC 10D"], pile="9H", stock="8C 8D 8H AC", dealer=1)
    async with single.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, single)
        assert "Points" not in screen_text(single)
